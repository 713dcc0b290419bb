"""Explore (2026 701.44a) on real cards: Merfolk Branchwalker ("When this creature enters, it
explores."), Jadelight Ranger ("it explores, then it explores again") and the Map token of
Spyglass Siren (111.10s: "{1}, {T}, Sacrifice this token: Target creature you control
explores. Activate only as a sorcery."). A land revealed goes into the hand; otherwise a
+1/+1 counter goes on the explorer and the card may go into the graveyard. Later than
February 2007: a card that explores is refused as it is cast under those rules."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import counters, obj

R26, R07 = "2026-06-19", "2007-02-01"
PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def cast_and_explore(lookup, card, library, choices=None, rules=R26, lands=2, extra=(), more=()):
    """Alice casts `card`; it resolves, its enters trigger resolves with `choices` for it."""
    objects = [obj("explorer", card, zone="hand"), *(obj(f"f{i}", "Forest") for i in range(lands)),
               *(obj(oid, name, zone="library") for oid, name in library), *extra]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"explorer": choices}
    actions = [{"type": "play_spell", "player": "Alice", "object": "explorer"}, *PASS,
               {"type": "pass_priority", "player": "Alice"}, resolve, *more]
    data = {"format": 1, "rules": rules, "name": "explore", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def cited(replay, text):
    return [c.rule for st in replay.steps for ev in st.events if text in ev.text for c in ev.citations]


def test_the_explore_cards_are_fully_played(pool):
    assert pool["Merfolk Branchwalker"].played and pool["Jadelight Ranger"].played and pool["Spyglass Siren"].played
    assert pool["Merfolk Branchwalker"].definition["abilities"][0]["effect"] == [{"do": "explore", "what": "self"}]
    assert pool["Jadelight Ranger"].definition["abilities"][0]["effect"] == [{"do": "explore", "what": "self"}] * 2


def test_a_revealed_land_goes_into_the_hand_and_no_counter_is_put(lookup):
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [("land", "Forest"), ("bears", "Grizzly Bears")])
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "land") == "hand" and zone_of(replay, "bears") == "library"
    assert counters(replay, "explorer").get("+1/+1", 0) == 0
    assert "701.44a" in cited(replay, "explores")


def test_a_revealed_nonland_card_puts_a_counter_and_may_go_into_the_graveyard(lookup):
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [("bears", "Grizzly Bears")], {"cards": ["bears"]})
    assert zone_of(replay, "bears") == "graveyard"
    assert counters(replay, "explorer")["+1/+1"] == 1


def test_without_a_choice_the_revealed_nonland_card_stays_on_top(lookup):
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [("bears", "Grizzly Bears"), ("lions", "Savannah Lions")])
    assert zone_of(replay, "bears") == "library" and counters(replay, "explorer")["+1/+1"] == 1
    assert any("no choice was given" in ev.text for st in replay.steps for ev in st.events)


def test_jadelight_ranger_explores_twice_one_after_the_other(lookup):
    replay = cast_and_explore(lookup, "Jadelight Ranger", [("bears", "Grizzly Bears"), ("land", "Forest")],
                              {"cards": ["bears"]}, lands=3)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "land") == "hand"
    assert counters(replay, "explorer")["+1/+1"] == 1


def test_with_an_empty_library_the_creature_still_explores_and_gets_a_counter(lookup):
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [])
    assert counters(replay, "explorer")["+1/+1"] == 1
    assert "701.44b" in cited(replay, "explores")


def test_a_map_token_s_ability_makes_target_creature_you_control_explore(lookup):
    objects = [obj("siren", "Spyglass Siren", zone="hand"), obj("i0", "Island"), obj("i1", "Island"),
               obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "siren"}, *PASS, *PASS,
               {"type": "activate_ability", "player": "Alice", "object": "map", "ability": 0, "targets": ["lions"]}, *PASS]
    data = {"format": 1, "rules": R26, "name": "map", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps]
    assert counters(replay, "lions")["+1/+1"] == 1 and zone_of(replay, "map") is None
    assert "111.10s" in cited(replay, "Map")


def test_under_2007_casting_a_card_that_explores_is_refused(lookup):
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [("bears", "Grizzly Bears")], rules=R07)
    refused = replay.steps[1]
    assert refused.refused and refused.citations[0].rule == "502.1"
    assert any("701.44" in ev.text for ev in refused.events)


@pytest.mark.parametrize("text", [
    "When this creature enters, it explores X times.",
    "When this creature enters, target creature explores.",
    "Return target creature card from your graveyard to the battlefield. That creature explores.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Creature"], "power": "1",
                             "toughness": "1", "text": text}).played


def test_wildgrowth_walker_triggers_whenever_a_creature_you_control_explores(lookup, pool):
    """Wildgrowth Walker: whenever a creature you control explores, a +1/+1 counter on it and 3 life."""
    assert pool["Wildgrowth Walker"].played
    replay = cast_and_explore(lookup, "Merfolk Branchwalker", [("bears", "Grizzly Bears")],
                              extra=[obj("walker", "Wildgrowth Walker")], more=PASS)
    assert not any(st.refused for st in replay.steps)
    assert counters(replay, "walker")["+1/+1"] == 1
    assert next(p["life"] for p in replay.final_state["players"] if p["name"] == "Alice") == 23


def test_a_creature_that_left_before_exploring_still_explored_for_wildgrowth_walker(lookup):
    """701.44c: Merfolk Branchwalker, Shocked in response to its explore trigger, still explores
    (no counter on it, by its last known information Alice's creature), so Wildgrowth Walker
    triggers: a +1/+1 counter on it and 3 life."""
    objects = [obj("explorer", "Merfolk Branchwalker", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("bears", "Grizzly Bears", zone="library"), obj("walker", "Wildgrowth Walker"),
               obj("shock", "Shock", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "explorer"}, *PASS,
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["explorer"]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               *PASS, *PASS]
    data = {"format": 1, "rules": R26, "name": "explore", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert zone_of(replay, "explorer") == "graveyard"
    assert counters(replay, "walker")["+1/+1"] == 1
    assert next(p["life"] for p in replay.final_state["players"] if p["name"] == "Alice") == 23
