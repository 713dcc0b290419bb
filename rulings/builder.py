"""Edits to a scenario document, one part at a time, for the builder.

Each function takes a document and returns a changed copy; nothing here saves
or validates. Renaming a player or an object carries the new name into every
place of the document that refers to it, so a rename never breaks an action.
"""
from __future__ import annotations

from rulings.engine.editions import DEFAULT_RULES

from .services.documents import clone

# Keys of an action whose values name players or objects (single or lists).
_REFERENCE_KEYS = ("player", "object", "targets", "attackers", "blockers", "attacker", "blocker",
                   "defending_player", "sacrifice", "discard", "order", "source", "pay", "blocks",
                   "assignments", "mana_abilities", "trigger_order", "replacement_order", "legend_keep")
# Keys of an action whose values are maps keyed by an object id: whether the
# values name players or objects too (targets) or not (a chosen color, 419.1b).
_KEYED_BY_ID = {"trigger_targets": True, "copy_targets": True, "choices": False}
# Inside a choice (`choices`), the kinds whose values name objects: the graveyard
# cards a "return a card" replacement returns (419.9b).
_CHOICE_IDS = ("cards", "source")


def set_details(document: dict, name: str, question: str, description: str = "", rules: str | None = None) -> dict:
    """Name, question, notes and the rules edition; a document that never named
    an edition keeps not naming the default one (its hash, and replay, stay)."""
    result = clone(document)
    result["name"] = name
    result["question"] = question
    if description:
        result["description"] = description
    else:
        result.pop("description", None)
    if rules is not None and (rules != DEFAULT_RULES or "rules" in result):
        result["rules"] = rules
    return result


def _spoken(document: dict, part: dict) -> dict:
    """A part the forms wrote in format 1's words, in the document's own: a format 2
    document (today's words, engine.scenario.format2) gets format 2's."""
    if document.get("format") == 2:
        from rulings.engine.scenario.format2 import to_format2
        return to_format2(part, whole=False)
    return part


def set_turn(document: dict, number: int, active_player: str, phase: str, step: str | None,
             priority_player: str | None = None) -> dict:
    result = clone(document)
    turn = dict(result.get("turn") or {})
    turn.update(_spoken(document, {"number": number, "active_player": active_player, "phase": phase, "step": step or None}))
    if priority_player:
        turn["priority_player"] = priority_player
    else:
        turn.pop("priority_player", None)
    result["turn"] = turn
    return result


def _rename_in(value, old: str, new: str):
    """Replace references equal to `old` inside an action value (strings, lists, dicts)."""
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_rename_in(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: _rename_in(v, old, new) for k, v in value.items()}
    return value


def _rename_chosen(chosen, old: str, new: str):
    """A choice's ids are renamed (its cards), its words are not (a color)."""
    if not isinstance(chosen, dict):
        return chosen
    return {k: (_rename_in(v, old, new) if k in _CHOICE_IDS else v) for k, v in chosen.items()}


def _rename_references(document: dict, old: str, new: str, *, player: bool) -> None:
    if old == new:
        return
    for action in document.get("actions") or []:
        for key in _REFERENCE_KEYS:
            if key in action:
                action[key] = _rename_in(action[key], old, new)
        for key, values_name_ids in _KEYED_BY_ID.items():
            if isinstance(action.get(key), dict):
                action[key] = {(new if k == old else k): (_rename_in(v, old, new) if values_name_ids else _rename_chosen(v, old, new))
                               for k, v in action[key].items()}
    _rename_in_expect(document.get("expect"), old, new, player=player)
    if player:
        turn = document.get("turn") or {}
        for key in ("active_player", "priority_player"):
            if turn.get(key) == old:
                turn[key] = new
        for obj in document.get("objects") or []:
            for key in ("owner", "controller"):
                if obj.get(key) == old:
                    obj[key] = new
    else:
        for obj in document.get("objects") or []:
            if obj.get("attached_to") == old:
                obj["attached_to"] = new


def _rename_in_expect(expect, old: str, new: str, *, player: bool) -> None:
    """The expect block names players (life, winner, lost) and objects (zones,
    power and toughness, counters) by their keys and values."""
    if not isinstance(expect, dict):
        return
    for key in (("life",) if player else ("zones", "power_toughness", "counters")):
        if isinstance(expect.get(key), dict):
            expect[key] = {(new if k == old else k): v for k, v in expect[key].items()}
    if player:
        if expect.get("winner") == old:
            expect["winner"] = new
        if isinstance(expect.get("lost"), list):
            expect["lost"] = [new if n == old else n for n in expect["lost"]]


# The parts of the expect block the builder's form edits; the rest (counters)
# is kept as the document has it.
EXPECT_FORM_KEYS = ("life", "zones", "power_toughness", "winner", "lost", "refused")


def set_expect(document: dict, expect: dict) -> dict:
    """The scenario's expected ruling: `expect` (the form's parts, only those
    given) replaces those parts of the document's; a block left empty is removed."""
    result = clone(document)
    kept = {k: v for k, v in (result.get("expect") or {}).items() if k not in EXPECT_FORM_KEYS}
    merged = {**kept, **expect}
    if merged:
        result["expect"] = _spoken(document, {"expect": merged})["expect"]
    else:
        result.pop("expect", None)
    return result


# a player's counters and designations as a scenario starts, left out when they are the default
PLAYER_DEFAULTS = {"poison": 0, "energy": 0, "monarch": False}


def set_players(document: dict, players: list[tuple[int | None, dict]]) -> dict:
    """players: (index in the old list or None for a new player, {"name", "life"} and
    any of "poison", "energy", "monarch": a default one is removed from the player)."""
    result = clone(document)
    old_players = result.get("players") or []
    new_list = []
    for old_index, player in players:
        if old_index is not None and old_index < len(old_players):
            merged = dict(old_players[old_index])
            merged.update(player)
            old_name = old_players[old_index].get("name")
            if old_name and old_name != player["name"]:
                _rename_references(result, old_name, player["name"], player=True)
            new_list.append(merged)
        else:
            new_list.append(dict(player))
    for player in new_list:
        for key, default in PLAYER_DEFAULTS.items():
            if key in player and player[key] == default:
                del player[key]
    result["players"] = new_list
    return result


def add_object(document: dict, obj: dict) -> dict:
    result = clone(document)
    result.setdefault("objects", []).append(_spoken(document, obj))
    return result


def replace_object(document: dict, index: int, obj: dict) -> dict:
    result = clone(document)
    old_id = result["objects"][index].get("id")
    obj = _spoken(document, obj)
    result["objects"][index] = obj
    if old_id and obj.get("id") and old_id != obj["id"]:
        _rename_references(result, old_id, obj["id"], player=False)
    return result


def delete_object(document: dict, index: int) -> dict:
    result = clone(document)
    del result["objects"][index]
    return result


def add_action(document: dict, action: dict, position: int | None = None) -> dict:
    result = clone(document)
    actions = result.setdefault("actions", [])
    actions.insert(len(actions) if position is None else max(0, min(position, len(actions))), _spoken(document, action))
    return result


def replace_action(document: dict, index: int, action: dict) -> dict:
    result = clone(document)
    result["actions"][index] = _spoken(document, action)
    return result


def move_action(document: dict, index: int, offset: int) -> dict:
    """Move an action up (offset -1) or down (+1); out-of-range moves change nothing."""
    result = clone(document)
    actions = result.get("actions") or []
    other = index + offset
    if 0 <= index < len(actions) and 0 <= other < len(actions):
        actions[index], actions[other] = actions[other], actions[index]
    return result


def delete_action(document: dict, index: int) -> dict:
    result = clone(document)
    del result["actions"][index]
    return result


def unique_object_id(document: dict, base: str) -> str:
    """A fresh id from a card name: "Lightning Bolt" -> "lightning_bolt", "lightning_bolt_2"..."""
    stem = "".join(ch if ch.isalnum() else "_" for ch in (base or "object").lower()).strip("_") or "object"
    stem = "_".join(part for part in stem.split("_") if part)[:40]
    taken = {str(o.get("id")) for o in document.get("objects") or []}
    if stem not in taken:
        return stem
    number = 2
    while f"{stem}_{number}" in taken:
        number += 1
    return f"{stem}_{number}"
