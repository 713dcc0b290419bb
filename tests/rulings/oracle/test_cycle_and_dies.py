"""'When you cycle this card and when this creature dies, <effect>' (rulings/oracle/cycle_and_dies.py), played
from the Sojourners' Oracle text (cycle_and_dies_cards.json: records copied from the pool): the paragraph is
two triggered abilities with one effect, "When you cycle this card" (2026 702.29c: it triggers from
the graveyard the cycled card went to; 2007: cycling, 502.18a, and a trigger condition, 404.1) and "When this creature dies" (2007 410.10c; 2026
700.4). Jund Sojourners' "you may have it deal 1 damage" (the card, or the creature: another object in each
half) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "cycle_and_dies_cards.json"
POOL_TOO = True  # Lightning Bolt, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Esper Sojourners", "Grixis Sojourners", "Naya Sojourners", "Bant Sojourners"]
NEAR_MISSES = ["Jund Sojourners"]
CYCLE = {R2007: {"502.18a", "404.1"}, R2026: {"702.29c"}}
DIES = {R2007: "410.10c", R2026: "700.4"}
CYCLING = 2  # the cycling ability, after the two triggered abilities of the first paragraph


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cycle and dies"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def soldiers(replay) -> list:
    return [o for o in objects_in(replay.final_state).values()
            if o.get("token") and o.get("zone") == "in_play" and o.get("subtypes") == ["Soldier"]]


@pytest.mark.parametrize("name", PLAYED)
def test_sojourners_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_sojourner_whose_effect_says_it_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", [True, False])
def test_bant_sojourners_cycled_may_make_a_soldier_and_draws(cards, rules, may):
    objects = [obj("bant", "Bant Sojourners", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(3)),
               obj("l0", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bant", "ability": CYCLING},
               p("Alice"), p("Bob", choices={"bant": {"may": may}}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(soldiers(replay)) == (1 if may else 0), log(replay)
    assert zone_of(replay, "l0") == "hand" and zone_of(replay, "bant") == "graveyard", log(replay)
    assert CYCLE[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_naya_sojourners_that_died_may_put_a_counter_on_the_target(cards, rules):
    objects = [obj("naya", "Naya Sojourners"), obj("bears", "Grizzly Bears"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["naya"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob", trigger_targets={"naya": ["bears"]}), p("Alice"), p("Bob", choices={"naya": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (3, 3), log(replay)
    assert zone_of(replay, "naya") == "graveyard", log(replay)
    assert DIES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_grixis_sojourners_cycled_may_exile_a_card_from_a_graveyard(cards, rules):
    objects = [obj("grixis", "Grixis Sojourners", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3)),
               obj("bob_dead", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("l0", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "grixis", "ability": CYCLING},
               p("Alice", trigger_targets={"grixis": ["bob_dead"]}), p("Bob", choices={"grixis": {"may": True}}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bob_dead") == "removed_from_game", log(replay)
