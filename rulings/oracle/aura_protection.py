""" "Enchanted creature has protection from white. This effect doesn't remove this
Aura." (White Ward, Blue Ward...): the protection the Aura gives, and its exception
to the state-based check (the engine's aura_protection.py). "The chosen color"
(Cho-Manno's Blessing) is the color chosen for the Aura as it entered. And "[target
creature / ~] gains protection from the color of your choice until end of turn", the
color chosen as the effect is applied (the engine's effects/protection_choice.py)."""
from __future__ import annotations

from .pump import WHO
from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, ref


@ability_template(r"Enchanted creature has protection from (white|blue|black|red|green|the chosen color)\. This effect doesn't remove ~\.")
def protection_that_keeps_this_aura(card, m) -> list[dict]:
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    quality = "chosen_color" if m.group(1) == "the chosen color" else m.group(1)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "protection", "from": quality},
             "keeps_this_aura": True}]


_COLOR = r"(white|blue|black|red|green)"


@ability_template(rf"(Enchanted|Equipped) creature (?:gets ([+-]\d+)/([+-]\d+) and )?has protection from {_COLOR} and from {_COLOR}\.")
def protection_from_two(card, m) -> list[dict]:
    """ "Enchanted creature has protection from black and from red": two protection abilities
    (2026 702.16g: shorthand for "protection from black" and "protection from red")."""
    who = m.group(1).lower()
    if {"enchanted": "Aura", "equipped": "Equipment"}[who] not in card.subtypes or m.group(4) == m.group(5):
        raise NotUnderstood(m.group(0))
    out = [{"kind": "static", "affects": who, "gains": {"kind": "keyword", "keyword": "protection", "from": c}} for c in m.group(4, 5)]
    if m.group(2):
        out[0]["pump"] = {"power": int(m.group(2)), "toughness": int(m.group(3))}
    return out


@effect_template(rf"{WHO} gains protection from the color of your choice until end of turn")
def protection_of_choice(eff, m):
    """Mother of Runes, Gods Willing: the color chosen as the effect is applied (608.2d / 413.2c)."""
    eff.steps.append({"do": "gain_protection_of_choice", "to": ref(eff, m.group(1), CREATURE_TARGETS)})


# pump.py's "[who] gains [keywords] until end of turn" would read this sentence first (and refuse
# it, "the color of your choice" being no keyword): this narrower template is tried before it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
