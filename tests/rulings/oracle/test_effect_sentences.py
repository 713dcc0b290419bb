"""Real cards whose effect sentences the effects family plays: delayed draws,
damage to each opponent, blocking restrictions for a turn, "counter unless its
controller pays"; and near misses that stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


def played(pool, name):
    return pool[name].played


def library(owner, *ids):
    return [obj(i, "Grizzly Bears", owner, "library") for i in ids]


@pytest.mark.parametrize("rules", EDITIONS)
def test_flare_draws_a_card_at_the_next_turns_upkeep(lookup, pool, rules):
    assert played(pool, "Flare")
    data = scenario(
        [obj("flare", "Flare", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3)),
         *library("Alice", "a1"), *library("Bob", "b1")],
        [{"type": "play_spell", "player": "Alice", "object": "flare", "targets": ["Bob"],
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         # the end step, then Bob's turn: his upkeep triggers the delayed ability
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}],
        rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    log = "\n".join(texts(replay))
    assert "Flare deals 1 damage to Bob" in log
    assert "A delayed triggered ability is created: \"Draw a card.\"" in log
    assert "The delayed triggered ability from Flare triggers" in log
    assert "Alice draws a card (Grizzly Bears)" in log  # in Bob's upkeep, the next turn's
    assert [c["id"] for c in replay.steps[-1].state["zones"]["Alice"]["hand"]] == ["a1"]
    cited = rules_cited(replay)
    assert ("404.4" if rules.startswith("2007") else "603.7") in cited


def card(name, text, types=("Instant",), cost="{R}"):
    from rulings.oracle import compile_card
    return compile_card({"name": name, "mana_cost": cost, "types": list(types), "text": text, "layout": "normal"})


def test_a_delayed_draw_at_your_next_upkeep_stays_text_only():
    """ "Your next upkeep" is not "the next turn's upkeep" (it skips the opponent's turn)."""
    assert not card("Near Miss", "Draw a card at the beginning of your next upkeep.").played
    assert card("Near Hit", "Draw a card at the beginning of the next turn's upkeep.").played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sizzle_deals_damage_to_each_opponent_only(lookup, pool, rules):
    assert played(pool, "Sizzle")
    data = scenario(
        [obj("sizzle", "Sizzle", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
        [{"type": "play_spell", "player": "Alice", "object": "sizzle", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert "Sizzle deals 3 damage to Bob" in log and "damage to Alice" not in log
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 17]


@pytest.mark.parametrize("rules", EDITIONS)
def test_shivan_gorges_ability_deals_damage_to_each_opponent(lookup, pool, rules):
    assert played(pool, "Shivan Gorge")
    data = scenario(
        [obj("gorge", "Shivan Gorge", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
        [{"type": "activate_ability", "player": "Alice", "object": "gorge", "ability": 1,
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert "Shivan Gorge deals 1 damage to Bob" in "\n".join(texts(replay))
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 19]


def test_damage_to_each_opponent_and_their_creatures_stays_text_only():
    assert not card("Near Miss", "Near Miss deals 2 damage to each opponent and each creature they control.").played
