""" "When this creature enters, create a number of [tokens] equal to your devotion to [color]" (rulings/oracle/
devotion_tokens.py; rulings/engine/devotion.py), played from real cards' Oracle text (devotion_tokens_cards.json:
records copied from the pool): Abhorrent Overlord, Evangel of Heliod, Master of Waves, Reverent Hoplite,
Underworld Hermit. A player's devotion to a color is the number of mana symbols of that color among the mana
costs of the permanents they control (2026 700.5), counted once as the instruction is followed (2026 608.2h): the
creature that entered counts itself. Devotion is later than the February 2007 rules: such a card is refused
under them."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "devotion_tokens_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Abhorrent Overlord", "Evangel of Heliod", "Master of Waves", "Reverent Hoplite", "Underworld Hermit"]
DEVOTION = ("700.5", "devotion")
ONCE = ("608.2h", "information_determined_once")


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "devotion tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands):
    """Alice casts `oid` with `lands`; it resolves; its enters trigger resolves."""
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


def tokens(replay, subtype) -> list:
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o.get("subtypes", [])]


@pytest.mark.parametrize("name", PLAYED)
def test_devotion_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_underworld_hermit_makes_a_squirrel_for_each_black_symbol_itself_and_gray_merchant_included(cards):
    """{4}{B}{B} and Gray Merchant's {3}{B}{B}: devotion to black 4, four 1/1 green Squirrels."""
    objects = [obj("hermit", "Underworld Hermit", zone="hand"), obj("merchant", "Gray Merchant of Asphodel"),
               *(obj(f"s{i}", "Swamp") for i in range(6))]
    replay = play(cards, objects, cast("hermit", [f"s{i}" for i in range(6)]))
    squirrels = tokens(replay, "Squirrel")
    assert len(squirrels) == 4 and all((s["power"], s["toughness"]) == (1, 1) for s in squirrels), log(replay)
    assert {DEVOTION, ONCE} <= cited_pairs(replay), sorted(cited_pairs(replay))


def test_abhorrent_overlord_harpies_have_flying(cards):
    objects = [obj("overlord", "Abhorrent Overlord", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(7))]
    replay = play(cards, objects, cast("overlord", [f"s{i}" for i in range(7)]))
    harpies = tokens(replay, "Harpy")
    assert len(harpies) == 2 and all(h["keywords"] == ["flying"] for h in harpies), log(replay)  # {5}{B}{B}


def test_a_devotion_token_card_is_refused_under_the_2007_rules(cards):
    objects = [obj("evangel", "Evangel of Heliod", zone="hand"), *(obj(f"w{i}", "Plains") for i in range(6))]
    with pytest.raises(ScenarioError, match="devotion is later than the February 2007 rules"):
        play(cards, objects, cast("evangel", [f"w{i}" for i in range(6)]), R2007)
