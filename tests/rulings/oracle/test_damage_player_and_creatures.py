"""Damage to a target player (or planeswalker) and to each creature that player (or that
planeswalker's controller) controls (rulings/oracle/damage_player_and_creatures.py), played from real
cards' Oracle text (damage_player_and_creatures_cards.json: records copied from the pool): Flame Wave,
Lavalanche, Radiating Lightning, Chandra's Fury, Chandra, Flame's Fury and Chandra, Pyrogenius. The
target first, then each creature its player controls as the spell resolves, all before state-based
actions (2007 413.2b; 2026 608.2c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "damage_player_and_creatures_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Flame Wave", "Lavalanche", "Radiating Lightning", "Chandra's Fury", "Chandra, Flame's Fury", "Chandra, Pyrogenius",
          "Chandra's Flame Wave"]  # its second sentence, "Search your library and/or graveyard for a card named ...", read elsewhere
#: "for each player ... equal to", "you may pay {X}. If you do,", damage "equal to the revealed card's mana value": none
#: of them this family's whole paragraph (a combat damage trigger's "each creature that player controls", Balefire Dragon
#: and Shockmaw Dragon, is damaged_player_counts.py's now: test_damaged_player_counts.py)
NEAR_MISSES = ["Incite Rebellion", "Which of You Burns Brightest?", "Cerebral Eruption"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "damage to a player and their creatures"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def damage(replay, oid):
    return objects_in(replay.final_state)[oid]["damage"]


def cast(spell, target, lands, **more):
    return [{"type": "play_spell", "player": "Alice", "object": spell, "targets": [target],
             "mana_abilities": [{"object": land} for land in lands], **more}, p("Alice"), p("Bob")]


def board():
    return [obj("bears", "Grizzly Bears", owner="Bob"), obj("force", "Force of Nature", owner="Bob"),
            obj("mine", "Grizzly Bears")]


@pytest.mark.parametrize("name", PLAYED)
def test_player_and_creatures_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_flame_wave_damages_the_target_player_and_only_that_players_creatures(cards, rules):
    lands = [f"m{i}" for i in range(7)]
    objects = [obj("wave", "Flame Wave", zone="hand"), *(obj(m, "Mountain") for m in lands), *board()]
    replay = play(cards, objects, cast("wave", "Bob", lands), rules)
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # 4 damage: destroyed after the spell has resolved
    assert damage(replay, "force") == 4, log(replay)
    assert damage(replay, "mine") == 0, log(replay)  # Alice's creature: not that player's
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))


def test_flame_wave_at_a_planeswalker_damages_its_controllers_creatures(cards):
    lands = [f"m{i}" for i in range(7)]
    objects = [obj("wave", "Flame Wave", zone="hand"), *(obj(m, "Mountain") for m in lands), *board(),
               obj("walker", "Chandra Nalaar", owner="Bob")]
    replay = play(cards, objects, cast("wave", "walker", lands), R2026)
    assert objects_in(replay.final_state)["walker"]["counters"] == {"loyalty": 2}, log(replay)  # 6 loyalty, 4 damage
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)  # the planeswalker, not its controller
    assert damage(replay, "force") == 4 and zone_of(replay, "bears") == "graveyard", log(replay)
    assert damage(replay, "mine") == 0, log(replay)
    assert {"120.3c", "120.3e"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_radiating_lightning_deals_its_own_amount_to_each_creature(cards, rules):
    lands = [f"m{i}" for i in range(4)]
    objects = [obj("bolt", "Radiating Lightning", zone="hand"), *(obj(m, "Mountain") for m in lands), *board()]
    replay = play(cards, objects, cast("bolt", "Bob", lands), rules)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    assert damage(replay, "bears") == 1 and damage(replay, "force") == 1, log(replay)
    assert damage(replay, "mine") == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lavalanche_deals_x_to_the_player_and_each_of_their_creatures(cards, rules):
    lands = ["m0", "m1", "m2", "m3", "swamp", "forest"]
    objects = [obj("lava", "Lavalanche", zone="hand"), *(obj(m, "Mountain") for m in lands[:4]), obj("swamp", "Swamp"),
               obj("forest", "Forest"), *board(), obj("giant", "Hill Giant", owner="Bob")]
    replay = play(cards, objects, cast("lava", "Bob", lands, x=3), rules)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    assert zone_of(replay, "giant") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert damage(replay, "force") == 3 and damage(replay, "mine") == 0, log(replay)


def test_chandra_flames_fury_ultimate_damages_the_player_and_their_creatures(cards):
    objects = [obj("chandra", "Chandra, Flame's Fury", counters={"loyalty": 9}), *board()]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "chandra", "ability": 2, "targets": ["Bob"]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert life(replay) == {"Alice": 20, "Bob": 10}, log(replay)
    assert zone_of(replay, "force") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert damage(replay, "mine") == 0, log(replay)
    assert objects_in(replay.final_state)["chandra"]["counters"] == {"loyalty": 1}, log(replay)
