"""Real cards that look at or reveal the top cards of their library and sort them
(rulings/oracle/digging.py, the engine's `dig`), compiled from their Oracle text and
played through the engine under both editions."""
import pytest

from rulings.oracle import compile_card

from .conftest import cited_pairs
from .test_library_cards import RESOLVE, final_zone, log, obj, play

EDITIONS = ("2007-02-01", "2026-06-19")
CARDS = {"bears": "Grizzly Bears", "lions": "Savannah Lions", "angel": "Serra Angel", "elves": "Llanowar Elves",
         "shock": "Shock", "growth": "Titanic Growth", "goblin": "Raging Goblin", "giant": "Hill Giant"}


def library(*ids, owner="Alice"):
    """Cards of a library, top card first: creatures, spells and basic lands by their id's prefix."""
    def name(i):
        for prefix, n in (("forest", "Forest"), ("plains", "Plains"), ("island", "Island"), ("swamp", "Swamp"), ("mountain", "Mountain")):
            if i.startswith(prefix):
                return n
        return CARDS[i.rstrip("0123456789")]
    return [obj(i, name(i), owner, "library") for i in ids]


def lands(name, n, prefix="land"):
    return [obj(f"{prefix}{i}", name) for i in range(n)]


def refused(replay):
    return [st for st in replay.steps if st.refused]


def cast(card_id, choices=None, extra_passes=0):
    """Cast the spell and let it resolve (a creature's enters trigger needs two more passes)."""
    last = {**RESOLVE[1], "choices": choices} if choices else RESOLVE[1]
    if extra_passes:
        return [{"type": "play_spell", "player": "Alice", "object": card_id}, *RESOLVE, RESOLVE[0], last]
    return [{"type": "play_spell", "player": "Alice", "object": card_id}, RESOLVE[0], last]


# -- "You may reveal a [quality] card from among them and put it into your hand. Put the rest ..." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_commune_with_nature_reveals_the_chosen_creature_and_puts_the_rest_on_the_bottom_in_the_chosen_order(lookup, rules):
    objects = [obj("commune", "Commune with Nature", zone="hand"), *lands("Forest", 1),
               *library("forest1", "bears", "shock", "lions", "forest2", "angel")]
    choices = {"commune": {"cards": ["lions"], "bottom": ["forest2", "shock", "bears", "forest1"]}}
    replay = play(lookup, objects, cast("commune", choices), rules)
    assert not refused(replay), log(replay)
    assert "lions" in final_zone(replay, "Alice", "hand")
    assert final_zone(replay, "Alice", "library") == ["angel", "forest2", "shock", "bears", "forest1"]
    text = log(replay)
    assert "Alice looks at the top 5 cards of their library (Forest (forest1), Grizzly Bears, Shock, Savannah Lions, Forest (forest2)); " \
           "reveals and puts Savannah Lions (creature card) into their hand; puts Forest (forest2), Shock, Grizzly Bears, Forest (forest1) " \
           "on the bottom of their library in the chosen order." in text
    arranged = ("217.2d" if rules == "2007-02-01" else "401.4", "library_order_arranged")
    assert arranged in cited_pairs(replay)
    if rules == "2026-06-19":
        assert {("701.20e", "look_at_card"), ("701.20b", "reveal")} <= cited_pairs(replay)
    else:
        assert "Revealing (the February 2007 rules define it only in their glossary" in text


def test_commune_with_nature_refuses_a_card_that_is_not_a_creature_card_naming_the_field(lookup):
    objects = [obj("commune", "Commune with Nature", zone="hand"), *lands("Forest", 1), *library("forest1", "bears", "shock")]
    replay = play(lookup, objects, cast("commune", {"commune": {"cards": ["shock"]}}))
    assert refused(replay)
    assert "choices.commune.cards names shock, which is not a creature card" in log(replay)


def test_commune_with_nature_may_take_nothing(lookup):
    objects = [obj("commune", "Commune with Nature", zone="hand"), *lands("Forest", 1), *library("forest1", "bears", "shock")]
    replay = play(lookup, objects, cast("commune", {"commune": {"cards": []}}))
    assert not refused(replay), log(replay)
    assert "puts no creature card into their hand (the choice names none)" in log(replay)
    assert final_zone(replay, "Alice", "hand") == []
    assert final_zone(replay, "Alice", "library") == ["forest1", "bears", "shock"]  # all three on the bottom, as they were


def test_militia_bugler_puts_the_rest_on_the_bottom_in_a_random_order_the_card_not_the_owner_decides(lookup):
    objects = [obj("bugler", "Militia Bugler", zone="hand"), *lands("Plains", 3),
               *library("angel", "lions", "forest1", "bears", "shock", "growth")]
    replay = play(lookup, objects, cast("bugler", {"bugler": {"cards": ["lions"]}}, extra_passes=True))
    assert not refused(replay), log(replay)
    assert "lions" in final_zone(replay, "Alice", "hand")
    library_now = final_zone(replay, "Alice", "library")
    assert library_now[:2] == ["shock", "growth"] and sorted(library_now[2:]) == ["angel", "bears", "forest1"]
    assert "on the bottom of their library in a random order (the engine draws one random order, the same on every replay; " \
           "in a game no player knows it)" in log(replay)
    assert ("101.1", "card_text_precedence") in cited_pairs(replay)
    assert ("401.4", "library_order_arranged") not in cited_pairs(replay)


def test_militia_bugler_refuses_an_order_for_the_random_bottom(lookup):
    objects = [obj("bugler", "Militia Bugler", zone="hand"), *lands("Plains", 3), *library("angel", "lions", "forest1", "bears")]
    choices = {"bugler": {"cards": ["lions"], "bottom": ["angel", "forest1", "bears"]}}
    replay = play(lookup, objects, cast("bugler", choices, extra_passes=True))
    assert refused(replay)
    assert "the text puts them on the bottom in a random order, which no player chooses" in log(replay)


def test_militia_bugler_takes_only_a_creature_with_power_2_or_less(lookup):
    objects = [obj("bugler", "Militia Bugler", zone="hand"), *lands("Plains", 3), *library("angel", "lions", "forest1", "bears")]
    replay = play(lookup, objects, cast("bugler", {"bugler": {"cards": ["angel"]}}, extra_passes=True))
    assert refused(replay)
    assert "which is not a creature card with power 2 or less" in log(replay)


def test_without_a_choice_the_first_card_that_fits_is_taken_and_the_log_says_so(lookup):
    objects = [obj("bugler", "Militia Bugler", zone="hand"), *lands("Plains", 3), *library("angel", "forest1", "bears", "lions")]
    replay = play(lookup, objects, cast("bugler", extra_passes=True))
    assert not refused(replay), log(replay)
    assert "puts Grizzly Bears (creature card with power 2 or less) into their hand (no choice was given: the first that fits, from the top)" in log(replay)


def test_eclipsed_elf_takes_a_card_of_any_of_the_named_subtypes(lookup):
    objects = [obj("elf", "Eclipsed Elf", zone="hand"), *lands("Swamp", 1), *lands("Forest", 2, "g"),
               *library("bears", "elves", "forest1", "angel")]
    replay = play(lookup, objects, cast("elf", {"elf": {"cards": ["forest1"]}}, extra_passes=True), "2026-06-19")
    assert not refused(replay), log(replay)
    assert "forest1" in final_zone(replay, "Alice", "hand")
    assert "puts Forest (forest1) (Elf, Swamp, or Forest card) into their hand" in log(replay)


def test_thundertrap_trainer_takes_a_noncreature_nonland_card_only(lookup):
    objects = [obj("trainer", "Thundertrap Trainer", zone="hand"), *lands("Island", 2),
               *library("bears", "shock", "forest1", "angel")]
    replay = play(lookup, objects, cast("trainer", {"trainer": {"cards": ["bears"]}}, extra_passes=True), "2026-06-19")
    assert refused(replay)
    assert "which is not a noncreature nonland card" in log(replay)


# -- onto the battlefield --

@pytest.mark.parametrize("rules", EDITIONS)
def test_elvish_rejuvenator_puts_the_chosen_land_into_play_tapped(lookup, rules):
    objects = [obj("rejuvenator", "Elvish Rejuvenator", zone="hand"), *lands("Forest", 3),
               *library("bears", "forest1", "shock", "forest2", "lions", "angel")]
    replay = play(lookup, objects, cast("rejuvenator", {"rejuvenator": {"cards": ["forest2"]}}, extra_passes=True), rules)
    assert not refused(replay), log(replay)
    assert "forest2" in final_zone(replay, "Alice", "in_play")
    forest2 = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "forest2")
    assert forest2.get("tapped") is True
    assert final_zone(replay, "Alice", "library")[0] == "angel"


def test_collected_company_two_permanents_entering_at_once_is_played_now_that_they_enter_together(pool):
    """Two creatures put onto the battlefield at once enter together and see each other (603.6a): the
    engine's dig puts them in in one event (test_dig_together.py plays it)."""
    assert pool["Collected Company"].played


# -- "Put two of them into your hand and the rest ..." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_ancestral_memories_puts_two_into_the_hand_and_the_rest_into_the_graveyard(lookup, rules):
    objects = [obj("memories", "Ancestral Memories", zone="hand"), *lands("Island", 5),
               *library("bears", "lions", "angel", "forest1", "shock", "growth", "elves", "forest2")]
    replay = play(lookup, objects, cast("memories", {"memories": {"cards": ["angel", "shock"]}}), rules)
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"angel", "shock"}
    assert set(final_zone(replay, "Alice", "graveyard")) >= {"bears", "lions", "forest1", "growth", "elves"}
    assert final_zone(replay, "Alice", "library") == ["forest2"]


def test_ancestral_memories_must_put_two_into_the_hand(lookup):
    objects = [obj("memories", "Ancestral Memories", zone="hand"), *lands("Island", 5),
               *library("bears", "lions", "angel", "forest1", "shock", "growth", "elves")]
    replay = play(lookup, objects, cast("memories", {"memories": {"cards": ["angel"]}}))
    assert refused(replay)
    assert "the text puts 2 of them there" in log(replay)


def test_dig_through_time_puts_the_rest_on_the_bottom_in_any_order(lookup):
    objects = [obj("dig", "Dig Through Time", zone="hand"), *lands("Island", 8),
               *library("bears", "lions", "angel", "forest1", "shock", "growth", "elves", "forest2")]
    choices = {"dig": {"cards": ["shock", "growth"], "bottom": ["elves", "angel", "lions", "bears", "forest1"]}}
    replay = play(lookup, objects, cast("dig", choices), "2026-06-19")
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["forest2", "elves", "angel", "lions", "bears", "forest1"]


# -- "Put all [quality] cards revealed this way into your hand and the rest ..." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_ringleader_reveals_four_and_puts_every_goblin_card_into_the_hand(lookup, rules):
    objects = [obj("ringleader", "Goblin Ringleader", zone="hand"), *lands("Mountain", 4),
               *library("goblin1", "bears", "goblin2", "forest1", "angel")]
    replay = play(lookup, objects, cast("ringleader", {"ringleader": {"bottom": ["forest1", "bears"]}}, extra_passes=True), rules)
    assert not refused(replay), log(replay)
    assert {"goblin1", "goblin2"} <= set(final_zone(replay, "Alice", "hand"))
    assert final_zone(replay, "Alice", "library") == ["angel", "forest1", "bears"]
    assert "Alice reveals the top 4 cards of their library" in log(replay)


def test_goblin_ringleader_has_no_choice_of_which_goblins(lookup):
    objects = [obj("ringleader", "Goblin Ringleader", zone="hand"), *lands("Mountain", 4), *library("goblin1", "bears", "goblin2")]
    replay = play(lookup, objects, cast("ringleader", extra_passes=True))
    assert not refused(replay), log(replay)
    assert {"goblin1", "goblin2"} <= set(final_zone(replay, "Alice", "hand"))


def test_lair_delve_puts_every_creature_and_land_card_into_the_hand(lookup):
    objects = [obj("delve", "Lair Delve", zone="hand"), *lands("Forest", 3), *library("forest1", "bears", "shock")]
    replay = play(lookup, objects, cast("delve"))
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"forest1", "bears"}
    assert final_zone(replay, "Alice", "library") == ["shock"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_mulch_puts_the_lands_into_the_hand_and_the_rest_into_the_graveyard(lookup, rules):
    objects = [obj("mulch", "Mulch", zone="hand"), *lands("Forest", 2), *library("forest1", "bears", "forest2", "shock", "angel")]
    replay = play(lookup, objects, cast("mulch"), rules)
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"forest1", "forest2"}
    assert {"bears", "shock"} <= set(final_zone(replay, "Alice", "graveyard"))
    assert final_zone(replay, "Alice", "library") == ["angel"]


# -- "Reveal the top card of your library. If it's a [quality] card, ... Otherwise, ..." --

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("top, where", [("forest1", "in_play"), ("bears", "hand")])
def test_coiling_oracle_puts_a_revealed_land_into_play_and_anything_else_into_the_hand(lookup, rules, top, where):
    objects = [obj("oracle", "Coiling Oracle", zone="hand"), *lands("Forest", 1), *lands("Island", 1, "u"), *library(top, "angel")]
    replay = play(lookup, objects, cast("oracle", extra_passes=True), rules)
    assert not refused(replay), log(replay)
    assert top in final_zone(replay, "Alice", where)
    assert final_zone(replay, "Alice", "library") == ["angel"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_call_of_the_wild_puts_a_noncreature_card_into_the_graveyard(lookup, rules):
    objects = [obj("call", "Call of the Wild"), *lands("Forest", 4), *library("shock", "bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "call", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert "shock" in final_zone(replay, "Alice", "graveyard")
    assert "Alice reveals the top card of their library (Shock); it is not a creature card; puts Shock into their graveyard." in log(replay)


def test_neurok_familiar_puts_a_revealed_artifact_into_the_hand_otherwise_the_graveyard(lookup):
    objects = [obj("familiar", "Neurok Familiar", zone="hand"), *lands("Island", 2), *library("bears")]
    replay = play(lookup, objects, cast("familiar", extra_passes=True))
    assert not refused(replay), log(replay)
    assert "bears" in final_zone(replay, "Alice", "graveyard")


# -- precision: near misses stay text only --

@pytest.mark.parametrize("text", [
    "Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put "
    "them into your hand. Put the rest on the bottom of your library in any order.",
    "Look at the top three cards of your library. You may reveal a creature card of the chosen type from among them and put "
    "it into your hand. Put the rest on the bottom of your library in a random order.",
    "Put the rest on the bottom of your library in a random order.",
    "Reveal the top card of your library. If it's a land card, you may put it onto the battlefield tapped. "
    "If you don't, put it into your graveyard.",
    "Look at the top two cards of your library. If it's a land card, you may put it onto the battlefield tapped.",
    "Reveal the top card of your library. If it's a land card, put it into your hand. Otherwise, put it into your hand.",
    "Look at the top four cards of your library. You may reveal a legendary card from among them and put it into your hand.",
    "Look at the top four cards of your library. You may reveal an artifact card with power 2 or less from among them and put it into your hand.",
])
def test_a_near_miss_stays_text_only(text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text})
    assert not c.played


def test_farsight_ritual_two_looks_of_which_only_one_is_sorted_stays_text_only(pool):
    assert not pool["Farsight Ritual"].played


def test_the_compiled_cards_are_played(pool):
    for name in ("Militia Bugler", "Commune with Nature", "Goblin Ringleader", "Coiling Oracle", "Call of the Wild",
                 "Ancestral Memories", "Dig Through Time", "Elvish Rejuvenator", "Lair Delve",
                 "Neurok Familiar", "Mulch", "Eclipsed Elf", "Thundertrap Trainer"):
        assert pool[name].played, (name, pool[name].why_not)


# -- kinship: "you may look at the top card ... If it shares a creature type with this creature, you may reveal it. If you do, ..." --

def upkeep(lookup, top, choices, rules):
    from rulings.engine import load_scenario, run_scenario
    from .test_library_cards import scenario
    data = scenario([obj("graybeard", "Wandering Graybeard"), *library(top)],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", **choices}], rules)
    data["turn"] = {**data["turn"], "phase": "beginning", "step": "upkeep"}
    return run_scenario(load_scenario(data, cards=lookup))


def life(replay, player="Alice"):
    return next(p["life"] for p in replay.final_state["players"] if p["name"] == player)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wandering_graybeard_reveals_a_giant_and_its_controller_gains_4_life(lookup, rules):
    replay = upkeep(lookup, "giant", {"choices": {"graybeard": {"may": True}}}, rules)
    assert not refused(replay), log(replay)
    assert life(replay) == 24
    assert "Alice looks at the top card of their library (Hill Giant); it shares a creature type with Wandering Graybeard, " \
           "and Alice reveals it." in log(replay)
    assert final_zone(replay, "Alice", "library") == ["giant"]
    if rules == "2026-06-19":
        assert {("701.20b", "reveal"), ("118.12", "if_you_do"), ("608.2d", "choice_on_resolution")} <= cited_pairs(replay)
    else:
        assert ("413.2c", "choice_on_resolution") in cited_pairs(replay)


def test_wandering_graybeard_cannot_reveal_a_card_sharing_no_creature_type(lookup):
    replay = upkeep(lookup, "bears", {"choices": {"graybeard": {"may": True}}}, "2026-06-19")
    assert refused(replay)
    assert "choices.graybeard.may: Grizzly Bears shares no creature type with Wandering Graybeard" in log(replay)


def test_wandering_graybeard_without_a_choice_reveals_nothing_and_gains_nothing(lookup):
    replay = upkeep(lookup, "giant", {}, "2026-06-19")
    assert not refused(replay), log(replay)
    assert life(replay) == 20
    assert "Alice doesn't reveal it (no choice was given: the player doesn't)." in log(replay)


def test_a_kinship_whose_reward_the_engine_cannot_play_stays_text_only(pool):
    assert not pool["Waterspout Weavers"].played  # "each creature you control gains flying until end of turn"


# -- "Put one of them into your hand and the other into your graveyard"; "equal to its mana value"; scry then reveal --

@pytest.mark.parametrize("rules", EDITIONS)
def test_tower_geist_puts_one_of_two_into_the_hand_and_the_other_into_the_graveyard(lookup, rules):
    objects = [obj("geist", "Tower Geist", zone="hand"), *lands("Island", 4), *library("bears", "shock", "angel")]
    replay = play(lookup, objects, cast("geist", {"geist": {"cards": ["shock"]}}, extra_passes=True), rules)
    assert not refused(replay), log(replay)
    assert "shock" in final_zone(replay, "Alice", "hand")
    assert "bears" in final_zone(replay, "Alice", "graveyard")
    assert final_zone(replay, "Alice", "library") == ["angel"]


def confidant(lookup, top, rules):
    from rulings.engine import load_scenario, run_scenario
    from .test_library_cards import scenario
    data = scenario([obj("confidant", "Dark Confidant"), *library(top, "bears")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    data["turn"] = {**data["turn"], "phase": "beginning", "step": "upkeep"}
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dark_confidant_reveals_the_top_card_puts_it_into_the_hand_and_loses_its_mana_value(lookup, rules):
    replay = confidant(lookup, "angel", rules)  # Serra Angel, mana value 5
    assert not refused(replay), log(replay)
    assert "angel" in final_zone(replay, "Alice", "hand")
    assert life(replay) == 15
    assert "Alice reveals the top card of their library (Serra Angel); puts Serra Angel (card) into their hand." in log(replay)


def test_dark_confidant_revealing_a_land_loses_no_life(lookup):
    replay = confidant(lookup, "forest1", "2026-06-19")
    assert not refused(replay), log(replay)
    assert life(replay) == 20 and "forest1" in final_zone(replay, "Alice", "hand")


@pytest.mark.parametrize("rules", EDITIONS)
def test_interpret_the_signs_scries_then_draws_the_mana_value_of_the_new_top_card(lookup, rules):
    objects = [obj("signs", "Interpret the Signs", zone="hand"), *lands("Island", 6),
               *library("forest1", "bears", "angel", "shock", "lions", "growth")]
    replay = play(lookup, objects, cast("signs", {"signs": {"cards": ["forest1"], "top": ["bears", "angel"]}}), rules)
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"bears", "angel"}  # Grizzly Bears has mana value 2
    assert final_zone(replay, "Alice", "library") == ["shock", "lions", "growth", "forest1"]
    assert ("502.36a" if rules == "2007-02-01" else "701.22a", "scry") in cited_pairs(replay)


def test_llanowar_empath_keeps_a_noncreature_card_on_top(lookup):
    objects = [obj("empath", "Llanowar Empath", zone="hand"), *lands("Forest", 4), *library("shock", "bears", "angel")]
    replay = play(lookup, objects, cast("empath", {"empath": {"cards": []}}, extra_passes=True), "2026-06-19")
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library")[0] == "shock"
    assert "it is not a creature card" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mishras_bauble_looks_at_the_top_card_of_the_target_players_library(lookup, rules):
    objects = [obj("bauble", "Mishra's Bauble"), *library("bears"), *library("angel", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bauble", "ability": 0, "targets": ["Bob"]}, *RESOLVE]
    replay = play(lookup, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert "Alice looks at the top card of Bob's library (Serra Angel)." in log(replay)
    assert final_zone(replay, "Bob", "library") == ["angel"]
    assert "bauble" in final_zone(replay, "Alice", "graveyard")


@pytest.mark.parametrize("text", [
    "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
    "Reveal the top two cards of your library. You lose life equal to its mana value.",
    "Look at the top card of your library. You lose life equal to its mana value.",
])
def test_a_near_miss_of_the_one_card_sentences_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played


# -- "Reveal cards from the top of your library until you reveal a [quality] card. Put that card ... and the rest ..." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_clifftop_lookout_puts_the_first_land_revealed_into_play_tapped_and_the_rest_on_the_bottom(lookup, rules):
    objects = [obj("lookout", "Clifftop Lookout", zone="hand"), *lands("Forest", 3),
               *library("bears", "shock", "forest1", "angel", "forest2")]
    replay = play(lookup, objects, cast("lookout", extra_passes=True), rules)
    assert not refused(replay), log(replay)
    forest1 = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "forest1")
    assert forest1.get("tapped") is True
    lib = final_zone(replay, "Alice", "library")
    assert lib[:2] == ["angel", "forest2"] and sorted(lib[2:]) == ["bears", "shock"]
    assert "Alice reveals cards from the top of their library until they reveal a land card: Grizzly Bears, Shock, Forest (forest1)" in log(replay)
    assert ("103.1" if rules == "2007-02-01" else "101.1", "card_text_precedence") in cited_pairs(replay)


def test_hermit_druid_with_no_basic_land_reveals_the_whole_library_into_the_graveyard(lookup):
    objects = [obj("druid", "Hermit Druid"), *lands("Forest", 1), *library("bears", "shock", "angel")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "druid", "ability": 0}, *RESOLVE]
    replay = play(lookup, objects, actions)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == []
    assert {"bears", "shock", "angel"} <= set(final_zone(replay, "Alice", "graveyard"))
    assert "none is a basic land card" in log(replay)


# -- "where X is the number of lands you control"; "Put one of them into your hand and the rest ... in a random order" --

def test_seismic_sense_looks_at_as_many_cards_as_lands_its_controller_controls(lookup):
    objects = [obj("sense", "Seismic Sense", zone="hand"), *lands("Forest", 2),
               *library("shock", "forest1", "bears", "angel")]
    replay = play(lookup, objects, cast("sense", {"sense": {"cards": ["forest1"]}}), "2026-06-19")
    assert not refused(replay), log(replay)
    assert "Alice looks at the top 2 cards of their library (Shock, Forest (forest1))" in log(replay)
    assert "forest1" in final_zone(replay, "Alice", "hand")
    assert final_zone(replay, "Alice", "library") == ["bears", "angel", "shock"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_shimmer_of_possibility_puts_one_into_the_hand_and_three_on_the_bottom_at_random(lookup, rules):
    objects = [obj("shimmer", "Shimmer of Possibility", zone="hand"), *lands("Island", 2),
               *library("shock", "forest1", "bears", "angel", "lions")]
    replay = play(lookup, objects, cast("shimmer", {"shimmer": {"cards": ["angel"]}}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["angel"]
    lib = final_zone(replay, "Alice", "library")
    assert lib[0] == "lions" and sorted(lib[1:]) == ["bears", "forest1", "shock"]
    assert ("103.1" if rules == "2007-02-01" else "101.1", "card_text_precedence") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("top, taken", [("forest1", True), ("bears", False)])
def test_dryad_greenseeker_may_reveal_a_land_on_top_and_put_it_into_the_hand(lookup, rules, top, taken):
    objects = [obj("dryad", "Dryad Greenseeker"), *library(top, "angel")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dryad", "ability": 0}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"dryad": {"cards": [top] if taken else []}}}]
    replay = play(lookup, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert (top in final_zone(replay, "Alice", "hand")) is taken
    assert final_zone(replay, "Alice", "library") == ([] if taken else [top]) + ["angel"]


def test_dryad_greenseeker_cannot_take_a_nonland_card(lookup):
    objects = [obj("dryad", "Dryad Greenseeker"), *library("bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dryad", "ability": 0}, RESOLVE[0],
               {**RESOLVE[1], "choices": {"dryad": {"cards": ["bears"]}}}]
    assert refused(play(lookup, objects, actions))


# -- two piles: Fact or Fiction (an opponent separates, you choose), Steam Augury (you separate, an opponent chooses) --

@pytest.mark.parametrize("rules", EDITIONS)
def test_fact_or_fiction_puts_the_chosen_pile_into_the_hand_and_the_other_into_the_graveyard(lookup, rules):
    objects = [obj("fof", "Fact or Fiction", zone="hand"), *lands("Island", 4),
               *library("bears", "shock", "angel", "forest1", "lions", "growth")]
    choices = {"fof": {"piles": ["angel"], "cards": ["bears", "shock", "forest1", "lions"]}}
    replay = play(lookup, objects, cast("fof", choices), rules)
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"bears", "shock", "forest1", "lions"}
    assert "angel" in final_zone(replay, "Alice", "graveyard")
    assert final_zone(replay, "Alice", "library") == ["growth"]
    assert "Bob separates them into two piles (Serra Angel / Grizzly Bears, Shock, Forest, Savannah Lions); " \
           "Alice chooses one" in log(replay)


def test_fact_or_fiction_refuses_a_hand_that_is_not_one_of_the_piles(lookup):
    objects = [obj("fof", "Fact or Fiction", zone="hand"), *lands("Island", 4), *library("bears", "shock", "angel", "forest1", "lions")]
    replay = play(lookup, objects, cast("fof", {"fof": {"piles": ["angel"], "cards": ["angel", "bears"]}}))
    assert refused(replay)
    assert "choices.fof.cards must be one of the two piles" in log(replay)


def test_steam_augury_is_separated_by_its_caster_and_chosen_by_the_opponent(lookup):
    objects = [obj("augury", "Steam Augury", zone="hand"), *lands("Island", 3), *lands("Mountain", 2, "m"),
               *library("bears", "shock", "angel", "forest1", "lions")]
    replay = play(lookup, objects, cast("augury", {"augury": {"piles": ["angel", "shock"], "cards": ["bears", "forest1", "lions"]}}),
                  "2026-06-19")
    assert not refused(replay), log(replay)
    assert "Alice separates them into two piles (Shock, Serra Angel / Grizzly Bears, Forest, Savannah Lions); Bob chooses one" \
        in log(replay)
    assert {"angel", "shock"} <= set(final_zone(replay, "Alice", "graveyard"))


@pytest.mark.parametrize("text", [
    "Reveal the top five cards of your library. An opponent separates those cards into two piles.",
    "Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles.",
    "Look at the top five cards of your library. An opponent separates those cards into two piles. "
    "Put one pile into your hand and the other into your graveyard.",
])
def test_an_unfinished_or_looked_at_pile_split_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{3}{U}", "types": ["Instant"], "text": text}).played


# -- "a creature card and/or a land card": at most one card of each kind --

def gift(lookup, choices, rules="2026-06-19", top=("bears", "lions", "forest1", "shock", "angel")):
    objects = [obj("gift", "Gift of the Gargantuan", zone="hand"), *lands("Forest", 3), *library(*top)]
    return play(lookup, objects, cast("gift", choices), rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gift_of_the_gargantuan_takes_a_creature_and_a_land(lookup, rules):
    replay = gift(lookup, {"gift": {"cards": ["lions", "forest1"], "bottom": ["bears", "shock"]}}, rules)
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"lions", "forest1"}
    assert final_zone(replay, "Alice", "library") == ["angel", "bears", "shock"]
    assert "(a creature card and/or a land card)" in log(replay)


def test_gift_of_the_gargantuan_refuses_two_creatures(lookup):
    replay = gift(lookup, {"gift": {"cards": ["bears", "lions"]}})
    assert refused(replay)
    assert "the text takes at most one card of each kind" in log(replay)


def test_gift_of_the_gargantuan_without_a_choice_takes_the_first_of_each_kind(lookup):
    replay = gift(lookup, {})
    assert not refused(replay), log(replay)
    assert set(final_zone(replay, "Alice", "hand")) == {"bears", "forest1"}


# -- "Mill two cards. You may put a permanent card from among the milled cards into your hand." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_seed_of_hope_returns_a_milled_permanent_card_to_the_hand(lookup, rules):
    objects = [obj("seed", "Seed of Hope", zone="hand"), *lands("Forest", 1), *library("shock", "bears", "angel")]
    replay = play(lookup, objects, cast("seed", {"seed": {"cards": ["bears"]}}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["bears"]
    assert "shock" in final_zone(replay, "Alice", "graveyard")
    assert final_zone(replay, "Alice", "library") == ["angel"]
    assert life(replay) == 22


def test_seed_of_hope_cannot_take_a_milled_instant(lookup):
    objects = [obj("seed", "Seed of Hope", zone="hand"), *lands("Forest", 1), *library("shock", "bears", "angel")]
    replay = play(lookup, objects, cast("seed", {"seed": {"cards": ["shock"]}}))
    assert refused(replay)
    assert "which is not a permanent card" in log(replay)


def test_seed_of_hope_cannot_take_a_card_that_was_not_milled(lookup):
    objects = [obj("seed", "Seed of Hope", zone="hand"), *lands("Forest", 1), *library("shock", "bears", "angel")]
    replay = play(lookup, objects, cast("seed", {"seed": {"cards": ["angel"]}}))
    assert refused(replay)
