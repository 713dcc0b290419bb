"""Keyword abilities (502 in 2007, 702 in June 2026): vigilance, fear, shadow,
landwalk, flash, split second, indestructible, and the later reach, menace,
hexproof and shroud; each played under both editions, tests named after the
rule of the edition that has it."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def kw(name, *keywords, power=2, toughness=2, colors=None, types=("Creature",), **extra):
    abilities = [k if isinstance(k, dict) else {"kind": "keyword", "keyword": k} for k in keywords]
    card = {"name": name, "mana_cost": "{1}", "types": list(types), "power": power, "toughness": toughness,
            "abilities": abilities}
    if colors is not None:
        card["colors"] = colors
    return {**card, **extra}


def played(data, rules):
    return run_scenario(load_scenario({**data, "rules": rules}))


def by_id(step):
    return {o["id"]: o for p in step.state["zones"].values() for z in p.values() for o in z}


TO_ATTACKERS = [pass_("Alice"), pass_("Bob")]


def block(attacker, *blockers, extra_objects=()):
    """Alice attacks with `attacker`; Bob blocks it with `blockers` (id, card) pairs."""
    objs = [obj("at", attacker), *[obj(bid, card, "Bob") for bid, card in blockers], *extra_objects]
    actions = TO_ATTACKERS + [act("declare_attackers", attackers=["at"]), pass_("Alice"), pass_("Bob"),
                              act("declare_blockers", "Bob", blocks=[{"blocker": bid, "attacker": "at"} for bid, _ in blockers])]
    return make(objs, actions, phase="combat", step="beginning_of_combat")


BEAR = kw("Plain Bear")


@pytest.mark.parametrize("rules, rule", [(R07, "502.14b"), (R26, "702.20b")])
def test_vigilance_attacking_does_not_tap_the_creature(rules, rule):
    data = make([obj("v", kw("Watcher", "vigilance")), obj("b", BEAR)], TO_ATTACKERS + [act("declare_attackers", attackers=["v", "b"])],
                phase="combat", step="beginning_of_combat")
    last = played(data, rules).steps[-1]
    assert by_id(last)["v"]["tapped"] is False and by_id(last)["b"]["tapped"] is True
    assert rule in rules_of(last)


@pytest.mark.parametrize("rules, rule", [(R07, "502.25b"), (R26, "702.36b")])
def test_fear_only_artifact_or_black_creatures_block(rules, rule):
    dread = kw("Dread", "fear")
    refused = played(block(dread, ("bear", BEAR)), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(dread, ("zombie", kw("Zombie", colors=["black"]))), rules).steps[-1].refused
    assert not played(block(dread, ("golem", kw("Golem", types=("Artifact", "Creature"), colors=[]))), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "502.8b"), (R26, "702.28b")])
def test_shadow_blocks_and_is_blocked_only_by_shadow(rules, rule):
    ghost = kw("Ghost", "shadow")
    assert played(block(ghost, ("bear", BEAR)), rules).steps[-1].refused
    assert not played(block(ghost, ("other", kw("Other Ghost", "shadow"))), rules).steps[-1].refused
    refused = played(block(BEAR, ("ghost", ghost)), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)


@pytest.mark.parametrize("rules, rule", [(R07, "502.6b"), (R26, "702.14c")])
def test_islandwalk_is_unblockable_while_the_defender_controls_an_island(rules, rule):
    walker = kw("Walker", {"kind": "keyword", "keyword": "landwalk", "what": "Island"})
    refused = played(block(walker, ("bear", BEAR), extra_objects=[obj("isl", "Island", "Bob")]), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(walker, ("bear", BEAR), extra_objects=[obj("mtn", "Mountain", "Bob")]), rules).steps[-1].refused


def test_702_17b_reach_blocks_a_creature_with_flying():
    drake = kw("Drake", "flying")
    assert played(block(drake, ("bear", BEAR)), R26).steps[-1].refused
    ok = played(block(drake, ("spider", kw("Spider", "reach"))), R26).steps[-1]
    assert not ok.refused and "702.17b" in rules_of(ok)
    assert not played(block(drake, ("spider", kw("Spider", "reach"))), R07).steps[-1].refused  # the card's text works in 2007 too


def test_reach_under_2007_blocks_a_flyer_and_the_log_says_the_keyword_is_later():
    step = played(block(kw("Drake", "flying"), ("spider", kw("Spider", "reach"))), R07).steps[-1]
    assert not step.refused and "309.2a" in rules_of(step)
    assert any("later than February 2007" in c.reason for c in step.citations if c.rule == "309.2a")


def test_hexproof_under_2007_refuses_an_opponents_target_and_says_the_keyword_is_later():
    pump = {"name": "Pump", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}], "text": "+1/+1"}
    data = make([obj("elf", kw("Elf", "hexproof")), obj("theirs", pump, "Bob", zone="hand")],
                [pass_("Alice"), act("play_spell", "Bob", object="theirs", targets=["elf"])])
    step = played(data, R07).steps[-1]
    assert step.refused and "409.1c" in rules_of(step)
    assert any("later than February 2007" in c.reason for c in step.citations if c.rule == "409.1c")


def test_702_111b_menace_needs_two_or_more_blockers():
    brute = kw("Brute", "menace", power=3, toughness=3)
    refused = played(block(brute, ("bear", BEAR)), R26).steps[-1]
    assert refused.refused and "702.111b" in rules_of(refused)
    assert not played(block(brute, ("b1", BEAR), ("b2", BEAR)), R26).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "502.57a"), (R26, "702.8a")])
def test_flash_a_creature_with_flash_can_be_played_on_the_opponents_turn(rules, rule):
    ambusher = kw("Ambusher", "flash")
    plain = kw("Latecomer")
    data = make([obj("a", ambusher, "Bob", zone="hand"), obj("l", plain, "Bob", zone="hand")],
                [pass_("Alice"), act("play_spell", "Bob", object="a"), act("play_spell", "Bob", object="l")], priority="Alice")
    r = played({**data, "objects": [{**o, "card": {**o["card"], "mana_cost": "{0}"}} for o in data["objects"]]}, rules)
    assert not r.steps[2].refused and rule in rules_of(r.steps[2])
    assert r.steps[3].refused


@pytest.mark.parametrize("rules, rule", [(R07, "502.58a"), (R26, "702.61a")])
def test_split_second_no_spell_or_nonmana_ability_while_it_is_on_the_stack(rules, rule):
    sudden = {"name": "Sudden Shock", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
              "abilities": [{"kind": "keyword", "keyword": "split_second"}],
              "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "Split second. 2 damage."}
    growth = {"name": "Quick Growth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "pump", "power": 3, "toughness": 3, "to": "target:0", "until": "end_of_turn"}], "text": "+3/+3"}
    data = make([obj("bear", BEAR, "Bob"), obj("shock", sudden, zone="hand"), obj("growth", growth, "Bob", zone="hand"),
                 obj("forest", "Forest", "Bob")],
                [act("play_spell", object="shock", targets=["bear"]), pass_("Alice"),
                 act("play_spell", "Bob", object="growth", targets=["bear"]),
                 act("activate_ability", "Bob", object="forest"), pass_("Bob"), pass_("Alice")])
    r = played(data, rules)
    assert r.steps[3].refused and rule in rules_of(r.steps[3])
    assert not r.steps[4].refused  # a mana ability still can be
    assert by_id(r.steps[-1])["bear"]["zone"] == "graveyard"


def test_702_12b_an_indestructible_creature_survives_lethal_damage_and_destroy():
    wall = kw("Darksteel Wall", "indestructible", power=0, toughness=2)
    kill = {"name": "Kill", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature."}
    burn = {"name": "Burn", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
            "effect": [{"do": "damage", "amount": 5, "to": "target:0"}], "text": "5 damage."}
    data = make([obj("wall", wall, "Bob"), obj("kill", kill, zone="hand"), obj("burn", burn, zone="hand")],
                [act("play_spell", object="kill", targets=["wall"]), pass_("Alice"), pass_("Bob"),
                 act("play_spell", object="burn", targets=["wall"]), pass_("Alice"), pass_("Bob")])
    for rules in (R07, R26):
        r = played(data, rules)
        assert by_id(r.steps[-1])["wall"]["zone"] == "in_play" and by_id(r.steps[-1])["wall"]["damage"] == 5
    assert "702.12b" in rules_of(played(data, R26).steps[3])


@pytest.mark.parametrize("keyword, rule, own_ok", [("hexproof", "702.11b", True), ("shroud", "702.18a", False)])
def test_702_11b_hexproof_and_702_18a_shroud_against_targeting(keyword, rule, own_ok):
    pump = {"name": "Pump", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}], "text": "+1/+1"}
    data = make([obj("elf", kw("Elf", keyword)), obj("mine", pump, zone="hand"), obj("theirs", pump, "Bob", zone="hand")],
                [act("play_spell", object="mine", targets=["elf"]), pass_("Alice"), act("play_spell", "Bob", object="theirs", targets=["elf"])])
    r = played(data, R26)
    assert r.steps[1].refused is (not own_ok)
    assert r.steps[3].refused and rule in rules_of(r.steps[3])


def test_a_landwalk_without_its_land_type_is_refused_at_its_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("w", kw("Walker", "landwalk"))], []))
    assert "objects[0].card.abilities[0].what" in str(e.value)


@pytest.mark.parametrize("rules, rule", [(R07, "309.2a"), (R26, "509.1b")])
def test_an_unblockable_creature_cannot_be_blocked_and_a_creature_that_cant_block_doesnt(rules, rule):
    refused = played(block(kw("Phantom", "unblockable"), ("bear", BEAR)), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    refused = played(block(BEAR, ("coward", kw("Coward", "cant_block"))), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(BEAR, ("bear2", BEAR)), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "308.2a"), (R26, "508.1c")])
def test_a_creature_that_cant_attack_is_refused_as_an_attacker(rules, rule):
    data = make([obj("w", kw("Guard", "cant_attack"))], TO_ATTACKERS + [act("declare_attackers", attackers=["w"])],
                phase="combat", step="beginning_of_combat")
    last = played(data, rules).steps[-1]
    assert last.refused and rule in rules_of(last)
