"""A permanent's damage to the creature of a trigger event or to that creature's controller
(rulings/oracle/damage_event_triggers.py), played from real cards' Oracle text
(damage_event_triggers_cards.json: records copied from the pool): Aether Flash, Caltrops, Powerstone
Minefield, Rampaging Ferocidon, Battle Strain, Heat of Battle, Dingus Staff, Ankh of Mishra, Dingus Egg, and "that much" damage: Repercussion, Coalhauler Swine. Each event triggers the
ability once (2007 410.2; 2026 603.2); "that creature's controller" is read as it resolves, or as the
creature last existed on the battlefield (2007 413.2f; 2026 608.2h); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "damage_event_triggers_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Lightning Bolt and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Aether Flash", "Caltrops", "Powerstone Minefield", "Rampaging Ferocidon", "Battle Strain", "Heat of Battle",
          "Dingus Staff", "Ankh of Mishra", "Dingus Egg", "Repercussion", "Coalhauler Swine"]
#: "a creature without flying attacks you", "with flying attacks you", a land tapped for mana, "a goaded creature",
#: "enchanted creature is dealt damage, it deals" (the creature, not the Aura, the source): not the events this reads
NEAR_MISSES = ["Circle of Flame", "Raking Canopy", "Barbed Foliage", "Manabarbs", "Vengeful Ancestor", "Tember City",
               "Spiteful Shadows"]
CONTROLLER = {R2007: "413.2f", R2026: "608.2h"}  # "that creature's controller": as it is (or last was) on the battlefield


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "damage event triggers"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def damage(replay, oid):
    return objects_in(replay.final_state)[oid]["damage"]


RESOLVE = [p("Alice"), p("Bob")]


def attack(attacker, blocker=None, triggers=False):
    """Alice attacks with `attacker` (its attack trigger resolving, if `triggers`); Bob blocks it with `blocker` (or not)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]}, *(RESOLVE if triggers else ()),
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": attacker}] if blocker else []}]


@pytest.mark.parametrize("name", PLAYED)
def test_damage_event_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_aether_flash_deals_2_damage_to_a_creature_that_enters(cards, rules):
    objects = [obj("flash", "Aether Flash", owner="Bob"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert {R2007: "410.2", R2026: "603.6a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_caltrops_deals_1_damage_to_each_attacking_creature(cards, rules):
    objects = [obj("caltrops", "Caltrops", owner="Bob"), obj("giant", "Hill Giant")]
    replay = play(cards, objects, attack("giant", triggers=True)[:4], rules)
    assert damage(replay, "giant") == 1, log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_powerstone_minefield_damages_the_attacker_and_the_blocker(cards, rules):
    objects = [obj("field", "Powerstone Minefield", owner="Bob"), obj("giant", "Hill Giant"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [*attack("giant", "bears", triggers=True), *RESOLVE], rules)
    assert damage(replay, "giant") == 2, log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # 2 damage as it blocks, before combat damage


@pytest.mark.parametrize("rules", EDITIONS)
def test_battle_strain_deals_1_damage_to_the_blockers_controller(cards, rules):
    objects = [obj("strain", "Battle Strain"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [*attack("giant", "bears"), *RESOLVE], rules)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)  # Bob's creature blocked: Bob, not the enchantment's controller
    assert CONTROLLER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dingus_staff_deals_2_damage_to_the_controller_of_the_creature_that_died(cards, rules):
    objects = [obj("staff", "Dingus Staff"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m0"}]},
               *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)  # the controller as it last existed on the battlefield
    assert CONTROLLER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_rampaging_ferocidon_damages_the_controller_of_another_creature_but_not_for_itself(cards, rules):
    objects = [obj("dino", "Rampaging Ferocidon", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               *(obj(f"f{i}", "Forest") for i in range(2)), *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dino", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               *RESOLVE,
               {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 19, "Bob": 20}, log(replay)  # once: for the Bears, not for itself


@pytest.mark.parametrize("rules", EDITIONS)
def test_ankh_of_mishra_deals_2_damage_to_the_player_whose_land_enters(cards, rules):
    objects = [obj("ankh", "Ankh of Mishra", owner="Bob"), obj("mountain", "Mountain", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "mountain"}, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)  # Alice's land: Alice, not the artifact's controller
    assert CONTROLLER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dingus_egg_deals_2_damage_to_the_controller_of_the_land_put_into_a_graveyard(cards, rules):
    objects = [obj("egg", "Dingus Egg"), obj("rain", "Stone Rain", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)),
               obj("island", "Island", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rain", "targets": ["island"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "island") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)  # the controller as the land last existed on the battlefield
    assert CONTROLLER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dingus_egg_ignores_a_creature_put_into_a_graveyard(cards, rules):
    objects = [obj("egg", "Dingus Egg"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m0"}]},
               *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_repercussion_deals_the_damage_a_creature_was_dealt_to_its_controller(cards, rules):
    objects = [obj("rep", "Repercussion"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"),
               obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["giant"], "mana_abilities": [{"object": "m0"}]},
               *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "giant") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)  # 3 damage to the Giant: 3 to Bob, who controlled it
    assert CONTROLLER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_coalhauler_swine_deals_the_damage_it_was_dealt_to_each_player(cards, rules):
    objects = [obj("swine", "Coalhauler Swine", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["swine"], "mana_abilities": [{"object": "m0"}]},
               *RESOLVE, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 17, "Bob": 17}, log(replay)
    assert damage(replay, "swine") == 3, log(replay)
