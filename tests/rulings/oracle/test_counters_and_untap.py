""" "Put a +1/+1 counter on target creature and untap it." (Burst of Strength), "Put two +1/+1 counters on target
creature and untap it." (Dragonscale Boon), "Whenever you attack, put a +1/+1 counter on target attacking creature and
untap it." (Sparring Regimen), "..., put a +1/+1 counter on this creature and untap it." (Sabertooth Mauler): read by
rulings/oracle/counters_and_untap.py, played from real cards' Oracle text (counters_and_untap_cards.json: records
copied from the pool). The counters (2007 200.10; 2026 122.1), then the same object untapped, in the order written."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counters_and_untap_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Burst of Strength", "Dragonscale Boon", "Sparring Regimen", "Sabertooth Mauler"]


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counters and untap"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_counters_and_untap_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", ["Put a +1/+1 counter on each creature you control and untap it.",
                                  "Put a +1/+1 counter on up to one target creature and untap it."])
def test_near_miss_wordings_stay_text_only(text):
    from rulings.oracle import compile_card
    record = {"name": "Test Spell", "mana_cost": "{G}", "types": ["Instant"], "supertypes": [], "subtypes": [], "power": None,
              "toughness": None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_burst_of_strength_puts_a_counter_on_a_tapped_creature_and_untaps_it(cards, rules):
    objects = [obj("burst", "Burst of Strength", zone="hand"), obj("f", "Forest"), obj("bears", "Grizzly Bears", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "burst", "targets": ["bears"], "mana_abilities": [{"object": "f"}]},
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["counters"] == {"+1/+1": 1} and not bears["tapped"], log(replay)
    assert {R2007: "200.10", R2026: "122.1"}[rules] in cited(replay), sorted(cited(replay))  # the counter put


@pytest.mark.parametrize("rules", EDITIONS)
def test_dragonscale_boon_puts_two_counters_and_untaps(cards, rules):
    objects = [obj("boon", "Dragonscale Boon", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               obj("bears", "Grizzly Bears", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "boon", "targets": ["bears"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["counters"] == {"+1/+1": 2} and not bears["tapped"] and (bears["power"], bears["toughness"]) == (4, 4), log(replay)
