"""Riders that outlive their source, changes of control, non-events that still
have a rule, and last known information (2007: 502.59a, 212.2k, 212.4i,
310.2a, 310.4b, 413.2f)."""
from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


STEAL = {"name": "Steal", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
         "effect": [{"do": "gain_control", "what": "target:0", "until": "end_of_turn"}],
         "text": "Gain control of target creature until end of turn."}
SUSPENDED_BEAR = {"name": "Sliver of Time", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 3, "toughness": 3,
                  "abilities": [{"kind": "keyword", "keyword": "suspend", "count": 1, "cost": "{G}"}]}


def test_502_59a_suspends_haste_ends_when_its_controller_loses_control(play):
    objs = [obj("beast", SUSPENDED_BEAR, zone="removed_from_game", counters={"time": 1}),
            obj("steal", STEAL, "Bob", zone="hand")]
    actions = [pass_("Alice"), pass_("Bob"),   # the upkeep trigger resolves: last counter, its trigger goes on the stack
               pass_("Alice"), pass_("Bob"),   # the creature is played without paying its mana cost
               pass_("Alice"), pass_("Bob"),   # it resolves, with haste
               pass_("Alice"), act("play_spell", "Bob", object="steal", targets=["beast"]), pass_("Bob"), pass_("Alice")]
    r = play(make(objs, actions, phase="beginning", step="upkeep"))
    with_haste = next(s for s in r.steps if objects_by_id(s.state).get("beast", {}).get("zone") == "in_play")
    assert "haste" in objects_by_id(with_haste.state)["beast"]["keywords"]
    last = r.steps[-1]
    beast = objects_by_id(last.state)["beast"]
    assert beast["controller"] == "Bob" and "haste" not in beast["keywords"]
    assert "502.59a" in rules_of(last)


def test_212_4i_an_aura_stays_with_its_controller_when_the_creature_changes_control(play):
    objs = [obj("bears", "Grizzly Bears"), obj("flight", "Flight", attached_to="bears"), obj("steal", STEAL, "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="steal", targets=["bears"]), pass_("Bob"), pass_("Alice")]))
    state = objects_by_id(r.steps[-1].state)
    assert state["bears"]["controller"] == "Bob" and state["flight"]["controller"] == "Alice"
    assert state["flight"]["attached_to"] == "bears" and "212.4i" in rules_of(r.steps[-1])


def test_212_2k_equipment_stays_with_its_controller_and_the_return_is_cited_too(play):
    objs = [obj("bears", "Grizzly Bears"), obj("splitter", "Bonesplitter", attached_to="bears"),
            obj("steal", STEAL, "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="steal", targets=["bears"]), pass_("Bob"), pass_("Alice"),
                         pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn"))
    assert "212.2k" in rules_of(r.steps[4])
    assert "212.2k" in rules_of(r.steps[-1]) and objects_by_id(r.steps[-1].state)["bears"]["controller"] == "Alice"


def test_310_2a_a_creature_with_0_power_assigns_no_combat_damage_and_the_rule_is_cited(play):
    wall = {"name": "Zero Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 0, "toughness": 4}
    objs = [obj("wall", wall, attacking=True)]
    r = play(make(objs, [act("assign_combat_damage")], phase="combat", step="combat_damage"))
    assert "310.2a" in rules_of(r.steps[-1]) and r.steps[-1].state["players"][1]["life"] == 20


BLUE_IT = {"name": "Paint Blue", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
           "effect": [{"do": "set_colors", "colors": ["blue"], "to": "target:0", "until": "end_of_turn"}], "text": "Paint Blue"}
PRO_RED = {"name": "Red Ward Knight", "mana_cost": "{W}{W}", "types": ["Creature"], "power": 2, "toughness": 1,
           "abilities": [{"kind": "keyword", "keyword": "protection", "from": "red"}]}


def test_413_2f_a_sacrificed_source_deals_its_damage_as_it_last_existed(play):
    """The Fanatic was blue when it left play, so the pro-red Knight is a legal
    target on resolution and the damage isn't prevented (the card itself is red)."""
    objs = [obj("fanatic", "Mogg Fanatic", "Bob"), obj("knight", PRO_RED), obj("paint", BLUE_IT, "Bob", zone="hand")]
    actions = [pass_("Alice"), act("play_spell", "Bob", object="paint", targets=["fanatic"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), act("activate_ability", "Bob", object="fanatic", targets=["knight"]), pass_("Bob"), pass_("Alice")]
    r = play(make(objs, actions))
    assert not r.steps[6].refused
    last = r.steps[-1]
    assert objects_by_id(last.state)["knight"]["zone"] == "graveyard"
    assert "413.2f" in rules_of(last)


def test_502_7e_the_same_red_fanatic_is_stopped_by_protection_from_red(play):
    objs = [obj("fanatic", "Mogg Fanatic", "Bob"), obj("knight", PRO_RED)]
    r = play(make(objs, [pass_("Alice"), act("activate_ability", "Bob", object="fanatic", targets=["knight"])]))
    assert r.steps[-1].refused and "502.7b" in rules_of(r.steps[-1])
