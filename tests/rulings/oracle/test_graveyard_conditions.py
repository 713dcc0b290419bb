""" "~ gets +3/+2 as long as there are four or more creature cards in your graveyard" (Reclusive
Taxidermist), "three or more land cards" (Elvish Reclaimer), "~ has double strike as long as there are three
or more instant and/or sorcery cards in your graveyard" (Spelleater Wolverine): rulings/oracle/
graveyard_conditions.py and rulings/engine/graveyard_counts.py, played from real cards' Oracle text
(graveyard_conditions_cards.json: records copied from the pool). The condition is read for the creature's
controller whenever the effect is applied (2007 418.5a; 2026 613.4c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Reclusive Taxidermist", "Elvish Reclaimer", "Spelleater Wolverine", "Ghitu Lavarunner"]
#: life lost equal to a graveyard count on a combat damage trigger (threshold with a quoted ability granted,
#: Treacherous Vampire, is read since graveyard_quoted.py; descend's "permanent cards": test_graveyard_quantities.py)
NEAR_MISSES = ["Graveblade Marauder"]


def replay_of(cards, objects, rules, actions=()):
    replay = run_scenario(load_scenario(in_main_phase(objects, list(actions), rules, "graveyard conditions"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def graveyard(owner, *names):
    return [obj(f"{owner}{i}", name, owner=owner, zone="graveyard") for i, name in enumerate(names)]


@pytest.mark.parametrize("name", PLAYED)
def test_graveyard_count_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_reclusive_taxidermist_gets_the_bonus_with_four_creature_cards(cards, rules):
    objects = [obj("rt", "Reclusive Taxidermist"), *graveyard("Alice", *["Grizzly Bears"] * 4)]
    assert pt(replay_of(cards, objects, rules), "rt") == (4, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reclusive_taxidermist_counts_only_creature_cards_of_its_controllers_graveyard(cards, rules):
    objects = [obj("rt", "Reclusive Taxidermist"), *graveyard("Alice", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Forest"),
               *graveyard("Bob", "Grizzly Bears", "Grizzly Bears")]
    assert pt(replay_of(cards, objects, rules), "rt") == (1, 2)  # three creature cards in Alice's graveyard; Bob's don't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_elvish_reclaimer_counts_land_cards(cards, rules):
    three = replay_of(cards, [obj("er", "Elvish Reclaimer"), *graveyard("Alice", "Forest", "Island", "Forest")], rules)
    two = replay_of(cards, [obj("er", "Elvish Reclaimer"), *graveyard("Alice", "Forest", "Island", "Grizzly Bears")], rules)
    assert pt(three, "er") == (3, 4) and pt(two, "er") == (1, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_spelleater_wolverine_has_double_strike_with_three_instant_and_sorcery_cards(cards, rules):
    three = replay_of(cards, [obj("sw", "Spelleater Wolverine"), *graveyard("Alice", "Lightning Bolt", "Divination", "Lightning Bolt")], rules)
    two = replay_of(cards, [obj("sw", "Spelleater Wolverine"), *graveyard("Alice", "Lightning Bolt", "Divination", "Forest")], rules)
    assert "double strike" in objects_in(three.final_state)["sw"]["keywords"], log(three)
    assert "double strike" not in objects_in(two.final_state)["sw"]["keywords"], log(two)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghitu_lavarunner_gets_plus_one_and_haste_with_two_instant_or_sorcery_cards(cards, rules):
    replay = replay_of(cards, [obj("gl", "Ghitu Lavarunner"), *graveyard("Alice", "Lightning Bolt", "Divination")], rules)
    assert pt(replay, "gl") == (2, 2) and "haste" in objects_in(replay.final_state)["gl"]["keywords"], log(replay)


LETHAL = {R2007: "420.5c", R2026: "704.5g"}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("creature_cards", (3, 4))
def test_lightning_bolt_kills_reclusive_taxidermist_only_without_the_bonus(cards, rules, creature_cards):
    objects = [obj("rt", "Reclusive Taxidermist"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
               *graveyard("Alice", *["Grizzly Bears"] * creature_cards)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["rt"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, rules, actions)
    if creature_cards == 4:
        assert zone_of(replay, "rt") == "in_play", log(replay)  # 4/4 with 3 damage marked
    else:
        assert zone_of(replay, "rt") == "graveyard", log(replay)  # 1/2: lethal damage
        assert LETHAL[rules] in cited(replay), sorted(cited(replay))
