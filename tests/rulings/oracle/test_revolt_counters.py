""" "Revolt — This creature enters with a +1/+1 counter on it if a permanent left the battlefield under your
control this turn." (Narnam Renegade, Night Market Aeronaut; "two +1/+1 counters": Greenwheel Liberator,
Lifecraft Cavalry), read by rulings/oracle/board_life_conditions.py (revolt_counters_cards.json: records
copied from the pool). A replacement effect on how the creature enters (2007 419.1b; 2026 614.1c), its
condition read for its controller as it does: it enters with the counters only if a permanent that player
controlled left the battlefield earlier this turn. Revolt is an ability word, without rules meaning."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, counters, in_main_phase, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "revolt_counters_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ENTERS_WITH = {R2007: "419.1b", R2026: "614.1c"}
PLAYED = ["Narnam Renegade", "Night Market Aeronaut", "Greenwheel Liberator", "Lifecraft Cavalry"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "revolt counters"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_revolt_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", [
    "Revolt — This creature enters with a +1/+1 counter on it if a permanent left the battlefield under an opponent's control this turn.",
    "Morbid — This creature enters with a +1/+1 counter on it if a permanent left the battlefield under your control this turn.",
    "Revolt — This creature enters with a +1/+1 counter on it if a creature died this turn.",
])
def test_near_miss_revolt_wordings_stay_text_only(text):
    record = {"name": "Test Renegade", "mana_cost": "{1}{G}", "types": ["Creature"], "supertypes": [], "subtypes": ["Elf"],
              "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


def _liberator_after(cards, rules, bolt_target: str):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("lib", "Greenwheel Liberator", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest"), obj("mine", "Grizzly Bears"), obj("bobs", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [bolt_target], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "lib", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_greenwheel_liberator_enters_with_two_counters_after_a_permanent_of_yours_left(cards, rules):
    replay = _liberator_after(cards, rules, "mine")
    assert zone_of(replay, "mine") == "graveyard", log(replay)
    assert counters(replay, "lib") == {"+1/+1": 2} and pt(replay, "lib") == (4, 3), log(replay)
    assert ENTERS_WITH[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_opponents_permanent_leaving_isnt_revolt(cards, rules):
    replay = _liberator_after(cards, rules, "bobs")
    assert zone_of(replay, "bobs") == "graveyard", log(replay)
    assert counters(replay, "lib") == {} and pt(replay, "lib") == (2, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_narnam_renegade_enters_with_a_counter_after_an_earlier_departure(cards, rules):
    objects = [obj("ren", "Narnam Renegade", zone="hand"), obj("f", "Forest")]
    sc = in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "ren", "mana_abilities": [{"object": "f"}]},
                                 p("Alice"), p("Bob")], rules, "revolt counters")
    sc["players"][0]["permanent_left_this_turn"] = True
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "ren") == {"+1/+1": 1}, log(replay)
