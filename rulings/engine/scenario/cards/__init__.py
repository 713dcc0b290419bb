"""Checking a card defined inline: its characteristics, abilities and effect
instructions (the card vocabulary of SCENARIO_FORMAT.md), one module per part:
`card` (the card itself), `abilities`, `replacements`, `effect_checks` (the registry of
instruction checks) with `library` and `digging` adding theirs, and the `values` they share."""
from __future__ import annotations

from . import digging, library  # noqa: F401  (they add their checks to EFFECT_CHECKS)
from . import chosen_checks  # noqa: F401  (choose_number, player_chooses_permanent: effects/chosen_number.py, chosen_permanent.py)
from . import delayed_those_checks  # noqa: F401  (refers_to_those, each_of_those: effects/delayed_those.py)
from . import unless_checks  # noqa: F401  (unless_you: effects/unless_you.py)
from .abilities import STATIC_AFFECTS, STATIC_FOR_EACH, STATIC_WHILE
from .card import FLIP_FIELDS, card
from .effect_checks import (EFFECT_CHECKS, attaching_keywords, declared_tokens, gives_an_emblem, instructions, makes_a_monarch,
                            token_copy_keywords)
from .replacements import PREVENTION_BY, REPLACEMENT_EVENTS, REPLACEMENT_WHAT, REPLACEMENT_WHOSE
from .values import CHARACTERISTIC_COUNTS

__all__ = ["CHARACTERISTIC_COUNTS", "EFFECT_CHECKS", "FLIP_FIELDS", "PREVENTION_BY", "REPLACEMENT_EVENTS", "REPLACEMENT_WHAT",
           "REPLACEMENT_WHOSE", "STATIC_AFFECTS", "STATIC_FOR_EACH", "STATIC_WHILE", "attaching_keywords", "card",
           "declared_tokens", "gives_an_emblem", "instructions", "makes_a_monarch", "token_copy_keywords"]
from . import control_given_checks  # noqa: F401  (the_most_gains_control, opponent_gains_control: control_to_the_most.py, opponent_gains_control.py)
