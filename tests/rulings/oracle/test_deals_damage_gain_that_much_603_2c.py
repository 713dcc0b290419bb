"""Real cards with "Whenever this creature / enchanted creature deals damage, you gain that
much life" (rulings/oracle/damage_triggers.py, rulings/engine/damage_events.py): one trigger for
all the damage the creature deals at the same time, however many recipients, and "that
much" is the total (2007: 410.6 with 310.4; 2026: 603.2c with 510.2)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

ONCE = {"2007-02-01": "410.6", "2026-06-19": "603.2c"}


@pytest.mark.parametrize("name", ["Zebra Unicorn", "Spirit Link", "Exalted Angel"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


def _combat(objects, attacker, blocks, assignments, rules):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": attacker} for b in blocks]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": assignments}]
    if rules == "2007-02-01":  # combat damage uses the stack (2007 310.1)
        actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return scenario(objects, actions, rules=rules, phase="combat", step="beginning_of_combat")


@pytest.mark.parametrize("rules", EDITIONS)
def test_zebra_unicorn_blocked_by_two_triggers_once_for_the_total(lookup, rules):
    objects = [obj("unicorn", "Zebra Unicorn", "Alice"), obj("t1", "Ornithopter", "Bob"), obj("t2", "Ornithopter", "Bob")]
    assignments = [{"source": "unicorn", "to": "t1", "amount": 1}, {"source": "unicorn", "to": "t2", "amount": 1}]
    replay = run_scenario(load_scenario(_combat(objects, "unicorn", ["t1", "t2"], assignments, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert sum("Zebra Unicorn's ability triggers" in t for t in texts(replay)) == 1, texts(replay)
    assert replay.final_state["players"][0]["life"] == 22, texts(replay)
    assert ONCE[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_spirit_link_gains_the_damage_its_creature_deals_to_a_player(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", "Alice"), {**obj("link", "Spirit Link", "Alice"), "attached_to": "bears"}]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 2}]}]
    if rules == "2007-02-01":
        actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = scenario(objects, actions, rules=rules, phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    assert life == {"Alice": 22, "Bob": 18}, texts(replay)


@pytest.mark.parametrize("text", [
    "Whenever this creature deals combat damage, you gain that much life and draw a card.",
    "Whenever this creature deals damage, you gain that much life plus 1.",
    "Whenever this creature deals damage, you may gain that much life.",
    "Whenever this creature deals damage, target player gains that much life."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


def test_on_a_noncreature_it_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Enchantment"],
                             "text": "Whenever enchanted creature deals damage, you gain that much life."}).played
