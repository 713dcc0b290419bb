""" "Multicolored creatures you control have flying" (Maze Glider), "Other tapped creatures you control have
indestructible" (Adept Watershaper), "Skeletons, Vampires, and Zombies you control get +1/+1" (Death-Priest of
Myrkul), "Equipped creatures you control have flying and haste" (Dalakos), "Enchanted creatures you control get
+2/+2" (A Tale for the Ages), "Attacking Pirates you control get +2/+0" (Dire Fleet Neckbreaker):
rulings/oracle/group_anthems.py and rulings/engine/group_filters.py, played from real cards' Oracle text
(group_anthems_cards.json: records copied from the pool). A static ability's effect on the creatures it
describes, read each time it applies (2007 418.4a, 418.5a; 2026 611.3a, 613.1f, 613.4c); near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of
from .test_attached_triggers import combat

CARDS = Path(__file__).parent / "group_anthems_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Maze Glider", "Glass of the Guildpact", "Bloodmark Mentor", "Adept Watershaper", "Saryth, the Viper's Fang",
          "Death-Priest of Myrkul", "Warg Rider", "Master Trinketeer", "Dire Fleet Neckbreaker", "Always Watching",
          "A Tale for the Ages", "Dalakos, Crafter of Wonders", "Kor Blademaster", "General's Enforcer",
          "Starry-Eyed Skyrider", "Okoye, Dora Milaje Leader", "Earthbending Student",
          # "Creatures you control that are enchanted / equipped ...", "Each creature you control that's a Wolf or a Werewolf ..."
          "Fencer's Magemark", "Guardian's Magemark", "Hexgold Hoverwings", "Song of Serenity", "Howlpack Resurgence",
          "Lovisa Coldeyes", "Mayor of Avabruck // Howlpack Alpha", "Skeleton Crew", "Sporecrown Thallid",
          # "Creatures with flying your opponents control get -1/-1", "Other creatures you control with defender get +0/+2"
          "One-Eyed Scarecrow", "Smog Elemental", "Stalwart Shield-Bearers",
          # "Creatures can't block", "Creatures you control can't attack", "Black creatures can't attack or block"
          "Bedlam", "Frenetic Raptor", "Glacial Chasm", "Light of Day", "Peacekeeper", "Razorjaw Oni",
          # "Enchanted creature gets +3/+1 and is black"
          "Grave Servitude", "Sinister Strength",
          # "Creatures your opponents control lose flying and can't have or gain flying"
          "Archetype of Aggression", "Archetype of Courage", "Archetype of Endurance", "Archetype of Finality",
          "Archetype of Imagination",
          # "Enchanted creature gets +3/+3 and doesn't untap ...", "... has hexproof and can't be blocked by more than one creature"
          "Leaden Fists", "Alpha Authority"]
#: "Vehicles" and "Commanders" (noncreature permanents too), "outlaws" (a group of types the rules name, 2026
#: 700.15), "non-Human", "Goblins you control and Elementals you control": not read
NEAR_MISSES = ["Aeronaut Admiral", "Guardian Augmenter", "Hellspur Posse Boss", "Ferocity of the Wilds", "Caterwauling Boggart",
               "Infiltrator's Magemark",  # "can't be blocked except by creatures with defender": not read
               "Evil Eye of Urborg", "Magistrate's Veto"]  # "Non-Eye creatures", "White creatures and blue creatures"
COMBAT_DAMAGE = {R2007: "310.1", R2026: "510.1"}


def board(cards, objects, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "group anthems"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid].get("keywords", [])


@pytest.mark.parametrize("name", PLAYED)
def test_group_anthem_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_maze_glider_gives_flying_to_multicolored_creatures_you_control_only(cards, rules):
    replay = board(cards, [obj("m", "Maze Glider"), obj("w", "Watchwolf"), obj("g", "Grizzly Bears"),
                           obj("b", "Watchwolf", owner="Bob")], rules)
    assert "flying" in keywords(replay, "w"), log(replay)
    assert "flying" not in keywords(replay, "g") and "flying" not in keywords(replay, "b")


#: flying's blocking restriction (2007 502.4b; 2026 702.9b)
FLYING = {R2007: "502.4b", R2026: "702.9b"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_bear_cant_block_a_multicolored_attacker_given_flying_by_maze_glider(cards, rules):
    objects = [obj("m", "Maze Glider"), obj("w", "Watchwolf"), obj("g", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["w"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "g", "attacker": "w"}]}]
    doc = {**in_main_phase(objects, actions, rules, "group anthems"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert [st.refused for st in replay.steps] == [False, False, False, True], log(replay)
    assert FLYING[rules] in {c.rule for e in replay.steps[-1].events for c in e.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_adept_watershaper_makes_a_tapped_attacker_indestructible(cards, rules):
    replay = combat(cards, [obj("a", "Adept Watershaper"), obj("g", "Grizzly Bears"), obj("h", "Hill Giant", owner="Bob")],
                    ["g"], rules, blocks=[("h", "g")])
    assert zone_of(replay, "g") == "in_play", log(replay)
    assert COMBAT_DAMAGE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_adept_watershaper_leaves_an_untapped_creature_destructible(cards, rules):
    replay = board(cards, [obj("a", "Adept Watershaper"), obj("g", "Grizzly Bears"), obj("t", "Grizzly Bears", tapped=True)], rules)
    assert "indestructible" in keywords(replay, "t") and "indestructible" not in keywords(replay, "g"), log(replay)
    assert "indestructible" not in keywords(replay, "a")  # "other"


@pytest.mark.parametrize("rules", EDITIONS)
def test_death_priest_of_myrkul_pumps_vampires_and_zombies_you_control(cards, rules):
    replay = board(cards, [obj("d", "Death-Priest of Myrkul"), obj("v", "Child of Night"), obj("z", "Walking Corpse"),
                           obj("g", "Grizzly Bears"), obj("bz", "Walking Corpse", owner="Bob")], rules)
    assert pt(replay, "v") == (3, 2) and pt(replay, "z") == (3, 3), log(replay)
    assert pt(replay, "g") == (2, 2) and pt(replay, "bz") == (2, 2)
    assert pt(replay, "d") == (2, 2)  # a Tiefling Cleric: not one of them


@pytest.mark.parametrize("rules", EDITIONS)
def test_dalakos_gives_flying_and_haste_to_an_equipped_creature_only(cards, rules):
    replay = board(cards, [obj("d", "Dalakos, Crafter of Wonders"), {**obj("e", "Bonesplitter"), "attached_to": "g"},
                           obj("g", "Grizzly Bears"), obj("w", "Walking Corpse")], rules)
    assert {"flying", "haste"} <= set(keywords(replay, "g")) and pt(replay, "g") == (4, 2), log(replay)
    assert "flying" not in keywords(replay, "w")


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tale_for_the_ages_pumps_an_enchanted_creature_you_control(cards, rules):
    replay = board(cards, [obj("t", "A Tale for the Ages"), {**obj("s", "Holy Strength"), "attached_to": "g"},
                           obj("g", "Grizzly Bears"), obj("w", "Walking Corpse")], rules)
    assert pt(replay, "g") == (5, 6) and pt(replay, "w") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dire_fleet_neckbreaker_pumps_an_attacking_pirate(cards, rules):
    replay = combat(cards, [obj("n", "Dire Fleet Neckbreaker"), obj("g", "Grizzly Bears")], ["n", "g"], rules)
    assert life(replay)["Bob"] == 13, log(replay)  # 3 + 2 (a Pirate), 2 (a Bear)
    assert COMBAT_DAMAGE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_howlpack_resurgence_pumps_wolves_and_werewolves_you_control(cards, rules):
    replay = board(cards, [obj("h", "Howlpack Resurgence"), obj("w", "Watchwolf"), obj("g", "Grizzly Bears"),
                           obj("b", "Watchwolf", owner="Bob")], rules)
    assert pt(replay, "w") == (4, 4) and "trample" in keywords(replay, "w"), log(replay)
    assert pt(replay, "g") == (2, 2) and pt(replay, "b") == (3, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_smog_elemental_shrinks_only_the_flyers_opponents_control(cards, rules):
    replay = board(cards, [obj("s", "Smog Elemental"), obj("d", "Wind Drake", owner="Bob"), obj("m", "Wind Drake"),
                           obj("g", "Grizzly Bears", owner="Bob")], rules)
    assert pt(replay, "d") == (1, 1) and pt(replay, "m") == (2, 2) and pt(replay, "g") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_guardians_magemark_pumps_each_enchanted_creature_you_control(cards, rules):
    replay = board(cards, [{**obj("gm", "Guardian's Magemark"), "attached_to": "g"}, obj("g", "Grizzly Bears"),
                           {**obj("s", "Holy Strength"), "attached_to": "w"}, obj("w", "Walking Corpse"), obj("c", "Child of Night")], rules)
    assert pt(replay, "g") == (3, 3) and pt(replay, "w") == (4, 5) and pt(replay, "c") == (2, 1), log(replay)


#: the declaration of attackers checks the restrictions (2007 308.2a; 2026 508.1c)
ATTACK_RESTRICTIONS = {R2007: "308.2a", R2026: "508.1c"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_song_of_serenity_stops_an_enchanted_creature_from_attacking(cards, rules):
    objects = [obj("song", "Song of Serenity", owner="Bob"), {**obj("s", "Holy Strength"), "attached_to": "g"},
               obj("g", "Grizzly Bears"), obj("w", "Walking Corpse")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["g"]},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["w"]}]
    doc = {**in_main_phase(objects, actions, rules, "group anthems"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert [st.refused for st in replay.steps] == [False, True, False], log(replay)  # the step begins; the Bear refused
    assert ATTACK_RESTRICTIONS[rules] in {c.rule for e in replay.steps[1].events for c in e.citations}, log(replay)
    assert objects_in(replay.final_state)["w"]["tapped"], log(replay)


#: blocking restrictions are checked as blockers are declared (2007 309.2a; 2026 509.1b)
BLOCK_RESTRICTIONS = {R2007: "309.2a", R2026: "509.1b"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_bedlam_stops_every_creature_from_blocking(cards, rules):
    objects = [obj("bed", "Bedlam"), obj("g", "Grizzly Bears"), obj("b", "Walking Corpse", owner="Bob")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["g"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "b", "attacker": "g"}]}]
    doc = {**in_main_phase(objects, actions, rules, "group anthems"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert [st.refused for st in replay.steps] == [False, False, False, True], log(replay)
    assert BLOCK_RESTRICTIONS[rules] in {c.rule for e in replay.steps[-1].events for c in e.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glacial_chasm_stops_its_controllers_creatures_from_attacking(cards, rules):
    objects = [obj("gc", "Glacial Chasm"), obj("g", "Grizzly Bears")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["g"]}]
    doc = {**in_main_phase(objects, actions, rules, "group anthems"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert [st.refused for st in replay.steps] == [False, True], log(replay)
    assert ATTACK_RESTRICTIONS[rules] in {c.rule for e in replay.steps[1].events for c in e.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_razorjaw_oni_stops_only_black_creatures_from_blocking(cards, rules):
    replay = board(cards, [obj("r", "Razorjaw Oni"), obj("w", "Walking Corpse", owner="Bob"), obj("g", "Grizzly Bears", owner="Bob")], rules)
    assert "cant block" in keywords(replay, "w") and "cant block" not in keywords(replay, "g"), log(replay)
    assert "cant block" in keywords(replay, "r")  # itself: a black Oni


@pytest.mark.parametrize("rules", EDITIONS)
def test_sinister_strength_pumps_the_enchanted_creature_and_makes_it_only_black(cards, rules):
    replay = board(cards, [{**obj("s", "Sinister Strength"), "attached_to": "g"}, obj("g", "Grizzly Bears")], rules)
    assert pt(replay, "g") == (5, 3), log(replay)
    assert objects_in(replay.final_state)["g"]["colors"] == ["black"], objects_in(replay.final_state)["g"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_archetype_of_imagination_keeps_flying_off_opponents_creatures_even_granted_later(cards, rules):
    objects = [obj("a", "Archetype of Imagination"), obj("d", "Wind Drake", owner="Bob"), obj("g", "Grizzly Bears", owner="Bob"),
               obj("j", "Jump", zone="hand"), obj("i", "Island"), obj("mine", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "j", "targets": ["g"], "mana_abilities": [{"object": "i"}]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "group anthems"), cards=cards))
    assert not refused(replay), log(replay)
    assert "gains flying" in log(replay)  # Jump resolved: a later effect than the Archetype's
    assert "flying" not in keywords(replay, "d") and "flying" not in keywords(replay, "g"), log(replay)
    assert "flying" in keywords(replay, "mine") and "flying" in keywords(replay, "a")


@pytest.mark.parametrize("rules", EDITIONS)
def test_leaden_fists_pumps_the_enchanted_creature_and_keeps_it_from_untapping(cards, rules):
    replay = board(cards, [{**obj("f", "Leaden Fists"), "attached_to": "g"}, obj("g", "Grizzly Bears")], rules)
    assert pt(replay, "g") == (5, 5) and "doesnt untap" in keywords(replay, "g"), (log(replay), keywords(replay, "g"))
