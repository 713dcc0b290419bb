""""Destroy all [X]": `for_each` with `permanents`, a target filter's fields with no target:
every permanent in play it describes, protection not mattering, all leaving in one event so
each one's leaves-play abilities look back at the others (2007: 410.10d; 2026: 603.10a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"
CASTS = [act("play_spell", object="s"), pass_("Alice"), pass_("Bob")]


def sorcery(effect):
    return {"name": "Sweep", "mana_cost": "{0}", "types": ["Sorcery"], "effect": effect, "text": "Sweep"}


def sweep(permanents, do="destroy"):
    return sorcery([{"do": "for_each", "permanents": permanents, "effect": [{"do": do, "what": "it"}]}])


@pytest.mark.parametrize("rules, rule", [(R07, "410.10d"), (R26, "603.10a")])
def test_destroy_all_described_permanents_leave_together(rules, rule):
    s = sweep({"types": ["Creature"], "controller": "not_you"})
    r = run_scenario(load_scenario({**make([obj("s", s, zone="hand"), obj("b1", "Grizzly Bears", "Bob"),
                                             obj("b2", "Grizzly Bears", "Bob"), obj("mine", "Grizzly Bears")], CASTS), "rules": rules}))
    objs = objects_by_id(r.final_state)
    assert (objs["b1"]["zone"], objs["b2"]["zone"], objs["mine"]["zone"]) == ("graveyard", "graveyard", "in_play")
    assert rule in rules_of(r.steps[-1])


def test_a_filter_field_the_engine_lacks_is_named():
    s = sweep({"types": ["Creature"], "zone": "graveyard"})
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("s", s, zone="hand")], CASTS), "rules": R26})
    assert "permanents.zone" in str(e.value)


def test_all_planeswalkers_is_refused_under_2007():
    s = sweep({"types": ["Planeswalker"]}, "remove_from_game")
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("s", s, zone="hand")], CASTS), "rules": R07})
    assert "permanents.types" in str(e.value)


def test_a_count_of_described_permanents_times_two_is_gained():
    s = sorcery([{"do": "gain_life", "player": "you", "amount": {"count": "permanents", "times": 2,
                                                                   "filter": {"types": ["Creature"], "controller": "you"}}}])
    r = run_scenario(load_scenario({**make([obj("s", s, zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears", "Bob")],
                                           CASTS), "rules": R26}))
    assert [p["life"] for p in r.final_state["players"]] == [22, 20]


def test_a_count_filter_on_another_count_is_named():
    s = sorcery([{"do": "gain_life", "player": "you", "amount": {"count": "creatures_you_control", "filter": {"types": ["Land"]}}}])
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("s", s, zone="hand")], CASTS), "rules": R26})
    assert "amount.filter" in str(e.value)
