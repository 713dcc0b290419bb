""""Discard a card at random" as a cost (rulings/engine/random_discard_costs.py), played from real
cards' Oracle text (random_discard_costs_cards.json: records copied from the pool): an activated
ability's cost ("{3}, Discard a card at random: Target creature gets +2/+2 until end of turn", Coral
Helm) and a spell's additional cost ("As an additional cost to cast this spell, discard a card at
random", Sonic Burst). The player doesn't choose the card (2026 701.9b); the action's
`pay.discard` may name the one that came up at random, else the last card of the hand; an empty
hand can't pay the cost (2026 118.3; 2007 409.1h); under the 2026 rules a random cost is paid after
the others (601.2h). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "random_discard_costs_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Coral Helm", "Sonic Burst", "Sonic Seizure", "Acceptable Losses", "Mage il-Vec", "Ogre Shaman", "Draconian Cylix",
          "Stormbind", "Dwarven Strike Force", "Frenetic Ogre", "Pardic Swordsmith", "Pardic Lancer", "Amok", "Canyon Drake",
          "Hell-Bent Raider", "Pyromania"]
#: "If the discarded card was multicolored" (the card remembered), "then discard a card at random" after a
#: return (an effect, not a cost), a choice of three costs, "discards a creature card at random"
NEAR_MISSES = ["Stormscale Anarch", "Hanabi Blast", "Dusk Mangler", "Rag Man"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "random discard costs"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay



@pytest.mark.parametrize("name", PLAYED)
def test_random_discard_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_random_discards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_costs_read_as_one_card_discarded_at_random(compiled):
    assert compiled["Sonic Burst"].definition["additional_cost"] == {"discard": 1, "discard_random": True}
    helm = compiled["Coral Helm"].definition["abilities"][0]
    assert helm["cost"] == {"mana": "{3}", "discard": 1, "discard_random": True}


def _burst(named=None):
    cast = {"type": "play_spell", "player": "Alice", "object": "burst", "targets": ["Bob"],
            "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}
    if named:
        cast["pay"] = {"discard": named}
    return cast


def _burst_objects(hand=("c1", "c2")):
    return [obj("burst", "Sonic Burst", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
            *(obj(oid, "Grizzly Bears", zone="hand") for oid in hand)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sonic_burst_discards_the_card_that_came_up_at_random_and_deals_4(cards, rules):
    replay = play(cards, _burst_objects(), [_burst(["c1"]), p("Alice"), p("Bob")], rules)
    assert life(replay)["Bob"] == 16, log(replay)
    assert zone_of(replay, "c1") == "graveyard" and zone_of(replay, "c2") == "hand", log(replay)
    assert "at random as a cost" in log(replay)
    assert {R2007: "409.1h", R2026: "601.2h"}[rules] in cited(replay), sorted(cited(replay))  # the total cost paid


def test_sonic_burst_cites_the_random_discard_and_its_place_among_the_costs_under_2026(cards):
    replay = play(cards, _burst_objects(), [_burst(["c2"])], R2026)
    assert {"701.9b", "601.2h"} <= cited(replay), sorted(cited(replay))


def test_sonic_burst_under_2007_cites_no_2026_random_discard_rule(cards):
    replay = play(cards, _burst_objects(), [_burst(["c2"])], R2007)
    assert "701.9b" not in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sonic_burst_without_a_named_card_discards_the_last_card_of_the_hand(cards, rules):
    replay = play(cards, _burst_objects(), [_burst(), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "c2") == "graveyard" and zone_of(replay, "c1") == "hand", log(replay)
    assert life(replay)["Bob"] == 16, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sonic_burst_cant_be_cast_with_no_other_card_in_hand(cards, rules):
    replay = run(cards, _burst_objects(hand=()), [_burst()], rules)
    assert refused(replay), log(replay)
    assert zone_of(replay, "burst") == "hand" and life(replay)["Bob"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sonic_burst_refuses_two_named_cards(cards, rules):
    replay = run(cards, _burst_objects(), [_burst(["c1", "c2"])], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_coral_helm_discards_at_random_and_gives_the_target_plus_2_plus_2(cards, rules):
    objects = [obj("helm", "Coral Helm"), obj("bears", "Grizzly Bears"), *(obj(f"m{i}", "Mountain") for i in range(3)),
               obj("c1", "Shock", zone="hand"), obj("c2", "Grizzly Bears", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "helm", "ability": 0, "targets": ["bears"],
                "pay": {"discard": ["c1"]}, "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (4, 4), log(replay)
    assert zone_of(replay, "c1") == "graveyard" and zone_of(replay, "c2") == "hand", log(replay)
    assert {R2007: "403.1", R2026: "602.1a"}[rules] in cited(replay), sorted(cited(replay))  # the activation cost, paid by its player


@pytest.mark.parametrize("rules", EDITIONS)
def test_mage_il_vec_cant_activate_with_an_empty_hand(cards, rules):
    objects = [obj("mage", "Mage il-Vec")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mage", "ability": 0, "targets": ["Bob"]}]
    replay = run(cards, objects, actions, rules)
    assert refused(replay), log(replay)
    assert life(replay)["Bob"] == 20 and not objects_in(replay.final_state)["mage"].get("tapped"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mage_il_vec_taps_discards_at_random_and_deals_1(cards, rules):
    objects = [obj("mage", "Mage il-Vec"), obj("c1", "Grizzly Bears", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mage", "ability": 0, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 19 and zone_of(replay, "c1") == "graveyard", log(replay)
