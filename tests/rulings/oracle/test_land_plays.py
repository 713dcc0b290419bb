"""Real cards that let players play more lands: "You may play an additional land this turn"
(Explore), "up to three additional lands this turn" (Summer Bloom), "two additional lands on each of
your turns" (Azusa), "Each player may play an additional land on each of their turns" (Rites of
Flourishing). 2007 212.6b; 2026 305.2, 305.2a-b."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "land_plays_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
MORE = {R26: "305.2a", R07: "212.6b"}
REFUSED = {R26: "305.2b", R07: "212.6b"}


def lands_played(cards, rules, objects, lands, active="Alice", first=()):
    """`first` actions, then the active player plays each of `lands` (object ids) in turn."""
    sc = in_main_phase(objects, [*first, *({"type": "play_land", "player": active, "object": oid} for oid in lands)], rules)
    sc["turn"]["active_player"] = active
    return run_scenario(load_scenario(sc, cards=cards))


def forests(n, owner="Alice"):
    return [obj(f"{owner[0]}f{i}", "Forest", owner=owner, zone="hand") for i in range(n)]


def cast_and_resolve(card):
    return [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
            p("Alice"), p("Bob")]


def test_the_cards_are_fully_played(compiled):
    for name in ("Explore", "Summer Bloom", "Azusa, Lost but Seeking", "Rites of Flourishing", "Exploration"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "You may play an additional land next turn.",
    "You may play two additional land on each of your turns.",
    "You may play an additional lands on each of your turns.",
    "Each opponent may play an additional land on each of their turns.",
    "You may play up to four additional lands this turn.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_explore_lets_its_caster_play_a_second_land_and_not_a_third(cards, rules):
    objects = [obj("spell", "Explore", zone="hand"), obj("m0", "Forest"), obj("m1", "Forest"),
               obj("library", "Mountain", zone="library"), *forests(3)]
    replay = lands_played(cards, rules, objects, ["Af0", "Af1", "Af2"], first=cast_and_resolve("spell"))
    assert [s.action["object"] for s in refused(replay)] == ["Af2"]
    assert {MORE[rules], REFUSED[rules]} <= cited(replay)


def test_summer_bloom_lets_its_caster_play_four_lands(cards):
    objects = [obj("spell", "Summer Bloom", zone="hand"), obj("m0", "Forest"), obj("m1", "Forest"), *forests(5)]
    replay = lands_played(cards, R26, objects, [f"Af{i}" for i in range(5)], first=cast_and_resolve("spell"))
    assert [s.action["object"] for s in refused(replay)] == ["Af4"]
    assert "may play 3 additional lands this turn" in log(replay)


def test_azusa_lets_its_controller_play_three_lands_each_turn(cards):
    replay = lands_played(cards, R26, [obj("azusa", "Azusa, Lost but Seeking"), *forests(4)], [f"Af{i}" for i in range(4)])
    assert [s.action["object"] for s in refused(replay)] == ["Af3"]


def test_azusa_gives_its_controllers_opponent_no_land_play(cards):
    objects = [obj("azusa", "Azusa, Lost but Seeking"), *forests(2, "Bob")]
    replay = lands_played(cards, R26, objects, ["Bf0", "Bf1"], active="Bob")
    assert [s.action["object"] for s in refused(replay)] == ["Bf1"]


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("active", ["Alice", "Bob"])
def test_rites_of_flourishing_lets_each_player_play_two_lands(cards, rules, active):
    objects = [obj("rites", "Rites of Flourishing"), *forests(3, active)]
    replay = lands_played(cards, rules, objects, [f"{active[0]}f{i}" for i in range(3)], active=active)
    assert [s.action["object"] for s in refused(replay)] == [f"{active[0]}f2"]
    assert MORE[rules] in cited(replay)


def test_the_loader_names_a_wrong_land_plays_for():
    from rulings.engine.errors import ScenarioError
    card = {"name": "Odd Rites", "mana_cost": "{G}", "types": ["Enchantment"],
            "abilities": [{"kind": "static", "additional_land_plays": 1, "land_plays_for": "opponents"}]}
    with pytest.raises(ScenarioError, match="land_plays_for"):
        load_scenario(in_main_phase([obj("rites", card)], [], R26))
