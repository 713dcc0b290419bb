""" "Exile target card from a graveyard. If it was a creature card, ..." (Scavenging Ooze, Cling to Dust with
"Otherwise, ..."), "If a creature card was exiled this way, ..." (Diregraf Scavenger, Raven Eagle):
rulings/oracle/exiled_card_kind.py and rulings/engine/exiled_card_kind.py, played from real cards' Oracle
text (exiled_card_kind_cards.json: records copied from the pool). The instructions are followed in order,
the conditional ones only if the exiled card has that type (2007 413.2b; 2026 608.2c); near misses
("a noncreature card", three outcomes) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "exiled_card_kind_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Scavenging Ooze", "Cling to Dust", "Diregraf Scavenger", "Raven Eagle"]
NEAR_MISSES = ["Deathgorge Scavenger", "Misfortune Teller"]
IN_ORDER = {R2007: "413.2b", R2026: "608.2c"}


def replay_of(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "exiled card kind"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def ooze(cards, rules, target_card):
    objects = [obj("ooze", "Scavenging Ooze"), obj("f", "Forest"), obj("gy", target_card, owner="Bob", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ooze", "ability": 0, "targets": ["gy"],
                "mana_abilities": [{"object": "f"}]}, p("Alice"), p("Bob")]
    return replay_of(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_exiled_card_kind_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_exiled_card_kinds_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_scavenging_ooze_grows_and_gains_life_for_a_creature_card(cards, rules):
    replay = ooze(cards, rules, "Grizzly Bears")
    assert zone_of(replay, "gy") == "removed_from_game", log(replay)
    assert pt(replay, "ooze") == (3, 3) and life(replay)["Alice"] == 21, log(replay)
    assert IN_ORDER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_scavenging_ooze_exiling_a_land_card_does_nothing_more(cards, rules):
    replay = ooze(cards, rules, "Swamp")
    assert zone_of(replay, "gy") != "graveyard", log(replay)
    assert pt(replay, "ooze") == (2, 2) and life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("exiled, gain, drawn", (("Grizzly Bears", 3, False), ("Lightning Bolt", 0, True)))
def test_cling_to_dust_gains_life_for_a_creature_card_otherwise_draws(cards, exiled, gain, drawn):
    rules = R2026  # it has escape (2026 702.138)
    objects = [obj("ctd", "Cling to Dust", zone="hand"), obj("s", "Swamp"), obj("gy", exiled, owner="Bob", zone="graveyard"),
               obj("top", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ctd", "targets": ["gy"], "mana_abilities": [{"object": "s"}]},
               p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 20 + gain, log(replay)
    assert (zone_of(replay, "top") == "hand") == drawn, log(replay)


def test_diregraf_scavenger_with_no_card_chosen_drains_no_one(cards):
    rules = R2026  # it has deathtouch, later than the February 2007 rules
    objects = [obj("ds", "Diregraf Scavenger", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)),
               obj("gy", "Grizzly Bears", owner="Bob", zone="graveyard")]
    cast = {"type": "play_spell", "player": "Alice", "object": "ds", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}
    none = replay_of(cards, objects, [cast, p("Alice"), p("Bob", trigger_targets={"ds": []}), p("Alice"), p("Bob")], rules)
    assert life(none) == {"Alice": 20, "Bob": 20} and zone_of(none, "gy") == "graveyard", log(none)
    bears = replay_of(cards, objects, [cast, p("Alice"), p("Bob", trigger_targets={"ds": ["gy"]}), p("Alice"), p("Bob")], rules)
    assert life(bears) == {"Alice": 22, "Bob": 18}, log(bears)
