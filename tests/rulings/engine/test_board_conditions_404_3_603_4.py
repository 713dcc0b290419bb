"""An intervening "if" about the board (2007 404.3; 2026 603.4; rulings/engine/board_conditions.py):
"if no creatures are on the battlefield" counts every player's creatures, "if you control no
artifacts" its controller's artifacts; checked as it triggers and again as it resolves."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj, objects_by_id, pass_

RULE = {"2007-02-01": "404.3", "2026-06-19": "603.4"}
BEAR = {"name": "Any Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2, "abilities": []}
TRINKET = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}


def watcher(cond):
    return {"name": "Watcher", "mana_cost": "{1}", "types": ["Enchantment"],
            "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                           "if": cond, "effect": [{"do": "sacrifice", "what": "self"}], "text": "At the beginning of your upkeep, if ..., sacrifice it."}]}


def upkeep(rules, cond, others):
    objects = [obj("w", watcher(cond))] + [{**obj(f"o{n}", c), "owner": owner} for n, (c, owner) in enumerate(others)]
    return {**make(objects, [pass_("Alice"), pass_("Bob")], phase="beginning", step="upkeep"), "rules": rules}


@pytest.mark.parametrize("rules", RULE)
def test_no_creatures_on_the_battlefield_counts_every_players(play, rules):
    cond = {"no_creatures_on_battlefield": True}
    assert objects_by_id(play(upkeep(rules, cond, [(TRINKET, "Alice")])).steps[-1].state)["w"]["zone"] == "graveyard"
    assert objects_by_id(play(upkeep(rules, cond, [(BEAR, "Bob")])).steps[-1].state)["w"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", RULE)
def test_you_control_no_artifacts_counts_only_yours(play, rules):
    cond = {"you_control_no_artifacts": True}
    assert objects_by_id(play(upkeep(rules, cond, [(TRINKET, "Bob")])).steps[-1].state)["w"]["zone"] == "graveyard"
    assert objects_by_id(play(upkeep(rules, cond, [(TRINKET, "Alice")])).steps[-1].state)["w"]["zone"] == "in_play"


@pytest.mark.parametrize("key", ["no_creatures_on_battlefield", "you_control_no_artifacts"])
def test_the_condition_must_be_true_or_false(key):
    with pytest.raises(ScenarioError, match=key):
        load_scenario(upkeep("2026-06-19", {key: "yes"}, []))
