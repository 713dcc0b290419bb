"""502.7 protection: damage, enchanting, blocking and targeting (DEBT)."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids
from .test_combat_and_turn import attack, block, combat, objects_by_id

BLACK_PINGER = {"name": "Black Pinger", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
                "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                               "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]}]}
WARD_OFF = {"name": "Ward Off", "mana_cost": "{W}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "gain_ability", "to": "target:0", "until": "end_of_turn",
                        "ability": {"kind": "keyword", "keyword": "protection", "from": "{color}"}}]}


def ward_off(color):
    card = {**WARD_OFF, "name": f"Ward Off ({color})"}
    card["effect"] = [{**card["effect"][0], "ability": {**card["effect"][0]["ability"], "from": color}}]
    return card


def test_502_7b_a_spell_of_the_quality_cant_target_the_permanent(play):
    objs = [obj("s", "Swamp"), obj("s2", "Swamp"), obj("terror", "Terror", zone="hand"), obj("knight", "White Knight", "Bob")]
    r = play(make(objs, [act("play_spell", object="terror", targets=["knight"],
                             mana_abilities=[{"object": "s"}, {"object": "s2"}])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"
    assert "knight" in zone_ids(r.steps[1].state, "Bob", "in_play")


def test_502_7b_an_ability_from_a_source_of_the_quality_cant_target_the_permanent(play):
    objs = [obj("pinger", BLACK_PINGER), obj("knight", "White Knight", "Bob")]
    r = play(make(objs, [act("activate_ability", object="pinger", ability=0, targets=["knight"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"


def test_502_7b_a_spell_of_another_color_may_target_it(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("knight", "White Knight", "Bob")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["knight"], mana_abilities=[{"object": "m"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused and "knight" in zone_ids(r.steps[-1].state, "Bob", "graveyard")


def test_502_7b_protection_gained_in_response_counters_the_spell_on_resolution(play):
    objs = [obj("f", "Forest"), obj("p", "Plains", "Bob"), obj("growth", "Giant Growth", zone="hand"),
            obj("ward", ward_off("green"), "Bob", zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="growth", targets=["bears"], mana_abilities=[{"object": "f"}]),
                         pass_("Alice"),
                         act("play_spell", "Bob", object="ward", targets=["bears"], mana_abilities=[{"object": "p"}]),
                         pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert objects_by_id(last.state)["bears"]["power"] == 2 and "growth" in zone_ids(last.state, "Alice", "graveyard")
    assert {"413.2a", "502.7b"} <= set(rules_of(last))


def test_502_7f_a_creature_of_the_quality_cant_block_it(play):
    objs = [obj("knight", "White Knight"), obj("skeletons", "Drudge Skeletons", "Bob")]
    r = play(combat(objs, [attack("knight"), pass_("Alice"), pass_("Bob"), block(("skeletons", "knight"))]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.7f"


def test_502_7e_damage_from_a_source_of_the_quality_is_prevented(play):
    warded = {"name": "Warded Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
              "abilities": [{"kind": "keyword", "keyword": "protection", "from": "black"}]}
    objs = [obj("skeletons", "Drudge Skeletons", "Bob"), obj("bear", warded)]
    actions = [pass_("Bob"), pass_("Alice"), act("declare_attackers", "Bob", attackers=["skeletons"]), pass_("Bob"), pass_("Alice"),
               act("declare_blockers", "Alice", blocks=[{"blocker": "bear", "attacker": "skeletons"}])]
    actions += [pass_("Bob"), pass_("Alice")] * 4
    r = play(make(objs, actions, active="Bob", phase="combat", step="beginning_of_combat"))
    final = r.steps[-1].state
    assert objects_by_id(final)["bear"]["damage"] == 0 and "skeletons" in zone_ids(final, "Bob", "graveyard")
    assert "502.7e" in {rule for step in r.steps for rule in rules_of(step)}


def test_502_7c_an_aura_of_the_quality_falls_off_when_protection_arrives(play):
    objs = [obj("p", "Plains"), obj("drake", "Wind Drake"), obj("flight", "Flight", attached_to="drake"),
            obj("ward", ward_off("blue"), zone="hand")]
    r = play(make(objs, [act("play_spell", object="ward", targets=["drake"], mana_abilities=[{"object": "p"}]),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "flight" in zone_ids(last.state, "Alice", "graveyard") and {"420.5d", "502.7c"} <= set(rules_of(last))


def test_502_7a_protection_from_a_card_type_stops_sources_of_that_type(play):
    golem = {"name": "Iron Golem", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "power": 2, "toughness": 2,
             "abilities": BLACK_PINGER["abilities"]}
    ward = {**BLACK_PINGER, "name": "Warded Bear", "mana_cost": "{1}{G}",
            "abilities": [{"kind": "keyword", "keyword": "protection", "from": "artifact"}]}
    r = play(make([obj("golem", golem), obj("bear", ward, "Bob")],
                  [act("activate_ability", object="golem", ability=0, targets=["bear"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"
    assert "protection from artifacts" in objects_by_id(r.steps[0].state)["bear"]["abilities"]
