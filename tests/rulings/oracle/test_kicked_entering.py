"""Kicked creatures that enter with counters and a keyword, or with additional time counters
(rulings/oracle/kicked_entering.py, rulings/engine/kicked_entering.py), played from real cards'
Oracle text (kicked_entering_cards.json: records copied from the pool): "If this creature was
kicked, it enters with two +1/+1 counters on it and with first strike" (Benalish Lancer, Faerie
Squadron, Duskwalker, Pouncing Kavu, Kavu Titan, Pouncing Wurm) and "... with three additional
time counters on it" (Ravaging Riftwurm), and "This artifact enters with a charge counter on it for
each time it was kicked" (Everflowing Chalice: multikicker, 2026 only). "Enters with" is a replacement effect (2007 419.1b;
2026 614.1c) linked to the kicker (2007 502.21b; 2026 702.33e); the keyword is the permanent's
for as long as it stays in play. A quoted ability and a keyword counter stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, texts

CARDS = Path(__file__).parent / "kicked_entering_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Benalish Lancer", "Faerie Squadron", "Duskwalker", "Pouncing Kavu", "Kavu Titan", "Pouncing Wurm", "Ravaging Riftwurm",
          "Everflowing Chalice"]
#: "and with \"This creature can attack as though it didn't have defender.\"" (a quoted ability);
#: "two +1/+1 counters and a trample counter on it and with haste" (a keyword counter)
NEAR_MISSES = ["Prison Barricade", "Voidpouncer"]
WITH = {R2007: "419.1b", R2026: "614.1c"}
KICKER = {R2007: "502.21b", R2026: "702.33e"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicked entering"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(cards, rules, card, land, lands, kicked, after=()):
    objects = [obj("c", card, zone="hand"), *(obj(f"l{i}", land) for i in range(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **({"kicked": True} if kicked else {}),
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]}, p("Alice"), p("Bob"), *after]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_kicked_entering_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_quoted_ability_and_keyword_counter_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_benalish_lancer_reads_counters_and_first_strike_beside_its_kicker(compiled):
    assert compiled["Benalish Lancer"].definition["abilities"][-1]["comes_into_play"] == \
        {"counters": {"+1/+1": 2}, "if_kicked": True, "with_keywords": ["first_strike"]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_benalish_lancer_enters_with_two_counters_and_first_strike(cards, rules):
    replay = cast(cards, rules, "Benalish Lancer", "Plains", 6, kicked=True)
    lancer = objects_in(replay.final_state)["c"]
    assert pt(replay, "c") == (4, 4) and "first strike" in lancer["keywords"], log(replay)
    assert {WITH[rules], KICKER[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_benalish_lancer_enters_plain(cards, rules):
    replay = cast(cards, rules, "Benalish Lancer", "Plains", 3, kicked=False)
    assert pt(replay, "c") == (2, 2) and "first strike" not in objects_in(replay.final_state)["c"]["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_duskwalker_has_fear(cards, rules):
    replay = cast(cards, rules, "Duskwalker", "Swamp", 6, kicked=True)
    assert pt(replay, "c") == (3, 3) and "fear" in objects_in(replay.final_state)["c"]["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_pouncing_kavu_attacks_the_turn_it_enters(cards, rules):
    attack = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
              {"type": "declare_attackers", "player": "Alice", "attackers": ["c"]},
              {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
              {"type": "declare_blockers", "player": "Bob", "blocks": []},
              {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
              {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "c", "to": "Bob", "amount": 3}]},
              p("Alice"), p("Bob")]
    replay = cast(cards, rules, "Pouncing Kavu", "Mountain", 5, kicked=True, after=attack)
    bob = next(pl for pl in replay.final_state["players"] if pl["name"] == "Bob")
    assert bob["life"] == 17, log(replay)  # a 1/1 with two +1/+1 counters and haste, attacking at once


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_pouncing_kavu_cant_attack_the_turn_it_enters(cards, rules):
    attack = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
              {"type": "declare_attackers", "player": "Alice", "attackers": ["c"]}]
    objects = [obj("c", "Pouncing Kavu", zone="hand"), obj("l0", "Mountain"), obj("l1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": "l0"}, {"object": "l1"}]},
               p("Alice"), p("Bob"), *attack]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicked entering"), cards=cards))
    assert [st.refused for st in replay.steps].count(True) == 1 and replay.steps[-1].refused, log(replay)
    assert "has no haste" in texts(replay)[-1], log(replay)  # summoning sick: no haste without the kicker


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked, time", [(True, 5), (False, 2)])
def test_ravaging_riftwurm_adds_three_time_counters_to_its_vanishing_only_if_kicked(cards, rules, kicked, time):
    replay = cast(cards, rules, "Ravaging Riftwurm", "Forest", 7 if kicked else 3, kicked=kicked)
    assert objects_in(replay.final_state)["c"]["counters"] == {"time": time}, log(replay)
    assert (KICKER[rules] in cited(replay)) == kicked, sorted(cited(replay))


@pytest.mark.parametrize("how, field", [({"counters": {"+1/+1": 2}, "with_keywords": ["haste"]}, "with_keywords"),
                                        ({"counters": {"+1/+1": 2}, "if_kicked": True, "with_keywords": ["vigilance"]}, "with_keywords")])
def test_the_loader_names_a_wrong_with_keywords(how, field):
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{1}"}, {"kind": "static", "comes_into_play": how}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("odd", card, zone="hand")], [], R2026))


@pytest.mark.parametrize("kicked, lands, counters", [(3, 6, {"charge": 3}), (False, 0, {})])
def test_everflowing_chalice_enters_with_a_charge_counter_for_each_time_it_was_kicked(cards, kicked, lands, counters):
    objects = [obj("c", "Everflowing Chalice", zone="hand"), *(obj(f"l{i}", "Plains") for i in range(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **({"kicked": kicked} if kicked else {}),
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert {k: n for k, n in objects_in(replay.final_state)["c"]["counters"].items() if n} == counters, log(replay)
    if kicked:
        assert {"614.1c", "702.33c"} <= cited(replay), sorted(cited(replay))


def test_everflowing_chalice_cant_be_multikicked_under_the_2007_rules(cards):
    objects = [obj("c", "Everflowing Chalice", zone="hand"), *(obj(f"l{i}", "Plains") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "kicked": 1,
                "mana_abilities": [{"object": f"l{i}"} for i in range(2)]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2007, "kicked entering"), cards=cards))
    assert replay.steps[-1].refused and "multikicker" in texts(replay)[-1], log(replay)
