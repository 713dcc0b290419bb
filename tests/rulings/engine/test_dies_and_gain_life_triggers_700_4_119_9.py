""""Dies" triggers (2026: 700.4 "dies", 603.6c leaves-the-battlefield, 603.10a
look-back; 2007: 410.10c "is put into a graveyard from play") and "whenever you
gain life" triggers (2026: 119.9, no trigger on a gain of 0; 2007: 404.1)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def creature(name, trigger, effect, power=2, toughness=2, text=""):
    return {"name": name, "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Bear"], "power": power, "toughness": toughness,
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": effect, "text": text or name}]}


GAIN_2 = [{"do": "gain_life", "amount": 2, "player": "you"}]
DYING_BEAR = creature("Dying Bear", {"event": "dies", "who": "self"}, GAIN_2, text="When Dying Bear dies, you gain 2 life.")
WATCHER = creature("Watcher", {"event": "dies", "who": "another_creature_you_control"}, GAIN_2,
                   text="Whenever another creature you control dies, you gain 2 life.")
BOLT = {"name": "Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
        "effect": [{"do": "damage", "amount": 3, "to": "target:0"}], "text": "Bolt deals 3 damage."}
BOUNCE = {"name": "Bounce", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "return_to_hand", "what": "target:0"}], "text": "Return target creature to its owner's hand."}


def played(objects, actions, rules):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def kill(target, spell=BOLT, extra=()):
    return [obj("bolt", spell, "Bob", zone="hand"), *extra], [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=[target]),
                                                               pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]


@pytest.mark.parametrize("rules, rule", [(R26, "700.4"), (R26, "603.6c"), (R26, "603.10a"), (R07, "410.10c")])
def test_a_dies_trigger_of_the_creature_itself_looks_back_and_triggers(rules, rule):
    objects, actions = kill("bear", extra=[obj("bear", DYING_BEAR)])
    r = played(objects, actions, rules)
    assert r.final_state["players"][0]["life"] == 22
    assert any(rule in rules_of(s) for s in r.steps)


def test_700_4_a_creature_returned_to_hand_doesnt_die():
    objects, actions = kill("bear", BOUNCE, [obj("bear", DYING_BEAR)])
    r = played(objects, actions, R26)
    assert r.final_state["players"][0]["life"] == 20


def test_700_4_a_creature_exiled_instead_of_going_to_the_graveyard_doesnt_die():
    leyline = "Leyline of the Void"
    objects, actions = kill("bear", extra=[obj("bear", DYING_BEAR), obj("leyline", leyline, "Bob")])
    r = played(objects, actions, R26)
    assert objects_by_id(r.final_state)["bear"]["zone"] == "removed_from_game"
    assert r.final_state["players"][0]["life"] == 20


def test_603_10a_another_creature_you_control_dies_triggers_only_for_your_own():
    objects, actions = kill("bears", extra=[obj("watcher", WATCHER), obj("bears", "Grizzly Bears"),
                                            obj("theirs", "Grizzly Bears", "Bob")])
    r = played(objects, actions, R26)
    assert r.final_state["players"][0]["life"] == 22
    objects, actions = kill("theirs", extra=[obj("watcher", WATCHER), obj("theirs", "Grizzly Bears", "Bob")])
    assert played(objects, actions, R26).final_state["players"][0]["life"] == 20


def test_603_10a_a_watcher_dying_with_the_other_creature_sees_it_die():
    """Both die at once (state-based actions): the watcher looks back in time."""
    pyre = {"name": "Pyre", "mana_cost": "{0}", "types": ["Sorcery"],
            "effect": [{"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": 3, "to": "it"}]}], "text": "3 damage to each creature."}
    watcher = creature("Watcher", {"event": "dies", "who": "another_creature_you_control"}, GAIN_2, power=1, toughness=1)
    r = played([obj("w", watcher), obj("bears", "Grizzly Bears"), obj("pyre", pyre, zone="hand")],
               [act("play_spell", object="pyre"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], R26)
    assert objects_by_id(r.final_state)["w"]["zone"] == "graveyard"
    assert r.final_state["players"][0]["life"] == 22


AJANI = creature("Life Watcher", {"event": "gain_life", "whose": "your"},
                 [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}],
                 text="Whenever you gain life, put a +1/+1 counter on Life Watcher.")
SALVE = {"name": "Salve", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
         "effect": [{"do": "gain_life", "amount": {"count": "cards_in_your_hand"}, "player": "target:0"}], "text": "Salve."}


@pytest.mark.parametrize("rules, rule", [(R26, "119.9"), (R07, "404.1")])
def test_whenever_you_gain_life_triggers_on_your_life_gain(rules, rule):
    heal = {**SALVE, "effect": [{"do": "gain_life", "amount": 3, "player": "target:0"}]}
    r = played([obj("aj", AJANI), obj("s", heal, zone="hand")],
               [act("play_spell", object="s", targets=["Alice"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], rules)
    assert objects_by_id(r.final_state)["aj"]["counters"] == {"+1/+1": 1}
    assert any(rule in rules_of(s) for s in r.steps)


def test_119_9_an_opponents_life_gain_doesnt_trigger_whenever_you_gain_life():
    heal = {**SALVE, "effect": [{"do": "gain_life", "amount": 3, "player": "target:0"}]}
    r = played([obj("aj", AJANI), obj("s", heal, zone="hand")],
               [act("play_spell", object="s", targets=["Bob"]), pass_("Alice"), pass_("Bob")], R26)
    assert objects_by_id(r.final_state)["aj"]["counters"] == {}


def test_119_9_gaining_0_life_is_no_event_and_triggers_nothing():
    r = played([obj("aj", AJANI), obj("s", SALVE, zone="hand")],
               [act("play_spell", object="s", targets=["Alice"]), pass_("Alice"), pass_("Bob")], R26)
    assert objects_by_id(r.final_state)["aj"]["counters"] == {}


def test_119_9_that_much_life_is_the_gain_that_triggered_it():
    echo = creature("Echo", {"event": "gain_life", "whose": "each"},
                    [{"do": "damage", "amount": {"count": "life_gained"}, "to": "self"}], power=1, toughness=9)
    heal = {**SALVE, "effect": [{"do": "gain_life", "amount": 3, "player": "target:0"}]}
    r = played([obj("e", echo), obj("s", heal, zone="hand")],
               [act("play_spell", object="s", targets=["Bob"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], R26)
    assert objects_by_id(r.final_state)["e"]["damage"] == 3


@pytest.mark.parametrize("trigger", [{"event": "attacks", "who": "self", "step": "upkeep"},
                                     {"event": "dies", "who": "self", "whose": "your"},
                                     {"event": "gain_life", "who": "self"},
                                     {"event": "beginning_of_step", "step": "upkeep", "to": "creature"}])
def test_the_validator_and_the_schema_both_refuse_a_trigger_key_the_event_doesnt_use(trigger):
    import json

    from rulings.engine import SCHEMA_PATH, ScenarioError
    jsonschema = pytest.importorskip("jsonschema")
    data = {**make([obj("c", creature("Odd", trigger, GAIN_2))], []), "rules": R26}
    with pytest.raises(ScenarioError):
        load_scenario(data)
    assert list(jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text())).iter_errors(data))


def test_119_9_lifelinks_life_gain_triggers_whenever_you_gain_life():
    pinger = {"name": "Lifelinker", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "keyword", "keyword": "lifelink"},
                            {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                             "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "{T}: 2 damage to any target."}]}
    r = played([obj("aj", AJANI), obj("p", pinger)],
               [act("activate_ability", object="p", ability=1, targets=["Bob"]), pass_("Alice"), pass_("Bob"),
                pass_("Alice"), pass_("Bob")], R26)
    assert r.final_state["players"][0]["life"] == 22
    assert objects_by_id(r.final_state)["aj"]["counters"] == {"+1/+1": 1}


def test_700_4_a_destroyed_creature_is_said_destroyed_before_it_dies():
    destroy = {"name": "Slay", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
               "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature."}
    objects, actions = kill("bear", destroy, [obj("bear", DYING_BEAR)])
    lines = [ev.text for s in played(objects, actions, R26).steps for ev in s.events]
    destroyed = next(i for i, t in enumerate(lines) if "is destroyed" in t)
    dies = next(i for i, t in enumerate(lines) if t.endswith("dies."))
    assert destroyed < dies
