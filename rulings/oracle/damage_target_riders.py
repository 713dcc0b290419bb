"""A rider on the one target a damage sentence just dealt damage to:

- "~ deals 2 damage to target creature with flying. That creature loses flying until end of turn."
  (Vertigo, Goblin Skycutter), "~ deals 5 damage to target creature or planeswalker. That permanent
  loses indestructible until end of turn." (Soul Sear, Rebel Salvo), "~ deals 3 damage to target
  creature. That creature loses indestructible until end of turn. If that creature would die this
  turn, exile it instead." (Smite the Deathless): the target loses every instance of the keyword until
  end of turn, whether or not the damage was dealt ("that creature" is the target), after the damage
  and before state-based actions are checked, so a creature dealt lethal damage that loses
  indestructible is destroyed once the spell has resolved (2007 413.2b, 418.3a; 2026 608.2c, 611.2a,
  702.12b). The engine's lose_ability.

Precision: only right after a sentence that deals damage to that one target and does nothing else;
"that creature" only of a creature target, "that permanent" only of "target creature or planeswalker".
"""
from __future__ import annotations

from .combat_requirements import LOSABLE
from .prevention_more import _previous_sentence
from .registry import NotUnderstood, effect_template
from .targets import is_creature


@effect_template(rf"(that creature|that permanent) loses ({'|'.join(LOSABLE)}) until end of turn")
def damaged_target_loses_keyword(eff, m):
    before = _previous_sentence(eff)
    target = eff.last_target
    if target is None or len(before) != 1 or before[0].get("do") != "damage" or before[0].get("to") != target:
        raise NotUnderstood(m.group(0))
    spec = eff.targets[int(target[len("target:"):])]
    if m.group(1).lower() == "that creature" and not is_creature(spec):
        raise NotUnderstood(m.group(0))
    if m.group(1).lower() == "that permanent" and spec != {"types": ["Creature", "Planeswalker"]}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "lose_ability", "keyword": LOSABLE[m.group(2).lower()], "to": target, "until": "end_of_turn"})
