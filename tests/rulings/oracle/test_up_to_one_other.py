"""Real cards with "up to one other target ...": "When this creature enters, return up to one other target
permanent you control to its owner's hand." (Stickytongue Sentinel, Exosuit Savior, Mischievous Pup). Zero
or one target (2007 409.1c; 2026 601.2c, 115.6), never the creature itself ("other": 2026 109.4 names it
"another")."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "up_to_one_other_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    assert all(card.played for card in compiled.values())


@pytest.mark.parametrize("text, types", [
    ("Return up to one other target permanent you control to its owner's hand.", ["Sorcery"]),
    ("When this creature enters, return up to two other target permanents you control to their owners' hands.", ["Creature"]),
    ("When this creature enters, tap target creature and up to one other target creature.", ["Creature"]),
])
def test_near_misses_stay_text_only(text, types):
    card = {"name": "Near Miss", "mana_cost": "{2}{G}", "types": types, "text": text}
    if types == ["Creature"]:
        card.update(power="2", toughness="2")
    assert not compile_card(card).played


def sentinel(rules, chosen):
    objects = [obj("sent", "Stickytongue Sentinel", zone="hand"), obj("land", "Forest"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("f3", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sent", "mana_abilities": [{"object": f"f{k}"} for k in (1, 2, 3)]},
               p("Alice"), p("Bob", trigger_targets={"sent": chosen}), p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


@pytest.mark.parametrize("rules", BOTH)
def test_it_returns_the_other_permanent_chosen(cards, rules):
    replay = run_scenario(load_scenario(sentinel(rules, ["land"]), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "land") == "hand" and zone_of(replay, "sent") == "in_play"


@pytest.mark.parametrize("rules", BOTH)
def test_no_target_returns_nothing(cards, rules):
    replay = run_scenario(load_scenario(sentinel(rules, []), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "land") == "in_play" and zone_of(replay, "sent") == "in_play"


@pytest.mark.parametrize("rules", BOTH)
def test_the_creature_itself_cant_be_chosen(cards, rules):
    replay = run_scenario(load_scenario(sentinel(rules, ["sent"]), cards=cards))
    assert refused(replay)
    assert zone_of(replay, "sent") == "in_play"
