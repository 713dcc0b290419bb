"""What an Aura may enchant is its enchant ability (2007 502.45a / 212.4d; 2026
702.5a / 303.4a): the state-based check keeps an Aura on what it allows and
puts it into the graveyard when attached to anything else (2007 420.5d; 2026 704.5m)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario


def aura(what):
    return {"name": "Test Aura", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": what}]}


def scenario(objects, rules):
    return {"format": 1, "rules": rules, "name": "enchant", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "forest", "ability": 0}]}


def aura_zone(what, host, rules):
    objects = [{"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
               {"id": "aura", "card": aura(what), "owner": "Alice", "zone": "in_play", "attached_to": host}]
    replay = run_scenario(load_scenario(scenario(objects, rules)))
    return next(o for z in replay.steps[-1].state["zones"]["Alice"].values() for o in z if o["id"] == "aura")["zone"]


@pytest.mark.parametrize("rules", ("2007-02-01", "2026-06-19"))
def test_an_aura_with_enchant_land_stays_on_a_land(rules):
    assert aura_zone("land", "forest", rules) == "in_play"


@pytest.mark.parametrize("rules", ("2007-02-01", "2026-06-19"))
def test_an_aura_with_enchant_land_on_a_creature_goes_to_the_graveyard(rules):
    assert aura_zone("land", "bears", rules) == "graveyard"


@pytest.mark.parametrize("rules", ("2007-02-01", "2026-06-19"))
def test_an_aura_whose_enchant_filter_says_forest_stays_on_a_forest_not_on_a_creature(rules):
    assert aura_zone({"subtypes": ["Forest"]}, "forest", rules) == "in_play"
    assert aura_zone({"subtypes": ["Forest"]}, "bears", rules) == "graveyard"


def test_an_enchant_filter_naming_a_graveyard_is_refused_naming_the_field():
    objects = [{"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
               {"id": "aura", "card": aura({"types": ["Creature"], "zone": "graveyard"}), "owner": "Alice", "zone": "hand"}]
    with pytest.raises(ScenarioError, match=r"abilities\[0\]\.what\.zone"):
        load_scenario(scenario(objects, "2026-06-19"))
