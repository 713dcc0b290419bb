"""419.6c (614.9 in June 2026): redirection effects, a kind of replacement
effect that has damage dealt to another creature or player instead; they do
nothing if a creature they name is gone or isn't a creature any more."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, cast, free, make, obj, objects_by_id, pass_, rules_of, texts


def life(step, n):
    return step.state["players"][n]["life"]


BURN3 = free("Three Damage", [{"do": "damage", "amount": 3, "to": "target:0"}], ("creature_or_player",))
PARIAH = {"name": "Pariah", "mana_cost": "{2}{W}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
          "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                        {"kind": "static", "replacement": {"event": "damage_to", "what": "you", "instead": "redirect", "to": "enchanted"},
                         "text": "All damage that would be dealt to you is dealt to enchanted creature instead."}],
          "text": "Enchant creature. All damage that would be dealt to you is dealt to enchanted creature instead."}
GIANT = {"name": "Palisade Giant", "mana_cost": "{4}{W}{W}", "types": ["Creature"], "subtypes": ["Giant", "Soldier"],
         "power": 2, "toughness": 7,
         "abilities": [{"kind": "static", "replacement": {"event": "damage_to", "what": "you_and_other_permanents_you_control",
                                                          "instead": "redirect", "to": "self"},
                        "text": "All damage that would be dealt to you or another permanent you control is dealt to Palisade Giant instead."}]}
ATTENDANTS = {"name": "Oracle's Attendants", "mana_cost": "{3}{W}", "types": ["Creature"], "subtypes": ["Human", "Soldier"],
              "power": 1, "toughness": 5,
              "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                             "effect": [{"do": "redirect_damage", "what": "target:0", "to": "self"}],
                             "text": "{T}: All damage that would be dealt to target creature this turn is dealt to Oracle's Attendants instead."}]}


def test_419_6c_pariah_has_damage_to_its_controller_dealt_to_the_enchanted_creature(play):
    objs = [obj("pariah", PARIAH, "Bob", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"), obj("burn", BURN3, zone="hand")]
    last = play(make(objs, cast("burn", "Bob"))).steps[-1]
    assert life(last, 1) == 20 and objects_by_id(last.state)["bears"]["zone"] == "graveyard"
    assert "419.6c" in rules_of(last)


def test_614_9_under_2026_the_same_redirection_cites_614_9(play):
    objs = [obj("pariah", PARIAH, "Bob", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"), obj("burn", BURN3, zone="hand")]
    last = play({**make(objs, cast("burn", "Bob")), "rules": "2026-06-19"}).steps[-1]
    assert life(last, 1) == 20 and "614.9" in rules_of(last)


def test_419_6c_palisade_giant_takes_the_damage_meant_for_its_controller_and_his_other_creatures(play):
    objs = [obj("giant", GIANT, "Bob"), obj("bears", "Grizzly Bears", "Bob"), obj("b1", BURN3, zone="hand"), obj("b2", BURN3, zone="hand")]
    last = play(make(objs, cast("b1", "Bob") + cast("b2", "bears"))).steps[-1]
    by_id = objects_by_id(last.state)
    assert life(last, 1) == 20 and by_id["bears"]["damage"] == 0 and by_id["giant"]["damage"] == 6


def test_419_6c_damage_to_the_giant_itself_is_not_redirected(play):
    objs = [obj("giant", GIANT, "Bob"), obj("b1", BURN3, zone="hand")]
    last = play(make(objs, cast("b1", "giant"))).steps[-1]
    assert objects_by_id(last.state)["giant"]["damage"] == 3 and "419.6c" not in rules_of(last)


def test_419_6c_oracles_attendants_takes_the_damage_for_the_creature_it_protects(play):
    objs = [obj("att", ATTENDANTS), obj("bears", "Grizzly Bears"), obj("burn", BURN3, "Bob", zone="hand")]
    actions = [act("activate_ability", object="att", targets=["bears"]), pass_("Alice"), pass_("Bob"),
               pass_("Alice"), *cast("burn", "bears", player="Bob")]
    last = play(make(objs, actions)).steps[-1]
    by_id = objects_by_id(last.state)
    assert by_id["bears"]["zone"] == "in_play" and by_id["bears"]["damage"] == 0 and by_id["att"]["damage"] == 3


def test_419_6c_a_redirection_to_a_creature_that_left_play_does_nothing(play):
    unsummon = free("Bounce", [{"do": "return_to_hand", "what": "target:0"}])
    objs = [obj("att", ATTENDANTS), obj("bears", "Grizzly Bears"), obj("bounce", unsummon, "Bob", zone="hand"),
            obj("burn", BURN3, "Bob", zone="hand")]
    actions = [act("activate_ability", object="att", targets=["bears"]), pass_("Alice"), pass_("Bob"),
               pass_("Alice"), *cast("bounce", "att", player="Bob"), pass_("Alice"), *cast("burn", "bears", player="Bob")]
    last = play(make(objs, actions)).steps[-1]
    assert objects_by_id(last.state)["bears"]["zone"] == "graveyard"
    assert any("redirection does nothing" in t for t in texts(last)) and "419.6c" in rules_of(last)


def test_419_6c_redirected_damage_is_prevented_by_protection_on_its_new_recipient(play):
    objs = [obj("pariah", PARIAH, "Bob", attached_to="knight"), obj("knight", "White Knight", "Bob"),
            obj("rats", {**BURN3, "name": "Black Burn", "mana_cost": "{0}", "colors": ["black"]}, zone="hand")]
    last = play(make(objs, cast("rats", "Bob"))).steps[-1]
    assert life(last, 1) == 20 and objects_by_id(last.state)["knight"]["damage"] == 0
    assert any("protection from black" in t for t in texts(last))


def test_419_9a_the_affected_player_orders_a_prevention_shield_and_a_redirection(play):
    shield = free("Shield", [{"do": "prevent_damage", "amount": 3, "to": "target:0"}], ("creature_or_player",))
    objs = [obj("pariah", PARIAH, "Bob", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"),
            obj("shield", shield, "Bob", zone="hand"), obj("burn", BURN3, zone="hand")]
    shield_first = [pass_("Alice"), *cast("shield", "Bob", player="Bob"), act("play_spell", object="burn", targets=["Bob"]),
                    pass_("Alice"), act("pass_priority", "Bob", replacement_order=["shield"])]
    last = play(make(objs, shield_first, priority="Alice")).steps[-1]
    assert objects_by_id(last.state)["bears"]["zone"] == "in_play" and life(last, 1) == 20
    pariah_first = shield_first[:-1] + [act("pass_priority", "Bob", replacement_order=["pariah"])]
    last = play(make(objs, pariah_first, priority="Alice")).steps[-1]
    assert objects_by_id(last.state)["bears"]["zone"] == "graveyard"  # the shield was on Bob, not on the Bears


@pytest.mark.parametrize("rep, path", [
    ({"event": "damage_to", "what": "creatures", "instead": "redirect"}, "replacement.what"),
    ({"event": "damage_to", "instead": "redirect", "to": "elsewhere"}, "replacement.to"),
    ({"event": "put_into_graveyard", "instead": "remove_from_game", "to": "self"}, "replacement.to"),
])
def test_a_wrong_redirection_names_its_field(rep, path):
    card = {"name": "X", "types": ["Enchantment"], "abilities": [{"kind": "static", "replacement": rep}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", card)], []))
    assert path in str(e.value)
