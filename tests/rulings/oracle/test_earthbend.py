""" "Earthbend N" (2026 701.66a: rulings/oracle/earthbend.py, rulings/engine/earthbend.py), played from real cards'
Oracle text (earthbend_cards.json: records copied from the pool): "Earthbend 4." (Earthbending Lesson), "{2}{G},
{T}: Earthbend 2. Activate only as a sorcery." (Ba Sing Se), "When this creature dies, earthbend 2." (Earth Village
Ruffians). The target land you control becomes a 0/0 land creature with haste in addition to its other types, gets
N +1/+1 counters, and when that land dies or is put into exile it returns to the battlefield tapped under the
earthbending player's control (400.7e, 603.7). Earthbend is later than the February 2007 rules: refused under
them. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "earthbend_cards.json"
POOL_TOO = True  # Lightning Bolt, Journey to Nowhere, Boomerang and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Earthbending Lesson", "Ba Sing Se", "Earth Village Ruffians", "Haru, Hidden Talent", "Sandbenders' Storm", "Rockalanche"]
#: "earthbend 3, then earthbend 3" (a target each), "then untap that land", "earthbend X, where X is that creature's power",
#: "When you do, ..." after it
NEAR_MISSES = ["Cracked Earth Technique", "Avatar Kyoshi, Earthbender", "Beifong's Bounty Hunters", "Earth Rumble"]
EARTHBEND = ("701.66a", "earthbend")


def run(cards, objects, actions, rules=R2026):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "earthbend"), cards=cards))


def ba_sing_se_then(*actions) -> tuple[list, list]:
    """Alice's Ba Sing Se earthbends 2 on her Forest "f0" (paid with three other Forests), then `actions`."""
    objects = [obj("bss", "Ba Sing Se"), *(obj(f"f{i}", "Forest") for i in range(4)), obj("m", "Mountain"), obj("p1", "Plains"),
               obj("p2", "Plains"), obj("i1", "Island"), obj("i2", "Island"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("journey", "Journey to Nowhere", zone="hand"), obj("boom", "Boomerang", zone="hand")]
    first = [{"type": "activate_ability", "player": "Alice", "object": "bss", "ability": 2, "targets": ["f0"],
              "mana_abilities": [{"object": "f1"}, {"object": "f2"}, {"object": "f3"}]}, p("Alice"), p("Bob")]
    return objects, first + list(actions)


@pytest.mark.parametrize("name", PLAYED)
def test_earthbend_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_earthbend_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_earthbending_lesson_makes_a_forest_a_4_4_land_creature_with_haste(cards):
    objects = [obj("lesson", "Earthbending Lesson", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lesson", "targets": ["f4"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    forest = objects_in(replay.final_state)["f4"]
    assert (forest["types"], forest["subtypes"], forest["keywords"], forest["counters"]) == \
        (["Land", "Creature"], ["Forest"], ["haste"], {"+1/+1": 4}), forest
    assert pt(replay, "f4") == (4, 4)
    assert {EARTHBEND, ("205.1b", "retains_prior_types"), ("603.7", "delayed_trigger_created")} <= cited_pairs(replay), \
        sorted(cited_pairs(replay))


def test_rockalanche_counts_the_forests_as_it_resolves(cards):
    objects = [obj("rock", "Rockalanche", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)), obj("bob_f", "Forest", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rock", "targets": ["f3"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["f3"]["counters"] == {"+1/+1": 4}, log(replay)  # Alice's four Forests, not Bob's
    assert pt(replay, "f3") == (4, 4)


def test_the_land_that_dies_returns_tapped_and_no_longer_a_creature(cards):
    bolt = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["f0"], "mana_abilities": [{"object": "m"}]}
    replay = run(cards, *ba_sing_se_then(bolt, p("Alice"), p("Bob"), p("Alice"), p("Bob")))
    assert not refused(replay), log(replay)
    forest = objects_in(replay.final_state)["f0"]
    assert (forest["zone"], forest["tapped"], forest["types"], forest["counters"]) == ("in_play", True, ["Land"], {}), log(replay)
    assert {("400.7e", "zone_change_trigger_finds_new_object"), ("603.7b", "delayed_trigger_once")} <= cited_pairs(replay), \
        sorted(cited_pairs(replay))


def test_the_land_put_into_exile_returns_tapped(cards):
    journey = {"type": "play_spell", "player": "Alice", "object": "journey", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}
    replay = run(cards, *ba_sing_se_then(journey, p("Alice"), p("Bob", trigger_targets={"journey": ["f0"]}), p("Alice"), p("Bob"),
                                           p("Alice"), p("Bob")))
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "f0"), objects_in(replay.final_state)["f0"]["tapped"]) == ("in_play", True), log(replay)


def test_the_land_returned_to_its_owners_hand_stays_there(cards):
    boom = {"type": "play_spell", "player": "Alice", "object": "boom", "targets": ["f0"],
            "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}
    replay = run(cards, *ba_sing_se_then(boom, p("Alice"), p("Bob")))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "f0") == "hand", log(replay)  # neither died nor was exiled: the delayed ability doesn't trigger
    assert "delayed triggered ability from" not in log(replay)


def test_earthbend_is_refused_under_the_2007_rules(cards):
    objects = [obj("lesson", "Earthbending Lesson", zone="hand"), obj("f", "Forest")]
    with pytest.raises(ScenarioError, match="earthbend"):
        run(cards, objects, [], R2007)
