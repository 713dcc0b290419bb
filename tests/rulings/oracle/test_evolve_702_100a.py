"""A real card with evolve (2026 702.100a), Cloudfin Raptor (0/1): a creature
with greater power or toughness entering under its controller's control makes
it evolve (a +1/+1 counter), the intervening "if" checked as it triggers and
again on resolution (603.4); a smaller one doesn't trigger it. Later than
February 2007: under those rules the replay says it does nothing."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "evolve", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def cast(card, rules=R26, raptor_owner="Alice"):
    """Alice casts `card` with Cloudfin Raptor (raptor_owner's) on the battlefield; the spell, then any trigger, resolves."""
    objects = [obj("raptor", "Cloudfin Raptor", owner=raptor_owner), obj("new", card, zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest")]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "new"}, *passes(), *passes()], rules)


def raptor(replay):
    return next(o for z in replay.final_state["zones"].values() for o in z["in_play"] if o["id"] == "raptor")


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def test_cloudfin_raptor_is_fully_played(pool):
    assert pool["Cloudfin Raptor"].played


def test_a_greater_creature_entering_makes_it_evolve_citing_702_100a(lookup):
    replay = run_scenario(load_scenario(cast("Branchblight Stalker"), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for e in replay.steps[-1].events]
    [trig] = [ev for ev in events(replay) if "evolve triggers" in ev.text]
    assert {("702.100a", "evolve"), ("603.4", "intervening_if")} <= {(c.rule, c.concept) for c in trig.citations}
    assert any("evolves: it gets a +1/+1 counter" in ev.text for ev in events(replay))
    r = raptor(replay)
    assert r["counters"] == {"+1/+1": 1} and (r["power"], r["toughness"]) == (1, 2)


def test_a_creature_no_greater_doesnt_trigger_it(lookup):
    """Rograkh (0/1) against Cloudfin Raptor (0/1): neither is greater."""
    replay = run_scenario(load_scenario(cast("Rograkh, Son of Rohgahh"), cards=lookup))
    assert any("evolve does not trigger" in ev.text for ev in events(replay))
    assert not raptor(replay).get("counters")


def test_an_opponents_creature_doesnt_trigger_it(lookup):
    replay = run_scenario(load_scenario(cast("Branchblight Stalker", raptor_owner="Bob"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert not any("evolve" in ev.text for ev in events(replay)) and not raptor(replay).get("counters")


def test_under_the_2007_rules_evolve_is_said_to_do_nothing(lookup):
    replay = run_scenario(load_scenario(cast("Branchblight Stalker", rules=R07), cards=lookup))
    assert any("has evolve, a keyword those rules do not have" in ev.text for ev in events(replay))
    assert not raptor(replay).get("counters")


@pytest.mark.parametrize("text", ["Evolve 2", "Evolving"])
def test_a_near_miss_evolve_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{1}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played
