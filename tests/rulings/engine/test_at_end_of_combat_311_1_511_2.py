""" "At end of combat" delayed triggered abilities (2007 311.1; 2026 511.2) and the trigger key
`other`, the other creature of a block or of damage as the trigger describes it
(rulings/engine/end_of_combat.py, rulings/engine/other_creature.py)."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.errors import ScenarioError

from .conftest import act, make, obj, pass_, rules_of

# "{0}: Destroy target creature at end of combat." (a made-up activated ability)
STINGER = {"name": "Stinger", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["creature"], "text": "{0}: Destroy target creature at end of combat.",
     "effect": [{"do": "delayed_trigger", "at": "end_of_combat", "refers_to": "target:0", "text": "Destroy that creature.",
                 "effect": [{"do": "destroy", "what": "it"}]}]}]}


def _basilisk(other):
    return {"name": "Picky Basilisk", "mana_cost": "{2}", "types": ["Creature"], "subtypes": ["Basilisk"], "power": 1, "toughness": 4,
            "abilities": [{"kind": "triggered", "trigger": {"event": "becomes_blocked_by", "who": "self", "other": other},
                           "effect": [{"do": "destroy", "what": "it"}], "text": "Whenever ~ becomes blocked by a described creature, destroy it."}]}


def _pass_to(step):
    return act("pass_until", step=step)


@pytest.mark.parametrize("rules,number", [("2007-02-01", "311.1"), ("2026-06-19", "511.2")])
def test_an_at_end_of_combat_ability_triggers_as_the_end_of_combat_step_begins(play, rules, number):
    data = make([obj("stinger", STINGER), obj("giant", "Hill Giant", "Bob")],
                [act("activate_ability", object="stinger", ability=0, targets=["giant"]), pass_("Alice"), pass_("Bob"),
                 _pass_to("end_of_combat")])
    data["rules"] = rules
    r = play(data)
    assert not any(s.refused for s in r.steps)
    last = r.steps[-1]
    assert last.state["step"] == "end_of_combat"
    assert number in rules_of(last)
    assert any("The delayed triggered ability from Stinger triggers" in e.text for e in last.events)
    # the giant is still there before the ability resolves: it triggered, it hasn't resolved
    assert "giant" in {o["id"] for o in last.state["zones"]["Bob"]["in_play"]}
    r = play({**data, "actions": data["actions"] + [pass_("Alice"), pass_("Bob")]})
    assert "giant" in {o["id"] for o in r.steps[-1].state["zones"]["Bob"]["graveyard"]}


@pytest.mark.parametrize("other,dies", [({"not_subtype": "Wall"}, True), ({"not_subtype": "Giant"}, False),
                                        ({"colors": ["green", "red"]}, True), ({"not_color": "red"}, False),
                                        ({"subtypes": ["Giant", "Orc"]}, True)])
def test_the_other_creature_must_fit_as_the_block_is_declared(play, other, dies):
    data = make([obj("b", _basilisk(other)), obj("giant", "Hill Giant", "Bob")],
                [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["b"]), pass_("Alice"), pass_("Bob"),
                 act("declare_blockers", "Bob", blocks=[{"blocker": "giant", "attacker": "b"}]), pass_("Alice"), pass_("Bob")],
                phase="combat", step="beginning_of_combat")
    r = play(data)
    assert not any(s.refused for s in r.steps)
    assert ("giant" in {o["id"] for o in r.steps[-1].state["zones"]["Bob"]["graveyard"]}) is dies


@pytest.mark.parametrize("other,field", [({"not_color": "purple"}, "other.not_color"), ({"colours": ["red"]}, "other.colours"),
                                         ({}, "other"), ({"subtypes": []}, "other.subtypes")])
def test_a_bad_other_is_refused_naming_the_field(other, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("b", _basilisk(other))], []))
    assert any(err.path.endswith(field) for err in e.value.errors), e.value.errors


def test_other_is_refused_on_an_event_that_doesnt_read_it():
    card = _basilisk({"not_subtype": "Wall"})
    card["abilities"][0]["trigger"]["event"] = "attacks"
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("b", card)], []))
    assert any(err.path.endswith("trigger.other") for err in e.value.errors), e.value.errors


def test_a_delayed_at_that_isnt_known_is_refused_naming_the_field():
    card = {**STINGER, "abilities": [{**STINGER["abilities"][0], "effect": [{**STINGER["abilities"][0]["effect"][0], "at": "end_of_kombat"}]}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("stinger", card)], []))
    assert any(err.path.endswith(".at") for err in e.value.errors), e.value.errors


def test_remove_counters_removes_what_there_is_and_no_more(play):
    """ "Remove a +1/+1 counter from it" (effects/remove_counters.py): with none there, nothing
    (2007 103.3; 2026 101.3)."""
    card = {"name": "Shedder", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "activated", "cost": {"mana": "{0}"}, "text": "{0}: Remove two +1/+1 counters from this creature.",
         "effect": [{"do": "remove_counters", "counter": "+1/+1", "amount": 2, "to": "self"}]}]}
    shedder = obj("s", card, counters={"+1/+1": 1})
    activate = [act("activate_ability", object="s", ability=0), pass_("Alice"), pass_("Bob")]
    r = play(make([shedder], activate + activate))
    assert not any(st.refused for st in r.steps)
    s = next(o for o in r.steps[-1].state["zones"]["Alice"]["in_play"] if o["id"] == "s")
    assert not s.get("counters")
    texts = [e.text for st in r.steps for e in st.events]
    assert "1 +1/+1 counter is removed from Shedder." in texts and "Shedder has no +1/+1 counter to remove." in texts
