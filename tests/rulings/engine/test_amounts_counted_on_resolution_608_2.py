"""Amounts counted as the instruction is followed (2007: 413.2; 2026: 608.2;
rulings/engine/counted_amounts.py): "then draw that many cards" after a discarded hand
(2026 701.9a), "for each card in your hand" N times, "the number of cards in that player's hand"."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_

WINDS = {"name": "Winds", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Discard your hand, then draw that many cards.",
         "effect": [{"do": "discard_hand", "player": "you"}, {"do": "draw", "amount": {"count": "discarded_this_way"}}]}
WISDOM = {"name": "Wisdom", "mana_cost": "{0}", "types": ["Sorcery"], "text": "You gain 3 life for each card in your hand.",
          "effect": [{"do": "gain_life", "amount": {"count": "cards_in_your_hand", "times": 3}, "player": "you"}]}
IMPACT = {"name": "Impact", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["player"],
          "text": "Impact deals damage to target player equal to the number of cards in that player's hand.",
          "effect": [{"do": "damage", "amount": {"count": "cards_in_hand", "of": "target:0"}, "to": "target:0"}]}


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def test_608_2_that_many_is_the_number_of_cards_discarded(play):
    objs = [obj("w", WINDS, zone="hand"), obj("b", "Grizzly Bears", zone="hand"), obj("f", "Forest", zone="hand"),
            obj("l1", "Grizzly Bears", zone="library"), obj("l2", "Grizzly Bears", zone="library"), obj("l3", "Grizzly Bears", zone="library")]
    r = play(make(objs, [act("play_spell", object="w"), pass_("Alice"), pass_("Bob")]))
    assert sorted(zone(r, "Alice", "graveyard")) == ["b", "f", "w"]
    assert len(zone(r, "Alice", "hand")) == 2 and len(zone(r, "Alice", "library")) == 1


def test_608_2_for_each_card_in_your_hand_times_n(play):
    objs = [obj("w", WISDOM, zone="hand"), obj("b", "Grizzly Bears", zone="hand"), obj("f", "Forest", zone="hand")]
    r = play(make(objs, [act("play_spell", object="w"), pass_("Alice"), pass_("Bob")]))
    assert r.final_state["players"][0]["life"] == 26


def test_608_2_the_number_of_cards_in_the_target_players_hand(play):
    objs = [obj("i", IMPACT, zone="hand"), obj("b", "Grizzly Bears", "Bob", zone="hand"), obj("f", "Forest", "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="i", targets=["Bob"]), pass_("Alice"), pass_("Bob")]))
    assert r.final_state["players"][1]["life"] == 18


def test_of_names_the_player_only_for_cards_in_hand():
    bad = {**IMPACT, "effect": [{"do": "damage", "amount": {"count": "cards_in_your_hand", "of": "target:0"}, "to": "target:0"}]}
    with pytest.raises(ScenarioError, match="of"):
        load_scenario(make([obj("i", bad, zone="hand")], []))


def test_times_is_refused_on_a_count_that_has_none():
    bad = {**WINDS, "effect": [{"do": "draw", "amount": {"count": "discarded_this_way", "times": 2}}]}
    with pytest.raises(ScenarioError, match="times"):
        load_scenario(make([obj("w", bad, zone="hand")], []))


WHIRL = {"name": "Whirl", "mana_cost": "{0}", "types": ["Sorcery"],
         "text": "Shuffle the cards from your hand into your library, then draw that many cards.",
         "effect": [{"do": "shuffle_hand_into_library", "player": "you"}, {"do": "draw", "amount": {"count": "shuffled_this_way"}}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_701_24a_the_hand_is_shuffled_in_and_that_many_drawn(play, rules):
    objs = [obj("w", WHIRL, zone="hand"), obj("b", "Grizzly Bears", zone="hand"), obj("f", "Forest", zone="hand"),
            obj("l1", "Grizzly Bears", zone="library")]
    r = play({**make(objs, [act("play_spell", object="w"), pass_("Alice"), pass_("Bob")]), "rules": rules})
    assert not any(st.refused for st in r.steps)
    assert len(zone(r, "Alice", "hand")) == 2 and len(zone(r, "Alice", "library")) == 1
    if rules == "2026-06-19":
        assert any(c.rule == "701.24a" for st in r.steps for e in st.events for c in e.citations)
