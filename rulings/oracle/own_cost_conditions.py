"""More of a spell's own cost reductions ("This spell costs {N} less to cast if ... / for each ..."), beside
spell_costs.py's and own_cost_events.py's, each a static ability that works while the spell is on the stack,
counted as its total cost is determined (2007 409.1f; 2026 601.2f; rulings/engine/spell_costs.py):

- the caster's graveyard: "if there is a land card in your graveyard" (Igneous Elemental), "if you have eight
  or more instant and/or sorcery cards in your graveyard" (Octavia, Living Thesis), "for each artifact and/or
  creature card in your graveyard" (Chitin Gravestalker: a card that is both counts once), the ability word
  Undergrowth's "for each creature card in your graveyard" (Molderhulk);
- the battlefield: "if your opponents control three or more creatures" (Lashwhip Predator: all of them
  together), "if an opponent controls a green permanent" (Oakhame Adversary), "if there are ten or more
  nonland permanents on the battlefield" (Hour of Revelation: every player's);
- two reductions in one paragraph, each its own static ability: "... {1} less to cast if you control an
  artifact and {1} less to cast if you control an enchantment" (Assassin's Ink), "... if you control a
  Spirit. It also costs {1} less to cast if you control an enchantment." (Geistlight Snare);
- the counts of rulings/engine/own_cost_conditions.py: life gained this turn ("if you gained life this turn",
  Mortality Spear; "if you've gained 3 or more life this turn", Sanguine Indulgence; "for each 1 life you
  gained this turn", Licia, Sanguine Tribune), raid's "if you attacked this turn" (Siren Reaver), "if an
  opponent has seven or more cards in their graveyard" (Into the Story), corrupted's "if an opponent has
  three or more poison counters" (Distorted Curiosity).

A multicolored permanent, legendary creatures, no land cards in hand and the like stay text only."""
from __future__ import annotations

import re

from .own_cost_events import _template
from .registry import NotUnderstood
from .text import NUMBERS

_N = r"(two|three|four|five|six|seven|eight|nine|ten)"
_KINDS = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "instant": "Instant", "sorcery": "Sorcery"}
_COLORS = ("white", "blue", "black", "red", "green")
_PERMANENTS = {"creatures": "Creature", "lands": "Land", "artifacts": "Artifact", "enchantments": "Enchantment"}


def _self(n: str, **condition) -> list[dict]:
    if int(n) < 1:
        raise NotUnderstood(n)
    return [{"kind": "static", "spell_cost": {"less": int(n), "spells": "self", **condition}}]


def _at_least(count: dict, n: int) -> dict:
    return {"if": {**count, "at_least": n}}


def _graveyard(kinds: str) -> dict:
    """ "instant and/or sorcery" -> the caster's graveyard cards of any of those types."""
    words = kinds.split(" and/or ")
    if any(w not in _KINDS for w in words) or len(set(words)) != len(words):
        raise NotUnderstood(kinds)
    return {"count": "cards_in_graveyards", "filter": {"types": [_KINDS[w] for w in words], "owner": "you"}}


@_template(r"~ costs \{(\d+)\} less to cast if there is an? (land|creature|artifact|enchantment|instant|sorcery) card in your graveyard\.")
def if_a_card_in_your_graveyard(card, m) -> list[dict]:
    return _self(m.group(1), **_at_least(_graveyard(m.group(2)), 1))


@_template(rf"~ costs \{{(\d+)\}} less to cast if you have {_N} or more ([a-z]+(?: and/or [a-z]+)?) cards in your graveyard\.")
def if_cards_in_your_graveyard(card, m) -> list[dict]:
    return _self(m.group(1), **_at_least(_graveyard(m.group(3)), NUMBERS[m.group(2)]))


@_template(r"(?:Undergrowth — ~ costs \{(\d+)\} less to cast for each (creature) card|~ costs \{(\d+)\} less to cast for each "
           r"([a-z]+ and/or [a-z]+) card) in your graveyard\.")
def for_each_card_in_your_graveyard(card, m) -> list[dict]:
    """(without the ability word, one kind alone is spell_costs.py's: this template doesn't match it)"""
    return _self(m.group(1) or m.group(3), for_each=_graveyard(m.group(2) or m.group(4)))


@_template(rf"~ costs \{{(\d+)\}} less to cast if your opponents control {_N} or more (creatures|lands|artifacts|enchantments)\.")
def if_your_opponents_control(card, m) -> list[dict]:
    count = {"count": "permanents", "filter": {"types": [_PERMANENTS[m.group(3)]], "controller": "opponent"}}
    return _self(m.group(1), **_at_least(count, NUMBERS[m.group(2)]))


@_template(r"~ costs \{(\d+)\} less to cast if an opponent controls an? (white|blue|black|red|green) permanent\.")
def if_an_opponent_controls_a_color(card, m) -> list[dict]:
    count = {"count": "permanents", "filter": {"colors": [m.group(2)], "controller": "opponent"}}
    return _self(m.group(1), **_at_least(count, 1))


@_template(rf"~ costs \{{(\d+)\}} less to cast if there are {_N} or more nonland permanents on the battlefield\.")
def if_nonland_permanents(card, m) -> list[dict]:
    count = {"count": "permanents", "filter": {"not_types": ["Land"]}}
    return _self(m.group(1), **_at_least(count, NUMBERS[m.group(2)]))


@_template(r"~ costs \{(\d+)\} less to cast if you(?:'ve)? gained (?:(\d+) or more )?life this turn\.")
def if_you_gained_life(card, m) -> list[dict]:
    n = int(m.group(2) or 1)
    if n < 1:
        raise NotUnderstood(m.group(0))
    return _self(m.group(1), **_at_least({"count": "life_you_gained_this_turn"}, n))


@_template(r"~ costs \{(\d+)\} less to cast for each 1 life you gained this turn\.")
def for_each_life_gained(card, m) -> list[dict]:
    return _self(m.group(1), for_each={"count": "life_you_gained_this_turn"})


@_template(r"Raid — ~ costs \{(\d+)\} less to cast if you attacked this turn\.")
def raid(card, m) -> list[dict]:
    return _self(m.group(1), **_at_least({"count": "you_attacked_this_turn"}, 1))


@_template(rf"~ costs \{{(\d+)\}} less to cast if an opponent has {_N} or more cards in their graveyard\.")
def if_an_opponents_graveyard(card, m) -> list[dict]:
    return _self(m.group(1), **_at_least({"count": "most_cards_in_an_opponents_graveyard"}, NUMBERS[m.group(2)]))


@_template(rf"Corrupted — ~ costs \{{(\d+)\}} less to cast if an opponent has {_N} or more poison counters\.")
def corrupted(card, m) -> list[dict]:
    return _self(m.group(1), **_at_least({"count": "most_poison_counters_an_opponent_has"}, NUMBERS[m.group(2)]))


@_template(r"~ costs \{(\d+)\} less to cast if (you control [^.]+?)(?: and|\. It also costs) \{(\d+)\} less to cast if (you control [^.]+)\.")
def two_reductions(card, m) -> list[dict]:
    """Each "if you control ..." its own reduction, read as spell_costs.py reads one alone."""
    from .spell_costs import own_cost
    return [own_cost(f"~ costs {{{m.group(1)}}} less to cast if {m.group(2)}."),
            own_cost(f"~ costs {{{m.group(3)}}} less to cast if {m.group(4)}.")]
