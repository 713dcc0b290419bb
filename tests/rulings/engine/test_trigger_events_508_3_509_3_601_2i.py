"""Trigger events of combat and of casting (2026: 508.3a/d "attacks" and "you attack",
506.5 "attacks alone", 509.3a "blocks", 509.3c "becomes blocked" once however many
block, 509.3d "becomes blocked by a creature" once per blocker, 509.3g "attacks and
isn't blocked", 510.3a damage triggers, 601.2i "becomes cast"; 2007: 308.3, 309.3,
309.4, 309.2f, 409.1i "becomes played") and the keywords that are such triggers
(702.108 prowess, 702.83 exalted, 702.45 / 502.38 bushido, 702.25 / 502.3 flanking)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_

R07, R26 = "2007-02-01", "2026-06-19"
GAIN_1 = [{"do": "gain_life", "amount": 1, "player": "you"}]


def creature(name, *abilities, power=2, toughness=2):
    return {"name": name, "mana_cost": "{0}", "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": list(abilities)}


def trig(text, **trigger):
    return {"kind": "triggered", "trigger": trigger, "effect": GAIN_1, "text": text}


def kw(keyword, **more):
    return {"kind": "keyword", "keyword": keyword, **more}


BEAR = creature("Bear")
ZAP = {"name": "Zap", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
       "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Zap deals 1 damage to any target."}


def played(objects, actions, rules, **turn):
    r = run_scenario(load_scenario({**make(objects, actions, **turn), "rules": rules}))
    log = "\n".join(e.text for s in r.steps for e in s.events)
    assert not any(s.refused for s in r.steps), log
    return r, log


def cited(r) -> set:
    return {c.rule for s in r.steps for e in s.events for c in e.citations}


def combat(attackers, blocks=()):
    return [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=list(attackers)), pass_("Alice"), pass_("Bob"),
            act("declare_blockers", "Bob", blocks=[{"blocker": b, "attacker": a} for b, a in blocks])]


COMBAT = {"phase": "combat", "step": "beginning_of_combat"}


@pytest.mark.parametrize("rules, rule", [(R07, "309.4"), (R26, "509.3c")])
def test_becomes_blocked_triggers_once_however_many_creatures_block(rules, rule):
    prey = creature("Prey", trig("Whenever Prey becomes blocked, you gain 1 life.", event="becomes_blocked", who="self"))
    objs = [obj("prey", prey), obj("b1", BEAR, "Bob"), obj("b2", BEAR, "Bob")]
    r, log = played(objs, combat(["prey"], [("b1", "prey"), ("b2", "prey")]) + [pass_("Alice"), pass_("Bob")], rules, **COMBAT)
    assert log.count("Prey's ability triggers") == 1 and rule in cited(r), log


@pytest.mark.parametrize("rules, rule", [(R07, "502.3a"), (R26, "702.25a")])
def test_flanking_triggers_for_each_blocker_without_flanking(rules, rule):
    knight = creature("Knight", kw("flanking"))
    flanker = creature("Other Knight", kw("flanking"), toughness=3)
    objs = [obj("knight", knight), obj("b1", BEAR, "Bob"), obj("b2", flanker, "Bob")]
    r, log = played(objs, combat(["knight"], [("b1", "knight"), ("b2", "knight")]) + [pass_("Alice"), pass_("Bob")], rules, **COMBAT)
    assert log.count("Knight's ability triggers") == 1 and rule in cited(r), log
    found = objects_by_id(r.final_state)
    assert (found["b1"]["power"], found["b2"]["power"]) == (1, 2), log


@pytest.mark.parametrize("rules, rule", [(R07, "502.38a"), (R26, "702.45a")])
def test_bushido_triggers_when_the_creature_becomes_blocked(rules, rule):
    samurai = creature("Samurai", kw("bushido", count=2))
    objs = [obj("samurai", samurai), obj("b1", BEAR, "Bob")]
    r, log = played(objs, combat(["samurai"], [("b1", "samurai")]) + [pass_("Alice"), pass_("Bob")], rules, **COMBAT)
    s = objects_by_id(r.final_state)["samurai"]
    assert (s["power"], s["toughness"]) == (4, 4) and rule in cited(r), log


def test_bushido_needs_its_number():
    with pytest.raises(ScenarioError, match="count"):
        load_scenario(make([obj("s", creature("Samurai", kw("bushido")))], []))


@pytest.mark.parametrize("rules, rule", [(R07, "309.3"), (R26, "509.3a")])
def test_blocks_triggers_for_the_blocker_not_the_attacker(rules, rule):
    guard = creature("Guard", trig("Whenever Guard blocks, you gain 1 life.", event="blocks", who="self"))
    objs = [obj("bear", BEAR), obj("guard", guard, "Bob"), obj("guard2", guard)]
    r, log = played(objs, combat(["bear", "guard2"], [("guard", "bear")]) + [pass_("Alice"), pass_("Bob")], rules, **COMBAT)
    assert log.count("Guard's ability triggers") == 1 and rule in cited(r), log


@pytest.mark.parametrize("rules, rule", [(R07, "309.2f"), (R26, "509.3g")])
def test_attacks_and_isnt_blocked_triggers_only_for_the_unblocked_attacker(rules, rule):
    rogue = creature("Rogue", trig("Whenever Rogue attacks and isn't blocked, you gain 1 life.", event="attacks_unblocked", who="self"))
    objs = [obj("r1", rogue), obj("r2", rogue), obj("b1", BEAR, "Bob")]
    r, log = played(objs, combat(["r1", "r2"], [("b1", "r1")]) + [pass_("Alice"), pass_("Bob")], rules, **COMBAT)
    assert "Rogue (r2)'s ability triggers" in log and "Rogue (r1)'s ability triggers" not in log and rule in cited(r), log


def test_you_attack_triggers_once_for_several_attackers_508_3d():
    captain = creature("Captain", trig("Whenever you attack, you gain 1 life.", event="you_attack"))
    r, log = played([obj("captain", captain), obj("bear", BEAR)], combat(["captain", "bear"])[:3] + [pass_("Alice"), pass_("Bob")], R26, **COMBAT)
    assert log.count("Captain's ability triggers") == 1 and "508.3d" in cited(r), log


def test_exalted_triggers_only_for_a_creature_attacking_alone_702_83a_506_5():
    squire = creature("Squire", kw("exalted"))
    r, log = played([obj("squire", squire), obj("bear", BEAR)], combat(["bear"])[:3] + [pass_("Alice"), pass_("Bob")], R26, **COMBAT)
    b = objects_by_id(r.final_state)["bear"]
    assert (b["power"], b["toughness"]) == (3, 3) and {"702.83a", "506.5"} <= cited(r), log
    r, log = played([obj("squire", squire), obj("bear", BEAR)], combat(["bear", "squire"])[:3], R26, **COMBAT)
    assert "Squire's ability triggers" not in log


def test_exalted_is_said_not_to_trigger_under_the_2007_rules():
    r, log = played([obj("squire", creature("Squire", kw("exalted"))), obj("bear", BEAR)], combat(["bear"])[:3], R07, **COMBAT)
    assert "Squire's exalted doesn't trigger" in log and "Squire's ability triggers" not in log


@pytest.mark.parametrize("rules, rule", [(R07, "409.1i"), (R26, "601.2i")])
def test_an_opponent_casts_trigger_ignores_its_controllers_own_spells(rules, rule):
    watcher = creature("Watcher", trig("Whenever an opponent casts a spell, you gain 1 life.", event="plays_spell", whose="opponent"))
    objs = [obj("watcher", watcher, "Bob"), obj("mine", watcher), obj("zap", ZAP, zone="hand")]
    r, log = played(objs, [act("play_spell", object="zap", targets=["Bob"]), pass_("Alice"), pass_("Bob")] + [pass_("Alice"), pass_("Bob")], rules)
    assert log.count("Watcher's ability triggers") == 1 and rule in cited(r), log
    assert [p["life"] for p in r.final_state["players"]] == [20, 20], log  # Zap's 1 damage, then the 1 life gained


def test_prowess_ignores_a_creature_spell_702_108a():
    mage = creature("Mage", kw("prowess"))
    objs = [obj("mage", mage), obj("bear", BEAR, zone="hand")]
    r, log = played(objs, [act("play_spell", object="bear")], R26)
    assert "Mage's ability triggers" not in log


@pytest.mark.parametrize("rules", [R07, R26])
def test_a_combat_damage_trigger_ignores_damage_outside_combat(rules):
    stinger = creature("Stinger", {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
                                   "effect": GAIN_1, "text": "Whenever Stinger deals combat damage to a player, you gain 1 life."},
                       {"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["player"],
                        "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{0}: Stinger deals 1 damage to target player."})
    r, log = played([obj("stinger", stinger)], [act("activate_ability", object="stinger", ability=1, targets=["Bob"]),
                                                pass_("Alice"), pass_("Bob")], rules)
    assert "deals 1 damage to Bob" in log and "Stinger's ability triggers" not in log


def test_an_event_refuses_a_key_it_does_not_read():
    bad = creature("Bad", {"kind": "triggered", "trigger": {"event": "attacks", "who": "self", "spell": "creature"}, "effect": GAIN_1})
    with pytest.raises(ScenarioError, match="spell"):
        load_scenario(make([obj("bad", bad)], []))


def test_format_2_says_casts_spell():
    card = creature("Watcher", trig("Whenever you cast a spell, you gain 1 life.", event="casts_spell", whose="your"))
    data = {**make([obj("w", card, zone="battlefield"), obj("zap", ZAP, zone="hand")],
                   [{"type": "cast_spell", "player": "Alice", "object": "zap", "targets": ["Bob"]}]), "format": 2}
    r = run_scenario(load_scenario(data))
    assert "Watcher's ability triggers" in "\n".join(e.text for s in r.steps for e in s.events)


@pytest.mark.parametrize("rules", [R07, R26])
def test_becomes_tapped_triggers_on_tapping_not_on_entering_tapped_603_2e(rules):
    tapper = creature("Tapper", trig("Whenever Tapper becomes tapped, you gain 1 life.", event="becomes_tapped", who="self"),
                      {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "draw", "amount": 1}], "text": "{T}: Draw a card."})
    entering = {**tapper, "abilities": tapper["abilities"] + [{"kind": "static", "comes_into_play": {"tapped": True}}]}
    objs = [obj("t", tapper), obj("e", entering, zone="hand"), obj("c", BEAR, zone="library")]
    r, log = played(objs, [act("activate_ability", object="t", ability=1), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"),
                           act("play_spell", object="e"), pass_("Alice"), pass_("Bob")], rules)
    assert log.count("Tapper's ability triggers") == 1, log
    assert r.final_state["players"][0]["life"] == 21, log


@pytest.mark.parametrize("rules, rule", [(R07, "502.12b"), (R26, "702.23b")])
def test_rampage_counts_the_blockers_beyond_the_first_as_it_resolves(rules, rule):
    beast = creature("Beast", kw("rampage", count=2), power=5, toughness=5)
    objs = [obj("beast", beast), obj("b1", BEAR, "Bob"), obj("b2", BEAR, "Bob"), obj("b3", BEAR, "Bob")]
    r, log = played(objs, combat(["beast"], [("b1", "beast"), ("b2", "beast"), ("b3", "beast")]) + [pass_("Alice"), pass_("Bob")],
                    rules, **COMBAT)
    b = objects_by_id(r.final_state)["beast"]
    assert (b["power"], b["toughness"]) == (9, 9) and rule in cited(r), log


def test_renown_puts_counters_once_and_the_creature_stays_renowned_702_112():
    knight = creature("Knight", kw("renown", count=1))
    actions = combat(["knight"]) + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    r, log = played([obj("knight", knight)], actions, R26, **COMBAT)
    k = objects_by_id(r.final_state)["knight"]
    assert k["counters"] == {"+1/+1": 1} and "Knight becomes renowned." in log, log
    assert {"702.112a", "702.112b"} <= cited(r)
    # a second combat damage to a player: the intervening "if" is false, so it doesn't trigger
    state = r.final_state
    assert "renowned" in str(state["continuous_effects"]), state["continuous_effects"]


def test_renown_does_not_trigger_once_the_creature_is_renowned_603_4():
    """Double strike: the first-strike damage makes it renowned; the regular damage finds the
    intervening "if it isn't renowned" false, so it doesn't trigger again."""
    knight = creature("Knight", kw("renown", count=2), kw("double_strike"))
    assign = act("assign_combat_damage", assignments=[])
    actions = combat(["knight"]) + [pass_("Alice"), pass_("Bob"), assign, pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), assign]
    r, log = played([obj("knight", knight)], actions, R26, **COMBAT)
    assert log.count("Knight's ability triggers") == 1, log
    assert "Knight's ability does not trigger: the condition (the creature isn't renowned) is false." in log, log
    assert objects_by_id(r.final_state)["knight"]["counters"] == {"+1/+1": 2}, log
    assert r.final_state["players"][1]["life"] == 20 - 2 - 4, log
