"""A permanent kicked as it was cast remembers it for its abilities linked to
the kicker (2007 502.21b; 2026 702.33e): "When this creature enters, if it was
kicked, ..." is an intervening "if" (2007 404.3; 2026 603.4), checked as it
triggers and again on resolution, then on the permanent as it entered, even if
it has left play since; a permanent put into play without being cast kicked was
not kicked (rulings/engine/kicker.py)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"
SAGE = {"name": "Kicked Sage", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
        "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{1}"},
                      {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"source_was_kicked": True},
                       "effect": [{"do": "draw", "amount": 2}], "text": "When this creature enters, if it was kicked, draw two cards."}]}


def forests(n):
    return [obj(f"f{i}", "Forest") for i in range(n)]


def library(n):
    return [obj(f"c{i}", "Forest", zone="library") for i in range(n)]


def hand_size(replay, player="Alice"):
    return len(replay.final_state["zones"][player]["hand"])


@pytest.mark.parametrize("rules", [R07, R26])
@pytest.mark.parametrize("kicked, drawn", [(True, 2), (False, 0)])
def test_the_enters_ability_linked_to_kicker_happens_only_if_the_creature_was_kicked(rules, kicked, drawn):
    data = make([obj("sage", SAGE, zone="hand"), *forests(2), *library(3)],
                [act("play_spell", object="sage", **({"kicked": True} if kicked else {})), pass_("Alice"), pass_("Bob"),
                 pass_("Alice"), pass_("Bob")])
    replay = run_scenario(load_scenario({**data, "rules": rules}))
    assert hand_size(replay) == drawn


def test_it_was_kicked_is_read_from_the_creature_as_it_entered_even_after_it_left_play():
    """Bob kills the kicked Sage in response to its trigger: on resolution it was still kicked (LKI)."""
    data = make([obj("sage", SAGE, zone="hand"), *forests(2), *library(3), obj("bolt", "Lightning Bolt", "Bob", zone="hand"),
                 obj("m", "Mountain", "Bob")],
                [act("play_spell", object="sage", kicked=True), pass_("Alice"), pass_("Bob"), pass_("Alice"),
                 act("play_spell", "Bob", object="bolt", targets=["sage"]), pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")])
    replay = run_scenario(load_scenario({**data, "rules": R26}))
    assert not any(s.refused for s in replay.steps), [e.text for s in replay.steps for e in s.events if s.refused]
    assert "sage" in [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]]
    assert hand_size(replay) == 2


def test_source_was_kicked_must_be_true():
    bad = {**SAGE, "abilities": [SAGE["abilities"][0], {**SAGE["abilities"][1], "if": {"source_was_kicked": False}}]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("sage", bad, zone="hand")], []))
    assert "source_was_kicked" in str(err.value)
