"""Lands that become creatures (rulings/oracle/manlands.py, and animate.py's "It's still a land" after a
target Forest or Mountain), played from real cards' Oracle text (manlands_cards.json: records copied from
the pool): Mutavault and Soulstone Sanctuary ("with all creature types"), Creeping Tar Pit ("It can't be
blocked this turn"), Siege of Towers ("Target Mountain becomes a 3/1 creature. It's still a land."),
Woodwraith Corrupter ("Target Forest becomes a 4/4 black and green Elemental Horror creature"); the Hidden
and Opal enchantments ("When an opponent casts a creature spell, if this permanent is an enchantment, it
becomes a 2/2 Soldier creature.": an intervening "if", 2007 404.3; 2026 603.4). A land
that became a creature the turn it was played can't attack (2007 212.3d; 2026 302.6); near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "manlands_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
KEEPS = {R2007: "212.1c", R2026: "205.1b"}
PLAYED = ["Mutavault", "Soulstone Sanctuary", "Creeping Tar Pit", "Siege of Towers", "Woodwraith Corrupter",
          "Opal Caryatid", "Opal Guardian", "Hidden Gibbons", "Veil of Birds", "Opal Archangel", "Hidden Ancients",
          "Hidden Guerrillas", "Opal Champion", "Opal Gargoyle",
          "Spawning Pool", "Raging Ravine", "Lavaclaw Reaches", "Wandering Fumarole", "Den of the Bugbear",
          # "target snow land" (the snow supertype: 2007 205.4e; 2026 205.4g), and other snow wordings it opens
          "Balduvian Conjurer", "Balduvian Frostwaker", "Avalanche Caller", "Sculptor of Winter", "Skred", "Rime Tender", "Avalanche",
          "Dimir Keyrune"]
#: a {S} cost, a token named in a card's text, "for as long as this creature remains on the
#: battlefield", an X/X: none of them read by these templates
NEAR_MISSES = ["Faceless Haven", "Mutable Explorer", "Awakener Druid", "Lair of the Hydra",
               # "a creature spell with flying", "protection from each of that spell's colors", "plays a nonbasic land",
               # a quoted ability, a life total or other state trigger, no trigger at all
               "Hidden Spider", "Opal Titan", "Hidden Herd", "Veiled Apparition", "Lurking Jackals", "Opal Avenger", "Lurking Evil",
               # a quoted static ability ("During your turn, this creature has first strike."); a quoted trigger
               # with a target the templates don't read
               "Restless Spire", "Hive of the Eye Tyrant"]


def scenario(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "manlands"), cards=cards))


def play(cards, objects, actions, rules):
    replay = scenario(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def activate(oid, ability=1, mana=("m0",), targets=None):
    act = {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability,
           "mana_abilities": [{"object": m} for m in mana]}
    if targets:
        act["targets"] = targets
    return [act, p("Alice"), p("Bob")]


def attack(attacker, blocks=()):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": attacker} for b in blocks]}]


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_manland_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_manlands_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "{1}: Target land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
    "{1}: This land becomes a 2/2 Goblin creature with all creature types until end of turn. It's still a land.",
    "{1}: This land becomes a 2/2 creature with all creature types until end of combat. It's still a land.",
    "{2}: Target land becomes a 3/2 creature until end of turn. It's still a land. It can't be blocked this turn.",
    "{2}: Target Mountain becomes a 3/1 creature. It's still an artifact.",
    '{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature." It\'s still a land.',
    '{1}{B}: This land becomes a 1/1 black Skeleton creature with "This creature gets +1/+1 for each Swamp you control." '
    "until end of turn. It's still a land.",
    '{1}{B}: Target land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. '
    "It's still a land.",
    '{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn.',
])
def test_a_near_miss_wording_stays_text_only(text):
    record = {"name": "Test Land", "types": ["Land"], "text": text}
    assert not compile_card(record).played


@pytest.mark.parametrize("text", [
    "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2 Soldier creature until end of turn.",
    "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2 Soldier creature in addition to its other types.",
    "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2 Soldier artifact creature.",
    "When an opponent casts a creature spell, if this permanent is an enchantment, target land becomes a 2/2 Soldier creature.",
    "When an opponent casts a creature spell, if this permanent is untapped, it becomes a 2/2 Soldier creature.",
])
def test_a_near_miss_opal_wording_stays_text_only(text):
    record = {"name": "Test Opal", "types": ["Enchantment"], "mana_cost": "{W}", "text": text}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_mutavault_has_every_creature_type_so_a_sliver_lord_pumps_it(cards, rules):
    objects = [obj("mv", "Mutavault"), *mountains(1), obj("sliver", "Predatory Sliver")]
    replay = play(cards, objects, activate("mv"), rules)
    mv = objects_in(replay.final_state)["mv"]
    assert (mv["types"], mv["power"], mv["toughness"]) == (["Land", "Creature"], 3, 3), log(replay)  # 2/2 and the Sliver's +1/+1
    assert "all creature types" in log(replay)
    assert KEEPS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mutavault_without_a_lord_is_a_2_2_that_attacks(cards, rules):
    replay = play(cards, [obj("mv", "Mutavault"), *mountains(1)], activate("mv") + attack("mv") + [
        {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
        {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "mv", "to": "Bob", "amount": 2}]},
        p("Alice"), p("Bob")], rules)  # 2007: the combat damage on the stack resolves (2007 310.4)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules, rule", [(R2007, "212.3d"), (R2026, "302.6")])
def test_mutavault_played_this_turn_becomes_a_creature_but_cant_attack(cards, rules, rule):
    objects = [obj("mv", "Mutavault", zone="hand"), *mountains(1)]
    actions = [{"type": "play_land", "player": "Alice", "object": "mv"}, *activate("mv"),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["mv"]}]
    replay = scenario(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["mv"]["types"] == ["Land", "Creature"], log(replay)
    assert refused(replay) and refused(replay)[-1] is replay.steps[-1], log(replay)
    assert rule in {c.rule for e in replay.steps[-1].events for c in e.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_soulstone_sanctuary_becomes_a_3_3_with_vigilance_for_good(cards, rules):
    objects = [obj("ss", "Soulstone Sanctuary"), *mountains(4)]
    replay = play(cards, objects, activate("ss", mana=("m0", "m1", "m2", "m3")), rules)
    ss = objects_in(replay.final_state)["ss"]
    assert (ss["types"], ss["power"], ss["toughness"], ss["keywords"]) == (["Land", "Creature"], 3, 3, ["vigilance"]), log(replay)
    assert "until end of turn" not in log(replay).split("Soulstone Sanctuary becomes", 1)[1].split("\n", 1)[0]


@pytest.mark.parametrize("rules, rule", [(R2007, "309.2a"), (R2026, "509.1b")])
def test_creeping_tar_pit_becomes_a_3_2_that_cant_be_blocked(cards, rules, rule):
    objects = [obj("pit", "Creeping Tar Pit"), obj("i", "Island"), obj("s", "Swamp"), *mountains(1),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = scenario(cards, objects, activate("pit", ability=2, mana=("i", "s", "m0")) + attack("pit", blocks=["bears"]), rules)
    pit = objects_in(replay.final_state)["pit"]
    assert (pit["types"], pit["colors"], pit["power"], pit["toughness"]) == (["Land", "Creature"], ["blue", "black"], 3, 2), log(replay)
    assert pit["attacking"], log(replay)
    assert refused(replay) and refused(replay)[-1] is replay.steps[-1], log(replay)  # the Bears can't block it
    assert rule in {c.rule for e in replay.steps[-1].events for c in e.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_siege_of_towers_makes_a_mountain_a_3_1_creature_that_is_still_a_mountain(cards, rules):
    objects = [obj("siege", "Siege of Towers", zone="hand"), *mountains(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "siege", "targets": ["m1"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    m1 = objects_in(replay.final_state)["m1"]
    assert (m1["types"], m1["subtypes"], m1["power"], m1["toughness"]) == (["Land", "Creature"], ["Mountain"], 3, 1), log(replay)
    assert KEEPS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_siege_of_towers_cant_target_a_forest(cards, rules):
    objects = [obj("siege", "Siege of Towers", zone="hand"), *mountains(2), obj("f", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "siege", "targets": ["f"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}]
    replay = scenario(cards, objects, actions, rules)
    assert refused(replay), log(replay)
    assert objects_in(replay.final_state)["f"]["types"] == ["Land"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_woodwraith_corrupter_makes_a_forest_a_black_and_green_elemental_horror(cards, rules):
    objects = [obj("ww", "Woodwraith Corrupter"), obj("f", "Forest"), obj("b", "Swamp"), obj("g", "Forest"), *mountains(1)]
    actions = activate("ww", ability=0, mana=("b", "g", "m0"), targets=["f"])
    replay = play(cards, objects, actions, rules)
    f = objects_in(replay.final_state)["f"]
    assert (f["types"], f["subtypes"], f["colors"], f["power"], f["toughness"]) == \
        (["Land", "Creature"], ["Forest", "Elemental", "Horror"], ["black", "green"], 4, 4), log(replay)
    assert objects_in(replay.final_state)["ww"]["tapped"]
    assert KEEPS[rules] in cited(replay)


def bobs_turn(objects, actions, rules):
    return {"format": 1, "rules": rules, "name": "manlands", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def bob_casts(oid, lands, targets=None):
    act = {"type": "play_spell", "player": "Bob", "object": oid, "mana_abilities": [{"object": f} for f in lands]}
    if targets:
        act["targets"] = targets
    return [act, p("Bob"), p("Alice"), p("Bob"), p("Alice")]  # the trigger resolves, then the spell


def bob_forests(n):
    return [obj(f"f{i}", "Forest", owner="Bob") for i in range(n)]


@pytest.mark.parametrize("rules, intervening, replaced", [(R2007, "404.3", "212.1b"), (R2026, "603.4", "205.1a")])
def test_opal_caryatid_becomes_a_2_2_soldier_that_is_no_longer_an_enchantment(cards, rules, intervening, replaced):
    objects = [obj("opal", "Opal Caryatid"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"), *bob_forests(2)]
    replay = run_scenario(load_scenario(bobs_turn(objects, bob_casts("bears", ("f0", "f1")), rules), cards=cards))
    assert not refused(replay), log(replay)
    opal = objects_in(replay.final_state)["opal"]
    assert (opal["types"], opal["subtypes"], opal["power"], opal["toughness"]) == (["Creature"], ["Soldier"], 2, 2), log(replay)
    assert {intervening, replaced} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_opal_caryatid_that_became_a_creature_doesnt_trigger_again(cards, rules):
    objects = [obj("opal", "Opal Caryatid"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("bears2", "Grizzly Bears", owner="Bob", zone="hand"), *bob_forests(4)]
    actions = bob_casts("bears", ("f0", "f1")) + bob_casts("bears2", ("f2", "f3"))[:3]
    replay = run_scenario(load_scenario(bobs_turn(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    assert log(replay).count("Opal Caryatid's ability triggers") == 1, log(replay)
    assert "does not trigger: the condition (the permanent is an enchantment) is false" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hidden_gibbons_becomes_a_4_4_ape_when_an_opponent_casts_an_instant(cards, rules):
    objects = [obj("gibbons", "Hidden Gibbons"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    replay = run_scenario(load_scenario(bobs_turn(objects, bob_casts("bolt", ("m",), targets=["Alice"]), rules), cards=cards))
    assert not refused(replay), log(replay)
    gibbons = objects_in(replay.final_state)["gibbons"]
    assert (gibbons["types"], gibbons["subtypes"], gibbons["power"], gibbons["toughness"]) == (["Creature"], ["Ape"], 4, 4), log(replay)
    assert life(replay)["Alice"] == 17


@pytest.mark.parametrize("rules", EDITIONS)
def test_hidden_gibbons_stays_an_enchantment_when_an_opponent_casts_a_creature_spell(cards, rules):
    objects = [obj("gibbons", "Hidden Gibbons"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"), *bob_forests(2)]
    replay = run_scenario(load_scenario(bobs_turn(objects, bob_casts("bears", ("f0", "f1"))[:3], rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["gibbons"]["types"] == ["Enchantment"], log(replay)
    assert "Hidden Gibbons's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules, rule", [(R2007, "418.5a"), (R2026, "613.1f")])
def test_spawning_pool_regenerates_with_the_ability_it_gained(cards, rules, rule):
    objects = [obj("pool", "Spawning Pool"), *(obj(f"s{i}", "Swamp") for i in range(3)),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [*activate("pool", ability=2, mana=("s0", "s1")), *activate("pool", ability=3, mana=("s2",)), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["pool"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    pool = objects_in(replay.final_state)["pool"]
    assert pool["zone"] == "in_play" and pool["tapped"] and pool["damage"] == 0, log(replay)  # regenerated
    assert (pool["types"], pool["subtypes"], pool["colors"]) == (["Land", "Creature"], ["Skeleton"], ["black"])
    assert {rule, KEEPS[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_spawning_pool_that_is_only_a_land_has_no_regenerate_ability(cards, rules):
    objects = [obj("pool", "Spawning Pool"), obj("s0", "Swamp")]
    replay = scenario(cards, objects, activate("pool", ability=3, mana=("s0",)), rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_raging_ravine_gets_a_counter_whenever_it_attacks(cards, rules):
    objects = [obj("ravine", "Raging Ravine"), *mountains(2), obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [*activate("ravine", ability=2, mana=("m0", "m1", "f0", "f1")),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["ravine"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    ravine = objects_in(replay.final_state)["ravine"]
    assert (ravine["power"], ravine["toughness"], ravine["counters"]) == (4, 4, {"+1/+1": 1}), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_conjurer_makes_a_snow_land_a_2_2_creature(cards, rules):
    objects = [obj("conjurer", "Balduvian Conjurer"), obj("sf", "Snow-Covered Forest")]
    replay = play(cards, objects, activate("conjurer", ability=0, mana=(), targets=["sf"]), rules)
    sf = objects_in(replay.final_state)["sf"]
    assert (sf["types"], sf["supertypes"], sf["power"], sf["toughness"]) == (["Land", "Creature"], ["Basic", "Snow"], 2, 2), log(replay)
    assert KEEPS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_conjurer_cant_target_a_land_that_isnt_snow(cards, rules):
    objects = [obj("conjurer", "Balduvian Conjurer"), obj("f", "Forest")]
    replay = scenario(cards, objects, activate("conjurer", ability=0, mana=(), targets=["f"]), rules)
    assert refused(replay), log(replay)
    assert objects_in(replay.final_state)["f"]["types"] == ["Land"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_skred_counts_only_its_controllers_snow_permanents(cards, rules):
    objects = [obj("skred", "Skred", zone="hand"), obj("sm", "Snow-Covered Mountain"), obj("sf", "Snow-Covered Forest"),
               obj("f", "Forest"), obj("bob_sf", "Snow-Covered Forest", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "skred", "targets": ["bears"],
                "mana_abilities": [{"object": "sm"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert "deals 2 damage to Grizzly Bears" in log(replay)  # Alice's two snow lands; not her Forest nor Bob's snow land


@pytest.mark.parametrize("rules, rule", [(R2007, "309.2a"), (R2026, "509.1b")])
def test_dimir_keyrune_becomes_a_horror_artifact_creature_that_cant_be_blocked(cards, rules, rule):
    objects = [obj("key", "Dimir Keyrune"), obj("i", "Island"), obj("s", "Swamp"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = scenario(cards, objects, activate("key", ability=1, mana=("i", "s")) + attack("key", blocks=["bears"]), rules)
    key = objects_in(replay.final_state)["key"]
    assert (key["types"], key["subtypes"], key["power"], key["toughness"]) == (["Artifact", "Creature"], ["Horror"], 2, 2), log(replay)
    assert key["attacking"], log(replay)
    assert refused(replay) and refused(replay)[-1] is replay.steps[-1], log(replay)  # the Bears can't block it
    assert rule in {c.rule for e in replay.steps[-1].events for c in e.citations}, log(replay)
