"""Small official-layout editions written by the tests (contents, body, glossary, credits)."""
from __future__ import annotations

MINI_EDITION = """Magic: The Gathering Comprehensive Rules

These rules are effective as of {date}.

Contents

1. Game Concepts
100. General
101. The Magic Golden Rules
Glossary
Credits

1. Game Concepts

100. General

{rules_100}

101. The Magic Golden Rules

101.1. Whenever a card's text directly contradicts these rules, the card takes precedence.

Glossary

Trample
A keyword ability that lets a creature deal excess combat damage.

Credits

Everyone who wrote them.
"""

RULES_100 = """100.1. These Magic rules apply to any Magic game with two or more players.

100.1a A two-player game is a game that begins with only two players.

100.1b A multiplayer game is a game that begins with more than two players.

100.2. To play, each player needs their own deck."""


def mini_edition(date: str = "June 19, 2026", rules_100: str = RULES_100) -> bytes:
    return MINI_EDITION.format(date=date, rules_100=rules_100).encode("utf-8")
