""" "Becomes the color or colors of your choice" (rulings/oracle/color_choices.py, the engine's
effects/colors_of_choice.py), played from real cards' Oracle text (color_choices_cards.json: records copied
from the pool): "Target creature becomes the color or colors of your choice until end of turn. Draw a card."
(Quickchange), "Target permanent becomes the color or colors of your choice." (Prismatic Lace, lasting
indefinitely), "{0}: Enchanted creature becomes the color or colors of your choice." (Dream Coat). The colors
are chosen as the effect is applied (2007 413.2c; 2026 608.2d) and replace the permanent's in the color layer
(2007 418.5a; 2026 613.1e); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "color_choices_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Quickchange", "Scuttlemutt", "Swirling Spriggan", "Prismwake Merrow", "Prismatic Lace", "Dream Coat", "Shyft"]
#: "Target spell or permanent" (a spell too), "Any number of target creatures"
NEAR_MISSES = ["Blind Seer", "Illusion // Reality", "Sway of Illusion"]
CHOICE = {R2007: ("413.2c", "choice_on_resolution"), R2026: ("608.2d", "choice_on_resolution")}
COLOR_LAYER = {R2007: ("418.5a", "layer_5_other"), R2026: ("613.1e", "layer_5_other")}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "color choices"), cards=cards))


def quickchange(choices=None) -> tuple[list, list]:
    objects = [obj("quick", "Quickchange", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("i1", "Island"),
               obj("i2", "Island"), obj("lib", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "quick", "targets": ["bears"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"),
               p("Bob", **({"choices": {"quick": choices}} if choices is not None else {}))]
    return objects, actions


@pytest.mark.parametrize("name", PLAYED)
def test_color_choice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_color_choices_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_quickchange_makes_the_bears_the_two_colors_chosen(cards, rules):
    replay = run(cards, *quickchange({"colors": ["black", "blue"]}), rules)
    assert not refused(replay), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["colors"] == ["blue", "black"], bears  # green replaced (2026 105.3)
    assert {CHOICE[rules], COLOR_LAYER[rules]} <= cited_pairs(replay), sorted(cited_pairs(replay))
    assert objects_in(replay.final_state)["lib"]["zone"] == "hand"  # "Draw a card."


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_a_choice_the_permanent_becomes_white(cards, rules):
    replay = run(cards, *quickchange(), rules)
    assert objects_in(replay.final_state)["bears"]["colors"] == ["white"], log(replay)
    assert "no choice was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_same_color_twice_is_refused(cards, rules):
    from rulings.engine import ScenarioError
    with pytest.raises(ScenarioError, match="colors"):
        run(cards, *quickchange({"colors": ["red", "red"]}), rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_prismatic_lace_lasts_after_the_turn_ends(cards, rules):
    objects = [obj("lace", "Prismatic Lace", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("i1", "Island"),
               obj("lib_a", "Island", zone="library"), obj("lib_b", "Island", owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lace", "targets": ["bears"], "mana_abilities": [{"object": "i1"}]},
               p("Alice"), p("Bob", choices={"lace": {"colors": ["red"]}}), {"type": "pass_until", "player": "Alice", "phase": "end"},
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    assert objects_in(replay.final_state)["bears"]["colors"] == ["red"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dream_coat_changes_the_colors_of_the_creature_it_enchants(cards, rules):
    objects = [{**obj("coat", "Dream Coat"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "coat", "ability": 1}, p("Alice"),
               p("Bob", choices={"coat": {"colors": ["white", "red", "green"]}})]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["colors"] == ["white", "red", "green"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may, colors", [(True, ["white", "black"]), (False, ["blue"])])
def test_shyft_becomes_the_colors_chosen_at_the_beginning_of_the_upkeep_if_its_controller_wants(cards, rules, may, colors):
    scenario = {**in_main_phase([obj("shyft", "Shyft")], [p("Alice"),
                                                         p("Bob", choices={"shyft": {"may": may, "colors": ["black", "white"]}})], rules),
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["shyft"]["colors"] == colors, log(replay)
