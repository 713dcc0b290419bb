"""Intervening "if"s of upkeep and end step triggers about its controller's lands, hand and permanents and the opponents'
creatures (rulings/oracle/upkeep_board_conditions.py, rulings/engine/board_life_conditions.py), played from real cards'
Oracle text (upkeep_board_conditions_cards.json: records copied from the pool): "if you control no untapped lands" (Well of
Discovery, Well of Life), "if you have three or fewer cards in hand" (Scalding Tongs), "if you control seven or more
permanents" (Complex Automaton), "if your opponents control no creatures" (Kezzerdrix), "if there are no arrowhead counters
on this artifact, sacrifice it" (Serrated Arrows), "if this enchantment has no charge counters on it, return it to its
owner's hand" (Mana Bloom): checked as the step begins and
again as the ability resolves (2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "upkeep_board_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Island from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
PLAYED = ["Well of Discovery", "Well of Life", "Scalding Tongs", "Complex Automaton", "Kezzerdrix", "Serrated Arrows", "Mana Bloom"]
NEAR_MISS_TEXTS = [
    "At the beginning of your end step, if you control no untapped Forests, draw a card.",
    "At the beginning of your upkeep, if you control seven or more nonland permanents, return this creature to its owner's hand.",
    "At the beginning of your upkeep, if an opponent controls no creatures, this creature deals 4 damage to you.",
    "At the beginning of your upkeep, if you have three or fewer cards in your library, draw a card.",
    "At the beginning of your upkeep, if there are no arrowhead counters on this artifact, return it.",
    "At the beginning of your upkeep, if there are no arrowhead counters on target artifact, sacrifice it.",
]


def alice(replay):
    return next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")


def run(cards, rules, objects, step="upkeep", targets=None, life=20):
    """Alice's turn 3 from the step before `step` (the untap step, or the second main phase) through the trigger's
    resolution; Alice has a library to draw from."""
    turn = {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"} if step == "upkeep" else \
        {"number": 3, "active_player": "Alice", "phase": "postcombat_main"}
    first = [] if step == "upkeep" else [p("Alice"), p("Bob")]  # the second main phase ends: the end step begins
    sc = {"format": 1, "rules": rules, "name": "board conditions", "players": [{"name": "Alice", "life": life}, {"name": "Bob"}],
          "turn": turn, "objects": objects + [obj(f"lib{i}", "Island", zone="library") for i in range(3)],
          "actions": [*first, p("Alice", **({"trigger_targets": targets} if targets else {})), p("Bob")]}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{3}", "types": ["Artifact"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("tapped, draws", [(True, True), (False, False)])
def test_well_of_discovery_draws_only_with_no_untapped_land(cards, rules, tapped, draws):
    objects = [obj("well", "Well of Discovery"), obj("island", "Island", tapped=True), obj("island2", "Island", tapped=tapped)]
    replay = run(cards, rules, objects, step="end")
    assert not refused(replay), log(replay)
    hand = [o for o in objects_in(replay.final_state).values() if o.get("zone") == "hand"]
    assert len(hand) == (1 if draws else 0), log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_well_of_life_gains_2_life_with_no_lands_at_all(cards, rules):
    replay = run(cards, rules, [obj("well", "Well of Life")], step="end")
    assert not refused(replay), log(replay)
    assert alice(replay)["life"] == 22, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("hand, dealt", [(3, True), (4, False)])
def test_scalding_tongs_deals_1_damage_with_three_or_fewer_cards_in_hand(cards, rules, hand, dealt):
    objects = [obj("tongs", "Scalding Tongs")] + [obj(f"h{i}", "Island", zone="hand") for i in range(hand)]
    replay = run(cards, rules, objects, targets={"tongs": ["Bob"]})
    assert not refused(replay), log(replay)
    bob = next(pl for pl in replay.final_state["players"] if pl["name"] == "Bob")
    assert bob["life"] == (19 if dealt else 20), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("lands, returned", [(6, True), (5, False)])
def test_complex_automaton_returns_to_hand_with_seven_permanents_itself_counted(cards, rules, lands, returned):
    objects = [obj("automaton", "Complex Automaton")] + [obj(f"l{i}", "Island") for i in range(lands)]
    replay = run(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert (objects_in(replay.final_state)["automaton"]["zone"] == "hand") == returned, log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bob_has_creature", [False, True])
def test_kezzerdrix_deals_4_damage_to_you_when_opponents_have_no_creatures(cards, rules, bob_has_creature):
    objects = [obj("kezz", "Kezzerdrix"), obj("mine", "Grizzly Bears")]
    objects += [obj("bobs", "Grizzly Bears", owner="Bob")] if bob_has_creature else []
    replay = run(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert alice(replay)["life"] == (20 if bob_has_creature else 16), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("arrowheads, sacrificed", [(0, True), (1, False)])
def test_serrated_arrows_is_sacrificed_with_no_arrowhead_counters(cards, rules, arrowheads, sacrificed):
    replay = run(cards, rules, [obj("arrows", "Serrated Arrows", counters={"arrowhead": arrowheads} if arrowheads else {})])
    assert not refused(replay), log(replay)
    assert (objects_in(replay.final_state)["arrows"]["zone"] == "graveyard") == sacrificed, log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("charges, returned", [(0, True), (2, False)])
def test_mana_bloom_returns_to_hand_with_no_charge_counters(cards, rules, charges, returned):
    replay = run(cards, rules, [obj("bloom", "Mana Bloom", counters={"charge": charges} if charges else {})])
    assert not refused(replay), log(replay)
    assert (objects_in(replay.final_state)["bloom"]["zone"] == "hand") == returned, log(replay)
