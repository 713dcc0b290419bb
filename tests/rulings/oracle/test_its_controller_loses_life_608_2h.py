""" "Destroy target nonblack creature. Its controller loses 2 life." (Hideous End) and "Return target
creature to its owner's hand. Its controller loses 1 life." (Vapor Snag), compiled from the pool's
records (players_31_cards.json): "its controller" is the player who controlled the target as it last
existed (2026 608.2h; 2007 413.2f), though it has moved. Other phrasings stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card


CARDS = Path(__file__).parent / "players_31_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
LKI = {R26: "608.2h", R07: "413.2f"}


def cast(cards, rules, card, lands):
    sc = {"format": 1, "rules": rules, "name": "its controller", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "spell", "card": card, "owner": "Alice", "zone": "hand"},
                      {"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
                      *[{"id": f"l{i}", "card": land, "owner": "Alice", "zone": "in_play"} for i, land in enumerate(lands)]],
          "actions": [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["bear"],
                       "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    return replay, life, cites


def test_the_cards_are_fully_played(compiled):
    for name in ("Hideous End", "Vapor Snag", "Countersquall"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", [R26, R07])
def test_hideous_end_destroys_the_creature_and_its_controller_loses_2_life(cards, rules):
    replay, life, cites = cast(cards, rules, "Hideous End", ["Swamp"] * 3)
    assert life == {"Alice": 20, "Bob": 18}
    assert LKI[rules] in cites


def test_vapor_snag_returns_the_creature_and_its_controller_loses_1_life(cards):
    replay, life, cites = cast(cards, R26, "Vapor Snag", ["Island"])
    assert life == {"Alice": 20, "Bob": 19}
    hand = [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]]
    assert "bear" in hand


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Instant"], "text": text}).played
    assert played("Destroy target creature. Its controller loses 2 life.")
    assert not played("Tap target creature. Its controller loses 2 life.")
    assert not played("Destroy target creature. Its controller loses X life.")
    # after "It can't be regenerated." too (Death Bomb: rulings/oracle/moved_permanents_controller.py)
    assert played("Destroy target creature. It can't be regenerated. Its controller loses 2 life.")
    assert not played("Destroy target creature and target land. Its controller loses 2 life.")
    assert not played("Counter target spell or ability. Its controller loses 2 life.")
