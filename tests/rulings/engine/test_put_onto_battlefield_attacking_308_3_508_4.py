"""Tokens created tapped and attacking (rulings/engine/enters_attacking.py): attacking the defending player
without having been declared (2007 308.3; 2026 508.4), unblocked after blockers are declared (2026 506.3d),
and the cases the engine refuses rather than guess."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

GOBLIN = {"types": ["Creature"], "subtypes": ["Goblin"], "colors": ["red"], "power": 1, "toughness": 1}
RAID = free("Goblin Raid", [{"do": "create_token", "id": "goblin", "token": GOBLIN, "tapped": True, "attacking": True}], targets=())
R2007, R2026 = "2007-02-01", "2026-06-19"


def scenario(rules, step, caster="Alice", extra=()):
    """Alice attacks with Grizzly Bears (declared in the scenario's declare attackers step, or already attacking
    in its declare blockers step); then `caster` casts Goblin Raid and it resolves."""
    other = "Bob" if caster == "Alice" else "Alice"
    cast = [act("play_spell", caster, object="raid"), pass_(caster), pass_(other)]
    if step == "declare_attackers":
        actions = [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["bears"])]
        actions += cast if caster == "Alice" else [pass_("Alice"), *cast]
        doc = make([obj("bears", "Grizzly Bears"), obj("raid", RAID, caster, zone="hand"), *extra], actions,
                   phase="combat", step="beginning_of_combat")
    else:
        doc = make([obj("bears", "Grizzly Bears", attacking=True), obj("raid", RAID, caster, zone="hand"), *extra], cast,
                   phase="combat", step=step, priority=caster)
    doc["rules"] = rules
    return doc


@pytest.mark.parametrize("rules, rule", [(R2007, "308.3"), (R2026, "508.4")])
def test_the_token_attacks_the_defending_player_in_the_declare_attackers_step(play, rules, rule):
    r = play(scenario(rules, "declare_attackers"))
    last = r.steps[-1]
    assert not last.refused
    goblin = objects_by_id(last.state)["goblin"]
    assert goblin["attacking"] and goblin["tapped"] and not goblin["blocked"]
    assert rule in rules_of(last)


def test_after_blockers_are_declared_it_enters_unblocked_under_2026(play):
    r = play(scenario(R2026, "declare_blockers"))
    last = r.steps[-1]
    assert not last.refused and objects_by_id(last.state)["goblin"]["attacking"]
    assert "506.3d" in rules_of(last)


def test_after_blockers_are_declared_the_2007_rules_dont_say_so_it_is_refused(play):
    assert play(scenario(R2007, "declare_blockers")).steps[-1].refused


def test_a_token_the_defending_player_creates_is_refused(play):
    steps = play(scenario(R2026, "declare_attackers", caster="Bob")).steps
    assert any(st.refused and "attacking player" in " ".join(e.text for e in st.events) for st in steps)


def test_a_defending_planeswalker_is_a_choice_the_engine_refuses(play):
    walker = {"name": "Test Walker", "mana_cost": "{2}", "types": ["Planeswalker"], "loyalty": 3, "text": ""}
    assert play(scenario(R2026, "declare_attackers", extra=[obj("pw", walker, "Bob", counters={"loyalty": 3})])).steps[-1].refused
