"""A triggered ability that returns its card from its owner's graveyard works only there (2007
402.8g; 2026 113.6m); one with a "dies" trigger condition looks back in time (2007 410.10c; 2026
603.10a), so a card that died in the same event wasn't in the graveyard to see it
(rulings/engine/graveyard_triggers.py)."""
import pytest

from .conftest import act, free, make, obj, pass_, rules_of, zone_ids

#: "Whenever a creature you control dies, return this card from your graveyard to your hand."
WATCHER = {"name": "Grave Watcher", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "zone": "graveyard", "trigger": {"event": "dies", "who": "creature_you_control"},
                          "effect": [{"do": "return_to_hand_from_graveyard", "what": "self"}],
                          "text": "Whenever a creature you control dies, return this card from your graveyard to your hand."}]}
KILL = free("Kill", [{"do": "destroy", "what": "target:0"}])
KILL_ALL = free("Kill All", [{"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": 2, "to": "it"}]}], targets=())


def kill(victim_owner="Alice", watcher_zone="graveyard", spell=KILL):
    objs = [obj("watcher", WATCHER, zone=watcher_zone), obj("bears", "Grizzly Bears", owner=victim_owner),
            obj("kill", spell, zone="hand")]
    targets = ["bears"] if spell is KILL else []
    return make(objs, [{"type": "play_spell", "player": "Alice", "object": "kill", "targets": targets},
                       pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])


@pytest.mark.parametrize("rules, number", [(None, "402.8g"), ("2026-06-19", "113.6m")])
def test_113_6m_a_graveyard_dies_trigger_returns_its_card_when_a_creature_you_control_dies(play, rules, number):
    data = kill()
    replay = play({**data, "rules": rules} if rules else data)
    last = replay.steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["watcher"]
    assert any(number in rules_of(st) for st in replay.steps)


def test_113_6m_a_creature_an_opponent_controls_dying_does_not_trigger_it(play):
    last = play(kill(victim_owner="Bob")).steps[-1]
    assert zone_ids(last.state, "Alice", "graveyard")[0] == "watcher" and "watcher" not in zone_ids(last.state, "Alice", "hand")


def test_603_10a_a_card_that_dies_with_the_creature_was_not_in_the_graveyard_to_see_it(play):
    replay = play({**kill(watcher_zone="in_play", spell=KILL_ALL), "rules": "2026-06-19"})
    last = replay.steps[-1]
    assert "watcher" in zone_ids(last.state, "Alice", "graveyard")
    assert not any("Grave Watcher's ability triggers" in e.text for st in replay.steps for e in st.events)


# --- "Whenever one or more [creature] cards leave your graveyard": once per event (2007 410.6; 2026 603.2c) ---
def watching(card_types=None, during=None):
    trigger = {"event": "cards_leave_graveyard", **({"card_types": card_types} if card_types else {}), **({"during": during} if during else {})}
    return {"name": "Tomb Watcher", "mana_cost": "{1}", "types": ["Artifact"],
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                           "text": "Whenever one or more cards leave your graveyard, you gain 1 life."}]}


EXILE_YOUR_GRAVEYARD = free("Exile Yours", [{"do": "exile_graveyard", "player": "target:0"}], targets=("player",))
RETURN_TWO = free("Return Two", [{"do": "return_to_hand", "what": "target:0"}, {"do": "return_to_hand", "what": "target:1"}],
                  targets=({"owner": "you", "types": ["Creature"], "zone": "graveyard"},) * 2)


def leave(watcher, spell, targets, graveyard=("g1", "g2"), card="Grizzly Bears", active="Alice"):
    objs = [obj("watcher", watcher), obj("spell", spell, zone="hand"), *(obj(g, card, zone="graveyard") for g in graveyard)]
    return make(objs, [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets},
                       pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], active=active, priority="Alice")


def life_of(replay, player="Alice"):
    return next(p["life"] for p in replay.final_state["players"] if p["name"] == player)


@pytest.mark.parametrize("rules, number", [(None, "410.6"), ("2026-06-19", "603.2c")])
def test_603_2c_cards_leaving_a_graveyard_at_once_trigger_the_ability_once(play, rules, number):
    data = leave(watching(), EXILE_YOUR_GRAVEYARD, ["Alice"])
    replay = play({**data, "rules": rules} if rules else data)
    assert zone_ids(replay.steps[-1].state, "Alice", "graveyard") == ["spell"]
    assert life_of(replay) == 21
    assert any(number in rules_of(st) for st in replay.steps)


def test_603_2c_two_instructions_are_two_events_and_two_triggers(play):
    data = leave(watching(), RETURN_TWO, ["g1", "g2"])
    replay = play({**data, "actions": data["actions"] + [pass_("Alice"), pass_("Bob")]})  # the second trigger resolves too
    assert sorted(zone_ids(replay.steps[-1].state, "Alice", "hand")) == ["g1", "g2"]
    assert life_of(replay) == 22


def test_603_2c_an_opponents_graveyard_is_not_yours(play):
    replay = play(leave(watching(), EXILE_YOUR_GRAVEYARD, ["Bob"], graveyard=()))
    assert life_of(replay) == 20


def test_603_2c_creature_cards_only_a_land_card_leaving_does_not_trigger(play):
    assert life_of(play(leave(watching(["Creature"]), EXILE_YOUR_GRAVEYARD, ["Alice"], card="Forest"))) == 20
    assert life_of(play(leave(watching(["Creature"]), EXILE_YOUR_GRAVEYARD, ["Alice"]))) == 21


def test_603_2c_during_your_turn_only(play):
    assert life_of(play(leave(watching(during="your_turn"), EXILE_YOUR_GRAVEYARD, ["Alice"], active="Bob"))) == 20


@pytest.mark.parametrize("trigger, path", [
    ({"event": "cards_leave_graveyard", "card_types": ["Wizard"]}, "trigger.card_types[0]"),
    ({"event": "cards_leave_graveyard", "during": "opponents_turn"}, "trigger.during"),
    ({"event": "cards_leave_graveyard", "during": "not_casters_turn"}, "trigger.during"),  # a cast trigger's only
])
def test_a_wrong_cards_leave_graveyard_trigger_names_its_field(trigger, path):
    from rulings.engine import ScenarioError, load_scenario
    card = {**watching(), "abilities": [{**watching()["abilities"][0], "trigger": trigger}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("watcher", card)], [pass_("Alice")]))
    assert path in str(e.value)


# --- mayhem (2026 702.187b): "As long as you discarded this card this turn, you may cast it from your graveyard" ---
MAYHEM_SHOCK = {"name": "Mayhem Shock", "mana_cost": "{5}{R}", "types": ["Instant"], "targets": ["creature_or_player"],
                "effect": [{"do": "damage", "amount": 2, "to": "target:0"}],
                "abilities": [{"kind": "keyword", "keyword": "mayhem", "cost": "{R}", "text": "Mayhem {R}"}]}
DISCARD_ONE = free("Discard One", [{"do": "discard", "amount": 1, "player": "you"}], targets=())


def mayhem(discard_first=True, rules="2026-06-19"):
    objs = [obj("shock", MAYHEM_SHOCK, zone="hand" if discard_first else "graveyard"), obj("discard", DISCARD_ONE, zone="hand"), obj("m", "Mountain")]
    before = [act("play_spell", object="discard", targets=[]), pass_("Alice"), pass_("Bob")] if discard_first else []
    data = make(objs, before + [act("play_spell", object="shock", targets=["Bob"], mana_abilities=[{"object": "m"}]),
                                pass_("Alice"), pass_("Bob")])
    return {**data, "rules": rules}


def test_702_187b_a_card_discarded_this_turn_is_cast_from_the_graveyard_for_its_mayhem_cost(play):
    replay = play(mayhem())
    assert not any(st.refused for st in replay.steps)
    assert any(p["name"] == "Bob" and p["life"] == 18 for p in replay.final_state["players"])
    assert any("702.187b" in rules_of(st) for st in replay.steps)


def test_702_187b_a_card_put_into_the_graveyard_otherwise_has_no_mayhem(play):
    replay = play(mayhem(discard_first=False))
    assert replay.steps[1].refused


def test_702_187b_mayhem_is_later_than_2007(play):
    replay = play(mayhem(rules="2007-02-01"))
    assert replay.steps[4].refused and any("later than February 2007" in e.text for e in replay.steps[4].events)
