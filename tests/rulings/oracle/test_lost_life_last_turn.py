"""Intervening "if"s about life lost last turn (rulings/oracle/lost_life_last_turn.py, rulings/engine/lost_life_last_turn.py),
played from real cards' Oracle text (lost_life_last_turn_cards.json: records copied from the pool): "At the beginning of
each upkeep, if you lost life last turn, create a 1/1 white Soldier creature token." (First Response), "..., put a +1/+1
counter on this creature." (Paladin of Atonement), "if an opponent lost life last turn, put a +1/+1 counter on target
creature you control." (Feast on the Fallen): the turn before this one, whoever's it was, checked as the upkeep begins
and again as the ability resolves (2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "lost_life_last_turn_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
PLAYED = ["First Response", "Paladin of Atonement", "Feast on the Fallen"]
NEAR_MISS_TEXTS = [
    "At the beginning of each upkeep, if you lost life this turn, create a 1/1 white Soldier creature token.",
    "At the beginning of each upkeep, if you lost 3 or more life last turn, create a 1/1 white Soldier creature token.",
    "At the beginning of each upkeep, if a player lost life last turn, create a 1/1 white Soldier creature token.",
    "At the beginning of each upkeep, if you gained life last turn, create a 1/1 white Soldier creature token.",
]

BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}


def alices_upkeep(cards, rules, objects, first=(), alice=None, bob=None, targets=None):
    """From Bob's end step (after the actions `first`) into Alice's upkeep, through the trigger's resolution."""
    actions = [*first, p("Bob"), p("Alice", **({"trigger_targets": targets} if targets else {})), p("Alice"), p("Bob")]
    sc = {**in_main_phase(objects, actions, rules, "lost life last turn"), "turn": BOBS_END_STEP,
          "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}]}
    return run_scenario(load_scenario(sc, cards=cards))


def tokens(replay, player="Alice"):
    return [o for o in replay.final_state["zones"][player]["in_play"] if o.get("token")]


def bolt_alice():
    """Bob bolts Alice in his own end step: Alice loses 3 life in turn 2."""
    return [{"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]},
            p("Bob"), p("Alice")]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_first_response_makes_a_soldier_after_a_turn_its_controller_lost_life_in(cards, rules):
    objects = [obj("response", "First Response"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    replay = alices_upkeep(cards, rules, objects, first=bolt_alice())
    assert not refused(replay), log(replay)
    assert len(tokens(replay)) == 1, log(replay)  # lost in Bob's turn 2: "last turn" in Alice's turn 3
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_first_response_does_nothing_after_a_turn_without_a_life_loss(cards, rules):
    replay = alices_upkeep(cards, rules, [obj("response", "First Response")], alice={"lost_life_last_turn": True})
    assert tokens(replay) == [], log(replay)  # lost in turn 1, not in turn 2: not "last turn" in turn 3
    assert "does not trigger" in log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_opponents_life_loss_doesnt_count_for_first_response(cards, rules):
    objects = [obj("response", "First Response"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    first = [{"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
             p("Bob"), p("Alice")]
    replay = alices_upkeep(cards, rules, objects, first=first)
    assert tokens(replay) == [], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_paladin_of_atonement_grows_when_its_controller_lost_life_last_turn(cards, rules):
    replay = alices_upkeep(cards, rules, [obj("paladin", "Paladin of Atonement")], alice={"lost_life_this_turn": True})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["paladin"]["counters"] == {"+1/+1": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bob_lost", [True, False])
def test_feast_on_the_fallen_counts_an_opponents_life_loss_last_turn(cards, rules, bob_lost):
    objects = [obj("feast", "Feast on the Fallen"), obj("bears", "Grizzly Bears")]
    replay = alices_upkeep(cards, rules, objects, alice={"lost_life_this_turn": True},
                           bob={"lost_life_this_turn": True} if bob_lost else None, targets={"feast": ["bears"]})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == ({"+1/+1": 1} if bob_lost else {}), log(replay)
