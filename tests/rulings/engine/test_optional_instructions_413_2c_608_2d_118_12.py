""""You may pay {1}. If you do, you gain 3 life": an optional instruction
chosen as the effect is applied (2007: 413.2c; 2026: 608.2d), with what
happens only if the player did (2026: 118.12); choosing what can't be done
refuses the action."""
import pytest

from .conftest import act, make, obj, pass_, rules_of

TITHE = {"name": "Tithe of Light", "mana_cost": "{0}", "types": ["Instant"],
         "effect": [{"do": "may", "text": "pay {1}", "pay": 1, "effect": [],
                     "then": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}
EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


def tithe(rules, choice=None, lands=1):
    objs = [obj("tithe", TITHE, zone="hand"), *(obj(f"p{i}", "Plains") for i in range(lands))]
    resolve = pass_("Bob")
    if choice is not None:
        resolve["choices"] = {"tithe": {"may": choice}}
    return {**make(objs, [act("play_spell", object="tithe"), pass_("Alice"), resolve]), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_pay_pays_with_a_mana_ability_and_if_you_do_follows(play, rules):
    last = play(tithe(rules, True)).steps[-1]
    assert not last.refused
    assert last.state["players"][0]["life"] == 23
    assert EDITIONS[rules] in rules_of(last)
    assert ("411.2" if rules.startswith("2007") else "605.3a") in rules_of(last)
    assert ("118.12" in rules_of(last)) == rules.startswith("2026")


@pytest.mark.parametrize("rules", EDITIONS)
def test_declining_does_nothing_and_pays_nothing(play, rules):
    last = play(tithe(rules, False)).steps[-1]
    assert last.state["players"][0]["life"] == 20 and "Alice doesn't pay {1}." in [e.text for e in last.events]
    assert not last.state["zones"]["Alice"]["in_play"][0]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_pay_what_cant_be_paid_is_refused(play, rules):
    last = play(tithe(rules, True, lands=0)).steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules]
    assert [i["id"] for i in last.state["stack"]] == ["tithe"]


def test_a_may_choice_must_be_true_or_false():
    from rulings.engine import ScenarioError, load_scenario
    with pytest.raises(ScenarioError, match="may"):
        load_scenario(tithe("2026-06-19", "yes"))


GROWER = {"name": "Hasty Grower", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"sacrifice": "self"},
                         "effect": [{"do": "may", "text": "put a +1/+1 counter on it",
                                     "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]}]}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_put_a_counter_on_a_permanent_that_left_is_refused(play, rules):
    resolve = {**pass_("Bob"), "choices": {"grower": {"may": True}}}
    last = play({**make([obj("grower", GROWER)], [act("activate_ability", object="grower", ability=0), pass_("Alice"), resolve]),
                 "rules": rules}).steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules]


TOLL = {"name": "Blood Toll", "mana_cost": "{0}", "types": ["Instant"],
        "effect": [{"do": "may", "text": "pay 3 life", "pay_life": 3, "effect": [],
                    "then": [{"do": "draw", "amount": 1}]}]}


def toll(rules, life):
    objs = [obj("toll", TOLL, zone="hand"), obj("c1", "Grizzly Bears", zone="library")]
    data = make(objs, [act("play_spell", object="toll"), pass_("Alice"), {**pass_("Bob"), "choices": {"toll": {"may": True}}}])
    data["players"][0]["life"] = life
    return {**data, "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_paying_life_needs_a_life_total_at_least_the_payment(play, rules):
    last = play(toll(rules, 2)).steps[-1]
    assert last.refused and rules_of(last)[0] == ("413.2c" if rules.startswith("2007") else "119.4")


@pytest.mark.parametrize("rules", EDITIONS)
def test_paying_life_loses_it_and_if_you_do_follows(play, rules):
    last = play(toll(rules, 3)).steps[-1]
    assert not last.refused and last.state["players"][0]["life"] == 0
    assert ("119.4" in rules_of(last)) == rules.startswith("2026")


def test_a_mana_cost_to_pay_may_not_hold_x():
    from rulings.engine import ScenarioError, load_scenario
    bad = {**TITHE, "effect": [{"do": "may", "text": "pay {X}", "pay_mana": "{X}", "effect": []}]}
    data = {**make([obj("tithe", bad, zone="hand")], [act("play_spell", object="tithe")]), "rules": "2026-06-19"}
    with pytest.raises(ScenarioError, match="pay_mana"):
        load_scenario(data)


TAPPER = {"name": "Tapping Anatomist", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}"},
                         "effect": [{"do": "may", "text": "tap it", "effect": [{"do": "tap", "what": "self"}],
                                     "then": [{"do": "gain_life", "amount": 2, "player": "you"}]}]}]}


def tapper(rules, tapped):
    resolve = {**pass_("Bob"), "choices": {"t": {"may": True}}}
    return {**make([obj("t", TAPPER, tapped=tapped)], [act("activate_ability", object="t", ability=0), pass_("Alice"), resolve]),
            "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_tapping_as_the_cost_of_if_you_do_needs_an_untapped_permanent(play, rules):
    last = play(tapper(rules, True)).steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules]


@pytest.mark.parametrize("rules", EDITIONS)
def test_tapping_an_untapped_permanent_then_if_you_do_follows(play, rules):
    last = play(tapper(rules, False)).steps[-1]
    assert not last.refused and last.state["players"][0]["life"] == 22


def test_a_colorless_symbol_to_pay_is_refused_under_2007_naming_the_field():
    from rulings.engine import ScenarioError, load_scenario
    c = {**TITHE, "effect": [{"do": "may", "text": "pay {C}", "pay_mana": "{C}", "effect": []}]}
    data = {**make([obj("tithe", c, zone="hand")], [act("play_spell", object="tithe")]), "rules": "2007-02-01"}
    with pytest.raises(ScenarioError, match="pay_mana"):
        load_scenario(data)
    load_scenario({**data, "rules": "2026-06-19"})
