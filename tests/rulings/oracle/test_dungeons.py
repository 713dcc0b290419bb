"""Venturing into the dungeon (rulings/oracle/dungeons.py, rulings/engine/dungeons.py), played from
real cards' Oracle text (dungeons_cards.json: records copied from the pool): "venture into the
dungeon" as an activated ability (Secret Door, Dungeon Map), a triggered ability (Veteran Dungeoneer,
Planar Ally, Shortcut Seeker, Clattering Skeletons, Zombie Ogre ...) and a spell's sentence (Bar the
Gate, Fates' Reversal). The player chooses the dungeon (Lost Mine of Phandelver, the one the engine
holds) and each branch (2026 701.49a-b); each room's ability triggers as the venture marker moves
into it (309.4c); the dungeon leaves the game from its bottommost room, completed (309.6, 309.7,
704.5t; 701.49c). "As long as you've completed a dungeon" (Gloom Stalker, Cloister Gargoyle, Nadaar) and
"Room abilities of dungeons you own trigger an additional time" (Hama Pashar, 603.2d) are read too. Dungeons
are later than the February 2007 rules: those cards are refused there. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "dungeons_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
MINE = "Lost Mine of Phandelver"
PLAYED = ["A-Fates' Reversal", "Bar the Gate", "Clattering Skeletons", "Delver's Torch", "Dungeon Map", "Fates' Reversal",
          "Find the Path", "Intrepid Outlander", "Planar Ally", "Secret Door", "Shortcut Seeker", "Thorough Investigation",
          "Triumphant Adventurer", "Veteran Dungeoneer", "Yuan-Ti Fang-Blade", "Zalto, Fire Giant Duke", "Zombie Ogre",
          "Gloom Stalker", "Cloister Gargoyle", "Hama Pashar, Ruin Seeker", "Nadaar, Selfless Paladin",
          "Keen-Eared Sentry"]
#: "Whenever you complete a dungeon", the room ability rule granted to commanders, "-5/-5 instead as long as ...",
#: "if you've completed a dungeon" as a trigger's condition (the initiative: test_initiative.py)
NEAR_MISSES = ["Dungeon Crawler", "Dungeon Delver",
               "Precipitous Drop", "Eccentric Apprentice"]


def run(cards, objects, actions, rules=R2026):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dungeons"), cards=cards))


def islands(n, owner="Alice"):
    return [obj(f"i{k}", "Island", owner=owner) for k in range(n)]


def door_venture(k, choices=None, room_targets=None):
    """Secret Door's "{4}{U}: Venture into the dungeon" paid with five of the Islands from the k-th on, resolved
    (the dungeon and the branch: `choices`), then the room ability it triggers (its targets: `room_targets`)."""
    act = {"type": "activate_ability", "player": "Alice", "object": "door", "ability": 1,
           "mana_abilities": [{"object": f"i{j}"} for j in range(k, k + 5)]}
    more = {**({"choices": {"door": choices}} if choices else {}),
            **({"trigger_targets": {"dungeon:Alice": room_targets}} if room_targets else {})}
    return [act, p("Alice"), p("Bob", **more), p("Alice"), p("Bob")]


def dungeon_of(replay, name="Alice"):
    pl = next(x for x in replay.final_state["players"] if x["name"] == name)
    return pl.get("dungeon"), pl.get("dungeons_completed", 0)


@pytest.mark.parametrize("name", PLAYED)
def test_venture_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def door(n=20, more=()):
    return [obj("door", "Secret Door"), *islands(n), obj("lib1", "Island", zone="library"), obj("lib2", "Island", zone="library"),
            obj("bears", "Grizzly Bears", owner="Bob"), *more]


def test_first_venture_puts_the_chosen_dungeon_in_the_command_zone_on_its_topmost_room(cards):
    replay = run(cards, door(5), door_venture(0, {"dungeon": MINE}))
    assert not refused(replay), log(replay)
    assert dungeon_of(replay) == ({"name": MINE, "room": "Cave Entrance"}, 0), log(replay)
    assert {"701.49a", "309.2b", "309.4c"} <= cited(replay), sorted(cited(replay))


def test_cave_entrance_room_ability_scries_1(cards):
    replay = run(cards, door(5), door_venture(0, {"dungeon": MINE}))
    assert "Alice scries 1" in log(replay), log(replay)


def test_first_venture_without_a_named_dungeon_is_refused_naming_the_field(cards):
    replay = run(cards, door(5), door_venture(0))
    assert refused(replay) and "choices.door.dungeon" in log(replay), log(replay)


def test_a_dungeon_the_engine_does_not_hold_is_refused(cards):
    replay = run(cards, door(5), door_venture(0, {"dungeon": "Tomb of Annihilation"}))
    assert refused(replay) and "not a dungeon card the engine holds" in log(replay), log(replay)


def test_goblin_lair_chosen_at_the_fork_creates_a_red_goblin(cards):
    replay = run(cards, door(10), door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Goblin Lair"}))
    assert not refused(replay), log(replay)
    assert dungeon_of(replay)[0] == {"name": MINE, "room": "Goblin Lair"}
    goblin = objects_in(replay.final_state)["goblin"]
    assert goblin["controller"] == "Alice" and (goblin["power"], goblin["toughness"]) == (1, 1), goblin
    assert "701.49b" in cited(replay), sorted(cited(replay))


def test_a_fork_without_a_named_room_is_refused(cards):
    replay = run(cards, door(10), door_venture(0, {"dungeon": MINE}) + door_venture(5))
    assert refused(replay) and "choices.door.room" in log(replay), log(replay)


def test_a_room_no_arrow_leads_to_is_refused(cards):
    replay = run(cards, door(10), door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Dark Pool"}))
    assert refused(replay) and "not a room an arrow from Cave Entrance leads to" in log(replay), log(replay)


def test_mine_tunnels_creates_a_treasure(cards):
    replay = run(cards, door(10), door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"}))
    assert objects_in(replay.final_state)["treasure"]["controller"] == "Alice", log(replay)


def test_storeroom_puts_a_counter_on_the_creature_its_controller_targets(cards):
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Goblin Lair"})
               + door_venture(10, {"room": "Storeroom"}, ["wall"]))
    replay = run(cards, door(15, [obj("wall", "Grizzly Bears")]), actions)
    assert not refused(replay), log(replay)
    assert pt(replay, "wall") == (3, 3) and pt(replay, "bears") == (2, 2), log(replay)


def test_dark_pool_drains_each_opponent_for_1(cards):
    actions = door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Goblin Lair"}) + door_venture(10, {"room": "Dark Pool"})
    replay = run(cards, door(15), actions)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)


def test_fungi_cavern_gives_the_target_minus_4_minus_0(cards):
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"})
               + door_venture(10, {"room": "Fungi Cavern"}, ["bears"]))
    replay = run(cards, door(15), actions)
    assert pt(replay, "bears") == (-2, 2), log(replay)


def test_temple_of_dumathoin_draws_then_the_dungeon_leaves_the_game_completed(cards):
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"})
               + door_venture(10, {"room": "Fungi Cavern"}, ["bears"]) + door_venture(15))
    replay = run(cards, door(20), actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "lib1") == "hand" and dungeon_of(replay) == (None, 1), log(replay)
    assert {"704.5t", "309.7"} <= cited(replay), sorted(cited(replay))


def test_the_dungeon_stays_while_its_bottommost_room_ability_waits_on_the_stack(cards):
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"})
               + door_venture(10, {"room": "Fungi Cavern"}, ["bears"]) + door_venture(15)[:3])
    replay = run(cards, door(20), actions)
    assert dungeon_of(replay) == ({"name": MINE, "room": "Temple of Dumathoin"}, 0), log(replay)


def test_veteran_dungeoneers_enters_trigger_ventures(cards):
    objects = [obj("vet", "Veteran Dungeoneer", zone="hand"), *(obj(f"p{i}", "Plains") for i in range(4)),
               obj("lib1", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vet", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"vet": {"dungeon": MINE}})]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert dungeon_of(replay)[0] == {"name": MINE, "room": "Cave Entrance"}, log(replay)


def test_fates_reversal_returns_the_card_then_ventures(cards):
    objects = [obj("fr", "Fates' Reversal", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(2)),
               obj("dead", "Grizzly Bears", zone="graveyard"), obj("lib1", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fr", "targets": ["dead"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(2)]},
               p("Alice"), p("Bob", choices={"fr": {"dungeon": MINE}})]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "dead") == "hand" and dungeon_of(replay)[0] == {"name": MINE, "room": "Cave Entrance"}, log(replay)


@pytest.mark.parametrize("name", ["Secret Door", "Veteran Dungeoneer", "Fates' Reversal"])
def test_venturing_cards_are_refused_under_the_2007_rules(cards, name):
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="later than the February 2007 rules"):
        load_scenario(in_main_phase([obj("c", name, zone="hand")], [], R2007, "dungeons"), cards=cards)


def walk(cards, more, ventures=4):
    """Secret Door ventures `ventures` times down Mine Tunnels and Fungi Cavern (Grizzly Bears its target) with `more` in play."""
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"})
               + door_venture(10, {"room": "Fungi Cavern"}, ["bears"]) + door_venture(15))[:5 * ventures]
    replay = run(cards, door(20, more), actions)
    assert not refused(replay), log(replay)
    return replay


def test_cloister_gargoyle_gets_3_0_and_flying_once_its_controller_completed_a_dungeon(cards):
    replay = walk(cards, [obj("garg", "Cloister Gargoyle")])
    garg = objects_in(replay.final_state)["garg"]
    assert dungeon_of(replay)[1] == 1 and pt(replay, "garg") == (3, 4) and "flying" in garg["keywords"], garg


def test_cloister_gargoyle_stays_0_4_before_the_dungeon_is_completed(cards):
    replay = walk(cards, [obj("garg", "Cloister Gargoyle")], ventures=3)
    garg = objects_in(replay.final_state)["garg"]
    assert pt(replay, "garg") == (0, 4) and "flying" not in garg.get("keywords", ()), garg


def test_gloom_stalker_has_double_strike_once_its_controller_completed_a_dungeon(cards):
    replay = walk(cards, [obj("gs", "Gloom Stalker"), obj("bob_gs", "Gloom Stalker", owner="Bob")])
    found = objects_in(replay.final_state)
    assert "double strike" in found["gs"]["keywords"], found["gs"]
    assert "double strike" not in found["bob_gs"].get("keywords", ()), found["bob_gs"]  # Bob completed none


@pytest.mark.parametrize("name", ["Gloom Stalker", "Cloister Gargoyle", "Hama Pashar, Ruin Seeker", "Nadaar, Selfless Paladin",
                                  "Keen-Eared Sentry"])
def test_completed_a_dungeon_cards_are_refused_under_the_2007_rules(cards, name):
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="later than the February 2007 rules"):
        load_scenario(in_main_phase([obj("c", name, zone="hand")], [], R2007, "dungeons"), cards=cards)


def test_venturing_from_the_bottommost_room_completes_the_dungeon_and_starts_another(cards):
    """701.49c: Bar the Gate ventures while Temple of Dumathoin's ability waits on the stack (the marker is on the bottommost
    room): Lost Mine of Phandelver is removed, completed, and the chosen one put in on its topmost room; the Temple's
    ability still resolves."""
    more = [obj("gate", "Bar the Gate", zone="hand"), obj("snap", "Snapcaster Mage", owner="Bob", zone="hand"),
            *(obj(f"bi{k}", "Island", owner="Bob") for k in range(2))]
    actions = (door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Mine Tunnels"})
               + door_venture(10, {"room": "Fungi Cavern"}, ["bears"]) + door_venture(15)[:3]
               + [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "snap", "mana_abilities": [{"object": "bi0"}, {"object": "bi1"}]},
                  p("Bob"), {"type": "play_spell", "player": "Alice", "object": "gate", "targets": ["snap"],
                             "mana_abilities": [{"object": f"i{k}"} for k in range(20, 23)]},
                  p("Alice"), p("Bob", choices={"gate": {"dungeon": MINE}}), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    replay = run(cards, door(23, more), actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "snap") == "graveyard" and zone_of(replay, "lib1") == "hand", log(replay)
    assert dungeon_of(replay) == ({"name": MINE, "room": "Cave Entrance"}, 1), log(replay)
    assert {"701.49c", "309.7"} <= cited(replay) and "704.5t" not in cited(replay), sorted(cited(replay))


def test_hama_pashar_makes_each_room_ability_trigger_an_additional_time(cards):
    replay = run(cards, door(10, [obj("hama", "Hama Pashar, Ruin Seeker"), obj("wall", "Grizzly Bears")]),
                 door_venture(0, {"dungeon": MINE}) + [p("Alice"), p("Bob")] + door_venture(5, {"room": "Goblin Lair"})
                 + [p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert log(replay).count("Alice scries 1") == 2, log(replay)
    assert {"goblin", "goblin-2"} <= set(objects_in(replay.final_state)), log(replay)
    assert "603.2d" in cited(replay), sorted(cited(replay))


def test_hama_pashar_room_abilities_each_take_their_own_targets(cards):
    actions = (door_venture(0, {"dungeon": MINE}) + [p("Alice"), p("Bob")] + door_venture(5, {"room": "Goblin Lair"})
               + [p("Alice"), p("Bob")] + door_venture(10, {"room": "Storeroom"}, [["wall"], ["bears"]]) + [p("Alice"), p("Bob")])
    replay = run(cards, door(15, [obj("hama", "Hama Pashar, Ruin Seeker"), obj("wall", "Grizzly Bears")]), actions)
    assert not refused(replay), log(replay)
    assert pt(replay, "wall") == (3, 3) and pt(replay, "bears") == (3, 3), log(replay)


def test_hama_pashar_doesnt_help_an_opponents_dungeon(cards):
    replay = run(cards, door(5, [obj("hama", "Hama Pashar, Ruin Seeker", owner="Bob")]), door_venture(0, {"dungeon": MINE}))
    assert log(replay).count("Alice scries 1") == 1, log(replay)


@pytest.mark.parametrize("ventures, wall", [(3, (2, 2)), (4, (3, 3))])
def test_nadaar_gives_its_controllers_other_creatures_1_1_once_they_completed_a_dungeon(cards, ventures, wall):
    replay = walk(cards, [obj("nadaar", "Nadaar, Selfless Paladin"), obj("wall", "Grizzly Bears"),
                          obj("bob_bears", "Grizzly Bears", owner="Bob")], ventures)
    assert pt(replay, "wall") == wall and pt(replay, "nadaar") == (3, 3) and pt(replay, "bob_bears") == (2, 2), log(replay)


def test_keen_eared_sentry_stops_an_opponents_second_venture_in_a_turn(cards):
    replay = run(cards, door(10, [obj("sentry", "Keen-Eared Sentry", owner="Bob")]),
                 door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Goblin Lair"})[:3])
    assert not refused(replay), log(replay)
    assert dungeon_of(replay)[0] == {"name": MINE, "room": "Cave Entrance"} and "goblin" not in objects_in(replay.final_state)
    assert "101.2" in cited(replay), sorted(cited(replay))


def test_keen_eared_sentry_doesnt_limit_its_controller(cards):
    replay = run(cards, door(10, [obj("sentry", "Keen-Eared Sentry")]),
                 door_venture(0, {"dungeon": MINE}) + door_venture(5, {"room": "Goblin Lair"}))
    assert dungeon_of(replay)[0] == {"name": MINE, "room": "Goblin Lair"}, log(replay)


def test_clattering_skeletons_ventures_when_it_dies(cards):
    objects = [obj("skel", "Clattering Skeletons"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("lib1", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["skel"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"skel": {"dungeon": MINE}}), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "skel") == "graveyard" and dungeon_of(replay)[0] == {"name": MINE, "room": "Cave Entrance"}, log(replay)
    assert "Alice scries 1" in log(replay), log(replay)
