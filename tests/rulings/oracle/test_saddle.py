"""Saddle N (2026 702.171a) and "Whenever this creature attacks while saddled" (702.171b), compiled
from real cards' Oracle text (keywords_27a_cards.json: records copied from the pool) and played
under the 2026 rules; under the 2007 rules saddle can't be activated. What the engine doesn't keep
("the creatures that saddled it", "if this creature isn't saddled") stays text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def jaguar_attacks(cards, rules, saddled=True):
    """Alacrian Jaguar (vigilance; attacks while saddled: +2/+2; saddle 1) is saddled by Grizzly
    Bears, then attacks Bob, who doesn't block."""
    saddle = ability = None
    for i, ab in enumerate(cards("Alacrian Jaguar")["abilities"]):
        if ab.get("keyword") == "saddle":
            ability = i
    saddle = [{"type": "activate_ability", "player": "Alice", "object": "jaguar", "ability": ability, "pay": {"tap": ["bears"]}},
              *([p("Alice"), p("Bob")] if rules == R2026 else [])] if saddled else []  # refused under 2007
    actions = saddle + [p("Alice"), p("Bob"), p("Alice"), p("Bob"),
                        {"type": "declare_attackers", "player": "Alice", "attackers": ["jaguar"]}, p("Alice"), p("Bob"),
                        *([p("Alice"), p("Bob")] if saddled and rules == R2026 else []),  # the trigger resolved: on to blockers
                        {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    sc = {"format": 1, "rules": rules, "name": "saddle", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "jaguar", "card": "Alacrian Jaguar", "owner": "Alice", "zone": "in_play"},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"}],
          "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_alacrian_jaguar_is_fully_played(compiled):
    assert compiled["Alacrian Jaguar"].played
    assert {"kind": "keyword", "keyword": "saddle", "count": 1} in compiled["Alacrian Jaguar"].definition["abilities"]


def test_saddled_alacrian_jaguar_attacks_as_a_6_6_and_stays_untapped(cards):
    replay, log, cites = jaguar_attacks(cards, R2026)
    assert not any(s.refused for s in replay.steps), log
    assert replay.final_state["players"][1]["life"] == 14, log
    found = objects_in(replay.final_state)
    assert found["bears"]["tapped"] and not found["jaguar"]["tapped"], log
    assert {"702.171a", "702.171b"} <= cites, log


def test_an_unsaddled_alacrian_jaguar_deals_its_printed_4(cards):
    replay, log, _ = jaguar_attacks(cards, R2026, saddled=False)
    assert replay.final_state["players"][1]["life"] == 16, log


def test_under_the_2007_rules_alacrian_jaguar_cant_be_saddled(cards):
    replay, log, _ = jaguar_attacks(cards, R2007)
    assert replay.steps[1].refused or any(s.refused for s in replay.steps), log
    assert "saddle 1 is later than February 2007" in log, log
    assert replay.final_state["players"][1]["life"] == 16, log


def test_the_creatures_that_saddled_it_stay_text_only(compiled):
    assert compiled["Giant Beaver"].definition["text_only"] == [
        "Whenever this creature attacks while saddled, put a +1/+1 counter on target creature that saddled it this turn."]


def test_if_this_creature_isnt_saddled_stays_text_only(compiled):
    assert not compiled["Caustic Bronco"].played


def test_attacks_while_saddled_without_its_own_saddle_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{4}{G}", "types": ["Creature"], "subtypes": ["Cat"], "power": "4",
                      "toughness": "4", "text": "Whenever this creature attacks while saddled, it gets +2/+2 until end of turn."})
    assert not c.played


def test_autarch_mammoth_saddled_by_two_creatures_makes_an_elephant_as_it_attacks(cards, compiled):
    """"When this creature enters and whenever it attacks while saddled": two abilities; saddle 5 is
    paid by Hill Giant and Grizzly Bears (total power 5)."""
    assert compiled["Autarch Mammoth"].played
    ability = next(i for i, ab in enumerate(cards("Autarch Mammoth")["abilities"]) if ab.get("keyword") == "saddle")
    sc = {"format": 1, "rules": R2026, "name": "saddle", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "mammoth", "card": "Autarch Mammoth", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Alice", "zone": "in_play"},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "mammoth", "ability": ability,
                       "pay": {"tap": ["giant", "bears"]}}, p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
                      {"type": "declare_attackers", "player": "Alice", "attackers": ["mammoth"]}, p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    assert [o["name"] for o in replay.final_state["zones"]["Alice"]["in_play"]].count("Elephant") == 1, log
