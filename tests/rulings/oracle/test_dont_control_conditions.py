"""An instruction followed only if you control no permanent of a kind (rulings/oracle/dont_control_conditions.py; the
engine's `{"you_control_no_kind": ...}`), played from real cards' Oracle text (dont_control_conditions_cards.json:
records copied from the pool): the Kamigawa Oni's "At the beginning of your upkeep, you lose 2 life if you don't
control an Ogre." (Scourge of Numai, Gutwrencher Oni, Painwracker Oni), checked as the instruction is followed (2007
413.2b; 2026 608.2c), and the same words as an intervening "if" (Butterbur, Bree Innkeeper: 2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "dont_control_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Scourge of Numai", "Gutwrencher Oni", "Painwracker Oni", "Takenuma Bleeder", "Raving Oni-Slave",
          "Butterbur, Bree Innkeeper", "Dire Tactics"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, you lose 2 life if you don't control another Ogre.",
    "At the beginning of your upkeep, you lose 2 life if you don't control two or more Ogres.",
    "At the beginning of your upkeep, you lose 2 life if you don't control an untapped Ogre.",
    "At the beginning of your upkeep, you lose 2 life if you don't control a legendary creature.",
    "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre or a Demon.",
    "At the beginning of your upkeep, you lose 2 life if an opponent doesn't control an Ogre.",
]

BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}


def play(cards, rules, objects, actions, turn=None):
    sc = in_main_phase(objects, actions, rules, "don't control conditions")
    if turn:
        sc["turn"] = turn
    return run_scenario(load_scenario(sc, cards=cards))


def upkeep(cards, rules, objects, passes=4):
    """From Bob's end step into Alice's upkeep and, with 4 passes, through the trigger's resolution."""
    return play(cards, rules, objects, [p("Bob"), p("Alice"), p("Alice"), p("Bob")][:passes], turn=BOBS_END_STEP)


def hand(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_scourge_of_numai_loses_2_life_without_an_ogre(cards, rules):
    replay = upkeep(cards, rules, [obj("oni", "Scourge of Numai")])
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 18, log(replay)
    assert FOLLOW[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_scourge_of_numai_triggers_but_loses_nothing_with_an_ogre(cards, rules):
    replay = upkeep(cards, rules, [obj("oni", "Scourge of Numai"), obj("ogre", "Gray Ogre")])
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)
    assert "triggers" in log(replay)  # not an intervening "if": it triggers, and the instruction is skipped
    assert FOLLOW[rules] in cited(replay) and IF[rules] not in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_opponents_ogre_doesnt_count(cards, rules):
    replay = upkeep(cards, rules, [obj("oni", "Scourge of Numai"), obj("ogre", "Gray Ogre", owner="Bob")])
    assert life(replay)["Alice"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gutwrencher_oni_discards_a_card_without_an_ogre(cards, rules):
    objects = [obj("oni", "Gutwrencher Oni"), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gutwrencher_oni_keeps_the_hand_with_an_ogre(cards, rules):
    objects = [obj("oni", "Gutwrencher Oni"), obj("ogre", "Gray Ogre"), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert hand(replay) == ["bolt"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_painwracker_oni_sacrifices_a_creature_without_an_ogre(cards, rules):
    objects = [obj("oni", "Painwracker Oni"), obj("bears", "Grizzly Bears")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    gone = [oid for oid in ("oni", "bears") if zone_of(replay, oid) == "graveyard"]
    assert len(gone) == 1, log(replay)  # one creature of Alice's choice, the Oni itself among them


@pytest.mark.parametrize("rules", EDITIONS)
def test_painwracker_oni_sacrifices_nothing_with_an_ogre(cards, rules):
    objects = [obj("oni", "Painwracker Oni"), obj("ogre", "Gray Ogre")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "oni") == zone_of(replay, "ogre") == "in_play", log(replay)


@pytest.mark.parametrize("food", [False, True])
def test_butterburs_if_is_an_intervening_if(cards, food):
    objects = [obj("butterbur", "Butterbur, Bree Innkeeper")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    if food:  # a Food Alice controls: the ability doesn't trigger at all
        objects.append({"id": "meal", "owner": "Alice", "zone": "in_play", "token": True,
                        "card": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"], "colors": [], "abilities": []}})
    replay = play(cards, R2026, objects, actions)
    foods = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]
    assert len(foods) == 1, log(replay)
    assert ("does not trigger" in log(replay)) == food, log(replay)
    assert IF[R2026] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dire_tactics_loses_the_exiled_creatures_toughness_without_a_human(cards, rules):
    objects = [obj("tactics", "Dire Tactics", zone="hand"), obj("pl", "Plains"), obj("sw", "Swamp"),
               obj("angel", "Serra Angel", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tactics", "targets": ["angel"],
                "mana_abilities": [{"object": "pl"}, {"object": "sw"}]}, p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") in ("removed_from_game", "exile"), log(replay)
    assert life(replay)["Alice"] == 16, log(replay)  # Serra Angel's toughness 4, as it last existed on the battlefield
