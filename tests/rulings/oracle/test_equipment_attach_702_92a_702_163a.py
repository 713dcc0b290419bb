"""Real Equipment whose abilities attach it (rulings/oracle/equipment.py): "When
this Equipment enters, attach it to target creature you control" (2007 212.2h,
2026 701.3a), living weapon (2026 702.92a) and For Mirrodin! (2026 702.163a),
which the February 2007 rules don't have: a scenario under them is refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

R26 = "2026-06-19"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "equipment", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def in_play(step):
    return {o["id"]: o for o in step.state["zones"]["Alice"]["in_play"]}


def cast(oid, lands, targets=None):
    taps = [{"type": "activate_ability", "player": "Alice", "object": land, "ability": 0} for land in lands]
    play = {"type": "play_spell", "player": "Alice", "object": oid}
    resolve = passes()
    if targets:  # the enters ability triggers as the spell resolves (Bob's pass)
        resolve[1]["trigger_targets"] = {oid: targets}
    return taps + [play, *resolve]


def test_the_three_templates_play_their_cards_whole(pool):
    assert pool["Flayer Husk"].played and pool["Barbed Batterfist"].played and pool["Bramble Armor"].played


def test_an_attach_to_up_to_one_target_or_a_second_target_stays_text_only():
    from rulings.oracle import compile_card
    for text in ("When this Equipment enters, attach it to up to one target creature you control.",
                 "When this Equipment enters, attach it to target creature you control. That creature deals damage equal to "
                 "its power to up to one target creature you don't control."):
        c = compile_card({"name": "Test Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
                          "text": text + "\nEquip {1}"})
        assert not c.played, text


@pytest.mark.parametrize("rules", ("2007-02-01", R26))
def test_hidden_footblade_attaches_and_the_same_creature_gains_first_strike(lookup, rules):
    objects = [obj("mountain", "Mountain"), obj("bears", "Grizzly Bears"), obj("blade", "Hidden Footblade", zone="hand")]
    actions = cast("blade", ["mountain"], ["bears"]) + passes()
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    board = in_play(replay.steps[-1])
    assert board["blade"].get("attached_to") == "bears" and "first strike" in board["bears"]["keywords"]


@pytest.mark.parametrize("rules", ("2007-02-01", R26))
def test_bramble_armor_enters_and_attaches_to_the_target_creature(lookup, rules):
    objects = [obj("forest", "Forest"), obj("forest2", "Forest"), obj("bears", "Grizzly Bears"), obj("armor", "Bramble Armor", zone="hand")]
    actions = cast("armor", ["forest", "forest2"], ["bears"]) + passes()
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert board["armor"].get("attached_to") == "bears"
    assert (board["bears"]["power"], board["bears"]["toughness"]) == (4, 3)
    attached = [c for st in replay.steps for ev in st.events if "becomes attached to" in ev.text for c in ev.citations]
    assert ("701.3a" if rules == R26 else "212.2h") in {c.rule for c in attached}


def test_flayer_husk_creates_a_germ_and_attaches_itself_to_it(lookup):
    objects = [obj("mountain", "Mountain"), obj("husk", "Flayer Husk", zone="hand")]
    replay = run_scenario(load_scenario(scenario(objects, cast("husk", ["mountain"]) + passes()), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    board = in_play(replay.steps[-1])
    assert board["husk"].get("attached_to") == "germ"
    assert (board["germ"]["power"], board["germ"]["toughness"]) == (1, 1)  # a 0/0 Germ with +1/+1 survives
    cites = {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}
    assert ("702.92a", "living_weapon") in cites


def test_barbed_batterfist_creates_a_rebel_for_mirrodin(lookup):
    objects = [obj("mountain", "Mountain"), obj("mountain2", "Mountain"), obj("fist", "Barbed Batterfist", zone="hand")]
    replay = run_scenario(load_scenario(scenario(objects, cast("fist", ["mountain", "mountain2"]) + passes()), cards=lookup))
    board = in_play(replay.steps[-1])
    assert board["fist"].get("attached_to") == "rebel"
    assert (board["rebel"]["power"], board["rebel"]["toughness"]) == (3, 1)
    cites = {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}
    assert ("702.163a", "for_mirrodin") in cites


def test_living_weapon_under_the_2007_rules_is_refused_naming_the_edition(lookup):
    objects = [obj("mountain", "Mountain"), obj("husk", "Flayer Husk", zone="hand")]
    with pytest.raises(ScenarioError, match=r"living weapon is later than the February 2007 rules"):
        load_scenario(scenario(objects, cast("husk", ["mountain"]) + passes(), rules="2007-02-01"), cards=lookup)
