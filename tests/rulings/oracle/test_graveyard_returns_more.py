"""Cards that return themselves from their owner's graveyard on more events (rulings/oracle/
graveyard_returns_more.py, rulings/engine/graveyard_triggers.py), played from real cards' Oracle text
(graveyard_returns_more_cards.json: records copied from the pool): "Whenever you commit a crime, you may pay
{B}. If you do, return this card from your graveyard to the battlefield" (Forsaken Miner), "Whenever an
opponent draws their second card each turn, you may return this card from your graveyard to your hand"
(Dogged Detective), and "[trigger], if this card is in your graveyard, you may pay 3 life. If you do,
return this card to your hand" (Blood Operative, Pyrewild Shaman). The ability works only in the graveyard
(2007 402.8g; 2026 113.6m)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_returns_more_cards.json"
R2026 = "2026-06-19"
PLAYED = ["Dogged Detective", "Forsaken Miner", "Blood Operative", "Pyrewild Shaman", "Warcry Phoenix", "Phoenix Chick"]
#: "you may discard a card. If you do" and a hybrid payment: not returns_itself's payments; "with one or more
#: legendary creatures", a trigger condition the engine doesn't read
NEAR_MISSES = ["Gigapede", "Killian's Confidence", "Interceptor, Shadow's Hound"]


def replay_of(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard returns more"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_graveyard_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_graveyard_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("may", (True, False))
def test_forsaken_miner_returns_when_its_owner_commits_a_crime_and_pays(cards, may):
    objects = [obj("miner", "Forsaken Miner", zone="graveyard"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("s", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob", choices={"miner": {"may": may}})]
    replay = replay_of(cards, objects, actions, R2026)  # crimes: 2026 700.13
    assert zone_of(replay, "miner") == ("in_play" if may else "graveyard"), log(replay)
    assert {"700.13", "113.6m"} <= cited(replay), sorted(cited(replay))


def test_dogged_detective_returns_when_an_opponent_draws_their_second_card(cards):
    rules = R2026  # its other ability surveils (2026 701.25)
    objects = [obj("dd", "Dogged Detective", zone="graveyard"), obj("vs", "Vision Skeins", zone="hand"), obj("i0", "Island"),
               obj("i1", "Island"), *(obj(f"a{i}", "Island", zone="library") for i in range(2)),
               *(obj(f"b{i}", "Island", owner="Bob", zone="library") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vs", "mana_abilities": [{"object": "i0"}, {"object": "i1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"dd": {"may": True}})]
    replay = replay_of(cards, objects, actions, rules)
    assert zone_of(replay, "dd") == "hand", log(replay)  # Bob's second draw; Alice's own draws don't trigger it
    assert "113.6m" in cited(replay), sorted(cited(replay))


def test_if_this_card_is_in_your_graveyard_reads_as_the_plain_graveyard_return(compiled):
    ability = compiled["Blood Operative"].definition["abilities"][-1]
    assert ability["zone"] == "graveyard" and ability["trigger"] == {"event": "surveils", "whose": "your"}
    assert ability["effect"] == [{"do": "may", "text": "pay 3 life", "pay_life": 3, "effect": [],
                                  "then": [{"do": "return_to_hand_from_graveyard", "what": "self"}]}]
    shaman = compiled["Pyrewild Shaman"].definition["abilities"][-1]
    assert shaman["zone"] == "graveyard" and shaman["trigger"]["event"] == "creatures_deal_combat_damage"


def phoenix_attack(cards, name, may):
    objects = [obj("ph", name, zone="graveyard"), *(obj(f"b{i}", "Grizzly Bears") for i in range(3)),
               *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["b0", "b1", "b2"]},
               p("Alice"), p("Bob", choices={"ph": {"may": may}}), *[p(who) for who in ("Alice", "Bob") * 3]]
    doc = {"format": 1, "rules": R2026, "name": "graveyard returns more", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("may", (True, False))
def test_warcry_phoenix_returns_tapped_and_attacking_when_its_owner_attacks_with_three(cards, may):
    replay = phoenix_attack(cards, "Warcry Phoenix", may)
    assert zone_of(replay, "ph") == ("in_play" if may else "graveyard"), log(replay)
    assert life(replay)["Bob"] == (12 if may else 14), log(replay)  # three 2/2 Bears, and the 2/2 Phoenix attacking too
    if may:
        assert {"508.4", "508.3d"} <= cited(replay), sorted(cited(replay))


def test_phoenix_chick_returns_attacking_with_a_counter(cards):
    replay = phoenix_attack(cards, "Phoenix Chick", True)
    assert pt(replay, "ph") == (2, 2) and life(replay)["Bob"] == 12, log(replay)  # a 1/1 with a +1/+1 counter
