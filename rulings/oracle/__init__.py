"""The Oracle text compiler: real cards, from their Oracle text, in the
engine's own card vocabulary (SCENARIO_FORMAT.md). Plain Python, no Django:
the card library (cards/) and the CLI both use it.

`compile_card(record)` gives the definition, each ability's verdict (played or
text only) and whether the whole card is played. The templates live one family
per module and register themselves (registry.py). `manage.py compile_cards`
recompiles every card each time (writing only the verdicts that changed), so no
version of the compiler is stored.
"""
from .compiler import Compiled, compile_card
from .registry import ABILITY_TEMPLATES, EFFECT_TEMPLATES

__all__ = ["ABILITY_TEMPLATES", "EFFECT_TEMPLATES", "Compiled", "compile_card"]
