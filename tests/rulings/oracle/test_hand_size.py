"""Real cards that change a player's maximum hand size: "Your maximum hand size is reduced by four."
(Thought Devourer), "increased by one" (Minamo Scrollkeeper), "Each opponent's maximum hand size is reduced
by one." (Gnat Miser). An effect on a rule of the game (2007 418.5j; 2026 613.11), read as the cleanup
step's discard happens (2007 314.1; 2026 514.1)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "hand_size_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
CHANGED = {"2007-02-01": "418.5j", "2026-06-19": "613.11"}


def test_the_cards_are_fully_played(compiled):
    assert all(card.played for card in compiled.values())


@pytest.mark.parametrize("text", [
    "Your maximum hand size is reduced by X.",
    "Your maximum hand size is seven.",
    "Target player's maximum hand size is reduced by one.",
    "Each player's maximum hand size is reduced by one.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Enchantment"], "text": text}).played


def cleanup(rules, permanents, cards_in_hand, whose_turn="Alice"):
    """`whose_turn` has `cards_in_hand` Islands in hand; the players pass to the end of that turn."""
    other = "Bob" if whose_turn == "Alice" else "Alice"
    objects = [*permanents, *[obj(f"h{k}", "Island", owner=whose_turn, zone="hand") for k in range(cards_in_hand)],
               *[obj(f"a{k}", "Island", zone="library") for k in range(2)], *[obj(f"b{k}", "Island", owner="Bob", zone="library") for k in range(2)]]
    actions = [{"type": "pass_until", "player": whose_turn, "phase": "end"}, p(whose_turn), p(other)]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = whose_turn
    return sc


def kept(replay, n):
    return [zone_of(replay, f"h{k}") for k in range(n)].count("hand")


@pytest.mark.parametrize("rules", BOTH)
def test_a_reduced_maximum_discards_down_to_it(cards, rules):
    replay = run_scenario(load_scenario(cleanup(rules, [obj("dev", "Thought Devourer")], 5), cards=cards))
    assert not refused(replay), log(replay)
    assert kept(replay, 5) == 3
    assert "Alice discards 2 card(s) down to three" in log(replay)
    assert CHANGED[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_an_increased_maximum_keeps_eight(cards, rules):
    replay = run_scenario(load_scenario(cleanup(rules, [obj("keeper", "Minamo Scrollkeeper")], 9), cards=cards))
    assert kept(replay, 9) == 8


@pytest.mark.parametrize("rules", BOTH)
def test_each_opponents_maximum_is_reduced_not_its_controllers(cards, rules):
    mine = run_scenario(load_scenario(cleanup(rules, [obj("gnat", "Gnat Miser")], 8), cards=cards))
    assert kept(mine, 8) == 7
    theirs = run_scenario(load_scenario(cleanup(rules, [obj("gnat", "Gnat Miser")], 8, whose_turn="Bob"), cards=cards))
    assert kept(theirs, 8) == 6


@pytest.mark.parametrize("rules", BOTH)
def test_changes_add_up_and_stop_at_none(cards, rules):
    sc = cleanup(rules, [obj("dev", "Thought Devourer"), obj("jin", "Jin-Gitaxias, Core Augur", owner="Bob")], 3)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert kept(replay, 3) == 0  # 7 - 4 - 7: below zero, the whole hand


def test_the_loader_names_a_malformed_hand_size():
    card = {"name": "Odd Devourer", "types": ["Enchantment"], "mana_cost": "{U}",
            "abilities": [{"kind": "static", "hand_size": {"whose": "you", "by": 0}}]}
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card\.abilities\[0\]\.hand_size\.by"):
        load_scenario(in_main_phase([{"id": "x", "card": card, "owner": "Alice", "zone": "in_play"}], [], "2026-06-19"))
