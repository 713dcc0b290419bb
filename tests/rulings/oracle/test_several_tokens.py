"""One instruction creating different tokens (rulings/oracle/several_tokens.py), played from real cards'
Oracle text (several_tokens_cards.json: records copied from the pool): "create a 3/3 colorless Phyrexian
Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token
with lifelink" (Wurmcoil Engine), "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature
token, and a 3/3 green Elephant creature token." (Bestial Menace): each token with its own
characteristics (2007 216.1; 2026 111.4). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "several_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Wurmcoil Engine", "Wurmcoil Larva", "Triplicate Titan", "Bestial Menace", "Forbidden Friendship", "Mascot Exhibition",
          "Somberwald Beastmaster", "Specimen Collector", "Trostani's Summoner"]
#: each creation with a condition of its own
NEAR_MISSES = ["Beza, the Bounding Spring"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "several tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def made(replay):
    return {o["id"]: o for o in objects_in(replay.final_state).values() if o.get("token") and o["zone"] == "in_play"}


@pytest.mark.parametrize("name", PLAYED)
def test_several_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_several_tokens_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_bestial_menace_makes_a_snake_a_wolf_and_an_elephant(cards, rules):
    objects = [obj("menace", "Bestial Menace", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "menace", "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    tokens = sorted((o["subtypes"][0], o["power"], o["toughness"], o["controller"]) for o in made(replay).values())
    assert tokens == [("Elephant", 3, 3, "Alice"), ("Snake", 1, 1, "Alice"), ("Wolf", 2, 2, "Alice")], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wurmcoil_engine_dying_makes_a_deathtouch_wurm_and_a_lifelink_wurm(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("wurmcoil", "Wurmcoil Engine", owner="Bob", damage=4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["wurmcoil"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    wurms = sorted((tuple(o["keywords"]), o["power"], o["toughness"], o["controller"]) for o in made(replay).values())
    assert wurms == [(("deathtouch",), 3, 3, "Bob"), (("lifelink",), 3, 3, "Bob")], log(replay)
