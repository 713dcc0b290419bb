"""The comparison of two editions lists power and toughness differences."""
import copy

from rulings.engine import example_scenarios, load_scenario
from rulings.engine.compare import compare_scenario


def humble_without_the_ping():
    data = copy.deepcopy(dict(example_scenarios())["humble_after_giant_growth_layers"])
    data["actions"] = data["actions"][:6]  # Giant Growth, then Humble, both resolved; no ping
    return load_scenario(data)


def test_a_creature_on_the_battlefield_under_both_is_listed_with_each_power_and_toughness():
    finals = compare_scenario(humble_without_the_ping()).final_differences
    # 2007: setting and modifying apply in timestamp order (418.5a 6b): 0/1; 2026: setting first (613.4b-c): 3/4
    assert "Grizzly Bears: 0/1 under the 2007 rules; 3/4 under the 2026 rules." in finals


def test_equal_power_and_toughness_are_not_listed():
    finals = compare_scenario(load_scenario(dict(example_scenarios())["giant_growth_in_response_to_bolt"])).final_differences
    assert not any("/" in line for line in finals)
