"""Static power/toughness changes read each time they apply (2007: 418.4a; 2026: 611.3a): "as long as
you have N or more life" (`your_life_at_least`), "as long as ~ is equipped" (`self_equipped`), "for
each creature card in your graveyard", "for each other creature you control", and an anthem's
`"untapped": true`; and the validator naming a wrong field."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj, objects_by_id, pass_


def creature(name, ab, power=2, toughness=2):
    return {"name": name, "mana_cost": "{1}", "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": [{"kind": "static", "text": name, **ab}]}


SCIMITAR = {"name": "Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
            "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 0}, "text": "+1/+0"}]}


def pt(replay, oid):
    o = objects_by_id(replay.steps[-1].state)[oid]
    return o["power"], o["toughness"]


@pytest.mark.parametrize("life, size", [(10, (5, 5)), (9, (2, 2))])
def test_611_3a_your_life_at_least_is_read_as_it_applies(play, life, size):
    card = creature("Proud", {"affects": "self", "while": {"your_life_at_least": 10}, "pump": {"power": 3, "toughness": 3}})
    replay = play(make([obj("x", card)], [pass_("Alice")], life=(life, 20)))
    assert pt(replay, "x") == size


@pytest.mark.parametrize("attached, size", [(True, (3, 4)), (False, (2, 2))])
def test_611_3a_self_equipped_holds_while_an_equipment_is_attached(play, attached, size):
    card = creature("Champ", {"affects": "self", "while": {"self_equipped": True}, "pump": {"power": 0, "toughness": 2}})
    blade = {**obj("blade", SCIMITAR), **({"attached_to": "x"} if attached else {})}
    replay = play(make([obj("x", card), blade], [pass_("Alice")]))
    assert pt(replay, "x") == size


def test_611_3a_for_each_creature_card_in_your_graveyard(play):
    card = creature("Elite", {"affects": "self", "for_each": "creature_card_in_your_graveyard", "pump": {"power": 1, "toughness": 1}})
    objs = [obj("x", card), obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Forest", zone="graveyard"),
            obj("g3", "Grizzly Bears", "Bob", zone="graveyard")]
    assert pt(play(make(objs, [pass_("Alice")])), "x") == (3, 3)


def test_611_3a_untapped_creatures_you_control(play):
    castle = {"name": "Keep", "mana_cost": "{1}", "types": ["Enchantment"], "abilities": [
        {"kind": "static", "affects": "creatures", "filter": {"untapped": True, "you_control": True}, "pump": {"power": 0, "toughness": 2},
         "text": "Untapped creatures you control get +0/+2."}]}
    objs = [obj("keep", castle), obj("up", "Grizzly Bears"), obj("down", "Grizzly Bears", tapped=True)]
    replay = play(make(objs, [pass_("Alice")]))
    assert (pt(replay, "up"), pt(replay, "down")) == ((2, 4), (2, 2))


@pytest.mark.parametrize("ab, field", [
    ({"affects": "self", "while": {"your_life_at_least": "ten"}, "pump": {"power": 1, "toughness": 1}}, "while.your_life_at_least"),
    ({"affects": "self", "while": {"self_equipped": False}, "pump": {"power": 1, "toughness": 1}}, "while.self_equipped"),
    ({"affects": "creatures", "filter": {"untapped": "yes"}, "pump": {"power": 1, "toughness": 1}}, "filter.untapped"),
    ({"affects": "enchanted", "for_each": "other_creature", "pump": {"power": 1, "toughness": 1}}, "for_each"),
])
def test_the_validator_names_a_wrong_condition_or_count(ab, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", creature("Bad", ab))], []))
    assert any(err.path.endswith(field) for err in e.value.errors), [err.path for err in e.value.errors]


def test_the_validator_lets_equipped_gain_an_ability_only_during_your_turn():
    blade = {**SCIMITAR, "abilities": [{"kind": "static", "affects": "equipped", "gains": {"kind": "keyword", "keyword": "first_strike"},
                                         "while": {"self_attacking": True}, "text": "x"}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("blade", blade)], []))
    assert any(err.path.endswith("abilities[0].while") for err in e.value.errors)
    load_scenario(make([obj("blade", {**blade, "abilities": [{**blade["abilities"][0], "while": {"your_turn": True}}]})], []))


def test_the_validator_takes_attackers_at_least_only_for_the_attacker_itself():
    card = {"name": "Elite", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "trigger": {"event": "attacks", "who": "another_creature", "attackers_at_least": 3},
         "effect": [{"do": "pump", "power": 2, "toughness": 2, "to": "self", "until": "end_of_turn"}], "text": "x"}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", card)], []))
    assert any(err.path.endswith("trigger.attackers_at_least") for err in e.value.errors)


def test_the_validator_refuses_a_colorless_filter_that_names_a_color():
    ab = {"affects": "creatures", "filter": {"colorless": True, "color": "white"}, "pump": {"power": 1, "toughness": 1}}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", creature("Bad", ab))], []))
    assert any(err.path.endswith("filter.colorless") for err in e.value.errors)
