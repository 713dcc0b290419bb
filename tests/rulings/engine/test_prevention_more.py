"""Damage that can't be prevented (the engine's unpreventable.py): 2026 615.12, the prevention
effects that would apply are applied but prevent nothing, their additional effects still happen
and a shield isn't reduced; 2007 has no such rule, the "can't" wins (103.2). And the
`cant_be_regenerated` instruction (2026 701.19c)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

R07, R26 = "2007-02-01", "2026-06-19"


def bolt(n: int, unpreventable: bool) -> dict:
    return {"name": f"Test Bolt {n}{' unpreventable' if unpreventable else ''}", "mana_cost": "{0}", "types": ["Instant"],
            "targets": ["any_target"], "effect": [{"do": "damage", "amount": n, "to": "target:0",
                                                   **({"cant_be_prevented": True} if unpreventable else {})}]}


PHANTOM = {"name": "Test Phantom", "mana_cost": "{3}", "types": ["Creature"], "power": 0, "toughness": 0,
           "abilities": [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent_remove_counter", "what": "self"}}]}
BEAR = {"name": "Test Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}
SALVE = {"name": "Test Salve", "mana_cost": "{0}", "types": ["Instant"], "targets": ["any_target"],
         "effect": [{"do": "prevent_damage", "amount": 3, "to": "target:0"}]}
JACKAL = {"name": "Test Jackal", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "cant_be_regenerated", "what": "target:0"}]}


def scenario(objects, actions, rules=R26) -> dict:
    return {"format": 1, "rules": rules, "name": "prevention", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def run(objects, spells, rules):
    """Alice casts each (spell id, target) in turn, each resolving before the next."""
    actions = []
    for sid, target in spells:
        actions += [{"type": "play_spell", "player": "Alice", "object": sid, "targets": [target]},
                    {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules)))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


def the(replay, oid):
    return next(o for zones in replay.final_state["zones"].values() for objs in zones.values() for o in objs if o["id"] == oid)


def cited(replay):
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def hand(oid, card):
    return {"id": oid, "card": card, "owner": "Alice", "zone": "hand"}


@pytest.mark.parametrize("rules, counters, rule", [(R26, 2, "615.12"), (R07, 3, "103.2")])
def test_a_phantoms_counter_is_removed_by_unpreventable_damage_only_under_2026(rules, counters, rule):
    objects = [{"id": "ph", "card": PHANTOM, "owner": "Bob", "zone": "in_play", "counters": {"+1/+1": 3}}, hand("b", bolt(1, True))]
    replay = run(objects, [("b", "ph")], rules)
    assert (the(replay, "ph")["damage"], the(replay, "ph")["counters"]) == (1, {"+1/+1": counters})
    assert rule in cited(replay)


def test_a_shield_counter_is_removed_by_unpreventable_damage_and_the_damage_is_dealt():
    objects = [{"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play", "counters": {"shield": 1}}, hand("b", bolt(1, True))]
    replay = run(objects, [("b", "bear")], R26)
    assert (the(replay, "bear")["damage"], the(replay, "bear")["counters"]) == (1, {})


@pytest.mark.parametrize("rules", [R07, R26])
def test_a_prevention_shield_is_not_used_up_by_damage_that_cant_be_prevented(rules):
    objects = [{"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play"}, hand("s", SALVE), hand("u", bolt(1, True)),
               hand("b", bolt(3, False))]
    replay = run(objects, [("s", "bear"), ("u", "bear"), ("b", "bear")], rules)
    assert the(replay, "bear")["damage"] == 1  # the 3 of the second bolt are all prevented
    assert the(replay, "bear")["zone"] == "in_play"


def test_cant_be_regenerated_keeps_a_shield_made_earlier_from_applying():
    regen = {"name": "Test Regrowth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
             "effect": [{"do": "regenerate", "what": "target:0"}]}
    objects = [{"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play"}, hand("r", regen), hand("j", JACKAL), hand("b", bolt(3, False))]
    replay = run(objects, [("r", "bear"), ("j", "bear"), ("b", "bear")], R26)
    assert the(replay, "bear")["zone"] == "graveyard"
    assert "701.19a" in cited(replay)


def test_the_loader_names_a_cant_be_prevented_that_isnt_true_or_false():
    card = bolt(1, False)
    card["effect"][0]["cant_be_prevented"] = "yes"
    with pytest.raises(ScenarioError, match="cant_be_prevented"):
        load_scenario(scenario([hand("b", card)], []))


KOR = {"name": "Test Kor", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 4, "abilities": [
    {"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["creature_you_control"],
     "effect": [{"do": "redirect_damage", "what": "self", "to": "target:0", "amount": 2}]}]}


@pytest.mark.parametrize("rules", [R07, R26])
def test_a_redirection_of_an_amount_sends_that_much_and_leaves_the_rest(rules):
    objects = [{"id": "kor", "card": KOR, "owner": "Alice", "zone": "in_play"}, {"id": "bear", "card": BEAR, "owner": "Alice", "zone": "in_play"},
               hand("b", bolt(3, False))]
    data = scenario(objects, rules=rules, actions=[{"type": "activate_ability", "player": "Alice", "object": "kor", "ability": 0, "targets": ["bear"]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "play_spell", "player": "Alice", "object": "b", "targets": ["kor"]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    replay = run_scenario(load_scenario(data))
    assert (the(replay, "kor")["damage"], the(replay, "bear")["zone"]) == (1, "graveyard")
    assert ("419.6c" if rules == R07 else "614.9") in cited(replay)


def test_the_loader_names_a_redirected_amount_out_of_bounds():
    card = {**KOR, "abilities": [{**KOR["abilities"][0], "effect": [{"do": "redirect_damage", "what": "self", "to": "target:0", "amount": 0}]}]}
    with pytest.raises(ScenarioError, match="amount"):
        load_scenario(scenario([{"id": "kor", "card": card, "owner": "Alice", "zone": "in_play"}], []))


PINGER = {"name": "Test Pinger", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "targets": ["any_target"], "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]}]}
HOLD = {"name": "Test Hold", "mana_cost": "{0}", "types": ["Instant"],
        "effect": [{"do": "prevent_all_damage_described", "dealt_by": "creatures_your_opponents_control"}]}


@pytest.mark.parametrize("rules", [R07, R26])
def test_damage_by_creatures_your_opponents_control_is_prevented_and_yours_is_not(rules):
    objects = [hand("hold", HOLD), {"id": "mine", "card": PINGER, "owner": "Alice", "zone": "in_play"},
               {"id": "theirs", "card": PINGER, "owner": "Bob", "zone": "in_play"}]
    data = scenario(objects, rules=rules, actions=[{"type": "play_spell", "player": "Alice", "object": "hold"},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "activate_ability", "player": "Alice", "object": "mine", "ability": 0, "targets": ["Bob"]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "pass_priority", "player": "Alice"},
                        {"type": "activate_ability", "player": "Bob", "object": "theirs", "ability": 0, "targets": ["Alice"]},
                        {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}])
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 19]
    assert ("419.7a" if rules == R07 else "615.1a") in cited(replay)


def test_the_loader_wants_what_a_described_prevention_is_dealt_to_or_by():
    card = {**HOLD, "effect": [{"do": "prevent_all_damage_described", "combat": True}]}
    with pytest.raises(ScenarioError, match="dealt_to"):
        load_scenario(scenario([hand("h", card)], []))


LEYLINE = {"name": "Test Leyline", "mana_cost": "{0}", "types": ["Enchantment"],
           "abilities": [{"kind": "keyword", "keyword": "damage_cant_be_prevented"}]}


@pytest.mark.parametrize("rules, rule", [(R07, "103.2"), (R26, "615.12")])
def test_a_permanent_saying_damage_cant_be_prevented_stops_every_prevention_while_in_play(rules, rule):
    objects = [{"id": "ley", "card": LEYLINE, "owner": "Bob", "zone": "in_play"}, {"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play"},
               hand("s", SALVE), hand("b", bolt(2, False))]
    replay = run(objects, [("s", "bear"), ("b", "bear")], rules)
    assert the(replay, "bear")["zone"] == "graveyard"
    assert rule in cited(replay)
