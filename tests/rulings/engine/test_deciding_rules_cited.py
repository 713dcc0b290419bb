"""The rule that decides an outcome is cited, with the number each edition
gives it (the numbers themselves are checked against the official texts in
test_citations.py and test_citations_2026.py), including the rule that says
why nothing happened."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"
BOTH = pytest.mark.parametrize("edition", [R07, R26])


def run(data, edition):
    return run_scenario(load_scenario(data), edition)


def cited(step) -> dict:
    """concept -> rule number of every citation of the step."""
    return {c.concept: c.rule for c in step.citations}


def all_cited(replay) -> dict:
    out = {}
    for s in replay.steps:
        out.update(cited(s))
    return out


GROWTH_FREE = {"name": "Quick Growth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
               "effect": [{"do": "pump", "to": "target:0", "power": 3, "toughness": 3, "until": "end_of_turn"}],
               "text": "Target creature gets +3/+3 until end of turn."}


@pytest.mark.parametrize("edition, rule", [(R07, "408.1c"), (R26, "117.3b")])
def test_priority_after_a_resolution_is_its_own_rule(edition, rule):
    r = run(make([obj("bears", "Grizzly Bears"), obj("g", GROWTH_FREE, zone="hand")],
                 [act("play_spell", object="g", targets=["bears"]), pass_("Alice"), pass_("Bob")]), edition)
    assert cited(r.steps[-1])["priority_after_resolution"] == rule


def _combat(objs, actions):
    return make(objs, [pass_("Alice"), pass_("Bob")] + actions, phase="combat", step="beginning_of_combat")


def _bears_attack_unblocked():
    return _combat([obj("bears", "Grizzly Bears")],
                   [act("declare_attackers", attackers=["bears"]), pass_("Alice"), pass_("Bob"),
                    act("declare_blockers", "Bob", blocks=[]), pass_("Alice"), pass_("Bob"),
                    act("assign_combat_damage")])


@pytest.mark.parametrize("edition, rule", [(R07, "310.1"), (R26, "510.3")])
def test_priority_after_combat_damage_is_the_combat_damage_steps_rule(edition, rule):
    r = run(_bears_attack_unblocked(), edition)
    assert not r.steps[-1].refused
    assert cited(r.steps[-1])["priority_after_combat_damage"] == rule


def test_2007_priority_after_combat_damage_resolves_is_310_4():
    data = _bears_attack_unblocked()
    data["actions"] += [pass_("Alice"), pass_("Bob")]
    r = run(data, R07)
    assert cited(r.steps[-1])["priority_after_combat_damage_resolves"] == "310.4"


@pytest.mark.parametrize("edition, rule", [(R07, "310.2d"), (R26, "510.1d")])
def test_a_blocker_whose_attacker_left_combat_assigns_no_damage_and_says_why(edition, rule):
    unsummon_free = {"name": "Quick Unsummon", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
                     "effect": [{"do": "return_to_hand", "what": "target:0"}], "text": "Return target creature to its owner's hand."}
    r = run(_combat([obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), obj("u", unsummon_free, zone="hand")],
                    [act("declare_attackers", attackers=["bears"]), pass_("Alice"), pass_("Bob"),
                     act("declare_blockers", "Bob", blocks=[{"blocker": "giant", "attacker": "bears"}]),
                     act("play_spell", object="u", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                     pass_("Alice"), pass_("Bob"), act("assign_combat_damage")]), edition)
    assert not r.steps[-1].refused
    assert cited(r.steps[-1])["blocker_without_attacker_assigns_none"] == rule


@pytest.mark.parametrize("edition, rules", [(R07, ("102.4a", "102.1")), (R26, ("104.4a", "104.1"))])
def test_a_drawn_game_cites_the_draw_rule(edition, rules):
    r = run(make([obj("m", "Mountain")], [], life=(0, 0)), edition)
    c = cited(r.steps[0])
    assert (c["game_draw"], c["game_ends_immediately"]) == rules


@pytest.mark.parametrize("edition, rule", [(R07, "102.3b"), (R26, "104.3b")])
def test_losing_at_zero_life_cites_the_rule_of_losing(edition, rule):
    r = run(make([obj("m", "Mountain")], [], life=(0, 20)), edition)
    assert cited(r.steps[0])["player_loses_at_zero_life"] == rule


@pytest.mark.parametrize("edition, rules", [(R07, ("410.10c", "410.10d")), (R26, ("603.6c", "603.10a"))])
def test_a_leaves_play_trigger_cites_the_look_back_in_time(edition, rules):
    mourner = {"name": "Mourner", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"},
                              "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                              "text": "When Mourner leaves play, you gain 1 life."}]}
    bolt = {"name": "Quick Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "damage", "to": "target:0", "amount": 3}], "text": "Quick Bolt deals 3 damage to target creature."}
    r = run(make([obj("m", mourner), obj("b", bolt, zone="hand")],
                 [act("play_spell", object="b", targets=["m"]), pass_("Alice"), pass_("Bob")]), edition)
    c = all_cited(r)
    assert (c["leaves_play_trigger"], c["leaves_play_looks_back"]) == rules


def _lands(active="Alice", second=False):
    objs = [obj("f1", "Forest", zone="hand"), obj("f2", "Forest", zone="hand")]
    actions = [act("play_land", object="f1")] + ([act("play_land", object="f2")] if second else [])
    return make(objs, actions, active=active, priority="Alice")


@pytest.mark.parametrize("edition, rule", [(R07, "408.2d"), (R26, "305.3")])
def test_a_land_played_out_of_turn_cites_the_own_turn_rule(edition, rule):
    r = run(_lands(active="Bob"), edition)
    assert r.steps[-1].refused and r.steps[-1].citations[0].rule == rule


@pytest.mark.parametrize("edition, rules", [(R07, ("212.6b", "212.6b")), (R26, ("305.2b", "305.2"))])
def test_a_second_land_cites_the_land_play_limit(edition, rules):
    r = run(_lands(second=True), edition)
    c = cited(r.steps[-1])
    assert r.steps[-1].refused and (c["no_more_land_plays"], c["one_land_per_turn"]) == rules


@pytest.mark.parametrize("edition, rules", [(R07, ("308.2a", "212.3d")), (R26, ("508.1a", "302.6"))])
def test_an_attacker_that_just_arrived_cites_summoning_sickness(edition, rules):
    r = run(_combat([obj("bears", "Grizzly Bears", arrived_this_turn=True)], [act("declare_attackers", attackers=["bears"])]), edition)
    c = cited(r.steps[-1])
    assert r.steps[-1].refused and (c["attack_restrictions"], c["summoning_sickness"]) == rules


@pytest.mark.parametrize("edition, rules", [(R07, ("403.4", "212.3d")), (R26, ("602.5a", "302.6"))])
def test_a_tap_ability_of_a_creature_that_just_arrived_cites_summoning_sickness(edition, rules):
    r = run(make([obj("elves", "Llanowar Elves", arrived_this_turn=True)], [act("activate_ability", object="elves")]), edition)
    c = cited(r.steps[-1])
    assert r.steps[-1].refused and (c["tap_ability_summoning_sickness"], c["summoning_sickness"]) == rules


SQUEE = {"name": "Squee, Goblin Nabob", "mana_cost": "{2}{R}", "supertypes": ["Legendary"], "types": ["Creature"],
         "subtypes": ["Goblin"], "power": 1, "toughness": 1}


@pytest.mark.parametrize("edition, rules", [(R07, ("420.5e", "205.4c")), (R26, ("704.5j", "205.4d"))])
def test_the_legend_rule_cites_the_legendary_supertype(edition, rules):
    r = run(make([obj("s1", SQUEE), obj("s2", SQUEE)], []), edition)
    c = cited(r.steps[0])
    assert (c["sbe_legend_rule"], c["legendary_supertype"]) == rules


@pytest.mark.parametrize("edition, rule", [(R07, "418.5a"), (R26, "613.7")])
def test_a_second_power_effect_in_the_same_layer_cites_timestamp_order(edition, rule):
    g2 = {**GROWTH_FREE, "name": "Second Growth"}
    r = run(make([obj("bears", "Grizzly Bears"), obj("g", GROWTH_FREE, zone="hand"), obj("h", g2, zone="hand")],
                 [act("play_spell", object="g", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                  act("play_spell", object="h", targets=["bears"]), pass_("Alice"), pass_("Bob")]), edition)
    assert cited(r.steps[-1])["timestamp_order"] == rule
    assert "timestamp_order" not in cited(r.steps[3])


def test_2007_mana_kept_when_only_a_step_ends_cites_300_3_and_2026_cites_500_5():
    data = make([obj("m", "Mountain")], [act("activate_ability", object="m"), pass_("Alice"), pass_("Bob")],
                phase="beginning", step="upkeep")
    r07, r26 = run(data, R07), run(data, R26)
    assert cited(r07.steps[-1])["mana_kept_between_steps"] == "300.3"
    assert cited(r26.steps[-1])["mana_empties"] == "500.5"


@pytest.mark.parametrize("edition, rules", [(R07, ("404.4d", "217.1c")), (R26, ("603.7c", "400.7"))])
def test_a_delayed_ability_that_finds_a_new_object_cites_why_it_is_new(edition, rules):
    from rulings.engine import example_scenarios
    r = run(dict(example_scenarios())["sneak_attack_creature_bounced_and_replayed"], edition)
    step = next(s for s in r.steps if any("does nothing" in e.text for e in s.events))
    c = cited(step)
    assert (c["delayed_trigger_fails_left_play"], c["zone_change_new_object"]) == rules


@pytest.mark.parametrize("edition, rules", [(R07, ("403.2", "212.2k")), (R26, ("602.2", "301.5d"))])
def test_the_player_who_took_the_equipped_creature_cant_equip_with_its_equipment(edition, rules):
    """Bob controls the creature the Bonesplitter equips, not the Bonesplitter:
    he can't activate its equip ability."""
    r = run(make([obj("bs", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears", controller="Bob"),
                  obj("giant", "Hill Giant", "Bob")],
                 [act("activate_ability", "Bob", object="bs", ability=1, targets=["giant"])], active="Bob"), edition)
    c = cited(r.steps[-1])
    assert r.steps[-1].refused and (c["only_controller_activates"], c["equipment_controller_separate"]) == rules
