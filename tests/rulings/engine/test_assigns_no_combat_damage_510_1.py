""" "This creature assigns no combat damage this turn" (rulings/engine/assigns_no_combat_damage.py):
as combat damage is assigned (2007 310.1; 2026 510.1) the creature is left out, until end of turn
(2007 418.3a; 2026 611.2a); the creature that left the battlefield and came back is a new object."""
import pytest

from .conftest import act, make, obj, pass_

HOLDER = {"name": "Holding Back", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 3, "toughness": 3,
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "effect": [{"do": "assigns_no_combat_damage"}],
                         "text": "{0}: This creature assigns no combat damage this turn."}],
          "text": "{0}: This creature assigns no combat damage this turn."}
EDITIONS = ("2007-02-01", "2026-06-19")


def attack(play, rules, activate):
    actions = [act("activate_ability", object="holder", ability=0), pass_("Alice"), pass_("Bob")] if activate else []
    actions += [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["holder"]),
                act("pass_until", step="declare_blockers"),
                act("declare_blockers", "Bob", blocks=[]), act("pass_until", step="combat_damage"), act("assign_combat_damage", assignments=[])]
    if rules == "2007-02-01":
        actions += [pass_("Alice"), pass_("Bob")]  # 2007 310.1: combat damage on the stack
    return play(make([obj("holder", HOLDER)], actions) | {"rules": rules})


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("activate, life", [(True, 20), (False, 17)])
def test_a_creature_that_assigns_no_combat_damage_deals_none_unblocked(play, rules, activate, life):
    r = attack(play, rules, activate)
    assert not any(st.refused for st in r.steps), "\n".join(e.text for st in r.steps for e in st.events)
    assert r.final_state["players"][1]["life"] == life
    if activate:
        cited = {c.rule for st in r.steps for e in st.events for c in e.citations}
        assert {"2007-02-01": {"418.3a", "310.1"}, "2026-06-19": {"611.2a", "510.1"}}[rules] <= cited
