"""Counted amounts (rulings/oracle/counts_more.py) played from real cards' Oracle text
(counts_more_cards.json: records copied from the pool): "where X is 2 plus the number of cards
named ~ in all graveyards" (Kindle), "for each creature on the battlefield" (Congregate), "for
each creature card in your graveyard" (Gnaw to the Bone), "for each instant and sorcery card in
your graveyard" (Rise from the Tides), domain (Might of Alara), "then draw cards equal to the
number of cards named ~ in your graveyard" (Take Inventory): each counted as the instruction is
followed (2007 413.2; 2026 608.2h); and near misses, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p

CARDS = Path(__file__).parent / "counts_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}


def cast(cards, spell, land, n, rules, targets=(), objects=()):
    """Alice casts `spell` from her hand with `n` of `land`, and both players pass."""
    objs = [obj("spell", spell, zone="hand")] + [obj(f"land{i}", land) for i in range(n)] + list(objects)
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": list(targets),
                "mana_abilities": [{"object": f"land{i}"} for i in range(n)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objs, actions, rules, "counted amounts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



@pytest.mark.parametrize("name", ["Kindle", "Congregate", "Gnaw to the Bone", "Rise from the Tides", "Might of Alara",
                                  "Take Inventory", "Warfire Javelineer", "Fruition", "Accumulated Knowledge"])
def test_counted_amount_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_kindle_counts_the_kindles_in_all_graveyards(cards, rules):
    yards = [obj("k1", "Kindle", zone="graveyard"), obj("k2", "Kindle", owner="Bob", zone="graveyard"),
             obj("shock", "Shock", owner="Bob", zone="graveyard")]
    replay = cast(cards, "Kindle", "Mountain", 2, rules, ["Bob"], yards)
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)  # 2 plus two Kindles; the one resolving is on the stack
    assert "Kindle counts the cards with its name in all graveyards: 2" in log(replay), log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_congregate_counts_every_players_creatures(cards, rules):
    bears = [obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears", owner="Bob"), obj("b3", "Grizzly Bears", owner="Bob")]
    replay = cast(cards, "Congregate", "Plains", 4, rules, ["Alice"], bears)
    assert life(replay) == {"Alice": 26, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gnaw_to_the_bone_counts_only_creature_cards_in_your_graveyard(cards, rules):
    yards = [obj("b1", "Grizzly Bears", zone="graveyard"), obj("b2", "Grizzly Bears", zone="graveyard"),
             obj("shock", "Shock", zone="graveyard"), obj("b3", "Grizzly Bears", owner="Bob", zone="graveyard")]
    replay = cast(cards, "Gnaw to the Bone", "Forest", 3, rules, [], yards)
    assert life(replay)["Alice"] == 24, log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


def test_rise_from_the_tides_creates_a_tapped_zombie_for_each_instant_and_sorcery_card(cards):
    yards = [obj("shock", "Shock", zone="graveyard"), obj("k1", "Kindle", zone="graveyard"),
             obj("b1", "Grizzly Bears", zone="graveyard")]
    replay = cast(cards, "Rise from the Tides", "Island", 6, R2026, [], yards)
    assert "Alice creates 2 tapped 2/2 black Zombie creature tokens" in log(replay), log(replay)
    assert "608.2h" in cited(replay), sorted(cited(replay))


def test_might_of_alara_counts_the_basic_land_types_among_your_lands(cards):
    lands = [obj("m", "Mountain"), obj("f2", "Forest"), obj("pl", "Plains"), obj("bears", "Grizzly Bears")]
    replay = cast(cards, "Might of Alara", "Forest", 1, R2026, ["bears"], lands)
    assert "Grizzly Bears gets +3/+3 until end of turn" in log(replay), log(replay)  # Forest, Mountain, Plains: two Forests count once


def test_take_inventory_draws_one_then_one_for_each_copy_in_your_graveyard(cards):
    rest = [obj("t1", "Take Inventory", zone="graveyard"), obj("t2", "Take Inventory", zone="graveyard")] + \
        [obj(f"lib{i}", "Island", zone="library") for i in range(5)]
    replay = cast(cards, "Take Inventory", "Island", 2, R2026, [], rest)
    assert log(replay).count("Alice draws a card") == 3, log(replay)  # the spell itself is on the stack, not counted


@pytest.mark.parametrize("rules", EDITIONS)
def test_fruition_counts_every_forest_on_the_battlefield(cards, rules):
    forests = [obj("f1", "Forest"), obj("f2", "Forest", owner="Bob"), obj("m", "Mountain", owner="Bob")]
    assert life(cast(cards, "Fruition", "Forest", 1, rules, [], forests))["Alice"] == 23  # its own Forest too, tapped


@pytest.mark.parametrize("rules", EDITIONS)
def test_accumulated_knowledge_counts_its_name_in_every_graveyard(cards, rules):
    rest = [obj("a1", "Accumulated Knowledge", zone="graveyard"), obj("a2", "Accumulated Knowledge", owner="Bob", zone="graveyard")] + \
        [obj(f"lib{i}", "Island", zone="library") for i in range(5)]
    replay = cast(cards, "Accumulated Knowledge", "Island", 2, rules, [], rest)
    assert log(replay).count("Alice draws a card") == 3, log(replay)


@pytest.mark.parametrize("text", [
    "You gain 1 life for each creature card in their graveyard.",
    "You lose 1 life for each creature they control.",  # "they": no player of the instruction ("each player ...": their_counts.py)
    "Destroy each creature with toughness X or less, where X is the number of Islands you control.",
    "You draw X cards and you lose X life, where X is the number of Zombies you control.",
    "Target creature gets +X/+X until end of turn, where X is the greatest mana value among permanents you control."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Sorcery"], "text": text}).played
