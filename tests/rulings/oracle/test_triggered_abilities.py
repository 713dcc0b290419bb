"""Real cards whose triggered abilities trigger on combat, on spells cast and on
the turn's steps, played from their compiled Oracle text (trigger_cards.json:
their records copied from the pool) under both editions where the card is one
the 2007 rules can play, under 2026 where its keyword came later."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

EDITIONS = ("2007-02-01", "2026-06-19")
CARDS = Path(__file__).parent / "trigger_cards.json"


def scenario(objects, actions, rules, phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "triggers", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
            "objects": objects, "actions": actions}


def obj(oid, card, owner, zone="in_play"):
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def passes(n: int) -> list[dict]:
    return [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * n]


def attack(*ids) -> dict:
    return {"type": "declare_attackers", "player": "Alice", "attackers": list(ids)}


def block(*pairs) -> dict:
    return {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


def play(cards, objects, actions, rules, **turn):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules, **turn), cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(st.refused for st in replay.steps), log
    return replay, log


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def objects_of(replay) -> dict:
    return objects_in(replay.final_state)


def players_of(replay) -> dict:
    return {p["name"]: p for p in replay.final_state["players"]}


def test_the_cards_of_this_file_are_all_fully_played(compiled):
    """Every card here compiles whole (else a test below would test text only)."""
    # (Fearless Fledgling's "put a +1/+1 counter on this creature. It gains flying until end of turn." is played now:
    # rulings/oracle/counters_then_it.py)
    assert [n for n, c in compiled.items() if not c.played] == []


@pytest.mark.parametrize("rules", EDITIONS)
def test_stealer_of_secrets_draws_when_it_deals_combat_damage_to_a_player(cards, rules):
    objs = [obj("stealer", "Stealer of Secrets", "Alice")] + [obj(f"c{i}", "Island", "Alice", "library") for i in range(3)]
    actions = passes(1) + [attack("stealer")] + passes(1) + [block()] + passes(1)
    if rules == "2007-02-01":
        actions += [{"type": "assign_combat_damage", "player": "Alice", "assignments": []}] + passes(1)  # 310.1: damage on the stack
    else:
        actions += [{"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
    actions += passes(1)
    replay, log = play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat")
    assert players_of(replay)["Bob"]["life"] == 18, log
    assert "Stealer of Secrets's ability triggers" in log, log
    hand = [o for o in objects_of(replay).values() if o.get("zone") == "hand"]
    assert len(hand) == 1, log
    if rules == "2026-06-19":
        assert "510.3a" in cited(replay)


def _combat(attackers, blocks, rules):
    """Attack, block, and deal the combat damage (2007: from the stack, 310.1)."""
    out = passes(1) + [attack(*attackers)] + passes(1) + [block(*blocks)] + passes(1)
    out += [{"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
    return out + (passes(1) if rules == "2007-02-01" else [])


@pytest.mark.parametrize("rules", EDITIONS)
def test_archwing_dragon_returns_to_its_owners_hand_at_the_beginning_of_the_end_step(cards, rules):
    replay, log = play(cards, [obj("dragon", "Archwing Dragon", "Alice")], passes(2), rules, phase="postcombat_main")
    assert objects_of(replay)["dragon"]["zone"] == "hand", log
    assert ("300.5" if rules == "2007-02-01" else "603.2b") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_mist_gives_double_strike_at_the_beginning_of_combat_on_your_turn_only(cards, rules):
    objs = [obj("mist", "Blood Mist", "Alice"), obj("bears", "Grizzly Bears", "Alice")]
    replay, log = play(cards, objs, passes(1) + passes(1), rules)
    assert "Blood Mist's ability triggers" in log and "double strike" in log, log
    theirs = scenario(objs, passes(1), rules)
    theirs["turn"]["active_player"] = "Bob"
    bob = run_scenario(load_scenario(theirs, cards=cards))
    assert "Blood Mist's ability triggers" not in "\n".join(ev.text for st in bob.steps for ev in st.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_young_pyromancer_makes_a_token_for_an_instant_and_arasta_for_the_opponents_instant(cards, rules):
    objs = [obj("pyro", "Young Pyromancer", "Alice"), obj("arasta", "Arasta of the Endless Web", "Bob"),
            obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"],
                "mana_abilities": [{"object": "mountain"}]}] + passes(3)
    replay, log = play(cards, objs, actions, rules)
    tokens = [o for o in objects_of(replay).values() if o.get("token")]
    assert sorted(o["name"] for o in tokens) == ["Elemental", "Spider"], log
    assert ("409.1i" if rules == "2007-02-01" else "601.2i") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_young_pyromancer_does_not_trigger_on_a_creature_spell(cards, rules):
    objs = [obj("pyro", "Young Pyromancer", "Alice"), obj("bears", "Grizzly Bears", "Alice", "hand"),
            obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}]
    replay, log = play(cards, objs, actions, rules)
    assert "Young Pyromancer's ability triggers" not in log, log


def test_stormchaser_mage_prowess_pumps_it_for_a_noncreature_spell_under_2026(cards):
    objs = [obj("mage", "Stormchaser Mage", "Alice"), obj("growth", "Giant Growth", "Alice", "hand"), obj("forest", "Forest", "Alice"),
            obj("bears", "Grizzly Bears", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["bears"],
                "mana_abilities": [{"object": "forest"}]}] + passes(1)
    replay, log = play(cards, objs, actions, "2026-06-19")
    assert "Stormchaser Mage's ability triggers" in log, log
    assert "702.108a" in cited(replay)
    mage = objects_of(replay)["mage"]
    assert (mage["power"], mage["toughness"]) == (2, 4), log


def test_prowess_is_said_to_do_nothing_under_the_2007_rules(cards):
    objs = [obj("mage", "Stormchaser Mage", "Alice"), obj("growth", "Giant Growth", "Alice", "hand"), obj("forest", "Forest", "Alice"),
            obj("bears", "Grizzly Bears", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["bears"],
                "mana_abilities": [{"object": "forest"}]}]
    replay, log = play(cards, objs, actions, "2007-02-01")
    assert "has prowess, a keyword those rules do not have" in log
    assert "Stormchaser Mage's ability triggers" not in log and "prowess doesn't trigger" in log


def test_akrasan_squire_exalted_pumps_a_creature_attacking_alone_but_not_two(cards):
    objs = [obj("squire", "Akrasan Squire", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("giant", "Hill Giant", "Alice")]
    replay, log = play(cards, objs, passes(1) + [attack("bears")] + passes(1), "2026-06-19", phase="combat", step="beginning_of_combat")
    assert {"702.83a", "506.5"} <= cited(replay), log
    bears = objects_of(replay)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3), log
    replay, log = play(cards, objs, passes(1) + [attack("bears", "giant")], "2026-06-19", phase="combat", step="beginning_of_combat")
    assert "Akrasan Squire's ability triggers" not in log


@pytest.mark.parametrize("rules", EDITIONS)
def test_kitsune_blademaster_bushido_when_it_blocks(cards, rules):
    objs = [obj("giant", "Hill Giant", "Alice"), obj("kitsune", "Kitsune Blademaster", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("giant")] + passes(1) + [block(("kitsune", "giant"))] + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    assert ("502.38a" if rules == "2007-02-01" else "702.45a") in cited(replay), log
    kitsune = objects_of(replay)["kitsune"]
    assert (kitsune["power"], kitsune["toughness"]) == (3, 3), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_fallen_askari_flanking_shrinks_each_blocker_without_flanking(cards, rules):
    objs = [obj("askari", "Fallen Askari", "Alice"), obj("bears", "Grizzly Bears", "Bob"), obj("sq", "Sacred Prey", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("askari")] + passes(1) + [block(("bears", "askari"), ("sq", "askari"))] + passes(2),
                       rules, phase="combat", step="beginning_of_combat")
    assert ("502.3a" if rules == "2007-02-01" else "702.25a") in cited(replay), log
    found = objects_of(replay)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (1, 1), log
    assert found["sq"]["zone"] == "graveyard", log  # a 1/1 given -1/-1 dies


@pytest.mark.parametrize("rules", EDITIONS)
def test_sacred_prey_becomes_blocked_by_two_and_triggers_once(cards, rules):
    objs = [obj("prey", "Sacred Prey", "Alice"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Hill Giant", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("prey")] + passes(1) + [block(("b1", "prey"), ("b2", "prey"))] + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    assert log.count("Sacred Prey's ability triggers") == 1, log
    assert players_of(replay)["Alice"]["life"] == 21, log
    assert ("309.4" if rules == "2007-02-01" else "509.3c") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_royal_trooper_gets_bigger_when_it_blocks_not_when_it_attacks(cards, rules):
    objs = [obj("giant", "Hill Giant", "Alice"), obj("trooper", "Royal Trooper", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("giant")] + passes(1) + [block(("trooper", "giant"))] + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    trooper = objects_of(replay)["trooper"]
    assert (trooper["power"], trooper["toughness"]) == (4, 4), log
    assert ("309.3" if rules == "2007-02-01" else "509.3a") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_windrider_eel_landfall_pumps_it_when_a_land_enters(cards, rules):
    objs = [obj("eel", "Windrider Eel", "Alice"), obj("island", "Island", "Alice", "hand")]
    replay, log = play(cards, objs, [{"type": "play_land", "player": "Alice", "object": "island"}] + passes(1), rules)
    eel = objects_of(replay)["eel"]
    assert (eel["power"], eel["toughness"]) == (4, 4), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_battlesong_berserker_triggers_once_when_you_attack_with_two(cards, rules):
    objs = [obj("berserker", "Battlesong Berserker", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("giant", "Hill Giant", "Alice")]
    actions = passes(1) + [attack("bears", "giant")] + passes(1)
    replay, log = play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat")
    assert log.count("Battlesong Berserker's ability triggers") == 1, log
    if rules == "2026-06-19":
        assert "508.3d" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_argentum_armor_destroys_a_permanent_when_equipped_creature_attacks(cards, rules):
    objs = [obj("armor", "Argentum Armor", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("giant", "Hill Giant", "Bob")]
    objs[0]["attached_to"] = "bears"
    actions = passes(1) + [{**attack("bears"), "trigger_targets": {"armor": ["giant"]}}] + passes(1)
    replay, log = play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["giant"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_grave_titan_makes_zombies_when_it_enters_and_when_it_attacks(cards, rules):
    objs = [obj("titan", "Grave Titan", "Alice")]
    replay, log = play(cards, objs, passes(1) + [attack("titan")] + passes(1), rules, phase="combat", step="beginning_of_combat")
    assert len([o for o in objects_of(replay).values() if o.get("token")]) == 2, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_fungusaur_gets_a_counter_when_dealt_damage(cards, rules):
    objs = [obj("fungusaur", "Fungusaur", "Alice"), obj("prey", "Sacred Prey", "Bob")]
    replay, log = play(cards, objs, _combat(["fungusaur"], [("prey", "fungusaur")], rules) + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    found = objects_of(replay)
    assert found["fungusaur"]["counters"] == {"+1/+1": 1} and found["prey"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_hypnotic_specter_makes_the_player_it_damaged_discard_at_random(cards, rules):
    objs = [obj("specter", "Hypnotic Specter", "Alice"), obj("h1", "Island", "Bob", "hand"), obj("h2", "Forest", "Bob", "hand")]
    replay, log = play(cards, objs, _combat(["specter"], [], rules) + passes(1), rules, phase="combat", step="beginning_of_combat")
    found = objects_of(replay)
    assert sorted(found[h]["zone"] for h in ("h1", "h2")) == ["graveyard", "hand"], log
    assert players_of(replay)["Bob"]["life"] == 18, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_larceny_makes_the_player_a_creature_you_control_damaged_discard(cards, rules):
    objs = [obj("larceny", "Larceny", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("h1", "Island", "Bob", "hand")]
    replay, log = play(cards, objs, _combat(["bears"], [], rules) + passes(1), rules, phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["h1"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step(cards, rules):
    replay, log = play(cards, [obj("ball", "Ball Lightning", "Alice")], passes(2), rules, phase="postcombat_main")
    assert objects_of(replay)["ball"]["zone"] == "graveyard", log
    assert "Ball Lightning is sacrificed" in log


@pytest.mark.parametrize("rules", EDITIONS)
def test_implement_of_examination_draws_again_when_put_into_a_graveyard_from_the_battlefield(cards, rules):
    objs = [obj("implement", "Implement of Examination", "Alice"), obj("island", "Island", "Alice")]
    objs += [obj(f"c{i}", "Plains", "Alice", "library") for i in range(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "implement", "ability": 0,
                "mana_abilities": [{"object": "island"}]}] + passes(2)
    replay, log = play(cards, objs, actions, rules)
    assert len([o for o in objects_of(replay).values() if o.get("zone") == "hand"]) == 2, log
    assert ("410.10c" if rules == "2007-02-01" else "603.6c") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_moonlit_wake_gains_life_whenever_a_creature_dies(cards, rules):
    objs = [obj("wake", "Moonlit Wake", "Alice"), obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice"),
            obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"],
                "mana_abilities": [{"object": "mountain"}]}] + passes(2)
    replay, log = play(cards, objs, actions, rules)
    assert players_of(replay)["Alice"]["life"] == 21, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_good_fortune_unicorn_puts_a_counter_on_the_creature_that_entered(cards, rules):
    objs = [obj("unicorn", "Good-Fortune Unicorn", "Alice"), obj("bears", "Grizzly Bears", "Alice", "hand"),
            obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}]
    replay, log = play(cards, objs, actions + passes(2), rules)
    found = objects_of(replay)
    assert found["bears"]["counters"] == {"+1/+1": 1} and not found["unicorn"].get("counters"), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_armory_of_iroas_puts_a_counter_on_the_equipped_attacker(cards, rules):
    objs = [obj("armory", "Armory of Iroas", "Alice"), obj("bears", "Grizzly Bears", "Alice")]
    objs[0]["attached_to"] = "bears"
    replay, log = play(cards, objs, passes(1) + [attack("bears")] + passes(1), rules, phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["bears"]["counters"] == {"+1/+1": 1}, log


def test_agents_of_shield_pump_the_creature_attacking_alone(cards):
    objs = [obj("agents", "Agents of S.H.I.E.L.D.", "Alice"), obj("bears", "Grizzly Bears", "Alice")]
    replay, log = play(cards, objs, passes(1) + [attack("bears")] + passes(1), "2026-06-19", phase="combat", step="beginning_of_combat")
    bears = objects_of(replay)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_specters_shroud_makes_the_player_the_equipped_creature_damaged_discard(cards, rules):
    objs = [obj("shroud", "Specter's Shroud", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("h1", "Island", "Bob", "hand")]
    objs[0]["attached_to"] = "bears"
    replay, log = play(cards, objs, _combat(["bears"], [], rules) + passes(1), rules, phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["h1"]["zone"] == "graveyard" and players_of(replay)["Bob"]["life"] == 17, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_ashen_rider_exiles_a_permanent_when_it_dies(cards, rules):
    objs = [obj("rider", "Ashen Rider", "Bob"), obj("giant", "Hill Giant", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"),
            obj("m", "Mountain", "Alice")]
    objs[0]["counters"] = {"-1/-1": 3}
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["rider"], "mana_abilities": [{"object": "m"}]}]
    actions += passes(1) + [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay, log = play(cards, objs, actions, rules)
    assert objects_of(replay)["rider"]["zone"] == "graveyard", log
    assert objects_of(replay)["giant"]["zone"] in ("removed_from_game", "exile"), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_managorger_hydra_grows_when_either_player_casts_a_spell(cards, rules):
    objs = [obj("hydra", "Managorger Hydra", "Alice"), obj("bolt", "Lightning Bolt", "Bob", "hand"), obj("m", "Mountain", "Bob")]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]}]
    actions += [{"type": "pass_priority", "player": p} for p in ("Bob", "Alice")]
    replay, log = play(cards, objs, actions, rules)
    assert objects_of(replay)["hydra"]["counters"] == {"+1/+1": 1}, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_wanderbrine_preacher_gains_life_when_attacking_taps_it(cards, rules):
    objs = [obj("preacher", "Wanderbrine Preacher", "Alice")]
    replay, log = play(cards, objs, passes(1) + [attack("preacher")] + passes(1), rules, phase="combat", step="beginning_of_combat")
    assert players_of(replay)["Alice"]["life"] == 22, log
    if rules == "2026-06-19":
        assert "603.2e" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wolverine_pack_rampage_counts_the_second_blocker(cards, rules):
    objs = [obj("pack", "Wolverine Pack", "Alice"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("pack")] + passes(1) + [block(("b1", "pack"), ("b2", "pack"))] + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    pack = objects_of(replay)["pack"]
    assert (pack["power"], pack["toughness"]) == (4, 6), log
    assert ("502.12a" if rules == "2007-02-01" else "702.23a") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sylvan_basilisk_destroys_each_creature_that_blocks_it(cards, rules):
    objs = [obj("basilisk", "Sylvan Basilisk", "Alice"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Hill Giant", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("basilisk")] + passes(1) + [block(("b1", "basilisk"), ("b2", "basilisk"))] + passes(2),
                       rules, phase="combat", step="beginning_of_combat")
    found = objects_of(replay)
    assert found["b1"]["zone"] == found["b2"]["zone"] == "graveyard", log
    if rules == "2026-06-19":
        assert "509.3d" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_inferno_elemental_deals_3_damage_to_the_creature_it_blocks(cards, rules):
    objs = [obj("giant", "Hill Giant", "Alice"), obj("elemental", "Inferno Elemental", "Bob")]
    replay, log = play(cards, objs, passes(1) + [attack("giant")] + passes(1) + [block(("elemental", "giant"))] + passes(1),
                       rules, phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["giant"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage(cards, rules):
    objs = [obj("giant", "Hill Giant", "Alice"), obj("imp", "Stinkweed Imp", "Bob")]
    objs[0]["counters"] = {"+1/+1": 3}  # a 6/6 the imp's 1 damage doesn't kill
    replay, log = play(cards, objs, _combat(["giant"], [("imp", "giant")], rules) + passes(1), rules,
                       phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["giant"]["zone"] == "graveyard", log
    assert "Stinkweed Imp's ability triggers" in log


def test_topan_freeblade_renown_under_2026_and_said_to_do_nothing_under_2007(cards):
    objs = [obj("freeblade", "Topan Freeblade", "Alice")]
    replay, log = play(cards, objs, _combat(["freeblade"], [], "2026-06-19") + passes(1), "2026-06-19",
                       phase="combat", step="beginning_of_combat")
    assert objects_of(replay)["freeblade"]["counters"] == {"+1/+1": 1} and "702.112a" in cited(replay), log
    replay, log = play(cards, objs, _combat(["freeblade"], [], "2007-02-01"), "2007-02-01", phase="combat", step="beginning_of_combat")
    assert "has renown, a keyword those rules do not have" in log and "renown doesn't trigger" in log, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_skyguard_heroic_triggers_only_for_a_spell_that_targets_it(cards, rules):
    objs = [obj("skyguard", "Akroan Skyguard", "Alice"), obj("bears", "Grizzly Bears", "Alice"),
            obj("g1", "Giant Growth", "Alice", "hand"), obj("g2", "Giant Growth", "Alice", "hand"),
            obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "g1", "targets": ["bears"], "mana_abilities": [{"object": "f1"}]}]
    actions += passes(1)
    actions += [{"type": "play_spell", "player": "Alice", "object": "g2", "targets": ["skyguard"], "mana_abilities": [{"object": "f2"}]}]
    actions += passes(2)
    replay, log = play(cards, objs, actions, rules)
    assert log.count("Akroan Skyguard's ability triggers") == 1, log
    sky = objects_of(replay)["skyguard"]
    assert sky["counters"] == {"+1/+1": 1} and (sky["power"], sky["toughness"]) == (5, 5), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_skirk_marauder_deals_2_damage_when_turned_face_up(cards, rules):
    objs = [{**obj("marauder", "Skirk Marauder", "Alice"), "face_down": True}] + [obj(f"m{i}", "Mountain", "Alice") for i in range(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"m{i}", "ability": 0} for i in range(3)]
    actions += [{"type": "turn_face_up", "player": "Alice", "object": "marauder", "trigger_targets": {"marauder": ["Bob"]}}] + passes(1)
    replay, log = play(cards, objs, actions, rules)
    assert players_of(replay)["Bob"]["life"] == 18, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_copper_tablet_damages_the_player_whose_upkeep_it_is(cards, rules):
    objs = [obj("tablet", "Copper Tablet", "Alice")]
    replay, log = play(cards, objs, passes(1) + [{"type": "pass_priority", "player": p} for p in ("Bob", "Alice")],
                       rules, phase="end", step="end_of_turn")
    players = players_of(replay)
    assert (players["Alice"]["life"], players["Bob"]["life"]) == (20, 19), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_dictate_of_kruphix_gives_the_player_whose_draw_step_it_is_an_additional_card(cards, rules):
    objs = [obj("dictate", "Dictate of Kruphix", "Alice")] + [obj(f"c{i}", "Island", "Bob", "library") for i in range(3)]
    actions = passes(1) + [{"type": "pass_priority", "player": p} for p in ("Bob", "Alice") * 2]
    replay, log = play(cards, objs, actions, rules, phase="end", step="end_of_turn")
    assert len([o for o in objects_of(replay).values() if o.get("zone") == "hand"]) == 2, log


#: ("Whenever a land you control enters, put a +1/+1 counter on ~. It gains flying until end of turn." is played now:
#: "it" after counters on ~ is ~, rulings/oracle/counters_then_it.py, tested in test_counters_then_it.py)
PRECISION = [
    "At the beginning of each player's upkeep, that player sacrifices a creature they control.",
    "Whenever you cast a spell that targets ~, copy it.",
    "Whenever ~ attacks, create a 1/1 white Soldier creature token. It gains haste until end of turn.",
    "When ~ is put into a graveyard from the battlefield, return it to the battlefield under its owner's control.",
    "Whenever ~ deals combat damage to a player, create a 1/1 white Soldier creature token. That player loses 1 life.",
    "Whenever ~ deals combat damage to a player, that player discards a card for each card in your hand.",
    "Whenever you cast a spell, copy it.",
    "Whenever you cast a spell with mana value less than ~'s power, draw a card.",  # "4 or less": cast_triggers_more.py
    "Whenever equipped creature attacks, it gets +1/+1 until end of turn.",
    "Flying, prowess",
    "Whenever ~ deals combat damage to a creature, destroy that creature at end of turn.",  # "at end of combat": damage_destroys.py
]


@pytest.mark.parametrize("text", PRECISION)
def test_a_trigger_whose_effect_names_what_the_engine_cannot_say_stays_text_only(text):
    rec = {"name": "Test Card", "mana_cost": "{2}", "types": ["Creature"], "power": "2", "toughness": "2",
           "text": text.replace("~", "Test Card"), "layout": "normal"}
    assert not compile_card(rec).played
