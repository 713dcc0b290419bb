"""Tokens each player or each opponent creates (rulings/oracle/each_player_tokens.py), played from real
cards' Oracle text (each_player_tokens_cards.json: records copied from the pool): "each opponent creates a
1/1 white Human creature token" (Slaughter Specialist), "each player creates a Treasure token" (Marching
Duodrone): once for each player in APNAP order (2007 103.4; 2026 101.4), that player controlling the
token; its owner is that player in 2026 (111.2), the ability's controller in 2007 (216.1). Near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "each_player_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Marching Duodrone", "Slaughter Specialist", "Elephant-Mandrill", "Edge Rover"]
#: quoted abilities the compiler doesn't read, "each other player" after "exile it and", "other than target player"
NEAR_MISSES = ["Pursued Whale", "Haunted Angel", "Death by Dragons"]
APNAP = {R2007: "103.4", R2026: "101.4"}


def play(cards, objects, actions, rules, players=("Alice", "Bob")):
    scenario = in_main_phase(objects, actions, rules, "each player's tokens")
    scenario["players"] = [{"name": n} for n in players]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens_of(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o["subtypes"] and o["zone"] == "in_play"]


@pytest.mark.parametrize("name", PLAYED)
def test_each_player_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_each_player_tokens_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_slaughter_specialist_gives_each_opponent_a_human_and_its_controller_none(cards, rules):
    objects = [obj("specialist", "Slaughter Specialist", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "specialist", "mana_abilities": [{"object": "s0"}, {"object": "s1"}]},
               p("Alice"), p("Bob"), p("Carol"), p("Alice"), p("Bob"), p("Carol")]
    replay = play(cards, objects, actions, rules, players=("Alice", "Bob", "Carol"))
    humans = tokens_of(replay, "Human")
    assert sorted(h["controller"] for h in humans) == ["Bob", "Carol"], log(replay)
    owners = sorted(h["owner"] for h in humans)
    assert owners == (["Alice", "Alice"] if rules == R2007 else ["Bob", "Carol"]), humans  # 2007 216.1; 2026 111.2
    assert APNAP[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_marching_duodrone_attacking_gives_each_player_a_treasure(cards, rules):
    objects = [obj("drone", "Marching Duodrone")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["drone"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert sorted(t["controller"] for t in tokens_of(replay, "Treasure")) == ["Alice", "Bob"], log(replay)
