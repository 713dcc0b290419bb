""" "At the beginning of your upkeep and whenever you cast a red spell, put a charge counter on this artifact." (Shrine
of Burning Rage, Shrine of Boundless Growth, Shrine of Limitless Power, Shrine of Loyal Legions), read by
rulings/oracle/counter_trigger_pairs.py as two triggered abilities with the same effect (an ability triggers once each
time its event occurs: 2007 410.2; 2026 603.2c), played from real cards' Oracle text (counter_trigger_pairs_cards.json:
records copied from the pool). A head the other templates don't read (Marvel Boy's "whenever you activate a power-up
ability") and "This ability triggers only once each turn" (MACH-1) stay text only (Up the Beanstalk's "When this
enchantment enters and whenever ..., draw a card" is enters_and_triggers.py's)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counter_trigger_pairs_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Shrine of Boundless Growth", "Shrine of Burning Rage", "Shrine of Limitless Power", "Shrine of Loyal Legions"]
NEAR_MISSES = ["Marvel Boy, Noh-Varr", "MACH-1, Swooping Scoundrel"]
TRIGGER = {R2007: "410.", R2026: "603.3"}  # the triggered ability put on the stack (2007 410.3-5; 2026 603.3)
COUNTER = {R2007: "200.10", R2026: "122.1"}


def run(cards, doc):
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_trigger_pair_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_trigger_pairs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_shrine_gets_a_charge_counter_at_the_beginning_of_its_controllers_upkeep(cards, rules):
    doc = {**in_main_phase([obj("shrine", "Shrine of Burning Rage", counters={"charge": 1})], [p("Alice"), p("Bob")], rules,
                           "trigger pairs"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run(cards, doc)
    assert counters(replay, "shrine") == {"charge": 2}, log(replay)
    assert COUNTER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_shrine_of_burning_rage_gets_a_counter_for_a_red_spell_not_for_a_green_one(cards, rules):
    objects = [obj("shrine", "Shrine of Burning Rage"), obj("shock", "Shock", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("m", "Mountain"), obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the trigger, then Shock
               {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "trigger pairs"))
    assert life(replay)["Bob"] == 18, log(replay)
    assert counters(replay, "shrine") == {"charge": 1}, log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "in_play", log(replay)
    assert any(c.startswith(TRIGGER[rules]) for c in cited(replay)), " ".join(sorted(cited(replay)))


@pytest.mark.parametrize("rules", EDITIONS)
def test_shrine_of_boundless_growth_counts_a_green_spell(cards, rules):
    objects = [obj("shrine", "Shrine of Boundless Growth", counters={"charge": 2}), obj("bears", "Grizzly Bears", zone="hand"),
               obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "trigger pairs"))
    assert counters(replay, "shrine") == {"charge": 3}, log(replay)
