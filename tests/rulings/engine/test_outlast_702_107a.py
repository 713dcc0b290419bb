"""702.107a (2026): the instruction `outlast` puts a +1/+1 counter on the creature whose
ability it is; outlast is later than February 2007, so under those rules no rule is cited
and the log says the card's words are followed."""
import pytest

from rulings.engine import load_scenario, run_scenario

OUTLASTER = {"name": "Test Outlaster", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "activated", "cost": {"mana": "{W}", "tap": True}, "timing": "sorcery",
                            "effect": [{"do": "outlast"}], "text": "Outlast {W}"}]}


def play(rules):
    data = {"format": 1, "rules": rules, "name": "outlast", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "o", "card": OUTLASTER, "owner": "Alice", "zone": "in_play"},
                        {"id": "p", "card": "Plains", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "o", "ability": 0, "mana_abilities": [{"object": "p"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(data))


@pytest.mark.parametrize("rules, cited", [("2026-06-19", True), ("2007-02-01", False)])
def test_outlast_puts_a_counter_on_its_creature(rules, cited):
    replay = play(rules)
    me = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "o")
    assert me["counters"] == {"+1/+1": 1} and (me["power"], me["toughness"]) == (2, 2)
    said = [ev for st in replay.steps for ev in st.events if "(outlast)" in ev.text]
    assert len(said) == 1
    assert ("702.107a" in {c.rule for c in said[0].citations}) == cited
    assert ("later than February 2007" in said[0].text) == (not cited)
