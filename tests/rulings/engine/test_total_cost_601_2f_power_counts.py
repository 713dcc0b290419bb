"""A spell's own reduction by a count no characteristic-defining ability makes (rulings/engine/
cost_counts.py): the greatest power among the caster's creatures, counted as the total cost is
determined (2007 409.1f; 2026 601.2f); and a permanents count's `combat` filter (attacking creatures)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, texts

BIG = {"name": "Big Fellow", "mana_cost": "{7}{R}", "types": ["Creature"], "power": 7, "toughness": 7,
       "abilities": [{"kind": "static", "spell_cost": {"less": 1, "spells": "self",
                                                       "for_each": {"count": "greatest_power_among_creatures_you_control"}}}]}
FOUR = {"name": "Four", "mana_cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}
TWO = {"name": "Two", "mana_cost": "{2}", "types": ["Creature"], "power": 2, "toughness": 2}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_the_greatest_power_among_your_creatures_is_counted_not_their_total(rules):
    """A 4/4 and a 2/2: {4} less, {3}{R} left, which four Mountains pay."""
    objects = [obj("big", BIG, zone="hand"), obj("four", FOUR), obj("two", TWO), *[obj(f"m{i}", "Mountain") for i in range(4)]]
    replay = run_scenario(load_scenario({**make(objects, [act("play_spell", object="big")]), "rules": rules}))
    assert not replay.steps[-1].refused, texts(replay.steps[-1])
    assert any("pays {3}{R}" in t for t in texts(replay.steps[-1])), texts(replay.steps[-1])


@pytest.mark.parametrize("for_each, field", [
    ({"count": "greatest_power_among_creatures_you_control", "filter": {"types": ["Creature"]}}, "spell_cost.for_each.filter"),
    ({"count": "permanents", "filter": {"combat": "charging"}}, "spell_cost.for_each.filter.combat"),
])
def test_a_malformed_cost_count_is_refused_naming_its_field(for_each, field):
    card = {**BIG, "abilities": [{"kind": "static", "spell_cost": {"less": 1, "spells": "self", "for_each": for_each}}]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("big", card, zone="hand")], []))
    assert field in str(err.value)
