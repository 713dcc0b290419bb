"""Real cards that give extra turns beyond Time Walk's: "Target player takes an extra turn after this one"
(Time Warp, Beacon of Tomorrows, Karn's Temporal Sundering), "Target player takes two extra turns after this
one" (Time Stretch), and Final Fortune's price, "At the beginning of that turn's end step, you lose the game"
(2007 300.6, 404.4; 2026 500.7, 603.7, 104.3e)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "extra_turns_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
EXTRA = {"2007-02-01": "300.6", "2026-06-19": "500.7"}
DELAYED = {"2007-02-01": "404.4", "2026-06-19": "603.7"}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Savor the Moment"]


@pytest.mark.parametrize("text", [
    "Take an extra turn after this one. At the beginning of that turn's end step, target player loses the game.",
    "Target player takes an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
    "Take two extra turns after this one. At the beginning of that turn's end step, you lose the game.",
    "At the beginning of that turn's end step, you lose the game.",
    "Take three extra turns after this one.",
    "Take an extra turn after this one. Skip the untap step of that turn.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Sorcery"], "text": text}).played


def islands(n):
    return [obj(f"i{k}", "Island") for k in range(n)]


def libraries():
    return [*[obj(f"a{k}", "Island", zone="library") for k in range(6)],
            *[obj(f"b{k}", "Island", owner="Bob", zone="library") for k in range(6)]]


def cast(oid, lands, **more):
    return {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": f"i{k}"} for k in range(lands)], **more}


def to_next_turn(active="Alice"):
    """From the active player's main phase to their end step, both pass: the next turn begins (its upkeep)."""
    other = "Bob" if active == "Alice" else "Alice"
    return [{"type": "pass_until", "player": active, "phase": "end"}, p(active), p(other)]


def to_its_end_step():
    """From Alice's upkeep to her end step, and both pass what triggers there."""
    return [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", BOTH)
def test_target_player_takes_an_extra_turn_after_this_one(cards, rules):
    sc = in_main_phase([obj("warp", "Time Warp", zone="hand"), *islands(5), *libraries()],
                       [cast("warp", 5, targets=["Bob"]), p("Alice"), p("Bob"), *to_next_turn()], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Bob will take an extra turn after this one." in log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob")
    assert EXTRA[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_two_extra_turns_are_added_one_at_a_time(cards, rules):
    sc = in_main_phase([obj("stretch", "Time Stretch", zone="hand"), *islands(10), *libraries()],
                       [cast("stretch", 10, targets=["Alice"]), p("Alice"), p("Bob"), *to_next_turn(), *to_next_turn()], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert log(replay).count("Alice will take an extra turn after this one.") == 2
    assert log(replay).count("an extra turn; Alice is the active player") == 2
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (5, "Alice")


def final_fortune(rules, *more_actions, meditate=False):
    objects = [obj("fortune", "Final Fortune", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), *islands(3), *libraries()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fortune", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               p("Alice"), p("Bob")]
    if meditate:
        objects.append(obj("med", "Meditate", zone="hand"))
        actions += [cast("med", 3), p("Alice"), p("Bob")]
    return in_main_phase(objects, actions + list(more_actions), rules)


@pytest.mark.parametrize("rules", BOTH)
def test_final_fortunes_caster_loses_at_the_end_step_of_the_extra_turn(cards, rules):
    replay = run_scenario(load_scenario(final_fortune(rules, *to_next_turn(), *to_its_end_step()), cards=cards))
    assert not refused(replay), log(replay)
    state = replay.final_state
    assert state["turn"] == 4 and state["active_player"] == "Alice"
    assert "Alice loses the game (Final Fortune)." in log(replay)
    assert "Bob wins the game." in log(replay)
    assert {EXTRA[rules], DELAYED[rules]} <= cited(replay)
    assert ("104.3e" in cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("rules", BOTH)
def test_the_end_step_of_the_turn_it_was_cast_in_does_not_trigger_it(cards, rules):
    replay = run_scenario(load_scenario(final_fortune(rules, *to_next_turn()), cards=cards))
    assert not refused(replay), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Alice")
    assert "Alice loses the game (Final Fortune)." not in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_a_skipped_extra_turn_has_no_end_step_to_lose_at(cards, rules):
    """Meditate after Final Fortune: Alice's extra turn is skipped, so Bob's turn 4 follows; its end step
    is not "that turn's end step"."""
    sc = final_fortune(rules, *to_next_turn(), {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"),
                       meditate=True)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Alice skips their turn." in log(replay)
    assert "Alice loses the game (Final Fortune)." not in log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (5, "Alice")


def test_the_loader_names_a_malformed_end_step_loss():
    card = {"name": "Odd Fortune", "types": ["Instant"], "mana_cost": "{R}",
            "effect": [{"do": "extra_turn", "lose_at_its_end_step": "yes"}]}
    sc = in_main_phase([{"id": "x", "card": card, "owner": "Alice", "zone": "hand"}], [], "2026-06-19")
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card\.effect\[0\]\.lose_at_its_end_step"):
        load_scenario(sc)


@pytest.mark.parametrize("rules", BOTH)
def test_after_an_opponents_extra_turn_the_turn_order_goes_on_from_the_turn_it_followed(cards, rules):
    """Time Warp on Bob in Alice's turn 3: Bob takes the extra turn 4, then his own turn 5 (the turn after
    Alice's turn 3 in the normal order), then Alice's turn 6."""
    sc = in_main_phase([obj("warp", "Time Warp", zone="hand"), *islands(5), *libraries()],
                       [cast("warp", 5, targets=["Bob"]), p("Alice"), p("Bob"), *to_next_turn(), *to_next_turn("Bob"),
                        *to_next_turn("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Turn 4 begins: an extra turn; Bob is the active player." in log(replay)
    assert "Turn 5 begins; Bob is the active player." in log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (6, "Alice")
