"""The Oracle text compiler: real cards, from their Oracle text, in the
engine's own card vocabulary (SCENARIO_FORMAT.md). Plain Python, no Django:
the card library (cards/) and the CLI both use it.

`compile_card(record)` gives the definition, each ability's verdict (played or
text only) and whether the whole card is played. The templates live one family
per module and register themselves (registry.py).
"""
from .compiler import Compiled, compile_card
from .registry import ABILITY_TEMPLATES, EFFECT_TEMPLATES

#: bump when a template changes, so stored verdicts are recomputed
COMPILER_VERSION = "2"

__all__ = ["ABILITY_TEMPLATES", "COMPILER_VERSION", "EFFECT_TEMPLATES", "Compiled", "compile_card"]
