""" "Each player draws three cards, then discards three cards at random" (Burning Inquiry, Noggle Ransacker)
and "Discard a card at random, then draw two cards" (Ring of Renewal) (rulings/oracle/then_discards.py), played from real cards' Oracle
text (then_discards_cards.json: records copied from the pool) under both editions: the instructions in
the order written (2007 413.2b; 2026 608.2c), a random discard citing 2026 701.9b (the 2007 rules have no
rule for it), a hand with fewer cards discarding as many as it holds (2007 416.3; 2026 609.3). Near misses:
two discards of one player reading one choice list (Stupor), a counted draw before the discard, three
instructions in one sentence, "that many", "If two cards that share a card type are discarded this way"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "then_discards_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Burning Inquiry", "Noggle Ransacker", "Ring of Renewal"]
NEAR_MISSES = ["Flow of Knowledge", "Faithful Mending", "Rowdy Crew", "Laquatus's Creativity", "Stupor"]


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "then discards"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_draw_and_discard_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_draw_and_discard_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_burning_inquiry_each_player_draws_three_then_discards_three_at_random(cards, rules):
    objects = [obj("bi", "Burning Inquiry", zone="hand"), obj("m", "Mountain"), obj("h", "Grizzly Bears", zone="hand"),
               *(obj(f"a{i}", "Swamp", zone="library") for i in range(1, 4)),
               *(obj(f"b{i}", "Swamp", owner="Bob", zone="library") for i in range(1, 4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bi", "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    hand_a = [oid for oid in ("h", "a1", "a2", "a3") if zone_of(replay, oid) == "hand"]
    hand_b = [oid for oid in ("b1", "b2", "b3") if zone_of(replay, oid) == "hand"]
    assert len(hand_a) == 1 and hand_b == [], log(replay)
    assert all(zone_of(replay, f"b{i}") == "graveyard" for i in range(1, 4)), log(replay)
    assert "discards 3 cards at random" in log(replay)
    assert ("701.9b" in cited(replay)) == (rules == R2026), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ring_of_renewal_discards_at_random_then_draws_two(cards, rules):
    objects = [obj("rr", "Ring of Renewal"), *(obj(f"m{i}", "Mountain") for i in range(5)), obj("h", "Grizzly Bears", zone="hand"),
               *(obj(f"a{i}", "Swamp", zone="library") for i in range(1, 4))]
    actions = [activate("rr", ability=0, mana_abilities=[{"object": f"m{i}"} for i in range(5)]), p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert zone_of(replay, "h") == "graveyard", log(replay)
    assert sum(zone_of(replay, f"a{i}") == "hand" for i in range(1, 4)) == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ring_of_renewal_with_an_empty_hand_still_draws(cards, rules):
    objects = [obj("rr", "Ring of Renewal"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               *(obj(f"a{i}", "Swamp", zone="library") for i in range(1, 4))]
    actions = [activate("rr", ability=0, mana_abilities=[{"object": f"m{i}"} for i in range(5)]), p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert sum(zone_of(replay, f"a{i}") == "hand" for i in range(1, 4)) == 2, log(replay)
    assert ("609.3" if rules == R2026 else "416.3") in cited(replay), sorted(cited(replay))
