"""Counts of the creatures of a creature type that died this turn (rulings/oracle/died_this_turn_counts.py,
rulings/engine/died_subtypes.py), played from the Zubera's Oracle text (died_this_turn_counts_cards.json:
records copied from the pool): "When this creature dies, you gain 2 life for each Zubera that died this
turn" (Silent-Chant Zubera), "draw a card for each ..." (Floating-Dream Zubera), "target opponent discards
a card for each ..." (Ashen-Skin Zubera), "create a 1/1 colorless Spirit creature token for each ..."
(Dripping-Tongue Zubera), "it deals damage to any target equal to the number of Zubera that died this
turn" (Ember-Fist Zubera). Every creature of that type, any player's, put into a graveyard from the
battlefield this turn (2026 700.4; 2007 410.10c "put into a graveyard from play"), itself among them,
counted once as the ability resolves (2007 413.2f; 2026 608.2h); near misses ("nontoken creature that
died this turn") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "died_this_turn_counts_cards.json"
POOL_TOO = True  # Pyroclasm, Shock, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Silent-Chant Zubera", "Floating-Dream Zubera", "Ashen-Skin Zubera", "Ember-Fist Zubera", "Dripping-Tongue Zubera"]
#: "nontoken creature(s) [you controlled] that died this turn": a count the engine doesn't keep
NEAR_MISSES = ["Tobias, Doomed Conqueror", "Gadrak, the Crown-Scourge", "Rise of the Dread Marn"]
#: the count read once as the ability resolves; the dies trigger (2026 700.4; 2007 410.10c)
COUNTED = {R2007: "413.2f", R2026: "608.2h"}
DIES = {R2007: "410.10c", R2026: "700.4"}


def play(cards, objects, actions, rules, turn=None):
    scenario = in_main_phase(objects, actions, rules, "died this turn counts")
    scenario["turn"].update(turn or {})
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def pyroclasm(*more_passes) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": "pyro", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
            p("Alice"), p("Bob"), *more_passes]


def mountains() -> list:
    return [obj("pyro", "Pyroclasm", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]


@pytest.mark.parametrize("name", PLAYED)
def test_zubera_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_nontoken_creatures_that_died_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_zubera_dying_together_each_count_both_of_them(cards, rules):
    objects = [*mountains(), obj("sc", "Silent-Chant Zubera"), obj("fd", "Floating-Dream Zubera"),
               obj("bears", "Grizzly Bears", owner="Bob"), *(obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(3))]
    replay = play(cards, objects, pyroclasm(p("Alice"), p("Bob"), p("Alice"), p("Bob")), rules)
    assert life(replay)["Alice"] == 24, log(replay)  # 2 life for each of the two Zubera; Bob's Bears is no Zubera
    assert [zone_of(replay, f"l{i}") for i in range(3)] == ["hand", "hand", "library"], log(replay)  # a card for each Zubera
    assert {COUNTED[rules], DIES[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ember_fist_counts_the_zubera_that_died_earlier_but_no_other_creature(cards, rules):
    objects = [obj("ember", "Ember-Fist Zubera"), obj("shock", "Shock", zone="hand"), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["ember"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob", trigger_targets={"ember": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, {"creatures_died": 3, "creatures_died_of_subtype": {"Zubera": 1}})
    assert life(replay)["Bob"] == 18, log(replay)  # the Zubera before it and itself; the two other creatures don't count
    assert COUNTED[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_every_players_zubera_counts_for_tokens_and_for_the_discard(cards, rules):
    objects = [*mountains(), obj("drip", "Dripping-Tongue Zubera"), obj("ash", "Ashen-Skin Zubera", owner="Bob"),
               *(obj(f"h{i}", "Grizzly Bears", zone="hand") for i in range(3))]
    actions = pyroclasm(p("Alice", trigger_targets={"ash": ["Alice"]}), p("Bob"), p("Alice"), p("Bob"))
    replay = play(cards, objects, actions, rules)
    spirits = [o for o in objects_in(replay.final_state).values()
               if o.get("token") and o.get("zone") == "in_play" and o.get("subtypes") == ["Spirit"]]
    assert len(spirits) == 2, log(replay)  # a 1/1 Spirit for Bob's Zubera and for Alice's own
    assert all((s["power"], s["toughness"], s["colors"]) == (1, 1, []) for s in spirits), spirits
    assert [zone_of(replay, f"h{i}") for i in range(3)].count("graveyard") == 2, log(replay)  # Bob's targets Alice: two cards
    assert COUNTED[rules] in cited(replay), sorted(cited(replay))


def test_a_changeling_that_died_is_a_zubera_too(cards):
    """Changeling (2026 702.73a: every creature type) is later than the February 2007 rules: 2026 only."""
    objects = [*mountains(), obj("sc", "Silent-Chant Zubera"), obj("changeling", "Woodland Changeling")]
    replay = play(cards, objects, pyroclasm(p("Alice"), p("Bob")), R2026)
    assert life(replay)["Alice"] == 24, log(replay)  # itself and the changeling, as it last existed


def test_a_zubera_count_with_another_filter_is_refused_naming_the_field(cards):
    bad = {"name": "Bad Zubera", "types": ["Creature"], "subtypes": ["Zubera"], "mana_cost": "{1}{W}", "power": 1, "toughness": 2,
           "abilities": [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
                          "effect": [{"do": "gain_life", "player": "you",
                                      "amount": {"count": "subtype_died_this_turn", "filter": {"types": ["Creature"]}}}]}]}
    scenario = in_main_phase([obj("z", "Bad Zubera")], [], R2026)
    with pytest.raises(ScenarioError, match="filter"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Zubera" else cards(n))


def test_more_zubera_died_before_than_creatures_is_refused(cards):
    scenario = in_main_phase([obj("z", "Silent-Chant Zubera")], [], R2026)
    scenario["turn"].update({"creatures_died": 1, "creatures_died_of_subtype": {"Zubera": 2}})
    with pytest.raises(ScenarioError, match="creatures_died_of_subtype"):
        load_scenario(scenario, cards=cards)
