"""What the builder's forms offer, read from the engine's own constants (the same
ones its validator checks against), in the engine's order."""
from __future__ import annotations

from rulings.engine.actions import ACTION_TYPES
from rulings.engine.choices import COLOR_ORDER
from rulings.engine.protection import QUALITIES
from rulings.engine.scenario import KEYWORDS
from rulings.engine.state import PHASES, STEPS_OF_PHASE, ZONES

# Keywords that need settings of their own (a cost, what it enchants, a time), so
# the builder does not offer them as plain checkboxes.
KEYWORDS_WITH_SETTINGS = ("morph", "enchant", "suspend", "protection")


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


def pass_until_choices() -> list[tuple[str, str]]:
    """The steps and phases a pass_until action may name ("step:declare_blockers"),
    in turn order, as the builder's choice."""
    from rulings.engine.priority import PHASE_NAMES, STEP_NAMES
    from rulings.engine.state import PHASES, STEPS_OF_PHASE
    out = []
    for phase in PHASES:
        out.append((f"phase:{phase}", f"the {PHASE_NAMES[phase]}"))
        out += [(f"step:{step}", f"the {STEP_NAMES[step]}") for step in STEPS_OF_PHASE[phase] if step]
    return out
