"""Real cards with exactly N targets of one word "target": "Destroy two target lands" (Rain of Salt),
"Return two target creatures to their owners' hands" (Undo), "Return two target cards from your
graveyard to your hand" (Restock), "Destroy two target nonblack creatures. You lose 5 life." (Wicked
Pact). None may be chosen twice (2007 409.1c; 2026 115.3)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "n_targets_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
SAME_TWICE = {R26: "115.3", R07: "409.1c"}


def cast(cards, rules, card, lands, targets, others):
    objects = [obj("spell", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets,
                "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(compiled):
    for name in ("Rain of Salt", "Undo", "Restock", "Wicked Pact", "Deadeye Tracker"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "Destroy two target creature.",
    "Return two target creatures to its owner's hand.",
    "Return two target creature cards from a graveyard to your hand.",
    "Destroy two target creatures and draw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_rain_of_salt_destroys_two_target_lands(cards, rules):
    replay = cast(cards, rules, "Rain of Salt", ["Mountain"] * 6, ["a", "b"],
                  [obj("a", "Island", owner="Bob"), obj("b", "Forest", owner="Bob"), obj("c", "Swamp", owner="Bob")])
    assert (zone_of(replay, "a"), zone_of(replay, "b"), zone_of(replay, "c")) == ("graveyard", "graveyard", "in_play")


@pytest.mark.parametrize("rules", [R26, R07])
def test_rain_of_salt_cant_target_one_land_twice(cards, rules):
    replay = cast(cards, rules, "Rain of Salt", ["Mountain"] * 6, ["a", "a"], [obj("a", "Island", owner="Bob")])
    assert refused(replay) and SAME_TWICE[rules] in cited(replay)


def test_undo_returns_two_target_creatures_to_their_owners_hands(cards):
    replay = cast(cards, R26, "Undo", ["Island"] * 3, ["mine", "his"],
                  [obj("mine", "Grizzly Bears"), obj("his", "Hill Giant", owner="Bob")])
    assert (zone_of(replay, "mine"), zone_of(replay, "his")) == ("hand", "hand")


@pytest.mark.parametrize("rules", [R26, R07])
def test_restock_returns_two_cards_from_your_graveyard_and_exiles_itself(cards, rules):
    replay = cast(cards, rules, "Restock", ["Forest"] * 5, ["g1", "g2"],
                  [obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Hill Giant", zone="graveyard")])
    assert (zone_of(replay, "g1"), zone_of(replay, "g2"), zone_of(replay, "spell")) == ("hand", "hand", "removed_from_game")


def test_restock_cant_target_a_card_in_an_opponents_graveyard(cards):
    replay = cast(cards, R26, "Restock", ["Forest"] * 5, ["g1", "g2"],
                  [obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Hill Giant", owner="Bob", zone="graveyard")])
    assert refused(replay)


def test_wicked_pact_destroys_two_nonblack_creatures_and_its_caster_loses_5_life(cards):
    replay = cast(cards, R26, "Wicked Pact", ["Swamp"] * 3, ["a", "b"],
                  [obj("a", "Grizzly Bears", owner="Bob"), obj("b", "Hill Giant", owner="Bob")])
    assert (zone_of(replay, "a"), zone_of(replay, "b")) == ("graveyard", "graveyard"), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 15
