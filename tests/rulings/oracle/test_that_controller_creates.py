""" "That creature's controller creates ..." / "That permanent's controller creates ..." after an instruction
that moved the one target (rulings/oracle/that_controller_creates.py, read as "Its controller creates ..."),
played from real cards' Oracle text (that_controller_creates_cards.json: records copied from the pool):
Rapid Hybridization ("Destroy target creature. It can't be regenerated. That creature's controller creates a
3/3 green Frog Lizard creature token.") and Commander Sofia Daguerre ("destroy up to one target legendary
permanent. That permanent's controller creates a Junk token."). The controller is read as the target last
existed (2007 413.2f; 2026 608.2h) and creates, controls and (2026 111.2) owns the token."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "that_controller_creates_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Rapid Hybridization", "Commander Sofia Daguerre"]
#: "exile up to one target non-Salamander creature" (Amphin Mutineer): its target phrase is not read
NEAR_MISSES = ["Amphin Mutineer"]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_rapid_hybridization_gives_the_destroyed_creatures_controller_a_frog_lizard(cards, rules):
    objects = [obj("rh", "Rapid Hybridization", zone="hand"), obj("i", "Island"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rh", "targets": ["bears"], "mana_abilities": [{"object": "i"}]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "that controller creates"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    bobs = {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert "bears" not in bobs and (bobs["frog"]["power"], bobs["frog"]["toughness"]) == (3, 3), log(replay)
    assert bobs["frog"]["subtypes"] == ["Frog", "Lizard"]
    if rules == R2026:
        assert "111.2" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("chosen", [["isa"], []])
def test_commander_sofia_daguerre_gives_a_junk_token_only_to_the_destroyed_permanents_controller(cards, chosen):
    """With no target chosen for "up to one target legendary permanent", nothing is destroyed and no one
    creates a Junk token."""
    objects = [obj("sofia", "Commander Sofia Daguerre", zone="hand"), *(obj(f"l{k}", "Plains") for k in range(4)),
               obj("isa", "Isamaru, Hound of Konda", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sofia", "mana_abilities": [{"object": f"l{k}"} for k in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"sofia": chosen}), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "that controller creates"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    in_play = {pl: {o["id"] for o in z["in_play"]} for pl, z in replay.final_state["zones"].items()}
    if chosen:
        assert in_play["Bob"] == {"junk"} and "junk" not in in_play["Alice"], log(replay)
    else:
        assert in_play["Bob"] == {"isa"} and "junk" not in in_play["Alice"], log(replay)
