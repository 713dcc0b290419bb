""""Whenever [a described permanent] becomes tapped, [effect]" (rulings/oracle/becomes_tapped_kinds.py,
rulings/engine/tapped_kinds.py), played from real cards' Oracle text (becomes_tapped_kinds_cards.json:
records copied from the pool): Lifetap's "a Forest an opponent controls", Thoughtleech's "an Island",
Lifeblood's "a Mountain", Judge of Currents' "a Merfolk you control", Gideon's Avenger's "a creature an
opponent controls". It triggers each time such a permanent goes from untapped to tapped, for mana or by
attacking (2026 603.2e; 2007 404.1, 410.2); near misses that name the tapped permanent
in their effect or read more than the grammar does stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "becomes_tapped_kinds_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lifetap", "Thoughtleech", "Lifeblood", "Judge of Currents", "Gideon's Avenger"]
#: "that permanent's controller", "if it isn't being declared as an attacker", "with a mine counter on it",
#: "of the chosen type", "put an hourglass / a wind counter on it": the tapped permanent named in the effect,
#: or a condition the grammar doesn't read
NEAR_MISSES = ["Royal Decree", "Verity Circle", "Mine Layer", "Roots of Life", "Temporal Distortion", "Freyalise's Winds"]


def play(cards, objects, actions, rules, active="Alice"):
    scenario = in_main_phase(objects, actions, rules, "becomes tapped kinds")
    scenario["turn"]["active_player"] = active
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_becomes_tapped_kind_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_becomes_tapped_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_lifetap_reads_a_forest_an_opponent_controls(compiled):
    trigger = compiled["Lifetap"].definition["abilities"][0]["trigger"]
    assert trigger == {"event": "becomes_tapped", "who": "described", "described": {"controller": "opponent", "subtypes": ["Forest"]}}


def _bears_paid_with(lands):
    return {"type": "play_spell", "player": "Bob", "object": "bears", "mana_abilities": [{"object": o} for o in lands]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_lifetap_gains_a_life_for_an_opponents_forest_tapped_for_mana_and_not_for_a_mountain(cards, rules):
    objects = [obj("lifetap", "Lifetap"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("f", "Forest", owner="Bob"), obj("m", "Mountain", owner="Bob")]
    replay = play(cards, objects, [_bears_paid_with(["f", "m"]), p("Bob"), p("Alice"), p("Bob"), p("Alice")], rules, "Bob")
    assert life(replay) == {"Alice": 21, "Bob": 20}, log(replay)  # one Forest tapped; the Mountain doesn't count
    # the trigger condition; the ability is Alice's, who controls its source (2026: "becomes", a change of status)
    assert {R2007: {"404.1", "410.2"}, R2026: {"603.2e", "603.3a"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lifetap_ignores_its_controllers_own_forest(cards, rules):
    objects = [obj("lifetap", "Lifetap"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("f", "Forest"), obj("f2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f"}, {"object": "f2"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gideons_avenger_gets_a_counter_when_an_opponents_creature_attacks(cards, rules):
    objects = [obj("avenger", "Gideon's Avenger"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": ["bears"]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules, "Bob")
    assert objects_in(replay.final_state)["avenger"]["counters"] == {"+1/+1": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_judge_of_currents_may_gain_a_life_when_a_merfolk_you_control_attacks(cards, rules):
    objects = [obj("judge", "Judge of Currents"), obj("judge2", "Judge of Currents"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["judge", "bears"],
                "choices": {"judge": {"may": True}, "judge2": {"may": True}}},
               *(p(pl, choices={"judge": {"may": True}, "judge2": {"may": True}}) for pl in ("Alice", "Bob", "Alice", "Bob"))]
    replay = play(cards, objects, actions, rules)
    # one Merfolk became tapped (the Bears are no Merfolk): each Judge's ability triggers once
    assert life(replay)["Alice"] == 22, log(replay)
