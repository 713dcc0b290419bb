""" "[This creature / Target creature] gains your choice of flying, deathtouch, or lifelink until end of
turn" (Assassin Initiate, Shifting Ceratops, Ezrim), "Until end of turn, this creature gets -1/-1 and gains
your choice of flying, vigilance, deathtouch, or haste" (Jodah's Avenger): one of the
keyword abilities, chosen as the effect is applied (2007 413.2c; 2026 608.2d), gained until end of turn
(the engine's effects/ability_choice.py, `gain_ability_of_choice`).

Each choice must be a keyword the engine grants (keywords.granted, one ability each); anything else (a
quoted ability, "protection from the color of your choice") stays text only."""
from __future__ import annotations

import re

from .keywords import granted
from .pump import PT, WHO
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .targets import ref
from .typed_targets import PUMP_TARGETS

_CHOICES = r"your choice of ([a-z ,]+?)"


def _options(words: str) -> list[dict]:
    parts = [w for w in re.split(r",? or |, ", words) if w]
    if len(parts) < 2:
        raise NotUnderstood(words)
    out = []
    for w in parts:
        found = granted(w)
        if len(found) != 1:
            raise NotUnderstood(w)
        out.append(found[0])
    if len({repr(sorted(o.items())) for o in out}) != len(out):
        raise NotUnderstood(words)
    return out


def _steps(eff, who: str, pt, words: str) -> None:
    to = ref(eff, who, PUMP_TARGETS)
    if pt:
        if not all(-100 <= int(x) <= 100 for x in pt):
            raise NotUnderstood("/".join(pt))
        eff.steps.append({"do": "pump", "power": int(pt[0]), "toughness": int(pt[1]), "to": to, "until": "end_of_turn"})
    eff.steps.append({"do": "gain_ability_of_choice", "choose_from": _options(words), "to": to, "until": "end_of_turn"})


@effect_template(rf"{WHO} gains {_CHOICES} until end of turn")
def gains_ability_of_choice(eff, m):
    """ "This creature gains your choice of flying, deathtouch, or lifelink until end of turn"."""
    _steps(eff, m.group(1), None, m.group(2))


@effect_template(rf"(?:until end of turn, {WHO} gets {PT} and gains {_CHOICES}|{WHO} gets {PT} and gains {_CHOICES} until end of turn)")
def pump_and_ability_of_choice(eff, m):
    """ "Until end of turn, this creature gets -1/-1 and gains your choice of flying, vigilance, deathtouch, or haste"."""
    g = m.groups()
    who, p, t, words = g[0:4] if g[0] else g[4:8]
    _steps(eff, who, (p, t), words)


# pump.py's "[who] gains [keywords] until end of turn" would read these sentences first (and refuse them,
# "your choice of" being no keyword): these narrower templates are tried before it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())


@effect_template(rf"{WHO} gets {PT} or {PT} until end of turn")
def pump_of_choice(eff, m):
    """ "This creature gets +1/-1 or -1/+1 until end of turn" (Brightling, Endling), "Enchanted creature
    gets +1/-1 or -1/+1 until end of turn" (Pemmin's Aura): one of the two, chosen as it is applied."""
    pumps = [[int(m.group(2)), int(m.group(3))], [int(m.group(4)), int(m.group(5))]]
    if pumps[0] == pumps[1] or not all(-100 <= x <= 100 for pair in pumps for x in pair):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_of_choice", "pumps": pumps, "to": ref(eff, m.group(1), PUMP_TARGETS), "until": "end_of_turn"})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())  # before pump.py's "[who] gets +N/+N until end of turn" too
