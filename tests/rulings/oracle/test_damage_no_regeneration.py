""""A creature dealt damage this way can't be regenerated this turn" (Incinerate, Jaya Ballard, Task
Mage) and "Creatures dealt damage this way ..." (Flamebreak), and "If it's a creature, it can't be regenerated this
turn, and if it would die this turn, exile it instead." (Disintegrate, Carbonize) (rulings/oracle/damage_no_regeneration.py),
played from real cards' Oracle text (damage_no_regeneration_cards.json: records copied from the pool):
the creature the damage was dealt to can't be regenerated until end of turn, so a regeneration shield
made before doesn't save it (2007 419.6b; 2026 701.19c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, texts, zone_of

CARDS = Path(__file__).parent / "damage_no_regeneration_cards.json"
POOL_TOO = True  # Lightning Bolt, Serra Angel and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Incinerate", "Jaya Ballard, Task Mage", "Flamebreak", "Disintegrate", "Carbonize"]
#: a kicked rider on "that creature" of "any target", "Creatures dealt damage by this creature this turn": not these riders
NEAR_MISSES = ["Scorching Lava", "Bone Shaman"]
NO_REGENERATION = {R2007: "419.6b", R2026: "701.19a"}  # the regeneration (shield) that doesn't apply


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "no regeneration"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def regenerate_then_resolve():
    """Bob answers with Drudge Skeletons' regeneration, which resolves first; then the spell resolves."""
    return [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "skel", "ability": 0,
                         "mana_abilities": [{"object": "swamp"}]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]


def skeletons():
    return [obj("skel", "Drudge Skeletons", owner="Bob"), obj("swamp", "Swamp", owner="Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_no_regeneration_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_incinerate_keeps_a_regeneration_shield_from_saving_the_creature(cards, rules):
    objects = [obj("inc", "Incinerate", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), *skeletons()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "inc", "targets": ["skel"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, *regenerate_then_resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "skel") == "graveyard", log(replay)
    assert NO_REGENERATION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_the_rider_the_same_shield_regenerates_it(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"), *skeletons()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["skel"],
                "mana_abilities": [{"object": "m0"}]}, *regenerate_then_resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "skel") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_incinerate_at_a_player_only_deals_damage(cards, rules):
    objects = [obj("inc", "Incinerate", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), *skeletons()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "inc", "targets": ["Bob"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    riders = [t for t in texts(replay) if t.endswith("can't be regenerated this turn.") and not t.startswith("Its instructions")]
    assert riders == [], log(replay)  # a player dealt damage gets no rider


@pytest.mark.parametrize("rules", EDITIONS)
def test_flamebreak_creatures_dealt_damage_cant_be_regenerated_and_a_flyer_is_untouched(cards, rules):
    objects = [obj("fb", "Flamebreak", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)), *skeletons(),
               obj("angel", "Serra Angel", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fb",
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, *regenerate_then_resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "skel") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["angel"]["damage"] == 0, log(replay)
    assert life(replay) == {"Alice": 17, "Bob": 17}, log(replay)
    assert NO_REGENERATION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_carbonize_exiles_the_creature_a_regeneration_shield_cant_save(cards, rules):
    objects = [obj("carb", "Carbonize", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)), *skeletons()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "carb", "targets": ["skel"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, *regenerate_then_resolve()]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "skel") == "removed_from_game", log(replay)  # not regenerated, and exiled rather than dying
    assert NO_REGENERATION[rules] in cited(replay), sorted(cited(replay))
    assert {R2007: "419.1a", R2026: "614.1a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_disintegrate_at_a_player_deals_x_damage_and_nothing_else(cards, rules):
    objects = [obj("dis", "Disintegrate", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)), *skeletons()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dis", "targets": ["Bob"], "x": 4,
                "mana_abilities": [{"object": f"m{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)
    assert not any(t.startswith("If ") and t.endswith("instead.") for t in texts(replay)), log(replay)
