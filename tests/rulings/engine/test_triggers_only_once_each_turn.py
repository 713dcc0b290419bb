"""A triggered ability that says "This ability triggers only once each turn." (rulings/engine/
trigger_limits.py): no numbered rule in either edition, so the card's words: a second trigger
event in the same turn triggers nothing (and the log says so); the count starts again as a new
turn begins; a trigger stopped by its intervening "if" isn't counted."""
import pytest

from rulings.engine import load_scenario, run_scenario

TEXT = "Whenever you cast a spell, you gain 1 life. This ability triggers only once each turn."
WATCHER = {"name": "Watcher", "types": ["Enchantment"], "abilities": [
    {"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "your"}, "once_each_turn": True,
     "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": TEXT}]}
IF_WATCHER = {"name": "If Watcher", "types": ["Enchantment"], "abilities": [
    {**WATCHER["abilities"][0], "if": {"your_life_exactly": 22}}]}
GAIN = {"name": "Gain", "types": ["Instant"], "mana_cost": "{0}", "effect": [{"do": "gain_life", "amount": 2, "player": "you"}]}
CARDS = {c["name"]: c for c in (WATCHER, IF_WATCHER, GAIN)}
EDITIONS = ("2007-02-01", "2026-06-19")


def p(who):
    return {"type": "pass_priority", "player": who}


def cast(oid):
    return {"type": "play_spell", "player": "Alice", "object": oid}


def run(rules, watcher, actions, phase="precombat_main", step=None, spells=3):
    objects = [{"id": "w", "card": watcher, "owner": "Alice", "zone": "in_play"},
               *({"id": f"g{i}", "card": "Gain", "owner": "Alice", "zone": "hand"} for i in range(spells))]
    data = {"format": 1, "rules": rules, "name": "once each turn", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, **({"step": step} if step else {})},
            "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=CARDS.get))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


def life(replay):
    return replay.final_state["players"][0]["life"]


def said(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_second_spell_of_the_turn_triggers_nothing(rules):
    replay = run(rules, "Watcher", [cast("g0"), p("Alice"), p("Bob"), p("Alice"), p("Bob"), cast("g1"), p("Alice"), p("Bob")])
    assert life(replay) == 20 + 2 + 1 + 2
    assert said(replay).count("Watcher's ability triggers") == 1
    assert "Watcher's ability doesn't trigger: it says \"This ability triggers only once each turn.\" and it already triggered this turn" in said(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_it_triggers_again_in_the_next_turn(rules):
    actions = [cast("g0"), p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # Alice's end step: triggers, resolves
               p("Alice"), p("Bob"),  # to Bob's turn 4: his upkeep
               p("Bob"), cast("g1"), p("Alice"), p("Bob"), p("Bob"), p("Alice")]
    replay = run(rules, "Watcher", actions, phase="end", step="end_of_turn")
    assert said(replay).count("Watcher's ability triggers") == 2, said(replay)
    assert life(replay) == 20 + 2 + 1 + 2 + 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_trigger_stopped_by_its_if_is_not_counted(rules):
    # "if your life total is 22": false for the first spell (20 life), true for the second (Gain gave 2)
    replay = run(rules, "If Watcher", [cast("g0"), p("Alice"), p("Bob"), cast("g1"), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert said(replay).count("If Watcher's ability triggers") == 1, said(replay)
    assert life(replay) == 20 + 2 + 2 + 1
