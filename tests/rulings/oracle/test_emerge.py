"""Emerge (2026 702.119; rulings/oracle/emerge.py, rulings/engine/emerge.py), played from real cards'
Oracle text (emerge_cards.json: records copied from the pool): "Emerge [cost]" is an alternative cost
(118.9a) paid by sacrificing a creature chosen as the cost is (702.119c), whose mana value reduces the
generic mana of the emerge cost (702.119a; never the colored mana). Later than February 2007: under
those rules the emerge cost can't be paid. "Emerge from artifact" and cards whose other text the
compiler doesn't read stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "emerge_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Elder Deep-Fiend", "Abundant Maw", "Decimator of the Provinces", "Drownyard Behemoth", "It of the Horrid Swarm",
          "Mockery of Nature", "Vexing Scuttler", "Wretched Gryff", "Twisted Riddlekeeper"]
NEAR_MISSES = ["Crabomination", "Herigast, Erupting Nullkite"]  # "Emerge from artifact" (702.119b); "Each creature spell you cast has emerge"


def play(cards, objects, actions, rules=R2026):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "emerge"), cards=cards))


def islands(n):
    return [obj(f"i{i}", "Island") for i in range(n)]


def emerge(oid, mana, sacrifice):
    return {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": m} for m in mana],
            "pay": {"alternative": "emerge", "sacrifice": list(sacrifice)}}


LIBRARY = [obj(f"lib{i}", "Island", zone="library") for i in range(3)]


@pytest.mark.parametrize("name", PLAYED)
def test_emerge_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_emerge_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_wretched_gryff_emerges_for_its_cost_less_the_sacrificed_creatures_mana_value(cards):
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(4), obj("bears", "Grizzly Bears"), *LIBRARY]
    replay = play(cards, objects, [emerge("gryff", [f"i{i}" for i in range(4)], ["bears"]), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)  # {5}{U} less 2 (Grizzly Bears): {3}{U}
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "gryff") == "in_play", log(replay)
    assert "Alice pays {3}{U} from their mana pool." in log(replay), log(replay)
    assert {"702.119a", "702.119c", "118.9a"} <= cited(replay), sorted(cited(replay))


def test_the_reduction_takes_only_generic_mana(cards):
    # a sacrificed creature of mana value 7 leaves {U} of Wretched Gryff's {5}{U}
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(1), obj("old", "Wretched Gryff"), *LIBRARY]
    replay = play(cards, objects, [emerge("gryff", ["i0"], ["old"]), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert "Alice pays {U} from their mana pool." in log(replay), log(replay)
    assert zone_of(replay, "old") == "graveyard"


def test_a_memnite_reduces_nothing(cards):
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(5), obj("mem", "Memnite"), *LIBRARY]
    replay = play(cards, objects, [emerge("gryff", [f"i{i}" for i in range(5)], ["mem"])])
    assert refused(replay), log(replay)  # mana value 0: {5}{U} is six mana
    assert zone_of(replay, "mem") == "in_play" and zone_of(replay, "gryff") == "hand"


def test_emerge_needs_a_creature_its_caster_controls(cards):
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(6), obj("bobs", "Grizzly Bears", owner="Bob"), *LIBRARY]
    for sacrifice in ([], ["bobs"], ["i5"]):
        replay = play(cards, objects, [emerge("gryff", ["i0", "i1", "i2", "i3"], sacrifice)])
        assert refused(replay), log(replay)
        assert zone_of(replay, "bobs") == "in_play" and zone_of(replay, "gryff") == "hand"


def test_emerge_cost_cant_be_paid_under_the_2007_rules(cards):
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(4), obj("bears", "Grizzly Bears"), *LIBRARY]
    replay = play(cards, objects, [emerge("gryff", [f"i{i}" for i in range(4)], ["bears"])], R2007)
    assert refused(replay), log(replay)
    assert "later than February 2007" in log(replay)
    assert zone_of(replay, "bears") == "in_play"


def test_wretched_gryff_cast_for_its_mana_cost_sacrifices_nothing(cards):
    objects = [obj("gryff", "Wretched Gryff", zone="hand"), *islands(7), obj("bears", "Grizzly Bears"), *LIBRARY]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "gryff",
                                    "mana_abilities": [{"object": f"i{i}"} for i in range(7)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "gryff") == "in_play", log(replay)
    assert "702.119a" not in cited(replay)
