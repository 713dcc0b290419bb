""" "it" given by the trigger condition (rulings/oracle/referents_more.py), compiled from real cards
(referents_more_cards.json, records copied from the pool) and played: the creature attacking alone
(2026 506.5; 2007 308.3), the creature of a kind that attacks or becomes blocked (2026 508.3a,
509.3c), the creature dealt damage (2026 603.1; 2007 404.1: the trigger condition). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "referents_more_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def run(cards, rules, objects, actions, active="Alice", phase="combat", step="beginning_of_combat"):
    sc = {"format": 1, "rules": rules, "name": "referents", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": active, "phase": phase, "step": step},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay


def attack(cards, rules, objects, attackers, triggers=1, blocks=None, block_triggers=0, choices=None):
    """Alice attacks with `attackers`; the declare attackers step's triggers resolve; then Bob's
    `blocks` ((blocker, attacker) pairs) and the declare blockers step's triggers (`choices` made as
    they resolve)."""
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": attackers}]
    actions += [p("Alice"), p("Bob")] * triggers
    if blocks is not None:
        actions += [p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob",
                                           "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]}]
        actions += [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))] * block_triggers
    replay = run(cards, rules, objects, actions)
    return replay, objects_in(replay.final_state)


def test_every_card_of_the_family_is_fully_played(compiled):
    for name in ("Necrite", "Haru-Onna", "Bestial Fury", "Gift of the Woods", "Dwindle", "Sai of the Shinobi", "Cunning Evasion", "Mogg Maniac", "Truefire Captain", "Rogue Kavu", "Lunk Errant", "Somberwald Alpha", "Kragma Warcaller", "Tattered Ratter", "Frozen Solid",
                 "Hot Soup", "Rite of Passage", "Death Pits of Rath", "Mire Blight", "Atarka, World Render"):
        assert compiled[name].played, name


@pytest.mark.parametrize("name", ["Extra Arms", "Wrathful Raptors"])
def test_an_it_the_engine_cant_pin_down_stays_text_only(compiled, name):
    """Extra Arms' "it deals 2 damage" (the Aura or the creature?), Wrathful Raptors' "that much damage
    to any target that isn't a Dinosaur": not read. (Eiganjo Exemplar's "a Samurai or Warrior" is read
    now: test_pump_counts.py.)"""
    assert not compiled[name].played


@pytest.mark.parametrize("rules", [R26, R07])
def test_rogue_kavu_attacking_alone_gets_2_0(cards, rules):
    replay, objs = attack(cards, rules, [obj("kavu", "Rogue Kavu")], ["kavu"])
    assert objs["kavu"]["power"] == 3 and objs["kavu"]["toughness"] == 1, log(replay)
    assert ("506.5" if rules == R26 else "308.3") in cited(replay)


def test_rogue_kavu_attacking_beside_another_creature_doesnt_trigger(cards):
    replay, objs = attack(cards, R26, [obj("kavu", "Rogue Kavu"), obj("bear", "Grizzly Bears")], ["kavu", "bear"], triggers=0)
    assert objs["kavu"]["power"] == 1 and "triggers" not in log(replay), log(replay)


def test_lunk_errant_attacking_alone_gets_1_1_and_trample(cards):
    replay, objs = attack(cards, R26, [obj("lunk", "Lunk Errant")], ["lunk"])
    assert (objs["lunk"]["power"], objs["lunk"]["toughness"]) == (5, 5) and "trample" in objs["lunk"]["keywords"], log(replay)


def test_kragma_warcaller_pumps_the_attacking_minotaur_not_the_bear(cards):
    replay, objs = attack(cards, R26, [obj("kragma", "Kragma Warcaller"), obj("bear", "Grizzly Bears")], ["kragma", "bear"])
    assert objs["kragma"]["power"] == 4 and objs["bear"]["power"] == 2, log(replay)
    assert log(replay).count("ability triggers") == 1 and "508.3a" in cited(replay)


def test_tattered_ratter_pumps_the_rat_that_becomes_blocked(cards):
    objects = [obj("ratter", "Tattered Ratter"), obj("rat", "Gutter Skulk"), obj("giant", "Hill Giant", "Bob")]
    replay, objs = attack(cards, R26, objects, ["rat"], triggers=0, blocks=[("giant", "rat")], block_triggers=1)
    assert objs["rat"]["power"] == 4 and objs["rat"]["toughness"] == 2, log(replay)


def test_somberwald_alpha_pumps_the_blocked_creature_once(cards):
    objects = [obj("alpha", "Somberwald Alpha"), obj("bear", "Grizzly Bears"), obj("g1", "Hill Giant", "Bob"),
               obj("g2", "Hill Giant", "Bob")]
    replay, objs = attack(cards, R26, objects, ["bear"], triggers=0, blocks=[("g1", "bear"), ("g2", "bear")], block_triggers=1)
    assert (objs["bear"]["power"], objs["bear"]["toughness"]) == (3, 3), log(replay)
    assert log(replay).count("ability triggers") == 1 and "509.3c" in cited(replay)


def bolt(cards, rules, objects, at="wurm", trigger_targets=None):
    """Bob bolts `at` in Alice's main phase; Alice's damage trigger resolves."""
    objects = [*objects, obj("bolt", "Lightning Bolt", "Bob", "hand"), obj("bm", "Mountain", "Bob")]
    cast = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": [at], "mana_abilities": [{"object": "bm"}]}
    resolve = p("Alice", **({"trigger_targets": trigger_targets} if trigger_targets else {}))
    replay = run(cards, rules, objects, [p("Alice"), cast, p("Bob"), resolve, p("Alice"), p("Bob")],
                 phase="precombat_main", step=None)
    return replay, objects_in(replay.final_state)


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("card,attached", [("Frozen Solid", True), ("Mire Blight", True), ("Hot Soup", True),
                                           ("Death Pits of Rath", False)])
def test_the_creature_dealt_damage_is_destroyed(cards, rules, card, attached):
    source = {**obj("src", card), **({"attached_to": "wurm"} if attached else {})}
    replay, objs = bolt(cards, rules, [source, obj("wurm", "Craw Wurm")])
    assert objs["wurm"]["zone"] == "graveyard", log(replay)
    assert ("603.1" if rules == R26 else "404.1") in cited(replay)  # the trigger condition


def test_frozen_solid_on_another_creature_doesnt_trigger(cards):
    replay, objs = bolt(cards, R26, [{**obj("src", "Frozen Solid"), "attached_to": "other"}, obj("wurm", "Craw Wurm"),
                                     obj("other", "Hill Giant")])
    assert objs["wurm"]["zone"] == "in_play" and "triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_rite_of_passage_puts_a_counter_on_the_creature_that_survives(cards, rules):
    replay, objs = bolt(cards, rules, [obj("rite", "Rite of Passage"), obj("wurm", "Craw Wurm")])
    assert objs["wurm"]["counters"] == {"+1/+1": 1} and objs["wurm"]["toughness"] == 5, log(replay)


def test_rite_of_passage_puts_no_counter_on_a_creature_the_damage_killed(cards):
    replay, objs = bolt(cards, R26, [obj("rite", "Rite of Passage"), obj("bear", "Grizzly Bears")], at="bear")
    assert objs["bear"]["zone"] == "graveyard" and objs["bear"]["counters"] == {}, log(replay)


def test_rite_of_passage_ignores_an_opponents_creature(cards):
    replay, objs = bolt(cards, R26, [obj("rite", "Rite of Passage"), obj("wurm", "Craw Wurm", "Bob")])
    assert objs["wurm"]["counters"] == {} and "triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_mogg_maniac_bolted_to_death_deals_3_damage_to_the_target_opponent(cards, rules):
    """"it" is the creature itself, which deals the damage as it last existed (2026 608.2h; 2007 413.2f)."""
    replay, objs = bolt(cards, rules, [obj("maniac", "Mogg Maniac")], at="maniac", trigger_targets={"maniac": ["Bob"]})
    players = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    assert players == {"Alice": 20, "Bob": 17} and objs["maniac"]["zone"] == "graveyard", log(replay)
    assert ("608.2h" if rules == R26 else "413.2f") in cited(replay)


BLOCKED = {"blocks": [("giant", "bear")], "block_triggers": 1, "triggers": 0}


@pytest.mark.parametrize("rules", [R26, R07])
def test_dwindle_destroys_the_enchanted_creature_as_it_blocks(cards, rules):
    objects = [obj("bear", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), {**obj("dw", "Dwindle"), "attached_to": "giant"}]
    replay, objs = attack(cards, rules, objects, ["bear"], **BLOCKED)
    assert objs["giant"]["zone"] == "graveyard" and objs["bear"]["blocked"], log(replay)


def test_bestial_fury_pumps_the_enchanted_creature_as_it_becomes_blocked(cards):
    objects = [obj("bear", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), {**obj("fury", "Bestial Fury"), "attached_to": "bear"}]
    replay, objs = attack(cards, R26, objects, ["bear"], **BLOCKED)
    assert (objs["bear"]["power"], objs["bear"]["toughness"]) == (6, 2) and "trample" in objs["bear"]["keywords"], log(replay)
    assert "509.3c" in cited(replay)


def test_gift_of_the_woods_pumps_and_gains_life_as_it_becomes_blocked(cards):
    objects = [obj("bear", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), {**obj("gift", "Gift of the Woods"), "attached_to": "bear"}]
    replay, objs = attack(cards, R26, objects, ["bear"], **BLOCKED)
    assert objs["bear"]["toughness"] == 5 and replay.final_state["players"][0]["life"] == 21, log(replay)


@pytest.mark.parametrize("choose,zone", [(True, "hand"), (False, "in_play")])
def test_cunning_evasion_may_return_the_blocked_creature(cards, choose, zone):
    objects = [obj("bear", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), obj("ev", "Cunning Evasion")]
    replay, objs = attack(cards, R26, objects, ["bear"], choices={"ev": {"may": choose}}, **BLOCKED)
    assert objs["bear"]["zone"] == zone, log(replay)


def test_sai_of_the_shinobi_may_attach_itself_to_the_creature_that_entered(cards):
    objects = [obj("sai", "Sai of the Shinobi"), obj("bear", "Grizzly Bears", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest")]
    cast = {"type": "play_spell", "player": "Alice", "object": "bear", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}
    replay = run(cards, R26, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"sai": {"may": True}})],
                 phase="precombat_main", step=None)
    objs = objects_in(replay.final_state)
    assert objs["sai"]["attached_to"] == "bear" and (objs["bear"]["power"], objs["bear"]["toughness"]) == (3, 3), log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_necrite_unblocked_may_be_sacrificed_to_destroy_a_creature_that_cant_be_regenerated(cards, compiled, rules):
    objects = [obj("necrite", "Necrite"), obj("giant", "Hill Giant", "Bob")]
    replay, objs = attack(cards, rules, objects, ["necrite"], choices={"necrite": {"may": True}}, **{**BLOCKED, "blocks": []})
    assert objs["necrite"]["zone"] == "graveyard" and objs["giant"]["zone"] == "graveyard", log(replay)
    may = compiled["Necrite"].definition["abilities"][0]["effect"][0]
    assert may["then"] == [{"do": "destroy", "what": "target:0", "no_regenerate": True}]


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("choose,zone", [(True, "hand"), (False, "in_play")])
def test_haru_onna_may_return_to_its_owners_hand_as_an_arcane_spell_is_cast(cards, rules, choose, zone):
    objects = [obj("onna", "Haru-Onna"), obj("ray", "Glacial Ray", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    cast = {"type": "play_spell", "player": "Alice", "object": "ray", "targets": ["Bob"],
            "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}
    replay = run(cards, rules, objects, [cast, p("Alice"), p("Bob", choices={"onna": {"may": choose}}), p("Alice"), p("Bob")],
                 phase="precombat_main", step=None)
    assert objects_in(replay.final_state)["onna"]["zone"] == zone, log(replay)
    assert replay.final_state["players"][1]["life"] == 18, log(replay)
