""" "Add {G} for each +1/+1 counter on this creature." (Gyre Sage), "At the beginning of your first main phase, add
{B} for each charge counter on this enchantment." (Black Market; rulings/oracle/mana_counter_amounts.py),
played from real cards' Oracle text (mana_counter_amounts_cards.json: records copied from the pool): the
counters on the ability's source counted as it resolves (2007 413.2; 2026 608.2), a mana ability (2007
406.1; 2026 605.1a) that adds nothing at 0 (2007 406.3; 2026 605.2). And the counts mana_more.py's "Add {G} for
each ..." reads more widely: "for each Locus on the battlefield" (Cloudpost), "for each Clue you control" (Five Hundred
Year Diary), "for each card in your hand" (Inner Fire), "for each creature with power 4 or greater you control"
(Leafkin Avenger). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, p, pool_of, refused

CARDS = Path(__file__).parent / "mana_counter_amounts_cards.json"
POOL_TOO = True  # Grizzly Bears, Serra Angel, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Gyre Sage", "Black Market", "Cloudpost", "Five Hundred Year Diary", "Inner Fire", "Leafkin Avenger"]
#: storage and time counters (not counted on the source), "each counter" of any kind, a restriction after it
NEAR_MISSES = ["City of Shadows", "Rotating Fireplace", "Nardole, Resourceful Cyborg", "Elementalist's Palette",
               "Kydele, Chosen of Kruphix", "Cabal Stronghold"]  # cards drawn this turn, "basic Swamp": counts not read


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana for each counter"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_mana_for_each_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_mana_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_gyre_sage_adds_a_green_for_each_plus_one_counter_on_it(cards, rules):
    sage = {**obj("sage", "Gyre Sage"), "counters": {"+1/+1": 3}}
    replay = play(cards, [sage], [{"type": "activate_ability", "player": "Alice", "object": "sage", "ability": 1}], rules)
    assert pool_of(replay) == {"G": 3}, log(replay)
    assert {R2007: "406.1", R2026: "605.1a"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gyre_sage_without_counters_adds_nothing_and_is_still_a_mana_ability(cards, rules):
    replay = play(cards, [obj("sage", "Gyre Sage")], [{"type": "activate_ability", "player": "Alice", "object": "sage", "ability": 1}], rules)
    assert pool_of(replay) == {}
    assert {R2007: "406.3", R2026: "605.2"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_black_market_adds_a_black_for_each_charge_counter_as_the_main_phase_begins(cards, rules):
    data = {"format": 1, "rules": rules, "name": "black market", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "draw"},
            "objects": [{**obj("market", "Black Market"), "counters": {"charge": 3}}, obj("lib", "Black Market", zone="library")],
            "actions": [{"type": "pass_priority", "player": pl} for pl in ("Alice", "Bob", "Alice", "Bob")]}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"B": 3}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cloudpost_counts_every_locus_on_the_battlefield_its_own_too(cards, rules):
    objects = [obj("post", "Cloudpost"), obj("post2", "Cloudpost"), obj("bobs", "Cloudpost", owner="Bob")]
    replay = play(cards, objects, [activate("post", ability=1)], rules)
    assert pool_of(replay) == {"C": 3}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_five_hundred_year_diary_counts_itself_as_a_clue(cards, rules):
    replay = play(cards, [obj("diary", "Five Hundred Year Diary")], [activate("diary", ability=1)], rules)
    assert pool_of(replay) == {"U": 1}, log(replay)  # a legendary Book Clue: one of Bob's too would meet the 2007 legend rule


@pytest.mark.parametrize("rules", EDITIONS)
def test_inner_fire_counts_the_cards_in_hand_as_it_resolves(cards, rules):
    objects = [obj("fire", "Inner Fire", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               obj("b1", "Grizzly Bears", zone="hand"), obj("b2", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fire", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pool_of(replay) == {"R": 2}, log(replay)  # the two Bears; Inner Fire itself is on the stack


@pytest.mark.parametrize("rules", EDITIONS)
def test_leafkin_avenger_counts_only_creatures_with_power_4_or_greater(cards, rules):
    objects = [obj("avenger", "Leafkin Avenger"), obj("angel", "Serra Angel"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [activate("avenger")], rules)
    assert pool_of(replay) == {"G": 2}, log(replay)  # the Avenger (4/3) and Serra Angel (4/4)
