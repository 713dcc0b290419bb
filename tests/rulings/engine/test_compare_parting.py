"""Where two editions part, found step by step without keeping either replay."""
from rulings.engine import example_scenarios, load_scenario
from rulings.engine.compare import compare_scenario, where_they_part


def test_where_the_editions_part_step_by_step_is_what_the_whole_comparison_says():
    for slug, document in example_scenarios():
        scenario = load_scenario(document)
        whole, parting = compare_scenario(scenario), where_they_part(scenario)
        assert parting.first_difference == whole.first_difference, slug
        assert parting.final_differences == whole.final_differences, slug
        assert parting.step_count == len(whole.left.steps)
        if whole.first_difference is not None:
            assert [s.to_json() for s in parting.steps] == [whole.left.steps[whole.first_difference].to_json(),
                                                            whole.right.steps[whole.first_difference].to_json()], slug
