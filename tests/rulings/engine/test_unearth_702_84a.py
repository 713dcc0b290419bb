"""702.84a (2026): unearth is an activated ability that works only from the graveyard,
as a sorcery; the card returns with haste, a delayed ability exiles it at the next end
step, and if it would leave the battlefield any other way it is exiled instead."""
from __future__ import annotations

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_

R26 = "2026-06-19"
ZOMBIE = {"name": "Unearthed Zombie", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 1,
          "abilities": [{"kind": "keyword", "keyword": "unearth", "cost": "{B}"}], "text": "Unearth {B}"}
BOUNCE = {"name": "Bounce", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "return_to_hand", "what": "target:0"}], "text": "Return target creature to its owner's hand."}


def zone(step, oid):
    return next(o["zone"] for p in step.state["zones"].values() for z in p.values() for o in z if o["id"] == oid)


def test_702_84a_a_creature_returned_by_unearth_that_would_go_to_its_owners_hand_is_exiled_instead():
    data = {**make([obj("s", "Swamp"), obj("z", ZOMBIE, zone="graveyard"), obj("i", "Island", "Bob"),
                    obj("b", BOUNCE, "Bob", zone="hand")],
                   [act("activate_ability", object="z", ability=0), pass_("Alice"), pass_("Bob"), pass_("Alice"),
                    act("play_spell", "Bob", object="b", targets=["z"]), pass_("Bob"), pass_("Alice")]), "rules": R26}
    r = run_scenario(load_scenario(data))
    assert not any(s.refused for s in r.steps), [e.text for s in r.steps if s.refused for e in s.events]
    assert zone(r.steps[-1], "z") == "removed_from_game"


def test_702_84a_legal_actions_offer_unearth_only_from_the_graveyard():
    data = {**make([obj("s", "Swamp"), obj("z", ZOMBIE, zone="graveyard"), obj("z2", ZOMBIE)], []), "rules": R26}
    found = [a for a in legal_actions(game_at(load_scenario(data), 0))[1] if a.get("type") == "activate_ability"]
    assert [a["object"] for a in found if a["object"] in ("z", "z2")] == ["z"]


def test_702_84a_under_2007_legal_actions_offer_no_unearth():
    data = make([obj("s", "Swamp"), obj("z", ZOMBIE, zone="graveyard")], [])
    assert not [a for a in legal_actions(game_at(load_scenario(data), 0))[1] if a.get("object") == "z"]
