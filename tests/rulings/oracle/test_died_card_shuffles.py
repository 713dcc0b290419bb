""" "When this creature dies, (you may) shuffle it into its owner's library(, then scry 2)" (Alabaster Dragon, Angel of
Fury, Cavalier of Gales; Lembas's "When this artifact is put into a graveyard from the battlefield, its owner shuffles
it into their library"), "Target creature's owner shuffles it into their library" (Ominous Cemetery) and "The owner of
target nonland permanent shuffles it into their library, then draws two cards" (Oblation): rulings/oracle/
died_card_shuffles.py, rulings/engine/died_card_shuffles.py, played from real cards' Oracle text
(died_card_shuffles_cards.json: records copied from the pool). The card that died is found in the graveyard it was
put into (2007 410.10c; 2026 603.10a) and goes into its owner's library, a new object (2007 217.1c; 2026 400.7)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "died_card_shuffles_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Alabaster Dragon", "Angel of Fury", "Cavalier of Gales", "Lembas", "Ominous Cemetery", "Oblation"]
#: "..., then reveals the top card of their library. If it's a permanent card, they put it onto the battlefield": not read
NEAR_MISSES = ["Chaos Warp"]
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def terror_on(cards, rules, creature, choices=None, library=0):
    """Alice's `creature` is in play; Bob casts Terror on it; it dies and its ability resolves."""
    objects = [obj("c", creature), obj("t", "Terror", owner="Bob", zone="hand"), obj("s0", "Swamp", owner="Bob"),
               obj("s1", "Swamp", owner="Bob"), *(obj(f"lib{i}", "Island", zone="library") for i in range(library))]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "t", "targets": ["c"],
                            "mana_abilities": [{"object": "s0"}, {"object": "s1"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "died card shuffles"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_shuffle_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_alabaster_dragon_that_died_is_shuffled_into_its_owners_library(cards, rules):
    replay = terror_on(cards, rules, "Alabaster Dragon", library=3)
    assert zone_of(replay, "c") == "library", log(replay)
    assert len(replay.final_state["zones"]["Alice"]["library"]) == 4
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", (True, False))
def test_angel_of_fury_is_shuffled_in_only_if_its_controller_chooses(cards, rules, may):
    replay = terror_on(cards, rules, "Angel of Fury", choices={"c": {"may": may}}, library=2)
    assert zone_of(replay, "c") == ("library" if may else "graveyard"), log(replay)


def test_cavalier_of_gales_is_shuffled_in_then_its_controller_scries_2(cards):
    replay = terror_on(cards, R2026, "Cavalier of Gales", library=3)
    assert zone_of(replay, "c") == "library", log(replay)
    assert {"701.22a", "701.24a", "603.10a"} <= cited(replay), sorted(cited(replay))
    text = log(replay)
    assert text.index("shuffles Cavalier of Gales into their library") < text.index("Alice scries 2"), text


@pytest.mark.parametrize("rules", EDITIONS)
def test_oblation_shuffles_the_permanent_into_its_owners_library_and_that_player_draws_two(cards, rules):
    objects = [obj("ob", "Oblation", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(4)),
               obj("gb", "Grizzly Bears", owner="Bob"), *(obj(f"b{i}", "Island", owner="Bob", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ob", "targets": ["gb"],
                "mana_abilities": [{"object": f"pl{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "oblation"), cards=cards))
    assert not refused(replay), log(replay)
    zones = replay.final_state["zones"]["Bob"]
    assert len(zones["hand"]) == 2 and len(zones["library"]) == 2, log(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_lembas_sacrificed_is_shuffled_into_its_owners_library(cards, rules):
    objects = [obj("lb", "Lembas"), obj("p0", "Plains"), obj("p1", "Plains"), obj("x", "Island", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "lb", "ability": 1,
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "lembas"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "lb") == "library" and len(replay.final_state["zones"]["Alice"]["library"]) == 2, log(replay)
