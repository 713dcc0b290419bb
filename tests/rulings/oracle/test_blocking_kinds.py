"""Blocking restrictions that name a kind of creature (rulings/oracle/blocking_kinds.py,
rulings/engine/blocking_kinds.py), played from real cards' Oracle text (blocking_kinds_cards.json:
records copied from the pool): "This creature can't be blocked by Humans" (Stromkirk Noble), "...
except by creatures with defender" (Noggle Bandit), "... by Knights or Walls" (Rampart Smasher),
"can't block artifact creatures" (Hinterland Drake), "can't block or be blocked by creatures with
power 2 or greater" (Sneaky Homunculus), the Spirit token of Realm of Koh. Each is a restriction
checked as blockers are declared (2007 309.2a; 2026 509.1b). And landwalk granted to a kind of
creature: "Other Merfolk get +1/+1 and have islandwalk" (Lord of Atlantis), "Green creatures have
forestwalk" (Hidden Path), every player's (2007 502.6b; 2026 702.14c). And "This creature can't block
unless you control another Zombie" (Marauding Boneslasher), "can't attack unless you control another
artifact" (Steelclad Serpent): the creature itself left out (2007 308.2a, 309.2a; 2026 508.1c, 509.1b).
And "can block creatures with shadow as though it had shadow" (Wall of Diffusion; 2007 502.8b, 2026
702.28b), and "When this creature blocks a creature, destroy that creature and this creature" (Loyal
Sentry; 2007 309.3, 2026 509.3b), and "Those creatures can't block this turn" after "each of up to two
target creatures" (Sparkmage's Gambit), and "can't be blocked by creatures with greater power"
(Prehistoric Pet, Silumgar Assassin). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "blocking_kinds_cards.json"
POOL_TOO = True  # Grizzly Bears, Ornithopter, Wall of Wood, Llanowar Elves, Hill Giant, Swamp from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
RESTRICTION = {R2007: "309.2a", R2026: "509.1b"}
PLAYED = ["Hinterland Drake", "Hunted Ghoul", "Stromkirk Noble", "Rampart Smasher", "Noggle Bandit", "Flow of Maggots",
          "Deathcult Rogue", "Gibbering Hyenas", "River Darter", "Orcish Veteran", "Sacred Knight", "Taoist Mystic",
          "Vindictive Mob", "Rubblebelt Runner", "Manta Ray", "Sneaky Homunculus", "Realm of Koh", "Zuo Ci, the Mocking Sage",
          "Elvish Champion", "Lord of Atlantis", "Goblin King", "Hidden Path", "Aysen Highway", "Lumbering Satyr",
          "Marauding Boneslasher", "Felhide Brawler", "Blind-Spot Giant", "Steelclad Serpent",
          "Wall of Diffusion", "Heartwood Dryad", "Aetherflame Wall", "Loyal Sentry", "Alaborn Zealot",
          "Sparkmage's Gambit", "Wrap in Flames", "Prehistoric Pet", "Silumgar Assassin"]
#: "Eldrazi Scions" (two types at once), "enchanted creatures or enchantment creatures",
#: "... unless you pay {1}", "artifact creatures and/or red creatures", "power greater than this creature's power"
NEAR_MISSES = ["Kor Castigator", "Temple Thief", "Hipparion", "Skirk Shaman", "Spitfire Handler"]
#: "Other Zombies have "{B}: Regenerate ..."", "Other Elves have shroud" (no landwalk)
NEAR_MISSES += ["Zombie Master", "Eladamri, Lord of Leaves"]
#: "another Wolf or Werewolf", "a Goblin or Orc": two kinds
NEAR_MISSES += ["Howlpack Wolf", "Olog-hai Crusher"]
NEAR_MISSES += ["Aether Web"]  # an Aura's "Enchanted creature ... can block creatures with shadow ...": not this family's
SHADOW = {R2007: "502.8b", R2026: "702.28b"}
NEAR_MISSES += ["Dead-Iron Sledge"]  # an Equipment's "destroy both creatures": the equipped creature's, not this family's
BLOCKS_TRIGGER = {R2007: "309.3", R2026: "509.3b"}
NEAR_MISSES += ["Sontaran General"]  # "Those creatures" of "for each opponent, goad up to one target creature ..."
ATTACK_RESTRICTION = {R2007: "308.2a", R2026: "508.1c"}
LANDWALK = {R2007: "502.6b", R2026: "702.14c"}


def declare(cards, objects, attackers, blocks, rules, before_blocks=(), after_blocks=()):
    """Alice attacks from the beginning of combat and Bob declares the blocks: the replay, its
    last step the declaration of blockers (or the last of `after_blocks`)."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}, *before_blocks,
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]},
               *after_blocks]
    doc = {"format": 1, "rules": rules, "name": "blocking kinds", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps[:-1]), log(replay)
    return replay


def refused_for(replay, rules) -> str:
    """The refused declaration's words, once it is checked that it cites the edition's restriction rule."""
    last = replay.steps[-1]
    assert last.refused, log(replay)
    assert (RESTRICTION[rules], "blocking_restrictions") in cited_pairs(replay), sorted(cited(replay))
    return " ".join(e.text for e in last.events)


@pytest.mark.parametrize("name", PLAYED)
def test_blocking_kind_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_kinds_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_stromkirk_noble_cant_be_blocked_by_a_human(cards, rules):
    objects = [obj("noble", "Stromkirk Noble"), obj("vanguard", "Elite Vanguard", owner="Bob")]
    replay = declare(cards, objects, ["noble"], [("vanguard", "noble")], rules)
    assert "can't be blocked by a Human creature" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_stromkirk_noble_may_be_blocked_by_a_creature_that_is_no_human(cards, rules):
    objects = [obj("noble", "Stromkirk Noble"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = declare(cards, objects, ["noble"], [("bears", "noble")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_noggle_bandit_can_be_blocked_only_by_a_creature_with_defender(cards, rules):
    objects = [obj("bandit", "Noggle Bandit"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = declare(cards, objects, ["bandit"], [("bears", "bandit")], rules)
    assert "can't be blocked except by a creature with defender" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_noggle_bandit_is_blocked_by_a_wall_with_defender(cards, rules):
    objects = [obj("bandit", "Noggle Bandit"), obj("wall", "Wall of Wood", owner="Bob")]
    replay = declare(cards, objects, ["bandit"], [("wall", "bandit")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("blocker", ["Wall of Wood", "White Knight"])
def test_rampart_smasher_cant_be_blocked_by_a_knight_or_a_wall(cards, rules, blocker):
    objects = [obj("smasher", "Rampart Smasher"), obj("b", blocker, owner="Bob")]
    replay = declare(cards, objects, ["smasher"], [("b", "smasher")], rules)
    assert "can't be blocked by a Knight or Wall creature" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hinterland_drake_cant_block_an_artifact_creature(cards, rules):
    objects = [obj("thopter", "Ornithopter"), obj("drake", "Hinterland Drake", owner="Bob")]
    replay = declare(cards, objects, ["thopter"], [("drake", "thopter")], rules)
    assert "can't block an artifact creature" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hinterland_drake_blocks_a_creature_that_is_no_artifact(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("drake", "Hinterland Drake", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("drake", "bears")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sneaky_homunculus_cant_be_blocked_by_power_2_or_greater(cards, rules):
    objects = [obj("homunculus", "Sneaky Homunculus"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = declare(cards, objects, ["homunculus"], [("bears", "homunculus")], rules)
    assert "can't be blocked by a creature with power 2 or greater" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sneaky_homunculus_cant_block_power_2_or_greater(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("homunculus", "Sneaky Homunculus", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("homunculus", "bears")], rules)
    assert "can't block a creature with power 2 or greater" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sneaky_homunculus_blocks_and_is_blocked_by_power_1(cards, rules):
    objects = [obj("homunculus", "Sneaky Homunculus"), obj("elves", "Llanowar Elves"),
               obj("bob_homunculus", "Sneaky Homunculus", owner="Bob"), obj("bob_elves", "Llanowar Elves", owner="Bob")]
    replay = declare(cards, objects, ["homunculus", "elves"], [("bob_elves", "homunculus"), ("bob_homunculus", "elves")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_realm_of_koh_spirit_token_cant_block_a_non_spirit(cards, rules):
    """Bob makes the token in Alice's declare attackers step; it may not block her Grizzly Bears."""
    objects = [obj("bears", "Grizzly Bears"), obj("koh", "Realm of Koh", owner="Bob"),
               *(obj(f"s{i}", "Swamp", owner="Bob") for i in range(4))]
    make = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "koh", "ability": 2,
                         "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}, p("Bob"), p("Alice")]
    replay = declare(cards, objects, ["bears"], [("spirit", "bears")], rules, before_blocks=make)
    assert "can't block a non-Spirit creature" in refused_for(replay, rules)


def refused_for_landwalk(replay, rules) -> str:
    last = replay.steps[-1]
    assert last.refused, log(replay)
    assert (LANDWALK[rules], "landwalk") in cited_pairs(replay), sorted(cited(replay))
    return " ".join(e.text for e in last.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lord_of_atlantis_pumps_every_players_other_merfolk_not_itself(cards, rules):
    objects = [obj("lord", "Lord of Atlantis"), obj("mine", "Merfolk of the Pearl Trident"),
               obj("theirs", "Merfolk of the Pearl Trident", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "blocking kinds"), cards=cards))
    found = objects_in(replay.final_state)
    pts = [(found[i]["power"], found[i]["toughness"]) for i in ("lord", "mine", "theirs", "bears")]
    assert pts == [(2, 2), (2, 2), (2, 2), (2, 2)]  # the Lord 2/2 as printed; each Merfolk 1/1 and +1/+1; the Bears untouched


@pytest.mark.parametrize("rules", EDITIONS)
def test_lord_of_atlantis_gives_islandwalk_to_an_attacking_merfolk(cards, rules):
    objects = [obj("lord", "Lord of Atlantis"), obj("mine", "Merfolk of the Pearl Trident"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("island", "Island", owner="Bob")]
    replay = declare(cards, objects, ["mine"], [("bears", "mine")], rules)
    assert "islandwalk" in refused_for_landwalk(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lord_of_atlantis_itself_has_no_islandwalk(cards, rules):
    objects = [obj("lord", "Lord of Atlantis"), obj("bears", "Grizzly Bears", owner="Bob"), obj("island", "Island", owner="Bob")]
    replay = declare(cards, objects, ["lord"], [("bears", "lord")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_elvish_champion_gives_forestwalk_to_another_elf(cards, rules):
    objects = [obj("champion", "Elvish Champion"), obj("elves", "Llanowar Elves"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("forest", "Forest", owner="Bob")]
    replay = declare(cards, objects, ["elves"], [("bears", "elves")], rules)
    assert "forestwalk" in refused_for_landwalk(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hidden_path_gives_forestwalk_to_a_green_creature(cards, rules):
    objects = [obj("path", "Hidden Path", owner="Bob"), obj("bears", "Grizzly Bears"),
               obj("giant", "Hill Giant", owner="Bob"), obj("forest", "Forest", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("giant", "bears")], rules)
    assert "forestwalk" in refused_for_landwalk(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hidden_path_gives_no_forestwalk_to_a_red_creature(cards, rules):
    objects = [obj("path", "Hidden Path"), obj("giant", "Hill Giant"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("forest", "Forest", owner="Bob")]
    replay = declare(cards, objects, ["giant"], [("bears", "giant")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_marauding_boneslasher_cant_block_without_another_zombie(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("slasher", "Marauding Boneslasher", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("slasher", "bears")], rules)
    assert "can't block unless its controller controls another Zombie" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_marauding_boneslasher_blocks_beside_another_zombie(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("slasher", "Marauding Boneslasher", owner="Bob"),
               obj("other", "Marauding Boneslasher", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("slasher", "bears")], rules)
    assert not replay.steps[-1].refused, log(replay)


def attack(cards, objects, attackers, rules):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}]
    doc = {"format": 1, "rules": rules, "name": "blocking kinds", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_steelclad_serpent_an_artifact_itself_cant_attack_without_another_artifact(cards, rules):
    replay = attack(cards, [obj("serpent", "Steelclad Serpent"), obj("bears", "Grizzly Bears")], ["serpent"], rules)
    assert replay.steps[-1].refused, log(replay)
    assert (ATTACK_RESTRICTION[rules], "attacking_restrictions") in cited_pairs(replay), sorted(cited(replay))
    assert "can't attack unless its controller controls another artifact" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_steelclad_serpent_attacks_beside_another_artifact(cards, rules):
    replay = attack(cards, [obj("serpent", "Steelclad Serpent"), obj("thopter", "Ornithopter")], ["serpent"], rules)
    assert not any(st.refused for st in replay.steps), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("wall", ["Wall of Diffusion", "Aetherflame Wall"])
def test_a_wall_that_blocks_shadow_blocks_a_creature_with_shadow(cards, rules, wall):
    objects = [obj("soltari", "Soltari Foot Soldier"), obj("wall", wall, owner="Bob")]
    replay = declare(cards, objects, ["soltari"], [("wall", "soltari")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_without_that_ability_cant_block_a_creature_with_shadow(cards, rules):
    objects = [obj("soltari", "Soltari Foot Soldier"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = declare(cards, objects, ["soltari"], [("bears", "soltari")], rules)
    assert replay.steps[-1].refused, log(replay)
    assert (SHADOW[rules], "shadow") in cited_pairs(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_heartwood_dryad_still_blocks_a_creature_without_shadow(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("dryad", "Heartwood Dryad", owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("dryad", "bears")], rules)
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("blocker", ["Loyal Sentry", "Alaborn Zealot"])
def test_a_blocker_that_destroys_both_creatures_as_its_trigger_resolves(cards, rules, blocker):
    objects = [obj("bears", "Grizzly Bears"), obj("blocker", blocker, owner="Bob")]
    replay = declare(cards, objects, ["bears"], [("blocker", "bears")], rules, after_blocks=[p("Alice"), p("Bob")])
    assert not replay.steps[-1].refused, log(replay)
    assert (zone_of(replay, "bears"), zone_of(replay, "blocker")) == ("graveyard", "graveyard"), log(replay)
    assert (BLOCKS_TRIGGER[rules], "blocks_a_creature_trigger") in cited_pairs(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_loyal_sentry_is_destroyed_even_if_the_creature_it_blocked_is_gone(cards, rules):
    """The attacker leaves before the trigger resolves: "that creature" is gone, "this creature" still destroyed."""
    objects = [obj("bears", "Grizzly Bears"), obj("sentry", "Loyal Sentry", owner="Bob"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    bolt = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]}
    replay = declare(cards, objects, ["bears"], [("sentry", "bears")], rules,
                     after_blocks=[p("Alice"), bolt, p("Bob"), p("Alice"), p("Alice"), p("Bob")])
    assert not replay.steps[-1].refused, log(replay)
    assert (zone_of(replay, "bears"), zone_of(replay, "sentry")) == ("graveyard", "graveyard"), log(replay)


def gambit_then_combat(cards, rules, targets, blocks):
    """Alice casts Sparkmage's Gambit in her precombat main phase, then attacks with her Grizzly Bears;
    Bob blocks as said (his two Hill Giants, 3/3: the 1 damage doesn't kill them)."""
    objects = [obj("gambit", "Sparkmage's Gambit", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("bears", "Grizzly Bears"), obj("g1", "Hill Giant", owner="Bob"), obj("g2", "Hill Giant", owner="Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "gambit", "targets": targets,
            "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}
    actions = [cast, p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "blocking kinds"), cards=cards))
    assert not any(st.refused for st in replay.steps[:-1]), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("blocker", ["g1", "g2"])
def test_sparkmages_gambit_leaves_each_of_its_targets_unable_to_block(cards, rules, blocker):
    replay = gambit_then_combat(cards, rules, ["g1", "g2"], [(blocker, "bears")])
    assert "can't block this turn" in refused_for(replay, rules)
    assert objects_in(replay.final_state)["g1"]["damage"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_sparkmages_gambit_with_one_target_leaves_the_other_creature_free_to_block(cards, rules):
    replay = gambit_then_combat(cards, rules, ["g1"], [("g2", "bears")])
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_silumgar_assassin_cant_be_blocked_by_a_creature_with_greater_power(cards, rules):
    objects = [obj("assassin", "Silumgar Assassin"), obj("giant", "Hill Giant", owner="Bob")]
    replay = declare(cards, objects, ["assassin"], [("giant", "assassin")], rules)
    assert "can't be blocked by creatures with greater power" in refused_for(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_silumgar_assassin_is_blocked_by_a_creature_with_equal_power(cards, rules):
    objects = [obj("assassin", "Silumgar Assassin"), obj("lions", "Savannah Lions", owner="Bob")]
    replay = declare(cards, objects, ["assassin"], [("lions", "assassin")], rules)
    assert not replay.steps[-1].refused, log(replay)
