"""The Ring tempts you (2026 701.54; rulings/engine/the_ring.py): the emblem named The Ring
(701.54c), the Ring-bearer chosen by the scenario (701.54a), legendary and its evasion, the
abilities that come with the second, third and fourth temptation, and the refusal under the
February 2007 rules, which have no Ring."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R26 = "2026-06-19"
TEMPT = {"name": "Tempting Sorcery", "mana_cost": "{0}", "types": ["Sorcery"], "effect": [{"do": "the_ring_tempts_you"}],
         "text": "The Ring tempts you."}
BEAR = {"name": "Bearer", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}
BIG = {"name": "Big Blocker", "mana_cost": "{3}", "types": ["Creature"], "power": 3, "toughness": 3}
SMALL = {"name": "Small Blocker", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1}
LIB = {"name": "Library Card", "mana_cost": "{1}", "types": ["Sorcery"], "effect": [{"do": "draw", "amount": 1}], "text": "Draw a card."}


def tempts(n, bearer="bear"):
    """Cast n copies of the sorcery, choosing `bearer` each time (None: no choice given)."""
    actions = []
    for i in range(n):
        resolve = pass_("Bob")
        if bearer is not None:
            resolve["choices"] = {f"t{i}": {"ring_bearer": bearer}}
        actions += [act("play_spell", object=f"t{i}"), pass_("Alice"), resolve]
    return [obj(f"t{i}", TEMPT, zone="hand") for i in range(n)], actions


def run(objects, actions, rules=R26):
    data = make(objects, actions)
    data["rules"] = rules
    return run_scenario(load_scenario(data))


def log(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


def cited(replay):
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def zone_of(state, oid):
    return next(z for p in state["zones"].values() for z, objs in p.items() for o in objs if o["id"] == oid)


def refused(replay):
    return [e.text for st in replay.steps if st.refused for e in st.events]


def test_701_54a_c_the_ring_tempts_you_gives_the_emblem_and_a_ring_bearer():
    spells, actions = tempts(1)
    r = run([obj("bear", BEAR), *spells], actions)
    assert not refused(r)
    text = log(r)
    assert "Alice gets an emblem named The Ring." in text
    assert "Bearer becomes their Ring-bearer" in text
    assert {"701.54a", "701.54b", "701.54c", "701.54d"} <= cited(r)


def test_701_54a_a_missing_ring_bearer_choice_is_refused_naming_the_field():
    spells, actions = tempts(1, bearer=None)
    r = run([obj("bear", BEAR), *spells], actions)
    assert any("choices.t0.ring_bearer" in t for t in refused(r))


def test_701_54a_a_creature_another_player_controls_cant_be_the_ring_bearer():
    spells, actions = tempts(1, bearer="big")
    r = run([obj("bear", BEAR), obj("big", BIG, "Bob"), *spells], actions)
    assert any("is not a creature Alice controls" in t for t in refused(r))


def test_701_54d_the_ring_tempts_a_player_who_controls_no_creature():
    spells, actions = tempts(1, bearer=None)
    r = run(spells, actions)
    assert not refused(r)
    assert "The Ring tempts Alice, who controls no creature" in log(r)
    assert "701.54d" in cited(r)


def test_701_54c_the_ring_bearer_is_legendary_so_the_legend_rule_applies():
    legend = {**BEAR, "supertypes": ["Legendary"]}
    spells, actions = tempts(1)
    actions[-1]["legend_keep"] = ["legend"]
    r = run([obj("bear", BEAR), obj("legend", legend), *spells], actions)
    assert not refused(r)
    assert zone_of(r.final_state, "bear") == "graveyard"
    assert zone_of(r.final_state, "legend") == "in_play"


def combat(n, blocker, blocks=True):
    """Tempted n times, Alice attacks with the Ring-bearer; Bob blocks with `blocker` or not."""
    spells, actions = tempts(n)
    resolve = [pass_("Alice"), pass_("Bob")]  # the Ring's trigger resolves
    actions += [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bear"]),
                *(resolve if n >= 2 else []), act("pass_until", step="declare_blockers"),
                act("declare_blockers", "Bob", blocks=[{"blocker": "blk", "attacker": "bear"}] if blocks else []),
                *(resolve if n >= 3 and blocks else []), act("pass_until", step="combat_damage"),
                act("assign_combat_damage", assignments=[{"source": "bear", "to": "blk" if blocks else "Bob", "amount": 2}]),
                *(resolve if n >= 4 and not blocks else []), act("pass_until", step="end_of_combat"), pass_("Alice"), pass_("Bob")]
    objects = [obj("bear", BEAR), obj("blk", blocker, "Bob"), *spells,
               *[obj(f"lib{i}", LIB, zone="library") for i in range(3)]]
    return objects, actions


def test_701_54c_creatures_with_greater_power_cant_block_the_ring_bearer():
    r = run(*combat(1, BIG))
    assert any("can't be blocked by creatures with greater power" in t for t in refused(r))


def test_701_54c_a_creature_with_no_greater_power_can_block_the_ring_bearer():
    r = run(*combat(1, SMALL))
    assert not refused(r)
    assert zone_of(r.final_state, "blk") == "graveyard"  # killed in combat, not sacrificed
    assert "sacrifices" not in log(r)


def test_701_54c_once_tempted_twice_the_ring_bearer_attacking_loots():
    r = run(*combat(2, SMALL, blocks=False))
    assert not refused(r)
    text = log(r)
    assert 'The Ring\'s ability triggers: "Whenever your Ring-bearer attacks, draw a card, then discard a card."' in text
    assert "Alice discards 1 card" in text
    assert "Whenever your Ring-bearer becomes blocked" not in text


def test_701_54c_once_tempted_three_times_the_blocker_is_sacrificed_at_end_of_combat():
    big_toughness = {**SMALL, "toughness": 5}
    r = run(*combat(3, big_toughness))
    assert not refused(r)
    assert "Bob sacrifices Small Blocker, the creature that blocked the Ring-bearer." in log(r)
    assert zone_of(r.final_state, "blk") == "graveyard"


def test_701_54c_once_tempted_four_times_combat_damage_makes_each_opponent_lose_3_life():
    r = run(*combat(4, SMALL, blocks=False))
    assert not refused(r)
    bob = next(p for p in r.final_state["players"] if p["name"] == "Bob")
    assert bob["life"] == 20 - 2 - 3


def test_701_54c_the_loot_discards_the_card_named_for_the_ring_bearer():
    objects, actions = combat(2, SMALL, blocks=False)
    i = next(i for i, a in enumerate(actions) if a["type"] == "declare_attackers")
    actions[i + 2] = {**actions[i + 2], "choices": {"bear": {"cards": ["kept"]}}}
    r = run([*objects, obj("kept", LIB, zone="hand")], actions)
    assert not refused(r)
    assert zone_of(r.final_state, "kept") == "graveyard"
    hand = [o["id"] for o in r.final_state["zones"]["Alice"]["hand"]]
    assert len(hand) == 1 and hand[0].startswith("lib")  # the card drawn stays in hand


def test_three_temptations_dont_give_the_fourth_ability():
    r = run(*combat(3, SMALL, blocks=False))
    bob = next(p for p in r.final_state["players"] if p["name"] == "Bob")
    assert bob["life"] == 18


def test_the_ring_is_refused_under_the_2007_rules():
    spells, actions = tempts(1)
    with pytest.raises(ScenarioError, match="later than the February 2007 rules"):
        run([obj("bear", BEAR), *spells], actions, rules="2007-02-01")


def test_701_54a_control_change_ends_the_designation():
    from rulings.engine.the_ring import control_changed, is_ring_bearer

    class P:
        def __init__(self, i):
            self.index, self.ring_bearer = i, None

    class O:
        id, zcc, zone, controller = "bear", 0, "in_play", 0

    class G:
        players = (P(0), P(1))

    g, o = G(), O()
    g.players[0].ring_bearer = ("bear", 0)
    assert is_ring_bearer(g, o)
    o.controller = 1
    control_changed(g, o)
    assert g.players[0].ring_bearer is None and not is_ring_bearer(g, o)
