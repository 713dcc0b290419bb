"""More of a spell's own cost reductions (rulings/oracle/own_cost_conditions.py, rulings/engine/own_cost_conditions.py),
played from real cards' Oracle text (own_cost_conditions_cards.json: records copied from the pool): life gained this
turn (Mortality Spear, Sanguine Indulgence, Licia, Sanguine Tribune), raid (Siren Reaver), an opponent's graveyard
(Into the Story), corrupted (Distorted Curiosity), the caster's graveyard (Igneous Elemental, Octavia, Living Thesis,
Chitin Gravestalker, Molderhulk), the battlefield (Lashwhip Predator, Oakhame Adversary, Hour of Revelation) and two
reductions in one paragraph (Assassin's Ink, Geistlight Snare). Counted as the total cost is determined (2007 409.1f;
2026 601.2f); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "own_cost_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Mind Stone and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lashwhip Predator", "Igneous Elemental", "Chitin Gravestalker", "Octavia, Living Thesis", "Hour of Revelation",
          "Oakhame Adversary", "Assassin's Ink", "Geistlight Snare", "Mortality Spear", "Sanguine Indulgence",
          "Licia, Sanguine Tribune", "Siren Reaver", "Into the Story", "Distorted Curiosity", "Molderhulk",
          "Overwhelming Remorse"]  # (spell_costs.py's "for each creature card in your graveyard", still read)
#: a multicolored permanent, legendary creatures, no land cards in hand, creatures with power 4 or greater
NEAR_MISSES = ["Ghostfire Slice", "Arwen's Gift", "Forceful Cultivator", "Spectral Denial"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def cast(oid, *lands, **more):
    return {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": x} for x in lands], **more}


def run(cards, objects, actions, rules, alice=None, bob=None):
    scenario = in_main_phase(objects, actions, rules, "own cost conditions")
    scenario["players"] = [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}]
    return run_scenario(load_scenario(scenario, cards=cards))


def play(cards, objects, actions, rules, alice=None, bob=None):
    replay = run(cards, objects, actions, rules, alice, bob)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay), log(replay)
    return replay


def refused(cards, objects, action, rules, alice=None, bob=None):
    replay = run(cards, objects, [action], rules, alice, bob)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


def lands(kind, n):
    return [obj(f"{kind.lower()}{i}", kind) for i in range(n)]


def ids(kind, n):
    return [f"{kind.lower()}{i}" for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_own_cost_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_own_cost_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_two_reductions_in_one_paragraph_are_two_static_abilities(compiled):
    ink = [ab["spell_cost"] for ab in compiled["Assassin's Ink"].definition["abilities"] if "spell_cost" in ab]
    assert [sc["if"]["filter"]["types"] for sc in ink] == [["Artifact"], ["Enchantment"]]
    snare = [ab["spell_cost"] for ab in compiled["Geistlight Snare"].definition["abilities"] if "spell_cost" in ab]
    assert snare[0]["if_you_control"] == {"subtypes": ["Spirit"]} and snare[1]["if"]["filter"]["types"] == ["Enchantment"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_mortality_spear_costs_two_less_after_its_caster_gained_life_this_turn(cards, rules):
    objects = [obj("spear", "Mortality Spear", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("swamp", "Swamp"), obj("forest", "Forest")]
    replay = play(cards, objects, [cast("spear", "swamp", "forest", targets=["bears"]), p("Alice"), p("Bob")], rules,
                  alice={"gained_life_this_turn": True})  # {2}{B}{G} less {2}
    assert zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mortality_spear_costs_its_full_cost_when_only_an_opponent_gained_life(cards, rules):
    objects = [obj("spear", "Mortality Spear", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("swamp", "Swamp"), obj("forest", "Forest")]
    refused(cards, objects, cast("spear", "swamp", "forest", targets=["bears"]), rules, bob={"gained_life_this_turn": True})


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanguine_indulgence_needs_three_life_gained_this_turn(cards, rules):
    objects = [obj("rite", "Sanguine Indulgence", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"), obj("swamp", "Swamp")]
    action = cast("rite", "swamp", targets=["bears"])
    refused(cards, objects, action, rules, alice={"gained_life_this_turn": 2})
    replay = play(cards, objects, [action, p("Alice"), p("Bob")], rules, alice={"gained_life_this_turn": 3})  # {3}{B} less {3}
    assert zone_of(replay, "bears") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_licia_costs_one_less_for_each_life_gained_this_turn(cards, rules):
    objects = [obj("licia", "Licia, Sanguine Tribune", zone="hand"), obj("mountain", "Mountain"), obj("plains", "Plains"),
               obj("swamp", "Swamp")]
    replay = play(cards, objects, [cast("licia", "mountain", "plains", "swamp"), p("Alice"), p("Bob")], rules,
                  alice={"gained_life_this_turn": 5})  # {5}{R}{W}{B} less {5}
    assert zone_of(replay, "licia") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_siren_reaver_costs_one_less_if_its_caster_attacked_this_turn(cards, rules):
    objects = [obj("reaver", "Siren Reaver", zone="hand"), *lands("Island", 3)]
    action = cast("reaver", *ids("Island", 3))  # {3}{U} less {1}
    refused(cards, objects, action, rules, bob={"attacked_this_turn": True})
    replay = play(cards, objects, [action, p("Alice"), p("Bob")], rules, alice={"attacked_this_turn": True})
    assert zone_of(replay, "reaver") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_into_the_story_looks_at_an_opponents_graveyard_not_its_casters(cards, rules):
    library = [obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4)]
    action = cast("story", *ids("Island", 4))  # {5}{U}{U} less {3}
    mine = [obj("story", "Into the Story", zone="hand"), *lands("Island", 4), *library,
            *(obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(7))]
    refused(cards, mine, action, rules)
    theirs = [obj("story", "Into the Story", zone="hand"), *lands("Island", 4), *library,
              *(obj(f"g{i}", "Grizzly Bears", owner="Bob", zone="graveyard") for i in range(7))]
    replay = play(cards, theirs, [action, p("Alice"), p("Bob")], rules)
    assert all(zone_of(replay, f"lib{i}") == "hand" for i in range(4)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_distorted_curiosity_costs_two_less_if_an_opponent_has_three_poison_counters(cards, rules):
    objects = [obj("curiosity", "Distorted Curiosity", zone="hand"), obj("island", "Island"),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(2))]
    action = cast("curiosity", "island")  # {2}{U} less {2}
    refused(cards, objects, action, rules, bob={"poison": 2})
    replay = play(cards, objects, [action, p("Alice"), p("Bob")], rules, bob={"poison": 3})
    assert zone_of(replay, "lib0") == "hand" and zone_of(replay, "lib1") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lashwhip_predator_counts_the_creatures_its_casters_opponents_control(cards, rules):
    action = cast("cat", *ids("Forest", 4))  # {4}{G}{G} less {2}
    two = [obj("cat", "Lashwhip Predator", zone="hand"), *lands("Forest", 4), obj("b0", "Grizzly Bears", owner="Bob"),
           obj("b1", "Grizzly Bears", owner="Bob"), obj("mine", "Grizzly Bears")]
    refused(cards, two, action, rules)
    three = two + [obj("b2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, three, [action, p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "cat") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hour_of_revelation_counts_every_players_nonland_permanents(cards, rules):
    objects = [obj("hour", "Hour of Revelation", zone="hand"), *lands("Plains", 3),
               *(obj(f"a{i}", "Grizzly Bears") for i in range(5)), *(obj(f"b{i}", "Grizzly Bears", owner="Bob") for i in range(5))]
    replay = play(cards, objects, [cast("hour", *ids("Plains", 3)), p("Alice"), p("Bob")], rules)  # {3}{W}{W}{W} less {3}
    assert all(zone_of(replay, f"{w}{i}") == "graveyard" for w in "ab" for i in range(5)), log(replay)
    assert zone_of(replay, "plains0") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_hour_of_revelation_does_not_count_lands(cards, rules):
    objects = [obj("hour", "Hour of Revelation", zone="hand"), *lands("Plains", 3), *lands("Forest", 2),
               *(obj(f"a{i}", "Grizzly Bears") for i in range(8))]
    refused(cards, objects, cast("hour", *ids("Plains", 3)), rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chitin_gravestalker_counts_artifact_and_creature_cards_in_its_casters_graveyard(cards, rules):
    objects = [obj("stalker", "Chitin Gravestalker", zone="hand"), *lands("Swamp", 4), obj("g0", "Mind Stone", zone="graveyard"),
               obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Forest", zone="graveyard")]
    replay = play(cards, objects, [cast("stalker", *ids("Swamp", 4)), p("Alice"), p("Bob")], rules)  # {5}{B} less {2}
    assert zone_of(replay, "stalker") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_assassins_ink_takes_one_less_for_an_artifact_only(cards, rules):
    objects = [obj("ink", "Assassin's Ink", zone="hand"), obj("stone", "Mind Stone"), obj("bears", "Grizzly Bears", owner="Bob"),
               *lands("Swamp", 3)]
    action = cast("ink", *ids("Swamp", 2), targets=["bears"])
    refused(cards, objects, action, rules)  # {2}{B}{B} less {1}: three mana needed
    replay = play(cards, objects, [cast("ink", *ids("Swamp", 3), targets=["bears"]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
