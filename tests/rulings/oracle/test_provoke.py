"""Provoke (2007 502.29a; 2026 702.39a), compiled from real cards' Oracle text
(keywords_27a_cards.json: records copied from the pool) and played under both editions."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"
RULE = {R2007: "502.29a", R2026: "702.39a"}


def grappler_attacks(cards, rules, blocks):
    """Goblin Grappler (1/1, provoke) attacks; Alice provokes Bob's tapped Hill Giant."""
    actions = [p("Alice"), p("Bob"),
               {"type": "declare_attackers", "player": "Alice", "attackers": ["grappler"], "trigger_targets": {"grappler": ["giant"]}},
               p("Alice"), p("Bob", choices={"grappler": {"may": True}}), p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": "grappler"} for b in blocks]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    sc = {"format": 1, "rules": rules, "name": "provoke", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [{"id": "grappler", "card": "Goblin Grappler", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Bob", "zone": "in_play", "tapped": True},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}],
          "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_provoke_cards_are_fully_played(compiled):
    for name in ("Goblin Grappler", "Krosan Vorine"):
        assert compiled[name].played, name
        assert {"kind": "keyword", "keyword": "provoke"} in compiled[name].definition["abilities"]


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_goblin_grappler_provokes_the_tapped_giant_which_untaps_and_blocks_it(cards, rules):
    replay, log, cites = grappler_attacks(cards, rules, ["giant"])
    assert not any(s.refused for s in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["grappler"]["zone"] == "graveyard" and found["giant"]["zone"] == "in_play", log
    assert RULE[rules] in cites, log


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_goblin_grappler_the_provoked_giant_cant_stay_out_of_combat(cards, rules):
    replay, log, _ = grappler_attacks(cards, rules, [])
    refused = [s for s in replay.steps if s.refused]
    assert refused and "Hill Giant blocks Goblin Grappler this combat if able" in log, log


def test_provoke_on_a_noncreature_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": "Provoke"})
    assert not c.played
