"""Real cards with converge (an ability word, 2026 207.2c; rulings/oracle/enters_mechanics.py,
rulings/engine/converge.py): "This creature enters with N +1/+1 counters on it for each color of
mana spent to cast it", a replacement effect on how it enters (2007 419.1b; 2026 614.1c)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


def cast(lookup, card, lands, rules):
    objects = [obj("it", card, "Alice", "hand"), *(obj(f"l{i}", land, "Alice") for i, land in enumerate(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay, next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "it")


@pytest.mark.parametrize("name", ["Glinting Creeper", "Tajuru Stalwart"])
def test_the_converge_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_glinting_creeper_gets_two_counters_for_each_color_spent(lookup, rules):
    replay, creeper = cast(lookup, "Glinting Creeper", ["Forest", "Forest", "Island", "Swamp", "Forest"], rules)
    assert creeper["counters"] == {"+1/+1": 6} and (creeper["power"], creeper["toughness"]) == (6, 6)
    assert ("614.1c" if rules == "2026-06-19" else "419.1b") in rules_cited(replay)
    assert any("one for each color of mana spent" in c.reason for st in replay.steps for ev in st.events for c in ev.citations)


def test_tajuru_stalwart_with_green_mana_alone_gets_one_counter(lookup):
    _, stalwart = cast(lookup, "Tajuru Stalwart", ["Forest", "Forest", "Forest"], "2026-06-19")
    assert stalwart["counters"] == {"+1/+1": 1} and (stalwart["power"], stalwart["toughness"]) == (1, 2)


@pytest.mark.parametrize("card", [
    {"name": "Near Miss", "mana_cost": "{4}{U}", "types": ["Enchantment"],
     "text": "Converge — This enchantment enters with a crystal counter on it for each color of mana spent to cast it."},
    {"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "0", "toughness": "1",
     "text": "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it and draws a card."},
    {"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "0", "toughness": "1",
     "text": "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast spells this turn."}])
def test_near_misses_stay_text_only(card):
    assert not compile_card(card).played
