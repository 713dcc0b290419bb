"""Real cards whose activated ability costs sacrificing another permanent of a kind (rulings/oracle/
sacrifice_another_costs.py, rulings/engine/sacrifice_another.py), played from their Oracle text
(sacrifice_another_costs_cards.json: records copied from the pool): "{3}, {T}, Sacrifice another creature or
artifact: Draw a card." (Thraxodemon), "Sacrifice another artifact or creature: This creature gets +2/+2 until end
of turn. Activate only once each turn." (Cutthroat Centurion), "{1}, Sacrifice another artifact" (Scrapyard
Steelbreaker), "{2}, Sacrifice an artifact or another creature" (Malevolent Noble), "Sacrifice another nonland
permanent" (Gluttonous Troll). "another" reaches over the whole description: the source itself can't be
sacrificed, even when it is of the kind; the permanent is named in the action's `pay.sacrifice` (2007 403.1 /
409.1h; 2026 602.1a / 601.2h). Near misses ("another creature or Vehicle", "another creature or token", "another
Orc or Goblin", "another colorless creature", "another Warrior creature") stay text
only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "sacrifice_another_costs_cards.json"
POOL_TOO = True  # Grizzly Bears, Ornithopter, Glorious Anthem and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Acolyte of Aclazotz", "Ahriman", "Bartolomé del Presidio", "Cutthroat Centurion", "Diversion Specialist", "Dreadmalkin",
          "Dreadmobile", "Elite Headhunter", "Gluttonous Troll", "Hammerhead, Maggia Boss", "Legion Extruder", "Malevolent Noble",
          "Old Flitterfang", "Popular Egotist", "Scrapyard Steelbreaker", "Shadow-Rite Priest", "Skophos Warleader",
          "Slagdrill Scrapper", "Slaughter-Priest of Mogis", "Stormclaw Rager", "Thopter Squadron", "Thraxodemon",
          "Umbral Collar Zealot", "Vanguard of the Rose"]
NEAR_MISSES = ["Gas Guzzler", "Ice Cream Kitty", "Orc General", "Barrage Tyrant", "Blood-Chin Fanatic"]
COST = {R2007: ("403.1", "activated_ability_cost"), R2026: ("602.1a", "activated_ability_cost")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sacrifice another"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, sacrificed, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": {"sacrifice": [sacrificed]}, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_sacrifice_another_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_sacrifice_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "{1}, Sacrifice another creature or a artifact: Draw a card.",
    "{1}, Sacrifice another planeswalker or creature: Draw a card.",
    "{1}, Sacrifice another creature or creature: Draw a card.",
    "{1}, Sacrifice another Gizmo: Draw a card.",
    "{1}, Sacrifice another artifact or another creature: Draw a card.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def test_the_kinds_are_read(compiled):
    kinds = {name: [ab["cost"]["sacrifice"] for ab in compiled[name].definition["abilities"] if ab.get("kind") == "activated"][-1]
             for name in ("Thraxodemon", "Dreadmobile", "Skophos Warleader", "Scrapyard Steelbreaker", "Malevolent Noble",
                          "Gluttonous Troll", "Shadow-Rite Priest", "Dreadmalkin", "Slagdrill Scrapper")}
    assert kinds == {"Thraxodemon": "another_creature_or_artifact", "Dreadmobile": "another_artifact_or_creature",
                     "Skophos Warleader": "another_creature_or_enchantment", "Scrapyard Steelbreaker": "another_artifact",
                     "Malevolent Noble": "artifact_or_another_creature", "Gluttonous Troll": "another_nonland_permanent",
                     "Shadow-Rite Priest": "another_subtype:Cleric", "Dreadmalkin": "another_creature_or_planeswalker",
                     "Slagdrill Scrapper": "another_artifact_or_land"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_thraxodemon_sacrifices_an_artifact_to_draw(cards, rules):
    objects = [obj("thrax", "Thraxodemon"), obj("thopter", "Ornithopter"), *(obj(f"s{k}", "Swamp") for k in range(3)),
               obj("lib", "Grizzly Bears", zone="library")]
    actions = [activate("thrax", 0, "thopter", mana_abilities=[{"object": f"s{k}"} for k in range(3)]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "thopter") == "graveyard" and zone_of(replay, "lib") == "hand", log(replay)
    assert "sacrifices Ornithopter as a cost" in log(replay)
    assert COST[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_thraxodemon_cannot_sacrifice_an_enchantment(cards, rules):
    objects = [obj("thrax", "Thraxodemon"), obj("anthem", "Glorious Anthem"), *(obj(f"s{k}", "Swamp") for k in range(3))]
    replay = play(cards, objects, [activate("thrax", 0, "anthem", mana_abilities=[{"object": f"s{k}"} for k in range(3)])], rules,
                  allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert "is not another creature or artifact" in log(replay)
    assert zone_of(replay, "anthem") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_artifact_creature_cannot_sacrifice_itself_for_another_artifact_or_creature(cards, rules):
    objects = [obj("cent", "Cutthroat Centurion"), obj("bears", "Grizzly Bears")]
    actions = [activate("cent", 0, "cent"), activate("cent", 0, "bears"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)  # itself: not "another"
    assert zone_of(replay, "cent") == "in_play" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert pt(replay, "cent") == (4, 4), log(replay)  # 2/2 and +2/+2 until end of turn


@pytest.mark.parametrize("rules", EDITIONS)
def test_scrapyard_steelbreaker_sacrifices_only_another_artifact(cards, rules):
    objects = [obj("steel", "Scrapyard Steelbreaker"), obj("bears", "Grizzly Bears"), obj("thopter", "Ornithopter"),
               *(obj(f"m{k}", "Mountain") for k in range(3))]
    actions = [activate("steel", 0, "steel", mana_abilities=[{"object": "m0"}]), activate("steel", 0, "bears", mana_abilities=[{"object": "m1"}]),
               activate("steel", 0, "thopter", mana_abilities=[{"object": "m2"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 2, log(replay)  # itself, and a creature that isn't an artifact
    assert zone_of(replay, "thopter") == "graveyard" and zone_of(replay, "bears") == "in_play", log(replay)
    assert pt(replay, "steel") == (5, 5), log(replay)  # 3/4 and +2/+1


@pytest.mark.parametrize("rules", EDITIONS)
def test_malevolent_noble_sacrifices_an_artifact_or_another_creature_but_not_itself(cards, rules):
    objects = [obj("noble", "Malevolent Noble"), obj("bears", "Grizzly Bears"), *(obj(f"s{k}", "Swamp") for k in range(4))]
    actions = [activate("noble", 0, "noble", mana_abilities=[{"object": "s0"}, {"object": "s1"}]),
               activate("noble", 0, "bears", mana_abilities=[{"object": "s2"}, {"object": "s3"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert objects_in(replay.final_state)["noble"]["counters"] == {"+1/+1": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gluttonous_troll_cannot_sacrifice_a_land(cards, rules):
    objects = [obj("troll", "Gluttonous Troll"), obj("f0", "Forest"), obj("f1", "Forest"), obj("anthem", "Glorious Anthem")]
    actions = [activate("troll", 2, "f0", mana_abilities=[{"object": "f0"}, {"object": "f1"}])]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert "is not another nonland permanent" in log(replay)
