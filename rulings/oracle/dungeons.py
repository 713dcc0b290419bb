""" "Venture into the dungeon" (2026 701.49): the player ventures into the dungeon, a dungeon card
they choose put into the command zone or their venture marker moved to the next room, whose room
ability triggers (309.4c; rulings/engine/dungeons.py). Its reminder text is stripped before this
reads the sentence. Also the static abilities "As long as you've completed a dungeon, ~ has ..." and
"Other creatures you control get +N/+N as long as you've completed a dungeon" (309.7; "~ gets ... and
has ..." is conditions.py's with the condition read there), "Room abilities of dungeons you own trigger
an additional time" (603.2d) and "Each opponent can't venture into the dungeon more than once each
turn" (101.2). "You take the initiative" (726) is initiative.py's; "Whenever you complete a dungeon"
and "if you've completed a dungeon" in a trigger or an instruction are not read."""
from __future__ import annotations

from .registry import ability_template, effect_template


@effect_template(r"venture into the dungeon")
def venture_into_the_dungeon(eff, m):
    eff.steps.append({"do": "venture_into_the_dungeon"})


@ability_template(r"As long as you've completed a dungeon, ~ has ([a-z ,]+)\.")
def has_as_long_as_completed(card, m):
    """ "As long as you've completed a dungeon, ~ has double strike." (Gloom Stalker): an ability the
    creature has only while its controller has completed a dungeon (309.7; "gets ... and has ...":
    conditions.py with the condition read there)."""
    from .conditions import _conditional
    return _conditional(card, None, "you've completed a dungeon", None, m.group(1))


@ability_template(r"Room abilities of dungeons you own trigger an additional time\.")
def room_abilities_trigger_additional(card, m):
    """ "Room abilities of dungeons you own trigger an additional time." (Hama Pashar, Ruin Seeker): a static
    ability of the permanent ("you": its controller) by which each room ability of their dungeon triggers
    once more (2026 603.2d, 309.4c)."""
    from .registry import NotUnderstood
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "room_abilities_trigger_additional": True}]


@ability_template(r"Other creatures you control get ([+-]\d+)/([+-]\d+) as long as you've completed a dungeon\.")
def others_get_as_long_as_completed(card, m):
    """ "Other creatures you control get +1/+1 as long as you've completed a dungeon." (Nadaar, Selfless Paladin):
    a power/toughness change of the other creatures its controller controls, only while that player has completed
    a dungeon (309.7; read as it applies, 613.4c)."""
    from .registry import NotUnderstood
    from .statics import _statics
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "creatures", "filter": {"other": True, "you_control": True},
                     "while": {"completed_a_dungeon": True}}, (m.group(1), m.group(2)), None)


@ability_template(r"Each opponent can't venture into the dungeon more than once each turn\.")
def opponents_venture_once_each_turn(card, m):
    """ "Each opponent can't venture into the dungeon more than once each turn." (Keen-Eared Sentry): a static
    ability of the permanent; an opponent who already ventured this turn ventures no more (2026 101.2)."""
    from .registry import NotUnderstood
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "opponents_venture_once_each_turn": True}]
