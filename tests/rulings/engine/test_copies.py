"""503 (2007): copies of spells (503.10, 503.10a-b) and storm (502.30a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def life(step, i):
    return step.state["players"][i]["life"]


def all_rules(replay):
    return {c.rule for s in replay.steps for c in s.citations}


TWINCAST_SETUP = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
                  obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"), obj("twincast", "Twincast", "Bob", zone="hand"),
                  obj("bears", "Grizzly Bears", "Bob")]


def _twincast(**kw):
    return [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), pass_("Alice"),
            act("play_spell", "Bob", object="twincast", targets=["bolt"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
            pass_("Bob"), act("pass_priority", "Alice", **kw)]


def test_503_10_a_copy_keeps_the_targets_and_is_controlled_by_whoever_copied_it(play):
    r = play(make(TWINCAST_SETUP, _twincast() + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    made = r.steps[5]
    assert "503.10" in rules_of(made)
    copy = made.state["stack"][-1]
    assert copy["controller"] == "Bob" and copy["targets"] == ["Bob"]
    assert life(r.steps[-1], 1) == 14  # the copy and the original each deal 3 to Bob
    assert "420.5j" in all_rules(r)
    assert "bolt_copy" not in objects_by_id(r.steps[-1].state)


def test_503_10b_the_copy_may_get_new_legal_targets(play):
    r = play(make(TWINCAST_SETUP, _twincast(copy_targets={"bolt": [["Alice"]]}) + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert "503.10b" in rules_of(r.steps[5])
    assert life(r.steps[-1], 0) == 17 and life(r.steps[-1], 1) == 17


def test_503_10b_an_illegal_new_target_is_refused(play):
    r = play(make(TWINCAST_SETUP, _twincast(copy_targets={"bolt": [["m"]]})))
    assert r.steps[5].refused and "503.10b" in rules_of(r.steps[5])


def test_503_10_a_copy_is_not_played_so_it_does_not_count_for_storm(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
            obj("grapeshot", "Grapeshot", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m1"}]), pass_("Alice"),
                         pass_("Bob"),
                         act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m2"}, {"object": "m3"}]),
                         pass_("Alice"), pass_("Bob")]))
    # one spell before Grapeshot this turn: one copy; Bolt 3, copy 1, Grapeshot 1
    stack = r.steps[6].state["stack"]
    assert "502.30a" in rules_of(r.steps[6])
    assert [s["name"] for s in stack] == ["Grapeshot", "Grapeshot (copy)"]


def test_502_30a_storm_counts_the_spells_played_before_it_this_turn(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("grapeshot", "Grapeshot", zone="hand")]
    data = make(objs, [act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                       pass_("Alice"), pass_("Bob"),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 2
    r = play(data)
    assert life(r.steps[-1], 1) == 17  # Grapeshot and two copies
    assert "502.30a" in all_rules(r)


def test_502_30a_storm_copies_may_each_get_new_targets(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("grapeshot", "Grapeshot", zone="hand"),
            obj("elf", "Llanowar Elves", "Bob")]
    data = make(objs, [act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                       pass_("Alice"), act("pass_priority", "Bob", copy_targets={"grapeshot": [["elf"]]}),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 2
    r = play(data)
    assert objects_by_id(r.steps[-1].state)["elf"]["zone"] == "graveyard"
    assert life(r.steps[-1], 1) == 18


def test_502_30a_storm_on_empty_the_warrens_makes_goblins_for_each_copy(play):
    objs = [obj(f"m{i}", "Mountain") for i in range(4)] + [obj("warrens", "Empty the Warrens", zone="hand")]
    data = make(objs, [act("play_spell", object="warrens", mana_abilities=[{"object": f"m{i}"} for i in range(4)]),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 1
    r = play(data)
    goblins = [o for o in objects_by_id(r.steps[-1].state).values() if o["name"] == "Goblin"]
    assert len(goblins) == 4 and {"goblin", "goblin-2", "goblin-3", "goblin-4"} == {o["id"] for o in goblins}


def test_copy_targets_must_name_objects_or_players():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([], [act("pass_priority", copy_targets={"nothing": [["Bob"]]})]))
    assert "actions[0].copy_targets.nothing" in str(e.value)
