""" "Target opponent may draw a card" (Phelddagrif, Soldevi Heretic), "defending player may draw a card"
(Harbor Guardian), "Counter target spell. That spell's controller may draw a card." (Vex) on real cards
(rulings/oracle/player_may_draw.py, rulings/engine/player_may.py; player_may_draw_cards.json): the player
the sentence names chooses as the effect is applied (2007 413.2c; 2026 608.2d), given by the resolving
action's `choices` for the source."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, p, refused

CARDS = Path(__file__).parent / "player_may_draw_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Harbor Guardian", "Phelddagrif", "Soldevi Heretic", "Vex"]
#: "that creature's controller" of a dies trigger, "its controller" of a combat damage trigger: not read here
NEAR_MISSES = ["Fecundity", "Edric, Spymaster of Trest"]


def run(cards, rules, objects, actions, phase="precombat_main", step=None, active="Alice"):
    turn = {"number": 3, "active_player": active, "phase": phase, **({"step": step} if step else {})}
    data = {"format": 1, "rules": rules, "name": "player may draw", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def hand(replay, player):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


def libraries():
    return [obj(f"{who[0]}l{i}", "Swamp", owner=who, zone="library") for who in ("Alice", "Bob") for i in range(2)]


@pytest.mark.parametrize("name", PLAYED)
def test_player_may_draw_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def phelddagrif(cards, rules, choose):
    objects = [obj("ph", "Phelddagrif"), obj("i", "Island"), *libraries()]
    resolve = p("Bob", **({"choices": {"ph": {"may": choose}}} if choose is not None else {}))
    return run(cards, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "ph", "ability": 2, "targets": ["Bob"],
                                        "mana_abilities": [{"object": "i"}]}, p("Alice"), resolve])


@pytest.mark.parametrize("rules", EDITIONS)
def test_phelddagrif_target_opponent_chooses_to_draw(cards, rules):
    replay = phelddagrif(cards, rules, True)
    assert hand(replay, "Alice") == ["ph"] and len(hand(replay, "Bob")) == 1, log(replay)
    assert "Bob chooses to draw a card." in log(replay)
    assert CHOICE[rules] in cited(replay)


def test_phelddagrif_without_the_opponents_choice_nobody_draws(cards):
    replay = phelddagrif(cards, R2026, None)
    assert hand(replay, "Alice") == ["ph"] and hand(replay, "Bob") == [], log(replay)
    assert "Bob doesn't draw a card (no choice was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_vex_counters_the_spell_and_its_controller_may_draw(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob"),
               obj("vex", "Vex", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)), *libraries()]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), {"type": "play_spell", "player": "Alice", "object": "vex", "targets": ["bolt"],
                          "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"vex": {"may": True}})]
    replay = run(cards, rules, objects, actions, active="Alice")
    assert len(hand(replay, "Bob")) == 1 and hand(replay, "Alice") == [], log(replay)
    assert replay.final_state["players"][0]["life"] == 20
    assert "Bob chooses to draw a card." in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_harbor_guardian_attacking_lets_the_defending_player_draw(cards, rules):
    objects = [obj("hg", "Harbor Guardian"), *libraries()]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["hg"]},
               p("Alice"), p("Bob", choices={"hg": {"may": True}})]
    replay = run(cards, rules, objects, actions, phase="combat", step="beginning_of_combat")
    assert len(hand(replay, "Bob")) == 1 and hand(replay, "Alice") == [], log(replay)
