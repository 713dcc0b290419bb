"""Cards of a player's choice revealed from their hand, one of them chosen and discarded (rulings/oracle/reveals_from_hand.py,
the engine's `reveal_hand` with `reveals`), played from real cards' Oracle text (reveals_from_hand_cards.json: records
copied from the pool): "Target player reveals three cards from their hand and you choose one of them. That player
discards that card." (Blackmail; "X cards", Cabal Interrogator), "a number of cards from their hand equal to the number
of Swamps you control" (Mire's Toll; "Allies", Bala Ged Thief), "X cards from their hand, where X is the number of
Faeries you control. You choose one of those cards." (Thieving Sprite). The revealing player chooses which cards to
reveal, all of them with fewer in hand, and the controller chooses among those only (2007 413.2c, 416.3; 2026 608.2d,
609.3, 701.20b, 701.9a). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "reveals_from_hand_cards.json"
POOL_TOO = True  # Grizzly Bears, Serra Angel, Savannah Lions, Lightning Bolt, Swamp from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOOSES = {R2007: "413.2c", R2026: "608.2d"}
AS_MUCH_AS_POSSIBLE = {R2007: "416.3", R2026: "609.3"}
PLAYED = ["Blackmail", "Mire's Toll", "Thieving Sprite", "Cabal Interrogator", "Bala Ged Thief"]
#: "Then if that player has more cards in hand than you, return ~", "you may pay {X}. If you do", "your devotion to
#: black", "the number of creatures in your party", "one plus the number of creature cards in your graveyard": none read here
NEAR_MISSES = ["Pulse of the Dross", "Hollow Specter", "Disciple of Phenax", "Acquisitions Expert", "Klaw, Sonic Subjugator"]
FOUR = {"bears": "Grizzly Bears", "bolt": "Lightning Bolt", "angel": "Serra Angel", "lions": "Savannah Lions"}


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "reveals from hand"), cards=cards))


def swamps(n, owner="Alice"):
    return [obj(f"{owner[0]}s{i}", "Swamp", owner=owner) for i in range(n)]


def bobs_hand(hand):
    return [obj(oid, name, owner="Bob", zone="hand") for oid, name in hand.items()]


def cast_at_bob(cards, rules, spell, lands, hand, reveals=None, chosen=None, more=()):
    """Alice casts `spell` at Bob with `lands` Swamps; it resolves with Bob's `reveals` and Alice's `chosen` (if given)."""
    made = {**({"reveals": reveals} if reveals is not None else {}), **({"cards": chosen} if chosen is not None else {})}
    objects = [obj("spell", spell, zone="hand"), *swamps(lands), *bobs_hand(hand), *more]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["Bob"],
            "mana_abilities": [{"object": f"As{i}"} for i in range(lands)]}
    return play(cards, objects, [cast, p("Alice"), p("Bob", **({"choices": {"spell": made}} if made else {}))], rules)


@pytest.mark.parametrize("name", PLAYED)
def test_reveals_from_hand_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_reveals_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_blackmail_discards_the_card_chosen_among_the_three_revealed(cards, rules):
    replay = cast_at_bob(cards, rules, "Blackmail", 1, FOUR, reveals=["bears", "bolt", "angel"], chosen=["bolt"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard", log(replay)
    assert all(zone_of(replay, oid) == "hand" for oid in ("bears", "angel", "lions")), log(replay)
    assert "Bob reveals Grizzly Bears, Lightning Bolt, Serra Angel from their hand." in log(replay), log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))
    if rules == R2026:
        assert {"701.20b", "701.9a"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_blackmail_refuses_a_card_that_was_not_revealed(cards, rules):
    replay = cast_at_bob(cards, rules, "Blackmail", 1, FOUR, reveals=["bears", "bolt", "angel"], chosen=["lions"])
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blackmail_refuses_fewer_than_three_revealed_from_a_bigger_hand(cards, rules):
    replay = cast_at_bob(cards, rules, "Blackmail", 1, FOUR, reveals=["bears", "bolt"], chosen=["bolt"])
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blackmail_reveals_the_whole_hand_of_two_cards(cards, rules):
    replay = cast_at_bob(cards, rules, "Blackmail", 1, {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"},
                         reveals=["bears", "bolt"], chosen=["bears"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "bolt") == "hand", log(replay)
    assert AS_MUCH_AS_POSSIBLE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_blackmail_without_choices_reveals_the_first_cards_and_discards_the_first_revealed(cards, rules):
    replay = cast_at_bob(cards, rules, "Blackmail", 1, FOUR)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "lions") == "hand", log(replay)
    assert "no choice was given: the first cards of the hand" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mire_s_toll_reveals_as_many_cards_as_its_controller_s_swamps(cards, rules):
    bobs_swamp = swamps(1, owner="Bob")
    two = cast_at_bob(cards, rules, "Mire's Toll", 2, FOUR, reveals=["angel", "lions"], chosen=["lions"], more=bobs_swamp)
    assert not refused(two), log(two)
    assert zone_of(two, "lions") == "graveyard" and zone_of(two, "angel") == "hand", log(two)
    three = cast_at_bob(cards, rules, "Mire's Toll", 2, FOUR, reveals=["bears", "angel", "lions"], chosen=["lions"], more=bobs_swamp)
    assert refused(three), log(three)  # Alice controls two Swamps: Bob's doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_cabal_interrogator_reveals_x_cards(cards, rules):
    objects = [obj("cabal", "Cabal Interrogator"), *swamps(3), *bobs_hand(FOUR)]
    activate = {"type": "activate_ability", "player": "Alice", "object": "cabal", "ability": 0, "targets": ["Bob"], "x": 2,
                "mana_abilities": [{"object": f"As{i}"} for i in range(3)]}
    replay = play(cards, objects, [activate, p("Alice"), p("Bob", choices={"cabal": {"reveals": ["bolt", "lions"], "cards": ["bolt"]}})], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard" and zone_of(replay, "lions") == "hand", log(replay)
    assert zone_of(replay, "cabal") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cabal_interrogator_refuses_more_cards_than_x(cards, rules):
    objects = [obj("cabal", "Cabal Interrogator"), *swamps(3), *bobs_hand(FOUR)]
    activate = {"type": "activate_ability", "player": "Alice", "object": "cabal", "ability": 0, "targets": ["Bob"], "x": 2,
                "mana_abilities": [{"object": f"As{i}"} for i in range(3)]}
    replay = play(cards, objects, [activate, p("Alice"), p("Bob", choices={"cabal": {"reveals": ["bolt", "lions", "bears"], "cards": ["bolt"]}})], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thieving_sprite_counts_the_faeries_its_controller_controls_itself_included(cards, rules):
    objects = [obj("sprite", "Thieving Sprite", zone="hand"), obj("other", "Thieving Sprite"), *swamps(3), *bobs_hand(FOUR)]
    cast = {"type": "play_spell", "player": "Alice", "object": "sprite", "mana_abilities": [{"object": f"As{i}"} for i in range(3)]}
    actions = [cast, p("Alice"), p("Bob", trigger_targets={"sprite": ["Bob"]}), p("Alice"),
               p("Bob", choices={"sprite": {"reveals": ["angel", "lions"], "cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "graveyard" and zone_of(replay, "lions") == "hand", log(replay)
    assert "Bob reveals Serra Angel, Savannah Lions from their hand." in log(replay), log(replay)
