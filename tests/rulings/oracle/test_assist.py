"""Assist (2026 702.132a) on a real card, Magma Hellion ({6}{R}, "Assist", trample, haste):
another player pays part of the generic mana of its total cost with their own mana; the
caster pays the rest. Later than February 2007: under those rules the spell is refused."""
from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def cast(lookup, assist, alice_lands=3, bob_lands=4, rules=R26):
    objects = [obj("hellion", "Magma Hellion", zone="hand"), *(obj(f"a{i}", "Mountain") for i in range(alice_lands)),
               *(obj(f"b{i}", "Island", owner="Bob") for i in range(bob_lands))]
    play = {"type": "play_spell", "player": "Alice", "object": "hellion"}
    if assist is not None:
        play["pay"] = {"assist": assist}
    actions = [play, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": rules, "name": "assist", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def tapped(replay):
    return sorted(o["id"] for zones in replay.final_state["zones"].values() for o in zones["in_play"] if o.get("tapped"))


def test_magma_hellion_is_fully_played(pool):
    assert pool["Magma Hellion"].played
    assert {"kind": "keyword", "keyword": "assist"} in pool["Magma Hellion"].definition["abilities"]


def test_another_player_pays_part_of_the_generic_mana(lookup):
    replay = cast(lookup, {"player": "Bob", "amount": 4})
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert any(o["id"] == "hellion" for o in replay.final_state["zones"]["Alice"]["in_play"])
    assert tapped(replay) == ["a0", "a1", "a2", "b0", "b1", "b2", "b3"]
    assert "702.132a" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_without_assist_the_caster_must_pay_it_all(lookup):
    assert cast(lookup, None).steps[1].refused


def test_the_assisting_player_may_not_pay_colored_mana(lookup):
    """{6}{R}: Bob may pay at most the six generic."""
    assert cast(lookup, {"player": "Bob", "amount": 7}, alice_lands=0, bob_lands=7).steps[1].refused


def test_under_2007_a_spell_with_assist_is_refused(lookup):
    refused = cast(lookup, {"player": "Bob", "amount": 4}, rules=R07).steps[1]
    assert refused.refused and any("702.132" in ev.text for ev in refused.events)


def test_near_miss_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{4}{R}", "types": ["Creature"], "power": "3", "toughness": "3",
                             "text": "Assist 2"}).played
