""" What a counterspell does to the countered spell's controller, in the sentence after "Counter
target [kind of] spell [unless its controller pays {N}]":

- "Its controller discards a card." (Dismal Failure), "That player discards a card." after "unless
  its controller pays {1}" (Frightful Delusion: whether or not they paid);
- "~ deals 2 damage to that spell's controller." (Ionize), "~ deals X damage to that spell's
  controller." after "unless its controller pays {X}" (Mindswipe);
- "Its controller can't cast spells this turn." (Render Silent).

Also here, other counterspell wordings: "unless its controller pays {X}, where X is its mana value"
(Rethink) or "... the greatest power among creatures you control" (Spell Rupture); "If you control a
Bird, counter that spell unless its controller pays {4} instead." (Dazzling Denial); "you may counter
target spell [unless its controller pays {1}]" (Frilled Mystic, Complicate).

"Its controller" / "that spell's controller" is the player who controlled the spell as it last
existed on the stack (2007 413.2f; 2026 608.2h), noted before it is countered
(rulings/engine/effects/its_controller.py); a target no longer legal is not noted, and then nothing
happens to anyone (2007 413.2a; 2026 608.2b).
"""
from __future__ import annotations

import json

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .targets import is_spell
from .text import NUMBER, amount

#: the counterspell instructions a rider may follow, with the fields each may have
_COUNTERS = {"counter": {"do", "what"}, "counter_unless_pays": {"do", "what", "amount"}}


def _after_counter(eff, m, kinds: tuple[str, ...]) -> None:
    """Check the sentence before is one "counter target [kind of] spell" instruction of `kinds` on the
    effect's only target, a spell, and note that spell's controller before it; NotUnderstood otherwise."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0].get("do") not in kinds or before[0].get("what") != "target:0"
            or set(before[0]) - _COUNTERS[before[0]["do"]] or not is_spell(spec) or "abilit" in json.dumps(spec)):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1  # the note went in before the counterspell's own step


def _cards(m_word: str | None, m) -> int:
    n = 1 if m_word is None else amount(m_word)
    if not isinstance(n, int):
        raise NotUnderstood(m.group(0))
    return n


_DISCARDS = r"discards (?:a card|(two|three|four|\d+) cards)"


@effect_template(rf"(?:its|that spell's) controller {_DISCARDS}")
def its_controller_discards(eff, m):
    """ "Counter target spell. Its controller discards a card." (Dismal Failure): the countered
    spell's controller discards, their own choice of card (2026 701.9a)."""
    n = _cards(m.group(1), m)
    if m.group(0).lower().startswith("its ") and not _counter_before(eff):  # "Destroy target creature. Its controller ..."
        from .discard_wordings import discards_after_move
        return discards_after_move(eff, n, m.group(0))
    _after_counter(eff, m, ("counter", "counter_unless_pays"))
    eff.steps.append({"do": "discard", "amount": n, "player": "its_controller"})


def _counter_before(eff) -> bool:
    """Whether the sentence before is a counterspell's (so "its controller" is the countered spell's)."""
    starts = eff.sentence_starts
    return len(starts) >= 2 and any(st.get("do") in _COUNTERS for st in eff.steps[starts[-2]:starts[-1]])


@effect_template(rf"that player {_DISCARDS}")
def that_player_discards(eff, m):
    """ "Counter target spell unless its controller pays {1}. That player discards a card." (Frightful
    Delusion): "that player" is the spell's controller the sentence before named; they discard
    whether they paid or not."""
    n = _cards(m.group(1), m)
    _after_counter(eff, m, ("counter_unless_pays",))
    eff.steps.append({"do": "discard", "amount": n, "player": "its_controller"})


@effect_template(rf"~ deals ({NUMBER}) damage to that spell's controller")
def damage_to_that_spells_controller(eff, m):
    """ "Counter target spell. ~ deals 2 damage to that spell's controller." (Ionize), "Counter target
    spell unless its controller pays {X}. ~ deals X damage to that spell's controller." (Mindswipe):
    the damage is dealt whether or not the spell was countered (X: the counterspell's own)."""
    n = _amount(eff, m.group(1))
    if n == "X" and (eff.steps[-1:] and eff.steps[-1].get("amount") != "X"):
        raise NotUnderstood(m.group(0))  # X only where the sentence before paid it ("pays {X}")
    _after_counter(eff, m, ("counter", "counter_unless_pays"))
    eff.steps.append({"do": "damage", "amount": n, "to": "its_controller"})


# --- "Counter target spell unless its controller pays {X}, where X is its mana value." (Rethink) ---

@effect_template(r"counter (target spell) unless its controller pays \{X\}, where X is its mana value")
def counter_unless_pays_its_mana_value(eff, m):
    """Rethink: X is the target spell's mana value as the counterspell resolves (2007: converted mana
    cost, 203.3; 2026 202.3, and 202.3e: an X in its cost is the number chosen for it on the stack),
    read by the engine's `mana_value_of` count (rulings/engine/life_events.py)."""
    from .targets import SPELL_TARGETS, ref
    what = ref(eff, m.group(1), SPELL_TARGETS)
    eff.steps.append({"do": "counter_unless_pays", "what": what, "amount": {"count": "mana_value_of", "of": what}})


# --- "If you control a Bird, counter that spell unless its controller pays {4} instead." (Dazzling Denial) ---

def _read_as_instead() -> bool:
    """Whether the sentence is the instruction of an "instead" rider being read (instead._instead)."""
    import sys
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "_instead" and frame.f_code.co_filename.endswith("instead.py"):
            return True
        frame = frame.f_back
    return False


@effect_template(r"counter that spell unless its controller pays \{(\d+)\}")
def counter_that_spell_unless_pays(eff, m):
    """The instruction said "instead" after "Counter target spell unless its controller pays {2}." (Dazzling
    Denial): the same spell, another amount; rulings/oracle/instead.py checks that only the number differs and
    the engine follows one of the two, as the condition holds when the spell resolves (2007 413.2b; 2026
    608.2c; rulings/engine/instead_conditions.py). Only there: "that spell" is the one target countered before."""
    starts = eff.sentence_starts
    before = eff.steps[starts[-2]:starts[-1]] if len(starts) >= 2 else []
    if (not _read_as_instead() or len(eff.targets) != 1 or len(before) != 1 or before[0].get("do") != "counter_unless_pays"
            or before[0].get("what") != "target:0" or not isinstance(before[0].get("amount"), int)
            or not is_spell(eff.targets[0])):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "counter_unless_pays", "what": "target:0", "amount": int(m.group(1))})


@effect_template(r"(?:its|that spell's) controller can't cast spells this turn")
def its_controller_cant_cast(eff, m):
    """ "Counter target spell. Its controller can't cast spells this turn." (Render Silent): the countered
    spell's controller, until the turn ends (rulings/engine/cant_cast_this_turn.py; 2026 101.2, 514.2;
    2007 103.2, 314.2)."""
    _after_counter(eff, m, ("counter",))
    eff.steps.append({"do": "player_cant_cast_this_turn", "player": "its_controller"})


# --- "Counter target spell unless its controller pays {X}, where X is the greatest power among creatures you
# control." (Spell Rupture): pump_counts reads the X (rulings/engine/greatest_power.py), counted as it resolves ---
from .pump_counts import _GREATEST_FIELDS  # noqa: E402

_GREATEST_FIELDS["counter_unless_pays"] = "amount"


# --- "When this creature enters, you may counter target spell." (Frilled Mystic) ---

@effect_template(r"you may (counter (.+))")
def may_counter(eff, m):
    """Frilled Mystic's "you may counter target spell", Complicate's "you may counter target spell unless its
    controller pays {1}": the sentence without "you may", one counterspell instruction, wrapped in the engine's
    `may` choice, made by its controller as the ability resolves (2007 413.2c; 2026 608.2d); the target was
    chosen as the ability was put on the stack (2007 410.4; 2026 603.3d), and declining leaves it alone."""
    from .optional import _may
    from .optional_payments import _inner
    inner = _inner(eff, m.group(1))
    if len(inner) != 1 or inner[0].get("do") not in _COUNTERS or inner[0].get("what") != eff.last_target \
            or set(inner[0]) - _COUNTERS[inner[0]["do"]]:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1), effect=inner)
