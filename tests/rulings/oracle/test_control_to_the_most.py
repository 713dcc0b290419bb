"""Control passing to the player with the most of something, played from real cards' Oracle text
(control_to_the_most_cards.json: records copied from the pool): "At the beginning of your upkeep, if a player
has more life than each other player, the player with the most life gains control of this creature." (Ghazbán
Ogre, Wild Dogs), "... controls more creatures ..." (Wild Mammoth), "... controls more Wizards ..." (Thoughtbound
Primoc), "... has more cards in hand ..." (Sokenzan Renegade): rulings/oracle/control_to_the_most.py and
rulings/engine/control_to_the_most.py. The lowest life total with a choice among tied players (Loxodon
Peacekeeper) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "control_to_the_most_cards.json"
POOL_TOO = True  # Grizzly Bears, Cephalid Pathmage, Lightning Bolt and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
INTERVENING_IF = {R2007: "404.3", R2026: "603.4"}
NO_DURATION = {R2007: "418.3a", R2026: "611.2a"}
PLAYED = ["Ghazbán Ogre", "Wild Dogs", "Wild Mammoth", "Thoughtbound Primoc", "Sokenzan Renegade"]
#: "the player with the lowest life total ... If two or more players are tied ..., you choose one of them"
NEAR_MISSES = ["Loxodon Peacekeeper"]


def upkeep(cards, objects, rules, actions=None, alice=20, bob=20):
    """Alice's turn from its untap step: her upkeep trigger, then both pass (or `actions`)."""
    scenario = {"format": 1, "rules": rules, "name": "control to the most",
                "players": [{"name": "Alice", "life": alice}, {"name": "Bob", "life": bob}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"},
                "objects": objects, "actions": actions if actions is not None else [p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def controller(replay, oid):
    return objects_in(replay.final_state)[oid]["controller"]


@pytest.mark.parametrize("name", PLAYED)
def test_control_to_the_most_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_control_to_the_most_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghazban_ogre_goes_to_the_player_with_more_life(cards, rules):
    replay = upkeep(cards, [obj("ogre", "Ghazbán Ogre")], rules, bob=25)
    assert controller(replay, "ogre") == "Bob", log(replay)
    assert {INTERVENING_IF[rules], LAYER_2[rules], NO_DURATION[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wild_dogs_stays_when_its_controller_has_the_most_life(cards, rules):
    replay = upkeep(cards, [obj("dogs", "Wild Dogs")], rules, alice=22, bob=18)
    assert controller(replay, "dogs") == "Alice", log(replay)
    assert "Alice has more life than each other player" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghazban_ogre_tied_life_totals_do_not_trigger(cards, rules):
    replay = upkeep(cards, [obj("ogre", "Ghazbán Ogre")], rules, actions=[])
    assert controller(replay, "ogre") == "Alice"
    assert "triggers" not in log(replay) and not replay.final_state["stack"], log(replay)


def _bolt_in_response(rules):
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghazban_ogre_tie_as_it_resolves_does_nothing(cards, rules):
    objects = [obj("ogre", "Ghazbán Ogre"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = upkeep(cards, objects, rules, actions=_bolt_in_response(rules), bob=23)
    assert controller(replay, "ogre") == "Alice", log(replay)
    assert "gains control" not in log(replay).split("Lightning Bolt")[-1]
    assert INTERVENING_IF[rules] in cited(replay) and LAYER_2[rules] not in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghazban_ogre_player_with_the_most_is_found_as_it_resolves(cards, rules):
    objects = [obj("ogre", "Ghazbán Ogre"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = upkeep(cards, objects, rules, actions=_bolt_in_response(rules), bob=22)  # 22 -> 19 before it resolves
    assert controller(replay, "ogre") == "Alice", log(replay)
    assert "Alice has more life than each other player" in log(replay) and "Bob gains control" not in log(replay)
    assert INTERVENING_IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wild_mammoth_goes_to_the_player_controlling_more_creatures(cards, rules):
    objects = [obj("mam", "Wild Mammoth"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    replay = upkeep(cards, objects, rules)
    assert controller(replay, "mam") == "Bob", log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wild_mammoth_counts_itself_for_its_controller(cards, rules):
    replay = upkeep(cards, [obj("mam", "Wild Mammoth"), obj("b1", "Grizzly Bears", owner="Bob")], rules, actions=[])
    assert controller(replay, "mam") == "Alice" and "triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thoughtbound_primoc_goes_to_the_player_controlling_more_wizards(cards, rules):
    objects = [obj("primoc", "Thoughtbound Primoc"), obj("w1", "Cephalid Pathmage", owner="Bob"), obj("b1", "Grizzly Bears"),
               obj("b2", "Grizzly Bears")]
    replay = upkeep(cards, objects, rules)
    assert controller(replay, "primoc") == "Bob", log(replay)
    assert "Bob controls more Wizards than each other player" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thoughtbound_primoc_without_wizards_stays(cards, rules):
    objects = [obj("primoc", "Thoughtbound Primoc"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    replay = upkeep(cards, objects, rules, actions=[])
    assert controller(replay, "primoc") == "Alice" and "triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sokenzan_renegade_goes_to_the_player_with_more_cards_in_hand(cards, rules):
    objects = [obj("ren", "Sokenzan Renegade"), obj("h1", "Grizzly Bears", zone="hand"),
               obj("h2", "Grizzly Bears", owner="Bob", zone="hand"), obj("h3", "Grizzly Bears", owner="Bob", zone="hand")]
    replay = upkeep(cards, objects, rules)
    assert controller(replay, "ren") == "Bob", log(replay)
    assert {INTERVENING_IF[rules], LAYER_2[rules]} <= cited(replay)
