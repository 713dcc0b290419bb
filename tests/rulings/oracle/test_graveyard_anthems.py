""" "Threshold — Other creatures you control get +2/+2 as long as there are seven or more cards in your graveyard"
(Silver Seraph), "Threshold — As long as ..., creatures your opponents control get -1/-0" (Mindwhisker), "Threshold —
White creatures get an additional +1/+1 as long as ..." (Divine Sacrament): rulings/oracle/graveyard_anthems.py,
played from real cards' Oracle text (graveyard_anthems_cards.json: records copied from the pool). The anthem applies
only while its source's controller's graveyard holds seven cards (2007 418.5a; 2026 613.4c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, pt, refused

CARDS = Path(__file__).parent / "graveyard_anthems_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
#: Scuttletide's "Crabs you control get +1/+1" is read by the typed anthems (rulings/oracle/type_anthems.py)
PLAYED = ["Silver Seraph", "Mindwhisker", "Divine Sacrament", "Scuttletide"]
#: an anthem no template reads even without the condition ("All Squirrels get +2/+2")
NEAR_MISSES = ["Nut Collector"]


def replay_of(cards, objects, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "graveyard anthems"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def graveyard(owner, n):
    return [obj(f"{owner}{i}", "Forest", owner=owner, zone="graveyard") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_threshold_anthems_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_anthems_no_template_reads_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_silver_seraph_pumps_other_creatures_you_control_only_with_threshold(cards, rules):
    objects = [obj("ss", "Silver Seraph"), obj("mine", "Grizzly Bears"), obj("theirs", "Grizzly Bears", owner="Bob")]
    seven = replay_of(cards, objects + graveyard("Alice", 7), rules)
    six = replay_of(cards, objects + graveyard("Alice", 6) + graveyard("Bob", 7), rules)
    assert pt(seven, "mine") == (4, 4) and pt(seven, "theirs") == (2, 2) and pt(seven, "ss") == (6, 6)
    assert pt(six, "mine") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mindwhisker_shrinks_the_opponents_creatures_with_threshold(cards, rules):
    objects = [obj("mw", "Mindwhisker"), obj("theirs", "Grizzly Bears", owner="Bob")]
    assert pt(replay_of(cards, objects + graveyard("Alice", 7), rules), "theirs") == (1, 2)
    assert pt(replay_of(cards, objects + graveyard("Alice", 6), rules), "theirs") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_divine_sacrament_adds_its_additional_bonus_with_threshold(cards, rules):
    objects = [obj("ds", "Divine Sacrament"), obj("angel", "Serra Angel"), obj("bears", "Grizzly Bears")]
    seven = replay_of(cards, objects + graveyard("Alice", 7), rules)
    six = replay_of(cards, objects + graveyard("Alice", 6), rules)
    assert pt(seven, "angel") == (6, 6) and pt(six, "angel") == (5, 5) and pt(seven, "bears") == (2, 2)
