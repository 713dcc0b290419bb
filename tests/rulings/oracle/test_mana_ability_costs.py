"""Mana abilities whose cost sacrifices, discards or taps something besides the source
(rulings/oracle/mana_ability_costs.py), played from real cards' Oracle text (mana_ability_costs_cards.json:
records copied from the pool): "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar), "Sacrifice a
Goblin: Add {R}." (Skirk Prospector), "{T}, Sacrifice a Swamp: Add {B}{B}{B}{B}." (Lake of the Dead),
"{B}, {T}, Discard a card: Add {B}{B}{B}." (Bog Witch), "Tap three untapped creatures you control: Add
{G}{G}{G}." (The Massive Zatcatl)... The action's `pay` names what the cost sacrifices, discards or
taps (2007 403.1, 406.1, 411.1-2; 2026 602.1a, 605.1a, 605.3a-b); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, pool_of, refused, zone_of

CARDS = Path(__file__).parent / "mana_ability_costs_cards.json"
POOL_TOO = True  # Grizzly Bears, Llanowar Elves, Ornithopter and Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
#: the rules each edition cites for a mana ability activated on its own and for its cost
MANA_ABILITY = {R2007: {"406.1", "411.2", "403.1"}, R2026: {"605.1a", "605.3a", "602.1a"}}
PLAYED = ["Ashnod's Altar", "Krark-Clan Ironworks", "Skirk Prospector", "Lake of the Dead", "Krark-Clan Stoker", "Bog Witch",
          "Overeager Apprentice", "Transmogrant Altar", "Goblin Clearcutter", "Phyrexian Tower", "Seton, Krosan Protector",
          "Skirge Familiar", "The Massive Zatcatl", "Kykar, Wind's Fury", "Orcish Lumberjack", "Elvish Spirit Guide",
          "Simian Spirit Guide", "Heritage Druid", "Birchlore Rangers"]
#: a spending restriction not read ("Vampire, Cleric, and/or Demon spells", "artifact spells or activate abilities of
#: artifacts"), costs not read ("Tap two untapped tokens", "Sacrifice X Goats", "Discard your hand", "a token named
#: Wood"), a limit on when it may be activated, mana of the sacrificed land's type (Priest of Yawgmoth's amount from the
#: sacrificed artifact: test_mana_from_sacrificed.py)
NEAR_MISSES = ["Master of Dark Rites", "Grand Architect", "Springjack Pasture", "Diamond Lion", "The Food Court",
               "Jungle Patrol", "Squandered Resources", "Lion's Eye Diamond", "Baylen, the Haymaker"]  # "two untapped tokens"


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana ability costs"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_mana_abilities_with_other_costs_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_mana_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ashnods_altar_sacrifices_the_creature_named_in_pay_for_two_colorless(cards, rules):
    replay = play(cards, [obj("altar", "Ashnod's Altar"), obj("bears", "Grizzly Bears")],
                  [activate("altar", pay={"sacrifice": ["bears"]})], rules)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "altar") == "in_play"
    assert pool_of(replay) == {"C": 2}, log(replay)
    assert MANA_ABILITY[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ashnods_altar_pays_for_a_spell_with_the_creature_named_in_its_mana_abilities_entry(cards, rules):
    objects = [obj("altar", "Ashnod's Altar"), obj("elves", "Llanowar Elves"), obj("f", "Forest"),
               obj("bears", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "altar", "pay": {"sacrifice": ["elves"]}}, {"object": "f"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "elves") == "graveyard", log(replay)
    assert {R2007: "409.1g", R2026: "601.2g"}[rules] in cited(replay), sorted(cited(replay))


def test_ashnods_altar_is_never_paid_with_a_creature_the_action_does_not_name(cards):
    """Casting a spell without naming mana abilities: the engine looks for a way to pay but never
    chooses a creature to sacrifice for a player, so the Altar isn't used and the spell is refused."""
    objects = [obj("altar", "Ashnod's Altar"), obj("elves", "Llanowar Elves", tapped=True), obj("f", "Forest"),
               obj("bears", "Grizzly Bears", zone="hand")]
    replay = run(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bears"}], R2026)
    assert refused(replay)
    assert zone_of(replay, "elves") == "in_play" and zone_of(replay, "bears") == "hand"


def test_ashnods_altar_without_a_creature_named_is_refused_saying_what_is_missing(cards):
    replay = run(cards, [obj("altar", "Ashnod's Altar"), obj("bears", "Grizzly Bears")], [activate("altar")], R2026)
    assert refused(replay) and "none was chosen" in log(replay)
    assert zone_of(replay, "bears") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_krark_clan_ironworks_sacrifices_an_artifact_not_a_creature(cards, rules):
    objects = [obj("kci", "Krark-Clan Ironworks"), obj("thopter", "Ornithopter"), obj("bears", "Grizzly Bears")]
    assert refused(run(cards, objects, [activate("kci", pay={"sacrifice": ["bears"]})], rules))
    replay = play(cards, objects, [activate("kci", pay={"sacrifice": ["thopter"]})], rules)
    assert zone_of(replay, "thopter") == "graveyard" and pool_of(replay) == {"C": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_skirk_prospector_may_sacrifice_itself_as_a_goblin_but_not_a_bear(cards, rules):
    objects = [obj("skirk", "Skirk Prospector"), obj("bears", "Grizzly Bears")]
    assert refused(run(cards, objects, [activate("skirk", pay={"sacrifice": ["bears"]})], rules))
    replay = play(cards, objects, [activate("skirk", pay={"sacrifice": ["skirk"]})], rules)
    assert zone_of(replay, "skirk") == "graveyard" and pool_of(replay) == {"R": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_lake_of_the_dead_taps_and_sacrifices_a_swamp_for_four_black(cards, rules):
    objects = [obj("lake", "Lake of the Dead"), obj("s", "Swamp")]
    replay = play(cards, objects, [activate("lake", ability=2, pay={"sacrifice": ["s"]})], rules)
    lake = objects_in(replay.final_state)["lake"]
    assert lake["tapped"] and zone_of(replay, "s") == "graveyard" and pool_of(replay) == {"B": 4}


@pytest.mark.parametrize("rules", EDITIONS)
def test_bog_witch_discards_the_card_named_in_pay_and_pays_its_black(cards, rules):
    objects = [obj("witch", "Bog Witch"), obj("s", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand")]
    actions = [activate("s"), activate("witch", pay={"discard": ["bolt"]})]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bolt") == "graveyard" and pool_of(replay) == {"B": 3}, log(replay)


def test_bog_witch_without_a_card_named_is_refused_and_discards_nothing(cards):
    objects = [obj("witch", "Bog Witch"), obj("s", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = run(cards, objects, [activate("s"), activate("witch")], R2026)
    assert refused(replay) and zone_of(replay, "bolt") == "hand"


@pytest.mark.parametrize("rules", EDITIONS)
def test_overeager_apprentice_discards_and_sacrifices_itself_for_three_black(cards, rules):
    objects = [obj("imp", "Overeager Apprentice"), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = play(cards, objects, [activate("imp", pay={"discard": ["bolt"]})], rules)
    assert zone_of(replay, "imp") == "graveyard" and zone_of(replay, "bolt") == "graveyard"
    assert pool_of(replay) == {"B": 3}


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_clearcutter_sacrifices_a_forest_for_three_red_and_or_green_chosen(cards, rules):
    objects = [obj("cutter", "Goblin Clearcutter"), obj("f", "Forest")]
    replay = play(cards, objects, [activate("cutter", choice="RRG", pay={"sacrifice": ["f"]})], rules)
    assert zone_of(replay, "f") == "graveyard" and pool_of(replay) == {"R": 2, "G": 1}
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_massive_zatcatl_taps_three_creatures_named_in_pay(cards, rules):
    objects = [obj("zat", "The Massive Zatcatl"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), obj("e", "Llanowar Elves")]
    replay = play(cards, objects, [activate("zat", ability=1, pay={"tap": ["b1", "b2", "e"]})], rules)
    state = objects_in(replay.final_state)
    assert all(state[o]["tapped"] for o in ("b1", "b2", "e")) and not state["zat"]["tapped"]
    assert pool_of(replay) == {"G": 3}


def test_the_massive_zatcatl_with_two_creatures_named_is_refused(cards):
    objects = [obj("zat", "The Massive Zatcatl"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears")]
    replay = run(cards, objects, [activate("zat", ability=1, pay={"tap": ["b1", "b2"]})], R2026)
    assert refused(replay) and "tap" in refused(replay)[0].events[-1].text, log(replay)
    assert not any(objects_in(replay.final_state)[o]["tapped"] for o in ("b1", "b2"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_seton_taps_an_untapped_druid_itself_for_green(cards, rules):
    replay = play(cards, [obj("seton", "Seton, Krosan Protector")], [activate("seton", pay={"tap": ["seton"]})], rules)
    assert objects_in(replay.final_state)["seton"]["tapped"] and pool_of(replay) == {"G": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_elvish_spirit_guide_is_exiled_from_the_hand_for_green(cards, rules):
    replay = play(cards, [obj("guide", "Elvish Spirit Guide", zone="hand")], [activate("guide")], rules)
    assert zone_of(replay, "guide") not in ("hand", "graveyard", "in_play") and pool_of(replay) == {"G": 1}, log(replay)
    assert {R2007: "402.8g", R2026: "113.6m"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_simian_spirit_guide_pays_for_a_spell_from_the_hand(cards, rules):
    objects = [obj("guide", "Simian Spirit Guide", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "guide"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert replay.final_state["players"][1]["life"] == 17 and zone_of(replay, "bolt") == "graveyard", log(replay)


def test_elvish_spirit_guide_on_the_battlefield_cant_use_it(cards):
    replay = run(cards, [obj("guide", "Elvish Spirit Guide")], [activate("guide")], R2026)
    assert refused(replay) and zone_of(replay, "guide") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_heritage_druid_taps_three_elves_itself_among_them_even_summoning_sick(cards, rules):
    objects = [obj("druid", "Heritage Druid", arrived_this_turn=True), obj("e1", "Llanowar Elves", arrived_this_turn=True),
               obj("e2", "Llanowar Elves")]
    replay = play(cards, objects, [activate("druid", pay={"tap": ["druid", "e1", "e2"]})], rules)
    state = objects_in(replay.final_state)
    assert all(state[o]["tapped"] for o in ("druid", "e1", "e2")) and pool_of(replay) == {"G": 3}, log(replay)


def test_heritage_druid_cant_tap_a_creature_that_isnt_an_elf(cards):
    objects = [obj("druid", "Heritage Druid"), obj("e1", "Llanowar Elves"), obj("bears", "Grizzly Bears")]
    replay = run(cards, objects, [activate("druid", pay={"tap": ["druid", "e1", "bears"]})], R2026)
    assert refused(replay) and not objects_in(replay.final_state)["bears"]["tapped"]
