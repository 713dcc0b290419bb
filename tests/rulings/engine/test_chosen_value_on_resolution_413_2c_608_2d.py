""" "Choose a creature type / a color" as a spell resolves (2007 413.2c; 2026 608.2d): the
instruction `choose_value` and the target filter's `chosen` (rulings/engine/effects/chosen_value.py)."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.errors import ScenarioError

from .conftest import act, make, obj, pass_, rules_of


def _sweep(kind="creature_type", side="not_of"):
    return {"name": "Sweep", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Choose. Destroy the others.",
            "effect": [{"do": "choose_value", "kind": kind},
                       {"do": "for_each", "permanents": {"types": ["Creature"], "chosen": {kind: side}}, "effect": [{"do": "destroy", "what": "it"}]}]}


def _run(play, card, choices, rules="2007-02-01"):
    data = make([obj("sweep", card, zone="hand"), obj("bears", "Grizzly Bears", "Bob"), obj("giant", "Hill Giant", "Bob")],
                [act("play_spell", object="sweep"), pass_("Alice"), {**pass_("Bob"), **({"choices": {"sweep": choices}} if choices else {})}])
    data["rules"] = rules
    return play(data)


@pytest.mark.parametrize("rules,number", [("2007-02-01", "413.2c"), ("2026-06-19", "608.2d")])
def test_the_chosen_creature_type_is_spared(play, rules, number):
    r = _run(play, _sweep(), {"creature_type": "Giant"}, rules)
    last = r.steps[-1]
    assert not last.refused
    assert {o["id"] for o in last.state["zones"]["Bob"]["graveyard"]} == {"bears"}
    assert number in rules_of(last)


def test_of_the_chosen_color(play):
    r = _run(play, _sweep("color", "of"), {"color": "green"})
    assert {o["id"] for o in r.steps[-1].state["zones"]["Bob"]["graveyard"]} == {"bears"}


def test_no_choice_is_refused_not_guessed(play):
    r = _run(play, _sweep(), None)
    assert r.steps[-1].refused
    assert "creature_type" in r.steps[-1].events[-1].text
    assert not r.steps[-1].state["zones"]["Bob"]["graveyard"]


def test_a_bad_chosen_filter_is_refused_naming_the_field():
    card = _sweep()
    card["effect"][1]["permanents"]["chosen"] = {"creature_type": "maybe"}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("sweep", card, zone="hand")], []))
    assert any("chosen.creature_type" in err.path for err in e.value.errors), e.value.errors


def test_adds_chosen_type_is_only_for_the_permanent_itself():
    card = {"name": "Bad Automaton", "mana_cost": "{3}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "static", "affects": "creatures", "adds_chosen_type": True}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("b", card)], []))
    assert any(err.path.endswith("adds_chosen_type") for err in e.value.errors), e.value.errors
