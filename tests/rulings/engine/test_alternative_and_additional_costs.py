"""Flashback (502.22a; 702.34a in 2026), an alternative cost paid to play a
card from the graveyard, which is then removed from the game whenever it would
leave the stack; and kicker (502.21a; 702.33a), an additional cost whose
instructions happen only if it was paid, and which a copy of the spell keeps
(503.10)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

FLARE = {"name": "Firebolt", "mana_cost": "{R}", "types": ["Sorcery"], "targets": ["creature_or_player"],
         "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{4}{R}"}],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"}],
         "text": "Firebolt deals 2 damage to target creature or player. Flashback {4}{R}"}
BURST = {"name": "Burst Lightning", "mana_cost": "{R}", "types": ["Instant"], "targets": ["creature_or_player"],
         "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{4}"}],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"},
                    {"do": "damage", "amount": 2, "to": "target:0", "if_kicked": True}],
         "text": "Kicker {4}. Burst Lightning deals 2 damage to target creature or player. If it was kicked, it deals 4 damage instead."}


def mountains(n, owner="Alice"):
    return [obj(f"m{i}", "Mountain", owner) for i in range(n)]


def played(data, rules=R07):
    return run_scenario(load_scenario({**data, "rules": rules}))


def zone(step, oid):
    return next(o["zone"] for p in step.state["zones"].values() for z in p.values() for o in z if o["id"] == oid)


@pytest.mark.parametrize("rules, rule", [(R07, "502.22a"), (R26, "702.34a")])
def test_flashback_plays_the_card_from_the_graveyard_for_its_flashback_cost_then_removes_it(rules, rule):
    data = make(mountains(5) + [obj("bolt", FLARE, zone="graveyard")],
                [act("play_spell", object="bolt", targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    r = played(data, rules)
    assert not r.steps[1].refused and rule in rules_of(r.steps[1])
    assert r.steps[-1].state["players"][1]["life"] == 18
    assert zone(r.steps[-1], "bolt") == "removed_from_game"


def test_502_22a_a_countered_flashback_spell_is_removed_from_the_game_not_put_into_the_graveyard():
    data = make(mountains(5) + [obj("bolt", FLARE, zone="graveyard"), obj("cs", "Counterspell", "Bob", zone="hand"),
                                obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob")],
                [act("play_spell", object="bolt", targets=["Bob"]), pass_("Alice"),
                 act("play_spell", "Bob", object="cs", targets=["bolt"]), pass_("Bob"), pass_("Alice")])
    r = played(data)
    assert zone(r.steps[-1], "bolt") == "removed_from_game" and "502.22a" in rules_of(r.steps[-1])


def test_502_22a_flashback_cost_not_the_mana_cost_is_paid():
    data = make(mountains(1) + [obj("bolt", FLARE, zone="graveyard")], [act("play_spell", object="bolt", targets=["Bob"])])
    assert played(data).steps[-1].refused  # {4}{R}, not {R}


def test_502_22a_a_card_without_flashback_cannot_be_played_from_the_graveyard():
    data = make(mountains(1) + [obj("bolt", "Lightning Bolt", zone="graveyard")], [act("play_spell", object="bolt", targets=["Bob"])])
    last = played(data).steps[-1]
    assert last.refused and any("has no flashback" in e.text for e in last.events)


def test_502_22a_a_sorcery_with_flashback_keeps_sorcery_timing():
    data = make(mountains(5, "Bob") + [obj("bolt", {**FLARE}, "Bob", zone="graveyard")],
                [act("play_spell", "Bob", object="bolt", targets=["Alice"])], priority="Bob")
    assert played(data).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "502.21a"), (R26, "702.33a")])
def test_kicker_adds_its_cost_and_its_instructions_happen(rules, rule):
    kicked = played(make(mountains(5) + [obj("b", BURST, zone="hand")],
                         [act("play_spell", object="b", targets=["Bob"], kicked=True), pass_("Alice"), pass_("Bob")]), rules)
    assert rule in rules_of(kicked.steps[1]) and kicked.steps[-1].state["players"][1]["life"] == 16
    plain = played(make(mountains(5) + [obj("b", BURST, zone="hand")],
                        [act("play_spell", object="b", targets=["Bob"]), pass_("Alice"), pass_("Bob")]), rules)
    assert plain.steps[-1].state["players"][1]["life"] == 18


def test_502_21a_kicked_without_the_mana_for_the_kicker_is_refused():
    data = make(mountains(2) + [obj("b", BURST, zone="hand")], [act("play_spell", object="b", targets=["Bob"], kicked=True)])
    assert played(data).steps[-1].refused


def test_503_10_a_copy_of_a_kicked_spell_is_kicked_too():
    data = make(mountains(5) + [obj("b", BURST, zone="hand"), obj("tc", "Twincast", "Bob", zone="hand"),
                                obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob")],
                [act("play_spell", object="b", targets=["Bob"], kicked=True), pass_("Alice"),
                 act("play_spell", "Bob", object="tc", targets=["b"]), pass_("Bob"),
                 act("pass_priority", "Alice", copy_targets={"b": [["Alice"]]}),
                 pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])
    last = played(data).steps[-1]
    assert last.state["players"][0]["life"] == 16 and last.state["players"][1]["life"] == 16


def test_a_spell_without_kicker_cannot_be_kicked_and_a_bad_if_kicked_names_its_field():
    last = played(make(mountains(1) + [obj("bolt", "Lightning Bolt", zone="hand")],
                       [act("play_spell", object="bolt", targets=["Bob"], kicked=True)])).steps[-1]
    assert last.refused and any("has no kicker" in e.text for e in last.events)
    bad = {**BURST, "effect": [{"do": "damage", "amount": 2, "to": "target:0", "if_kicked": "yes"}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("b", bad, zone="hand")], []))
    assert "objects[0].card.effect[0].if_kicked" in str(e.value)
