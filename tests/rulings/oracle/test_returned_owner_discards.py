""" "Return target permanent to its owner's hand. Then that player discards a card." (Recoil; Dinrova Horror's
"..., then that player discards a card") (rulings/oracle/returned_owner_discards.py), played from real cards'
Oracle text (returned_owner_discards_cards.json: records copied from the pool) under both editions: "that
player" is the permanent's owner, whoever controlled it (2007 200.1a; 2026 108.3), and discards after the
permanent is in their hand (2007 413.2b; 2026 608.2c). Near miss: "... if you control a Zombie"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "returned_owner_discards_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Recoil", "Dinrova Horror"]
NEAR_MISSES = ["Compelling Deterrence"]


@pytest.mark.parametrize("name", PLAYED)
def test_returned_owner_discards_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_returned_owner_discards_stay_text_only(compiled, name):
    assert not compiled[name].played


def recoil(cards, rules, target, extra, chosen=None):
    objects = [obj("rc", "Recoil", zone="hand"), obj("i", "Island"), obj("s1", "Swamp"), obj("s2", "Swamp"), *extra]
    resolve = p("Bob", choices={"rc": {"cards": chosen}}) if chosen else p("Bob")
    actions = [{"type": "play_spell", "player": "Alice", "object": "rc", "targets": [target],
                "mana_abilities": [{"object": o} for o in ("i", "s1", "s2")]}, p("Alice"), resolve]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "recoil"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_recoil_returns_bobs_creature_then_bob_discards_a_card_of_his_choice(cards, rules):
    extra = [obj("gb", "Grizzly Bears", owner="Bob"), obj("b1", "Island", owner="Bob", zone="hand")]
    replay = recoil(cards, rules, "gb", extra, chosen=["b1"])
    assert zone_of(replay, "gb") == "hand" and zone_of(replay, "b1") == "graveyard", log(replay)
    assert log(replay).index("Bob discards") > log(replay).index("Grizzly Bears"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_recoil_on_alices_own_permanent_makes_alice_discard(cards, rules):
    extra = [obj("gb", "Grizzly Bears"), obj("b1", "Island", owner="Bob", zone="hand")]
    replay = recoil(cards, rules, "gb", extra)
    assert zone_of(replay, "b1") == "hand", log(replay)
    assert zone_of(replay, "gb") == "graveyard" and "Alice discards" in log(replay), log(replay)
