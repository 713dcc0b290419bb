"""A triggered ability whose event is a player's second card drawn in a turn (2007 410;
2026 603.2; rulings/engine/second_draw.py): the draw step's card counts, the count starts
again each turn, and a scenario may say how many cards a player drew before it starts."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

WATCHER = {"name": "Draw Watcher", "mana_cost": "{U}", "types": ["Enchantment"],
           "abilities": [{"kind": "triggered", "trigger": {"event": "draws_second_card", "whose": "each"},
                          "effect": [{"do": "gain_life", "amount": 1}], "text": "Whenever a player draws their second card each turn, you gain 1 life."}]}
PEEK = {"name": "Test Peek", "mana_cost": "{U}", "types": ["Instant"], "effect": [{"do": "draw", "amount": 1}], "text": "Draw a card."}


def make(rules, players=None, **turn):
    return {"format": 1, "rules": rules, "name": "second card", "players": players or [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep", **turn},
            "objects": [{"id": "w", "card": WATCHER, "owner": "Bob", "zone": "in_play"},
                        {"id": "peek", "card": PEEK, "owner": "Alice", "zone": "hand"},
                        {"id": "island", "card": "Island", "owner": "Alice", "zone": "in_play"},
                        *({"id": f"c{i}", "card": "Island", "owner": "Alice", "zone": "library"} for i in range(3))],
            "actions": [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "play_spell", "player": "Alice", "object": "peek", "mana_abilities": [{"object": "island"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_the_draw_steps_card_is_the_first_and_the_next_one_triggers(rules):
    replay = run_scenario(load_scenario(make(rules)))
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 21


def test_a_scenario_may_say_the_cards_drawn_before_it():
    replay = run_scenario(load_scenario(make("2026-06-19", players=[{"name": "Alice", "cards_drawn_this_turn": 1}, {"name": "Bob"}],
                                             phase="precombat_main", step=None)))
    # no draw step comes: the Peek's card is her second this turn
    assert replay.final_state["players"][1]["life"] == 21


def test_cards_drawn_this_turn_is_a_count():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", players=[{"name": "Alice", "cards_drawn_this_turn": -1}, {"name": "Bob"}]))
    assert "players[0].cards_drawn_this_turn" in str(e.value)
