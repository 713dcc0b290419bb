"""Foretell (2026 702.143) on a real card, Demon Bolt: the foretell special action (116.2h,
702.143a-b: `{"type": "foretell"}`, {2} from the mana pool, during its owner's turn) exiles the
card; after that turn it is cast from exile for its foretell cost {R} rather than its mana cost,
at an instant's timing. Later than February 2007: refused there."""
from rulings.engine import load_scenario, run_scenario
from .conftest import obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def foretold(lookup, then=(), rules=R26):
    objects = [obj("bolt", "Demon Bolt", zone="hand"), obj("lions", "Savannah Lions", owner="Bob"),
               obj("b1", "Savannah Lions", owner="Bob", zone="library")] + [obj(f"m{i}", "Mountain") for i in range(3)]
    mana = [{"type": "activate_ability", "player": "Alice", "object": f"m{i}"} for i in range(2)]  # {2}, from the pool
    actions = [*mana, {"type": "foretell", "player": "Alice", "object": "bolt"}, *then]
    data = {"format": 1, "rules": rules, "name": "foretell", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def cast_bolt():
    return {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["lions"]}


def test_demon_bolt_is_fully_played(pool):
    assert pool["Demon Bolt"].played
    assert {"kind": "keyword", "keyword": "foretell", "cost": "{R}"} in pool["Demon Bolt"].definition["abilities"]


def test_foretelling_pays_two_and_exiles_the_card(lookup):
    replay = foretold(lookup)
    step = replay.steps[-1]
    assert not step.refused and zone_of(replay, "bolt") == "removed_from_game"
    assert {(c.concept, c.rule) for c in step.citations} >= {("foretell_special_action", "116.2h"), ("foretell", "702.143a")}


def test_a_foretold_card_cant_be_cast_the_same_turn(lookup):
    refused = foretold(lookup, [cast_bolt()]).steps[-1]
    assert refused.refused and "only after the turn" in refused.events[0].text


def test_a_foretold_card_is_cast_on_a_later_turn_for_its_foretell_cost(lookup):
    """On Bob's turn: an instant's timing; Alice's third Mountain pays {R}."""
    then = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"), p("Bob"), cast_bolt(),
            p("Alice"), p("Bob")]
    replay = foretold(lookup, then)
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "lions") == "graveyard" and zone_of(replay, "bolt") == "graveyard"
    cast = replay.steps[-3]
    assert any(c.concept == "foretell" and c.rule == "702.143a" for c in cast.citations)
    assert any("pays {R}" in ev.text for ev in cast.events)


def test_foretell_on_another_players_turn_is_refused(lookup):
    objects = [obj("bolt", "Demon Bolt", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain")]
    data = {"format": 1, "rules": R26, "name": "foretell", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects,
            "actions": [p("Bob"), {"type": "foretell", "player": "Alice", "object": "bolt"}]}
    refused = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert refused.refused and refused.citations[0].concept == "foretell_special_action"


def test_foretell_is_refused_under_the_2007_rules(lookup):
    refused = foretold(lookup, rules=R07).steps[-1]
    assert refused.refused and refused.citations[0].rule == "502.1"
