""" "Sacrifice ~ and [another instruction]" in upkeep triggers (rulings/oracle/sacrifice_self_and.py) and the board
conditions before them (rulings/oracle/upkeep_board_conditions.py), played from real cards' Oracle text
(sacrifice_self_and_cards.json: records copied from the pool): Brink of Madness ("if you have no cards in hand, sacrifice
this enchantment and target opponent discards their hand"), Second Chance ("if you have 5 or less life, ... and take an
extra turn after this one"), Planar Collapse ("if there are four or more creatures on the battlefield, ... and destroy
all creatures. They can't be regenerated."), Impending Disaster ("if there are seven or more lands on the battlefield,
... and destroy all lands"), Sarcomancy ("if there are no Zombies on the battlefield, this enchantment deals 1 damage to
you"): the condition checked as the upkeep begins and again as the ability resolves (2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "sacrifice_self_and_cards.json"
POOL_TOO = True  # Grizzly Bears, Island from the shared sample (Gravedigger, a Zombie, in the cards file)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
PLAYED = ["Brink of Madness", "Second Chance", "Planar Collapse", "Impending Disaster", "Sarcomancy"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, sacrifice this creature and it deals 7 damage to you.",
    "At the beginning of your upkeep, sacrifice this enchantment and pay {2}{G}{G}.",
    "At the beginning of your upkeep, if there are no Elves on the battlefield, this enchantment deals 1 damage to you.",
    "At the beginning of your upkeep, if there are four or more creatures in play, sacrifice this enchantment and destroy all creatures.",
]


def upkeep(cards, rules, objects, alice=None, targets=None):
    """Alice's turn 3 from its untap step into her upkeep, through the trigger's resolution; both have a library."""
    libraries = [obj(f"lib{owner}{i}", "Island", zone="library", owner=owner) for owner in ("Alice", "Bob") for i in range(3)]
    sc = {"format": 1, "rules": rules, "name": "sacrifice and", "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects + libraries,
          "actions": [p("Alice", **({"trigger_targets": targets} if targets else {})), p("Bob")]}
    return run_scenario(load_scenario(sc, cards=cards))


def zone(replay, oid):
    return objects_in(replay.final_state)[oid]["zone"]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{3}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_brink_of_madness_is_sacrificed_and_the_opponent_discards_their_hand(cards, rules):
    objects = [obj("brink", "Brink of Madness")] + [obj(f"h{i}", "Island", owner="Bob", zone="hand") for i in range(3)]
    replay = upkeep(cards, rules, objects, targets={"brink": ["Bob"]})
    assert not refused(replay), log(replay)
    assert zone(replay, "brink") == "graveyard", log(replay)
    assert all(zone(replay, f"h{i}") == "graveyard" for i in range(3)), log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_brink_of_madness_does_nothing_with_a_card_in_hand(cards, rules):
    objects = [obj("brink", "Brink of Madness"), obj("mine", "Island", zone="hand"), obj("h0", "Island", owner="Bob", zone="hand")]
    replay = upkeep(cards, rules, objects, targets={"brink": ["Bob"]})
    assert zone(replay, "brink") == "in_play" and zone(replay, "h0") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("life, extra", [(5, True), (6, False)])
def test_second_chance_gives_an_extra_turn_at_5_or_less_life(cards, rules, life, extra):
    replay = upkeep(cards, rules, [obj("chance", "Second Chance")], alice={"life": life})
    assert not refused(replay), log(replay)
    assert (zone(replay, "chance") == "graveyard") == extra, log(replay)
    assert ("Alice will take an extra turn after this one." in log(replay)) == extra, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("creatures, collapses", [(4, True), (3, False)])
def test_planar_collapse_counts_every_players_creatures(cards, rules, creatures, collapses):
    objects = [obj("collapse", "Planar Collapse"), obj("a0", "Grizzly Bears")] + \
        [obj(f"b{i}", "Grizzly Bears", owner="Bob") for i in range(creatures - 1)]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert (zone(replay, "collapse") == "graveyard") == collapses, log(replay)
    assert (zone(replay, "a0") == "graveyard") == collapses and (zone(replay, "b0") == "graveyard") == collapses, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("lands, disaster", [(7, True), (6, False)])
def test_impending_disaster_destroys_all_lands_with_seven_on_the_battlefield(cards, rules, lands, disaster):
    objects = [obj("disaster", "Impending Disaster"), obj("bears", "Grizzly Bears")] + \
        [obj(f"l{i}", "Island", owner="Alice" if i % 2 else "Bob") for i in range(lands)]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert (zone(replay, "disaster") == "graveyard") == disaster, log(replay)
    assert all((zone(replay, f"l{i}") == "graveyard") == disaster for i in range(lands)), log(replay)
    assert zone(replay, "bears") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bobs_zombie, damaged", [(False, True), (True, False)])
def test_sarcomancy_deals_1_damage_with_no_zombie_on_the_battlefield(cards, rules, bobs_zombie, damaged):
    objects = [obj("sarco", "Sarcomancy")]
    if bobs_zombie:  # any player's Zombie counts
        objects.append(obj("z", "Gravedigger", owner="Bob"))
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    alice = next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")
    assert alice["life"] == (19 if damaged else 20), log(replay)
