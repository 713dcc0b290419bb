"""Cast triggers that read the mana value of the spell cast: "Whenever you cast an instant or
sorcery spell, this creature gets +X/+0 until end of turn, where X is that spell's mana value"
(Erratic Cyclops), "Whenever you cast a spell, this creature gets +X/+X until end of turn, where X
is that spell's mana value" (Manaplasm), "Whenever an opponent casts a spell, Kaervek deals damage
equal to that spell's mana value to any target" (Kaervek the Merciless), "Whenever you cast a
Spirit or Arcane spell, you may gain life equal to that spell's mana value" (Bounteous Kirin),
"you may have target player mill X cards, where X is that spell's mana value" (Cloudhoof Kirin).

The trigger condition is whatever the other cast templates read (triggered.py, cast_triggers_more.py,
trigger_conditions.py, trigger_limits.py): the paragraph with its instructions put aside is given to
them, and their one ability's trigger is kept. The instructions are read here, with "that spell's
mana value" as the engine's count `cast_spell_mana_value` (rulings/engine/cast_spell_values.py: the
mana value the spell had as it became cast, 2026 601.2i / 202.3; 2007 409.1i / 203.3). Read:

* "..., where X is that spell's mana value." closing the paragraph, X in one instruction of
  "gets +X/+0", "+X/+X" (until end of turn), "X damage", "X life", "mill X cards", "draw X cards";
* "[source] deals damage equal to that spell's mana value to [target]", "gain life equal to that
  spell's mana value", "loses life equal to that spell's mana value".

Anything else that names the spell ("it", "that spell", its colors), a card with {X} of its own,
a magecraft "cast or copy" (a copy has no cast to note), and a second X stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_effect, read_by_others
from .text import sentences

#: the cast trigger conditions this module gives to the other templates
_CONDITION = r"Whenever (?:you cast|an opponent casts|a player casts) [^,\"]+"
#: the count the engine reads for "that spell's mana value"
COUNT = {"count": "cast_spell_mana_value"}
_PHRASE = "that spell's mana value"
#: an instruction read here the stand-in effect given to the other templates: nothing else names the spell there
_STAND_IN = "you gain 1 life"
#: words that would name the spell, or a player of the event, once "that spell's mana value" is read
_REFERENTS = r"\b(it|its|that spell|the spell|spell's|that card|that player|they|them|their|that much|mana value)\b"
#: "its" that the effect templates read as the target's own
_SAFE_ITS = r"\bits (owner's|controller's)\b"
#: the instructions and the field each may hold the count in
_FIELDS = {"damage": "amount", "gain_life": "amount", "lose_life": "amount", "mill": "amount", "draw": "amount",
           "create_token": "count"}


def _trigger(card, condition: str) -> dict:
    """The trigger the other templates make of `condition` (with a stand-in instruction)."""
    stand_in = f"{condition}, {_STAND_IN}."
    out = read_by_others(card, stand_in, lambda _family, fn: fn is spell_mana_value)
    if not out or len(out) != 1:
        raise NotUnderstood(condition)
    ab = out[0]
    if (ab.get("kind") != "triggered" or set(ab) != {"kind", "trigger", "effect"}
            or ab["effect"] != [{"do": "gain_life", "amount": 1, "player": "you"}]):
        raise NotUnderstood(condition)  # a condition, a target or a keyword read into it: not a plain cast trigger
    trigger = ab["trigger"]
    if trigger.get("event") != "plays_spell" or trigger.get("or_copies") or trigger.get("spell") == "this":
        raise NotUnderstood(condition)
    return trigger


def _with_x(text: str) -> str:
    """The instructions with "that spell's mana value" said as an X the effect templates read."""
    if text.count(_PHRASE) != 1:
        raise NotUnderstood(text)
    m = re.fullmatch(r"(.+), where X is that spell's mana value\.", text)
    if m:
        if not 1 <= len(re.findall(r"\bX\b", m.group(1))) <= 2:  # "+X/+X": one instruction, checked as the X is placed
            raise NotUnderstood(text)
        return m.group(1) + "."
    if re.search(r"\bX\b", text):
        raise NotUnderstood(text)
    out = re.sub(r"\b(deals) damage equal to that spell's mana value to ", r"\1 X damage to ", text)
    out = re.sub(r"\b(gain|gains|lose|loses) life equal to that spell's mana value\b", r"\1 X life", out)
    if _PHRASE in out:
        raise NotUnderstood(text)
    return out


def _unsaid(said: str, text: str) -> str:
    """A "you may" step's words as the card says them, not with the X read into them."""
    if re.search(r", where X is that spell's mana value\.$", text):
        return re.sub(r"\bx\b", "X", said) + ", where X is that spell's mana value"
    said = re.sub(r"\b[xX] damage to\b", "damage equal to that spell's mana value to", said)
    return re.sub(r"\b[xX] life\b", "life equal to that spell's mana value", said)


def _placed(steps: list, text: str) -> int:
    """Put the count where the X is; the number of places it went (each must be one read here)."""
    placed = 0
    for i, st in enumerate(steps):
        if not isinstance(st, dict):
            continue
        if st.get("do") == "may":
            placed += _placed(st.get("effect", []), text)
            st["text"] = _unsaid(st.get("text", ""), text)
            continue
        if st.get("do") == "pump" and "X" in (st.get("power"), st.get("toughness")):
            power, toughness = st.get("power", 0), st.get("toughness", 0)
            if power not in ("X", 0) or toughness not in ("X", 0) or st.get("until") != "end_of_turn" or set(st) != {"do", "power", "toughness", "to", "until"}:
                raise NotUnderstood(text)
            steps[i] = {"do": "pump_for_each", "power": 1 if power == "X" else 0, "toughness": 1 if toughness == "X" else 0,
                        "count": dict(COUNT), "to": st["to"], "until": "end_of_turn"}
            placed += 1
            continue
        field = _FIELDS.get(st.get("do"))
        if field is not None and st.get(field) == "X":
            st[field] = dict(COUNT)
            placed += 1
    return placed


@ability_template(rf"({_CONDITION}), ([^\"]*\bthat spell's mana value\b[^\"]*)")
def spell_mana_value(card, m):
    condition, text = m.group(1), m.group(2)
    if card.has_x:
        raise NotUnderstood(text)  # the card's own X
    trigger = _trigger(card, condition)
    said = _with_x(text)
    if re.search(_REFERENTS, re.sub(_SAFE_ITS, "", said), re.IGNORECASE):
        raise NotUnderstood(text)
    if re.search(r"\bits (owner's|controller's)\b", said) and not re.search(r"\btarget\b[^.]*\bits (owner's|controller's)\b", said):
        raise NotUnderstood(text)  # "its owner" with no target before it: it might be the spell
    eff = parse_effect(card, sentences(said), allow_x=True)
    if _placed(eff.steps, text) != 1 or "'X'" in repr(eff.steps) or "-X" in repr(eff.steps):
        raise NotUnderstood(text)  # no X read, or one left anywhere else
    ab = {"kind": "triggered", "trigger": dict(trigger)}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]
