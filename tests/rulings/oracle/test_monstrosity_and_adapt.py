"""Monstrosity (2026 701.37) and adapt (701.46) on real cards: Arbor Colossus, Skitter Eel."""

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, log, obj

R26 = "2026-06-19"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "real cards", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": objects, "actions": actions}


def activate(oid, lands, ability, **more):
    return [{"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability,
             "mana_abilities": [{"object": land} for land in lands]},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", **more}]


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def found(replay, oid):
    for p in replay.final_state["zones"].values():
        for zone in p.values():
            for o in zone:
                if o["id"] == oid:
                    return o
    return None


def run(lookup, objects, actions, rules=R26):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


FORESTS = [f"f{i}" for i in range(6)]


def colossus_board():
    return [obj("colossus", "Arbor Colossus"), obj("angel", "Serra Angel", "Bob"), *(obj(f, "Forest") for f in FORESTS)]


def test_arbor_colossus_becomes_monstrous_and_its_trigger_destroys_a_flyer(lookup, pool):
    assert pool["Arbor Colossus"].played
    replay = run(lookup, colossus_board(), activate("colossus", FORESTS, 1, trigger_targets={"colossus": ["angel"]}) + passes())
    colossus = found(replay, "colossus")
    assert colossus["counters"] == {"+1/+1": 3} and colossus["monstrous"] is True and colossus["power"] == 9
    assert found(replay, "angel")["zone"] == "graveyard"
    assert {"701.37a", "701.37b"} <= cited(replay)


def test_a_monstrous_creature_gets_no_more_counters_from_monstrosity(lookup):
    more = [f"g{i}" for i in range(6)]
    objects = colossus_board() + [obj(g, "Forest") for g in more]
    actions = activate("colossus", FORESTS, 1, trigger_targets={"colossus": ["angel"]}) + passes() + activate("colossus", more, 1)
    replay = run(lookup, objects, actions)
    assert found(replay, "colossus")["counters"] == {"+1/+1": 3}
    assert "already monstrous: monstrosity 3 does nothing" in log(replay)


def test_arbor_colossus_under_2007_follows_its_words_and_says_the_rule_is_later(lookup):
    replay = run(lookup, colossus_board(), activate("colossus", FORESTS, 1, trigger_targets={"colossus": ["angel"]}) + passes(),
                 rules="2007-02-01")
    assert found(replay, "colossus")["counters"] == {"+1/+1": 3}
    assert "Monstrosity (a rule later than February 2007" in log(replay) and "701.37a" not in cited(replay)


def eel_board():
    return [obj("eel", "Skitter Eel"), *(obj(f"i{i}", "Island") for i in range(6))]


def test_skitter_eel_adapts_once_then_not_while_it_has_counters(lookup, pool):
    assert pool["Skitter Eel"].played
    replay = run(lookup, eel_board(), activate("eel", ["i0", "i1", "i2"], 0) + activate("eel", ["i3", "i4", "i5"], 0))
    assert found(replay, "eel")["counters"] == {"+1/+1": 2}
    assert "has +1/+1 counters on it: adapt 2 does nothing" in log(replay) and "701.46a" in cited(replay)


def test_monstrosity_x_and_a_trigger_reading_x_stay_text_only():
    base = {"name": "Test Hydra", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1"}
    for text in ("{X}{G}: Monstrosity X.", "When this creature becomes monstrous, it deals X damage to any target.",
                 "{2}{G}: Adapt X."):
        assert not compile_card({**base, "text": text}).played, text


def test_fleecemane_lion_has_hexproof_and_indestructible_only_once_monstrous(lookup, pool):
    assert pool["Fleecemane Lion"].played
    lands = ["p0", "p1", "p2", "g0", "g1"]
    objects = [obj("lion", "Fleecemane Lion"), *(obj(p, "Plains") for p in lands[:3]), *(obj(g, "Forest") for g in lands[3:])]
    before = run(lookup, objects, passes()[:1])
    assert not {"hexproof", "indestructible"} & set(found(before, "lion")["keywords"])
    after = run(lookup, objects, activate("lion", lands, 0))
    lion = found(after, "lion")
    assert lion["monstrous"] is True and lion["counters"] == {"+1/+1": 1}
    assert {"Hexproof", "Indestructible"} <= {k.capitalize() for k in lion["keywords"]}, lion["keywords"]
