"""Creatures dealing damage (rulings/oracle/damage_more.py) played from real cards' Oracle text
(damage_more_cards.json: records copied from the pool): Pit Fight's "fights another target creature",
Karplusan Yeti's two damage events, Hunt the Weak's and Felling Blow's "Then that creature ...",
Sandstorm's "each attacking creature", Chaos Maw's "each other creature", Poison the Well's "that
land's controller", Arc Trail's "any other target"; and near misses, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "damage_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)


def play(cards, objects, actions, rules, **turn):
    doc = in_main_phase(objects, actions, rules, name="damage more")
    doc["turn"].update(turn)
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(card, targets=(), lands=(), **more) -> dict:
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in lands], **more}


def lands(name, n, prefix="l") -> list:
    return [obj(f"{prefix}{i}", name) for i in range(n)]


def ids(n, prefix="l") -> list:
    return [f"{prefix}{i}" for i in range(n)]



@pytest.mark.parametrize("name", ["Pit Fight", "Ulvenwald Tracker", "Karplusan Yeti", "Sandstorm", "Chaos Maw", "Hunt the Weak",
                                  "Felling Blow", "Poison the Well", "Blur of Blades", "Arc Trail", "Laccolith Grunt", "Wicked Wolf",
                                  "Fall of the Hammer", "Pitiless Fists", "Swelter", "Pinnacle of Rage", "Dual Shot",
                                  "Flame Rift", "Storm's Wrath", "Tectonic Hazard", "Ophidian", "Wave of Reckoning", "Cone of Flame",
                                  "Cartouche of Strength"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


# --- "Target creature you control fights another target creature" ---------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_pit_fight_each_deals_its_power_to_the_other(cards, rules):
    objects = [obj("fight", "Pit Fight", zone="hand"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob")] + \
        lands("Mountain", 2)
    replay = play(cards, objects, [cast("fight", ["giant", "bears"], ids(2)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["giant"]["damage"] == 2, log(replay)
    assert ("701.14a" in cited(replay)) == (rules == R2026)


def test_pit_fight_cant_choose_the_same_creature_twice(cards):
    objects = [obj("fight", "Pit Fight", zone="hand"), obj("giant", "Hill Giant")] + lands("Mountain", 2)
    doc = in_main_phase(objects, [cast("fight", ["giant", "giant"], ids(2))], R2026)
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused, log(replay)


# --- Karplusan Yeti: two damage events, one after the other -----------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_karplusan_yeti_deals_its_power_then_is_dealt_the_targets(cards, rules):
    objects = [obj("yeti", "Karplusan Yeti"), obj("angel", "Serra Angel", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "yeti", "ability": 0, "targets": ["angel"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["angel"]["damage"] == 3 and objs["yeti"]["zone"] == "graveyard", log(replay)
    assert "Serra Angel deals 4 damage to Karplusan Yeti" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_karplusan_yeti_gone_deals_its_last_power_and_is_dealt_none(cards, rules):
    objects = [obj("yeti", "Karplusan Yeti"), obj("angel", "Serra Angel", owner="Bob"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "yeti", "ability": 0, "targets": ["angel"]}, p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["yeti"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["angel"]["damage"] == 3, log(replay)
    assert "no damage is dealt: the creature that would deal it, or what it would be dealt to, has left the battlefield" in log(replay)
    assert {R2007: "413.2a", R2026: "608.2b"}[rules] not in cited(replay), sorted(cited(replay))


# --- "Put a +1/+1 counter on target creature you control. Then that creature fights / deals ..." -------
@pytest.mark.parametrize("rules", EDITIONS)
def test_hunt_the_weak_fights_with_the_counter_on(cards, rules):
    objects = [obj("hunt", "Hunt the Weak", zone="hand"), obj("angel", "Serra Angel"), obj("giant", "Hill Giant", owner="Bob")] + \
        lands("Forest", 4)
    replay = play(cards, objects, [cast("hunt", ["angel", "giant"], ids(4)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["giant"]["zone"] == "graveyard" and objs["angel"]["damage"] == 3, log(replay)
    assert objs["angel"]["counters"] == {"+1/+1": 1}, log(replay)
    assert "Serra Angel (5 power) and Hill Giant (3 power) fight" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_felling_blow_the_creature_deals_its_power_and_is_dealt_none(cards, rules):
    objects = [obj("blow", "Felling Blow", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob")] + \
        lands("Forest", 3)
    replay = play(cards, objects, [cast("blow", ["bears", "giant"], ids(3)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["giant"]["zone"] == "graveyard" and not objs["bears"].get("damage"), log(replay)


# --- "each attacking creature", "each other creature" ----------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_sandstorm_deals_1_damage_to_each_attacking_creature_only(cards, rules):
    objects = [obj("storm", "Sandstorm", owner="Bob", zone="hand"), obj("bears", "Grizzly Bears", attacking=True),
               obj("giant", "Hill Giant"), obj("f", "Forest", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "storm", "mana_abilities": [{"object": "f"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules, phase="combat", step="declare_blockers")
    objs = objects_in(replay.final_state)
    assert objs["bears"]["damage"] == 1 and not objs["giant"].get("damage"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chaos_maw_deals_3_damage_to_each_other_creature(cards, rules):
    objects = [obj("maw", "Chaos Maw", zone="hand"), obj("bears", "Grizzly Bears"), obj("angel", "Serra Angel", owner="Bob")] + \
        lands("Mountain", 7)
    replay = play(cards, objects, [cast("maw", (), ids(7)), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["angel"]["damage"] == 3, log(replay)
    assert not objs["maw"].get("damage"), log(replay)


# --- "Destroy target land. ~ deals 2 damage to that land's controller." -------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_poison_the_well_deals_2_damage_to_the_destroyed_lands_controller(cards, rules):
    objects = [obj("well", "Poison the Well", zone="hand"), obj("bobs", "Plains", owner="Bob")] + lands("Swamp", 4)
    replay = play(cards, objects, [cast("well", ["bobs"], ids(4)), p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["bobs"]["zone"] == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_blur_of_blades_deals_2_damage_to_that_creatures_controller(cards, rules):
    objects = [obj("blur", "Blur of Blades", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + lands("Mountain", 2)
    replay = play(cards, objects, [cast("blur", ["bears"], ids(2)), p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"-1/-1": 1}, log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


# --- Arc Trail: "2 damage to any target and 1 damage to any other target" ---------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_arc_trail_deals_2_and_1_to_two_different_targets(cards, rules):
    objects = [obj("arc", "Arc Trail", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + lands("Mountain", 2)
    replay = play(cards, objects, [cast("arc", ["bears", "Bob"], ids(2)), p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


def test_arc_trail_cant_choose_the_same_player_twice(cards):
    objects = [obj("arc", "Arc Trail", zone="hand")] + lands("Mountain", 2)
    replay = run_scenario(load_scenario(in_main_phase(objects, [cast("arc", ["Bob", "Bob"], ids(2))], R2026), cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fall_of_the_hammer_the_creature_deals_its_power_to_another(cards, rules):
    objects = [obj("hammer", "Fall of the Hammer", zone="hand"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob")] + \
        lands("Mountain", 2)
    replay = play(cards, objects, [cast("hammer", ["giant", "bears"], ids(2)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and not objs["giant"].get("damage"), log(replay)
    assert "Hill Giant deals 3 damage to Grizzly Bears" in log(replay), log(replay)


# --- "fights up to one target creature you don't control" --------------------------------------------
@pytest.mark.parametrize("chosen", [["bears"], []])
def test_wicked_wolf_fights_the_creature_chosen_or_none(cards, chosen):
    objects = [obj("wolf", "Wicked Wolf", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + lands("Forest", 4)
    actions = [cast("wolf", (), ids(4)), p("Alice"), p("Bob", trigger_targets={"wolf": chosen}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == ("graveyard" if chosen else "in_play"), log(replay)
    assert objs["wolf"].get("damage", 0) == (2 if chosen else 0), log(replay)
    assert ("701.14a" in cited(replay)) == bool(chosen)


def test_pitiless_fists_the_enchanted_creature_fights_with_its_bonus(cards):
    objects = [obj("fists", "Pitiless Fists", zone="hand"), obj("angel", "Serra Angel"), obj("giant", "Hill Giant", owner="Bob")] + \
        lands("Forest", 4)
    actions = [cast("fists", ["angel"], ids(4)), p("Alice"), p("Bob", trigger_targets={"fists": ["giant"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    objs = objects_in(replay.final_state)
    assert objs["giant"]["zone"] == "graveyard" and objs["angel"]["damage"] == 3, log(replay)
    assert "Serra Angel (6 power) and Hill Giant (3 power) fight" in log(replay), log(replay)


# --- "deals N damage to each of two targets / each of up to two target creatures" -------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_pinnacle_of_rage_deals_3_damage_to_each_of_two_targets(cards, rules):
    objects = [obj("rage", "Pinnacle of Rage", zone="hand"), obj("giant", "Hill Giant", owner="Bob")] + lands("Mountain", 6)
    replay = play(cards, objects, [cast("rage", ["giant", "Bob"], ids(6)), p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["giant"]["zone"] == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


def test_swelter_cant_choose_one_creature_for_both_targets(cards):
    objects = [obj("swelter", "Swelter", zone="hand"), obj("giant", "Hill Giant", owner="Bob")] + lands("Mountain", 4)
    replay = run_scenario(load_scenario(in_main_phase(objects, [cast("swelter", ["giant", "giant"], ids(4))], R2026), cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen", [["bears"], ["bears", "giant"], []])
def test_dual_shot_deals_1_damage_to_each_creature_chosen(cards, rules, chosen):
    objects = [obj("shot", "Dual Shot", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("giant", "Hill Giant", owner="Bob"),
               obj("m", "Mountain")]
    replay = play(cards, objects, [cast("shot", chosen, ["m"]), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert [o for o in ("bears", "giant") if objs[o].get("damage") == 1] == chosen, log(replay)


# --- "each player", "each creature and each planeswalker", "each opponent and each creature they control" ---
@pytest.mark.parametrize("rules", EDITIONS)
def test_flame_rift_deals_4_damage_to_each_player(cards, rules):
    objects = [obj("rift", "Flame Rift", zone="hand")] + lands("Mountain", 2)
    replay = play(cards, objects, [cast("rift", (), ids(2)), p("Alice"), p("Bob")], rules)
    assert life(replay) == {"Alice": 16, "Bob": 16}, log(replay)


def test_storms_wrath_deals_4_damage_to_each_creature_and_each_planeswalker(cards):
    objects = [obj("wrath", "Storm's Wrath", zone="hand"), obj("angel", "Serra Angel"), obj("giant", "Hill Giant", owner="Bob"),
               obj("jace", "Jace Beleren", owner="Bob", counters={"loyalty": 3})] + lands("Mountain", 4)
    replay = play(cards, objects, [cast("wrath", (), ids(4)), p("Alice"), p("Bob")], R2026)
    objs = objects_in(replay.final_state)
    assert [objs[o]["zone"] for o in ("angel", "giant", "jace")] == ["graveyard"] * 3, log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tectonic_hazard_deals_1_damage_to_each_opponent_and_each_creature_they_control(cards, rules):
    objects = [obj("hazard", "Tectonic Hazard", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob"),
               obj("m", "Mountain")]
    replay = play(cards, objects, [cast("hazard", (), ["m"]), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["giant"]["damage"] == 1 and not objs["bears"].get("damage"), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wave_of_reckoning_each_creature_deals_its_power_to_itself(cards, rules):
    objects = [obj("wave", "Wave of Reckoning", zone="hand"), obj("angel", "Serra Angel"), obj("bears", "Grizzly Bears", owner="Bob",
               counters={"-1/-1": 1})] + lands("Plains", 5)
    replay = play(cards, objects, [cast("wave", (), ids(5)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["angel"]["zone"] == objs["bears"]["zone"] == "graveyard", log(replay)
    assert "Serra Angel deals 4 damage to Serra Angel" in log(replay) and "Grizzly Bears deals 1 damage to Grizzly Bears" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cone_of_flame_deals_1_2_and_3_to_three_different_targets(cards, rules):
    objects = [obj("cone", "Cone of Flame", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("giant", "Hill Giant", owner="Bob")] + lands("Mountain", 5)
    replay = play(cards, objects, [cast("cone", ["Bob", "bears", "giant"], ids(5)), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert life(replay)["Bob"] == 19 and objs["bears"]["zone"] == "graveyard" and objs["giant"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("may", [True, False])
def test_cartouche_of_strength_may_have_the_enchanted_creature_fight(cards, may):
    objects = [obj("cartouche", "Cartouche of Strength", zone="hand"), obj("bears", "Grizzly Bears"),
               obj("giant", "Hill Giant", owner="Bob")] + lands("Forest", 3)
    actions = [cast("cartouche", ["bears"], ids(3)), p("Alice"), p("Bob", trigger_targets={"cartouche": ["giant"]}), p("Alice"),
               p("Bob", choices={"cartouche": {"may": may}})]
    replay = play(cards, objects, actions, R2026)
    objs = objects_in(replay.final_state)
    assert objs["giant"]["zone"] == objs["bears"]["zone"] == ("graveyard" if may else "in_play"), log(replay)
    assert ("Grizzly Bears (3 power) and Hill Giant (3 power) fight" in log(replay)) == may


@pytest.mark.parametrize("text", [
    "Target creature you control fights another target creature you control.",
    "Target creature you control deals damage equal to its power to another target creature you control.",
    "Tap target creature. Then that creature fights target creature you don't control.",
    "Put a +1/+1 counter on target creature you control. Then that creature fights target creature.",
    "Destroy target creature. Zzq deals 2 damage to that land's controller.",
    "Zzq deals 2 damage to target creature. Zzq deals 2 damage to that creature's controller.",
    "Zzq deals 2 damage to any target and 1 damage to another target.",
    "Zzq deals 1 damage to each other creature.",
    "Zzq deals 2 damage to each of four target creatures.",
    "Zzq deals 2 damage to each of two target lands.",
    "Zzq deals 2 damage to each opponent and each creature you control.",
    "Zzq deals 2 damage to each creature and each land."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Zzq", "mana_cost": "{R}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("text", [
    "{T}: Tap target creature. That creature deals damage equal to its power to this creature.",
    "When this creature enters, it fights up to one target creature.",
    "When this creature enters, it fights up to one target creature you control.",
    "When this creature enters, it fights up to two target creatures you don't control."])
def test_near_misses_of_a_creatures_own_ability_stay_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{R}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played


# --- Laccolith Grunt: "If you do, this creature assigns no combat damage this turn." --------------------
def laccolith_blocked(cards, rules, may):
    objects = [obj("grunt", "Laccolith Grunt", attacking=True), obj("giant", "Hill Giant", owner="Bob"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "giant", "attacker": "grunt"}],
                "trigger_targets": {"grunt": ["bears"]}},
               p("Alice"), p("Bob", choices={"grunt": {"may": may}}), p("Alice"), p("Bob"),
               {"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules, phase="combat", step="declare_blockers")


@pytest.mark.parametrize("rules", EDITIONS)
def test_laccolith_grunt_deals_its_power_to_the_target_and_assigns_no_combat_damage(cards, rules):
    replay = laccolith_blocked(cards, rules, True)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and not objs["giant"].get("damage"), log(replay)
    assert "Laccolith Grunt assigns no combat damage this turn." in log(replay), log(replay)
    assert {R2007: "418.3a", R2026: "611.2a"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_laccolith_grunt_that_declines_assigns_its_combat_damage(cards, rules):
    replay = laccolith_blocked(cards, rules, False)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "in_play" and objs["giant"]["damage"] == 2, log(replay)
