"""308-311 combat, 408.1g combat damage on the stack, 302/304/314 turn structure."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


TO_ATTACKERS = [pass_("Alice"), pass_("Bob")]  # beginning of combat -> declare attackers


def attack(*ids):
    return act("declare_attackers", attackers=list(ids))


def block(*pairs):
    return act("declare_blockers", "Bob", blocks=[{"blocker": b, "attacker": a} for b, a in pairs])


def combat(objs, actions, **kw):
    return make(objs, TO_ATTACKERS + actions, phase="combat", step="beginning_of_combat", **kw)


def test_308_1_the_active_player_declares_attackers_as_the_step_begins(play):
    r = play(combat([obj("bears", "Grizzly Bears")], [attack("bears")]))
    assert r.steps[2].state["awaiting"] == "declare_attackers" and r.steps[2].state["priority_player"] is None
    s = r.steps[3]
    o = objects_by_id(s.state)["bears"]
    assert o["attacking"] and o["tapped"] and s.state["priority_player"] == "Alice"
    assert {"308.1", "308.2c"} <= set(rules_of(s))


def test_308_2a_a_creature_that_arrived_this_turn_cannot_attack(play):
    r = play(combat([obj("bears", "Grizzly Bears", arrived_this_turn=True)], [attack("bears")]))
    assert r.steps[3].refused and rules_of(r.steps[3])[0] == "308.2a"


def test_308_2a_a_tapped_creature_cannot_attack(play):
    r = play(combat([obj("bears", "Grizzly Bears", tapped=True)], [attack("bears")]))
    assert r.steps[3].refused and rules_of(r.steps[3])[0] == "308.2a"


def test_502_5_a_creature_with_haste_can_attack_the_turn_it_arrives(play):
    r = play(combat([obj("goblin", "Raging Goblin", arrived_this_turn=True)], [attack("goblin")]))
    assert not r.steps[3].refused and "502.5b" in rules_of(r.steps[3])


def test_308_4_with_no_attackers_the_blockers_and_damage_steps_are_skipped(play):
    r = play(combat([obj("bears", "Grizzly Bears")], [attack(), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert s.state["step"] == "end_of_combat" and "308.4" in rules_of(s)


def test_309_2a_a_tapped_creature_cannot_block(play):
    r = play(combat([obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob", tapped=True)],
                    [attack("bears"), pass_("Alice"), pass_("Bob"), block(("giant", "bears"))]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "309.2a"


def test_502_4b_a_creature_with_flying_cannot_be_blocked_by_one_without(play):
    r = play(combat([obj("drake", "Wind Drake"), obj("giant", "Hill Giant", "Bob")],
                    [attack("drake"), pass_("Alice"), pass_("Bob"), block(("giant", "drake"))]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.4b"


def _fanatic_combat(extra):
    objs = [obj("bears", "Grizzly Bears"), obj("fanatic", "Mogg Fanatic", "Bob")]
    return combat(objs, [attack("bears"), pass_("Alice"), pass_("Bob"), block(("fanatic", "bears")), pass_("Alice"), pass_("Bob")] + extra)


def test_408_1g_combat_damage_goes_on_the_stack_once_assigned(play):
    r = play(_fanatic_combat([]))
    s = r.steps[-1]
    assert s.state["step"] == "combat_damage" and s.state["awaiting"] == "assign_combat_damage"
    r = play(_fanatic_combat([act("assign_combat_damage", assignments=[{"source": "bears", "to": "fanatic", "amount": 2}])]))
    s = r.steps[-1]
    item = s.state["stack"][0]
    assert item["kind"] == "combat_damage" and s.state["priority_player"] == "Alice"
    assert {(a["source"], a["to"], a["amount"]) for a in item["assignments"]} == {("bears", "fanatic", 2), ("fanatic", "bears", 1)}
    assert {"408.1g", "310.1", "310.3"} <= set(rules_of(s))


def test_310_2a_a_creature_must_assign_damage_equal_to_its_power(play):
    r = play(_fanatic_combat([act("assign_combat_damage", assignments=[{"source": "bears", "to": "fanatic", "amount": 1}])]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "310.2a"


def test_310_2b_an_unblocked_creature_assigns_its_damage_to_the_defending_player(play):
    r = play(combat([obj("bears", "Grizzly Bears")], [attack("bears"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"),
                                                       pass_("Alice"), pass_("Bob")]))
    assert r.steps[-1].state["players"][1]["life"] == 18
    assert "310.4" in rules_of(r.steps[-1])


def test_310_4a_combat_damage_is_dealt_even_though_its_source_was_sacrificed(play):
    r = play(_fanatic_combat([act("assign_combat_damage", assignments=[{"source": "bears", "to": "fanatic", "amount": 2}]),
                              pass_("Alice"), act("activate_ability", "Bob", object="fanatic", targets=["bears"]),
                              pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert "bears" in zone_ids(s.state, "Alice", "graveyard") and "fanatic" in zone_ids(s.state, "Bob", "graveyard")
    assert {"310.4a", "310.4c", "420.5c"} <= set(rules_of(s))


def test_311_2_creatures_are_removed_from_combat_as_the_end_of_combat_step_ends(play):
    r = play(combat([obj("bears", "Grizzly Bears")], [attack("bears")] + [pass_("Alice"), pass_("Bob")] * 5))
    s = r.steps[-1]
    assert s.state["phase"] == "postcombat_main" and not objects_by_id(s.state)["bears"]["attacking"]
    assert "311.2" in rules_of(s)


# --- turn structure ---------------------------------------------------------------

def test_302_2_the_active_player_untaps_in_the_untap_step(play):
    r = play(make([obj("f", "Forest", tapped=True), obj("i", "Island", "Bob", tapped=True)], [], phase="beginning", step="untap"))
    o = objects_by_id(r.steps[0].state)
    assert o["f"]["tapped"] is False and o["i"]["tapped"] is True


def test_304_1_the_active_player_draws_in_the_draw_step(play):
    r = play(make([obj("c1", "Forest", zone="library"), obj("c2", "Island", zone="library")], [], phase="beginning", step="draw"))
    s = r.steps[0].state
    assert zone_ids(s, "Alice", "hand") == ["c1"] and "304.1" not in [] and "423.1" in rules_of(r.steps[0])


def test_314_2_cleanup_removes_damage_and_ends_until_end_of_turn_effects(play):
    objs = [obj("forest", "Forest"), obj("growth", "Giant Growth", zone="hand"), obj("bears", "Grizzly Bears", damage=1),
            obj("lib", "Forest", "Bob", zone="library")]
    r = play(make(objs, [act("play_spell", object="growth", targets=["bears"], mana_abilities=[{"object": "forest"}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn"))
    assert objects_by_id(r.steps[3].state)["bears"]["power"] == 5
    s = r.steps[-1]
    o = objects_by_id(s.state)["bears"]
    assert (o["power"], o["damage"]) == (2, 0) and s.state["active_player"] == "Bob"
    assert "314.2" in rules_of(s)


def test_314_3_players_get_priority_in_cleanup_if_a_state_based_effect_applies(play):
    # Bears get +0/+2 until end of turn, then a lasting -0/-2: when the pump ends
    # in the cleanup step they are 2/0, so players get priority in the cleanup step
    brace = {"name": "Brace", "mana_cost": "{G}", "types": ["Instant"], "targets": ["creature"],
             "effect": [{"do": "pump", "power": 0, "toughness": 2, "to": "target:0", "until": "end_of_turn"}],
             "text": "Target creature gets +0/+2 until end of turn."}
    wither = {"name": "Wither", "mana_cost": "{B}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "pump", "power": 0, "toughness": -2, "to": "target:0"}],
              "text": "Target creature gets -0/-2."}
    objs = [obj("forest", "Forest"), obj("swamp", "Swamp"), obj("brace", brace, zone="hand"), obj("wither", wither, zone="hand"),
            obj("bears", "Grizzly Bears"), obj("lib", "Forest", "Bob", zone="library")]
    r = play(make(objs, [act("play_spell", object="brace", targets=["bears"], mana_abilities=[{"object": "forest"}]),
                         pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="wither", targets=["bears"], mana_abilities=[{"object": "swamp"}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn"))
    assert "bears" in zone_ids(r.steps[6].state, "Alice", "in_play")
    s = r.steps[-1]
    assert s.state["step"] == "cleanup" and s.state["priority_player"] == "Alice"
    assert "bears" in zone_ids(s.state, "Alice", "graveyard") and {"314.3", "420.5b"} <= set(rules_of(s))


def _knight_vs_bears(extra):
    objs = [obj("knight", "Youthful Knight"), obj("bears", "Grizzly Bears", "Bob")]
    return combat(objs, [attack("knight"), pass_("Alice"), pass_("Bob"), block(("bears", "knight")), pass_("Alice"), pass_("Bob")] + extra)


def test_502_2b_only_first_strikers_assign_damage_in_the_first_combat_damage_step(play):
    r = play(_knight_vs_bears([pass_("Alice")]))
    s = r.steps[-1]
    assert [(a["source"], a["amount"]) for a in s.state["stack"][0]["assignments"]] == [("knight", 2)]
    assert "502.2b" in rules_of(s)


def test_502_2b_a_creature_killed_by_first_strike_damage_deals_no_combat_damage(play):
    r = play(_knight_vs_bears([pass_("Alice"), pass_("Bob")] + [pass_("Alice"), pass_("Bob")] * 3))
    s = r.steps[-1]
    assert "bears" in zone_ids(s.state, "Bob", "graveyard") and "knight" in zone_ids(s.state, "Alice", "in_play")
    assert s.state["phase"] == "postcombat_main"


def test_310_5_the_other_creatures_assign_damage_in_a_second_combat_damage_step(play):
    objs = [obj("knight", "Youthful Knight"), obj("giant", "Hill Giant", "Bob")]
    r = play(combat(objs, [attack("knight"), pass_("Alice"), pass_("Bob"), block(("giant", "knight")), pass_("Alice"), pass_("Bob")]
                    + [pass_("Alice"), pass_("Bob")] * 4))
    s = r.steps[-1]
    assert "knight" in zone_ids(s.state, "Alice", "graveyard") and objects_by_id(s.state)["giant"]["damage"] == 2
    assert "310.5" in rules_of(r.steps[12])


def test_502_28b_an_unblocked_double_striker_deals_its_damage_in_both_combat_damage_steps(play):
    r = play(combat([obj("ace", "Fencing Ace")], [attack("ace"), pass_("Alice"), pass_("Bob"), block()]
                    + [pass_("Alice"), pass_("Bob")] * 6))
    s = r.steps[-1]
    assert s.state["phase"] == "postcombat_main" and s.state["players"][1]["life"] == 18
    assert "502.28b" in {rule for step in r.steps for rule in rules_of(step)}


def test_502_28b_a_double_striker_strikes_first_then_again_beside_the_blocker(play):
    objs = [obj("ace", "Fencing Ace"), obj("giant", "Hill Giant", "Bob")]
    r = play(combat(objs, [attack("ace"), pass_("Alice"), pass_("Bob"), block(("giant", "ace"))]
                    + [pass_("Alice"), pass_("Bob")] * 6))
    first, second = [step for step in r.steps if step.state["stack"] and step.state["stack"][0].get("assignments")][:2]
    assert [(a["source"], a["amount"]) for a in first.state["stack"][0]["assignments"]] == [("ace", 1)]
    assert sorted((a["source"], a["amount"]) for a in second.state["stack"][0]["assignments"]) == [("ace", 1), ("giant", 3)]
    final = r.steps[-1].state
    assert "ace" in zone_ids(final, "Alice", "graveyard") and objects_by_id(final)["giant"]["damage"] == 2


def _wurm(blocker, extra):
    objs = [obj("wurm", "Spined Wurm"), obj(blocker, {"bears": "Grizzly Bears", "fanatic": "Mogg Fanatic"}[blocker], "Bob")]
    return combat(objs, [attack("wurm"), pass_("Alice"), pass_("Bob"), block((blocker, "wurm"))] + extra)


def test_502_9b_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player(play):
    r = play(_wurm("bears", [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert s.state["players"][1]["life"] == 17 and "bears" in zone_ids(s.state, "Bob", "graveyard")
    assert "502.9b" in rules_of(r.steps[-2])


def test_502_9b_trample_cannot_assign_to_the_player_before_the_blocker_has_lethal_damage(play):
    r = play(_wurm("bears", [pass_("Alice"), pass_("Bob"), act("assign_combat_damage", assignments=[
        {"source": "wurm", "to": "bears", "amount": 1}, {"source": "wurm", "to": "Bob", "amount": 4}])]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.9b"


def test_502_9b_trample_may_assign_everything_to_the_blocker(play):
    r = play(_wurm("bears", [pass_("Alice"), pass_("Bob"), act("assign_combat_damage", assignments=[
        {"source": "wurm", "to": "bears", "amount": 5}]), pass_("Alice"), pass_("Bob")]))
    assert r.steps[-1].state["players"][1]["life"] == 20


def test_502_9c_a_trampler_whose_blocker_left_combat_assigns_all_its_damage_to_the_player(play):
    r = play(_wurm("fanatic", [pass_("Alice"), act("activate_ability", "Bob", object="fanatic", targets=["Alice"]),
                               pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert s.state["players"][1]["life"] == 15 and "502.9c" in rules_of(r.steps[-2])


def test_a_scenario_can_start_in_the_combat_damage_step_with_attackers_and_blockers(play):
    objs = [obj("bears", "Grizzly Bears", attacking=True, tapped=True), obj("giant", "Hill Giant", "Bob", blocking="bears")]
    r = play(make(objs, [pass_("Alice"), pass_("Bob")], phase="combat", step="combat_damage"))
    assert r.steps[0].state["awaiting"] == "assign_combat_damage"
    s = r.steps[-1]
    assert "bears" in zone_ids(s.state, "Alice", "graveyard") and objects_by_id(s.state)["giant"]["damage"] == 2


def test_308_4_a_scenario_starting_in_the_declare_blockers_step_without_attackers_skips_it(play):
    r = play(make([], [], phase="combat", step="declare_blockers"))
    assert r.steps[0].state["step"] == "end_of_combat" and "308.4" in rules_of(r.steps[0])


def test_attacking_is_refused_outside_combat_in_a_scenario():
    import pytest
    from rulings.engine import ScenarioError, load_scenario
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("bears", "Grizzly Bears", attacking=True)], []))
    assert [fe.path for fe in e.value.errors] == ["objects[0].attacking"]


def test_704_5a_lethal_default_combat_damage_ends_the_game_even_when_the_next_action_cant_be_played(play):
    """The scenario moves on while the game waits for combat damage: the default damage is dealt,
    and when it ends the game the next action is refused, but the damage and the game's end stay."""
    actions = [attack("bears"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    r = play({**combat([obj("bears", "Grizzly Bears")], actions, life=(20, 2)), "rules": "2026-06-19"})
    last = r.steps[-1]
    bob = next(p for p in last.state["players"] if p["name"] == "Bob")
    assert bob["life"] <= 0, [e.text for s in r.steps for e in s.events]
    assert last.state.get("game_over") or bob.get("lost")
    ended = next(i for i, s in enumerate(r.steps) if any("default is used" in e.text for e in s.events)
                 and next(p for p in s.state["players"] if p["name"] == "Bob")["life"] <= 0)
    assert r.steps[ended].refused and any("the game is over" in e.text for e in r.steps[ended].events)
