"""Real Auras granting a mana ability (rulings/oracle/auras_28f.py): Sheltered Aerie's "Enchanted land
has "{T}: Add two mana of any one color."", Multani's Harmony's "Enchanted creature has "{T}: Add one
mana of any color."": the enchanted permanent's own ability, activated by its controller (2007: 403.2;
2026: 602.2), its color the activation's `choice` (2007: 413.2c; 2026: 608.2d)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


@pytest.mark.parametrize("name", ["Sheltered Aerie", "Multani's Harmony"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played


def run(lookup, aura, host, who, rules, choice, ability=1):
    """`ability`: the granted one comes after the permanent's own (a Forest's mana ability)."""
    data = scenario([{**obj("aura", aura, "Bob"), "attached_to": "host"}, obj("host", host, "Alice")],
                    [{"type": "activate_ability", "player": who, "object": "host", "ability": ability, "choice": choice}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_bobs_sheltered_aerie_gives_alices_forest_two_mana_of_one_color(lookup, rules):
    replay = run(lookup, "Sheltered Aerie", "Forest", "Alice", rules, "R")
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert any(t.startswith("Alice adds {R}{R} to their mana pool") for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_auras_controller_cant_activate_the_lands_ability(lookup, rules):
    assert run(lookup, "Sheltered Aerie", "Forest", "Bob", rules, "R").steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_multanis_harmony_gives_the_creature_one_mana_of_any_color(lookup, rules):
    replay = run(lookup, "Multani's Harmony", "Grizzly Bears", "Alice", rules, "U", ability=0)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert any(t.startswith("Alice adds {U} to their mana pool") for t in texts(replay))


@pytest.mark.parametrize("text", ['Enchanted land has "{T}: Add two mana of any one color. Activate only as a sorcery."',
                                  'Enchanted land has "{T}: Target creature gets +1/+1 until end of turn."',
                                  'Enchanted land has "{T}, Sacrifice a creature: Add {B}{B}."'])
def test_near_misses_stay_text_only(text):
    """A restriction, an ability that isn't a mana ability, a cost beyond {T} and mana."""
    card = {"name": "Near Miss", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": ["Aura"], "text": "Enchant land\n" + text}
    assert not compile_card(card).played
