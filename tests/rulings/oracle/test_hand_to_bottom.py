"""Cards put from the hand on the bottom of the library (rulings/oracle/hand_to_bottom.py,
rulings/engine/hand_to_bottom.py), played from real cards' Oracle text (hand_to_bottom_cards.json: records copied
from the pool): "You may put a card from your hand on the bottom of your library. If you do, draw a card." (Fire
Prophecy, Manhole Missile), "Draw three cards, then put a card from your hand on the bottom of your library."
(Amass the Components), Sawtooth Loon's "draw two cards, then put two cards ...". The player chooses the cards as
the effect is applied (2007 413.2c; 2026 608.2d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "hand_to_bottom_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Fire Prophecy", "Manhole Missile", "Amass the Components", "Sawtooth Loon"]
#: a condition before it, "any number of cards ... that many plus one", "perpetually"
NEAR_MISSES = ["Errand-Rider of Gondor", "Valakut Awakening // Valakut Stoneforge", "Aquatic Subtlety"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "hand to bottom"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def library_ids(replay, player="Alice"):
    """Alice's library, top card first (the state lists it bottom card first)."""
    return [o["id"] for o in reversed(replay.final_state["zones"][player]["library"])]


def prophecy(choices, hand=("giant",)):
    objects = [obj("prophecy", "Fire Prophecy", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"),
               obj("bears", "Grizzly Bears", owner="Bob"), *(obj(h, "Hill Giant", zone="hand") for h in hand),
               obj("top", "Grizzly Bears", zone="library"), obj("second", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "prophecy", "targets": ["bears"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob", choices={"prophecy": choices})]
    return objects, actions


@pytest.mark.parametrize("name", PLAYED)
def test_hand_to_bottom_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_hand_to_bottom_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_fire_prophecy_puts_the_chosen_card_on_the_bottom_then_draws(cards, rules):
    replay = play(cards, *prophecy({"may": True, "bottom": ["giant"]}), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert zone_of(replay, "top") == "hand" and library_ids(replay)[-1] == "giant", (library_ids(replay), log(replay))
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


def test_declined_nothing_moves_and_no_card_is_drawn(cards):
    replay = play(cards, *prophecy({"may": False}), R2026)
    assert zone_of(replay, "giant") == "hand" and zone_of(replay, "top") == "library", log(replay)


def test_with_an_empty_hand_the_player_cannot_choose_to(cards):
    replay = run(cards, *prophecy({"may": True}, hand=()), R2026)
    assert refused(replay) and zone_of(replay, "top") == "library", log(replay)


def test_a_card_not_in_the_hand_cannot_be_chosen(cards):
    replay = run(cards, *prophecy({"may": True, "bottom": ["second"]}), R2026)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_amass_the_components_draws_three_then_may_put_a_drawn_card_on_the_bottom(cards, rules):
    objects = [obj("amass", "Amass the Components", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)),
               obj("c1", "Grizzly Bears", zone="library"), obj("c2", "Forest", zone="library"), obj("c3", "Hill Giant", zone="library"),
               obj("c4", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "amass", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Alice"), p("Bob", choices={"amass": {"bottom": ["c2"]}})]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "c1") == zone_of(replay, "c3") == "hand", log(replay)
    assert library_ids(replay) == ["c4", "c2"], (library_ids(replay), log(replay))
