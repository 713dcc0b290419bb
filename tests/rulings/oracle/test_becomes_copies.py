"""Permanents that become copies of another (rulings/oracle/becomes_copies.py), played from real
cards' Oracle text (becomes_copies_cards.json: records copied from the pool): True Polymorph's
"Target artifact or creature becomes a copy of another target artifact or creature" and Mirrorform's
"Each nonland permanent you control becomes a copy of target non-Aura permanent"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "becomes_copies_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
BECOMES = {R2007: "503.4", R2026: "707.4"}
COPIABLE = {R2007: "503.2", R2026: "707.2"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]


def scenario(cards, rules, objects, actions):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "becomes a copy"), cards=cards))


def play(cards, rules, objects, actions):
    replay = scenario(cards, rules, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def islands(n):
    return [obj(f"i{k}", "Island") for k in range(n)]


def test_the_cards_compile(compiled):
    for name, card in compiled.items():
        assert card.played, name


def polymorph(cards, rules, targets, then=()):
    objects = [obj("tp", "True Polymorph", zone="hand"), *islands(6), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("dragon", "Shivan Dragon", "Bob"), obj("thopter", "Ornithopter", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tp", "targets": targets}, p("Alice"), p("Bob"), *then]
    return scenario(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_true_polymorph_makes_the_first_target_a_copy_of_the_second_keeping_its_counters(cards, rules):
    replay = polymorph(cards, rules, ["bears", "dragon"])
    assert not any(st.refused for st in replay.steps), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["name"], bears["power"], bears["toughness"], bears["controller"]) == ("Shivan Dragon", 6, 6, "Alice")  # 5/5 and its counter
    assert "flying" in bears["keywords"] and bears["zone"] == "in_play"
    assert {(BECOMES[rules], "becomes_copy"), (COPIABLE[rules], "copiable_values")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_true_polymorph_lasts_past_the_end_of_the_turn(cards, rules):
    replay = polymorph(cards, rules, ["bears", "dragon"], TO_END_STEP)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["turn"] == 4 and objects_in(replay.final_state)["bears"]["name"] == "Shivan Dragon"  # the next turn


@pytest.mark.parametrize("rules", BOTH)
def test_true_polymorph_may_make_a_creature_a_copy_of_an_artifact(cards, rules):
    replay = polymorph(cards, rules, ["dragon", "thopter"])
    dragon = objects_in(replay.final_state)["dragon"]
    assert (dragon["name"], dragon["power"], dragon["controller"]) == ("Ornithopter", 0, "Bob")


@pytest.mark.parametrize("rules", BOTH)
def test_true_polymorph_cant_choose_the_same_permanent_twice(cards, rules):
    replay = polymorph(cards, rules, ["bears", "bears"])
    assert replay.steps[1].refused


def mirrorform(cards, rules, target, extra=()):
    objects = [obj("mf", "Mirrorform", zone="hand"), *islands(6), obj("bears", "Grizzly Bears"), obj("thopter", "Ornithopter"),
               obj("dragon", "Shivan Dragon", "Bob"), obj("bob_bears", "Grizzly Bears", "Bob"), *extra]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mf", "targets": [target]}, p("Alice"), p("Bob")]
    return scenario(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_mirrorform_makes_each_nonland_permanent_you_control_a_copy_but_not_your_lands_or_theirs(cards, rules):
    replay = mirrorform(cards, rules, "dragon")
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert (found["bears"]["name"], found["thopter"]["name"], found["thopter"]["power"]) == ("Shivan Dragon", "Shivan Dragon", 5)
    assert (found["i0"]["name"], found["bob_bears"]["name"]) == ("Island", "Grizzly Bears")
    assert (BECOMES[rules], "becomes_copy") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_mirrorform_cant_target_an_aura(cards, rules):
    replay = mirrorform(cards, rules, "pac", [{**obj("pac", "Pacifism", "Bob"), "attached_to": "bears"}])
    assert replay.steps[1].refused


@pytest.mark.parametrize("text", [
    "Target artifact or creature becomes a copy of target artifact or creature.",
    "Target creature becomes a copy of another target creature until end of turn.",
    "Target creature becomes a copy of another target creature, except it has flying.",
    "Target creature becomes a copy of another target creature card in a graveyard.",
    "Each nonland permanent you control becomes a copy of target non-Aura permanent until end of turn.",
    "Each creature you control becomes a copy of target creature.",
    "Each other creature becomes a copy of target nonlegendary creature until end of turn.",
    "Up to one target creature becomes a copy of another target creature.",
])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{4}{U}{U}", "text": text}).played
