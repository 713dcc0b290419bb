"""More "reveal cards from the top of a library until ..." wordings (rulings/oracle/reveal_until_more.py, the engine's
`reveal_until` with `player`, `into` / `rest` "graveyard" or "hand"), played from real cards' Oracle text
(reveal_until_more_cards.json: records copied from the pool): "Target player reveals cards from the top of their
library until they reveal a land card, then puts those cards into their graveyard." (Balustrade Spy, Undercity
Informer), "Each opponent reveals ..." (Consuming Aberration), "... then put all cards revealed this way into your
hand." (Treasure Hunt), and digging.py's "a nonlegendary creature card" (Jalira, Master Polymorphist). Revealed cards
stay in the library until moved (2026 701.20b). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "reveal_until_more_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Balustrade Spy", "Undercity Informer", "Consuming Aberration", "Treasure Hunt", "Jalira, Master Polymorphist"]
#: "until four land cards are revealed", "with mana value 3 or less" then cast, "becomes a copy of that card",
#: "its controller", damage "equal to the number of cards revealed this way", "of the chosen kind", "two
#: creature cards": none read here
NEAR_MISSES = ["Mind Funeral", "Treasure Keeper", "Nascent Metamorph", "Polymorph", "Audacious Reshapers", "Abundance",
               "Telemin Performance"]
NAMES = {"bears": "Grizzly Bears", "wurm": "Craw Wurm", "forest": "Forest", "giant": "Hill Giant", "isamaru": "Isamaru, Hound of Konda",
         "island": "Island"}


def library(*ids, owner="Bob"):
    """Cards of a library, top card first, named by their id without its digits."""
    return [obj(f"{owner[0].lower()}{i}", NAMES[i], owner, "library") for i in ids]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "reveal until"), cards=cards))


def final_zone(replay, player, zone):
    ids = [o["id"] for o in replay.final_state["zones"][player][zone]]
    return ids[::-1] if zone == "library" else ids


def spy_at_bob(cards, rules, *bobs_library):
    objects = [obj("spy", "Balustrade Spy", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), *library(*bobs_library)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spy", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"spy": ["Bob"]}), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_reveal_until_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_balustrade_spy_puts_every_card_revealed_and_the_land_into_the_targets_graveyard(cards, rules):
    replay = spy_at_bob(cards, rules, "bears", "wurm", "forest", "giant")
    assert not refused(replay), log(replay)
    assert sorted(final_zone(replay, "Bob", "graveyard")) == ["bbears", "bforest", "bwurm"], log(replay)
    assert final_zone(replay, "Bob", "library") == ["bgiant"], log(replay)
    assert final_zone(replay, "Alice", "graveyard") == [], log(replay)
    if rules == R2026:
        assert "701.20b" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_balustrade_spy_with_no_land_puts_the_whole_library_into_the_graveyard(cards, rules):
    replay = spy_at_bob(cards, rules, "bears", "wurm")
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Bob", "library") == [], log(replay)
    assert sorted(final_zone(replay, "Bob", "graveyard")) == ["bbears", "bwurm"], log(replay)
    assert "none is a land card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_undercity_informer_mills_its_target_until_a_land(cards, rules):
    objects = [obj("informer", "Undercity Informer"), obj("bears", "Grizzly Bears"), obj("s0", "Swamp"),
               *library("giant", "island", "wurm")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "informer", "ability": 0, "targets": ["Bob"],
                "mana_abilities": [{"object": "s0"}], "pay": {"sacrifice": ["bears"]}}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert sorted(final_zone(replay, "Bob", "graveyard")) == ["bgiant", "bisland"], log(replay)
    assert final_zone(replay, "Bob", "library") == ["bwurm"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_consuming_aberration_makes_each_opponent_reveal_until_a_land(cards, rules):
    objects = [obj("aberration", "Consuming Aberration"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"),
               obj("old", "Grizzly Bears", owner="Bob", zone="graveyard"),  # a 1/1, not a 0/0
               *library("bears", "forest", "wurm")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"), p("Bob")]  # the cast trigger resolves first
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert sorted(final_zone(replay, "Bob", "graveyard")) == ["bbears", "bforest", "old"], log(replay)
    assert final_zone(replay, "Bob", "library") == ["bwurm"], log(replay)
    assert zone_of(replay, "aberration") == "in_play", log(replay)  # 3/3 now


@pytest.mark.parametrize("rules", EDITIONS)
def test_treasure_hunt_puts_every_card_revealed_into_the_hand(cards, rules):
    objects = [obj("hunt", "Treasure Hunt", zone="hand"), obj("i0", "Island"), obj("i1", "Island"),
               *library("forest", "island", "bears", "wurm", owner="Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "hunt", "mana_abilities": [{"object": "i0"}, {"object": "i1"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert sorted(final_zone(replay, "Alice", "hand")) == ["abears", "aforest", "aisland"], log(replay)
    assert final_zone(replay, "Alice", "library") == ["awurm"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_jalira_skips_a_legendary_creature_card(cards, rules):
    objects = [obj("jalira", "Jalira, Master Polymorphist"), obj("bears", "Grizzly Bears"), *(obj(f"i{i}", "Island") for i in range(3)),
               *library("isamaru", "wurm", "forest", owner="Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "jalira", "ability": 0,
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)], "pay": {"sacrifice": ["bears"]}}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "awurm") == "in_play", log(replay)
    assert final_zone(replay, "Alice", "library") == ["aforest", "aisamaru"], log(replay)  # Isamaru to the bottom
    assert "until they reveal a nonlegendary creature card" in log(replay), log(replay)
