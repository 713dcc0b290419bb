"""Real cards with "Whenever this creature blocks a creature with flying" (rulings/oracle/permanent_lines.py;
the trigger's `blocked_has`): once for each attacker with flying it blocks (2007 309.3; 2026 509.3b)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


def block(lookup, rules, attacker):
    """Bob attacks with `attacker`; Alice's Woolly Spider blocks it."""
    data = scenario([obj("spider", "Woolly Spider", "Alice"), obj("att", attacker, "Bob")],
                    [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
                     {"type": "declare_attackers", "player": "Bob", "attackers": ["att"]},
                     {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                     {"type": "declare_blockers", "player": "Alice", "blocks": [{"blocker": "spider", "attacker": "att"}]},
                     {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}], rules=rules)
    data["turn"]["active_player"] = "Bob"
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "spider"), replay


def test_woolly_spider_is_fully_played(pool):
    assert pool["Woolly Spider"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_blocking_a_flyer_gives_it_plus_zero_plus_two(lookup, rules):
    spider, _ = block(lookup, rules, "Serra Angel")
    assert (spider["power"], spider["toughness"]) == (2, 5)  # a 2/3


@pytest.mark.parametrize("rules", EDITIONS)
def test_blocking_a_creature_without_flying_does_not_trigger(lookup, rules):
    spider, replay = block(lookup, rules, "Grizzly Bears")
    assert (spider["power"], spider["toughness"]) == (2, 3)
    assert not any("Woolly Spider's ability triggers" in t for t in texts(replay))


def test_blocking_a_creature_with_reach_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": "Whenever this creature blocks a creature with reach, this creature gets +0/+2 until end of turn."}).played
