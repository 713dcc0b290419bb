""" "When this creature enters, you may search your library for any number of cards named ~, reveal
them, put them into your hand, then shuffle" (Battalion Foot Soldier, Legion Conquistador, Gathering
Throng; etb_search_named_cards.json, records copied from the pool): as many cards with the source's
name as the player chooses, none allowed (a search for a stated quality, 2026 701.23b), revealed
(2026 701.20a); declined, nothing is searched nor shuffled. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "etb_search_named_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Battalion Foot Soldier", "Legion Conquistador", "Gathering Throng", "Merrow Harbinger", "Forerunner of the Legion",
          "Flamekin Harbinger", "Kithkin Harbinger", "Elvish Harbinger", "Boggart Harbinger", "Faerie Harbinger", "Giant Harbinger",
          "Forerunner of the Coalition", "Forerunner of the Empire", "Forerunner of the Heralds"]
NEAR_MISSES = [
    "When this creature enters, you may search your library for any number of cards named ~, put them onto the battlefield, then shuffle.",
    "When this creature enters, you may search your library for any number of cards named ~, reveal them, put them into your hand.",
    "When this creature enters, you may search your library for any number of Soldier cards, reveal them, put them into your hand, then shuffle.",
    "When this creature enters, you may search your library for an Merfolk card, reveal it, then shuffle and put that card on top.",
    "When this creature enters, you may search your library for a Merfolk card, reveal it, then shuffle and put that card into your hand.",
    "When this creature enters, you may search your library for a Merfolk or Wizard card, reveal it, then shuffle and put that card on top.",
    "When this creature enters, you may search your library for a Merfolk card with flying, reveal it, then shuffle and put that card on top.",
]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "etb search named"), cards=cards))


def conquistador(cards, rules, choice=None):
    """Alice casts Legion Conquistador with two more in her library (and a Plains card); Bob passes
    twice: the creature spell resolves, then its enters trigger, with Alice's `choice`."""
    objects = [obj("lc", "Legion Conquistador", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(3)),
               obj("lc2", "Legion Conquistador", zone="library"), obj("top", "Plains", zone="library"),
               obj("lc3", "Legion Conquistador", zone="library")]
    resolve = p("Bob", **({"choices": {"lc": choice}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "lc", "mana_abilities": [{"object": f"pl{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_any_number_named_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_named_searches_stay_text_only(text):
    card = {"name": "Test Soldier", "mana_cost": "{2}{W}", "types": ["Creature"], "subtypes": ["Soldier"], "power": "2",
            "toughness": "2", "text": text.replace("~", "Test Soldier")}
    assert not compile_card(card).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_conquistador_finds_every_copy_chosen(cards, rules):
    replay = conquistador(cards, rules, {"cards": ["lc2", "lc3"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lc2") == "hand" and zone_of(replay, "lc3") == "hand" and zone_of(replay, "top") == "library"
    assert "any number of" in log(replay) and "reveals them" in log(replay)
    if rules == R2026:
        assert "701.23a" in cited(replay), sorted(cited(replay))


def test_naming_the_cards_found_is_choosing_to_search(cards):
    replay = conquistador(cards, R2026, {"cards": ["lc2"]})
    assert "may search their library and chooses to." in log(replay) and "no choice was given" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_conquistador_may_find_just_one(cards, rules):
    replay = conquistador(cards, rules, {"cards": ["lc3"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lc3") == "hand" and zone_of(replay, "lc2") == "library"


@pytest.mark.parametrize("rules", EDITIONS)
def test_conquistador_without_a_choice_finds_every_copy(cards, rules):
    replay = conquistador(cards, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lc2") == "hand" and zone_of(replay, "lc3") == "hand"


def test_conquistador_may_find_none(cards):
    replay = conquistador(cards, R2026, {"cards": []})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lc2") == "library" and zone_of(replay, "lc3") == "library"
    assert "701.23b" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_conquistador_declined_searches_nothing(cards, rules):
    replay = conquistador(cards, rules, {"search": False})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lc2") == "library" and "chooses not to search" in log(replay)


def test_a_plains_card_is_not_named_conquistador(cards):
    replay = conquistador(cards, R2026, {"cards": ["top"]})
    assert replay.steps[-1].refused
    assert zone_of(replay, "top") == "library"


def test_any_number_with_a_count_is_refused_by_the_loader():
    bad = {"name": "Bad", "types": ["Sorcery"], "mana_cost": "{W}",
           "effect": [{"do": "search_library", "for": {"named": "self"}, "any_number": True, "count": 2}]}
    with pytest.raises(Exception, match="any_number"):
        load_scenario(in_main_phase([{"id": "b", "card": bad, "owner": "Alice", "zone": "hand"}], [], R2026))


# --- "you may search your library for a Merfolk card, reveal it, then shuffle and put that card on top" -------------


def library_of(replay, who="Alice"):
    """Alice's library, bottom first (the last is the top card; the scenario lists the top one first)."""
    zones = replay.final_state["zones"]
    mine = zones.get(who) or next(z for k, z in zones.items() if who.lower() in str(k).lower())
    return [o["id"] for o in mine["library"]]


def harbinger(cards, rules, choice=None, library=("lord", "bears", "outcast")):
    """Alice casts Merrow Harbinger; Bob's second pass carries her choice for its enters trigger."""
    kinds = {"lord": "Lord of Atlantis", "bears": "Grizzly Bears", "outcast": "Changeling Outcast"}
    objects = [obj("mh", "Merrow Harbinger", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)),
               *(obj(oid, kinds[oid], zone="library") for oid in library)]
    resolve = p("Bob", **({"choices": {"mh": choice}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "mh", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_merrow_harbinger_puts_the_merfolk_found_on_top(cards, rules):
    replay = harbinger(cards, rules, {"cards": ["lord"]}, library=("bears", "lord"))  # the Lord at the bottom
    assert not any(st.refused for st in replay.steps), log(replay)
    assert library_of(replay)[-1] == "lord", (library_of(replay), log(replay))
    if rules == R2026:
        assert {"701.23a", "701.24b"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_merrow_harbinger_declined_searches_nothing(cards, rules):
    replay = harbinger(cards, rules, {"search": False}, library=("lord", "bears"))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert library_of(replay) == ["bears", "lord"] and "chooses not to search" in log(replay)


def test_merrow_harbinger_cant_find_a_bear(cards):
    replay = harbinger(cards, R2026, {"cards": ["bears"]}, library=("lord", "bears"))
    assert replay.steps[-1].refused


def test_a_changeling_card_is_a_merfolk_card_in_the_library(cards):
    replay = harbinger(cards, R2026, {"cards": ["outcast"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert library_of(replay)[-1] == "outcast", log(replay)
