""" "If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost."
(rulings/oracle/alternative_cost_conditions.py, rulings/engine/alternative_cost_conditions.py), played from real cards'
Oracle text (alternative_cost_conditions_cards.json: records copied from the pool): the Legates of Nemesis and their
instants and sorceries (Submerge, Massacre, Mogg Salvage ...). An alternative cost its text lists (2007 409.1b, 409.1f;
2026 118.9), chosen with `pay.alternative` and there only while an opponent controls a permanent with the first land type
and its caster one with the second; and the cards exiled from the hand: "You may exile a blue card from your hand rather
than pay this spell's mana cost" (Snapback, Pyrokinesis ...), "... exile two green cards ..." (Allosaurus Rider), "You may
pay 1 life and exile a blue card ..." (Force of Will), "If it's not your turn, you may exile ..." (Force of Negation)
(rulings/engine/exile_from_hand_costs.py); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "alternative_cost_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Cho-Arrim Legate", "Deepwood Legate", "Kyren Legate", "Massacre", "Mogg Salvage", "Refreshing Rain", "Rushwood Legate",
          "Saprazzan Legate", "Sivvi's Ruse", "Submerge"]
EXILING = ["Cave-In", "Misdirection", "Pyrokinesis", "Snapback", "Unmask", "Vine Dryad", "Allosaurus Rider", "Soul Spike", "Sunscour",
           "Force of Will", "Force of Rowan", "Force of Despair", "Force of Negation", "Force of Virtue"]
#: "If you control two or more green / white permanents that share an artist": no condition the engine checks; a card "with
#: mana value X" (the Shoals), "the top three black cards of your graveyard", "pay 6 life and sacrifice three black creatures"
NEAR_MISSES = ["Remodel", "Erase (Not the Urza's Legacy One)", "Blazing Shoal", "Spinning Darkness", "Demon of Death's Gate"]
ALTERNATIVE = {R2007: {("409.1f", "alternative_cost"), ("409.1b", "one_alternative_cost")},
               R2026: {("118.9", "alternative_cost"), ("118.9a", "one_alternative_cost")}}
FREE = {"type": "play_spell", "player": "Alice", "pay": {"alternative": "alternative_cost"}}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "alternative cost conditions"), cards=cards))


@pytest.mark.parametrize("name", PLAYED + EXILING)
def test_legate_and_exiling_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_free_casts_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_keyword_names_both_land_types(compiled):
    assert {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "if_you_control": "Island",
            "if_an_opponent_controls": "Forest"} in compiled["Submerge"].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_submerge_is_cast_without_paying_its_mana_cost_when_an_opponent_controls_a_forest_and_its_caster_an_island(cards, rules):
    objects = [obj("submerge", "Submerge", zone="hand"), obj("island", "Island"), obj("forest", "Forest", owner="Bob"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "submerge", "targets": ["bears"]}, p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "library" and zone_of(replay, "island") == "in_play", log(replay)
    assert ALTERNATIVE[rules] <= cited_pairs(replay), sorted(cited_pairs(replay))
    assert "Forest" in log(replay) and "without paying its mana cost" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_submerge_is_not_free_when_only_its_caster_controls_a_forest(cards, rules):
    objects = [obj("submerge", "Submerge", zone="hand"), obj("island", "Island"), obj("forest", "Forest"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "submerge", "targets": ["bears"]}], rules)
    assert replay.steps[-1].refused and "only if an opponent of Alice controls a Forest" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_submerge_is_not_free_when_its_caster_controls_no_island(cards, rules):
    objects = [obj("submerge", "Submerge", zone="hand"), obj("forest", "Forest", owner="Bob"), obj("island", "Island", owner="Bob"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "submerge", "targets": ["bears"]}], rules)
    assert replay.steps[-1].refused and "controls an Island" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cho_arrim_legate_enters_for_free_against_a_swamp(cards, rules):
    objects = [obj("legate", "Cho-Arrim Legate", zone="hand"), obj("plains", "Plains"), obj("swamp", "Swamp", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "legate"}, p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "legate") == "in_play", log(replay)
    assert ALTERNATIVE[rules] <= cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cho_arrim_legate_can_still_be_cast_for_its_mana_cost(cards, rules):
    objects = [obj("legate", "Cho-Arrim Legate", zone="hand"), *(obj(f"plains{i}", "Plains") for i in range(3))]
    replay = run(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "legate",
                                   "mana_abilities": [{"object": f"plains{i}"} for i in range(3)]}, p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps) and zone_of(replay, "legate") == "in_play", log(replay)


# --- cards exiled from the hand ------------------------------------------------------------------------------
def test_the_exiling_keywords_say_color_count_life_and_turn(compiled):
    assert {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": "exile:green", "count": 2} \
        in compiled["Allosaurus Rider"].definition["abilities"]
    assert {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": "exile:blue", "also_life": 1} \
        in compiled["Force of Will"].definition["abilities"]
    assert {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": "exile:blue", "if_not_your_turn": True} \
        in compiled["Force of Negation"].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_snapback_is_cast_by_exiling_a_blue_card_from_its_casters_hand(cards, rules):
    objects = [obj("snap", "Snapback", zone="hand"), obj("other", "Misdirection", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "snap", "targets": ["bears"], "pay": {"alternative": "alternative_cost", "exile": ["other"]}},
                                  p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "hand" and zone_of(replay, "other") == "removed_from_game", log(replay)
    assert ALTERNATIVE[rules] <= cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_snapback_refuses_a_card_that_is_not_blue(cards, rules):
    objects = [obj("snap", "Snapback", zone="hand"), obj("other", "Grizzly Bears", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [{**FREE, "object": "snap", "targets": ["bears"], "pay": {"alternative": "alternative_cost", "exile": ["other"]}}],
                 rules)
    assert replay.steps[-1].refused and zone_of(replay, "other") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_allosaurus_rider_needs_two_green_cards(cards, rules):
    objects = [obj("rider", "Allosaurus Rider", zone="hand"), obj("g1", "Grizzly Bears", zone="hand"), obj("g2", "Grizzly Bears", zone="hand")]
    one = run(cards, objects, [{**FREE, "object": "rider", "pay": {"alternative": "alternative_cost", "exile": ["g1"]}}], rules)
    assert one.steps[-1].refused, log(one)
    replay = run(cards, objects, [{**FREE, "object": "rider", "pay": {"alternative": "alternative_cost", "exile": ["g1", "g2"]}},
                                  p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "rider") == "in_play" and zone_of(replay, "g2") == "removed_from_game", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_force_of_will_pays_one_life_and_exiles_a_blue_card_to_counter_a_spell(cards, rules):
    objects = [obj("bears", "Grizzly Bears", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("fow", "Force of Will", owner="Bob", zone="hand"), obj("snap", "Snapback", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "fow", "targets": ["bears"],
                            "pay": {"alternative": "alternative_cost", "exile": ["snap"]}}, p("Bob"), p("Alice")]
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay)["Bob"] == 19 and zone_of(replay, "bears") == "graveyard", log(replay)
    assert zone_of(replay, "snap") == "removed_from_game", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_force_of_negation_is_free_only_in_another_players_turn(cards, rules):
    objects = [obj("stone", "Mind Stone", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("neg", "Force of Negation", owner="Bob", zone="hand"), obj("snap", "Snapback", owner="Bob", zone="hand"),
               obj("mine", "Force of Negation", zone="hand"), obj("snap2", "Snapback", zone="hand")]
    cast_stone = {"type": "play_spell", "player": "Alice", "object": "stone", "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}
    own = run(cards, objects, [cast_stone, {"type": "play_spell", "player": "Alice", "object": "mine", "targets": ["stone"],
                                            "pay": {"alternative": "alternative_cost", "exile": ["snap2"]}}], rules)
    assert own.steps[-1].refused and "not Alice's turn" in log(own), log(own)
    replay = run(cards, objects, [cast_stone, p("Alice"), {"type": "play_spell", "player": "Bob", "object": "neg", "targets": ["stone"],
                                                           "pay": {"alternative": "alternative_cost", "exile": ["snap"]}}, p("Bob"), p("Alice")],
                 rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "stone") == "removed_from_game", log(replay)  # "exile it instead"
