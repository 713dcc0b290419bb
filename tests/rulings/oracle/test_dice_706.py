"""Real cards that roll a d20 and read a results table (2026: 706.1a, 706.3a-b): Recruitment Drive
(a sorcery), Sylvan Shepherd (an attack trigger with a flavor-free head) and Herald of Hadar (an
activated ability behind a flavor word, 207.2d). The natural result is the scenario's
(`choices: {source: {"roll": N}}`); none, or one a d20 can't show, refuses the action. Rolling a
die is later than February 2007: those rules refuse the spell and do nothing for an ability."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

R26, R07 = "2026-06-19", "2007-02-01"


def run(lookup, objects, actions, rules=R26, turn=None):
    sc = {"format": 1, "rules": rules, "name": "dice", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": turn or {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=lookup))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay, log


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def drive(lookup, roll, rules=R26):
    choices = {} if roll is None else {"choices": {"drive": {"roll": roll}}}
    objects = [{"id": "drive", "card": "Recruitment Drive", "owner": "Alice", "zone": "hand"},
               *({"id": f"p{i}", "card": "Plains", "owner": "Alice", "zone": "in_play"} for i in range(3))]
    return run(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "drive"},
                                 {"type": "pass_priority", "player": "Alice"},
                                 {"type": "pass_priority", "player": "Bob", **choices}], rules)


def tokens(replay) -> list:
    return sorted((o["name"], o.get("power"), o.get("toughness")) for o in objects_in(replay.final_state).values()
                  if o.get("token") and o.get("zone") == "in_play")


def test_the_cards_are_fully_played(pool):
    assert all(pool[n].played for n in ("Recruitment Drive", "Sylvan Shepherd", "Herald of Hadar"))


@pytest.mark.parametrize("roll, made", [(1, [("Soldier", 1, 1)] * 2), (9, [("Soldier", 1, 1)] * 2),
                                        (10, [("Knight", 2, 2)] * 2), (20, [("Knight", 2, 2)] * 3)])
def test_recruitment_drive_follows_the_line_of_the_table_its_result_falls_in(lookup, roll, made):
    replay, log = drive(lookup, roll)
    assert not any(st.refused for st in replay.steps), log
    assert f"Alice rolls a d20: the result is {roll}." in log and tokens(replay) == made, log
    assert {"706.1a", "706.3a"} <= cited(replay)


@pytest.mark.parametrize("roll", [None, 21, 0])
def test_a_roll_without_a_result_a_d20_can_show_is_refused(lookup, roll):
    if roll is None:
        replay, log = drive(lookup, roll)
        assert replay.steps[-1].refused and "choices.drive.roll" in log and tokens(replay) == [], log
    else:
        with pytest.raises(ScenarioError) as err:
            drive(lookup, roll)
        assert "actions[2].choices.drive.roll" in str(err.value)


def test_the_2007_rules_refuse_a_spell_that_rolls_a_die(lookup):
    replay, log = drive(lookup, 5, rules=R07)
    assert replay.steps[1].refused and "Recruitment Drive has a player roll a die, an instruction later than the February 2007 " \
        "rules (2026: rule 706.1)" in log, log


def test_sylvan_shepherds_attack_trigger_gains_the_life_its_line_says(lookup):
    replay, log = run(lookup, [{"id": "shep", "card": "Sylvan Shepherd", "owner": "Alice", "zone": "in_play"}],
                      [{"type": "declare_attackers", "player": "Alice", "attackers": ["shep"]},
                       {"type": "pass_priority", "player": "Alice"},
                       {"type": "pass_priority", "player": "Bob", "choices": {"shep": {"roll": 20}}}],
                      turn={"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"})
    assert not any(st.refused for st in replay.steps), log
    assert {p["name"]: p["life"] for p in replay.final_state["players"]}["Alice"] == 25, log


def test_herald_of_hadars_flavor_word_has_no_rules_meaning_and_its_ability_plays(lookup):
    objects = [{"id": "herald", "card": "Herald of Hadar", "owner": "Alice", "zone": "in_play"},
               *({"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(6))]
    replay, log = run(lookup, objects, [{"type": "activate_ability", "player": "Alice", "object": "herald", "ability": 0},
                                        {"type": "pass_priority", "player": "Alice"},
                                        {"type": "pass_priority", "player": "Bob", "choices": {"herald": {"roll": 12}}}])
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    assert not any(st.refused for st in replay.steps), log
    assert life == {"Alice": 22, "Bob": 18} and tokens(replay) == [], log


def test_near_misses_stay_text_only():
    def played(text, types=("Sorcery",)):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": list(types), "text": text}).played
    assert played("Roll a d20.\n1—9 | Draw a card.\n10—20 | Draw two cards.")
    assert not played("Roll a d20.\n1—9 | Draw a card.\n9—20 | Draw two cards.")  # overlapping lines
    assert not played("Roll a d20.\n1—9 | Draw a card.\n10—20 | Target player draws two cards.")  # a line that targets
    assert not played("Roll a d20 and add the number of cards in your hand.\n1—14 | Draw a card.\n15+ | Draw two cards.")
    assert not played("Roll a d6.\n1—3 | Draw a card.\n4—8 | Draw two cards.")  # past the die's faces
