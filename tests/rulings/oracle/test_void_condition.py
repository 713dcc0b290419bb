"""Void (rulings/oracle/void_condition.py, rulings/engine/void_condition.py), played from real cards' Oracle
text (void_condition_cards.json: records copied from the pool): "Void — At the beginning of your end step, if a
nonland permanent left the battlefield this turn or a spell was warped this turn, ..." (Kavaron Skywarden,
Voidforged Titan, Elegy Acolyte ...): an ability word (2026 207.2c) before a triggered ability whose intervening
"if" (2026 603.4) is true once any player's nonland permanent has left the battlefield this turn, or a spell was
cast for its warp cost this turn (2026 702.185c). Warp is later than the February 2007 rules: refused there.
Other void wordings stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "void_condition_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock, Germinating Wurm and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
PLAYED = ["Elegy Acolyte", "Hylderblade", "Insatiable Skittermaw", "Voidforged Titan", "Kavaron Skywarden", "Interceptor Mechan"]
#: "sacrifice this Aura unless ...", "instead if ...", "costs {2} less to cast if ...", a target card copied and cast
NEAR_MISSES = ["Chorale of the Void", "Decode Transmissions", "Temporal Intervention", "Roving Actuator"]


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "void"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def plus_counters(replay, oid):
    return objects_in(replay.final_state)[oid].get("counters", {}).get("+1/+1", 0)


def shock(target):
    return [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [target], "mana_abilities": [{"object": "m"}]},
            p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_condition_is_the_abilitys_intervening_if(compiled):
    ability = [a for a in compiled["Kavaron Skywarden"].definition["abilities"] if a["kind"] == "triggered"][0]
    assert ability["if"] == {"void": True}
    assert ability["trigger"] == {"event": "beginning_of_step", "step": "end_of_turn", "whose": "your"}


def test_an_opponents_creature_that_died_this_turn_makes_it_trigger(cards):
    objects = [obj("sky", "Kavaron Skywarden"), obj("bears", "Grizzly Bears", owner="Bob"), obj("m", "Mountain"),
               obj("shock", "Shock", zone="hand")]
    replay = play(cards, objects, shock("bears") + TO_END_STEP)
    assert plus_counters(replay, "sky") == 1, log(replay)
    assert "603.4" in cited(replay), sorted(cited(replay))


def test_with_nothing_left_and_no_spell_warped_it_doesnt_trigger(cards):
    objects = [obj("sky", "Kavaron Skywarden"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, TO_END_STEP)
    assert plus_counters(replay, "sky") == 0, log(replay)
    assert "Kavaron Skywarden's ability triggers" not in log(replay)


def test_a_spell_cast_for_its_warp_cost_makes_it_true(cards):
    objects = [obj("titan", "Voidforged Titan"), obj("wurm", "Germinating Wurm", zone="hand"),
               *(obj(f"f{i}", "Forest") for i in range(2)), obj("top", "Forest", zone="library"), obj("top2", "Forest", zone="library")]
    cast = {"type": "play_spell", "player": "Alice", "object": "wurm", "pay": {"warp": True, "mana": {"G": 2}},
            "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}
    replay = play(cards, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob"), *TO_END_STEP, p("Alice"), p("Bob")])
    hand = replay.final_state["zones"]["Alice"]["hand"]
    assert [o["id"] for o in hand if o["id"].startswith("top")], log(replay)  # drew a card
    assert replay.final_state["players"][0]["life"] == 21, log(replay)  # 20, 2 gained as the Wurm entered, and 1 lost
    assert "Voidforged Titan's ability triggers" in log(replay).split("Germinating Wurm is exiled")[0]  # the Wurm was still there


def test_the_turn_it_happened_in_is_forgotten_as_a_new_turn_begins(cards):
    objects = [obj("sky", "Kavaron Skywarden"), obj("bears", "Grizzly Bears", owner="Bob"), obj("m", "Mountain"),
               obj("shock", "Shock", zone="hand")]
    objects += [obj("a_top", "Forest", zone="library"), obj("b_top", "Forest", owner="Bob", zone="library")]
    next_turn = [p("Alice"), p("Bob"), {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice"),
                 {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, shock("bears") + TO_END_STEP + next_turn)
    assert plus_counters(replay, "sky") == 1, log(replay)  # the first end step's only


def test_void_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="702.185c"):
        load_scenario(in_main_phase([obj("sky", "Kavaron Skywarden")], [], R2007, "void"), cards=cards)
