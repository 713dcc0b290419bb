""""Tap all [permanents described]. Those creatures / They don't untap during that player's / their
controller's next untap step." (rulings/oracle/tap_all_dont_untap.py), played from real cards' Oracle text
(tap_all_dont_untap_cards.json: records copied from the pool): Sleep, Breaching Leviathan, Kiora Bests the
Sea God. Each permanent tapped stays tapped during its controller's next untap step (2007 302.2, 418.3a;
2026 502.3, 611.2a), the set fixed as the effect resolved (2007 418.3b; 2026 611.2c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "tap_all_dont_untap_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LASTS = {R2007: "418.3a", R2026: "611.2a"}
UNTAP = {R2007: "302.2", R2026: "502.3"}
PLAYED = ["Sleep", "Breaching Leviathan", "Kiora Bests the Sea God"]
#: "If you have 5 or less life, tap all attacking creatures." (the sentence before isn't read)
NEAR_MISSES = ["Clinging Mists"]


def tapped(replay) -> dict:
    return {k: bool(o.get("tapped")) for k, o in objects_in(replay.final_state).items()}


@pytest.mark.parametrize("name", PLAYED)
def test_tap_all_dont_untap_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", ["Tap all permanents. Those creatures don't untap during their controllers' next untap steps.",
                                  "Tap all creatures. Those creatures don't untap during that player's next untap step.",
                                  "Destroy all creatures. They don't untap during their controller's next untap step.",
                                  "Tap all creatures you control and untap all lands you control. They don't untap during their "
                                  "controller's next untap step."])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Tap Test", "mana_cost": "{2}{U}", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
              "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


def sleep_then_bobs_turn(cards, rules):
    objects = [obj("sleep", "Sleep", zone="hand"), *(obj(f"i{k}", "Island") for k in range(4)),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"),
               obj("mine", "Grizzly Bears"), obj("bob_f", "Forest", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sleep", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{k}"} for k in range(4)]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sleep"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_sleep_keeps_the_target_players_creatures_tapped_in_his_next_untap_step(cards, rules):
    replay = sleep_then_bobs_turn(cards, rules)
    # Bob's creatures stay tapped; his Forest untaps; Alice's creature was never tapped
    assert [tapped(replay)[k] for k in ("b1", "b2", "bob_f", "mine")] == [True, True, False, False], log(replay)
    assert {LASTS[rules], UNTAP[rules]} <= cited(replay), sorted(cited(replay))


def test_kiora_chapter_two_taps_the_opponents_nonland_permanents_and_keeps_them_tapped(cards):
    objects = [{**obj("kiora", "Kiora Bests the Sea God"), "counters": {"lore": 1}},
               obj("b1", "Grizzly Bears", owner="Bob"), obj("bob_f", "Forest", owner="Bob"),
               *(obj(f"lib{k}", "Island", zone="library") for k in range(2))]
    actions = [p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the upkeep and draw steps; the main phase adds a lore counter
               p("Alice"), p("Bob"),  # chapter II resolves, targeting Bob
               {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")]
    data = in_main_phase(objects, actions, R2026, "kiora")
    data["turn"] = {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    assert [tapped(replay)[k] for k in ("b1", "bob_f")] == [True, False], log(replay)  # nonland: his Forest wasn't tapped


@pytest.mark.parametrize("rules", EDITIONS)
def test_breaching_leviathan_cast_from_hand_keeps_nonblue_creatures_tapped(cards, rules):
    objects = [obj("leviathan", "Breaching Leviathan", zone="hand"), *(obj(f"i{k}", "Island") for k in range(9)),
               obj("b1", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "leviathan",
                "mana_abilities": [{"object": f"i{k}"} for k in range(9)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "leviathan"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    assert [tapped(replay)[k] for k in ("b1", "leviathan")] == [True, False], log(replay)  # blue: the Leviathan itself untapped
