""""Mill a card" as a cost (2026 701.17a-b; rulings/engine/mill_costs.py): the top card of its player's
library goes to their graveyard as the cost is paid, and the cost can't be paid from a library with fewer
cards. The February 2007 rules have no word "mill": the card's words are followed, no partial payment
(409.1h)."""
import pytest

from .conftest import act, make, obj, rules_of

MILLER = {"name": "Miller", "mana_cost": "{1}", "types": ["Artifact"],
          "abilities": [{"kind": "activated", "cost": {"mill": 1}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                         "text": "Mill a card: You gain 1 life."}]}


def test_the_milled_card_is_the_top_card_of_the_library(play):
    r = play({**make([obj("m", MILLER), obj("top", "Grizzly Bears", zone="library"), obj("next", "Forest", zone="library")],
                     [act("activate_ability", object="m", ability=0)]), "rules": "2026-06-19"})
    assert not r.steps[1].refused
    assert [o["id"] for o in r.steps[1].state["zones"]["Alice"]["graveyard"]] == ["top"]
    assert "701.17a" in {c.rule for e in r.steps[1].events for c in e.citations}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "409.1h"), ("2026-06-19", "701.17b")])
def test_a_mill_cost_cant_be_paid_from_an_empty_library(play, rules, rule):
    r = play({**make([obj("m", MILLER)], [act("activate_ability", object="m", ability=0)]), "rules": rules})
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == rule
