""" "You may search your library and/or graveyard for a card named Tezzeret, Master of Metal, reveal it, and
put it into your hand. If you search your library this way, shuffle." (rulings/oracle/tutor_named.py,
rulings/engine/search_library_and_graveyard.py; tutor_named_cards.json, records copied from the pool): the
player chooses the zones searched (both by default, `{"search_library": false}` the graveyard alone, and
`{"search": false}` neither, for "you may"); the card must have that name; the library is shuffled only if
searched. 2026 cites 701.23a (search) and 701.23b (a stated quality need not be found); 2007 defines
searching only in its glossary. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "tutor_named_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Tezzeret's Betrayal", "Niambi, Faithful Healer", "Tower Winder", "Sun-Blessed Mount", "Chandra's Outburst",
          "Raven Clan War-Axe", "Gideon's Resolve", "Vraska's Scorn"]
NEAR_MISSES = [
    "Search your library and/or graveyard for a planeswalker card, reveal it, and put it into your hand. If you search your library this way, shuffle.",
    "Search your library and/or graveyard for a card named Command Tower, put it onto the battlefield. If you search your library this way, shuffle.",
    "Search your library and/or graveyard for a card named Command Tower, and put it into your hand. If you search your library this way, shuffle.",
    "If you search your library this way, shuffle.",
    "Search your library for a card named Command Tower, reveal it, and put it into your hand. If you search your library this way, shuffle.",
    "Search your library and/or graveyard for up to two cards named Command Tower, reveal them, and put them into your hand. "
    "If you search your library this way, shuffle.",
]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "tutor named"), cards=cards))


def tower_winder(cards, rules, choice=None, tower_in="library"):
    """Alice casts Tower Winder ({3}{G}); it resolves, then its enters trigger with her `choice`; a Command
    Tower in her library or graveyard, a Forest under it."""
    objects = [obj("tw", "Tower Winder", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               obj("tower", "Command Tower", zone=tower_in), obj("lib1", "Forest", zone="library"), obj("lib2", "Grizzly Bears", zone="library")]
    resolve = p("Bob", **({"choices": {"tw": choice}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "tw", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run(cards, objects, actions, rules)


def shuffled(replay) -> bool:
    return "shuffles their library" in log(replay)


@pytest.mark.parametrize("name", PLAYED)
def test_library_and_graveyard_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_library_and_graveyard_searches_stay_text_only(text):
    card = {"name": "Test Tutor", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}
    assert not compile_card(card).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_tower_winder_finds_the_named_card_in_the_library_and_shuffles(cards, rules):
    replay = tower_winder(cards, rules, {"cards": ["tower"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "tower") == "hand" and "reveals it" in log(replay) and shuffled(replay), log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))
    else:
        assert "only in their glossary" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tower_winder_searching_the_graveyard_alone_doesnt_shuffle(cards, rules):
    replay = tower_winder(cards, rules, {"cards": ["tower"], "search_library": False}, tower_in="graveyard")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "tower") == "hand" and not shuffled(replay), log(replay)
    assert "searches their graveyard for a card named Command Tower" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tower_winder_searching_both_finds_it_in_the_graveyard_and_shuffles(cards, rules):
    replay = tower_winder(cards, rules, {"cards": ["tower"]}, tower_in="graveyard")
    assert not refused(replay) and zone_of(replay, "tower") == "hand" and shuffled(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tower_winder_refuses_a_card_with_another_name(cards, rules):
    replay = tower_winder(cards, rules, {"cards": ["lib1"]})
    assert refused(replay) and zone_of(replay, "lib1") == "library", log(replay)


def test_tower_winder_refuses_a_library_card_when_only_the_graveyard_is_searched(cards):
    replay = tower_winder(cards, R2026, {"cards": ["tower"], "search_library": False})
    assert refused(replay) and zone_of(replay, "tower") == "library", log(replay)


def test_tower_winder_refuses_a_choice_not_to_search_its_search_isnt_optional(cards):
    replay = tower_winder(cards, R2026, {"search": False})
    assert refused(replay) and "the search isn't optional" in log(replay)


def test_tower_winder_searching_the_graveyard_alone_says_so_when_no_card_is_named(cards):
    replay = tower_winder(cards, R2026, {"search_library": False}, tower_in="graveyard")
    assert not refused(replay) and "(no card was chosen: the first that matches, in the graveyard)" in log(replay), log(replay)


def test_tower_winder_may_find_none(cards):
    replay = tower_winder(cards, R2026, {"cards": []})
    assert not refused(replay) and zone_of(replay, "tower") == "library", log(replay)
    assert "701.23b" in cited(replay) and shuffled(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tezzerets_betrayal_destroys_then_may_decline_the_search(cards, rules):
    objects = [obj("tb", "Tezzeret's Betrayal", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               *(obj(f"s{i}", "Swamp") for i in range(2)), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("tower", "Command Tower", zone="library"), obj("lib1", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tb", "targets": ["bears"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)] + [{"object": f"s{i}"} for i in range(2)]},
               p("Alice"), p("Bob", choices={"tb": {"search": False}})]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and "chooses not to search" in log(replay) and not shuffled(replay), log(replay)


def test_the_loader_refuses_a_library_and_graveyard_search_without_a_name():
    bad = {"name": "Bad", "types": ["Sorcery"], "mana_cost": "{W}",
           "effect": [{"do": "search_library_and_graveyard", "for": {"types": ["Creature"]}}]}
    with pytest.raises(Exception, match=r"for\.named"):
        load_scenario(in_main_phase([{"id": "b", "card": bad, "owner": "Alice", "zone": "hand"}], [], R2026))
