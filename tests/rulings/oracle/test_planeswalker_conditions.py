"""Real cards whose activated ability may be activated only while their controller controls a planeswalker of a
type (rulings/oracle/planeswalker_conditions.py; the restriction `only_while: {"you_control_a": "Gideon"}`,
rulings/engine/activation_limits.py), played from their Oracle text (planeswalker_conditions_cards.json: records
copied from the pool): "{1}{W}: Untap target creature. Activate only if you control a Gideon planeswalker."
(Companion of the Trials), "... a Liliana planeswalker" (Desiccated Naga), "... an Oko planeswalker" (Bramblefort
Fink). A planeswalker type is only a planeswalker's (2026 205.3d, 205.3j); the February 2007 rules have no
planeswalkers, so there such a restriction is never met."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from rulings.oracle.planeswalker_conditions import PLANESWALKER_TYPES

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "planeswalker_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Companion of the Trials", "Desiccated Naga", "Bramblefort Fink", "Vivien's Jaguar", "Sacred White Deer"]
CR_2026 = Path("/work/wt/shared/cr/MagicCompRules-20260619.txt")


@pytest.mark.parametrize("name", PLAYED)
def test_planeswalker_restricted_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_the_planeswalker_types_are_those_of_rule_205_3j():
    text = CR_2026.read_text(encoding="utf-8", errors="ignore")
    line = next(ln for ln in text.splitlines() if ln.startswith("205.3j"))
    listed = line.split("The planeswalker types are ")[1].rstrip(".").replace(", and ", ", ").split(", ")
    assert tuple(listed) == PLANESWALKER_TYPES


@pytest.mark.parametrize("text", [
    "{1}{W}: Untap target creature. Activate only if you control a Oko planeswalker.",
    "{1}{W}: Untap target creature. Activate only if you control a Bears planeswalker.",
    "{1}{W}: Untap target creature. Activate only if you control an Gideon planeswalker.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def test_the_condition_is_read(compiled):
    assert [ab.get("only_while") for ab in compiled["Companion of the Trials"].definition["abilities"] if ab.get("kind") == "activated"] \
        == [{"you_control_a": "Gideon"}]


def companion(rules, with_gideon):
    objects = [obj("comp", "Companion of the Trials"), obj("bears", "Grizzly Bears", tapped=True), obj("p0", "Plains"), obj("p1", "Plains")]
    if with_gideon:
        objects.append(obj("gideon", "Gideon, Martial Paragon", counters={"loyalty": 5}))
    actions = [{"type": "activate_ability", "player": "Alice", "object": "comp", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules, "planeswalker conditions")


def test_companion_of_the_trials_untaps_a_creature_while_its_controller_controls_a_gideon(cards):
    replay = run_scenario(load_scenario(companion(R2026, True), cards=cards))
    assert not refused(replay), log(replay)
    assert not objects_in(replay.final_state)["bears"].get("tapped"), log(replay)
    assert ("602.5b", "restriction_survives_control_change") in cited_pairs(replay)


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_companion_of_the_trials_is_refused_without_a_gideon(cards, rules):
    replay = run_scenario(load_scenario(companion(rules, False), cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert "only if its player controls a Gideon, and that isn't so" in log(replay)
    assert objects_in(replay.final_state)["bears"].get("tapped"), log(replay)
