""""You gain life equal to the damage prevented this way." after a sentence that only makes a
prevention effect whose prevented damage the engine counts (2026 615.5: the rest of a prevention
effect happens right after the prevention; the engine's prevented_life.py):

- "The next time a source of your choice would deal damage to you this turn, prevent that damage."
  (Reverse Damage, Cho-Arrim Alchemist);
- "Prevent all damage that would be dealt by creatures this turn." (Chant of Vitu-Ghazi).

After anything else ("Prevent all damage target spell would deal this turn", "The next time target
creature would deal damage this turn, prevent that damage", a Fog, a shield of N damage) the
sentence stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


@effect_template(r"you gain life equal to the damage prevented this way")
def gain_life_equal_to_damage_prevented(eff, m):
    """The rider on the one prevention instruction the sentence before made."""
    before = eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]] if len(eff.sentence_starts) >= 2 else []
    if len(before) != 1:
        raise NotUnderstood(m.group(0))
    st = before[0]
    if not (st.get("do") == "prevent_damage_from_source" or st.get("do") == "prevent_all_damage" and st.get("from") == "creatures") \
            or st.get("gain_life_prevented"):
        raise NotUnderstood(m.group(0))
    st["gain_life_prevented"] = True
