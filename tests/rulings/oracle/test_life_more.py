"""Life lost and gained (rulings/oracle/life_more.py), compiled from the pool's records
(life_more_cards.json): "the life lost this way" (Blood Tithe), "half your life, rounded up"
(Infernal Contract; 2007 104.1, 2026 107.1a), "Target player's life total becomes 20" (Blessed
Wind; 2026 119.5), "life equal to its power / toughness / mana value" of the target just moved
(Swords to Plowshares, Sever Soul, Divine Offering; 2007 413.2f, 2026 608.2h), one player doing
several things (Mental Agony, Demogorgon's Clutches; 2007 413.2b, 2026 608.2c), exchanged life
totals (Mirror Universe; 2026 701.12c) and "if you have 50 or more life, you win the game" (Test of
Endurance; 2007 102.2b, 2026 104.2b). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "life_more_cards.json"
POOL_TOO = True  # Grizzly Bears, Sol Ring
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = pytest.mark.parametrize("rules", [R26, R07])
ROUNDED = {R26: "107.1a", R07: "104.1"}
LKI = {R26: "608.2h", R07: "413.2f"}


def cast(cards, rules, card, lands, targets=(), others=(), players=None):
    """Alice casts `card` from her hand with `lands`, then it resolves; the replay and life totals."""
    objects = [obj("spell", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    action = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": list(targets),
              "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]}
    sc = in_main_phase(objects, [action, p("Alice"), p("Bob")] + ([p("Carol")] if players and len(players) > 2 else []), rules)
    if players:
        sc["players"] = players
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay, {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


def test_the_cards_are_fully_played(compiled):
    for name, card in compiled.items():
        assert card.played, name


@BOTH
def test_blood_tithe_gains_the_life_each_opponent_lost(cards, rules):
    players = [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol", "life": 2}]
    replay, life = cast(cards, rules, "Blood Tithe", ["Swamp"] * 4, players=players)
    assert life == {"Alice": 26, "Bob": 17, "Carol": -1}  # 3 + 3: Carol loses all 3 though she had 2


@BOTH
def test_infernal_contract_loses_half_the_life_rounded_up(cards, rules):
    replay, life = cast(cards, rules, "Infernal Contract", ["Swamp"] * 3, players=[{"name": "Alice", "life": 19}, {"name": "Bob"}])
    assert life["Alice"] == 9  # 19 / 2 = 9.5, rounded up: 10
    assert ROUNDED[rules] in cited(replay)


@BOTH
@pytest.mark.parametrize("start, gained_or_lost", [(7, "gains 13 life"), (31, "loses 11 life")])
def test_blessed_wind_sets_the_life_total_by_gaining_or_losing(cards, rules, start, gained_or_lost):
    replay, life = cast(cards, rules, "Blessed Wind", ["Plains"] * 9, targets=["Bob"],
                        players=[{"name": "Alice"}, {"name": "Bob", "life": start}])
    assert life["Bob"] == 20
    assert f"Bob {gained_or_lost}" in log(replay)
    assert ("119.5" in cited(replay)) == (rules == R26)  # 2007 says it in the glossary only, without a number


@BOTH
def test_swords_to_plowshares_gives_its_controller_life_equal_to_its_power(cards, rules):
    bear = obj("bear", "Grizzly Bears", owner="Bob", counters={"+1/+1": 1})
    replay, life = cast(cards, rules, "Swords to Plowshares", ["Plains"], targets=["bear"], others=[bear])
    assert life == {"Alice": 20, "Bob": 23}  # its power as it last existed: 3
    assert LKI[rules] in cited(replay)


@BOTH
def test_divine_offering_gains_life_equal_to_the_destroyed_artifacts_mana_value(cards, rules):
    replay, life = cast(cards, rules, "Divine Offering", ["Plains"] * 2, targets=["ring"], others=[obj("ring", "Sol Ring", owner="Bob")])
    assert life == {"Alice": 21, "Bob": 20}


def test_sever_soul_gains_life_equal_to_the_toughness_of_the_creature_destroyed(cards):
    replay, life = cast(cards, R26, "Sever Soul", ["Swamp"] * 5, targets=["bear"], others=[obj("bear", "Grizzly Bears", owner="Bob")])
    assert life == {"Alice": 22, "Bob": 20}


def test_sheltering_word_gains_life_equal_to_the_toughness_of_the_creature_given_hexproof(cards):
    replay, life = cast(cards, R26, "Sheltering Word", ["Forest"] * 2, targets=["bear"], others=[obj("bear", "Grizzly Bears")])
    assert life == {"Alice": 22, "Bob": 20}
    assert "hexproof" in log(replay)


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


@BOTH
def test_mental_agony_makes_the_target_player_discard_two_cards_and_lose_2_life(cards, rules):
    hand = [obj(f"h{i}", "Forest", owner="Bob", zone="hand") for i in range(3)]
    replay, life = cast(cards, rules, "Mental Agony", ["Swamp"] * 4, targets=["Bob"], others=hand)
    assert life == {"Alice": 20, "Bob": 18}
    assert len(zone(replay, "Bob", "hand")) == 1 and len(zone(replay, "Bob", "graveyard")) == 2


def test_demogorgons_clutches_discards_mills_and_loses_life_in_order(cards):
    cards_of_bob = [obj("h1", "Forest", owner="Bob", zone="hand"), *[obj(f"t{i}", "Forest", owner="Bob", zone="library") for i in range(3)]]
    replay, life = cast(cards, R26, "Demogorgon's Clutches", ["Swamp"] * 4, targets=["Bob"], others=cards_of_bob)
    assert life == {"Alice": 20, "Bob": 18}
    assert sorted(zone(replay, "Bob", "graveyard")) == ["h1", "t0", "t1"]  # the one card in hand discarded, the top two (listed first) milled
    text = log(replay)
    assert text.index("discards") < text.index("mills") < text.index("loses 2 life")


def in_upkeep(rules, objects, actions, alice_life):
    return {"format": 1, "rules": rules, "name": "upkeep", "players": [{"name": "Alice", "life": alice_life}, {"name": "Bob", "life": 12}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects, "actions": actions}


@BOTH
def test_mirror_universe_exchanges_life_totals(cards, rules):
    act = {"type": "activate_ability", "player": "Alice", "object": "mirror", "ability": 0, "targets": ["Bob"]}
    replay = run_scenario(load_scenario(in_upkeep(rules, [obj("mirror", "Mirror Universe")], [act, p("Alice"), p("Bob")], 3), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 12, "Bob": 3}
    assert ("701.12c" in cited(replay)) == (rules == R26)


@BOTH
@pytest.mark.parametrize("life, wins", [(50, True), (49, False)])
def test_test_of_endurance_wins_the_game_at_50_life(cards, rules, life, wins):
    sc = in_upkeep(rules, [obj("test", "Test of Endurance")], [], life)
    sc["turn"]["step"] = "untap"
    sc["actions"] = [{"type": "pass_until", "player": "Alice", "step": "upkeep"}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert ("Alice wins the game." in log(replay)) == wins, log(replay)


@pytest.mark.parametrize("text", [
    "Destroy target creature. You gain life equal to the life lost this way.",
    "Each opponent loses 3 life. Draw a card. You gain life equal to the life lost this way.",
    "You lose half your life, rounded down.",
    "Target player loses half your life, rounded up.",
    "Target player's life total becomes X.",
    "Return target creature card from your graveyard to the battlefield. You gain life equal to its toughness.",
    "Destroy target creature and target land. You gain life equal to its toughness.",
    "Destroy target artifact. You gain life equal to its power.",
    "Tap target creature. Draw a card. You gain life equal to its power.",
    "Target creature gains flying. You gain life equal to its toughness.",
    "Exile target creature. Its controller gain life equal to its power.",
    "Target player discards two cards and lose 2 life.",
    "Target player discards two cards, loses 2 life.",
    "Target player discards two cards and target opponent loses 2 life.",
    "Each opponent discards a card and each opponent loses 2 life.",
    "Exchange life totals with target creature.",
    "At the beginning of your upkeep, if you have 40 or more cards in your graveyard, you win the game.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played
