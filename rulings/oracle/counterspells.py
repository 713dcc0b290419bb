""" Counterspells and the stack: "counter target [kind of] spell unless its controller pays
{N} [for each ...]" (Spell Pierce, Flusterstorm's first line, Circular Logic).

Countering a spell puts it into its owner's graveyard (2007: 413.2c / 2026: 701.6a, read in
rulings/engine/effects/moves.py); "unless its controller pays" is that player's choice as the
effect is applied (2007: 413.2c; 2026: 608.2d, 118.12a), the engine's `counter_unless_pays`.
"""
from __future__ import annotations

from .amounts import for_each
from .damage import _amount
from .registry import NotUnderstood, effect_template
from .targets import SPELL_TARGETS, TARGET_RE, ref

#: "for each [what]" of an "unless its controller pays {1} for each ..." the engine counts as it is
#: applied: the cards in the counterspell's controller's graveyard, or what `amounts.for_each` counts
_FOR_EACH = r"(?: for each ([a-z ']+))?"


@effect_template(rf"counter ({TARGET_RE}) unless its controller pays \{{(\d+|X)\}}{_FOR_EACH}")
def counter_spell_unless_pays(eff, m):
    """ "Counter target noncreature spell unless its controller pays {2}" (Spell Pierce), "Counter
    target spell unless its controller pays {1} for each card in your graveyard" (Circular Logic):
    the count is made as the spell resolves (2007: 413.2; 2026: 608.2), of its controller's graveyard
    then. A target that is not a spell (or a phrase the grammar can't read) stays text only."""
    what = ref(eff, m.group(1), SPELL_TARGETS)
    n = _amount(eff, m.group(2))
    if m.group(3) is None:
        amount = n
    elif n == "X":
        raise NotUnderstood(m.group(0))
    elif m.group(3) == "card in your graveyard":
        amount = {"count": "cards_in_your_graveyard", **({"times": n} if n != 1 else {})}
    else:
        amount = for_each(eff, m.group(3))
        if amount.get("count") != "permanents" or amount.get("times", 1) != 1:
            raise NotUnderstood(m.group(0))  # "for each creature blocking it" means nothing on a spell
        if n != 1:
            amount = {**amount, "times": n}
    eff.steps.append({"do": "counter_unless_pays", "what": what, "amount": amount})


# --- "Counter target spell that targets [something]" (rulings/engine/that_targets.py) -------------

#: what "that targets ..." may name, alternatives joined by "or": you, a player, or a permanent the
#: target grammar reads (a creature, a permanent you control, a creature you control)
_THAT_TARGETS = r"((?:you|a player|an? [a-z ]+?)(?: or (?:you|a player|an? [a-z ]+?))*)"


def that_targets(phrase: str) -> dict:
    """The `that_targets` value of "that targets [phrase]"; NotUnderstood for what it can't say."""
    from rulings.engine.that_targets import PERMANENT_FIELDS

    from .targets import parse
    value: dict = {}
    for part in phrase.split(" or "):
        if part in ("you", "a player"):
            if "player" in value:
                raise NotUnderstood(phrase)
            value["player"] = "you" if part == "you" else "any"
            continue
        if "permanent" in value:
            raise NotUnderstood(phrase)  # "a creature or an artifact": two filters
        found = parse("target " + part.split(" ", 1)[1])
        if found.get("zone", "in_play") != "in_play" or found.get("player") or set(found) - set(PERMANENT_FIELDS):
            raise NotUnderstood(phrase)
        value["permanent"] = found
    return value


@effect_template(rf"counter (target (?:[a-z]+ )*?spell) that targets {_THAT_TARGETS}")
def counter_spell_that_targets(eff, m):
    """ "Counter target spell that targets a creature you control" (Hydromorph Guardian), "... that
    targets you or a permanent you control" (Hindering Light), "... a player" (Outwit): a target
    filter on the spell's own targets, read as they are now (2026 115.9b), checked as the target is
    chosen and again on resolution (2007: 409.1c, 413.2a; 2026: 601.2c, 608.2b)."""
    from .targets import parse
    ref(eff, m.group(1), SPELL_TARGETS)  # only a spell: the phrase is read as the grammar reads it
    spell = parse(m.group(1).lower())
    eff.targets[-1] = {**spell, "that_targets": that_targets(m.group(2).lower())}
    eff.steps.append({"do": "counter", "what": f"target:{len(eff.targets) - 1}"})


# --- abilities on the stack (rulings/engine/effects/stack_objects.py) ------------------------------

#: the target phrases of abilities on the stack, by the engine's named kind (2026 113.7, 701.6a)
ABILITY_TARGETS = {"target activated ability": "activated_ability",
                   "target activated or triggered ability": "activated_or_triggered_ability",
                   "target spell, activated ability, or triggered ability": "spell_or_ability"}


@effect_template(r"counter (target activated ability|target activated or triggered ability"
                 r"|target spell, activated ability, or triggered ability)")
def counter_ability(eff, m):
    """ "Counter target activated ability" (Squelch), "Counter target spell, activated ability, or
    triggered ability" (Disallow): the ability leaves the stack and none of its effects happen (2007
    414.1; 2026 701.6a). A mana ability never goes on the stack, so it can't be a target."""
    eff.steps.append({"do": "counter", "what": eff.target(ABILITY_TARGETS[m.group(1).lower()])})


# --- "Change the target of target spell with a single target" (effects/stack_objects.py) ----------

_SINGLE = {"spell": "spell_with_a_single_target", "spell or ability": "spell_or_ability_with_a_single_target",
           "activated ability": "activated_ability_with_a_single_target"}


@effect_template(r"change the target of target (spell|spell or ability|activated ability) with a single target")
def change_the_target(eff, m):
    """ "Change the target of target spell with a single target" (Shunt, Deflection): its controller
    names the new target as it resolves; only another legal target, else it is unchanged (2007 415.7a;
    2026 115.7a). "With a single target": chosen once as its only target (2026 115.9a)."""
    eff.steps.append({"do": "change_target", "what": eff.target(_SINGLE[m.group(1).lower()])})


# --- "Counter target spell. Its controller mills three cards." (Didn't Say Please) -------------------

@effect_template(r"its controller mills (?:a card|(two|three|four|five|six|seven|eight|nine|ten|\d+) cards)")
def its_controller_mills(eff, m):
    """ "Counter target spell. Its controller mills three cards.": "its" is the countered spell, whose
    controller is noted before it leaves the stack (2007 413.2f; 2026 608.2h; effects/its_controller.py),
    then mills (2026 701.17a). Only after a plain "counter target [kind of] spell" sentence."""
    import json

    from .text import amount
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    n = 1 if m.group(1) is None else amount(m.group(1))
    if (len(before) != 1 or before[0] != {"do": "counter", "what": "target:0"} or "abilit" in json.dumps(eff.targets[0])
            or not isinstance(n, int) or (n == 1) != (m.group(1) is None)):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "mill", "amount": n, "player": "its_controller"})
