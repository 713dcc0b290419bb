"""Control-changing instructions (rulings/engine/effects/control.py): `give_control` (another
player gains control: layer 2, 2007 418.5a / 2026 613.1b) and `exchange_control` (2026 701.12a:
all or nothing; 701.12b: at once, and nothing between two permanents of one controller)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

R2007, R2026 = "2007-02-01", "2026-06-19"
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}


def sorcery(name, effect, targets):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "targets": targets, "effect": effect, "text": name}


SHATTER_THEN_SWAP = sorcery("Test Shatter Swap", [{"do": "destroy", "what": "target:0"},
                                                  {"do": "exchange_control", "what": "target:0", "with": "target:1"}],
                            [{"types": ["Creature"]}, {"types": ["Creature"]}])
GIVE = sorcery("Test Give", [{"do": "give_control", "what": "target:1", "to": "target:0", "until": "end_of_turn"}],
               ["opponent", {"types": ["Creature"], "controller": "you"}])


def run(rules, objects, actions):
    return run_scenario(load_scenario({"format": 1, "rules": rules, "name": "control", "players": [{"name": "Alice"}, {"name": "Bob"}],
                                       "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
                                       "objects": objects, "actions": actions}))


def controllers(replay) -> dict:
    return {o["id"]: player for player, zones in replay.final_state["zones"].items() for o in zones["in_play"]}


def cited(replay) -> set:
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def cast(card, targets):
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": targets}


PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_no_part_of_an_exchange_occurs_when_one_permanent_is_gone(rules):
    objects = [{"id": "swap", "card": SHATTER_THEN_SWAP, "owner": "Alice", "zone": "hand"},
               {"id": "mine", "card": BEAR, "owner": "Alice", "zone": "in_play"}, {"id": "theirs", "card": BEAR, "owner": "Bob", "zone": "in_play"}]
    replay = run(rules, objects, [cast("swap", ["mine", "theirs"]), *PASS])
    assert "mine" not in controllers(replay) and controllers(replay)["theirs"] == "Bob"
    assert ("701.12a" in cited(replay)) == (rules == R2026)
    assert "no part of the exchange of control occurs" in " ".join(e.text for st in replay.steps for e in st.events)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_control_given_until_end_of_turn_returns_in_the_cleanup_step(rules):
    objects = [{"id": "give", "card": GIVE, "owner": "Alice", "zone": "hand"}, {"id": "mine", "card": BEAR, "owner": "Alice", "zone": "in_play"}]
    during = run(rules, objects, [cast("give", ["Bob", "mine"]), *PASS])
    assert controllers(during)["mine"] == "Bob"
    after = run(rules, objects, [cast("give", ["Bob", "mine"]), *PASS, {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *PASS])
    assert controllers(after)["mine"] == "Alice", [e.text for st in after.steps for e in st.events]


@pytest.mark.parametrize("step, field", [
    ({"do": "exchange_control", "what": "target:0"}, "with"),
    ({"do": "exchange_control", "what": "target:0", "with": "target:0"}, "with"),
    ({"do": "exchange_control", "what": "target:0", "with": "target:5"}, "with"),
    ({"do": "give_control", "what": "target:0"}, "to"),
])
def test_the_loader_names_a_wrong_control_field(step, field):
    card = sorcery("Test Bad", [step], [{"types": ["Creature"]}, {"types": ["Creature"]}])
    with pytest.raises(ScenarioError) as e:
        load_scenario({"format": 1, "rules": R2026, "name": "bad", "players": [{"name": "Alice"}, {"name": "Bob"}],
                       "objects": [{"id": "bad", "card": card, "owner": "Alice", "zone": "hand"}], "actions": []})
    assert f"effect[0].{field}" in str(e.value)


FLAYER = {"name": "Test Flayer", "mana_cost": "{2}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": [{"types": ["Creature"], "controller": "opponent"}],
                         "effect": [{"do": "give_control", "what": "target:0", "to": "you", "until": "source_controlled"}],
                         "text": "{0}: Gain control of target creature an opponent controls for as long as you control this creature."}]}
TAKE = {**sorcery("Test Take", [{"do": "gain_control", "what": "target:0"}], ["creature"]), "types": ["Instant"]}


@pytest.mark.parametrize("rules, rule", [(R2007, "418.3a"), (R2026, "611.2a")])
def test_for_as_long_as_you_control_ends_when_the_source_changes_controller(rules, rule):
    objects = [{"id": "flayer", "card": FLAYER, "owner": "Alice", "zone": "in_play"}, {"id": "bears", "card": BEAR, "owner": "Bob", "zone": "in_play"},
               {"id": "take", "card": TAKE, "owner": "Bob", "zone": "hand"}]
    steal = [{"type": "activate_ability", "player": "Alice", "object": "flayer", "ability": 0, "targets": ["bears"]}, *PASS]
    held = run(rules, objects, steal)
    assert controllers(held)["bears"] == "Alice" and rule in cited(held)
    back = run(rules, objects, [*steal, {"type": "pass_priority", "player": "Alice"},
                                {"type": "play_spell", "player": "Bob", "object": "take", "targets": ["flayer"]}, PASS[1], PASS[0]])
    assert controllers(back)["flayer"] == "Bob" and controllers(back)["bears"] == "Bob", [e.text for st in back.steps for e in st.events]


def test_a_source_duration_is_only_for_give_control():
    card = sorcery("Test Bad", [{"do": "gain_control", "what": "target:0", "until": "source_controlled"}], ["creature"])
    with pytest.raises(ScenarioError) as e:
        load_scenario({"format": 1, "rules": R2026, "name": "bad", "players": [{"name": "Alice"}, {"name": "Bob"}],
                       "objects": [{"id": "bad", "card": card, "owner": "Alice", "zone": "hand"}], "actions": []})
    assert "effect[0].until" in str(e.value)


DEFECTOR = {"name": "Test Defector", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["opponent"],
                           "effect": [{"do": "give_control", "what": "self", "to": "target:0"}],
                           "text": "{0}: Target opponent gains control of this creature."}]}
FLICKER = {**sorcery("Test Flicker", [{"do": "remove_from_game", "what": "target:0"}, {"do": "return_to_play", "what": "it"}], ["creature"]),
           "types": ["Instant"]}


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_a_source_that_left_play_and_came_back_is_a_new_object_and_stays(rules):
    objects = [{"id": "defector", "card": DEFECTOR, "owner": "Alice", "zone": "in_play"},
               {"id": "flicker", "card": FLICKER, "owner": "Alice", "zone": "hand"}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "defector", "ability": 0, "targets": ["Bob"]},
               cast("flicker", ["defector"]), *PASS, *PASS]
    replay = run(rules, objects, actions)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert controllers(replay)["defector"] == "Alice", [e.text for st in replay.steps for e in st.events]
