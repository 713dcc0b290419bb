""""Whenever one or more creatures you control deal combat damage to a player" on a hand-made card
(rulings/engine/combat_damage_batches.py): the combat damage of one step is dealt at once (2007
310.4; 2026 510.2), so it triggers once for all the creatures that hit the player in that step
(2007 410.6; 2026 603.2c), and again in a second combat damage step (first strike); the loader
refuses a key the event doesn't take, naming the field."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

EDITIONS = {"2007-02-01": "410.6", "2026-06-19": "603.2c"}
TRIGGER = {"event": "creatures_deal_combat_damage"}


def watcher(trigger=TRIGGER):
    return {"name": "Watcher", "mana_cost": "{U}", "types": ["Enchantment"],
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                           "text": "watcher"}]}


def attack(rules, attackers, steps=1, trigger=TRIGGER):
    objects = [{"id": "w", "card": watcher(trigger), "owner": "Alice", "zone": "in_play"}] + [
        {"id": f"a{n}", "card": name, "owner": "Alice", "zone": "in_play"} for n, name in enumerate(attackers)]
    passes = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}] * (3 if rules == "2007-02-01" else 2)
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [f"a{n}" for n in range(len(attackers))]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"}]
    for _ in range(steps):
        actions += [{"type": "assign_combat_damage", "player": "Alice"}, *passes]
    return {"format": 1, "rules": rules, "name": "batch", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
            "objects": objects, "actions": actions}


def cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def life(replay):
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_creatures_hitting_a_player_in_one_step_trigger_it_once(rules):
    replay = run_scenario(load_scenario(attack(rules, ["Grizzly Bears", "Hill Giant"])))
    assert not any(st.refused for st in replay.steps)
    assert life(replay) == {"Alice": 21, "Bob": 15}
    assert EDITIONS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_first_strike_step_and_a_regular_step_are_two_events(rules):
    replay = run_scenario(load_scenario(attack(rules, ["Youthful Knight", "Grizzly Bears"], steps=2)))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert life(replay) == {"Alice": 22, "Bob": 16}


def test_the_loader_refuses_a_who_on_the_event_naming_the_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(attack("2026-06-19", ["Grizzly Bears"], trigger={**TRIGGER, "who": "self"}))
    assert "who" in str(e.value)
