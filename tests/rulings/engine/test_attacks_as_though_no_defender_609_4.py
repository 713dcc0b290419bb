""""Can attack this turn as though it didn't have defender" (the engine's keyword
attacks_as_though_no_defender, rulings/engine/attacks_despite_defender.py): a creature with defender
may be declared as an attacker (2026 609.4: only for that; the 2007 glossary's "As Though" has no
number); without it, defender forbids attacking (2007 502.41b; 2026 702.3b)."""
import pytest

from .conftest import act, make, obj, pass_, rules_of

EDITIONS = {"2007-02-01": "502.41b", "2026-06-19": "702.3b"}


def wall(*extra):
    return {"name": "Test Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 4,
            "abilities": [{"kind": "keyword", "keyword": "defender"}, *({"kind": "keyword", "keyword": k} for k in extra)]}


def attack(rules, card):
    actions = [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["w"])]
    return {**make([obj("w", card)], actions), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_with_defender_that_can_attack_as_though_it_didnt_have_it_attacks(play, rules):
    last = play(attack(rules, wall("attacks_as_though_no_defender"))).steps[-1]
    assert not last.refused and last.state["zones"]["Alice"]["in_play"][0]["attacking"]
    assert ("609.4" in rules_of(last)) == rules.startswith("2026")


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_with_defender_alone_cant_attack(play, rules):
    steps = play(attack(rules, wall())).steps
    refused = [st for st in steps if st.refused]
    assert refused and rules_of(refused[0])[0] == EDITIONS[rules]
