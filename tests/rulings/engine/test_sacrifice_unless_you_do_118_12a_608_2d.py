""""Sacrifice this creature unless you discard / sacrifice / return ..." (the engine's
sacrifice_unless_you, rulings/engine/effects/sacrifice_unless_you.py): its controller chooses as
the effect is applied whether to do it, and with what (2007 413.2c; 2026 608.2d, 118.12a);
without doing it, the permanent is sacrificed; a choice of the wrong kind or number is refused;
the loader checks the instruction's fields."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj, objects_by_id, pass_, rules_of

EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
STEP = {"do": "sacrifice_unless_you", "action": "sacrifice", "count": 2, "filter": {"subtypes": ["Forest"]},
        "text": "sacrifice two Forests"}
WALL = {"name": "Upkept Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                       "effect": [STEP], "text": "At the beginning of your upkeep, sacrifice this creature unless you sacrifice two Forests."}]}


def upkeep(rules, choice):
    objects = [obj("wall", WALL), obj("f1", "Forest"), obj("f2", "Forest"), obj("m", "Mountain")]
    last = {**pass_("Bob"), **({"choices": {"wall": choice}} if choice is not None else {})}
    return {**make(objects, [pass_("Alice"), last], phase="beginning", step="upkeep"), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_doing_it_keeps_the_permanent(play, rules):
    last = play(upkeep(rules, {"pays": True, "cards": ["f1", "f2"]})).steps[-1]
    objs = objects_by_id(last.state)
    assert not last.refused and objs["wall"]["zone"] == "in_play"
    assert objs["f1"]["zone"] == objs["f2"]["zone"] == "graveyard"
    assert EDITIONS[rules] in rules_of(last)
    assert ("118.12a" in rules_of(last)) == rules.startswith("2026")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice", [{"pays": False}, None])
def test_not_doing_it_sacrifices_it(play, rules, choice):
    objs = objects_by_id(play(upkeep(rules, choice)).steps[-1].state)
    assert objs["wall"]["zone"] == "graveyard" and objs["f1"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards", [["f1"], ["f1", "m"], ["f1", "f1"]])
def test_a_choice_of_the_wrong_kind_or_number_is_refused(play, rules, cards):
    last = play(upkeep(rules, {"pays": True, "cards": cards})).steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules]


@pytest.mark.parametrize("bad", [{"action": "exile"}, {"count": 0}, {"filter": {"colors": ["R"]}}, {"filter": {"another": "yes"}}])
def test_the_loader_checks_the_fields(bad):
    card = {**WALL, "abilities": [{**WALL["abilities"][0], "effect": [{**STEP, **bad}]}]}
    with pytest.raises(ScenarioError, match=next(iter(bad))):
        load_scenario({**make([obj("wall", card)], []), "rules": "2026-06-19"})
