"""More qualities of the card taken from among those looked at or revealed (rulings/oracle/digging.py
`quality`, checked by the engine's `dig` as `fits`): "a historic card" (legendary, an artifact, or a
Saga: 2026 700.6, as the cards' reminder text says), each kind with its own article ("a Mount creature
card or a Plains card"), a legendary creature type ("a land or legendary Turtle card"), a planeswalker
type ("an Elf, Warrior, or Tyvar card"), "any number of snow permanent cards" (Glacial Revelation) and "a noncreature, nonland permanent card" / "a nonland
permanent card" (a hand's choice reads the same quality: Auntie's Sentence). Real records:
dig_qualities_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "dig_qualities_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Board the Weatherlight", "Monumental Henge", "Harald, King of Skemfar", "Definitely Not a Turtle",
          "Frontier Seeker", "Auntie's Sentence", "Glacial Revelation"]
#: "a non-Human creature card"; "a Plains card or a creature card with mana value 3 or less" from milled cards
NEAR_MISSES = ["Kinnan, Bonder Prodigy", "Airlift Chaplain"]


def library(*pairs):
    """Alice's library, top card first: (id, card name) pairs."""
    return [obj(oid, name, zone="library") for oid, name in pairs]


def resolve(cards, rules, spell, land, lands, library_cards, choices, passes=0):
    """Alice casts `spell` with `lands` lands; it resolves (`passes` more rounds: an enters trigger, which
    gets `choices`)."""
    objects = [obj("spell", spell, zone="hand"), *(obj(f"l{i}", land) for i in range(lands)), *library_cards]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell",
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]}, p("Alice")]
    if passes:
        actions += [p("Bob"), p("Alice"), p("Bob", choices={"spell": choices})]
    else:
        actions += [p("Bob", choices={"spell": choices})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dig qualities"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_cards_with_these_qualities_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    # the number belongs to the last kind only: not read as a number of both
    "Look at the top four cards of your library. You may reveal a land card or a creature card with mana value 3 or less "
    "from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
    "Look at the top four cards of your library. You may reveal a legendary card from among them and put it into your hand.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text}).played


def wanted(compiled, name) -> dict:
    """The quality of the card's one `dig`, in its effect (a spell) or its one triggered ability."""
    d = compiled[name].definition
    steps = d.get("effect") or d["abilities"][-1]["effect"]
    return next(st["for"] for st in steps if st.get("do") == "dig")


def test_the_qualities_read(compiled):
    assert wanted(compiled, "Board the Weatherlight") == {
        "any_of": [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]}  # 2026 700.6
    assert wanted(compiled, "Frontier Seeker") == {"any_of": [{"subtypes": ["Mount"], "types": ["Creature"]}, {"subtypes": ["Plains"]}]}
    assert wanted(compiled, "Definitely Not a Turtle") == {
        "any_of": [{"types": ["Land"]}, {"supertypes": ["Legendary"], "subtypes": ["Turtle"]}]}
    assert wanted(compiled, "Harald, King of Skemfar") == {
        "any_of": [{"subtypes": ["Elf"]}, {"subtypes": ["Warrior"]}, {"subtypes": ["Tyvar"]}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_board_the_weatherlight_takes_a_legendary_creature_card_a_historic_card(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("isamaru", "Isamaru, Hound of Konda"), ("forest", "Forest"),
                  ("lions", "Savannah Lions"), ("island", "Island"), ("deep", "Swamp"))
    replay = resolve(cards, rules, "Board the Weatherlight", "Plains", 2, lib, {"cards": ["isamaru"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "isamaru") == "hand", log(replay)
    assert "puts Isamaru, Hound of Konda (artifact, legendary, or Saga card) into their hand" in log(replay), log(replay)


def test_board_the_weatherlight_takes_an_artifact_card_and_refuses_a_plain_creature_card(cards):
    lib = library(("relic", "Darksteel Relic"), ("bears", "Grizzly Bears"), ("island", "Island"), ("deep", "Swamp"))
    replay = resolve(cards, R2026, "Board the Weatherlight", "Plains", 2, lib, {"cards": ["relic"]})
    assert not refused(replay) and zone_of(replay, "relic") == "hand", log(replay)
    replay = resolve(cards, R2026, "Board the Weatherlight", "Plains", 2, lib, {"cards": ["bears"]})
    assert refused(replay)
    assert "names bears, which is not an artifact, legendary, or Saga card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_frontier_seeker_takes_a_plains_card_but_not_a_non_mount_creature(cards, rules):
    lib = library(("lions", "Savannah Lions"), ("plains", "Plains"), ("forest", "Forest"), ("island", "Island"),
                  ("bears", "Grizzly Bears"), ("deep", "Swamp"))
    replay = resolve(cards, rules, "Frontier Seeker", "Plains", 2, lib, {"cards": ["plains"]}, passes=1)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "plains") == "hand" and zone_of(replay, "spell") == "in_play", log(replay)
    replay = resolve(cards, rules, "Frontier Seeker", "Plains", 2, lib, {"cards": ["lions"]}, passes=1)
    assert "names lions, which is not a Mount creature or Plains card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_harald_takes_an_elf_card_but_not_a_bear(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("elves", "Llanowar Elves"), ("forest", "Forest"), ("island", "Island"),
                  ("lions", "Savannah Lions"), ("deep", "Swamp"))

    def cast(taken):
        objects = [obj("harald", "Harald, King of Skemfar", zone="hand"), obj("s0", "Swamp"), obj("f0", "Forest"),
                   obj("f1", "Forest"), *lib]
        actions = [{"type": "play_spell", "player": "Alice", "object": "harald",
                    "mana_abilities": [{"object": o} for o in ("s0", "f0", "f1")]},
                   p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"harald": {"cards": [taken]}})]
        return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dig qualities"), cards=cards))
    replay = cast("elves")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "elves") == "hand" and zone_of(replay, "bears") == "library", log(replay)
    replay = cast("bears")
    assert "names bears, which is not an Elf, Warrior, or Tyvar card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glacial_revelation_takes_snow_permanent_cards_and_puts_the_rest_into_the_graveyard(cards, rules):
    lib = library(("snow", "Snow-Covered Forest"), ("bears", "Grizzly Bears"), ("forest", "Forest"), ("snow2", "Snow-Covered Forest"),
                  ("island", "Island"), ("lions", "Savannah Lions"), ("deep", "Swamp"))
    replay = resolve(cards, rules, "Glacial Revelation", "Forest", 3, lib, {"cards": ["snow", "snow2"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "snow") == "hand" and zone_of(replay, "snow2") == "hand", log(replay)
    assert all(zone_of(replay, i) == "graveyard" for i in ("bears", "forest", "island", "lions")) and zone_of(replay, "deep") == "library"
    replay = resolve(cards, rules, "Glacial Revelation", "Forest", 3, lib, {"cards": ["snow", "forest"]})
    assert refused(replay) and "names forest, which is not a snow permanent card" in log(replay), log(replay)
