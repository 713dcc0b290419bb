"""502.43a / 702.49a: ninjutsu works only from the hand, and only while an attacker its
player controls is unblocked (after blockers are declared, 309.2f / 509.1h); the
legal-action finder offers it with each unblocked attacker to return."""
from __future__ import annotations

from rulings.engine import load_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj

NINJA = {"name": "Test Ninja", "mana_cost": "{3}{U}", "types": ["Creature"], "subtypes": ["Ninja"], "power": 2, "toughness": 2,
         "abilities": [{"kind": "keyword", "keyword": "ninjutsu", "cost": "{U}"}], "text": "Ninjutsu {U}"}


def board(actions):
    return make([obj("ninja", NINJA, zone="hand"), obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves"),
                 obj("i", "Island")], actions)


def ninjutsu_actions(data):
    scenario = load_scenario(data)
    return [a for a in legal_actions(game_at(scenario, len(scenario.actions)))[1] if a.get("object") == "ninja"]


def test_502_43a_ninjutsu_is_offered_with_each_unblocked_attacker_after_blockers_are_declared():
    data = board([act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears", "elves"]),
                  act("pass_until", step="declare_blockers"), act("declare_blockers", "Bob", blocks=[])])
    assert sorted(a["pay"]["return"][0] for a in ninjutsu_actions(data)) == ["bears", "elves"]


def test_502_43a_no_ninjutsu_before_blockers_are_declared():
    data = board([act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"])])
    assert ninjutsu_actions(data) == []
