"""Real creatures with a "*" power or toughness whose text defines it
(rulings/oracle/power_toughness.py): a characteristic-defining ability (2026
604.3, layer 7a of 613.4a; 2007's characteristic-setting ability, 405.2,
layer 6a of 418.5a), counted again whenever the board changes."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from .conftest import in_main_phase, obj

EDITIONS = ("2007-02-01", "2026-06-19")


def pt(step, oid):
    o = {o["id"]: o for p in step.state["zones"].values() for z in p.values() for o in z}[oid]
    return o["power"], o["toughness"]


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def test_crusader_of_odric_and_soulsurge_elemental_are_fully_played(pool):
    assert pool["Crusader of Odric"].played and pool["Soulsurge Elemental"].played and pool["Lhurgoyf"].played
    ability = pool["Crusader of Odric"].definition["abilities"][0]
    assert ability["characteristic"]["power"] == {"count": "permanents", "filter": {"types": ["Creature"], "controller": "you"}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_crusader_of_odric_counts_the_creatures_its_controller_controls_as_they_change(lookup, rules):
    objects = [obj("crusader", "Crusader of Odric"), obj("bears", "Grizzly Bears"), obj("bears2", "Grizzly Bears"),
               obj("theirs", "Grizzly Bears", owner="Bob"), obj("mountain", "Mountain"), obj("shock", "Shock", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}, *passes()]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cda"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert pt(replay.steps[0], "crusader") == (3, 3)  # itself and two Bears; Bob's Bears aren't Alice's
    assert pt(replay.steps[-1], "crusader") == (2, 2)  # a Bears died


@pytest.mark.parametrize("rules", EDITIONS)
def test_soulsurge_elemental_defines_only_its_power(lookup, rules):
    objects = [obj("elemental", "Soulsurge Elemental"), obj("bears", "Grizzly Bears"), obj("mountain", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cda"), cards=lookup))
    assert pt(replay.steps[-1], "elemental") == (2, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lhurgoyf_counts_creature_cards_in_all_graveyards_and_its_toughness_is_one_more(lookup, rules):
    objects = [obj("lhurgoyf", "Lhurgoyf"), obj("mountain", "Mountain"),
               obj("dead", "Grizzly Bears", zone="graveyard"), obj("dead2", "Grizzly Bears", owner="Bob", zone="graveyard"),
               obj("land", "Forest", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cda"), cards=lookup))
    assert pt(replay.steps[-1], "lhurgoyf") == (2, 3)


def test_twice_the_number_stays_text_only(pool):
    """Majestic Myriarch: "twice the number of creatures you control" is no count the engine makes."""
    assert not pool["Majestic Myriarch"].played
    assert "not a number" in pool["Majestic Myriarch"].why_not


def test_a_count_with_an_unknown_filter_field_is_refused_naming_it():
    card = {"name": "Counter", "mana_cost": "{G}", "types": ["Creature"], "power": 0, "toughness": 0,
            "abilities": [{"kind": "static", "characteristic": {"power": {"count": "permanents", "filter": {"tapped": True}}}}]}
    with pytest.raises(ScenarioError, match=r"characteristic\.power\.filter\.tapped"):
        load_scenario(in_main_phase([obj("c", card)], [], "2026-06-19"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_matca_rioters_counts_the_basic_land_types_among_its_controllers_lands(lookup, rules):
    """Domain (an ability word: no rules meaning): Forest, Mountain, Mountain are two types; Bob's Island isn't Alice's."""
    objects = [obj("rioters", "Matca Rioters"), obj("forest", "Forest"), obj("mountain", "Mountain"), obj("mountain2", "Mountain"),
               obj("island", "Island", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cda"), cards=lookup))
    assert pt(replay.steps[-1], "rioters") == (2, 2)


def test_lhurgoyf_outside_play_is_0_1_its_star_counting_0(pool):
    """2007's glossary ("Toughness"): the * is 0 while the object isn't in play; "1+*" is then 1."""
    definition = pool["Lhurgoyf"].definition
    assert (definition["power"], definition["toughness"]) == (0, 1)


@pytest.mark.parametrize("rules, before, after", [("2007-02-01", (0, 1), (0, 1)), ("2026-06-19", (1, 2), (2, 3))])
def test_lhurgoyf_in_a_hand_counts_only_under_2026_where_the_ability_functions_everywhere(lookup, rules, before, after):
    """2026 604.3 / 208.2a: a characteristic-defining ability works in every zone, and follows the
    game there (a Bears dies while Lhurgoyf waits in the hand); 2007's glossary ("Power"): the *
    is 0 while the object isn't in play, so only the "1+" remains."""
    objects = [obj("lhurgoyf", "Lhurgoyf", zone="hand"), obj("mountain", "Mountain"), obj("bears", "Grizzly Bears"),
               obj("dead", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("shock", "Shock", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}, *passes()]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cda"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert pt(replay.steps[0], "lhurgoyf") == before
    assert pt(replay.steps[-1], "lhurgoyf") == after
