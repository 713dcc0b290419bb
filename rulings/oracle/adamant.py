""" "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on
it." (Ardenvale Paladin and the other Paladins), "... three mana of the same color ..." (Henge Walker): the creature's
own replacement effect on how it enters (rulings/engine/adamant.py; 2007 419.1b; 2026 614.1c), read from the mana of
each color spent as it was cast. Only on a creature card, with a fixed number of +1/+1 counters; an instant's or
sorcery's adamant instruction stays text only here."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import amount

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@ability_template(r"Adamant — If at least three (white|blue|black|red|green|mana of the same color) (?:mana )?was spent to cast (?:this spell|~), "
                  r"~ enters with (a|two|three) \+1/\+1 counters? on it\.")
def adamant_counters(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if (m.group(1) == "mana of the same color") == (" mana was spent" in m.group(0)):
        raise NotUnderstood(m.group(0))  # "three white mana was spent", "three mana of the same color was spent"
    n = amount(m.group(2))
    if (n == 1) != m.group(0).endswith("counter on it."):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "adamant": _COLOR.get(m.group(1), "same")}}]
