""" "You may have this creature assign its combat damage as though it weren't blocked"
(Lone Wolf, Rhox: 2007 310.2b, 2026 510.1b) and "Hexproof from black" / "Hexproof from
artifacts and enchantments" (2026 702.11d, f), played from real cards' compiled Oracle text
(combat_28g_cards.json: records copied from the pool)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "combat_28g_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"
UNBLOCKED = {R2007: "310.2b", R2026: "510.1b"}


def scenario(objects, actions, rules, active="Alice", phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "hexproof_from", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
            "turn": {"number": 3, "active_player": active, "phase": phase, "step": step},
            "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects], "actions": actions}


def cited(step):
    return {c.rule for ev in step.events for c in ev.citations}


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


def sages_attack(cards, rules, after):
    objs = [("sages", "Fire Sages", "Alice", "in_play"), ("m1", "Mountain", "Alice", "in_play"), ("m2", "Mountain", "Alice", "in_play")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["sages"]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": []}] + after
    return run_scenario(load_scenario(scenario(objs, actions, rules, phase="combat", step="beginning_of_combat"), cards=cards))


def log_of(replay):
    return "\n".join(ev.text for st in replay.steps for ev in st.events)


def test_fire_sages_firebending_mana_stays_as_the_declare_attackers_step_ends(cards):
    replay = sages_attack(cards, R2026, [])
    state = replay.final_state
    assert state["step"] == "declare_blockers" and state["players"][0]["mana_pool"]["R"] == 1, log_of(replay)
    assert "702.189a" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    assert "Alice keeps {R} in their mana pool as the declare attackers step ends" in log_of(replay)


def test_fire_sages_pays_for_its_ability_with_the_firebending_mana(cards):
    replay = sages_attack(cards, R2026, [{"type": "activate_ability", "player": "Alice", "object": "sages", "ability": 1},
                                         p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), log_of(replay)
    assert objects_in(replay.final_state)["sages"]["counters"] == {"+1/+1": 1}


def test_firebending_mana_empties_as_the_combat_phase_ends(cards):
    replay = sages_attack(cards, R2026, [p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    state = replay.final_state
    assert state["phase"] == "postcombat_main" and state["players"][0]["mana_pool"]["R"] == 0, log_of(replay)
    assert "Alice's unspent mana empties from the mana pool as the end of combat step ends" in log_of(replay)


def test_firebending_doesnt_trigger_under_the_2007_rules(cards):
    replay = sages_attack(cards, R2007, [])
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 0
    assert "firebending doesn't trigger: the keyword came later than February 2007" in log_of(replay)


def test_firebending_x_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Creature"], "supertypes": [], "subtypes": [], "power": "2",
                      "toughness": "2", "loyalty": None, "layout": "normal",
                      "text": "Firebending X, where X is this creature's power. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)"})
    assert not c.played


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_indomitable_might_lets_the_enchanted_creatures_controller_assign_as_though_unblocked(cards, rules):
    sc = scenario([("bears", "Grizzly Bears", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")],
                  [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob"),
                   {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "giant", "attacker": "bears"}]}, p("Alice"), p("Bob"),
                   {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 5}]}]
                  + ([p("Alice"), p("Bob")] if rules == R2007 else []), rules, phase="combat", step="beginning_of_combat")
    sc["objects"].append({"id": "might", "card": "Indomitable Might", "owner": "Alice", "zone": "in_play", "attached_to": "bears"})
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(st.refused for st in replay.steps), log_of(replay)
    assert replay.final_state["players"][1]["life"] == 15
