""" "Return a land / a creature you control to its owner's hand", chosen as the ability
resolves, not targeted (2007 413.2c, 2026 608.2d): Azorius Chancery, Whitemane Lion."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, in_main_phase, log, obj

EDITIONS = [("2007-02-01", "413.2c"), ("2026-06-19", "608.2d")]


def zone_of(replay, oid):
    for p in replay.final_state["zones"].values():
        for zone, objs in p.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


def run(lookup, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "real cards"), cards=lookup))


def chancery(lookup, rules, choice=None):
    """Alice plays the Chancery with a Plains in play; Bob has an Island."""
    resolve = {"type": "pass_priority", "player": "Bob", **({"choices": {"chancery": {"cards": [choice]}}} if choice else {})}
    return run(lookup, [obj("chancery", "Azorius Chancery", zone="hand"), obj("plains", "Plains"), obj("island", "Island", "Bob")],
               [{"type": "play_land", "player": "Alice", "object": "chancery"}, {"type": "pass_priority", "player": "Alice"}, resolve],
               rules)


@pytest.mark.parametrize("rules, rule", EDITIONS)
def test_azorius_chancery_returns_the_land_chosen_as_it_resolves(lookup, pool, rules, rule):
    assert pool["Azorius Chancery"].played
    replay = chancery(lookup, rules, "plains")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "plains") == "hand" and zone_of(replay, "chancery") == "in_play"
    assert rule in cited(replay)


@pytest.mark.parametrize("rules, rule", EDITIONS)
def test_azorius_chancery_without_a_choice_returns_itself_and_says_so(lookup, rules, rule):
    replay = chancery(lookup, rules)
    assert zone_of(replay, "chancery") == "hand" and zone_of(replay, "plains") == "in_play"
    assert "no choice was given" in log(replay)


def test_a_choice_of_a_land_an_opponent_controls_is_refused(lookup):
    replay = chancery(lookup, "2026-06-19", "island")
    last = replay.steps[-1]
    assert last.refused and "choices.chancery.cards" in " ".join(ev.text for ev in last.events)
    assert zone_of(replay, "island") == "in_play" and zone_of(replay, "plains") == "in_play"


@pytest.mark.parametrize("rules, rule", EDITIONS)
def test_whitemane_lion_returns_the_creature_chosen(lookup, pool, rules, rule):
    assert pool["Whitemane Lion"].played
    objects = [obj("lion", "Whitemane Lion", zone="hand"), obj("bears", "Grizzly Bears"), obj("p1", "Plains"), obj("p2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lion", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"lion": {"cards": ["bears"]}}}]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "hand" and zone_of(replay, "lion") == "in_play"


def test_a_conditional_return_stays_text_only():
    card = {"name": "Test", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
            "text": "When this creature enters, return a creature you control to its owner's hand unless you pay {1}."}
    assert not compile_card(card).played
