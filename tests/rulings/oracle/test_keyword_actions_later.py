"""Amass (2026 701.47a), bolster (701.39a) and support (701.41a) compiled from real cards' Oracle
text (keyword_actions_29a_cards.json: records copied from the pool; rulings/oracle/keyword_actions_later.py)
and played under the 2026 rules; under the 2007 rules a card that says one of them is refused as it
is cast. Near misses ("amass Orcs X", "the amassed Army", "bolster X", "support X") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import compiled_records

CARDS = Path(__file__).parent / "keyword_actions_29a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def play(cards, objects, actions, rules=R2026):
    sc = {"format": 1, "rules": rules, "name": "keyword actions", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects], "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}, log, cites


PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("name", ["Aven Eternal", "Saruman's Trickery", "Dromoka's Gift", "Abzan Skycaptain",
                                  "Relief Captain", "Lead by Example", "Captured by Lagacs"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def cast_two_aven_eternals(cards, rules):
    objects = [("a1", "Aven Eternal", "Alice", "hand"), ("a2", "Aven Eternal", "Alice", "hand"),
               *[(f"i{k}", "Island", "Alice", "in_play") for k in range(6)]]
    actions = []
    for k, aven in enumerate(("a1", "a2")):
        actions += [{"type": "play_spell", "player": "Alice", "object": aven, "mana_abilities": [{"object": f"i{3 * k + j}"} for j in range(3)]},
                    *PASS, *PASS]  # the spell resolves, then its enters trigger
    return play(cards, objects, actions, rules)


def test_aven_eternal_amasses_zombies_a_token_first_then_the_same_army(cards):
    replay, mine, log, cites = cast_two_aven_eternals(cards, R2026)
    assert not any(st.refused for st in replay.steps), log
    army = mine["army"]
    assert army["counters"] == {"+1/+1": 2} and army["subtypes"] == ["Zombie", "Army"] and "army-2" not in mine, log
    assert "701.47a" in cites


def test_aven_eternal_is_refused_under_the_2007_rules(cards):
    replay, mine, log, _ = cast_two_aven_eternals(cards, R2007)
    assert replay.steps[1].refused and "later than the February 2007 rules" in log and "army" not in mine


def test_dromokas_gift_bolsters_the_creature_with_the_least_toughness(cards):
    objects = [("gift", "Dromoka's Gift", "Alice", "hand"), ("bears", "Grizzly Bears", "Alice", "in_play"),
               ("skycaptain", "Abzan Skycaptain", "Alice", "in_play"), *[(f"f{k}", "Forest", "Alice", "in_play") for k in range(5)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gift", "mana_abilities": [{"object": f"f{k}"} for k in range(5)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"gift": {"cards": ["skycaptain"]}}}]
    replay, mine, log, cites = play(cards, objects, actions)
    assert mine["skycaptain"]["counters"] == {"+1/+1": 4} and not mine["bears"]["counters"], log  # both 2/2: tied, Alice chose
    assert "701.39a" in cites


def test_dromokas_gift_passes_over_a_creature_with_more_toughness(cards):
    objects = [("gift", "Dromoka's Gift", "Alice", "hand"), ("wurm", "Craw Wurm", "Alice", "in_play"),
               ("bears", "Grizzly Bears", "Alice", "in_play"), *[(f"f{k}", "Forest", "Alice", "in_play") for k in range(5)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gift", "mana_abilities": [{"object": f"f{k}"} for k in range(5)]}, *PASS]
    replay, mine, log, _ = play(cards, objects, actions)
    assert mine["bears"]["counters"] == {"+1/+1": 4} and not mine["wurm"]["counters"], log  # the 6/4 Wurm entered first


def test_abzan_skycaptain_dying_bolsters_the_survivor(cards):
    objects = [("shock", "Shock", "Alice", "hand"), ("m", "Mountain", "Alice", "in_play"),
               ("skycaptain", "Abzan Skycaptain", "Alice", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["skycaptain"], "mana_abilities": [{"object": "m"}]},
               *PASS, *PASS]
    replay, mine, log, cites = play(cards, objects, actions)
    assert "skycaptain" not in mine and mine["bears"]["counters"] == {"+1/+1": 2}, log
    assert "701.39a" in cites


def test_relief_captain_supports_up_to_three_other_creatures(cards):
    objects = [("captain", "Relief Captain", "Alice", "hand"), ("bears", "Grizzly Bears", "Alice", "in_play"),
               *[(f"p{k}", "Plains", "Alice", "in_play") for k in range(4)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "captain", "mana_abilities": [{"object": f"p{k}"} for k in range(4)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "trigger_targets": {"captain": ["bears"]}},
               *PASS]
    replay, mine, log, cites = play(cards, objects, actions)
    assert not any(st.refused for st in replay.steps), log
    assert mine["bears"]["counters"] == {"+1/+1": 1} and not mine["captain"]["counters"], log
    assert "701.41a" in cites


def test_lead_by_example_supports_up_to_two_target_creatures(cards):
    objects = [("lead", "Lead by Example", "Alice", "hand"), ("b1", "Grizzly Bears", "Alice", "in_play"),
               ("b2", "Grizzly Bears", "Bob", "in_play"), *[(f"f{k}", "Forest", "Alice", "in_play") for k in range(2)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lead", "targets": ["b1", "b2"],
                "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}, *PASS]
    replay, mine, log, _ = play(cards, objects, actions)
    bob = {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert mine["b1"]["counters"] == {"+1/+1": 1} and bob["b2"]["counters"] == {"+1/+1": 1}, log


@pytest.mark.parametrize("text", ["Amass Orcs X, where X is the number of cards in your hand.",
                                  "Amass Orcs 2, then target player mills X cards, where X is the amassed Army's power.",
                                  "Amass Slivers 2.", "Bolster X, where X is the number of cards in your hand.",
                                  "Support X.", "Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1 counter on it."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("name", ["Nest Invader", "Corpsehatch", "Chittering Dispatcher"])
def test_the_eldrazi_token_makers_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", [R2026, R2007])
def test_nest_invaders_spawn_is_sacrificed_for_colorless_mana_to_cast_grizzly_bears(cards, rules):
    objects = [("invader", "Nest Invader", "Alice", "hand"), ("bears", "Grizzly Bears", "Alice", "hand"),
               *[(f"f{k}", "Forest", "Alice", "in_play") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "invader", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               *PASS, *PASS,
               {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f2"}, {"object": "eldrazi"}]},
               *PASS]
    replay, mine, log, _ = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log
    assert "bears" in mine and "eldrazi" not in mine and "invader" in mine, log
    alice = replay.final_state["zones"]["Alice"]
    assert all(o["id"] != "eldrazi" for o in alice["graveyard"])  # a token sacrificed ceases to exist


def test_corpsehatch_makes_two_spawn_that_each_have_the_mana_ability(compiled):
    (step_destroy, step_token) = compiled["Corpsehatch"].definition["effect"]
    assert step_token["count"] == 2 and step_token["token"]["subtypes"] == ["Eldrazi", "Spawn"]
    assert step_token["token"]["abilities"][0]["cost"] == {"sacrifice": "self"}
    assert step_token["token"]["abilities"][0]["effect"] == [{"do": "add_mana", "mana": "{C}"}]


@pytest.mark.parametrize("text", ['Create a 1/1 colorless Eldrazi Scion creature token. They have "Sacrifice this token: Add {C}."',
                                  'Create two 1/1 colorless Eldrazi Scion creature tokens. It has "Sacrifice this token: Add {C}."',
                                  # (a token's other quoted abilities are read by token_abilities.py: one it can't read)
                                  'Create a 1/1 colorless Eldrazi Scion creature token with "Sacrifice this token: Add {C} for each opponent you have."',
                                  'Create a Treasure token. It has "Sacrifice this token: Add {C}."',
                                  'Draw a card. It has "Sacrifice this token: Add {C}."'])
def test_eldrazi_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("name", ["Falcon Abomination", "Startle"])
def test_the_decayed_token_makers_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def cast_falcon_abomination(cards, rules):
    objects = [("falcon", "Falcon Abomination", "Alice", "hand"), *[(f"i{k}", "Island", "Alice", "in_play") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "falcon", "mana_abilities": [{"object": f"i{k}"} for k in range(3)]},
               *PASS, *PASS]
    return play(cards, objects, actions, rules)


def test_falcon_abominations_zombie_has_decayed(cards):
    replay, mine, log, _ = cast_falcon_abomination(cards, R2026)
    assert not any(st.refused for st in replay.steps), log
    zombie = mine["zombie"]
    assert (zombie["power"], zombie["toughness"]) == (2, 2) and zombie["colors"] == ["black"], log
    assert compiled_records(CARDS)["Falcon Abomination"].definition["abilities"][1]["effect"][0]["token"]["abilities"] == \
        [{"kind": "keyword", "keyword": "decayed"}]


def test_falcon_abomination_is_refused_under_the_2007_rules(cards):
    replay, mine, log, _ = cast_falcon_abomination(cards, R2007)
    assert replay.steps[1].refused and "creates a token with decayed, a keyword later than the February 2007 rules" in log


def test_decayed_near_misses_stay_text_only():
    for text in ("Create a 2/2 black Zombie creature token with decayed and haste until end of turn.",
                 "Put a decayed counter on target creature."):
        assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("name", ["Hooded Brawler", "Ahn-Crop Crasher", "Watchful Naga"])
def test_the_exert_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def brawler_attacks(cards, rules, exert=True):
    objects = [("brawler", "Hooded Brawler", "Alice", "in_play"), ("bears", "Grizzly Bears", "Bob", "in_play")]
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": ["brawler"]}
    if exert:
        declare["choices"] = {"brawler": {"exert": True}}
    sc_actions = [declare, *PASS]
    sc = {"format": 1, "rules": rules, "name": "exert", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects], "actions": sc_actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay, mine, log, {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_hooded_brawler_exerted_gets_plus_2_plus_2(cards):
    replay, mine, log, cites = brawler_attacks(cards, R2026)
    assert (mine["brawler"]["power"], mine["brawler"]["toughness"]) == (5, 4), log  # a 3/2
    assert {"701.43a", "701.43d"} <= cites


def test_hooded_brawler_not_exerted_stays_3_2(cards):
    _, mine, log, _ = brawler_attacks(cards, R2026, exert=False)
    assert (mine["brawler"]["power"], mine["brawler"]["toughness"]) == (3, 2), log


def test_hooded_brawler_cant_be_exerted_under_the_2007_rules(cards):
    replay, mine, log, _ = brawler_attacks(cards, R2007)
    assert replay.steps[1].refused and "exert is later than February 2007" in log


@pytest.mark.parametrize("text", ["If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, draw a card.",
                                  "Whenever an opponent exerts a creature, draw a card.",
                                  "You may exert this creature as it attacks. When you do, it gets +X/+0 until end of turn, where X is "
                                  "the number of cards in their graveyard."])
def test_exert_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def test_trueheart_twins_exerting_hooded_brawler_gives_creatures_you_control_plus_1_plus_0(cards):
    objects = [("twins", "Trueheart Twins", "Alice", "in_play"), ("brawler", "Hooded Brawler", "Alice", "in_play")]
    sc = {"format": 1, "rules": R2026, "name": "exert", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects],
          "actions": [{"type": "declare_attackers", "player": "Alice", "attackers": ["brawler"], "choices": {"brawler": {"exert": True}}},
                      *PASS, *PASS]}  # the two "when" abilities resolve
    replay = run_scenario(load_scenario(sc, cards=cards))
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert compiled_records(CARDS)["Trueheart Twins"].played
    assert mine["brawler"]["power"] == 3 + 2 + 1 and mine["twins"]["power"] == 4 + 1, log
