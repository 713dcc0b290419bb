"""An Aura's conditions on the creature it enchants: "As long as enchanted creature is blue, it gets +1/+1 and has
shroud" (the Shadowmoor Dominus Auras: Clout of the Dominus, Runes of the Deus...), "As long as enchanted creature
is white, it gets +1/+2" (Edge of the Divinity), "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it
gets -2/-1" (Serra's Boon, Phyrexian Boon), "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it
gets -2/-2" (Gift of Fangs, Clutch of Undeath, Sea Legs).

Each is a static ability of the Aura whose pump (and keyword) applies only while the condition holds, read each time
the characteristics are (2007 418.5a; 2026 613.4c): rulings/engine/attached_conditions.py. "Otherwise" is the
same static ability's other case: a second pump while the condition does not hold. A granted ability must change no
color or type (a keyword); a quoted ability ("has "{R/W}: ..."") or "all creatures able to block it do so" stays
text only."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import granted
from .registry import NotUnderstood, ability_template
from .statics import PT, _statics

_COLOR = "white|blue|black|red|green"


def _aura(card, text):
    if "Aura" not in card.subtypes:
        raise NotUnderstood(text)


@ability_template(rf"As long as enchanted creature is ({_COLOR}), it gets {PT}(?: and has ([a-z ,]+))?\.")
def enchanted_color_gets(card, m):
    """ "As long as enchanted creature is red, it gets +1/+1 and has haste": the pump, and each keyword
    it has, only while the creature the Aura enchants is that color."""
    _aura(card, m.group(0))
    cond = {"attached_is_color": m.group(1)}
    out = _statics({"kind": "static", "affects": "enchanted", "while": cond}, (m.group(2), m.group(3)), None)
    return out + [{"kind": "static", "affects": "enchanted", "gains": ab, "while": cond}
                  for ab in (granted(m.group(4)) if m.group(4) else [])]


@ability_template(rf"Enchanted creature gets {PT} as long as it's (?:({_COLOR})|an? ([A-Z][a-z]+))\. Otherwise, it gets {PT}\.")
def enchanted_gets_otherwise(card, m):
    """ "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2" (Phyrexian Boon):
    one pump while the creature it enchants has the color (or creature type), the other while it hasn't."""
    _aura(card, m.group(0))
    color, kind = m.group(3), m.group(4)
    if kind is not None and kind not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    yes, no = ({"attached_is_color": color}, {"attached_is_not_color": color}) if color else \
        ({"attached_is_a": kind}, {"attached_is_not_a": kind})
    return (_statics({"kind": "static", "affects": "enchanted", "while": yes}, (m.group(1), m.group(2)), None)
            + _statics({"kind": "static", "affects": "enchanted", "while": no}, (m.group(5), m.group(6)), None))
