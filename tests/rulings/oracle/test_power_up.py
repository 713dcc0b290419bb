"""Power-up, played from real cards' Oracle text (power_up_cards.json: records copied from the pool):
"Power-up — {4}{W}: Put two +1/+1 counters on this creature." (Brave Brawler) means "[Cost]: [Effect]. If
this permanent entered this turn, this ability's cost is reduced by this permanent's mana cost. Activate
this ability only once." (2026 702.193a); generic mana of the mana cost reduces generic mana, colored
and colorless mana the same type, any excess generic mana (702.193b). Which permanents entered this
turn is kept per object (id and zone-change count) and forgotten as a turn begins
(rulings/engine/power_up.py). Later than the February 2007 rules, which refuse it."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "power_up_cards.json"
R2026 = "2026-06-19"
PLAYED = ["Namora, the Sea Queen", "Molly Hayes, Runaway", "Brave Brawler", "Aerial Doombot", "Bold Biochemist",
          "Ninja of the Hand", "Unliving Legionnaire", "Volcanic Villain", "Pet Avengers", "Serpent Specialist",
          "She-Hulk, Jade Defender", "Ultron Drone"]
#: a hybrid symbol in the ability's cost (Brawn) or in the mana cost (Abomination), {X} (Stature), "power-up abilities
#: can't be activated" (Kang), "Power-up abilities of other creatures you control cost {3} less" (Hulk), "can be
#: activated an additional time" (Wonder Man), "Choose odd or even" (Thanos)
NEAR_MISSES = ["Brawn, Amadeus Cho", "Abomination, Terrifying Titan", "Stature, Size Shifter", "Kang the Conqueror",
               "Hulk, Gamma Goliath", "Wonder Man, Hollywood Hero", "Thanos, the Mad Titan"]


def reasons(replay) -> str:
    """Every citation's reason, one a line (the log's text doesn't show them)."""
    return "\n".join(c.reason for st in replay.steps for e in st.events for c in e.citations)


@pytest.mark.parametrize("name", PLAYED)
def test_power_up_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_power_up_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Power-up — {4}{W}, {T}: Put two +1/+1 counters on this creature.",  # a cost other than mana
    "Power-up — {4}{W}: Put two +1/+1 counters on this creature. Activate only as a sorcery.",
    "Power-up — {4}{W}: Put two +1/+1 counters on this creature. Activate only once.",
    "Powered-up — {4}{W}: Put two +1/+1 counters on this creature.",
    "Power-up — {4}{W/U}: Put two +1/+1 counters on this creature.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Creature"], "power": "2", "toughness": "1",
                             "text": text}).played


def test_power_up_on_a_sorcery_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Sorcery"],
                             "text": "Power-up — {4}{W}: Draw a card."}).played


def test_power_up_of_a_permanent_without_mana_cost_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "", "types": ["Artifact"],
                             "text": "Power-up — {4}: Draw a card."}).played


def cast_then_power_up(lands_for_ability: int, rules=R2026, **more):
    """Alice casts Brave Brawler ({1}{W}) with two Plains, then activates its power-up with the others."""
    objects = [obj("brawler", "Brave Brawler", zone="hand"), *[obj(f"pl{k}", "Plains") for k in range(2 + lands_for_ability)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "brawler", "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]},
               p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1,
                "mana_abilities": [{"object": f"pl{k}"} for k in range(2, 2 + lands_for_ability)]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


def test_power_up_costs_less_by_the_mana_cost_the_turn_it_entered(cards):
    replay = run_scenario(load_scenario(cast_then_power_up(3), cards=cards))  # {4}{W} less {1}{W}: {3}
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["brawler"]["counters"] == {"+1/+1": 2}
    assert {("702.193a", "power_up"), ("702.193b", "power_up_reduction"), ("602.5b", "restriction_survives_control_change")} \
        <= cited_pairs(replay), sorted(cited_pairs(replay))


def test_the_reduced_cost_is_logged(cards):
    replay = run_scenario(load_scenario(cast_then_power_up(3), cards=cards))
    assert "its cost {4}{W} is reduced by its mana cost {1}{W} to {3}" in reasons(replay), reasons(replay)


def test_power_up_of_a_permanent_already_in_play_costs_its_full_cost(cards):
    objects = [obj("brawler", "Brave Brawler"), *[obj(f"pl{k}", "Plains") for k in range(3)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1,
                "mana_abilities": [{"object": f"pl{k}"} for k in range(3)]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert len(refused(replay)) == 1, log(replay)  # {4}{W} with three Plains: not enough
    assert objects_in(replay.final_state)["brawler"].get("counters", {}) == {}


def test_power_up_of_a_permanent_already_in_play_is_paid_in_full(cards):
    objects = [obj("brawler", "Brave Brawler"), *[obj(f"pl{k}", "Plains") for k in range(5)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1,
                "mana_abilities": [{"object": f"pl{k}"} for k in range(5)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["brawler"]["counters"] == {"+1/+1": 2}
    assert "didn't enter this turn, so its cost isn't reduced" in reasons(replay)
    assert "702.193a" in cited(replay) and "702.193b" not in cited(replay)


def test_a_second_power_up_activation_is_refused(cards):
    sc = cast_then_power_up(6)
    sc["actions"] += [{"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1,
                       "mana_abilities": [{"object": f"pl{k}"} for k in range(5, 8)]}]
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert "can be activated only once and already was" in log(replay)
    assert objects_in(replay.final_state)["brawler"]["counters"] == {"+1/+1": 2}


def test_the_reduction_ends_with_the_turn_it_entered(cards):
    objects = [obj("brawler", "Brave Brawler", zone="hand"), *[obj(f"pl{k}", "Plains") for k in range(5)],
               *[obj(f"a{k}", "Plains", zone="library") for k in range(3)], *[obj(f"b{k}", "Island", owner="Bob", zone="library") for k in range(3)]]
    later = {"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1}
    actions = [{"type": "play_spell", "player": "Alice", "object": "brawler", "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]},
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "phase": "precombat_main"},
               {**later, "mana_abilities": [{"object": f"pl{k}"} for k in range(2, 5)]},  # {3}: no longer enough
               {**later, "mana_abilities": [{"object": f"pl{k}"} for k in range(5)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert objects_in(replay.final_state)["brawler"]["counters"] == {"+1/+1": 2}
    assert "didn't enter this turn" in reasons(replay)


def test_colored_mana_of_the_mana_cost_the_ability_doesnt_need_reduces_generic_mana(cards):
    card = {"name": "Test Brawler", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"mana": "{2}{W}"}, "only_once": True, "power_up": True,
                           "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]}]}
    objects = [obj("t", card, zone="hand"), obj("m", "Mountain"), obj("pl0", "Plains"), obj("pl1", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "t", "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "t", "ability": 0,
                "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert not refused(replay), log(replay)  # {2}{W} less {R}: {1}{W}
    assert objects_in(replay.final_state)["t"]["counters"] == {"+1/+1": 1}
    assert "702.193b" in cited(replay)


def test_power_up_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"power-up \(2026 702.193\) is later than the February 2007 rules"):
        load_scenario(cast_then_power_up(3, rules="2007-02-01"), cards=cards)


def test_a_power_up_ability_without_only_once_is_refused_by_the_loader(cards):
    card = {"name": "Bad", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"mana": "{2}{W}"}, "power_up": True,
                           "effect": [{"do": "draw", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="power_up"):
        load_scenario(in_main_phase([obj("t", card)], [], R2026), cards=cards)


def test_a_permanent_the_scenario_says_entered_this_turn_has_its_power_up_reduced(cards):
    objects = [{**obj("brawler", "Brave Brawler"), "entered_this_turn": True}, *[obj(f"pl{k}", "Plains") for k in range(3)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 1,
                "mana_abilities": [{"object": f"pl{k}"} for k in range(3)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["brawler"]["counters"] == {"+1/+1": 2}
    assert "702.193b" in cited(replay)


def test_entered_this_turn_is_only_for_a_permanent_in_play(cards):
    with pytest.raises(ScenarioError, match="entered_this_turn"):
        load_scenario(in_main_phase([{**obj("brawler", "Brave Brawler", zone="hand"), "entered_this_turn": True}], [], R2026), cards=cards)
