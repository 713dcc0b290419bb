"""Warp (2026 702.185a) on a real card, Germinating Wurm: cast from the hand for its warp cost
(an alternative cost, `pay: {"warp": true}`), the permanent is exiled at the beginning of the
next end step (a delayed trigger created as it enters, 608.3g), and its owner may cast it
from exile after that turn, for its mana cost. Later than February 2007: refused there."""
from rulings.engine import load_scenario, run_scenario
from .conftest import obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def warped(lookup, then=(), rules=R26, forests=5):
    objects = [obj("wurm", "Germinating Wurm", zone="hand"), obj("a1", "Savannah Lions", zone="library"),
               obj("b1", "Savannah Lions", owner="Bob", zone="library")] + [obj(f"f{i}", "Forest") for i in range(forests)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wurm", "pay": {"warp": True, "mana": {"G": 2}},
                "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the Wurm, then its enters trigger
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"), *then]
    data = {"format": 1, "rules": rules, "name": "warp", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def to_alices_next_main():
    """From Alice's end step, once the Wurm is exiled, through Bob's turn to Alice's next main phase."""
    return [p("Alice"), p("Bob"), {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice"),
            {"type": "pass_until", "player": "Alice", "phase": "precombat_main"}]


def cast_wurm():
    return {"type": "play_spell", "player": "Alice", "object": "wurm"}


def test_germinating_wurm_is_fully_played(pool):
    assert pool["Germinating Wurm"].played
    assert {"kind": "keyword", "keyword": "warp", "cost": "{1}{G}"} in pool["Germinating Wurm"].definition["abilities"]


def test_the_warped_wurm_is_exiled_at_the_end_step(lookup):
    replay = warped(lookup)
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "wurm") == "removed_from_game"
    assert replay.final_state["players"][0]["life"] == 22
    paid = [ev for ev in replay.steps[1].events if "pays" in ev.text]
    assert paid and "{1}{G}" in paid[-1].text
    assert any(c.concept == "warp" and c.rule == "702.185a" for c in replay.steps[1].citations)


def test_the_warped_card_cant_be_cast_the_same_turn(lookup):
    replay = warped(lookup, [cast_wurm()])
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "warp"  # 702.185a: "after the current turn has ended"
    assert "only after the turn" in refused.events[0].text


def test_its_owner_casts_it_from_exile_on_a_later_turn_for_its_mana_cost(lookup):
    replay = warped(lookup, [*to_alices_next_main(), cast_wurm(), p("Alice"), p("Bob")], forests=7)
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "wurm") == "in_play"
    assert any("pays {4}{G}" in ev.text for ev in replay.steps[-3].events)
    assert not replay.final_state["delayed_triggers"]  # not warped this time: it stays


def test_warp_from_anywhere_but_the_hand_is_refused(lookup):
    replay = warped(lookup, [*to_alices_next_main(), {"type": "play_spell", "player": "Alice", "object": "wurm", "pay": {"warp": True}}],
                    forests=7)
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "warp"


def test_warp_is_refused_under_the_2007_rules(lookup):
    replay = warped(lookup, rules=R07)
    assert replay.steps[1].refused and replay.steps[1].citations[0].rule == "502.1"
