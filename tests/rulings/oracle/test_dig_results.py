"""What happens when no card was taken into the hand from among the cards looked at or milled
(rulings/oracle/dig_results.py, the engine's `if_none_put_into_hand`): "If you didn't put a card into
your hand this way, draw a card" (Adventure Awaits), "... you gain 4 life" (Blossom Prancer), "... put a
+1/+1 counter on this creature" (Rosecot Knight); "mill three cards. You may put a land card from among
them into your hand. If you don't, put a +1/+1 counter on this creature" (Ainok Wayfarer). The
instructions are followed in order (2007 413.2b; 2026 608.2c). Real records: dig_results_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "dig_results_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Adventure Awaits", "Blossom Prancer", "Contagious Vorrac", "Pulsar Squadron Ace", "Rosecot Knight",
          "Ainok Wayfarer", "Blanchwood Prowler", "Ostrich-Horse", "Ravenous Gigamole", "Tomakul Scrapsmith"]
#: a take that must find one ("Put a land card from among them ... and the rest"); "If you don't" after a take
#: onto the battlefield, whose "put a card from among them into your hand" is a second take
NEAR_MISSES = ["Inscribed Tablet", "Planar Genesis"]
FOLLOWS = {R2007: "413.2b", R2026: "608.2c"}


def library(*pairs):
    """Alice's library, top card first: (id, card name) pairs."""
    return [obj(oid, name, zone="library") for oid, name in pairs]


def resolve(cards, rules, spell, lands, library_cards, choices, creature=False):
    """Alice casts `spell` paying with `lands` (land names); it resolves (a creature: then its enters
    trigger) with `choices`."""
    objects = [obj("spell", spell, zone="hand"), *(obj(f"l{i}", name) for i, name in enumerate(lands)), *library_cards]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell",
                "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]}, p("Alice")]
    actions += [p("Bob"), p("Alice"), p("Bob", choices={"spell": choices})] if creature else [p("Bob", choices={"spell": choices})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "dig results"), cards=cards))


def hand(replay):
    return [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]


@pytest.mark.parametrize("name", PLAYED)
def test_cards_with_an_instruction_if_no_card_was_taken_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    # a target would be chosen as the spell is cast, not once the cards are sorted
    "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. "
    "Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, "
    "Near Miss deals 2 damage to any target.",
    # the card taken goes onto the battlefield, not into the hand
    "Look at the top five cards of your library. You may put a land card from among them onto the battlefield tapped. "
    "Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card.",
    # "If you don't" before the rest are put away
    "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. "
    "If you don't, draw a card. Put the rest on the bottom of your library in a random order.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text}).played


LIBRARY = (("forest", "Forest"), ("bears", "Grizzly Bears"), ("shock", "Shock"), ("island", "Island"),
           ("lions", "Savannah Lions"), ("next", "Plains"), ("deep", "Swamp"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_adventure_awaits_taking_a_creature_card_draws_nothing(cards, rules):
    replay = resolve(cards, rules, "Adventure Awaits", ["Forest", "Forest"], library(*LIBRARY), {"cards": ["bears"]})
    assert not refused(replay), log(replay)
    assert hand(replay) == ["bears"], log(replay)
    assert "Alice put a card into their hand this way, so the rest of Adventure Awaits's instruction is not followed." in log(replay)
    assert FOLLOWS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_adventure_awaits_taking_nothing_draws_a_card(cards, rules):
    replay = resolve(cards, rules, "Adventure Awaits", ["Forest", "Forest"], library(*LIBRARY), {"cards": []})
    assert not refused(replay), log(replay)
    assert hand(replay) == ["next"], log(replay)  # the five looked at went to the bottom: the Plains was next
    assert "Alice didn't put a card into their hand this way." in log(replay)
    assert FOLLOWS[rules] in cited(replay)


def test_blossom_prancer_gains_4_life_when_no_creature_or_enchantment_is_taken(cards):
    lib = library(("forest", "Forest"), ("shock", "Shock"), ("island", "Island"), ("plains", "Plains"), ("swamp", "Swamp"), ("deep", "Swamp"))
    replay = resolve(cards, R2026, "Blossom Prancer", ["Forest"] * 5, lib, {"cards": []}, creature=True)
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 24 and hand(replay) == [], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ainok_wayfarer_taking_a_milled_land_gets_no_counter(cards, rules):
    replay = resolve(cards, rules, "Ainok Wayfarer", ["Forest", "Forest"], library(*LIBRARY), {"cards": ["forest"]}, creature=True)
    assert not refused(replay), log(replay)
    assert hand(replay) == ["forest"] and zone_of(replay, "bears") == "graveyard", log(replay)
    assert not objects_in(replay.final_state)["spell"].get("counters"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ainok_wayfarer_declining_the_land_gets_a_counter(cards, rules):
    replay = resolve(cards, rules, "Ainok Wayfarer", ["Forest", "Forest"], library(*LIBRARY), {"cards": []}, creature=True)
    assert not refused(replay), log(replay)
    assert hand(replay) == [] and zone_of(replay, "forest") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["spell"].get("counters") == {"+1/+1": 1}, log(replay)
