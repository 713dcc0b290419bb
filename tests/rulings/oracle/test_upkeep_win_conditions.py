"""Intervening "if"s of upkeep triggers with the larger counts the older cards use (rulings/oracle/upkeep_win_conditions.py),
played from real cards' Oracle text (upkeep_win_conditions_cards.json: records copied from the pool): "if you control twenty
or more creatures, you win the game" (Epic Struggle), "if you have exactly 1 life" (Near-Death Experience), "if you have
exactly thirteen cards in your hand" (Triskaidekaphile), "if twenty or more creature cards are in your graveyard" (Mortal
Combat), "if you have four or more creature cards in your graveyard" (Oversold Cemetery): checked as the upkeep begins
and again as the ability resolves (2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "upkeep_win_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Island from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
WIN = {R2007: "102.1", R2026: "104.1"}  # the game ends immediately as a player wins
PLAYED = ["Epic Struggle", "Near-Death Experience", "Triskaidekaphile", "Mortal Combat", "Oversold Cemetery"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, if you control twenty or more creatures named Rat, you win the game.",
    "At the beginning of your upkeep, if twenty or more creature cards are in a graveyard, you win the game.",
    "At the beginning of your upkeep, if you have 200 or more cards in your library, you win the game.",
    "At the beginning of your upkeep, if you have exactly thirteen cards in your library, you win the game.",
    "At the beginning of your upkeep, if you have twenty-one or more creature cards in your graveyard, you win the game.",
]


def upkeep(cards, rules, objects, alice_life=20, targets=None, choices=None):
    """Alice's turn from its untap step (no player gets priority there) into her upkeep, through the trigger's resolution."""
    sc = {"format": 1, "rules": rules, "name": "upkeep", "players": [{"name": "Alice", "life": alice_life}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"},
          "objects": objects + [obj(f"lib{i}", "Island", zone="library") for i in range(3)],  # a draw step to come
          "actions": [p("Alice", **({"trigger_targets": targets} if targets else {})),
                      p("Bob", **({"choices": choices} if choices else {}))]}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("creatures, wins", [(20, True), (19, False)])
def test_epic_struggle_wins_with_twenty_creatures(cards, rules, creatures, wins):
    objects = [obj("struggle", "Epic Struggle")] + [obj(f"bears{i}", "Grizzly Bears") for i in range(creatures)]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert ("Alice wins the game." in log(replay)) == wins, log(replay)
    assert IF[rules] in cited(replay)
    assert (WIN[rules] in cited(replay)) == wins


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("life, wins", [(1, True), (2, False)])
def test_near_death_experience_wins_at_exactly_1_life(cards, rules, life, wins):
    replay = upkeep(cards, rules, [obj("nde", "Near-Death Experience")], alice_life=life)
    assert not refused(replay), log(replay)
    assert ("Alice wins the game." in log(replay)) == wins, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("hand, wins", [(13, True), (12, False), (14, False)])
def test_triskaidekaphile_wins_with_exactly_thirteen_cards_in_hand(cards, rules, hand, wins):
    objects = [obj("trisk", "Triskaidekaphile")] + [obj(f"i{i}", "Island", zone="hand") for i in range(hand)]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert ("Alice wins the game." in log(replay)) == wins, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("dead, wins", [(20, True), (19, False)])
def test_mortal_combat_counts_creature_cards_in_your_graveyard(cards, rules, dead, wins):
    objects = [obj("combat", "Mortal Combat")] + [obj(f"b{i}", "Grizzly Bears", zone="graveyard") for i in range(dead)] \
        + [obj(f"i{i}", "Island", zone="graveyard") for i in range(5)]  # lands are no creature cards
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert ("Alice wins the game." in log(replay)) == wins, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("dead, returned", [(4, True), (3, False)])
def test_oversold_cemetery_returns_a_creature_card_with_four_in_the_graveyard(cards, rules, dead, returned):
    objects = [obj("cemetery", "Oversold Cemetery")] + [obj(f"b{i}", "Grizzly Bears", zone="graveyard") for i in range(dead)]
    replay = upkeep(cards, rules, objects, targets={"cemetery": ["b0"]} if returned else None, choices={"cemetery": {"may": True}})
    assert not refused(replay), log(replay)
    assert (objects_in(replay.final_state)["b0"]["zone"] == "hand") == returned, log(replay)
    assert IF[rules] in cited(replay)
