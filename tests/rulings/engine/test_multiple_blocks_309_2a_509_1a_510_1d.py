"""A creature that blocks more than one attacker (multiple_blocks.py): without an
ability it blocks one (2007: 309.2a; 2026: 509.1a); "can block an additional creature
each combat" lets it block two, "any number of creatures" any number; it divides its
combat damage among them as its controller chooses (2007: 310.2d; 2026: 510.1d);
"Whenever it blocks" triggers once (2026: 509.3a); and the blocking requirements are
weighed with the blocks it could make (500.4 / 509.1c)."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

EDITIONS = {"2007-02-01": {"one": "309.2a", "divide": "310.2d", "req": "500.4"},
            "2026-06-19": {"one": "509.1a", "divide": "510.1d", "req": "509.1c"}}


def creature(name, power, toughness, *abilities):
    return {"name": name, "mana_cost": "{2}{W}", "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "text": name}


GUARD = creature("Double Guard", 2, 5, {"kind": "keyword", "keyword": "block_additional"})
WALL = creature("Many Wall", 1, 9, {"kind": "keyword", "keyword": "block_any_number"})
TWICE = creature("Twice Guard", 3, 5, {"kind": "keyword", "keyword": "block_additional"}, {"kind": "keyword", "keyword": "block_additional"})
SENTRY = creature("Sentry", 2, 5, {"kind": "keyword", "keyword": "block_additional"},
                  {"kind": "triggered", "trigger": {"event": "blocks", "who": "self"}, "effect": [{"do": "gain_life", "amount": 1}],
                   "text": "Whenever this creature blocks, you gain 1 life."})
LURE = free("Lure Now", [{"do": "lure_this_turn", "to": "target:0"}])
BEARS3 = ["a1", "a2", "a3"]


def board(blocker, extra=()):
    return [obj(a, "Grizzly Bears") for a in BEARS3] + [obj("g", blocker, "Bob"), *extra]


def blocks(attackers, pairs, rules, objs, before=(), after=()):
    actions = [*before, act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=list(attackers)),
               pass_("Alice"), pass_("Bob"), act("declare_blockers", "Bob", blocks=[{"blocker": b, "attacker": a} for b, a in pairs]), *after]
    return {**make(objs, actions), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_without_the_ability_blocks_one_attacker(play, rules):
    r = play(blocks(["a1", "a2"], [("g", "a1"), ("g", "a2")], rules, board("Hill Giant")))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == EDITIONS[rules]["one"]
    assert "can block only one attacking creature" in r.steps[-1].events[-1].text


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_additional_creature_lets_it_block_two(play, rules):
    r = play(blocks(["a1", "a2"], [("g", "a1"), ("g", "a2")], rules, board(GUARD)))
    last = r.steps[-1]
    assert not last.refused and EDITIONS[rules]["one"] in rules_of(last)
    g = objects_by_id(last.state)["g"]
    assert g["blocking"] == "a1" and g["also_blocking"] == ["a2"]
    assert objects_by_id(last.state)["a2"]["blocked"]


def test_an_additional_creature_is_not_two(play):
    r = play(blocks(BEARS3, [("g", "a1"), ("g", "a2"), ("g", "a3")], "2026-06-19", board(GUARD)))
    assert r.steps[-1].refused and "2 attackers, not 3" in r.steps[-1].events[-1].text


def test_two_additional_abilities_let_it_block_three(play):
    r = play(blocks(BEARS3, [("g", "a1"), ("g", "a2"), ("g", "a3")], "2026-06-19", board(TWICE)))
    assert not r.steps[-1].refused


def test_any_number_of_creatures(play):
    r = play(blocks(BEARS3, [("g", "a1"), ("g", "a2"), ("g", "a3")], "2026-06-19", board(WALL)))
    assert not r.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_blocker_divides_its_damage_among_the_attackers_it_blocks(play, rules):
    damage = act("assign_combat_damage", "Bob", assignments=[{"source": "g", "to": "a1", "amount": 1}, {"source": "g", "to": "a2", "amount": 1}])
    after = [pass_("Alice"), pass_("Bob"), damage] + ([pass_("Alice"), pass_("Bob")] if rules == "2007-02-01" else [])
    r = play(blocks(["a1", "a2"], [("g", "a1"), ("g", "a2")], rules, board(GUARD), after=after))
    assert not any(s.refused for s in r.steps)
    assigned = next(s for s in r.steps if s.action and s.action.get("type") == "assign_combat_damage")
    assert EDITIONS[rules]["divide"] in rules_of(assigned)
    state = objects_by_id(r.steps[-1].state)
    assert state["g"]["damage"] == 4
    assert (state["a1"]["damage"], state["a2"]["damage"]) == (1, 1)


def test_the_blocker_cant_assign_to_an_attacker_it_doesnt_block(play):
    damage = act("assign_combat_damage", "Bob", assignments=[{"source": "g", "to": "a3", "amount": 2}])
    r = play(blocks(BEARS3, [("g", "a1"), ("g", "a2")], "2026-06-19", board(GUARD), after=[pass_("Alice"), pass_("Bob"), damage]))
    assert r.steps[-1].refused


def test_whenever_it_blocks_triggers_once_however_many_it_blocks(play):
    r = play(blocks(["a1", "a2"], [("g", "a1"), ("g", "a2")], "2026-06-19", board(SENTRY), after=[pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][1]["life"] == 21
    assert sum("Sentry's ability triggers" in e.text for s in r.steps for e in s.events) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_lure_on_two_attackers_asks_the_blocker_to_block_both(play, rules):
    lures = [act("play_spell", object="l1", targets=["a1"]), pass_("Alice"), pass_("Bob"),
             act("play_spell", object="l2", targets=["a2"]), pass_("Alice"), pass_("Bob")]
    objs = board(GUARD, [obj("l1", LURE, zone="hand"), obj("l2", LURE, zone="hand")])
    one = play(blocks(["a1", "a2"], [("g", "a1")], rules, objs, before=lures))
    assert one.steps[-1].refused and EDITIONS[rules]["req"] in rules_of(one.steps[-1])
    both = play(blocks(["a1", "a2"], [("g", "a1"), ("g", "a2")], rules, objs, before=lures))
    assert not both.steps[-1].refused
