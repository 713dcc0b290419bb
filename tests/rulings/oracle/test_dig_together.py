"""Two or more permanent cards put onto the battlefield from among the cards looked at or revealed
("Put up to two creature cards with mana value 3 or less from among them onto the battlefield",
Collected Company; "Put up to two land cards from among them onto the battlefield tapped",
Cartographer's Survey): the engine's `dig` puts them there in one event, so each one's entering
abilities see the others enter (2007 410.10a; 2026 603.6a), and the compiler now reads the wording
(rulings/oracle/digging.py). Real records: dig_together_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "dig_together_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Collected Company", "Cartographer's Survey", "Deploy the Gatewatch", "Storm the Festival", "United Battlefront"]
#: one card to the battlefield and another to the hand in one sentence; "reveal that many cards"
NEAR_MISSES = ["Bounty of Skemfar", "Gishath, Sun's Avatar"]


def library(*pairs):
    """Alice's library, top card first: (id, card name) pairs."""
    return [obj(oid, name, zone="library") for oid, name in pairs]


def resolve(cards, rules, spell, land, lands, library_cards, choices, passes=0):
    """Alice casts `spell` with `lands` lands; it resolves with `choices`; `passes` more rounds resolve triggers."""
    objects = [obj("spell", spell, zone="hand"), *(obj(f"l{i}", land) for i in range(lands)), *library_cards]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell",
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               p("Alice"), p("Bob", choices={"spell": choices})]
    actions += [p("Alice"), p("Bob")] * passes
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dig together"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_digs_putting_several_permanents_onto_the_battlefield_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_collected_company_puts_two_creatures_in_at_once_and_soul_warden_sees_the_other(cards, rules):
    lib = library(("warden", "Soul Warden"), ("forest", "Forest"), ("bears", "Grizzly Bears"),
                  ("angel", "Serra Angel"), ("lions", "Savannah Lions"), ("island", "Island"), ("deep", "Island"))
    replay = resolve(cards, rules, "Collected Company", "Forest", 4, lib, {"cards": ["warden", "bears"]}, passes=1)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "warden") == "in_play" and zone_of(replay, "bears") == "in_play", log(replay)
    assert zone_of(replay, "angel") == "library" and zone_of(replay, "lions") == "library"
    # Soul Warden entered with Grizzly Bears: it saw the other creature enter and Alice gained 1 life
    assert life(replay)["Alice"] == 21, log(replay)
    assert ("410.10a" if rules == R2007 else "603.6a") in cited(replay), sorted(cited(replay))


def test_collected_company_refuses_a_creature_with_mana_value_above_3(cards):
    lib = library(("angel", "Serra Angel"), ("bears", "Grizzly Bears"), ("island", "Island"))
    replay = resolve(cards, R2026, "Collected Company", "Forest", 4, lib, {"cards": ["angel", "bears"]})
    assert refused(replay)
    assert "which is not a creature card with mana value 3 or less" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cartographers_survey_puts_two_lands_onto_the_battlefield_tapped(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("plains", "Plains"), ("forest", "Forest"), ("island", "Island"),
                  ("lions", "Savannah Lions"), ("angel", "Serra Angel"), ("warden", "Soul Warden"), ("deep", "Island"))
    replay = resolve(cards, rules, "Cartographer's Survey", "Forest", 4, lib, {"cards": ["plains", "island"]})
    assert not refused(replay), log(replay)
    state = replay.final_state["zones"]["Alice"]
    entered = {o["id"]: o for o in state["in_play"] if o["id"] in ("plains", "island")}
    assert set(entered) == {"plains", "island"} and all(o.get("tapped") for o in entered.values()), log(replay)
    assert zone_of(replay, "forest") == "library" and [o["id"] for o in state["library"]][-1] == "deep", log(replay)


def test_united_battlefront_refuses_a_creature_card(cards):
    lib = library(("bears", "Grizzly Bears"), ("plains", "Plains"), ("island", "Island"))
    replay = resolve(cards, R2026, "United Battlefront", "Plains", 4, lib, {"cards": ["bears"]})
    assert refused(replay)
    assert "names bears, which is not a noncreature nonland permanent card with mana value 3 or less" in log(replay), log(replay)
