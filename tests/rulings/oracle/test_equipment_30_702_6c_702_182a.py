"""Real Equipment read by rulings/oracle/equipment_more.py: "Equip legendary creature
{N}" (2026 702.6c), job select (2026 702.182a), a flavor word before equip (2026
207.2d) and "Equipped creature ... is a Warrior in addition to its other types"
(layer 4: 2007 418.5a, 2026 613.1d), reconfigure (2026 702.151). Equip with a
quality, job select and reconfigure are later than February 2007:
a scenario under those rules is refused, naming the edition."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

R07, R26 = "2007-02-01", "2026-06-19"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "equipment", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def in_play(step):
    return {o["id"]: o for o in step.state["zones"]["Alice"]["in_play"]}


def cites(replay):
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def lands(n):
    return [obj(f"mountain{i}", "Mountain") for i in range(n)]


def taps(n):
    return [{"type": "activate_ability", "player": "Alice", "object": f"mountain{i}", "ability": 0} for i in range(n)]


def test_the_templates_play_their_cards_whole(pool):
    assert pool["Warrior's Sword"].played and pool["Samurai's Katana"].played and pool["Raven Wings"].played
    assert pool["Rabbit Battery"].played and pool["Horned Helm"].played and pool["Forebear's Blade"].played
    assert pool["Ancestral Blade"].played


def test_warriors_sword_job_select_creates_a_hero_and_attaches_to_it(lookup):
    objects = lands(4) + [obj("sword", "Warrior's Sword", zone="hand")]
    actions = taps(4) + [{"type": "play_spell", "player": "Alice", "object": "sword"}, *passes(), *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert board["sword"].get("attached_to") == "hero"
    assert (board["hero"]["power"], board["hero"]["toughness"]) == (4, 3)  # a 1/1 Hero with +3/+2
    assert ("702.182a", "job_select") in cites(replay)


def test_job_select_under_the_2007_rules_is_refused_naming_the_edition(lookup):
    objects = lands(4) + [obj("sword", "Warrior's Sword", zone="hand")]
    actions = taps(4) + [{"type": "play_spell", "player": "Alice", "object": "sword"}, *passes()]
    with pytest.raises(ScenarioError, match=r"job select is later than the February 2007 rules \(2026: 702.182\)"):
        load_scenario(scenario(objects, actions, rules=R07), cards=lookup)


@pytest.mark.parametrize("rules", (R07, R26))
def test_raven_wings_equipped_creature_is_a_bird_in_addition_to_its_other_types(lookup, rules):
    objects = lands(2) + [obj("bears", "Grizzly Bears"), obj("wings", "Raven Wings")]
    actions = taps(2) + [{"type": "activate_ability", "player": "Alice", "object": "wings", "ability": 1, "targets": ["bears"]}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    bears = in_play(replay.steps[-1])["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 2) and "flying" in bears["keywords"]
    assert {"Bear", "Bird"} <= set(bears["subtypes"])


def test_samurais_katana_flavor_word_equip_is_the_equip_keyword(pool):
    equip = [ab for ab in pool["Samurai's Katana"].definition["abilities"] if ab.get("keyword") == "equip"]
    assert equip == [{"kind": "keyword", "keyword": "equip", "cost": "{5}"}]


def blackblade(target, rules=R26):
    objects = lands(3) + [obj("isamaru", "Isamaru, Hound of Konda"), obj("bears", "Grizzly Bears"), obj("blade", "Blackblade Reforged")]
    # its first paragraph ("+1/+1 for each land you control", a static: static_counts.py) is the
    # compiled card's first ability, so "Equip legendary creature {3}" is its second
    actions = taps(3) + [{"type": "activate_ability", "player": "Alice", "object": "blade", "ability": 1, "targets": [target]}, *passes()]
    return scenario(objects, actions, rules)


def test_equip_legendary_creature_attaches_to_a_legendary_creature(lookup):
    replay = run_scenario(load_scenario(blackblade("isamaru"), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    assert in_play(replay.steps[-1])["blade"].get("attached_to") == "isamaru"
    assert ("702.6c", "equip_quality") in cites(replay)


def test_equip_legendary_creature_cant_target_a_creature_that_isnt_legendary(lookup):
    replay = run_scenario(load_scenario(blackblade("bears"), cards=lookup))
    refused = [st for st in replay.steps if st.refused]
    assert refused and any("not legendary" in ev.text for ev in refused[0].events), [ev.text for st in refused for ev in st.events]
    assert in_play(replay.steps[-1])["blade"].get("attached_to") is None


def test_equip_legendary_creature_under_the_2007_rules_is_refused(lookup):
    with pytest.raises(ScenarioError, match=r"equip quality is later than the February 2007 rules \(2026: 702.6c\)"):
        load_scenario(blackblade("isamaru", rules=R07), cards=lookup)


@pytest.mark.parametrize("text", [
    "Equip legendary Knight {1}",  # a quality the template doesn't read
    "Equipped creature gets +1/+0 and is a Warrior.",  # no "in addition": it would lose its other types
    "Equipped creature gets +1/+0 and is a Blue in addition to its other types.",  # not a creature type
    "Metalcraft — Equip {1}",  # an ability word, not a flavor word
])
def test_near_miss_equipment_phrasings_stay_text_only(text):
    c = compile_card({"name": "Test Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
                      "text": text + "\nEquip {1}"})
    assert not c.played, text


def battery(actions, rules=R26):
    objects = lands(2) + [obj("bears", "Grizzly Bears"), obj("battery", "Rabbit Battery")]
    return scenario(objects, actions, rules)


def reconfigure_abilities(pool):
    abilities = pool["Rabbit Battery"].definition["abilities"]
    attach, unattach = (i for i, ab in enumerate(abilities) for st in ab.get("effect", ()) if st.get("by") == "reconfigure")
    return attach, unattach


def test_rabbit_battery_reconfigures_onto_a_creature_and_stops_being_one(pool, lookup):
    attach, _ = reconfigure_abilities(pool)
    actions = taps(1) + [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": attach, "targets": ["bears"]}, *passes()]
    replay = run_scenario(load_scenario(battery(actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert board["battery"].get("attached_to") == "bears" and "Creature" not in board["battery"]["types"]
    assert "Rabbit" not in board["battery"]["subtypes"] and board["battery"].get("power") is None
    assert (board["bears"]["power"], board["bears"]["toughness"]) == (3, 3) and "haste" in board["bears"]["keywords"]
    assert {("702.151a", "reconfigure"), ("702.151b", "reconfigure_not_a_creature")} <= cites(replay)


def test_rabbit_battery_unattaches_and_is_a_creature_again(pool, lookup):
    attach, unattach = reconfigure_abilities(pool)
    actions = taps(1) + [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": attach, "targets": ["bears"]}, *passes(),
                         {"type": "activate_ability", "player": "Alice", "object": "mountain1", "ability": 0},
                         {"type": "activate_ability", "player": "Alice", "object": "battery", "ability": unattach}, *passes()]
    replay = run_scenario(load_scenario(battery(actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert board["battery"].get("attached_to") is None and "Creature" in board["battery"]["types"]
    assert (board["battery"]["power"], board["battery"]["toughness"]) == (1, 1)
    assert (board["bears"]["power"], board["bears"]["toughness"]) == (2, 2)


def test_reconfigures_unattach_cant_be_activated_while_unattached(pool, lookup):
    _, unattach = reconfigure_abilities(pool)
    actions = taps(1) + [{"type": "activate_ability", "player": "Alice", "object": "battery", "ability": unattach}]
    replay = run_scenario(load_scenario(battery(actions), cards=lookup))
    assert replay.steps[-1].refused
    assert any("attached to a creature" in ev.text for ev in replay.steps[-1].events) or "attached to a creature" in replay.steps[-1].summary


def test_reconfigure_under_the_2007_rules_is_refused_naming_the_edition(lookup):
    with pytest.raises(ScenarioError, match=r"reconfigure is later than the February 2007 rules \(2026: 702.151\)"):
        load_scenario(battery([], rules=R07), cards=lookup)


def test_reconfigure_on_an_equipment_that_isnt_a_creature_stays_text_only():
    c = compile_card({"name": "Test Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
                      "text": "Reconfigure {2}"})
    assert not c.played


@pytest.mark.parametrize("rules", (R07, R26))
def test_horned_helm_attaches_itself_by_its_own_activated_ability(lookup, rules):
    objects = [obj("f1", "Forest"), obj("f2", "Forest"), obj("bears", "Grizzly Bears"), obj("helm", "Horned Helm")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f, "ability": 0} for f in ("f1", "f2")] + \
        [{"type": "activate_ability", "player": "Alice", "object": "helm", "ability": 1, "targets": ["bears"]}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    bears = in_play(replay.steps[-1])["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3) and "trample" in bears["keywords"]
    assert ("701.3a" if rules == R26 else "212.2h") in {rule for rule, _ in cites(replay)}


@pytest.mark.parametrize("rules", (R07, R26))
def test_forebears_blade_moves_to_another_creature_when_its_creature_dies(lookup, rules):
    objects = [obj("m", "Mountain"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions"),
               {**obj("blade", "Forebear's Blade"), "attached_to": "bears"}, obj("shock", "Shock", zone="hand")]
    resolve = passes()
    resolve[1]["trigger_targets"] = {"blade": ["lions"]}
    actions = [{"type": "activate_ability", "player": "Alice", "object": "m", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}, *resolve, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert "bears" not in board and board["blade"].get("attached_to") == "lions"
    assert (board["lions"]["power"], board["lions"]["toughness"]) == (5, 1) and "trample" in board["lions"]["keywords"]


@pytest.mark.parametrize("rules", (R07, R26))
def test_ancestral_blade_creates_a_soldier_then_attaches_to_it(lookup, rules):
    objects = [obj("plains", "Plains"), obj("plains2", "Plains"), obj("blade", "Ancestral Blade", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": p, "ability": 0} for p in ("plains", "plains2")] + \
        [{"type": "play_spell", "player": "Alice", "object": "blade"}, *passes(), *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    board = in_play(replay.steps[-1])
    assert board["blade"].get("attached_to") == "soldier"
    assert (board["soldier"]["power"], board["soldier"]["toughness"]) == (2, 2)
    assert ("701.3a" if rules == R26 else "212.2h") in {rule for rule, _ in cites(replay)}


def test_creating_two_tokens_then_attaching_to_it_stays_text_only():
    c = compile_card({"name": "Test Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
                      "text": "When this Equipment enters, create two 1/1 white Soldier creature tokens, then attach this Equipment to it.\nEquip {1}"})
    assert not c.played
