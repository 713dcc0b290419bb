"""Damage that depends on a quality of the one target as it resolves (rulings/oracle/target_quality_damage.py,
rulings/engine/target_quality.py), played from real cards' Oracle text (target_quality_damage_cards.json:
records copied from the pool): Burning Hands's "If that permanent is green, ~ deals 6 damage instead",
Electrostatic Bolt's "If it's an artifact creature", Lightning Dart's "white or blue", Burn the Impure's "If
that creature has infect, ~ deals 3 damage to that creature's controller", Starfall's enchantment, Rending
Flame's Spirit. Exactly one of an "instead" pair is followed (2007 413.2b; 2026 608.2c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "target_quality_damage_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FOLLOWS = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Burning Hands", "Electrostatic Bolt", "Lightning Dart", "Purifying Dragon", "Burn the Impure", "Starfall", "Rending Flame"]
#: a quality the target grammar doesn't read ("has toxic", "has a +1/+1 counter on it", "white and/or blue"): text only
NEAR_MISSES = ["Hexgold Slash", "Bring Low", "Lithomantic Barrage"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "target quality"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def burn(cards, rules, spell, target_card, mountains):
    objects = [obj("spell", spell, zone="hand"), obj("t", target_card, owner="Bob"), *(obj(f"m{i}", "Mountain") for i in range(mountains))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["t"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(mountains)]}, p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


def damage(replay, oid="t"):
    return objects_in(replay.final_state)[oid].get("damage", 0)


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_burning_hands_deals_six_to_a_green_creature_instead(cards, rules):
    replay = burn(cards, rules, "Burning Hands", "Craw Wurm", 2)
    assert zone_of(replay, "t") == "graveyard" and "Burning Hands deals 6 damage to Craw Wurm" in log(replay), log(replay)
    assert "Burning Hands deals 2 damage to Craw Wurm" not in log(replay), log(replay)
    assert FOLLOWS[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_burning_hands_deals_two_to_a_creature_that_isnt_green(cards, rules):
    replay = burn(cards, rules, "Burning Hands", "Hill Giant", 2)
    assert damage(replay) == 2 and "isn't so that its target is a green permanent" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_electrostatic_bolt_deals_four_to_an_artifact_creature(cards, rules):
    assert zone_of(burn(cards, rules, "Electrostatic Bolt", "Ornithopter", 1), "t") == "graveyard"
    assert damage(burn(cards, rules, "Electrostatic Bolt", "Hill Giant", 1)) == 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_lightning_dart_deals_four_to_a_white_creature(cards, rules):
    assert zone_of(burn(cards, rules, "Lightning Dart", "Serra Angel", 2), "t") == "graveyard"
    assert damage(burn(cards, rules, "Lightning Dart", "Hill Giant", 2)) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_burn_the_impure_deals_three_to_the_controller_of_a_creature_with_infect(cards, rules):
    replay = burn(cards, rules, "Burn the Impure", "Blighted Agent", 2)
    assert zone_of(replay, "t") == "graveyard" and life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    replay = burn(cards, rules, "Burn the Impure", "Hill Giant", 2)
    assert zone_of(replay, "t") == "graveyard" and life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_starfall_deals_three_to_the_controller_of_an_enchantment_creature(cards, rules):
    replay = burn(cards, rules, "Starfall", "Boon Satyr", 5)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    assert life(burn(cards, rules, "Starfall", "Grizzly Bears", 5)) == {"Alice": 20, "Bob": 20}


@pytest.mark.parametrize("rules", EDITIONS)
def test_rending_flame_also_deals_two_to_the_controller_of_a_spirit(cards, rules):
    replay = burn(cards, rules, "Rending Flame", "Kami of Ancient Law", 3)
    assert zone_of(replay, "t") == "graveyard" and life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


def test_the_loader_refuses_an_instead_half_without_its_pair(compiled):
    import copy
    definition = copy.deepcopy(compiled["Burning Hands"].definition)
    definition["effect"] = definition["effect"][:1]  # "unless_target_is" with no instruction said "instead" after it
    doc = in_main_phase([obj("s", "Burning Hands", zone="hand")], [], R2026)
    with pytest.raises(Exception, match="unless_target_is"):
        load_scenario(doc, cards=lambda name: definition if name == "Burning Hands" else None)
