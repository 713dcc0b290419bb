"""A token copy of the permanent a trigger event names (rulings/engine/effects/copy_permanent.py,
`"of": "it"`): "Whenever a nontoken creature you control enters, create a token that's a copy of
that creature" copies the creature that entered; if it has left the battlefield before the ability
resolves, the token copies it as it last existed there (2007: 413.2f; 2026: 608.2h); the token,
not a nontoken creature, doesn't trigger the ability again."""
import pytest

from .conftest import act, make, obj, objects_by_id, pass_

R2007, R2026 = "2007-02-01", "2026-06-19"
LKI = {R2007: "413.2f", R2026: "608.2h"}
MIRROR = {"name": "Mirror Pool Test", "mana_cost": "{3}", "types": ["Enchantment"],
          "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "nontoken_creature_you_control"},
                         "effect": [{"do": "create_token_copy", "of": "it", "id": "copy"}],
                         "text": "Whenever a nontoken creature you control enters, create a token that's a copy of that creature."}]}


def bears_enter(rules, shock_them):
    objs = [obj("mirror", MIRROR), obj("bears", "Grizzly Bears", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
            obj("shock", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [act("play_spell", object="bears"), pass_("Alice"), pass_("Bob"), pass_("Alice")]  # the bears resolve; the trigger
    if shock_them:
        actions += [act("play_spell", player="Bob", object="shock", targets=["bears"]), pass_("Bob"), pass_("Alice"), pass_("Alice")]
    actions += [pass_("Bob")]
    data = make(objs, actions)
    data["rules"] = rules
    return data


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_the_creature_that_entered_is_copied_and_its_token_doesnt_trigger_again(play, rules):
    r = play(bears_enter(rules, False))
    assert not any(s.refused for s in r.steps)
    found = objects_by_id(r.steps[-1].state)
    assert found["copy"]["name"] == "Grizzly Bears" and found["copy"]["zone"] == "in_play"
    assert sum("Mirror Pool Test's ability triggers" in e.text for s in r.steps for e in s.events) == 1


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_a_creature_gone_before_the_ability_resolves_is_copied_as_it_last_existed(play, rules):
    r = play(bears_enter(rules, True))
    assert not any(s.refused for s in r.steps)
    found = objects_by_id(r.steps[-1].state)
    assert found["bears"]["zone"] == "graveyard" and found["copy"]["name"] == "Grizzly Bears"
    assert (LKI[rules], "last_known_information") in {(c.rule, c.concept) for s in r.steps for e in s.events for c in e.citations}
