"""The intervening "if" (2007 404.3; 2026 603.4) "if you control a Basri planeswalker" (Adherent of Hope: "At the
beginning of combat on your turn, if you control a Basri planeswalker, put a +1/+1 counter on this creature.";
Ajani's Comrade, Historian of Zhalfir, Karplusan Hound, Vraska's Conquistador): a permanent its controller controls
with that planeswalker type (2026 205.3j; only ever a planeswalker's subtype, 205.3d), checked as the event occurs
and again as the ability resolves: the engine's `you_control_a_kind` (rulings/engine/board_life_conditions.py), which
board_life_conditions.py gives "if you control a Wizard". Under the February 2007 rules, which have no planeswalkers,
no permanent has such a type, and the ability never triggers.

Only the planeswalker types of planeswalker_conditions.py, with the right article."""
from __future__ import annotations

from . import intervening_if
from .planeswalker_conditions import PATTERN

intervening_if.CONDITIONS += ((PATTERN, lambda m: {"you_control_a_kind": m.group(1)}),)
