"""Enlist (2026 702.154a), compiled from real cards' Oracle text (keywords_27a_cards.json: records
copied from the pool) and played under the 2026 rules; under the 2007 rules enlisting is refused.
"Whenever this creature enlists a creature" stays text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def warbrute_attacks(cards, rules):
    """Coalition Warbrute (3/4 trample, enlist) attacks and enlists Alice's Hill Giant; Bob blocks
    with Grizzly Bears: 6 trample damage, 2 to the Bears and 4 to Bob."""
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": ["brute"], "choices": {"brute": {"enlist": "giant"}}}
    sc = {"format": 1, "rules": rules, "name": "enlist", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [{"id": "brute", "card": "Coalition Warbrute", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Alice", "zone": "in_play"},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}],
          "actions": [p("Alice"), p("Bob"), declare, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
                      {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bears", "attacker": "brute"}]},
                      p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_coalition_warbrute_is_fully_played(compiled):
    assert compiled["Coalition Warbrute"].played
    assert {"kind": "keyword", "keyword": "enlist"} in compiled["Coalition Warbrute"].definition["abilities"]


def test_coalition_warbrute_enlists_the_giant_and_tramples_over_for_4(cards):
    replay, log, cites = warbrute_attacks(cards, R2026)
    assert not any(s.refused for s in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["giant"]["tapped"] and found["bears"]["zone"] == "graveyard", log
    assert replay.final_state["players"][1]["life"] == 16, log
    assert {"702.154a", "702.154c"} <= cites, log


def test_under_the_2007_rules_coalition_warbrute_cant_enlist(cards):
    replay, log, _ = warbrute_attacks(cards, R2007)
    assert any(s.refused for s in replay.steps) and "enlist is later than February 2007" in log, log


def test_whenever_it_enlists_a_creature_stays_text_only(compiled):
    assert "Whenever this creature enlists a creature, scry 2." in compiled["Guardian of New Benalia"].definition["text_only"]
