"""A real card castable as though it had flash for more mana (2026 601.3c; 2007 409.1f: a cost
increase): Rout ("You may cast this spell as though it had flash if you pay {2} more to cast it.
Destroy all creatures. They can't be regenerated.")."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

R26, R07 = "2026-06-19", "2007-02-01"
RULE = {R26: "601.3c", R07: "409.1f"}


def rout(lookup, plains, on_bobs_turn, rules=R26):
    objects = [{"id": "rout", "card": "Rout", "owner": "Alice", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               *({"id": f"p{i}", "card": "Plains", "owner": "Alice", "zone": "in_play"} for i in range(plains))]
    actions = [{"type": "pass_priority", "player": "Bob"}] if on_bobs_turn else []
    actions += [{"type": "play_spell", "player": "Alice", "object": "rout"}]
    actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    turn = ({"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"} if on_bobs_turn
            else {"number": 3, "active_player": "Alice", "phase": "precombat_main"})
    data = {"format": 1, "rules": rules, "name": "rout", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def graveyard(replay, player):
    return [o["id"] for o in replay.final_state["zones"][player]["graveyard"]]


def test_the_card_is_fully_played(pool):
    assert pool["Rout"].played
    assert {"kind": "keyword", "keyword": "flash_for_more", "cost": "{2}"} in pool["Rout"].definition["abilities"]


@pytest.mark.parametrize("rules", [R26, R07])
def test_rout_is_cast_on_an_opponents_turn_for_two_more(lookup, rules):
    replay = rout(lookup, 7, True, rules)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert graveyard(replay, "Bob") == ["bear"]
    assert all(o["tapped"] for o in replay.final_state["zones"]["Alice"]["in_play"])
    assert RULE[rules] in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_five_lands_dont_pay_for_it_as_though_it_had_flash(lookup):
    replay = rout(lookup, 5, True)
    assert [st.refused for st in replay.steps if st.action and st.action.get("type") == "play_spell"] == [True]
    assert graveyard(replay, "Bob") == []


def test_in_its_controllers_main_phase_it_costs_its_mana_cost(lookup):
    replay = rout(lookup, 5, False)
    assert not any(st.refused for st in replay.steps)
    assert graveyard(replay, "Bob") == ["bear"]
    assert "601.3c" not in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{3}{W}", "types": ["Sorcery"], "text": text}).played
    assert not played("You may cast this spell as though it had flash if you pay {W} more to cast it.\nDraw a card.")
    assert not played("You may cast this spell as though it had flash if it targets a commander.\nDraw a card.")
    assert not played("You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, "
                      "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nDraw a card.")


def test_the_legal_actions_offer_rout_on_an_opponents_turn_paid_with_seven_lands(lookup):
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    objects = [{"id": "rout", "card": "Rout", "owner": "Alice", "zone": "hand"},
               *({"id": f"p{i}", "card": "Plains", "owner": "Alice", "zone": "in_play"} for i in range(7))]
    data = {"format": 1, "rules": R26, "name": "rout", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"}, "objects": objects,
            "actions": [{"type": "pass_priority", "player": "Bob"}]}
    scenario = load_scenario(data, cards=lookup)
    who, actions = legal_actions(game_at(scenario, len(scenario.actions)))
    offered = [a for a in actions if a.get("object") == "rout"]
    assert who == "Alice" and len(offered) == 1 and len(offered[0]["mana_abilities"]) == 7
