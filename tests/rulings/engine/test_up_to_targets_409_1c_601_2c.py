"""Targets of "up to N target ..." (a filter's `up_to`): the player announces
how many (2007: 409.1c; 2026: 601.2c), none twice (409.1c; 115.3); a spell
with none chosen is not targeted and resolves (415.4; 115.6). They come last,
one filter: the validator names the field otherwise."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, pass_, rules_of, texts

CREATURE = {"types": ["Creature"], "up_to": True}
TAP_TWO = free("Tap Two", [{"do": "tap", "what": "target:0"}, {"do": "tap", "what": "target:1"}], [CREATURE, CREATURE])
TRIGGER_TAP = {"name": "Tapper", "types": ["Creature"], "mana_cost": "", "power": 1, "toughness": 1, "abilities": [
    {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "targets": [CREATURE],
     "effect": [{"do": "tap", "what": "target:0"}], "text": "When this creature enters, tap up to one target creature."}]}


def test_409_1c_fewer_targets_than_up_to_n_may_be_announced(play):
    objs = [obj("tap", TAP_TWO, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="tap", targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused and "409.1c" in rules_of(r.steps[1])
    assert any("1 of up to 2 target(s) announced" in c.reason for c in r.steps[1].citations)


def test_415_4_a_spell_with_no_target_chosen_is_not_targeted_and_resolves(play):
    objs = [obj("tap", TAP_TWO, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="tap", targets=[]), pass_("Alice"), pass_("Bob")]))
    assert "415.4" in rules_of(r.steps[1])
    assert any("Tap Two" in t and "resolves" in t for t in texts(r.steps[-1]))


def test_409_1c_the_same_target_is_refused_twice_for_one_word_target(play):
    objs = [obj("tap", TAP_TWO, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="tap", targets=["bears", "bears"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"


def test_601_2c_2026_cites_the_announced_number_and_115_3_the_repeated_target(play):
    objs = [obj("tap", TAP_TWO, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    ok = play({**make(objs, [act("play_spell", object="tap", targets=["bears"])]), "rules": "2026-06-19"})
    assert "601.2c" in rules_of(ok.steps[1])
    twice = play({**make(objs, [act("play_spell", object="tap", targets=["bears", "bears"])]), "rules": "2026-06-19"})
    assert twice.steps[1].refused and rules_of(twice.steps[1])[0] == "115.3"


def test_115_6_a_trigger_with_no_legal_up_to_target_still_goes_on_the_stack(play):
    """`trigger_targets` naming none: zero targets announced, so it goes on the stack
    untargeted rather than being removed for want of a legal target."""
    objs = [obj("tapper", TRIGGER_TAP, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play({**make(objs, [act("play_spell", object="tapper"), pass_("Alice"),
                            {**pass_("Bob"), "trigger_targets": {"tapper": []}}]), "rules": "2026-06-19"})
    stacked = [t for st in r.steps for t in texts(st) if "triggered ability" in t and "goes on the stack" in t]
    assert stacked and "targeting" not in stacked[0]
    assert "115.6" in {c.rule for st in r.steps for c in st.citations}


@pytest.mark.parametrize("specs", [[CREATURE, {"types": ["Creature"]}], [CREATURE, {"types": ["Land"], "up_to": True}]])
def test_the_validator_names_up_to_when_those_targets_are_not_last_and_one_filter(specs):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("zap", free("Zap", [{"do": "tap", "what": "target:0"}], specs), zone="hand")], []))
    assert "objects[0].card.targets[0].up_to" in [err.path for err in e.value.errors]
