"""The Apocalypse Sanctuaries' two-color conditions (rulings/oracle/color_pair_conditions.py,
rulings/engine/color_pair_conditions.py), played from real cards' Oracle text (color_pair_conditions_cards.json:
records copied from the pool): "At the beginning of your upkeep, if you control a black or red permanent, you gain 2
life. If you control a black permanent and a red permanent, you gain 4 life instead." (Dega Sanctuary; Necra, Raka and
Ana Sanctuary with a target). The first condition is the trigger's intervening "if" (2007 404.3; 2026 603.4), the
second chooses between the two instructions as the ability resolves (2007 413.2b; 2026 608.2c)."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "color_pair_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Vampire Bats, Savannah Lions, Serra Angel from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
UPKEEP = {R2007: "303.1", R2026: "503.1"}
PLAYED = ["Dega Sanctuary", "Necra Sanctuary", "Raka Sanctuary", "Ana Sanctuary", "Wandering Champion"]
#: Ceta Sanctuary's "instead draw two cards, then discard a card" replaces two instructions, not one's number
NEAR_MISSES = ["Ceta Sanctuary"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, if you control a black or red creature, you gain 2 life.",
    "At the beginning of your upkeep, if you control a black or black permanent, you gain 2 life.",
    "At the beginning of your upkeep, if you control a black, red, or green permanent, you gain 2 life.",
    "At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. "
    "If you control a black permanent and a red permanent, draw a card instead.",
    "At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. "
    "If you control a black creature and a red creature, you gain 4 life instead.",
    "At the beginning of your upkeep, target opponent loses 1 life. If you control a black or red permanent, that player loses 3 life instead.",
]

#: Bob's end step: two passes reach Alice's upkeep (the trigger), two more resolve it
BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}


def upkeep(cards, rules, objects, passes=4, targets=None):
    actions = [p("Bob"), p("Alice"), p("Alice"), p("Bob")][:passes]
    if targets:
        actions[1] = {**actions[1], "trigger_targets": targets}
    sc = {**in_main_phase(objects, actions, rules, "color pair conditions"), "turn": BOBS_END_STEP}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_dega_sanctuary_gains_2_life_with_only_a_black_permanent(cards, rules):
    replay = upkeep(cards, rules, [obj("dega", "Dega Sanctuary"), obj("bats", "Vampire Bats")])
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22, log(replay)
    assert {IF[rules], FOLLOW[rules], UPKEEP[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dega_sanctuary_gains_4_life_instead_with_a_black_and_a_red_permanent(cards, rules):
    replay = upkeep(cards, rules, [obj("dega", "Dega Sanctuary"), obj("bats", "Vampire Bats"), obj("giant", "Hill Giant")])
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 24, log(replay)  # not 2 + 4
    assert FOLLOW[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_one_permanent_both_black_and_red_is_enough_for_the_4_life(cards, rules):
    replay = upkeep(cards, rules, [obj("dega", "Dega Sanctuary"), obj("orca", "Lady Orca")])
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 24, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dega_sanctuary_doesnt_trigger_without_a_black_or_red_permanent(cards, rules):
    objects = [obj("dega", "Dega Sanctuary"), obj("bears", "Grizzly Bears"), obj("bob_bats", "Vampire Bats", owner="Bob"),
               obj("bob_giant", "Hill Giant", owner="Bob")]
    replay = upkeep(cards, rules, objects, passes=2)
    assert life(replay)["Alice"] == 20, log(replay)  # the opponent's black and red permanents don't count
    assert "does not trigger" in log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_necra_sanctuary_target_player_loses_3_with_green_and_white(cards, rules):
    objects = [obj("necra", "Necra Sanctuary"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions")]
    replay = upkeep(cards, rules, objects, targets={"necra": ["Bob"]})
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_necra_sanctuary_target_player_loses_1_with_green_alone(cards, rules):
    replay = upkeep(cards, rules, [obj("necra", "Necra Sanctuary"), obj("bears", "Grizzly Bears")], targets={"necra": ["Bob"]})
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_raka_sanctuary_deals_3_damage_to_the_target_with_white_and_blue(cards, rules):
    objects = [obj("raka", "Raka Sanctuary"), obj("lions", "Savannah Lions"), obj("drake", "Wind Drake"),
               obj("angel", "Serra Angel", owner="Bob")]
    replay = upkeep(cards, rules, objects, targets={"raka": ["angel"]})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["angel"]["damage"] == 3, log(replay)  # not 1, and not 1 + 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_ana_sanctuary_gives_plus_1_with_blue_alone(cards, rules):
    objects = [obj("ana", "Ana Sanctuary"), obj("drake", "Wind Drake")]
    replay = upkeep(cards, rules, objects, targets={"ana": ["drake"]})
    assert not refused(replay), log(replay)
    drake = objects_in(replay.final_state)["drake"]
    assert (drake["power"], drake["toughness"]) == (3, 3), log(replay)  # 2/2 and +1/+1, not +5/+5


@pytest.mark.parametrize("rules", EDITIONS)
def test_ana_sanctuary_gives_plus_5_with_blue_and_black(cards, rules):
    objects = [obj("ana", "Ana Sanctuary"), obj("drake", "Wind Drake"), obj("bats", "Vampire Bats")]
    replay = upkeep(cards, rules, objects, targets={"ana": ["drake"]})
    assert not refused(replay), log(replay)
    drake = objects_in(replay.final_state)["drake"]
    assert (drake["power"], drake["toughness"]) == (7, 7), log(replay)


def test_a_condition_naming_one_color_twice_is_refused(cards):
    bad = {"name": "Bad Sanctuary", "types": ["Enchantment"], "mana_cost": "{2}",
           "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                          "if": {"you_control_either_color_permanent": ["black", "black"]},
                          "effect": [{"do": "gain_life", "amount": 2, "player": "you"}], "text": "x"}]}
    sc = in_main_phase([obj("s", "Bad Sanctuary")], [], R2026)
    with pytest.raises(ScenarioError, match="you_control_either_color_permanent"):
        load_scenario(sc, cards=lambda n: bad if n == "Bad Sanctuary" else cards(n))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("red", [True, False])
def test_wandering_champion_loots_only_with_a_blue_or_red_permanent(cards, rules, red):
    objects = [obj("champ", "Wandering Champion"), obj("bolt", "Lightning Bolt", zone="hand"), obj("top", "Grizzly Bears", zone="library")]
    if red:
        objects.append(obj("giant", "Hill Giant"))
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["champ"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}]
    actions += [p("Alice"), p("Bob")] * (2 if rules == R2007 else 1)  # 2007: combat damage uses the stack (310.1)
    actions[-1] = p("Bob", choices={"champ": {"may": True}})
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "color pair conditions"), cards=cards))
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert hand == (["top"] if red else ["bolt"]), log(replay)  # Wandering Champion is white: only the Hill Giant counts
    assert IF[rules] in cited(replay)
