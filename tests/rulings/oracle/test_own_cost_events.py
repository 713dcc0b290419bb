"""A spell's own cost reduction by what happened this turn or what its caster's graveyard holds
(rulings/oracle/own_cost_events.py, rulings/engine/cost_counts.py), played from real cards' Oracle
text (own_cost_events_cards.json: records copied from the pool): "This spell costs {3} less to cast if
a creature died this turn" (Bone Picker), "... {1} less to cast for each creature that died this turn"
(Diregraf Rebirth), "Delirium — This spell costs {2} less to cast if there are four or more card types
among cards in your graveyard" (Scour the Laboratory), "Vivid — This spell costs {1} less to cast for each color among
permanents you control" (Wildvine Pummeler). Counted as the total cost is determined (2007
409.1f; 2026 601.2f); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "own_cost_events_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt, Mind Stone and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Bone Picker", "Purple Worm", "Diregraf Rebirth", "Scour the Laboratory", "Dusk Feaster", "Drag to the Roots", "Rime Chill",
          "Wildvine Pummeler", "Mystical Dispute", "Out of Air", "Mental Modulation"]
#: a colored reduction ("{1}{U} less"), "if it targets a creature token", "... an attacking or tapped creature",
#: a creature card put into your graveyard from anywhere, night,
#: permanents sacrificed, opponents dealt damage: none a count the engine makes here (life gained, a land card in your graveyard,
#: ten or more nonland permanents: own_cost_conditions.py, test_own_cost_conditions.py)
NEAR_MISSES = ["Brush Off", "Mascot Interception", "Dire Downdraft", "Macabre Reconstruction", "Moonrager's Slash", "The Balrog, Durin's Bane",
               "Gnoll War Band"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def cast(oid, *lands, **more):
    return {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": x} for x in lands], **more}


def run(cards, objects, actions, rules, died=0):
    scenario = in_main_phase(objects, actions, rules, "own cost events")
    if died:
        scenario["turn"]["creatures_died"] = died
    return run_scenario(load_scenario(scenario, cards=cards))


def play(cards, objects, actions, rules, died=0):
    replay = run(cards, objects, actions, rules, died)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def library(n):
    return [obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_own_cost_event_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_own_cost_events_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_bone_picker_costs_three_less_after_a_creature_died_this_turn(cards, rules):
    objects = [obj("picker", "Bone Picker", zone="hand"), obj("swamp", "Swamp")]
    replay = play(cards, objects, [cast("picker", "swamp"), p("Alice"), p("Bob")], rules, died=1)  # {3}{B} less {3}: {B}
    assert zone_of(replay, "picker") == "in_play", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bone_picker_costs_its_full_cost_when_no_creature_died_this_turn(cards, rules):
    objects = [obj("picker", "Bone Picker", zone="hand"), obj("swamp", "Swamp")]
    replay = run(cards, objects, [cast("picker", "swamp")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bone_picker_counts_a_creature_that_dies_during_the_turn(cards, rules):
    objects = [obj("picker", "Bone Picker", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("mountain", "Mountain"), obj("swamp", "Swamp")]
    actions = [cast("bolt", "mountain", targets=["bears"]), p("Alice"), p("Bob"), cast("picker", "swamp"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "picker") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_diregraf_rebirth_costs_one_less_for_each_creature_that_died_this_turn(cards, rules):
    objects = [obj("rebirth", "Diregraf Rebirth", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"),
               obj("swamp", "Swamp"), obj("forest", "Forest"), obj("forest2", "Forest")]
    actions = [cast("rebirth", "swamp", "forest", "forest2", targets=["bears"]), p("Alice"), p("Bob")]  # {3}{B}{G} less {2}
    replay = play(cards, objects, actions, rules, died=2)
    assert zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scour_the_laboratory_costs_two_less_with_four_card_types_in_its_casters_graveyard(cards, rules):
    objects = [obj("scour", "Scour the Laboratory", zone="hand"), obj("g1", "Grizzly Bears", zone="graveyard"),
               obj("g2", "Forest", zone="graveyard"), obj("g3", "Lightning Bolt", zone="graveyard"), obj("g4", "Mind Stone", zone="graveyard"),
               *(obj(f"island{i}", "Island") for i in range(4)), *library(3)]
    actions = [cast("scour", *(f"island{i}" for i in range(4))), p("Alice"), p("Bob")]  # {4}{U}{U} less {2}
    replay = play(cards, objects, actions, rules)
    hand = [o for o in objects_in(replay.final_state).values() if zone_of(replay, o["id"]) == "hand"]
    assert len(hand) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scour_the_laboratory_does_not_count_an_opponents_graveyard(cards, rules):
    objects = [obj("scour", "Scour the Laboratory", zone="hand"), obj("g1", "Grizzly Bears", zone="graveyard"),
               obj("g2", "Forest", zone="graveyard"), obj("g3", "Lightning Bolt", zone="graveyard"),
               obj("g4", "Mind Stone", owner="Bob", zone="graveyard"), *(obj(f"island{i}", "Island") for i in range(4)), *library(3)]
    replay = run(cards, objects, [cast("scour", *(f"island{i}" for i in range(4)))], rules)  # three types: {4}{U}{U} still
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wildvine_pummeler_costs_one_less_for_each_color_among_its_casters_permanents(cards, rules):
    objects = [obj("wurm", "Wildvine Pummeler", zone="hand"), obj("bears", "Grizzly Bears"), obj("thalia", "Thalia, Guardian of Thraben"),
               obj("finks", "Kitchen Finks"), obj("bob_bolt", "Doom Blade", owner="Bob", zone="graveyard"),
               *(obj(f"forest{i}", "Forest") for i in range(5))]
    actions = [cast("wurm", *(f"forest{i}" for i in range(5))), p("Alice"), p("Bob")]  # green and white: {6}{G} less {2}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "wurm") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wildvine_pummeler_counts_a_color_once_and_not_an_opponents_permanents(cards, rules):
    objects = [obj("wurm", "Wildvine Pummeler", zone="hand"), obj("bears", "Grizzly Bears"), obj("finks", "Kitchen Finks", owner="Bob"),
               *(obj(f"forest{i}", "Forest") for i in range(5))]
    replay = run(cards, objects, [cast("wurm", *(f"forest{i}" for i in range(5)))], rules)  # green only: {5}{G}
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mystical_dispute_costs_two_less_when_it_targets_a_blue_spell(cards, rules):
    objects = [obj("impulse", "Impulse", zone="hand"), obj("island", "Island"), obj("plains", "Plains"),
               obj("dispute", "Mystical Dispute", owner="Bob", zone="hand"), obj("bob_island", "Island", owner="Bob"), *library(4)]
    actions = [cast("impulse", "island", "plains"), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "dispute", "targets": ["impulse"], "mana_abilities": [{"object": "bob_island"}]},
               p("Bob"), p("Alice")]  # {2}{U} less {2}: {U}; Alice has no mana left for the {3}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "impulse") == "graveyard", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mystical_dispute_costs_its_full_cost_against_a_spell_of_another_color(cards, rules):
    objects = [obj("stone", "Mind Stone", zone="hand"), obj("plains0", "Plains"), obj("plains1", "Plains"),
               obj("dispute", "Mystical Dispute", owner="Bob", zone="hand"), obj("bob_island", "Island", owner="Bob")]
    actions = [cast("stone", "plains0", "plains1"), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "dispute", "targets": ["stone"], "mana_abilities": [{"object": "bob_island"}]}]
    replay = run(cards, objects, actions, rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mental_modulation_costs_one_less_during_its_casters_turn(cards, rules):
    objects = [obj("modulation", "Mental Modulation", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("island", "Island"),
               *library(2)]
    replay = play(cards, objects, [cast("modulation", "island", targets=["bears"]), p("Alice"), p("Bob")], rules)  # {U}
    assert objects_in(replay.final_state)["bears"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mental_modulation_costs_its_full_cost_during_another_players_turn(cards, rules):
    objects = [obj("modulation", "Mental Modulation", owner="Bob", zone="hand"), obj("bears", "Grizzly Bears"),
               obj("bob_island", "Island", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "modulation", "targets": ["bears"],
                            "mana_abilities": [{"object": "bob_island"}]}]
    replay = run(cards, objects, actions, rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)
