"""302.2 (2026: 502.3): effects can keep a player's permanents from untapping; an effect
that lasts "until its controller's next untap step" lasts as it says (418.3a; 611.2a).
The instruction `doesnt_untap_next` (rulings/engine/next_untap.py)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

FROST = {"name": "Frost Test", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
         "effect": [{"do": "tap", "what": "target:0"}, {"do": "doesnt_untap_next", "what": "target:0"}],
         "text": "Tap target creature. It doesn't untap during its controller's next untap step."}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}


def make(rules, target="bob_bear", effect=None):
    card = FROST if effect is None else {**FROST, "effect": effect}
    return {"format": 1, "rules": rules, "name": "next untap", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"},
            "objects": [{"id": "frost", "card": card, "owner": "Alice", "zone": "hand"},
                        {"id": "island", "card": "Island", "owner": "Alice", "zone": "in_play"},
                        {"id": "bob_bear", "card": BEAR, "owner": "Bob", "zone": "in_play"},
                        {"id": "alice_bear", "card": BEAR, "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "frost", "targets": [target],
                         "mana_abilities": [{"object": "island"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def in_play(replay, player):
    return {o["id"]: o for o in replay.final_state["zones"][player]["in_play"]}


@pytest.mark.parametrize("rules, untap_rule", [("2007-02-01", "302.2"), ("2026-06-19", "502.3")])
def test_the_permanent_stays_tapped_in_its_controllers_next_untap_step(rules, untap_rule):
    replay = run_scenario(load_scenario(make(rules)))
    assert in_play(replay, "Bob")["bob_bear"]["tapped"]
    untap = [ev for st in replay.steps for ev in st.events if ev.text.startswith("Bob untaps")]
    assert untap and untap_rule in {c.rule for c in untap[0].citations}
    assert any("doesn't untap during its controller's next untap step (Frost Test)" in c.reason for c in untap[0].citations)


def test_another_players_untap_step_does_not_end_it():
    replay = run_scenario(load_scenario(make("2026-06-19", target="alice_bear")))
    effects = replay.final_state["continuous_effects"]
    assert [(e["kind"], e["affects"]) for e in effects] == [("doesnt_untap_next", "alice_bear")]


def test_the_instruction_names_a_wrong_field():
    data = make("2026-06-19", effect=[{"do": "doesnt_untap_next", "what": "target:0", "whose": "your"}])
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "objects[0].card.effect[0].whose" in str(e.value)
