"""The targets of "up to N target cards from a single graveyard" (Decompose): each a card in a
graveyard, all of one player's graveyard, checked as they are chosen (2007: 409.1c; 2026: 601.2c);
the validator names the field when it is wrong."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, pass_, rules_of, texts, zone_ids

ONE_GRAVEYARD = {"types": ["Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery"],
                 "zone": "graveyard", "up_to": True, "single_graveyard": True}
EXILE_TWO = free("Exile Two", [{"do": "remove_from_game", "what": "target:0"}, {"do": "remove_from_game", "what": "target:1"}],
                 [ONE_GRAVEYARD, ONE_GRAVEYARD])
GRAVEYARDS = [obj("b1", "Grizzly Bears", "Bob", zone="graveyard"), obj("b2", "Forest", "Bob", zone="graveyard"),
              obj("a1", "Grizzly Bears", zone="graveyard")]


def test_409_1c_cards_of_two_graveyards_cant_be_chosen(play):
    r = play(make([obj("x", EXILE_TWO, zone="hand"), *GRAVEYARDS], [act("play_spell", object="x", targets=["b1", "a1"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"
    assert "single graveyard" in " ".join(texts(r.steps[1]))


def test_409_1c_cards_of_one_graveyard_are_exiled(play):
    r = play(make([obj("x", EXILE_TWO, zone="hand"), *GRAVEYARDS],
                  [act("play_spell", object="x", targets=["b1", "b2"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused
    assert {"b1", "b2"} <= set(zone_ids(r.steps[-1].state, "Bob", "removed_from_game"))


def test_the_validator_names_single_graveyard_off_a_graveyard_card():
    spell = free("Exile Two", [{"do": "remove_from_game", "what": "target:0"}], [{"types": ["Creature"], "single_graveyard": True}])
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", spell, zone="hand")], []))
    assert "objects[0].card.targets[0].single_graveyard" in [err.path for err in e.value.errors]


def test_the_validator_names_a_wrong_kind_of_card_to_exile_from_your_graveyard():
    spell = free("Exile One", [{"do": "exile_from_your_graveyard", "amount": 1, "card": {"types": ["Wizard"]}}], [])
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", spell, zone="hand")], []))
    assert "objects[0].card.effect[0].card.types[0]" in [err.path for err in e.value.errors]
