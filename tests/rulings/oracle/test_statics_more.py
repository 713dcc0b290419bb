"""Rule-changing static abilities (rulings/oracle/statics_more.py), compiled from the pool's records
(statics_more_cards.json): "[Objects] [your opponents control] enter tapped" (Kismet, Thalia, Heretic
Cathar, Root Maze, Orb of Dreams; a replacement effect, 2007 419.1c, 2026 614.1d; not of the permanent
itself, 2026 614.12). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "statics_more_cards.json"
POOL_TOO = True  # Memnite, Grizzly Bears
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = pytest.mark.parametrize("rules", [R26, R07])
ENTERS_REPLACED = {R26: "614.1d", R07: "419.1c"}
LANDS = ("Forest", "Ancient Den")


def test_the_cards_are_fully_played(compiled):
    for name, card in compiled.items():
        assert card.played, name


def tapped_after(cards, rules, static, owner, entering, lands=()):
    """`owner`'s `static` is in play; Alice puts `entering` onto the battlefield from her hand (a land
    played, a spell cast with `lands`): whether it is tapped then, and the replay."""
    objects = [obj("static", static, owner=owner), obj("new", entering, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)]]
    if entering in LANDS:
        actions = [{"type": "play_land", "player": "Alice", "object": "new"}]
    else:
        actions = [{"type": "play_spell", "player": "Alice", "object": "new", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
                   p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return objects_in(replay.final_state)["new"]["tapped"], replay


@BOTH
@pytest.mark.parametrize("entering, lands", [("Memnite", ()), ("Grizzly Bears", ("Forest", "Forest")), ("Ancient Den", ())])
def test_kismet_taps_what_its_controllers_opponents_put_onto_the_battlefield(cards, rules, entering, lands):
    tapped, replay = tapped_after(cards, rules, "Kismet", "Bob", entering, lands)
    assert tapped
    assert ENTERS_REPLACED[rules] in cited(replay)


@BOTH
def test_kismet_spares_its_controllers_own_permanents(cards, rules):
    tapped, _ = tapped_after(cards, rules, "Kismet", "Alice", "Memnite")
    assert not tapped


@BOTH
@pytest.mark.parametrize("land, tapped", [("Ancient Den", True), ("Forest", False)])
def test_thalia_heretic_cathar_taps_only_nonbasic_lands(cards, rules, land, tapped):
    assert tapped_after(cards, rules, "Thalia, Heretic Cathar", "Bob", land)[0] is tapped


@BOTH
@pytest.mark.parametrize("entering, lands, tapped", [("Memnite", (), True), ("Grizzly Bears", ("Forest", "Forest"), False)])
def test_root_maze_taps_every_players_artifacts_and_lands_only(cards, rules, entering, lands, tapped):
    assert tapped_after(cards, rules, "Root Maze", "Alice", entering, lands)[0] is tapped


@BOTH
def test_orb_of_dreams_does_not_tap_itself_as_it_enters(cards, rules):
    """2026 614.12: a replacement of a general subset of permanents doesn't come from the permanent entering."""
    tapped, _ = tapped_after(cards, rules, "Urabrask the Hidden", "Bob", "Orb of Dreams", ("Forest",) * 3)
    assert tapped is False


@BOTH
def test_orb_of_dreams_taps_its_own_controllers_permanents_too(cards, rules):
    assert tapped_after(cards, rules, "Orb of Dreams", "Alice", "Memnite")[0] is True


@pytest.mark.parametrize("text", ["Snow lands your opponents control enter tapped.", "Creatures played by your opponents enter tapped.",
                                  "As long as ~ is tapped, other permanents enter tapped.", "Creatures your opponents control enter tapped this turn."])
def test_other_entering_replacements_stay_text_only(text):
    card = compile_card({"name": "Probe", "mana_cost": "{2}", "types": ["Artifact"], "text": text})
    assert not card.played
