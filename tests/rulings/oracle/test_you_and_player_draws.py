""" "You and target opponent each draw a card" and "you and that player each draw two cards" on real
cards (rulings/oracle/you_and_player_draws.py, rulings/engine/you_and_player.py; you_and_player_draws_cards.json):
Sky Crier, Secret Rendezvous, Farsight Adept, Flumph, Black Widow, Intel Expert. Both players draw,
the active player first (2007 103.4; 2026 101.4, 121.2c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, p, refused

CARDS = Path(__file__).parent / "you_and_player_draws_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
APNAP = {R2007: "103.4", R2026: "101.4"}
PLAYED = ["Sky Crier", "Secret Rendezvous", "Farsight Adept", "Flumph", "Black Widow, Intel Expert"]
#: "another target player", "that many" (the damage dealt), "Choose an opponent. ... that player": not read here
NEAR_MISSES = ["Splinter, Aging Champion", "Diviner Spirit", "Intellectual Offering"]


def libraries(n=4):
    return [obj(f"{who[0]}l{i}", "Swamp", owner=who, zone="library") for who in ("Alice", "Bob") for i in range(n)]


def run(cards, rules, objects, actions, active="Alice"):
    data = {"format": 1, "rules": rules, "name": "you and player", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def hand(replay, player):
    return len(replay.final_state["zones"][player]["hand"])


@pytest.mark.parametrize("name", PLAYED)
def test_you_and_player_draw_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_secret_rendezvous_you_and_target_opponent_each_draw_three(cards, rules):
    objects = [obj("sr", "Secret Rendezvous", zone="hand"), *(obj(f"i{i}", "Plains") for i in range(3)), *libraries()]
    replay = run(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "sr", "targets": ["Bob"],
                                          "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, p("Alice"), p("Bob")])
    assert hand(replay, "Alice") == 3 and hand(replay, "Bob") == 3, log(replay)
    assert APNAP[rules] in cited(replay)
    text = log(replay)
    assert text.index("Alice draws a card") < text.index("Bob draws a card")


def test_sky_crier_in_the_opponents_turn_the_active_player_draws_first(cards):
    objects = [obj("crier", "Sky Crier"), *(obj(f"p{i}", "Plains") for i in range(4)), *libraries()]
    replay = run(cards, R2026, objects, [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "crier", "ability": 2, "targets": ["Bob"],
                                                    "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
                                         p("Alice"), p("Bob")], active="Bob")
    assert hand(replay, "Alice") == 1 and hand(replay, "Bob") == 1, log(replay)
    text = log(replay)
    assert text.index("Bob draws a card") < text.index("Alice draws a card")
    assert {"101.4", "121.2c"} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_farsight_adept_entering_makes_both_players_draw(cards, rules):
    objects = [obj("fa", "Farsight Adept", zone="hand"), *(obj(f"p{i}", "Plains") for i in range(3)), *libraries()]
    replay = run(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "fa",
                                          "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
                                         p("Alice"), p("Bob", trigger_targets={"fa": ["Bob"]}), p("Alice"), p("Bob")])
    assert hand(replay, "Alice") == 1 and hand(replay, "Bob") == 1, log(replay)
