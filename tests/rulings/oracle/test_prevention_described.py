"""Real cards of rulings/oracle/prevention_described.py (records in prevention_described_cards.json,
copied from the pool) played through the engine: "Prevent all damage that would be dealt to you and
creatures you control this turn" (Safe Passage), "... to you and permanents you control this turn"
(Endure), "... to you this turn by creatures with flying" (Scarecrow), "... by attacking creatures
without flying" (Al-abara's Carpet), "... by nongreen creatures this turn" (Hunter's Ambush), "... by
non-Elf creatures" (Galadhrim Ambush), "... by creatures with power 3 or less" (Fog of War), "... this
turn by non-Human sources" (Repel the Abominable). A prevention effect (2007: 419.7a; 2026: 615.1a)
that changes the rules of the game, so it covers what fits its words as the damage would be dealt
(2007: 418.3b; 2026: 611.2c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "prevention_described_cards.json"
R07, R26 = "2007-02-01", "2026-06-19"
EDITIONS = (R07, R26)
PREVENTION = {R07: "419.7a", R26: "615.1a"}
CHOSEN_SOURCE = {R07: "419.8a", R26: "609.7a"}
RULES_OF_THE_GAME = {R07: "418.3b", R26: "611.2c"}
PLAYED = ["Safe Passage", "Endure", "Scarecrow", "Al-abara's Carpet", "Hunter's Ambush", "Galadhrim Ambush", "Fog of War",
          "Repel the Abominable", "Vine Snare", "Sphere of Law", "Sphere of Duty", "Sphere of Grace", "Sphere of Reason", "Sphere of Truth",
          "Sphere of Purity", "Orbs of Warding", "Auriok Replica", "Consulate Surveillance",
          "Haze Frog", "Radiant Kavu", "Frontline Strategist", "Magebane Armor", "Dolmen Gate",
          "Samite Censer-Bearer", "Kitsune Palliator", "Excruciator"]
#: "by creatures target opponent controls", "by creatures with no +1/+1 counters on them", "by creatures other than
#: target creature", "to up to two target creatures", "... by sources you don't control", "to you and planeswalkers
#: you control", "by creatures other than Werewolves and Wolves", "by non-Spider creatures": none of the words read
NEAR_MISSES = ["Encircling Fissure", "Hindervines", "Terrifying Presence", "Redeem", "Channel Harm", "Comeuppance", "Take the Bait",
               "Moonmist", "Arachnogenesis",
               "Daunting Defender", "Shield of the Avatar",  # "to a Cleric creature you control", "prevent X ..., where X is"
               "Protective Sphere", "Samite Ministration", "Shieldmage Advocate"]  # "... that shares a color with the mana spent", a rider, "to any target"


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "prevention described"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(name, n, owner="Alice", prefix="l"):
    return [obj(f"{prefix}{i}", name, owner=owner) for i in range(n)]


def cast(player, spell, n_lands, targets=(), prefix="l"):
    return {"type": "play_spell", "player": player, "object": spell, **({"targets": list(targets)} if targets else {}),
            "mana_abilities": [{"object": f"{prefix}{i}"} for i in range(n_lands)]}


def resolve():
    return [p("Alice"), p("Bob")]


def bob(action) -> list:
    """Alice passes, Bob acts, both pass: it resolves and Alice has priority again."""
    return [p("Alice"), action, p("Bob"), p("Alice")]


def attack_bob(attackers, rules, *as_they_attack) -> list:
    """Alice attacks Bob with `attackers`, unblocked; `as_they_attack`: the actions of the declare
    attackers step. Combat damage is assigned as the rules default it (on the stack in 2007, 310.1)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}, *as_they_attack,
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice"}, *(resolve() if rules == R07 else [])]


def damage(replay, oid):
    return objects_in(replay.final_state)[oid]["damage"]


@pytest.mark.parametrize("name", PLAYED)
def test_described_prevention_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_preventions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_scarecrow_compiles_to_a_prevention_of_flyers_damage_to_you(compiled):
    effect = compiled["Scarecrow"].definition["abilities"][0]["effect"]
    assert effect == [{"do": "prevent_all_damage_described", "dealt_by": "creatures_with_flying", "dealt_to": "you"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_safe_passage_saves_your_creatures_from_pyroclasm_but_not_an_opponents(cards, rules):
    objects = [obj("passage", "Safe Passage", zone="hand"), *lands("Plains", 3), obj("clasm", "Pyroclasm", zone="hand"),
               *lands("Mountain", 2, prefix="m"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("Alice", "passage", 3), *resolve(), cast("Alice", "clasm", 2, prefix="m"), *resolve()], rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 0, log(replay)
    assert zone_of(replay, "bob_bears") == "graveyard", log(replay)
    assert {PREVENTION[rules], RULES_OF_THE_GAME[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_safe_passage_prevents_damage_to_you(cards, rules):
    objects = [obj("passage", "Safe Passage", zone="hand"), *lands("Plains", 3), obj("shock", "Shock", owner="Bob", zone="hand"),
               *lands("Mountain", 1, owner="Bob", prefix="m")]
    actions = [cast("Alice", "passage", 3), *resolve(), *bob(cast("Bob", "shock", 1, ["Alice"], prefix="m"))]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_safe_passage_leaves_damage_to_an_opponent_alone(cards, rules):
    objects = [obj("passage", "Safe Passage", zone="hand"), *lands("Plains", 3), obj("shock", "Shock", zone="hand"),
               *lands("Mountain", 1, prefix="m")]
    replay = play(cards, objects, [cast("Alice", "passage", 3), *resolve(), cast("Alice", "shock", 1, ["Bob"], prefix="m"), *resolve()], rules)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_endure_prevents_damage_to_you_and_your_creature(cards, rules):
    objects = [obj("endure", "Endure", zone="hand"), *lands("Plains", 5), obj("bears", "Grizzly Bears"),
               obj("shock", "Shock", owner="Bob", zone="hand"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               *lands("Mountain", 2, owner="Bob", prefix="m")]
    actions = [cast("Alice", "endure", 5), *resolve(), *bob(cast("Bob", "shock", 1, ["Alice"], prefix="m")),
               *bob({"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m1"}]})]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 20 and damage(replay, "bears") == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scarecrow_prevents_the_flyers_damage_to_its_controller_not_the_ground_creatures(cards, rules):
    objects = [obj("angel", "Serra Angel"), obj("giant", "Hill Giant"), obj("crow", "Scarecrow", owner="Bob"),
               *lands("Plains", 6, owner="Bob")]
    activation = {"type": "activate_ability", "player": "Bob", "object": "crow", "ability": 0,
                  "mana_abilities": [{"object": f"l{i}"} for i in range(6)]}
    replay = play(cards, objects, attack_bob(["angel", "giant"], rules, *bob(activation)), rules)
    assert life(replay)["Bob"] == 17, log(replay)  # the Angel's 4 prevented, the Giant's 3 dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_al_abaras_carpet_prevents_the_ground_attackers_damage_not_the_flyers(cards, rules):
    objects = [obj("angel", "Serra Angel"), obj("giant", "Hill Giant"), obj("carpet", "Al-abara's Carpet", owner="Bob"),
               *lands("Plains", 5, owner="Bob")]
    activation = {"type": "activate_ability", "player": "Bob", "object": "carpet", "ability": 0,
                  "mana_abilities": [{"object": f"l{i}"} for i in range(5)]}
    replay = play(cards, objects, attack_bob(["angel", "giant"], rules, *bob(activation)), rules)
    assert life(replay)["Bob"] == 16, log(replay)  # the Giant's 3 prevented, the Angel's 4 dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_hunters_ambush_prevents_the_red_attackers_damage_not_the_green_ones(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"), obj("ambush", "Hunter's Ambush", "Bob", "hand"),
               *lands("Forest", 3, owner="Bob")]
    replay = play(cards, objects, attack_bob(["giant", "bears"], rules, *bob(cast("Bob", "ambush", 3))), rules)
    assert life(replay)["Bob"] == 18, log(replay)
    assert PREVENTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_galadhrim_ambush_lets_the_elves_damage_through(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("elves", "Llanowar Elves"), obj("ambush", "Galadhrim Ambush", "Bob", "hand"),
               *lands("Forest", 4, owner="Bob")]
    replay = play(cards, objects, attack_bob(["giant", "elves"], rules, *bob(cast("Bob", "ambush", 4))), rules)
    assert life(replay)["Bob"] == 19, log(replay)  # the Giant's 3 prevented, the Elves' 1 dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_fog_of_war_prevents_the_small_attackers_damage_not_the_angels(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("angel", "Serra Angel"), obj("fog", "Fog of War", "Bob", "hand"),
               *lands("Forest", 3, owner="Bob")]
    replay = play(cards, objects, attack_bob(["giant", "angel"], rules, *bob(cast("Bob", "fog", 3))), rules)
    assert life(replay)["Bob"] == 20 + 2 - 4, log(replay)  # 1 life for each of the two creatures; the Angel's 4 dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_repel_the_abominable_prevents_a_spells_damage(cards, rules):
    objects = [obj("repel", "Repel the Abominable", zone="hand"), *lands("Plains", 2), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("shock", "Shock", zone="hand"), *lands("Mountain", 1, prefix="m")]
    actions = [cast("Alice", "repel", 2), *resolve(), cast("Alice", "shock", 1, ["bears"], prefix="m"), *resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_repel_the_abominable_leaves_a_humans_damage_alone(cards, rules):
    objects = [obj("knight", "White Knight"), obj("repel", "Repel the Abominable", "Bob", "hand"), *lands("Plains", 2, owner="Bob")]
    replay = play(cards, objects, attack_bob(["knight"], rules, *bob(cast("Bob", "repel", 2))), rules)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_vine_snare_lets_only_the_big_attackers_damage_through(cards, rules):
    objects = [obj("angel", "Serra Angel"), obj("wurm", "Craw Wurm"), obj("snare", "Vine Snare", "Bob", "hand"), *lands("Forest", 3, owner="Bob")]
    replay = play(cards, objects, attack_bob(["angel", "wurm"], rules, *bob(cast("Bob", "snare", 3))), rules)
    assert life(replay)["Bob"] == 14, log(replay)  # the Angel's 4 prevented, the Wurm's 6 dealt


def test_sphere_of_law_compiles_to_a_static_prevention_of_2_of_red_sources_damage(compiled):
    ab = compiled["Sphere of Law"].definition["abilities"][0]
    assert ab["replacement"] == {"event": "prevent_damage", "instead": "prevent", "what": "you", "by": "red_sources", "count": 2}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("sphere, alice", [("Sphere of Law", 19), ("Sphere of Truth", 17)])
def test_a_color_sphere_prevents_2_of_a_source_of_its_color_only(cards, rules, sphere, alice):
    objects = [obj("sphere", sphere), obj("bolt", "Lightning Bolt", "Bob", "hand"), *lands("Mountain", 1, owner="Bob", prefix="m")]
    replay = play(cards, objects, bob(cast("Bob", "bolt", 1, ["Alice"], prefix="m")), rules)
    assert life(replay)["Alice"] == alice, log(replay)
    if alice == 19:
        assert {R07: "419.7a", R26: "615.10"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_orbs_of_warding_prevents_1_of_a_creatures_damage(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("orbs", "Orbs of Warding", owner="Bob")]
    replay = play(cards, objects, attack_bob(["giant"], rules), rules)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_orbs_of_warding_leaves_a_spells_damage_alone(cards, rules):
    objects = [obj("orbs", "Orbs of Warding"), obj("bolt", "Lightning Bolt", zone="hand"), *lands("Mountain", 1, prefix="m")]
    replay = play(cards, objects, [cast("Alice", "bolt", 1, ["Alice"], prefix="m"), *resolve()], rules)
    assert life(replay)["Alice"] == 17, log(replay)  # hexproof from her opponents only: Alice bolts herself


@pytest.mark.parametrize("rules", EDITIONS)
def test_sphere_of_purity_prevents_1_of_the_artifact_attackers_damage_only(cards, rules):
    objects = [obj("memnite", "Memnite"), obj("bears", "Grizzly Bears"), obj("sphere", "Sphere of Purity", owner="Bob")]
    replay = play(cards, objects, attack_bob(["memnite", "bears"], rules), rules)
    assert life(replay)["Bob"] == 18, log(replay)  # Memnite's 1 prevented, the Bears' 2 dealt


def test_auriok_replica_compiles_to_a_chosen_source_prevention_to_you(compiled):
    assert compiled["Auriok Replica"].definition["abilities"][0]["effect"] == [{"do": "prevent_all_damage_from_chosen_source", "to": "you"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_auriok_replica_prevents_the_chosen_infernos_damage_to_you_not_to_your_creature(cards, rules):
    objects = [obj("replica", "Auriok Replica"), *lands("Plains", 1), obj("bears", "Grizzly Bears"),
               obj("inferno", "Inferno", "Bob", "hand"), *lands("Mountain", 7, owner="Bob", prefix="m")]
    actions = [p("Alice"), cast("Bob", "inferno", 7, prefix="m"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "replica", "ability": 0, "mana_abilities": [{"object": "l0"}]},
               p("Alice"), p("Bob", choices={"replica": {"source": "inferno"}}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 20 and life(replay)["Bob"] == 14, log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert {CHOSEN_SOURCE[rules], PREVENTION[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_haze_frog_prevents_the_other_creatures_combat_damage_not_its_own(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"), obj("frog", "Haze Frog", "Bob", "hand"), *lands("Forest", 5, owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant", "bears"]},
               *bob(cast("Bob", "frog", 5)), *resolve(),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "frog", "attacker": "bears"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *(resolve() if rules == R07 else [])]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 20 and damage(replay, "frog") == 0, log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # the Frog's own 2 damage is dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_radiant_kavu_prevents_the_black_attackers_damage_not_the_red_ones(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("skel", "Drudge Skeletons"), obj("kavu", "Radiant Kavu", owner="Bob"),
               obj("m0", "Mountain", owner="Bob"), obj("f0", "Forest", owner="Bob"), obj("p0", "Plains", owner="Bob")]
    activation = {"type": "activate_ability", "player": "Bob", "object": "kavu", "ability": 0,
                  "mana_abilities": [{"object": "m0"}, {"object": "f0"}, {"object": "p0"}]}
    replay = play(cards, objects, attack_bob(["giant", "skel"], rules, *bob(activation)), rules)
    assert life(replay)["Bob"] == 17, log(replay)  # the Skeletons' 1 prevented, the Giant's 3 dealt


def test_frontline_strategist_compiles_to_a_prevention_of_non_soldiers_combat_damage(compiled):
    ab = compiled["Frontline Strategist"].definition["abilities"][1]
    assert ab["effect"] == [{"do": "prevent_all_damage_described", "dealt_by": "non_soldier_creatures", "combat": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_magebane_armor_prevents_a_bolt_to_the_equipped_creature(cards, rules):
    objects = [obj("armor", "Magebane Armor", attached_to="bears"), obj("bears", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", "Bob", "hand"), *lands("Mountain", 1, owner="Bob", prefix="m")]
    replay = play(cards, objects, bob(cast("Bob", "bolt", 1, ["bears"], prefix="m")), rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_magebane_armor_leaves_combat_damage_to_the_equipped_creature_alone(cards, rules):
    objects = [obj("armor", "Magebane Armor", attached_to="bears"), obj("bears", "Grizzly Bears"), obj("wurm", "Craw Wurm", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "wurm", "attacker": "bears"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *(resolve() if rules == R07 else [])]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # 6 combat damage to a 4/6


@pytest.mark.parametrize("rules", EDITIONS)
def test_dolmen_gate_prevents_the_combat_damage_to_your_attacker_not_to_the_blocker(cards, rules):
    objects = [obj("gate", "Dolmen Gate"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bob_bears", "attacker": "bears"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *(resolve() if rules == R07 else [])]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "bob_bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dolmen_gate_leaves_the_combat_damage_to_your_blocker_alone(cards, rules):
    objects = [obj("gate", "Dolmen Gate", owner="Bob"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bob_bears", "attacker": "bears"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *(resolve() if rules == R07 else [])]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bob_bears") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules, each", [(R07, "419.7c"), (R26, "615.11")])
def test_samite_censer_bearer_shields_each_of_your_creatures_from_1_of_pyroclasm(cards, rules, each):
    objects = [obj("censer", "Samite Censer-Bearer"), *lands("Plains", 1), obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), obj("clasm", "Pyroclasm", zone="hand"), *lands("Mountain", 2, prefix="m")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "censer", "ability": 0, "mana_abilities": [{"object": "l0"}]},
               *resolve(), cast("Alice", "clasm", 2, prefix="m"), *resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 1, log(replay)
    assert zone_of(replay, "bob_bears") == "graveyard", log(replay)
    assert each in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_kitsune_palliator_shields_each_player_from_1_damage(cards, rules):
    objects = [obj("fox", "Kitsune Palliator"), obj("bolt", "Lightning Bolt", zone="hand"), *lands("Mountain", 1, prefix="m")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "fox", "ability": 0}, *resolve(),
               cast("Alice", "bolt", 1, ["Bob"], prefix="m"), *resolve()]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules, rule", [(R07, "103.2"), (R26, "615.12")])
def test_excruciators_combat_damage_is_dealt_through_a_fog(cards, rules, rule):
    objects = [obj("exc", "Excruciator"), obj("fog", "Holy Day", "Bob", "hand"), *lands("Plains", 1, owner="Bob")]
    replay = play(cards, objects, attack_bob(["exc"], rules, *bob(cast("Bob", "fog", 1))), rules)
    assert life(replay)["Bob"] == 13, log(replay)
    assert rule in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_fog_still_prevents_another_creatures_damage_beside_excruciator(cards, rules):
    objects = [obj("exc", "Excruciator"), obj("bears", "Grizzly Bears"), obj("fog", "Holy Day", "Bob", "hand"), *lands("Plains", 1, owner="Bob")]
    replay = play(cards, objects, attack_bob(["exc", "bears"], rules, *bob(cast("Bob", "fog", 1))), rules)
    assert life(replay)["Bob"] == 13, log(replay)  # the Bears' 2 prevented
