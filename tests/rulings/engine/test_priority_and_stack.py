"""408.1b-408.1f, 413, 302.3, 300.2: priority, passing, resolving, state-based
effects and triggers before priority."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids

BOLT_BEARS = [obj("bears", "Grizzly Bears", "Bob"), obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]


def bolt(target="bears"):
    return act("play_spell", object="bolt", targets=[target], mana_abilities=[{"object": "mountain"}])


def texts(step):
    return [e.text for e in step.events]


def test_408_1c_active_player_receives_priority_at_the_start_of_a_step(play):
    r = play(make([], [], phase="beginning", step="upkeep"))
    assert r.steps[0].state["priority_player"] == "Alice"
    assert "408.1c" in rules_of(r.steps[0])


def test_302_3_no_player_receives_priority_in_the_untap_step(play):
    r = play(make([obj("land", "Forest", tapped=True)], [], phase="beginning", step="untap"))
    s = r.steps[0]
    assert "302.3" in rules_of(s) and "302.2" in rules_of(s)
    assert s.state["step"] == "upkeep" and s.state["priority_player"] == "Alice"
    assert s.state["zones"]["Alice"]["in_play"][0]["tapped"] is False


def test_408_1c_a_player_who_plays_a_spell_receives_priority_again(play):
    r = play(make(BOLT_BEARS, [bolt()]))
    assert r.steps[1].state["priority_player"] == "Alice"
    assert any(c.concept == "player_acts_receives_priority_again" for c in r.steps[1].citations)


def test_408_1c_passing_gives_priority_to_the_next_player_in_turn_order(play):
    r = play(make(BOLT_BEARS, [bolt(), pass_("Alice")]))
    assert r.steps[2].state["priority_player"] == "Bob"
    assert r.steps[2].state["stack"][0]["name"] == "Lightning Bolt"


def test_408_1c_when_all_players_pass_the_top_object_resolves_and_the_active_player_gets_priority(play):
    r = play(make(BOLT_BEARS, [bolt(), pass_("Alice"), pass_("Bob")]))
    s = r.steps[3]
    assert s.state["stack"] == []
    assert "bears" in zone_ids(s.state, "Bob", "graveyard")
    assert s.state["priority_player"] == "Alice"
    assert any(c.concept == "all_players_passed_top_object_resolves" and c.rule == "408.1c" for c in s.citations)
    assert "413.1" in rules_of(s)


def test_408_1c_when_all_players_pass_with_an_empty_stack_the_step_ends(play):
    r = play(make([], [pass_("Alice"), pass_("Bob")]))
    s = r.steps[2].state
    assert (s["phase"], s["step"]) == ("combat", "beginning_of_combat")
    assert any(c.concept == "all_players_passed_step_ends" for c in r.steps[2].citations)
    assert "300.2" in rules_of(r.steps[2])


def test_408_1c_a_player_without_priority_is_refused(play):
    r = play(make(BOLT_BEARS, [pass_("Bob")]))
    assert r.steps[1].refused
    assert rules_of(r.steps[1])[0] == "408.1c"
    assert r.steps[1].state == r.steps[0].state


def test_408_1b_state_based_effects_are_performed_before_a_player_receives_priority(play):
    r = play(make(BOLT_BEARS, [bolt(), pass_("Alice"), pass_("Bob")]))
    t = texts(r.steps[3])
    sbe = next(i for i, x in enumerate(t) if x.startswith("State-based effect"))
    prio = max(i for i, x in enumerate(t) if x.endswith("receives priority."))
    assert sbe < prio
    assert "420.5c" in rules_of(r.steps[3]) and "408.1b" in rules_of(r.steps[3])


DOOMED = {"name": "Doomed Messenger", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"},
                         "targets": ["creature_or_player"], "effect": [{"do": "damage", "amount": 2, "to": "target:0"}],
                         "text": "When Doomed Messenger leaves play, it deals 2 damage to target creature or player."}]}


def test_408_1b_state_based_effects_and_triggers_repeat_until_nothing_more_happens(play):
    objs = [obj("messenger", DOOMED, "Bob"), obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
            obj("elves", "Llanowar Elves")]
    actions = [bolt("messenger"), pass_("Alice"), pass_("Bob")]
    actions[0]["trigger_targets"] = {}
    r = play(make(objs, actions))
    s = r.steps[3]
    # Bolt kills the Messenger (SBE), its leaves-play ability triggers and goes on the stack before priority
    assert [i["name"] for i in s.state["stack"]] == ["Doomed Messenger"]
    assert s.state["stack"][0]["targets"] == ["elves"]
    t = texts(s)
    assert t.index(next(x for x in t if x.startswith("State-based effect"))) < t.index(next(x for x in t if "goes on the stack" in x))
    assert "408.1f" in rules_of(s)


def test_408_1f_triggered_abilities_go_on_the_stack_before_the_player_gets_priority(play):
    objs = [obj("warden", "Soul Warden"), obj("f1", "Forest"), obj("f2", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}]),
                         pass_("Alice"), pass_("Bob")]))
    s = r.steps[3]
    assert s.state["stack"][0]["kind"] == "triggered" and s.state["priority_player"] == "Alice"
    assert "408.1f" in rules_of(s) and "404.2" in rules_of(s)


def test_413_2a_a_spell_whose_targets_are_all_illegal_is_countered_on_resolution(play):
    objs = BOLT_BEARS + [obj("forest", "Forest", "Bob"), obj("growth", "Giant Growth", "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="growth", targets=["bears"], mana_abilities=[{"object": "forest"}]),
                         pass_("Bob"), bolt(), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "growth" in zone_ids(last.state, "Bob", "graveyard")
    assert any(c.concept == "illegal_targets_countered" for c in last.citations)


def test_413_2h_a_permanent_spell_is_put_into_play_under_its_controllers_control(play):
    objs = [obj("f1", "Forest"), obj("f2", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert "bears" in zone_ids(r.steps[-1].state, "Alice", "in_play")
    assert "413.2h" in rules_of(r.steps[-1])


def test_408_1c_in_a_three_player_game_all_three_must_pass_in_succession(play):
    data = make(BOLT_BEARS, [bolt(), pass_("Alice"), pass_("Bob"), pass_("Carol")])
    data["players"].append({"name": "Carol", "life": 20})
    r = play(data)
    assert r.steps[3].state["priority_player"] == "Carol" and r.steps[3].state["stack"]
    assert r.steps[4].state["stack"] == [] and r.steps[4].state["priority_player"] == "Alice"
