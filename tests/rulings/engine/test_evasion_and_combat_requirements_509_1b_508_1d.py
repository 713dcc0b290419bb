"""Evasion, blocking and attacking restrictions and requirements (308.2a, 309.2a,
500.4 and 502.17 in 2007; 508.1c-d, 509.1b-c, 506.5 and 702 in June 2026), the
untap step's "doesn't untap" and "may choose not to untap" (302.2 / 502.3), the
characteristic-defining changeling and devoid (702.73a, 702.114a), and static
power/toughness modifications and abilities with a condition or a count (418.5a
in 2007, 613 in 2026); tests named after the 2026 rule."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_, rules_of
from .test_keywords import BEAR, TO_ATTACKERS, block, by_id, kw, played

R07, R26 = "2007-02-01", "2026-06-19"
EDITIONS = (R07, R26)


def declare(objects, attackers):
    return make(objects, TO_ATTACKERS + [act("declare_attackers", attackers=list(attackers))],
                phase="combat", step="beginning_of_combat")


@pytest.mark.parametrize("rules, rule", [(R07, "502.17b"), (R26, "702.31b")])
def test_702_31b_only_horsemanship_blocks_horsemanship(rules, rule):
    rider = kw("Rider", "horsemanship")
    refused = played(block(rider, ("bear", BEAR)), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(rider, ("other", kw("Other Rider", "horsemanship"))), rules).steps[-1].refused
    assert not played(block(BEAR, ("other", kw("Other Rider", "horsemanship"))), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "309.2a"), (R26, "702.13b")])
def test_702_13b_intimidate_only_artifacts_and_creatures_sharing_a_color_block(rules, rule):
    red = kw("Red Intimidator", "intimidate", colors=["red"])
    refused = played(block(red, ("bear", kw("Green Bear", colors=["green"]))), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(red, ("ogre", kw("Red Ogre", colors=["red"]))), rules).steps[-1].refused
    assert not played(block(red, ("golem", kw("Golem", types=("Artifact", "Creature"), colors=[]))), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "309.2a"), (R26, "702.118b")])
def test_702_118b_skulk_no_creature_with_greater_power_blocks(rules, rule):
    sneak = kw("Sneak", "skulk", power=2)
    refused = played(block(sneak, ("big", kw("Big", power=3))), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(block(sneak, ("same", kw("Same", power=2))), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "309.2a"), (R26, "509.1b")])
def test_509_1b_cant_be_blocked_by_creatures_with_power_n_or_less(rules, rule):
    at = kw("Bully", {"kind": "keyword", "keyword": "cant_be_blocked_by_power", "at_most": 2}, power=3)
    refused = played(block(at, ("bear", BEAR)), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused) and "power 2 or less" in "\n".join(e.text for e in refused.events)
    assert not played(block(at, ("big", kw("Big", power=3))), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_cant_be_blocked_by_creatures_with_power_n_or_greater(rules):
    at = kw("Slippery", {"kind": "keyword", "keyword": "cant_be_blocked_by_power", "at_least": 3})
    assert played(block(at, ("big", kw("Big", power=3))), rules).steps[-1].refused
    assert not played(block(at, ("bear", BEAR)), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_a_creature_that_can_block_only_flyers_cant_block_a_bear(rules):
    wall = kw("Wall", "block_only_flying")
    refused = played(block(BEAR, ("wall", wall)), rules).steps[-1]
    assert refused.refused and "can block only creatures with flying" in "\n".join(e.text for e in refused.events)
    assert not played(block(kw("Bird", "flying"), ("wall", kw("Wall", "block_only_flying", "reach"))), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_cant_be_blocked_by_more_than_one_creature(rules):
    loner = kw("Loner", "cant_be_blocked_by_more_than_one")
    assert played(block(loner, ("b1", BEAR), ("b2", BEAR)), rules).steps[-1].refused
    assert not played(block(loner, ("b1", BEAR)), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_506_5_a_creature_that_cant_block_alone_blocks_only_with_another(rules):
    shy = kw("Shy", "cant_block_alone")
    refused = played(block(BEAR, ("shy", shy)), rules).steps[-1]
    assert refused.refused and "can't block alone" in "\n".join(e.text for e in refused.events)
    assert not played(block(BEAR, ("shy", shy), ("b2", BEAR)), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "308.2a"), (R26, "508.1c")])
def test_508_1c_a_creature_that_cant_attack_alone_attacks_only_with_another(rules, rule):
    shy = kw("Shy", "cant_attack_alone")
    refused = played(declare([obj("shy", shy), obj("b", BEAR)], ["shy"]), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(declare([obj("shy", shy), obj("b", BEAR)], ["shy", "b"]), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "308.2a"), (R26, "508.1c")])
def test_508_1c_cant_attack_unless_the_defending_player_controls_an_island(rules, rule):
    eel = kw("Eel", {"kind": "keyword", "keyword": "cant_attack_unless", "what": "Island"})
    refused = played(declare([obj("eel", eel)], ["eel"]), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    assert not played(declare([obj("eel", eel), obj("i", "Island", "Bob")], ["eel"]), rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "500.4"), (R26, "508.1d")])
def test_508_1d_a_creature_that_attacks_each_combat_if_able_must_be_declared(rules, rule):
    brute = kw("Brute", "attacks_each_combat")
    refused = played(declare([obj("brute", brute), obj("b", BEAR)], ["b"]), rules).steps[-1]
    assert refused.refused and rule in rules_of(refused)
    accepted = played(declare([obj("brute", brute), obj("b", BEAR)], ["brute"]), rules).steps[-1]
    assert not accepted.refused and rule in rules_of(accepted)


@pytest.mark.parametrize("rules", EDITIONS)
def test_508_1d_no_attack_is_legal_when_the_creature_that_must_attack_cant(rules):
    tapped = obj("brute", kw("Brute", "attacks_each_combat"), tapped=True)
    assert not played(declare([tapped], []), rules).steps[-1].refused
    # it must attack if able, but it can't attack alone and no other creature could attack with it
    lonely = obj("brute", kw("Brute", "attacks_each_combat", "cant_attack_alone"))
    assert not played(declare([lonely], []), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_508_1d_the_default_declaration_is_refused_when_a_creature_must_attack(rules):
    data = make([obj("brute", kw("Brute", "attacks_each_combat"))], TO_ATTACKERS + [pass_("Alice")],
                phase="combat", step="beginning_of_combat")
    assert played(data, rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_legal_attacks_listed_are_those_that_obey_the_requirement(rules):
    data = make([obj("brute", kw("Brute", "attacks_each_combat")), obj("b", BEAR)], TO_ATTACKERS,
                phase="combat", step="beginning_of_combat")
    scenario = load_scenario({**data, "rules": rules})
    _, actions = legal_actions(game_at(scenario, len(scenario.actions)))
    assert sorted(sorted(a["attackers"]) for a in actions) == [["b", "brute"], ["brute"]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_legal_attacks_listed_include_one_that_cant_attack_alone_with_company(rules):
    data = make([obj("shy", kw("Shy", "cant_attack_alone")), obj("b", BEAR)], TO_ATTACKERS,
                phase="combat", step="beginning_of_combat")
    scenario = load_scenario({**data, "rules": rules})
    _, actions = legal_actions(game_at(scenario, len(scenario.actions)))
    assert sorted(sorted(a.get("attackers", [])) for a in actions) == [[], ["b"], ["b", "shy"]]


@pytest.mark.parametrize("rules, rule", [(R07, "302.2"), (R26, "502.3")])
def test_502_3_a_permanent_that_doesnt_untap_stays_tapped(rules, rule):
    data = make([obj("stiff", kw("Stiff", "doesnt_untap"), tapped=True), obj("b", BEAR, tapped=True)],
                [pass_("Bob"), pass_("Alice")], phase="end", step="end_of_turn", active="Bob")
    replay = played(data, rules)
    untap = next(s for s in replay.steps if any("untaps" in e.text for e in s.events))
    assert by_id(untap)["stiff"]["tapped"] is True and by_id(untap)["b"]["tapped"] is False
    assert rule in rules_of(untap)


def test_702_73a_a_changeling_is_every_creature_type_for_an_anthem():
    lord = kw("Sliver Lord", {"kind": "static", "affects": "creatures", "filter": {"subtype": "Sliver"},
                              "pump": {"power": 1, "toughness": 1}, "text": "All Sliver creatures get +1/+1."}, subtypes=["Sliver"])
    changeling = kw("Shapeshifter", "changeling", subtypes=["Shapeshifter"])
    replay = played(make([obj("lord", lord), obj("c", changeling), obj("b", BEAR, "Bob")], []), R26)
    state = by_id(replay.steps[-1])
    assert (state["c"]["power"], state["b"]["power"]) == (3, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_702_114a_devoid_makes_a_card_with_a_black_mana_cost_colorless(rules):
    drone = kw("Drone", "devoid", mana_cost="{1}{B}")
    refused = played(block(kw("Dread", "fear"), ("d", drone)), rules).steps[-1]
    assert refused.refused  # colorless, so not black: it can't block a creature with fear
    assert not played(block(kw("Dread", "fear"), ("d", kw("Drone", mana_cost="{1}{B}"))), rules).steps[-1].refused


# --- static power/toughness modifications with a condition or a count (613.4c in 2026, 418.5a 6d in 2007)
def _power(replay, oid, step=-1):
    return by_id(replay.steps[step])[oid]["power"]


THRESHOLD = {"kind": "static", "affects": "self", "pump": {"power": 2, "toughness": 2},
             "while": {"cards_in_your_graveyard_at_least": 7}, "text": "Threshold"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_a_threshold_pump_applies_once_the_seventh_card_reaches_the_graveyard(rules):
    from .conftest import cast, free
    cards = [obj(f"g{i}", "Forest", zone="graveyard") for i in range(6)]
    shock = free("Nudge", [{"do": "pump", "power": 0, "toughness": 0, "to": "target:0", "until": "end_of_turn"}])
    data = make([obj("mongoose", kw("Mongoose", THRESHOLD, power=1, toughness=1)), obj("nudge", shock, zone="hand"), *cards],
                cast("nudge", "mongoose"))
    replay = played(data, rules)
    assert _power(replay, "mongoose", 0) == 1 and _power(replay, "mongoose") == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_metalcraft_counts_the_artifacts_you_control_only(rules):
    recruit = kw("Recruit", {"kind": "static", "affects": "self", "pump": {"power": 2, "toughness": 2},
                             "while": {"artifacts_you_control_at_least": 3}}, power=1, toughness=1)
    trinket = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}
    two = played(make([obj("r", recruit), obj("t1", trinket), obj("t2", trinket), obj("t3", trinket, "Bob")], []), rules)
    three = played(make([obj("r", recruit), obj("t1", trinket), obj("t2", trinket), obj("t3", trinket)], []), rules)
    assert (_power(two, "r"), _power(three, "r")) == (1, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_as_long_as_you_control_a_forest(rules):
    ape = kw("Ape", {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 2}, "while": {"you_control_a": "Forest"}},
             power=1, toughness=1)
    assert _power(played(make([obj("ape", ape), obj("f", "Forest", "Bob")], []), rules), "ape") == 1
    assert _power(played(make([obj("ape", ape), obj("f", "Forest")], []), rules), "ape") == 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_a_pump_for_each_artifact_you_control_counts_itself(rules):
    nim = kw("Nim", {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 0}, "for_each": "artifact_you_control"},
             power=0, toughness=1, types=("Artifact", "Creature"))
    trinket = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}
    assert _power(played(make([obj("nim", nim), obj("t", trinket)], []), rules), "nim") == 2


def test_a_condition_on_anything_but_a_pump_is_refused_naming_the_field():
    from rulings.engine import ScenarioError
    bad = kw("Bad", {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "flying"},
                     "while": {"your_life_at_least": 25}})
    with pytest.raises(ScenarioError, match="while"):
        load_scenario(make([obj("bad", bad)], []))


def test_a_keyword_that_changes_types_granted_while_types_are_counted_is_refused_naming_the_field():
    """Flying while you control a Forest is read (the types through layer 4); changeling would change what is counted."""
    from rulings.engine import ScenarioError
    good = kw("Good", {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "flying"},
                       "while": {"you_control_a": "Forest"}})
    load_scenario(make([obj("good", good)], []))
    bad = kw("Bad", {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "changeling"},
                     "while": {"you_control_a": "Forest"}})
    with pytest.raises(ScenarioError, match="gains"):
        load_scenario(make([obj("bad", bad)], []))


@pytest.mark.parametrize("rules, rule", [(R07, "302.2"), (R26, "502.3")])
def test_502_3_the_active_player_may_choose_not_to_untap_a_permanent(rules, rule):
    vault = obj("vault", {"name": "Vault", "mana_cost": "{3}", "types": ["Artifact"],
                          "abilities": [{"kind": "keyword", "keyword": "may_not_untap"}]}, tapped=True)
    kept = make([vault], [pass_("Bob"), {**pass_("Alice"), "choices": {"vault": {"untap": False}}}],
                phase="end", step="end_of_turn", active="Bob")
    replay = played(kept, rules)
    untap = next(s for s in replay.steps if any("untaps" in e.text for e in s.events))
    assert by_id(untap)["vault"]["tapped"] is True and rule in rules_of(untap)
    default = played(make([vault], [pass_("Bob"), pass_("Alice")], phase="end", step="end_of_turn", active="Bob"), rules)
    untap = next(s for s in default.steps if any("untaps" in e.text for e in s.events))
    assert by_id(untap)["vault"]["tapped"] is False
    assert any("no choice was given" in e.text for e in untap.events) or any("no choice was given" in c.reason for c in untap.citations)


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_creatures_with_less_power_cant_block_it(rules):
    wolf = kw("Wolf", "cant_be_blocked_by_lesser_power", power=2)
    assert played(block(wolf, ("small", kw("Small", power=1))), rules).steps[-1].refused
    assert not played(block(wolf, ("same", kw("Same", power=2))), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_cant_be_blocked_except_by_three_or_more(rules):
    big = kw("Big", "cant_be_blocked_except_by_three_or_more", power=5)
    refused = played(block(big, ("b1", BEAR), ("b2", BEAR)), rules).steps[-1]
    assert refused.refused and "three or more" in "\n".join(e.text for e in refused.events)
    assert not played(block(big, ("b1", BEAR), ("b2", BEAR), ("b3", BEAR)), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_a_creature_that_cant_block_power_2_or_greater(rules):
    orcs = kw("Orcs", {"kind": "keyword", "keyword": "cant_block_power", "at_least": 2})
    assert played(block(BEAR, ("orcs", orcs)), rules).steps[-1].refused
    assert not played(block(kw("Tiny", power=1), ("orcs", orcs)), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_an_anthem_for_creatures_with_flying_reads_abilities_first(rules):
    winds = {"name": "Winds", "mana_cost": "{1}{U}", "types": ["Enchantment"], "abilities": [
        {"kind": "static", "affects": "creatures", "filter": {"keyword": "flying", "you_control": True}, "pump": {"power": 1, "toughness": 1}}]}
    flight = {"name": "Flight", "mana_cost": "{U}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
              "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                            {"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "flying"}}]}
    replay = played(make([obj("winds", winds), obj("b", BEAR), obj("c", BEAR), obj("f", flight, attached_to="c")], []), rules)
    assert (by_id(replay.steps[-1])["b"]["power"], by_id(replay.steps[-1])["c"]["power"]) == (2, 3)


# --- blocking requirements (500.4 in 2007; 509.1c in 2026)
@pytest.mark.parametrize("rules, rule", [(R07, "500.4"), (R26, "509.1c")])
def test_509_1c_all_creatures_able_to_block_a_lure_do_so(rules, rule):
    lure = kw("Lure Beast", "lure", power=3, toughness=3)
    refused = played(block(lure, ("b1", BEAR), extra_objects=[obj("b2", BEAR, "Bob")]), rules).steps[-1]  # b2 could block it too
    assert refused.refused and rule in rules_of(refused)
    accepted = played(block(lure, ("b1", BEAR), ("b2", BEAR)), rules).steps[-1]
    assert not accepted.refused and rule in rules_of(accepted)


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1c_a_tapped_creature_is_not_required_to_block(rules):
    lure = kw("Lure Beast", "lure", power=3, toughness=3)
    data = block(lure, ("b1", BEAR), extra_objects=[obj("b2", BEAR, "Bob", tapped=True)])
    assert not played(data, rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1c_example_a_creature_that_blocks_if_able_and_a_menace_attacker_need_both_blockers(rules):
    """509.1c's example: with menace attacking, the player must block with both creatures."""
    menace = kw("Menacer", "menace")
    eager = kw("Eager", "blocks_each_combat")
    assert not played(block(menace, ("e", eager), ("b", BEAR)), rules).steps[-1].refused
    neither = played(block(menace, extra_objects=[obj("e", eager, "Bob"), obj("b", BEAR, "Bob")]), rules).steps[-1]
    assert neither.refused  # having neither block fulfils the restriction but not the requirement


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1c_a_creature_that_must_be_blocked_needs_only_one_blocker(rules):
    target = kw("Target", "must_be_blocked")
    assert played(block(target, extra_objects=[obj("b1", BEAR, "Bob")]), rules).steps[-1].refused
    assert not played(block(target, ("b1", BEAR), extra_objects=[obj("b2", BEAR, "Bob")]), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1c_a_requirement_that_no_creature_can_obey_allows_no_blocks(rules):
    bird = kw("Bird", "flying", "must_be_blocked")
    assert not played(block(bird, extra_objects=[obj("b1", BEAR, "Bob")]), rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_during_your_turn_it_has_flying_and_only_then(rules):
    veteran = kw("Veteran", {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "flying"},
                             "while": {"your_turn": True}})
    data = make([obj("v", veteran), obj("x", veteran, "Bob")], [pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn")
    replay = played(data, rules)
    first, last = by_id(replay.steps[0]), by_id(replay.steps[-1])  # Alice's end step, then Bob's turn

    def flies(o):
        return any(k.lower() == "flying" for k in o["keywords"])
    assert (flies(first["v"]), flies(first["x"])) == (True, False)
    assert (flies(last["v"]), flies(last["x"])) == (False, True)


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_a_pump_for_each_aura_attached_to_it(rules):
    dancer = kw("Dancer", {"kind": "static", "affects": "self", "pump": {"power": 2, "toughness": 2}, "for_each": "aura_attached"},
                power=0, toughness=2)
    aura = {"name": "Charm", "mana_cost": "{W}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"}]}
    replay = played(make([obj("d", dancer), obj("a1", aura, attached_to="d"), obj("a2", aura, "Bob", attached_to="d")], []), rules)
    assert by_id(replay.steps[-1])["d"]["power"] == 4


def test_an_ability_granted_while_permanents_types_are_counted_is_read_through_layer_4():
    """Granting flying while "you control three or more artifacts" reads the artifacts' types without such
    grants (no keyword it may grant changes a type): the card loads (a changeling grant is refused, above)."""
    fine = kw("Fine", {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "flying"},
                       "while": {"artifacts_you_control_at_least": 3}})
    load_scenario(make([obj("fine", fine)], []))


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_hellbent_a_pump_while_your_hand_is_empty(rules):
    demon = kw("Jester", {"kind": "static", "affects": "self", "pump": {"power": 2, "toughness": 1}, "while": {"no_cards_in_hand": True}})
    empty = played(make([obj("j", demon)], []), rules)
    holding = played(make([obj("j", demon), obj("card", BEAR, zone="hand")], []), rules)
    assert (_power(empty, "j"), _power(holding, "j")) == (4, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_as_long_as_you_control_another_artifact_it_does_not_count_itself(rules):
    golem = kw("Golem", {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1}, "while": {"another_artifact": True}},
               types=("Artifact", "Creature"))
    trinket = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}
    assert _power(played(make([obj("g", golem)], []), rules), "g") == 2
    assert _power(played(make([obj("g", golem), obj("t", trinket)], []), rules), "g") == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_as_long_as_an_opponent_controls_an_island(rules):
    eel = kw("Eel", {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1}, "while": {"opponent_controls_a": "Island"}})
    assert _power(played(make([obj("e", eel), obj("i", "Island")], []), rules), "e") == 2
    assert _power(played(make([obj("e", eel), obj("i", "Island", "Bob")], []), rules), "e") == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_509_1b_cant_be_blocked_by_artifact_creatures_walls_or_flyers(rules):
    golem = kw("Golem", types=("Artifact", "Creature"), colors=[])
    wall = kw("Wall", "defender", subtypes=["Wall"])
    bird = kw("Bird", "flying")
    for what, blocker in (("artifact_creatures", golem), ("walls", wall), ("creatures_with_flying", bird)):
        sneak = kw("Sneak", {"kind": "keyword", "keyword": "cant_be_blocked_by", "what": what})
        assert played(block(sneak, ("x", blocker)), rules).steps[-1].refused, what
        assert not played(block(sneak, ("y", BEAR)), rules).steps[-1].refused, what


@pytest.mark.parametrize("rules", EDITIONS)
def test_613_during_your_turn_it_gets_a_pump(rules):
    knight = kw("Knight", {"kind": "static", "affects": "self", "pump": {"power": 2, "toughness": 0}, "while": {"your_turn": True}})
    replay = played(make([obj("k", knight), obj("o", knight, "Bob")], []), rules)
    assert (_power(replay, "k"), _power(replay, "o")) == (4, 2)
