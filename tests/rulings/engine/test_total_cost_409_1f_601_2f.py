"""The total cost of a spell (2007 409.1f; 2026 601.2f): the mana cost plus cost
increases and additional costs, minus cost reductions, which take generic mana
only and never go below {0} (2026 118.7a, 601.2f). Static abilities say them
(`spell_cost`: rulings/engine/spell_costs.py); a card's `additional_cost` is paid
with the rest (rulings/engine/additional_costs.py); what a kicked spell does
"instead" (`"if_kicked": false`) happens only if it wasn't kicked (502.21b; 702.33e)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_, rules_of, texts

R07, R26 = "2007-02-01", "2026-06-19"

TAX = {"name": "Tax Collector", "mana_cost": "{2}", "types": ["Artifact"],
       "abilities": [{"kind": "static", "spell_cost": {"more": 2, "spells": {"types": ["Instant"]}, "caster": "opponent"}}]}
HELPER = {"name": "Helper", "mana_cost": "{2}", "types": ["Artifact"],
          "abilities": [{"kind": "static", "spell_cost": {"less": 5, "spells": {"types": ["Instant"]}}}]}
BLAST = {"name": "Blast", "mana_cost": "{X}{R}", "types": ["Instant"], "targets": ["any_target"],
         "effect": [{"do": "damage", "amount": "X", "to": "target:0"}]}
GRAVE_SPELL = {"name": "Grave Bolt", "mana_cost": "{4}{R}", "types": ["Instant"], "targets": ["any_target"],
               "abilities": [{"kind": "static", "spell_cost": {"less": 1, "spells": "self", "for_each": {
                   "count": "cards_in_graveyards", "filter": {"types": ["Creature"], "owner": "you"}}}}],
               "effect": [{"do": "damage", "amount": 3, "to": "target:0"}]}
KICK = {"name": "Kick Bolt", "mana_cost": "{R}", "types": ["Instant"], "targets": ["any_target"],
        "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{1}"}],
        "effect": [{"do": "damage", "amount": 1, "to": "target:0", "if_kicked": False},
                   {"do": "damage", "amount": 3, "to": "target:0", "if_kicked": True}]}


def mountains(n, owner="Alice"):
    return [obj(f"m{i}", "Mountain", owner) for i in range(n)]


def played(data, rules=R26):
    return run_scenario(load_scenario({**data, "rules": rules}))


@pytest.mark.parametrize("rules", [R07, R26])
def test_an_opponents_cost_increase_applies_and_the_controllers_own_spells_dont_pay_it(rules):
    data = make([obj("tax", TAX, "Bob"), obj("blast", BLAST, zone="hand"), *mountains(3)],
                [act("play_spell", object="blast", targets=["Bob"], x=1)])
    assert played(data, rules).steps[-1].refused  # {1}{R} + {2}: three Mountains are short
    mine = make([obj("tax", TAX), obj("blast", BLAST, zone="hand"), *mountains(2)],
                [act("play_spell", object="blast", targets=["Bob"], x=1)])
    assert not played(mine, rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "409.1f"), (R26, "601.2f")])
def test_increases_come_first_then_reductions_take_generic_mana_only_never_below_zero(rules, rule):
    """X=1: {1}{R}, +2 = {3}{R}, -5 = {R}: one Mountain pays it, and the red mana is never reduced."""
    data = make([obj("tax", TAX, "Bob"), obj("help", HELPER, "Bob"), obj("blast", BLAST, zone="hand"), *mountains(1)],
                [act("play_spell", object="blast", targets=["Bob"], x=1), pass_("Alice"), pass_("Bob")])
    r = played(data, rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert rule in rules_of(r.steps[1]) and r.final_state["players"][1]["life"] == 19
    assert any("{2} more and {5} less ({3} of it taken" in c.reason for c in r.steps[1].citations)
    assert ("118.7a" in rules_of(r.steps[1])) == (rules == R26)


def test_a_spells_own_reduction_counts_the_creature_cards_in_its_casters_graveyard():
    dead = [obj(f"d{i}", "Grizzly Bears", zone="graveyard") for i in range(3)] + [obj("theirs", "Grizzly Bears", "Bob", zone="graveyard")]
    data = make(dead + [obj("gb", GRAVE_SPELL, zone="hand"), *mountains(2)],
                [act("play_spell", object="gb", targets=["Bob"])])
    r = played(data)
    assert not r.steps[-1].refused, texts(r.steps[-1])  # {4}{R} less 3 (Bob's card doesn't count)
    assert any("3 counted" in c.reason for c in r.steps[-1].citations)


def test_legal_actions_offer_a_spell_whose_reduced_cost_can_be_paid():
    dead = [obj(f"d{i}", "Grizzly Bears", zone="graveyard") for i in range(4)]
    game = game_at(load_scenario(make(dead + [obj("gb", GRAVE_SPELL, zone="hand"), *mountains(1)], [])), 0)
    _, actions = legal_actions(game)
    assert any(a["type"] == "play_spell" and a["object"] == "gb" for a in actions)


@pytest.mark.parametrize("kicked, life", [(False, 19), (True, 17)])
def test_an_instruction_marked_if_kicked_false_happens_only_if_the_spell_wasnt_kicked(kicked, life):
    data = make([obj("kb", KICK, zone="hand"), *mountains(2)],
                [act("play_spell", object="kb", targets=["Bob"], **({"kicked": True} if kicked else {})), pass_("Alice"), pass_("Bob")])
    assert played(data, R07).final_state["players"][1]["life"] == life


@pytest.mark.parametrize("ability, field", [
    ({"kind": "static", "spell_cost": {"less": 0, "spells": "self"}}, "spell_cost.less"),
    ({"kind": "static", "spell_cost": {"less": 1, "more": 1, "spells": "self"}}, "spell_cost"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": {"types": ["Goblin"]}}}, "spell_cost.spells.types"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": "self", "caster": "you"}}, "spell_cost.caster"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": {"types": ["Instant"]}, "for_each": {"count": "cards_in_your_hand"}}},
     "spell_cost.for_each"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": "self", "if": {"count": "permanents"}}}, "spell_cost.if.at_least"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": "self", "if_targets": {"tapped": "yes"}}}, "spell_cost.if_targets.tapped"),
    ({"kind": "static", "spell_cost": {"less": 1, "spells": "self", "if_you_control": {"controller": "you"}}},
     "spell_cost.if_you_control.controller"),
])
def test_a_malformed_spell_cost_is_refused_naming_its_field(ability, field):
    card = {"name": "Odd", "mana_cost": "{2}", "types": ["Artifact"], "abilities": [ability]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("odd", card)], []))
    assert field in str(err.value)


@pytest.mark.parametrize("extra, field", [
    ({"sacrifice": "planeswalker"}, "additional_cost.sacrifice"),
    ({"life": 0}, "additional_cost.life"),
    ({"exile_from_graveyard": "land"}, "additional_cost.exile_from_graveyard"),
    ({"sacrifice": "creature", "life": 2}, "additional_cost"),
    ({"life": 2, "or_pay": "{2}"}, "additional_cost.or_pay"),
    ({"sacrifice": "creature", "or_pay": "two"}, "additional_cost.or_pay"),
])
def test_a_malformed_additional_cost_is_refused_naming_its_field(extra, field):
    card = {**BLAST, "additional_cost": extra}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("b", card, zone="hand")], []))
    assert field in str(err.value)


def test_an_additional_life_payment_is_paid_with_the_total_cost_and_cited():
    card = {**BLAST, "mana_cost": "{R}", "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "additional_cost": {"life": 4}}
    r = played(make([obj("b", card, zone="hand"), *mountains(1)], [act("play_spell", object="b", targets=["Bob"])]))
    assert not r.steps[-1].refused and r.final_state["players"][0]["life"] == 16
    assert "601.2h" in rules_of(r.steps[-1])


@pytest.mark.parametrize("ability, field", [
    ({"kind": "keyword", "keyword": "flashback", "cost": "{1}", "sacrifice": "land"}, "abilities[0].sacrifice"),
    ({"kind": "keyword", "keyword": "kicker", "cost": "{0}", "sacrifice": "planeswalker"}, "abilities[0].sacrifice"),
    ({"kind": "keyword", "keyword": "kicker", "cost": "{0}", "life": 0}, "abilities[0].life"),
])
def test_a_kicker_cost_besides_mana_is_checked_naming_its_field(ability, field):
    card = {**BLAST, "abilities": [ability]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("b", card, zone="hand")], []))
    assert field in str(err.value)


def test_a_card_cant_sacrifice_for_both_an_additional_cost_and_its_kicker():
    card = {**BLAST, "additional_cost": {"sacrifice": "creature"},
            "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{0}", "sacrifice": "land"}]}
    with pytest.raises(ScenarioError) as err:
        load_scenario(make([obj("b", card, zone="hand")], []))
    assert "additional_cost.sacrifice" in str(err.value)


@pytest.mark.parametrize("rules, life", [(R07, 17), (R26, 17)])
def test_a_kicker_paid_with_life_is_paid_with_the_total_cost(rules, life):
    card = {**KICK, "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{0}", "life": 3}]}
    data = make([obj("kb", card, zone="hand"), *mountains(1)],
                [act("play_spell", object="kb", targets=["Bob"], kicked=True), pass_("Alice"), pass_("Bob")])
    r = played(data, rules)
    assert r.final_state["players"][0]["life"] == life and r.final_state["players"][1]["life"] == 17
