""" "When this creature enters, if you control another Wizard, this creature deals 2 damage to each opponent."
(rulings/oracle/another_kind_conditions.py), played from real cards' Oracle text (another_kind_conditions_cards.json:
records copied from the pool): Ghitu Journeymage, Apothecary Geist ("another Spirit"). An intervening "if" (2007
404.3; 2026 603.4): checked as the creature enters (no trigger without another Wizard) and again as the ability
resolves (nothing happens if the other Wizard is gone by then); the creature itself never counts."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "another_kind_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ghitu Journeymage", "Apothecary Geist"]
#: "another colorless creature", "another outlaw": no creature type of the engine's list
NEAR_MISSES = ["Dominator Drone", "Mine Raider"]
INTERVENING_IF = {R2007: "404.3", R2026: "603.4"}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_another_kind_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_another_kind_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


def _journeymage(cards, rules, others, more=()):
    objects = [obj("gj", "Ghitu Journeymage", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)), *others]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gj", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), *more, p("Alice"), p("Bob")]
    return run(cards, in_main_phase(objects, actions, rules, "ghitu journeymage"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghitu_journeymage_deals_2_damage_to_each_opponent_with_another_wizard(cards, rules):
    replay = _journeymage(cards, rules, [obj("ps", "Prodigal Sorcerer")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghitu_journeymage_alone_doesnt_count_itself(cards, rules):
    replay = _journeymage(cards, rules, [obj("gb", "Grizzly Bears")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)
    assert "Ghitu Journeymage's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghitu_journeymage_does_nothing_if_the_other_wizard_is_gone_as_it_resolves(cards, rules):
    """The trigger is on the stack; Alice bolts her own Prodigal Sorcerer in response: the "if" is checked again."""
    bolt = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["ps"], "mana_abilities": [{"object": "m3"}]}
    replay = _journeymage(cards, rules, [obj("ps", "Prodigal Sorcerer"), obj("bolt", "Lightning Bolt", zone="hand")],
                          more=[bolt, p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)
    assert "Ghitu Journeymage's ability triggers" in log(replay)
