"""419 (2007): replacement and prevention effects: "instead", "comes into
play tapped / with", "skip", prevention shields and regeneration, and the
order the affected player chooses when several apply (419.9a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, cast, free, make, obj, objects_by_id, pass_, rules_of, texts


SHOCK3 = free("Three Damage", [{"do": "damage", "amount": 3, "to": "target:0"}], ("creature_or_player",))


def prevent(name, n):
    return free(name, [{"do": "prevent_damage", "amount": n, "to": "target:0"}], ("creature_or_player",))


# --- 419.7b prevention shields, 419.9a their order -----------------------------

def test_419_7b_a_prevention_shield_is_cited_and_used_up(play):
    objs = [obj("salve", prevent("Salve", 2), zone="hand"), obj("shock", SHOCK3, "Bob", zone="hand")]
    r = play(make(objs, cast("salve", "Alice") + [pass_("Alice"), *cast("shock", "Alice", player="Bob")]))
    assert r.steps[-1].state["players"][0]["life"] == 19
    assert "419.7b" in rules_of(r.steps[-1])
    assert r.steps[-1].state["continuous_effects"] == []


def _two_shields(order=None):
    objs = [obj("small", prevent("Small Shield", 2), zone="hand"), obj("big", prevent("Big Shield", 3), zone="hand"),
            obj("shock", SHOCK3, "Bob", zone="hand")]
    extra = {"replacement_order": order} if order else {}
    return make(objs, cast("small", "Alice") + cast("big", "Alice") + [pass_("Alice")]
                + [act("play_spell", "Bob", object="shock", targets=["Alice"]), pass_("Bob"), act("pass_priority", "Alice", **extra)])


def test_419_9a_without_a_choice_the_oldest_shield_applies_first(play):
    r = play(_two_shields())
    left = [e["from"] for e in r.steps[-1].state["continuous_effects"]]
    assert left == ["Big Shield"] and r.steps[-1].state["players"][0]["life"] == 20
    assert "419.9a" in rules_of(r.steps[-1])


def test_419_9a_the_affected_player_chooses_which_shield_applies_first(play):
    r = play(_two_shields(["big"]))
    left = [e["from"] for e in r.steps[-1].state["continuous_effects"]]
    assert left == ["Small Shield"] and r.steps[-1].state["players"][0]["life"] == 20
    assert any("Alice applies Big Shield's first" in t for t in texts(r.steps[-1]))


# --- 419.6b regeneration, and "can't be regenerated" that outlives its source -----

def test_419_6b_carbonize_leaves_a_rider_so_the_troll_cant_regenerate_and_is_removed_from_the_game(play):
    objs = [obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob"),
            obj("carbonize", "Carbonize", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    actions = [pass_("Alice"), act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]),
               pass_("Bob"), pass_("Alice"),
               act("play_spell", object="carbonize", targets=["troll"],
                   mana_abilities=[{"object": "m1"}, {"object": "m2"}, {"object": "m3"}]),
               pass_("Alice"), pass_("Bob")]
    r = play(make(objs, actions))
    last = r.steps[-1]
    assert objects_by_id(last.state)["troll"]["zone"] == "removed_from_game"
    assert {"419.6b", "419.1a", "418.3a", "420.5c"} <= set(rules_of(last))
    assert any("can't be regenerated this turn" in t for t in texts(last))


def test_419_6b_a_regeneration_shield_still_saves_from_plain_damage(play):
    objs = [obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob"), obj("shock", SHOCK3, zone="hand")]
    actions = [pass_("Alice"), act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]),
               pass_("Bob"), pass_("Alice"), *cast("shock", "troll")]
    r = play(make(objs, actions))
    troll = objects_by_id(r.steps[-1].state)["troll"]
    assert troll["zone"] == "in_play" and troll["tapped"] and "419.6b" in rules_of(r.steps[-1])


# --- 419.1a "instead of being put into a graveyard" --------------------------------

def test_419_1a_leyline_of_the_void_removes_an_opponents_destroyed_creature_from_the_game(play):
    kill = free("Kill", [{"do": "destroy", "what": "target:0"}])
    objs = [obj("leyline", "Leyline of the Void"), obj("bears", "Grizzly Bears", "Bob"), obj("kill", kill, zone="hand")]
    r = play(make(objs, cast("kill", "bears")))
    assert objects_by_id(r.steps[-1].state)["bears"]["zone"] == "removed_from_game"
    assert "419.1a" in rules_of(r.steps[-1])
    # Alice's own instant still goes to her graveyard: the Leyline watches opponents' cards
    assert objects_by_id(r.steps[-1].state)["kill"]["zone"] == "graveyard"


def test_419_1a_leyline_of_the_void_also_catches_a_countered_spell(play):
    counter = free("Cancel", [{"do": "counter", "what": "target:0"}], ("spell",))
    objs = [obj("leyline", "Leyline of the Void"), obj("cancel", counter, zone="hand"),
            obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("m", "Mountain", "Bob")]
    actions = [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "m"}]),
               pass_("Bob"), act("play_spell", object="cancel", targets=["bolt"]), pass_("Alice"), pass_("Bob")]
    r = play(make(objs, actions))
    assert objects_by_id(r.steps[-1].state)["bolt"]["zone"] == "removed_from_game"


SHUFFLER = {"name": "Shuffling Golem", "mana_cost": "{4}", "types": ["Artifact", "Creature"], "subtypes": ["Golem"],
            "power": 3, "toughness": 3,
            "abilities": [{"kind": "static", "replacement": {"event": "put_into_graveyard", "whose": "self",
                                                             "instead": "shuffle_into_library"},
                           "text": "If Shuffling Golem would be put into a graveyard from anywhere, shuffle it into its owner's library instead."}]}


def test_419_9a_two_graveyard_replacements_the_owner_chooses_and_the_other_no_longer_applies(play):
    kill = free("Kill", [{"do": "destroy", "what": "target:0"}])
    base = [obj("leyline", "Leyline of the Void"), obj("golem", SHUFFLER, "Bob"), obj("kill", kill, zone="hand")]
    default = play(make(base, cast("kill", "golem")))
    assert objects_by_id(default.steps[-1].state)["golem"]["zone"] == "removed_from_game"  # the Leyline is older
    chosen = play(make(base, [act("play_spell", object="kill", targets=["golem"]), pass_("Alice"),
                              act("pass_priority", "Bob", replacement_order=["golem"])]))
    assert objects_by_id(chosen.steps[-1].state)["golem"]["zone"] == "library"
    assert "419.9a" in rules_of(chosen.steps[-1])


# --- 419.1b-c "comes into play tapped / with counters" ------------------------------

def test_419_1c_a_permanent_that_comes_into_play_tapped_is_never_untapped_in_play(play):
    land = {"name": "Slow Land", "types": ["Land"],
            "abilities": [{"kind": "static", "comes_into_play": {"tapped": True}, "text": "Slow Land comes into play tapped."}]}
    r = play(make([obj("land", land, zone="hand")], [act("play_land", object="land")]))
    assert objects_by_id(r.steps[-1].state)["land"]["tapped"] is True
    assert "419.1c" in rules_of(r.steps[-1])


def test_419_1b_a_creature_comes_into_play_with_counters(play):
    walker = {"name": "Counter Walker", "mana_cost": "{0}", "types": ["Creature"], "power": 0, "toughness": 0,
              "abilities": [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 2}},
                             "text": "Counter Walker comes into play with two +1/+1 counters on it."}]}
    r = play(make([obj("w", walker, zone="hand")], cast("w")))
    w = objects_by_id(r.steps[-1].state)["w"]
    assert w["zone"] == "in_play" and (w["power"], w["toughness"]) == (2, 2) and "419.1b" in rules_of(r.steps[-1])


def test_419_1c_an_opponents_static_ability_makes_creatures_come_into_play_tapped(play):
    kismet = {"name": "Tapping Field", "mana_cost": "{3}", "types": ["Enchantment"],
              "abilities": [{"kind": "static", "replacement": {"event": "comes_into_play", "whose": "opponents", "what": "creatures",
                                                               "instead": "tapped"},
                             "text": "Creatures your opponents control come into play tapped."}]}
    bear = dict(name="Bear", mana_cost="{0}", types=["Creature"], power=2, toughness=2)
    objs = [obj("field", kismet, "Bob"), obj("b", bear, zone="hand"), obj("b2", dict(bear, name="Bob's Bear"), "Bob", zone="hand")]
    r = play(make(objs, cast("b")))
    assert objects_by_id(r.steps[-1].state)["b"]["tapped"] is True and "419.1c" in rules_of(r.steps[-1])


# --- 419.6e "skip" ----------------------------------------------------------------

def test_419_6e_a_player_skips_their_next_untap_step(play):
    sleep = free("Sleep In", [{"do": "skip", "step": "untap", "player": "target:0"}], ("player",))
    objs = [obj("sleep", sleep, zone="hand"), obj("giant", "Hill Giant", "Bob", tapped=True),
            obj("lib", "Forest", "Bob", zone="library")]
    r = play(make(objs, cast("sleep", "Bob") + [pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn"))
    last = r.steps[-1]
    assert last.state["active_player"] == "Bob" and objects_by_id(last.state)["giant"]["tapped"] is True
    assert "419.6e" in rules_of(last) and last.state["step"] == "upkeep"
    assert last.state["continuous_effects"] == []  # one effect skips one occurrence (419.6f)


def test_a_replacement_order_must_name_objects():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([], [act("pass_priority", replacement_order=["nothing"])]))
    assert "actions[0].replacement_order[0]" in str(e.value)


DOUBLER = {"name": "Damage Doubler", "mana_cost": "{2}{R}", "types": ["Enchantment"],
           "abilities": [{"kind": "static", "replacement": {"event": "deal_damage", "whose": "yours", "what": "creatures",
                                                            "instead": "double"},
                          "text": "If a creature you control would deal damage to a creature or player, it deals double that damage instead."}]}


def test_419_6a_two_doublers_make_2_damage_8_not_4_and_not_infinite(play):
    objs = [obj("d1", DOUBLER), obj("d2", DOUBLER), obj("bears", "Grizzly Bears", attacking=True)]
    r = play(make(objs, [act("assign_combat_damage"), pass_("Alice"), pass_("Bob")], phase="combat", step="combat_damage"))
    assert r.steps[-1].state["players"][1]["life"] == 12
    assert {"419.6a", "419.9a"} <= set(rules_of(r.steps[-1]))


def test_419_9a_the_damaged_player_orders_a_shield_and_a_doubler(play):
    shield = prevent("Shield", 2)
    base = [obj("d1", DOUBLER), obj("bears", "Grizzly Bears", attacking=True), obj("shield", shield, "Bob", zone="hand")]
    before = [pass_("Alice"), act("play_spell", "Bob", object="shield", targets=["Bob"]), pass_("Bob"), pass_("Alice"),
              pass_("Alice"), pass_("Bob"), act("assign_combat_damage"), pass_("Alice")]
    # the Doubler is older: doubled to 4, then 2 prevented
    r = play(make(base, before + [pass_("Bob")], phase="combat", step="declare_blockers", priority="Alice"))
    assert r.steps[-1].state["players"][1]["life"] == 18
    # Bob applies his shield first: 2 prevented, nothing left to double
    r = play(make(base, before + [act("pass_priority", "Bob", replacement_order=["shield"])], phase="combat",
                  step="declare_blockers", priority="Alice"))
    assert r.steps[-1].state["players"][1]["life"] == 20
