"""Hybrid mana ({G/W}: either color; {2/W}: one white or two of any type;
2026: 107.4e, 2007: 104.3f, which has only the two-color symbols) and
Phyrexian mana ({G/P}: one green or 2 life; 2026: 107.4f, with 119.4: only a
player with that much life may pay it). Not in the 2007 rules: refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.mana import colors_of_cost, is_valid_cost, parse_cost, pay_from_pool

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def creature(cost):
    return {"name": "Hybrid Bear", "mana_cost": cost, "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2}


def cast(cost, lands, rules=R26, life=20):
    data = make([obj("c", creature(cost), zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)]],
                [act("play_spell", object="c"), pass_("Alice"), pass_("Bob")], life=(life, 20))
    return run_scenario(load_scenario({**data, "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "107.4e"), (R07, "104.3f")])
@pytest.mark.parametrize("land", ["Forest", "Plains"])
def test_a_two_color_hybrid_symbol_is_paid_with_either_color(rules, rule, land):
    r = cast("{1}{G/W}", ["Mountain", land], rules)
    assert not r.steps[1].refused and objects_by_id(r.final_state)["c"]["zone"] == "in_play"
    assert rule in rules_of(r.steps[1])


def test_107_4e_a_hybrid_symbol_cant_be_paid_with_another_color():
    r = cast("{G/W}", ["Island"])
    assert r.steps[1].refused


def test_107_4e_a_monocolored_hybrid_symbol_is_paid_with_two_mana_of_any_type():
    r = cast("{2/W}", ["Island", "Mountain"])
    assert not r.steps[1].refused and "107.4e" in rules_of(r.steps[1])


def test_107_4f_a_phyrexian_symbol_is_paid_with_mana_when_the_pool_can():
    r = cast("{1}{G/P}", ["Forest", "Mountain"])
    assert r.final_state["players"][0]["life"] == 20 and not r.steps[1].refused


def test_107_4f_a_phyrexian_symbol_is_paid_with_2_life_otherwise():
    r = cast("{1}{G/P}", ["Mountain"])
    assert r.final_state["players"][0]["life"] == 18
    assert {"107.4f", "119.4"} <= set(rules_of(r.steps[1]))


def test_119_4_a_player_with_less_life_than_the_payment_cant_pay_it():
    r = cast("{G/P}", [], life=1)
    assert r.steps[1].refused and "119.4" in rules_of(r.steps[1])


def test_a_2007_scenario_with_a_phyrexian_cost_is_refused_naming_the_edition():
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("c", creature("{G/P}"), zone="hand")], []), "rules": R07})
    assert "February 2007 rules" in str(e.value)


def test_a_2026_phyrexian_cost_played_under_2007_is_refused_with_104_3():
    data = {**make([obj("c", creature("{G/P}"), zone="hand"), obj("f", "Forest")], [act("play_spell", object="c")]), "rules": R26}
    r = run_scenario(load_scenario(data), R07)
    assert r.steps[1].refused and "104.3" in rules_of(r.steps[1])


def test_hybrid_and_phyrexian_symbols_give_their_colors_and_mana_value():
    assert colors_of_cost("{G/W}{U/P}") == ["green", "white", "blue"]
    assert parse_cost("{2/W}{G/U}{B/P}").converted() == 4  # 202.3f: the largest half; 202.3g: Phyrexian counts 1
    assert is_valid_cost("{2/W}{W/P}") and not is_valid_cost("{W/W}") and not is_valid_cost("{P/W}")
    assert pay_from_pool({"W": 0, "U": 1, "B": 0, "R": 0, "G": 0, "C": 0}, parse_cost("{W/U}")) is not None
