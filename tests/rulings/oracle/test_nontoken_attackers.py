""" "Whenever a nontoken creature you control attacks, create a 1/1 red Goblin creature token that's tapped and
attacking." (rulings/oracle/nontoken_attackers.py), played from a real card's Oracle text (nontoken_attackers_cards.json:
records copied from the pool): Mardu Ascendancy. It triggers once for each nontoken creature declared as an attacker
(2007 308.3; 2026 508.3a); the Goblins enter attacking without being declared, so they don't trigger it (2026
508.4). Militia's Pride is a Kindred card (the engine has none): text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import log, obj, objects_in, p

CARDS = Path(__file__).parent / "nontoken_attackers_cards.json"
POOL_TOO = True  # Grizzly Bears, Savannah Lions from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Mardu Ascendancy"]
NEAR_MISSES = ["Militia's Pride"]


@pytest.mark.parametrize("name", PLAYED)
def test_nontoken_attacker_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_mardu_ascendancy_makes_a_goblin_for_each_nontoken_attacker(cards, rules):
    objects = [obj("ascendancy", "Mardu Ascendancy"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears", "lions"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    doc = {"format": 1, "rules": rules, "name": "nontoken attackers", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    goblins = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Goblin" in o.get("subtypes", [])]
    assert len(goblins) == 2 and all(g["tapped"] for g in goblins), log(replay)
