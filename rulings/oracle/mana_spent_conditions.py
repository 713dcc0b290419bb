""" Opus: a cast trigger whose instructions ask how much mana was spent to cast the spell.

- "Opus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. If five or more
  mana was spent to cast that spell, this creature gets +2/+2 until end of turn instead." (Deluge Virtuoso), "...
  put a +1/+1 counter on this creature. If ..., put two +1/+1 counters on this creature instead." (Tackle Artist),
  "... deals 1 damage to each opponent. If ..., this creature deals 3 damage to each opponent instead." (Thunderdrum
  Soloist), "target player mills three cards. If ..., that player mills ten cards instead." (Exhibition Tidecaller);
- "... this creature also gains double strike until end of turn." (Expressive Firedancer): both;
- "Whenever you cast an instant or sorcery spell, draw a card. Then discard a card unless five or more mana was spent
  to cast that spell." (Muse Seeker).

The engine's `if_cast_spell` (rulings/engine/cast_spell_conditions.py): the mana spent as the spell was cast (2026
601.2i; 2007 409.1i), read as the instruction is followed (2007 413.2b; 2026 608.2c). "Opus" is an ability word (no
rules meaning). The trigger is read as triggered.casts reads "Whenever you cast an instant or sorcery spell"; each
part by the effect templates, "instead" only where both parts are one instruction each, on the same
object, "also" only for an ability gained. Anything else that names the spell stays text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_branch, parse_effect
from .text import sentences

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10}
_TRIGGER = {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery"}
_NAMES_SPELL = r"\b(that spell|the spell|spell's|it|its|mana value|copy|those)\b"


def _parts(card, first: str) -> "Effect":  # noqa: F821
    text = first
    if re.search(_NAMES_SPELL, text, re.IGNORECASE):
        raise NotUnderstood(first)
    return parse_effect(card, sentences(text + "."))


def _ability(eff, steps: list) -> list[dict]:
    ab = {"kind": "triggered", "trigger": dict(_TRIGGER)}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = steps
    return [ab]


def _same_kind(first: list, second: list) -> bool:
    """Whether "instead" plainly replaces the one instruction before: one instruction each, on the same object
    ("this creature gets +3/+0 ... put three +1/+1 counters on this creature instead")."""
    if len(first) != 1 or len(second) != 1:
        return False
    a, b = first[0], second[0]
    return all(a.get(k) == b.get(k) for k in ("to", "what", "player")) and "may" not in (a.get("do"), b.get("do"))


@ability_template(r"(?:Opus — )?Whenever you cast an instant or sorcery spell, ([^\"]+?)\. If (two|three|four|five|six|seven|eight|ten) or "
                  r"more mana was spent to cast that spell, ([^\"]+?)\.")
def mana_spent_instead_or_also(card, m):
    need = _WORDS[m.group(2)]
    eff = _parts(card, m.group(1))
    first = list(eff.steps)
    second_text = m.group(3)
    instead = second_text.endswith(" instead")
    if instead:
        second_text = second_text[:-len(" instead")]
    also = re.match(r"~ also gains ", second_text)
    if also:
        second_text = second_text.replace(" also gains ", " gains ", 1)
    said = second_text
    if re.search(_NAMES_SPELL, said, re.IGNORECASE) or "." in said or (instead and also):
        raise NotUnderstood(m.group(0))
    if re.search(r"\bthat player\b", said):  # "that player mills ten cards instead": the one target player of the first part
        if not instead or len(eff.targets) != 1 or eff.targets[0] not in ("player", "opponent"):
            raise NotUnderstood(m.group(0))
        said = said.replace("that player", "target player" if eff.targets[0] == "player" else "target opponent", 1)
        targets = list(eff.targets)
        second = parse_branch(eff, said)
        if len(eff.targets) != 2 or eff.targets[1] != targets[0]:
            raise NotUnderstood(m.group(0))
        eff.targets[:] = targets
        second = [{k: ("target:0" if v == "target:1" else v) for k, v in st.items()} for st in second]
    else:
        before = len(eff.targets)
        second = parse_branch(eff, said)
        if len(eff.targets) != before:
            raise NotUnderstood(m.group(0))  # a target of its own: chosen whether or not the mana was spent
    if not second:
        raise NotUnderstood(m.group(0))
    if instead:
        if not _same_kind(first, second):
            raise NotUnderstood(m.group(0))
        return _ability(eff, [{"do": "if_cast_spell", "mana_spent_at_least": need, "effect": second, "otherwise": first}])
    if also and not (len(second) == 1 and second[0].get("do") == "gain_ability"):
        raise NotUnderstood(m.group(0))
    if not also:
        raise NotUnderstood(m.group(0))  # another instruction besides: left for now
    return _ability(eff, first + [{"do": "if_cast_spell", "mana_spent_at_least": need, "effect": second}])


@ability_template(r"(?:Opus — )?Whenever you cast an instant or sorcery spell, ([^\"]+?)\. Then ([^\"]+?) unless (two|three|four|five|six|seven|eight|ten) "
                  r"or more mana was spent to cast that spell\.")
def then_unless_mana_spent(card, m):
    """Muse Seeker: "draw a card. Then discard a card unless five or more mana was spent to cast that spell."."""
    eff = _parts(card, m.group(1))
    first = list(eff.steps)
    if re.search(_NAMES_SPELL, m.group(2), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    before = len(eff.targets)
    second = parse_branch(eff, m.group(2))
    if not second or len(eff.targets) != before:
        raise NotUnderstood(m.group(0))
    return _ability(eff, first + [{"do": "if_cast_spell", "mana_spent_at_least": _WORDS[m.group(3)], "otherwise": second}])


# --- "Whenever you cast a noncreature spell, if at least four mana was spent to cast it, ..." ----------------------

@ability_template(r"(?:[A-Z][A-Za-z' ]+ — )?(Whenever (?:you cast|an opponent casts|a player casts) [^,\"]+), if at least "
                  r"(two|three|four|five|six|seven|eight|ten) mana was spent to cast it, ([^\"]+)")
def if_mana_spent_to_cast_it(card, m):
    """ "Selfie Shot — Whenever you cast a noncreature spell, if at least four mana was spent to cast it, create a Treasure
    token." (Prompto Argentum): an intervening "if" (2026 603.4; 2007 404.3) on the mana paid as the spell was cast
    (2026 601.2i; 2007 409.1i), which can't change before the ability resolves: the trigger's `spell_is`
    `mana_spent_at_least`. The rest of the paragraph is read by the other cast templates (an ability word or a flavor
    word before it has no rules meaning); whatever they leave text only stays so."""
    from .registry import read_by_others
    out = read_by_others(card, f"{m.group(1)}, {m.group(3)}", lambda _family, fn: fn is if_mana_spent_to_cast_it)
    if not out or len(out) != 1 or out[0].get("kind") != "triggered":
        raise NotUnderstood(m.group(0))
    ab = dict(out[0])
    trigger = dict(ab["trigger"])
    if trigger.get("event") != "plays_spell" or trigger.get("or_copies") or trigger.get("spell") == "this" or "if" in ab:
        raise NotUnderstood(m.group(0))
    trigger["spell_is"] = {**trigger.get("spell_is", {}), "mana_spent_at_least": _WORDS[m.group(2)]}
    ab["trigger"] = trigger
    return [ab]
