""""Can't block this turn" / "can't be blocked this turn": a restriction on
blocking, checked as blockers are declared (2007: 309.2a; 2026: 509.1b); an
effect, not a gained ability, that ends in the cleanup step (2007: 314.2; 2026: 514.2)."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

EDITIONS = {"2007-02-01": ("309.2a", "314.2"), "2026-06-19": ("509.1b", "514.2")}
STUN = free("Stun Ray", [{"do": "cant_block", "to": "target:0"}])
VANISH = free("Vanishing Act", [{"do": "cant_be_blocked", "to": "target:0"}])
DULL = free("Dull", [{"do": "lose_all_abilities", "to": "target:0", "until": "end_of_turn"}])


def to_blocks(objs, spells, rules):
    """Alice plays `spells` ([(id, target)]) in her main phase, attacks with her bears, Bob blocks them with his."""
    actions = []
    for oid, target in spells:
        actions += [act("play_spell", object=oid, targets=[target]), pass_("Alice"), pass_("Bob")]
    actions += [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]),
                pass_("Alice"), pass_("Bob"),
                act("declare_blockers", "Bob", blocks=[{"blocker": "wall", "attacker": "bears"}])]
    return {**make(objs, actions), "rules": rules}


def board(*spells):
    return [obj("bears", "Grizzly Bears"), obj("wall", "Grizzly Bears", "Bob"),
            *(obj(oid, card, zone="hand") for oid, card in spells)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_that_cant_block_this_turn_is_refused_as_a_blocker(play, rules):
    r = play(to_blocks(board(("stun", STUN)), [("stun", "wall")], rules))
    assert "Bob's Grizzly Bears can't block this turn." in [e.text for e in r.steps[3].events]
    last = r.steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules][0]
    assert "can't block this turn" in last.summary or any("can't block this turn" in e.text for e in last.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_that_cant_be_blocked_this_turn_is_refused_as_blocked(play, rules):
    r = play(to_blocks(board(("vanish", VANISH)), [("vanish", "bears")], rules))
    last = r.steps[-1]
    assert last.refused and rules_of(last)[0] == EDITIONS[rules][0]


def test_the_restriction_is_not_an_ability_losing_all_abilities_keeps_it(play):
    r = play(to_blocks(board(("vanish", VANISH), ("dull", DULL)), [("vanish", "bears"), ("dull", "bears")], "2026-06-19"))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "509.1b"


def test_without_the_restriction_the_block_is_legal(play):
    r = play(to_blocks(board(), [], "2026-06-19"))
    assert not r.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_restriction_ends_in_the_cleanup_step(play, rules):
    objs = board(("vanish", VANISH))
    actions = [act("play_spell", object="vanish", targets=["bears"]), pass_("Alice"), pass_("Bob"),
               act("pass_until", phase="end"), pass_("Alice"), pass_("Bob")]
    r = play({**make(objs, actions, phase="postcombat_main"), "rules": rules})
    assert [e["kind"] for e in r.steps[3].state["continuous_effects"]] == ["cant_be_blocked"]
    last = r.steps[-1]
    assert last.state["turn"] == 4 and last.state["continuous_effects"] == []
    assert EDITIONS[rules][1] in rules_of(last)
