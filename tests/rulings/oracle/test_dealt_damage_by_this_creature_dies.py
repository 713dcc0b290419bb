"""Real cards with "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1
counter on this creature" (rulings/oracle/enters_mechanics.py, rulings/engine/damaged_dies.py): a
leaves-play trigger (2007 410.10c; 2026 603.6c) that reads the damage this creature dealt this turn."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


@pytest.mark.parametrize("name", ["Blood Cultist", "Sengir Vampire"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_cultist_grows_when_the_creature_it_damaged_dies_not_another(lookup, rules):
    objects = [obj("cultist", "Blood Cultist", "Alice"), obj("lions", "Savannah Lions", "Bob"), obj("bears", "Grizzly Bears", "Bob"),
               obj("shock", "Shock", "Alice", "hand"), obj("m", "Mountain", "Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cultist", "ability": 0, "targets": ["lions"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]} == {"lions", "bears"}
    cultist = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "cultist")
    assert cultist["counters"] == {"+1/+1": 1}, texts(replay)
    assert sum("Blood Cultist's ability triggers" in t for t in texts(replay)) == 1


@pytest.mark.parametrize("text", [
    "Whenever a creature dealt damage by this creature this turn dies, return it to the battlefield under your control.",
    "Whenever a creature dealt damage by this creature this turn dies, you gain life equal to that creature's toughness.",
    "Whenever a creature dealt damage by this creature dies, put a +1/+1 counter on this creature."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sengir_vampire_grows_when_the_creature_it_dealt_combat_damage_dies(lookup, rules):
    objects = [obj("sengir", "Sengir Vampire", "Alice"), obj("thopter", "Ornithopter", "Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["sengir"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "thopter", "attacker": "sengir"}]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
    if rules == "2007-02-01":  # combat damage uses the stack (2007 310.1)
        actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = scenario(objects, actions, rules=rules, phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]] == ["thopter"]
    sengir = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "sengir")
    assert sengir["counters"] == {"+1/+1": 1}, texts(replay)
