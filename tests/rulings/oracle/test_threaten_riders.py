"""Riders after Threaten's kin, played from real cards' Oracle text (threaten_riders_cards.json: records copied
from the pool): In Thrall to the Pit's "If this spell was kicked, sacrifice that creature at the beginning of the
next end step", Momo's Heist's "Untap it. It gains haste. At the beginning of the next end step, sacrifice it.",
Mark of Mutiny's "Put a +1/+1 counter on it and untap it", Bond of Passion's "~ deals 2 damage to any other
target" (rulings/oracle/threaten_riders.py). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "threaten_riders_cards.json"
POOL_TOO = True  # Grizzly Bears, Sol Ring and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
DELAYED = {R2007: "404.4a", R2026: "603.7a"}
PLAYED = ["In Thrall to the Pit", "Momo's Heist", "Mark of Mutiny", "Bond of Passion"]
#: "If you do, you gain life equal to its toughness"; "If that creature is a Goat, it also gets +3/+0"; "It gets +X/+0
#: and gains haste"; "Add two mana of any one color"; "Suspect it"
NEAR_MISSES = ["Spinal Embrace", "Goatnap", "Unwilling Recruit", "Traitorous Greed", "Caught Red-Handed"]
#: from the precombat main phase through the beginning of combat, the end of combat, the postcombat main phase and
#: the end step, two passes each, then the cleanup step and Bob's turn; or, with a delayed "Sacrifice it." at the
#: beginning of the end step, two passes more to resolve it (the end step not over yet)
TO_NEXT_TURN = TO_CLEANUP_SACRIFICING = [p("Alice"), p("Bob")] * 6


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "threaten riders"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


def cast(oid, lands, **more):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": o} for o in lands], **more},
            p("Alice"), p("Bob")]


def state(replay, oid):
    return objects_in(replay.final_state)[oid]


@pytest.mark.parametrize("name", PLAYED)
def test_threaten_riders_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_threaten_riders_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def _thrall(kicked):
    objects = [obj("itp", "In Thrall to the Pit", zone="hand"), *mountains(6), obj("s0", "Swamp"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    lands = [f"m{i}" for i in range(6)] + ["s0"] if kicked else [f"m{i}" for i in range(4)]
    return objects, cast("itp", lands, targets=["bears"], **({"kicked": True} if kicked else {}))


@pytest.mark.parametrize("rules", EDITIONS)
def test_in_thrall_to_the_pit_kicked_sacrifices_the_creature_at_the_end_step(cards, rules):
    objects, actions = _thrall(True)
    replay = play(cards, objects, actions + TO_CLEANUP_SACRIFICING, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert "Grizzly Bears is sacrificed" in log(replay)
    assert DELAYED[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_in_thrall_to_the_pit_unkicked_takes_the_creature_without_sacrifice(cards, rules):
    objects, actions = _thrall(False)
    replay = play(cards, objects, actions, rules)
    assert state(replay, "bears")["controller"] == "Alice" and not state(replay, "bears")["tapped"], log(replay)
    replay = play(cards, objects, actions + TO_NEXT_TURN, rules)
    assert zone_of(replay, "bears") == "in_play" and "sacrificed" not in log(replay), log(replay)
    assert state(replay, "bears")["controller"] == "Bob"  # the effect ended in the cleanup step


def test_momos_heist_takes_an_artifact_with_haste_and_sacrifices_it_at_the_end_step(cards):
    objects = [obj("mh", "Momo's Heist", zone="hand"), *mountains(3), obj("sol", "Sol Ring", owner="Bob", tapped=True)]
    actions = cast("mh", ["m0", "m1", "m2"], targets=["sol"])
    replay = play(cards, objects, actions, R2026)
    sol = state(replay, "sol")
    assert sol["controller"] == "Alice" and not sol["tapped"] and "haste" in sol["keywords"], log(replay)
    assert LAYER_2[R2026] in cited(replay)
    replay = play(cards, objects, actions + TO_CLEANUP_SACRIFICING, R2026)
    assert zone_of(replay, "sol") == "graveyard", log(replay)


def test_momos_heist_cannot_target_a_creature(cards):
    objects = [obj("mh", "Momo's Heist", zone="hand"), *mountains(3), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, cast("mh", ["m0", "m1", "m2"], targets=["bears"]), R2026), cards=cards))
    assert replay.steps[1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mark_of_mutiny_puts_a_counter_untaps_and_hastes(cards, rules):
    objects = [obj("mm", "Mark of Mutiny", zone="hand"), *mountains(3), obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    replay = play(cards, objects, cast("mm", ["m0", "m1", "m2"], targets=["bears"]), rules)
    bears = state(replay, "bears")
    assert bears["controller"] == "Alice" and not bears["tapped"] and bears["counters"] == {"+1/+1": 1}, log(replay)
    assert (bears["power"], bears["toughness"]) == (3, 3) and "haste" in bears["keywords"]


def _bond(target):
    objects = [obj("bp", "Bond of Passion", zone="hand"), *mountains(6), obj("bears", "Grizzly Bears", owner="Bob")]
    return objects, cast("bp", [f"m{i}" for i in range(6)], targets=["bears", target])


def test_bond_of_passion_takes_a_creature_and_deals_2_damage_to_another_target(cards):
    replay = play(cards, *_bond("Bob"), R2026)
    assert state(replay, "bears")["controller"] == "Alice" and life(replay)["Bob"] == 18, log(replay)


def test_bond_of_passion_cannot_deal_its_damage_to_the_creature_it_takes(cards):
    replay = run_scenario(load_scenario(in_main_phase(*_bond("bears"), R2026), cards=cards))
    assert replay.steps[1].refused, log(replay)
