"""Equipment wordings read by rulings/oracle/equipment_wordings.py, played from real cards' Oracle
text (equipment_wordings_cards.json: records copied from the pool): "As long as this creature is
equipped, it has double strike" / "it gets +1/+1 and has flying" (Kor Duelist, Kitesail
Apprentice: only while an Equipment is attached to it, 2007 212.2j, 2026 301.5a), "During your
turn, equipped creature has flying" (Hookblade), "Equipped creature [gets +4/+2 and] doesn't untap
during its controller's untap step" (Vulshok Gauntlets: 2007 302.2, 2026 502.3) and "As long as
equipped creature is a Human, it gets [an additional] +1/+1" (Sharpened Pitchfork, Silver-Inlaid
Dagger: rulings/engine/equipped_conditions.py), and "Attach target Equipment you control to target
creature you control" / "to this creature" / "Attach target Equipment to target creature" (Brass
Squire, Kazuul's Toll Collector, Magnetic Theft: 2007 212.2h; 2026 701.3a-b); "equipped creature gets
+2/+2 until end of turn" (Adventuring Gear, Leering Emblem, Umezawa's Jitte) and "Whenever equipped creature
deals combat damage, put two charge counters on ~" (Umezawa's Jitte); "Equip Soldier {W}", "Equip Shaman,
Warlock, or Wizard {1}" (an equip ability with a quality, 2026 702.6c; later than February 2007); "Equip
abilities you activate [that target this creature] cost {1} less to activate" (Bureau Headmaster, Helitrooper:
2007 409.1f; 2026 602.2b, 601.2f). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, pt
from .test_attached_triggers import combat

CARDS = Path(__file__).parent / "equipment_wordings_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
EQUIP = {R2007: "502.33a", R2026: "702.6a"}
PLAYED = ["Kitesail Apprentice", "Skyhunter Cub", "Armory Veteran", "Sunspear Shikari", "Kor Duelist", "Auriok Glaivemaster",
          "Leonin Den-Guard", "Armed Assailant", "Fireblade Charger", "Hookblade", "Dragoon's Lance", "Jousting Lance",
          "Hexgold Halberd", "Heavy Arbalest", "Cement Shoes", "Vulshok Gauntlets", "Silver-Inlaid Dagger", "True-Faith Censer",
          "Sharpened Pitchfork", "Heavy Mattock", "Brass Squire", "Auriok Windwalker", "Kazuul's Toll Collector", "Magnetic Theft",
          "Weapons Vendor", "Umezawa's Jitte", "Leering Emblem", "Adventuring Gear", "Skyclave Pick-Axe",
          "Veteran's Powerblade", "Robe of the Archmagi", "Steelclaw Lance", "Pirate Hat", "Dúnedain Blade", "Thinking Cap",
          "Ceremonial Groundbreaker", "Bureau Headmaster", "Helitrooper",
          "Demonspine Whip"]
#: two creature types, an ability granted while a creature type or legendary holds (it would read the very
#: creature whose abilities are gathered), "Cat creatures you control", two sentences, "its colors", a power condition on evasion
#: (A-Dwarfhold Champion, an Alchemy rebalanced card naming itself "Dwarfhold Champion", is played now: text.self_references)
PLAYED += ["A-Dwarfhold Champion"]
NEAR_MISSES = ["Bladed Bracers", "Butcher's Cleaver", "Champion's Helm", "Hero's Heirloom", "Raksha Golden Cub",
               "Tenza, Godo's Maul", "Civic Saber", "Thieves' Tools", "Kor Outfitter", "Noctis, Heir Apparent",
               "Luxior, Ignited",  # a planeswalker Equipment
               "Commander's Plate", "Mjölnir, Hammer of Thor", "Team Pennant"]  # "Equip commander / worthy / creature token": no creature type
ATTACH = {R2007: "212.2h", R2026: "701.3a"}
TIMESTAMP = {R2007: "418.5e", R2026: "613.7e"}


def play(cards, objects, actions, rules, turn=None):
    data = in_main_phase(objects, actions, rules, "equipment wordings")
    if turn:
        data["turn"] = turn
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def state(replay, oid):
    return objects_in(replay.final_state)[oid]



def equip(equipment, creature, ability, land="plains", n=1):
    """Tap `n` lands for mana, then activate `equipment`'s equip ability (its index) targeting `creature`."""
    lands = [land] if n == 1 else [f"{land}{i}" for i in range(n)]
    return [*({"type": "activate_ability", "player": "Alice", "object": x, "ability": 0} for x in lands),
            {"type": "activate_ability", "player": "Alice", "object": equipment, "ability": ability, "targets": [creature]},
            p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_equipment_wording_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_equipment_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


# --- "As long as this creature is equipped, it has ..." -------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_kor_duelist_has_double_strike_once_equipped(cards, rules):
    objects = [obj("duelist", "Kor Duelist"), obj("scimitar", "Leonin Scimitar"), obj("plains", "Plains")]
    replay = play(cards, objects, equip("scimitar", "duelist", 1), rules)
    assert "double strike" in state(replay, "duelist")["keywords"], log(replay)
    assert pt(replay, "duelist") == (2, 2)  # 1/1 and the Scimitar's +1/+1
    assert (EQUIP[rules], "equip") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kor_duelist_without_equipment_has_no_double_strike(cards, rules):
    replay = play(cards, [obj("duelist", "Kor Duelist"), obj("scimitar", "Leonin Scimitar")], [], rules)
    assert "double strike" not in state(replay, "duelist")["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_kitesail_apprentice_loses_pump_and_flying_when_its_equipment_moves_away(cards, rules):
    objects = [{**obj("kite", "Kitesail Apprentice")}, {**obj("scimitar", "Leonin Scimitar"), "attached_to": "kite"},
               obj("bears", "Grizzly Bears"), obj("plains", "Plains")]
    before = play(cards, objects, [], rules)
    assert pt(before, "kite") == (3, 3) and "flying" in state(before, "kite")["keywords"]  # 1/1, +1/+1 own, +1/+1 Scimitar
    after = play(cards, objects, equip("scimitar", "bears", 1), rules)
    assert state(after, "scimitar").get("attached_to") == "bears", log(after)
    assert pt(after, "kite") == (1, 1) and "flying" not in state(after, "kite")["keywords"]


# --- "During your turn, equipped creature has flying" --------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_hookblade_gives_flying_during_its_controllers_turn(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("hook", "Hookblade"), "attached_to": "bears"}]
    replay = play(cards, objects, [], rules)
    assert "flying" in state(replay, "bears")["keywords"] and pt(replay, "bears") == (3, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hookblade_gives_no_flying_during_an_opponents_turn(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("hook", "Hookblade"), "attached_to": "bears"}]
    replay = play(cards, objects, [], rules, turn={"number": 4, "active_player": "Bob", "phase": "precombat_main"})
    assert "flying" not in state(replay, "bears")["keywords"] and pt(replay, "bears") == (3, 2)  # the +1/+0 still applies


# --- "Equipped creature [gets +4/+2 and] doesn't untap during its controller's untap step" -------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_vulshok_gauntlets_keeps_the_equipped_creature_tapped_in_its_untap_step(cards, rules):
    objects = [{**obj("bears", "Grizzly Bears"), "tapped": True}, {**obj("gauntlets", "Vulshok Gauntlets"), "attached_to": "bears"},
               {**obj("other", "Grizzly Bears"), "tapped": True}]
    replay = play(cards, objects, [p("Bob"), p("Alice")], rules,
                  turn={"number": 4, "active_player": "Bob", "phase": "end", "step": "end_of_turn"})
    assert replay.final_state["active_player"] == "Alice", log(replay)
    assert state(replay, "bears")["tapped"] and not state(replay, "other")["tapped"]
    assert pt(replay, "bears") == (6, 4)
    assert {R2007: "302.2", R2026: "502.3"}[rules] in cited(replay)


# --- "As long as equipped creature is a Human, it gets [an additional] +1/+1" --------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_sharpened_pitchfork_pumps_a_human(cards, rules):
    objects = [obj("glaive", "Auriok Glaivemaster"), {**obj("fork", "Sharpened Pitchfork"), "attached_to": "glaive"}]
    replay = play(cards, objects, [], rules)
    # Human Soldier 1/1: its own +1/+1 while equipped, the Pitchfork's +1/+1 for a Human
    assert pt(replay, "glaive") == (3, 3) and "first strike" in state(replay, "glaive")["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sharpened_pitchfork_doesnt_pump_a_creature_that_isnt_human(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("fork", "Sharpened Pitchfork"), "attached_to": "bears"}]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "bears") == (2, 2) and "first strike" in state(replay, "bears")["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_silver_inlaid_dagger_adds_its_human_bonus_after_moving_to_a_human(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("dagger", "Silver-Inlaid Dagger"), "attached_to": "bears"},
               obj("glaive", "Auriok Glaivemaster"), *(obj(f"plains{i}", "Plains") for i in range(2))]
    replay = play(cards, objects, equip("dagger", "glaive", 2, n=2), rules)
    assert state(replay, "dagger").get("attached_to") == "glaive", log(replay)
    assert pt(replay, "glaive") == (5, 2)  # 1/1, +1/+1 while equipped, +2/+0 and the additional +1/+0 for a Human
    assert pt(replay, "bears") == (2, 2)
    assert (EQUIP[rules], "equip") in cited_pairs(replay)


def test_the_condition_names_a_creature_type(cards):
    bad = {"name": "Odd Dagger", "types": ["Artifact"], "subtypes": ["Equipment"], "mana_cost": "{1}",
           "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 0},
                          "while": {"equipped_is_a": "Forest"}}]}
    with pytest.raises(ScenarioError, match="equipped_is_a"):
        load_scenario(in_main_phase([obj("d", bad)], [], R2026), cards=cards)


# --- "Attach target Equipment [you control] to target creature [you control] / to this creature" ----------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_brass_squire_moves_an_equipment_to_another_creature(cards, rules):
    objects = [obj("squire", "Brass Squire"), {**obj("scimitar", "Leonin Scimitar"), "attached_to": "bears"},
               obj("bears", "Grizzly Bears"), obj("other", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "squire", "ability": 0, "targets": ["scimitar", "other"]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "scimitar").get("attached_to") == "other", log(replay)
    assert pt(replay, "other") == (3, 3) and pt(replay, "bears") == (2, 2) and state(replay, "squire")["tapped"]
    assert {(ATTACH[rules], "attach_effect"), (TIMESTAMP[rules], "equipment_timestamp")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_brass_squire_cant_target_an_opponents_equipment(cards, rules):
    objects = [obj("squire", "Brass Squire"), obj("bob_scimitar", "Leonin Scimitar", owner="Bob"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "squire", "ability": 0, "targets": ["bob_scimitar", "bears"]}]
    data = in_main_phase(objects, actions, rules, "equipment wordings")
    replay = run_scenario(load_scenario(data, cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_brass_squire_targets_only_an_equipment_on_the_battlefield(cards, zone):
    objects = [obj("squire", "Brass Squire"), obj("scimitar", "Leonin Scimitar", zone=zone), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "squire", "ability": 0, "targets": ["scimitar", "bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused and "only permanents can be targeted" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kazuuls_toll_collector_attaches_an_equipment_to_itself(cards, rules):
    objects = [obj("ogre", "Kazuul's Toll Collector"), {**obj("scimitar", "Leonin Scimitar"), "attached_to": "bears"},
               obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ogre", "ability": 0, "targets": ["scimitar"]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "scimitar").get("attached_to") == "ogre", log(replay)
    assert pt(replay, "ogre") == (4, 3)  # 3/2 and the Scimitar's +1/+1


@pytest.mark.parametrize("rules", EDITIONS)
def test_magnetic_theft_moves_an_opponents_equipment_without_changing_its_control(cards, rules):
    objects = [obj("theft", "Magnetic Theft", zone="hand"), obj("mountain", "Mountain"), obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), {**obj("split", "Bonesplitter", owner="Bob"), "attached_to": "bob_bears"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "theft", "targets": ["split", "bears"],
                "mana_abilities": [{"object": "mountain"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "split").get("attached_to") == "bears", log(replay)
    assert state(replay, "split")["controller"] == "Bob"
    assert pt(replay, "bears") == (4, 2) and pt(replay, "bob_bears") == (2, 2)
    assert (ATTACH[rules], "attach_effect") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_attaching_an_equipment_where_it_already_is_does_nothing(cards, rules):
    objects = [obj("theft", "Magnetic Theft", zone="hand"), obj("mountain", "Mountain"), obj("bears", "Grizzly Bears"),
               {**obj("split", "Bonesplitter"), "attached_to": "bears"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "theft", "targets": ["split", "bears"],
                "mana_abilities": [{"object": "mountain"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "split").get("attached_to") == "bears"
    assert "Bonesplitter already equips Grizzly Bears; nothing happens." in log(replay)
    assert pt(replay, "bears") == (4, 2)
    if rules == R2026:
        assert ("701.3b", "attach_cant") in cited_pairs(replay)  # "the effect does nothing"


def test_attach_equipment_names_the_equipment_and_the_creature(cards):
    bad = {"name": "Odd Theft", "types": ["Instant"], "mana_cost": "{R}", "targets": [{"subtypes": ["Equipment"]}],
           "effect": [{"do": "attach_equipment", "what": "target:0"}]}
    with pytest.raises(ScenarioError, match="attach_equipment|names the Equipment"):
        load_scenario(in_main_phase([obj("t", bad, zone="hand")], [], R2026), cards=cards)


# --- "equipped creature gets +2/+2 until end of turn"; "Whenever equipped creature deals combat damage, ..." ---------

@pytest.mark.parametrize("rules", EDITIONS)
def test_adventuring_gear_pumps_the_equipped_creature_when_a_land_enters(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("gear", "Adventuring Gear"), "attached_to": "bears"},
               obj("forest", "Forest", zone="hand"), obj("other", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_land", "player": "Alice", "object": "forest"}, p("Alice"), p("Bob")], rules)
    assert pt(replay, "bears") == (4, 4) and pt(replay, "other") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_adventuring_gear_attached_to_nothing_pumps_nothing(cards, rules):
    objects = [obj("gear", "Adventuring Gear"), obj("forest", "Forest", zone="hand"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_land", "player": "Alice", "object": "forest"}, p("Alice"), p("Bob")], rules)
    assert pt(replay, "bears") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_demonspine_whip_pumps_the_equipped_creature_by_the_x_paid(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("whip", "Demonspine Whip"), "attached_to": "bears"},
               obj("m0", "Mountain"), obj("m1", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"m{i}", "ability": 0} for i in range(2)] + [
        {"type": "activate_ability", "player": "Alice", "object": "whip", "ability": 0, "x": 2}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (4, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_umezawas_jitte_gets_two_charge_counters_when_the_equipped_creature_deals_combat_damage(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("jitte", "Umezawa's Jitte"), "attached_to": "bears"}]
    replay = combat(cards, objects, ["bears"], rules)
    assert life(replay)["Bob"] == 18, log(replay)
    assert state(replay, "jitte")["counters"] == {"charge": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_umezawas_jitte_triggers_once_for_damage_to_a_blocker_too(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("jitte", "Umezawa's Jitte"), "attached_to": "bears"},
               obj("wall", "Grizzly Bears", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, blocks=[("wall", "bears")])
    assert state(replay, "jitte")["counters"] == {"charge": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_umezawas_jitte_removes_a_counter_to_pump_the_equipped_creature(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("jitte", "Umezawa's Jitte"), "attached_to": "bears", "counters": {"charge": 1}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "jitte", "ability": 1, "mode": 0}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (4, 4), log(replay)
    assert not state(replay, "jitte").get("counters", {}).get("charge"), log(replay)


# --- "Equip Soldier {W}", "Equip Shaman, Warlock, or Wizard {1}" (2026 702.6c) -----------------------------------

def test_equip_soldier_attaches_to_a_soldier_you_control(cards):
    objects = [obj("glaive", "Auriok Glaivemaster"), obj("blade", "Veteran's Powerblade"), obj("plains", "Plains")]
    replay = play(cards, objects, equip("blade", "glaive", 1), R2026)  # its second ability: "Equip Soldier {W}"
    assert state(replay, "blade").get("attached_to") == "glaive", log(replay)
    assert pt(replay, "glaive") == (4, 2)  # 1/1, +1/+1 while equipped, +2/+0
    assert ("702.6c", "equip_quality") in cited_pairs(replay)


def test_equip_soldier_cant_target_a_creature_of_another_type(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("blade", "Veteran's Powerblade"), obj("plains", "Plains")]
    data = in_main_phase(objects, equip("blade", "bears", 1), R2026, "equipment wordings")
    replay = run_scenario(load_scenario(data, cards=cards))
    assert replay.steps[2].refused, log(replay)


def test_equip_shaman_warlock_or_wizard_attaches_to_a_wizard(cards):
    objects = [obj("wind", "Auriok Windwalker"), obj("robe", "Robe of the Archmagi"), obj("plains", "Plains")]
    replay = play(cards, objects, equip("robe", "wind", 2), R2026)  # "Equip {4}" is its second ability, this its third
    assert state(replay, "robe").get("attached_to") == "wind", log(replay)


def test_equip_with_a_creature_type_under_the_2007_rules_is_refused_naming_the_edition(cards):
    objects = [obj("glaive", "Auriok Glaivemaster"), obj("blade", "Veteran's Powerblade"), obj("plains", "Plains")]
    with pytest.raises(ScenarioError, match="later than the February 2007 rules"):
        load_scenario(in_main_phase(objects, equip("blade", "glaive", 1), R2007), cards=cards)


# --- "Equip abilities you activate [that target this creature] cost {N} less to activate" ---------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_bureau_headmaster_makes_an_equip_ability_cost_one_less(cards, rules):
    objects = [obj("head", "Bureau Headmaster"), obj("split", "Bonesplitter"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "split", "ability": 1, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)  # Equip {1}, paid with no mana at all
    assert state(replay, "split").get("attached_to") == "bears", log(replay)
    assert pt(replay, "bears") == (4, 2)
    assert ({R2007: "409.1f", R2026: "601.2f"}[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bureau_headmaster_reduces_only_generic_mana_and_not_below_zero(cards, rules):
    objects = [obj("head", "Bureau Headmaster"), obj("gear", "Skyclave Pick-Axe"), obj("bears", "Grizzly Bears"),
               obj("forest0", "Forest"), obj("forest1", "Forest")]  # Equip {2}{G}: {1}{G} with the reduction
    replay = play(cards, objects, equip("gear", "bears", 2, land="forest", n=2), rules)
    assert state(replay, "gear").get("attached_to") == "bears", log(replay)


def test_without_the_reduction_the_equip_ability_needs_its_mana(cards):
    objects = [obj("split", "Bonesplitter"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "split", "ability": 1, "targets": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_helitrooper_reduces_only_an_equip_ability_that_targets_it(cards, rules):
    objects = [obj("heli", "Helitrooper"), obj("split", "Bonesplitter"), obj("bears", "Grizzly Bears")]
    free = [{"type": "activate_ability", "player": "Alice", "object": "split", "ability": 1, "targets": ["heli"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, free, rules)  # Equip {1} less {2}: {0}
    assert state(replay, "split").get("attached_to") == "heli", log(replay)
    paid = [{"type": "activate_ability", "player": "Alice", "object": "split", "ability": 1, "targets": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, paid, rules), cards=cards))
    assert replay.steps[-1].refused, log(replay)  # no reduction for another target, and no mana to pay {1}
