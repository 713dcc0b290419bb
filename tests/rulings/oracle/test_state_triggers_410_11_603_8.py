"""Real cards with a state trigger (rulings/oracle/permanent_lines.py, rulings/engine/state_triggers.py):
Sea Serpent's "When you control no Islands, sacrifice this creature" triggers as soon as
its controller controls no Island (2007 410.11; 2026 603.8), and not again while it waits
on the stack."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

STATE_TRIGGER = {"2007-02-01": "410.11", "2026-06-19": "603.8"}


def graveyard(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["graveyard"]]


@pytest.mark.parametrize("name", ["Sea Serpent", "Dandân"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played
    assert {"kind": "triggered", "trigger": {"event": "state", "you_control_no": "Island"}, "effect": [{"do": "sacrifice", "what": "self"}],
            "text": "When you control no Islands, sacrifice this creature."} in pool[name].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sea_serpent_is_sacrificed_when_its_last_island_is_destroyed(lookup, rules):
    data = scenario([obj("serpent", "Sea Serpent", "Alice"), obj("island", "Island", "Alice"),
                     obj("rain", "Stone Rain", "Bob", "hand"), *(obj(f"m{i}", "Mountain", "Bob") for i in range(3))],
                    [{"type": "play_spell", "player": "Bob", "object": "rain", "targets": ["island"],
                      "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}], rules=rules)
    data["turn"]["active_player"] = "Bob"
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert set(graveyard(replay)) == {"serpent", "island"}
    assert STATE_TRIGGER[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_it_does_not_trigger_again_while_it_waits_on_the_stack(lookup, rules):
    data = scenario([obj("serpent", "Sea Serpent", "Alice")], [{"type": "pass_priority", "player": "Alice"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert len(replay.steps[-1].state["stack"]) == 1
    assert sum("ability triggers" in t for t in texts(replay)) == 1


def test_with_an_island_it_does_not_trigger(lookup):
    data = scenario([obj("serpent", "Sea Serpent", "Alice"), obj("island", "Island", "Bob"), obj("mine", "Island", "Alice")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any("ability triggers" in t for t in texts(replay)) and not graveyard(replay)


def test_an_opponents_islands_do_not_count(lookup):
    data = scenario([obj("serpent", "Sea Serpent", "Alice"), obj("island", "Island", "Bob")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert graveyard(replay) == ["serpent"]


@pytest.mark.parametrize("text", ["When you control no Islands, sacrifice this creature and draw a card.",
                                  "When you control no untapped Islands, sacrifice this creature.",
                                  "When you control no Islands, return this creature to its owner's hand."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
