"""The initiative (rulings/oracle/initiative.py, rulings/engine/initiative.py) and Undercity (rulings/engine/dungeons.py),
played from real cards' Oracle text (initiative_cards.json: records copied from the pool): "When this creature enters,
you take the initiative" (Aarakocra Sneak, Goliath Paladin, Underdark Explorer, Avenging Hunter) and "At the beginning
of your end step, if you have the initiative, ..." (Feywild Caretaker, Passageway Seer). Taking it makes the
player venture into Undercity (2026 726.2, 701.49d), so does the beginning of their upkeep, and creatures dealing combat
damage to them make their controller take it (726.2, 726.3). Each of Undercity's rooms plays as printed, Throne of the
Dead Three too. The initiative is later than the February 2007 rules: those cards are refused there. Near misses (a
condition on who has the initiative, or another sentence no template reads beside it) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "initiative_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
UNDERCITY = "Undercity"
KEY = "initiative:Alice"
PLAYED = ["Aarakocra Sneak", "Goliath Paladin", "Underdark Explorer", "Avenging Hunter", "Feywild Caretaker", "Passageway Seer"]
#: cards whose other words no template reads ("Create three of those tokens instead if you've completed a dungeon", "if you
#: or a player you're attacking has the initiative", "If you have the initiative, add {C}{C} instead", ...)
NEAR_MISSES = ["Safana, Calimport Cutthroat", "Rasaad yn Bashir", "Undercellar Sweep",
               "Loot Dispute", "Sarevok's Tome", "Wowzer, the Aspirational", "Clear, Fair Magic"]


def scenario(objects, actions, rules=R2026, phase="precombat_main", step=None, initiative=None, active="Alice"):
    players = [{"name": n, **({"initiative": True} if n == initiative else {})} for n in ("Alice", "Bob")]
    return {"format": 1, "rules": rules, "name": "initiative", "players": players,
            "turn": {"number": 3, "active_player": active, "phase": phase, "step": step}, "objects": objects, "actions": actions}


def run(cards, objects, actions, **kw):
    return run_scenario(load_scenario(scenario(objects, actions, **kw), cards=cards))


def player(replay, name="Alice"):
    return next(x for x in replay.final_state["players"] if x["name"] == name)


def sneak(more=(), library=("Forest", "Island")):
    """Alice's Aarakocra Sneak in her hand, four Islands to cast it, the cards of her library (lib0, lib1 ...)."""
    return [obj("sneak", "Aarakocra Sneak", zone="hand"), *(obj(f"i{k}", "Island") for k in range(4)),
            *(obj(f"lib{k}", name, zone="library") for k, name in enumerate(library)), *more]


def cast_sneak(venture=None, room=None, room_targets=None):
    """Cast Aarakocra Sneak and let it, its entering trigger, the initiative's venture and the room ability resolve."""
    more = {**({"choices": {KEY: venture}} if venture else {})}
    room_more = {**({"choices": {"dungeon:Alice": room}} if room else {}),
                 **({"trigger_targets": {"dungeon:Alice": room_targets}} if room_targets else {})}
    return [{"type": "play_spell", "player": "Alice", "object": "sneak", "mana_abilities": [{"object": f"i{k}"} for k in range(4)]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob", **more), p("Alice"), p("Bob", **room_more)]


@pytest.mark.parametrize("name", PLAYED)
def test_initiative_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_taking_the_initiative_gives_the_player_the_designation(cards):
    replay = run(cards, sneak(), cast_sneak()[:5])
    assert not refused(replay), log(replay)
    assert player(replay).get("initiative") is True and not player(replay, "Bob").get("initiative"), log(replay)
    assert {"726.1", "726.2"} <= cited(replay), sorted(cited(replay))


def test_taking_the_initiative_ventures_into_undercity_onto_secret_entrance(cards):
    replay = run(cards, sneak(), cast_sneak()[:7])
    assert not refused(replay), log(replay)
    assert player(replay)["dungeon"] == {"name": UNDERCITY, "room": "Secret Entrance"}, log(replay)
    assert {"701.49a", "701.49d", "309.4c"} <= cited(replay), sorted(cited(replay))


def test_secret_entrance_puts_a_basic_land_card_into_the_hand(cards):
    replay = run(cards, sneak(library=("Forest", "Grizzly Bears", "Grizzly Bears")), cast_sneak())
    assert not refused(replay), log(replay)
    assert zone_of(replay, "lib0") == "hand" and zone_of(replay, "lib1") == "library", log(replay)


def test_the_player_who_has_the_initiative_ventures_into_undercity_at_the_beginning_of_their_upkeep(cards):
    replay = run(cards, [obj("lib0", "Forest", zone="library")], [p("Alice"), p("Bob"), p("Alice"), p("Bob")],
                 phase="beginning", step="upkeep", initiative="Alice")
    assert not refused(replay), log(replay)
    assert player(replay)["dungeon"] == {"name": UNDERCITY, "room": "Secret Entrance"}, log(replay)
    assert zone_of(replay, "lib0") == "hand" and "726.2" in cited(replay), log(replay)


def test_no_venture_at_the_upkeep_of_a_player_who_doesnt_have_the_initiative(cards):
    replay = run(cards, [obj("lib0", "Forest", zone="library")], [p("Bob"), p("Alice")],
                 phase="beginning", step="upkeep", initiative="Alice", active="Bob")
    assert not refused(replay), log(replay)
    assert "dungeon" not in player(replay) and "dungeon" not in player(replay, "Bob"), log(replay)
    assert "The initiative's inherent ability triggers" not in log(replay), log(replay)


def attack_bob(extra=()):
    """Alice attacks Bob with her Grizzly Bears; Bob doesn't block; the combat damage step's triggers resolve."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
            p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"),
            *extra]


def test_combat_damage_to_the_player_who_has_the_initiative_makes_the_attackers_controller_take_it(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("lib0", "Forest", zone="library")]
    replay = run(cards, objects, attack_bob([p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")]),
                 initiative="Bob")
    assert not refused(replay), log(replay)
    assert player(replay).get("initiative") is True and not player(replay, "Bob").get("initiative"), log(replay)
    assert player(replay)["dungeon"] == {"name": UNDERCITY, "room": "Secret Entrance"}, log(replay)
    assert {"726.2", "726.3"} <= cited(replay), sorted(cited(replay))


def test_the_combat_damage_trigger_is_controlled_by_the_player_who_had_the_initiative(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("lib0", "Forest", zone="library")]
    replay = run(cards, objects, attack_bob([p("Alice"), p("Bob")]), initiative="Bob")
    assert "The initiative's triggered ability (Bob's) goes on the stack" in log(replay), log(replay)


def test_taking_the_initiative_again_keeps_one_designation_and_ventures_again(cards):
    replay = run(cards, sneak(library=("Forest", "Grizzly Bears")), cast_sneak(), initiative="Alice")
    assert not refused(replay), log(replay)
    assert player(replay).get("initiative") is True and not player(replay, "Bob").get("initiative"), log(replay)
    assert player(replay)["dungeon"] == {"name": UNDERCITY, "room": "Secret Entrance"}, log(replay)
    assert "726.5" in cited(replay), sorted(cited(replay))


def door_venture(k, room=None, room_more=None):
    """Secret Door's "{4}{U}: Venture into the dungeon" paid with the Islands i<k>..i<k+4> (its branch: `room`),
    then the room ability it triggers resolves (`room_more`: that pass's `choices` / `trigger_targets`)."""
    act = {"type": "activate_ability", "player": "Alice", "object": "door", "ability": 1,
           "mana_abilities": [{"object": f"i{j}"} for j in range(k, k + 5)]}
    return [act, p("Alice"), p("Bob", **({"choices": {"door": {"room": room}}} if room else {})), p("Alice"), p("Bob", **(room_more or {}))]


def walk(cards, rooms, library=("Forest",), more=(), last=None):
    """Aarakocra Sneak takes the initiative (Undercity, Secret Entrance), then Secret Door ventures down `rooms` (the
    last one's room ability resolving with `last`: its `choices` / `trigger_targets`)."""
    objects = sneak([obj("door", "Secret Door"), *(obj(f"i{k}", "Island") for k in range(4, 4 + 5 * len(rooms))),
                     obj("bears", "Grizzly Bears", owner="Bob"), *more], library)
    actions = cast_sneak()
    for n, room in enumerate(rooms):
        actions += door_venture(4 + 5 * n, room if room != "-" else None, last if n == len(rooms) - 1 else None)
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    return replay


def room_of(replay):
    return player(replay).get("dungeon", {}).get("room")


def test_forge_puts_two_counters_on_the_target_creature(cards):
    replay = walk(cards, ["Forge"], last={"trigger_targets": {"dungeon:Alice": ["bears"]}})
    assert room_of(replay) == "Forge" and pt(replay, "bears") == (4, 4), log(replay)
    assert "701.49b" in cited(replay), sorted(cited(replay))


def test_lost_well_scries_2(cards):
    replay = walk(cards, ["Lost Well"])
    assert room_of(replay) == "Lost Well" and "Alice scries 2" in log(replay), log(replay)


def test_a_plain_venture_follows_undercitys_arrows_and_refuses_a_room_none_leads_to(cards):
    with pytest.raises(AssertionError, match="not a room an arrow from Secret Entrance leads to"):
        walk(cards, ["Stash"])


def test_trap_makes_the_target_player_lose_5_life(cards):
    replay = walk(cards, ["Forge", "Trap!"], last={"trigger_targets": {"dungeon:Alice": ["Bob"]}})
    assert room_of(replay) == "Trap!" and player(replay, "Bob")["life"] == 15, log(replay)


def test_arena_goads_the_target_creature(cards):
    replay = walk(cards, ["Forge", "Arena"], last={"trigger_targets": {"dungeon:Alice": ["bears"]}})
    assert room_of(replay) == "Arena" and "701.15a" in cited(replay), log(replay)


def test_stash_creates_a_treasure(cards):
    replay = walk(cards, ["Lost Well", "Stash"])
    assert room_of(replay) == "Stash" and objects_in(replay.final_state)["treasure"]["controller"] == "Alice", log(replay)


def test_archives_draws_a_card(cards):
    replay = walk(cards, ["Forge", "Trap!", "Archives"], library=("Forest", "Island"))
    assert room_of(replay) == "Archives" and zone_of(replay, "lib1") == "hand", log(replay)


def test_catacombs_creates_a_4_1_black_skeleton_with_menace(cards):
    replay = walk(cards, ["Lost Well", "Stash", "Catacombs"])
    skeleton = objects_in(replay.final_state)["skeleton"]
    assert room_of(replay) == "Catacombs" and (skeleton["power"], skeleton["toughness"]) == (4, 1), skeleton
    assert skeleton["colors"] == ["black"] and "menace" in skeleton["keywords"], skeleton


THRONE = ["Lost Well", "Stash", "Catacombs", "-"]
#: Secret Entrance takes the Forest and shuffles: the ten cards left are the ones Throne of the Dead Three reveals
TEN = ("Forest", "Grizzly Bears", "Island", "Island", "Goliath Paladin", "Island", "Island", "Island", "Island", "Island", "Island")


def test_throne_of_the_dead_three_puts_the_chosen_creature_onto_the_battlefield_with_three_counters_and_hexproof(cards):
    replay = walk(cards, THRONE, library=TEN, last={"choices": {"dungeon:Alice": {"cards": ["lib1"]}}})
    assert zone_of(replay, "lib1") == "in_play" and zone_of(replay, "lib4") == "library", log(replay)
    assert pt(replay, "lib1") == (5, 5) and "hexproof" in objects_in(replay.final_state)["lib1"]["keywords"], log(replay)
    assert "Alice shuffles their library" in log(replay), log(replay)


def test_throne_of_the_dead_three_refuses_a_card_that_isnt_a_revealed_creature_card(cards):
    with pytest.raises(AssertionError, match="is not a creature card among the top ten"):
        walk(cards, THRONE, library=TEN, last={"choices": {"dungeon:Alice": {"cards": ["lib2"]}}})


def test_throne_of_the_dead_three_with_no_creature_card_puts_none(cards):
    replay = walk(cards, THRONE, library=("Forest", "Island", "Island"))
    assert "there is no creature card among them" in log(replay), log(replay)


def test_undercity_is_completed_after_its_bottommost_room(cards):
    replay = walk(cards, THRONE, library=TEN)
    assert "dungeon" not in player(replay) and player(replay)["dungeons_completed"] == 1, log(replay)
    assert {"704.5t", "309.7"} <= cited(replay), sorted(cited(replay))


def test_a_plain_venture_into_the_dungeon_cant_choose_undercity(cards):
    objects = [obj("door", "Secret Door"), *(obj(f"i{k}", "Island") for k in range(5))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "door", "ability": 1,
                "mana_abilities": [{"object": f"i{k}"} for k in range(5)]}, p("Alice"), p("Bob", choices={"door": {"dungeon": UNDERCITY}})]
    replay = run(cards, objects, actions)
    assert refused(replay) and "You can't enter this dungeon unless you 'venture into Undercity'" in log(replay), log(replay)


def test_venturing_into_undercity_with_another_dungeon_in_the_command_zone_moves_through_that_one(cards):
    """701.49d: with Lost Mine of Phandelver already in the command zone, the initiative's venture follows its arrows."""
    objects = sneak([obj("door", "Secret Door"), *(obj(f"i{k}", "Island") for k in range(4, 9))])
    actions = [{"type": "activate_ability", "player": "Alice", "object": "door", "ability": 1,
                "mana_abilities": [{"object": f"i{k}"} for k in range(4, 9)]}, p("Alice"),
               p("Bob", choices={"door": {"dungeon": "Lost Mine of Phandelver"}}), p("Alice"), p("Bob")]
    actions += cast_sneak(venture={"room": "Mine Tunnels"})
    replay = run(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert player(replay)["dungeon"] == {"name": "Lost Mine of Phandelver", "room": "Mine Tunnels"}, log(replay)
    assert objects_in(replay.final_state)["treasure"]["controller"] == "Alice", log(replay)


@pytest.mark.parametrize("name", PLAYED)
def test_cards_that_take_the_initiative_are_refused_under_the_2007_rules(cards, name):
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="the February 2007 rules have no initiative"):
        load_scenario(scenario([obj("c", name, zone="hand")], [], rules=R2007), cards=cards)


def test_a_player_who_has_the_initiative_is_refused_under_the_2007_rules(cards):
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match=r"players\[0\]\.initiative"):
        load_scenario(scenario([], [], rules=R2007, initiative="Alice"), cards=cards)


def test_two_players_with_the_initiative_are_refused(cards):
    from rulings.engine.errors import ScenarioError
    data = scenario([], [])
    data["players"] = [{"name": "Alice", "initiative": True}, {"name": "Bob", "initiative": True}]
    with pytest.raises(ScenarioError, match="only one player can have the initiative"):
        load_scenario(data, cards=cards)


def end_step(cards, card, holder):
    return run(cards, [obj("c", card)], [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")],
               phase="postcombat_main", initiative=holder)


def test_feywild_caretaker_makes_a_faerie_dragon_at_its_controllers_end_step_while_they_have_the_initiative(cards):
    replay = end_step(cards, "Feywild Caretaker", "Alice")
    assert not refused(replay), log(replay)
    dragon = objects_in(replay.final_state)["faerie"]
    assert dragon["controller"] == "Alice" and (dragon["power"], dragon["toughness"]) == (1, 1), dragon
    assert dragon["colors"] == ["blue"] and "flying" in dragon["keywords"], dragon
    assert "603.4" in cited(replay), sorted(cited(replay))


def test_feywild_caretaker_makes_nothing_while_an_opponent_has_the_initiative(cards):
    replay = end_step(cards, "Feywild Caretaker", "Bob")
    assert not refused(replay), log(replay)
    assert "faerie" not in objects_in(replay.final_state), log(replay)


@pytest.mark.parametrize("holder, seer", [("Alice", (3, 3)), ("Bob", (2, 2)), (None, (2, 2))])
def test_passageway_seer_gets_a_counter_at_the_end_step_only_while_its_controller_has_the_initiative(cards, holder, seer):
    replay = end_step(cards, "Passageway Seer", holder)
    assert not refused(replay), log(replay)
    assert pt(replay, "c") == seer, log(replay)


def test_a_condition_on_the_initiative_is_refused_under_the_2007_rules(cards, compiled):
    """Passageway Seer without its entering trigger: only the end step's "if you have the initiative" is left."""
    from rulings.engine.errors import ScenarioError
    seer = dict(compiled["Passageway Seer"].definition)
    seer["abilities"] = [ab for ab in seer["abilities"] if "initiative" in ab.get("if", {})]
    seer["name"] = "Seer of the Test"
    data = scenario([obj("c", seer)], [], rules=R2007)
    with pytest.raises(ScenarioError, match="the February 2007 rules have no initiative"):
        load_scenario(data, cards=cards)


def test_when_the_player_who_has_the_initiative_leaves_a_game_of_three_the_active_player_takes_it(cards):
    data = scenario([obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("lib0", "Forest", zone="library")],
                    [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Carol"], "mana_abilities": [{"object": "m"}]},
                     p("Alice"), p("Bob")])
    data["players"] = [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol", "life": 3, "initiative": True}]
    data["actions"].insert(3, p("Carol"))
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    carol = player(replay, "Carol")
    assert carol.get("lost") and not carol.get("initiative") and player(replay).get("initiative") is True, log(replay)
    assert "726.4" in cited(replay) and "The initiative's triggered ability (Alice's) goes on the stack" in log(replay), log(replay)
