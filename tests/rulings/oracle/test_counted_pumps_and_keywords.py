""" A counted pump and a granted keyword in one sentence (rulings/oracle/counted_pumps_and_keywords.py),
played from real cards' Oracle text (counted_pumps_and_keywords_cards.json: records copied from the
pool): Chorus of Might ("Until end of turn, target creature gets +1/+1 for each creature you control
and gains trample"), Strength in Numbers ("Until end of turn, target creature gains trample and gets
+X/+X, where X is the number of attacking creatures"), Vigorspore Wurm ("target creature gains
vigilance and gets +X/+X until end of turn, where X is the number of creature cards in your
graveyard"). The count is made once as the effect resolves (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "counted_pumps_and_keywords_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Chorus of Might", "Get a Leg Up", "King Harald's Revenge", "Strength in Numbers", "Summon: Titan",
          "Treeguard Duo", "Vigorspore Wurm", "Moodmark Painter", "Sarevok, Divine Usurper",
          # "where X is ~'s power": the source's own power
          "Auriok Bladewarden", "Stalactite Stalker", "Hemosymbic Mite", "Ashroot Animist", "Syr Faren, the Hengehammer",
          "Eldrazi Linebreaker"]  # "the number of Eldrazi you control": the plural spelled as its singular
#: X that isn't a count the engine makes ("its power", "this creature's power", "the number of different
#: kinds of counters", "each card you've drawn this turn", "that creature's power"), a target the grammar doesn't
#: read ("target Elf"), "each other creature you control", a dies trigger's "this creature's power"
NEAR_MISSES = ["Berserk", "Mirkwood Channeler", "Fists of Flame", "Perrie, the Pulverizer", "Nantuko Mentor",
               "Wild Beastmaster", "Raffine's Silencer"]


@pytest.mark.parametrize("name", PLAYED)
def test_counted_pump_and_keyword_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counted_pumps_stay_text_only(compiled, name):
    assert not compiled[name].played


def cast_on_bear(cards, rules, spell, forests, bears=3):
    """Alice casts `spell` with `forests` Forests on her first Grizzly Bears; she controls `bears` of them."""
    objects = [obj("s", spell, zone="hand"), *(obj(f"b{i}", "Grizzly Bears") for i in range(bears)),
               *(obj(f"f{i}", "Forest") for i in range(forests))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["b0"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(forests)]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counted pump and keyword"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_chorus_of_might_gives_one_for_each_creature_and_trample(cards, rules):
    replay = cast_on_bear(cards, rules, "Chorus of Might", 4)
    assert pt(replay, "b0") == (5, 5), log(replay)  # 2/2 and +1/+1 for each of three creatures
    assert pt(replay, "b1") == (2, 2), log(replay)
    bear = objects_in(replay.final_state)["b0"]
    assert "trample" in repr(bear), log(replay)
    assert ("413.2f" if rules == R2007 else "608.2h") in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_get_a_leg_up_counts_as_it_resolves(cards, rules):
    replay = cast_on_bear(cards, rules, "Get a Leg Up", 2, bears=2)
    assert pt(replay, "b0") == (4, 4), log(replay)
    assert "reach" in repr(objects_in(replay.final_state)["b0"]), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_auriok_bladewarden_gives_its_own_power(cards, rules):
    objects = [obj("warden", "Auriok Bladewarden"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "warden", "ability": 0, "targets": ["bears"]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "own power"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (3, 3), log(replay)  # 2/2 and +X/+X, X the Bladewarden's power 1
    assert ("413.2f" if rules == R2007 else "608.2h") in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", [R2026])  # its other ability counts descending: 2026 only (700.11)
def test_sacrificed_stalactite_stalker_gives_its_last_known_power(cards, rules):
    objects = [obj("stalker", "Stalactite Stalker"), obj("bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"s{i}", "Swamp") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "stalker", "ability": 2, "targets": ["bears"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "last known power"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["stalker"]["zone"] == "graveyard", log(replay)
    assert pt(replay, "bears") == (1, 1), log(replay)  # -1/-1: the power it had as it last existed on the battlefield
    assert "last existed" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_auriok_bladewarden_with_power_below_zero_gives_nothing(cards, rules):
    """Bob's Spontaneous Mutation (-X/-0, X his three graveyard cards) makes the Bladewarden -2/1:
    X is 0, not -2 (2007 104.2; 2026 107.1b)."""
    objects = [obj("warden", "Auriok Bladewarden"), obj("bears", "Grizzly Bears"),
               {**obj("mutation", "Spontaneous Mutation", owner="Bob"), "attached_to": "warden"},
               *(obj(f"g{i}", "Grizzly Bears", owner="Bob", zone="graveyard") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "warden", "ability": 0, "targets": ["bears"]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "own power below zero"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "warden") == (-2, 1), log(replay)
    assert pt(replay, "bears") == (2, 2), log(replay)
    assert ("104.2" if rules == R2007 else "107.1b") in cited(replay), sorted(cited(replay))
