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
