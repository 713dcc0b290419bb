"""Incubate (2026 701.53; rulings/engine/incubate.py): "To incubate N, create an Incubator token that
enters the battlefield with N +1/+1 counters on it", the token a double-faced one (111.10i) whose
front face is a colorless Incubator artifact with "{2}: Transform this token." and whose back face is
a 0/0 colorless Phyrexian artifact creature named Phyrexian Token.

- "Incubate 3." (Eyes of Gitaxias), "When this creature enters, incubate 5." (Converter Beast), "When
  this creature dies, incubate 3." (Infected Defector), "you gain 5 life and incubate 5" (Tangled
  Skyline): the instruction, with any trigger or cost other templates read.
- "Incubate X, where X is the number of lands you control": X the count (counts_more's "where X is",
  the incubate instruction's amount its field).

"Incubate X twice", "incubate 3 X times", X read from a spell or a creature that left ("that spell's
mana value", "its power") and "Incubate Dark Confidant 1" stay text only."""
from __future__ import annotations

from .counts_more import _AMOUNT_FIELDS
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER, amount

_AMOUNT_FIELDS["incubate"] = "amount"  # "incubate X, where X is ...": its amount the count (counts_more.x_is_count)


@effect_template(rf"(?:(.+?) and )?(?:you )?incubate ({NUMBER}|X)")
def incubate(eff, m):
    """701.53a: an Incubator token entering with N +1/+1 counters; "X" only where a later "where X is"
    defines it (counts_more.read_with_x allows it for this instruction alone), never an announced X."""
    n = amount(m.group(2))
    if n == "X":
        if not eff.allow_x or eff.card.has_x:
            raise NotUnderstood(m.group(0))
    elif not isinstance(n, int) or not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    if m.group(1):  # "you gain 5 life and incubate 5" (Tangled Skyline): the first instruction, then this one
        before = len(eff.steps)
        parse_sentence(eff, m.group(1))
        if len(eff.steps) != before + 1 or set(eff.steps[-1]) - {"do", "amount", "player"}:
            raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "incubate", "amount": n})


from .cast_spell_values import _FIELDS as _CAST_SPELL_FIELDS  # noqa: E402

#: "Whenever you cast a noncreature spell, incubate X, where X is that spell's mana value." (Chrome Host
#: Seedshark): the count placed in the instruction's amount (cast_spell_values.py reads the rest)
_CAST_SPELL_FIELDS["incubate"] = "amount"


@ability_template(r"When ~ dies, incubate X, where X is (?:its|~'s) power\.")
def dies_incubate_its_power(card, m):
    """ "When this creature dies, incubate X, where X is its power." (Bloated Processor, Furnace Gremlin):
    its power as it last existed on the battlefield (2007 413.2f; 2026 608.2h), the engine's last known
    information for the source, as Elenda's tokens read it (token_counts.dies_create_by_own_power)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "incubate", "amount": {"count": "power_of", "of": "self"}}]}]


@effect_template(r"its controller incubates X, where X is its mana value")
def its_controller_incubates(eff, m):
    """ "Exile target nonland permanent. Its controller incubates X, where X is its mana value." (Excise the
    Imperfect): "its" the one target the instruction before moved; its controller and its mana value read as
    it last existed (2007 413.2f; 2026 608.2h), the controller noted before the move (as
    token_abilities.its_controller_creates does)."""
    from .player_instructions import _MOVES
    starts = eff.sentence_starts
    before = eff.steps[:starts[-1]] if starts else []
    if (len(before) != 1 or len(eff.targets) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or not set(before[0]) <= {"do", "what"} or "abilit" in repr(eff.targets[0]) or "spell" in repr(eff.targets[0])):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "incubate", "amount": {"count": "mana_value_of", "of": "target:0"}, "player": "its_controller"})
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[:] = [s + 1 if i else s for i, s in enumerate(eff.sentence_starts)]
