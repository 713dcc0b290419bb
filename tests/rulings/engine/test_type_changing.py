"""A land that becomes a basic land type (effects/type_changes.py): it loses its old land
types and the abilities of its rules text and has the new type's mana ability (2007: 212.6e,
212.6d; 2026: 305.7, 305.6), a type-changing effect (2007 418.5a layer 4; 2026 613.1d); what
other effects granted it stays; "of your choice" is chosen as the effect is applied."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, cast, free, make, obj, objects_by_id, pass_

EDITIONS = [("2007-02-01", "212.6e", "212.6d"), ("2026-06-19", "305.7", "305.6")]
GATE = {"name": "Test Gate", "types": ["Land"], "subtypes": ["Gate"], "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."},
    {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "gain_life", "amount": 1}], "text": "{T}: You gain 1 life."}]}


def becomes(land_type, until="end_of_turn"):
    return free("Sea Change", [{"do": "becomes_land_type", "to": "target:0", "land_type": land_type,
                                **({"until": until} if until else {})}], targets=("land",))


def play(rules, objects, actions):
    data = make(objects, actions)
    data["rules"] = rules
    return run_scenario(load_scenario(data))


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules, sets, mana", EDITIONS)
def test_a_land_that_becomes_an_island_loses_its_rules_text_and_taps_for_blue(rules, sets, mana):
    replay = play(rules, [obj("gate", GATE), obj("s", becomes("Island"), zone="hand")],
                  [*cast("s", "gate"), act("activate_ability", object="gate", ability=0)])
    gate = objects_by_id(replay.final_state)["gate"]
    assert (gate["subtypes"], gate["abilities"], gate["tapped"]) == (["Island"], ["{T}: Add {U}."], True)
    assert replay.final_state["players"][0]["mana_pool"]["U"] == 1
    assert {sets, mana} <= cited(replay)


def test_its_old_ability_is_gone():
    replay = play("2026-06-19", [obj("gate", GATE), obj("s", becomes("Island"), zone="hand")],
                  [*cast("s", "gate"), act("activate_ability", object="gate", ability=1)])
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules, sets, mana", EDITIONS)
def test_a_basic_forest_that_becomes_a_swamp_stays_basic(rules, sets, mana):
    replay = play(rules, [obj("f", "Forest"), obj("s", becomes("Swamp", until=None), zone="hand")], cast("s", "f"))
    forest = objects_by_id(replay.final_state)["f"]
    assert (forest["supertypes"], forest["subtypes"], forest["abilities"]) == (["Basic"], ["Swamp"], ["{T}: Add {B}."])


def test_an_ability_another_effect_granted_stays():
    fly = free("Wings", [{"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "flying"}, "to": "target:0",
                          "until": "end_of_turn"}], targets=("land",))
    replay = play("2026-06-19", [obj("gate", GATE), obj("w", fly, zone="hand"), obj("s", becomes("Island"), zone="hand")],
                  [*cast("w", "gate"), *cast("s", "gate")])
    gate = objects_by_id(replay.final_state)["gate"]
    assert gate["keywords"] == ["flying"] and "{T}: Add {U}." in gate["abilities"] and "{T}: Add {C}." not in gate["abilities"]


def test_an_animated_land_keeps_its_creature_types():
    animate = free("Animate", [{"do": "becomes_creature", "to": "target:0", "power": 2, "toughness": 2, "subtypes": ["Elemental"],
                                "keeps_types": True, "until": "end_of_turn"}], targets=("land",))
    replay = play("2026-06-19", [obj("gate", GATE), obj("a", animate, zone="hand"), obj("s", becomes("Island"), zone="hand")],
                  [*cast("a", "gate"), *cast("s", "gate")])
    gate = objects_by_id(replay.final_state)["gate"]
    assert (gate["types"], gate["subtypes"], gate["power"]) == (["Land", "Creature"], ["Elemental", "Island"], 2)


def test_it_ends_in_the_cleanup_step():
    replay = play("2026-06-19", [obj("gate", GATE), obj("s", becomes("Island"), zone="hand")],
                  [*cast("s", "gate"), act("pass_until", phase="end"), pass_("Alice"), pass_("Bob")])
    assert replay.final_state["turn"] == 4
    gate = objects_by_id(replay.final_state)["gate"]
    assert (gate["subtypes"], gate["abilities"]) == (["Gate"], ["{T}: Add {C}.", "{T}: You gain 1 life."])


@pytest.mark.parametrize("choice, land_type", [({"basic_land_type": "Mountain"}, "Mountain"), (None, "Plains")])
def test_the_basic_land_type_of_your_choice_is_chosen_as_it_resolves(choice, land_type):
    actions = cast("s", "gate")
    if choice:
        actions[-1] = {**actions[-1], "choices": {"s": choice}}
    replay = play("2026-06-19", [obj("gate", GATE), obj("s", becomes("of_your_choice"), zone="hand")], actions)
    assert objects_by_id(replay.final_state)["gate"]["subtypes"] == [land_type]
    assert "608.2d" in cited(replay)
    assert ("no choice was given" in " ".join(e.text for st in replay.steps for e in st.events)) == (choice is None)


def test_a_choice_that_is_not_a_basic_land_type_is_refused_naming_the_field():
    actions = cast("s", "gate")
    actions[-1] = {**actions[-1], "choices": {"s": {"basic_land_type": "Wastes"}}}
    with pytest.raises(ScenarioError, match="basic_land_type"):
        load_scenario({**make([obj("gate", GATE), obj("s", becomes("of_your_choice"), zone="hand")], actions), "rules": "2026-06-19"})


def test_an_unknown_land_type_in_the_instruction_is_refused_naming_the_field():
    with pytest.raises(ScenarioError, match="land_type"):
        load_scenario(make([obj("gate", GATE), obj("s", becomes("Wastes"), zone="hand")], cast("s", "gate")))


def swamp_aura(land_type="Swamp"):
    return {"name": "Test Presence", "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "land"},
                          {"kind": "static", "affects": "enchanted", "is": {"land_type": land_type}, "text": "Enchanted land is a Swamp."}]}


@pytest.mark.parametrize("rules, sets, mana", EDITIONS)
def test_an_aura_that_says_enchanted_land_is_a_swamp_sets_its_land_type_while_attached(rules, sets, mana):
    replay = play(rules, [obj("gate", GATE), obj("aura", swamp_aura(), attached_to="gate")], [act("activate_ability", object="gate", ability=0)])
    assert (objects_by_id(replay.final_state)["gate"]["subtypes"], replay.final_state["players"][0]["mana_pool"]["B"]) == (["Swamp"], 1)


def test_an_aura_naming_a_land_type_that_is_not_basic_is_refused_naming_the_field():
    with pytest.raises(ScenarioError, match="land_type"):
        load_scenario(make([obj("gate", GATE), obj("aura", swamp_aura("Gate"), attached_to="gate")], []))


SHRINE = {"name": "Test Shrine", "mana_cost": "{3}", "types": ["Enchantment", "Artifact"], "subtypes": ["Shrine"], "abilities": []}
ARTIFACT_CREATURE = free("Awaken", [{"do": "becomes_artifact_creature", "to": "target:0", "pt": "mana_value", "until": "end_of_turn"}],
                         targets=("permanent",))


@pytest.mark.parametrize("rules, keeps", [("2007-02-01", "212.1c"), ("2026-06-19", "205.1b")])
def test_an_artifact_creature_keeps_its_other_types_and_has_its_mana_value_as_power_and_toughness(rules, keeps):
    replay = play(rules, [obj("shrine", SHRINE), obj("s", ARTIFACT_CREATURE, zone="hand")], cast("s", "shrine"))
    shrine = objects_by_id(replay.final_state)["shrine"]
    assert (shrine["types"], shrine["subtypes"], shrine["power"], shrine["toughness"]) == (["Enchantment", "Artifact", "Creature"], ["Shrine"], 3, 3)
    assert keeps in cited(replay)


def test_power_and_toughness_other_than_its_mana_value_are_refused_naming_the_field():
    bad = free("Awaken", [{"do": "becomes_artifact_creature", "to": "target:0", "pt": "printed"}], targets=("permanent",))
    with pytest.raises(ScenarioError, match="pt"):
        load_scenario(make([obj("shrine", SHRINE), obj("s", bad, zone="hand")], cast("s", "shrine")))


MISTFORM = free("Mistform", [{"do": "becomes_creature_type_of_choice", "to": "target:0", "until": "end_of_turn"}])


@pytest.mark.parametrize("choice, subtypes", [("Goblin", ["Goblin"]), (None, ["Bear"])])
def test_the_creature_type_of_your_choice_replaces_its_creature_types(choice, subtypes):
    actions = cast("s", "bears")
    if choice:
        actions[-1] = {**actions[-1], "choices": {"s": {"creature_type": choice}}}
    replay = play("2026-06-19", [obj("bears", "Grizzly Bears"), obj("s", MISTFORM, zone="hand")], actions)
    assert objects_by_id(replay.final_state)["bears"]["subtypes"] == subtypes
    assert {"608.2d", "205.1a"} <= cited(replay) if choice else "608.2d" in cited(replay)


def test_a_word_that_is_not_a_creature_type_is_refused():
    actions = cast("s", "bears")
    actions[-1] = {**actions[-1], "choices": {"s": {"creature_type": "Teapot"}}}
    replay = play("2026-06-19", [obj("bears", "Grizzly Bears"), obj("s", MISTFORM, zone="hand")], actions)
    assert replay.steps[-1].refused and objects_by_id(replay.final_state)["bears"]["subtypes"] == ["Bear"]


PAINT = free("Paint", [{"do": "becomes_color_of_choice", "to": "target:0", "until": "end_of_turn"}])


@pytest.mark.parametrize("rules, layer", [("2007-02-01", "418.5a"), ("2026-06-19", "613.1e")])
@pytest.mark.parametrize("choice, colors", [("black", ["black"]), (None, ["white"])])
def test_the_color_of_your_choice_is_chosen_as_it_resolves_in_the_color_layer(rules, layer, choice, colors):
    actions = cast("s", "bears")
    if choice:
        actions[-1] = {**actions[-1], "choices": {"s": {"color": choice}}}
    replay = play(rules, [obj("bears", "Grizzly Bears"), obj("s", PAINT, zone="hand")], actions)
    assert objects_by_id(replay.final_state)["bears"]["colors"] == colors
    assert layer in cited(replay)


@pytest.mark.parametrize("rules, sets, mana", EDITIONS)
def test_the_log_quotes_the_new_mana_ability_in_the_editions_own_words(rules, sets, mana):
    replay = play(rules, [obj("gate", GATE), obj("s", becomes("Island"), zone="hand")], cast("s", "gate"))
    text = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert ('"{T}: Add {U} to your mana pool"' in text) == (rules == "2007-02-01"), text
