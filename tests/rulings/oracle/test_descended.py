"""Descend (rulings/oracle/end_step_conditions.py, rulings/engine/descended.py), played from real cards' Oracle text
(descended_cards.json: records copied from the pool): "At the beginning of your end step, if you descended this turn,
put a +1/+1 counter on this creature." (Child of the Volcano; Ruin-Lurker Bat, Enterprising Scallywag ...): an
intervening "if" (2026 603.4) true once a permanent card has been put into its controller's graveyard from anywhere
this turn (2026 700.11). Later than the February 2007 rules: refused there. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "descended_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
PLAYED = ["Ruin-Lurker Bat", "Broodrage Mycoid", "Canonized in Blood", "Corpses of the Lost", "Deep Goblin Skulltaker",
          "Child of the Volcano", "Enterprising Scallywag"]
NEAR_MISSES = ["Zoyowa Lava-Tongue"]  # "each opponent may discard a card or sacrifice a permanent ... who didn't"


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "descended"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def plus_counters(replay, oid):
    return objects_in(replay.final_state)[oid].get("counters", {}).get("+1/+1", 0)


def shocked(cards, whose_bears):
    objects = [obj("child", "Child of the Volcano"), obj("bears", "Grizzly Bears", owner=whose_bears), obj("m", "Mountain"),
               obj("shock", "Shock", zone="hand")]
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]}
    return play(cards, objects, [shock, p("Alice"), p("Bob"), *TO_END_STEP])


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_a_creature_card_of_yours_put_into_your_graveyard_means_you_descended(cards):
    replay = shocked(cards, "Alice")
    assert zone_of(replay, "bears") == "graveyard" and plus_counters(replay, "child") == 1, log(replay)
    assert "603.4" in cited(replay), sorted(cited(replay))


def test_an_instant_card_in_your_graveyard_and_an_opponents_creature_card_in_theirs_dont(cards):
    replay = shocked(cards, "Bob")  # Shock in Alice's graveyard, the Bears in Bob's
    assert zone_of(replay, "shock") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert plus_counters(replay, "child") == 0, log(replay)
    assert "Child of the Volcano's ability triggers" not in log(replay)


def test_descend_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="700.11"):
        load_scenario(in_main_phase([obj("child", "Child of the Volcano")], [], R2007, "descended"), cards=cards)
