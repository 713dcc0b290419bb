""""You gain life equal to the damage dealt this way" after a sentence that only deals damage: "At the beginning of your
upkeep, this creature deals 1 damage to each opponent. You gain life equal to the damage dealt this way." (Creeping
Bloodsucker), "Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to
the damage dealt this way." A tally is started before that sentence (rulings/engine/life_events.py's
`count_damage_dealt`) and read as you gain (`{"count": "damage_dealt_this_way"}`): the damage actually dealt, after
prevention and replacement (2007 419.7a; 2026 615.10: prevented damage is not dealt), each player's or creature's share
of a "for each" too.

Anything else before it (a sentence that also does something else, a division, "each other player") leaves the
sentence text only, as does "and you gain life equal to the damage dealt this way" inside one sentence."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


def _only_damage(steps: list[dict]) -> bool:
    for st in steps:
        if st.get("do") == "for_each" and ("players" in st or "creatures" in st):
            if not _only_damage(st.get("effect") or []):
                return False
        elif st.get("do") != "damage":
            return False
    return bool(steps)


@effect_template(r"you gain life equal to the damage dealt this way")
def gain_the_damage_dealt_this_way(eff, m):
    starts = eff.sentence_starts
    if len(starts) < 2 or not _only_damage(eff.steps[starts[-2]:starts[-1]]):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "count_damage_dealt"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "gain_life", "amount": {"count": "damage_dealt_this_way"}, "player": "you"})
