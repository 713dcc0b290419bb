"""Quest and verse counters (rulings/oracle/named_counters.py, rulings/engine/named_counters.py),
played from real cards' Oracle text (named_counters_cards.json: records copied from the pool):
"At the beginning of your upkeep, you may put a verse counter on this enchantment." with "[cost],
Sacrifice this enchantment: ..., where X is the number of verse counters on this enchantment" (Torch
Song, War Dance, Midsummer Revel), Zendikar's "Landfall — ..., you may put a quest counter on this
enchantment." with "Remove three quest counters from this enchantment and sacrifice it: ..." (the
Expeditions, Quest for the Gravelord), and Grindclock's "where X is the number of charge counters
on this artifact". A counter changes nothing by itself (2007 200.10; 2026 122.1); X is read as the
sacrificed permanent last existed on the battlefield (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "named_counters_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTER = {R2007: "200.10", R2026: "122.1"}
LAST_KNOWN = {R2007: "413.2f", R2026: "608.2h"}
COST = {R2007: "403.1", R2026: "602.1a"}
PLAYED = ["Torch Song", "War Dance", "Midsummer Revel", "Sunspring Expedition", "Ior Ruin Expedition", "Khalni Heart Expedition",
          "Soul Stair Expedition", "Zektar Shrine Expedition", "Quest for the Gravelord", "Grindclock", "Black Mana Battery",
          "Blue Mana Battery", "Green Mana Battery", "Red Mana Battery", "White Mana Battery", "Heliophial", "Golden Urn",
          "Clearwater Goblet", "Lightning Reaver", "Orochi Hatchery", "Coretapper", "Surge Node", "Vedalken Infuser",
          "Beastmaster Ascension", "Quest for the Goblin Lord", "Baku Altar", "Scavenging Ghoul", "Osai Vultures", "Dragon's Hoard",
          "Sunset Pyramid", "Barrin's Codex", "Icatian Javelineers", "Incendiary", "Ring of Three Wishes", "Ursine Fylgja",
          "Luxa River Shrine", "Component Pouch", "Bloodthirsty Ogre", "Magma Mine", "Spell Satchel"]
#: "up to X target ..." (the targets are chosen before the cost sacrifices it), "choose up to X cards", "pays {X}",
#: divided prevention, "if it had seven or more", conditions on the number of quest counters ("As long as ...",
#: "if this enchantment has four or more ..."), a counter put as a cost on a creature,
#: "put a verse counter ..., then it deals damage equal to ...", and trigger events the compiler doesn't read
NEAR_MISSES = ["Vile Requiem", "Recantation", "Rumbling Crescendo", "Serra's Liturgy", "Discordant Dirge", "Lilting Refrain",
               "Serra's Hymn", "Lost Isle Calling",  # Luminarch Ascension, Quest for the Necropolis: played (end step riders, cost changes)
               "Yisan, the Wanderer Bard", "Aria of Flame", "Quest for Pure Flame", "Quest for the Holy Relic",
               "Quest for Ancient Secrets", "Quest for the Gemblades",
               # "where X is the number of charge counters on it" (which "it"), "each player draws ... for each", "If you do, ..."
               "Surrakar Spellblade", "Otherworld Atlas", "Sphinx-Bone Wand",
               # "enters with X charge counters" read, but "counter that spell" / "Choose a color. Add one mana of that color for each" not
               "Chalice of the Void", "Astral Cornucopia",
               # "Remove X ki counters" (an X the engine doesn't announce for a named counter), "play that card without paying its
               # mana cost" (an "Activate only if there are three or more brick counters on this artifact" read alone)
               "Waxmane Baku", "Oracle's Vault",
               # "enters with a divinity counter on it if you cast it from your hand" (Wishclaw Talisman's "An opponent gains
               # control of this artifact" is read now: test_control_given_away.py)
               "Myojin of Cryptic Dreams"]


def run(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def in_upkeep(objects, actions, rules) -> dict:
    return {**in_main_phase(objects, actions, rules, "named counters"),
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_named_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_named_counter_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_an_expedition_removes_its_quest_counters_and_sacrifices_itself_as_one_cost(compiled):
    ability = compiled["Sunspring Expedition"].definition["abilities"][1]
    assert ability["cost"] == {"remove_counters": {"quest": 3}, "sacrifice": "self"}
    assert ability["effect"] == [{"do": "gain_life", "amount": 8, "player": "you"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_torch_song_gets_a_verse_counter_at_upkeep_when_its_controller_chooses(cards, rules):
    objects = [{**obj("torch", "Torch Song"), "counters": {"verse": 1}}]
    replay = run(cards, in_upkeep(objects, [p("Alice"), p("Bob", choices={"torch": {"may": True}})], rules))
    assert counters(replay, "torch") == {"verse": 2}, log(replay)
    assert COUNTER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_torch_song_gets_no_verse_counter_when_its_controller_declines(cards, rules):
    objects = [{**obj("torch", "Torch Song"), "counters": {"verse": 1}}]
    replay = run(cards, in_upkeep(objects, [p("Alice"), p("Bob", choices={"torch": {"may": False}})], rules))
    assert counters(replay, "torch") == {"verse": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_torch_song_deals_damage_equal_to_its_verse_counters_as_it_last_existed(cards, rules):
    objects = [{**obj("torch", "Torch Song"), "counters": {"verse": 3}}, *mountains(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "torch", "ability": 1, "targets": ["Bob"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Bob"] == 17, log(replay)
    assert zone_of(replay, "torch") == "graveyard"
    assert {LAST_KNOWN[rules], COST[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_torch_song_with_no_verse_counters_deals_no_damage(cards, rules):
    objects = [obj("torch", "Torch Song"), *mountains(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "torch", "ability": 1, "targets": ["Bob"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Bob"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_war_dance_gives_plus_x_plus_x_for_its_verse_counters(cards, rules):
    objects = [{**obj("dance", "War Dance"), "counters": {"verse": 2}}, obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dance", "ability": 1, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 4), log(replay)
    assert zone_of(replay, "dance") == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_midsummer_revel_creates_a_beast_for_each_verse_counter(cards, rules):
    objects = [{**obj("revel", "Midsummer Revel"), "counters": {"verse": 2}}, obj("f", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "revel", "ability": 1,
                "mana_abilities": [{"object": "f"}]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    beasts = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert [(o["power"], o["toughness"]) for o in beasts] == [(3, 3), (3, 3)], log(replay)


def test_an_expedition_gets_a_quest_counter_when_a_land_enters_under_its_controllers_control(cards):
    objects = [{**obj("exp", "Sunspring Expedition"), "counters": {"quest": 1}}, obj("plains", "Plains", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "plains"}, p("Alice"), p("Bob", choices={"exp": {"may": True}})]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert counters(replay, "exp") == {"quest": 2}, log(replay)
    assert COUNTER[R2026] in cited(replay)
    assert "Alice chooses to put a quest counter on Sunspring Expedition." in log(replay)  # the card's name, not "~"


def test_an_opponents_land_puts_no_quest_counter_on_the_expedition(cards):
    objects = [{**obj("exp", "Sunspring Expedition"), "counters": {"quest": 1}}, obj("plains", "Plains", owner="Bob", zone="hand")]
    scenario = {**in_main_phase(objects, [{"type": "play_land", "player": "Bob", "object": "plains"}], R2026),
                "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}}
    replay = run(cards, scenario)
    assert zone_of(replay, "plains") == "in_play" and not replay.final_state.get("stack"), log(replay)
    assert counters(replay, "exp") == {"quest": 1}, log(replay)


def test_sunspring_expedition_removes_three_quest_counters_and_is_sacrificed_to_gain_8_life(cards):
    objects = [{**obj("exp", "Sunspring Expedition"), "counters": {"quest": 3}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "exp", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert life(replay)["Alice"] == 28, log(replay)
    assert zone_of(replay, "exp") == "graveyard"
    said = log(replay)
    assert said.index("removes 3 quest counters") < said.index("sacrifices"), said
    assert COST[R2026] in cited(replay)


def test_an_expedition_with_two_quest_counters_cant_be_activated(cards):
    objects = [{**obj("exp", "Sunspring Expedition"), "counters": {"quest": 2}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "exp", "ability": 1}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused, log(replay)
    assert zone_of(replay, "exp") == "in_play" and life(replay)["Alice"] == 20


def test_quest_for_the_gravelord_gets_a_quest_counter_when_any_creature_dies(cards):
    objects = [obj("quest", "Quest for the Gravelord"), obj("bears", "Grizzly Bears", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"quest": {"may": True}})]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert counters(replay, "quest") == {"quest": 1}, log(replay)


def test_grindclock_mills_as_many_cards_as_its_charge_counters(cards):
    objects = [{**obj("clock", "Grindclock"), "counters": {"charge": 2}},
               *(obj(f"l{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "clock", "ability": 1, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert [zone_of(replay, f"l{i}") for i in range(3)].count("graveyard") == 2, log(replay)


def test_a_scenario_object_may_start_with_quest_and_verse_counters_but_not_an_unknown_kind(cards):
    load_scenario(in_main_phase([{**obj("exp", "Sunspring Expedition"), "counters": {"quest": 2, "verse": 1}}], [], R2026), cards=cards)
    with pytest.raises(ScenarioError, match="counters"):
        load_scenario(in_main_phase([{**obj("exp", "Sunspring Expedition"), "counters": {"bogus": 2}}], [], R2026), cards=cards)


def test_the_source_counts_of_the_named_counters_are_in_the_vocabulary():
    from rulings.engine.named_counters import COUNTS
    from rulings.engine.scenario.vocabulary import COUNTS as VOCABULARY
    assert set(COUNTS) <= set(VOCABULARY)


def mana_pool(replay) -> dict:
    return {k: v for k, v in replay.final_state["players"][0]["mana_pool"].items() if v}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_mana_battery_adds_one_mana_and_one_more_for_each_charge_counter_removed(cards, rules):
    objects = [{**obj("battery", "Black Mana Battery"), "counters": {"charge": 3}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": 1, "pay": {"remove_counters": 2}}]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert mana_pool(replay) == {"B": 3}, log(replay)
    assert counters(replay, "battery") == {"charge": 1}
    assert "Alice removes 2 charge counters from Black Mana Battery as a cost." in log(replay)
    assert {R2007: "406.1", R2026: "605.1a"}[rules] in cited(replay)  # a mana ability: it doesn't use the stack


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_mana_battery_removing_no_counters_still_adds_one_mana(cards, rules):
    objects = [{**obj("battery", "Red Mana Battery"), "counters": {"charge": 2}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": 1}]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert mana_pool(replay) == {"R": 1}, log(replay)
    assert counters(replay, "battery") == {"charge": 2}


def test_a_mana_battery_cant_remove_more_charge_counters_than_it_has(cards):
    objects = [{**obj("battery", "Green Mana Battery"), "counters": {"charge": 1}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": 1, "pay": {"remove_counters": 2}}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused and mana_pool(replay) == {}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_heliophial_deals_damage_equal_to_its_charge_counters_as_it_last_existed(cards, rules):
    objects = [{**obj("phial", "Heliophial"), "counters": {"charge": 2}}, *mountains(2), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "phial", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(2)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "phial") == "graveyard", log(replay)
    assert LAST_KNOWN[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_golden_urn_gains_life_equal_to_its_charge_counters(cards, rules):
    objects = [{**obj("urn", "Golden Urn"), "counters": {"charge": 4}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "urn", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Alice"] == 24, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may, gained", [(True, 3), (False, 0)])
def test_clearwater_goblet_may_gain_life_equal_to_its_charge_counters_at_upkeep(cards, rules, may, gained):
    objects = [{**obj("goblet", "Clearwater Goblet"), "counters": {"charge": 3}}]
    replay = run(cards, in_upkeep(objects, [p("Alice"), p("Bob", choices={"goblet": {"may": may}})], rules))
    assert life(replay)["Alice"] == 20 + gained, log(replay)


def test_lightning_reaver_deals_damage_equal_to_its_charge_counters_to_each_opponent_at_end_step(cards):
    objects = [{**obj("reaver", "Lightning Reaver"), "counters": {"charge": 2}}]
    scenario = {**in_main_phase(objects, [p("Alice"), p("Bob")], R2026),
                "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"}}
    replay = run(cards, scenario)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_orochi_hatchery_enters_with_x_charge_counters_the_value_of_x_not_the_mana_paid(cards, rules):
    objects = [obj("hatchery", "Orochi Hatchery", zone="hand"), *mountains(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "hatchery", "x": 2,
                "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "hatchery") == {"charge": 2}, log(replay)  # {X}{X} with X = 2: four mana, two counters
    assert {R2007: "419.1b", R2026: "614.1c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_coretapper_puts_a_charge_counter_on_an_opponents_artifact(cards, rules):
    objects = [obj("tapper", "Coretapper"), {**obj("node", "Surge Node", owner="Bob"), "counters": {"charge": 6}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "tapper", "ability": 0, "targets": ["node"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "node") == {"charge": 7}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_coretapper_sacrificed_puts_two_charge_counters_on_target_artifact(cards, rules):
    objects = [obj("tapper", "Coretapper"), obj("urn", "Golden Urn")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "tapper", "ability": 1, "targets": ["urn"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "urn") == {"charge": 2} and zone_of(replay, "tapper") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_surge_node_moves_one_of_its_charge_counters_to_target_artifact(cards, rules):
    objects = [{**obj("node", "Surge Node"), "counters": {"charge": 6}}, obj("urn", "Golden Urn"), obj("m", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "node", "ability": 1, "targets": ["urn"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert (counters(replay, "node"), counters(replay, "urn")) == ({"charge": 5}, {"charge": 1}), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may, after", [(True, {"charge": 7}), (False, {"charge": 6})])
def test_vedalken_infuser_may_put_a_charge_counter_on_target_artifact_at_upkeep(cards, rules, may, after):
    objects = [obj("infuser", "Vedalken Infuser"), {**obj("node", "Surge Node", owner="Bob"), "counters": {"charge": 6}}]
    actions = [p("Alice"), p("Bob", choices={"infuser": {"may": may}})]
    replay = run(cards, in_upkeep(objects, actions, rules))
    assert counters(replay, "node") == after, log(replay)  # the only artifact: an opponent's is a legal target


@pytest.mark.parametrize("quest, pt", [(6, (2, 2)), (7, (7, 7))])
def test_beastmaster_ascension_pumps_its_controllers_creatures_only_with_seven_quest_counters(cards, quest, pt):
    objects = [{**obj("asc", "Beastmaster Ascension"), "counters": {"quest": quest}}, obj("bears", "Grizzly Bears"),
               obj("bobs", "Grizzly Bears", owner="Bob")]
    replay = run(cards, in_main_phase(objects, [], R2026))
    found = objects_in(replay.final_state)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == pt, log(replay)
    assert (found["bobs"]["power"], found["bobs"]["toughness"]) == (2, 2)


def test_beastmaster_ascensions_seventh_quest_counter_from_an_attack_pumps_the_attacker(cards):
    objects = [{**obj("asc", "Beastmaster Ascension"), "counters": {"quest": 6}}, obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob", choices={"asc": {"may": True}})]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    bears = objects_in(replay.final_state)["bears"]
    assert counters(replay, "asc") == {"quest": 7} and (bears["power"], bears["toughness"]) == (7, 7), log(replay)


def test_quest_for_the_goblin_lord_gives_plus_two_only_with_five_quest_counters(cards):
    objects = [{**obj("quest", "Quest for the Goblin Lord"), "counters": {"quest": 5}}, obj("bears", "Grizzly Bears")]
    bears = objects_in(run(cards, in_main_phase(objects, [], R2026)).final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 2)


def test_a_quest_counter_condition_of_a_granted_ability_stays_text_only():
    from rulings.oracle import compile_card
    text = "As long as this enchantment has four or more quest counters on it, creatures you control have flying."
    assert not compile_card({"name": "Near Quest", "mana_cost": "{W}", "types": ["Enchantment"], "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_baku_altar_removes_a_ki_counter_to_create_a_spirit(cards, rules):
    objects = [{**obj("altar", "Baku Altar"), "counters": {"ki": 2}}, *mountains(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "altar", "ability": 1,
                "mana_abilities": [{"object": f"m{i}"} for i in range(2)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    spirits = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert [(o["name"], o["power"], o["toughness"]) for o in spirits] == [("Spirit", 1, 1)], log(replay)
    assert counters(replay, "altar") == {"ki": 1}
    assert COST[rules] in cited(replay)


def test_baku_altar_with_no_ki_counter_cant_be_activated(cards):
    objects = [obj("altar", "Baku Altar"), *mountains(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "altar", "ability": 1,
                "mana_abilities": [{"object": f"m{i}"} for i in range(2)]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scavenging_ghoul_gets_a_corpse_counter_for_each_creature_that_died_this_turn(cards, rules):
    objects = [obj("ghoul", "Scavenging Ghoul"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"),
               *(obj(f"bolt{i}", "Lightning Bolt", zone="hand") for i in range(2)), *mountains(2)]
    actions = [a for i in range(2) for a in (
        {"type": "play_spell", "player": "Alice", "object": f"bolt{i}", "targets": [f"b{i + 1}"], "mana_abilities": [{"object": f"m{i}"}]},
        p("Alice"), p("Bob"))]
    actions += [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "ghoul") == {"corpse": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scavenging_ghoul_removes_a_corpse_counter_to_regenerate(cards, rules):
    objects = [{**obj("ghoul", "Scavenging Ghoul"), "counters": {"corpse": 1}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ghoul", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "ghoul") == {}, log(replay)
    assert "regenerat" in log(replay).lower()


@pytest.mark.parametrize("rules", EDITIONS)
def test_osai_vultures_removes_two_carrion_counters_for_plus_one_plus_one(cards, rules):
    objects = [{**obj("vultures", "Osai Vultures"), "counters": {"carrion": 3}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "vultures", "ability": 2}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    vultures = objects_in(replay.final_state)["vultures"]
    assert (vultures["power"], vultures["toughness"], counters(replay, "vultures")) == (2, 2, {"carrion": 1}), log(replay)


def test_dragons_hoard_gets_a_gold_counter_only_when_a_dragon_enters(cards):
    objects = [obj("hoard", "Dragon's Hoard"), obj("plains", "Plains", zone="hand")]
    replay = run(cards, in_main_phase(objects, [{"type": "play_land", "player": "Alice", "object": "plains"}], R2026))
    assert counters(replay, "hoard") == {}, log(replay)


def test_dragons_hoard_removes_a_gold_counter_to_draw_a_card(cards):
    objects = [{**obj("hoard", "Dragon's Hoard"), "counters": {"gold": 1}}, obj("l", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "hoard", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert zone_of(replay, "l") == "hand" and counters(replay, "hoard") == {}, log(replay)


def test_sunset_pyramid_enters_with_three_brick_counters(cards):
    objects = [obj("pyr", "Sunset Pyramid", zone="hand"), *mountains(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pyr", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert counters(replay, "pyr") == {"brick": 3}, log(replay)
    assert "614.1c" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_barrins_codex_draws_a_card_for_each_page_counter_as_it_last_existed(cards, rules):
    objects = [{**obj("codex", "Barrin's Codex"), "counters": {"page": 2}}, *mountains(4),
               *(obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "codex", "ability": 1,
                "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert [zone_of(replay, f"l{i}") for i in range(3)].count("hand") == 2, log(replay)
    assert LAST_KNOWN[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_icatian_javelineers_enters_with_a_javelin_counter_and_removes_it_to_deal_1_damage(cards, rules):
    objects = [obj("jav", "Icatian Javelineers", zone="hand"), obj("p0", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "jav", "mana_abilities": [{"object": "p0"}]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert counters(replay, "jav") == {"javelin": 1}, log(replay)
    objects = [{**obj("jav", "Icatian Javelineers"), "counters": {"javelin": 1}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "jav", "ability": 1, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Bob"] == 19 and counters(replay, "jav") == {}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_incendiary_deals_damage_equal_to_its_fuse_counters_when_the_enchanted_creature_dies(cards, rules):
    objects = [{**obj("inc", "Incendiary"), "attached_to": "bears", "counters": {"fuse": 2}}, obj("bears", "Grizzly Bears", owner="Bob"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob", trigger_targets={"inc": ["Bob"]}), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Bob"] == 18, log(replay)  # the Aura is in the graveyard: its fuse counters as it last existed
    assert zone_of(replay, "inc") == "graveyard"


def test_ring_of_three_wishes_enters_with_three_wish_counters(cards):
    objects = [obj("ring", "Ring of Three Wishes", zone="hand"), *mountains(5)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ring", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert counters(replay, "ring") == {"wish": 3}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ursine_fylgja_removes_a_healing_counter_to_prevent_1_damage(cards, rules):
    objects = [{**obj("bear", "Ursine Fylgja"), "counters": {"healing": 4}}, obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bear", "ability": 1}, p("Alice"), p("Bob"),
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bear"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    bear = objects_in(replay.final_state)["bear"]
    assert (bear.get("damage"), counters(replay, "bear")) == (2, {"healing": 3}), log(replay)  # 3 damage, 1 of it prevented


def test_luxa_river_shrine_gains_life_and_gets_a_brick_counter(cards):
    objects = [obj("shrine", "Luxa River Shrine"), obj("m", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "shrine", "ability": 0, "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert (life(replay)["Alice"], counters(replay, "shrine")) == (21, {"brick": 1}), log(replay)


@pytest.mark.parametrize("bricks, refused", [(2, True), (3, False)])
def test_luxa_river_shrines_second_ability_needs_three_brick_counters(cards, bricks, refused):
    objects = [{**obj("shrine", "Luxa River Shrine"), "counters": {"brick": bricks}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "shrine", "ability": 1}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert bool(replay.steps[1].refused) == refused, log(replay)
    assert life(replay)["Alice"] == (20 if refused else 22)
    if refused:
        assert "the permanent has 3 or more brick counters on it" in log(replay), log(replay)
    else:
        assert counters(replay, "shrine") == {"brick": 3}  # the condition removes none


def test_component_pouch_removes_a_component_counter_to_add_two_mana_of_different_colors(cards):
    objects = [{**obj("pouch", "Component Pouch"), "counters": {"component": 1}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pouch", "ability": 0, "choice": "WU"}]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert mana_pool(replay) == {"W": 1, "U": 1} and counters(replay, "pouch") == {}, log(replay)
    assert "605.1a" in cited(replay)  # a mana ability, though its cost removes a counter


def test_component_pouch_with_no_component_counter_adds_no_mana(cards):
    objects = [obj("pouch", "Component Pouch")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pouch", "ability": 0, "choice": "WU"}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused and mana_pool(replay) == {}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_magma_mine_sacrificed_deals_damage_equal_to_its_pressure_counters(cards, rules):
    objects = [{**obj("mine", "Magma Mine"), "counters": {"pressure": 3}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mine", "ability": 1, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules))
    assert life(replay)["Bob"] == 17 and zone_of(replay, "mine") == "graveyard", log(replay)


def test_spell_satchel_removes_three_book_counters_to_draw(cards):
    objects = [{**obj("satchel", "Spell Satchel"), "counters": {"book": 4}}, *mountains(3), obj("l", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "satchel", "ability": 2,
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026))
    assert zone_of(replay, "l") == "hand" and counters(replay, "satchel") == {"book": 1}, log(replay)
