"""Combat damage triggers on a kind of creature (rulings/oracle/combat_damage_dealers.py,
rulings/engine/combat_damage_dealers.py), played from real cards (combat_damage_dealers_cards.json:
records copied from the pool): "Whenever a Ninja you control deals combat damage to a player"
(Ingenious Infiltrator), "a Kraken, Leviathan, Octopus, or Serpent" (Spawning Kraken), "a nontoken
artifact creature" (Virulent Silencer), "a creature token" (Curiosity Crafter), "a creature you control
with deathtouch" (Fynn, the Fangbearer): once for each such creature; "Whenever one or more non-Human /
nontoken / artifact creatures you control deal combat damage to a player" (Keeper of Fables, Rooftop
Bypass, Thopter Spy Network): once for each player in one combat damage step (2007 310.4 with 410.6;
2026 510.2 with 603.2c); "deals combat damage to an opponent" (Coastal Piracy, Mindscour Dragon).
Near misses (the creature or the amount named, "historic", counters, a Sliver anyone controls) stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "combat_damage_dealers_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ONCE = {R2007: "410.6", R2026: "603.2c"}
EACH = {R2007: "410.2", R2026: "510.3a"}  # a triggered ability triggers on the combat damage dealt
PLAYED = ['Automated Assembly Line', 'Black Widow, Deadly Hunter', 'Boggart Mob', 'Coastal Piracy', 'Curiosity Crafter',
          'Curious Altisaur', 'Ezio, Blade of Vengeance', 'Feywild Visitor', 'Fynn, the Fangbearer', 'Ingenious Infiltrator',
          'Keeper of Fables', 'Mindscour Dragon', 'Moria Marauder', "Raiders' Spoils", 'Research Thief', 'Rooftop Bypass',
          'Seafloor Oracle', 'Seshiro the Anointed', 'Sharding Sphinx', "Sleeper's Robe", 'Spawning Kraken',
          "Thopter Spy Network", "Virulent Silencer", "Zeriam, Golden Wind", "Rakish Heir", "Stensia Masquerade", "Necropolis Regent",
          "White Widow, Yelena Belova", "Old Gnawbone", "Starwinder", "Shroofus Sproutsire", "Prosperous Thief", "A-Prosperous Thief",
          "Invasion Tactics", "Abomination, Irradiated Brute", "Hydra Omnivore", "Grenzo's Ruffians", "Amarant Coral",
          "Bred for the Hunt", "Yathan Tombguard", "Ray Fillet, Wave Warrior", "Haliya, Ascendant Cadet", "Ikra Shidiqi, the Usurper",
          "Araña, Heart of the Spider", "SP//dr, Piloted by Peni"]
#: "historic", "with power 7 or greater",
#: "Pirates" with "that player's library", "a Sliver" anyone controls and "its controller", "a commander", "a creature
#: deals combat damage to one of your opponents, its controller may draw"
NEAR_MISSES = ["Aya of Alexandria", "Ramirez DePietro, Pillager",
               "Synapse Sliver", "Tifa, Martial Artist", "Kediss, Emberclaw Familiar", "Edric, Spymaster of Trest"]
LIBRARY = [obj(f"lib{n}", "Island", zone="library") for n in range(6)]


def combat(cards, objects, attackers, rules, blocks=(), answers=None):
    """Alice attacks Bob from the beginning of combat; combat damage is assigned as the rules default it, then every
    trigger resolves (`answers`: Bob's passes' choices, for the abilities they resolve)."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}]
    actions += [p("Alice"), p("Bob", **(answers or {}))] * (4 if rules == R2007 else 3)
    doc = {"format": 1, "rules": rules, "name": "combat damage dealers", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects + LIBRARY, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def hand(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


def poison(replay, player="Bob"):
    return next(pl.get("poison", 0) for pl in replay.final_state["players"] if pl["name"] == player)


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ingenious_infiltrator_draws_for_its_own_ninja_and_not_for_a_bear(cards, rules):
    replay = combat(cards, [obj("ninja", "Ingenious Infiltrator"), obj("bears", "Grizzly Bears")], ["ninja", "bears"], rules)
    assert log(replay).count("Ingenious Infiltrator's ability triggers") == 1, log(replay)
    assert life(replay)["Bob"] == 16 and len(hand(replay)) == 1, log(replay)
    assert EACH[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_spawning_kraken_makes_a_kraken_for_a_kraken_and_none_for_a_blocked_one(cards, rules):
    replay = combat(cards, [obj("spawner", "Spawning Kraken"), obj("bears", "Grizzly Bears")], ["spawner", "bears"], rules)
    assert log(replay).count("Spawning Kraken's ability triggers") == 1, log(replay)
    krakens = [o for o in objects_in(replay.final_state).values() if o.get("token") and o["name"] == "Kraken"]
    assert len(krakens) == 1, log(replay)
    blocked = combat(cards, [obj("spawner", "Spawning Kraken"), obj("giant", "Hill Giant", owner="Bob")], ["spawner"], rules,
                     blocks=[("giant", "spawner")])
    assert "Spawning Kraken's ability triggers" not in log(blocked), log(blocked)  # combat damage to a creature only


@pytest.mark.parametrize("rules", EDITIONS)
def test_virulent_silencer_poisons_for_each_nontoken_artifact_creature_and_not_a_bear(cards, rules):
    objects = [obj("silencer", "Virulent Silencer"), obj("sable", "Bronze Sable"), obj("bears", "Grizzly Bears")]
    replay = combat(cards, objects, ["silencer", "sable", "bears"], rules)
    assert log(replay).count("Virulent Silencer's ability triggers") == 2, log(replay)
    assert poison(replay) == 4, log(replay)


ARTIFACT_TOKEN = {"id": "servo", "owner": "Alice", "zone": "in_play", "token": True,
                  "card": {"name": "Construct", "types": ["Artifact", "Creature"], "subtypes": ["Construct"], "power": 2, "toughness": 2}}


def test_virulent_silencer_doesnt_poison_for_an_artifact_creature_token(cards):
    replay = combat(cards, [obj("silencer", "Virulent Silencer", tapped=True), ARTIFACT_TOKEN], ["servo"], R2026)
    assert "Virulent Silencer's ability triggers" not in log(replay), log(replay)
    assert poison(replay) == 0 and life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_curiosity_crafter_draws_for_a_creature_token_only(cards, rules):
    replay = combat(cards, [obj("crafter", "Curiosity Crafter"), ARTIFACT_TOKEN], ["crafter", "servo"], rules)
    assert log(replay).count("Curiosity Crafter's ability triggers") == 1, log(replay)
    assert len(hand(replay)) == 1 and life(replay)["Bob"] == 15, log(replay)


def test_fynn_poisons_for_a_creature_with_deathtouch_2026(cards):
    replay = combat(cards, [obj("fynn", "Fynn, the Fangbearer"), obj("bears", "Grizzly Bears")], ["fynn", "bears"], R2026)
    assert log(replay).count("Fynn, the Fangbearer's ability triggers") == 1, log(replay)
    assert poison(replay) == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_keeper_of_fables_draws_once_for_a_non_human_and_a_human_together(cards, rules):
    objects = [obj("keeper", "Keeper of Fables"), obj("vanguard", "Elite Vanguard"), obj("bears", "Grizzly Bears")]
    replay = combat(cards, objects, ["keeper", "vanguard", "bears"], rules)
    assert log(replay).count("Keeper of Fables's ability triggers") == 1, log(replay)
    assert len(hand(replay)) == 1, log(replay)
    assert ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_keeper_of_fables_doesnt_draw_for_a_human_alone(cards, rules):
    replay = combat(cards, [obj("keeper", "Keeper of Fables", tapped=True), obj("vanguard", "Elite Vanguard")], ["vanguard"], rules)
    assert "Keeper of Fables's ability triggers" not in log(replay), log(replay)
    assert hand(replay) == [] and life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thopter_spy_network_draws_once_for_two_artifact_creatures(cards, rules):
    objects = [obj("network", "Thopter Spy Network"), obj("sable", "Bronze Sable"), ARTIFACT_TOKEN]
    replay = combat(cards, objects, ["sable", "servo"], rules)
    assert log(replay).count("Thopter Spy Network's ability triggers") == 1, log(replay)
    assert len(hand(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thopter_spy_network_doesnt_draw_for_an_ornithopter_that_deals_no_damage(cards, rules):
    replay = combat(cards, [obj("network", "Thopter Spy Network"), obj("orni", "Ornithopter"), obj("bears", "Grizzly Bears")],
                    ["orni", "bears"], rules)
    assert "Thopter Spy Network's ability triggers" not in log(replay), log(replay)  # 0 damage is no damage dealt


def test_rooftop_bypass_makes_one_assassin_for_nontoken_creatures_not_for_a_token(cards):
    rules = R2026  # menace is later than 2007
    replay = combat(cards, [obj("bypass", "Rooftop Bypass"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")],
                    ["bears", "giant"], rules)
    assert log(replay).count("Rooftop Bypass's ability triggers") == 1, log(replay)
    tokens = combat(cards, [obj("bypass", "Rooftop Bypass"), ARTIFACT_TOKEN], ["servo"], rules)
    assert "Rooftop Bypass's ability triggers" not in log(tokens), log(tokens)


BOB_LIBRARY = [obj(f"bob_lib{n}", "Mountain", owner="Bob", zone="library") for n in range(5)]


def test_mindscour_dragon_mills_its_target_for_combat_damage_to_an_opponent(cards):
    rules = R2026  # "mill" is later than 2007
    replay = combat(cards, [obj("dragon", "Mindscour Dragon")] + BOB_LIBRARY, ["dragon"], rules)
    assert log(replay).count("Mindscour Dragon's ability triggers") == 1, log(replay)
    graveyard = [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert len(graveyard) == 4, log(replay)


def test_feywild_visitor_gives_the_commander_the_one_or_more_nontoken_trigger_2026(cards):
    objects = [obj("visitor", "Feywild Visitor"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears")]
    doc_players = [{"name": "Alice", "commander": "giant"}, {"name": "Bob"}]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant", "bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}] + [p("Alice"), p("Bob")] * 2
    doc = {"format": 1, "rules": R2026, "name": "commander's granted trigger", "players": doc_players,
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert log(replay).count("ability triggers") == 1, log(replay)  # the commander's only, once for both creatures
    faeries = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Faerie" in o["name"]]
    assert len(faeries) == 1, log(replay)


@pytest.mark.parametrize("dealer, error", [
    ({"subtypes": ["Forest"]}, "creature types"), ({"types": ["Creature"]}, "Artifact"), ({"token": "no"}, "true or false"),
    ({"color": "red"}, "not a field"), ({}, "an object")])
def test_the_loader_refuses_a_dealer_it_cant_read(dealer, error):
    card = {"name": "Test Ninja", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "creature_you_control", "to": "player", "combat": True,
                                          "dealer": dealer}, "effect": [{"do": "draw", "amount": 1}]}]}
    doc = {"format": 1, "rules": R2026, "name": "bad dealer", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "objects": [{"id": "n", "card": card, "owner": "Alice", "zone": "in_play"}], "actions": []}
    with pytest.raises(ScenarioError, match=error):
        load_scenario(doc)


def test_the_loader_refuses_a_dealer_on_a_trigger_of_another_creature():
    card = {"name": "Test Ninja", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True,
                                          "dealer": {"subtypes": ["Ninja"]}}, "effect": [{"do": "draw", "amount": 1}]}]}
    doc = {"format": 1, "rules": R2026, "name": "bad dealer", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "objects": [{"id": "n", "card": card, "owner": "Alice", "zone": "in_play"}], "actions": []}
    with pytest.raises(ScenarioError, match="creature_you_control"):
        load_scenario(doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rakish_heir_puts_the_counter_on_the_vampire_that_dealt_the_damage(cards, rules):
    replay = combat(cards, [obj("heir", "Rakish Heir"), obj("bears", "Grizzly Bears")], ["heir", "bears"], rules)
    objs = objects_in(replay.final_state)
    assert objs["heir"].get("counters", {}).get("+1/+1") == 1, log(replay)
    assert not objs["bears"].get("counters"), log(replay)  # not a Vampire: no trigger
    assert log(replay).count("Rakish Heir's ability triggers") == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_necropolis_regent_puts_that_many_counters_on_each_creature_that_dealt_it(cards, rules):
    replay = combat(cards, [obj("regent", "Necropolis Regent", tapped=True), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")],
                    ["bears", "giant"], rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["counters"]["+1/+1"] == 2 and objs["giant"]["counters"]["+1/+1"] == 3, log(replay)


@pytest.mark.parametrize("text", [
    "Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on that Vampire.",
    "Whenever a Vampire you control deals combat damage to a player, put two +1/+1 counter on it.",
    "Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it and draw a card.",
    "Whenever a Vampire you control deals combat damage to a player, it deals that much damage to each opponent.",
    "Whenever a Vampire you control deals combat damage to a player or planeswalker, draw a card.",
    "Whenever a Forest you control deals combat damage to a player, draw a card.",
    "Whenever a Goblin you control with haste deals combat damage to a player, draw a card.",
    "Whenever a creature you control with a -1/-1 counter on it deals combat damage to a player, draw a card.",
    "Whenever one or more creatures you control with counters on it deal combat damage to a player, draw a card.",
    "Whenever one or more Pirates deal combat damage to a player, draw a card.",
    "Whenever a creature you control deals combat damage to a player, you gain life equal to that creature's mana value.",
    "Whenever a modified creature token you control deals combat damage to a player, draw a card.",
    "Whenever a nontoken creature token you control deals combat damage to a player, draw a card.",
    "Whenever one or more Elves you control deal combat damage to a player, draw a card.",
    "Whenever one or more Forest creatures you control deal combat damage to a player, draw a card.",
    "Whenever a creature you control deals combat damage to a player, that player mills that many cards.",
    "Whenever a creature you control deals combat damage to a player, put that many +1/+1 counters on target creature.",
    "Whenever a Saproling you control deals combat damage to a player, create that many Saprolings and draw that many cards.",
    "Whenever one or more nontoken creatures you control deal combat damage to a player, they gain indestructible until end of turn.",
    "Whenever a Sliver deals combat damage to a player, draw a card.",
    "Whenever a creature you control deals combat damage to an opponent, it deals that much damage to each other opponent.",
    "Whenever this creature deals combat damage to a player, it deals that much damage to each other opponent.",
    "Whenever this creature deals combat damage to an opponent, it deals that much damage to each other player."])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Vampire"], "power": "1",
                             "toughness": "1", "text": text}).played


def treasures(replay):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and o["name"] == "Treasure"]


def test_old_gnawbone_makes_as_many_treasures_as_each_creature_dealt(cards):
    rules = R2026  # Treasure tokens are later than 2007
    replay = combat(cards, [obj("gnawbone", "Old Gnawbone", tapped=True), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")],
                    ["bears", "giant"], rules)
    assert log(replay).count("Old Gnawbone's ability triggers") == 2, log(replay)
    assert len(treasures(replay)) == 5, log(replay)  # 2 for the Bears, 3 for the Giant


def test_prosperous_thief_makes_one_treasure_for_its_ninja_and_none_for_bears_alone(cards):
    rules = R2026  # Treasure tokens are later than 2007
    replay = combat(cards, [obj("thief", "Prosperous Thief"), obj("bears", "Grizzly Bears")], ["thief", "bears"], rules)
    assert log(replay).count("Prosperous Thief's ability triggers") == 1 and len(treasures(replay)) == 1, log(replay)
    alone = combat(cards, [obj("thief", "Prosperous Thief", tapped=True), obj("bears", "Grizzly Bears")], ["bears"], rules)
    assert "Prosperous Thief's ability triggers" not in log(alone) and not treasures(alone), log(alone)


def three_player_combat(cards, objects, attackers, rules, defending="Bob"):
    """Alice attacks `defending` in a game of Alice, Bob and Carol; every trigger resolves."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers, "attacking": {a: defending for a in attackers}},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": defending, "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}]
    actions += [p("Alice"), p("Bob"), p("Carol")] * (3 if rules == R2007 else 2)
    doc = {"format": 1, "rules": rules, "name": "each other opponent", "players": [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_hydra_omnivore_deals_that_much_to_each_other_opponent(cards, rules):
    replay = three_player_combat(cards, [obj("hydra", "Hydra Omnivore")], ["hydra"], rules)
    assert life(replay) == {"Alice": 20, "Bob": 12, "Carol": 12}, log(replay)
    assert "For each other opponent" in log(replay), log(replay)
    assert {R2007: "103.4", R2026: "101.4"}[rules] in cited(replay), sorted(cited(replay))


def test_hydra_omnivore_with_one_opponent_deals_no_more_damage(cards):
    replay = combat(cards, [obj("hydra", "Hydra Omnivore")], ["hydra"], R2026)
    assert life(replay) == {"Alice": 20, "Bob": 12}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", [True, False])
def test_bred_for_the_hunt_may_draw_for_the_creature_with_a_plus_one_counter_only(cards, rules, may):
    objects = [obj("bred", "Bred for the Hunt"), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}), obj("giant", "Hill Giant")]
    replay = combat(cards, objects, ["bears", "giant"], rules, answers={"choices": {"bred": {"may": may}}})
    assert log(replay).count("Bred for the Hunt's ability triggers") == 1, log(replay)
    assert len(hand(replay)) == (1 if may else 0), log(replay)


def test_ray_fillet_draws_for_the_creature_with_a_counter_only(cards):
    rules = R2026
    objects = [obj("fillet", "Ray Fillet, Wave Warrior", tapped=True), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("giant", "Hill Giant")]
    replay = combat(cards, objects, ["bears", "giant"], rules)
    assert log(replay).count("Ray Fillet, Wave Warrior's ability triggers") == 1, log(replay)
    assert len(hand(replay)) == 1 and life(replay)["Bob"] == 14, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_haliya_draws_once_for_creatures_with_plus_one_counters_and_not_without(cards, rules):
    objects = [obj("haliya", "Haliya, Ascendant Cadet", tapped=True), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("giant", "Hill Giant", counters={"+1/+1": 2})]
    replay = combat(cards, objects, ["bears", "giant"], rules)
    assert log(replay).count("Haliya, Ascendant Cadet's ability triggers") == 1 and len(hand(replay)) == 1, log(replay)
    bare = combat(cards, [obj("haliya", "Haliya, Ascendant Cadet", tapped=True), obj("giant", "Hill Giant")], ["giant"], rules)
    assert "Haliya, Ascendant Cadet's ability triggers" not in log(bare), log(bare)


def test_ikra_shidiqi_gains_the_toughness_of_each_creature_that_dealt_it(cards):
    rules = R2026  # menace and partner are later than 2007
    replay = combat(cards, [obj("ikra", "Ikra Shidiqi, the Usurper", tapped=True), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")],
                    ["bears", "giant"], rules)
    assert life(replay) == {"Alice": 25, "Bob": 15}, log(replay)  # 2 for the Bears' toughness, 3 for the Giant's


def test_spdr_draws_for_an_equipped_creature_and_one_with_its_controllers_aura_not_an_opponents_aura(cards):
    rules = R2026  # "modified" (2026 700.9) is later than 2007
    objects = [obj("spdr", "SP//dr, Piloted by Peni", tapped=True), obj("bears", "Grizzly Bears"),
               obj("splitter", "Bonesplitter", attached_to="bears"), obj("giant", "Hill Giant"),
               obj("bob_strength", "Holy Strength", owner="Bob", attached_to="giant"), obj("bears2", "Grizzly Bears"),
               obj("strength", "Holy Strength", attached_to="bears2")]
    replay = combat(cards, objects, ["bears", "giant", "bears2"], rules)
    assert log(replay).count("SP//dr, Piloted by Peni's ability triggers") == 2, log(replay)
    assert len(hand(replay)) == 2, log(replay)
