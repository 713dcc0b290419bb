"""Amounts read from the creature of a trigger event (rulings/oracle/event_stats.py), played from real
cards' Oracle text (event_stats_cards.json: records copied from the pool): "Whenever another creature you
control dies, you gain life equal to its toughness" (South Wind Avatar), "Whenever a creature you control
dies, you gain life equal to that creature's toughness" (Proper Burial), "When this creature dies, target
player loses life equal to its power" (Mortis Dogs), "Whenever this creature or another creature you
control enters, you gain life equal to that creature's toughness" (Verdant Sun's Avatar), "When this
creature leaves the battlefield, target opponent loses life equal to its power" (Rapacious Guest). A
creature that has left the battlefield is read as it last existed there (2007 413.2f; 2026 608.2h);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p

CARDS = Path(__file__).parent / "event_stats_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Lightning Bolt and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAST_KNOWN = {R2007: "413.2f", R2026: "608.2h"}
PLAYED = ["Boulderbranch Golem", "Mortis Dogs", "Proper Burial", "South Wind Avatar", "Verdant Sun's Avatar",
          "Rapacious Guest"]
#: a trigger condition no template reads ("another Elf", "put into an opponent's graveyard"); two instructions;
#: a combat damage trigger's "its" / "that creature's"; a creature this one dealt damage to dying (damaged_dies.py's condition)
#: (Ikra Shidiqi's "that creature's toughness" is read by combat_damage_dealers.py: its test plays it)
NEAR_MISSES = ["Wolverine Riders", "Grim Feast", "Lifeblood Hydra", "Gregor, Shrewd Magistrate", "Abattoir Ghoul"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "event stats"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def bolt(target, *mountains):
    """Alice casts Lightning Bolt at `target`, and both players pass: it resolves."""
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target],
             "mana_abilities": [{"object": m} for m in mountains]}, p("Alice"), p("Bob")]


BOLT = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]


@pytest.mark.parametrize("name", PLAYED)
def test_event_stat_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_event_stats_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text, types", [
    ("When this artifact enters, you gain life equal to its power.", ["Artifact"]),  # the power of what is no creature
    ("When this creature enters, you gain life equal to that creature's toughness.", ["Creature"]),  # "that creature": which?
    ("When this creature enters, you gain life equal to its power plus its toughness.", ["Creature"]),
    ("When this creature enters, you gain life equal to its power and draw a card.", ["Creature"]),
])
def test_event_stat_wordings_no_template_reads_whole_stay_text_only(text, types):
    card = {"name": "Near Miss", "mana_cost": "{3}", "types": types, "text": text}
    if "Creature" in types:
        card.update(power="2", toughness="3")
    assert not compile_card(card).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_proper_burial_gains_the_toughness_the_creature_had_as_it_died(cards, rules):
    objects = [obj("burial", "Proper Burial"), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}), *BOLT]
    replay = play(cards, objects, bolt("bears", "m") + [p("Alice"), p("Bob")], rules)
    assert life(replay)["Alice"] == 23, log(replay)  # 3/3 with its counter as it last existed on the battlefield
    assert LAST_KNOWN[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_south_wind_avatar_gains_the_dead_creatures_toughness_then_drains(cards, rules):
    objects = [obj("avatar", "South Wind Avatar"), obj("giant", "Hill Giant"), *BOLT]
    replay = play(cards, objects, bolt("giant", "m") + [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert life(replay) == {"Alice": 23, "Bob": 19}, log(replay)  # Hill Giant's toughness 3; then its second ability


@pytest.mark.parametrize("rules", EDITIONS)
def test_mortis_dogs_makes_the_target_player_lose_its_power(cards, rules):
    objects = [obj("dogs", "Mortis Dogs", counters={"+1/+1": 1}), *BOLT]
    actions = bolt("dogs", "m") + [p("Alice", trigger_targets={"dogs": ["Bob"]}), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 17, log(replay)  # a 2/2 with a +1/+1 counter: power 3 as it last existed
    assert {R2007: "410.10c", R2026: "603.6c"}[rules] in cited(replay), sorted(cited(replay))


def test_rapacious_guest_leaving_makes_an_opponent_lose_its_power(cards):
    objects = [obj("guest", "Rapacious Guest", counters={"+1/+1": 1}), *BOLT]
    replay = play(cards, objects, bolt("guest", "m") + [p("Alice"), p("Bob")], R2026)
    assert life(replay)["Bob"] == 17, log(replay)  # 2/1 and its counter: power 3


def test_verdant_suns_avatar_gains_its_own_toughness_then_each_other_creatures(cards):
    objects = [obj("avatar", "Verdant Sun's Avatar", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               *(obj(f"f{i}", "Forest") for i in range(9))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "avatar", "mana_abilities": [{"object": f"f{i}"} for i in range(7)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f7"}, {"object": "f8"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert life(replay)["Alice"] == 27, log(replay)  # its own 5, then Grizzly Bears's 2
    assert "603.6a" in cited(replay), sorted(cited(replay))

