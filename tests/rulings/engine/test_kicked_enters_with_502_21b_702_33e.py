""" "If ~ was kicked, it enters with N +1/+1 counters" (2007 502.21b, 2026 702.33e): the
scenario field `comes_into_play.if_kicked`, checked by the loader."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

KAVU = {"name": "Kicked Kavu", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
        "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{1}"},
                      {"kind": "static", "comes_into_play": {"counters": {"+1/+1": 2}, "if_kicked": True}}]}


def data(card, kicked):
    return {"format": 1, "rules": "2007-02-01", "name": "kicker", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "k", "card": card, "owner": "Alice", "zone": "hand"},
                        {"id": "m1", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
                        {"id": "m2", "card": "Mountain", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "k", **({"kicked": True} if kicked else {})},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def counters(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "k").get("counters")


@pytest.mark.parametrize("kicked, expected", [(True, {"+1/+1": 2}), (False, None)])
def test_502_21b_only_a_kicked_spell_enters_with_the_kicker_counters(kicked, expected):
    assert (counters(run_scenario(load_scenario(data(KAVU, kicked)))) or None) == expected


def test_if_kicked_with_anything_but_counters_is_refused_naming_the_field():
    bad = {**KAVU, "abilities": [KAVU["abilities"][0], {"kind": "static", "comes_into_play": {"tapped": True, "if_kicked": True}}]}
    with pytest.raises(ScenarioError, match="if_kicked"):
        load_scenario(data(bad, True))
