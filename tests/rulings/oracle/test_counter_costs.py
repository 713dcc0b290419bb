"""Real cards whose cost puts a counter on the permanent itself: "Put a -1/-1 counter on this creature: Untap
this creature." (Devoted Druid, Barrenton Medic, Cinderhaze Wretch). The cost is paid as the ability is
activated (2007 409.1f-h; 2026 601.2g-h, 602.2b); the counter lowers power and toughness at once (2007 418.5a;
2026 613.4c), and a creature with toughness 0 is put into its owner's graveyard as state-based actions are
checked (2007 420.5b; 2026 704.5f)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "counter_costs_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
ZERO_TOUGHNESS = {"2007-02-01": "420.5b", "2026-06-19": "704.5f"}


def test_the_cards_are_fully_played(compiled):
    # Sinking Feeling grants the ability in quotation marks: not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Sinking Feeling"]


@pytest.mark.parametrize("text", [
    "Put a +1/+1 counter on this creature: Untap this creature.",
    "Put a -1/-1 counter on target creature: Untap this creature.",
    "Put three -1/-1 counters on this creature: Untap this creature.",
    "Put a -1/-1 counters on this creature: Untap this creature.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Creature"], "power": "0", "toughness": "2",
                             "text": text}).played


def druid(rules, untaps):
    """Devoted Druid (0/2) taps for {G}, then untaps `untaps` times by putting a -1/-1 counter on itself."""
    actions = [{"type": "activate_ability", "player": "Alice", "object": "druid", "ability": 0}]
    for _ in range(untaps):
        actions += [{"type": "activate_ability", "player": "Alice", "object": "druid", "ability": 1}, p("Alice"), p("Bob")]
    return in_main_phase([obj("druid", "Devoted Druid")], actions, rules)


@pytest.mark.parametrize("rules", BOTH)
def test_the_counter_is_the_cost_and_the_creature_untaps(cards, rules):
    replay = run_scenario(load_scenario(druid(rules, 1), cards=cards))
    assert not refused(replay), log(replay)
    druid_now = objects_in(replay.final_state)["druid"]
    assert druid_now["counters"] == {"-1/-1": 1} and not druid_now.get("tapped")
    assert (druid_now["power"], druid_now["toughness"]) == (-1, 1)
    assert "Alice puts 1 -1/-1 counter on Devoted Druid as a cost." in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_a_second_counter_leaves_toughness_zero_and_it_dies(cards, rules):
    replay = run_scenario(load_scenario(druid(rules, 2), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "druid") == "graveyard"
    assert ZERO_TOUGHNESS[rules] in cited(replay)
