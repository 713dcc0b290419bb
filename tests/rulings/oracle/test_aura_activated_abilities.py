"""Real Auras whose own activated ability acts on what they enchant (rulings/oracle/aura_abilities.py):
Firebreathing's "{R}: Enchanted creature gets +1/+0 until end of turn", Carapace's "Sacrifice this
Aura: Regenerate enchanted creature" (the creature it enchanted as it last existed, 2007 413.2f /
2026 608.2h; regeneration 2007 419.6b / 2026 701.19a)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

REGENERATION = {"2007-02-01": "419.6b", "2026-06-19": "701.19a"}


def in_play(replay, player):
    return {o["id"]: o for o in replay.final_state["zones"][player]["in_play"]}


def ability_index(pool, name, kind="activated"):
    return next(i for i, ab in enumerate(pool[name].definition["abilities"]) if ab.get("kind") == kind)


@pytest.mark.parametrize("name", ["Firebreathing", "Carapace", "Briar Shield"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_firebreathing_pumps_the_creature_it_enchants_twice(pool, lookup, rules):
    fire = ability_index(pool, "Firebreathing")
    activate = {"type": "activate_ability", "player": "Alice", "object": "fire", "ability": fire}
    data = scenario([{**obj("fire", "Firebreathing", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Bob"),
                     obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice")],
                    [{**activate, "mana_abilities": [{"object": "m1"}]}, {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob"},
                     {**activate, "mana_abilities": [{"object": "m2"}]}, {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    bears = in_play(replay, "Bob")["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_carapace_sacrificed_regenerates_the_creature_it_enchanted(pool, lookup, rules):
    data = scenario([{**obj("shell", "Carapace", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice"),
                     obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m1", "Mountain", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "shell", "ability": ability_index(pool, "Carapace")},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"],
                      "mana_abilities": [{"object": "m1"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    mine = in_play(replay, "Alice")
    assert "shell" not in mine and mine["bears"]["tapped"]  # the 2/2 was dealt 3 and regenerated
    assert REGENERATION[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_briar_shield_sacrificed_still_pumps_the_creature_it_enchanted(pool, lookup, rules):
    data = scenario([{**obj("briar", "Briar Shield", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "briar", "ability": ability_index(pool, "Briar Shield")},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    bears = in_play(replay, "Alice")["bears"]
    assert (bears["power"], bears["toughness"]) == (5, 5)  # 2/2 + 3/3, the Aura's +1/+1 gone with it


@pytest.mark.parametrize("text", ["{R}: Enchanted creature gets +1/+0 until end of turn.",
                                  "{R}: Target creature gets +1/+0 until end of turn.\n{R}: Enchanted creature and target creature "
                                  "each get +1/+0 until end of turn.",
                                  "{R}: Enchanted creature gets +X/+0 until end of turn, where X is its power."])
def test_near_misses_stay_text_only(text):
    """Not an Aura (a creature's "enchanted creature" is nothing), two creatures, an X the engine doesn't count."""
    types = ["Creature"] if text.startswith("{R}: Enchanted") and "\n" not in text and "X" not in text else ["Enchantment"]
    card = {"name": "Near Miss", "mana_cost": "{R}", "types": types, "subtypes": ["Aura"], "text": "Enchant creature\n" + text}
    if types == ["Creature"]:
        card.update(power="1", toughness="1")
    assert not compile_card(card).played
