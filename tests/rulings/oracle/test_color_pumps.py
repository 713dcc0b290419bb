""" "Target creature becomes black and gains fear until end of turn" (Aphotic Wisps), "... becomes red and gains haste"
(Crimson Wisps), "... becomes green and gets +1/+0" (Viridescent Wisps): rulings/oracle/color_pumps.py, played from
real cards' Oracle text (color_pumps_cards.json: records copied from the pool). The new color replaces the creature's
others (layer 5: 2007 418.5a; 2026 613.1e) until end of turn, with the keyword or the pump."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "color_pumps_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Aphotic Wisps", "Crimson Wisps", "Viridescent Wisps"]
RESOLVES = {R2007: "413.2b", R2026: "608.2c"}


@pytest.mark.parametrize("name", PLAYED)
def test_color_pump_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def cast(cards, rules, card, land):
    objects = [obj("w", card, zone="hand"), obj("g", "Grizzly Bears", owner="Bob"), obj("l", land)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "w", "targets": ["g"], "mana_abilities": [{"object": "l"}]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "color pumps"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_aphotic_wisps_makes_the_target_black_with_fear(cards, rules):
    replay = cast(cards, rules, "Aphotic Wisps", "Swamp")
    bear = objects_in(replay.final_state)["g"]
    assert bear["colors"] == ["black"] and "fear" in bear.get("keywords", []), bear
    assert RESOLVES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_viridescent_wisps_keeps_the_target_green_and_pumps_it(cards, rules):
    replay = cast(cards, rules, "Viridescent Wisps", "Forest")
    assert objects_in(replay.final_state)["g"]["colors"] == ["green"] and pt(replay, "g") == (3, 2), log(replay)
