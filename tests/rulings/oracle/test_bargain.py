"""Bargain (2026 702.166a-c) and its linked abilities, compiled from real cards' Oracle text
(keywords_27a_cards.json: records copied from the pool) and played under the 2026 rules; under the
2007 rules bargaining is refused. "Instead" of another kind of instruction, and a target chosen only
if bargained (702.166d), stay text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def cast(cards, rules, card, lands, bargain=None, targets=()):
    """Alice casts `card` with `lands` Swamps, sacrificing her Ornithopter to bargain if asked."""
    spell = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": list(targets),
             "mana_abilities": [{"object": f"s{i}"} for i in range(lands)], **({"pay": {"bargain": bargain}} if bargain else {})}
    sc = {"format": 1, "rules": rules, "name": "bargain", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "spell", "card": card, "owner": "Alice", "zone": "hand"},
                      {"id": "thopter", "card": "Ornithopter", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Bob", "zone": "in_play"},
                      *[{"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(lands)]],
          "actions": [spell, p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_bargain_cards_are_fully_played(compiled):
    for name in ("Candy Grapple", "High Fae Negotiator"):
        assert compiled[name].played, name
        assert {"kind": "keyword", "keyword": "bargain"} in compiled[name].definition["abilities"]


def test_bargained_candy_grapple_gives_minus_5_minus_5(cards):
    replay, log, cites = cast(cards, R2026, "Candy Grapple", 2, "thopter", ["giant"])
    found = objects_in(replay.final_state)
    assert found["thopter"]["zone"] == "graveyard" and found["giant"]["zone"] == "graveyard", log
    assert {"702.166a", "702.166b"} <= cites, log


def test_candy_grapple_not_bargained_gives_minus_3_minus_3(cards):
    replay, log, _ = cast(cards, R2026, "Candy Grapple", 2, None, ["giant"])
    found = objects_in(replay.final_state)
    assert found["thopter"]["zone"] == "in_play" and found["giant"]["zone"] == "graveyard", log  # a 3/3 gets -3/-3


def test_bargained_high_fae_negotiator_drains_3(cards):
    replay, log, _ = cast(cards, R2026, "High Fae Negotiator", 5, "thopter")
    assert not any(s.refused for s in replay.steps), log
    assert [pl["life"] for pl in replay.final_state["players"]] == [23, 17], log


def test_high_fae_negotiator_not_bargained_drains_nothing(cards):
    replay, log, _ = cast(cards, R2026, "High Fae Negotiator", 5)
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 20], log


def test_under_the_2007_rules_bargaining_is_refused(cards):
    replay, log, _ = cast(cards, R2007, "Candy Grapple", 2, "thopter", ["giant"])
    assert replay.steps[1].refused and "bargain is later than February 2007" in log, log


def test_instead_of_another_kind_of_instruction_stays_text_only(compiled):
    assert not compiled["Kellan's Lightblades"].played


def test_a_target_chosen_only_if_bargained_stays_text_only(compiled):
    assert not compiled["Brave the Wilds"].played
