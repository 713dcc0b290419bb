"""The same instruction with another number "instead" when a condition holds as the spell or ability
resolves (2007 413.2b; 2026 608.2c; rulings/engine/instead_conditions.py):

- in one paragraph: "You gain 4 life. If a creature died this turn, you gain 8 life instead." (Life Goes
  On); "Target creature gets +2/+2 until end of turn. If you control four or more creatures, that creature
  gets +4/+4 until end of turn instead." (For the Family); "~ deals 3 damage to target creature. It deals
  5 damage instead if you control a Spacecraft.";
- or as the next paragraph of an instant or sorcery, named by its ability word: "Galvanic Blast deals 2
  damage to any target." / "Metalcraft — Galvanic Blast deals 4 damage instead if you control three or
  more artifacts."; "Morbid — ~ deals 5 damage instead if a creature died this turn." (Brimstone Volley).

The sentence before gets `"unless_condition"`, the "instead" one `"if_condition"`: exactly one of them
is followed. Only when the two are the same instructions (same kind, same objects and players, the same
fields) differing in numbers alone; the condition one the engine reads for an instruction
(board_life_conditions.INSTRUCTION_IF), and an ability word only with the condition it names. A
different instruction ("destroy the creature instead"), a condition on the target ("If that creature is
white"), or one the engine lacks (Hellbent, Threshold, spell mastery) stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, Effect, effect_template, parse_effect, parse_sentence, pass_on
from .intervening_if import COUNT, _n
from .text import NUMBER, amount, sentences

#: ability words and the engine condition each names (2026 207.2c: an ability word has no rules meaning)
WORDS = {"Metalcraft": {"you_control_kind_at_least": {"kind": "Artifact", "count": 3}},
         "Morbid": {"a_creature_died_this_turn": True}, "Raid": {"you_attacked_this_turn": True}}


#: conditions of an "instead" pair only (rulings/engine/instead_conditions.INSTEAD_IF), with the ability word of each
MORE = ((r"you have no cards in hand", "Hellbent", lambda m: {"your_hand_empty": True}),
        (r"there are seven or more cards in your graveyard|seven or more cards are in your graveyard", "Threshold",
         lambda m: {"cards_in_your_graveyard_at_least": 7}),
        (rf"you control {COUNT} or more creatures", None, lambda m: {"creatures_you_control_at_least": _n(m.group(1))}),
        (r"you're the monarch", None, lambda m: {"monarch": "you"}),
        (rf"you have {COUNT} or less life", "Fateful hour", lambda m: {"your_life_at_most": _n(m.group(1))}))


def _read(word: str | None, condition: str) -> dict:
    from .board_life_conditions import _INSTRUCTION
    from rulings.engine.board_life_conditions import INSTRUCTION_IF
    from rulings.engine.instead_conditions import INSTEAD_IF
    INSTRUCTION_IF = INSTRUCTION_IF + INSTEAD_IF
    for pattern, cond_word, read in MORE + _INSTRUCTION:
        found = re.fullmatch(pattern, condition)
        if found is None:
            continue
        cond = read(found)
        if not set(cond) <= set(INSTRUCTION_IF):
            break
        if word is None or word == cond_word or WORDS.get(word) == cond:
            return cond
        break
    raise NotUnderstood(condition)


def _numbers_only(before: dict, new: dict) -> bool:
    """The same instruction but for its numbers: same kind, same fields, each difference a number."""
    if set(before) != set(new) or before.get("do") != new.get("do"):
        return False
    diff = [k for k in before if before[k] != new[k]]
    return bool(diff) and all(isinstance(before[k], int) and isinstance(new[k], int)
                              and not isinstance(before[k], bool) and not isinstance(new[k], bool) for k in diff)


def _instead(eff, word: str | None, condition: str, rest: str, m) -> None:
    cond = _read(word, condition)
    starts = eff.sentence_starts
    here = starts[-1] if starts else len(eff.steps)
    if len(starts) < 2 or len(eff.steps) != here:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:here]
    if len(before) != 1 or any(k.startswith(("if_", "unless_")) for k in before[0]):
        raise NotUnderstood(m.group(0))
    ntargets = len(eff.targets)
    if not same_instruction(eff, before[0], rest):
        parse_sentence(eff, rest)
    new = eff.steps[here:]
    if len(eff.targets) != ntargets or len(new) != 1 or not _numbers_only(before[0], new[0]):
        raise NotUnderstood(m.group(0))  # a target chosen only then, or another instruction
    before[0]["unless_condition"] = cond
    new[0]["if_condition"] = cond


def same_instruction(eff, before: dict, rest: str) -> bool:
    """The instruction said "instead" when it names its objects by the one before ("~ deals 4 damage", "it deals 5 damage
    to that creature", "create five of those tokens", "it deals 4 damage to each creature ..."): appended to the
    effect's steps (True), or False when the words are none of those (to be read as any sentence)."""
    damage = re.fullmatch(r"(?:~|it) deals (\d+) damage(?: to (?:that creature|that permanent|it))?", rest, re.IGNORECASE)
    tokens = re.fullmatch(rf"create ({NUMBER}) of those tokens", rest, re.IGNORECASE)
    if damage:  # "~ deals 4 damage instead": the damage before, to the same target, another amount
        if before.get("do") != "damage" or (rest.lower().endswith(("creature", "permanent", " it"))
                                            and (eff.last_target is None or before.get("to") != eff.last_target)):
            raise NotUnderstood(rest)  # "that creature": the target of the damage before
        eff.steps.append({**before, "amount": int(damage.group(1))})
        return True
    if tokens:  # "create five of those tokens instead": the tokens before, another number of them
        if before.get("do") != "create_token" or not isinstance(before.get("count"), int):
            raise NotUnderstood(rest)
        eff.steps.append({**before, "count": amount(tokens.group(1))})
        return True
    if re.match(r"it deals \d+ damage to each ", rest):  # "it": the source the sentence before named
        parse_sentence(eff, "~" + rest[2:])
        return True
    return False


_WORD = r"(?:(Metalcraft|Morbid|Raid|Hellbent|Threshold|Fateful hour|Ferocious|Coven|Formidable|Infusion) — )?"


def _read_or_pass_on(eff, m, condition: str, effect: str, template) -> None:
    """Read the rider, or keep nothing of the reading and let the later templates try the sentence."""
    steps, targets = len(eff.steps), len(eff.targets)
    try:
        _instead(eff, m.group(1), condition, effect, m)
    except NotUnderstood:
        del eff.steps[steps:], eff.targets[targets:]
        pass_on(eff, m, template)


@effect_template(_WORD + r"If ([^,]+), (.+) instead")
def if_then_instead(eff, m):
    """ "If a creature died this turn, you gain 8 life instead." """
    _read_or_pass_on(eff, m, m.group(2), m.group(3), if_then_instead)


@effect_template(_WORD + r"(?!if )(.+) instead if ([^,]+)")
def instead_if(eff, m):
    """ "Metalcraft — ~ deals 4 damage instead if you control three or more artifacts." """
    _read_or_pass_on(eff, m, m.group(3), m.group(2), instead_if)


RIDER = re.compile(_WORD + r"(?:If [^,]+, .+ instead|.+ instead if [^,]+)\.")


def next_paragraph(card, spell: Effect, prev: str | None, plain: str, shift) -> bool:
    """An instant's or sorcery's paragraph that is only such a rider on the paragraph before it (one
    sentence, already read into `spell`): read the two together and put them in place of that one.
    False (nothing changed) when it isn't one; NotUnderstood when the two don't fit the spell as read so far."""
    if prev is None or not RIDER.fullmatch(plain):
        return False
    first = sentences(prev)
    if len(first) != 1:
        return False
    try:
        alone = parse_effect(card, first, allow_x=card.has_x)
        both = parse_effect(card, first + sentences(plain), allow_x=card.has_x)
    except NotUnderstood:
        return False  # read as any other paragraph
    n = len(alone.steps)
    if "unless_condition" not in both.steps[n - 1]:
        return False  # another family's "instead" (not this module's pair): read as any other paragraph
    offset = len(spell.targets) - len(alone.targets)
    if offset < 0 or both.targets != alone.targets or spell.targets[offset:] != alone.targets \
            or spell.steps[len(spell.steps) - n:] != shift(alone.steps, offset) \
            or [{k: v for k, v in st.items() if k != "unless_condition"} for st in both.steps[:n]] != alone.steps:
        raise NotUnderstood(plain)
    spell.steps[len(spell.steps) - n:] = shift(both.steps, offset)
    return True
