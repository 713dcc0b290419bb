""""Whenever one or more +1/+1 counters are put on ~" (rulings/engine/counter_triggers.py): once
for each event that puts them, however many counters (2026 603.2c); the counters a permanent
enters with are put on it too (2026 122.6, cited only under 2026); counters it has as the
scenario starts trigger nothing."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

GROWER = {"name": "Grower", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
    {"kind": "triggered", "trigger": {"event": "counters_put", "who": "self"}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]}
ENTERS_GROWN = {**GROWER, "name": "Grown", "mana_cost": "{0}", "abilities": GROWER["abilities"] + [
    {"kind": "static", "comes_into_play": {"counters": {"+1/+1": 2}}}]}
TWO = {"name": "Two Counters", "types": ["Instant"], "mana_cost": "{0}", "targets": ["creature"],
       "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 2, "to": "target:0"}]}
CARDS = {c["name"]: c for c in (GROWER, ENTERS_GROWN, TWO)}
EDITIONS = ("2007-02-01", "2026-06-19")


def p(who):
    return {"type": "pass_priority", "player": who}


def run(rules, objects, actions):
    data = {"format": 1, "rules": rules, "name": "counters put", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=CARDS.get))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


def said(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_counters_put_at_once_trigger_it_once(rules):
    replay = run(rules, [{"id": "g", "card": "Grower", "owner": "Alice", "zone": "in_play"},
                         {"id": "t", "card": "Two Counters", "owner": "Alice", "zone": "hand"}],
                 [{"type": "play_spell", "player": "Alice", "object": "t", "targets": ["g"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert said(replay).count("Grower's ability triggers") == 1
    assert replay.final_state["players"][0]["life"] == 21


@pytest.mark.parametrize("rules", EDITIONS)
def test_counters_it_enters_with_are_put_on_it(rules):
    replay = run(rules, [{"id": "g", "card": "Grown", "owner": "Alice", "zone": "hand"}],
                 [{"type": "play_spell", "player": "Alice", "object": "g"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert said(replay).count("Grown's ability triggers") == 1, said(replay)
    assert ("122.6" in {c.rule for st in replay.steps for e in st.events for c in e.citations}) == (rules == EDITIONS[1])


def test_counters_it_has_as_the_scenario_starts_trigger_nothing():
    replay = run(EDITIONS[1], [{"id": "g", "card": "Grower", "owner": "Alice", "zone": "in_play", "counters": {"+1/+1": 3}}],
                 [p("Alice")])
    assert "Grower's ability triggers" not in said(replay)


def test_the_loader_refuses_a_counters_put_trigger_of_another_permanent():
    bad = {**GROWER, "name": "Bad", "abilities": [{**GROWER["abilities"][0], "trigger": {"event": "counters_put", "who": "another_creature"}}]}
    data = {"format": 1, "rules": EDITIONS[1], "name": "bad", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "b", "card": "Bad", "owner": "Alice", "zone": "in_play"}], "actions": []}
    with pytest.raises(ScenarioError) as err:
        load_scenario(data, cards={"Bad": bad}.get)
    assert "trigger.who" in str(err.value)
