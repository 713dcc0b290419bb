"""Real modal spells with entwine (2007: 502.32a; 2026: 702.42a) and escalate
(2026: 702.120a; rulings/engine/mode_costs.py): the `play_spell` action's
`modes` chooses more modes, and the additional cost is added to the total."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import objects_in


def cast(rules, spell, mountains, targets, modes=None, mode=None, creature="Grizzly Bears"):
    objects = [{"id": "spell", "card": spell, "owner": "Alice", "zone": "hand"},
               *({"id": f"m{i}", "card": "Mountain", "owner": "Alice", "zone": "in_play"} for i in range(mountains)),
               {"id": "bears", "card": creature, "owner": "Bob", "zone": "in_play"}]
    action = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets}
    if modes is not None:
        action["modes"] = modes
    if mode is not None:
        action["mode"] = mode
    return {"format": 1, "rules": rules, "name": "modes", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [action, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def refusal(replay) -> str:
    return " ".join(ev.text for st in replay.steps if st.refused for ev in st.events)


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "502.32a"), ("2026-06-19", "702.42a")])
def test_barbed_lightning_entwined_hits_the_creature_and_the_player_for_five_mana(lookup, rules, rule):
    replay = run(cast(rules, "Barbed Lightning", 5, ["bears", "Bob"], modes=[0, 1]), lookup)
    assert not any(st.refused for st in replay.steps)
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert replay.final_state["players"][1]["life"] == 17
    assert (rule, "entwine") in {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def test_entwined_it_costs_the_entwine_cost_more(lookup):
    assert refusal(run(cast("2026-06-19", "Barbed Lightning", 3, ["bears", "Bob"], modes=[0, 1]), lookup))  # {4}{R}: five mana
    replay = run(cast("2026-06-19", "Barbed Lightning", 3, ["Bob"], mode=1), lookup)
    assert not any(st.refused for st in replay.steps) and replay.final_state["players"][1]["life"] == 17


def test_entwine_chooses_every_mode_or_none(lookup):
    assert "entwine chooses all 2 modes" in refusal(run(cast("2026-06-19", "Barbed Lightning", 5, ["Bob"], modes=[1]), lookup))


def test_the_legal_actions_offer_the_entwined_spell(lookup):
    data = cast("2026-06-19", "Barbed Lightning", 5, [])
    data["actions"] = []
    _, actions = legal_actions(game_at(load_scenario(data, cards=lookup), 0))
    assert any(a.get("modes") == [0, 1] for a in actions if a.get("object") == "spell")


def test_borrowed_hostility_escalated_pays_three_more(lookup):
    replay = run(cast("2026-06-19", "Borrowed Hostility", 4, ["bears", "bears"], modes=[0, 1]), lookup)
    assert not any(st.refused for st in replay.steps)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["power"] == 5 and "first strike" in " ".join(bears["keywords"])
    assert ("702.120a", "escalate") in {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}
    assert refusal(run(cast("2026-06-19", "Borrowed Hostility", 3, ["bears", "bears"], modes=[0, 1]), lookup))


def test_under_2007_escalate_does_nothing_so_one_mode_only(lookup):
    assert "escalate is later than February 2007" in \
        refusal(run(cast("2007-02-01", "Borrowed Hostility", 4, ["bears", "bears"], modes=[0, 1]), lookup))
    replay = run(cast("2007-02-01", "Borrowed Hostility", 1, ["bears"], modes=[0]), lookup)
    assert not any(st.refused for st in replay.steps) and objects_in(replay.final_state)["bears"]["power"] == 5


@pytest.mark.parametrize("text", [
    "Draw a card.\nEntwine {2}",  # not a modal spell
    "Choose two —\n• Draw a card.\n• You gain 2 life.\n• Scry 1.\nEntwine {2}",  # entwine is for a "choose one" spell here
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEscalate {1}",  # escalate needs "one or more" to choose from
    # entwined, "up to two target" would come before the artifact's target (up_to.py)
    "Choose one —\n• Put a +1/+1 counter on each of up to two target creatures.\n• Destroy target artifact.\nEntwine {2}",
])
def test_a_mode_cost_keyword_that_does_not_fit_its_spell_stays_text_only(text):
    from rulings.oracle import compile_card
    compiled = compile_card({"name": "Probe", "mana_cost": "{1}{G}", "types": ["Instant"], "supertypes": [], "subtypes": [],
                             "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})
    assert not compiled.played
