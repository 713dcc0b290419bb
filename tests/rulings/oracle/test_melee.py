"""Melee (2026 702.121a), compiled from real cards' Oracle text (keywords_27a_cards.json: records
copied from the pool) and played under the 2026 rules; under the 2007 rules it doesn't trigger.
"Other creatures you control have melee" stays text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def wings_attack(cards, rules):
    sc = {"format": 1, "rules": rules, "name": "melee", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
          "objects": [{"id": "wings", "card": "Wings of the Guard", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "declare_attackers", "player": "Alice", "attackers": ["wings"]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return objects_in(replay.final_state), log, cites


def test_wings_of_the_guard_is_fully_played(compiled):
    assert compiled["Wings of the Guard"].played
    assert {"kind": "keyword", "keyword": "melee"} in compiled["Wings of the Guard"].definition["abilities"]


def test_wings_of_the_guard_attacking_bob_gets_plus_1_plus_1(cards):
    found, log, cites = wings_attack(cards, R2026)
    assert (found["wings"]["power"], found["wings"]["toughness"]) == (2, 2) and "702.121a" in cites, log


def test_under_the_2007_rules_melee_does_not_trigger(cards):
    found, log, _ = wings_attack(cards, R2007)
    assert found["wings"]["power"] == 1 and "melee doesn't trigger: the keyword came later than February 2007" in log, log


def test_other_creatures_you_control_have_melee_stays_text_only(compiled):
    assert "Other creatures you control have melee. (If a creature has multiple instances of melee, each triggers separately.)" \
        in compiled["Adriana, Captain of the Guard"].definition["text_only"]
