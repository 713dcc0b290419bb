""" "Whenever this creature or another creature or artifact you control dies, ..." and "Whenever another creature or
artifact you control enters, ..." (rulings/oracle/either_type_arrivals.py), played from real cards' Oracle text
(either_type_arrivals_cards.json: records copied from the pool): Al Bhed Salvagers, Susurian Voidborn, Cruel
Celebrant, Weftstalker Ardent. A permanent of either card type triggers it once (an artifact creature too); a dying
creature is seen as it last existed on the battlefield (2007 410.10d; 2026 603.10a), the source itself included."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "either_type_arrivals_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Al Bhed Salvagers", "Susurian Voidborn", "Cruel Celebrant", "Weftstalker Ardent"]
#: a plain creature's own abilities, read elsewhere: none of this module's wordings
NEAR_MISSES = ["Grizzly Bears"]


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_either_type_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_a_vanilla_creature_has_no_such_ability(compiled):
    assert not compiled["Grizzly Bears"].definition.get("abilities")


def _bolt(cards, rules, target, more=()):
    """Alice bolts her own `target` with Al Bhed Salvagers in play; the dies trigger targets Bob and resolves."""
    objects = [obj("abs", "Al Bhed Salvagers"), obj("orn", "Ornithopter"), obj("bear", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), *more]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob", trigger_targets={"abs": ["Bob"]}), p("Alice"), p("Bob")]
    return run(cards, in_main_phase(objects, actions, rules, "al bhed salvagers"))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["orn", "bear", "abs"])
def test_al_bhed_salvagers_drains_once_for_a_dying_artifact_creature_or_itself(cards, rules, target):
    replay = _bolt(cards, rules, target)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)
    assert {R2007: "410.10d", R2026: "603.10a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_weftstalker_ardent_deals_1_damage_when_another_artifact_enters(cards, rules):
    objects = [obj("wa", "Weftstalker Ardent"), obj("orn", "Ornithopter", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "orn"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "weftstalker ardent"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)  # an artifact creature: one trigger, not two
