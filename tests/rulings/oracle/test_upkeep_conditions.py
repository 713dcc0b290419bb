"""Intervening "if" clauses of triggered abilities that count the creatures their controller controls
(rulings/oracle/upkeep_conditions.py), played from real cards' Oracle text (upkeep_conditions_cards.json:
records copied from the pool): "At the beginning of combat on your turn, if you control three or more
creatures, ..." (Leonin Vanguard) and "When this creature enters, if you control three or more
creatures, ..." (Dundoolin Weaver); threshold's "if there are seven or more cards in your graveyard" after
the ability word "Threshold —" (Crypt Feaster, Tidecaller Mentor); "if you have a card in hand" (Imaginary Pet). The condition is checked as the event occurs and again as the
ability resolves (2007 404.3; 2026 603.4); narrower counts stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "upkeep_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Leonin Vanguard", "Dundoolin Weaver", "Crypt Feaster", "Tidecaller Mentor", "Imaginary Pet"]
#: "named ~", "that share a creature type" (beyond the counts read; "twenty" is read since upkeep_win_conditions.py); threshold on a trigger of
#: "you attack with one or more Rats" ("with different powers", coven, is read by board_life_conditions.py:
#: test_board_life_conditions.py; Kiora, the Rising Tide's optional named token by named_legendary_tokens.py)
NEAR_MISSES = ["Biovisionary", "Littjara Kinseekers", "Persistent Marshstalker"]
INTERVENING_IF = {R2007: "404.3", R2026: "603.4"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "creature counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def life(replay, name):
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}[name]


@pytest.mark.parametrize("name", PLAYED)
def test_creature_count_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_creature_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


def _vanguard(cards, rules, bears):
    objects = [obj("vanguard", "Leonin Vanguard"), *(obj(f"b{i}", "Grizzly Bears") for i in range(bears))]
    actions = [p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_leonin_vanguard_with_three_creatures_gets_bigger_and_gains_life_at_beginning_of_combat(cards, rules):
    replay = _vanguard(cards, rules, 2)
    o = objects_in(replay.final_state)["vanguard"]
    assert (o["power"], o["toughness"]) == (2, 2), log(replay)
    assert life(replay, "Alice") == 21, log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_leonin_vanguard_with_two_creatures_does_not_trigger(cards, rules):
    replay = _vanguard(cards, rules, 1)
    o = objects_in(replay.final_state)["vanguard"]
    assert (o["power"], o["toughness"]) == (1, 1), log(replay)
    assert life(replay, "Alice") == 20, log(replay)


def _weaver(cards, rules, bears):
    objects = [obj("weaver", "Dundoolin Weaver", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("dead", "Grizzly Bears", zone="graveyard"), *(obj(f"b{i}", "Grizzly Bears") for i in range(bears))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "weaver",
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}, p("Alice"),
               p("Bob", trigger_targets={"weaver": ["dead"]}), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dundoolin_weaver_counts_itself_and_returns_a_permanent_card_with_three_creatures(cards, rules):
    replay = _weaver(cards, rules, 2)
    assert zone_of(replay, "dead") == "hand", log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dundoolin_weaver_with_two_creatures_returns_nothing(cards, rules):
    replay = _weaver(cards, rules, 1)
    assert zone_of(replay, "dead") == "graveyard", log(replay)


def _feaster(cards, rules, graveyard):
    objects = [obj("feaster", "Crypt Feaster"), *(obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(graveyard))]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["feaster"]}, p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crypt_feaster_with_threshold_gets_plus_two_when_it_attacks(cards, rules):
    replay = _feaster(cards, rules, 7)
    assert objects_in(replay.final_state)["feaster"]["power"] == 5, log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_crypt_feaster_with_six_cards_in_graveyard_stays_three_power(cards, rules):
    replay = _feaster(cards, rules, 6)
    assert objects_in(replay.final_state)["feaster"]["power"] == 3, log(replay)


def _mentor(cards, rules, graveyard):
    objects = [obj("mentor", "Tidecaller Mentor", zone="hand"), obj("i", "Island"), obj("s", "Swamp"), obj("s2", "Swamp"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(graveyard))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mentor",
                "mana_abilities": [{"object": "i"}, {"object": "s"}, {"object": "s2"}]}, p("Alice"),
               p("Bob", trigger_targets={"mentor": ["bob_bears"]}), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tidecaller_mentor_with_threshold_returns_a_nonland_permanent(cards, rules):
    replay = _mentor(cards, rules, 7)
    assert zone_of(replay, "bob_bears") == "hand", log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tidecaller_mentor_without_threshold_returns_nothing(cards, rules):
    replay = _mentor(cards, rules, 6)
    assert zone_of(replay, "bob_bears") == "in_play", log(replay)


def _pet(cards, rules, hand):
    objects = [obj("pet", "Imaginary Pet"), *(obj(f"h{i}", "Grizzly Bears", zone="hand") for i in range(hand))]
    scenario = {**in_main_phase(objects, [p("Alice"), p("Bob")], rules, "creature counts"),
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_imaginary_pet_returns_to_hand_in_upkeep_with_a_card_in_hand(cards, rules):
    replay = _pet(cards, rules, 1)
    assert zone_of(replay, "pet") == "hand", log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_imaginary_pet_stays_with_an_empty_hand(cards, rules):
    replay = _pet(cards, rules, 0)
    assert zone_of(replay, "pet") == "in_play", log(replay)
