"""Real cards whose ability says "sacrifice a creature": its controller chooses one they control as
it resolves (2007 413.2c; 2026 608.2d): Kjeldoran Dead ("When this creature enters, sacrifice a
creature.") and Devouring Strossus ("At the beginning of your upkeep, sacrifice a creature.")."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

R26, R07 = "2026-06-19", "2007-02-01"
CHOICE = {R26: "608.2d", R07: "413.2c"}
PASSES = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def run(lookup, objects, actions, rules=R26, phase="precombat_main", step=None):
    turn = {"number": 3, "active_player": "Alice", "phase": phase, **({"step": step} if step else {})}
    data = {"format": 1, "rules": rules, "name": "sacrifice a creature", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    return replay


def zone_of(replay, oid):
    for zones in replay.final_state["zones"].values():
        for zone, objs in zones.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


def kjeldoran(lookup, choice=None, rules=R26):
    objects = [{"id": "dead", "card": "Kjeldoran Dead", "owner": "Alice", "zone": "hand"},
               {"id": "sw", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "bear", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
               {"id": "his", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    trigger = [PASSES[0], {**PASSES[1], **({"choices": {"dead": {"sacrifice": [choice]}}} if choice else {})}]  # given as it resolves
    return run(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "dead"}, *PASSES, *trigger], rules)


def test_the_cards_are_fully_played(pool):
    assert pool["Kjeldoran Dead"].played and pool["Devouring Strossus"].played


@pytest.mark.parametrize("rules", [R26, R07])
def test_kjeldoran_dead_sacrifices_the_creature_its_controller_chooses(lookup, rules):
    replay = kjeldoran(lookup, "bear", rules)
    assert zone_of(replay, "bear") == "graveyard" and zone_of(replay, "dead") == "in_play"
    assert zone_of(replay, "his") == "in_play"
    assert CHOICE[rules] in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_kjeldoran_dead_may_sacrifice_itself_and_without_a_choice_the_last_creature_goes(lookup):
    replay = kjeldoran(lookup)
    assert zone_of(replay, "dead") == "graveyard" and zone_of(replay, "bear") == "in_play"
    assert "no choice was given: the creature they control that entered the battlefield last" in " ".join(
        e.text for st in replay.steps for e in st.events)


def test_a_creature_of_another_player_cant_be_chosen(lookup):
    objects = [{"id": "dead", "card": "Kjeldoran Dead", "owner": "Alice", "zone": "hand"},
               {"id": "sw", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "his", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    data = {"format": 1, "rules": R26, "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "dead"}, *PASSES,
                        PASSES[0], {**PASSES[1], "choices": {"dead": {"sacrifice": ["his"]}}}]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert any(st.refused for st in replay.steps)
    assert zone_of(replay, "his") == "in_play"


@pytest.mark.parametrize("rules", [R26, R07])
def test_devouring_strossus_sacrifices_a_creature_each_upkeep(lookup, rules):
    objects = [{"id": "str", "card": "Devouring Strossus", "owner": "Alice", "zone": "in_play"},
               {"id": "bear", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"}]
    actions = [PASSES[0], {**PASSES[1], "choices": {"str": {"sacrifice": ["bear"]}}}]
    replay = run(lookup, objects, actions, rules, phase="beginning", step="upkeep")
    assert zone_of(replay, "bear") == "graveyard" and zone_of(replay, "str") == "in_play"


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "3", "toughness": "3",
                             "text": text}).played
    # "a creature other than this creature": sacrifice_choices.py's (its tests)
    assert not played("When this creature enters, sacrifice a creature or discard a card.")
    assert not played("When this creature enters, each player sacrifices a creature of their choice and a land.")
