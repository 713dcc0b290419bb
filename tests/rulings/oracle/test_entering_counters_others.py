""" "Each other non-Human creature you control enters with an additional +1/+1 counter on it." (Grumgully, the
Generous), "Each other Rogue / Warrior / Wizard creature you control ..." (Oona's Blackguard, Bramblewood Paragon, Sage
of Fables), "Each Dragon you control ..." (Dragonstorm Globe), "Each creature you control that's a Wolf or a Werewolf
..." (Arlinn, Voice of the Pack): read by rulings/oracle/entering_counters_others.py, a replacement effect on how
another permanent enters (rulings/engine/entering_counters_others.py; 2007 419.1b; 2026 614.1c), its types read as it
would exist on the battlefield (2026 614.12); played from real cards' Oracle text (entering_counters_others_cards.json:
records copied from the pool). "Of the chosen type" (Metallic Mimic) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "entering_counters_others_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Oona's Blackguard", "Bramblewood Paragon", "Sage of Fables", "Grumgully, the Generous", "Dragonstorm Globe",
          "Arlinn, Voice of the Pack"]
NEAR_MISSES = ["Metallic Mimic"]
REPLACEMENT = {R2007: "419.1b", R2026: "614.1c"}


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "entering counters"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def cast_bears(player="Alice"):
    return [{"type": "play_spell", "player": player, "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}]


@pytest.mark.parametrize("name", PLAYED)
def test_entering_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_entering_counters_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_grumgully_gives_a_non_human_creature_entering_under_its_controller_a_counter(cards, rules):
    objects = [obj("grum", "Grumgully, the Generous"), obj("bears", "Grizzly Bears", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest")]
    replay = run(cards, objects, cast_bears() + [p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 1} and pt(replay, "bears") == (3, 3), log(replay)
    assert objects_in(replay.final_state)["grum"].get("counters", {}) in ({}, None), log(replay)  # "other"
    assert REPLACEMENT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_oonas_blackguard_gives_nothing_to_a_creature_of_another_type(cards, rules):
    objects = [obj("oona", "Oona's Blackguard"), obj("bears", "Grizzly Bears", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest")]
    replay = run(cards, objects, cast_bears() + [p("Alice"), p("Bob")], rules)
    assert not objects_in(replay.final_state)["bears"].get("counters"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_grumgully_gives_nothing_to_an_opponents_creature(cards, rules):
    objects = [obj("grum", "Grumgully, the Generous"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("f0", "Forest", owner="Bob"), obj("f1", "Forest", owner="Bob")]
    doc = {**in_main_phase(objects, cast_bears("Bob") + [p("Bob"), p("Alice")], rules, "entering counters"),
           "turn": {"number": 3, "active_player": "Bob", "phase": "precombat_main"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    assert not objects_in(replay.final_state)["bears"].get("counters"), log(replay)


def test_arlinns_wolf_token_enters_with_an_additional_counter(cards):
    objects = [obj("arlinn", "Arlinn, Voice of the Pack", counters={"loyalty": 7})]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "arlinn", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, R2026)
    wolves = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Wolf" in (o.get("subtypes") or [])]
    assert len(wolves) == 1 and wolves[0]["counters"] == {"+1/+1": 1} and (wolves[0]["power"], wolves[0]["toughness"]) == (3, 3), log(replay)
