"""Real cards whose "you may pay [cost]. If you do, [effect]" optional_payments reads:
a full mana cost (Merfolk Seer's {1}{U}), energy (Aether Chaser's {E}{E}, 2026
107.14) and life (Zhentarim Bandit's 1 life, 2026 119.4); the choice is made as
the effect is applied (2007: 413.2c; 2026: 608.2d, 118.12). Near misses stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

CHOICE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


def shock_the_seer(rules, lookup, may=None, islands=2):
    """Alice Shocks Bob's Merfolk Seer; its dies trigger resolves on Bob's pass, with his choice."""
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"seer": {"may": may}}
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("m", "Mountain", "Alice"), obj("seer", "Merfolk Seer", "Bob"),
         *(obj(f"i{i}", "Island", "Bob") for i in range(islands)), obj("b1", "Grizzly Bears", "Bob", "library")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["seer"], "mana_abilities": [{"object": "m"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_priority", "player": "Alice"}, resolve], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


def test_merfolk_seer_is_fully_played_with_its_mana_cost(pool):
    seer = pool["Merfolk Seer"]
    assert seer.played
    may = seer.definition["abilities"][0]["effect"][0]
    assert may["do"] == "may" and may["pay_mana"] == "{1}{U}" and may["then"] == [{"do": "draw", "amount": 1}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_merfolk_seer_pays_one_and_blue_with_its_islands_and_draws(lookup, rules):
    replay = shock_the_seer(rules, lookup, may=True)
    last = replay.steps[-1]
    assert not last.refused
    assert [c["id"] for c in last.state["zones"]["Bob"]["hand"]] == ["b1"]
    assert all(c["tapped"] for c in last.state["zones"]["Bob"]["in_play"] if c["id"].startswith("i"))
    assert "Bob chooses to pay {1}{U}." in texts(replay)
    assert CHOICE[rules] in rules_cited(replay)
    assert ("118.12" in rules_cited(replay)) == rules.startswith("2026")


@pytest.mark.parametrize("rules", EDITIONS)
def test_merfolk_seer_cant_choose_to_pay_without_the_mana(lookup, rules):
    last = shock_the_seer(rules, lookup, may=True, islands=1).steps[-1]
    assert last.refused and last.citations[0].rule == CHOICE[rules]


@pytest.mark.parametrize("rules", EDITIONS)
def test_merfolk_seer_declined_draws_nothing(lookup, rules):
    last = shock_the_seer(rules, lookup, may=False).steps[-1]
    assert last.state["zones"]["Bob"]["hand"] == []
    assert not any(c["tapped"] for c in last.state["zones"]["Bob"]["in_play"])


def attack(card, lookup, rules="2026-06-19", energy=0, life=20, may=True):
    data = scenario([obj("x", card, "Alice")],
                    [{"type": "declare_attackers", "player": "Alice", "attackers": ["x"]},
                     {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"x": {"may": may}}}],
                    rules=rules, phase="combat", step="declare_attackers")
    data["players"][0].update(energy=energy, life=life)
    return run_scenario(load_scenario(data, cards=lookup))


def tokens(state):
    return [c for c in state["zones"]["Alice"]["in_play"] if c["id"] != "x"]


def test_aether_chaser_pays_two_energy_and_creates_a_servo(lookup, pool):
    assert pool["Aether Chaser"].played
    replay = attack("Aether Chaser", lookup, energy=3)
    last = replay.steps[-1]
    assert not last.refused
    assert last.state["players"][0]["energy"] == 1 and len(tokens(last.state)) == 1
    assert {"107.14", "608.2d", "118.12"} <= rules_cited(replay)


def test_aether_chaser_cant_pay_energy_it_hasnt_got(lookup):
    last = attack("Aether Chaser", lookup, energy=1).steps[-1]
    assert last.refused and last.citations[0].rule == "608.2d"


def test_under_2007_energy_is_paid_by_the_cards_words_without_107_14(lookup):
    replay = attack("Aether Chaser", lookup, rules="2007-02-01", energy=2)
    assert replay.steps[-1].state["players"][0].get("energy", 0) == 0 and len(tokens(replay.steps[-1].state)) == 1
    assert "107.14" not in rules_cited(replay)
    assert any("Energy (a rule later than February 2007" in t for t in texts(replay))


def test_zhentarim_bandit_pays_one_life_for_a_treasure(lookup, pool):
    assert pool["Zhentarim Bandit"].played
    replay = attack("Zhentarim Bandit", lookup)
    last = replay.steps[-1]
    assert last.state["players"][0]["life"] == 19
    assert [c["name"] for c in tokens(last.state)] == ["Treasure"]
    assert "119.4" in rules_cited(replay)


@pytest.mark.parametrize("text", [
    # "you may pay {X}. If you do, draw X cards" is read now, X chosen as it resolves (test_ifyoudo.py)
    "When this creature dies, you may pay {1}{W/U}. If you do, draw a card.",
    "When this creature dies, you may pay {1}{U} and 2 life. If you do, draw a card.",
    "When this creature dies, you may pay {E} for each creature you control. If you do, draw a card.",
])
def test_near_miss_payments_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                         "text": text})
    assert not card.played
