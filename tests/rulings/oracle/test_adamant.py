""" "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on
it." (Ardenvale Paladin, Garenbrig Paladin, Locthwain Paladin, Vantress Paladin, Embereth Paladin), "... three mana of
the same color ..." (Henge Walker): read by rulings/oracle/adamant.py, played by rulings/engine/adamant.py from real
cards' Oracle text (adamant_cards.json: records copied from the pool). A replacement effect on how the creature enters
(2007 419.1b; 2026 614.1c), read from the mana of each color spent to cast it (adamant is an ability word with no
rules meaning: 2026 207.2c). A triggered ability with the condition (Clockwork Servant) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, log, obj, p, pt, refused

CARDS = Path(__file__).parent / "adamant_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ardenvale Paladin", "Henge Walker", "Garenbrig Paladin", "Locthwain Paladin", "Vantress Paladin", "Embereth Paladin"]
NEAR_MISSES = ["Clockwork Servant"]


def cast(cards, card, lands, rules):
    objects = [obj("c", card, zone="hand"), *(obj(f"l{i}", land) for i, land in enumerate(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "adamant"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_adamant_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_adamant_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ardenvale_paladin_cast_with_three_white_mana_enters_with_a_counter(cards, rules):
    replay = cast(cards, "Ardenvale Paladin", ["Plains", "Plains", "Plains", "Island"], rules)
    assert counters(replay, "c") == {"+1/+1": 1} and pt(replay, "c") == (3, 6), log(replay)
    assert {R2007: "419.1b", R2026: "614.1c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ardenvale_paladin_cast_with_two_white_mana_enters_without(cards, rules):
    replay = cast(cards, "Ardenvale Paladin", ["Plains", "Plains", "Island", "Island"], rules)
    assert counters(replay, "c") == {} and pt(replay, "c") == (2, 5), log(replay)
    assert {R2007: "419.1b", R2026: "614.1c"}[rules] in cited(replay), sorted(cited(replay))  # read, and not met


@pytest.mark.parametrize("rules", EDITIONS)
def test_henge_walker_needs_three_mana_of_one_color(cards, rules):
    assert counters(cast(cards, "Henge Walker", ["Forest", "Forest", "Forest"], rules), "c") == {"+1/+1": 1}
    assert counters(cast(cards, "Henge Walker", ["Forest", "Island", "Mountain"], rules), "c") == {}
