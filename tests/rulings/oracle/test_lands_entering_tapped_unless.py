"""Real lands that enter tapped unless a condition holds as they enter
(rulings/oracle/lands.py; 2007 419.1c, 2026 614.1d), played from their Oracle text."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

EDITIONS = ("2007-02-01", "2026-06-19")


def played(lookup, land, others, rules, then=(), players=("Alice", "Bob"), life=20):
    objects = [{"id": "new", "card": land, "owner": "Alice", "zone": "hand"}] + \
        [{"id": f"l{i}", "card": name, "owner": "Alice", "zone": "in_play"} for i, name in enumerate(others)]
    data = {"format": 1, "rules": rules, "name": "lands", "players": [{"name": p, "life": life} for p in players],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_land", "player": "Alice", "object": "new"}, *then]}
    return run_scenario(load_scenario(data, cards=lookup))


def entered(replay) -> str:
    return next(e.text for e in replay.steps[1].events if "tapped" in e.text)


def test_the_lands_are_fully_played(pool):
    for name in ("Glacial Fortress", "Smoldering Marsh", "Blooming Marsh", "Deserted Beach", "Bountiful Promenade", "Murky Sewer",
                 "Uncharted Haven"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_glacial_fortress_enters_untapped_beside_an_island_and_taps_for_white(lookup, rules):
    tap = {"type": "activate_ability", "player": "Alice", "object": "new", "ability": 1, "choice": "W"}
    replay = played(lookup, "Glacial Fortress", ["Island"], rules, then=[tap])
    assert "untapped: Alice controls Plains or Island" in entered(replay)
    assert not replay.steps[2].refused
    assert "Alice adds {W} to their mana pool (chosen of {W} or {U})." in [e.text for e in replay.steps[2].events]


@pytest.mark.parametrize("rules", EDITIONS)
def test_glacial_fortress_enters_tapped_beside_a_forest(lookup, rules):
    tap = {"type": "activate_ability", "player": "Alice", "object": "new", "ability": 1, "choice": "W"}
    replay = played(lookup, "Glacial Fortress", ["Forest"], rules, then=[tap])
    assert "tapped: Alice controls no Plains or Island" in entered(replay)
    assert replay.steps[2].refused  # a tapped land can't pay {T}


@pytest.mark.parametrize("rules", EDITIONS)
def test_smoldering_marsh_counts_basic_lands(lookup, rules):
    assert "untapped: Alice controls 2 basic lands" in entered(played(lookup, "Smoldering Marsh", ["Swamp", "Mountain"], rules))
    assert "tapped: Alice controls 1 basic land " in entered(played(lookup, "Smoldering Marsh", ["Swamp", "Glacial Fortress"], rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_blooming_marsh_enters_untapped_only_with_two_or_fewer_other_lands(lookup, rules):
    assert "untapped:" in entered(played(lookup, "Blooming Marsh", ["Swamp", "Forest"], rules))
    assert "untapped:" not in entered(played(lookup, "Blooming Marsh", ["Swamp", "Forest", "Island"], rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_deserted_beach_enters_untapped_only_with_two_or_more_other_lands(lookup, rules):
    assert "untapped:" in entered(played(lookup, "Deserted Beach", ["Plains", "Island"], rules))
    assert "untapped:" not in entered(played(lookup, "Deserted Beach", ["Plains"], rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_bountiful_promenade_enters_untapped_only_with_two_or_more_opponents(lookup, rules):
    assert "tapped: Alice has 1 opponent" in entered(played(lookup, "Bountiful Promenade", [], rules))
    assert "untapped: Alice has 2 opponents" in entered(played(lookup, "Bountiful Promenade", [], rules, players=("Alice", "Bob", "Carol")))


@pytest.mark.parametrize("rules", EDITIONS)
def test_murky_sewer_enters_untapped_only_when_a_player_has_13_or_less_life(lookup, rules):
    assert "untapped: the least life a player has is Alice's 13" in entered(played(lookup, "Murky Sewer", [], rules, life=13))
    assert "tapped: the least life a player has is Alice's 14" in entered(played(lookup, "Murky Sewer", [], rules, life=14))


@pytest.mark.parametrize("rules", EDITIONS)
def test_uncharted_haven_enters_tapped_with_the_color_chosen(lookup, rules):
    replay = played(lookup, "Uncharted Haven", [], rules)
    texts = [e.text for e in replay.steps[1].events]
    assert any(t.startswith("As Uncharted Haven") and "chooses color: white" in t for t in texts), texts
    assert any(t.startswith("Uncharted Haven") and t.endswith("tapped.") for t in texts), texts


@pytest.mark.parametrize("text", [
    "This land enters tapped unless you control a legendary creature.",
    "This land enters tapped unless a player has X or less life.",
    "This land enters tapped. As it enters, choose a color other than green or white.",
    "This land enters tapped unless you control a Plains or an Plains.",
    "This land enters tapped unless you control X or more other lands.",
    "As this land enters, you may pay 2 life. If you do, it enters tapped.",
])
def test_a_condition_the_engine_does_not_check_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Land"], "text": text}).played
