""""Players can't untap more than one creature during their untap steps." (Smoke, Stoic Angel), "... one
artifact ..." (Damping Field, Imi Statue), "... one nonbasic land ..." (Winter Moon), "You can't untap more
than one land during your untap step." (Mungha Wurm), and "As long as this artifact is untapped, players
can't untap more than one land / two permanents during their untap steps." (Winter Orb, Static Orb): a
static ability of a permanent that limits what the active player untaps in the untap step (2007 302.2;
2026 502.3): rulings/engine/untap_limits.py.

Precision: the whole sentence; "players ... their untap steps" or "you ... your untap step" (an emblem's
"your opponents" and any other player words stay text only); the permanents are the grammar's reading of
the phrase, whole, with no "other", "another" or "chosen"; "as long as" only with the source itself
untapped. Not on an instant or sorcery.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

_COUNTS = {"one": 1, "two": 2, "three": 3}


@ability_template(r"(As long as ~ is untapped, players|Players|You) can't untap more than (one|two|three) ([a-z ]+?) "
                  r"during (their untap steps|your untap step)\.")
def untap_limit(card, m):
    from .described import described
    from .registry import Effect
    from .targets import PERMANENT_TARGETS, parse
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    who, n, words, when = m.group(1), _COUNTS[m.group(2)], m.group(3), m.group(4)
    if (who == "You") != (when == "your untap step"):
        raise NotUnderstood(m.group(0))
    if re.search(r"\b(other|another|chosen|you|your|opponents?|control|controls)\b", words):
        raise NotUnderstood(m.group(0))
    if n == 1:
        if f"target {words}" not in PERMANENT_TARGETS:
            raise NotUnderstood(m.group(0))
        found = parse(f"target {words}")
    else:
        found = described(Effect(card), words)
    if not isinstance(found, dict) or {"zone", "player", "controller"} & set(found) or "chosen" in str(found):
        raise NotUnderstood(m.group(0))
    limit = {"count": n, "described": found, "players": "you" if who == "You" else "each"}
    if who.startswith("As long as"):
        limit["while_untapped"] = True
    return [{"kind": "static", "untap_limit": limit}]


@ability_template(r"(Players skip their untap steps|Skip your untap step)\.")
def skip_untap_steps(card, m):
    """ "Players skip their untap steps." (Stasis), "Skip your untap step.": a permanent's static ability that
    replaces those untap steps with nothing (2007 419.6e; 2026 614.1b, 614.10; rulings/engine/skip_untap_steps.py)."""
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "players_skip_untap_steps" if m.group(1).startswith("Players") else "skip_untap_step"}]
