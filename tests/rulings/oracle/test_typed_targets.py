""" "Target Soldier gains flying until end of turn" (Air Marshal), "Target Human gains double strike until end of turn"
(Veteran Cathar), "target Human you control gets +2/+2 until end of turn" (Patagia Tiger), "Target Faerie or Elf
gains lifelink until end of turn" (Nectar Faerie): a target named by its creature type alone (a permanent with that
type, 2007 212.3d, 415.1; 2026 205.3m, 115.1), read by rulings/oracle/typed_targets.py for pump.py's pumps and
keywords until end of turn; played from real cards' Oracle text (typed_targets_cards.json: records copied from the
pool). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, pt

CARDS = Path(__file__).parent / "typed_targets_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Air Marshal", "Veteran Cathar", "Patagia Tiger", "Nectar Faerie", "Olivia's Bloodsworn", "Rockface Village",
          "Safewright Cavalry", "Unraveling Mummy", "Blacklance Paragon", "Howling Moon",
          "Manifold Mouse"]  # "your choice of double strike or trample": read now (ability_choices.py)
#: "+X/+X ..., where X is the power of the exiled card", "gains trample and gets +X/+X"
NEAR_MISSES = ["Bishop of Binding", "Mirkwood Channeler"]
#: the ability's instructions followed as it resolves (2007 413.2b; 2026 608.2c)
RESOLVES = {R2007: "413.2b", R2026: "608.2c"}


def marshal(cards, target, rules):
    """Alice taps three Islands and activates Air Marshal's "{3}: Target Soldier gains flying until end of turn"."""
    objects = [obj("am", "Air Marshal"), obj("t", target), *(obj(f"i{i}", "Island") for i in range(3))]
    actions = [*({"type": "activate_ability", "player": "Alice", "object": f"i{i}", "ability": 0} for i in range(3)),
               {"type": "activate_ability", "player": "Alice", "object": "am", "ability": 0, "targets": ["t"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "typed targets"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_typed_target_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_air_marshal_gives_a_soldier_flying(cards, rules):
    replay = marshal(cards, "Field Marshal", rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "flying" in objects_in(replay.final_state)["t"]["keywords"], log(replay)
    assert RESOLVES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_air_marshal_cant_target_a_creature_that_isnt_a_soldier(cards, rules):
    replay = marshal(cards, "Grizzly Bears", rules)
    assert replay.steps[4].refused, log(replay)  # the activation targeting Grizzly Bears (a Bear)
    assert "flying" not in objects_in(replay.final_state)["t"].get("keywords", [])


@pytest.mark.parametrize("rules", EDITIONS)
def test_safewright_cavalry_pumps_an_elf_you_control(cards, rules):
    objects = [obj("sc", "Safewright Cavalry"), *(obj(f"f{i}", "Forest") for i in range(5))]
    actions = [*({"type": "activate_ability", "player": "Alice", "object": f"f{i}", "ability": 0} for i in range(5)),
               {"type": "activate_ability", "player": "Alice", "object": "sc", "ability": 1, "targets": ["sc"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "typed targets"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "sc") == (6, 6)  # an Elf Warrior targets itself
