""" "Whenever this creature deals damage to a player, that player discards a card." (Abyssal Specter,
compiled from the pool's record in players_31_cards.json): "that player" is the player dealt the
damage. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import p

CARDS = Path(__file__).parent / "players_31_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


@pytest.mark.parametrize("rules", [R26, R07])
def test_abyssal_specter_makes_the_player_it_damaged_discard_the_card_they_choose(cards, rules):
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["spec"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob")]
    if rules == R07:
        actions += [p("Alice"), p("Bob")]  # 2007: combat damage uses the stack
    actions += [p("Alice"), {**p("Bob"), "choices": {"spec": {"cards": ["b1"]}}}]
    sc = {"format": 1, "rules": rules, "name": "specter", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [{"id": "spec", "card": "Abyssal Specter", "owner": "Alice", "zone": "in_play"},
                      {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"},
                      {"id": "b2", "card": "Island", "owner": "Bob", "zone": "hand"}],
          "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    bob = replay.final_state["zones"]["Bob"]
    assert [o["id"] for o in bob["hand"]] == ["b2"] and [o["id"] for o in bob["graveyard"]] == ["b1"], log
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 20, "Bob": 18}


def test_the_specter_is_fully_played(compiled):
    assert compiled["Abyssal Specter"].played
    assert compiled["Abyssal Specter"].definition["abilities"][1]["trigger"] == {"event": "deals_damage", "who": "self", "to": "player"}


def test_near_misses_stay_text_only():
    def played(text, types=("Creature",), subtypes=()):
        return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": list(types), "subtypes": list(subtypes),
                             "power": "2", "toughness": "2", "text": text}).played
    assert played("Whenever this creature deals damage to a player, that player discards a card.")
    assert not played("Whenever this creature deals damage to a player, that player discards that many cards.")
    assert not played("Whenever equipped creature deals damage to a player, that player discards a card.")
    assert not played("Whenever this creature deals damage to a player, that player discards a card of their choice unless they pay {1}.")
