"""A delayed triggered ability "When you next cast an instant or sorcery spell this turn, copy that
spell" (rulings/engine/next_cast.py): it triggers once (2007 404.4b; 2026 603.7b), only on its
controller's instant or sorcery spell, and copies that spell (503.10 / 707.10)."""
import pytest

from .conftest import act, make, obj, pass_

R2007, R2026 = "2007-02-01", "2026-06-19"
ITERATE = {"name": "Iterate", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Iterate",
           "effect": [{"do": "delayed_trigger", "at": "next_instant_or_sorcery_cast", "text": "copy that spell",
                       "effect": [{"do": "copy_that_spell", "new_targets": False}]}]}


def run(play, rules, spells):
    objs = [obj("iterate", ITERATE, zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [act("play_spell", object="iterate"), pass_("Alice"), pass_("Bob")]
    for oid, card in spells:
        objs.append(obj(oid, card, zone="hand"))
        actions += [act("play_spell", object=oid, targets=["Bob"] if card == "Lightning Bolt" else []),
                    *[p for _ in range(3 if card == "Lightning Bolt" else 1) for p in (pass_("Alice"), pass_("Bob"))]]
    data = make(objs, actions)
    data["rules"] = rules
    return play(data)


@pytest.mark.parametrize("rules,once", [(R2007, "404.4b"), (R2026, "603.7b")])
def test_it_copies_only_the_first_instant_or_sorcery_cast_after_it(play, rules, once):
    r = run(play, rules, [("bolt1", "Lightning Bolt"), ("bolt2", "Lightning Bolt")])
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][1]["life"] == 20 - 3 - 3 - 3  # the first Bolt twice, the second once
    assert once in {c.rule for s in r.steps for c in s.citations}


def test_a_creature_spell_doesnt_trigger_it(play):
    r = run(play, R2026, [("bears", "Grizzly Bears")])
    assert not any(s.refused for s in r.steps)
    assert [d["at"] for d in r.steps[-1].state["delayed_triggers"]] == ["next_instant_or_sorcery_cast"]
