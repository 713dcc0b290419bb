""" "You may have this creature assign its combat damage as though it weren't blocked"
(Lone Wolf, Rhox: 2007 310.2b, 2026 510.1b) and "Hexproof from black" / "Hexproof from
artifacts and enchantments" (2026 702.11d, f), played from real cards' compiled Oracle text
(combat_28g_cards.json: records copied from the pool)."""
import json
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, record

CARDS = Path(__file__).parent / "combat_28g_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"
UNBLOCKED = {R2007: "310.2b", R2026: "510.1b"}


@pytest.fixture(scope="module")
def compiled():
    with open(CARDS, encoding="utf-8") as fh:
        return {r["name"]: compile_card(record(r)) for r in json.load(fh)}


@pytest.fixture(scope="module")
def cards(compiled):
    return lambda name: compiled[name].definition if name in compiled else None


def scenario(objects, actions, rules, active="Alice", phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "combat_28g", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
            "turn": {"number": 3, "active_player": active, "phase": phase, "step": step},
            "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects], "actions": actions}


def cited(step):
    return {c.rule for ev in step.events for c in ev.citations}


def p(player):
    return {"type": "pass_priority", "player": player}


def wolf_blocked(cards, rules, assignments):
    objs = [("wolf", "Lone Wolf", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["wolf"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "giant", "attacker": "wolf"}]}, p("Alice"), p("Bob")]
    if assignments is not None:
        actions.append({"type": "assign_combat_damage", "player": "Alice", "assignments": assignments})
        if rules == R2007:
            actions += [p("Alice"), p("Bob")]  # 2007: combat damage uses the stack
    return run_scenario(load_scenario(scenario(objs, actions, rules, phase="combat", step="beginning_of_combat"), cards=cards))


def test_the_lines_compile(compiled):
    for name in ("Lone Wolf", "Rhox", "Knight of Grace"):
        assert all(a["played"] for a in compiled[name].abilities if "as though" in a["text"] or "Hexproof" in a["text"]), name
    assert compiled["Lone Wolf"].played


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_lone_wolf_assigns_its_damage_to_the_defending_player_though_blocked(cards, rules):
    replay = wolf_blocked(cards, rules, [{"source": "wolf", "to": "Bob", "amount": 2}])
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(st.refused for st in replay.steps), log
    assert replay.final_state["players"][1]["life"] == 18, log
    assert objects_in(replay.final_state)["giant"]["damage"] == 0, log
    assert any(c.rule == UNBLOCKED[rules] and "as though it weren't blocked" in c.reason
               for st in replay.steps for ev in st.events for c in ev.citations)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_lone_wolf_may_assign_to_its_blocker_instead(cards, rules):
    replay = wolf_blocked(cards, rules, [{"source": "wolf", "to": "giant", "amount": 2}])
    assert replay.final_state["players"][1]["life"] == 20
    assert objects_in(replay.final_state)["giant"]["damage"] == 2


def test_lone_wolf_cant_split_its_damage(cards):
    replay = wolf_blocked(cards, R2026, [{"source": "wolf", "to": "Bob", "amount": 1}, {"source": "wolf", "to": "giant", "amount": 1}])
    assert replay.steps[-1].refused and "510.1c" in cited(replay.steps[-1])


def test_a_blocked_creature_without_the_ability_cant_assign_to_the_player(cards):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "giant", "attacker": "bears"}]}, p("Alice"), p("Bob"),
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 2}]}]
    replay = run_scenario(load_scenario(scenario(objs, actions, R2026, phase="combat", step="beginning_of_combat"), cards=cards))
    assert replay.steps[-1].refused


def test_as_though_unblocked_on_an_instant_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Instant"], "supertypes": [], "subtypes": [], "power": None,
                      "toughness": None, "loyalty": None, "layout": "normal",
                      "text": "You may have target creature assign its combat damage as though it weren't blocked."})
    assert not c.played


def cast_at(cards, caster, spell, lands, target, rules):
    objs = [("knight", "Knight of Grace", "Alice", "in_play"), ("jaheira", "Jaheira, Heroic Harper", "Alice", "in_play"),
            (spell, spell.capitalize(), caster, "hand")] + [(f"l{i}", land, caster, "in_play") for i, land in enumerate(lands)]
    sc = scenario(objs, [{"type": "play_spell", "player": caster, "object": spell, "targets": [target]}], rules, active=caster)
    return run_scenario(load_scenario(sc, cards=cards)).steps[-1]


@pytest.mark.parametrize("rules, rule", [(R2026, "702.11d"), (R2007, "409.1c")])
def test_knight_of_grace_cant_be_the_target_of_an_opponents_black_spell(cards, rules, rule):
    step = cast_at(cards, "Bob", "disfigure", ["Swamp"], "knight", rules)
    assert step.refused and rule in cited(step)
    assert "hexproof from black" in step.events[-1].text


def test_knight_of_grace_is_the_target_of_an_opponents_red_spell(cards):
    assert not cast_at(cards, "Bob", "shock", ["Mountain"], "knight", R2026).refused


def test_knight_of_grace_is_the_target_of_its_controllers_black_spell(cards):
    assert not cast_at(cards, "Alice", "disfigure", ["Swamp"], "knight", R2026).refused


def test_jaheira_cant_be_the_target_of_an_opponents_artifacts_ability(cards):
    objs = [("jaheira", "Jaheira, Heroic Harper", "Alice", "in_play"), ("rod", "Rod of Ruin", "Bob", "in_play")] + \
           [(f"m{i}", "Mountain", "Bob", "in_play") for i in range(3)]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "rod", "ability": 0, "targets": ["jaheira"]}]
    step = run_scenario(load_scenario(scenario(objs, actions, R2026), cards=cards)).steps[-1]
    assert step.refused and "702.11d" in cited(step) and "hexproof from artifacts" in step.events[-1].text


def test_jaheiras_line_is_two_hexproof_abilities(compiled):
    line = next(a for a in compiled["Jaheira, Heroic Harper"].abilities if a["text"].startswith("Hexproof"))
    assert line["played"]
    kws = [ab.get("keyword") for ab in compiled["Jaheira, Heroic Harper"].definition["abilities"] if ab.get("kind") == "keyword"]
    assert {"hexproof_from_artifact", "hexproof_from_enchantment"} <= set(kws)


def test_hexproof_from_each_color_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{3}", "types": ["Creature"], "supertypes": [], "subtypes": [], "power": "1",
                      "toughness": "1", "loyalty": None, "layout": "normal", "text": "Hexproof from each color"})
    assert not c.played
