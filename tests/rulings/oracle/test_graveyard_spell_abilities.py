""" "{1}{B}, Exile this card from your graveyard: Put a +1/+1 counter on target creature you control. Activate only
as a sorcery." on an instant (Wither and Bloom), "... The Ring tempts you." (Gollum's Bite), "... Copy target instant
or sorcery spell you control." (Geistblast): rulings/oracle/graveyard_spell_abilities.py, played from real cards'
Oracle text (graveyard_spell_abilities_cards.json: records copied from the pool). The ability is the card's own,
apart from its spell's effect, and works only while the card is in its owner's graveyard (2007 402.8g; 2026 113.6m)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_spell_abilities_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FROM_GRAVEYARD = {R2007: "402.8g", R2026: "113.6m"}
PLAYED = ["Wither and Bloom", "Gollum's Bite", "Geistblast"]
#: a way to cast the card from the graveyard whose cost pays life ("Flashback—{1}{U}, Pay 3 life"): not an ability read here
NEAR_MISSES = ["Deep Analysis"]


@pytest.mark.parametrize("name", PLAYED)
def test_spells_with_a_graveyard_ability_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_flashback_cost_paying_life_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_wither_and_bloom_exiles_itself_from_the_graveyard_to_put_a_counter(cards, rules):
    objects = [obj("wb", "Wither and Bloom", zone="graveyard"), obj("s0", "Swamp"), obj("s1", "Swamp"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wb", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard spell abilities"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "wb") == "removed_from_game" and objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 1}, log(replay)
    assert FROM_GRAVEYARD[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_wither_and_bloom_in_hand_can_not_activate_its_graveyard_ability(cards, rules):
    objects = [obj("wb", "Wither and Bloom", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wb", "ability": 0, "targets": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard spell abilities"), cards=cards))
    assert replay.steps[-1].refused and zone_of(replay, "wb") == "hand", log(replay)
