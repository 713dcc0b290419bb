"""Ravenous (2026 702.156a) compiled from a real card's Oracle text (Termagant Swarm, in
costs_30_cards.json; its "Death Frenzy" paragraph stays text only) and played under the 2026
rules: X +1/+1 counters, and a card drawn only if X is 5 or more; refused under the 2007 rules."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in

CARDS = Path(__file__).parent / "costs_30_cards.json"


def cast(compiled, x, rules="2026-06-19"):
    cards = lambda name: compiled[name].definition if name in compiled else None  # noqa: E731
    spell = {"type": "play_spell", "player": "Alice", "object": "swarm", "x": x,
             "mana_abilities": [{"object": f"f{i}"} for i in range(x + 1)]}
    p = [{"type": "pass_priority", "player": pl} for pl in ("Alice", "Bob", "Alice", "Bob")]
    sc = {"format": 1, "rules": rules, "name": "ravenous", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "swarm", "card": "Termagant Swarm", "owner": "Alice", "zone": "hand"},
                      {"id": "l1", "card": "Hill Giant", "owner": "Alice", "zone": "library"},
                      *[{"id": f"f{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(x + 1)]],
          "actions": [spell, *p]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_ravenous_paragraph_is_played(compiled):
    card = compiled["Termagant Swarm"]
    ravenous = next(v for v in card.abilities if v["text"].startswith("Ravenous"))
    assert ravenous["played"], card.abilities
    assert {"kind": "keyword", "keyword": "ravenous"} in card.definition["abilities"]


def test_ravenous_with_x_5_enters_with_5_counters_and_draws(compiled):
    replay, log, cites = cast(compiled, 5)
    found = objects_in(replay.final_state)
    assert found["swarm"]["counters"] == {"+1/+1": 5} and found["l1"]["zone"] == "hand", log
    assert {"603.4", "702.156a"} <= cites, log


def test_ravenous_with_x_4_draws_nothing(compiled):
    replay, log, _ = cast(compiled, 4)
    found = objects_in(replay.final_state)
    assert found["swarm"]["counters"] == {"+1/+1": 4} and found["l1"]["zone"] == "library", log


def test_under_the_2007_rules_a_ravenous_spell_is_refused(compiled):
    replay, log, _ = cast(compiled, 5, rules="2007-02-01")
    assert replay.steps[1].refused and "ravenous, a keyword later than the February 2007 rules" in log, log
