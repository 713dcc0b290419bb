"""Damage and life sentences (rulings/oracle/damage_and_life.py) played from real cards' Oracle
text (damage_and_life_cards.json: records copied from the pool): Orcish Artillery's and Psionic
Blast's "~ deals N damage to any target and N damage to you" (the instructions followed in the
order written: 2007 413.2b, 2026 608.2c); and near misses, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, life, log, obj, p

CARDS = Path(__file__).parent / "damage_and_life_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)


def play(cards, objects, actions, rules, phase="precombat_main", step=None):
    doc = {"format": 1, "rules": rules, "name": "damage and life", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))



@pytest.mark.parametrize("name", ["Orcish Artillery", "Psionic Blast", "Psionic Entity"])
def test_damage_to_a_target_and_to_you_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_orcish_artillery_deals_two_to_the_target_and_three_to_you(cards, rules):
    replay = play(cards, [obj("artillery", "Orcish Artillery")],
                  [{"type": "activate_ability", "player": "Alice", "object": "artillery", "ability": 0, "targets": ["Bob"]},
                   p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 17, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_psionic_blast_kills_a_creature_and_deals_two_to_its_caster(cards, rules):
    objects = [obj("blast", "Psionic Blast", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + \
        [obj(f"m{n}", "Island") for n in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "blast", "targets": ["bears"],
                "mana_abilities": [{"object": f"m{n}"} for n in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert "Psionic Blast deals 4 damage to Grizzly Bears" in log(replay), log(replay)
    assert "Psionic Blast deals 2 damage to Alice" in log(replay), log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("text", [
    "{T}: This creature deals 2 damage to any target and 3 damage to that creature's controller.",
    "{T}: This creature deals 2 damage to any target and 3 damage to each player.",
    "{T}: This creature deals 2 damage to any target and 3 damage to you unless you pay {1}."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


# --- "the sacrificed creature's power / toughness" (rulings/engine/sacrificed_creature.py) ---
LKI = {R2007: "413.2f", R2026: "608.2h"}


@pytest.mark.parametrize("name", ["Diamond Valley", "Fling"])
def test_sacrificed_creature_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_diamond_valley_gains_the_sacrificed_creatures_toughness(cards, rules):
    objects = [obj("valley", "Diamond Valley"), obj("wurm", "Craw Wurm")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "valley", "ability": 0, "pay": {"sacrifice": ["wurm"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 24, "Bob": 20}, log(replay)
    assert "Craw Wurm is sacrificed as a 6/4" in log(replay)
    assert LKI[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fling_deals_the_sacrificed_creatures_power(cards, rules):
    objects = [obj("fling", "Fling", zone="hand"), obj("wurm", "Craw Wurm"), obj("m0", "Mountain"), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fling", "targets": ["Bob"], "pay": {"sacrifice": ["wurm"]},
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 14}, log(replay)


@pytest.mark.parametrize("text", [
    "When this creature enters, you may sacrifice a creature. When you do, you gain life equal to the sacrificed creature's toughness.",
    "Enchanted land has \"{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.\"",
    "{T}, Sacrifice this creature: You gain life equal to the sacrificed creature's toughness."])
def test_sacrificed_creature_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


# --- "Whenever ~ is dealt damage / deals damage, you gain (lose) that much life" ----------------
ONCE = {R2007: "410.6", R2026: "603.2c"}


@pytest.mark.parametrize("name", ["Filthy Cur", "Emberwilde Caliph", "Kami of the Honored Dead"])
def test_that_much_life_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_filthy_cur_blocked_by_two_bears_triggers_once_for_all_four_damage(cards, rules):
    objects = [obj("cur", "Filthy Cur"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    to_damage = [p("Alice"), p("Bob")] if rules == R2007 else []  # 2007: combat damage uses the stack (310.2b)
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["cur"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "b1", "attacker": "cur"}, {"blocker": "b2", "attacker": "cur"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "cur", "to": "b1", "amount": 2}]},
               *to_damage, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, phase="combat", step="beginning_of_combat")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert log(replay).count("Filthy Cur's ability triggers") == 1, log(replay)
    assert life(replay)["Alice"] == 16, log(replay)
    assert ONCE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kami_of_the_honored_dead_shocked_gains_two(cards, rules):
    objects = [obj("kami", "Kami of the Honored Dead"), obj("shock", "Shock", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["kami"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 22, "Bob": 20}, log(replay)


@pytest.mark.parametrize("text", [
    "Whenever this creature is dealt damage, you gain that much life plus 1.",
    "Whenever this creature is dealt damage, target player loses that much life.",
    "Whenever this creature deals damage, you may lose that much life."])
def test_that_much_life_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


def test_that_much_life_on_a_noncreature_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Enchantment"],
                             "text": "Whenever this enchantment is dealt damage, you lose that much life."}).played


# --- one player, two things ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Sign in Blood", "Night's Whisper", "Fleshtaker"])
def test_two_things_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_sign_in_blood_on_the_opponent_draws_and_loses_life(cards, rules):
    objects = [obj("sib", "Sign in Blood", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp")] + \
        [obj(f"l{n}", "Swamp", owner="Bob", zone="library") for n in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sib", "targets": ["Bob"],
                "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    hands = {name: len(replay.final_state["zones"][name]["hand"]) for name in ("Alice", "Bob")}
    assert hands == {"Alice": 0, "Bob": 2}, log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay)


def test_nights_whisper_is_you_twice(compiled):
    assert compiled["Night's Whisper"].definition["effect"] == [
        {"do": "draw", "amount": 2, "player": "you"}, {"do": "lose_life", "amount": 2, "player": "you"}]


def test_fleshtaker_gains_then_scries(compiled):
    effect = compiled["Fleshtaker"].definition["abilities"][0]["effect"]
    assert [st["do"] for st in effect] == ["gain_life", "scry"]


@pytest.mark.parametrize("text", [
    "Target player draws two cards and loses life equal to their hand size.",
    "Target player draws two cards and you lose 2 life.",
    "You draw two cards and discards 2 cards.",
    "You gain 2 life and scry X."])
def test_two_things_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Sorcery"], "text": text}).played


# --- "you gain life equal to its toughness / power" of the trigger event's creature ----------------
@pytest.mark.parametrize("name", ["Angelic Chorus", "Bottle Golems"])
def test_equal_to_its_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_chorus_gains_the_entering_creatures_toughness(cards, rules):
    objects = [obj("chorus", "Angelic Chorus"), obj("wurm", "Craw Wurm", zone="hand")] + [obj(f"f{n}", "Forest") for n in range(6)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wurm", "mana_abilities": [{"object": f"f{n}"} for n in range(6)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 24, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bottle_golems_dies_and_gains_its_last_known_power(cards, rules):
    objects = [obj("golems", "Bottle Golems"), obj("blast", "Psionic Blast", owner="Bob", zone="hand")] + \
        [obj(f"i{n}", "Island", owner="Bob") for n in range(3)]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "blast", "targets": ["golems"],
                            "mana_abilities": [{"object": f"i{n}"} for n in range(3)]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 23, "Bob": 18}, log(replay)
    assert LKI[rules] in cited(replay)


@pytest.mark.parametrize("text", [
    "Whenever a creature enters, you gain life equal to its toughness.",
    "Whenever a creature you control enters, you gain life equal to its toughness plus 1.",
    "When this creature dies, you gain life equal to its toughness plus 1."])
def test_equal_to_its_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


# --- "and N damage to that creature's controller" ------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_chandras_outrage_kills_the_creature_and_burns_its_controller(cards, rules):
    objects = [obj("outrage", "Chandra's Outrage", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + \
        [obj(f"m{n}", "Mountain") for n in range(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "outrage", "targets": ["bears"],
                "mana_abilities": [{"object": f"m{n}"} for n in range(4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert "Chandra's Outrage deals 4 damage to Grizzly Bears" in log(replay)
    assert LKI[rules] in cited(replay)


def test_that_creatures_controller_after_another_target_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Instant"],
                             "text": "Near Miss deals 2 damage to any target and 2 damage to that creature's controller."}).played


# --- "Whenever ~ is dealt damage, it deals that much damage to you / any target" ------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_jackal_pup_psionic_blasted_to_death_still_deals_four_to_its_controller(cards, rules):
    objects = [obj("pup", "Jackal Pup"), obj("blast", "Psionic Blast", owner="Bob", zone="hand")] + \
        [obj(f"i{n}", "Island", owner="Bob") for n in range(3)]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "blast", "targets": ["pup"],
                            "mana_abilities": [{"object": f"i{n}"} for n in range(3)]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 16, "Bob": 18}, log(replay)


def test_spitemare_targets_any_target(compiled):
    assert compiled["Spitemare"].played, compiled["Spitemare"].why_not
    ab = [a for a in compiled["Spitemare"].definition["abilities"] if a["kind"] == "triggered"][0]
    assert ab["targets"] == ["any_target"] and ab["effect"][0]["amount"] == {"count": "damage_dealt"}
