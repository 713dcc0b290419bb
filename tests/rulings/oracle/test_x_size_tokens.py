"""Tokens whose size is a count (rulings/oracle/x_size_tokens.py; rulings/engine/effects/tokens.py `x_is`),
played from real cards' Oracle text (x_size_tokens_cards.json: records copied from the pool): "create an X/X
black Horror creature token, where X is the number of creatures that died this turn" (Spoils of Blood),
"... the number of creatures you control" (Oviya Pashiri), "... the greatest power among creatures you
control" (Miming Slime), a dies trigger reading the creature's power as it last existed (Flesh Carver) or
counting the graveyard it is in (Seed Guardian). X is counted once, as the instruction is followed (2007
413.2f; 2026 608.2h). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "x_size_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Flesh Carver", "Spoils of Blood", "Oviya Pashiri, Sage Lifecrafter", "Miming Slime", "Seed Guardian",
          "Tumbleweed Rising", "Kura, the Boundless Sky", "Promise of Power", "Ghoulcaller Gisa", "Carrion", "Storm Herd"]
#: the greatest toughness (no such count), "three times this creature's power" and "It gains haste", "destroyed
#: this way", an X paid in life, a random number, "the total power of the creatures sacrificed this way", half a
#: life total, a cost sacrificing a nontoken / non-Ooze creature, "the amount of mana spent", a quotation ending in a
#: comma before "where X is", a creature sacrificed by an optional instruction (nothing remembers it): none read
#: (Geralf, Visionary Stitcher and Korozda Guildmage are played since "Sacrifice [another] nontoken creature" costs are read:
#: sacrifice_another_costs.py, sacrifice_token_costs.py)
NEAR_MISSES = ["Kin-Tree Invocation", "Rootwire Amalgam", "Phyrexian Rebirth", "Tivash, Gloom Summoner", "Murgish Cemetery",
               "Reign of the Pit", "Chainer's Torment", "Ooze Garden", "Stitcher Geralf",
               "Manaform Hellkite", "Tend the Pests", "Feed the Pack"]
#: the rule each edition cites for a number counted once, as the instruction is followed
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "x size tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens_of(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o["subtypes"]
            and o["zone"] == "in_play"]


def bolt(target, land="m"):
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": land}]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_x_size_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_x_size_tokens_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_token_carries_its_count_not_an_announced_x(compiled):
    step = compiled["Spoils of Blood"].definition["effect"][0]
    assert step["do"] == "create_token" and step["count"] == 1, step
    assert (step["token"]["power"], step["token"]["toughness"]) == ("X", "X") and step["x_is"], step


@pytest.mark.parametrize("rules", EDITIONS)
def test_spoils_of_blood_is_as_big_as_the_creatures_that_died_this_turn(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("spoils", "Spoils of Blood", zone="hand"),
               obj("s", "Swamp"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [*bolt("bears"),
               {"type": "play_spell", "player": "Alice", "object": "spoils", "mana_abilities": [{"object": "s"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    horrors = tokens_of(replay, "Horror")
    assert len(horrors) == 1 and (horrors[0]["power"], horrors[0]["toughness"]) == (1, 1), log(replay)
    assert horrors[0]["colors"] == ["black"] and horrors[0]["controller"] == "Alice", horrors[0]
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_spoils_of_blood_with_no_creature_dead_makes_a_0_0_that_dies(cards, rules):
    objects = [obj("spoils", "Spoils of Blood", zone="hand"), obj("s", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spoils", "mana_abilities": [{"object": "s"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not tokens_of(replay, "Horror"), log(replay)  # a 0/0 is put into the graveyard (state-based action)
    assert "Horror" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_oviya_makes_a_construct_as_big_as_the_creatures_she_controls_herself_included(cards, rules):
    objects = [obj("oviya", "Oviya Pashiri, Sage Lifecrafter"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), *(obj(f"f{i}", "Forest") for i in range(5))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "oviya", "ability": 1,
                "mana_abilities": [{"object": f"f{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    constructs = tokens_of(replay, "Construct")
    assert len(constructs) == 1, log(replay)
    c = constructs[0]
    assert (c["power"], c["toughness"]) == (3, 3) and c["colors"] == [] and "Artifact" in c["types"], c  # not Bob's Bears


@pytest.mark.parametrize("rules", EDITIONS)
def test_miming_slime_copies_the_greatest_power_among_your_creatures(cards, rules):
    objects = [obj("slime", "Miming Slime", zone="hand"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"),
               obj("bob_giant", "Hill Giant", owner="Bob", counters={"+1/+1": 3}), *(obj(f"f{i}", "Forest") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "slime", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    oozes = tokens_of(replay, "Ooze")
    assert len(oozes) == 1 and (oozes[0]["power"], oozes[0]["toughness"]) == (3, 3), log(replay)  # Hill Giant's 3, not Bob's 6
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_flesh_carver_dying_makes_a_horror_of_its_last_known_power(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("carver", "Flesh Carver", owner="Bob", counters={"+1/+1": 1})]
    replay = play(cards, objects, bolt("carver"), rules)
    horrors = tokens_of(replay, "Horror")
    assert len(horrors) == 1 and (horrors[0]["power"], horrors[0]["toughness"]) == (3, 3), log(replay)  # 2/2 and a counter
    assert horrors[0]["controller"] == "Bob", horrors[0]
    assert (COUNTED_ONCE[rules], "last_known_information") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_seed_guardian_dying_counts_itself_among_the_creature_cards_in_its_graveyard(cards, rules):
    objects = [obj("blade", "Doom Blade", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("guardian", "Seed Guardian", owner="Bob"), obj("g1", "Grizzly Bears", owner="Bob", zone="graveyard"),
               obj("g2", "Forest", owner="Bob", zone="graveyard"), obj("alice_g", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "blade", "targets": ["guardian"],
                "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    elementals = tokens_of(replay, "Elemental")
    assert len(elementals) == 1 and (elementals[0]["power"], elementals[0]["toughness"]) == (2, 2), log(replay)
    assert elementals[0]["controller"] == "Bob", elementals[0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_promise_of_power_demon_counts_the_hand_as_it_resolves(cards, rules):
    objects = [obj("promise", "Promise of Power", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(5)),
               *(obj(f"h{i}", "Grizzly Bears", zone="hand") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "promise", "mode": 1,
                "mana_abilities": [{"object": f"s{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    demons = tokens_of(replay, "Demon")
    assert len(demons) == 1 and (demons[0]["power"], demons[0]["toughness"]) == (3, 3), log(replay)  # the spell has left the hand
    assert "flying" in demons[0]["keywords"], demons[0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghoulcaller_gisa_makes_as_many_zombies_as_the_sacrificed_creatures_power(cards, rules):
    objects = [obj("gisa", "Ghoulcaller Gisa"), obj("giant", "Hill Giant", counters={"+1/+1": 1}), obj("s", "Swamp")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "gisa", "ability": 0, "pay": {"sacrifice": ["giant"]},
                "mana_abilities": [{"object": "s"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    zombies = tokens_of(replay, "Zombie")
    assert len(zombies) == 4 and all((z["power"], z["toughness"]) == (2, 2) for z in zombies), log(replay)  # 3 and a counter


@pytest.mark.parametrize("rules", EDITIONS)
def test_carrion_makes_as_many_insects_as_the_power_of_the_creature_sacrificed_to_cast_it(cards, rules):
    objects = [obj("carrion", "Carrion", zone="hand"), obj("giant", "Hill Giant"), *(obj(f"s{i}", "Swamp") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "carrion", "pay": {"sacrifice": ["giant"]},
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    insects = tokens_of(replay, "Insect")
    assert len(insects) == 3 and all((i["power"], i["toughness"]) == (0, 1) for i in insects), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_storm_herd_makes_a_pegasus_for_each_life_you_have(cards, rules):
    objects = [obj("herd", "Storm Herd", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(10))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "herd", "mana_abilities": [{"object": f"pl{i}"} for i in range(10)]},
               p("Alice"), p("Bob")]
    scenario = in_main_phase(objects, actions, rules, "storm herd")
    scenario["players"] = [{"name": "Alice", "life": 4}, {"name": "Bob"}]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    pegasi = tokens_of(replay, "Pegasus")
    assert len(pegasi) == 4 and all("flying" in x["keywords"] for x in pegasi), log(replay)
