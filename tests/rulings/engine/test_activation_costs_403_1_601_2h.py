"""Activation costs (2007: 403.1, 409.1h; 2026: 602.1, 601.2h): discarding named
cards, sacrificing a permanent of the named kind, paying life only with that much life."""
import pytest

from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, rules_of

EDITIONS = ("2007-02-01", "2026-06-19")
LOOTER = {"name": "Looter", "mana_cost": "{U}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "draw"}], "text": "Discard a card: Draw a card."}]}
BLEEDER = {"name": "Bleeder", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "activated", "cost": {"life": 5}, "effect": [{"do": "draw"}], "text": "Pay 5 life: Draw a card."}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_life_is_paid_only_by_a_player_with_that_much_life(play, rules):
    r = play({**make([obj("b", BLEEDER)], [act("activate_ability", object="b", ability=0)], life=(4, 20)), "rules": rules})
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == ("409.1h" if rules.startswith("2007") else "119.4")
    assert r.steps[1].state["players"][0]["life"] == 4


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_life_paid_is_said_in_the_log(play, rules):
    r = play({**make([obj("b", BLEEDER)], [act("activate_ability", object="b", ability=0)]), "rules": rules})
    assert not r.steps[1].refused and r.steps[1].state["players"][0]["life"] == 15
    assert any("Alice pays 5 life" in e.text and "(15 life)" in e.text for e in r.steps[1].events)


def test_the_legal_actions_name_each_card_a_discard_cost_may_discard():
    data = {**make([obj("l", LOOTER), obj("c1", "Grizzly Bears", zone="hand"), obj("c2", "Forest", zone="hand")], []),
            "rules": "2026-06-19"}
    from rulings.engine import load_scenario
    _, actions = legal_actions(game_at(load_scenario(data), 0))
    pays = sorted(a["pay"]["discard"][0] for a in actions if a["type"] == "activate_ability" and a.get("pay"))
    assert pays == ["c1", "c2"]
