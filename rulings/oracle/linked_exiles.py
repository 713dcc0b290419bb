"""Two linked abilities of one permanent (2007: 217.7d; 2026: 607.2a), the second returning what
the first exiled: Fiend Hunter's "When this creature enters, you may exile another target
creature" and "When this creature leaves the battlefield, return the exiled card to the
battlefield under its owner's control"; Tidehollow Sculler's card exiled from a hand and returned
"to its owner's hand"; Petradon's "exile two target lands" and "return the exiled cards ...";
Worldgorger Dragon's "exile all other permanents you control"; Gravegouger's cards exiled from a
graveyard and returned "to their owner's graveyard".

The leaves ability is read here; whether it is played is settled once the whole card is read
(`settle`): exactly one other ability of the card exiles anything, each of its exiles is one the
engine can remember as exiled by this object (`remove_from_game`, `reveal_hand` with `exile`), and
"the exiled card" (one) comes with an ability that exiles at most one. The exiling ability is then
marked `linked` (rulings/engine/effects/linked_exile.py). Faceless Butcher's exact pair is read by
aura_abilities.py (exile_linked)."""
from __future__ import annotations

import copy
import json

from .registry import NotUnderstood, ability_template

ONE = r"the exiled card"
MANY = r"the exiled cards|all cards exiled with (?:it|~)"
MARK = "_linked_return"  # the number of cards the leaves ability speaks of, until `settle` checks the card


OWNER = r"its owner's|their owners'|their owner's"


@ability_template(rf"When ~ leaves the battlefield, return (?P<what>{ONE}|{MANY}) (?:to the battlefield(?P<tapped> tapped)? under "
                  rf"(?P<o1>{OWNER}) control|to (?P<o2>{OWNER}) (?P<zone>hand|hands|graveyard|graveyards))\.")
def leaves_return(card, m) -> list[dict]:
    """The second ability, returning "the exiled card(s)" where its words say."""
    if not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    one = m.group("what") == "the exiled card"
    owner = m.group("o1") or m.group("o2")
    if one != (owner == "its owner's") or one and m.group("zone") in ("hands", "graveyards"):
        raise NotUnderstood(m.group(0))  # the grammar of one card (its owner's) or of several (their owners')
    step: dict = {"do": "return_linked_exiled"}
    if m.group("zone"):
        step["into"] = "hand" if m.group("zone").startswith("hand") else "graveyard"
    elif m.group("tapped"):
        step["tapped"] = True
    return [{"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"}, "effect": [step],
             MARK: "one" if one else "many"}]


def _steps(value):
    """Every instruction in an ability, nested ones included."""
    if isinstance(value, dict):
        if "do" in value:
            yield value
        for v in value.values():
            yield from _steps(v)
    elif isinstance(value, list):
        for v in value:
            yield from _steps(v)


def _linkable(st: dict) -> bool:
    """An exile the engine can remember as this object's (or already does: Faceless Butcher's exile_linked)."""
    return st.get("do") in ("remove_from_game", "exile_linked") or st.get("do") == "reveal_hand" and st.get("exile") is True


def _exiles(ab: dict) -> bool:
    """Whether an ability speaks of exiling at all (its texts left out)."""
    def bare(v):
        if isinstance(v, dict):
            return {k: bare(x) for k, x in v.items() if k != "text"}
        if isinstance(v, list):
            return [bare(x) for x in v]
        return v
    words = json.dumps(bare(ab))
    return any(w in words for w in ("remove_from_game", "exile", "removed"))


def _one_at_most(ab: dict, steps: list[dict]) -> bool:
    """"The exiled card": the ability exiles one object at most (one step, of one target or one
    chosen card, not for each of several)."""
    if len(steps) != 1 or any(st.get("do") == "for_each" for st in _steps(ab.get("effect", ()))):
        return False
    st = steps[0]
    if st["do"] == "reveal_hand":
        return True
    return isinstance(st.get("what", "target:0"), str) and st.get("what", "target:0").startswith("target:")


def settle(card, abilities: list[dict], verdicts: list[dict], text_only: list[str]) -> list[dict]:
    """Mark the exiling ability `linked` where the leaves ability's return is played; else the
    leaves ability's paragraph stays text only (it would return nothing)."""
    marked = [ab for ab in abilities if MARK in ab]
    if not marked:
        return abilities
    refused = []
    others = [ab for ab in abilities if MARK not in ab and ab.get("kind") != "keyword" and _exiles(ab)]
    for ab in marked:
        number = ab.pop(MARK)
        exiler = others[0] if len(marked) == 1 and len(others) == 1 else None
        steps = [st for st in _steps(exiler)] if exiler else []
        linkable = [st for st in steps if _linkable(st)]
        bare_other = exiler is not None and _exiles({k: v for k, v in exiler.items() if k != "effect"})
        if exiler is None or exiler.get("kind") not in ("triggered", "activated") or not linkable or bare_other \
                or _exiles({"effect": [st for st in steps if not _linkable(st) and st.get("do") not in ("may", "for_each")]}) \
                or number == "one" and not _one_at_most(exiler, linkable):
            refused.append(ab)
            continue
        linked = copy.deepcopy(exiler)  # the templates' dicts are the card's own, but a copy is marked, to be safe
        for st in _steps(linked):
            if _linkable(st) and st["do"] != "exile_linked":
                st["linked"] = True
        abilities = [linked if a is exiler else a for a in abilities]
    for ab in refused:
        abilities = [a for a in abilities if a is not ab]
        for verdict in verdicts:
            if verdict["text"] == ab.get("text") and verdict["played"]:
                verdict["played"] = False
                text_only.append(verdict["text"])
    return abilities
