""""At the beginning of your upkeep, sacrifice this creature unless you pay {G}" (the engine's
sacrifice_unless_you_pay, rulings/engine/effects/sacrifice_unless.py): its controller chooses as
the effect is applied whether to pay (2007 413.2c; 2026 608.2d, 118.12a); without paying, the
permanent is sacrificed; choosing to pay what can't be paid refuses the action."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj, objects_by_id, pass_, rules_of

EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
WALL = {"name": "Upkept Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                       "effect": [{"do": "sacrifice_unless_you_pay", "cost": "{G}"}],
                       "text": "At the beginning of your upkeep, sacrifice this creature unless you pay {G}."}]}


def upkeep(rules, pays, forest=True):
    objects = [obj("wall", WALL)] + ([obj("f", "Forest")] if forest else [])
    last = {**pass_("Bob"), **({"choices": {"wall": {"pays": pays}}} if pays is not None else {})}
    return {**make(objects, [pass_("Alice"), last], phase="beginning", step="upkeep"), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_paying_keeps_the_permanent(play, rules):
    last = play(upkeep(rules, True)).steps[-1]
    objs = objects_by_id(last.state)
    assert not last.refused and objs["wall"]["zone"] == "in_play" and objs["f"]["tapped"]
    assert EDITIONS[rules] in rules_of(last)
    assert ("118.12a" in rules_of(last)) == rules.startswith("2026")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [False, None])
def test_not_paying_sacrifices_it(play, rules, pays):
    last = play(upkeep(rules, pays)).steps[-1]
    assert objects_by_id(last.state)["wall"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_pay_what_cant_be_paid_is_refused(play, rules):
    last = play(upkeep(rules, True, forest=False)).steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules]


@pytest.mark.parametrize("cost", ["{X}", "{G/W}", 1, None])
def test_the_cost_must_be_a_plain_mana_cost(cost):
    card = {**WALL, "abilities": [{**WALL["abilities"][0], "effect": [{"do": "sacrifice_unless_you_pay", "cost": cost}]}]}
    with pytest.raises(ScenarioError, match="cost"):
        load_scenario({**make([obj("wall", card)], []), "rules": "2026-06-19"})
