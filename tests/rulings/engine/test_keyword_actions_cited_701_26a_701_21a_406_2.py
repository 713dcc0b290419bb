"""The lines that tap, untap, sacrifice and exile cite the rule that says what the action is: 2026
701.26a-b, 701.21a and 406.2; February 2007 numbers only removing from the game (217.7a): its tapping
and sacrificing are glossary entries, cited nowhere."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cast, free, make, obj, rules_of

R26, R07 = "2026-06-19", "2007-02-01"
BEAR = {"name": "Bear", "mana_cost": "{0}", "types": ["Creature"], "power": 2, "toughness": 2}


def cited_by(spell_effect, rules, tapped=False, targets=("creature",)):
    spell = free("Spell", spell_effect, targets)
    data = {**make([obj("spell", spell, zone="hand"), obj("bear", BEAR, tapped=tapped)],
                   cast("spell", *(["bear"] if targets else []))), "rules": rules}
    replay = run_scenario(load_scenario(data))
    assert not any(s.refused for s in replay.steps)
    return {rule for step in replay.steps for rule in rules_of(step)}


@pytest.mark.parametrize("rules, rule", [(R26, "406.2"), (R07, "217.7a")])
def test_exiling_a_permanent_cites_what_exile_is(rules, rule):
    assert rule in cited_by([{"do": "remove_from_game", "what": "target:0"}], rules)


def test_tapping_cites_701_26a_under_2026():
    assert "701.26a" in cited_by([{"do": "tap", "what": "target:0"}], R26)


def test_untapping_cites_701_26b_under_2026():
    assert "701.26b" in cited_by([{"do": "untap", "what": "target:0"}], R26, tapped=True)


def test_tapping_cites_no_rule_of_its_own_under_2007():
    assert not {"701.26a", "701.26b"} & cited_by([{"do": "tap", "what": "target:0"}], R07)


def test_sacrificing_cites_701_21a_under_2026():
    sac = {"name": "Sac", "mana_cost": "{0}", "types": ["Instant"], "effect": [{"do": "sacrifice_a_creature"}], "text": "Sacrifice a creature."}
    data = {**make([obj("spell", sac, zone="hand"), obj("bear", BEAR)], cast("spell")), "rules": R26}
    replay = run_scenario(load_scenario(data))
    assert "701.21a" in {rule for step in replay.steps for rule in rules_of(step)}
