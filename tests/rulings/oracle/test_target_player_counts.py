""""Draw a card for each tapped creature target opponent controls." and "You gain N life for each [creature]
target player controls." (rulings/oracle/target_player_counts.py), played from real cards' Oracle text
(target_player_counts_cards.json: records copied from the pool): Borrowing 100,000 Arrows, Theft of Dreams,
Starlight, Divine Congregation, Renewing Dawn's "for each Mountain". The permanents that player controls are counted as the spell resolves (2007
413.2c; 2026 608.2c); another player's don't count."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "target_player_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Vampire Bats from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
TARGETS = {R2007: "409.1c", R2026: "601.2c"}
PLAYED = ["Borrowing 100,000 Arrows", "Theft of Dreams", "Starlight", "Divine Congregation", "Renewing Dawn"]
#: "then draw a card for each creature another target player controls": two counts, two targets
NEAR_MISSES = ["Biomantic Mastery"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "target player counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def islands(n):
    return [obj(f"i{k}", "Island") for k in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_target_player_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", ["Draw a card for each other creature target opponent controls.",
                                  "Draw a card for each creature you control target opponent controls.",
                                  "Draw a card for each tapped creature card target opponent controls."])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Count Test", "mana_cost": "{2}{U}", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
              "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_borrowing_arrows_draws_for_each_tapped_creature_the_target_opponent_controls(cards, rules):
    objects = [obj("arrows", "Borrowing 100,000 Arrows", zone="hand"), *islands(3),
               obj("t1", "Grizzly Bears", owner="Bob", tapped=True), obj("t2", "Grizzly Bears", owner="Bob", tapped=True),
               obj("u1", "Grizzly Bears", owner="Bob"), obj("mine", "Grizzly Bears", tapped=True),
               *(obj(f"c{k}", "Grizzly Bears", zone="library") for k in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "arrows", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{k}"} for k in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    # Bob's two tapped creatures: not his untapped one, not Alice's tapped one
    assert [zone_of(replay, f"c{k}") for k in range(4)].count("hand") == 2, log(replay)
    assert TARGETS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_starlight_gains_three_life_for_each_black_creature_of_the_target_opponent(cards, rules):
    objects = [obj("starlight", "Starlight", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
               obj("bats", "Vampire Bats", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("my_bats", "Vampire Bats")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "starlight", "targets": ["Bob"],
                "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 23, "Bob": 20}, log(replay)  # one black creature of Bob's


@pytest.mark.parametrize("rules", EDITIONS)
def test_divine_congregation_counts_the_creatures_of_the_target_player_even_if_that_is_its_caster(cards, rules):
    objects = [obj("congregation", "Divine Congregation", zone="hand"), *(obj(f"p{k}", "Plains") for k in range(4)),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("mine1", "Grizzly Bears"), obj("mine2", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "congregation", "targets": ["Alice"],
                "mana_abilities": [{"object": f"p{k}"} for k in range(4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 24, "Bob": 20}, log(replay)  # Alice's two creatures, 2 life each
