""" "Return a land you control to its owner's hand" as a cost (Soratami Mirror-Guard, Meloku the
Clouded Mirror), "Return two lands you control to their owner's hand" (Soratami Seer), "Return a
Forest you control to its owner's hand" (Quirion Ranger), "Return an Elf you control to its owner's
hand" (Wirewood Symbiote), "Return an artifact you control to its owner's hand" (Master
Transmuter): the ability's cost `"return_permanents": {"count": N, "kind": K}`, K one of KINDS or
"subtype:Forest". The player names N different permanents of that kind they control in the
action's `pay: {"return": [...]}`, and returns them all to their owners' hands at once as the cost
is paid (2007: 409.1h, a cost is paid in full or not at all; 2026: 601.2h / 602.2b). No {T}
symbol: a permanent returned needn't be untapped nor free of summoning sickness, and the source
itself may be one ("Return an artifact you control" of an artifact)."""
from __future__ import annotations

import re

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

#: the card types a "Return a [type] you control" cost names
KINDS = {"land": "Land", "artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment"}
NUMBER_WORDS = {1: "a", 2: "two", 3: "three"}
COUNT_RANGE = (1, 3)


def problems(spec) -> list[str]:
    """What is wrong with a `return_permanents` cost (the loader's check), [] if nothing."""
    if not isinstance(spec, dict) or set(spec) - {"count", "kind"} or not {"count", "kind"} <= set(spec):
        return ['must be {"count": N, "kind": "land"} (count and kind only)']
    out = []
    n = spec["count"]
    if not isinstance(n, int) or isinstance(n, bool) or not COUNT_RANGE[0] <= n <= COUNT_RANGE[1]:
        out.append(f"count must be an integer from {COUNT_RANGE[0]} to {COUNT_RANGE[1]}")
    kind = spec["kind"]
    if not (isinstance(kind, str) and (kind in KINDS or re.fullmatch(r"subtype:[A-Z][A-Za-z-]*", kind))):
        out.append(f'kind must be one of {", ".join(KINDS)} or "subtype:Forest"')
    return out


def words(spec: dict) -> str:
    """ "return a land you control to its owner's hand", "return two Islands you control to their owner's hand"."""
    n, kind = int(spec["count"]), spec["kind"]
    name = kind[8:] if kind.startswith("subtype:") else kind
    if n == 1:
        article = "an" if name[:1].lower() in "aeiou" else "a"
        return f"return {article} {name} you control to its owner's hand"
    return f"return {NUMBER_WORDS.get(n, n)} {plural(name)} you control to their owner's hand"


#: plurals of subtypes that aren't the singular and an "s" ("Return an Elf": "Elves"; "Tap three untapped Kithkin")
IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Ally": "Allies", "Myr": "Myr", "Kithkin": "Kithkin",
             "Merfolk": "Merfolk", "Moonfolk": "Moonfolk"}


def plural(name: str) -> str:
    return IRREGULAR.get(name, name + "s")


def fits(game, player_index: int, obj, kind: str) -> bool:
    if obj is None or obj.zone != "in_play" or obj.controller != player_index:
        return False
    if kind == "permanent":  # "return a permanent you control" (a spell's additional cost, additional_costs.py)
        return True
    c = characteristics(game, obj)
    if kind.startswith("subtype:"):
        return kind[8:] in (c.subtypes or ())
    return KINDS[kind] in c.types


def choices(game, player, spec: dict) -> list[list[str]]:
    """The sets (at most 50) of permanents `player` could return for the cost (legal_actions)."""
    from itertools import combinations, islice
    fit = [o.id for o in game.in_play(player.index) if fits(game, player.index, o, spec["kind"])]
    return [list(ids) for ids in islice(combinations(fit, int(spec["count"])), 50)]


def pay(game, player, spec: dict, chosen: list, what: str, concept: str) -> None:
    from .zones import leave_play
    n = int(spec["count"])
    objs = [game.objects.get(o) for o in chosen]
    if len(chosen) != n or len(set(chosen)) != n or not all(fits(game, player.index, o, spec["kind"]) for o in objs):
        raise IllegalAction(concept, f"the cost is to {words(spec)}: {player.name} names {'it' if n == 1 else 'them'} in "
                                     f"\"pay\": {{\"return\": [...]}} (given: {', '.join(map(str, chosen)) or 'none'})",
                            "illegal_action_reversed")
    names = [display(game, o) for o in objs]
    emit(game, f"{player.name} returns {', '.join(names)} to {'its' if n == 1 else 'their'} owner's hand as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))
    for o in objs:
        leave_play(game, o, "hand", "returned")
