""" "Whenever a source you control / an opponent controls deals damage to you" (rulings/engine/damage_to_you.py):
the trigger looks at the source that dealt the damage and its controller, once for each source (2007 410.6;
2026 603.2c); the loader keeps its `who` values to `to: you`."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

EDITIONS = ("2007-02-01", "2026-06-19")


def watcher(name, who):
    return {"name": name, "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": who, "to": "you"},
         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]}


CARDS = {c["name"]: c for c in (watcher("Mine", "yours_source"), watcher("Theirs", "opponents_source"), watcher("Any", "any_source"),
                                {"name": "Shock Self", "types": ["Instant"], "mana_cost": "{0}", "targets": ["player"],
                                 "effect": [{"do": "damage", "amount": 2, "to": "target:0"}]})}


def scenario(rules, watching, actions):
    objects = [{"id": "w", "card": watching, "owner": "Alice", "zone": "in_play"},
               {"id": "s", "card": "Shock Self", "owner": "Alice", "zone": "hand"}]
    return {"format": 1, "rules": rules, "name": "damage to you", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def shocked_self(rules, watching):
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Alice"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(rules, watching, actions), cards=CARDS.get))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("watching, life", [("Mine", 19), ("Any", 19), ("Theirs", 18)])
def test_the_sources_controller_decides_whether_it_triggers(rules, watching, life):
    """Alice's own spell deals her 2 damage: "a source you control" and "a source" trigger, "an opponent controls" doesn't."""
    replay = shocked_self(rules, watching)
    assert replay.final_state["players"][0]["life"] == life


@pytest.mark.parametrize("trigger", [{"event": "deals_damage", "who": "damaging_creature"},
                                     {"event": "deals_damage", "who": "self", "to": "you"}])
def test_the_loader_keeps_the_sources_who_to_damage_dealt_to_you(trigger):
    bad = {**watcher("Bad", "any_source"), "abilities": [{**watcher("Bad", "any_source")["abilities"][0], "trigger": trigger}]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(scenario(EDITIONS[1], "Bad", []), cards={"Bad": bad, **CARDS}.get)
    assert "trigger.who" in str(err.value)
