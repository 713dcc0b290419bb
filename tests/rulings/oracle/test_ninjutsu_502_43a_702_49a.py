"""A real card with ninjutsu (2007 502.43a; 2026 702.49a): Ninja of the Deep Hours is put
onto the battlefield from its owner's hand tapped and attacking, unblocked, by returning
an unblocked attacker (the action's `pay: {"return": [id]}`), attacking the same player
(502.43c / 702.49c); then it deals its combat damage."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import in_main_phase, obj

R26, R07 = "2026-06-19", "2007-02-01"


def zone_of(replay, oid):
    return next(zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                if any(o["id"] == oid for o in objs))


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


OBJECTS = [obj("ninja", "Ninja of the Deep Hours", zone="hand"), obj("bears", "Grizzly Bears"),
           obj("i0", "Island"), obj("i1", "Island")]
ATTACK = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
          {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
          {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
          {"type": "declare_blockers", "player": "Bob", "blocks": []}]


def ninjutsu(pay=None):
    return {"type": "activate_ability", "player": "Alice", "object": "ninja", "ability": 0, "pay": {"return": ["bears"]} if pay is None else pay}


def test_ninja_of_the_deep_hours_is_fully_played(pool):
    assert pool["Ninja of the Deep Hours"].played


@pytest.mark.parametrize("rules,rule,same,resolving", [(R26, "702.49a", "702.49c", 1), (R07, "502.43a", "502.43c", 2)])
def test_ninjutsu_puts_the_ninja_in_attacking_and_returns_the_unblocked_attacker(lookup, rules, rule, same, resolving):
    """`resolving`: the Ninja's damage trigger, and under 2007 the combat damage on the stack first."""
    replay = run_scenario(load_scenario(in_main_phase(OBJECTS, [*ATTACK, ninjutsu(),
                                                           {"type": "pass_priority", "player": "Alice"},
                                                           {"type": "pass_priority", "player": "Bob"},
                                                           {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                                                           {"type": "assign_combat_damage", "player": "Alice",
                                                            "assignments": [{"source": "ninja", "to": "Bob", "amount": 2}]},
                                                           *[{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * resolving]],
                                                 rules),
                                        cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "bears") == "hand"
    assert zone_of(replay, "ninja") == "in_play"
    assert replay.final_state["players"][1]["life"] == 18  # the Ninja's 2 combat damage, not the Bears'
    cited = {c.rule for ev in events(replay) for c in ev.citations}
    assert {rule, same} <= cited


def test_ninjutsu_before_blockers_are_declared_is_refused(lookup):
    data = in_main_phase(OBJECTS, [*ATTACK[:2], ninjutsu()], R26)  # attackers declared: none is unblocked before blockers are
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert any("unblocked" in ev.text for ev in replay.steps[-1].events)


def test_ninjutsu_returning_nothing_is_refused_naming_the_field(lookup):
    replay = run_scenario(load_scenario(in_main_phase(OBJECTS, [*ATTACK, ninjutsu(pay={})], R26), cards=lookup))
    assert replay.steps[-1].refused and any('"return"' in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("text", ["Ninjutsu {X}{U}", "Commander ninjutsu {2}{U}"])
def test_a_near_miss_ninjutsu_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{U}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played
