""" "Creatures you control with +1/+1 counters on them can't be blocked." (Herald of Secret Streams), "Each creature you
control with a +1/+1 counter on it can't be blocked by more than one creature." (Battlefront Krushok), "... can block an
additional creature each combat." (Cenn's Tactician), "Each creature you control with a counter on it has ward {1}."
(Cathedral Acolyte, Matt Murdock), "... with a counter on it can't be blocked by more than one creature." (Michelangelo,
Mutant BFF): read by rulings/oracle/counter_holders.py, played from real cards' Oracle text (counter_holders_cards.json:
records copied from the pool). The creatures are read again whenever the ability is applied (2007 418.5a; 2026 613.1f);
"a counter" is one of any kind. A quoted ability (Rishkar's "{T}: Add {G}.") stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counter_holders_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Battlefront Krushok", "Cathedral Acolyte", "Cenn's Tactician", "Herald of Secret Streams", "Matt Murdock, Justice Seeker",
          "Michelangelo, Mutant BFF"]
NEAR_MISSES = ["Rishkar, Peema Renegade"]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counter holders"), cards=cards))


def blocked(rules, attacker, blockers):
    """Alice attacks with `attacker`; Bob blocks it with `blockers`."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": attacker} for b in blockers]}]


@pytest.mark.parametrize("name", PLAYED)
def test_counter_holder_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_holders_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_herald_of_secret_streams_makes_only_creatures_with_a_counter_unblockable(cards, rules):
    objects = [obj("herald", "Herald of Secret Streams"), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("wall", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocked(rules, "bears", ["wall"]), rules)
    assert len(refused(replay)) == 1 and "is unblockable" in log(replay), log(replay)
    assert {R2007: "309.2a", R2026: "509.1b"}[rules] in cited(replay), sorted(cited(replay))  # the block restrictions
    plain = [obj("herald", "Herald of Secret Streams"), obj("bears", "Grizzly Bears"), obj("wall", "Grizzly Bears", owner="Bob")]
    replay = play(cards, plain, blocked(rules, "bears", ["wall"]), rules)
    assert not refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_battlefront_krushok_lets_one_blocker_only_for_a_creature_with_a_counter(cards, rules):
    objects = [obj("krushok", "Battlefront Krushok"), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocked(rules, "bears", ["b1", "b2"]), rules)
    assert len(refused(replay)) == 1, log(replay)
    replay = play(cards, objects, blocked(rules, "bears", ["b1"]), rules)
    assert not refused(replay), log(replay)


def test_cathedral_acolyte_gives_ward_to_a_creature_with_a_counter_of_any_kind(cards):
    objects = [obj("acolyte", "Cathedral Acolyte"), obj("charged", "Grizzly Bears", counters={"charge": 1}), obj("plain", "Grizzly Bears"),
               obj("theirs", "Grizzly Bears", owner="Bob", counters={"+1/+1": 1})]
    replay = play(cards, objects, [p("Alice")], R2026)  # ward (2026 702.21) is later than the February 2007 rules
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert any(k.startswith("ward") for k in state["charged"]["keywords"]), state["charged"]
    assert not any(k.startswith("ward") for k in state["plain"]["keywords"] + state["theirs"]["keywords"]), log(replay)
