""""Players can't untap more than one creature during their untap steps." and its kin
(rulings/oracle/untap_limits.py, rulings/engine/untap_limits.py), played from real cards' Oracle text
(untap_limits_cards.json: records copied from the pool): Smoke, Stoic Angel, Damping Field, Imi Statue,
Winter Moon, Mungha Wurm's "You can't untap more than one land during your untap step", and Winter Orb's
and Static Orb's "As long as this artifact is untapped, ...". The active player determines which of their
permanents untap (2007 302.2; 2026 502.3); an emblem's "Your opponents can't ..." stays text only. And
Stasis's "Players skip their untap steps." (untap_limits.py too; rulings/engine/skip_untap_steps.py): a
replacement effect (2007 419.6e-f; 2026 614.1b, 614.10a)."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "untap_limits_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
UNTAP = {R2007: "302.2", R2026: "502.3"}
PLAYED = ["Smoke", "Stoic Angel", "Damping Field", "Imi Statue", "Winter Moon", "Mungha Wurm", "Winter Orb", "Static Orb", "Stasis"]
#: an emblem's "Your opponents can't untap more than two permanents" (no player word the template reads);
#: Necro-Impotence's "Skip your untap step." is read, but its "untap X permanents" and "Pay ½ life" aren't
NEAR_MISSES = ["Dovin Baan", "Necro-Impotence"]
SKIP = {R2007: ("419.6e", "419.6f"), R2026: ("614.1b", "614.10a")}


def tapped(replay) -> dict:
    return {k: bool(o.get("tapped")) for k, o in objects_in(replay.final_state).items()}


def run(cards, objects, rules, **choices):
    """From Alice's end step to Bob's turn: Bob untaps, with `choices` on the action that gets there."""
    data = in_main_phase(objects, [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))], rules, "untap limits")
    data["turn"] = {**data["turn"], "phase": "end", "step": "end_of_turn"}
    return run_scenario(load_scenario(data, cards=cards))


def to_bobs_turn(cards, objects, rules, **choices):
    replay = run(cards, objects, rules, **choices)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    return replay


def bobs_tapped(*ids, card="Grizzly Bears"):
    return [obj(i, card, owner="Bob", tapped=True) for i in ids]


@pytest.mark.parametrize("name", PLAYED)
def test_untap_limit_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_untap_limits_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", ["Your opponents can't untap more than one creature during their untap steps.",
                                  "Players can't untap more than one other creature during their untap steps.",
                                  "Players can't untap more than one creature during your untap step.",
                                  "As long as this enchantment is tapped, players can't untap more than one land during their untap steps."])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Limit Test", "mana_cost": "{2}", "types": ["Enchantment"], "supertypes": [], "subtypes": [],
              "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_smoke_lets_bob_untap_only_one_creature_and_all_his_lands(cards, rules):
    objects = [obj("smoke", "Smoke"), *bobs_tapped("b1", "b2", "b3"), obj("f", "Forest", owner="Bob", tapped=True)]
    replay = to_bobs_turn(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("b1", "b2", "b3", "f")] == [False, True, True, False], log(replay)
    why = [c.reason for st in replay.steps for e in st.events for c in e.citations
           if (c.rule, c.concept) == (UNTAP[rules], "untap_choice")]
    assert len(why) == 1 and "no choice was given" in why[0], why  # Bob determines which of his permanents untap


@pytest.mark.parametrize("rules", EDITIONS)
def test_smoke_untaps_the_creature_bob_chooses(cards, rules):
    objects = [obj("smoke", "Smoke"), *bobs_tapped("b1", "b2", "b3")]
    replay = to_bobs_turn(cards, objects, rules, smoke={"untap_only": ["b2"]})
    assert [tapped(replay)[k] for k in ("b1", "b2", "b3")] == [True, False, True], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_choice_of_a_creature_smoke_doesnt_limit_is_refused(cards, rules):
    objects = [obj("smoke", "Smoke"), *bobs_tapped("b1", "b2"), obj("f", "Forest", owner="Bob", tapped=True)]
    replay = run(cards, objects, rules, smoke={"untap_only": ["f"]})
    assert any(st.refused for st in replay.steps), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tapped_winter_orb_limits_nothing(cards, rules):
    objects = [obj("orb", "Winter Orb", tapped=True), *bobs_tapped("f1", "f2", card="Forest")]
    replay = to_bobs_turn(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("f1", "f2")] == [False, False], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_untapped_winter_orb_lets_bob_untap_one_land(cards, rules):
    objects = [obj("orb", "Winter Orb"), *bobs_tapped("f1", "f2", card="Forest"), *bobs_tapped("b1")]
    replay = to_bobs_turn(cards, objects, rules, orb={"untap_only": ["f2"]})
    assert [tapped(replay)[k] for k in ("f1", "f2", "b1")] == [True, False, False], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_static_orb_lets_bob_untap_two_permanents_of_any_kind(cards, rules):
    objects = [obj("orb", "Static Orb"), *bobs_tapped("f1", "f2", card="Forest"), *bobs_tapped("b1")]
    replay = to_bobs_turn(cards, objects, rules, orb={"untap_only": ["b1", "f2"]})
    assert [tapped(replay)[k] for k in ("f1", "f2", "b1")] == [True, False, False], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mungha_wurm_limits_its_controllers_untap_step(cards, rules):
    objects = [obj("wurm", "Mungha Wurm", owner="Bob"), *bobs_tapped("f1", "f2", card="Forest")]
    replay = to_bobs_turn(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("f1", "f2")] == [False, True], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_alices_mungha_wurm_doesnt_limit_bobs_untap_step(cards, rules):
    objects = [obj("wurm", "Mungha Wurm"), *bobs_tapped("f1", "f2", card="Forest")]
    replay = to_bobs_turn(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("f1", "f2")] == [False, False], log(replay)


@pytest.mark.parametrize("limit, field", [({"count": 0, "described": {}}, "count"), ({"count": 1, "described": {"zone": "graveyard"}}, "described"),
                                          ({"count": 1, "described": {}, "players": "opponents"}, "players")])
def test_the_loader_names_a_wrong_untap_limit(limit, field):
    card = {"name": "Limit Test", "mana_cost": "{2}", "types": ["Artifact"], "abilities": [{"kind": "static", "untap_limit": limit}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(in_main_phase([obj("orb", card)], [], R2026))
    assert f"objects[0].card.abilities[0].untap_limit.{field}" in str(e.value)


@pytest.mark.parametrize("rules", EDITIONS)
def test_stasis_makes_bob_skip_his_untap_step(cards, rules):
    objects = [obj("stasis", "Stasis"), *bobs_tapped("b1"), *bobs_tapped("f1", card="Forest")]
    replay = to_bobs_turn(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("b1", "f1")] == [True, True], log(replay)
    assert "Bob skips the untap step" in log(replay)
    assert set(SKIP[rules]) <= {c.rule for st in replay.steps for e in st.events for c in e.citations}


def test_skip_your_untap_step_reads_as_its_controllers_only(compiled):
    assert {"kind": "keyword", "keyword": "skip_untap_step"} in compiled["Necro-Impotence"].definition["abilities"]


@pytest.mark.parametrize("owner, kept", [("Bob", True), ("Alice", False)])
def test_skip_your_untap_step_skips_only_its_controllers(cards, owner, kept):
    card = {"name": "Skip Test", "mana_cost": "{B}", "types": ["Enchantment"], "abilities": [{"kind": "keyword", "keyword": "skip_untap_step"}]}
    replay = to_bobs_turn(cards, [obj("skip", card, owner=owner), *bobs_tapped("f1", card="Forest")], R2026)
    assert tapped(replay)["f1"] is kept, log(replay)
