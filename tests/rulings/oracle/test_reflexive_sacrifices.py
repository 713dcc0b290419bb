""" "[Trigger], you may sacrifice [a permanent]. When you do, [effect]" (rulings/oracle/reflexive_sacrifices.py),
played from real cards' Oracle text (reflexive_sacrifices_cards.json: records copied from the pool): Cornered
Crook ("you may sacrifice an artifact. When you do, this creature deals 3 damage to any target"), Fireblade
Artist, General Traag, Cavalier of Night. The sacrifice is chosen as the first ability resolves (2007 413.2c;
2026 608.2d); "When you do" is a reflexive triggered ability (2026 603.12), which follows the rules of delayed
triggered abilities (2026 603.7; 2007 404.4): its target is chosen as it is put on the stack, after the
sacrifice."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "reflexive_sacrifices_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Fireblade Artist", "Cornered Crook", "General Traag, Heart of Stone", "Terror Ballista", "Cavalier of Night",
          "Killmonger, Scourge of Wakanda", "Shrapnel Slinger", "Unscrupulous Contractor", "Ruthless Lawbringer"]
#: the sacrificed creature's power, "that creature's power" (Heart-Piercer Manticore, Surtland Flinger), a sacrifice
#: the engine's `may` doesn't name ("another creature or enchantment"), an "it" after an intervening "if" and a
#: token made first (Stensia Uprising): not read
NEAR_MISSES = ["Heart-Piercer Manticore", "Surtland Flinger", "Boilerbilges Ripper", "Stensia Uprising"]


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_reflexive_sacrifice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_reflexive_sacrifices_stay_text_only(compiled, name):
    assert not compiled[name].played


def _crook(cards, rules, choice, targets=("Bob",)):
    """Alice casts Cornered Crook with an Ornithopter in play; its enters ability resolves with `choice`."""
    objects = [obj("crook", "Cornered Crook", zone="hand"), obj("orn", "Ornithopter"),
               *(obj(f"m{i}", "Mountain") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "crook", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"crook": choice}, trigger_targets={"crook": list(targets)}), p("Alice"), p("Bob")]
    return run(cards, in_main_phase(objects, actions, rules, "cornered crook"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_cornered_crook_sacrifices_an_artifact_then_deals_3_damage_to_the_target_chosen_after(cards, rules):
    replay = _crook(cards, rules, {"may": True, "sacrifice": ["orn"]})
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17 and zone_of(replay, "orn") == "graveyard", log(replay)
    assert {R2007: "404.4", R2026: "603.7"}[rules] in cited(replay)  # the rules of delayed triggered abilities
    assert ("603.12" in cited(replay)) == (rules == R2026)  # reflexive triggered abilities: 2026 only
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)  # the choice made as the effect is applied


@pytest.mark.parametrize("rules", EDITIONS)
def test_cornered_crook_not_sacrificing_triggers_nothing(cards, rules):
    replay = _crook(cards, rules, {"may": False})
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 20 and zone_of(replay, "orn") == "in_play", log(replay)
    assert "reflexive" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cornered_crook_cant_sacrifice_a_creature_for_an_artifact(cards, rules):
    objects = [obj("crook", "Cornered Crook", zone="hand"), obj("bear", "Grizzly Bears"),
               *(obj(f"m{i}", "Mountain") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "crook", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"crook": {"may": True, "sacrifice": ["bear"]}}, trigger_targets={"crook": ["Bob"]})]
    replay = run(cards, in_main_phase(objects, actions, rules, "cornered crook, a creature"))
    assert refused(replay) and zone_of(replay, "bear") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cavalier_of_night_sacrifices_another_creature_then_destroys_the_target(cards, rules):
    objects = [obj("cav", "Cavalier of Night", zone="hand"), obj("bear", "Grizzly Bears"),
               obj("foe", "Grizzly Bears", owner="Bob"), *(obj(f"s{i}", "Swamp") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "cav", "mana_abilities": [{"object": f"s{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"cav": {"may": True, "sacrifice": ["bear"]}}, trigger_targets={"cav": ["foe"]}), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "cavalier of night"))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bear") == "graveyard" and zone_of(replay, "foe") == "graveyard", log(replay)
    assert zone_of(replay, "cav") == "in_play", log(replay)
