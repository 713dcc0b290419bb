""" "They gain haste until end of turn." / "Those tokens gain haste until end of turn." after a creation of
several tokens (rulings/oracle/those_tokens.py, rulings/engine/those_tokens.py), played from real cards'
Oracle text (those_tokens_cards.json: records copied from the pool): Sokenzan, Crucible of Defiance's channel
ability ("Create two 1/1 colorless Spirit creature tokens. They gain haste until end of turn.") and Siege-Gang
Lieutenant; Salt Road Skirmish, whose "Sacrifice them at the beginning of the next end step"
follows. Each token made gains haste until end of turn (2007 418.3a; 2026 611.2a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "those_tokens_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Sokenzan, Crucible of Defiance", "Siege-Gang Lieutenant", "Salt Road Skirmish"]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_sokenzans_two_spirits_both_gain_haste_and_can_attack_at_once(cards):
    objects = [obj("sok", "Sokenzan, Crucible of Defiance", zone="hand"), *(obj(f"m{k}", "Mountain") for k in range(4))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sok", "ability": 1,
                "mana_abilities": [{"object": f"m{k}"} for k in range(4)]}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the main phase ends, then the beginning of combat step
               {"type": "declare_attackers", "player": "Alice", "attackers": ["spirit", "spirit-2"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "those tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Spirit (spirit) gains haste until end of turn." in log(replay) and "Spirit (spirit-2) gains haste" in log(replay)
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert mine["spirit"]["attacking"] and mine["spirit-2"]["attacking"], log(replay)  # no summoning sickness to stop them


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_salt_road_skirmishs_warriors_have_haste_and_are_sacrificed_at_the_next_end_step(cards, rules):
    objects = [obj("srs", "Salt Road Skirmish", zone="hand"), *(obj(f"s{k}", "Swamp") for k in range(4)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "srs", "targets": ["bears"],
                "mana_abilities": [{"object": f"s{k}"} for k in range(4)]}, p("Alice"), p("Bob"),
               *[p(who) for _ in range(8) for who in ("Alice", "Bob")]]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "those tokens"), cards=cards))
    text = log(replay)
    assert "Warrior (warrior) gains haste until end of turn." in text and "Warrior (warrior-2) gains haste" in text, text
    mine = {o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert "warrior" not in mine and "warrior-2" not in mine and 'triggers: "Sacrifice those tokens."' in text, text
