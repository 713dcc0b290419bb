"""More Aura and Equipment wordings (round 51):

* "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control" (the
  Vows), "Enchanted creature can't attack you or planeswalkers you control" (Spectral Grasp): the pump and
  keyword, and a restriction on attacking (2007 308.2a; 2026 508.1c) whose "you" is the Aura's controller
  (rulings/engine/cant_attack_you.py), all while the Aura is attached.

Any other word keeps the paragraph text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics


def _aura(card, m) -> None:
    """An Aura card (not an Aura creature: a bestow creature's "enchanted creature" isn't read here)."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


# --- "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control" ---

@ability_template(rf"Enchanted creature (?:gets {PT}, has ([a-z ]+?), and )?can't attack you or planeswalkers you control\.")
def enchanted_cant_attack_you(card, m):
    _aura(card, m)
    base = {"kind": "static", "affects": "enchanted"}
    out = _statics(base, (m.group(1), m.group(2)), m.group(3)) if m.group(1) else []
    if m.group(1) and len(out) != 1 or m.group(1) and "gains" not in out[0]:
        raise NotUnderstood(m.group(0))  # one keyword, said whole
    return out + [{**base, "gains": {"kind": "keyword", "keyword": "cant_attack_you"}}]
