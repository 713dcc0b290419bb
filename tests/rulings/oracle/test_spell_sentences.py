"""Instant and sorcery effect sentences (rulings/oracle/spell_sentences.py), played from real cards'
Oracle text (spell_sentences_cards.json: records copied from the pool): "Target player mills half
their library, rounded down." (Traumatize), half the library as the instruction is followed,
rounded down (rulings/engine/half_library.py; 2007 104.1, 2026 107.1a); "Destroy target creature. Its
owner gains 4 life." (Path of Peace), the owner whoever controls it (rulings/engine/effects/its_owner.py;
2007 200.1a, 2026 108.3); Remand's "put it into its owner's hand instead of into that player's graveyard",
the counterspell's own replacement (2007 419.6d; 2026 614.15); Reprieve's "Return target spell to its
owner's hand.", not countered (rulings/engine/effects/spell_to_hand.py); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, objects_in, obj, p

CARDS = Path(__file__).parent / "spell_sentences_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Traumatize", "Cut Your Losses", "Path of Peace", "Misfortune's Gain", "Remand", "Memory Lapse", "Reprieve"]
#: "rounded up" (Fleet Swallower, Terisian Mindbreaker); "any number of target players each mill half" (Singularity Rupture);
#: damage "dealt to its owner instead" (Personal Incarnation). "Target spell or creature" (Unsubstantiate) is read by
#: spell_or_permanent.py now (test_spell_or_permanent.py), not as "target spell" here
NEAR_MISSES = ["Fleet Swallower", "Terisian Mindbreaker", "Singularity Rupture", "Personal Incarnation"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "spell sentences"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def zone_of(replay, oid):
    return objects_in(replay.final_state)[oid]["zone"]


@pytest.mark.parametrize("name", PLAYED)
def test_spell_sentence_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_sentences_stay_text_only(compiled, name):
    assert not compiled[name].played


def _traumatize(cards, rules, library_size):
    objects = [obj("trauma", "Traumatize", zone="hand"), *(obj(f"i{i}", "Island") for i in range(5)),
               *(obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(library_size))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "trauma", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_traumatize_mills_half_an_odd_library_rounded_down(cards, rules):
    replay = _traumatize(cards, rules, 5)
    zones = [zone_of(replay, f"lib{i}") for i in range(5)]
    assert zones.count("graveyard") == 2 and zones.count("library") == 3, (zones, log(replay))
    assert {R2007: "104.1", R2026: "107.1a"}[rules] in cited(replay), sorted(cited(replay))  # rounded as the card says
    if rules == R2026:
        assert "701.17a" in cited(replay), sorted(cited(replay))  # mill


@pytest.mark.parametrize("rules", EDITIONS)
def test_traumatize_mills_nothing_from_a_one_card_library(cards, rules):
    replay = _traumatize(cards, rules, 1)
    assert zone_of(replay, "lib0") == "library", log(replay)


def life_totals(replay):
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_path_of_peace_gives_the_life_to_the_owner_not_the_controller(cards, rules):
    objects = [obj("path", "Path of Peace", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(4)),
               obj("bears", "Grizzly Bears", owner="Bob", controller="Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "path", "targets": ["bears"],
                "mana_abilities": [{"object": f"pl{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life_totals(replay) == {"Alice": 20, "Bob": 24}, log(replay)  # Bob owns the Bears Alice controlled
    assert {R2007: "200.1a", R2026: "108.3"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_remand_counters_the_spell_into_its_owners_hand_and_draws(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("remand", "Remand", owner="Bob", zone="hand"), *(obj(f"is{i}", "Island", owner="Bob") for i in range(2)),
               obj("bob_top", "Grizzly Bears", owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "remand", "targets": ["bolt"],
                "mana_abilities": [{"object": f"is{i}"} for i in range(2)]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bolt") == "hand", log(replay)  # in Alice's hand, not her graveyard
    assert zone_of(replay, "bob_top") == "hand", log(replay)  # "Draw a card."
    assert life_totals(replay) == {"Alice": 20, "Bob": 20}, log(replay)
    assert {R2007: "419.6d", R2026: "614.15"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_reprieve_returns_the_spell_to_its_owners_hand_without_countering_it(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("reprieve", "Reprieve", owner="Bob", zone="hand"), *(obj(f"pl{i}", "Plains", owner="Bob") for i in range(2)),
               obj("bob_top", "Grizzly Bears", owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "reprieve", "targets": ["bolt"],
                "mana_abilities": [{"object": f"pl{i}"} for i in range(2)]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bolt") == "hand", log(replay)  # back in Alice's hand
    assert zone_of(replay, "bob_top") == "hand", log(replay)  # "Draw a card."
    assert life_totals(replay) == {"Alice": 20, "Bob": 20}, log(replay)
    assert not any("is countered" in t for t in log(replay).splitlines()), log(replay)  # returned, not countered
    assert {R2007: "217.1c", R2026: "400.7"}[rules] in cited(replay), sorted(cited(replay))  # a new object in the hand
