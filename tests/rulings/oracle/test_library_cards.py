"""Real cards that use the library and the graveyard (rulings/oracle/library.py):
scry, surveil, mill, search and shuffle, investigate, Food, cycling and
landcycling, compiled from their Oracle text and played through the engine."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited_pairs, log, obj

EDITIONS = ("2007-02-01", "2026-06-19")


def scenario(objects, actions, rules="2026-06-19", phase="precombat_main"):
    return {"format": 1, "rules": rules, "name": "library", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase},
            "objects": objects, "actions": actions}


NAMES = {"bears1": "Grizzly Bears", "bears2": "Savannah Lions", "bears3": "Serra Angel"}


def library(*ids, owner="Alice"):
    """Cards of a library, top card first (three creatures of distinct names, and basic lands)."""
    return [obj(i, "Forest" if i.startswith("forest") else "Swamp" if i.startswith("swamp") else NAMES[i], owner, "library")
            for i in ids]


def play(lookup, objects, actions, rules="2026-06-19"):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    return replay


def final_zone(replay, player, zone):
    """The ids of a zone after the last step; a library top card first."""
    ids = [o["id"] for o in replay.final_state["zones"][player][zone]]
    return ids[::-1] if zone == "library" else ids


RESOLVE = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_opt_scries_the_chosen_card_to_the_bottom_then_draws(lookup, rules):
    objects = [obj("opt", "Opt", zone="hand"), obj("island", "Island"), *library("bears1", "bears2", "bears3")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "opt"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"opt": {"cards": ["bears1"]}}}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Alice scries 1: looks at the top 1 card of their library (Grizzly Bears), puts Grizzly Bears on the bottom and none on top." in log(replay)
    assert "Alice draws a card (Savannah Lions)" in log(replay)
    assert (final_zone(replay, "Alice", "library")) == ["bears3", "bears1"]
    assert (("502.36a" if rules == "2007-02-01" else "701.22a"), "scry") in cited_pairs(replay)


def test_rampant_growth_puts_a_basic_land_onto_the_battlefield_tapped_then_shuffles(lookup):
    objects = [obj("growth", "Rampant Growth", zone="hand"), obj("forest", "Forest"), obj("forest0", "Forest"),
               *library("bears1", "forest2", "bears2")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth"}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    text = log(replay)
    assert "Alice searches their library for a basic land card: finds Forest (forest2) (no choice was given: the first that match from the top); puts it onto the battlefield tapped." in text
    assert "Alice shuffles their library" in text
    assert "forest2" in (final_zone(replay, "Alice", "in_play"))
    assert sorted((final_zone(replay, "Alice", "library"))) == ["bears1", "bears2"]
    assert {("701.23a", "search"), ("701.24a", "shuffle")} <= cited_pairs(replay)


def test_a_search_may_find_nothing_when_the_choice_says_so(lookup):
    objects = [obj("growth", "Rampant Growth", zone="hand"), obj("forest", "Forest"), obj("forest0", "Forest"), *library("forest2")]
    pick = {"choices": {"growth": {"cards": []}}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth"}, RESOLVE[0], {**RESOLVE[1], **pick}]
    replay = play(lookup, objects, actions)
    assert "finds none" in log(replay)
    assert ("701.23b", "search_stated_quality") in cited_pairs(replay)
    assert (final_zone(replay, "Alice", "library")) == ["forest2"]


def test_a_search_choice_naming_a_card_that_does_not_match_is_refused_naming_the_field(lookup):
    objects = [obj("growth", "Rampant Growth", zone="hand"), obj("forest", "Forest"), obj("forest0", "Forest"), *library("bears1", "forest2")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"growth": {"cards": ["bears1"]}}}]
    replay = play(lookup, objects, actions)
    refused = [st for st in replay.steps if st.refused]
    assert refused and "choices.growth.cards names bears1" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_twisted_abomination_swampcycling_from_the_hand(lookup, rules):
    objects = [obj("abom", "Twisted Abomination", zone="hand"), obj("swamp0", "Swamp"), obj("swamp1", "Swamp"),
               *library("bears1", "swamp2")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "abom", "ability": 1}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    text = log(replay)
    assert "Alice discards Twisted Abomination as a cost." in text
    assert "finds Swamp (swamp2)" in text and "reveals it and puts it into their hand" in text
    assert "swamp2" in (final_zone(replay, "Alice", "hand"))
    assert "abom" in (final_zone(replay, "Alice", "graveyard"))
    assert (("502.18c", "landcycling") if rules == "2007-02-01" else ("702.29e", "landcycling")) in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_disciple_of_malice_cycles_for_a_card(lookup, rules):
    objects = [obj("disciple", "Disciple of Malice", zone="hand"), obj("swamp0", "Swamp"), obj("swamp1", "Swamp"), *library("bears1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "disciple", "ability": 1}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Alice draws a card (Grizzly Bears)" in log(replay)
    assert (("502.18a" if rules == "2007-02-01" else "702.29a"), "cycling") in cited_pairs(replay)


def test_cycling_is_refused_while_the_card_is_on_the_battlefield(lookup):
    objects = [obj("disciple", "Disciple of Malice"), obj("swamp0", "Swamp"), obj("swamp1", "Swamp"), *library("bears1")]
    replay = play(lookup, objects, [{"type": "activate_ability", "player": "Alice", "object": "disciple", "ability": 1}])
    assert replay.steps[-1].refused
    assert "works only while it is in the hand" in log(replay)


def test_thraben_inspector_investigates_and_the_clue_draws(lookup):
    objects = [obj("inspector", "Thraben Inspector", zone="hand"), obj("plains", "Plains"),
               obj("i1", "Island"), obj("i2", "Island"), *library("bears1")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "inspector"}, *RESOLVE, *RESOLVE,
               {"type": "activate_ability", "player": "Alice", "object": "clue", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    text = log(replay)
    assert "Alice investigates: they create a Clue token." in text
    assert "Alice sacrifices Clue as a cost." in text
    assert "Alice draws a card (Grizzly Bears)" in text
    assert {("701.16a", "investigate"), ("111.10f", "clue_token")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glimpse_the_unthinkable_mills_ten_or_as_many_as_there_are(lookup, rules):
    objects = [obj("glimpse", "Glimpse the Unthinkable", zone="hand"), obj("i1", "Island"), obj("s1", "Swamp"),
               *library("bears1", "bears2", "bears3", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "glimpse", "targets": ["Bob"]}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (final_zone(replay, "Bob", "graveyard")) == ["bears1", "bears2", "bears3"]
    if rules == "2026-06-19":
        assert "Bob mills 10 cards: Grizzly Bears, Savannah Lions, Serra Angel (only 3 in the library)." in log(replay)
        assert {("701.17a", "mill"), ("701.17b", "mill_as_many_as_possible")} <= cited_pairs(replay)
    else:
        assert "Bob puts the top 10 cards of their library into their graveyard" in log(replay)
        assert "mill" not in {c for _, c in cited_pairs(replay)}


def test_doom_whisperer_surveils_one_card_into_the_graveyard_and_orders_the_other(lookup):
    objects = [obj("doom", "Doom Whisperer"), *library("bears1", "bears2", "bears3")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "doom", "ability": 2}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"doom": {"cards": ["bears2"]}}}]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (final_zone(replay, "Alice", "graveyard")) == ["bears2"]
    assert (final_zone(replay, "Alice", "library")) == ["bears1", "bears3"]
    assert ("701.25a", "surveil") in cited_pairs(replay)


def test_surveil_under_2007_says_its_rule_is_later(lookup):
    objects = [obj("doom", "Doom Whisperer"), *library("bears1", "bears2")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "doom", "ability": 2}, *RESOLVE]
    replay = play(lookup, objects, actions, "2007-02-01")
    assert "Surveil (a rule later than February 2007: cited only under the 2026 rules" in log(replay)


def test_bake_into_a_pie_destroys_and_creates_a_food_that_gains_three_life(lookup):
    objects = [obj("pie", "Bake into a Pie", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(6)],
               obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pie", "targets": ["bears"]}, *RESOLVE,
               {"type": "activate_ability", "player": "Alice", "object": "food", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Alice creates 1 colorless Food artifact token (food)." in log(replay)
    assert "Alice gains 3 life (23 life)" in log(replay)
    assert ("111.10b", "food_token") in cited_pairs(replay)


def test_activating_a_token_before_its_effect_made_it_is_refused_not_a_crash(lookup):
    """The loader accepts "food" (a card could make it); activated before it exists, the action
    is refused naming it, and the replay goes on."""
    objects = [obj("pie", "Bake into a Pie", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(6)],
               obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "food", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "pie", "targets": ["bears"]}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert replay.steps[1].refused and 'no object "food" exists now' in log(replay)
    assert "Alice creates 1 colorless Food artifact token (food)." in log(replay)


def test_demonic_tutor_must_find_a_card_when_the_library_has_one(lookup):
    objects = [obj("tutor", "Demonic Tutor", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), *library("bears1")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tutor"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"tutor": {"cards": []}}}]
    replay = play(lookup, objects, actions)
    assert replay.steps[-1].refused
    assert ("701.23d", "search_quantity") in {(c.rule, c.concept) for c in replay.steps[-1].citations}


@pytest.mark.parametrize("text", [
    # ("... for a card named Shock, reveal it, ..." is read: named_searches.py)
    "You may search your library for a card named Shock and/or a card named Opt, reveal them, put them into your hand, then shuffle.",
    "You may search your library for a basic land card, put it onto the battlefield tapped. If you do, shuffle.",
    "Search your library for a basic land card with mana value 2, put it into your hand, then shuffle.",
    "Search your library for up to two cards, put them into your hand, then shuffle.",
    "Scry 1, then you may draw a card.",
    "Target creature mills two cards.",
    "Create a Food token and a Clue tokens.",  # (a Food token and a Clue token is read: several_tokens.py)
    "Look at the top three cards of your library. Put one of them into your hand and the other on the bottom of your library.",
    "Put one of them into your hand and the rest into your graveyard.",
    "Look at the top card of your library. You may put that card into your graveyard.",
    "Put target creature on top of its owner's library in any order.",
    "When you cycle this card, you may gain 2 life for each Forest you control.",
])
def test_a_near_miss_stays_text_only(text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text})
    assert not c.played


@pytest.mark.parametrize("text", ["Affinitycycling {2}", "Cycling {X}", "Cycling—Pay 2 life."])
def test_a_cycling_keyword_the_engine_does_not_follow_stays_text_only(text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not c.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sage_owl_looks_at_the_top_four_and_puts_them_back_in_the_chosen_order(lookup, rules):
    objects = [obj("owl", "Sage Owl", zone="hand"), *[obj(f"i{i}", "Island") for i in range(2)], obj("f", "Forest"),
               *library("bears1", "bears2", "bears3", "forest4", "forest5")]
    order = {"owl": {"top": ["forest4", "bears3", "bears1", "bears2"]}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "owl"}, *RESOLVE, RESOLVE[0], {**RESOLVE[1], "choices": order}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "library") == ["forest4", "bears3", "bears1", "bears2", "forest5"]
    assert ("217.2d" if rules == "2007-02-01" else "401.4", "library_order_arranged") in cited_pairs(replay)


def test_compelling_argument_a_sorcery_cycles_from_the_hand(lookup):
    objects = [obj("argument", "Compelling Argument", zone="hand"), obj("island", "Island"), *library("bears1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "argument", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["bears1"]
    assert ("702.29a", "cycling") in cited_pairs(replay)


def test_ghoulcallers_bell_each_player_mills_a_card(lookup):
    objects = [obj("bell", "Ghoulcaller's Bell"), *library("bears1", "bears2"), *library("bears3", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bell", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "graveyard") == ["bears1"] and final_zone(replay, "Bob", "graveyard") == ["bears3"]
    assert final_zone(replay, "Alice", "library") == ["bears2"]


def test_stir_the_sands_when_you_cycle_it_triggers_from_the_graveyard_and_resolves_first(lookup):
    objects = [obj("sands", "Stir the Sands", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(4)], *library("bears1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sands", "ability": 0}, *RESOLVE, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    text = log(replay)
    assert text.index("Alice creates 1 2/2 black Zombie creature token (zombie).") < text.index("Alice draws a card (Grizzly Bears)")
    assert ("702.29c", "cycle_trigger") in cited_pairs(replay)
    assert "zombie" in final_zone(replay, "Alice", "in_play")


def test_igneous_pouncer_has_two_typecycling_abilities(lookup, pool):
    abilities = [ab for ab in pool["Igneous Pouncer"].definition["abilities"] if ab.get("cycling")]
    assert [ab["effect"][0]["for"] for ab in abilities] == [{"subtypes": ["Swamp"]}, {"subtypes": ["Mountain"]}]
    objects = [obj("pouncer", "Igneous Pouncer", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp"), *library("bears1", "forest2")]
    objects.append(obj("mountain3", "Mountain", zone="library"))
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pouncer", "ability": 2}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["mountain3"]


@pytest.mark.parametrize("rules, number", [("2007-02-01", "502.48a"), ("2026-06-19", "702.53a")])
def test_dimir_house_guard_transmutes_for_a_card_of_mana_value_four(lookup, rules, number):
    objects = [obj("guard", "Dimir House Guard", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(3)],
               *library("bears1", "bears3"), obj("giant", "Hill Giant", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 2}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "finds Hill Giant" in log(replay)
    assert final_zone(replay, "Alice", "hand") == ["giant"]
    assert (number, "transmute") in cited_pairs(replay)


def test_transmute_is_refused_at_instant_speed(lookup):
    objects = [obj("guard", "Dimir House Guard", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(3)], *library("bears1"),
               obj("opt", "Opt", zone="hand"), obj("island", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "opt"},  # Alice keeps priority: the stack isn't empty
               {"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 2}]
    replay = play(lookup, objects, actions)
    assert replay.steps[-1].refused and ("702.53a", "transmute") not in cited_pairs(replay)
    assert "only any time the player activating it (Alice) could cast a sorcery" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_excommunicate_puts_the_creature_on_top_of_its_owners_library(lookup, rules):
    objects = [obj("ex", "Excommunicate", zone="hand"), *[obj(f"p{i}", "Plains") for i in range(3)],
               obj("lions", "Savannah Lions", "Bob"), *library("bears1", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ex", "targets": ["lions"]}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Bob", "library") == ["lions", "bears1"]
    assert "Savannah Lions is put on top of its owner's library." in log(replay)


def test_gone_missing_puts_a_permanent_on_top_and_investigates(lookup):
    objects = [obj("gone", "Gone Missing", zone="hand"), *[obj(f"i{i}", "Island") for i in range(5)],
               obj("lions", "Savannah Lions", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gone", "targets": ["lions"]}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Bob", "library") == ["lions"]
    assert "clue" in final_zone(replay, "Alice", "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_sleight_of_hand_takes_the_chosen_card_and_puts_the_other_on_the_bottom(lookup, rules):
    objects = [obj("sleight", "Sleight of Hand", zone="hand"), obj("island", "Island"), *library("bears1", "bears2", "bears3")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sleight"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"sleight": {"cards": ["bears2"]}}}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["bears2"]
    assert final_zone(replay, "Alice", "library") == ["bears3", "bears1"]


def test_strategic_planning_puts_one_into_the_hand_and_the_rest_into_the_graveyard(lookup):
    objects = [obj("plan", "Strategic Planning", zone="hand"), *[obj(f"i{i}", "Island") for i in range(2)],
               *library("bears1", "bears2", "bears3", "forest4")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "plan"}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "puts Grizzly Bears into their hand (no choice was given: the top card) and Savannah Lions, Serra Angel into their graveyard." in log(replay)
    assert final_zone(replay, "Alice", "library") == ["forest4"]
    assert ("701.20e", "look_at_card") in cited_pairs(replay)


def test_a_choice_of_two_cards_for_the_hand_is_refused(lookup):
    objects = [obj("plan", "Strategic Planning", zone="hand"), *[obj(f"i{i}", "Island") for i in range(2)],
               *library("bears1", "bears2", "bears3")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "plan"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"plan": {"cards": ["bears1", "bears2"]}}}]
    replay = play(lookup, objects, actions)
    assert replay.steps[-1].refused and "choices.plan.cards must name the one card put into the hand" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_vampiric_tutor_puts_the_chosen_card_on_top_after_the_shuffle(lookup, rules):
    objects = [obj("tutor", "Vampiric Tutor", zone="hand"), obj("swamp", "Swamp"), *library("bears1", "bears2", "bears3", "forest4")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tutor"}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"tutor": {"cards": ["forest4"]}}}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    library_now = final_zone(replay, "Alice", "library")
    assert library_now[0] == "forest4" and sorted(library_now[1:]) == ["bears1", "bears2", "bears3"]
    assert "Alice loses 2 life (18 life)." in log(replay)
    if rules == "2026-06-19":
        assert ("701.24b", "search_shuffle_found_apart") in cited_pairs(replay)


def test_mystical_tutor_finds_only_an_instant_or_sorcery(lookup):
    objects = [obj("tutor", "Mystical Tutor", zone="hand"), obj("island", "Island"), *library("bears1"),
               obj("opt2", "Opt", zone="library"), obj("growth2", "Rampant Growth", zone="library")]
    refused = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "tutor"}, RESOLVE[0],
                                     {**RESOLVE[1], "choices": {"tutor": {"cards": ["bears1"]}}}])
    assert refused.steps[-1].refused
    replay = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "tutor"}, RESOLVE[0],
                                    {**RESOLVE[1], "choices": {"tutor": {"cards": ["growth2"]}}}])
    assert final_zone(replay, "Alice", "library")[0] == "growth2"
    assert "searches their library for an instant or sorcery card: finds Rampant Growth; reveals it," in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reminisce_shuffles_a_graveyard_into_its_library(lookup, rules):
    objects = [obj("rem", "Reminisce", zone="hand"), *[obj(f"i{i}", "Island") for i in range(3)],
               obj("dead", "Grizzly Bears", "Bob", "graveyard"), *library("bears2", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rem", "targets": ["Bob"]}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Bob", "graveyard") == []
    assert sorted(final_zone(replay, "Bob", "library")) == ["bears2", "dead"]


def test_beamsaw_prospector_dies_and_its_lander_fetches_a_basic_land_tapped(lookup):
    objects = [obj("prospector", "Beamsaw Prospector"), obj("bolt", "Lightning Bolt", "Bob", "hand"), obj("m", "Mountain", "Bob"),
               *[obj(f"p{i}", "Plains") for i in range(2)], *library("bears1", "forest2")]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["prospector"]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               *RESOLVE, {"type": "activate_ability", "player": "Alice", "object": "lander", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    in_play = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert in_play["forest2"]["tapped"]


WAYFINDER = [obj("wayfinder", "Civic Wayfinder", zone="hand"), *[obj(f"f{i}", "Forest") for i in range(3)],
             *library("bears1", "bears2", "bears3", "forest4")]
WAYFINDER_ACTIONS = [{"type": "play_spell", "player": "Alice", "object": "wayfinder"}, *RESOLVE, RESOLVE[0]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_civic_wayfinder_may_search_and_does_without_a_choice(lookup, rules):
    replay = play(lookup, WAYFINDER, [*WAYFINDER_ACTIONS, RESOLVE[1]], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Alice may search their library (no choice was given: they search)." in log(replay)
    assert final_zone(replay, "Alice", "hand") == ["forest4"]


def test_civic_wayfinder_declining_the_search_leaves_the_library_unshuffled(lookup):
    replay = play(lookup, WAYFINDER, [*WAYFINDER_ACTIONS, {**RESOLVE[1], "choices": {"wayfinder": {"search": False}}}])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Alice chooses not to search their library (so it isn't shuffled either)." in log(replay)
    assert "shuffles" not in log(replay)
    assert final_zone(replay, "Alice", "library") == ["bears1", "bears2", "bears3", "forest4"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_wayward_soul_puts_itself_on_top_of_its_owners_library(lookup, rules):
    objects = [obj("soul", "Wayward Soul"), obj("island", "Island"), *library("bears1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "soul", "ability": 1}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "library") == ["soul", "bears1"]


def test_chronostutter_puts_the_creature_second_from_the_top(lookup):
    objects = [obj("stutter", "Chronostutter", zone="hand"), *[obj(f"i{i}", "Island") for i in range(6)],
               obj("lions", "Savannah Lions", "Bob"), *library("bears1", "bears2", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "stutter", "targets": ["lions"]}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Bob", "library") == ["bears1", "lions", "bears2"]


def test_you_may_search_then_put_on_top_is_one_optional_instruction():
    text = "When this creature enters, you may search your library for a basic land card, reveal it, then shuffle and put that card on top."
    c = compile_card({"name": "Scout", "mana_cost": "{1}{G}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert c.played
    assert c.definition["abilities"][0]["effect"] == [{"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]},
                                                        "into": "top", "reveal": True, "optional": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_impulse_takes_one_and_puts_the_rest_on_the_bottom_in_the_chosen_order(lookup, rules):
    objects = [obj("impulse", "Impulse", zone="hand"), *[obj(f"i{i}", "Island") for i in range(2)],
               *library("bears1", "bears2", "bears3", "forest4", "forest5")]
    pick = {"impulse": {"cards": ["bears3"], "bottom": ["forest4", "bears1", "bears2"]}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "impulse"}, RESOLVE[0], {**RESOLVE[1], "choices": pick}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["bears3"]
    assert final_zone(replay, "Alice", "library") == ["forest5", "forest4", "bears1", "bears2"]


def test_impulse_with_a_bottom_order_missing_a_card_is_refused_naming_the_field(lookup):
    objects = [obj("impulse", "Impulse", zone="hand"), *[obj(f"i{i}", "Island") for i in range(2)],
               *library("bears1", "bears2", "bears3", "forest4")]
    pick = {"impulse": {"cards": ["bears3"], "bottom": ["forest4"]}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "impulse"}, RESOLVE[0], {**RESOLVE[1], "choices": pick}]
    replay = play(lookup, objects, actions)
    assert replay.steps[-1].refused and "choices.impulse.bottom must name each card put on the bottom once" in log(replay)
