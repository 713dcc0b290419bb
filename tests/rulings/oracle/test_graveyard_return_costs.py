""" "{2}{B}, Discard a creature card: Return this card from your graveyard to your hand" (Kraul Swarm), "Tap three
untapped Vampires you control: Return this card from your graveyard to your hand" (Deathless Ancient), "{2}{B}, Tap
an untapped creature you control: Return this card from your graveyard to the battlefield tapped" (Purple
Pentapus): rulings/oracle/graveyard_return_costs.py, played from real cards' Oracle text
(graveyard_return_costs_cards.json: records copied from the pool). The ability works only while the card is in
its owner's graveyard (2007 402.8g; 2026 113.6m); its costs name other objects, paid from there."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_return_costs_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
#: the ability works only from the graveyard (it moves its card out of it); its cost is paid as it is activated
RULES = {R2007: {"402.8g", "403.1"}, R2026: {"113.6m", "602.1a"}}
PLAYED = ["Kraul Swarm", "Deathless Ancient", "Gangrenous Goliath", "Purple Pentapus"]
#: a cost that mills (no cost reads "Mill four cards" yet); blight as a cost
NEAR_MISSES = ["Rot Farm Skeleton", "Evershrike's Gift"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard return costs"), cards=cards))


def activate(oid, ability, **pay):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": pay}


@pytest.mark.parametrize("name", PLAYED)
def test_graveyard_returns_with_other_costs_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_graveyard_return_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_kraul_swarm_returns_to_the_hand_by_discarding_a_creature_card(cards, rules):
    objects = [obj("ks", "Kraul Swarm", zone="graveyard"), *swamps(3), obj("gb", "Grizzly Bears", zone="hand")]
    replay = run(cards, objects, [activate("ks", 1, discard=["gb"]), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "ks") == "hand" and zone_of(replay, "gb") == "graveyard"
    assert RULES[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_kraul_swarm_can_not_discard_a_noncreature_card(cards, rules):
    objects = [obj("ks", "Kraul Swarm", zone="graveyard"), *swamps(3), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = run(cards, objects, [activate("ks", 1, discard=["bolt"])], rules)
    assert replay.steps[-1].refused and zone_of(replay, "ks") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deathless_ancient_returns_by_tapping_three_vampires(cards, rules):
    vampires = [obj(f"v{i}", "Vampire Nighthawk") for i in range(3)]
    replay = run(cards, [obj("da", "Deathless Ancient", zone="graveyard"), *vampires],
                 [activate("da", 1, tap=["v0", "v1", "v2"]), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "da") == "hand"
    assert all(objects_in(replay.final_state)[f"v{i}"]["tapped"] for i in range(3))


@pytest.mark.parametrize("rules", EDITIONS)
def test_deathless_ancient_can_not_tap_a_non_vampire(cards, rules):
    others = [obj("v0", "Vampire Nighthawk"), obj("v1", "Vampire Nighthawk"), obj("gb", "Grizzly Bears")]
    replay = run(cards, [obj("da", "Deathless Ancient", zone="graveyard"), *others], [activate("da", 1, tap=["v0", "v1", "gb"])], rules)
    assert replay.steps[-1].refused and zone_of(replay, "da") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_purple_pentapus_returns_tapped_by_tapping_a_creature(cards, rules):
    objects = [obj("pp", "Purple Pentapus", zone="graveyard"), *swamps(3), obj("gb", "Grizzly Bears")]
    replay = run(cards, objects, [activate("pp", 1, tap=["gb"]), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert zone_of(replay, "pp") == "in_play" and found["pp"]["tapped"] and found["gb"]["tapped"], log(replay)
