"""Choices a resolving spell has a player make (2007 413.2c; 2026 608.2d): a number between two
bounds (effects/chosen_number.py) and a permanent a named player controls (effects/chosen_permanent.py).
The choice is the action's `choices`, validated naming the field; none given, the stated default is
taken and the log says so."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cast, free, make, obj, objects_by_id

EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
NUMBER_BURN = free("Number Burn", [{"do": "choose_number", "min": 1, "max": 2},
                                   {"do": "damage", "amount": {"count": "chosen_number"}, "to": "target:0"}])
EDICT = free("Chosen Edict", [{"do": "player_chooses_permanent", "player": "target:0", "chosen": "creature"},
                              {"do": "destroy", "what": "it"}], targets=("opponent",))


def run(objects, target, rules="2026-06-19", choices=None):
    actions = cast("spell", target)
    if choices is not None:
        actions[-1]["choices"] = {"spell": choices}
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def lines(replay):
    return [e.text for st in replay.steps for e in st.events]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("given, damage", [(None, 1), (2, 2)])
def test_the_chosen_number_is_what_that_much_reads_and_none_given_is_the_lowest(rules, given, damage):
    replay = run([obj("spell", NUMBER_BURN, zone="hand"), obj("giant", "Hill Giant", "Bob")], "giant", rules,
                 None if given is None else {"chosen_number": given})
    assert not any(st.refused for st in replay.steps)
    assert objects_by_id(replay.final_state)["giant"].get("damage") == damage
    assert any(c.rule == EDITIONS[rules] and c.concept == "choice_on_resolution" for st in replay.steps for e in st.events for c in e.citations)
    assert any(("(no choice was given: the default, the lowest it allows)" in t) == (given is None) for t in lines(replay)
               if t.startswith("Alice chooses the number"))


def test_a_player_with_no_creature_chooses_nothing_and_that_creature_names_nothing():
    replay = run([obj("spell", EDICT, zone="hand"), obj("bears", "Grizzly Bears")], "Bob")
    assert not any(st.refused for st in replay.steps)
    assert "Bob controls no creature, so Bob chooses nothing." in lines(replay)
    assert objects_by_id(replay.final_state)["bears"]["zone"] == "in_play"


@pytest.mark.parametrize("step, choices, field", [
    ({"do": "choose_number", "min": 1}, None, "effect[0]"),
    ({"do": "choose_number", "min": 3, "max": 1}, None, "effect[0].max"),
    ({"do": "player_chooses_permanent", "player": "target:0", "chosen": "artifact"}, None, "effect[0].chosen"),
    ({"do": "choose_number", "min": 1, "max": 3}, {"chosen_number": "three"}, "choices.spell.chosen_number"),
    ({"do": "player_chooses_permanent", "player": "target:0"}, {"chosen_permanent": "nobody"}, "choices.spell.chosen_permanent"),
    ({"do": "choose_value", "kind": "creature_type", "other_than": "Elf"}, None, "effect[0].other_than"),
    ({"do": "choose_value", "kind": "color", "other_than": "Wall"}, None, "effect[0].other_than"),
])
def test_the_loader_names_a_bad_field(step, choices, field):
    spell = free("Bad", [step], targets=("opponent",))
    actions = cast("spell", "Bob")
    if choices is not None:
        actions[-1]["choices"] = {"spell": choices}
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("spell", spell, zone="hand")], actions), "rules": "2026-06-19"})
    assert any(field in err.path for err in e.value.errors), [err.path for err in e.value.errors]


# --- one of two targets controlled by the same player (effects/one_of_two.py, same_controller.py) -------------------
PAIR = {"types": ["Creature"], "distinct": True, "same_controller": True}
SPITE = {"name": "Pair Spite", "mana_cost": "{0}", "types": ["Sorcery"], "targets": [PAIR, PAIR], "text": "Pair Spite",
         "effect": [{"do": "one_of_two_targets", "chooser": "their_controller",
                     "for_chosen": [{"do": "its_controller_sacrifices", "what": "it"}],
                     "for_other": [{"do": "return_to_hand", "what": "it"}]}]}
RESPONSES = {"bounce": free("Bounce", [{"do": "return_to_hand", "what": "target:0"}]),
             "donate": free("Donate", [{"do": "give_control", "what": "target:0", "to": "target:1"}], targets=("creature", "player"))}


def _spite_after(response):
    """Alice casts Pair Spite on Bob's Grizzly Bears and Hill Giant; Bob answers with `response` on the bears."""
    objects = [obj("spite", SPITE, zone="hand"), obj("answer", RESPONSES[response], "Bob", "hand"),
               obj("bears", "Grizzly Bears", "Bob"), obj("giant", "Hill Giant", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spite", "targets": ["bears", "giant"]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "answer", "targets": ["bears", "Alice"][:len(RESPONSES[response]["targets"])]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return run_scenario(load_scenario({**make(objects, actions, active="Alice"), "rules": "2026-06-19"}))


def test_with_one_target_illegal_the_other_is_the_only_one_chosen_and_there_is_no_other():
    replay = _spite_after("bounce")
    assert not any(st.refused for st in replay.steps), lines(replay)
    found = objects_by_id(replay.final_state)
    assert found["giant"]["zone"] == "graveyard" and found["bears"]["zone"] == "hand"
    assert any(c.concept == "illegal_target_unaffected" for st in replay.steps for e in st.events for c in e.citations)


def test_two_targets_no_longer_controlled_by_one_player_are_both_left_alone():
    replay = _spite_after("donate")
    assert not any(st.refused for st in replay.steps), lines(replay)
    found = objects_by_id(replay.final_state)
    assert found["giant"]["zone"] == "in_play" and found["bears"]["zone"] == "in_play"
    assert any("are no longer controlled by the same player" in t for t in lines(replay))
