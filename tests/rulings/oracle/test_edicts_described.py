"""Sacrifices of a permanent described by its subtypes (rulings/oracle/edicts_described.py, the engine's edict with
a `filter`, effects/edict.py), played from real cards (edicts_described_cards.json: records copied from the pool):
Anowon, the Ruin Sage's "each player sacrifices a non-Vampire creature of their choice", Ruthless Winnower's and Call
to the Grave's "that player sacrifices a non-Elf / non-Zombie creature of their choice" at each player's upkeep,
Puppet Conjurer's "sacrifice a Homunculus", Alpine Guide's "When this creature leaves the battlefield, sacrifice a
Mountain". Each player chooses as the ability resolves (2007 413.2c; 2026 608.2d), in turn order (2007 103.4; 2026
101.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "edicts_described_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Anowon, the Ruin Sage", "Call to the Grave", "Ruthless Winnower", "Puppet Conjurer", "Alpine Guide",
          "Horned Stoneseeker"]
#: "sacrifice a non-Zombie creature, then create ...", "an artifact, creature, or land", "if you control one or more
#: Eggs, sacrifice an Egg, then ...", "sacrifice a non-Demon creature. If you do, create a token that's a copy ...":
#: wordings this family leaves
NEAR_MISSES = ["Archdemon of Unx", "Braids, Cabal Minion", "Palani's Hatcher", "Dreadfeast Demon"]


@pytest.mark.parametrize("name", PLAYED)
def test_described_edict_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_edicts_stay_text_only(compiled, name):
    assert not compiled[name].played


def upkeep(cards, rules, active, objects, actions=None):
    doc = {"format": 1, "rules": rules, "name": "described edicts", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": active, "phase": "beginning", "step": "upkeep"},
           "objects": objects, "actions": actions or [p(active), p("Bob" if active == "Alice" else "Alice")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_anowon_makes_each_player_sacrifice_a_creature_that_isnt_a_vampire(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("anowon", "Anowon, the Ruin Sage"),
               obj("elves", "Llanowar Elves", owner="Bob")]
    replay = upkeep(cards, rules, "Alice", objects)
    assert zone_of(replay, "anowon") == "in_play", log(replay)  # the one that came last, but a Vampire
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "elves") == "graveyard", log(replay)
    assert {R2007: "103.4", R2026: "101.4"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ruthless_winnower_makes_only_the_player_whose_upkeep_it_is_sacrifice_a_non_elf(cards, rules):
    objects = [obj("winnower", "Ruthless Winnower"), obj("lions", "Savannah Lions"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("elves", "Llanowar Elves", owner="Bob")]
    replay = upkeep(cards, rules, "Bob", objects)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "elves") == "in_play", log(replay)
    assert zone_of(replay, "lions") == "in_play"
    assert "chooses Grizzly Bears to sacrifice" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_call_to_the_grave_with_only_zombies_sacrifices_nothing(cards, rules):
    objects = [obj("call", "Call to the Grave"), obj("digger", "Gravedigger")]
    replay = upkeep(cards, rules, "Alice", objects)
    assert zone_of(replay, "digger") == "in_play", log(replay)
    assert "controls no non-Zombie creature" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_puppet_conjurer_sacrifices_a_homunculus_not_another_creature(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("court", "Court Homunculus"), obj("conjurer", "Puppet Conjurer")]
    replay = upkeep(cards, rules, "Alice", objects)
    assert zone_of(replay, "court") == "graveyard", log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "conjurer") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_alpine_guide_leaving_sacrifices_a_mountain(cards, rules):
    objects = [obj("m0", "Mountain"), obj("m1", "Mountain"), obj("f0", "Forest"), obj("guide", "Alpine Guide"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("bm", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["guide"],
                            "mana_abilities": [{"object": "bm"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "alpine guide"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "guide") == "graveyard", log(replay)
    assert [zone_of(replay, k) for k in ("m0", "m1", "f0", "bm")].count("graveyard") == 1, log(replay)
    assert zone_of(replay, "f0") == "in_play" and zone_of(replay, "bm") == "in_play"
