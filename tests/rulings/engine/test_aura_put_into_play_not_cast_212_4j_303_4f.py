"""An Aura put into play other than by resolving as an Aura spell (here flickered: removed from the
game, then returned) enchants what the player putting it there chooses as it enters (2007: 212.4j;
2026: 303.4f); with nothing it can enchant, it stays where it is (2007: 212.4j; 2026: 303.4g)."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, play

FLICKER = free("Flicker Test", [{"do": "remove_from_game", "what": "target:0"}, {"do": "return_to_play", "what": "it"}],
               targets=("permanent",))
NOT_CAST = {"2007-02-01": "212.4j", "2026-06-19": "303.4f"}
NOTHING = {"2007-02-01": "212.4j", "2026-06-19": "303.4g"}


def flicker_the_aura(rules, objects, choices=None):
    resolve = {"type": "pass_priority", "player": "Bob", **({"choices": choices} if choices else {})}
    data = make([obj("f", FLICKER, zone="hand"), obj("strength", "Holy Strength", attached_to="bears"),
                 obj("bears", "Grizzly Bears")] + objects,
                [act("play_spell", object="f", targets=["strength"]), pass_("Alice"), resolve])
    return data | {"rules": rules}


@pytest.mark.parametrize("rules", NOT_CAST)
def test_the_aura_enchants_the_permanent_chosen_as_it_enters(play, rules):
    r = play(flicker_the_aura(rules, [obj("elves", "Llanowar Elves")], {"strength": {"enchant": "elves"}}))
    last = r.steps[-1]
    assert not last.refused
    found = objects_by_id(last.state)
    assert found["strength"]["zone"] == "in_play" and found["strength"]["attached_to"] == "elves"
    assert NOT_CAST[rules] in {c.rule for e in last.events for c in e.citations}


@pytest.mark.parametrize("rules", NOT_CAST)
def test_without_a_choice_the_first_permanent_it_can_enchant_is_taken_and_said(play, rules):
    r = play(flicker_the_aura(rules, []))
    last = r.steps[-1]
    assert objects_by_id(last.state)["strength"]["attached_to"] == "bears"
    assert any("no choice was given" in e.text for e in last.events)


@pytest.mark.parametrize("rules", NOT_CAST)
def test_a_permanent_it_cant_enchant_refuses_the_action(play, rules):
    r = play(flicker_the_aura(rules, [obj("island", "Island")], {"strength": {"enchant": "island"}}))
    assert r.steps[-1].refused and "can't enchant island" in r.steps[-1].events[-1].text


MINE = {"name": "Mine Test", "mana_cost": "{W}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
        "abilities": [{"kind": "keyword", "keyword": "enchant", "what": {"types": ["Creature"], "controller": "you"}}], "text": "mine"}


@pytest.mark.parametrize("rules", NOTHING)
def test_with_nothing_to_enchant_it_stays_in_exile(play, rules):
    """Bob's "enchant creature you control" Aura, controlled by Alice on her Bears, returns under Bob's
    control: Bob controls no creature, so it stays removed from the game."""
    data = make([obj("f", FLICKER, zone="hand"), obj("mine", MINE, "Bob", controller="Alice", attached_to="bears"),
                 obj("bears", "Grizzly Bears")],
                [act("play_spell", object="f", targets=["mine"]), pass_("Alice"), pass_("Bob")]) | {"rules": rules}
    last = play(data).steps[-1]
    assert not last.refused
    assert objects_by_id(last.state)["mine"]["zone"] == "removed_from_game"
    assert NOTHING[rules] in {c.rule for e in last.events for c in e.citations}
