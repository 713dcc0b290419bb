"""Real spells with awaken (2026: 702.113a-b; rulings/engine/awaken.py): cast
for the awaken cost, the spell also gets its awaken target, a land its
controller controls, which gets N +1/+1 counters and becomes a 0/0 Elemental
creature with haste that's still a land; cast for its mana cost it has no such
target. Awaken is later than February 2007: under 2007 the awaken cost can't be
paid and the replay says the keyword does nothing."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import objects_in


def game(rules, awaken, targets):
    objects = [{"id": "discovery", "card": "Coastal Discovery", "owner": "Alice", "zone": "hand"},
               *({"id": f"i{i}", "card": "Island", "owner": "Alice", "zone": "in_play"} for i in range(6)),
               *({"id": f"c{i}", "card": "Island", "owner": "Alice", "zone": "library"} for i in range(3))]
    cast = {"type": "play_spell", "player": "Alice", "object": "discovery", "targets": targets}
    if awaken:
        cast["awaken"] = True
    return {"format": 1, "rules": rules, "name": "awaken", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [cast, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def test_coastal_discovery_compiles_its_awaken_keyword(pool):
    card = pool["Coastal Discovery"]
    assert card.played
    assert {"kind": "keyword", "keyword": "awaken", "count": 4, "cost": "{5}{U}"} in card.definition["abilities"]


def test_cast_for_its_awaken_cost_it_draws_and_the_land_becomes_a_4_4_elemental(lookup):
    replay = run(game("2026-06-19", True, ["i5"]), lookup)
    assert not any(st.refused for st in replay.steps)
    land = objects_in(replay.final_state)["i5"]
    assert (land["types"], land["subtypes"], land["power"], land["toughness"], land["counters"]) == \
        (["Land", "Creature"], ["Island", "Elemental"], 4, 4, {"+1/+1": 4})
    assert "haste" in land["keywords"]
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 2
    cites = {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}
    assert {("702.113a", "awaken"), ("702.113b", "awaken_target"), ("205.1b", "retains_prior_types")} <= cites


def test_cast_for_its_mana_cost_it_has_no_awaken_target(lookup):
    replay = run(game("2026-06-19", False, ["i5"]), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert "needs 0 target(s)" in " ".join(ev.text for ev in step.events)
    replay = run(game("2026-06-19", False, []), lookup)
    assert objects_in(replay.final_state)["i5"]["types"] == ["Land"]


def test_under_2007_the_awaken_cost_cant_be_paid(lookup):
    replay = run(game("2007-02-01", True, ["i5"]), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert "awaken is later than February 2007" in " ".join(ev.text for ev in step.events)
    replay = run(game("2007-02-01", False, []), lookup)
    assert any("has awaken, a keyword those rules do not have" in ev.text for st in replay.steps for ev in st.events)


@pytest.mark.parametrize("rules, offered", [("2007-02-01", False), ("2026-06-19", True)])
def test_the_legal_actions_offer_the_awaken_cost_only_under_2026(lookup, rules, offered):
    data = game(rules, False, [])
    data["actions"] = []
    _, actions = legal_actions(game_at(load_scenario(data, cards=lookup), 0))
    awakened = [a for a in actions if a.get("object") == "discovery" and a.get("awaken")]
    assert bool(awakened) == offered
    assert all(a["targets"] and a["targets"][-1].startswith("i") for a in awakened)


@pytest.mark.parametrize("rules", ["2026-06-19"])
def test_clutch_of_currents_returns_the_creature_and_awakens_the_land(lookup, rules):
    data = game(rules, True, ["bears", "i5"])
    data["objects"][0]["card"] = "Clutch of Currents"
    data["objects"].append({"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"})
    replay = run(data, lookup)
    assert not any(st.refused for st in replay.steps)
    objs = objects_in(replay.final_state)
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]]
    assert (objs["i5"]["power"], objs["i5"]["counters"]) == (3, {"+1/+1": 3})
