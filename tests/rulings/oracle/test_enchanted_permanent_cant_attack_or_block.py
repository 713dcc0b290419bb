"""Real Auras: "Enchanted permanent can't attack or block, and its activated abilities can't be activated"
(Suppression Bonds; Stasis Cocoon's "Enchanted artifact ...", rulings/oracle/aura_abilities.py): Arrest's
restrictions granted to any permanent it enchants, mana abilities included."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


@pytest.mark.parametrize("name", ["Suppression Bonds", "Stasis Cocoon"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_suppression_bonds_stops_the_creature_attacking(lookup, rules):
    data = scenario([{**obj("bonds", "Suppression Bonds", "Bob"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}],
                    rules=rules, phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert any("Grizzly Bears can't attack" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_suppression_bonds_on_an_artifact_stops_its_mana_ability(lookup, rules):
    data = scenario([{**obj("bonds", "Suppression Bonds", "Alice"), "attached_to": "ring"}, obj("ring", "Sol Ring", "Bob"),
                     obj("bolt", "Lightning Bolt", "Bob", "hand")],
                    [{"type": "pass_priority", "player": "Alice"},
                     {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "ring"}]}],
                    rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert any("Sol Ring's activated abilities can't be" in t for t in texts(replay))


@pytest.mark.parametrize("types,text", [
    (["Creature"], "Enchanted permanent can't attack or block, and its activated abilities can't be activated."),
    (["Enchantment"], "Enchanted land can't attack or block, and its activated abilities can't be activated.")])
def test_near_misses_stay_text_only(types, text):
    """On a creature card; a land (not read). (Faith's Fetters' "unless they're mana abilities" is read by
    rulings/oracle/aura_wordings.py, which spares mana abilities: tests/rulings/oracle/test_aura_wordings.py.)"""
    card = {"name": "Near Miss", "mana_cost": "{W}", "types": types, "subtypes": ["Aura"], "text": "Enchant permanent\n" + text,
            **({"power": "1", "toughness": "1"} if "Creature" in types else {})}
    assert not compile_card(card).played
