"""What the builder's forms offer, read from the engine's own constants (the same
ones its validator checks against), in the engine's order."""
from __future__ import annotations

from rulings.engine.actions import ACTION_TYPES
from rulings.engine.choices import COLOR_ORDER
from rulings.engine.protection import QUALITIES
from rulings.engine.scenario import KEYWORDS
from rulings.engine.state import PHASES, STEPS_OF_PHASE, ZONES

#: the action types whose name is a 2007 verb, as the June 2026 rules say them (601: cast)
ACTION_WORDS_2026 = {"play_spell": "cast spell"}

# Keywords that need settings of their own (a cost, what it enchants, a time), so
# the builder does not offer them as plain checkboxes.
KEYWORDS_WITH_SETTINGS = ("morph", "enchant", "suspend", "protection")
KEYWORDS_WITH_SETTINGS += ("toxic", "crew")  # each needs its N ("count"), which a checkbox can't give
KEYWORDS_WITH_SETTINGS += ("buyback",)  # needs its cost


def turn_choices() -> tuple[list[str], list[str]]:
    """(phases, steps) in turn order (rule 300.1); main phases have no step."""
    steps = [step for phase in PHASES for step in STEPS_OF_PHASE[phase] if step]
    return list(PHASES), steps


def zone_choices() -> list[str]:
    return list(ZONES)


def keyword_choices() -> list[str]:
    """Keywords an inline card can have without further settings."""
    return [k for k in KEYWORDS if k not in KEYWORDS_WITH_SETTINGS]


def protection_choices() -> list[str]:
    """What a permanent can have protection from: colors, then card types."""
    return list(QUALITIES)


def action_types() -> list[str]:
    """The action types of the format, in the engine's order."""
    return list(ACTION_TYPES)


def color_choices() -> list[str]:
    """The five colors in WUBRG order, as the engine's "choose a color" reads them (419.1b)."""
    return list(COLOR_ORDER)


def pass_until_choices(today: bool = False) -> list[tuple[str, str]]:
    """The steps and phases a pass_until action may name ("step:declare_blockers"),
    in turn order, as the builder's choice, in the words of the 2007 rules or
    (`today`) the 2026 rules (the end step of the ending phase)."""
    from types import SimpleNamespace

    from rulings.engine.pass_until import target_name
    from rulings.engine.wording import WORDS_2007, WORDS_2026
    words = WORDS_2026 if today else WORDS_2007
    out = []
    for phase in PHASES:
        out.append((f"phase:{phase}", "the " + target_name(SimpleNamespace(step=None, phase=phase), words)))
        out += [(f"step:{step}", "the " + target_name(SimpleNamespace(step=step, phase=None), words))
                for step in STEPS_OF_PHASE[phase] if step]
    return out
