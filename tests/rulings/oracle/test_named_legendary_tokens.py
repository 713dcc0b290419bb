"""Legendary tokens with a name of their own (rulings/oracle/named_legendary_tokens.py), played from real
cards' Oracle text (named_legendary_tokens_cards.json: records copied from the pool): "create Tuktuk the
Returned, a legendary 5/5 colorless Goblin Golem artifact creature token" (the name and the legendary
supertype the effect gives it: 2007 216.1; 2026 111.4), "Ragavan enters tapped and attacking. Exile that
token at end of combat." (Kari Zev). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "named_legendary_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Tuktuk the Explorer", "Kari Zev, Skyship Raider", "Verix Bladewing", "Kiora, the Rising Tide", "Rinoa Heartilly",
          "Tolsimir Wolfblood"]
#: an intervening "if" naming the token, Auras and Equipment copied onto it, a noncreature Equipment token
NEAR_MISSES = ["Rufus Shinra", "Stangg, Echo Warrior", "Mabel, Heir to Cragflame"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "named legendary tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_named_legendary_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_named_tokens_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_tuktuk_dying_makes_tuktuk_the_returned_a_legendary_golem(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("explorer", "Tuktuk the Explorer", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["explorer"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    token = objects_in(replay.final_state)["tuktuk"]
    assert (token["name"], token["supertypes"], token["power"], token["toughness"]) == ("Tuktuk the Returned", ["Legendary"], 5, 5), token
    assert token["types"] == ["Artifact", "Creature"] and token["subtypes"] == ["Goblin", "Golem"] and token["controller"] == "Bob"


@pytest.mark.parametrize("rules", EDITIONS)
def test_kari_zevs_ragavan_enters_attacking_and_is_exiled_at_end_of_combat(cards, rules):
    objects = [obj("kari", "Kari Zev, Skyship Raider")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["kari"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               *([p("Alice"), p("Bob")] * 4 if rules == R2007 else [  # 2007: each combat damage step's damage uses the stack
                   {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                   {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "kari", "to": "Bob", "amount": 1}]},
                   p("Alice"), p("Bob"),  # first strike, then the second combat damage step
                   {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "ragavan", "to": "Bob", "amount": 2}]}]),
               {"type": "pass_until", "player": "Alice", "step": "end_of_combat"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 17, log(replay)  # Kari Zev's 1 (first strike) and Ragavan's 2
    assert "ragavan" not in {o["id"] for o in objects_in(replay.final_state).values() if o["zone"] == "in_play"}, log(replay)
    assert {R2007: "311.1", R2026: "511.2"}[rules] in cited(replay), sorted(cited(replay))
