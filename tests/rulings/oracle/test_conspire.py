"""Conspire (2026 702.78a) on a real card, Burn Trail ("deals 3 damage to any target.
Conspire"): tapping two untapped creatures the caster controls that share a color with it
copies it, and the copy may have a new target. Later than February 2007: refused there."""

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"
PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def burn_trail(lookup, conspire, second="Goblin Raider", rules=R26):
    objects = [obj("burn", "Burn Trail", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               obj("g1", "Goblin Raider"), obj("g2", second)]
    play = {"type": "play_spell", "player": "Alice", "object": "burn", "targets": ["Bob"],
            "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}
    if conspire:
        play["pay"] = {"conspire": conspire}
    actions = [play, *PASS, *PASS, *PASS]
    data = {"format": 1, "rules": rules, "name": "conspire", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def life(replay, name):
    return next(p["life"] for p in replay.final_state["players"] if p["name"] == name)


def test_burn_trail_is_fully_played(pool):
    assert pool["Burn Trail"].played
    assert {"kind": "keyword", "keyword": "conspire"} in pool["Burn Trail"].definition["abilities"]


def test_tapping_two_red_creatures_copies_it(lookup):
    replay = burn_trail(lookup, ["g1", "g2"])
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert life(replay, "Bob") == 14
    assert "702.78a" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_without_conspire_one_burn(lookup):
    assert life(burn_trail(lookup, None), "Bob") == 17


def test_a_creature_that_shares_no_color_can_not_pay_conspire(lookup):
    assert burn_trail(lookup, ["g1", "g2"], second="Grizzly Bears").steps[1].refused


def test_under_2007_a_spell_with_conspire_is_refused(lookup):
    refused = burn_trail(lookup, None, rules=R07).steps[1]
    assert refused.refused and any("702.78" in ev.text for ev in refused.events)


def test_near_miss_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{3}{R}", "types": ["Sorcery"],
                             "text": "Near Miss deals 3 damage to any target.\nConspire 2"}).played
