"""Gaining control of every permanent a description names, played from real cards' Oracle text
(control_of_all_cards.json: records copied from the pool): Insurrection's "Untap all creatures and gain control
of them until end of turn. They gain haste until end of turn.", Rowan, Fearless Sparkmage's −9, Broadcast
Takeover, Mob Rule's modes, Karrthus, Tyrant of Jund's "gain control of all Dragons, then untap all Dragons"
(rulings/oracle/control_of_all.py). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "control_of_all_cards.json"
POOL_TOO = True  # Grizzly Bears, Shivan Dragon, Sol Ring, Ornithopter and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
SET_FIXED = {R2007: "418.3b", R2026: "611.2c"}
PLAYED = ["Insurrection", "Rowan, Fearless Sparkmage", "Broadcast Takeover", "Mob Rule", "Karrthus, Tyrant of Jund"]
#: "You can't attack that player this turn. You can't sacrifice those creatures this turn."; "all permanents you
#: own"; "You and target opponent each gain control of all creatures the other controls"; "Choose odd or even."
NEAR_MISSES = ["Call for Aid", "Brand", "Twist Allegiance", "Reins of Power", "Mutinous Massacre"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "control of all"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(kind, n, owner="Alice"):
    return [obj(f"{kind[0].lower()}{i}", kind, owner=owner) for i in range(n)]


def cast(oid, n, kind="m", **more):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": f"{kind}{i}"} for i in range(n)],
             **more}, p("Alice"), p("Bob")]


def state(replay, oid):
    return objects_in(replay.final_state)[oid]


def hasty(replay, oid):
    return "haste" in state(replay, oid)["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_control_of_all_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_control_of_all_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_insurrection_untaps_takes_and_hastes_every_creature(cards, rules):
    objects = [obj("ins", "Insurrection", zone="hand"), *lands("Mountain", 8), obj("b1", "Grizzly Bears", owner="Bob", tapped=True),
               obj("b2", "Grizzly Bears", owner="Bob"), obj("mine", "Grizzly Bears", tapped=True)]
    replay = play(cards, objects, cast("ins", 8), rules)
    for oid in ("b1", "b2", "mine"):
        assert state(replay, oid)["controller"] == "Alice" and not state(replay, oid)["tapped"] and hasty(replay, oid), log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_insurrection_creatures_go_back_at_end_of_turn(cards, rules):
    objects = [obj("ins", "Insurrection", zone="hand"), *lands("Mountain", 8), obj("b1", "Grizzly Bears", owner="Bob")]
    # the precombat main phase, combat's steps, the postcombat main phase and the end step each end after two passes
    replay = play(cards, objects, cast("ins", 8) + [p("Alice"), p("Bob")] * 6, rules)
    assert state(replay, "b1")["controller"] == "Bob", log(replay)


def test_rowan_minus_nine_takes_every_creature_until_end_of_turn(cards):
    objects = [obj("pw", "Rowan, Fearless Sparkmage", counters={"loyalty": 9}), obj("b1", "Grizzly Bears", owner="Bob", tapped=True),
               obj("s1", "Shivan Dragon", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pw", "ability": 2}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    for oid in ("b1", "s1"):
        assert state(replay, oid)["controller"] == "Alice" and not state(replay, oid)["tapped"] and hasty(replay, oid), log(replay)
    assert {LAYER_2[R2026], SET_FIXED[R2026]} <= cited(replay)


def test_broadcast_takeover_takes_only_the_opponents_artifacts(cards):
    objects = [obj("bt", "Broadcast Takeover", zone="hand"), *lands("Mountain", 5), obj("sol", "Sol Ring", owner="Bob", tapped=True),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("orn", "Ornithopter", tapped=True)]
    replay = play(cards, objects, cast("bt", 5), R2026)
    assert state(replay, "sol")["controller"] == "Alice" and not state(replay, "sol")["tapped"], log(replay)
    assert state(replay, "bears")["controller"] == "Bob"
    assert state(replay, "orn")["tapped"]  # Alice's own artifact: not "your opponents control"
    assert LAYER_2[R2026] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mob_rule_power_4_or_greater_mode_leaves_smaller_creatures(cards, rules):
    objects = [obj("mob", "Mob Rule", zone="hand"), *lands("Mountain", 6), obj("drag", "Shivan Dragon", owner="Bob", tapped=True),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("mob", 6, mode=0), rules)
    assert state(replay, "drag")["controller"] == "Alice" and not state(replay, "drag")["tapped"] and hasty(replay, "drag"), log(replay)
    assert state(replay, "bears")["controller"] == "Bob"


@pytest.mark.parametrize("rules", EDITIONS)
def test_mob_rule_power_3_or_less_mode_leaves_larger_creatures(cards, rules):
    objects = [obj("mob", "Mob Rule", zone="hand"), *lands("Mountain", 6), obj("drag", "Shivan Dragon", owner="Bob"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    replay = play(cards, objects, cast("mob", 6, mode=1), rules)
    assert state(replay, "bears")["controller"] == "Alice" and not state(replay, "bears")["tapped"], log(replay)
    assert state(replay, "drag")["controller"] == "Bob"


@pytest.mark.parametrize("rules", EDITIONS)
def test_karrthus_takes_and_untaps_every_dragon_for_good(cards, rules):
    objects = [obj("k", "Karrthus, Tyrant of Jund", zone="hand"), *lands("Swamp", 5), obj("m0", "Mountain"), obj("f0", "Forest"),
               obj("drag", "Shivan Dragon", owner="Bob", tapped=True), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = cast("k", 5, kind="s") + [p("Alice"), p("Bob")] + [p("Alice"), p("Bob")] * 5
    actions[0]["mana_abilities"] += [{"object": "m0"}, {"object": "f0"}]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "drag")["controller"] == "Alice" and not state(replay, "drag")["tapped"], log(replay)
    assert state(replay, "bears")["controller"] == "Bob"
