"""Real cards with "When this creature enters or leaves the battlefield, ..." (Aven Riftwatcher, Keldon
Marauders, Deadwood Treefolk): one ability with two trigger events, an enters one and a
leaves-the-battlefield one (2007 410.10a, 410.10c; 2026 603.6a, 603.6c); the leaving one looks back
at the permanent as it last existed."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "enters_or_leaves_cards.json"
POOL_TOO = True
R26, R07 = "2026-06-19", "2007-02-01"
LEAVES = {R26: "603.6c", R07: "410.10c"}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "When this creature enters or leaves the battlefield, put a +1/+1 counter on this creature.",
    "When this creature enters or leaves the battlefield, this creature deals 1 damage to any target.",
    "Whenever a creature enters or leaves the battlefield, you gain 2 life.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def riftwatcher(rules):
    """Alice casts Aven Riftwatcher, then Bob Lightning Bolts it."""
    return in_main_phase([obj("aven", "Aven Riftwatcher", zone="hand"), *[obj(f"p{i}", "Plains") for i in range(3)],
                          obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")],
                         [{"type": "play_spell", "player": "Alice", "object": "aven", "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
                          p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"),
                          {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["aven"], "mana_abilities": [{"object": "m"}]},
                          p("Bob"), p("Alice"), p("Alice"), p("Bob")], rules)


@pytest.mark.parametrize("rules", [R26, R07])
def test_aven_riftwatcher_gains_life_as_it_enters_and_as_it_leaves(cards, rules):
    replay = run_scenario(load_scenario(riftwatcher(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "aven") == "graveyard"
    assert replay.final_state["players"][0]["life"] == 24
    assert LEAVES[rules] in cited(replay)


def test_keldon_marauders_deals_its_damage_as_it_leaves_too(cards):
    sc = in_main_phase([obj("keldon", "Keldon Marauders", counters={"time": 1}), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")],
                       [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["keldon"], "mana_abilities": [{"object": "m"}]},
                        p("Alice"), p("Bob"), p("Alice", trigger_targets={"keldon": ["Bob"]}), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][1]["life"] == 19, log(replay)


def test_deadwood_treefolk_leaving_returns_another_creature_card_not_itself(cards):
    sc = in_main_phase([obj("tree", "Deadwood Treefolk", counters={"time": 1}), obj("bears", "Grizzly Bears", zone="graveyard"),
                        obj("bolt", "Lightning Bolt", zone="hand"), obj("giant", "Hill Giant", owner="Bob"), obj("m", "Mountain")],
                       [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["tree"], "mana_abilities": [{"object": "m"}]},
                        p("Alice"), p("Bob")], R26)
    sc["objects"][0]["damage"] = 5  # Bolt's 3 more is lethal to the 3/6
    sc["actions"] += [p("Alice", trigger_targets={"tree": ["bears"]}), p("Bob")]
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "tree"), zone_of(replay, "bears")) == ("graveyard", "hand"), log(replay)
