""" "Threshold — As long as there are seven or more cards in your graveyard, ~ (gets +N/+N and) has "..."" (Fledgling
Dragon, Pardic Arsonist, Treacherous Vampire): rulings/oracle/graveyard_quoted.py, played from real cards' Oracle
text (graveyard_quoted_cards.json: records copied from the pool). The creature has the quoted ability and the bonus
only while its controller's graveyard holds seven or more cards (2007 418.5a; 2026 613.4c); near misses stay text
only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_quoted_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Fledgling Dragon", "Vigilant Sentry", "Treacherous Vampire", "Treacherous Werewolf", "Cephalid Sage",
          "Centaur Chieftain", "Teroh's Vanguard", "Boneshard Slasher", "Gloomdrifter", "Pardic Arsonist"]
#: "is black, has trample, and has ...", "is black, and has ...", a "may", a cost exiling cards from the graveyard
NEAR_MISSES = ["Wayward Angel", "Possessed Aven", "Chlorophant", "Reborn Hero", "Bloodcurdler"]


def graveyard(n):
    return [obj(f"g{i}", "Forest", zone="graveyard") for i in range(n)]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard quoted"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_threshold_quoted_ability_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_threshold_color_change_or_other_quotations_stay_text_only(compiled, name):
    assert not compiled[name].played


RULES = {"continuous_condition": {R2007: "418.5a", R2026: "613.4c"}, "dies_trigger": {R2007: "410.10c", R2026: "603.6c"}}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_fledgling_dragon_has_its_firebreathing_only_with_threshold(cards, rules, cards_there):
    objects = [obj("d", "Fledgling Dragon"), obj("m", "Mountain"), *graveyard(cards_there)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "d", "ability": 3,  # after flying and its static ability
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    if cards_there == 7:
        assert not refused(replay), log(replay)
        assert pt(replay, "d") == (6, 5)
        assert RULES["continuous_condition"][rules] in cited(replay), sorted(cited(replay))
    else:
        assert refused(replay) and pt(replay, "d") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_pardic_arsonist_entering_deals_3_damage_only_with_threshold(cards, rules, cards_there):
    objects = [obj("a", "Pardic Arsonist", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)), *graveyard(cards_there)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "a", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"a": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == (17 if cards_there == 7 else 20), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_treacherous_vampire_dying_with_threshold_costs_6_life(cards, rules, cards_there):
    """The Bolt itself is the graveyard's last card: with it, seven make the Vampire 6/6, and it dies with the ability."""
    objects = [{**obj("v", "Treacherous Vampire"), "damage": 3}, obj("b", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               *graveyard(cards_there - 1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b", "targets": ["v"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "v") == "graveyard", log(replay)
    if cards_there == 7:
        assert life(replay)["Alice"] == 14 and RULES["dies_trigger"][rules] in cited(replay), log(replay)
    else:
        assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("cards_there", (6, 7))
def test_boneshard_slasher_targeted_with_threshold_is_sacrificed(cards, cards_there):
    objects = [obj("s", "Boneshard Slasher"), obj("b", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), *graveyard(cards_there)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b", "targets": ["s"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert ("Boneshard Slasher is sacrificed" in log(replay)) == (cards_there == 7), log(replay)
