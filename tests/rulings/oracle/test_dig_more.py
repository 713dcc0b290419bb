"""More wordings of digging (rulings/oracle/dig_more.py): "You may reveal an Angel card, a Demon card,
and/or a Dragon card from among them and put them into your hand" (Kaalia, Zenith Seeker; Harper
Recruiter's four kinds): at most one card of each kind; "Put one into your hand and the other into your
graveyard" (Codecracker Hound); "You mill two cards" (Rakshasa's Secret, Festerleech: the controller
mills, 2026 701.17a); the same instructions in other words: "... and put that card into your hand"
(Director Nick Fury, Quandrix Apprentice), "Put two of those cards into your hand and the rest into your
graveyard" (Scattered Thoughts), "look at the top three cards of your library, then put one of them into
your hand and the rest into your graveyard" (Organ Hoarder); "you may look at the top three cards of your
library, then put them back in any order" (Mirri's Guile). Real records: dig_more_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "dig_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Kaalia, Zenith Seeker", "Harper Recruiter", "Codecracker Hound", "Festerleech", "Rakshasa's Secret",
          "Doom's Servo-Guards", "Director Nick Fury", "Quandrix Apprentice", "Scattered Thoughts", "Organ Hoarder",
          "Mirri's Guile"]


def library(*pairs, owner="Alice"):
    """A library, top card first: (id, card name) pairs."""
    return [obj(oid, name, owner, zone="library") for oid, name in pairs]


def resolve(cards, rules, spell, lands, others, choices=None, creature=False, target=None):
    """Alice casts `spell` paying with `lands` (land names); it resolves (a creature: then its enters
    trigger) with `choices`."""
    objects = [obj("spell", spell, zone="hand"), *(obj(f"l{i}", name) for i, name in enumerate(lands)), *others]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell",
            "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))], **({"targets": [target]} if target else {})}
    last = p("Bob", **({"choices": {"spell": choices}} if choices is not None else {}))
    actions = [cast, p("Alice")] + ([p("Bob"), p("Alice"), last] if creature else [last])
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dig more"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", [
    # "put it into your hand" after several kinds: one card or several?
    "Look at the top six cards of your library. You may reveal an Angel card, a Demon card, and/or a Dragon card from "
    "among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
    # the same kind twice
    "Look at the top six cards of your library. You may reveal an Angel card, a Demon card, and/or an Angel card from "
    "among them and put them into your hand. Put the rest on the bottom of your library in a random order.",
    "Put one into your hand and the other into your graveyard.",  # nothing looked at before it
    "You mill X cards.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text}).played


KAALIA_LIBRARY = (("angel", "Serra Angel"), ("bears", "Grizzly Bears"), ("dragon", "Shivan Dragon"), ("demon", "Lord of the Pit"),
                  ("plains", "Plains"), ("swamp", "Swamp"), ("deep", "Island"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_kaalia_takes_an_angel_a_demon_and_a_dragon(cards, rules):
    replay = resolve(cards, rules, "Kaalia, Zenith Seeker", ["Mountain", "Plains", "Swamp"], library(*KAALIA_LIBRARY),
                     {"cards": ["angel", "demon", "dragon"]}, creature=True)
    assert not refused(replay), log(replay)
    assert {o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]} == {"angel", "demon", "dragon"}, log(replay)
    assert zone_of(replay, "bears") == "library"


def test_kaalia_refuses_a_card_of_no_kind_named(cards):
    replay = resolve(cards, R2026, "Kaalia, Zenith Seeker", ["Mountain", "Plains", "Swamp"], library(*KAALIA_LIBRARY),
                     {"cards": ["angel", "bears"]}, creature=True)
    assert refused(replay)
    assert "names bears, which is not an Angel card and/or a Demon card and/or a Dragon card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", [R2026])  # the card has warp (2026 702.185), a keyword the 2007 rules don't have
def test_codecracker_hound_puts_one_into_the_hand_and_the_other_into_the_graveyard(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("angel", "Serra Angel"), ("deep", "Island"))
    replay = resolve(cards, rules, "Codecracker Hound", ["Island"] * 3, lib, {"cards": ["angel"]}, creature=True)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "hand" and zone_of(replay, "bears") == "graveyard" and zone_of(replay, "deep") == "library"


@pytest.mark.parametrize("rules", EDITIONS)
def test_rakshasas_secret_makes_the_opponent_discard_two_and_alice_mill_two(cards, rules):
    others = [obj("b1", "Grizzly Bears", "Bob", zone="hand"), obj("b2", "Serra Angel", "Bob", zone="hand"),
              *library(("top", "Forest"), ("second", "Island"), ("third", "Plains"))]
    replay = resolve(cards, rules, "Rakshasa's Secret", ["Swamp"] * 3, others, target="Bob")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == "graveyard" and zone_of(replay, "b2") == "graveyard", log(replay)
    assert zone_of(replay, "top") == "graveyard" and zone_of(replay, "second") == "graveyard" and zone_of(replay, "third") == "library"


@pytest.mark.parametrize("rules", EDITIONS)
def test_scattered_thoughts_puts_two_of_those_cards_into_the_hand_and_the_rest_into_the_graveyard(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("angel", "Serra Angel"), ("dragon", "Shivan Dragon"), ("plains", "Plains"),
                  ("deep", "Island"))
    replay = resolve(cards, rules, "Scattered Thoughts", ["Island"] * 4, lib, {"cards": ["angel", "plains"]})
    assert not refused(replay), log(replay)
    assert {zone_of(replay, i) for i in ("angel", "plains")} == {"hand"}, log(replay)
    assert {zone_of(replay, i) for i in ("bears", "dragon")} == {"graveyard"} and zone_of(replay, "deep") == "library"


@pytest.mark.parametrize("rules", EDITIONS)
def test_organ_hoarder_puts_one_of_three_into_the_hand_and_the_rest_into_the_graveyard(cards, rules):
    lib = library(("bears", "Grizzly Bears"), ("angel", "Serra Angel"), ("plains", "Plains"), ("deep", "Island"))
    replay = resolve(cards, rules, "Organ Hoarder", ["Island"] * 4, lib, {"cards": ["angel"]}, creature=True)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "hand" and zone_of(replay, "bears") == "graveyard" and zone_of(replay, "plains") == "graveyard"
    assert zone_of(replay, "deep") == "library", log(replay)


def test_quandrix_apprentice_reads_that_card_as_it(compiled):
    steps = compiled["Quandrix Apprentice"].definition["abilities"][0]["effect"]
    assert steps == [{"do": "dig", "amount": 3, "for": {"types": ["Land"]}, "optional": True, "show": True, "rest": "bottom", "order": "any"}]


def guile(cards, rules, choices):
    """Alice's upkeep with Mirri's Guile: its trigger resolves with `choices`."""
    objects = [obj("guile", "Mirri's Guile"), *library(("a", "Forest"), ("b", "Island"), ("c", "Plains"), ("d", "Swamp"))]
    scenario = {"format": 1, "rules": rules, "name": "dig more", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects,
                "actions": [p("Alice"), p("Bob", choices={"guile": choices})]}
    return run_scenario(load_scenario(scenario, cards=cards))


def alices_library(replay):
    return [o["id"] for o in replay.final_state["zones"]["Alice"]["library"]][::-1]


@pytest.mark.parametrize("rules", EDITIONS)
def test_mirris_guile_may_look_at_the_top_three_and_put_them_back_in_any_order(cards, rules):
    replay = guile(cards, rules, {"may": True, "top": ["c", "a", "b"]})
    assert not refused(replay), log(replay)
    assert alices_library(replay) == ["c", "a", "b", "d"], log(replay)


def test_mirris_guile_declined_looks_at_nothing(cards):
    replay = guile(cards, R2026, {"may": False})
    assert not refused(replay), log(replay)
    assert alices_library(replay) == ["a", "b", "c", "d"] and "looks at" not in log(replay), log(replay)
