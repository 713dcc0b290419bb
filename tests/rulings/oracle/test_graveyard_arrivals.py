"""Real cards that trigger as they are put into a graveyard from anywhere: "When ~ is put into a graveyard
from anywhere, shuffle it into its owner's library." (Dread, Worldspine Wurm) and "..., its owner shuffles
their graveyard into their library." (Ulamog, the Infinite Gyre; Kozilek): the trigger condition works from
the graveyard (2007 402.8f; 2026 113.6k) and is not a leaves-the-battlefield ability (2026 603.6c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_arrivals_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
OFF_BATTLEFIELD = {"2007-02-01": "402.8f", "2026-06-19": "113.6k"}


def test_the_cards_are_fully_played(compiled):
    # Serra Avatar's power and toughness (its life-total count) are not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Serra Avatar"]


@pytest.mark.parametrize("text, types", [
    ("When ~ is put into a graveyard from anywhere, shuffle it into your library.", ["Creature"]),
    ("When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.", ["Sorcery"]),
    ("When ~ is put into a graveyard from anywhere, its owner shuffles their hand into their library.", ["Creature"]),
    ("When ~ is put into your graveyard from anywhere, shuffle it into its owner's library.", ["Creature"]),
])
def test_near_misses_stay_text_only(text, types):
    card = {"name": "Near Miss", "mana_cost": "{3}", "types": types, "text": text}
    if types == ["Creature"]:
        card.update(power="2", toughness="2")
    assert not compile_card(card).played


def mind_rot(rules, *in_hand, graveyard=()):
    """On Bob's turn 3, Bob casts Mind Rot on Alice, who holds `in_hand` (two cards): both are discarded."""
    objects = [obj("rot", "Mind Rot", owner="Bob", zone="hand"), *[obj(f"s{k}", "Swamp", owner="Bob") for k in range(3)],
               *[obj(oid, name, zone="hand") for oid, name in in_hand], *[obj(oid, name, zone="graveyard") for oid, name in graveyard],
               *[obj(f"a{k}", "Island", zone="library") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Bob", "object": "rot", "targets": ["Alice"],
                "mana_abilities": [{"object": f"s{k}"} for k in range(3)]}, p("Bob"), p("Alice"), p("Bob"), p("Alice")]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = "Bob"
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_a_discarded_card_triggers_from_the_graveyard_and_is_shuffled_into_the_library(cards, rules):
    replay = run_scenario(load_scenario(mind_rot(rules, ("dread", "Dread"), ("isl", "Island")), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "dread") == "library"
    assert zone_of(replay, "isl") == "graveyard"
    assert "Alice shuffles Dread into their library" in log(replay)
    assert OFF_BATTLEFIELD[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_its_owner_shuffles_their_whole_graveyard_into_their_library(cards, rules):
    replay = run_scenario(load_scenario(mind_rot(rules, ("ulamog", "Ulamog, the Infinite Gyre"), ("isl", "Island"),
                                                 graveyard=[("old", "Island")]), cards=cards))
    assert not refused(replay), log(replay)
    assert {zone_of(replay, oid) for oid in ("ulamog", "isl", "old")} == {"library"}


@pytest.mark.parametrize("rules", BOTH)
def test_a_creature_that_dies_triggers_its_dies_ability_and_the_graveyard_one(cards, rules):
    objects = [obj("murder", "Murder", owner="Bob", zone="hand"), *[obj(f"s{k}", "Swamp", owner="Bob") for k in range(3)],
               obj("ww", "Worldspine Wurm"), *[obj(f"a{k}", "Island", zone="library") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Bob", "object": "murder", "targets": ["ww"],
                "mana_abilities": [{"object": f"s{k}"} for k in range(3)]}, p("Bob"), p("Alice"),
               p("Bob"), p("Alice"), p("Bob"), p("Alice")]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = "Bob"
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "ww") == "library"
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 3
    assert ("603.6c" in cited(replay)) == (rules == "2026-06-19")


def test_the_loader_names_the_zone_the_event_triggers_from():
    card = {"name": "Odd Wurm", "types": ["Creature"], "mana_cost": "{3}", "power": 2, "toughness": 2,
            "abilities": [{"kind": "triggered", "trigger": {"event": "put_into_graveyard_from_anywhere"},
                           "effect": [{"do": "shuffle_self_into_library"}]}]}
    sc = in_main_phase([{"id": "x", "card": card, "owner": "Alice", "zone": "hand"}], [], "2026-06-19")
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card\.abilities\[0\]\.zone"):
        load_scenario(sc)


@pytest.mark.parametrize("rules", BOTH)
def test_a_creature_dying_of_damage_triggers_before_anyone_gets_priority(cards, rules):
    """Worldspine Wurm with lethal damage marked dies as state-based actions are checked; its "from anywhere"
    trigger goes on the stack with its dies trigger, before a player receives priority."""
    objects = [{**obj("ww", "Worldspine Wurm"), "damage": 15}, *[obj(f"a{k}", "Island", zone="library") for k in range(3)]]
    replay = run_scenario(load_scenario(in_main_phase(objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules), cards=cards))
    assert not refused(replay), log(replay)
    text = log(replay)
    assert text.index("is put into a graveyard from anywhere") < text.index("Alice receives priority")
    assert zone_of(replay, "ww") == "library"
