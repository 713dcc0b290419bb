"""Cards of a graveyard shuffled into their owner's library, chosen as targets (rulings/oracle/
graveyard_shuffles.py, rulings/engine/graveyard_cards_shuffled.py), played from real cards' Oracle text
(graveyard_shuffles_cards.json: records copied from the pool): "Target player shuffles up to four target
cards from their graveyard into their library" (Stream of Consciousness), "Shuffle up to five target cards
from your graveyard into your library" (Wand of Vertebrae), "You may shuffle up to one target card from
your graveyard into your library" (Put Away). The number of targets is announced (2007 409.1c; 2026
601.2c); the library is shuffled even with none (2026 701.24d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_shuffles_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Stream of Consciousness", "Dwell on the Past", "Memory's Journey", "Krosan Reclamation", "Wand of Vertebrae", "Put Away",
          "Cathartic Parting", "Devious Cover-Up", "Quandrix Command"]
#: "any number of target cards" (no bound the engine's fixed list of targets has); a second "up to N" in one effect
NEAR_MISSES = ["Loaming Shaman", "Piper's Melody", "Perpetual Timepiece", "Rite of Renewal"]
ANNOUNCED = {R2007: "409.1c", R2026: "601.2c"}
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def replay_of(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard shuffles"), cards=cards))


def stream(targets, rules, cards, more=()):
    objects = [obj("soc", "Stream of Consciousness", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("b2", "Lightning Bolt", owner="Bob", zone="graveyard"),
               obj("b3", "Forest", owner="Bob", zone="graveyard"), obj("a1", "Grizzly Bears", zone="graveyard"),
               obj("lib", "Island", owner="Bob", zone="library"), *more]
    actions = [{"type": "play_spell", "player": "Alice", "object": "soc", "targets": targets,
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    return replay_of(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_graveyard_shuffle_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_shuffles_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_stream_of_consciousness_shuffles_the_chosen_cards_into_the_target_players_library(cards, rules):
    replay = stream(["Bob", "b1", "b2"], rules, cards)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == zone_of(replay, "b2") == "library", log(replay)
    assert zone_of(replay, "b3") == "graveyard"  # not chosen
    assert zone_of(replay, "a1") == "graveyard"  # Alice's card: not a target
    assert {ANNOUNCED[rules], NEW_OBJECT[rules]} <= cited(replay), sorted(cited(replay))
    if rules == R2026:
        assert "701.24a" in cited(replay)  # the shuffle (2007 defines it only in its glossary)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_card_of_another_players_graveyard_cant_be_chosen(cards, rules):
    replay = stream(["Bob", "b1", "a1"], rules, cards)
    assert refused(replay), log(replay)  # a1 is in Alice's graveyard, not Bob's
    assert zone_of(replay, "a1") == "graveyard"


def test_with_no_card_chosen_the_target_player_still_shuffles(cards):
    replay = stream(["Bob"], R2026, cards)
    assert not refused(replay), log(replay)
    assert {"701.24d", "601.2c"} <= cited(replay), sorted(cited(replay))  # 0 of up to 4 announced
    assert zone_of(replay, "b1") == "graveyard"


def test_a_card_gone_from_the_graveyard_stays_where_it_went(cards):
    rules = R2026  # Wand of Vertebrae's other ability mills (2026 701.17)
    objects = [obj("soc", "Stream of Consciousness", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("b2", "Lightning Bolt", owner="Bob", zone="graveyard"),
               obj("wand", "Wand of Vertebrae", owner="Bob"), *(obj(f"f{i}", "Forest", owner="Bob") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "soc", "targets": ["Bob", "b1", "b2"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"),
               {"type": "activate_ability", "player": "Bob", "object": "wand", "ability": 1, "targets": ["b2"],
                "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b2") == "library"  # Bob's Wand shuffled it in first
    assert zone_of(replay, "b1") == "library"  # still a legal target: Stream of Consciousness moves it


def test_wand_of_vertebrae_targets_only_its_controllers_graveyard(cards):
    rules = R2026  # its other ability mills (2026 701.17)
    objects = [obj("wand", "Wand of Vertebrae"), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("a1", "Grizzly Bears", zone="graveyard"), obj("a2", "Lightning Bolt", zone="graveyard"),
               obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard")]
    mana = [{"object": "f0"}, {"object": "f1"}]
    ok = replay_of(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "wand", "ability": 1,
                                     "targets": ["a1", "a2"], "mana_abilities": mana}, p("Alice"), p("Bob")], rules)
    assert not refused(ok), log(ok)
    assert zone_of(ok, "a1") == zone_of(ok, "a2") == "library", log(ok)
    bad = replay_of(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "wand", "ability": 1,
                                      "targets": ["b1"], "mana_abilities": mana}], rules)
    assert refused(bad), log(bad)  # "from your graveyard": Bob's card is not a legal target


@pytest.mark.parametrize("may", (True, False))
def test_put_away_counters_then_may_shuffle_the_card(cards, may):
    objects = [obj("pa", "Put Away", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob"),
               obj("a1", "Grizzly Bears", zone="graveyard")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
                            "mana_abilities": [{"object": "m"}]}, p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "pa", "targets": ["bolt", "a1"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(4)]}, p("Alice"), p("Bob", choices={"pa": {"may": may}})]
    replay = replay_of(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard", log(replay)  # countered
    assert zone_of(replay, "a1") == ("library" if may else "graveyard"), log(replay)


def test_quandrix_commands_shuffle_mode_after_another_modes_target(cards):
    objects = [obj("qc", "Quandrix Command", zone="hand"), obj("f0", "Forest"), obj("i0", "Island"), obj("i1", "Island"),
               obj("bears", "Grizzly Bears"), obj("b1", "Lightning Bolt", owner="Bob", zone="graveyard"),
               obj("b2", "Forest", owner="Bob", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "qc", "modes": [2, 3], "targets": ["bears", "Bob", "b1"],
                "mana_abilities": [{"object": "f0"}, {"object": "i0"}, {"object": "i1"}]}, p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == "library" and zone_of(replay, "b2") == "graveyard", log(replay)
