"""The example scenarios end to end: each classic judge question gets its answer,
with the rules that decide it cited at the step where they apply."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.engine import example_scenarios, load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def replays():
    return {slug: run_scenario(load_scenario(data)) for slug, data in example_scenarios()}


def rules(step):
    return {c.rule for c in step.citations}


def where(state, oid):
    for player, zones in state["zones"].items():
        for zone, objs in zones.items():
            for o in objs:
                if o["id"] == oid:
                    return player, zone, o
    for item in state["stack"]:
        if item.get("object", {}).get("id") == oid:
            return item["controller"], "stack", item["object"]
    return None


def life(state, name):
    return next(p["life"] for p in state["players"] if p["name"] == name)


def test_giant_growth_is_countered_after_bolt_kills_the_bears(replays):
    r = replays["giant_growth_in_response_to_bolt"]
    assert where(r.steps[5].state, "bears")[1] == "graveyard" and {"420.5c", "408.1c", "413.1"} <= rules(r.steps[5])
    assert where(r.final_state, "growth")[1] == "graveyard" and "413.2a" in rules(r.steps[7])


def test_llanowar_elves_cannot_tap_the_turn_they_arrive(replays):
    r = replays["llanowar_elves_summoning_sickness"]
    assert r.steps[4].refused and "403.4" in rules(r.steps[4])
    assert not r.steps[6].refused  # the Elves she controlled since her turn began can tap
    assert where(r.final_state, "bears")[1] == "stack"


def test_counterspell_gives_no_refund(replays):
    r = replays["counterspell_on_creature"]
    assert where(r.final_state, "bears")[1] == "graveyard" and {"414.1", "414.2"} <= rules(r.steps[5])


def test_mogg_fanatic_still_deals_its_combat_damage_after_being_sacrificed(replays):
    r = replays["mogg_fanatic_damage_on_the_stack"]
    assert r.steps[9].state["stack"][0]["kind"] == "combat_damage" and "408.1g" in rules(r.steps[9])
    assert where(r.final_state, "bears")[1] == "graveyard"
    assert {"310.4a", "310.4c", "420.5c"} <= rules(r.steps[15])


def test_necrosavant_returns_only_with_its_full_cost_in_the_upkeep(replays):
    r = replays["necrosavant_returns_during_upkeep"]
    assert r.steps[1].refused and r.steps[1].state == r.steps[0].state and "422.1" in rules(r.steps[1])
    assert where(r.steps[4].state, "necrosavant")[1] == "in_play" and where(r.steps[4].state, "bears")[1] == "graveyard"
    assert r.steps[7].refused and "402.8g" in rules(r.steps[7])


def test_sneak_attack_creature_has_haste_and_is_sacrificed_at_end_of_turn(replays):
    r = replays["sneak_attack_haste_and_delayed_sacrifice"]
    assert {"403.4", "502.5b"} <= rules(r.steps[4])
    assert life(r.final_state, "Bob") == 19
    assert where(r.final_state, "sorcerer")[1] == "graveyard" and {"404.4b", "404.4c"} <= rules(r.steps[8]) | rules(r.steps[10])


def test_sneak_attack_sacrifice_fails_when_the_creature_was_bounced_and_replayed(replays):
    r = replays["sneak_attack_creature_bounced_and_replayed"]
    assert where(r.final_state, "bears")[1] == "in_play" and "404.4d" in rules(r.steps[-1])


def test_near_death_experience_does_nothing_when_life_changed_in_response(replays):
    r = replays["near_death_experience_intervening_if"]
    assert "404.3" in rules(r.steps[0]) and "409.1b" in rules(r.steps[2])
    assert r.final_state["game_over"] is False and "404.3" in rules(r.steps[-1])


def test_dark_ritual_can_be_countered_and_its_unused_mana_burns(replays):
    r = replays["dark_ritual_is_a_spell_not_a_mana_ability"]
    assert "406.2" in rules(r.steps[1]) and where(r.steps[5].state, "ritual1")[1] == "graveyard"
    assert life(r.final_state, "Alice") == 17 and "300.3" in rules(r.steps[-1])


def test_mana_burn_kills_a_player_at_one_life(replays):
    r = replays["mana_burn_kills_at_one_life"]
    assert r.final_state["winner"] == "Alice" and {"300.3", "420.5a"} <= rules(r.steps[-1])


def test_the_2007_legend_rule_puts_both_players_isamarus_into_their_graveyards(replays):
    r = replays["isamaru_legend_rule_across_players"]
    assert where(r.final_state, "alice_isamaru")[:2] == ("Alice", "graveyard")
    assert where(r.final_state, "bob_isamaru")[:2] == ("Bob", "graveyard") and "420.5e" in rules(r.steps[-1])


def test_white_knight_can_be_neither_terrored_nor_blocked_by_black_skeletons(replays):
    r = replays["white_knight_protection_from_black"]
    assert r.steps[5].refused and "502.7b" in rules(r.steps[5])
    assert r.steps[7].refused and "502.7f" in rules(r.steps[7])
    assert life(r.final_state, "Bob") == 18


def test_a_threatened_creature_keeps_alices_bonesplitter_and_hits_her_with_it(replays):
    r = replays["bonesplitter_on_a_threatened_creature"]
    assert r.steps[4].refused and r.steps[4].citations[0].rule == "403.2"
    splitter = where(r.final_state, "splitter")
    assert splitter[:2] == ("Alice", "in_play") and splitter[2]["attached_to"] == "bears"
    assert life(r.final_state, "Alice") == 16


def test_fencing_ace_strikes_for_1_then_for_4_after_giant_growth(replays):
    r = replays["fencing_ace_double_strike_and_giant_growth"]
    assert where(r.final_state, "bears")[:2] == ("Bob", "graveyard")
    ace = where(r.final_state, "ace")
    assert ace[1] == "in_play" and ace[2]["damage"] == 2 and "502.28b" in {rule for s in r.steps for rule in rules(s)}


def test_an_unsummoned_token_ceases_to_exist(replays):
    r = replays["unsummon_a_token"]
    assert where(r.final_state, "soldier") is None and "420.5f" in rules(r.steps[-1])


def test_crash_landing_removes_both_flying_instances_and_jump_restores_flying(replays):
    r = replays["flight_crash_landing_and_jump"]
    assert r.steps[1].refused and "409.1h" in rules(r.steps[1])
    drake = where(r.steps[4].state, "drake")[2]
    assert "flying" not in drake["abilities"] and "407.3" in rules(r.steps[4])
    assert "flying" in where(r.final_state, "drake")[2]["abilities"] and "407.1" in rules(r.steps[-1])


def test_skinthinner_unmorph_cannot_be_responded_to_and_kills_the_giant(replays):
    r = replays["skinthinner_turned_face_up"]
    assert {"408.2h", "408.1i"} <= rules(r.steps[8])
    assert [i["kind"] for i in r.steps[8].state["stack"]] == ["spell", "triggered"]
    assert where(r.final_state, "giant")[1] == "graveyard" and "413.2a" in rules(r.steps[-1])


def test_soul_warden_triggers_resolve_nonactive_player_first(replays):
    r = replays["soul_warden_triggers_in_apnap_order"]
    assert "410.3" in rules(r.steps[3])
    assert life(r.steps[5].state, "Bob") == 21 and life(r.steps[5].state, "Alice") == 20
    assert life(r.final_state, "Alice") == 21


def test_mana_flare_adds_mana_at_once_for_lands_only(replays):
    r = replays["mana_flare_triggered_mana_ability"]
    assert not r.steps[1].refused and "411.3" in rules(r.steps[1])
    assert r.final_state["players"][0]["mana_pool"]["G"] == 1 and "411.3" not in rules(r.steps[-1])


def test_reflecting_pool_alone_makes_no_mana(replays):
    r = replays["reflecting_pool_undefined_mana"]
    assert "406.6" in rules(r.steps[1]) and r.steps[2].refused
    assert not r.steps[4].refused


def test_land_rules(replays):
    r = replays["playing_lands_special_action"]
    refused = {s.index: sorted(rules(s)) for s in r.steps if s.refused}
    assert "212.6g" in refused[1] and "408.2d" in refused[3] and "408.2d" in refused[5] and "212.6b" in refused[8]
    assert not r.steps[7].refused


def test_blaze_only_at_sorcery_speed_with_x_announced(replays):
    r = replays["blaze_sorcery_timing_and_x"]
    assert r.steps[4].refused and "408.1d" in rules(r.steps[4])
    assert r.steps[6].refused and "409.1b" in rules(r.steps[6])
    assert where(r.final_state, "bears")[2]["damage"] == 2 and where(r.final_state, "bears")[1] == "in_play"


def test_transguild_courier_stays_all_colors_after_humble_so_terror_cannot_target_it(replays):
    r = replays["transguild_courier_humbled"]
    assert where(r.steps[0].state, "courier2")[2]["colors"] == ["white", "blue", "black", "red", "green"]
    assert r.steps[4].refused and "409.1c" in rules(r.steps[4])


def test_rootwalla_once_each_turn_survives_threaten(replays):
    r = replays["rootwalla_once_each_turn_after_threaten"]
    assert r.steps[12].refused and "403.3" in rules(r.steps[12])
    assert not r.steps[-1].refused and "502.5b" in rules(r.steps[-1])


def test_every_rule_of_the_issue_is_exercised_by_some_example(replays):
    cited = set()
    for r in replays.values():
        for s in r.steps:
            cited |= rules(s)
    wanted = {"408.1b", "408.1c", "408.1d", "408.1e", "408.1f", "408.1g", "408.1i", "403.1", "403.3", "403.4",
              "404.2", "404.3", "404.4", "404.4a", "404.4b", "404.4c", "404.4d", "405.2", "407.1", "407.3", "406.1",
              "406.2", "406.4", "406.6", "408.2d", "408.2e", "408.2h", "409.1", "409.1a", "409.1b", "409.1c", "420.5a",
              "420.5c", "420.5d", "410.3", "411.1", "411.3", "413.1", "422.1", "212.6b", "502.5b", "300.3"}
    assert sorted(wanted - cited) == []


def test_command_line_prints_the_step_log():
    path = ROOT / "rulings" / "engine" / "scenarios" / "giant_growth_in_response_to_bolt.json"
    out = subprocess.run([sys.executable, "-m", "rulings.engine", str(path)], cwd=ROOT, capture_output=True, text=True, check=True)
    assert "Bob plays Lightning Bolt targeting Grizzly Bears" in out.stdout and "413.2a" in out.stdout


def test_command_line_json_prints_the_log_and_final_state():
    path = ROOT / "rulings" / "engine" / "scenarios" / "counterspell_on_creature.json"
    out = subprocess.run([sys.executable, "-m", "rulings.engine", str(path), "--json"], cwd=ROOT, capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["format"] == 1 and len(data["steps"]) == 6 and data["final_state"]["turn"] == 4


def test_command_line_reports_a_malformed_scenario(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 1, "name": "x", "players": [], "turn": {}, "objects": [], "actions": [{"type": "nap"}]}))
    out = subprocess.run([sys.executable, "-m", "rulings.engine", str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 1 and "actions[0].type" in out.stderr


def test_flight_is_countered_without_its_target_and_goes_to_the_graveyard_without_its_creature(replays):
    r = replays["flight_when_the_creature_dies"]
    assert "212.4e" in rules(r.steps[1])
    assert where(r.steps[7].state, "flight_a")[1] == "graveyard" and "413.2a" in rules(r.steps[7])
    assert where(r.final_state, "flight_b")[1] == "graveyard" and "420.5d" in rules(r.steps[-1])


def test_rift_bolt_is_played_from_suspend_in_its_owners_upkeep(replays):
    r = replays["rift_bolt_suspended"]
    assert r.steps[2].refused and not r.steps[4].refused and "408.2k" in rules(r.steps[4])
    assert r.steps[28].state["stack"][0]["name"] == "Rift Bolt" and "502.59a" in rules(r.steps[28])
    assert where(r.final_state, "bears")[1] == "graveyard"


def test_giant_growth_between_first_strike_and_regular_damage_saves_the_blocker(replays):
    r = replays["first_strike_and_giant_growth"]
    assert r.steps[7].refused and "502.2b" in rules(r.steps[7])
    assert where(r.final_state, "bears")[1] == "in_play" and where(r.final_state, "knight")[1] == "graveyard"
    assert "310.5" in rules(r.steps[15])


def test_trample_needs_only_the_damage_missing_from_lethal(replays):
    r = replays["trample_counts_damage_already_dealt"]
    assert r.steps[10].refused and "502.9b" in rules(r.steps[10])
    assert not r.steps[11].refused
    assert life(r.final_state, "Bob") == 16 and where(r.final_state, "bears")[1] == "graveyard"


def test_the_format_documentation_lists_every_example():
    doc = (ROOT / "rulings" / "engine" / "SCENARIO_FORMAT.md").read_text()
    assert [slug for slug, _ in example_scenarios() if f"`{slug}`" not in doc] == []


def test_regeneration_saves_the_troll_from_bolt_but_not_from_terror(replays):
    r = replays["regeneration_and_terror"]
    troll = where(r.steps[7].state, "troll")
    assert troll[1] == "in_play" and troll[2]["tapped"] and troll[2]["damage"] == 0 and "419.6b" in rules(r.steps[7])
    assert where(r.final_state, "troll")[1] == "graveyard"


def test_humble_on_an_ogre_with_a_counter_and_holy_strength_leaves_a_2_4(replays):
    r = replays["humble_gray_ogre_counter_and_holy_strength"]
    assert where(r.steps[3].state, "ogre")[2]["power"] == 4 and where(r.steps[3].state, "ogre")[2]["toughness"] == 5
    ogre = where(r.final_state, "ogre")[2]
    assert (ogre["power"], ogre["toughness"]) == (2, 4) and ogre["abilities"] == []
    assert "418.5a" in rules(r.steps[-1])


def test_carbonize_leaves_the_troll_unable_to_regenerate_and_removes_it_from_the_game(replays):
    r = replays["carbonize_a_regenerating_troll"]
    assert where(r.steps[4].state, "troll")[1] == "in_play"
    assert where(r.final_state, "troll")[1] == "removed_from_game"
    assert {"419.6b", "419.1a", "418.3a", "420.5c"} <= rules(r.steps[-1])


def test_raise_the_alarm_tokens_block_the_giant_and_cease_to_exist(replays):
    r = replays["raise_the_alarm_blockers"]
    assert not r.steps[10].refused and "216.1" in rules(r.steps[4])
    assert where(r.final_state, "soldier") is None and where(r.final_state, "soldier-2") is None
    assert where(r.final_state, "giant")[2]["damage"] == 2
    assert "420.5f" in rules(r.steps[-1])


def test_twincast_copy_gets_a_new_target_is_bobs_and_ceases_to_exist(replays):
    r = replays["twincast_a_lightning_bolt"]
    copy = r.steps[5].state["stack"][-1]
    assert copy["controller"] == "Bob" and copy["targets"] == ["sorcerer"]
    assert {"503.10", "503.10b"} <= rules(r.steps[5]) and "420.5j" in rules(r.steps[7])
    assert where(r.final_state, "sorcerer")[1] == "graveyard" and life(r.final_state, "Bob") == 17


def test_419_9b_healing_salve_becomes_three_draws_that_become_three_cards_back_from_the_graveyard(replays):
    r = replays["life_gain_becomes_draws_becomes_recall"]
    assert life(r.final_state, "Alice") == 20
    assert [where(r.final_state, c)[1] for c in ("old_bolt", "old_growth", "old_forest")] == ["hand"] * 3
    assert [where(r.final_state, c)[1] for c in ("library_top", "library_next")] == ["library"] * 2
    assert {"419.1a", "419.9b", "419.6a"} <= rules(r.steps[-1])


def test_408_2k_suspending_with_an_empty_pool_is_refused_and_says_to_play_mana_abilities_first(replays):
    refused = replays["rift_bolt_suspended"].steps[2]
    assert refused.refused
    assert any("play mana abilities first, while holding priority" in e.text for e in refused.events)


def test_dimir_doppelganger_keeps_its_flipped_status_as_grizzly_bears_and_ends_as_stabwhisker(replays):
    r = replays["dimir_doppelganger_keeps_its_flipped_status"]
    assert not any(s.refused for s in r.steps)
    tomoya = where(r.steps[6].state, "doppelganger")[2]
    assert (tomoya["name"], tomoya["flipped"]) == ("Tomoya the Revealer", True) and "508.2" in rules(r.steps[6])
    bears = where(r.steps[9].state, "doppelganger")[2]
    assert (bears["name"], bears["flipped"]) == ("Grizzly Bears", True) and "510.4" in rules(r.steps[9])
    end = where(r.final_state, "doppelganger")[2]
    assert (end["name"], end["power"], end["toughness"]) == ("Stabwhisker the Odious", 3, 3) and len(end["abilities"]) == 1
    assert where(r.final_state, "nezumi")[1] == "removed_from_game"
