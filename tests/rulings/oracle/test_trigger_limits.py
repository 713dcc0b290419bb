"""Real cards whose triggered ability says "This ability triggers only once each turn."
(rulings/oracle/trigger_limits.py; rulings/engine/trigger_limits.py): the engine applies the
card's own words, which neither edition gives a numbered rule, and says so when a second
trigger event in the turn triggers nothing; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, compiled_records, log, obj, p, record

CARDS = Path(__file__).parent / "trigger_limits_cards.json"
EDITIONS = ("2007-02-01", "2026-06-19")
TRIGGER_CONDITION = {"2007-02-01": "404.1", "2026-06-19": "603.1"}


@pytest.fixture(scope="module")
def compiled() -> dict:
    return compiled_records(CARDS)


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "trigger limits", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands=(), targets=None):
    action = {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]}
    return {**action, "targets": targets} if targets else action


def tokens(replay, who="Alice"):
    return [o for o in replay.final_state["zones"][who]["in_play"] if o.get("token")]


@pytest.mark.parametrize("name", ["Whispering Wizard", "Mechan Assembler", "Academy Wall"])
def test_the_cards_are_fully_played(compiled, name):
    card = compiled[name]
    assert card.played, card.why_not
    assert any(ab.get("once_each_turn") for ab in card.definition["abilities"] if ab["kind"] == "triggered")


@pytest.mark.parametrize("rules", EDITIONS)
def test_mechan_assembler_makes_one_robot_for_two_artifacts_in_a_turn(cards, rules):
    replay = play(cards, [obj("asm", "Mechan Assembler"), obj("o1", "Ornithopter", zone="hand"), obj("o2", "Ornithopter", zone="hand")],
                  [cast("o1"), p("Alice"), p("Bob"), p("Alice"), p("Bob"), cast("o2"), p("Alice"), p("Bob")], rules)
    assert len(tokens(replay)) == 1, log(replay)
    assert "Mechan Assembler's ability doesn't trigger: it says \"This ability triggers only once each turn.\"" in log(replay)
    assert TRIGGER_CONDITION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_whispering_wizard_triggers_on_the_first_noncreature_spell_only(cards, rules):
    objects = [obj("wiz", "Whispering Wizard"), obj("g1", "Giant Growth", zone="hand"), obj("g2", "Giant Growth", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [cast("g1", ["f1"], ["wiz"]), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               cast("g2", ["f2"], ["wiz"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens(replay)) == 1, log(replay)
    assert log(replay).count("Whispering Wizard's ability triggers") == 1


@pytest.mark.parametrize("text", [
    "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying. This ability triggers only twice each turn.",
    "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying. This ability triggers only once.",
    "Flying\nThis ability triggers only once each turn.",
])
def test_near_misses_stay_text_only(text):
    rec = record({"name": "Zzq", "manaCost": "{3}{U}", "types": ["Creature"], "subtypes": ["Human", "Wizard"], "power": "3",
                  "toughness": "2", "text": text})
    assert not compile_card(rec).played
