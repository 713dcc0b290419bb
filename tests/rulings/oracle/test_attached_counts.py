""" "gets +2/+2 for each Aura and Equipment attached to it" (rulings/oracle/attached_counts.py), played
from real cards' Oracle text (attached_counts_cards.json: records copied from the pool): Champion of the
Flame and With Great Power count every Aura and every Equipment attached to the creature, each once,
recounted as power and toughness are read (2007 418.5a; 2026 613.4c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, pt

CARDS = Path(__file__).parent / "attached_counts_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Champion of the Flame", "With Great Power . . ."]
#: "and has ward {2}", "for each Aura attached to it and has vigilance": the rest of the sentence not read here
NEAR_MISSES = ["Thran Power Suit", "Auramancer's Guise"]


@pytest.mark.parametrize("name", PLAYED)
def test_aura_and_equipment_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_attached_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_champion_of_the_flame_counts_an_aura_and_an_equipment(cards, rules):
    objects = [obj("champion", "Champion of the Flame"), {**obj("armor", "Blanchwood Armor"), "attached_to": "champion"},
               {**obj("splitter", "Bonesplitter"), "attached_to": "champion"}, obj("bears", "Grizzly Bears")]
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "aura and equipment"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    # 1/1, +2/+2 twice, Bonesplitter's +2/+0, Blanchwood Armor's +0/+0 (Alice controls no Forest)
    assert pt(replay, "champion") == (7, 5), log(replay)
    assert pt(replay, "bears") == (2, 2), log(replay)
