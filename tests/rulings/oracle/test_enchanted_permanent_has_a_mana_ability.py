"""Real Auras granting a mana ability (rulings/oracle/aura_abilities.py): Sheltered Aerie's "Enchanted land
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
                                  'Enchanted land has "At the beginning of your upkeep, you may pay {W}{W}. If you do, you gain 1 life."',
                                  'Enchanted land has "{T}, Sacrifice a creature: Add {B}{B}."'])
def test_near_misses_stay_text_only(text):
    """A restriction, a granted triggered ability with a "may" (Farmstead), a cost that sacrifices another permanent."""
    card = {"name": "Near Miss", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": ["Aura"], "text": "Enchant land\n" + text}
    assert not compile_card(card).played


# --- any activated ability an Aura grants: its "this creature" / "this land" is the permanent that has it ---

@pytest.mark.parametrize("name", ["Power of Fire", "Squirrel Nest"])
def test_the_auras_granting_other_activated_abilities_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_power_of_fire_the_enchanted_creature_deals_the_damage(lookup, rules):
    data = scenario([{**obj("aura", "Power of Fire", "Alice"), "attached_to": "host"}, obj("host", "Grizzly Bears", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "host", "ability": 0, "targets": ["Bob"]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Grizzly Bears deals 1 damage to Bob (19 life)." in texts(replay)
    assert replay.final_state["players"][1]["life"] == 19


@pytest.mark.parametrize("rules", EDITIONS)
def test_squirrel_nest_the_enchanted_land_makes_a_squirrel(lookup, rules):
    data = scenario([{**obj("aura", "Squirrel Nest", "Alice"), "attached_to": "host"}, obj("host", "Forest", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "host", "ability": 1},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    mine = replay.final_state["zones"]["Alice"]["in_play"]
    assert [(o["name"], o["power"], o["toughness"]) for o in mine if o.get("token")] == [("Squirrel", 1, 1)]
    assert next(o for o in mine if o["id"] == "host")["tapped"]


def test_pillory_of_the_sleepless_is_fully_played(pool):
    assert pool["Pillory of the Sleepless"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_pillory_of_the_sleepless_makes_the_creatures_controller_lose_life_in_their_upkeep(lookup, rules):
    """The granted ability is the creature's: "your upkeep" and "you" are its controller's, not the Aura's."""
    data = scenario([{**obj("aura", "Pillory of the Sleepless", "Alice"), "attached_to": "host"}, obj("host", "Grizzly Bears", "Bob")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}],
                    rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert [p["life"] for p in replay.final_state["players"]] == [20, 19]
