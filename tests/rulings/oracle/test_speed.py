"""Start your engines! (2026 702.179a) and "Max speed —" statics (702.178a), compiled from real
cards' Oracle text (keywords_27a_cards.json: records copied from the pool) and played under the
2026 rules; under the 2007 rules nobody has speed. A max speed ability of another kind, and "X is
your speed", stay text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def thrillseeker_arrives(cards, rules, speed=None):
    """Alice (speed 3) controls Walking Sarcophagus and casts Gastal Thrillseeker, whose entering
    ability deals 1 damage to Bob: her speed becomes 4."""
    alice = {"name": "Alice", **({"speed": speed} if speed else {})}
    sc = {"format": 1, "rules": rules, "name": "speed", "players": [alice, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "sarcophagus", "card": "Walking Sarcophagus", "owner": "Alice", "zone": "in_play"},
                      {"id": "seeker", "card": "Gastal Thrillseeker", "owner": "Alice", "zone": "hand"},
                      {"id": "s", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
                      {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "play_spell", "player": "Alice", "object": "seeker", "mana_abilities": [{"object": "s"}, {"object": "m"}]},
                      p("Alice"), p("Bob"), p("Alice", trigger_targets={"seeker": ["Bob"]}), p("Bob"), p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_speed_cards_are_fully_played(compiled):
    for name in ("Walking Sarcophagus", "Gastal Thrillseeker"):
        assert compiled[name].played, name
        assert {"kind": "keyword", "keyword": "start_your_engines"} in compiled[name].definition["abilities"]


def test_reaching_max_speed_gives_walking_sarcophagus_1_2_and_the_thrillseeker_deathtouch_and_haste(cards):
    replay, log, cites = thrillseeker_arrives(cards, R2026, speed=3)
    assert not any(s.refused for s in replay.steps), log
    assert replay.final_state["players"][0]["speed"] == 4 and replay.final_state["players"][1]["life"] == 19, log
    found = objects_in(replay.final_state)
    assert (found["sarcophagus"]["power"], found["sarcophagus"]["toughness"]) == (3, 3), log
    assert {"deathtouch", "haste"} <= set(found["seeker"]["keywords"]), log
    assert {"702.179d", "702.179e"} <= cites, log


def test_below_max_speed_walking_sarcophagus_is_2_1(cards):
    replay, log, _ = thrillseeker_arrives(cards, R2026)
    assert replay.final_state["players"][0]["speed"] == 2, log
    found = objects_in(replay.final_state)
    assert (found["sarcophagus"]["power"], found["sarcophagus"]["toughness"]) == (2, 1), log
    assert "deathtouch" not in found["seeker"]["keywords"], log


def test_under_the_2007_rules_no_one_has_speed(cards):
    replay, log, _ = thrillseeker_arrives(cards, R2007)
    assert "speed" not in replay.final_state["players"][0], log
    assert "(Walking Sarcophagus) has start your engines, a keyword those rules do not have" in log, log


def test_x_is_your_speed_stays_text_only(compiled):
    assert not compiled["The Speed Demon"].played


def catalyzer(cards, speed):
    """Alice (at `speed`) taps Endrider Catalyzer for its max speed ability "{T}: Add {R}{R}"."""
    abilities = cards("Endrider Catalyzer")["abilities"]
    granted = len(abilities)  # the granted ability comes after the card's own (layer 6)
    sc = {"format": 1, "rules": R2026, "name": "max speed", "players": [{"name": "Alice", "speed": speed}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "cat", "card": "Endrider Catalyzer", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "cat", "ability": granted}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, "\n".join(ev.text for st in replay.steps for ev in st.events)


def test_at_max_speed_endrider_catalyzer_has_its_mana_ability(cards):
    replay, log = catalyzer(cards, 4)
    assert not replay.steps[-1].refused, log
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 2, log


def test_below_max_speed_endrider_catalyzer_has_no_such_ability(cards):
    replay, log = catalyzer(cards, 3)
    assert replay.steps[-1].refused, log


def test_a_max_speed_static_ability_granted_stays_text_only(compiled):
    assert not compiled["Racers' Scoreboard"].played


def necroregent_end_step(cards, speed):
    sc = {"format": 1, "rules": R2026, "name": "max speed", "players": [{"name": "Alice", "speed": speed}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"},
          "objects": [{"id": "regent", "card": "Risen Necroregent", "owner": "Alice", "zone": "in_play"}],
          "actions": [p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    return [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"] == "Zombie"], \
        "\n".join(ev.text for st in replay.steps for ev in st.events)


def test_at_max_speed_risen_necroregents_end_step_ability_creates_a_zombie(cards):
    zombies, log = necroregent_end_step(cards, 4)
    assert len(zombies) == 1, log


def test_below_max_speed_risen_necroregent_creates_nothing(cards):
    zombies, log = necroregent_end_step(cards, 3)
    assert zombies == [], log
