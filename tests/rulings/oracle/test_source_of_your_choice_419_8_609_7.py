"""Real cards with "The next time a [red] source of your choice would deal damage to you /
target creature this turn, prevent that damage" (rulings/oracle/damage_triggers.py): the engine's
prevent_damage_from_source, the source chosen as the effect is created (2007: 419.8a;
2026: 609.7a), given as the action's choice `source`."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

CHOSEN = {"2007-02-01": "419.8a", "2026-06-19": "609.7a"}


@pytest.mark.parametrize("name", ["Pentagram of the Ages", "Charm Peddler"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


def _bolt_answered(lookup, rules, source="bolt"):
    """Bob bolts Alice; she activates Pentagram of the Ages in response, choosing the Bolt."""
    objects = [obj("pentagram", "Pentagram of the Ages", "Alice"), obj("bolt", "Lightning Bolt", "Bob", "hand"),
               obj("m", "Mountain", "Bob"), obj("bears", "Grizzly Bears", "Bob")] + [obj(f"p{i}", "Plains", "Alice") for i in range(4)]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]},
               {"type": "pass_priority", "player": "Bob"},
               {"type": "activate_ability", "player": "Alice", "object": "pentagram", "ability": 0,
                "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"pentagram": {"source": source}}},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pentagram_prevents_the_damage_of_the_chosen_source(lookup, rules):
    replay = _bolt_answered(lookup, rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert replay.final_state["players"][0]["life"] == 20, texts(replay)
    assert CHOSEN[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pentagram_does_not_prevent_another_sources_damage(lookup, rules):
    replay = _bolt_answered(lookup, rules, source="bears")
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert replay.final_state["players"][0]["life"] == 17, texts(replay)


@pytest.mark.parametrize("text", [
    "{1}: The next time a source of your choice would deal damage to you this turn, prevent half that damage.",
    "{1}: The next time a source of your choice would deal damage to you and/or creatures you control this turn, prevent that damage.",
    "{1}: The next time a source of your choice would deal damage to you, prevent that damage."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Enchantment"], "text": text}).played
