""" "Your opponents can't cast noncreature spells this turn." (Permission Denied, Ranger-Captain of Eos) and "You can't
cast noncreature spells." (Nikya of the Old Ways), read by rulings/oracle/noncreature_casting_bans.py
(noncreature_casting_bans_cards.json: records copied from the pool): a noncreature spell can't be cast, a creature
spell still can; "can't" wins (2007 103.2; 2026 101.2), the effect of an instruction until the turn ends."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "noncreature_casting_bans_cards.json"
POOL_TOO = True  # Shock, Lightning Bolt, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CANT = {R2007: "103.2", R2026: "101.2"}
PLAYED = ["Permission Denied", "Ranger-Captain of Eos", "Nikya of the Old Ways"]
#: "Players can't cast noncreature spells this turn": every player, a wording this family leaves
NEAR_MISSES = ["Calamity's Wake"]


def run(cards, rules, objects, actions):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "noncreature casting bans"), cards=cards))


def bolt(land="m1"):
    return {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": land}]}


def bears():
    return {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}


@pytest.mark.parametrize("name", PLAYED)
def test_noncreature_casting_ban_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_casting_bans_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_after_permission_denied_its_opponent_cant_cast_a_noncreature_spell_but_can_cast_a_creature(cards, rules):
    objects = [obj("shock", "Shock", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("m0", "Mountain"), obj("m1", "Mountain"), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("pd", "Permission Denied", "Bob", "hand"), obj("bp", "Plains", "Bob"), obj("bi", "Island", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "pd", "targets": ["shock"],
                            "mana_abilities": [{"object": "bp"}, {"object": "bi"}]}, p("Bob"), p("Alice"), bolt(), bears()]
    replay = run(cards, rules, objects, actions)
    assert zone_of(replay, "shock") == "graveyard" and life(replay)["Bob"] == 20, log(replay)
    assert [s.index for s in refused(replay)] == [6], log(replay)
    assert zone_of(replay, "bolt") == "hand" and zone_of(replay, "bears") != "hand" and "Alice plays Grizzly Bears" in log(replay).replace("casts", "plays"), log(replay)
    assert CANT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_nikya_of_the_old_ways_stops_its_controllers_noncreature_spells(cards, rules):
    objects = [obj("nikya", "Nikya of the Old Ways"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("m1", "Mountain"), obj("f0", "Forest"), obj("f1", "Forest")]
    replay = run(cards, rules, objects, [bolt(), bears()])
    assert [s.index for s in refused(replay)] == [1], log(replay)
    assert zone_of(replay, "bolt") == "hand" and zone_of(replay, "bears") != "hand" and "Alice plays Grizzly Bears" in log(replay).replace("casts", "plays"), log(replay)
    assert "can't cast noncreature spells" in log(replay) or "can't play noncreature spells" in log(replay), log(replay)


def test_ranger_captain_of_eos_stops_only_its_controllers_opponents(cards):
    objects = [obj("rc", "Ranger-Captain of Eos", "Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain"),
               obj("bbolt", "Lightning Bolt", "Bob", "hand"), obj("bm", "Mountain", "Bob")]
    actions = [
        p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "rc", "ability": 1}, p("Bob"), p("Alice"), bolt(),
        p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bbolt", "targets": ["Alice"], "mana_abilities": [{"object": "bm"}]}]
    replay = run(cards, R2026, objects, actions)
    assert zone_of(replay, "rc") == "graveyard", log(replay)
    assert [s.index for s in refused(replay)] == [5], log(replay)
    assert zone_of(replay, "bbolt") != "hand", log(replay)
