""" "Zombie tokens you control have deathtouch." (rulings/oracle/token_anthems.py), played from real cards' Oracle
text (token_anthems_cards.json: records copied from the pool): Vizier of the Scorpion, Eternal Skylord, Gleaming
Overseer, Dreadhorde Twins; "Attacking tokens you control have deathtouch." (Bone-Cairn Butcher, Starry-Eyed
Skyrider). A static ability for its controller's creatures that are tokens (2026 111.1) of that creature type, or
attacking, read continuously (2026 613). These cards amass or mobilize, keyword actions later than the February
2007 rules: their scenarios are 2026's. "Incubator tokens you control have artifact evolve" stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "token_anthems_cards.json"
R2026 = "2026-06-19"
PLAYED = ["Eternal Skylord", "Gleaming Overseer", "Vizier of the Scorpion", "Dreadhorde Twins", "Starry-Eyed Skyrider",
          "Bone-Cairn Butcher"]
NEAR_MISSES = ["Phyrexian Cytoshaper"]


@pytest.mark.parametrize("name", PLAYED)
def test_token_anthem_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_vizier_of_the_scorpion_gives_its_zombie_army_token_deathtouch_but_not_itself(cards):
    objects = [obj("vizier", "Vizier of the Scorpion", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vizier", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "token anthems"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    armies = [o for o in found.values() if o.get("token") and "Army" in o.get("subtypes", [])]
    assert len(armies) == 1 and "deathtouch" in armies[0]["keywords"], log(replay)
    assert "deathtouch" not in found["vizier"]["keywords"], log(replay)
