""" "When this creature enters, ... for each time it was kicked" on multikicker creatures
(rulings/oracle/kick_counts.py, rulings/engine/kick_counts.py), played from real cards' Oracle text
(kick_counts_cards.json: records copied from the pool): Lightkeeper of Emeria ("you gain 2 life for
each time it was kicked"), Wolfbriar Elemental ("create a 2/2 green Wolf creature token for each time
it was kicked"), Deathforge Shaman ("it deals damage to target player or planeswalker equal to twice
the number of times it was kicked"). Multikicker is 2026 702.33c (the February 2007 rules don't have
it: such a spell can't be kicked there, and unkicked the count is 0); the count is read as the
ability resolves (2007 413.2f; 2026 608.2h), linked to the kicker (2007 502.21b; 2026 702.33e)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "kick_counts_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lightkeeper of Emeria", "Wolfbriar Elemental", "Deathforge Shaman"]
#: "target opponent discards a card for each time it was kicked": a discard wording this family leaves
NEAR_MISSES = ["Bloodhusk Ritualist"]


def cast(cards, rules, card, land, lands, kicked, trigger_targets=None):
    """Alice casts `card` kicked `kicked` times with `lands` lands; it resolves, then its enters trigger."""
    objects = [obj("c", card, zone="hand"), *(obj(f"l{i}", land) for i in range(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **({"kicked": kicked} if kicked else {}),
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               p("Alice"), p("Bob", **({"trigger_targets": {"c": trigger_targets}} if trigger_targets else {})), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kick counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_kick_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_kick_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_lightkeeper_of_emeria_gains_two_life_for_each_time_it_was_kicked(cards):
    replay = cast(cards, R2026, "Lightkeeper of Emeria", "Plains", 6, 2)
    assert life(replay)["Alice"] == 24, log(replay)
    assert {"702.33c", "702.33e", "608.2h"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_lightkeeper_of_emeria_gains_nothing(cards, rules):
    replay = cast(cards, rules, "Lightkeeper of Emeria", "Plains", 4, 0)
    assert life(replay)["Alice"] == 20, log(replay)
    assert "was kicked 0 times" in log(replay)


def test_wolfbriar_elemental_makes_a_wolf_for_each_time_it_was_kicked(cards):
    replay = cast(cards, R2026, "Wolfbriar Elemental", "Forest", 7, 3)
    wolves = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Wolf" in o.get("subtypes", [])]
    assert len(wolves) == 3 and all((w["power"], w["toughness"]) == (2, 2) for w in wolves), log(replay)


def test_deathforge_shaman_deals_twice_the_times_it_was_kicked_to_the_target_player(cards):
    replay = cast(cards, R2026, "Deathforge Shaman", "Mountain", 7, 2, trigger_targets=["Bob"])
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)
