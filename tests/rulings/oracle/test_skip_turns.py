"""Real cards that skip a turn: "You skip your next turn." (Meditate, Chronatog, Unstable Hulk, Wormfang
Manta): a replacement effect, the player's next turn to begin replaced by nothing (2007 419.6e; 2026 614.1b,
614.10), two of them skipping the next two (419.6f; 614.10a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "skip_turns_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
SKIP = {"2007-02-01": "419.6e", "2026-06-19": "614.1b"}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Chronatog Totem"]


@pytest.mark.parametrize("text", ["Draw a card. You skip your next draw step.", "Draw a card. Target player skips their next turn.",
                                  "Draw a card. You skip your next two turns."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Instant"], "text": text}).played


def next_turn():
    """From Bob's main phase: to his end step, then both pass: the next turn begins (its upkeep)."""
    return [{"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice")]


def meditate(rules, casts=1):
    """On Bob's turn 3, Alice casts Meditate (an instant) `casts` times; then the players pass until the next turn's upkeep."""
    objects = [*[obj(f"med{i}", "Meditate", zone="hand") for i in range(casts)], *[obj(f"is{i}", "Island") for i in range(3 * casts)],
               *[obj(f"a{i}", "Forest", zone="library") for i in range(4 * casts + 2)],
               *[obj(f"b{i}", "Forest", owner="Bob", zone="library") for i in range(4)]]
    actions = [p("Bob")]
    for i in range(casts):
        actions += [{"type": "play_spell", "player": "Alice", "object": f"med{i}",
                     "mana_abilities": [{"object": f"is{3 * i + k}"} for k in range(3)]}, p("Alice"), p("Bob")]
        if i + 1 < casts:
            actions.append(p("Bob"))  # Bob has priority again after the resolution: he passes it to Alice
    actions += next_turn()
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = "Bob"
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_the_players_next_turn_is_replaced_by_nothing(cards, rules):
    replay = run_scenario(load_scenario(meditate(rules), cards=cards))
    assert not refused(replay), log(replay)
    state = replay.final_state
    assert (state["turn"], state["active_player"], state["step"]) == (4, "Bob", "upkeep")
    assert "Alice skips their turn." in log(replay)
    assert SKIP[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_two_skips_skip_the_next_two_turns(cards, rules):
    sc = meditate(rules, casts=2)
    sc["actions"] += [p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), *next_turn()]  # Bob's turn 4 to its main phase
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (5, "Bob")
    assert log(replay).count("Alice skips their turn.") == 2
