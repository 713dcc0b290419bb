"""Scenario format 2: the format 1 document in the words of today's rules.

Format 1 speaks the February 2007 rules ("in play", "removed from the game",
"play a spell", "comes into play", the "end of turn step" of the "end phase").
Format 2 says the same things as the June 2026 rules do: the battlefield
(2026: 110.1), exile (406.1), casting a spell (601.2), "enters the
battlefield" and "leaves the battlefield" (603.6a, 603.6c), the end step of
the ending phase (500.1, 512.1, 513). Nothing else differs: the engine plays
the format 1 form, so a format 2 document is translated at the loader's
boundary (`to_format1`), and what the engine gives back (a replay, an error's
field path) is translated back (`to_format2`, `state_to_format2`,
`error_to_format2`). The translation is word for word and both ways, so a
document translated to format 1 and back is the document given.

Each word is renamed only under its own key (a zone under "zone", an action
under "type", an instruction under "do"...), so a word that happens to be an
object's id or a card's name is never touched. A word that has no entry (the
new words of later mechanisms, such as a "dies" trigger) passes unchanged in
both directions.
"""
from __future__ import annotations

import re

# The 2026 edition a format 2 document is played under unless it says otherwise.
FORMAT2_RULES = "2026-06-19"

ZONES = {"in_play": "battlefield", "removed_from_game": "exile"}  # 110.1, 406.1 (2026)
STEPS = {"end_of_turn": "end"}  # 513: the end step
PHASES = {"end": "ending"}  # 500.1, 512: the ending phase
ACTIONS = {"play_spell": "cast_spell"}  # 601.2 (2026): a player casts a spell
EVENTS = {"comes_into_play": "enters_the_battlefield", "leaves_play": "leaves_the_battlefield",  # 603.6a, 603.6c
          "plays_spell": "casts_spell"}  # 601.2i
INSTRUCTIONS = {"remove_from_game": "exile", "return_to_play": "return_to_battlefield",
                "put_into_play_from_hand": "put_onto_battlefield_from_hand"}
INSTEAD = {"remove_from_game": "exile"}  # "exile it instead" (614.1a's example)
DELAYED_AT = {"end_of_turn": "end_step"}  # "at the beginning of the next end step"
KEYWORDS = {"unblockable": "cant_be_blocked"}  # 2026 Oracle: "can't be blocked"

# the words of each key that format 2 says otherwise, format 1 word -> format 2 word
VALUE_WORDS: dict[str, dict[str, str]] = {
    "zone": ZONES, "step": STEPS, "phase": PHASES, "type": ACTIONS, "event": EVENTS,
    "do": INSTRUCTIONS, "instead": INSTEAD, "at": DELAYED_AT, "keyword": KEYWORDS,
}
# keys format 2 names otherwise: the turn's spells cast (601.2), a permanent's own
# "enters the battlefield tapped / with counters / as a copy" (614.1c-d)
KEY_WORDS = {"spells_played": "spells_cast", "comes_into_play": "enters_the_battlefield"}
# maps keyed by object ids or player names (never renamed), whose values are still read
_KEYED_BY_NAME = ("trigger_targets", "copy_targets", "choices", "counters")


def _invert(words: dict) -> dict:
    return {new: old for old, new in words.items()}


_BACK_VALUES = {key: _invert(words) for key, words in VALUE_WORDS.items()}
_BACK_KEYS = _invert(KEY_WORDS)


def _walk(value, keys: dict, values: dict):
    if isinstance(value, list):
        return [_walk(v, keys, values) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for k, v in value.items():
        if isinstance(k, str) and k in values and isinstance(v, str):
            out[keys.get(k, k)] = values[k].get(v, v)
        elif k in _KEYED_BY_NAME and isinstance(v, dict):
            out[k] = {name: _walk(x, keys, values) for name, x in v.items()}
        elif k == "expect" and isinstance(v, dict):
            out[k] = _expect(v, values)
        else:
            out[keys.get(k, k) if isinstance(k, str) else k] = _walk(v, keys, values)
    return out


def _expect(expect: dict, values: dict) -> dict:
    """The expect block: its `zones` map object ids to zones."""
    out = dict(expect)
    if isinstance(expect.get("zones"), dict):
        out["zones"] = {oid: values["zone"].get(z, z) if isinstance(z, str) else z for oid, z in expect["zones"].items()}
    return out


def format1_words(data, path: str = "") -> list[tuple[str, str]]:
    """(field path, message) for each format 1 word a format 2 document uses
    where format 2 has its own: the document must speak one format."""
    found = []
    if isinstance(data, list):
        for i, v in enumerate(data):
            found += format1_words(v, f"{path}[{i}]")
    elif isinstance(data, dict):
        for k, v in data.items():
            if not isinstance(k, str):
                continue
            kp = f"{path}.{k}" if path else k
            if k in KEY_WORDS and k not in _BACK_KEYS:
                found.append((kp, f'unknown field: format 2 says "{KEY_WORDS[k]}"'))
            if k in VALUE_WORDS and isinstance(v, str) and v in VALUE_WORDS[k] and v not in _BACK_VALUES[k]:
                found.append((kp, f'"{v}" is a format 1 word: format 2 says "{VALUE_WORDS[k][v]}"'))
            elif k in _KEYED_BY_NAME and isinstance(v, dict):
                for name, x in v.items():
                    found += format1_words(x, f"{kp}.{name}")
            elif k == "expect" and isinstance(v, dict):
                for oid, z in (v.get("zones") or {}).items() if isinstance(v.get("zones"), dict) else ():
                    if isinstance(z, str) and z in ZONES:
                        found.append((f"{kp}.zones.{oid}", f'"{z}" is a format 1 word: format 2 says "{ZONES[z]}"'))
            else:
                found += format1_words(v, kp)
    return found


def is_format2(data) -> bool:
    return isinstance(data, dict) and data.get("format") == 2


def to_format1(data: dict) -> dict:
    """A format 2 document (or any part of one) in format 1's words; the
    document's `format` becomes 1 and its edition defaults to 2026."""
    out = _walk(data, _BACK_KEYS, _BACK_VALUES)
    if is_format2(data):
        out["format"] = 1
        out.setdefault("rules", FORMAT2_RULES)
    return out


def to_format2(data, whole: bool = True):
    """A format 1 document (`whole`) or a part of one (an action, an object,
    a card) in format 2's words."""
    out = _walk(data, KEY_WORDS, VALUE_WORDS)
    if whole and isinstance(out, dict) and "format" in out:
        out["format"] = 2
    return out


def state_to_format2(state: dict) -> dict:
    """A replay's state snapshot in format 2's words: zone names, the phase and step."""
    out = dict(state)
    out["phase"] = PHASES.get(state.get("phase"), state.get("phase"))
    out["step"] = STEPS.get(state.get("step"), state.get("step"))
    if isinstance(state.get("zones"), dict):
        out["zones"] = {player: {ZONES.get(zone, zone): [_object(o) for o in objs] for zone, objs in by_zone.items()}
                        for player, by_zone in state["zones"].items()}
    return out


def _object(o):
    if isinstance(o, dict) and o.get("zone") in ZONES:
        return {**o, "zone": ZONES[o["zone"]]}
    return o


_INDEX = re.compile(r"^([^\[]*)(\[.*)?$")
_QUOTED = re.compile(r'"([a-z_]+)"')
_BARE = re.compile(r"\b[a-z_]+\b")
_PHRASES = (("comes into play", "enters the battlefield"), ("come into play", "enter the battlefield"),
            ("into play", "onto the battlefield"), ("leaves play", "leaves the battlefield"), ("in play", "on the battlefield"),
            ("removed from the game", "exiled"), ("remove it from the game", "exile it"), ("the end phase", "the ending phase"),
            ("end of turn step", "end step"))


def _key_of(part: str) -> str:
    m = _INDEX.match(part)
    return m.group(1) if m else part


def path_to_format2(path: str) -> str:
    """A field path of the format 1 form (`turn.spells_played`) as format 2 names it."""
    parts = []
    for part in path.split("."):
        head = _key_of(part)
        parts.append(KEY_WORDS.get(head, head) + part[len(head):])
    return ".".join(parts)


def message_to_format2(message: str, path: str = "") -> str:
    """A validator's message about the field at `path`, in format 2's words:
    the words it offers for that field ("must be one of \"library\", \"hand\",
    \"in_play\"...", a turn's steps) and its phrases ("only in play")."""
    table = {**VALUE_WORDS.get(_key_of(path.rsplit(".", 1)[-1]), {}), **KEY_WORDS}
    text = _QUOTED.sub(lambda m: f'"{table.get(m.group(1), m.group(1))}"', message)
    if _key_of(path.rsplit(".", 1)[-1]) == "step":
        text = _BARE.sub(lambda m: STEPS.get(m.group(0), m.group(0)), text)
    for old, new in _PHRASES:
        text = text.replace(old, new)
    return text


def phase_or_step_words(words: tuple, key: str) -> tuple:
    """The format 2 words of a tuple of phases (`key` "phase") or steps ("step")."""
    table = VALUE_WORDS[key]
    return tuple(table.get(w, w) if isinstance(w, str) else w for w in words)
