""""Enters with N counters" (2026: 614.1c; 2007: 419.1b "comes into play
with"), and with X counters, X being the value paid for the spell that
became it (2026: 107.3m; 2007: 104.3c, X announced as it is played)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def ooze(counters, cost="{X}{G}"):
    return {"name": "Test Ooze", "mana_cost": cost, "types": ["Creature"], "subtypes": ["Ooze"], "power": 0, "toughness": 0,
            "abilities": [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": counters}},
                           "text": f"Test Ooze enters with {counters} +1/+1 counters on it."}]}


def cast(card, x, lands, rules):
    data = make([obj("o", card, zone="hand"), *[obj(f"l{i}", "Forest") for i in range(lands)]],
                [act("play_spell", object="o", x=x) if x is not None else act("play_spell", object="o"), pass_("Alice"), pass_("Bob")])
    return run_scenario(load_scenario({**data, "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "614.1c"), (R07, "419.1b")])
def test_a_creature_enters_with_its_counters_and_survives_as_a_0_0(rules, rule):
    r = cast(ooze(2, "{G}"), None, 1, rules)
    o = objects_by_id(r.final_state)["o"]
    assert (o["zone"], o["counters"], o["power"], o["toughness"]) == ("in_play", {"+1/+1": 2}, 2, 2)
    assert rule in rules_of(r.steps[-1])


@pytest.mark.parametrize("rules, rule", [(R26, "107.3m"), (R07, "104.3c")])
def test_enters_with_x_counters_uses_the_x_paid_for_the_spell(rules, rule):
    r = cast(ooze("X"), 3, 4, rules)
    o = objects_by_id(r.final_state)["o"]
    assert (o["counters"], o["power"]) == ({"+1/+1": 3}, 3)
    assert rule in rules_of(r.steps[-1])


def test_107_3m_with_x_0_it_enters_with_no_counters_and_dies():
    r = cast(ooze("X"), 0, 1, R26)
    assert objects_by_id(r.final_state)["o"]["zone"] == "graveyard"
