"""Draw-step triggers of other players' draw steps (rulings/oracle/draw_step_triggers.py) on real cards
(draw_step_triggers_cards.json): Well of Ideas ("At the beginning of each other player's draw step, that
player draws an additional card.") and Anvil of Bogardan ("..., that player draws an additional card, then
discards a card."). The trigger resolves after the draw step's own draw (2007 302.1 / 410; 2026 504.1, 603.3)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import log, obj, p, refused

CARDS = Path(__file__).parent / "draw_step_triggers_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Well of Ideas", "Anvil of Bogardan"]
#: "if this artifact is untapped": not read here
NEAR_MISSES = ["Howling Mine"]


def draw_step(cards, rules, permanent, active, choices=None):
    """`active`'s turn from their upkeep through their draw step's trigger, Alice controlling `permanent`."""
    objects = [obj("perm", permanent), *(obj(f"{w[0]}l{i}", "Swamp", owner=w, zone="library") for w in ("Alice", "Bob") for i in range(4))]
    other = "Bob" if active == "Alice" else "Alice"
    actions = [p(active), p(other), p(active), p(other, **({"choices": choices} if choices else {}))]
    data = {"format": 1, "rules": rules, "name": "draw step", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 4, "active_player": active, "phase": "beginning", "step": "upkeep"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def zone(replay, player, name):
    return replay.final_state["zones"][player][name]


@pytest.mark.parametrize("name", PLAYED)
def test_draw_step_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_well_of_ideas_gives_the_other_player_an_additional_card(cards, rules):
    replay = draw_step(cards, rules, "Well of Ideas", "Bob")
    assert len(zone(replay, "Bob", "hand")) == 2 and len(zone(replay, "Alice", "hand")) == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_anvil_of_bogardan_the_active_player_draws_one_more_then_discards_one(cards, rules):
    replay = draw_step(cards, rules, "Anvil of Bogardan", "Bob")
    assert len(zone(replay, "Bob", "hand")) == 1 and len(zone(replay, "Bob", "graveyard")) == 1, log(replay)
    assert len(zone(replay, "Alice", "hand")) == 0
    text = log(replay)
    assert text.rindex("Bob draws a card") < text.index("Bob discards")


def test_anvil_of_bogardan_in_its_controllers_own_draw_step(cards):
    replay = draw_step(cards, R2026, "Anvil of Bogardan", "Alice")
    assert len(zone(replay, "Alice", "hand")) == 1 and len(zone(replay, "Alice", "graveyard")) == 1, log(replay)
