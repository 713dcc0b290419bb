"""A real card with "Skip your draw step." (skipping is a replacement effect: 2007 419.6e-f; 2026
614.1b, 614.10a): Yawgmoth's Bargain ("Skip your draw step. Pay 1 life: Draw a card.")."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

R26, R07 = "2026-06-19", "2007-02-01"
SKIP = {R26: "614.1b", R07: "419.6e"}


def to_main(lookup, owner, rules=R26):
    objects = [{"id": "bargain", "card": "Yawgmoth's Bargain", "owner": owner, "zone": "in_play"},
               {"id": "top", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"}]
    data = {"format": 1, "rules": rules, "name": "skip draw", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
            "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    return replay


def test_the_card_is_fully_played(pool):
    assert pool["Yawgmoth's Bargain"].played


@pytest.mark.parametrize("rules", [R26, R07])
def test_its_controller_skips_the_draw_step(lookup, rules):
    replay = to_main(lookup, "Alice", rules)
    assert replay.final_state["zones"]["Alice"]["hand"] == []
    assert SKIP[rules] in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_another_players_draw_step_is_not_skipped(lookup):
    replay = to_main(lookup, "Bob")
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["top"]


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Enchantment"], "text": text}).played
    assert not played("Skip your next draw step.")
    assert not played("Each player skips their draw step.")
