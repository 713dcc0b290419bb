""" "You may have this creature assign its combat damage as though it weren't blocked"
(keyword assign_as_though_unblocked): all of it to the player it attacks, as an unblocked
creature assigns (2026 510.1b), or to its blockers as usual (510.1c); with trample too, the
choice needs no lethal damage to the blockers, and trample's own division still works."""
import pytest

from .conftest import act, make, obj, pass_

WURM = {"name": "Rumbling Wurm", "mana_cost": "{4}{G}", "types": ["Creature"], "power": 5, "toughness": 5,
        "abilities": [{"kind": "keyword", "keyword": "trample"}, {"kind": "keyword", "keyword": "assign_as_though_unblocked"}],
        "text": "Trample\nYou may have this creature assign its combat damage as though it weren't blocked."}


def blocked_wurm(play, assignments):
    objs = [obj("wurm", WURM), obj("giant", "Hill Giant", "Bob")]
    return play(make(objs, [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["wurm"]), pass_("Alice"), pass_("Bob"),
                            act("declare_blockers", "Bob", blocks=[{"blocker": "giant", "attacker": "wurm"}]), pass_("Alice"), pass_("Bob"),
                            act("assign_combat_damage", assignments=assignments)],
                     phase="combat", step="beginning_of_combat") | {"rules": "2026-06-19"})


def test_510_1b_a_trampler_may_assign_all_of_it_to_the_player_without_lethal_to_its_blocker(play):
    r = blocked_wurm(play, [{"source": "wurm", "to": "Bob", "amount": 5}])
    assert not r.steps[-1].refused
    assert r.final_state["players"][1]["life"] == 15
    assert "510.1b" in {c.rule for ev in r.steps[-1].events for c in ev.citations}


@pytest.mark.parametrize("to_giant, to_bob, refused", [(3, 2, False), (1, 4, True)])
def test_702_19b_trample_still_divides_its_damage_with_lethal_first(play, to_giant, to_bob, refused):
    r = blocked_wurm(play, [{"source": "wurm", "to": "giant", "amount": to_giant}, {"source": "wurm", "to": "Bob", "amount": to_bob}])
    assert r.steps[-1].refused is refused
