"""A token created at the beginning of the next end step (rulings/oracle/delayed_tokens.py), played from
real cards' Oracle text (delayed_tokens_cards.json: records copied from the pool): "When this creature
dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step." (Rukh Egg),
"{G}, Sacrifice this creature: Create a 1/1 green Insect creature token with flying named Butterfly at
the beginning of the next end step." (Giant Caterpillar): a delayed triggered ability (2007 404.4; 2026
603.7) that creates the token then, not before. A copy of the creature made later stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "delayed_tokens_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Rukh Egg", "Giant Caterpillar", "Transluminant"]
NEAR_MISSES = ["Ochre Jelly"]  # a copy of it, later, with half its counters: not read
#: the rule each edition cites for a delayed triggered ability
DELAYED = {R2007: "404.4", R2026: "603.7"}


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "delayed tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens_of(state, subtype):
    return [o for o in objects_in(state).values() if o.get("token") and subtype in o["subtypes"] and o["zone"] == "in_play"]


def cited_numbers(replay) -> set:
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("name", PLAYED)
def test_delayed_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_delayed_copies_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_creation_waits_in_a_delayed_trigger(compiled):
    steps = compiled["Rukh Egg"].definition["abilities"][0]["effect"]
    assert [st["do"] for st in steps] == ["delayed_trigger"] and steps[0]["effect"][0]["do"] == "create_token", steps


def bolt_the_egg(until_end_step):
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["egg"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # the Bolt, then the dies trigger
    if until_end_step:
        actions += [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    return actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_rukh_egg_dying_makes_no_bird_before_the_end_step(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("egg", "Rukh Egg", owner="Bob")]
    replay = run(cards, objects, bolt_the_egg(False), rules)
    assert not tokens_of(replay.final_state, "Bird"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rukh_egg_dying_makes_its_bird_at_the_beginning_of_the_end_step(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("egg", "Rukh Egg", owner="Bob")]
    replay = run(cards, objects, bolt_the_egg(True), rules)
    birds = tokens_of(replay.final_state, "Bird")
    assert len(birds) == 1 and birds[0]["controller"] == "Bob" and "flying" in birds[0]["keywords"], log(replay)
    assert (birds[0]["power"], birds[0]["toughness"]) == (4, 4), birds[0]
    assert DELAYED[rules] in {n[:len(DELAYED[rules])] for n in cited_numbers(replay)}, sorted(cited_numbers(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_giant_caterpillar_becomes_a_butterfly_at_the_end_step(cards, rules):
    objects = [obj("caterpillar", "Giant Caterpillar"), obj("f", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "caterpillar", "ability": 0, "mana_abilities": [{"object": "f"}]},
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    butterflies = tokens_of(replay.final_state, "Insect")
    assert len(butterflies) == 1 and butterflies[0]["name"] == "Butterfly", log(replay)
    assert "flying" in butterflies[0]["keywords"], butterflies[0]
