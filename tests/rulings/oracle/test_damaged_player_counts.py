""" "Whenever this creature deals combat damage to a player, you gain 1 life for each artifact that player controls." and
its kin (rulings/oracle/damaged_player_counts.py), played from real cards' Oracle text (damaged_player_counts_cards.json:
records copied from the pool): Emissary of Hope, Emissary of Despair ("that player loses 1 life for each artifact they
control"), Shockmaw Dragon ("it deals 1 damage to each creature that player controls"), Balefire Dragon ("that much
damage"). "That player" is the player dealt the combat damage (2007 410.2; 2026 510.3a); what they control is counted
as the ability resolves (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "damaged_player_counts_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Emissary of Hope", "Emissary of Despair", "Shockmaw Dragon", "Balefire Dragon"]
#: "create a Treasure token for each artifact they control" (a Vehicle's, after "that player"): not read here
NEAR_MISSES = ["Hoard Hauler"]


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_damaged_player_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_damaged_player_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


def _attack(cards, rules, attacker, alices, bobs):
    """Alice attacks Bob with `attacker` (unblocked); its combat damage trigger resolves."""
    doc = {"format": 1, "rules": rules, "name": attacker, "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("a", attacker), *alices, *bobs],
           "actions": [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                       {"type": "declare_attackers", "player": "Alice", "attackers": ["a"]},
                       {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                       {"type": "declare_blockers", "player": "Bob", "blocks": []},
                       {"type": "pass_until", "player": "Alice", "step": "combat_damage"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    return run(cards, doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_emissary_of_despair_makes_the_player_lose_1_life_for_each_artifact_they_control(cards, rules):
    replay = _attack(cards, rules, "Emissary of Despair", [obj("mine", "Ornithopter")],
                     [obj("o1", "Ornithopter", owner="Bob"), obj("o2", "Ornithopter", owner="Bob")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20 - 2 - 2}, log(replay)  # 2 combat damage, then 1 for each of Bob's two artifacts
    assert {R2007: {"404.1", "413.2b"}, R2026: {"510.3a", "608.2c"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_emissary_of_hope_gains_1_life_for_each_artifact_the_player_controls(cards, rules):
    replay = _attack(cards, rules, "Emissary of Hope", [obj("mine", "Ornithopter")],
                     [obj("o1", "Ornithopter", owner="Bob"), obj("o2", "Ornithopter", owner="Bob")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 22, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shockmaw_dragon_deals_1_damage_to_each_creature_the_player_controls(cards, rules):
    replay = _attack(cards, rules, "Shockmaw Dragon", [obj("mine", "Grizzly Bears")],
                     [obj("orn", "Ornithopter", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")])
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["orn"]["damage"] == 1 and objs["giant"]["damage"] == 1 and objs["mine"].get("damage", 0) == 0, log(replay)
    assert life(replay)["Bob"] == 16, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balefire_dragon_deals_the_combat_damage_it_dealt_to_each_creature_the_player_controls(cards, rules):
    replay = _attack(cards, rules, "Balefire Dragon", [obj("mine", "Grizzly Bears")], [obj("giant", "Hill Giant", owner="Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "giant") == "graveyard" and zone_of(replay, "mine") == "in_play", log(replay)
    assert life(replay)["Bob"] == 14, log(replay)
