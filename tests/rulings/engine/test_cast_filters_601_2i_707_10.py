"""A cast trigger's kind of spell (rulings/engine/cast_filters.py, `spell_is`): seen as the spell
became cast (2026 601.2i; 2007 409.1i); a copy of a spell isn't cast (2026 707.10; 2007 503.10),
so it triggers no such ability; the loader names a bad field."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj
from .test_copy_triggers_503_10_707_10 import bolt_and_twincast

R2007, R2026 = "2007-02-01", "2026-06-19"


def watcher(spell_is):
    return {"name": "Watcher", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "each", "spell": "any", "spell_is": spell_is},
                           "effect": [{"do": "gain_life", "amount": 1}], "text": "Whenever a player casts a kind of spell, you gain 1 life."}]}


@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("spell_is,gained", [
    ({"colors_any": ["red"]}, 1),  # Lightning Bolt, not its copy
    ({"colors_none": ["red"]}, 1),  # Twincast
    ({"types_any": ["Instant"], "mana_value_at_most": 1}, 1),  # Lightning Bolt (Twincast's mana value is 2)
    ({"types_any": ["Instant"], "mana_value_at_least": 2}, 1),  # Twincast
    ({"types_none": ["Instant"]}, 0),
    ({"kicked": True}, 0),
    ({"from_graveyard": True}, 0),
    ({"not_from_hand": True}, 0),  # the copy is not cast from anywhere
    ({"not_owned": True}, 0),  # Alice owns both spells she casts
    ({"colors_any": ["blue"], "types_any": ["Instant"]}, 1),  # Twincast
])
def test_the_spell_is_seen_as_it_became_cast_and_a_copy_is_not_cast(play, rules, spell_is, gained):
    r = play(bolt_and_twincast(watcher(spell_is), rules))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 20 + gained


@pytest.mark.parametrize("spell_is,field", [
    ({}, "spell_is"),
    ({"colors_any": ["purple"]}, "spell_is.colors_any[0]"),
    ({"types_any": []}, "spell_is.types_any"),
    ({"mana_value_at_most": -1}, "spell_is.mana_value_at_most"),
    ({"kicked": "yes"}, "spell_is.kicked"),
    ({"flying": True}, "spell_is"),
])
def test_the_loader_names_a_bad_spell_is_field(spell_is, field):
    data = make([obj("w", watcher(spell_is))], [])
    data["rules"] = R2026
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert f"trigger.{field}" in str(e.value)
