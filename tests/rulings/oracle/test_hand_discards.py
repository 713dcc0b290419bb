"""Discarding a whole hand and drawing again (rulings/oracle/hand_discards.py) on real cards
(hand_discards_cards.json): "you may discard (all the cards in) your hand. If you do, draw two / that
many cards" (Forgotten Creation, Vaultguard Trooper), "you may discard your hand and draw three cards"
(Ambergris, Agent of Progress), "that player / defending player discards all the cards in their hand,
then draws that many cards" (Barbed Shocker, Robber Fly). The choice is made as the ability resolves
(2007 413.2c; 2026 608.2d); "that many" is the number of cards discarded this way."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, p, refused

CARDS = Path(__file__).parent / "hand_discards_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Forgotten Creation", "Book Devourer", "Ambergris, Agent of Progress", "Barbed Shocker", "Shocker", "Robber Fly",
          "Vaultguard Trooper", "Byway Barterer", "Narset, Jeskai Waymaster", "Smellerbee, Rebel Fighter"]
#: "draw a card for each artifact you control / for each card you've discarded this turn" after it, and
#: each player's own choice ("each player may discard their hand"): not read here
NEAR_MISSES = ["Jackdaw", "Astonishing Spider-Man", "Ruin Grinder"]


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def drawn(replay, player):
    """How many of the cards now in `player`'s hand came from their library."""
    return sum(oid.startswith(f"{player[0]}l") for oid in zone(replay, player, "hand"))


def run(cards, rules, objects, actions, phase, step=None):
    turn = {"number": 3, "active_player": "Alice", "phase": phase, **({"step": step} if step else {})}
    data = {"format": 1, "rules": rules, "name": "hand discards", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def hand_and_library(owner, hand=2, library=4):
    return [*(obj(f"{owner[0]}h{i}", "Island", owner=owner, zone="hand") for i in range(hand)),
            *(obj(f"{owner[0]}l{i}", "Swamp", owner=owner, zone="library") for i in range(library))]


@pytest.mark.parametrize("name", PLAYED)
def test_hand_discard_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_hand_discards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_that_many_is_the_cards_discarded_not_the_damage_dealt(compiled):
    effect = next(a for a in compiled["Book Devourer"].definition["abilities"] if a.get("kind") == "triggered")["effect"]
    assert effect[0]["then"] == [{"do": "draw", "amount": {"count": "discarded_this_way"}}]


def forgotten_creation(cards, rules, choose):
    objects = [obj("fc", "Forgotten Creation"), *hand_and_library("Alice")]
    return run(cards, rules, objects, [p("Alice"), p("Bob", **({"choices": {"fc": {"may": choose}}} if choose is not None else {}))],
               "beginning", "upkeep")


@pytest.mark.parametrize("rules", EDITIONS)
def test_forgotten_creation_discards_the_hand_and_draws_that_many(cards, rules):
    replay = forgotten_creation(cards, rules, True)
    assert sorted(zone(replay, "Alice", "graveyard")) == ["Ah0", "Ah1"], log(replay)
    assert drawn(replay, "Alice") == 2 and len(zone(replay, "Alice", "library")) == 2
    assert CHOICE[rules] in cited(replay)


def test_forgotten_creation_declined_keeps_the_hand(cards):
    replay = forgotten_creation(cards, R2026, None)
    assert sorted(zone(replay, "Alice", "hand")) == ["Ah0", "Ah1"] and zone(replay, "Alice", "graveyard") == []
    assert "doesn't discard all the cards in their hand (no choice was given" in log(replay)


def combat(cards, rules, attacker, bob_objects=(), blocks=None, choices=None, attack_triggers=0):
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": [attacker["id"]]}]
    for _ in range(attack_triggers):
        actions += [p("Alice"), {**p("Bob"), **({"choices": choices} if choices else {})}]
    actions += [p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": list(blocks or ())},
                p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return run(cards, rules, [attacker, *bob_objects], actions, "combat", "beginning_of_combat")


@pytest.mark.parametrize("rules", EDITIONS)
def test_barbed_shocker_makes_the_damaged_player_discard_their_hand_and_draw_as_many(cards, rules):
    replay = combat(cards, rules, obj("shock", "Barbed Shocker"), hand_and_library("Bob", hand=3, library=5))
    assert sorted(zone(replay, "Bob", "graveyard")) == ["Bh0", "Bh1", "Bh2"], log(replay)
    assert drawn(replay, "Bob") == 3 and len(zone(replay, "Bob", "hand")) == 3
    assert zone(replay, "Alice", "hand") == []


@pytest.mark.parametrize("rules", EDITIONS)
def test_robber_fly_blocked_makes_the_defending_player_discard_their_hand_and_draw_as_many(cards, rules):
    bobs = [obj("drake", "Wind Drake", owner="Bob"), *hand_and_library("Bob", hand=2, library=3)]
    replay = combat(cards, rules, obj("fly", "Robber Fly"), bobs, blocks=[{"blocker": "drake", "attacker": "fly"}])
    assert sorted(zone(replay, "Bob", "graveyard")) == ["Bh0", "Bh1"], log(replay)
    assert drawn(replay, "Bob") == 2 and len(zone(replay, "Bob", "hand")) == 2


def test_ambergris_may_discard_the_hand_and_draw_three(cards):
    replay = combat(cards, R2026, obj("amb", "Ambergris, Agent of Progress"), [*hand_and_library("Alice", hand=1)],
                    choices={"amb": {"may": True}}, attack_triggers=1)
    assert zone(replay, "Alice", "graveyard") == ["Ah0"], log(replay)
    assert drawn(replay, "Alice") == 3 and len(zone(replay, "Alice", "hand")) == 3


def test_ambergris_with_an_empty_hand_still_draws_three(cards):
    """Discarding an empty hand is still discarding the hand: the draws follow."""
    replay = combat(cards, R2026, obj("amb", "Ambergris, Agent of Progress"), [*hand_and_library("Alice", hand=0)],
                    choices={"amb": {"may": True}}, attack_triggers=1)
    assert drawn(replay, "Alice") == 3 and len(zone(replay, "Alice", "hand")) == 3, log(replay)
