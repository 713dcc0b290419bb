"""Real raid cards (an ability word, 2026 207.2c; rulings/oracle/enters_mechanics.py, rulings/engine/raid.py):
"if you attacked this turn": Goblin Boarders enters with a +1/+1 counter (a replacement effect,
2007 419.1b; 2026 614.1c), Mardu Hordechief's and Searslicer Goblin's triggered abilities have it
as their intervening "if" (2007 404.3; 2026 603.4)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


def attack_then_cast(lookup, rules, card, attack=True):
    objects = [obj("bears", "Grizzly Bears", "Alice"), obj("it", card, "Alice", "hand")]
    objects += [obj(f"m{i}", land, "Alice") for i, land in enumerate(["Mountain", "Mountain", "Mountain", "Plains", "Plains"])]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"] if attack else []}]
    if attack:
        actions += [{"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                    {"type": "declare_blockers", "player": "Bob", "blocks": []},
                    {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                    {"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
        if rules == "2007-02-01":  # combat damage uses the stack (2007 310.1)
            actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += [
               {"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}]
    mana = {"Goblin Boarders": ["m0", "m1", "m2"], "Mardu Hordechief": ["m2", "m3", "m4"], "Searslicer Goblin": ["m0", "m1"]}[card]
    actions += [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": m} for m in mana]},
                {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = scenario(objects, actions, rules=rules, phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    return replay, [o for o in replay.final_state["zones"]["Alice"]["in_play"]]


@pytest.mark.parametrize("name", ["Goblin Boarders", "Mardu Hordechief", "Searslicer Goblin"])
def test_the_raid_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attacked", [True, False])
def test_goblin_boarders_enters_with_a_counter_only_after_an_attack(lookup, rules, attacked):
    replay, mine = attack_then_cast(lookup, rules, "Goblin Boarders", attacked)
    assert not any(st.refused for st in replay.steps), texts(replay)
    boarders = next(o for o in mine if o["id"] == "it")
    assert boarders["counters"] == ({"+1/+1": 1} if attacked else {}), texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attacked", [True, False])
def test_mardu_hordechief_makes_a_warrior_only_after_an_attack(lookup, rules, attacked):
    replay, mine = attack_then_cast(lookup, rules, "Mardu Hordechief", attacked)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert sum(1 for o in mine if o.get("name") == "Warrior" or "Warrior" in str(o.get("subtypes"))) - 1 == int(attacked), texts(replay)


def test_the_scenarios_player_may_have_attacked_earlier(lookup):
    objects = [obj("it", "Goblin Boarders", "Alice", "hand")] + [obj(f"m{i}", "Mountain", "Alice") for i in range(3)]
    data = scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
                              {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
                    rules="2026-06-19", phase="postcombat_main")
    data["players"][0]["attacked_this_turn"] = True
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "it")["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize("text", [
    "Raid — This creature enters with a +1/+1 counter on it if you attacked with two or more creatures this turn.",
    "Raid — When this creature enters, draw a card.",
    "Raid — When this creature enters, if an opponent attacked this turn, draw a card."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
