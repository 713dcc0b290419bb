"""Targets described by a filter of fields (target_filter): checked as they are
chosen (2007: 409.1c) and again on resolution (413.2a), protection and shroud
as for any target, the field named when a filter is wrong."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of, texts, zone_ids

DESTROY = [{"do": "destroy", "what": "target:0"}]
ARTIFACT_OR_ENCHANTMENT = {"types": ["Artifact", "Enchantment"]}
TAPPED_CREATURE = {"types": ["Creature"], "tapped": True}
UNTAP = free("Untap It", [{"do": "untap", "what": "target:0"}])


def refusal(step) -> str:
    return " ".join(texts(step)) + " " + step.summary


def test_409_1c_a_permanent_the_filter_does_not_describe_cant_be_chosen(play):
    objs = [obj("smash", free("Smash", DESTROY, [ARTIFACT_OR_ENCHANTMENT]), zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="smash", targets=["bears"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"
    assert "is not a legal target artifact or enchantment: Grizzly Bears is not an artifact or enchantment" in refusal(r.steps[1])


def test_409_1c_any_of_the_card_types_may_be_chosen(play):
    objs = [obj("smash", free("Smash", DESTROY, [ARTIFACT_OR_ENCHANTMENT]), zone="hand"), obj("anthem", "Crusade", "Bob")]
    r = play(make(objs, [act("play_spell", object="smash", targets=["anthem"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused and "anthem" in zone_ids(r.steps[-1].state, "Bob", "graveyard")


def test_413_2a_a_target_no_longer_described_on_resolution_is_illegal(play):
    objs = [obj("kill", free("Kill Tapped", DESTROY, [TAPPED_CREATURE]), zone="hand"),
            obj("untap", UNTAP, "Bob", zone="hand"), obj("bears", "Grizzly Bears", "Bob", tapped=True)]
    r = play(make(objs, [act("play_spell", object="kill", targets=["bears"]), pass_("Alice"),
                         act("play_spell", "Bob", object="untap", targets=["bears"]), pass_("Bob"), pass_("Alice"),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "bears" in zone_ids(last.state, "Bob", "in_play")
    assert any("no longer a legal target: Grizzly Bears is untapped" in t for t in texts(last))
    assert "413.2a" in rules_of(last)


def test_502_7b_protection_still_stops_a_filtered_target(play):
    spell = {**free("Black Kill", DESTROY, [{"types": ["Creature"], "not_colors": ["black"]}]), "mana_cost": "{B}"}
    objs = [obj("s", "Swamp"), obj("kill", spell, zone="hand"), obj("knight", "White Knight", "Bob")]
    r = play(make(objs, [act("play_spell", object="kill", targets=["knight"], mana_abilities=[{"object": "s"}])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"


@pytest.mark.parametrize("spec, target, why", [
    ({"types": ["Creature"], "controller": "opponent"}, "mine", "Grizzly Bears is controlled by Alice, not an opponent of Alice"),
    ({"types": ["Creature"], "keyword": "flying"}, "bears", "Grizzly Bears doesn't have flying"),
    ({"types": ["Creature"], "power_min": 3}, "bears", "Grizzly Bears has power 2, not 3 or greater"),
    ({"types": ["Creature"], "not_types": ["Artifact"]}, "golem", "Bronze Golem is an artifact"),
    ({"types": ["Creature"], "combat": "attacking_or_blocking"}, "bears", "Grizzly Bears is not attacking or blocking"),
    ({"not_types": ["Land"]}, "forest", "Forest is a land"),
    ({"types": ["Creature"], "colors": ["white"]}, "bears", "Grizzly Bears is not white"),
    ({"types": ["Land"], "not_supertypes": ["Basic"]}, "forest", "Forest is basic"),  # "nonbasic": 2007 205.4b, 2026 205.4c
    ({"types": ["Creature"], "dealt_damage_this_turn": True}, "bears", "Grizzly Bears was not dealt damage this turn"),
])
def test_409_1c_each_field_says_why_in_plain_words(play, spec, target, why):
    golem = {"name": "Bronze Golem", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "power": 2, "toughness": 2}
    objs = [obj("zap", free("Zap", DESTROY, [spec]), zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
            obj("mine", "Grizzly Bears"), obj("golem", golem, "Bob"), obj("forest", "Forest", "Bob")]
    r = play(make(objs, [act("play_spell", object="zap", targets=[target])]))
    assert r.steps[1].refused and why in refusal(r.steps[1])


def test_409_1c_a_spell_filter_takes_only_a_spell_of_that_type(play):
    counter = free("Creature Counter", [{"do": "counter", "what": "target:0"}], [{"types": ["Creature"], "zone": "stack"}])
    objs = [obj("f", "Forest"), obj("f2", "Forest"), obj("bears", "Grizzly Bears", zone="hand"), obj("growth", "Giant Growth", zone="hand"),
            obj("lions", "Grizzly Bears"), obj("no", counter, "Bob", zone="hand")]
    creature = play(make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f"}, {"object": "f2"}]), pass_("Alice"),
                                act("play_spell", "Bob", object="no", targets=["bears"]), pass_("Bob"), pass_("Alice")]))
    assert "bears" in zone_ids(creature.steps[-1].state, "Alice", "graveyard")
    instant = play(make(objs, [act("play_spell", object="growth", targets=["lions"], mana_abilities=[{"object": "f"}]), pass_("Alice"),
                               act("play_spell", "Bob", object="no", targets=["growth"])]))
    assert instant.steps[-1].refused and "Giant Growth is not a creature spell" in refusal(instant.steps[-1])


def test_a_card_in_your_graveyard_returns_to_your_hand(play):
    raise_dead = free("Raise", [{"do": "return_to_hand", "what": "target:0"}],
                      [{"types": ["Creature"], "zone": "graveyard", "owner": "you"}])
    objs = [obj("raise", raise_dead, zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"),
            obj("theirs", "Grizzly Bears", "Bob", zone="graveyard")]
    r = play(make(objs, [act("play_spell", object="raise", targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    assert "bears" in zone_ids(r.steps[-1].state, "Alice", "hand")
    assert any("returned from the graveyard to its owner's (Alice's) hand" in t for t in texts(r.steps[-1]))
    refused = play(make(objs, [act("play_spell", object="raise", targets=["theirs"])]))
    assert refused.steps[1].refused and "is in Bob's graveyard, not Alice's graveyard" in refusal(refused.steps[1])


def test_a_filter_in_the_graveyard_is_chosen_by_a_trigger_with_no_target_given(play):
    """410.4: the trigger goes on the stack with the first legal target, a card in a graveyard too."""
    digger = {"name": "Digger", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                             "targets": [{"types": ["Creature"], "zone": "graveyard", "owner": "you"}],
                             "effect": [{"do": "return_to_hand", "what": "target:0"}]}]}
    objs = [obj("digger", {**digger, "mana_cost": "{0}"}, zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard")]
    r = play(make(objs, [act("play_spell", object="digger"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert "bears" in zone_ids(r.steps[-1].state, "Alice", "hand")


def test_a_mana_value_counts_x_on_the_stack(play):
    """The X of a spell on the stack is the number chosen for it (2007: glossary "X"; 2026: 202.3e)."""
    blaze = {"name": "Blaze", "mana_cost": "{X}{R}", "types": ["Sorcery"], "targets": ["any_target"],
             "effect": [{"do": "damage", "amount": "X", "to": "target:0"}]}
    small = free("Small Counter", [{"do": "counter", "what": "target:0"}], [{"zone": "stack", "mana_value_max": 2}])
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"), obj("blaze", blaze, zone="hand"),
            obj("no", small, "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="blaze", targets=["Bob"], x=2,
                             mana_abilities=[{"object": "m1"}, {"object": "m2"}, {"object": "m3"}]), pass_("Alice"),
                         act("play_spell", "Bob", object="no", targets=["blaze"])]))
    assert r.steps[-1].refused and "Blaze has converted mana cost 3, not 2 or less" in refusal(r.steps[-1])


@pytest.mark.parametrize("spec, field", [
    ({"types": ["Artifact", "Bogus"]}, "objects[0].card.targets[0].types[1]"),
    ({"types": ["Creature"], "power_max": "two"}, "objects[0].card.targets[0].power_max"),
    ({"types": ["Creature"], "colour": ["white"]}, "objects[0].card.targets[0].colour"),
    ({"zone": "graveyard", "controller": "you"}, "objects[0].card.targets[0].controller"),
    ({"zone": "stack", "tapped": True}, "objects[0].card.targets[0].tapped"),
    ({"types": ["Creature"], "keyword": "wings"}, "objects[0].card.targets[0].keyword"),
    ({"types": ["Land"], "not_supertypes": ["Nonbasic"]}, "objects[0].card.targets[0].not_supertypes"),
    ({"types": ["Creature"], "dealt_damage_this_turn": False}, "objects[0].card.targets[0].dealt_damage_this_turn"),
])
def test_the_validator_names_the_wrong_field_of_a_filter(spec, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("zap", free("Zap", DESTROY, [spec]), zone="hand")], []))
    assert field in [err.path for err in e.value.errors]


def test_a_filter_only_a_planeswalker_meets_is_refused_under_2007():
    data = {**make([obj("zap", free("Zap", DESTROY, [{"types": ["Planeswalker"]}]), zone="hand")], []), "rules": "2007-02-01"}
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "objects[0].card.targets[0].types" in [err.path for err in e.value.errors]
    load_scenario({**data, "rules": "2026-06-19"})


def test_player_or_planeswalker_under_2007_is_target_player_in_2007_words(play):
    bolt = free("Axe", [{"do": "damage", "amount": 5, "to": "target:0"}], [{"types": ["Planeswalker"], "player": "any"}])
    objs = [obj("axe", bolt, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play({**make(objs, [act("play_spell", object="axe", targets=["bears"])]), "rules": "2007-02-01"})
    assert r.steps[1].refused and "is not a legal target player: Grizzly Bears is not a player" in refusal(r.steps[1])
    ok = play({**make(objs, [act("play_spell", object="axe", targets=["Bob"]), pass_("Alice"), pass_("Bob")]), "rules": "2007-02-01"})
    assert [p["life"] for p in ok.steps[-1].state["players"]] == [20, 15]


def test_the_existing_named_kinds_still_load_and_play(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["bears"], mana_abilities=[{"object": "m"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert "bears" in zone_ids(r.steps[-1].state, "Bob", "graveyard")
    assert objects_by_id(r.steps[-1].state).get("bolt") is not None


def test_another_target_is_never_the_source_itself(play):
    tapper = {"name": "Tapper", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": [{"types": ["Creature"], "other": True}],
                             "effect": [{"do": "tap", "what": "target:0"}]}]}
    objs = [obj("tapper", tapper), obj("bears", "Grizzly Bears", "Bob")]
    itself = play(make(objs, [act("activate_ability", object="tapper", ability=0, targets=["tapper"])]))
    assert itself.steps[1].refused and 'is the source of the ability itself, and it says "another"' in refusal(itself.steps[1])
    other = play(make(objs, [act("activate_ability", object="tapper", ability=0, targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(other.steps[-1].state)["bears"]["tapped"]
