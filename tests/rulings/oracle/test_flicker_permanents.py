"""Real cards that exile a permanent of any kind and return it at once (rulings/oracle/removal.py flicker,
exile_more.py flicker_yours): Flicker of Fate's "target creature or enchantment", Felidar Guardian's "another target
permanent you control". An Aura returned is attached to what the player it returns under chooses as it enters
(2007 212.4j; 2026 303.4f: rulings/engine/aura_entering.py); a permanent returned is a new object (2007 217.1c; 2026
400.7)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "flicker_permanents_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
AURA_CHOSEN = {"2007-02-01": "212.4j", "2026-06-19": "303.4f"}


@pytest.mark.parametrize("name", ["Felidar Guardian", "Flicker of Fate"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


def played(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def flicker_of_fate(target, **choices):
    return [{"type": "play_spell", "player": "Alice", "object": "fate", "targets": [target],
             "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}, p("Alice"), p("Bob", **choices)]


FATE = [obj("fate", "Flicker of Fate", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains")]


@pytest.mark.parametrize("rules", BOTH)
def test_flicker_of_fate_returns_an_aura_enchanting_what_its_owner_chooses(cards, rules):
    objects = [*FATE, obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("pacifism", "Pacifism", owner="Bob", attached_to="lions")]
    replay = played(cards, rules, objects, flicker_of_fate("pacifism", choices={"pacifism": {"enchant": "bears"}}))
    state = objects_in(replay.final_state)
    assert zone_of(replay, "pacifism") == "in_play" and state["pacifism"]["controller"] == "Bob"
    assert state["pacifism"].get("attached_to") == "bears", log(replay)
    assert AURA_CHOSEN[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_flicker_of_fate_returns_a_creature_whose_enters_ability_triggers(cards, rules):
    objects = [*FATE, obj("elf", "Elvish Visionary"), obj("card", "Island", zone="library")]
    replay = played(cards, rules, objects, flicker_of_fate("elf") + [p("Alice"), p("Bob")])
    assert zone_of(replay, "elf") == "in_play" and zone_of(replay, "card") == "hand", log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_felidar_guardian_flickers_an_aura_its_controller_controls(cards, rules):
    objects = [obj("felidar", "Felidar Guardian", zone="hand"), *[obj(f"p{k}", "Plains") for k in range(4)],
               obj("lions", "Savannah Lions", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("pacifism", "Pacifism", attached_to="lions")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "felidar", "mana_abilities": [{"object": f"p{k}"} for k in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"felidar": ["pacifism"]}), p("Alice"),
               p("Bob", choices={"felidar": {"may": True}, "pacifism": {"enchant": "bears"}})]
    replay = played(cards, rules, objects, actions)
    assert objects_in(replay.final_state)["pacifism"].get("attached_to") == "bears", log(replay)


def test_another_target_permanent_isnt_the_guardian_itself(cards):
    objects = [obj("felidar", "Felidar Guardian", zone="hand"), *[obj(f"p{k}", "Plains") for k in range(4)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "felidar", "mana_abilities": [{"object": f"p{k}"} for k in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"felidar": ["felidar"]})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, "2026-06-19"), cards=cards))
    assert refused(replay)
