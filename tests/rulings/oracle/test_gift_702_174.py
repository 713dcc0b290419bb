"""Gift (2026 702.174) on an instant, compiled from real cards' Oracle text (costs_30_cards.json:
records copied from the pool) and played under the 2026 rules; under the 2007 rules a spell with
gift is refused. A target chosen only if the gift was promised (702.174m), a permanent's gift
(702.174b) and "Gift an extra turn" stay text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "costs_30_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def cast(cards, rules, card, gift=None):
    """Alice casts `card` (Nocturnal Hunger with three Swamps at Bob's Hill Giant, Crumb and Get It
    with a Plains at her Grizzly Bears), promising the gift to `gift` if given; both players pass."""
    target = "bears" if card == "Crumb and Get It" else "giant"
    spell = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
             "mana_abilities": [{"object": "s0"}, {"object": "s1"}, {"object": "s2"}] if card == "Nocturnal Hunger"
             else [{"object": "w0"}], **({"pay": {"gift": gift}} if gift else {})}
    sc = {"format": 1, "rules": rules, "name": "gift", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "spell", "card": card, "owner": "Alice", "zone": "hand"},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Bob", "zone": "in_play"},
                      {"id": "w0", "card": "Plains", "owner": "Alice", "zone": "in_play"},
                      *[{"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(3)]],
          "actions": [spell, p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_gift_cards_are_fully_played(compiled):
    for name in ("Nocturnal Hunger", "Crumb and Get It"):
        assert compiled[name].played, name
        assert {"kind": "keyword", "keyword": "gift", "what": "food"} in compiled[name].definition["abilities"]


def test_nocturnal_hunger_with_the_gift_promised_gives_bob_a_food_and_alice_loses_no_life(cards):
    replay, log, cites = cast(cards, R2026, "Nocturnal Hunger", gift="Bob")
    assert not any(s.refused for s in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["giant"]["zone"] == "graveyard", log
    assert found["food"]["token"] and found["food"]["controller"] == "Bob" and "Food" in found["food"]["subtypes"], log
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 20], log
    assert {"702.174a", "702.174k", "702.174j", "702.174d", "111.10b"} <= cites, log
    assert log.index("Bob creates") < log.index("Hill Giant dies"), log  # the gift first (702.174j)


def test_nocturnal_hunger_without_the_gift_costs_alice_2_life(cards):
    replay, log, _ = cast(cards, R2026, "Nocturnal Hunger")
    assert objects_in(replay.final_state)["giant"]["zone"] == "graveyard", log
    assert [pl["life"] for pl in replay.final_state["players"]] == [18, 20], log
    assert "food" not in objects_in(replay.final_state) and "promises" not in log, log


def test_crumb_and_get_it_with_the_gift_promised_also_gives_indestructible(cards):
    replay, log, _ = cast(cards, R2026, "Crumb and Get It", gift="Bob")
    assert not any(s.refused for s in replay.steps), log
    bears = objects_in(replay.final_state)["bears"]
    assert "indestructible" in bears["keywords"] and bears["power"] == 4, log


def test_crumb_and_get_it_without_the_gift_gives_no_indestructible(cards):
    replay, log, _ = cast(cards, R2026, "Crumb and Get It")
    assert not any(s.refused for s in replay.steps), log
    bears = objects_in(replay.final_state)["bears"]
    assert "indestructible" not in bears["keywords"] and bears["power"] == 4, log


def test_a_gift_is_promised_only_to_an_opponent(cards):
    replay, log, _ = cast(cards, R2026, "Nocturnal Hunger", gift="Alice")
    assert replay.steps[1].refused and "not an opponent" in log, log


def test_under_the_2007_rules_a_spell_with_gift_is_refused(cards):
    replay, log, _ = cast(cards, R2007, "Nocturnal Hunger")
    assert replay.steps[1].refused and "gift, a keyword later than the February 2007 rules" in log, log


def test_a_target_chosen_only_if_the_gift_was_promised_stays_text_only(compiled):
    assert not compiled["Into the Flood Maw"].played


def test_a_permanents_gift_and_gift_an_extra_turn_stay_text_only(compiled):
    assert not compiled["Kitnap"].played and not compiled["Perch Protection"].played


def test_the_food_a_gift_gives_can_be_named_by_a_later_action(cards):
    """The token's id ("food") is one the loader knows, so Bob can sacrifice it for life (111.10b)."""
    sc = {"format": 1, "rules": R2026, "name": "gift food", "players": [{"name": "Alice"}, {"name": "Bob", "life": 10}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "spell", "card": "Crumb and Get It", "owner": "Alice", "zone": "hand"},
                      {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
                      {"id": "w0", "card": "Plains", "owner": "Alice", "zone": "in_play"},
                      *[{"id": f"m{i}", "card": "Forest", "owner": "Bob", "zone": "in_play"} for i in range(2)]],
          "actions": [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["bears"], "pay": {"gift": "Bob"}},
                      p("Alice"), p("Bob"), p("Alice"),
                      {"type": "activate_ability", "player": "Bob", "object": "food", "ability": 0}, p("Bob"), p("Alice")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 13, log
