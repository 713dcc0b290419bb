"""An Aura's "At the beginning of the upkeep of enchanted land's controller, this Aura deals 1 damage
to that player." (Cursed Land; Feedback for an enchantment), compiled from the pool's records
(players_31_cards.json): it triggers at the upkeep of whoever controls the enchanted permanent, not
the Aura's controller (2026 603.2b; 2007 410.9a), and "that player" is that player. Near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card


CARDS = Path(__file__).parent / "players_31_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def upkeep(cards, rules, active):
    sc = {"format": 1, "rules": rules, "name": "cursed land", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": active, "phase": "beginning", "step": "upkeep"},
          "objects": [{"id": "forest", "card": "Forest", "owner": "Bob", "zone": "in_play"},
                      {"id": "curse", "card": "Cursed Land", "owner": "Alice", "zone": "in_play", "attached_to": "forest"}],
          "actions": [{"type": "pass_priority", "player": active},
                      {"type": "pass_priority", "player": "Bob" if active == "Alice" else "Alice"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    return {p["name"]: p["life"] for p in replay.final_state["players"]}, log


def test_the_auras_are_fully_played(compiled):
    for name in ("Cursed Land", "Feedback"):
        assert compiled[name].played, name
        assert compiled[name].definition["abilities"][1]["trigger"]["whose"] == "enchanted_controller"


@pytest.mark.parametrize("rules", [R26, R07])
def test_cursed_land_deals_1_damage_to_the_lands_controller_at_their_upkeep(cards, rules):
    life, _ = upkeep(cards, rules, "Bob")
    assert life == {"Alice": 20, "Bob": 19}


@pytest.mark.parametrize("rules", [R26, R07])
def test_cursed_land_doesnt_trigger_at_its_own_controllers_upkeep(cards, rules):
    life, log = upkeep(cards, rules, "Alice")
    assert life == {"Alice": 20, "Bob": 20}
    assert "Cursed Land's ability" not in log


def test_near_misses_stay_text_only():
    def played(text, subtypes=("Aura",)):
        return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Enchantment"], "subtypes": list(subtypes),
                             "text": text}).played
    aura = "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
    assert played(aura + "that player loses 2 life.")
    assert not played(aura + "that player loses 2 life unless they pay 2 life.")
    assert not played(aura + "this Aura deals X damage to that player.")
    # (a -2/-2 counter, like counters_placed.py's -1/-1 counter, is read now: rulings/oracle/pt_counters.py)
    assert not played("At the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.", subtypes=())
