"""Types and colors "in addition to its other types" (rulings/oracle/animate_types.py, the engine's
effects/types_in_addition.py and a static ability's `adds_colors` / `adds_types`), played from real
cards' Oracle text (animate_types_cards.json: records copied from the pool): "Target permanent becomes
an artifact in addition to its other types until end of turn" (Liquimetal Coating), "That creature
becomes a Vampire in addition to its other types" (Olivia Voldaren), "Enchanted creature gets -1/-1
and is a black Zombie in addition to its other colors and types" (Ghoulflesh). The permanent keeps
its other types and subtypes (2007 212.1c; 2026 205.1b), in the type-changing layer (2007 418.5a
layer 4; 2026 613.1d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "animate_types_cards.json"
POOL_TOO = True  # Grizzly Bears, Disenchant and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Liquimetal Coating", "Argent Mutation", "Myr Landshaper", "Liquimetal Torque", "Memnarch", "Ashnod's Transmogrant",
          "Olivia Voldaren", "Vault 87: Forced Evolution", "Call to Serve", "Dub", "Tall as a Beanstalk", "Angelic Armaments",
          "Ghoulflesh", "Silverskin Armor", "Spider-Suit", "Paladin's Arms", "Coerced to Kill", "Blade of the Oni",
          "Chimeric Staff", "Testament of Faith", "Ichthyomorphosis", "Noggle the Mind", "Natural Affinity"]
#: "Until your next turn, all lands you control become 2/2 Elemental creatures" (another duration),
#: "is a Turtle ... It can't attack and loses all abilities" (two sentences), "an X/X ... creature. Sacrifice it at the beginning of the next end step" (no duration, a delayed sacrifice),
#: "up to one target" (whether one was chosen), "a blue Crab in addition to its other types" (its color replaced),
#: "a legendary Spider Hero" (a supertype), "That creature is ..." after a return (a new object; 2026 611.2e),
#: "its other creature types", "gets +2/+2 for each artifact you control and is", "a Horror enchantment creature",
#: "loses all other abilities, and is a blue Wall", "is an Assassin ..., and can't be blocked", "... and it becomes"
NEAR_MISSES = ["Sylvan Awakening", "Retro-Mutation", "Chimeric Coils", "Phyrexian Scriptures", "Scuttling Sentinel", "Origin of Spider-Man", "Rise from the Grave", "Sensei Golden-Tail",
               "Machinist's Arsenal", "Jump Scare", "Deep Freeze", "Brotherhood Regalia", "Possessed Goat"]
TYPES_KEPT = {R2007: ("212.1c", "retains_prior_types"), R2026: ("205.1b", "retains_prior_types")}
LAYER_4 = {R2007: ("418.5a", "layer_4_types"), R2026: ("613.1d", "layer_4_types")}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "types in addition"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def final(replay, oid) -> dict:
    return objects_in(replay.final_state)[oid]


def activate(oid, ability, targets, lands):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "targets": targets,
            "mana_abilities": [{"object": land} for land in lands]}


@pytest.mark.parametrize("name", PLAYED)
def test_types_in_addition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_types_in_addition_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_liquimetal_coating_makes_a_land_an_artifact_that_disenchant_destroys(cards, rules):
    objects = [obj("coat", "Liquimetal Coating"), obj("forest", "Forest", owner="Bob"), obj("dis", "Disenchant", zone="hand"),
               obj("p1", "Plains"), obj("p2", "Plains")]
    actions = [activate("coat", 0, ["forest"], []), p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "dis", "targets": ["forest"],
                "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "forest") == "graveyard", log(replay)  # an artifact land: "target artifact or enchantment"
    assert {TYPES_KEPT[rules], LAYER_4[rules]} <= cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_land_keeps_its_types_and_its_mana_ability(cards, rules):
    objects = [obj("coat", "Liquimetal Coating"), obj("forest", "Forest", owner="Bob")]
    replay = play(cards, objects, [activate("coat", 0, ["forest"], []), p("Alice"), p("Bob")], rules)
    forest = final(replay, "forest")
    assert (forest["types"], forest["subtypes"], forest["supertypes"]) == (["Land", "Artifact"], ["Forest"], ["Basic"]), forest
    assert forest["abilities"] and "{G}" in forest["abilities"][0], forest  # the Forest's mana ability stays


@pytest.mark.parametrize("rules", EDITIONS)
def test_until_end_of_turn_ends_but_memnarchs_lasts_indefinitely(cards, rules):
    objects = [obj("coat", "Liquimetal Coating"), obj("memnarch", "Memnarch"), obj("forest", "Forest", owner="Bob"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("i1", "Island"), obj("i2", "Island"), obj("i3", "Island"),
               obj("lib_a", "Forest", zone="library"), obj("lib_b", "Forest", owner="Bob", zone="library")]
    actions = [activate("coat", 0, ["forest"], []), p("Alice"), p("Bob"), activate("memnarch", 0, ["bears"], ["i1", "i2", "i3"]),
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)  # Alice's turn is over
    assert final(replay, "forest")["types"] == ["Land"], final(replay, "forest")  # "until end of turn": gone in the cleanup step
    assert final(replay, "bears")["types"] == ["Creature", "Artifact"], final(replay, "bears")  # no duration: it lasts


@pytest.mark.parametrize("rules", EDITIONS)
def test_olivia_voldaren_makes_the_creature_it_damaged_a_vampire_too(cards, rules):
    objects = [obj("olivia", "Olivia Voldaren"), obj("bears", "Grizzly Bears", owner="Bob"), obj("m1", "Mountain"),
               obj("m2", "Mountain")]
    replay = play(cards, objects, [activate("olivia", 1, ["bears"], ["m1", "m2"]), p("Alice"), p("Bob")], rules)
    bears = final(replay, "bears")
    assert (bears["subtypes"], bears["damage"]) == (["Bear", "Vampire"], 1), bears  # a Bear still, and a Vampire
    assert pt(replay, "olivia") == (4, 4), log(replay)  # 3/3 and its +1/+1 counter
    assert TYPES_KEPT[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ashnods_transmogrant_makes_the_creature_an_artifact_creature(cards, rules):
    objects = [obj("mog", "Ashnod's Transmogrant"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [activate("mog", 0, ["bears"], []), p("Alice"), p("Bob")], rules)
    bears = final(replay, "bears")
    assert (bears["types"], bears["subtypes"], bears["counters"]) == (["Creature", "Artifact"], ["Bear"], {"+1/+1": 1}), bears
    assert zone_of(replay, "mog") == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghoulflesh_adds_black_and_zombie_to_a_green_bear(cards, rules):
    objects = [{**obj("flesh", "Ghoulflesh"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [], rules)
    bears = final(replay, "bears")
    assert (sorted(bears["colors"]), bears["subtypes"]) == (["black", "green"], ["Bear", "Zombie"]), bears
    assert pt(replay, "bears") == (1, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_armaments_equipped_is_a_white_angel_with_flying_too(cards, rules):
    objects = [obj("arm", "Angelic Armaments"), obj("bears", "Grizzly Bears"), *(obj(f"p{i}", "Plains") for i in range(4))]
    replay = play(cards, objects, [activate("arm", 1, ["bears"], [f"p{i}" for i in range(4)]), p("Alice"), p("Bob")], rules)
    bears = final(replay, "bears")
    assert (sorted(bears["colors"]), bears["subtypes"], bears["keywords"]) == (["green", "white"], ["Bear", "Angel"], ["flying"]), bears
    assert pt(replay, "bears") == (4, 4)
    assert {R2007: "502.33a", R2026: "702.6a"}[rules] in cited(replay), sorted(cited(replay))  # the equip ability


@pytest.mark.parametrize("rules", EDITIONS)
def test_silverskin_armor_makes_the_equipped_creature_an_artifact_that_disenchant_destroys(cards, rules):
    objects = [{**obj("armor", "Silverskin Armor"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", owner="Bob"),
               obj("dis", "Disenchant", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dis", "targets": ["bears"],
                "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", [R2026])  # reconfigure is later than 2007 (2026 702.151): its card plays under 2026 only
def test_blade_of_the_oni_sets_5_5_and_adds_a_black_demon(cards, rules):
    objects = [{**obj("blade", "Blade of the Oni"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [], rules)
    bears = final(replay, "bears")
    assert (sorted(bears["colors"]), bears["subtypes"], bears["keywords"]) == (["black", "green"], ["Bear", "Demon"], ["menace"]), bears
    assert pt(replay, "bears") == (5, 5)


def test_a_static_ability_adding_no_color_name_is_refused(cards):
    bad = {"name": "Bad Flesh", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{B}", "targets": ["creature"],
           "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                         {"kind": "static", "affects": "enchanted", "adds_colors": ["purple"]}]}
    scenario = in_main_phase([{**obj("a", "Bad Flesh"), "attached_to": "b"}, obj("b", "Grizzly Bears")], [], R2026)
    with pytest.raises(ScenarioError, match="adds_colors"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Flesh" else cards(n))


def test_becomes_in_addition_without_a_type_is_refused(cards):
    bad = {"name": "Bad Coating", "types": ["Artifact"], "mana_cost": "{2}",
           "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["permanent"],
                          "effect": [{"do": "becomes_in_addition", "to": "target:0"}]}]}
    scenario = in_main_phase([obj("a", "Bad Coating")], [], R2026)
    with pytest.raises(ScenarioError, match="becomes_in_addition|types"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Coating" else cards(n))


@pytest.mark.parametrize("rules", EDITIONS)
def test_chimeric_staff_becomes_an_x_x_construct_artifact_creature(cards, rules):
    objects = [obj("staff", "Chimeric Staff"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [{**activate("staff", 0, [], [f"m{i}" for i in range(3)]), "x": 3}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    staff = final(replay, "staff")
    assert (staff["types"], staff["subtypes"]) == (["Artifact", "Creature"], ["Construct"]), staff
    assert pt(replay, "staff") == (3, 3), log(replay)  # the X announced as it was activated
    assert TYPES_KEPT[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_testament_of_faith_is_an_x_x_wall_with_defender_and_still_an_enchantment(cards, rules):
    objects = [obj("test", "Testament of Faith"), obj("p1", "Plains"), obj("p2", "Plains")]
    replay = play(cards, objects, [{**activate("test", 0, [], ["p1", "p2"]), "x": 2}, p("Alice"), p("Bob")], rules)
    wall = final(replay, "test")
    assert (wall["types"], wall["subtypes"], wall["keywords"]) == (["Enchantment", "Creature"], ["Wall"], ["defender"]), wall
    assert pt(replay, "test") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ichthyomorphosis_makes_a_blue_fish_0_1_without_abilities(cards, rules):
    objects = [{**obj("ich", "Ichthyomorphosis"), "attached_to": "jugg"}, obj("jugg", "Juggernaut", owner="Bob")]
    replay = play(cards, objects, [], rules)
    jugg = final(replay, "jugg")
    assert (jugg["types"], jugg["subtypes"], jugg["colors"], jugg["abilities"]) == (["Artifact", "Creature"], ["Fish"], ["blue"], []), jugg
    assert pt(replay, "jugg") == (0, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_only_the_creature_types_are_replaced_a_land_creature_stays_a_forest(cards, rules):
    arbor = {"name": "Forest Dryad", "types": ["Land", "Creature"], "subtypes": ["Forest", "Dryad"], "power": 1, "toughness": 1}
    objects = [{**obj("noggle", "Noggle the Mind"), "attached_to": "arbor"}, {**obj("arbor", None, owner="Bob"), "card": arbor}]
    replay = play(cards, objects, [], rules)
    arbor = final(replay, "arbor")
    assert (arbor["types"], arbor["subtypes"], arbor["colors"]) == (["Land", "Creature"], ["Forest", "Noggle"], []), arbor
    assert pt(replay, "arbor") == (1, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_natural_affinity_makes_every_land_a_2_2_creature_that_is_still_a_land(cards, rules):
    objects = [obj("aff", "Natural Affinity", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)), obj("bob_i", "Island", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "aff", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    for oid in ("f0", "bob_i"):
        land = final(replay, oid)
        assert (land["types"], pt(replay, oid)) == (["Land", "Creature"], (2, 2)), land  # every player's lands
    assert TYPES_KEPT[rules] in cited_pairs(replay), sorted(cited_pairs(replay))
