""" "Destroy target creature or planeswalker. Its controller investigates." (Fateful Absence), "Target player
investigates." (Panther Pounce) (rulings/oracle/investigate_players.py; the engine's investigate with `player`),
played from real cards' Oracle text (investigate_players_cards.json: records copied from the pool): that player
creates the Clue (2026 701.16a, 111.10f) and controls it. Near misses ("Each player who controls the most
creatures investigates", "investigates for each nontoken creature exiled this way") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "investigate_players_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Fateful Absence", "Panther Pounce"]
NEAR_MISSES = ["No Witnesses", "Declaration in Stone"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "investigate players"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def clues(replay) -> list:
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and "Clue" in o.get("subtypes", [])
            and o.get("zone") == "in_play"]


@pytest.mark.parametrize("name", PLAYED)
def test_investigate_player_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_fateful_absence_gives_the_destroyed_creatures_controller_a_clue(cards, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("absence", "Fateful Absence", zone="hand"),
               obj("w1", "Plains"), obj("w2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "absence", "targets": ["bears"],
                "mana_abilities": [{"object": "w1"}, {"object": "w2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    made = clues(replay)
    assert len(made) == 1 and made[0]["controller"] == "Bob", log(replay)
    if rules == R2026:
        assert {"701.16a", "111.10f"} <= cited(replay), sorted(cited(replay))


def test_panther_pounce_makes_the_target_player_investigate(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("pounce", "Panther Pounce", zone="hand"), obj("w1", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pounce", "targets": ["Bob", "bears"],
                "mana_abilities": [{"object": "w1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    made = clues(replay)
    assert len(made) == 1 and made[0]["controller"] == "Bob", log(replay)
