"""2026 701.43a/d: "You may exert this creature as it attacks" is an optional cost to attack, chosen
as attackers are declared (`choices`: `{"id": {"exert": true}}`); the exerted creature doesn't untap
during its controller's next untap step, and the linked "When you do" ability (the `exerted` event)
triggers. Under the 2007 rules the choice is refused."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"
EXERTER = {"name": "Test Exerter", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 2, "toughness": 2,
           "abilities": [{"kind": "keyword", "keyword": "exert"},
                         {"kind": "triggered", "trigger": {"event": "exerted", "who": "self"},
                          "effect": [{"do": "pump", "to": "self", "power": 2, "toughness": 2, "until": "end_of_turn"}],
                          "text": "When you do, it gets +2/+2 until end of turn."}],
           "text": "You may exert this creature as it attacks. When you do, it gets +2/+2 until end of turn."}


def _log(replay):
    return "\n".join(e.text for s in replay.steps for e in s.events)


def attack(exert=True, rules=R26, card=EXERTER, through_next_untap=False):
    declare = act("declare_attackers", attackers=["x"], **({"choices": {"x": {"exert": True}}} if exert else {}))
    actions = [declare, pass_("Alice"), pass_("Bob")]
    if through_next_untap:  # Alice's turn ends, Bob's turn passes, Alice's next untap step
        power = 4 if exert else 2
        actions += [pass_("Alice"), pass_("Bob"), act("declare_blockers", player="Bob", blocks=[]), pass_("Alice"), pass_("Bob"),
                    act("assign_combat_damage", assignments=[{"source": "x", "to": "Bob", "amount": power}]),{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, pass_("Alice"), pass_("Bob"),
                    {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, pass_("Bob"), pass_("Alice")]
    libraries = [obj("la", "Grizzly Bears", "Alice", "library"), obj("lb", "Grizzly Bears", "Bob", "library")]  # the draws
    return {**make([obj("x", card), *libraries], actions, phase="combat", step="declare_attackers"), "rules": rules}


def _x(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "x")


def test_701_43d_exerting_as_it_attacks_triggers_the_linked_ability(play):
    replay = play(attack())
    assert (_x(replay)["power"], _x(replay)["toughness"]) == (4, 4), _log(replay)
    assert {"701.43a", "701.43d"} <= {c.rule for s in replay.steps for c in s.citations}


def test_without_the_choice_it_isnt_exerted(play):
    replay = play(attack(exert=False))
    assert _x(replay)["power"] == 2 and "exerts" not in _log(replay)


@pytest.mark.parametrize("exert, tapped", [(True, True), (False, False)])
def test_701_43a_an_exerted_creature_doesnt_untap_during_its_controllers_next_untap_step(play, exert, tapped):
    replay = play(attack(exert=exert, through_next_untap=True))
    assert replay.final_state["active_player"] == "Alice" and replay.final_state["turn"] == 5, _log(replay)
    assert _x(replay)["tapped"] is tapped, _log(replay)


def test_a_creature_without_exert_cant_be_exerted(play):
    plain = {**EXERTER, "abilities": [], "text": ""}
    replay = play(attack(card=plain))
    assert replay.steps[1].refused and "has no \"You may exert this creature as it attacks\"" in _log(replay)


def test_under_the_2007_rules_the_exert_choice_is_refused(play):
    replay = play(attack(rules=R07))
    assert replay.steps[1].refused and "exert is later than February 2007" in _log(replay)
