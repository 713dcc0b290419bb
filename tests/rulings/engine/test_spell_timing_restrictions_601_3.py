"""A card's own casting restriction ("Cast this spell only during combat", 2026 601.3; 2007
408.1a; rulings/engine/casting_restrictions.py): checked as the spell is announced, at each time
it names, for the active player and for the other one; the loader names a bad `what`."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

R26, R07 = "2026-06-19", "2007-02-01"


def card(what):
    return {"name": "Restricted", "types": ["Instant"], "mana_cost": "{0}", "effect": [{"do": "draw", "amount": 1}],
            "abilities": [{"kind": "keyword", "keyword": "cast_only", "what": what}]}


def cast_at(what, phase, step, caster="Alice", active="Alice", rules=R26):
    defs = {"Restricted": card(what)}
    objects = [{"id": "r", "card": "Restricted", "owner": caster, "zone": "hand"},
               {"id": "top", "card": "Grizzly Bears", "owner": caster, "zone": "library"}]
    if step in ("declare_blockers", "combat_damage", "end_of_combat"):  # a creature attacking, so the combat steps aren't skipped (508.8)
        objects.append({"id": "att", "card": "Grizzly Bears", "owner": active, "zone": "in_play", "attacking": True})
    actions = [] if caster == active else [{"type": "pass_priority", "player": active}]
    actions.append({"type": "play_spell", "player": caster, "object": "r"})
    turn = {"number": 3, "active_player": active, "phase": phase, **({"step": step} if step else {})}
    data = {"format": 1, "rules": rules, "name": "timing", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=defs.get))


CASES = [  # what, phase, step, caster is active, may cast
    ("combat", "combat", "end_of_combat", True, True),
    ("combat", "postcombat_main", None, True, False),
    ("combat_before_blockers", "combat", "beginning_of_combat", True, True),
    ("combat_before_blockers", "combat", "combat_damage", True, False),
    ("combat_after_blockers", "combat", "combat_damage", True, True),
    ("combat_after_blockers", "combat", "beginning_of_combat", True, False),
    ("before_combat_or_before_blockers", "beginning", "upkeep", True, True),
    ("before_combat_or_before_blockers", "combat", "declare_blockers", True, False),
    ("before_combat_damage", "combat", "declare_blockers", True, True),
    ("before_combat_damage", "combat", "combat_damage", True, False),
    ("your_declare_attackers", "combat", "declare_attackers", True, True),
    ("your_declare_attackers", "combat", "declare_attackers", False, False),
    ("declare_blockers_opponent_turn", "combat", "declare_blockers", False, True),
    ("declare_blockers_opponent_turn", "combat", "declare_blockers", True, False),
    ("combat_opponent_turn", "combat", "beginning_of_combat", False, True),
    ("combat_opponent_turn", "combat", "beginning_of_combat", True, False),
    ("opponent_turn_before_attackers", "beginning", "upkeep", False, True),
    ("opponent_turn_before_attackers", "combat", "declare_attackers", False, False),
    ("after_combat", "end", "end_of_turn", True, True),
    ("after_combat", "precombat_main", None, True, False),
    ("your_end_step", "end", "end_of_turn", True, True),
    ("your_end_step", "end", "end_of_turn", False, False),
    ("opponent_upkeep", "beginning", "upkeep", False, True),
    ("opponent_upkeep", "beginning", "upkeep", True, False),
]


@pytest.mark.parametrize("what, phase, step, own_turn, allowed", CASES)
def test_a_spell_is_cast_only_at_the_time_its_text_names(what, phase, step, own_turn, allowed):
    replay = cast_at(what, phase, step, active="Alice" if own_turn else "Bob")
    assert replay.steps[-1].refused != allowed, [e.text for e in replay.steps[-1].events]
    assert "601.3" in {c.rule for ev in replay.steps[-1].events for c in ev.citations}


def test_the_2007_rules_cite_408_1a_and_say_play():
    replay = cast_at("combat", "precombat_main", None, rules=R07)
    assert replay.steps[-1].refused
    text = " ".join(e.text for e in replay.steps[-1].events)
    assert "can be played only during combat" in text
    assert "408.1a" in {c.rule for ev in replay.steps[-1].events for c in ev.citations}


def test_the_end_step_is_named_in_each_editions_words():
    refused = {rules: " ".join(e.text for e in cast_at("your_end_step", "precombat_main", None, rules=rules).steps[-1].events)
               for rules in (R26, R07)}
    assert "only during your end step" in refused[R26]
    assert "only during your end of turn step" in refused[R07]


def test_the_loader_names_a_time_it_does_not_know():
    bad = card("during_lunch")
    data = {"format": 1, "rules": R26, "name": "bad", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "r", "card": "Restricted", "owner": "Alice", "zone": "hand"}], "actions": []}
    with pytest.raises(ScenarioError) as err:
        load_scenario(data, cards={"Restricted": bad}.get)
    assert "what" in str(err.value)



WALKER = {"name": "Test Walker", "mana_cost": "{0}", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 3,
          "abilities": []}


@pytest.mark.parametrize("attacking, refused, said", [
    ({}, False, ""), ({"att": "pw"}, True, "not decided by the engine")])
def test_been_attacked_means_a_creature_attacked_the_caster_and_an_attack_on_a_planeswalker_only_is_refused(attacking, refused, said):
    defs = {"Restricted": card("declare_attackers_attacked"), "Test Walker": WALKER}
    objects = [{"id": "r", "card": "Restricted", "owner": "Alice", "zone": "hand"},
               {"id": "top", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"},
               {"id": "pw", "card": "Test Walker", "owner": "Alice", "zone": "in_play", "counters": {"loyalty": 3}},
               {"id": "att", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    actions = [{"type": "declare_attackers", "player": "Bob", "attackers": ["att"], **({"attacking": attacking} if attacking else {})},
               {"type": "pass_priority", "player": "Bob"}, {"type": "play_spell", "player": "Alice", "object": "r"}]
    data = {"format": 1, "rules": R26, "name": "attacked", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Bob", "phase": "combat", "step": "declare_attackers"},
            "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=defs.get))
    assert replay.steps[-1].refused == refused, [e.text for e in replay.steps[-1].events]
    assert said in " ".join(e.text for e in replay.steps[-1].events)
