""" "Protection from Goblins" (2026 702.16a; 2007 502.7a: a quality may be any characteristic
value): a creature type is the quality, and it stops what has that subtype. Played from
real cards (ward_cards.json: records copied from the pool) under both editions."""
import json
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import record

CARDS = Path(__file__).parent / "ward_cards.json"
TARGETING = {"2007-02-01": "502.7b", "2026-06-19": "702.16b"}
BLOCKING = {"2007-02-01": "502.7f", "2026-06-19": "702.16f"}


@pytest.fixture(scope="module")
def cards():
    with open(CARDS, encoding="utf-8") as fh:
        compiled = {r["name"]: compile_card(record(r)) for r in json.load(fh)}
    return lambda name: compiled[name].definition if name in compiled else None


def play(cards, objects, actions, rules, phase="precombat_main", step=None):
    sc = {"format": 1, "rules": rules, "name": "protection", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
          "objects": [{"id": i, "card": c, "owner": o, "zone": "in_play"} for i, c, o in objects], "actions": actions}
    return run_scenario(load_scenario(sc, cards=cards))


def cited(step):
    return {c.rule for ev in step.events for c in ev.citations}


@pytest.mark.parametrize("rules", list(TARGETING))
def test_warren_scourge_elf_cant_be_targeted_by_a_goblins_ability(cards, rules):
    objs = [("elf", "Warren-Scourge Elf", "Alice"), ("fanatic", "Mogg Fanatic", "Bob")]
    replay = play(cards, objs, [{"type": "pass_priority", "player": "Alice"},
                                {"type": "activate_ability", "player": "Bob", "object": "fanatic", "ability": 0, "targets": ["elf"]}], rules)
    last = replay.steps[-1]
    assert last.refused and TARGETING[rules] in cited(last)
    assert "protection from Goblin (a creature type)" in last.events[-1].text


@pytest.mark.parametrize("rules", list(TARGETING))
def test_a_goblins_ability_may_target_another_creature(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice"), ("fanatic", "Mogg Fanatic", "Bob")]
    replay = play(cards, objs, [{"type": "pass_priority", "player": "Alice"},
                                {"type": "activate_ability", "player": "Bob", "object": "fanatic", "ability": 0, "targets": ["bears"]}], rules)
    assert not replay.steps[-1].refused


@pytest.mark.parametrize("rules", list(BLOCKING))
def test_warren_scourge_elf_cant_be_blocked_by_a_goblin(cards, rules):
    objs = [("elf", "Warren-Scourge Elf", "Alice"), ("goblin", "Raging Goblin", "Bob")]
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["elf"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "goblin", "attacker": "elf"}]}]
    last = play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat").steps[-1]
    assert last.refused and BLOCKING[rules] in cited(last)


def test_an_unknown_plural_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "supertypes": [], "subtypes": [], "power": "1",
                      "toughness": "1", "loyalty": None, "text": "Protection from Spirits and from Arcane", "layout": "normal"})
    assert not c.played


@pytest.mark.parametrize("rules", list(TARGETING))
def test_damage_from_a_goblin_to_warren_scourge_elf_is_prevented(cards, rules):
    sc = {"format": 1, "rules": rules, "name": "protection", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Bob", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [{"id": "elf", "card": "Warren-Scourge Elf", "owner": "Alice", "zone": "in_play"},
                      {"id": "goblin", "card": "Raging Goblin", "owner": "Bob", "zone": "in_play"}],
          "actions": [{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "declare_attackers", "player": "Bob", "attackers": ["goblin"]},
                      {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "declare_blockers", "player": "Alice", "blocks": [{"blocker": "elf", "attacker": "goblin"}]},
                      {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                      *([{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
                        if rules == "2007-02-01" else [{"type": "pass_priority", "player": "Bob"}])]}  # 2007: damage uses the stack
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    from .conftest import objects_in
    found = objects_in(replay.final_state)
    assert found["elf"]["zone"] == "in_play" and found["elf"]["damage"] == 0, log
    assert found["goblin"]["zone"] == "graveyard", log
    assert "damage from Raging Goblin to Warren-Scourge Elf is prevented: it has protection from Goblin (a creature type)" in log
