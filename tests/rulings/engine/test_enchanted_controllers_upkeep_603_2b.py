"""`"whose": "enchanted_controller"` (an Aura's "At the beginning of the upkeep of enchanted creature's
controller"): it triggers at the upkeep of whoever controls the enchanted permanent (2026 603.2b; 2007
410.9a), with "it" that player; the loader allows it only for beginning_of_step."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"


def aura(trigger):
    return {"name": "Drain Aura", "mana_cost": "{B}", "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                          {"kind": "triggered", "trigger": trigger, "text": "drain",
                           "effect": [{"do": "lose_life", "amount": 2, "player": "it"}]}]}


UPKEEP = {"event": "beginning_of_step", "step": "upkeep", "whose": "enchanted_controller"}


@pytest.mark.parametrize("rules", [R26, R07])
def test_it_triggers_at_the_enchanted_creatures_controllers_upkeep_and_that_player_loses_life(rules):
    objects = [obj("bear", "Grizzly Bears", "Bob"), {**obj("a", aura(UPKEEP)), "attached_to": "bear"}]
    sc = {**make(objects, [pass_("Bob"), pass_("Alice")], active="Bob", phase="beginning", step="upkeep"), "rules": rules}
    r = run_scenario(load_scenario(sc))
    assert [p["life"] for p in r.final_state["players"]] == [20, 18]


def test_the_loader_refuses_it_for_another_event():
    cast = {"event": "plays_spell", "whose": "enchanted_controller"}
    with pytest.raises(ScenarioError, match="whose"):
        load_scenario(make([obj("a", aura(cast))], []))
