"""413.2f (2007) / 608.2h (2026): an activated ability whose cost sacrifices a creature uses that
creature's power and toughness as it last existed in play (rulings/engine/sacrificed_creature.py)."""
import pytest

from .conftest import act, make, obj, pass_, rules_of

EDITIONS = ("2007-02-01", "2026-06-19")
ALTAR = {"name": "Toughness Altar", "mana_cost": "{0}", "types": ["Artifact"],
         "abilities": [{"kind": "activated", "cost": {"sacrifice": "creature"}, "text": "Sacrifice a creature: You gain life equal to "
                        "the sacrificed creature's toughness.",
                        "effect": [{"do": "gain_life", "amount": {"count": "sacrificed_toughness"}, "player": "you"}]}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_sacrificed_creatures_toughness_is_its_last_known_toughness_counters_included(play, rules):
    objs = [obj("altar", ALTAR), obj("giant", "Hill Giant", counters={"+1/+1": 1})]
    r = play(make(objs, [act("activate_ability", object="altar", ability=0, pay={"sacrifice": ["giant"]}),
                         pass_("Alice"), pass_("Bob")]) | {"rules": rules})
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 24  # a 3/3 Hill Giant with a +1/+1 counter: 4, read before it died
    assert {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}[rules] in rules_of(r.steps[1])


def test_a_cost_that_sacrifices_the_source_remembers_no_creature(play):
    altar = {**ALTAR, "abilities": [{**ALTAR["abilities"][0], "cost": {"sacrifice": "self"}}]}
    r = play(make([obj("altar", altar)], [act("activate_ability", object="altar", ability=0), pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_ability_that_doesnt_read_the_sacrificed_creature_says_nothing_of_its_last_known_power(play, rules):
    outlet = {**ALTAR, "abilities": [{**ALTAR["abilities"][0], "text": "Sacrifice a creature: Draw a card.", "effect": [{"do": "draw"}]}]}
    objs = [obj("outlet", outlet), obj("giant", "Hill Giant"), obj("top", "Island", zone="library")]
    r = play(make(objs, [act("activate_ability", object="outlet", ability=0, pay={"sacrifice": ["giant"]})]) | {"rules": rules})
    assert not r.steps[1].refused
    assert not any("is sacrificed as a" in e.text for e in r.steps[1].events)
