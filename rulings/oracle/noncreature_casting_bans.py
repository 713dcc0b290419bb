""" "Can't cast noncreature spells": "Your opponents can't cast noncreature spells this turn." (Permission Denied's
second sentence, Ranger-Captain of Eos's ability) and a permanent's "You can't cast noncreature spells." (Nikya of the
Old Ways): the engine's `opponents_cant_cast_this_turn` with `spells` "noncreature" (until the turn ends, 2026 514.2;
2007 314.2) and the keyword `you_cant_cast_noncreature_spells`, checked as a spell is announced; "can't" wins over any
permission (2026 101.2; 2007 103.2). Other players ("Players can't ...", "target player ...") stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template


@effect_template(r"your opponents can't cast noncreature spells this turn")
def opponents_cant_cast_noncreature_this_turn(eff, m):
    eff.steps.append({"do": "opponents_cant_cast_this_turn", "spells": "noncreature"})


@ability_template(r"You can't cast noncreature spells\.")
def you_cant_cast_noncreature_spells(card, m):
    if not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"} & set(card.types)):
        raise NotUnderstood(m.group(0))  # a permanent's static ability
    return [{"kind": "keyword", "keyword": "you_cant_cast_noncreature_spells"}]
