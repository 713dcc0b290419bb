"""Haste and a delayed sacrifice or exile of the one permanent an effect has just put onto the battlefield
(rulings/oracle/delayed_returns.py), played from real cards' Oracle text (delayed_returns_cards.json:
records copied from the pool): Sneak Attack and Arms Race (from the hand), Apprentice Necromancer and
Footsteps of the Goryo (returned from the graveyard), Akoum Stonewaker (a token made only if paid). The
delayed triggered ability refers to that new object and does nothing if it has left the battlefield
(2007 404.4d; 2026 603.7c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "delayed_returns_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
PLAYED = ["Sneak Attack", "Arms Race", "Apprentice Necromancer", "Footsteps of the Goryo", "Akoum Stonewaker",
          "Kami of Industry", "Balduvian Atrocity", "Postmortem Lunge", "Dawn of the Dead", "Fire Navy Trebuchet", "Artistic Process",
          "Thatcher Revolt", "Feral Lightning"]
DELAYED = {R2007: "404.4", R2026: "603.7"}
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}
FAILS = {R2007: "404.4d", R2026: "603.7c"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "delayed returns"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def keywords(replay, oid):
    return objects_in(replay.final_state)[oid]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def sneak(cards, rules, choice, then=()):
    objects = [obj("sneak", "Sneak Attack"), obj("m", "Mountain"), obj("bears", "Grizzly Bears", zone="hand")]
    act = {"type": "activate_ability", "player": "Alice", "object": "sneak", "ability": 0, "mana_abilities": [{"object": "m"}]}
    if choice:
        act["choice"] = choice
    return play(cards, rules, objects, [act, p("Alice"), p("Bob"), *then])


@pytest.mark.parametrize("rules", BOTH)
def test_sneak_attack_creature_put_from_hand_gains_haste(cards, rules):
    replay = sneak(cards, rules, "bears")
    assert zone_of(replay, "bears") == "in_play" and "haste" in keywords(replay, "bears"), log(replay)
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_sneak_attack_creature_is_sacrificed_at_the_next_end_step(cards, rules):
    replay = sneak(cards, rules, "bears", TO_END_STEP)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert "Grizzly Bears is sacrificed and put into its owner's graveyard." in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_sneak_attack_putting_no_card_creates_no_delayed_ability(cards, rules):
    replay = sneak(cards, rules, None, TO_END_STEP)
    assert zone_of(replay, "bears") == "hand"
    assert "A delayed triggered ability is created" not in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_arms_race_artifact_put_from_hand_gains_haste_and_is_sacrificed(cards, rules):
    objects = [obj("race", "Arms Race"), *(obj(f"m{i}", "Mountain") for i in range(4)), obj("thopter", "Ornithopter", zone="hand")]
    act = {"type": "activate_ability", "player": "Alice", "object": "race", "ability": 0, "choice": "thopter",
           "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}
    made = play(cards, rules, objects, [act, p("Alice"), p("Bob")])
    assert zone_of(made, "thopter") == "in_play" and "haste" in keywords(made, "thopter"), log(made)
    gone = play(cards, rules, objects, [act, p("Alice"), p("Bob"), *TO_END_STEP])
    assert zone_of(gone, "thopter") == "graveyard", log(gone)


def necromancer(cards, rules, then=()):
    objects = [obj("necro", "Apprentice Necromancer"), obj("s", "Swamp"), obj("bears", "Grizzly Bears", zone="graveyard")]
    act = {"type": "activate_ability", "player": "Alice", "object": "necro", "ability": 0, "targets": ["bears"],
           "mana_abilities": [{"object": "s"}]}
    return play(cards, rules, objects, [act, p("Alice"), p("Bob"), *then])


@pytest.mark.parametrize("rules", BOTH)
def test_apprentice_necromancer_returns_the_card_as_a_new_object_with_haste(cards, rules):
    replay = necromancer(cards, rules)
    assert zone_of(replay, "bears") == "in_play" and "haste" in keywords(replay, "bears"), log(replay)
    assert zone_of(replay, "necro") == "graveyard"
    assert {NEW_OBJECT[rules], DELAYED[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_apprentice_necromancer_returned_creature_is_sacrificed_at_the_next_end_step(cards, rules):
    replay = necromancer(cards, rules, TO_END_STEP)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert "Grizzly Bears is sacrificed and put into its owner's graveyard." in log(replay)


def footsteps(cards, rules, shock_it, then=()):
    objects = [obj("steps", "Footsteps of the Goryo", zone="hand"), obj("s", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp"),
               obj("bears", "Grizzly Bears", zone="graveyard"), obj("shock", "Shock", "Bob", zone="hand"), obj("bm", "Mountain", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "steps", "targets": ["bears"],
                "mana_abilities": [{"object": "s"}, {"object": "s2"}, {"object": "s3"}]}, p("Alice"), p("Bob")]
    if shock_it:
        actions += [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"],
                                 "mana_abilities": [{"object": "bm"}]}, p("Bob"), p("Alice")]
    return play(cards, rules, objects, [*actions, *then])


@pytest.mark.parametrize("rules", BOTH)
def test_footsteps_of_the_goryo_sacrifices_that_creature_at_the_next_end_step(cards, rules):
    made = footsteps(cards, rules, False)
    assert zone_of(made, "bears") == "in_play", log(made)
    gone = footsteps(cards, rules, False, TO_END_STEP)
    assert zone_of(gone, "bears") == "graveyard"
    assert "Grizzly Bears is sacrificed and put into its owner's graveyard." in log(gone)


@pytest.mark.parametrize("rules", BOTH)
def test_footsteps_delayed_sacrifice_does_nothing_once_that_creature_has_left(cards, rules):
    replay = footsteps(cards, rules, True, TO_END_STEP)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert "is sacrificed" not in log(replay)
    assert (FAILS[rules], "delayed_trigger_fails_left_play") in cited_pairs(replay)


def landfall(cards, pays, then=()):
    objects = [obj("akoum", "Akoum Stonewaker"), *(obj(f"m{i}", "Mountain") for i in range(3)), obj("land", "Mountain", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "land"}, p("Alice"), {**p("Bob"), "choices": {"akoum": {"may": pays}}}]
    return play(cards, R2026, objects, [*actions, *then])


def tokens(replay):
    return [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]


def test_akoum_stonewaker_paying_makes_a_hasty_elemental_token(cards):
    replay = landfall(cards, True)
    made = tokens(replay)
    assert [(o["name"], o["power"], o["toughness"]) for o in made] == [("Elemental", 3, 1)], log(replay)
    assert {"trample", "haste"} <= set(made[0]["keywords"])
    assert (DELAYED[R2026], "delayed_trigger_created") in cited_pairs(replay)


def test_akoum_stonewaker_token_is_exiled_at_the_next_end_step(cards):
    replay = landfall(cards, True, TO_END_STEP)
    assert tokens(replay) == [], log(replay)
    assert zone_of(replay, "akoum") == "in_play" and zone_of(replay, "land") == "in_play"


def test_akoum_stonewaker_not_paying_makes_no_token_and_no_delayed_ability(cards):
    replay = landfall(cards, False, TO_END_STEP)
    assert tokens(replay) == [] and "A delayed triggered ability is created" not in log(replay)
    assert zone_of(replay, "land") == "in_play"


def test_the_delayed_ability_refers_to_the_new_permanent(compiled):
    steps = compiled["Apprentice Necromancer"].definition["abilities"][0]["effect"]
    assert steps == [{"do": "return_to_play", "what": "target:0"},
                     {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "it"},
                     {"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": "Sacrifice it.",
                      "effect": [{"do": "sacrifice", "what": "it"}]}]



def kami(cards, rules, then=()):
    objects = [obj("kami", "Kami of Industry", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               obj("thopter", "Ornithopter", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "kami", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # Kami resolves; its enters ability (targeting the Ornithopter) resolves
    return play(cards, rules, objects, [*actions, *then])


def test_kami_of_industry_returns_the_artifact_with_haste_and_sacrifices_it_at_the_next_end_step(cards):
    made = kami(cards, R2026)
    assert zone_of(made, "thopter") == "in_play" and "haste" in keywords(made, "thopter"), log(made)
    gone = kami(cards, R2026, TO_END_STEP)
    assert zone_of(gone, "thopter") == "graveyard" and zone_of(gone, "kami") == "in_play", log(gone)
    assert "Ornithopter is sacrificed and put into its owner's graveyard." in log(gone)


def dawn(cards, rules, returns):
    objects = [obj("dawn", "Dawn of the Dead"), obj("bears", "Grizzly Bears", zone="graveyard"), obj("lib", "Swamp", zone="library")]
    chosen = {"choices": {"dawn": {"may": returns}}}
    actions = [p("Alice"), {**p("Bob"), **chosen}, p("Alice"), {**p("Bob"), **chosen},
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    doc = {"format": 1, "rules": rules, "name": "dawn of the dead", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", BOTH)
def test_dawn_of_the_dead_returned_creature_is_exiled_at_the_next_end_step(cards, rules):
    replay = dawn(cards, rules, True)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_dawn_of_the_dead_not_returning_creates_no_delayed_ability(cards, rules):
    replay = dawn(cards, rules, False)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert "A delayed triggered ability is created" not in log(replay)


def test_fire_navy_trebuchet_token_attacks_and_is_sacrificed_at_the_next_end_step(cards):
    objects = [obj("trebuchet", "Fire Navy Trebuchet"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob")]
    combat = [{"type": "pass_until", "player": "Alice", "step": "declare_blockers"}, {"type": "declare_blockers", "player": "Bob", "blocks": []},
              {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
              {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 2}]}]
    made = play(cards, R2026, objects, actions)
    boulder = [o for o in tokens(made) if o["name"] == "Ballistic Boulder"]
    assert len(boulder) == 1 and boulder[0].get("tapped"), log(made)
    gone = play(cards, R2026, objects, [*actions, *combat, *TO_END_STEP])
    assert tokens(gone) == [] and zone_of(gone, "bears") == "in_play", log(gone)
    assert "Ballistic Boulder is sacrificed" in log(gone) and life(gone)["Bob"] == 16  # 2 from each attacker


def revolt(cards, rules, shock_one, then=TO_END_STEP):
    objects = [obj("revolt", "Thatcher Revolt", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)),
               obj("shock", "Shock", "Bob", zone="hand"), obj("bm", "Mountain", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "revolt", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    if shock_one:
        actions += [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["human"],
                                 "mana_abilities": [{"object": "bm"}]}, p("Bob"), p("Alice")]
    return play(cards, rules, objects, [*actions, *then])


@pytest.mark.parametrize("rules", BOTH)
def test_thatcher_revolt_makes_three_hasty_humans_and_one_delayed_ability(cards, rules):
    replay = revolt(cards, rules, False, ())
    made = tokens(replay)
    assert [(o["name"], "haste" in o["keywords"]) for o in made] == [("Human", True)] * 3, log(replay)
    assert log(replay).count("A delayed triggered ability is created") == 1


@pytest.mark.parametrize("rules", BOTH)
def test_thatcher_revolt_sacrifices_those_tokens_at_the_next_end_step(cards, rules):
    replay = revolt(cards, rules, False)
    assert tokens(replay) == [], log(replay)
    assert log(replay).count("is sacrificed and put into its owner's graveyard.") == 3
    assert log(replay).count("The delayed triggered ability from Thatcher Revolt triggers") == 1


@pytest.mark.parametrize("rules", BOTH)
def test_thatcher_revolt_delayed_ability_skips_a_token_that_has_left(cards, rules):
    replay = revolt(cards, rules, True)
    assert tokens(replay) == [], log(replay)
    assert log(replay).count("is sacrificed and put into its owner's graveyard.") == 2
    assert (FAILS[rules], "delayed_trigger_fails_left_play") in cited_pairs(replay)


def test_feral_lightning_exiles_them_at_the_next_end_step(cards):
    objects = [obj("fl", "Feral Lightning", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(6))]
    act = {"type": "play_spell", "player": "Alice", "object": "fl", "mana_abilities": [{"object": f"m{i}"} for i in range(6)]}
    made = play(cards, R2026, objects, [act, p("Alice"), p("Bob")])
    assert [(o["name"], o["power"], o["toughness"]) for o in tokens(made)] == [("Elemental", 3, 1)] * 3, log(made)
    gone = play(cards, R2026, objects, [act, p("Alice"), p("Bob"), *TO_END_STEP])
    assert tokens(gone) == [] and "is sacrificed" not in log(gone) and log(gone).count(" is exiled.") == 3, log(gone)


def one_card(effect):
    card = {"name": "Test Revolt", "mana_cost": "{R}", "types": ["Sorcery"], "effect": effect}
    return in_main_phase([obj("t", card, zone="hand")], [], R2026, "loader")


TOKENS = {"do": "create_token", "id": "tok", "count": 2, "token": {"types": ["Creature"], "power": 1, "toughness": 1, "colors": ["red"]}}


@pytest.mark.parametrize("delayed, match", [
    ({"do": "delayed_trigger", "at": "end_of_turn", "effect": [{"do": "each_of_those", "effect": [{"do": "sacrifice", "what": "it"}]}]},
     "refers_to_those"),
    ({"do": "delayed_trigger", "at": "end_of_turn", "refers_to_those": True, "effect": [{"do": "sacrifice", "what": "it"}]},
     "each_of_those"),
    ({"do": "delayed_trigger", "at": "end_of_turn", "refers_to_those": True, "refers_to": "it",
      "effect": [{"do": "each_of_those", "effect": [{"do": "sacrifice", "what": "it"}]}]}, "not both"),
    ({"do": "each_of_those", "effect": [{"do": "sacrifice", "what": "it"}]}, "only in the effect"),
])
def test_the_loader_refuses_a_malformed_delayed_ability_of_those_tokens(delayed, match):
    with pytest.raises(ScenarioError, match=match):
        load_scenario(one_card([TOKENS, delayed]))

@pytest.mark.parametrize("text", [
    "{R}: You may put a creature card from your hand onto the battlefield. That artifact gains haste.",
    "{R}: You may put an artifact card from your hand onto the battlefield. Sacrifice the creature at the beginning of the next end step.",
    "{R}: You may put a creature card from your hand onto the battlefield. Draw a card. Sacrifice it at the beginning of the next end step.",
    "{R}: You may put a creature card from your hand onto the battlefield. Sacrifice it at the beginning of your next end step.",
    "{R}: Return two target creature cards from your graveyard to the battlefield. Sacrifice it at the beginning of the next end step.",
    "{R}: Return target creature card from your graveyard to the battlefield. Sacrifice that artifact at the beginning of the next end step.",
    "{R}: Return target creature card from your graveyard to the battlefield. Exile it at the beginning of the next upkeep.",
    "{R}: Return target creature card from your graveyard to the battlefield. That creature gains haste until your next turn.",
    "{R}: You may pay {1}. If you do, create two 1/1 red Goblin creature tokens. Exile that token at the beginning of the next end step.",
    "{R}: You may pay {1}. If you do, create a 1/1 red Goblin creature token. Exile those tokens at the beginning of the next end step.",
    "{R}: Create three 1/1 red Goblin creature tokens. Sacrifice it at the beginning of the next end step.",
    "{R}: Create three 1/1 red Goblin creature tokens. Sacrifice that token at the beginning of the next end step.",
    "{R}: Create a 1/1 red Goblin creature token. Sacrifice those tokens at the beginning of the next end step.",
    "{R}: You may pay {1}. If you do, create a 1/1 red Goblin creature token. It gains haste until end of turn.",  # "it": ~ or the token?
    "{R}: Create two 1/1 red Goblin creature tokens. Draw a card. Exile them at the beginning of the next end step.",
    "{R}: Create two 1/1 red Goblin creature tokens. Exile them at the beginning of your next upkeep.",
    "{R}: Return two target creatures to their owners' hands. Sacrifice them at the beginning of the next end step.",
    "{R}: You may return target creature card from your graveyard to the battlefield. Draw a card. Exile it at the beginning of the next end step.",
    "{R}: Return up to one target creature card from your graveyard to the battlefield. Sacrifice that creature at the beginning of the next end step.",
    "{R}: Create a token that's a copy of target creature you control. Sacrifice that creature at the beginning of the next end step.",
])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Enchantment"], "mana_cost": "{3}{R}", "text": text}).played
