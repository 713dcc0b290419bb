""" "Target creature becomes black and gains fear until end of turn." (Aphotic Wisps), "Target creature becomes
red and gains haste until end of turn." (Crimson Wisps), "Target creature becomes green and gets +1/+0 until end
of turn." (Viridescent Wisps): the color that replaces its others (layer 5: 2007 418.5a; 2026 613.1e, 105.3) and
the keyword or pump, each until end of turn, as animate_more.becomes_a_color and pump.py give them alone."""
from __future__ import annotations

from .keywords import granted
from .pump import PT, WHO
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .targets import ref
from .typed_targets import PUMP_TARGETS


@effect_template(rf"{WHO} becomes (white|blue|black|red|green) and (?:gains ([a-z ,]+?)|gets {PT}) until end of turn")
def becomes_color_and(eff, m):
    who, color, words, p, t = m.groups()
    to = ref(eff, who, PUMP_TARGETS)
    steps = [{"do": "set_colors", "colors": [color], "to": to, "until": "end_of_turn"}]
    if words:
        steps += [{"do": "gain_ability", "ability": ab, "to": to, "until": "end_of_turn"} for ab in granted(words)]
    else:
        if not all(-100 <= int(x) <= 100 for x in (p, t)):
            raise NotUnderstood(m.group(0))
        steps.append({"do": "pump", "power": int(p), "toughness": int(t), "to": to, "until": "end_of_turn"})
    eff.steps += steps


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())  # before pump.py's "[who] gains ... until end of turn"
