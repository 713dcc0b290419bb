"""Madness (2007 502.24a-b; 2026 702.35a-b) on real cards: Fiery Temper ("deals 3 damage to
any target. Madness {R}") and Basking Rootwalla (a creature, "Madness {0}"), discarded by
Mind Rot ("Target player discards two cards"). The discarded card is exiled instead (2007:
removed from the game, if its owner chooses), its trigger goes on the stack, and as it
resolves its owner casts it for its madness cost or puts it into the graveyard."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def mind_rot_alice(lookup, resolve_choices=None, rules=R26, discard_choices=None, hand=("temper", "Fiery Temper"),
                   trigger_targets=None, cast_it=True):
    """Alice Mind Rots herself, discarding `hand` and a Forest; the madness trigger then resolves
    with `resolve_choices` for the card."""
    oid = hand[0]
    objects = [obj("rot", "Mind Rot", zone="hand"), obj(oid, hand[1], zone="hand"), obj("forest", "Forest", zone="hand"),
               *(obj(f"s{i}", "Swamp") for i in range(3)), obj("m", "Mountain")]
    rot = {"rot": {"cards": [oid, "forest"]}}
    if discard_choices:
        rot.update(discard_choices)
    resolve = p("Bob", choices={oid: resolve_choices}) if resolve_choices is not None else p("Bob")
    if trigger_targets:
        resolve["trigger_targets"] = trigger_targets
    actions = [{"type": "play_spell", "player": "Alice", "object": "rot", "targets": ["Alice"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices=rot), p("Alice"), resolve]
    if cast_it:
        actions += [p("Alice"), p("Bob")]
    data = {"format": 1, "rules": rules, "name": "madness", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def rules_cited(replay):
    return {c.rule for st in replay.steps for c in st.citations} | \
        {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def life(replay, player):
    return next(pl["life"] for pl in replay.final_state["players"] if pl["name"] == player)


def test_the_madness_cards_are_fully_played(pool):
    assert pool["Fiery Temper"].played and pool["Basking Rootwalla"].played
    assert {"kind": "keyword", "keyword": "madness", "cost": "{R}"} in pool["Fiery Temper"].definition["abilities"]


@pytest.mark.parametrize("rules, numbers", [(R26, {"702.35a", "702.35b"}), (R07, {"502.24a", "502.24b"})])
def test_a_discarded_card_with_madness_is_cast_for_its_madness_cost(lookup, rules, numbers):
    replay = mind_rot_alice(lookup, {"cast": True}, rules=rules, trigger_targets={"temper": ["Bob"]})
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps if st.refused]
    assert life(replay, "Bob") == 17
    assert zone_of(replay, "temper") == "graveyard" and zone_of(replay, "forest") == "graveyard"
    assert numbers <= rules_cited(replay)
    assert any("madness cost {R}" in ev.text for st in replay.steps for ev in st.events)


def test_not_cast_the_card_goes_from_exile_to_the_graveyard(lookup):
    replay = mind_rot_alice(lookup, None, cast_it=False)
    assert zone_of(replay, "temper") == "graveyard" and life(replay, "Bob") == 20
    assert any("no choice was given" in ev.text for st in replay.steps for ev in st.events)


def test_the_discarded_card_waits_in_exile_while_its_trigger_is_on_the_stack(lookup):
    replay = mind_rot_alice(lookup, None, cast_it=False)
    after_rot = next(st for st in replay.steps if any("discards" in ev.text for ev in st.events))
    exiled = [o["id"] for o in after_rot.state["zones"]["Alice"]["removed_from_game"]]
    assert exiled == ["temper"]


def test_a_creature_with_madness_0_enters_the_battlefield(lookup):
    replay = mind_rot_alice(lookup, {"cast": True}, hand=("walla", "Basking Rootwalla"))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "walla") == "in_play"


def test_under_2007_the_player_may_decline_madness_and_the_card_goes_to_the_graveyard(lookup):
    replay = mind_rot_alice(lookup, None, rules=R07, discard_choices={"temper": {"madness": False}}, cast_it=False)
    assert zone_of(replay, "temper") == "graveyard"
    assert not any("madness cost" in ev.text for st in replay.steps for ev in st.events)


def test_casting_for_the_madness_cost_without_the_mana_is_refused(lookup):
    """No red source: the {R} can't be paid, so the player can't choose to cast it (608.2d)."""
    objects = [obj("rot", "Mind Rot", zone="hand"), obj("temper", "Fiery Temper", zone="hand"), obj("forest", "Forest", zone="hand"),
               *(obj(f"s{i}", "Swamp") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rot", "targets": ["Alice"]}, p("Alice"),
               p("Bob", choices={"rot": {"cards": ["temper", "forest"]}}), p("Alice"),
               p("Bob", choices={"temper": {"cast": True}}, trigger_targets={"temper": ["Bob"]})]
    data = {"format": 1, "rules": R26, "name": "madness", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    last = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert last.refused and any("can't pay {R}" in ev.text for ev in last.events), [ev.text for ev in last.events]


@pytest.mark.parametrize("text", ["Madness {X}{R}", "Madness—Pay 3 life."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Instant"],
                             "text": "Near Miss deals 2 damage to any target.\n" + text}).played


def test_a_lands_madness_stays_text_only():
    """Madlands: a land's madness is played as a land, which the engine's madness doesn't do."""
    assert not compile_card({"name": "Mad Land", "mana_cost": "", "types": ["Land"],
                             "text": "{T}: Add {B}.\nMadness {0}"}).played


def test_madness_beside_convoke_stays_text_only():
    """Markov Baron: its madness cost could be paid with convoke, which the engine wouldn't offer."""
    c = compile_card({"name": "Mad Baron", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2",
                      "text": "Convoke\nLifelink\nMadness {2}{B}"})
    assert not c.played and [a["text"] for a in c.abilities if not a["played"]] == ["Madness {2}{B}"]
