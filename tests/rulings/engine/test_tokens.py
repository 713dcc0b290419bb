"""216 (2007): effects that put tokens into play, and the tokens used by later
actions of the same scenario (blocking, tapping, sacrificing)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


RAISE = [obj("p1", "Plains"), obj("p2", "Plains"), obj("alarm", "Raise the Alarm", zone="hand")]
PLAY_ALARM = act("play_spell", object="alarm", mana_abilities=[{"object": "p1"}, {"object": "p2"}])


def test_216_1_raise_the_alarm_puts_two_1_1_white_soldiers_into_play(play):
    r = play(make(RAISE, [PLAY_ALARM, pass_("Alice"), pass_("Bob")]))
    objs = objects_by_id(r.steps[-1].state)
    for oid in ("soldier", "soldier-2"):
        o = objs[oid]
        assert (o["name"], o["power"], o["toughness"], o["colors"]) == ("Soldier", 1, 1, ["white"])
        assert o["token"] and o["owner"] == o["controller"] == "Alice" and o["subtypes"] == ["Soldier"]
    assert "216.1" in rules_of(r.steps[-1])


def test_216_1_a_second_resolution_names_the_next_tokens_in_the_series(play):
    objs = RAISE + [obj("p3", "Plains"), obj("p4", "Plains"), obj("alarm2", "Raise the Alarm", zone="hand")]
    r = play(make(objs, [PLAY_ALARM, pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="alarm2", mana_abilities=[{"object": "p3"}, {"object": "p4"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert {"soldier", "soldier-2", "soldier-3", "soldier-4"} <= set(objects_by_id(r.steps[-1].state))


def test_216_tokens_made_in_the_beginning_of_combat_block_an_attacker(play):
    objs = [obj("p1", "Plains", "Bob"), obj("p2", "Plains", "Bob"), obj("alarm", "Raise the Alarm", "Bob", zone="hand"),
            obj("giant", "Hill Giant")]
    actions = [pass_("Alice"),
               act("play_spell", "Bob", object="alarm", mana_abilities=[{"object": "p1"}, {"object": "p2"}]),
               pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob"),
               act("declare_attackers", attackers=["giant"]), pass_("Alice"), pass_("Bob"),
               act("declare_blockers", "Bob", blocks=[{"blocker": "soldier", "attacker": "giant"},
                                                       {"blocker": "soldier-2", "attacker": "giant"}])]
    r = play(make(objs, actions, phase="combat", step="beginning_of_combat"))
    last = r.steps[-1]
    assert not last.refused
    objs = objects_by_id(last.state)
    assert objs["soldier"]["blocking"] == "giant" and objs["soldier-2"]["blocking"] == "giant"


def test_216_a_token_is_tapped_by_a_later_spell(play):
    tap = {"name": "Tap It", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
           "effect": [{"do": "tap", "what": "target:0"}], "text": "Tap target creature."}
    r = play(make(RAISE + [obj("tap", tap, "Bob", zone="hand")],
                  [PLAY_ALARM, pass_("Alice"), pass_("Bob"), pass_("Alice"),
                   act("play_spell", "Bob", object="tap", targets=["soldier-2"]), pass_("Bob"), pass_("Alice")]))
    objs = objects_by_id(r.steps[-1].state)
    assert objs["soldier-2"]["tapped"] is True and objs["soldier"]["tapped"] is False


def test_216_3_a_sacrificed_token_goes_to_the_graveyard_then_ceases_to_exist(play):
    altar = {"name": "Altar", "mana_cost": "{0}", "types": ["Artifact"],
             "abilities": [{"kind": "activated", "cost": {"sacrifice": "creature"},
                            "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                            "text": "Sacrifice a creature: You gain 1 life."}]}
    r = play(make(RAISE + [obj("altar", altar)],
                  [PLAY_ALARM, pass_("Alice"), pass_("Bob"),
                   act("activate_ability", object="altar", pay={"sacrifice": ["soldier"]}), pass_("Alice"), pass_("Bob")]))
    assert "soldier" not in objects_by_id(r.steps[-1].state)
    assert "soldier-2" in objects_by_id(r.steps[-1].state)
    assert r.steps[-1].state["players"][0]["life"] == 21
    assert "420.5f" in {c.rule for s in r.steps[4:] for c in s.citations}


def test_an_action_may_name_a_token_of_the_series_but_nothing_else():
    load_scenario(make(RAISE, [act("declare_attackers", attackers=["soldier-3"])]))
    with pytest.raises(ScenarioError) as e:
        load_scenario(make(RAISE, [act("declare_attackers", attackers=["ghost"])]))
    assert "actions[0].attackers[0]" in str(e.value)


def test_a_token_id_may_not_be_an_objects_id():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make(RAISE + [obj("soldier", "Grizzly Bears")], []))
    assert 'token id "soldier"' in str(e.value)


def test_create_token_needs_an_id_and_a_token():
    maker = {"name": "Maker", "mana_cost": "{0}", "types": ["Instant"], "effect": [{"do": "create_token"}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("m", maker, zone="hand")], []))
    assert "objects[0].card.effect[0].id" in str(e.value) and "objects[0].card.effect[0].token" in str(e.value)
