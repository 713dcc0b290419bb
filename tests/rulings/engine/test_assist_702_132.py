"""Assist (2026 702.132a): the player the caster chooses pays part of the generic mana of the
spell's total cost; only another player, only generic mana, only a spell with assist; the
scenario's `pay.assist` is validated naming the field."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj

HELPED = {"name": "Helped Giant", "mana_cost": "{3}{R}", "types": ["Creature"], "power": 3, "toughness": 3,
          "abilities": [{"kind": "keyword", "keyword": "assist"}], "text": "Assist"}
PLAIN = {**HELPED, "name": "Lonely Giant", "abilities": [], "text": ""}


def cast(card, assist):
    objs = [obj("giant", card, zone="hand"), obj("m", "Mountain"), *(obj(f"b{i}", "Island", "Bob") for i in range(3))]
    return run_scenario(load_scenario({**make(objs, [act("play_spell", object="giant", pay={"assist": assist})]),
                                       "rules": "2026-06-19"})).steps[-1]


def test_702_132a_the_chosen_player_pays_three_generic():
    step = cast(HELPED, {"player": "Bob", "amount": 3})
    assert not step.refused and "702.132a" in [c.rule for ev in step.events for c in ev.citations]


def test_the_caster_can_not_choose_themselves():
    assert cast(HELPED, {"player": "Alice", "amount": 3}).refused


def test_a_spell_without_assist_gets_no_help():
    assert cast(PLAIN, {"player": "Bob", "amount": 3}).refused


def test_a_malformed_assist_is_refused_naming_the_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("giant", HELPED, zone="hand")], [act("play_spell", object="giant", pay={"assist": {"player": "Bob"}})]))
    assert "actions[0].pay.assist" in str(e.value)
