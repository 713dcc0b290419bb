"""Real cards whose activated ability costs removing fade counters (or four or five charge counters) from the
permanent itself (activated.cost's `remove_counters`, paid by rulings/engine/costs.py), played from their Oracle
text (fade_counter_costs_cards.json: records copied from the pool): "Fading 3" and "Remove a fade counter from this
creature: This creature gets +1/+1 until end of turn." (Phyrexian Prowler), "{1}, Remove a fade counter from this
creature: It deals 1 damage to any target." (Ancient Hydra), "{1}{R}, Remove five charge counters from this
enchantment: It deals 5 damage to any target." (Firemind's Research). A cost that can't be paid in full is refused
(2007 409.1h; 2026 601.2h). Parallax Wave (its exiled cards return when it leaves) and Meldweb Strider (its oil
counter ability makes a Vehicle a creature) stay text only for their other words."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, life, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "fade_counter_costs_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Firemind's Research", "Defender en-Vec", "Jolting Merfolk", "Phyrexian Prowler", "Ancient Hydra", "Woodripper"]
COST = {R2007: ("403.1", "activated_ability_cost"), R2026: ("602.1a", "activated_ability_cost")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "fade counters"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_fade_counter_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", [
    "Remove a fade counters from this creature: Tap target creature.",
    "Remove two fade counter from this creature: Tap target creature.",
    "Remove an fade counter from this creature: Tap target creature.",
    "Remove a oil counter from this creature: Tap target creature.",
    "Remove six charge counters from this creature: Tap target creature.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_phyrexian_prowler_removes_a_fade_counter_each_time_until_none_is_left(cards, rules):
    objects = [obj("prowler", "Phyrexian Prowler", counters={"fade": 2})]
    actions = [activate("prowler", 1), p("Alice"), p("Bob"), activate("prowler", 1), p("Alice"), p("Bob"), activate("prowler", 1)]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)  # no fade counter left for the third
    assert pt(replay, "prowler") == (5, 5), log(replay)  # 3/3 and +1/+1 twice
    assert not objects_in(replay.final_state)["prowler"].get("counters"), log(replay)
    assert COST[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ancient_hydra_pays_mana_and_a_fade_counter_to_deal_damage(cards, rules):
    objects = [obj("hydra", "Ancient Hydra", counters={"fade": 5}), obj("m", "Mountain")]
    actions = [activate("hydra", 1, targets=["Bob"], mana_abilities=[{"object": "m"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 19, log(replay)
    assert objects_in(replay.final_state)["hydra"]["counters"] == {"fade": 4}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fireminds_research_needs_five_charge_counters(cards, rules):
    objects = [obj("research", "Firemind's Research", counters={"charge": 4}), obj("m0", "Mountain"), obj("m1", "Mountain")]
    replay = play(cards, objects, [activate("research", 2, targets=["Bob"], mana_abilities=[{"object": "m0"}, {"object": "m1"}])], rules,
                  allow_refusals=True)
    assert len(refused(replay)) == 1 and life(replay)["Bob"] == 20, log(replay)
    objects[0] = obj("research", "Firemind's Research", counters={"charge": 5})
    replay = play(cards, objects, [activate("research", 2, targets=["Bob"], mana_abilities=[{"object": "m0"}, {"object": "m1"}]),
                                   p("Alice"), p("Bob")], rules)
    assert life(replay)["Bob"] == 15, log(replay)


@pytest.mark.parametrize("name", ["Parallax Wave", "Meldweb Strider"])
def test_cards_with_other_unread_words_stay_text_only(compiled, name):
    assert not compiled[name].played
