"""Real cards with a casting restriction of their own (2026 601.3; 2007 408.1a): Panic ("Cast this
spell only during combat before blockers are declared"), Eightfold Maze ("... during the declare
attackers step and only if you've been attacked this step"); and spells whose last instruction
exiles them (2026 608.2n; 2007 413.2h): Flood of Recollection, Rise of the Eldrazi."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"
RESTRICTION = {R26: "601.3", R07: "408.1a"}
EXILED = {R26: "608.2n", R07: "413.2h"}


def play(lookup, objects, actions, rules=R26, active="Alice", phase="precombat_main", step=None):
    turn = {"number": 3, "active_player": active, "phase": phase, **({"step": step} if step else {})}
    data = {"format": 1, "rules": rules, "name": "cast only", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def rules_cited(steps) -> set:
    return {c.rule for st in steps for ev in st.events for c in ev.citations}


def zone_of(replay, oid):
    for zones in replay.final_state["zones"].values():
        for zone, objs in zones.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


def test_the_cards_are_fully_played(pool):
    for name in ("Panic", "Eightfold Maze", "Flood of Recollection", "Rise of the Eldrazi"):
        assert pool[name].played, name
    assert {"kind": "keyword", "keyword": "cast_only", "what": "combat_before_blockers"} in pool["Panic"].definition["abilities"]
    assert {"kind": "keyword", "keyword": "cast_only", "what": "declare_attackers_attacked"} in pool["Eightfold Maze"].definition["abilities"]
    assert pool["Rise of the Eldrazi"].definition["effect"][-1] == {"do": "exile_this_spell"}


PANIC = [obj("panic", "Panic", zone="hand"), obj("m", "Mountain"), obj("bear", "Grizzly Bears", owner="Bob")]


@pytest.mark.parametrize("rules", [R26, R07])
def test_panic_is_refused_in_the_main_phase(lookup, rules):
    replay = play(lookup, PANIC, [{"type": "play_spell", "player": "Alice", "object": "panic", "targets": ["bear"]}], rules)
    assert replay.steps[-1].refused
    assert RESTRICTION[rules] in rules_cited(replay.steps[-1:])
    assert zone_of(replay, "panic") == "hand"


@pytest.mark.parametrize("rules", [R26, R07])
def test_panic_is_cast_during_combat_before_blockers(lookup, rules):
    replay = play(lookup, PANIC, [{"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"},
                                  {"type": "play_spell", "player": "Alice", "object": "panic", "targets": ["bear"]},
                                  {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert RESTRICTION[rules] in rules_cited(replay.steps)
    assert zone_of(replay, "panic") == "graveyard"


def test_panic_is_refused_once_blockers_are_declared(lookup):
    replay = play(lookup, PANIC, [{"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                                  {"type": "play_spell", "player": "Alice", "object": "panic", "targets": ["bear"]}])
    assert replay.steps[-1].refused


def maze(rules, attacker_owner="Bob"):
    return [obj("maze", "Eightfold Maze", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"), obj("p3", "Plains"),
            obj("bear", "Grizzly Bears", owner=attacker_owner)]


@pytest.mark.parametrize("rules", [R26, R07])
def test_eightfold_maze_destroys_a_creature_attacking_its_caster(lookup, rules):
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": ["bear"]},
               {"type": "pass_priority", "player": "Bob"},
               {"type": "play_spell", "player": "Alice", "object": "maze", "targets": ["bear"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(lookup, maze(rules), actions, rules, active="Bob")
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "bear") == "graveyard"
    assert RESTRICTION[rules] in rules_cited(replay.steps)


def test_eightfold_maze_is_refused_when_its_caster_was_not_attacked(lookup):
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": []},
               {"type": "pass_priority", "player": "Bob"},
               {"type": "play_spell", "player": "Alice", "object": "maze", "targets": ["bear"]}]
    replay = play(lookup, maze(R26), actions, active="Bob")
    assert replay.steps[-1].refused
    assert "attacked" in " ".join(e.text for e in replay.steps[-1].events)


def test_eightfold_maze_is_refused_on_its_casters_own_attack(lookup):
    objects = [*maze(R26, attacker_owner="Alice")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bear"]},
               {"type": "play_spell", "player": "Alice", "object": "maze", "targets": ["bear"]}]
    replay = play(lookup, objects, actions)
    assert replay.steps[-1].refused
    assert "no creature has attacked Alice" in " ".join(e.text for e in replay.steps[-1].events)


@pytest.mark.parametrize("rules", [R26, R07])
def test_flood_of_recollection_exiles_itself_instead_of_going_to_the_graveyard(lookup, rules):
    objects = [obj("flood", "Flood of Recollection", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("old", "Panic", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "flood", "targets": ["old"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = play(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "old") == "hand"
    assert zone_of(replay, "flood") == "removed_from_game"
    assert EXILED[rules] in rules_cited(replay.steps)


def test_near_misses_stay_text_only():
    def played(text, types=("Instant",)):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{U}", "types": list(types), "text": text}).played
    assert not played("Cast this spell only if you've cast another green spell this turn.\nDraw a card.")
    assert not played("Cast this spell only during combat on your turn.\nDraw a card.")
    assert played("Draw a card. Exile Near Miss with three time counters on it.")  # time counters: rulings/oracle/time_counters.py
    assert played("Draw a card. Exile Near Miss.")


def angel(lookup, shock_first, rules=R26):
    objects = [obj("angel", "Illusory Angel", zone="hand"), obj("shock", "Shock", zone="hand"),
               *(obj(f"i{i}", "Island") for i in range(3)), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"],
                "mana_abilities": [{"object": "m"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}] if shock_first else []
    actions += [{"type": "play_spell", "player": "Alice", "object": "angel", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
                {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return play(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", [R26, R07])
def test_illusory_angel_is_cast_only_after_another_spell_this_turn(lookup, rules):
    assert pool_played(lookup, "Illusory Angel")
    refused = angel(lookup, False, rules)
    assert [st.refused for st in refused.steps if st.action and st.action.get("object") == "angel"] == [True]
    assert f"only if you've {'cast' if rules == R26 else 'played'} another spell this turn" in " ".join(
        e.text for st in refused.steps for e in st.events)
    after_shock = angel(lookup, True, rules)
    assert not any(st.refused for st in after_shock.steps)
    assert zone_of(after_shock, "angel") == "in_play"
    assert RESTRICTION[rules] in rules_cited(after_shock.steps)


def pool_played(lookup, name):
    definition = lookup(name)
    return definition is not None and {"kind": "keyword", "keyword": "cast_only", "what": "another_spell_this_turn"} in definition["abilities"]
