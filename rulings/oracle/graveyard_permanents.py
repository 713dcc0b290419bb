""" "Return target permanent card from your graveyard to the battlefield" (Obzedat's Aid), "... target
enchantment card ..." (Silent Sentinel), "... target permanent card with mana value 3 or less ..." (Sun
Titan's kind): the cards removal.return_card_to_battlefield leaves alone because one of them may be an
Aura. An Aura put onto the battlefield other than by resolving is attached to what the player putting it
there chooses as it enters, and stays in the graveyard if it can enchant nothing (2007 212.4j; 2026
303.4f, 303.4g), which the engine does (rulings/engine/aura_entering.py). The card comes back a new
object under its owner's (your) control (2007 217.1c; 2026 400.7). Only cards of permanent types: a
"card" that may be an instant or sorcery stays text only.

This template is tried before the others (it reads only the targets that may be Auras, and hands every
other sentence on to the templates after it).
"""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on
from .targets import TARGET_RE

PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}


@effect_template(rf"return ({TARGET_RE}) to the battlefield( tapped)?")
def return_permanent_card_to_battlefield(eff, m):
    from .removal import _your_card
    from .targets import spec
    try:
        found = spec(" ".join(m.group(1).lower().split()))
    except NotUnderstood:
        found = None
    if not isinstance(found, dict) or found.get("zone") != "graveyard" or "Enchantment" not in found.get("types", ()):
        pass_on(eff, m, return_permanent_card_to_battlefield)  # not a card that may be an Aura: the other templates'
        return
    if set(found["types"]) - PERMANENT_TYPES or set(found) - {"types", "zone", "owner", "mana_value_max", "mana_value_min", "not_types", "up_to"}:
        raise NotUnderstood(m.group(0))
    what = _your_card(eff, m.group(1))
    eff.steps.append({"do": "return_to_play", "what": what, **({"tapped": True} if m.group(2) else {})})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
