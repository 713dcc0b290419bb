"""Pilot tokens and creatures that crew (and saddle) as though their power were 2 greater
(rulings/oracle/pilot_tokens.py; rulings/engine/crew_power_bonus.py), played from real cards' Oracle text
(pilot_tokens_cards.json: records copied from the pool): Country Roads' "Create a 1/1 colorless Pilot
creature token with "This token saddles Mounts and crews Vehicles as though its power were 2 greater."",
Hotshot Mechanic's "This creature crews Vehicles as though its power were 2 greater.", Deathless Pilot's
"saddles Mounts and crews Vehicles". Its power counts that much greater toward a crew cost's total power
(2026 702.122a) or a saddle cost's (2026 702.171a); the February 2007 rules have neither. Near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "pilot_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Country Roads", "Foul Roads", "Reef Roads", "Rocky Roads", "Wild Roads", "Deathless Pilot", "Dynamite Diver",
          "Hotshot Mechanic", "Shorikai, Genesis Engine"]
#: every creature you control (and stations), "using its toughness rather than its power": not read
NEAR_MISSES = ["Stoic Star-Captain", "Giant Ox"]


def scenario(objects, actions, rules=R2026):
    return {"format": 1, "rules": rules, "name": "pilot tokens", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def run(cards, objects, actions, rules=R2026):
    return run_scenario(load_scenario(scenario(objects, actions, rules), cards=cards))


def ability_index(cards, name, keyword):
    return next(i for i, ab in enumerate(cards(name)["abilities"]) if ab.get("keyword") == keyword)


def make_pilot():
    """Alice activates Country Roads' third ability ({1}{W}, {T}, Sacrifice this land), paying with two Plains."""
    return [activate("roads", ability=2, mana_abilities=[{"object": "pl1"}, {"object": "pl2"}]), p("Alice"), p("Bob")]


def roads():
    return [obj("roads", "Country Roads"), obj("pl1", "Plains"), obj("pl2", "Plains")]


@pytest.mark.parametrize("name", PLAYED)
def test_pilot_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_crew_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_pilot_token_has_the_ability_for_both_costs_and_the_mechanic_for_crew_only(compiled):
    token = compiled["Country Roads"].definition["abilities"][2]["effect"][0]["token"]
    assert token["abilities"][0]["as_though_power_greater"] == {"by": 2, "for": ["saddle", "crew"]}, token
    mechanic = compiled["Hotshot Mechanic"].definition["abilities"]
    assert [ab["as_though_power_greater"] for ab in mechanic] == [{"by": 2, "for": ["crew"]}], mechanic


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_country_roads_sacrificed_makes_a_1_1_colorless_pilot(cards, rules):
    replay = run(cards, roads(), make_pilot(), rules)
    assert not refused(replay), log(replay)
    pilots = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Pilot" in o["subtypes"]]
    assert len(pilots) == 1 and (pilots[0]["power"], pilots[0]["toughness"], pilots[0]["colors"]) == (1, 1, []), log(replay)
    assert objects_in(replay.final_state)["roads"]["zone"] == "graveyard", log(replay)
    assert {R2007: "216.1", R2026: "111.2"}[rules] in cited(replay), sorted(cited(replay))


def test_the_1_1_pilot_alone_crews_a_crew_3_vehicle(cards):
    objects = [*roads(), obj("sentinel", "Futurist Sentinel")]
    actions = [*make_pilot(), activate("sentinel", ability=ability_index(cards, "Futurist Sentinel", "crew"), pay={"crew": ["pilot"]}),
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["pilot"]["tapped"] and "Creature" in found["sentinel"]["types"], log(replay)
    assert "as though its power were 2 greater" in log(replay), log(replay)
    assert "702.122a" in cited(replay), sorted(cited(replay))


def test_grizzly_bears_without_the_ability_cant_crew_the_crew_3_vehicle(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("sentinel", "Futurist Sentinel")]
    actions = [activate("sentinel", ability=ability_index(cards, "Futurist Sentinel", "crew"), pay={"crew": ["bears"]})]
    replay = run(cards, objects, actions)
    assert refused(replay), log(replay)


def test_hotshot_mechanic_crews_as_a_4_but_attacks_with_its_own_power(cards):
    objects = [obj("mechanic", "Hotshot Mechanic"), obj("sentinel", "Futurist Sentinel")]
    actions = [activate("sentinel", ability=ability_index(cards, "Futurist Sentinel", "crew"), pay={"crew": ["mechanic"]}),
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["mechanic"]["power"] == 2, log(replay)  # only crew counts it greater


def test_hotshot_mechanic_doesnt_saddle_as_though_greater(cards):
    objects = [obj("mechanic", "Hotshot Mechanic"), obj("gryff", "Congregation Gryff")]
    actions = [activate("gryff", ability=ability_index(cards, "Congregation Gryff", "saddle"), pay={"tap": ["mechanic"]})]
    replay = run(cards, objects, actions)
    assert refused(replay), log(replay)  # power 2: less than saddle 3; the ability names crew only


def test_deathless_pilot_saddles_a_saddle_3_mount_alone(cards):
    objects = [obj("pilot", "Deathless Pilot"), obj("gryff", "Congregation Gryff")]
    actions = [activate("gryff", ability=ability_index(cards, "Congregation Gryff", "saddle"), pay={"tap": ["pilot"]}),
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["pilot"]["tapped"], log(replay)
    assert "702.171a" in cited(replay), sorted(cited(replay))


def test_the_loader_refuses_a_bonus_for_a_cost_it_doesnt_know(cards):
    from rulings.engine import ScenarioError
    bad = {**cards("Hotshot Mechanic"), "abilities": [{"kind": "static", "as_though_power_greater": {"by": 2, "for": ["station"]}}]}
    with pytest.raises(ScenarioError, match="as_though_power_greater.for"):
        load_scenario(scenario([obj("mechanic", "Hotshot Mechanic")], []), cards=lambda n: bad if n == "Hotshot Mechanic" else cards(n))
