"""Real cards of rulings/oracle/animate_more.py (and animate.py's "[...] artifact creature. It's still
a land."): creature lands that become artifact creatures, creatures given a base power and toughness
for the turn; and the near-miss phrasings that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, obj, objects_in, p

CARDS = Path(__file__).parent / "animate_more_cards.json"
POOL_TOO = True
EDITIONS = ["2007-02-01", "2026-06-19"]


def run(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "animate more"), cards=cards))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps if st.refused]
    return replay


def plains(n):
    return [obj(f"p{i}", "Plains") for i in range(n)]


def tapping(*ids):
    return [{"object": i} for i in ids]


@pytest.mark.parametrize("rules, keeps", [("2007-02-01", "212.1c"), ("2026-06-19", "205.1b")])
@pytest.mark.parametrize("name, subtype, power, keywords", [("Blinkmoth Nexus", "Blinkmoth", 1, ["flying"]),
                                                              ("Mishra's Factory", "Assembly-Worker", 2, [])])
def test_a_creature_land_becomes_an_artifact_creature_that_is_still_a_land(cards, rules, keeps, name, subtype, power, keywords):
    actions = [{"type": "activate_ability", "player": "Alice", "object": "land", "ability": 1,
                "mana_abilities": tapping("p0")}, p("Alice"), p("Bob")]
    replay = run(cards, rules, [obj("land", name), *plains(1)], actions)
    land = objects_in(replay.final_state)["land"]
    assert (land["types"], land["subtypes"], land["power"], land["toughness"], land["keywords"]) == \
        (["Land", "Artifact", "Creature"], [subtype], power, power, keywords)
    assert keeps in cited(replay)


@pytest.mark.parametrize("rules, power, rule", [("2007-02-01", 1, "418.5a"), ("2026-06-19", 4, "613.4b")])
def test_diminish_after_giant_growth_sets_in_timestamp_order_in_2007_and_before_it_in_2026(cards, rules, power, rule):
    """2007: both in layer 6b, in timestamp order, so the 1/1 comes last; 2026: setting (7b) comes
    before modifying (7c) whatever their order, so the +3/+3 still applies."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("growth", "Giant Growth", owner="Bob", zone="hand"),
               obj("diminish", "Diminish", zone="hand"), obj("f", "Forest", owner="Bob"), obj("i", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "diminish", "targets": ["bears"], "mana_abilities": tapping("i")},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "growth", "targets": ["bears"], "mana_abilities": tapping("f")},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = run(cards, rules, objects, actions)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (power, power)
    assert rule in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_humble_makes_serra_angel_a_0_1_without_flying_or_vigilance(cards, rules):
    objects = [obj("angel", "Serra Angel", owner="Bob"), obj("humble", "Humble", zone="hand"), *plains(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "humble", "targets": ["angel"],
                "mana_abilities": tapping("p0", "p1")}, p("Alice"), p("Bob")]
    angel = objects_in(run(cards, rules, objects, actions).final_state)["angel"]
    assert (angel["power"], angel["toughness"], angel["keywords"]) == (0, 1, [])


@pytest.mark.parametrize("rules", EDITIONS)
def test_sorceress_queen_sets_another_creature_to_0_2(cards, rules):
    objects = [obj("queen", "Sorceress Queen"), obj("angel", "Serra Angel", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "queen", "ability": 0, "targets": ["angel"]},
               p("Alice"), p("Bob")]
    angel = objects_in(run(cards, rules, objects, actions).final_state)["angel"]
    assert (angel["power"], angel["toughness"], angel["keywords"]) == (0, 2, ["flying", "vigilance"])


def test_sorceress_queen_cant_target_itself(cards):
    objects = [obj("queen", "Sorceress Queen")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "queen", "ability": 0, "targets": ["queen"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, "2026-06-19"), cards=cards))
    assert replay.steps[1].refused and "queen" not in str(replay.final_state["continuous_effects"])


def test_risen_riptide_compiles_its_trigger_to_a_5_5_until_end_of_turn(compiled):
    card = compiled["Risen Riptide"]
    assert card.played
    assert card.definition["abilities"][-1]["effect"] == [
        {"do": "set_pt", "power": 5, "toughness": 5, "to": "self", "until": "end_of_turn"}]


def probe(text, types=("Creature",)):
    return compile_card({"name": "Probe", "mana_cost": "{2}", "types": list(types), "supertypes": [], "subtypes": ["Wizard"],
                         "power": "1", "toughness": "1", "loyalty": None, "text": text, "layout": "normal"})


@pytest.mark.parametrize("text, types", [
    ("{1}: Target creature has base power 3 until end of turn.", ("Creature",)),
    ("{X}: Target creature has base power and toughness X/X until end of turn.", ("Creature",)),
    ("{1}: Each creature has base power and toughness 1/1 until end of turn.", ("Creature",)),
    ("{1}: Target creature has base power and toughness 1/1 until end of combat.", ("Creature",)),
    ("{1}: Target creature has base power and toughness 1/1.", ("Creature",)),
    ("{1}: This artifact has base power and toughness 4/4 until end of turn.", ("Artifact",)),
    ("{1}: Until end of turn, target creature has base power and toughness 1/1 and gains flying until end of turn.", ("Creature",)),
])
def test_a_near_miss_base_power_and_toughness_stays_text_only(text, types):
    assert not probe(text, types).played


@pytest.mark.parametrize("rules, sets", [("2007-02-01", "212.6e"), ("2026-06-19", "305.7")])
def test_tidal_warrior_makes_an_opponents_forest_an_island_that_taps_for_blue(cards, rules, sets):
    objects = [obj("warrior", "Tidal Warrior"), obj("forest", "Forest", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "warrior", "ability": 0, "targets": ["forest"]},
               p("Alice"), p("Bob"), p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "forest", "ability": 0}]
    replay = run(cards, rules, objects, actions)
    forest = objects_in(replay.final_state)["forest"]
    assert (forest["subtypes"], forest["abilities"], forest["tapped"]) == (["Island"], ["{T}: Add {U}."], True)
    assert replay.final_state["players"][1]["mana_pool"]["U"] == 1
    assert sets in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reef_shaman_makes_a_land_the_basic_land_type_its_controller_chooses(cards, rules):
    objects = [obj("shaman", "Reef Shaman"), obj("plains", "Plains")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "shaman", "ability": 0, "targets": ["plains"]},
               p("Alice"), p("Bob", choices={"shaman": {"basic_land_type": "Swamp"}})]
    plains_now = objects_in(run(cards, rules, objects, actions).final_state)["plains"]
    assert (plains_now["supertypes"], plains_now["subtypes"], plains_now["abilities"]) == (["Basic"], ["Swamp"], ["{T}: Add {B}."])


def test_shimmering_mirage_compiles_to_the_choice_and_a_draw(compiled):
    assert compiled["Shimmering Mirage"].definition["effect"] == [
        {"do": "becomes_land_type", "to": "target:0", "land_type": "of_your_choice", "until": "end_of_turn"}, {"do": "draw", "amount": 1}]


@pytest.mark.parametrize("text", [
    "{T}: Target land becomes a Swamp until its controller's next untap step.",
    "{T}: Target creature becomes an Island until end of turn.",
    "{T}: Target land becomes a Swamp in addition to its other types until end of turn.",
    "{T}: Target land becomes a Gate until end of turn.",
    "{T}: Until end of turn, target land becomes an Island until end of turn.",
])
def test_a_near_miss_land_type_change_stays_text_only(text):
    assert not probe(text).played


@pytest.mark.parametrize("rules, sets", [("2007-02-01", "212.6e"), ("2026-06-19", "305.7")])
def test_spreading_seas_makes_the_enchanted_forest_an_island(cards, rules, sets):
    objects = [obj("seas", "Spreading Seas", zone="hand"), obj("i0", "Island"), obj("i1", "Island"), obj("top", "Island", zone="library"),
               obj("forest", "Forest", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "seas", "targets": ["forest"], "mana_abilities": tapping("i0", "i1")},
               p("Alice"), p("Bob"), p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "forest", "ability": 0}]
    replay = run(cards, rules, objects, actions)
    forest = objects_in(replay.final_state)["forest"]
    assert (forest["subtypes"], forest["abilities"]) == (["Island"], ["{T}: Add {U}."])
    assert replay.final_state["players"][1]["mana_pool"]["U"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("aura, pt, keywords", [("Illusory Wrappings", (0, 2), ["flying", "vigilance"]),
                                                ("Kasmina's Transmutation", (1, 1), [])])
def test_an_aura_sets_the_enchanted_angels_base_power_and_toughness(cards, rules, aura, pt, keywords):
    objects = [obj("wrap", aura, zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("angel", "Serra Angel", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wrap", "targets": ["angel"], "mana_abilities": tapping("i0", "i1", "i2")},
               p("Alice"), p("Bob")]
    angel = objects_in(run(cards, rules, objects, actions).final_state)["angel"]
    assert ((angel["power"], angel["toughness"]), angel["keywords"]) == (pt, keywords)


@pytest.mark.parametrize("text", ["Enchanted land is an Island in addition to its other types.", "Enchanted land is a Gate.",
                                  "Enchanted creature has base power and toughness X/X."])
def test_a_near_miss_aura_line_stays_text_only(text):
    assert not probe(f"Enchant land\n{text}", ("Enchantment",)).played


@pytest.mark.parametrize("rules, keeps", [("2007-02-01", "212.1c"), ("2026-06-19", "205.1b")])
def test_karns_touch_makes_gilded_lotus_a_5_5_artifact_creature(cards, rules, keeps):
    objects = [obj("touch", "Karn's Touch", zone="hand"), obj("i0", "Island"), obj("i1", "Island"), obj("lotus", "Gilded Lotus", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "touch", "targets": ["lotus"], "mana_abilities": tapping("i0", "i1")},
               p("Alice"), p("Bob")]
    replay = run(cards, rules, objects, actions)
    lotus = objects_in(replay.final_state)["lotus"]
    assert (lotus["types"], lotus["power"], lotus["toughness"]) == (["Artifact", "Creature"], 5, 5)
    assert keeps in cited(replay)


@pytest.mark.parametrize("rules, replaced", [("2007-02-01", "212.1b"), ("2026-06-19", "205.1a")])
def test_mistform_seaswift_becomes_the_creature_type_chosen_as_it_resolves(cards, rules, replaced):
    objects = [obj("seaswift", "Mistform Seaswift"), *plains(1)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "seaswift", "ability": 1, "mana_abilities": tapping("p0")},
               p("Alice"), p("Bob", choices={"seaswift": {"creature_type": "Goblin"}})]
    replay = run(cards, rules, objects, actions)
    assert objects_in(replay.final_state)["seaswift"]["subtypes"] == ["Goblin"]
    assert replaced in cited(replay)


def test_bespoke_battlewagon_paid_with_energy_becomes_a_5_6_artifact_creature(cards):
    data = in_main_phase([obj("wagon", "Bespoke Battlewagon")], [{"type": "activate_ability", "player": "Alice", "object": "wagon",
                                                                   "ability": 3}, p("Alice"), p("Bob")], "2026-06-19")
    data["players"][0]["energy"] = 4
    replay = run_scenario(load_scenario(data, cards=cards))
    wagon = objects_in(replay.final_state)["wagon"]
    assert not any(st.refused for st in replay.steps)
    assert (wagon["types"], wagon["subtypes"], wagon["power"], wagon["toughness"]) == (["Artifact", "Creature"], ["Vehicle"], 5, 6)


@pytest.mark.parametrize("text, types", [
    ("{1}: This artifact becomes an artifact creature until end of turn.", ("Artifact",)),
    ("{1}: Target artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.", ("Creature",)),
    ("{1}: Target creature becomes the creature type of your choice until end of turn.", ("Creature",)),
    ("{1}: This creature becomes the creature type of your choice.", ("Creature",)),
])
def test_a_near_miss_type_change_stays_text_only(text, types):
    assert not probe(text, types).played


@pytest.mark.parametrize("rules, layer", [("2007-02-01", "418.5a"), ("2026-06-19", "613.1e")])
def test_ancient_kavu_becomes_colorless(cards, rules, layer):
    objects = [obj("kavu", "Ancient Kavu"), *plains(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "kavu", "ability": 0, "mana_abilities": tapping("p0", "p1")},
               p("Alice"), p("Bob")]
    replay = run(cards, rules, objects, actions)
    assert objects_in(replay.final_state)["kavu"]["colors"] == []
    assert layer in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice, colors", [({"color": "red"}, ["red"]), (None, ["white"])])
def test_kavu_chameleon_becomes_the_color_chosen_as_it_resolves(cards, rules, choice, colors):
    objects = [obj("kavu", "Kavu Chameleon"), obj("f", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "kavu", "ability": 1, "mana_abilities": tapping("f")},
               p("Alice"), p("Bob", **({"choices": {"kavu": choice}} if choice else {}))]
    assert objects_in(run(cards, rules, objects, actions).final_state)["kavu"]["colors"] == colors


@pytest.mark.parametrize("rules", EDITIONS)
def test_cerulean_wisps_makes_a_tapped_creature_blue_and_untaps_it(cards, rules):
    objects = [obj("wisps", "Cerulean Wisps", zone="hand"), obj("i", "Island"), obj("top", "Island", zone="library"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wisps", "targets": ["bears"], "mana_abilities": tapping("i")},
               p("Alice"), p("Bob")]
    bears = objects_in(run(cards, rules, objects, actions).final_state)["bears"]
    assert (bears["colors"], bears["tapped"]) == (["blue"], False)


@pytest.mark.parametrize("text", [
    "{1}: Target spell or permanent becomes white until end of turn.",
    "{1}: This creature becomes white and blue until end of turn.",
    "{1}: Target creature becomes the color of your choice until end of combat.",
    "{1}: Target player becomes blue until end of turn.",
])
def test_a_near_miss_color_change_stays_text_only(text):
    assert not probe(text).played
