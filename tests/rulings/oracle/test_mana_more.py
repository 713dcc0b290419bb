"""Real cards' mana abilities of rulings/oracle/mana_more.py, played from their compiled Oracle
text (mana_more_cards.json: records copied from the pool): lands tapped for mana and their
triggered mana abilities (2007 406.1, 411.3; 2026 605.1b, 605.4a, 106.12a), "This land doesn't
untap during your next untap step" after the mana (2007 302.2, 418.3a; 2026 502.3, 611.2a), the
filter lands' "{U}{U}, {U}{R}, or {R}{R}" (2007 413.2c; 2026 608.2d) and "Add {G} for each ..."."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj

CARDS = Path(__file__).parent / "mana_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)


def play(cards, objects, actions, rules, active="Alice", phase="precombat_main", step=None, refusals=False):
    doc = {"format": 1, "rules": rules, "name": "mana_more", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": phase, "step": step}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert refusals or not any(st.refused for st in replay.steps), log(replay)
    return replay


def tap(oid, ability=0, player="Alice", choice=None):
    action = {"type": "activate_ability", "player": player, "object": oid, "ability": ability}
    if choice is not None:
        action["choice"] = choice
    return action


def pool(replay, player=0):
    return {k: v for k, v in replay.final_state["players"][player]["mana_pool"].items() if v}


def test_the_cards_are_fully_played(compiled):
    for name, card in compiled.items():
        assert card.played, name


# --- lands tapped for mana: triggered mana abilities ------------------------------------
TRIGGERED = {R2007: {"406.1", "411.3"}, R2026: {"605.1b", "605.4a"}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_flare_adds_one_mana_of_the_type_the_land_produced(cards, rules):
    replay = play(cards, [obj("flare", "Mana Flare", "Bob"), obj("forest", "Forest")], [tap("forest")], rules)
    assert pool(replay) == {"G": 2}
    assert "Mana Flare's triggered mana ability triggers and resolves immediately." in log(replay)
    assert TRIGGERED[rules] <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wild_growth_adds_g_to_the_enchanted_lands_controller(cards, rules):
    objects = [obj("forest", "Forest"), obj("island", "Island"), obj("growth", "Wild Growth", "Bob", attached_to="forest")]
    replay = play(cards, objects, [tap("forest")], rules)
    assert pool(replay) == {"G": 2} and pool(replay, 1) == {}
    assert "Alice adds an additional {G} to their mana pool." in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wild_growth_doesnt_trigger_for_another_land(cards, rules):
    objects = [obj("forest", "Forest"), obj("island", "Island"), obj("growth", "Wild Growth", attached_to="forest")]
    replay = play(cards, objects, [tap("island")], rules)
    assert pool(replay) == {"U": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_vernal_bloom_adds_g_only_for_a_forest(cards, rules):
    objects = [obj("forest", "Forest"), obj("island", "Island"), obj("bloom", "Vernal Bloom", "Bob")]
    replay = play(cards, objects, [tap("forest"), tap("island")], rules)
    assert pool(replay) == {"G": 2, "U": 1}


def test_crypt_ghast_adds_b_only_for_its_controllers_swamps(cards):
    objects = [obj("ghast", "Crypt Ghast"), obj("swamp", "Swamp"), obj("bobs", "Swamp", "Bob")]
    replay = play(cards, objects, [tap("swamp"), {"type": "pass_priority", "player": "Alice"}, tap("bobs", player="Bob")], R2026)
    assert pool(replay) == {"B": 2} and pool(replay, 1) == {"B": 1}


@pytest.mark.parametrize("text", [
    "Whenever a player taps a land for mana, its controller adds an additional {G}.",
    "Whenever enchanted land is tapped for mana, that player adds one mana of any type that land produced.",
    "Whenever you tap a Swamp for mana, its controller adds an additional {B}.",
    "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of the chosen color.",
    "Whenever a player taps a land for mana, that player adds one mana of any color.",
])
def test_a_near_miss_trigger_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{G}",
                             "text": "Enchant land\n" + text}).played


# --- "This land doesn't untap during your next untap step." -------------------------------
UNTAP = {R2007: "302.2", R2026: "502.3"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_thalakos_lowlands_adds_the_chosen_mana_and_stays_tapped_in_its_controllers_next_untap_step(cards, rules):
    actions = [{"type": "pass_priority", "player": "Bob"}, tap("lowlands", 1, choice="U"),
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(cards, [obj("lowlands", "Thalakos Lowlands")], actions, rules, active="Bob", phase="end",
                  step="end_of_turn")
    assert "Thalakos Lowlands doesn't untap during Alice's next untap step." in log(replay)
    assert replay.final_state["active_player"] == "Alice"
    assert [o["tapped"] for o in replay.final_state["zones"]["Alice"]["in_play"]] == [True]
    assert UNTAP[rules] in cited(replay)
    assert not replay.final_state["continuous_effects"]  # the effect ends with that untap step


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_effect_waits_through_the_other_players_untap_step(cards, rules):
    actions = [tap("lowlands", 1, choice="W"), {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(cards, [obj("lowlands", "Thalakos Lowlands")], actions, rules, phase="end",
                  step="end_of_turn")
    assert replay.final_state["active_player"] == "Bob"
    assert [e["affects"] for e in replay.final_state["continuous_effects"]] == ["lowlands"]


def test_doesnt_untap_on_a_nonland_stays_text_only():
    assert not compile_card({"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{2}",
                             "text": "{T}: Add {W} or {U}. This land doesn't untap during your next untap step."}).played


# --- filter lands ---------------------------------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice, mana", [("UR", {"U": 1, "R": 1}), ("U", {"U": 2}), ("R", {"R": 2})])
def test_cascade_bluffs_adds_the_option_chosen(cards, rules, choice, mana):
    replay = play(cards, [obj("bluffs", "Cascade Bluffs"), obj("island", "Island")], [tap("island"), tap("bluffs", 1, choice=choice)], rules)
    assert pool(replay) == mana
    assert ("608.2d" if rules == R2026 else "413.2c") in cited(replay)


def test_cascade_bluffs_refuses_an_option_it_doesnt_offer(cards):
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("bluffs", "Cascade Bluffs"), obj("island", "Island")], "actions": [tap("island"), tap("bluffs", 1, choice="UB")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and '"choice"' in replay.steps[-1].events[-1].text


def test_a_filter_with_a_repeated_option_stays_text_only():
    assert not compile_card({"name": "Near Miss", "types": ["Land"], "mana_cost": "",
                             "text": "{U/R}, {T}: Add {U}{U}, {U}{U}, or {R}{R}."}).played


# --- "Add {G} for each ..." -----------------------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_gaeas_cradle_adds_g_for_each_creature_its_controller_controls(cards, rules):
    objects = [obj("cradle", "Gaea's Cradle"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), obj("b3", "Grizzly Bears", "Bob")]
    replay = play(cards, objects, [tap("cradle")], rules)
    assert pool(replay) == {"G": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_cabal_coffers_counts_the_swamps_as_it_resolves(cards, rules):
    objects = [obj("coffers", "Cabal Coffers"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = play(cards, objects, [tap("s1"), tap("s2"), tap("coffers")], rules)
    assert pool(replay) == {"B": 3}


@pytest.mark.parametrize("rules", EDITIONS)
def test_priest_of_titania_counts_every_elf_on_the_battlefield(cards, rules):
    objects = [obj("priest", "Priest of Titania"), obj("elves", "Llanowar Elves", "Bob")]
    replay = play(cards, objects, [tap("priest")], rules)
    assert pool(replay) == {"G": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_viridian_joiner_adds_g_equal_to_its_power(cards, rules):
    replay = play(cards, [obj("joiner", "Viridian Joiner")], [tap("joiner")], rules)
    assert pool(replay) == {"G": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_gaeas_cradle_with_no_creature_adds_nothing_and_is_still_a_mana_ability(cards, rules):
    replay = play(cards, [obj("cradle", "Gaea's Cradle")], [tap("cradle")], rules)
    assert pool(replay) == {}
    assert ("605.2" if rules == R2026 else "406.3") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_battle_hymn_a_spell_adds_r_for_each_creature(cards, rules):
    objects = [obj("hymn", "Battle Hymn", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("b1", "Grizzly Bears"),
               obj("b2", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "hymn", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(cards, objects, actions, rules)
    assert pool(replay) == {"R": 2}


@pytest.mark.parametrize("text", ["{T}: Add {G}{G} for each creature you control.",
                                  "{T}: Add {G} for each Elf card in your graveyard.",
                                  "{T}: Add an amount of {G} equal to this creature's toughness."])
def test_a_near_miss_amount_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Creature"], "subtypes": ["Elf"], "mana_cost": "{G}", "power": "1",
                             "toughness": "1", "text": text}).played


# --- "one mana of any type / color that a land ... could produce" -------------------------------
UNDEFINED = {R2007: "406.6", R2026: "106.7"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_exotic_orchard_adds_a_color_a_land_an_opponent_controls_could_produce(cards, rules):
    objects = [obj("orchard", "Exotic Orchard"), obj("island", "Island"), obj("forest", "Forest", "Bob"), obj("bluffs", "Cascade Bluffs", "Bob")]
    replay = play(cards, objects, [tap("orchard", choice="R")], rules)
    assert pool(replay) == {"R": 1}  # Bob's Cascade Bluffs could produce {R} ({U}{R} or {R}{R})


@pytest.mark.parametrize("rules", EDITIONS)
def test_exotic_orchard_refuses_a_color_no_such_land_could_produce(cards, rules):
    objects = [obj("orchard", "Exotic Orchard"), obj("forest", "Forest", "Bob"), obj("island", "Island", "Bob")]
    replay = play(cards, objects, [tap("orchard", choice="R")], rules, refusals=True)
    refused = [st for st in replay.steps if st.refused]
    assert refused and '"choice" is \'R\'' in log(replay) and pool(replay) == {}


@pytest.mark.parametrize("rules", EDITIONS)
def test_exotic_orchard_without_a_choice_says_which_color_it_takes(cards, rules):
    objects = [obj("orchard", "Exotic Orchard"), obj("forest", "Forest", "Bob"), obj("island", "Island", "Bob")]
    replay = play(cards, objects, [tap("orchard")], rules)
    assert pool(replay) == {"U": 1}  # the first in W, U, B, R, G, C order
    assert 'names no "choice" among {U}, {G}, so the first is taken' in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_exotic_orchard_reads_no_land_of_its_controller(cards, rules):
    replay = play(cards, [obj("orchard", "Exotic Orchard"), obj("island", "Island")], [tap("orchard", choice="U")], rules)
    assert pool(replay) == {}
    assert UNDEFINED[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reflecting_pool_counts_a_land_whose_mana_is_counted_as_it_resolves(cards, rules):
    objects = [obj("pool", "Reflecting Pool"), obj("cradle", "Gaea's Cradle"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [tap("pool", choice="G")], rules)
    assert pool(replay) == {"G": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_reflecting_pools_alone_could_produce_nothing(cards, rules):
    replay = play(cards, [obj("p1", "Reflecting Pool"), obj("p2", "Reflecting Pool")], [tap("p1")], rules)
    assert pool(replay) == {}
    assert UNDEFINED[rules] in cited(replay)


def test_star_compass_reads_only_basic_lands(cards):
    objects = [obj("compass", "Star Compass"), obj("lowlands", "Thalakos Lowlands"), obj("forest", "Forest")]
    replay = play(cards, objects, [tap("compass", 1, choice="G")], R2026)
    assert pool(replay) == {"G": 1}
    objects = [obj("compass", "Star Compass"), obj("lowlands", "Thalakos Lowlands")]
    assert pool(play(cards, objects, [tap("compass", 1, choice="W")], R2026)) == {}


def test_harvester_druid_adds_no_colorless_mana(cards):
    objects = [obj("druid", "Harvester Druid"), obj("cradle", "Cabal Coffers")]  # Cabal Coffers alone could produce no mana (no Swamp)
    assert pool(play(cards, objects, [tap("druid")], R2026)) == {}


@pytest.mark.parametrize("text", ["{T}: Add one mana of any type that a land an opponent controls could produce. Draw a card.",
                                  "{T}: Add two mana of any color that a land an opponent controls could produce.",
                                  "{T}: Add one mana of any color that a creature you control could produce."])
def test_a_near_miss_could_produce_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{2}", "text": text}).played


# --- mana chosen as a triggered ability or a spell resolves ------------------------------------
CHOICE = {R2007: "413.2c", R2026: "608.2d"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_fertile_ground_adds_the_color_named_in_the_actions_choices(cards, rules):
    objects = [obj("forest", "Forest"), obj("fertile", "Fertile Ground", attached_to="forest")]
    replay = play(cards, objects, [{**tap("forest"), "choices": {"fertile": {"mana": "U"}}}], rules)
    assert pool(replay) == {"G": 1, "U": 1}
    assert {CHOICE[rules]} | TRIGGERED[rules] <= cited(replay)


def test_fertile_ground_without_a_choice_is_refused_naming_choices(cards):
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("forest", "Forest"), obj("fertile", "Fertile Ground", attached_to="forest")], "actions": [tap("forest")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and '"choices": {"fertile": {"mana": ...}}' in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("rules", EDITIONS)
def test_dawns_reflection_adds_two_mana_in_the_combination_chosen(cards, rules):
    objects = [obj("plains", "Plains"), obj("dawn", "Dawn's Reflection", attached_to="plains")]
    replay = play(cards, objects, [{**tap("plains"), "choices": {"dawn": {"mana": "BR"}}}], rules)
    assert pool(replay) == {"W": 1, "B": 1, "R": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_quirion_sentinels_trigger_adds_the_color_chosen_as_it_resolves(cards, rules):
    objects = [obj("sentinel", "Quirion Sentinel", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sentinel", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},  # the creature spell resolves
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"sentinel": {"mana": "R"}}}]  # its trigger resolves
    replay = play(cards, objects, actions, rules)
    assert pool(replay) == {"R": 1}
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_manamorphose_adds_the_combination_named_by_the_spells_choice_and_draws(cards, rules):
    objects = [obj("morph", "Manamorphose", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("card", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "morph", "choice": "UG", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(cards, objects, actions, rules)
    assert pool(replay) == {"U": 1, "G": 1}
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["card"]
    assert ("605.5b" if rules == R2026 else "406.2") in cited(replay)


# --- granted mana abilities, a single mana with damage ----------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_cryptolith_rite_gives_a_creature_of_its_controller_a_mana_ability(cards, rules):
    objects = [obj("rite", "Cryptolith Rite"), obj("bears", "Grizzly Bears"), obj("bobs", "Grizzly Bears", "Bob")]
    replay = play(cards, objects, [tap("bears", choice="B")], rules)
    assert pool(replay) == {"B": 1}
    doc = {"format": 1, "rules": rules, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [tap("bobs", player="Bob", choice="B")]}
    assert run_scenario(load_scenario(doc, cards=cards)).steps[-1].refused  # Bob's creature has no such ability


def test_manaweft_sliver_gives_only_slivers_the_ability(cards):
    objects = [obj("sliver", "Manaweft Sliver"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [tap("sliver", 1, choice="W")], R2026)  # its ability 0 is the static one
    assert pool(replay) == {"W": 1}
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [tap("bears", choice="W")]}
    assert run_scenario(load_scenario(doc, cards=cards)).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_barbarian_ring_adds_r_and_deals_1_damage_to_its_controller(cards, rules):
    replay = play(cards, [obj("ring", "Barbarian Ring")], [tap("ring")], rules)
    assert pool(replay) == {"R": 1}
    assert replay.final_state["players"][0]["life"] == 19


@pytest.mark.parametrize("text", ['Creatures you control have "{T}: Add {G}. Draw a card."',
                                  # "{T}: Target player gains 1 life." is read now, by granted_quoted.py; sacrificing a land isn't
                                  'Creatures you control have "{T}, Sacrifice a land: Target player gains 1 life."',
                                  # "Lands you control have ..." is read now, by mana_granted_to_lands.py; "All lands have" isn't
                                  'All lands have "{T}: Add one mana of any color."',
                                  'Snarks creatures you control have "{T}: Add {G}."'])
def test_a_near_miss_grant_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Enchantment"], "mana_cost": "{1}{G}", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_zendikar_resurgent_adds_mana_only_for_its_controllers_lands(cards, rules):
    objects = [obj("wake", "Zendikar Resurgent"), obj("island", "Island"), obj("bobs", "Forest", "Bob")]
    replay = play(cards, objects, [tap("island"), {"type": "pass_priority", "player": "Alice"}, tap("bobs", player="Bob")], rules)
    assert pool(replay) == {"U": 2} and pool(replay, 1) == {"G": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_flare_on_a_land_that_produced_two_types_adds_the_one_its_player_chooses(cards, rules):
    objects = [obj("flare", "Mana Flare", "Bob"), obj("bluffs", "Cascade Bluffs"), obj("island", "Island")]
    replay = play(cards, objects, [tap("island"), {**tap("bluffs", 1, choice="UR"), "choices": {"flare": {"mana": "R"}}}], rules)
    assert pool(replay) == {"U": 2, "R": 2}  # the Island's {U} and Mana Flare's pay {U/R}; then {U}{R} and the {R} chosen
    assert CHOICE[rules] in cited(replay)


def test_mana_flare_on_a_land_that_produced_two_types_without_a_choice_is_refused(cards):
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("flare", "Mana Flare", "Bob"), obj("bluffs", "Cascade Bluffs"), obj("island", "Island")],
           "actions": [tap("island"), tap("bluffs", 1, choice="UR")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and '"choices": {"flare": {"mana": ...}}' in replay.steps[-1].events[-1].text


# --- "choose a color other than green" and "Add {G} or one mana of the chosen color" -------------
@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice, mana", [("G", {"G": 1}), ("U", {"U": 1})])
def test_thriving_grove_adds_g_or_the_chosen_color(cards, rules, choice, mana):
    replay = play(cards, [obj("grove", "Thriving Grove", chosen={"color": "blue"})], [tap("grove", 1, choice=choice)], rules)
    assert pool(replay) == mana
    assert CHOICE[rules] in cited(replay)


def test_thriving_grove_refuses_a_color_that_wasnt_chosen(cards):
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("grove", "Thriving Grove", chosen={"color": "blue"})], "actions": [tap("grove", 1, choice="R")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and '"choice"' in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("rules", EDITIONS)
def test_manor_gate_enters_tapped_with_the_color_chosen(cards, rules):
    actions = [{"type": "play_land", "player": "Alice", "object": "gate", "choices": {"gate": {"color": "black"}}}]
    replay = play(cards, [obj("gate", "Manor Gate", zone="hand")], actions, rules)
    gate = replay.final_state["zones"]["Alice"]["in_play"][0]
    assert gate["tapped"] is True
    assert "Alice chooses color: black" in log(replay)


def test_manor_gate_refuses_green_and_defaults_to_another_color(cards):
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": [obj("gate", "Manor Gate", zone="hand")],
           "actions": [{"type": "play_land", "player": "Alice", "object": "gate", "choices": {"gate": {"color": "green"}}}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and "other than green" in replay.steps[-1].events[-1].text
    replay = play(cards, [obj("gate", "Manor Gate", zone="hand")], [{"type": "play_land", "player": "Alice", "object": "gate"}], R2026)
    assert "Alice chooses color: white (no choice was given: the default)" in log(replay)


@pytest.mark.parametrize("text", ["{T}: Add {G} or one mana of the chosen color.",
                                  "As this land enters, choose a color other than green or white."])
def test_a_chosen_color_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Land"], "mana_cost": "", "text": text}).played


# --- a mana ability with another effect ---------------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_pristine_talisman_adds_c_and_its_controller_gains_1_life_at_once(cards, rules):
    replay = play(cards, [obj("talisman", "Pristine Talisman")], [tap("talisman")], rules)
    assert pool(replay) == {"C": 1} and replay.final_state["players"][0]["life"] == 21
    assert not replay.final_state["stack"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_chromatic_sphere_adds_the_color_chosen_and_draws_a_card(cards, rules):
    objects = [obj("sphere", "Chromatic Sphere"), obj("island", "Island"), obj("card", "Forest", zone="library")]
    replay = play(cards, objects, [tap("island"), tap("sphere", choice="B")], rules)
    assert pool(replay) == {"B": 1}
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["card"]
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]] == ["sphere"]


@pytest.mark.parametrize("text", ["{T}: Add {C}. Target player gains 1 life.", "{T}: Add {C}. Each opponent loses 1 life.",
                                  "{T}: Add {C}. Draw two cards."])
def test_a_near_miss_other_effect_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{1}", "text": text}).played


# --- "Spend this mana only to cast a creature spell of the chosen type" ------------------------
def territory(choice, spell, chosen="Bear"):
    objects = [obj("territory", "Unclaimed Territory", chosen={"creature_type": chosen}), obj("forest", "Forest"),
               obj("spell", spell, zone="hand")]
    actions = [tap("territory", 2, choice=choice), tap("forest"), {"type": "play_spell", "player": "Alice", "object": "spell"}]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_unclaimed_territorys_mana_pays_for_a_creature_spell_of_the_chosen_type(cards, rules):
    objects, actions = territory("G", "Grizzly Bears")
    replay = play(cards, objects, actions, rules)
    assert replay.final_state["stack"][0]["name"] == "Grizzly Bears"
    assert "spend it only to cast a creature spell of the chosen type (Bear)" in log(replay)
    if rules == R2026:
        assert "106.6" in cited(replay)


@pytest.mark.parametrize("chosen", ["Goblin", "Elf"])
def test_unclaimed_territorys_mana_cant_pay_for_a_creature_spell_of_another_type(cards, chosen):
    objects, actions = territory("G", "Grizzly Bears", chosen)
    doc = {"format": 1, "rules": R2026, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused


def test_the_chosen_type_restriction_needs_the_cards_own_choice():
    text = "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type."
    assert not compile_card({"name": "Near Miss", "types": ["Land"], "mana_cost": "", "text": text}).played
