"""Counts of the player an instruction is about: "Each player loses 1 life for each creature they control"
(Stronghold Discipline), "Each player creates a 1/1 green Cat creature token for each untapped Forest they
control" (Waiting in the Weeds), "Target player loses 1 life for each tapped artifact they control" (Burden
of Greed), "Target opponent loses life equal to the number of creatures they control" (Villainous Wrath),
"~ deals damage to each player equal to the number of lands they control" (Acidic Soil), "Each opponent
mills cards equal to the number of cards in their hand" (Folio of Fancies).

"They" is the player of the instruction: each player (or each opponent) in turn, APNAP order (2007 101.4;
2026 101.4), or the target player. The permanents that player controls (or the cards in that player's
hand) are counted once, as the instruction is followed for that player (2007 413.2f; 2026 608.2h): the
count description reads as "... you control" would, for that player (`"of"`: rulings/engine/effects/base.py).

Anything else stays text only: "other" in the count, "their graveyard", a count of what "they controlled"
before, a second instruction in the sentence.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_sentence

_WHO = r"(each player|each opponent|target player|target opponent)"
_WHAT = r"([a-z ]+?)"
#: the instruction and the field holding its amount (counts_more._AMOUNT_FIELDS's, with the player it is about)
_FIELDS = {"lose_life": ("amount", "player"), "gain_life": ("amount", "player"), "draw": ("amount", "player"),
           "mill": ("amount", "player"), "create_token": ("count", "player"), "damage": ("amount", "to")}


def _theirs(count: dict, what: str) -> dict:
    """ "creatures you control" read for the player of the instruction: the controller left to `of`."""
    spec = dict(count.get("filter") or {})
    if count.get("count") != "permanents" or spec.pop("controller", None) != "you" or "other" in spec or "of" in count:
        raise NotUnderstood(what)
    return {**{k: v for k, v in count.items() if k != "filter"}, "filter": spec}


def _read(eff, head: str, whole: str, count: dict) -> None:
    """Read `head` (the instruction with its printed amount N) and make its amount N times `count`, counted
    for the player it is about."""
    from .counts_more import times_of
    if re.search(r"\b(X|they|their|them|that many|then|and|each other)\b", head.split(" ", 2)[-1]):
        raise NotUnderstood(whole)
    before, targets = len(eff.steps), len(eff.targets)
    parse_sentence(eff, head)
    new = eff.steps[before:]
    if len(new) != 1 or len(eff.targets) - targets > 1:
        raise NotUnderstood(whole)
    st = new[0]
    if st.get("do") == "for_each":
        if st.get("players") not in ("each_player", "each_opponent") or len(st.get("effect") or []) != 1 or set(st) - {"do", "players", "effect"}:
            raise NotUnderstood(whole)
        st, player = st["effect"][0], "it"
    else:
        player = None
    if st.get("do") not in _FIELDS:
        raise NotUnderstood(whole)
    field, whose = _FIELDS[st["do"]]
    if player is None:
        player = st.get(whose)
        if not (isinstance(player, str) and player.startswith("target:")) or eff.targets[int(player.split(":")[1])] not in ("player", "opponent"):
            raise NotUnderstood(whole)
    if st.get(whose) != player or not isinstance(st.get(field, 1), int):
        raise NotUnderstood(whole)
    st[field] = {**times_of(count, st.get(field, 1)), "of": player}


@effect_template(rf"{_WHO} ((?:loses|gains) \d+ life|draws a card|creates an? [^.]+? token) for each {_WHAT} they control")
def for_each_they_control(eff, m):
    """ "Each player loses 1 life for each creature they control": N for each one."""
    from .counts_more import for_each_count
    what = f"{m.group(3)} you control"
    eff_count = _theirs(for_each_count(eff, what), m.group(0))
    _read(eff, f"{m.group(1)} {m.group(2)}", m.group(0), eff_count)


@effect_template(rf"{_WHO} (loses|gains) life equal to the number of {_WHAT} they control")
def life_equal_to_they_control(eff, m):
    """Villainous Wrath's "Target opponent loses life equal to the number of creatures they control"."""
    from .counts_more import count_of
    count = _theirs(count_of(eff, f"{m.group(3)} you control"), m.group(0))
    _read(eff, f"{m.group(1)} {m.group(2)} 1 life", m.group(0), count)


@effect_template(rf"~ deals damage to (each player|each opponent) equal to the number of {_WHAT} they control")
def damage_equal_to_they_control(eff, m):
    """Acidic Soil's "~ deals damage to each player equal to the number of lands they control"."""
    from .counts_more import count_of
    count = _theirs(count_of(eff, f"{m.group(2)} you control"), m.group(0))
    _read(eff, f"~ deals 1 damage to {m.group(1)}", m.group(0), count)


@effect_template(rf"{_WHO} (mills|draws) cards equal to the number of cards in their hand")
def cards_equal_to_their_hand(eff, m):
    """Folio of Fancies's "Each opponent mills cards equal to the number of cards in their hand": that player's
    hand as the instruction is followed for them."""
    _read(eff, f"{m.group(1)} {m.group(2)} a card", m.group(0), {"count": "cards_in_hand"})
