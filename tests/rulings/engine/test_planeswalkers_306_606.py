"""Planeswalkers under the June 2026 rules (306, 606): loyalty counters as it
enters (306.5b), loyalty abilities (606.3 timing and once per turn, 606.4
cost, 606.6 not enough counters), damage removes loyalty (120.3c), loyalty 0
is a state-based action (704.5i), attacking a planeswalker (506.3, 508.1b,
510.1b). The February 2007 rules have no planeswalkers: refused (205.2a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

WALKER = {"name": "Test Walker", "mana_cost": "{0}", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 3,
          "abilities": [
              {"kind": "activated", "cost": {"loyalty": 1}, "effect": [{"do": "gain_life", "amount": 2, "player": "you"}],
               "text": "+1: You gain 2 life."},
              {"kind": "activated", "cost": {"loyalty": -2}, "targets": ["creature"],
               "effect": [{"do": "damage", "amount": 3, "to": "target:0"}],
               "text": "\u22122: Test Walker deals 3 damage to target creature."},
              {"kind": "activated", "cost": {"loyalty": -5}, "effect": [{"do": "win_game"}],
               "text": "\u22125: You win the game."}],
          "text": "+1: You gain 2 life. \u22122: 3 damage to target creature. \u22125: You win the game."}
SHOCK = {"name": "Shock", "mana_cost": "{0}", "types": ["Instant"], "targets": ["any_target"],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "Shock deals 2 damage to any target."}


def played(data, rules=R26):
    return run_scenario(load_scenario({**data, "rules": rules}))


def walker(owner="Alice", **kw):
    return obj("pw", WALKER, owner, **kw)


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty():
    r = played(make([walker(zone="hand")], [act("play_spell", object="pw"), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 3}
    assert "306.5b" in rules_of(r.steps[-1])


def test_306_5b_a_planeswalker_starting_on_the_battlefield_has_its_printed_loyalty():
    r = played(make([walker()], []))
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 3}


def test_606_4_a_plus_ability_puts_loyalty_counters_on_and_resolves():
    r = played(make([walker()], [act("activate_ability", object="pw", ability=0), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 4}
    assert r.final_state["players"][0]["life"] == 22
    assert {"606.2", "606.3", "606.4"} <= set(rules_of(r.steps[1]))


def test_606_3_only_one_loyalty_ability_of_a_permanent_each_turn():
    r = played(make([walker(), obj("bears", "Grizzly Bears", "Bob")],
                    [act("activate_ability", object="pw", ability=0), pass_("Alice"), pass_("Bob"),
                     act("activate_ability", object="pw", ability=1, targets=["bears"])]))
    assert r.steps[-1].refused and "606.3" in rules_of(r.steps[-1])
    assert "already activated this turn" in r.steps[-1].events[-1].text


def test_606_3_a_loyalty_ability_needs_an_empty_stack_in_a_main_phase_of_its_controllers_turn():
    r = played(make([walker("Bob")], [pass_("Alice"), act("activate_ability", "Bob", object="pw", ability=0)],
                    priority="Alice"))
    assert r.steps[-1].refused and "606.3" in rules_of(r.steps[-1])


def test_606_6_a_minus_ability_needs_that_many_loyalty_counters():
    r = played(make([walker()], [act("activate_ability", object="pw", ability=2)]))
    assert r.steps[-1].refused and "606.6" in rules_of(r.steps[-1])
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 3}


def test_704_5i_a_minus_ability_that_leaves_loyalty_0_puts_it_into_the_graveyard_before_it_resolves():
    data = make([walker(counters={"loyalty": 2}), obj("bears", "Grizzly Bears", "Bob")],
                [act("activate_ability", object="pw", ability=1, targets=["bears"]), pass_("Alice"), pass_("Bob")])
    r = played(data)
    objs = objects_by_id(r.final_state)
    assert objs["pw"]["zone"] == "graveyard" and "704.5i" in rules_of(r.steps[1])
    assert objs["bears"]["zone"] == "graveyard"  # the ability exists independently of its source (113.7a)


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_counters():
    r = played(make([walker("Bob"), obj("shock", SHOCK, zone="hand")],
                    [act("play_spell", object="shock", targets=["pw"]), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 1}
    assert objects_by_id(r.final_state)["pw"]["damage"] == 0
    assert "120.3c" in rules_of(r.steps[-1])


def test_704_5i_lethal_damage_to_a_planeswalker_puts_it_into_its_owners_graveyard():
    r = played(make([walker("Bob", counters={"loyalty": 2}), obj("shock", SHOCK, zone="hand")],
                    [act("play_spell", object="shock", targets=["pw"]), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.final_state)["pw"]["zone"] == "graveyard"
    assert {"120.3c", "704.5i"} <= set(rules_of(r.steps[-1]))


def _attack(extra_objects=(), attacking=None, blocks=None, rules=R26):
    objs = [walker("Bob"), obj("giant", "Hill Giant"), *extra_objects]
    acts = [act("declare_attackers", attackers=["giant"], **({"attacking": attacking} if attacking else {})),
            pass_("Alice"), pass_("Bob"), act("declare_blockers", "Bob", blocks=blocks or []), pass_("Alice"), pass_("Bob"),
            act("assign_combat_damage")]
    return played(make(objs, acts, phase="combat", step="declare_attackers"), rules)


def test_508_1b_an_unblocked_creature_attacking_a_planeswalker_deals_its_damage_to_it():
    r = _attack(attacking={"giant": "pw"})
    assert objects_by_id(r.final_state)["pw"]["zone"] == "graveyard"  # 3 damage, loyalty 3
    assert r.final_state["players"][1]["life"] == 20
    assert {"508.1b", "506.3"} <= set(rules_of(r.steps[1]))
    assert "attacks Test Walker with Hill Giant" in r.steps[1].events[0].text


def test_508_1b_a_creature_not_named_in_attacking_attacks_the_defending_player():
    r = _attack()
    assert r.final_state["players"][1]["life"] == 17
    assert objects_by_id(r.final_state)["pw"]["counters"] == {"loyalty": 3}


def test_508_1b_a_creature_cant_attack_a_planeswalker_its_own_controller_controls():
    data = make([walker("Alice"), obj("giant", "Hill Giant")],
                [act("declare_attackers", attackers=["giant"], attacking={"giant": "pw"})], phase="combat", step="declare_attackers")
    r = played(data)
    assert r.steps[-1].refused and "508.1b" in rules_of(r.steps[-1])


def test_510_1b_a_creature_whose_planeswalker_left_assigns_no_combat_damage():
    bolt = {**SHOCK, "name": "Bolt", "effect": [{"do": "damage", "amount": 3, "to": "target:0"}]}
    objs = [walker("Bob"), obj("giant", "Hill Giant"), obj("bolt", bolt, zone="hand")]
    acts = [act("declare_attackers", attackers=["giant"], attacking={"giant": "pw"}), pass_("Alice"), pass_("Bob"),
            act("declare_blockers", "Bob", blocks=[]), act("play_spell", object="bolt", targets=["pw"]), pass_("Alice"), pass_("Bob"),
            pass_("Alice"), pass_("Bob"), act("assign_combat_damage")]
    r = played(make(objs, acts, phase="combat", step="declare_attackers"))
    assert r.final_state["players"][1]["life"] == 20
    assert "510.1b" in rules_of(r.steps[-1])


def test_205_2a_a_2007_scenario_with_a_planeswalker_is_refused_naming_the_edition():
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([walker()], []), "rules": R07})
    assert "February 2007 rules" in str(e.value) and "205.2a" in str(e.value)


def test_205_2a_a_2026_planeswalker_played_under_2007_has_its_loyalty_ability_refused():
    r = run_scenario(load_scenario({**make([walker()], [act("activate_ability", object="pw", ability=0)]), "rules": R26}), R07)
    assert r.steps[-1].refused and "205.2a" in rules_of(r.steps[-1])
    assert "February 2007" in r.steps[-1].events[-1].text


def test_a_loyalty_ability_is_never_a_mana_ability():
    from rulings.engine.costs import is_mana_ability
    assert not is_mana_ability({"kind": "activated", "cost": {"loyalty": 1}, "effect": [{"do": "add_mana", "mana": "{R}"}]})


def test_validator_refuses_loyalty_on_a_card_that_is_not_a_planeswalker():
    bad = {**WALKER, "types": ["Enchantment"]}
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("x", bad)], []), "rules": R26})
    assert "only a planeswalker has loyalty" in str(e.value)


def test_the_snapshot_names_the_planeswalker_a_creature_attacks():
    data = make([walker("Bob"), obj("giant", "Hill Giant")],
                [act("declare_attackers", attackers=["giant"], attacking={"giant": "pw"})], phase="combat", step="declare_attackers")
    r = played(data)
    assert objects_by_id(r.steps[1].state)["giant"]["attacking_planeswalker"] == "pw"
    assert "attacking_planeswalker" not in objects_by_id(r.steps[0].state)["giant"]


def test_legal_actions_offer_a_loyalty_ability_once_and_attacking_a_planeswalker():
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    main = load_scenario({**make([walker()], [act("activate_ability", object="pw", ability=0), pass_("Alice"), pass_("Bob")]),
                          "rules": R26})
    _, before = legal_actions(game_at(main, 0))
    _, after = legal_actions(game_at(main, 3))
    loyalty = lambda acts: [a for a in acts if a["type"] == "activate_ability" and a["object"] == "pw"]  # noqa: E731
    assert loyalty(before) and not loyalty(after)
    combat = load_scenario({**make([walker("Bob"), obj("giant", "Hill Giant")], [], phase="combat", step="declare_attackers"),
                            "rules": R26})
    _, offers = legal_actions(game_at(combat, 0))
    assert {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"], "attacking": {"giant": "pw"}} in offers


def test_510_1b_a_scenario_may_start_with_a_creature_attacking_a_planeswalker():
    data = make([walker("Bob"), obj("giant", "Hill Giant", attacking=True, attacking_planeswalker="pw", tapped=True)],
                [act("assign_combat_damage")], phase="combat", step="combat_damage")
    r = played(data)
    assert objects_by_id(r.final_state)["pw"]["zone"] == "graveyard" and r.final_state["players"][1]["life"] == 20


def test_attacking_planeswalker_must_name_a_planeswalker_the_defending_player_controls():
    data = make([walker("Alice"), obj("giant", "Hill Giant", attacking=True, attacking_planeswalker="pw")],
                [], phase="combat", step="combat_damage")
    with pytest.raises(ScenarioError) as e:
        load_scenario({**data, "rules": R26})
    assert "defending player" in str(e.value)


def test_205_2a_casting_or_attacking_a_planeswalker_under_2007_is_refused():
    cast = load_scenario({**make([walker(zone="hand")], [act("play_spell", object="pw")]), "rules": R26})
    r = run_scenario(cast, R07)
    assert r.steps[-1].refused and "205.2a" in rules_of(r.steps[-1])
    attack = load_scenario({**make([walker("Bob"), obj("giant", "Hill Giant")],
                                   [act("declare_attackers", attackers=["giant"], attacking={"giant": "pw"})],
                                   phase="combat", step="declare_attackers"), "rules": R26})
    r = run_scenario(attack, R07)
    assert r.steps[-1].refused and "205.2a" in rules_of(r.steps[-1])
