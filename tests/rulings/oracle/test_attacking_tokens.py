""" "create a 2/2 white Knight creature token with vigilance that's attacking" (rulings/oracle/attacking_tokens.py;
rulings/engine/enters_attacking.py), played from real cards' Oracle text (attacking_tokens_cards.json: records copied
from the pool): Sigiled Sword of Valeron, Parhelion II. The tokens are attacking without having been declared as
attackers (2007 308.3; 2026 508.4), untapped. Near misses ("Then attacking creatures gain menace", "that's blocking
that creature") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "attacking_tokens_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Sigiled Sword of Valeron", "Parhelion II"]
NEAR_MISSES = ["Inquisitorial Rosette", "Brimaz, King of Oreskos"]


@pytest.mark.parametrize("name", PLAYED)
def test_attacking_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_sigiled_swords_knight_enters_attacking_untapped_and_deals_damage(cards, rules):
    objects = [{**obj("sword", "Sigiled Sword of Valeron"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    damage = [{"source": "bears", "to": "Bob", "amount": 4}, {"source": "knight", "to": "Bob", "amount": 2}]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": damage}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    doc = {"format": 1, "rules": rules, "name": "attacking tokens", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    knight = objects_in(replay.final_state)["knight"]
    assert not knight["tapped"] and "Knight is attacking Bob." in log(replay), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 14, log(replay)
    assert ("308.3" if rules == R2007 else "508.4") in cited(replay), sorted(cited(replay))
