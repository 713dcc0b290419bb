"""End step wordings (rulings/oracle/end_step_conditions.py, next_end_step_riders.py), played from real
cards' Oracle text (end_step_riders_cards.json: records copied from the pool):

- "At the beginning of your end step, if you control two or more tapped creatures, ..." (Flight-Deck
  Coordinator, Frontline War-Rager, Sunstar Chaplain, Sami): an intervening "if" (2007 404.3; 2026 603.4)
  counting the tapped creatures the ability's controller controls;
- "Destroy that creature / Return it to its owner's hand at the beginning of the next end step" (Mogg
  Cannon, Dragon Mask, Crazed Armodon, Rakalite, Hornet Cannon): a delayed triggered ability (2007 404.4;
  2026 603.7) for the target, the permanent itself or the token just made, doing nothing if that
  permanent has left the battlefield (2007 404.4d; 2026 603.7c).

Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import activate, cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "end_step_riders_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
DELAYED = {R2007: "404.4", R2026: "603.7"}
FAILS = {R2007: "404.4d", R2026: "603.7c"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]

PLAYED = ["Flight-Deck Coordinator", "Sunstar Chaplain", "Frontline War-Rager", "Sami, Ship's Engineer",
          "Mogg Cannon", "Puffer Extract", "Blood Frenzy", "Crazed Armodon", "Dragon Mask", "Rakalite", "Hornet Cannon",
          "Whirling Dervish", "Dunerider Outlaw", "Skizzik", "See Red", "Essenceknit Scholar", "Demonic Rising",
          "Titan Hunter", "Impatience", "Luminarch Ascension",
          "Stenchskipper", "Mark of the Oni", "The Locust God"]
#: "if it didn't attack this turn" after the words; "If a creature an opponent controls would die, exile it instead"; "the number of
#: tapped creatures"; "toughness less than this creature's power"; "each creature you control other than this creature"
NEAR_MISSES = ["Erg Raiders", "Nettling Imp", "Liesa, Forgotten Archangel", "Throne of the God-Pharaoh", "Dragonscale General", "Stone Giant",
               "Dawnstrike Vanguard"]
NEAR_MISS_TEXTS = [
    "At the beginning of your end step, if you control a tapped creature, you gain 2 life.",
    "At the beginning of your end step, if you control two or more tapped artifacts, you gain 2 life.",
    "At the beginning of your end step, if an opponent controls two or more tapped creatures, you gain 2 life.",
    "{T}: Two target creatures you control get +1/+0 until end of turn. Destroy that creature at the beginning of the next end step.",
    "{T}: Up to one target creature you control gets +1/+0 until end of turn. Destroy it at the beginning of the next end step.",
    "{T}: Target artifact gains shroud until end of turn. Destroy it at the beginning of the next end step.",
    "{T}: Create two 1/1 red Goblin creature tokens. Destroy it at the beginning of the next end step.",
    "{T}: Target creature you control gets +1/+0 until end of turn. Destroy it at the beginning of your next end step.",
    "{T}: Target creature you control gets +1/+0 until end of turn. Return it to your hand at the beginning of the next end step.",
    "Whenever another creature enters, destroy it at the beginning of the next end step.",
    "At the beginning of each end step, if this creature dealt damage to a player this turn, put a +1/+1 counter on it.",
    "At the beginning of each end step, if this creature dealt damage to an opponent this turn, draw a card.",
    "At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter on target creature.",
    "At the beginning of the end step, if this creature wasn't kicked, sacrifice it.",  # no kicker to pay
    "At the beginning of your end step, if you didn't attack with two or more creatures this turn, you gain 2 life.",
    "At the beginning of your end step, if a creature died under an opponent's control this turn, draw a card.",
    "At the beginning of your end step, if a nontoken creature died under your control this turn, draw a card.",
    "At the beginning of your end step, if you control exactly one artifact, you gain 1 life.",
    "At the beginning of your end step, if an opponent controls exactly one creature, you gain 1 life.",
    "At the beginning of each player's end step, if no creatures died under your control this turn, you gain 1 life.",
    "At the beginning of each player's end step, if that player didn't cast a creature spell this turn, you gain 1 life.",
    "At the beginning of your end step, if that player didn't cast a spell this turn, you gain 1 life.",
    "At the beginning of each opponent's end step, if you didn't gain life this turn, you gain 1 life.",
    "At the beginning of the end step, if you control no Elves, sacrifice this creature.",
    "At the beginning of the end step, if you control no Plains, sacrifice this creature.",
    "At the beginning of the end step, if an opponent controls no Goblins, sacrifice this creature.",
    "When this creature dies, return it to its owner's hand at the beginning of your next upkeep.",
    "When this creature dies, return it to the battlefield at the beginning of the next end step.",
]


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "end step riders"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played, card.definition


# --- "if you control two or more tapped creatures" ---

def _coordinator(cards, rules, tapped: int):
    objects = [obj("fdc", "Flight-Deck Coordinator"),
               *(obj(f"b{i}", "Grizzly Bears", tapped=i < tapped) for i in range(3)),
               obj("bob_b", "Grizzly Bears", owner="Bob", tapped=True)]
    return play(cards, rules, objects, TO_END_STEP)


@pytest.mark.parametrize("rules", BOTH)
def test_two_tapped_creatures_you_control_make_the_end_step_ability_trigger_and_resolve(cards, rules):
    replay = _coordinator(cards, rules, 2)
    assert life(replay)["Alice"] == 22, log(replay)
    assert IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", BOTH)
def test_one_tapped_creature_of_yours_and_an_opponents_dont_make_it_trigger(cards, rules):
    replay = _coordinator(cards, rules, 1)  # Bob's tapped Grizzly Bears isn't Alice's
    assert life(replay)["Alice"] == 20, log(replay)
    assert "Flight-Deck Coordinator's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_the_tapped_source_counts_itself(cards, rules):
    objects = [obj("rager", "Frontline War-Rager", tapped=True), obj("b", "Grizzly Bears", tapped=True)]
    replay = play(cards, rules, objects, TO_END_STEP)
    assert objects_in(replay.final_state)["rager"].get("counters", {}).get("+1/+1") == 1, log(replay)


# --- "Destroy that creature / Return it to its owner's hand at the beginning of the next end step" ---

def _cannon(cards, rules, then=()):
    objects = [obj("cannon", "Mogg Cannon"), obj("bears", "Grizzly Bears"), obj("m", "Mountain"), obj("shock", "Shock", zone="hand")]
    return play(cards, rules, objects, [activate("cannon", ability=0, targets=["bears"]), p("Alice"), p("Bob"), *then])


@pytest.mark.parametrize("rules", BOTH)
def test_mogg_cannon_pumps_its_target_and_creates_the_delayed_ability(cards, rules):
    replay = _cannon(cards, rules)
    assert pt(replay, "bears") == (3, 2) and zone_of(replay, "bears") == "in_play", log(replay)
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_mogg_cannon_destroys_that_creature_at_the_next_end_step(cards, rules):
    replay = _cannon(cards, rules, TO_END_STEP)
    assert zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_the_delayed_ability_does_nothing_once_its_creature_has_left_the_battlefield(cards, rules):
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]}
    replay = _cannon(cards, rules, [shock, p("Alice"), p("Bob"), *TO_END_STEP])
    assert "The delayed ability does nothing" in log(replay), log(replay)
    assert FAILS[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", BOTH)
def test_dragon_mask_returns_its_target_to_its_owners_hand_at_the_next_end_step(cards, rules):
    objects = [obj("mask", "Dragon Mask"), obj("bears", "Grizzly Bears"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    act = activate("mask", ability=0, targets=["bears"], mana_abilities=[{"object": f"m{i}"} for i in range(3)])
    pumped = play(cards, rules, objects, [act, p("Alice"), p("Bob")])
    assert pt(pumped, "bears") == (4, 4), log(pumped)
    replay = play(cards, rules, objects, [act, p("Alice"), p("Bob"), *TO_END_STEP])
    assert zone_of(replay, "bears") == "hand", log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_crazed_armodon_destroys_itself_at_the_next_end_step(cards, rules):
    objects = [obj("armodon", "Crazed Armodon"), obj("f", "Forest")]
    replay = play(cards, rules, objects, [activate("armodon", ability=0, mana_abilities=[{"object": "f"}]), p("Alice"), p("Bob"),
                                          *TO_END_STEP])
    assert zone_of(replay, "armodon") == "graveyard", log(replay)
    assert DELAYED[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_rakalite_returns_itself_to_its_owners_hand_at_the_next_end_step(cards, rules):
    objects = [obj("rakalite", "Rakalite"), obj("bears", "Grizzly Bears"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    act = activate("rakalite", ability=0, targets=["bears"], mana_abilities=[{"object": "m1"}, {"object": "m2"}])
    replay = play(cards, rules, objects, [act, p("Alice"), p("Bob"), *TO_END_STEP])
    assert zone_of(replay, "rakalite") == "hand", log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_hornet_cannon_destroys_the_token_it_made_at_the_next_end_step(cards, rules):
    objects = [obj("cannon", "Hornet Cannon"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    act = activate("cannon", ability=0, mana_abilities=[{"object": f"m{i}"} for i in range(3)])
    made = play(cards, rules, objects, [act, p("Alice"), p("Bob")])
    assert [o["name"] for o in made.final_state["zones"]["Alice"]["in_play"] if o.get("token")] == ["Hornet"], log(made)
    replay = play(cards, rules, objects, [act, p("Alice"), p("Bob"), *TO_END_STEP])
    assert not [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")], log(replay)
    assert "Hornet is destroyed" in log(replay), log(replay)


def test_blood_frenzy_refers_to_its_one_target(compiled):
    effect = compiled["Blood Frenzy"].definition["effect"]
    assert effect[-1] == {"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "target:0", "text": "Destroy it.",
                          "effect": [{"do": "destroy", "what": "it"}]}


# --- "if this creature dealt damage to an opponent this turn" / "if this creature wasn't kicked" ---

def _dervish(cards, rules, attack: bool):
    objects = [obj("dervish", "Whirling Dervish"), obj("bob_b", "Grizzly Bears", owner="Bob", tapped=True)]
    fight = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
             {"type": "declare_attackers", "player": "Alice", "attackers": ["dervish"]},
             {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
             {"type": "declare_blockers", "player": "Bob", "blocks": []},
             {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
             {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "dervish", "to": "Bob", "amount": 1}]},
             *([p("Alice"), p("Bob")] if rules == R2007 else [])] if attack else []  # 2007: combat damage uses the stack
    return play(cards, rules, objects, fight + TO_END_STEP)


@pytest.mark.parametrize("rules", BOTH)
def test_whirling_dervish_that_dealt_damage_to_an_opponent_gets_a_counter_at_the_end_step(cards, rules):
    replay = _dervish(cards, rules, attack=True)
    assert life(replay)["Bob"] == 19, log(replay)  # the 1/1 Dervish
    assert objects_in(replay.final_state)["dervish"].get("counters", {}).get("+1/+1") == 1, log(replay)
    assert IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", BOTH)
def test_whirling_dervish_that_dealt_no_damage_doesnt_trigger(cards, rules):
    replay = _dervish(cards, rules, attack=False)
    assert not objects_in(replay.final_state)["dervish"].get("counters", {}).get("+1/+1"), log(replay)
    assert "Whirling Dervish's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked", [False, True])
def test_skizzik_is_sacrificed_at_the_end_step_only_if_it_wasnt_kicked(cards, rules, kicked):
    objects = [obj("skizzik", "Skizzik", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5))]
    cast = {"type": "play_spell", "player": "Alice", "object": "skizzik", **({"kicked": True} if kicked else {}),
            "mana_abilities": [{"object": f"m{i}"} for i in range(5 if kicked else 4)]}
    replay = play(cards, rules, objects, [cast, p("Alice"), p("Bob"), *TO_END_STEP])
    assert zone_of(replay, "skizzik") == ("in_play" if kicked else "graveyard"), log(replay)


# --- "if you didn't attack with a creature this turn" / "if a creature died under your control this turn" ---

def _attack_with(attacker, power, rules):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": power}]},
            *([p("Alice"), p("Bob")] if rules == R2007 else [])]  # 2007: combat damage uses the stack


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("attack", [False, True])
def test_see_red_is_sacrificed_at_your_end_step_only_if_you_didnt_attack(cards, rules, attack):
    objects = [{**obj("red", "See Red"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"), obj("other", "Grizzly Bears")]
    replay = play(cards, rules, objects, (_attack_with("other", 2, rules) if attack else []) + TO_END_STEP)  # any creature of hers
    assert zone_of(replay, "red") == ("in_play" if attack else "graveyard"), log(replay)
    assert life(replay)["Bob"] == (18 if attack else 20)


def _scholar(cards, rules, whose):
    objects = [obj("scholar", "Essenceknit Scholar"), obj("bears", "Grizzly Bears", owner=whose), obj("m", "Mountain"),
               obj("shock", "Shock", zone="hand"), obj("top", "Forest", zone="library")]
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]}
    return play(cards, rules, objects, [shock, p("Alice"), p("Bob"), *TO_END_STEP])


@pytest.mark.parametrize("rules", BOTH)
def test_a_creature_that_died_under_your_control_draws_a_card_at_your_end_step(cards, rules):
    replay = _scholar(cards, rules, "Alice")
    assert zone_of(replay, "top") == "hand", log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_an_opponents_creature_that_died_doesnt_count(cards, rules):
    replay = _scholar(cards, rules, "Bob")
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "top") == "library", log(replay)


# --- "if you control exactly one creature" ---

@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("creatures,demons", [(0, 0), (1, 1), (2, 0)])
def test_demonic_rising_makes_a_demon_only_while_you_control_exactly_one_creature(cards, rules, creatures, demons):
    objects = [obj("rising", "Demonic Rising"), *(obj(f"b{i}", "Grizzly Bears") for i in range(creatures)),
               obj("bob_b", "Grizzly Bears", owner="Bob")]
    replay = play(cards, rules, objects, TO_END_STEP)
    made = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]
    assert len(made) == demons, log(replay)
    if demons:
        assert IF[rules] in cited(replay)


# --- "if no creatures died this turn", "if that player didn't cast a spell this turn", "if you didn't lose life this turn" ---

def _own_shock(target):
    return [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [target], "mana_abilities": [{"object": "m"}]},
            p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("died,alice", [(False, 16), (True, 20)])
def test_titan_hunter_deals_4_damage_to_the_player_whose_end_step_it_is_if_no_creature_died(cards, rules, died, alice):
    objects = [obj("hunter", "Titan Hunter", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"), obj("m", "Mountain"),
               obj("shock", "Shock", zone="hand")]
    replay = play(cards, rules, objects, (_own_shock("bears") if died else []) + TO_END_STEP)
    assert life(replay)["Alice"] == alice and life(replay)["Bob"] == 20, log(replay)  # Alice's end step: "that player" is Alice


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("cast,alice", [(False, 18), (True, 20)])
def test_impatience_deals_2_damage_to_the_player_whose_end_step_it_is_if_they_cast_no_spell(cards, rules, cast, alice):
    objects = [obj("impatience", "Impatience", owner="Bob"), obj("m", "Mountain"), obj("shock", "Shock", zone="hand")]
    replay = play(cards, rules, objects, (_own_shock("Bob") if cast else []) + TO_END_STEP)
    assert life(replay)["Alice"] == alice, log(replay)
    if not cast:
        assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("shocked,quest", [(False, 1), (True, 0)])
def test_luminarch_ascension_gets_a_quest_counter_at_an_opponents_end_step_if_you_lost_no_life(cards, rules, shocked, quest):
    objects = [obj("ascension", "Luminarch Ascension", owner="Bob"), obj("m", "Mountain"), obj("shock", "Shock", zone="hand")]
    to_end_step = [TO_END_STEP[0], p("Alice"), p("Bob", choices={"ascension": {"may": True}})]  # Bob puts it
    replay = play(cards, rules, objects, (_own_shock("Bob") if shocked else []) + to_end_step)
    assert objects_in(replay.final_state)["ascension"].get("counters", {}).get("quest", 0) == quest, log(replay)


# --- "if you control no Goblins" ---

@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("goblin", [False, True])
def test_stenchskipper_is_sacrificed_at_each_end_step_unless_you_control_a_goblin(cards, rules, goblin):
    objects = [obj("skipper", "Stenchskipper"), obj("bob_goblin", "Goblin Raider", owner="Bob"),
               *([obj("goblin", "Goblin Raider")] if goblin else [])]
    replay = play(cards, rules, objects, TO_END_STEP)
    assert zone_of(replay, "skipper") == ("in_play" if goblin else "graveyard"), log(replay)  # Bob's Goblin isn't Alice's


# --- "When ~ dies, return it to its owner's hand at the beginning of the next end step." ---

@pytest.mark.parametrize("rules", BOTH)
def test_the_locust_god_returns_from_the_graveyard_to_its_owners_hand_at_the_next_end_step(cards, rules):
    objects = [obj("god", "The Locust God"), obj("murder", "Murder", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3))]
    murder = {"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["god"],
              "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}
    died = play(cards, rules, objects, [murder, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert zone_of(died, "god") == "graveyard", log(died)
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(died)
    replay = play(cards, rules, objects, [murder, p("Alice"), p("Bob"), p("Alice"), p("Bob"), *TO_END_STEP])
    assert zone_of(replay, "god") == "hand", log(replay)
