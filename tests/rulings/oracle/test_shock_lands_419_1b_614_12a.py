"""A real shock land (rulings/oracle/lands.py): "As this land enters, you may pay
2 life. If you don't, it enters tapped." The choice is made as it enters (2007
419.1b; 2026 614.12a), given by the action's `choices` ({"<id>": {"pay_life": true}})."""
import pytest

from rulings.engine import load_scenario, run_scenario

EDITIONS = {"2007-02-01": "419.1b", "2026-06-19": "614.12a"}


def played(lookup, rules, choices=None, life=20):
    action = {"type": "play_land", "player": "Alice", "object": "fountain"}
    if choices is not None:
        action["choices"] = {"fountain": choices}
    tap = {"type": "activate_ability", "player": "Alice", "object": "fountain", "ability": 1}  # its Island ability (305.6)
    data = {"format": 1, "rules": rules, "name": "shock", "players": [{"name": "Alice", "life": life}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "fountain", "card": "Hallowed Fountain", "owner": "Alice", "zone": "hand"}],
            "actions": [action, tap]}
    return run_scenario(load_scenario(data, cards=lookup))


def entering(replay):
    return next(e for e in replay.steps[1].events if e.text.startswith("As Hallowed Fountain"))


def test_hallowed_fountain_is_fully_played(pool):
    assert pool["Hallowed Fountain"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_paying_2_life_it_enters_untapped(lookup, rules):
    replay = played(lookup, rules, {"pay_life": True})
    said = entering(replay)
    assert "Alice pays 2 life (18 left)" in said.text
    assert (EDITIONS[rules], "choose_as_comes_into_play") in {(c.rule, c.concept) for c in said.citations}
    assert not replay.steps[2].refused  # untapped: it taps for {U}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choices", [{"pay_life": False}, None])
def test_not_paying_it_enters_tapped(lookup, rules, choices):
    replay = played(lookup, rules, choices)
    assert "doesn't pay 2 life" in entering(replay).text and "tapped" in entering(replay).text
    assert replay.steps[2].refused  # tapped: it can't pay {T}


def test_a_player_with_1_life_cant_pay_2_and_it_enters_tapped(lookup):
    replay = played(lookup, "2026-06-19", {"pay_life": True}, life=1)
    said = entering(replay)
    assert "Alice has 1 life and can't pay 2" in said.text
    assert ("119.4", "pay_life") in {(c.rule, c.concept) for c in said.citations}
    assert replay.steps[2].refused
