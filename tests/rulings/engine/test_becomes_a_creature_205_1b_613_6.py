"""A permanent that becomes a creature (effects/animate.py): one effect whose
parts apply in their layers (2007: 418.5b; 2026: 613.6), keeping its other
types when its words say so (2007: 212.1c; 2026: 205.1b) and otherwise losing
them (212.1b; 205.1a); "[creature types] artifact creature" replaces the
creature types under 2026 only (205.1b). Its power and toughness are set in
2007's layer 6b, in timestamp order with a pump, and in 2026's 7b, before every
pump (613.4b-c)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

BIRD = {"do": "becomes_creature", "to": "self", "power": 2, "toughness": 2, "subtypes": ["Bird"], "colors": ["white", "blue"],
        "abilities": [{"kind": "keyword", "keyword": "flying"}], "until": "end_of_turn", "keeps_types": True}


def land(step=BIRD):
    return {"name": "Bird Land", "types": ["Land"], "subtypes": ["Island"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{U}"}], "text": "{T}: Add {U}."},
        {"kind": "activated", "cost": {"mana": "{1}"}, "effect": [step], "text": "{1}: animate"}]}


def scenario(card, rules, phase="precombat_main", step=None, extra=(), more_actions=()):
    turn = {"number": 3, "active_player": "Alice", "phase": phase}
    if step:
        turn["step"] = step
    return {"format": 1, "rules": rules, "name": "animate",
            "players": [{"name": "Alice"}, {"name": "Bob"}], "turn": turn,
            "objects": [{"id": "thing", "card": card, "owner": "Alice", "zone": "in_play"},
                        *({"id": f"w{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(3)), *extra],
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "thing", "ability": 1,
                         "mana_abilities": [{"object": "w0"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}, *more_actions]}


def run(data):
    return run_scenario(load_scenario(data))


def thing(replay) -> dict:
    return next(o for zones in replay.final_state["zones"].values() for objs in zones.values() for o in objs if o["id"] == "thing")


def cited(replay) -> set:
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules, keeps, parts", [("2007-02-01", "212.1c", "418.5b"), ("2026-06-19", "205.1b", "613.6")])
def test_a_land_that_is_still_a_land_becomes_a_flying_bird_creature(rules, keeps, parts):
    replay = run(scenario(land(), rules))
    t = thing(replay)
    assert (t["types"], t["subtypes"], t["colors"], t["power"], t["toughness"]) == \
        (["Land", "Creature"], ["Island", "Bird"], ["white", "blue"], 2, 2)
    assert "flying" in " ".join(t["keywords"])
    assert (keeps, "retains_prior_types") in cited(replay) and (parts, "effect_parts_in_layers") in cited(replay)


def test_without_words_that_keep_them_the_new_types_replace_the_old():
    replay = run(scenario(land({**BIRD, "keeps_types": False, "subtypes": []}), "2026-06-19"))
    t = thing(replay)
    assert (t["types"], t["subtypes"]) == (["Creature"], [])
    assert ("205.1a", "new_types_replace_old") in cited(replay)


def test_until_end_of_turn_it_is_a_land_again_next_turn():
    passes = [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob")]
    replay = run(scenario(land(), "2026-06-19", phase="end", step="end_of_turn", more_actions=passes))
    t = thing(replay)
    assert (t["types"], t["subtypes"], t["power"]) == (["Land"], ["Island"], None)


GOLEM = {"name": "Construct Engine", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "subtypes": ["Construct"],
         "power": 1, "toughness": 1, "abilities": [
             {"kind": "keyword", "keyword": "defender"},
             {"kind": "activated", "cost": {"mana": "{1}"}, "text": "{1}: dragon", "effect": [
                 {"do": "becomes_creature", "to": "self", "power": 4, "toughness": 4, "types": ["Artifact"], "subtypes": ["Dragon"],
                  "until": "end_of_turn", "keeps_types": True, "replaces_creature_types": True}]}]}


@pytest.mark.parametrize("rules, subtypes", [("2007-02-01", ["Construct", "Dragon"]), ("2026-06-19", ["Dragon"])])
def test_creature_types_artifact_creature_replaces_the_creature_types_only_under_2026(rules, subtypes):
    replay = run(scenario(GOLEM, rules))
    assert thing(replay)["subtypes"] == subtypes
    assert (("205.1b", "artifact_creature_replaces_creature_types") in cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("rules, pt", [("2007-02-01", (2, 2)), ("2026-06-19", (5, 5))])
def test_a_pump_before_the_animation_is_overwritten_in_2007_and_kept_in_2026(rules, pt):
    """Already a 2/2 creature, pumped +3/+3, then animated again: 2007's 6b applies the set after
    the earlier pump (timestamp order); 2026's 7b sets before 7c's pump."""
    pump = {"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["thing"]}
    again = {"type": "activate_ability", "player": "Alice", "object": "thing", "ability": 1, "mana_abilities": [{"object": "w2"}]}
    passes = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = scenario(land(), rules, extra=[{"id": "growth", "card": "Giant Growth", "owner": "Alice", "zone": "hand"}],
                    more_actions=[{**pump, "mana_abilities": [{"object": "w1"}]}, *passes, again, *passes])
    replay = run(data)
    assert not any(st.refused for st in replay.steps)
    assert (thing(replay)["power"], thing(replay)["toughness"]) == pt


@pytest.mark.parametrize("change, field", [
    ({"power": "two"}, "power"), ({"types": ["Wizard"]}, "types[0]"), ({"keeps_types": "yes"}, "keeps_types"),
    ({"abilities": [{"kind": "keyword", "keyword": "wings"}]}, "abilities[0].keyword"), ({"colors": ["pink"]}, "colors[0]")])
def test_a_malformed_instruction_is_refused_naming_the_field(change, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario(land({**BIRD, **change}), "2026-06-19"))
    assert any(err.path.endswith(f"effect[0].{field}") for err in e.value.errors)


SERPENT = {"name": "Serpent Maker", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."},
    {"kind": "activated", "cost": {"mana": "{1}"}, "targets": ["creature"], "text": "{1}: serpent", "effect": [
        {"do": "becomes_creature_type", "to": "target:0", "power": 5, "toughness": 5, "subtypes": ["Serpent"], "colors": ["blue"],
         "until": "end_of_turn"}]}]}
ROBOT = {"name": "Robot Knight", "mana_cost": "{2}", "types": ["Artifact", "Creature"], "subtypes": ["Construct", "Knight"],
         "power": 1, "toughness": 1}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "212.1b"), ("2026-06-19", "205.1a")])
def test_a_creature_that_becomes_a_serpent_loses_its_creature_types_and_keeps_its_card_types(rules, rule):
    data = scenario(SERPENT, rules, extra=[{"id": "robot", "card": ROBOT, "owner": "Bob", "zone": "in_play"}])
    data["actions"][0]["targets"] = ["robot"]
    replay = run(data)
    assert not any(st.refused for st in replay.steps)
    robot = next(o for objs in replay.final_state["zones"]["Bob"].values() for o in objs if o["id"] == "robot")
    assert (robot["types"], robot["subtypes"], robot["colors"], robot["power"]) == (["Artifact", "Creature"], ["Serpent"], ["blue"], 5)
    assert (rule, "new_types_replace_old") in cited(replay)
