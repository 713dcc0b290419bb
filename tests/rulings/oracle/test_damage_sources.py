""" "Whenever a creature deals damage to you, destroy it": the source as "it" (rulings/oracle/damage_sources.py,
rulings/engine/damage_to_you.py), compiled from real cards (damage_sources_cards.json, records copied from the
pool) and played: one trigger for each source that dealt the damage (2007 410.6; 2026 603.2c). Near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "damage_sources_cards.json"
POOL_TOO = True
R26, R07 = "2026-06-19", "2007-02-01"
ONCE_PER_EVENT = {R26: ("603.2c", "trigger_once_per_event"), R07: ("410.6", "trigger_once_per_event")}


def play(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay, objects_in(replay.final_state)


def attacked(cards, rules, permanent, attackers, choices=None):
    """Bob attacks Alice, who controls `permanent`, with Grizzly Bears `attackers` unblocked; the triggers resolve."""
    objects = [obj("it", permanent)] + [obj(a, "Grizzly Bears", "Bob") for a in attackers]
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": list(attackers)},
               {"type": "pass_until", "player": "Bob", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Alice", "blocks": []},
               {"type": "pass_until", "player": "Bob", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Bob", "assignments": [{"source": a, "to": "Alice", "amount": 2} for a in attackers]}]
    if rules == R07:  # combat damage uses the stack (2007 310.1)
        actions += [p("Bob"), p("Alice")]
    for _ in attackers:
        actions += [p("Bob"), p("Alice", **({"choices": choices} if choices else {}))]
    sc = {**in_main_phase(objects, actions, rules), "turn": {"number": 3, "active_player": "Bob", "phase": "combat",
                                                             "step": "beginning_of_combat"}}
    return play(cards, sc)


def test_every_card_of_the_family_is_fully_played(compiled):
    for name in ("No Mercy", "Dissipation Field", "Teysa, Envoy of Ghosts", "Retaliator Griffin", "Farsight Mask", "Nim Abomination"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", [R26, R07])
def test_no_mercy_destroys_the_creature_that_dealt_damage_to_you(cards, rules):
    replay, objs = attacked(cards, rules, "No Mercy", ["bears"])
    assert objs["bears"]["zone"] == "graveyard" and objs["it"]["zone"] == "in_play", log(replay)
    assert replay.final_state["players"][0]["life"] == 18
    assert ONCE_PER_EVENT[rules] in cited_pairs(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_teysa_triggers_once_for_each_creature_that_dealt_combat_damage(cards, rules):
    """Two creatures' combat damage at once: two triggers, each destroying its own creature and making a Spirit."""
    replay, objs = attacked(cards, rules, "Teysa, Envoy of Ghosts", ["b1", "b2"])
    assert objs["b1"]["zone"] == "graveyard" and objs["b2"]["zone"] == "graveyard", log(replay)
    spirits = [o for o in objs.values() if o.get("zone") == "in_play" and "Spirit" in str(o.get("subtypes", o.get("name")))]
    assert len(spirits) == 2, log(replay)
    assert replay.final_state["players"][0]["life"] == 16


@pytest.mark.parametrize("rules", [R26, R07])
def test_dissipation_field_returns_the_permanent_to_its_owners_hand(cards, rules):
    replay, objs = attacked(cards, rules, "Dissipation Field", ["bears"])
    assert objs["bears"]["zone"] == "hand" and objs["bears"]["owner"] == "Bob", log(replay)


def bolted(cards, rules, permanent, choices=None, **more):
    """Bob casts Lightning Bolt at Alice, who controls `permanent`; any trigger resolves."""
    objects = [obj("it", permanent, **more), obj("bolt", "Lightning Bolt", "Bob", "hand"), obj("bm", "Mountain", "Bob"),
               obj("lib", "Grizzly Bears", "Alice", "library")]
    cast = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "bm"}]}
    actions = [p("Alice"), cast, p("Bob"), p("Alice"), p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]
    return play(cards, in_main_phase(objects, actions, rules))


@pytest.mark.parametrize("rules", [R26, R07])
def test_dissipation_field_ignores_a_spells_damage(cards, rules):
    """Lightning Bolt is not a permanent: Dissipation Field doesn't trigger."""
    replay, objs = bolted(cards, rules, "Dissipation Field")
    assert objs["bolt"]["zone"] == "graveyard" and replay.final_state["players"][0]["life"] == 17, log(replay)
    assert "Dissipation Field's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_retaliator_griffin_may_put_that_many_counters_on_itself(cards, rules):
    replay, objs = bolted(cards, rules, "Retaliator Griffin", {"it": {"may": True}})
    assert objs["it"]["counters"] == {"+1/+1": 3}, log(replay)
    assert "on this creature" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("tapped, hand", [(False, 1), (True, 0)])
def test_farsight_mask_draws_only_while_untapped(cards, rules, tapped, hand):
    """An intervening "if" (2007 404.3; 2026 603.4): a tapped Mask's ability doesn't trigger."""
    replay, objs = bolted(cards, rules, "Farsight Mask", {"it": {"may": True}}, tapped=tapped)
    assert (objs["lib"]["zone"] == "hand") == bool(hand), log(replay)
    assert ("does not trigger" in log(replay)) == tapped


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("tapped, life", [(False, 17), (True, 20)])
def test_nim_abomination_untapped_at_the_end_step_costs_3_life(cards, rules, tapped, life):
    """The same intervening "if ~ is untapped" on an end step trigger (2007 404.3; 2026 603.4)."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay, _ = play(cards, in_main_phase([obj("nim", "Nim Abomination", tapped=tapped)], actions, rules))
    assert replay.final_state["players"][0]["life"] == life, log(replay)


@pytest.mark.parametrize("text", [
    "Whenever a creature deals combat damage to you, that creature's controller gains control of ~.",  # Contested War Zone
    "Whenever a source an opponent controls deals damage to you, that player sacrifices a permanent of their choice.",
    "Whenever a permanent deals damage to you, destroy that creature.",  # "that creature" only after "a creature"
    "Whenever a creature deals damage to you, put a globe counter on it.",
])
def test_a_near_miss_stays_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Enchantment"], "supertypes": [], "subtypes": [],
                         "text": text, "layout": "normal"})
    assert not card.played, card.definition
