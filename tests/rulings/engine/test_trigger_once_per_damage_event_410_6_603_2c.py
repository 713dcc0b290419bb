"""2007 410.6 / 2026 603.2c: an ability triggers only once each time its trigger event
occurs. "Whenever this creature deals damage" (no recipient named) triggers once for all
the damage the creature deals at the same time, with "that much" the total; a trigger that
names its recipient ("to a creature") still triggers once for each (rulings/engine/damage_events.py)."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, pass_

EDITIONS = {"2007-02-01": "410.6", "2026-06-19": "603.2c"}
GAIN = {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "any"},
        "effect": [{"do": "gain_life", "amount": {"count": "damage_dealt"}, "player": "you"}],
        "text": "Whenever this creature deals damage, you gain that much life."}
PER_CREATURE = {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "creature"},
                "effect": [{"do": "draw"}], "text": "Whenever this creature deals damage to a creature, draw a card."}
SWEEP = {"kind": "activated", "cost": {}, "effect": [{"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": 1, "to": "it"}]}],
         "text": "{0}: This creature deals 1 damage to each creature."}


def _sparker(*abilities):
    return {"name": "Test Sparker", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 4,
            "abilities": [*abilities, SWEEP], "text": "\n".join(a["text"] for a in (*abilities, SWEEP))}


def _sweep(card, rules):
    objs = [obj("sparker", card), obj("bears", "Grizzly Bears", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")]
    actions = [act("activate_ability", object="sparker", ability=len(card["abilities"]) - 1), pass_("Alice"), pass_("Bob"),
               pass_("Alice"), pass_("Bob")]
    return {**make(objs, actions, life=(10, 20)), "rules": rules}


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


@pytest.mark.parametrize("rules", EDITIONS)
def test_damage_to_three_creatures_at_once_triggers_once_for_the_total(play, rules):
    replay = play(_sweep(_sparker(GAIN), rules))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert sum("Test Sparker's ability triggers" in t for t in _log(replay)) == 1, _log(replay)
    assert replay.final_state["players"][0]["life"] == 13, _log(replay)
    assert EDITIONS[rules] in {c.rule for s in replay.steps for c in s.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_trigger_naming_its_recipient_triggers_for_each_creature(play, rules):
    replay = play(_sweep(_sparker(PER_CREATURE), rules))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert sum("Test Sparker's ability triggers" in t for t in _log(replay)) == 3, _log(replay)
