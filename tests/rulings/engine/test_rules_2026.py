"""The rule differences between the February 2007 and the June 2026 rules,
each played under both editions (tests named after the 2026 rule)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"


def both(data):
    scenario = load_scenario(data)
    return run_scenario(scenario, R07), run_scenario(scenario, R26)


def in_play(state, player, oid):
    return next((o for o in state["zones"][player]["in_play"] if o["id"] == oid), None)


def _growth_then_humble():
    objs = [obj("bears", "Grizzly Bears", owner="Bob"), obj("forest", "Forest", owner="Bob"),
            obj("growth", "Giant Growth", owner="Bob", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
            obj("humble", "Humble", zone="hand")]
    return make(objs, [act("play_spell", "Bob", object="growth", targets=["bears"], mana_abilities=[{"object": "forest"}]),
                       pass_("Bob"), pass_("Alice"),
                       act("play_spell", object="humble", targets=["bears"],
                           mana_abilities=[{"object": "p1"}, {"object": "p2"}]),
                       pass_("Alice"), pass_("Bob")], priority="Bob")


def test_613_4_setting_effects_apply_before_modifying_ones_whatever_their_timestamps():
    r07, r26 = both(_growth_then_humble())
    bears07, bears26 = in_play(r07.final_state, "Bob", "bears"), in_play(r26.final_state, "Bob", "bears")
    assert (bears07["power"], bears07["toughness"]) == (0, 1)  # 418.5a 6b: Humble is the later one
    assert (bears26["power"], bears26["toughness"]) == (3, 4)  # 613.4b 0/1, then 613.4c +3/+3
    assert "613.4c" in cited(r26.steps[3]) and "613.4b" in cited(r26.steps[6])


def example(slug):
    from rulings.engine import example_scenarios
    return dict(example_scenarios())[slug]


def cited(step):
    return [c.rule for c in step.citations]


def zone_of(state, oid):
    for owner, zones in state["zones"].items():
        for zone, objs in zones.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


def test_500_5_mana_floated_into_the_next_step_is_gone_under_2026():
    r07, r26 = both(example("mana_floated_from_upkeep_into_draw_step"))
    assert not r07.steps[4].refused and zone_of(r07.final_state, "bolt") == "graveyard"
    assert r26.steps[4].refused and "601.2h" in cited(r26.steps[4]) and "733.1" in cited(r26.steps[4])
    assert zone_of(r26.final_state, "bolt") == "hand"


def test_510_2_combat_damage_is_dealt_at_once_so_mogg_fanatic_cant_be_sacrificed_with_damage_on_the_stack():
    r07, r26 = both(example("mogg_fanatic_damage_on_the_stack"))
    assert "408.1g" in cited(r07.steps[9])
    assert "510.2" in cited(r26.steps[9]) and not r26.final_state["stack"]
    assert r26.steps[11].refused  # the Fanatic died with its combat damage; nothing left to sacrifice
    assert zone_of(r07.final_state, "bears") == "graveyard" and zone_of(r26.final_state, "bears") == "in_play"


def test_510_4_first_strike_damage_is_dealt_before_anyone_can_pump_the_blocker():
    r07, r26 = both(example("first_strike_and_giant_growth"))
    assert zone_of(r07.final_state, "bears") == "in_play" and zone_of(r07.final_state, "knight") == "graveyard"
    assert zone_of(r26.final_state, "bears") == "graveyard" and zone_of(r26.final_state, "knight") == "in_play"
    assert "510.4" in [c.rule for s in r26.steps for c in s.citations]


def test_702_4b_double_strike_deals_damage_in_both_combat_damage_steps_under_2026():
    r26 = run_scenario(load_scenario(example("fencing_ace_double_strike_and_giant_growth")), R26)
    dealt = [e.text for s in r26.steps for e in s.events if e.text.startswith("Fencing Ace deals")]
    assert len(dealt) == 2
    assert "702.4b" in [c.rule for s in r26.steps for c in s.citations]


def test_704_5j_the_legend_rule_looks_only_at_one_players_permanents():
    r07, r26 = both(example("isamaru_legend_rule_across_players"))
    assert zone_of(r07.final_state, "alice_isamaru") == zone_of(r07.final_state, "bob_isamaru") == "graveyard"
    assert zone_of(r26.final_state, "alice_isamaru") == zone_of(r26.final_state, "bob_isamaru") == "in_play"


def test_704_5j_a_player_with_two_legends_of_one_name_keeps_one():
    isamaru = {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}", "supertypes": ["Legendary"],
               "types": ["Creature"], "subtypes": ["Dog"], "power": 2, "toughness": 2}
    objs = [obj("old", isamaru), obj("new", isamaru, zone="hand"), obj("plains", "Plains")]
    data = make(objs, [act("play_spell", object="new", mana_abilities=[{"object": "plains"}]), pass_("Alice"), pass_("Bob")])
    r07, r26 = both(data)
    assert zone_of(r07.final_state, "old") == zone_of(r07.final_state, "new") == "graveyard"
    assert (zone_of(r26.final_state, "old"), zone_of(r26.final_state, "new")) == ("graveyard", "in_play")
    assert "704.5j" in cited(r26.steps[3])


def test_704_5j_the_player_chooses_which_legend_to_keep():
    isamaru = {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}", "supertypes": ["Legendary"],
               "types": ["Creature"], "subtypes": ["Dog"], "power": 2, "toughness": 2}
    objs = [obj("old", isamaru), obj("new", isamaru, zone="hand"), obj("plains", "Plains")]
    last_pass = {**pass_("Bob"), "legend_keep": ["old"]}
    data = make(objs, [act("play_spell", object="new", mana_abilities=[{"object": "plains"}]), pass_("Alice"), last_pass])
    r26 = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    assert (zone_of(r26.final_state, "old"), zone_of(r26.final_state, "new")) == ("in_play", "graveyard")
    assert "chooses to keep" in " ".join(e.text for e in r26.steps[3].events) + " ".join(
        c.reason for e in r26.steps[3].events for c in e.citations)


def test_704_5j_a_legend_to_keep_must_be_an_object_of_the_scenario():
    from rulings.engine import ScenarioError

    data = make([obj("plains", "Plains")], [{**pass_("Alice"), "legend_keep": ["nobody"]}])
    with pytest.raises(ScenarioError) as error:
        load_scenario({**data, "rules": "2026-06-19"})
    assert "actions[0].legend_keep[0]" in str(error.value)


def test_704_5h_deathtouch_destroys_the_creature_before_anyone_can_respond():
    r07, r26 = both(example("typhoid_rats_deathtouch_and_unsummon"))
    assert "704.5h" in cited(r26.steps[9]) and "702.2b" in cited(r26.steps[9])
    assert zone_of(r26.final_state, "giant") == "graveyard" and r26.steps[12].refused
    assert zone_of(r07.final_state, "giant") == "hand"  # 2007: a trigger, and Unsummon answers it


def test_702_15b_lifelink_gains_the_life_as_the_damage_is_dealt():
    r07, r26 = both(example("loxodon_warhammer_lifelink_at_two_life"))
    alice07, alice26 = r07.final_state["players"][0], r26.final_state["players"][0]
    assert alice07["lost"] is True and alice07["life"] == 0  # 2007: the trigger waits; 420.5a comes first
    assert alice26["lost"] is False and alice26["life"] == 5
    assert "702.15b" in cited(r26.steps[9])


def test_700_4_a_creature_put_into_a_graveyard_from_the_battlefield_dies():
    objs = [obj("bears", "Grizzly Bears", owner="Bob"), obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    data = make(objs, [act("play_spell", object="bolt", targets=["bears"], mana_abilities=[{"object": "mountain"}]),
                       pass_("Alice"), pass_("Bob")])
    r07, r26 = both(data)
    assert "Grizzly Bears dies." in [e.text for e in r26.steps[3].events] and "700.4" in cited(r26.steps[3])
    assert not any("dies" in e.text for e in r07.steps[3].events)


def test_704_5_the_checks_run_in_the_order_of_704_5():
    from rulings.engine.citations_2026 import EDITION_2026
    from rulings.engine.state_based_actions import ORDER_704_5
    letters = [EDITION_2026[concept].rule for concept, _ in ORDER_704_5]
    assert letters == ["704.5a", "704.5b", "704.5c", "704.5d", "704.5e", "704.5f", "704.5g", "704.5h", "704.5i", "704.5j", "704.5m", "704.5n",
                       "704.5p", "704.5q", "704.5s", "704.5t", "704.5y"]


def test_601_2g_mana_abilities_are_activated_while_casting_under_2026():
    objs = [obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = run_scenario(load_scenario(make(objs, [act("play_spell", object="bolt", targets=["Bob"],
                                                    mana_abilities=[{"object": "mountain"}])])), R26)
    rules = cited(r.steps[1])
    assert {"601.2a", "601.2c", "601.2g", "601.2h", "601.2i"} <= set(rules)
    assert "409.1g" not in rules


def test_733_1_an_illegal_cast_is_reversed_and_733_2_the_player_keeps_priority():
    objs = [obj("bolt", "Lightning Bolt", zone="hand")]
    r = run_scenario(load_scenario(make(objs, [act("play_spell", object="bolt", targets=["Bob"])])), R26)
    assert r.steps[1].refused
    assert {"733.1", "733.2", "601.2e"} <= set(cited(r.steps[1]))
    assert r.final_state["priority_player"] == "Alice" and zone_of(r.final_state, "bolt") == "hand"


def test_115_4_lightning_bolt_reads_any_target_under_2026():
    objs = [obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    data = make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "mountain"}]),
                       pass_("Alice"), pass_("Bob")])
    r07, r26 = both(data)
    text07 = " ".join(e.text for s in r07.steps for e in s.events)
    text26 = " ".join(e.text for s in r26.steps for e in s.events)
    assert "deals 3 damage to target creature or player" in text07
    assert "deals 3 damage to any target" in text26 and "creature or player" not in text26


def test_the_2026_log_says_casts_enters_the_battlefield_and_exiled():
    r26 = run_scenario(load_scenario(example("rift_bolt_suspended")), R26)
    r26b = run_scenario(load_scenario(example("soul_warden_triggers_in_apnap_order")), R26)
    text = " ".join(e.text for r in (r26, r26b) for s in r.steps for e in s.events)
    assert "casts" in text and "enters the battlefield" in text and "exiled" in text and "battlefield" in text
    assert " plays " not in text and "in play" not in text and "removed from the game" not in text


def test_613_7e_an_equipment_gets_a_new_timestamp_when_attached_under_2026():
    objs = [obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    equip = act("activate_ability", object="splitter", ability=1, targets=["bears"], mana_abilities=[{"object": "m"}])
    r07, r26 = both(make(objs, [equip, pass_("Alice"), pass_("Bob")]))
    assert "418.5e" in cited(r07.steps[3]) and "613.7e" in cited(r26.steps[3])
    assert "702.6a" in cited(r26.steps[3])


def test_305_1_lands_are_still_played_not_cast_under_2026():
    objs = [obj("forest", "Forest", zone="hand")]
    r26 = run_scenario(load_scenario(make(objs, [act("play_land", object="forest")])), R26)
    assert r26.steps[1].summary == "Alice plays Forest as a land"
    assert "Alice plays Forest as a land; it enters the battlefield without using the stack." in [e.text for e in r26.steps[1].events]


STINGER = {"name": "Stinger", "mana_cost": "{2}{B}", "types": ["Creature"], "power": 3, "toughness": 3,
           "abilities": [{"kind": "keyword", "keyword": "deathtouch"}, {"kind": "keyword", "keyword": "trample"}]}
WALL = {"name": "Big Wall", "mana_cost": "{4}", "types": ["Creature"], "power": 0, "toughness": 5}


def _stinger_blocked(assignments=None):
    to_damage = [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["st"]), pass_("Alice"), pass_("Bob"),
                 act("declare_blockers", "Bob", blocks=[{"blocker": "wall", "attacker": "st"}]), pass_("Alice"), pass_("Bob")]
    # without an assignment, the next action makes the default one
    to_damage.append(act("assign_combat_damage", assignments=assignments) if assignments is not None else pass_("Alice"))
    return make([obj("st", STINGER), obj("wall", WALL, "Bob")], to_damage, phase="combat", step="beginning_of_combat")


def test_702_2c_with_deathtouch_and_trample_1_damage_to_the_blocker_is_lethal_and_the_rest_tramples_over():
    r07, r26 = both(_stinger_blocked([{"source": "st", "to": "wall", "amount": 1}, {"source": "st", "to": "Bob", "amount": 2}]))
    assert not r26.steps[-1].refused and {"702.2c", "702.19b"} <= set(cited(r26.steps[-1]))
    assert r26.final_state["players"][1]["life"] == 18 and zone_of(r26.final_state, "wall") == "graveyard"
    assert r07.steps[-1].refused  # 2007: no deathtouch keyword; 502.9b wants 5 to the blocker first


def test_702_2c_by_default_a_deathtouch_trampler_assigns_1_to_the_blocker_and_the_rest_to_the_player():
    _, r26 = both(_stinger_blocked())
    assert r26.final_state["players"][1]["life"] == 18 and "702.2c" in cited(r26.steps[-1])


def test_608_2b_a_spell_whose_targets_are_all_illegal_does_not_resolve_in_2026_words():
    r07, r26 = both(example("giant_growth_in_response_to_bolt"))
    texts07 = [e.text for s in r07.steps for e in s.events]
    texts26 = [e.text for s in r26.steps for e in s.events]
    assert any("Giant Growth is countered on resolution because all its targets are illegal" in t for t in texts07)
    assert any("Giant Growth doesn't resolve because all its targets are illegal" in t for t in texts26)
    assert not any("countered on resolution" in t for t in texts26)
