"""Requirements and restrictions on attacking and blocking that a resolved spell
creates for the turn (combat_this_turn.py): requirements obeyed as far as they can
be (2007: 500.4; 2026: 508.1d, 509.1c), restrictions (308.2a / 508.1c, 309.2a /
509.1b), bound to the object as it is (a new object is not, 2026 400.7) and ended in
the cleanup step (2007: 314.2; 2026: 514.2). "Creatures without flying can't block
this turn" is read of each creature as blockers are declared (2026 611.2c)."""
import pytest

from .conftest import act, free, make, obj, pass_, rules_of

EDITIONS = {"2007-02-01": {"attack": "500.4", "block": "500.4", "restrict": "309.2a", "cleanup": "314.2", "rules": "418.3b"},
            "2026-06-19": {"attack": "508.1d", "block": "509.1c", "restrict": "509.1b", "cleanup": "514.2", "rules": "611.2c"}}
TAUNT = free("Taunt", [{"do": "attacks_this_turn_if_able", "to": "target:0"}])
LURE = free("Lure Now", [{"do": "lure_this_turn", "to": "target:0"}])
FALTER = free("Falter Now", [{"do": "creatures_without_flying_cant_block"}], targets=())
WINGS = free("Wings", [{"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "flying"}, "to": "target:0", "until": "end_of_turn"}])
FLICKER = free("Flicker", [{"do": "remove_from_game", "what": "target:0"}, {"do": "return_to_play", "what": "target:0"}])


def spells_then(spells, then):
    actions = []
    for oid, targets in spells:
        actions += [act("play_spell", object=oid, targets=list(targets)), pass_("Alice"), pass_("Bob")]
    return actions + then


def attack(*ids):
    return [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=list(ids))]


def blocks(*pairs):
    return [pass_("Alice"), pass_("Bob"), act("declare_blockers", "Bob", blocks=[{"blocker": b, "attacker": a} for b, a in pairs])]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_that_attacks_this_turn_if_able_must_be_declared(play, rules):
    objs = [obj("bears", "Grizzly Bears"), obj("taunt", TAUNT, zone="hand")]
    r = play({**make(objs, spells_then([("taunt", ["bears"])], attack())), "rules": rules})
    assert r.steps[-1].refused and EDITIONS[rules]["attack"] in rules_of(r.steps[-1])


def test_a_tapped_creature_that_attacks_if_able_is_not_able(play):
    objs = [obj("bears", "Grizzly Bears", tapped=True), obj("taunt", TAUNT, zone="hand")]
    r = play({**make(objs, spells_then([("taunt", ["bears"])], attack())), "rules": "2026-06-19"})
    assert not r.steps[-1].refused


HASTY = {"name": "Hasty Bears", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 2, "toughness": 2,
         "abilities": [{"kind": "keyword", "keyword": "haste"}], "text": "Haste"}


def test_the_requirement_binds_the_object_not_a_new_one(play):
    """The creature returned by the flicker is a new object (2026 400.7): able to attack (haste), not required to."""
    objs = [obj("bears", HASTY), obj("taunt", TAUNT, zone="hand"), obj("flicker", FLICKER, zone="hand")]
    bound = play({**make(objs, spells_then([("taunt", ["bears"])], attack())), "rules": "2026-06-19"})
    assert bound.steps[-1].refused
    r = play({**make(objs, spells_then([("taunt", ["bears"]), ("flicker", ["bears"])], attack())), "rules": "2026-06-19"})
    assert not r.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_requirement_ends_in_the_cleanup_step(play, rules):
    objs = [obj("bears", "Grizzly Bears"), obj("taunt", TAUNT, zone="hand")]
    actions = spells_then([("taunt", ["bears"])], [act("pass_until", phase="end"), pass_("Alice"), pass_("Bob")])
    r = play({**make(objs, actions, phase="postcombat_main"), "rules": rules})
    assert [e["kind"] for e in r.steps[3].state["continuous_effects"]] == ["attacks_if_able"]
    last = r.steps[-1]
    assert last.state["turn"] == 4 and last.state["continuous_effects"] == []
    assert EDITIONS[rules]["cleanup"] in rules_of(last)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_lure_of_this_turn_makes_each_able_creature_block_the_target(play, rules):
    objs = [obj("bears", "Grizzly Bears"), obj("lure", LURE, zone="hand"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]
    refused = play({**make(objs, spells_then([("lure", ["bears"])], attack("bears") + blocks(("b1", "bears")))), "rules": rules})
    assert refused.steps[-1].refused and EDITIONS[rules]["block"] in rules_of(refused.steps[-1])
    both = play({**make(objs, spells_then([("lure", ["bears"])], attack("bears") + blocks(("b1", "bears"), ("b2", "bears")))), "rules": rules})
    assert not both.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_creatures_without_flying_cant_block_is_read_as_blockers_are_declared(play, rules):
    """Bob's creature given flying after the effect began may block (the effect is a rule
    for the turn, not a set of creatures fixed as it began)."""
    objs = [obj("bears", "Grizzly Bears"), obj("falter", FALTER, zone="hand"), obj("wings", WINGS, zone="hand"), obj("b1", "Grizzly Bears", "Bob")]
    refused = play({**make(objs, spells_then([("falter", [])], attack("bears") + blocks(("b1", "bears")))), "rules": rules})
    assert refused.steps[-1].refused and EDITIONS[rules]["restrict"] in rules_of(refused.steps[-1])
    flying = play({**make(objs, spells_then([("falter", []), ("wings", ["b1"])], attack("bears") + blocks(("b1", "bears")))), "rules": rules})
    assert not flying.steps[-1].refused
    assert EDITIONS[rules]["rules"] in rules_of(flying.steps[3])


TRUMPETER = {"name": "Trumpeter", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 3, "toughness": 3, "text": "",
             "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["creature"],
                            "effect": [{"do": "blocks_it_this_turn_if_able", "to": "target:0"}],
                            "text": "{0}: Target creature blocks this creature this turn if able."}]}
ZAP = free("Zap", [{"do": "destroy", "what": "target:0"}])


@pytest.mark.parametrize("rules, words", [("2007-02-01", "left play"), ("2026-06-19", "left the battlefield")])
def test_blocks_this_creature_asks_nothing_once_the_creature_is_gone(play, rules, words):
    objs = [obj("trump", TRUMPETER), obj("zap", ZAP, zone="hand"), obj("giant", "Hill Giant", "Bob")]
    actions = [act("activate_ability", object="trump", ability=0, targets=["giant"]),
               act("play_spell", object="zap", targets=["trump"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    r = play({**make(objs, actions), "rules": rules})
    assert not any(s.refused for s in r.steps)
    assert f"Trumpeter has {words}: Hill Giant has no creature to block." in [e.text for s in r.steps for e in s.events]
    assert not any(e["kind"] == "must_block" for e in r.steps[-1].state["continuous_effects"])
