""" Cast triggers for a spell by what it targets (rulings/oracle/cast_target_triggers.py,
rulings/engine/cast_targets.py), played from real cards' Oracle text (cast_target_triggers_cards.json: records
copied from the pool): Repartee's "Whenever you cast an instant or sorcery spell that targets a creature, ..."
(Lecturing Scornmage, Rehearsed Debater, Melancholic Poet), "Whenever you cast a spell that targets a creature
you control, draw a card." (Season of Growth), "... that targets one or more permanents, incubate 2." (Tiller of
Flesh). The spell's targets are read as it becomes cast (2007 409.1c, 409.1i; 2026 601.2c, 601.2i): a spell
targeting a player, or another player's creature where "you control" is said, triggers nothing."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "cast_target_triggers_cards.json"
POOL_TOO = True  # Shock, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
TRIGGER = {R2007: "404.1", R2026: "603.1"}
CAST = {R2007: "409.1i", R2026: "601.2i"}
PLAYED = ["Lecturing Scornmage", "Rehearsed Debater", "Melancholic Poet", "Season of Growth", "Tiller of Flesh",
          "Informed Inkwright", "Graduation Day", "Snooping Page", "Inkshape Demonstrator", "Stirring Hopesinger",
          "Forum Necroscribe", "Inkling Mascot", "Mockingbird, Ace Agent", "Colleen Wing, Street Samurai", "Hawkeye, Bowslinger"]
#: "exile up to one target creature. Return that card ..." (a flicker this family leaves), "damage equal to its
#: power to up to one target creature", "exile that card instead of putting it into your graveyard": the spell named
NEAR_MISSES = ["Conciliator's Duelist", "Legolas, Master Archer", "Feather, the Redeemed"]


def shock(cards, rules, permanent, target, extra=(), library=0):
    """Alice controls `permanent`; she casts Shock at `target` (Bob, Bob's Grizzly Bears "gb" or her own "ab");
    the cast trigger, if any, resolves, then Shock."""
    objects = [obj("perm", permanent), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("gb", "Grizzly Bears", "Bob"), obj("ab", "Grizzly Bears"),
               *(obj(f"lib{i}", "Island", zone="library") for i in range(library)), *extra]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [target], "mana_abilities": [{"object": "m0"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cast target triggers"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_cast_target_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cast_target_triggers_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_lecturing_scornmage_gets_a_counter_when_a_spell_targets_a_creature(cards, rules):
    replay = shock(cards, rules, "Lecturing Scornmage", "gb")
    assert objects_in(replay.final_state)["perm"].get("counters", {}).get("+1/+1") == 1, log(replay)
    assert zone_of(replay, "gb") == "graveyard", log(replay)
    assert {TRIGGER[rules], CAST[rules]} <= cited(replay), sorted(cited(replay))
    reasons = [c.reason for st in replay.steps for e in st.events for c in e.citations if c.concept == "trigger_condition"]
    assert any(r.startswith("the spell targets Bob's Grizzly Bears") or r.startswith("the spell targets Grizzly Bears")
               for r in reasons), reasons


@pytest.mark.parametrize("rules", EDITIONS)
def test_lecturing_scornmage_ignores_a_spell_that_targets_a_player(cards, rules):
    replay = shock(cards, rules, "Lecturing Scornmage", "Bob")
    assert not objects_in(replay.final_state)["perm"].get("counters", {}).get("+1/+1"), log(replay)
    assert life(replay)["Bob"] == 18


def test_rehearsed_debater_gets_plus_one_until_end_of_turn(cards):
    replay = shock(cards, R2026, "Rehearsed Debater", "gb")
    assert pt(replay, "perm") == (4, 4), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_melancholic_poet_drains_each_opponent_when_a_spell_targets_a_creature(cards, rules):
    replay = shock(cards, rules, "Melancholic Poet", "gb")
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_season_of_growth_draws_for_a_spell_that_targets_a_creature_you_control(cards, rules):
    replay = shock(cards, rules, "Season of Growth", "ab", library=2)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_season_of_growth_ignores_a_spell_that_targets_an_opponents_creature(cards, rules):
    replay = shock(cards, rules, "Season of Growth", "gb", library=2)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 0, log(replay)


def test_tiller_of_flesh_incubates_for_a_spell_that_targets_a_permanent(cards):
    replay = shock(cards, R2026, "Tiller of Flesh", "gb")
    incubators = [o for o in objects_in(replay.final_state).values() if o.get("token") and o.get("counters", {}).get("+1/+1") == 2]
    assert len(incubators) == 1, log(replay)
