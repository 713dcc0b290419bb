""" "Look at target player's hand. You may choose a nonland card from it. That player discards that card."
(Cracked Skull; rulings/oracle/optional_hand_choices.py), played from the real card's Oracle text
(optional_hand_choices_cards.json: records copied from the pool) under both editions: the card is chosen as
the effect is applied (2007 413.2c; 2026 608.2d), or none, and only a chosen card is discarded. Near misses:
what follows a declined choice ("If you don't, ...", "If you do, ..., then draws a card")."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "optional_hand_choices_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Cracked Skull"]
NEAR_MISSES = ["Nightsnare", "Reckoner Shakedown", "Oildeep Gearhulk"]


@pytest.mark.parametrize("name", PLAYED)
def test_optional_hand_choice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_optional_hand_choices_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_choice_may_be_declined(compiled):
    trigger = compiled["Cracked Skull"].definition["abilities"][1]
    assert trigger["effect"] == [{"do": "reveal_hand", "player": "target:0", "look": True, "choose": "nonland",
                                  "count": 1, "optional": True, "discard": True}]


def skull(cards, rules, chosen):
    """Alice enchants Bob's Grizzly Bears with Cracked Skull; its enters trigger targets Bob, who holds a
    Grizzly Bears and a Swamp; `chosen` is the resolving action's `cards` (None: no choice given)."""
    objects = [obj("cs", "Cracked Skull", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3)),
               obj("gb", "Grizzly Bears", owner="Bob"), obj("b1", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("b2", "Swamp", owner="Bob", zone="hand")]
    resolve = p("Bob", choices={"cs": {"cards": chosen}}) if chosen is not None else p("Bob")
    actions = [{"type": "play_spell", "player": "Alice", "object": "cs", "targets": ["gb"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob", trigger_targets={"cs": ["Bob"]}), p("Alice"), resolve]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "optional hand choice"), cards=cards))
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_cracked_skull_discards_the_nonland_card_chosen(cards, rules):
    replay = skull(cards, rules, ["b1"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "b1") == "graveyard" and zone_of(replay, "b2") == "hand", log(replay)
    assert ("608.2d" if rules == R2026 else "413.2c") in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen", [[], None], ids=["declined", "no_choice_given"])
def test_cracked_skull_may_choose_nothing(cards, rules, chosen):
    replay = skull(cards, rules, chosen)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "b1") == "hand" and zone_of(replay, "b2") == "hand", log(replay)
    assert "looks at Bob's hand" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cracked_skull_refuses_a_land_card(cards, rules):
    replay = skull(cards, rules, ["b2"])
    assert any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "b2") == "hand", log(replay)
