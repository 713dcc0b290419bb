"""Creatures dealing damage (rulings/oracle/damage_more.py) played from real cards' Oracle text
(damage_more_cards.json: records copied from the pool): Pit Fight's "fights another target creature",
Karplusan Yeti's two damage events, Hunt the Weak's and Felling Blow's "Then that creature ...",
Sandstorm's "each attacking creature", Chaos Maw's "each other creature", Poison the Well's "that
land's controller", Arc Trail's "any other target"; and near misses, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

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


def life(replay) -> dict:
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


@pytest.mark.parametrize("name", ["Pit Fight", "Ulvenwald Tracker", "Karplusan Yeti", "Sandstorm", "Chaos Maw", "Hunt the Weak",
                                  "Felling Blow", "Poison the Well", "Blur of Blades", "Arc Trail"])
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


@pytest.mark.parametrize("text", [
    "Target creature you control fights another target creature you control.",
    "Tap target creature. Then that creature fights target creature you don't control.",
    "Put a +1/+1 counter on target creature you control. Then that creature fights target creature.",
    "Destroy target creature. Zzq deals 2 damage to that land's controller.",
    "Zzq deals 2 damage to target creature. Zzq deals 2 damage to that creature's controller.",
    "Zzq deals 2 damage to any target and 1 damage to another target.",
    "Zzq deals 1 damage to each other creature."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Zzq", "mana_cost": "{R}", "types": ["Sorcery"], "text": text}).played


def test_yetis_second_sentence_alone_stays_text_only():
    card = {"name": "Zzq", "mana_cost": "{R}", "types": ["Creature"], "power": "2", "toughness": "2",
            "text": "{T}: Tap target creature. That creature deals damage equal to its power to this creature."}
    assert not compile_card(card).played
