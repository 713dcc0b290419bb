""""{T}, Exert this creature: [Effect]." (rulings/oracle/activated.py's cost, rulings/engine/exert_costs.py),
played from real cards' Oracle text (exert_costs_cards.json: records copied from the pool): Steward of
Solidarity, Fervent Paincaster, Hope Tender, Oasis Ritualist, Pride Sovereign, Angel of Condemnation. The
creature exerted to pay the cost doesn't untap during its controller's next untap step (2026 701.43a); exert
is later than February 2007, so those rules refuse the activation."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "exert_costs_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Steward of Solidarity", "Fervent Paincaster", "Hope Tender", "Oasis Ritualist", "Pride Sovereign", "Angel of Condemnation"]


def tapped(replay) -> dict:
    return {k: bool(o.get("tapped")) for k, o in objects_in(replay.final_state).items()}


@pytest.mark.parametrize("name", PLAYED)
def test_exert_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_the_cost_reads_tap_and_exert(compiled):
    ability = compiled["Steward of Solidarity"].definition["abilities"][0]
    assert ability["cost"] == {"tap": True, "exert": True}


def steward_in_bobs_turn(cards, rules, then=()):
    """In Bob's turn 4, Alice activates Steward of Solidarity; it resolves; then `then`."""
    objects = [obj("steward", "Steward of Solidarity"), obj("bears", "Grizzly Bears", tapped=True)]
    actions = [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "steward", "ability": 0}, p("Alice"), p("Bob"), *then]
    data = in_main_phase(objects, actions, rules, "exert costs")
    data["turn"] = {"number": 4, "active_player": "Bob", "phase": "precombat_main"}
    return run_scenario(load_scenario(data, cards=cards))


def test_steward_exerted_to_pay_stays_tapped_in_alices_next_untap_step(cards):
    replay = steward_in_bobs_turn(cards, R2026, [{"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (5, "Alice"), log(replay)
    assert [tapped(replay)[k] for k in ("steward", "bears")] == [True, False], log(replay)  # the Bears untap; the exerted Steward doesn't
    assert any("Warrior" in str(o.get("name")) for o in objects_in(replay.final_state).values()), log(replay)
    assert "701.43a" in cited(replay), sorted(cited(replay))


def test_exert_is_refused_under_the_2007_rules(cards):
    replay = steward_in_bobs_turn(cards, R2007)
    assert any(st.refused for st in replay.steps), log(replay)
