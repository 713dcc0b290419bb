"""A token creation joined by "and" to one other instruction of the controller's (rulings/oracle/
and_create_tokens.py), played from real cards' Oracle text (and_create_tokens_cards.json: records copied
from the pool): "you lose 1 life and create a 1/1 blue and black Faerie creature token with flying"
(Bitterbloom Bearer), "Draw two cards and create ..." (Quarrel's End), "create two 1/1 red Goblin
creature tokens and sacrifice this creature" (Kathari Bomber), "create a tapped 4/4 green Beast creature
token and untap this creature" (Baloth Prime): both, in the order written (2007 413.2b; 2026 608.2c).
Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "and_create_tokens_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Bitterbloom Bearer", "Quarrel's End", "Biomechan Engineer", "Unfathomable Truths", "Kathari Bomber", "Baloth Prime",
          "Berta, Wise Extrapolator"]
#: another player's instruction first ("that player discards a card and you create"), a list of four, a counter
#: on this creature first, "each opponent mills" after, "exile that card" after: none read
NEAR_MISSES = ["Liliana's Reaver", "Dungeoneer's Pack", "Kjeldoran Home Guard", "Necromaster Dragon", "Wight", "Fractal Anomaly"]
#: the rule each edition cites for instructions followed in the order written
IN_ORDER = {R2007: "413.2b", R2026: "608.2c"}


def run(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens_of(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o["subtypes"]
            and o["zone"] == "in_play"]


@pytest.mark.parametrize("name", PLAYED)
def test_and_create_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_and_create_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_instruction_comes_before_the_creation_as_written(compiled):
    steps = compiled["Bitterbloom Bearer"].definition["abilities"][2]["effect"]
    assert [st["do"] for st in steps] == ["lose_life", "create_token"], steps
    steps = compiled["Kathari Bomber"].definition["abilities"][1]["effect"]
    assert [st["do"] for st in steps] == ["create_token", "sacrifice"], steps


@pytest.mark.parametrize("rules", EDITIONS)
def test_bitterbloom_bearer_upkeep_loses_a_life_and_makes_a_flying_faerie(cards, rules):
    scenario = {"format": 1, "rules": rules, "name": "bitterbloom", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"},
                "objects": [obj("bearer", "Bitterbloom Bearer")], "actions": [p("Alice"), p("Bob")]}
    replay = run(cards, scenario)
    assert life(replay)["Alice"] == 19, log(replay)
    faeries = [o for o in tokens_of(replay, "Faerie") if o["id"] != "bearer"]
    assert len(faeries) == 1 and faeries[0]["colors"] == ["blue", "black"] and "flying" in faeries[0]["keywords"], log(replay)
    assert IN_ORDER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_quarrels_end_draws_two_and_makes_a_human_soldier(cards, rules):
    objects = [obj("quarrel", "Quarrel's End", zone="hand"), obj("discarded", "Forest", zone="hand"),
               *(obj(f"m{i}", "Mountain") for i in range(3)), *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "quarrel", "pay": {"discard": ["discarded"]},
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "quarrel's end"))
    assert [zone_of(replay, f"lib{i}") for i in range(3)].count("hand") == 2, log(replay)
    soldiers = tokens_of(replay, "Soldier")
    assert len(soldiers) == 1 and soldiers[0]["subtypes"] == ["Human", "Soldier"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kathari_bomber_dealing_combat_damage_makes_two_goblins_and_is_sacrificed(cards, rules):
    objects = [obj("bomber", "Kathari Bomber")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bomber"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               *([p("Alice"), p("Bob")] if rules == R2007 else [])]  # 2007: the combat damage on the stack first (2007 310.4)
    replay = run(cards, in_main_phase(objects, actions, rules, "kathari bomber"))
    assert life(replay)["Bob"] == 18, log(replay)
    assert len(tokens_of(replay, "Goblin")) == 2, log(replay)
    assert zone_of(replay, "bomber") == "graveyard", log(replay)


def test_baloth_prime_sacrificing_a_land_makes_a_tapped_beast_and_untaps_it(cards, rules=R2026):
    """Under the 2026 rules only: the card's stun counters are later than February 2007 (2026 122.1d)."""
    objects = [obj("baloth", "Baloth Prime", tapped=True), *(obj(f"f{i}", "Forest") for i in range(5))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "baloth", "ability": 2, "pay": {"sacrifice": ["f4"]},
                "mana_abilities": [{"object": f"f{i}"} for i in range(4)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "baloth prime"))
    beasts = tokens_of(replay, "Beast")
    assert len(beasts) == 1 and beasts[0]["tapped"] and (beasts[0]["power"], beasts[0]["toughness"]) == (4, 4), log(replay)
    assert not objects_in(replay.final_state)["baloth"]["tapped"], log(replay)
    assert life(replay)["Alice"] == 22, log(replay)


def test_berta_makes_a_fractal_with_the_x_counters_it_paid_for(cards):
    """Under the 2026 rules only: increment is later than February 2007."""
    objects = [obj("berta", "Berta, Wise Extrapolator"), *(obj(f"i{i}", "Island") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "berta", "ability": 2, "x": 3,
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, R2026, "berta"))
    fractals = tokens_of(replay, "Fractal")
    assert len(fractals) == 1 and (fractals[0]["power"], fractals[0]["toughness"]) == (3, 3), log(replay)
    assert IN_ORDER[R2026] in cited(replay), sorted(cited(replay))  # the token, then its counters, before any state-based check
