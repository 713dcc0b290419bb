"""When the game waits for a declaration and the scenario's next action moves on, the engine uses
the default declaration (no attackers, no blocks, the default combat damage) inside that action:
what the action says for what happens during it (its `trigger_targets`, orders, choices) is for
what the default sets off too. Under 2026 combat damage's triggers go on the stack as the default
damage is dealt, before the action itself is played (found by the thirteenth precision check)."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import compiled_records

HERE = Path(__file__).parent


def lookup(name):
    for f in ("player_referents_cards.json", "combat_requirements_cards.json", "oracle_sample.json"):
        found = compiled_records(HERE / f)
        if name in found:
            return found[name].definition
    return None


def test_a_pass_that_takes_the_default_damage_gives_its_trigger_targets_to_the_damage_triggers():
    doc = {"format": 1, "rules": "2026-06-19", "name": "default damage", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": [{"id": "ss", "card": "Sunder Shaman", "owner": "Alice", "zone": "in_play"},
                       {"id": "orn", "card": "Ornithopter", "owner": "Bob", "zone": "in_play"},
                       {"id": "ench", "card": "Pacifism", "owner": "Bob", "zone": "in_play", "attached_to": "gb2"},
                       {"id": "gb2", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}],
           "actions": [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                       {"type": "declare_attackers", "player": "Alice", "attackers": ["ss"]},
                       {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                       {"type": "declare_blockers", "player": "Bob", "blocks": []},
                       {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                       {"type": "pass_priority", "player": "Alice", "trigger_targets": {"ss": ["ench"]}},
                       {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(doc, cards=lookup))
    text = "\n".join(e.text for st in replay.steps for e in st.events)
    assert not any(st.refused for st in replay.steps), text
    assert "no trigger_targets was given" not in text
    assert "Pacifism" in [l for l in text.splitlines() if "targeting" in l and "Sunder Shaman" in l][0], text
