""" "Return target permanent card / enchantment card [with mana value N or less] from your graveyard to the
battlefield" (Obzedat's Aid, Sun-Blessed Healer, Silent Sentinel): rulings/oracle/graveyard_permanents.py,
played from real cards' Oracle text (graveyard_permanents_cards.json: records copied from the pool). An
Aura returned so enchants what its controller chooses as it enters, and stays in the graveyard with
nothing to enchant (2007 212.4j; 2026 303.4f, 303.4g); an instant card is not a permanent card. Near misses
("attached to Hakim", "with counters on it", "It's a 1/1 Spirit creature") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_permanents_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Obzedat's Aid", "Sun Titan", "Silent Sentinel", "Archon of Falling Stars", "Harnessed Snubhorn", "Sun-Blessed Healer",
          "Renegade Rallier", "Shepherd of the Cosmos", "Angel of Indemnity", "Profound Journey", "Ghen, Arcanum Weaver",
          "Repair and Recharge", "Rescue Skiff", "Annie Flash, the Veteran", "Squall, SeeD Mercenary"]
NEAR_MISSES = ["Hakim, Loreweaver", "Perennation", "Abuelo's Awakening", "Invoke Justice"]
AURA_ENTERS = {R2007: "212.4j", R2026: "303.4f"}
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def replay_of(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard permanents"), cards=cards))


def aid(cards, rules, target, more=(), choices=None):
    objects = [obj("aid", "Obzedat's Aid", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(4)), obj("sw", "Swamp"),
               obj("pac", "Pacifism", zone="graveyard"), obj("bolt", "Lightning Bolt", zone="graveyard"), *more]
    actions = [{"type": "play_spell", "player": "Alice", "object": "aid", "targets": [target],
                "mana_abilities": [*({"object": f"pl{i}"} for i in range(4)), {"object": "sw"}]},
               p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]
    return replay_of(cards, objects, actions, rules)


def attached_to(replay, oid):
    for player in replay.final_state["zones"].values():
        for o in player["in_play"]:
            if o["id"] == oid:
                return o.get("attached_to")
    return None


@pytest.mark.parametrize("name", PLAYED)
def test_permanent_card_returns_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_obzedats_aid_returns_an_aura_enchanting_the_creature_its_controller_chooses(cards, rules):
    replay = aid(cards, rules, "pac", more=[obj("mine", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob")],
                 choices={"pac": {"enchant": "giant"}})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "pac") == "in_play" and attached_to(replay, "pac") == "giant", log(replay)
    assert {AURA_ENTERS[rules], NEW_OBJECT[rules]} <= cited(replay), sorted(cited(replay))


def test_an_aura_with_nothing_to_enchant_stays_in_the_graveyard(cards):
    replay = aid(cards, R2026, "pac")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "pac") == "graveyard", log(replay)
    assert "303.4g" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_obzedats_aid_returns_a_creature_card(cards, rules):
    replay = aid(cards, rules, "bears", more=[obj("bears", "Grizzly Bears", zone="graveyard")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_instant_card_is_not_a_permanent_card(cards, rules):
    replay = aid(cards, rules, "bolt")
    assert refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard"


def healer(cards, rules, target):
    objects = [obj("sbh", "Sun-Blessed Healer", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(4)),
               obj("pac", "Pacifism", zone="graveyard"), obj("giant", "Hill Giant", zone="graveyard"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sbh", "kicked": True,
                "mana_abilities": [{"object": f"pl{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"sbh": [target]}), p("Alice"), p("Bob", choices={"pac": {"enchant": "bears"}})]
    return replay_of(cards, objects, actions, rules)


def test_kicked_sun_blessed_healer_returns_a_nonland_permanent_card_with_mana_value_2_or_less(cards):
    replay = healer(cards, R2026, "pac")  # lifelink is later than the February 2007 rules
    assert not refused(replay), log(replay)
    assert attached_to(replay, "pac") == "bears", log(replay)


def test_sun_blessed_healer_cant_target_a_card_with_mana_value_4(cards):
    replay = healer(cards, R2026, "giant")
    assert refused(replay), log(replay)
    assert zone_of(replay, "giant") == "graveyard"
