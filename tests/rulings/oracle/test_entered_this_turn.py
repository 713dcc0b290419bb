"""Activation restrictions on a permanent having entered this turn, played from real cards' Oracle text
(entered_this_turn_cards.json: records copied from the pool): "{T}: Add one mana of any color. Activate
only if this land entered this turn." (Mirrex) and "{T}: Add {B} or {R}. Activate only if this land
entered this turn or if you control a basic land." (Dark Fortress and its cycle); "Destroy target nonblack creature that entered this turn." (Cradle to Grave); "{T}: Put a +1/+1
counter on each green creature that entered this turn." (Oran-Rief, the Vastwood). Which permanents entered
this turn is kept per object and forgotten as a turn begins (rulings/engine/power_up.py); the restriction
is checked as the ability is activated (2007 403.3; 2026 602.5b); "This creature has indestructible as long as it entered
this turn." (Crew Captain), a static ability applied while it holds. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "entered_this_turn_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = {R2007: "403.3", R2026: "602.5b"}
PLAYED = ["Mirrex", "Dark Fortress", "Gathering Place", "Gleaming Bastion", "Hidden Lair", "Training Compound", "Crew Captain",
          "Cradle to Grave", "Drannith Ruins", "Ruins of Oran-Rief", "Oran-Rief, the Vastwood", "Novijen, Heart of Progress",
          "Raucous Entertainer"]
#: "target commander"; "a copy of target token" (Fungus Elemental's "+2/+2 counter" is played now: rulings/oracle/pt_counters.py,
#: tested in test_pt_counters.py)
NEAR_MISSES = ["Forge of Heroes", "Romana II", "Sweet-Gum Recluse"]


@pytest.mark.parametrize("name", PLAYED)
def test_entered_this_turn_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_entered_this_turn_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def activate(oid, choice, ability=1):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "choice": choice}


def play_land(oid):
    return {"type": "play_land", "player": "Alice", "object": oid}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "entered this turn"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_mirrex_adds_any_color_the_turn_it_was_played(cards, rules):
    replay = run(cards, [obj("mirrex", "Mirrex", zone="hand")], [play_land("mirrex"), activate("mirrex", "G")], rules)
    assert not refused(replay), log(replay)
    assert "Alice adds {G} to their mana pool" in log(replay)
    assert EDITIONS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mirrex_in_play_since_an_earlier_turn_cant_add_any_color(cards, rules):
    replay = run(cards, [obj("mirrex", "Mirrex")], [activate("mirrex", "G")], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "only if the permanent entered this turn" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mirrex_still_adds_colorless_mana_any_turn(cards, rules):
    replay = run(cards, [obj("mirrex", "Mirrex")], [{"type": "activate_ability", "player": "Alice", "object": "mirrex", "ability": 0}], rules)
    assert not refused(replay), log(replay)
    assert "Alice adds {C} to their mana pool" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dark_fortress_played_this_turn_adds_black_or_red_without_a_basic_land(cards, rules):
    replay = run(cards, [obj("fort", "Dark Fortress", zone="hand")], [play_land("fort"), activate("fort", "R")], rules)
    assert not refused(replay), log(replay)
    assert "Alice adds {R} to their mana pool" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dark_fortress_from_an_earlier_turn_needs_a_basic_land(cards, rules):
    replay = run(cards, [obj("fort", "Dark Fortress")], [activate("fort", "B")], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "entered this turn or its player controls a basic land" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dark_fortress_from_an_earlier_turn_adds_mana_with_a_basic_land(cards, rules):
    replay = run(cards, [obj("fort", "Dark Fortress"), obj("s", "Swamp")], [activate("fort", "B")], rules)
    assert not refused(replay), log(replay)
    assert "Alice adds {B} to their mana pool" in log(replay)
    assert EDITIONS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_opponents_basic_land_doesnt_count_for_dark_fortress(cards, rules):
    replay = run(cards, [obj("fort", "Dark Fortress"), obj("s", "Swamp", owner="Bob")], [activate("fort", "B")], rules)
    assert len(refused(replay)) == 1, log(replay)


def test_a_nonbasic_land_with_a_basic_land_type_doesnt_count_for_dark_fortress(cards):
    grove = {"name": "Test Grove", "types": ["Land"], "subtypes": ["Forest"], "abilities": []}
    replay = run(cards, [obj("fort", "Dark Fortress"), obj("g", grove)], [activate("fort", "B")], R2026)
    assert len(refused(replay)) == 1, log(replay)


def test_mirrex_played_last_turn_no_longer_adds_any_color(cards):
    objects = [obj("mirrex", "Mirrex", zone="hand"), *[obj(f"a{k}", "Forest", zone="library") for k in range(3)],
               *[obj(f"b{k}", "Swamp", owner="Bob", zone="library") for k in range(3)]]
    actions = [play_land("mirrex"), activate("mirrex", "G"), {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, activate("mirrex", "U")]
    replay = run(cards, objects, actions, R2026)
    assert len(refused(replay)) == 1 and refused(replay)[0] is replay.steps[-1], log(replay)
    assert "Turn 5 begins; Alice is the active player." in log(replay)


def captain(in_hand: bool):
    """Alice casts Crew Captain ({B}{R}{G}) this turn, or has had it since an earlier turn; Bob casts Murder at it."""
    objects = [obj("captain", "Crew Captain", zone="hand" if in_hand else "in_play"), obj("s", "Swamp"), obj("m", "Mountain"), obj("f", "Forest"),
               obj("murder", "Murder", owner="Bob", zone="hand"), *[obj(f"bs{k}", "Swamp", owner="Bob") for k in range(3)]]
    cast = [{"type": "play_spell", "player": "Alice", "object": "captain", "mana_abilities": [{"object": "s"}, {"object": "m"}, {"object": "f"}]},
            p("Alice"), p("Bob")] if in_hand else []
    return objects, cast + [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "murder", "targets": ["captain"],
                                         "mana_abilities": [{"object": f"bs{k}"} for k in range(3)]}, p("Bob"), p("Alice")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_crew_captain_is_indestructible_the_turn_it_entered(cards, rules):
    replay = run(cards, *captain(in_hand=True), rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "captain") == "in_play", log(replay)
    assert "Crew Captain is indestructible, so it isn't destroyed." in log(replay)
    if rules == R2026:
        assert "702.12b" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crew_captain_from_an_earlier_turn_is_destroyed(cards, rules):
    replay = run(cards, *captain(in_hand=False), rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "captain") == "graveyard", log(replay)


def cradle(bears_cast_this_turn: bool):
    """Alice casts Grizzly Bears this turn (or has had them since an earlier turn), then Cradle to Grave at them."""
    objects = [obj("bears", "Grizzly Bears", zone="hand" if bears_cast_this_turn else "in_play"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("cradle", "Cradle to Grave", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    cast = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
            p("Alice"), p("Bob")] if bears_cast_this_turn else []
    return objects, cast + [{"type": "play_spell", "player": "Alice", "object": "cradle", "targets": ["bears"],
                             "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_cradle_to_grave_destroys_a_creature_that_entered_this_turn(cards, rules):
    replay = run(cards, *cradle(True), rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard"
    assert {R2007: "409.1c", R2026: "601.2c"}[rules] in cited(replay)  # its target chosen as it is cast


@pytest.mark.parametrize("rules", EDITIONS)
def test_cradle_to_grave_cant_target_a_creature_from_an_earlier_turn(cards, rules):
    replay = run(cards, *cradle(False), rules)
    assert len(refused(replay)) >= 1, log(replay)
    assert "Grizzly Bears didn't enter this turn." in log(replay)
    assert zone_of(replay, "bears") == "in_play"


def oran_rief():
    """Alice casts Grizzly Bears this turn, then taps Oran-Rief, the Vastwood; she has older Grizzly Bears too."""
    objects = [obj("rief", "Oran-Rief, the Vastwood"), obj("new", "Grizzly Bears", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("old", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "new", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Alice"), p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "rief", "ability": 2}, p("Alice"), p("Bob")]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_tokens_created_this_turn_entered_this_turn(cards, rules):
    """Bestial Menace's three green tokens entered the battlefield as they were created (found by the thirty-third
    precision check): Oran-Rief puts a counter on each."""
    objects = [obj("rief", "Oran-Rief, the Vastwood"), obj("menace", "Bestial Menace", zone="hand"), *[obj(f"f{k}", "Forest") for k in range(5)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "menace", "mana_abilities": [{"object": f"f{k}"} for k in range(5)]},
               p("Alice"), p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "rief", "ability": 2}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 3 and all(t["counters"] == {"+1/+1": 1} for t in tokens), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_oran_rief_puts_a_counter_only_on_the_green_creature_that_entered_this_turn(cards, rules):
    replay = run(cards, *oran_rief(), rules)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["new"]["counters"] == {"+1/+1": 1}, log(replay)
    assert not found["old"].get("counters"), log(replay)
