"""Overload (2026: 702.96). "Overload [cost]" means "You may choose to pay [cost] rather than pay
this spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by
replacing all instances of the word 'target' with the word 'each.'" (702.96a): an alternative cost
(118.9, 601.2b, 601.2f-h), and a text-changing effect (702.96c, 612.1) while the spell is on the stack.

The keyword `{"keyword": "overload", "cost": "{6}{U}", "effect": [...]}` holds, in `effect`, the
spell's instructions as its changed text says them: "Return each nonland permanent you don't
control to its owner's hand" (`for_each` over the permanents the target described). The action
chooses it with `pay: {"alternative": "overload"}` (alternative_costs.py): only one alternative
cost applies to a spell (118.9a), so not with flashback, a free cast or face down. Cast so, the
spell has no targets (702.96b: it may affect objects that couldn't have been chosen as its
targets) and resolves with `effect`; a copy of it copies those instructions (707.10). Cast for
its mana cost, the keyword does nothing. Overload is later than February 2007: under those
rules the overload cost can't be paid (the card is still cast for its mana cost), and the replay
says the keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .errors import IllegalAction

KEYWORD = "overload"
FIELD = "effect"  # the keyword's instructions of its changed text


def overloaded(game, alt, c, name: str, specs: tuple, steps: tuple, cites: list) -> tuple[tuple, tuple]:
    """(target specs, instructions) of a spell cast for its overload cost (702.96a-b), else unchanged."""
    if alt is None or alt.keyword != KEYWORD:
        return specs, steps
    ability = c.keyword_ability(KEYWORD)
    effect = (ability or {}).get("effect")
    if not effect:
        raise IllegalAction(KEYWORD, f"pay.alternative: {name}'s overload has no instructions for its changed text", "playing_spell_steps")
    cites.append(("overload_no_targets", "its overload cost was paid: \"target\" in its text is replaced with \"each\", "
                                         "so the spell has no targets"))
    return (), tuple(effect)


def changed_text(alt, text: str) -> str:
    """The text a spell cast for its overload cost has on the stack (702.96a, 612.1): every "target" of
    its rules text replaced with "each" (not the overload line, whose reminder text says what it does)."""
    if alt is None or alt.keyword != KEYWORD:
        return text
    import re
    return "\n".join(line if line.startswith("Overload") else re.sub(r"\bTarget\b", "Each", re.sub(r"\btarget\b", "each", line))
                     for line in text.split("\n"))


def problems(ab: dict) -> list[tuple[str, str]]:
    """What is wrong with a keyword's `effect` beside its keyword: only overload has one, and needs it."""
    if ab.get("keyword") == KEYWORD:
        if not isinstance(ab.get(FIELD), list) or not ab[FIELD]:
            return [(FIELD, "is required for overload: a non-empty list of the instructions of its changed text (702.96a)")]
        return []
    if FIELD in ab:
        return [(FIELD, "is only for overload (the instructions of its changed text)")]
    return []
