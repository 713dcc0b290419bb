"""Casualty N (2026 702.153a) on real cards: Light 'Em Up ("Casualty 2", 2 damage to target
creature or planeswalker) and Join the Maestros ("Casualty 2", a 4/3 Ogre Warrior token). The
caster may sacrifice a creature with power N or greater as they cast it; if they do, the
spell is copied, and the copy may have new targets. Later than February 2007: refused there."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"
PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def light_em_up(lookup, casualty, copy_targets=None, rules=R26, victim="Hill Giant"):
    objects = [obj("light", "Light 'Em Up", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), obj("victim", victim),
               obj("bears1", "Grizzly Bears", owner="Bob"), obj("bears2", "Grizzly Bears", owner="Bob")]
    play = {"type": "play_spell", "player": "Alice", "object": "light", "targets": ["bears1"]}
    if casualty:
        play["pay"] = {"casualty": casualty}
    resolve = dict(PASS[1])  # Bob's pass resolves the casualty trigger: the copy's new targets
    if copy_targets:
        resolve["copy_targets"] = {"light": copy_targets}
    actions = [play, PASS[0], resolve, *PASS, *PASS]
    data = {"format": 1, "rules": rules, "name": "casualty", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def test_the_casualty_cards_are_fully_played(pool):
    assert pool["Light 'Em Up"].played and pool["Join the Maestros"].played
    assert {"kind": "keyword", "keyword": "casualty", "count": 2} in pool["Light 'Em Up"].definition["abilities"]


def test_paying_casualty_copies_the_spell_with_a_new_target(lookup):
    replay = light_em_up(lookup, ["victim"], [["bears2"]])
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert zone_of(replay, "victim") == "graveyard"
    assert zone_of(replay, "bears1") == "graveyard" and zone_of(replay, "bears2") == "graveyard"
    assert "702.153a" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_without_casualty_there_is_no_copy(lookup):
    replay = light_em_up(lookup, None)
    assert zone_of(replay, "victim") == "in_play" and zone_of(replay, "bears2") == "in_play"
    assert zone_of(replay, "bears1") == "graveyard"


def test_a_creature_with_too_little_power_can_not_pay_casualty(lookup):
    """Casualty 2: a 1/1 can't be sacrificed for it."""
    assert light_em_up(lookup, ["victim"], victim="Fyndhorn Elves").steps[1].refused


def test_join_the_maestros_with_casualty_makes_two_ogres(lookup):
    objects = [obj("join", "Join the Maestros", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(5)), obj("victim", "Hill Giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "join", "pay": {"casualty": ["victim"]}}, *PASS, *PASS, *PASS]
    data = {"format": 1, "rules": R26, "name": "casualty", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    ogres = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if "Ogre" in o.get("name", "")]
    assert len(ogres) == 2


def test_under_2007_a_spell_with_casualty_is_refused(lookup):
    refused = light_em_up(lookup, None, rules=R07).steps[1]
    assert refused.refused and any("702.153" in ev.text for ev in refused.events)


@pytest.mark.parametrize("text", ["Casualty X", "Casualty 2. The copy isn't legendary."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"],
                             "text": text + "\nNear Miss deals 2 damage to any target."}).played
