"""Cards chosen as an effect is applied (2007 413.2c / 2026 608.2d): "You may put a land card from
your hand onto the battlefield tapped" takes the resolving action's choice of card (none: none is
put), and a card chosen from a revealed hand may be exiled ("Exile that card") or be of a kind
("an artifact card")."""
from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of, zone_ids


def resolve(player, source, cards):
    return {"type": "pass_priority", "player": player, "choices": {source: {"cards": cards}}}


PUT_LAND_TAPPED = free("Tapped Growth", [{"do": "put_into_play_from_hand", "type": "Land", "tapped": True}], targets=())


def test_413_2c_the_land_named_as_the_effect_is_applied_comes_into_play_tapped(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("f", "Forest", zone="hand")],
                  [act("play_spell", object="g"), pass_("Alice"), resolve("Bob", "g", ["f"])]))
    last = r.steps[-1]
    assert not last.refused
    assert objects_by_id(last.state)["f"]["tapped"] is True and "f" not in zone_ids(last.state, "Alice", "hand")
    assert "413.2c" in rules_of(last)


def test_413_2c_without_a_choice_no_card_is_put(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("f", "Forest", zone="hand")],
                  [act("play_spell", object="g"), pass_("Alice"), pass_("Bob")]))
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["f"]
    assert any("puts no card" in e.text and "no choice was given" in e.text for e in r.steps[-1].events)


def test_413_2c_two_cards_named_for_one_refuse_the_action(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("f", "Forest", zone="hand"), obj("i", "Island", zone="hand")],
                  [act("play_spell", object="g"), pass_("Alice"), resolve("Bob", "g", ["f", "i"])]))
    assert r.steps[-1].refused


def test_413_2c_a_card_of_another_type_named_refuses_the_action(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("h", PUT_LAND_TAPPED, zone="hand")],
                  [act("play_spell", object="g"), pass_("Alice"), resolve("Bob", "g", ["h"])]))
    assert r.steps[-1].refused and "not a land card" in r.steps[-1].events[-1].text
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["h"]


def test_413_2c_another_players_card_named_refuses_the_action(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("f", "Forest", owner="Bob", zone="hand")],
                  [act("play_spell", object="g"), pass_("Alice"), resolve("Bob", "g", ["f"])]))
    assert r.steps[-1].refused
    assert zone_ids(r.steps[-1].state, "Bob", "hand") == ["f"]


EXILE_CHOSEN = free("Exile Chosen", [{"do": "reveal_hand", "player": "target:0", "choose": "nonland", "exile": True}],
                    targets=("opponent",))
DISCARD_ARTIFACT = free("Discard Artifact", [{"do": "reveal_hand", "player": "target:0", "choose": "artifact", "discard": True}],
                        targets=("opponent",))
ARTIFACT = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "text": ""}


def test_413_2c_the_chosen_nonland_card_is_removed_from_the_game(play):
    r = play(make([obj("x", EXILE_CHOSEN, zone="hand"), obj("b1", "Forest", "Bob", zone="hand"),
                   obj("b2", ARTIFACT, "Bob", zone="hand")],
                  [act("play_spell", object="x", targets=["Bob"]), pass_("Alice"), resolve("Bob", "x", ["b2"])]))
    last = r.steps[-1]
    assert zone_ids(last.state, "Bob", "hand") == ["b1"] and zone_ids(last.state, "Bob", "graveyard") == []
    assert "413.2c" in rules_of(last)


def test_413_2c_only_an_artifact_card_can_be_chosen(play):
    r = play(make([obj("x", DISCARD_ARTIFACT, zone="hand"), obj("b1", "Forest", "Bob", zone="hand"),
                   obj("b2", ARTIFACT, "Bob", zone="hand")],
                  [act("play_spell", object="x", targets=["Bob"]), pass_("Alice"), resolve("Bob", "x", ["b1"])]))
    assert r.steps[-1].refused
    r = play(make([obj("x", DISCARD_ARTIFACT, zone="hand"), obj("b1", "Forest", "Bob", zone="hand"),
                   obj("b2", ARTIFACT, "Bob", zone="hand")],
                  [act("play_spell", object="x", targets=["Bob"]), pass_("Alice"), resolve("Bob", "x", ["b2"])]))
    assert zone_ids(r.steps[-1].state, "Bob", "graveyard") == ["b2"]


def test_413_2c_the_casting_actions_choice_names_the_land_as_the_spell_resolves(play):
    r = play(make([obj("g", PUT_LAND_TAPPED, zone="hand"), obj("f", "Forest", zone="hand")],
                  [act("play_spell", object="g", choice="f"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert not last.refused and "f" not in zone_ids(last.state, "Alice", "hand")
