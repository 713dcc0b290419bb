"""An effect lasting "until your next turn" (2007: 418.3a; 2026: 611.2a, "lasts as long as stated by
the spell or ability creating it"): it lasts through the other players' turns and ends as the next
turn of the player who controlled the spell or ability begins (rulings/engine/until_next_turn.py)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, cast, make, obj, objects_by_id, pass_

WEAKEN = {"name": "Weaken Till Then", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["creature"],
          "text": "Until your next turn, target creature gets -2/-0.",
          "effect": [{"do": "pump", "power": -2, "toughness": 0, "to": "target:0", "until": "your_next_turn"}]}


def end_of(player, other):
    return [act("pass_until", player, step="end_of_turn"), pass_(player), pass_(other)]


def played(rules, actions):
    objects = [obj("w", WEAKEN, zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
               *(obj(f"{p}{i}", "Island", p, "library") for p in ("Alice", "Bob") for i in range(2))]
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_the_effect_lasts_through_the_opponents_turn(rules):
    r = played(rules, [*cast("w", "bears"), *end_of("Alice", "Bob")])
    assert r.final_state["active_player"] == "Bob" and objects_by_id(r.final_state)["bears"]["power"] == 0


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "418.3a"), ("2026-06-19", "611.2a")])
def test_the_effect_ends_as_its_controllers_next_turn_begins(rules, rule):
    r = played(rules, [*cast("w", "bears"), *end_of("Alice", "Bob"), *end_of("Bob", "Alice")])
    assert not any(st.refused for st in r.steps)
    assert r.final_state["active_player"] == "Alice" and objects_by_id(r.final_state)["bears"]["power"] == 2
    ended = [ev for st in r.steps for ev in st.events if "lasted until Alice's next turn" in ev.text]
    assert ended and {c.rule for c in ended[0].citations} == {rule}


def test_until_your_next_turn_is_refused_on_an_instruction_that_cant_last_so():
    bad = {**WEAKEN, "effect": [{"do": "lose_ability", "to": "target:0", "keyword": "flying", "until": "your_next_turn"}]}
    with pytest.raises(ScenarioError, match='"your_next_turn" is only for pump and gain_ability'):
        load_scenario(make([obj("w", bad, zone="hand")], []))
