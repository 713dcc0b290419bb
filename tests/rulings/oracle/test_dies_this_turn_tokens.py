""" "When that creature dies this turn, create a 3/2 colorless Eldrazi Horror creature token." (rulings/oracle/
dies_this_turn_tokens.py, rulings/engine/dies_this_turn.py), played from real cards' Oracle text
(dies_this_turn_tokens_cards.json: records copied from the pool): Otherworldly Outburst, Make Your Mark, Blessed
Defiance, Felonious Rage, Scarblade's Malice. A delayed triggered ability created as the spell resolves (2007 404.4;
2026 603.7) that triggers once, the first time that creature is put into a graveyard this turn (2007 404.4b; 2026
603.7b). Near misses (an effect that isn't a token's: damage to the creature's controller, surveil, manifest dread)
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "dies_this_turn_tokens_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Make Your Mark", "Blessed Defiance", "Felonious Rage", "Scarblade's Malice", "Otherworldly Outburst"]
NEAR_MISSES = ["Searing Blood", "Grim Javelineer", "Turn Inside Out"]
ONCE = {R2007: ("404.4b", "delayed_trigger_once"), R2026: ("603.7b", "delayed_trigger_once")}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dies this turn"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, land, target) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": oid, "targets": [target], "mana_abilities": [{"object": land}]},
            p("Alice"), p("Bob")]


def horrors(replay) -> list:
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and "Horror" in o.get("subtypes", [])]


@pytest.mark.parametrize("name", PLAYED)
def test_dies_this_turn_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_otherworldly_outburst_makes_a_horror_when_the_creature_dies_that_turn(cards, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("outburst", "Otherworldly Outburst", zone="hand"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = play(cards, objects, [*cast("outburst", "m1", "bears"), *cast("bolt", "m2", "bears"), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    made = horrors(replay)
    assert len(made) == 1 and made[0]["controller"] == "Alice" and (made[0]["power"], made[0]["toughness"]) == (3, 2), log(replay)
    assert ONCE[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_otherworldly_outburst_makes_nothing_while_the_creature_lives(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("outburst", "Otherworldly Outburst", zone="hand"), obj("m1", "Mountain")]
    replay = play(cards, objects, cast("outburst", "m1", "bears"), rules)
    assert zone_of(replay, "bears") == "in_play" and not horrors(replay), log(replay)
