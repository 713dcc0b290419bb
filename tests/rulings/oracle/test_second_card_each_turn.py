"""Real cards with "Whenever you draw your second card each turn" (rulings/oracle/permanent_lines.py,
rulings/engine/second_draw.py): it triggers as the player's second card of the turn is drawn,
counting the cards drawn before the scenario starts (`players[].cards_drawn_this_turn`)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


def divination(lookup, rules, drawn_before):
    data = scenario([obj("adept", "Lat-Nam Adept", "Alice"), obj("div", "Divination", "Alice", "hand"),
                     *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(4))],
                    [{"type": "play_spell", "player": "Alice", "object": "div", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    if drawn_before:
        data["players"][0]["cards_drawn_this_turn"] = drawn_before
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def adept(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "adept")


def test_lat_nam_adept_is_fully_played(pool):
    assert pool["Lat-Nam Adept"].played
    assert pool["Lat-Nam Adept"].definition["abilities"][0]["trigger"] == {"event": "draws_second_card", "whose": "your"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_second_card_drawn_this_turn_triggers_once(lookup, rules):
    replay = divination(lookup, rules, 0)
    assert adept(replay)["counters"] == {"+1/+1": 1}
    assert sum("Lat-Nam Adept's ability triggers" in t for t in texts(replay)) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_card_drawn_in_the_draw_step_counts(lookup, rules):
    replay = divination(lookup, rules, 1)  # Divination's first card is the second this turn
    assert adept(replay)["counters"] == {"+1/+1": 1}


def test_the_third_and_fourth_cards_do_not_trigger(lookup):
    replay = divination(lookup, "2026-06-19", 2)
    assert adept(replay)["counters"] == {}


def test_an_opponents_second_card_does_not_trigger_yours(lookup):
    data = scenario([obj("adept", "Lat-Nam Adept", "Bob"), obj("div", "Divination", "Alice", "hand"),
                     *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(2))],
                    [{"type": "play_spell", "player": "Alice", "object": "div", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any("Lat-Nam Adept's ability triggers" in t for t in texts(replay))


@pytest.mark.parametrize("text", ["Whenever you draw your first card each turn, put a +1/+1 counter on this creature.",
                                  "Whenever you draw your second card each turn, put a +1/+1 counter on this creature for each card in your hand."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
