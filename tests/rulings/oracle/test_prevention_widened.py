"""More static prevention paragraphs of permanents (rulings/oracle/prevention_widened.py,
rulings/engine/widened_statics.py), played from real cards' Oracle text (prevention_widened_cards.json:
records copied from the pool): "Prevent all noncombat damage that would be dealt to other creatures you
control" (Crystal Barricade, Tajic), "... to creature tokens you control" (Emmara Tandris), "... to you
and other permanents you control" (The Wanderer), "... to this creature by artifact sources / artifact
creatures / creatures with first strike" (Argothian Treefolk, Argothian Pixies, Tresserhorn Skyknight),
"If a source would deal damage to you / equipped creature, prevent N of that damage" (Urza's Armor,
Shield of the Realm). A static prevention effect (2007: 419.7a; 2026: 615.1a; an amount: 2026 615.10);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "prevention_widened_cards.json"
POOL_TOO = True  # Lightning Bolt, Shock, Pyroclasm, Inferno, Goblin Cannon, Frogmite, Thalia, Grizzly Bears, Hill Giant, basic lands
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PREVENTION = {R2007: "419.7a", R2026: "615.1a"}
PLAYED = ["Argothian Pixies", "Argothian Treefolk", "Blessed Sanctuary", "Bubble Matrix", "Crystal Barricade", "Emmara Tandris",
          "Hedron-Field Purists", "Inner Sanctum", "Mark of Asylum", "Shield of the Realm", "Tajic, Legion's Edge", "The Wanderer",
          "Tresserhorn Skyknight", "Urza's Armor", "Wall of Vapor", "Armored Transport", "Solitary Confinement"]
#: "other attacking Soldiers", "by Walls", "by enchanted creatures", "prevent X ... where X",
#: "a Cleric creature you control", "a planeswalker you control", "by sources you control", "damage that ~ would deal to
#: snow creatures", "prevent half that damage": none of them the words these templates read
NEAR_MISSES = ["Rescue Retriever", "Marble Priest", "Enchanted Being", "Shield of the Avatar", "Daunting Defender",
               "Djeru, With Eyes Open", "Light of Sanction", "Goblin Furrier", "Gisela, Blade of Goldnight"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "prevention widened"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def mountains(n, owner="Alice"):
    return [obj(f"m{i}", "Mountain", owner=owner) for i in range(n)]


def cast(spell, target, lands, player="Alice"):
    return [{"type": "play_spell", "player": player, "object": spell, **({"targets": [target]} if target else {}),
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


def damage(replay, oid):
    return objects_in(replay.final_state)[oid]["damage"]


def block(attacker, blocker, rules):
    """Alice attacks with `attacker`, Bob blocks with `blocker`; the first combat damage is assigned as
    the rules default it and dealt (under the 2007 rules combat damage uses the stack, 310.1)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": attacker}]},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice"}, *([p("Alice"), p("Bob")] if rules == R2007 else [])]


@pytest.mark.parametrize("name", PLAYED)
def test_widened_prevention_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_preventions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_tajic_compiles_to_a_noncombat_prevention_on_other_creatures_you_control(compiled):
    statics = [ab["replacement"] for ab in compiled["Tajic, Legion's Edge"].definition["abilities"] if ab.get("kind") == "static"]
    assert statics == [{"event": "prevent_damage", "instead": "prevent", "what": "other_creatures_you_control", "noncombat": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_crystal_barricade_prevents_a_bolt_to_another_creature_you_control(cards, rules):
    objects = [obj("wall", "Crystal Barricade"), obj("bears", "Grizzly Bears"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               *mountains(1, "Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bears"],
                            "mana_abilities": [{"object": "m0"}]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 0, log(replay)
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tajic_doesnt_protect_itself(cards, rules):
    objects = [obj("tajic", "Tajic, Legion's Edge"), obj("bolt", "Lightning Bolt", zone="hand"), *mountains(1)]
    replay = play(cards, objects, cast("bolt", "tajic", ["m0"]), rules)
    assert zone_of(replay, "tajic") == "graveyard", log(replay)  # "other creatures": Tajic, 3/2, takes the 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_crystal_barricade_doesnt_protect_an_opponents_creature(cards, rules):
    objects = [obj("wall", "Crystal Barricade", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears"),
               *mountains(1)]
    replay = play(cards, objects, cast("bolt", "bears", ["m0"]), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # Bob's Barricade; Alice's Bears


@pytest.mark.parametrize("rules", EDITIONS)
def test_mark_of_asylum_leaves_combat_damage_alone(cards, rules):
    objects = [obj("mark", "Mark of Asylum", owner="Bob"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, block("giant", "bears", rules), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # "noncombat": the Giant's 3 combat damage is dealt


@pytest.mark.parametrize("rules", EDITIONS)
def test_mark_of_asylum_prevents_pyroclasm_to_its_controllers_creatures_only(cards, rules):
    objects = [obj("mark", "Mark of Asylum"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("clasm", "Pyroclasm", zone="hand"), *mountains(2)]
    replay = play(cards, objects, cast("clasm", None, ["m0", "m1"]), rules)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "bob_bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_emmara_tandris_protects_creature_tokens_not_nontoken_creatures(cards, rules):
    soldier = {"id": "soldier", "owner": "Alice", "zone": "in_play", "token": True,
               "card": {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}
    objects = [obj("emmara", "Emmara Tandris"), soldier, obj("bears", "Grizzly Bears"), obj("clasm", "Pyroclasm", zone="hand"), *mountains(2)]
    replay = play(cards, objects, cast("clasm", None, ["m0", "m1"]), rules)
    assert zone_of(replay, "soldier") == "in_play" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert damage(replay, "emmara") == 2, log(replay)  # Emmara herself is no token


def test_the_wanderer_prevents_noncombat_damage_to_you_and_your_other_permanents(cards):
    objects = [obj("wanderer", "The Wanderer"), obj("bears", "Grizzly Bears"), obj("inferno", "Inferno", zone="hand"), *mountains(7)]
    replay = play(cards, objects, cast("inferno", None, [f"m{i}" for i in range(7)]), R2026)
    assert life(replay) == {"Alice": 20, "Bob": 14}, log(replay)
    assert zone_of(replay, "bears") == "in_play", log(replay)
    assert (PREVENTION[R2026], "prevention_effect") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_argothian_treefolk_prevents_an_artifacts_damage_not_a_red_spells(cards, rules):
    objects = [obj("tree", "Argothian Treefolk"), obj("cannon", "Goblin Cannon", owner="Bob"), obj("shock", "Shock", owner="Bob", zone="hand"),
               *mountains(3, "Bob")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "cannon", "ability": 0, "targets": ["tree"],
                            "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Bob"), p("Alice"), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["tree"], "mana_abilities": [{"object": "m2"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert damage(replay, "tree") == 2, log(replay)  # the Cannon's 1 prevented; Shock's 2 dealt
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_argothian_pixies_takes_no_damage_from_an_artifact_creature_it_blocks(cards, rules):
    objects = [obj("pixies", "Argothian Pixies", owner="Bob"), obj("frogmite", "Frogmite")]
    replay = play(cards, objects, block("frogmite", "pixies", rules), rules)
    assert zone_of(replay, "pixies") == "in_play" and damage(replay, "pixies") == 0, log(replay)
    assert zone_of(replay, "frogmite") == "graveyard", log(replay)  # the Pixies' 2 is dealt to the 2/2 Frogmite


@pytest.mark.parametrize("rules", EDITIONS)
def test_tresserhorn_skyknight_takes_no_damage_from_a_first_striker(cards, rules):
    """Bob's Skyknight blocks Alice's Thalia: Thalia's first-strike damage is prevented."""
    objects = [obj("thalia", "Thalia, Guardian of Thraben"), obj("knight", "Tresserhorn Skyknight", owner="Bob")]
    replay = play(cards, objects, block("thalia", "knight", rules), rules)
    assert damage(replay, "knight") == 0, log(replay)
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tresserhorn_skyknight_takes_damage_from_double_strike_alone(cards, rules):
    """Double strike isn't first strike: Fencing Ace's first-strike damage is dealt."""
    objects = [obj("ace", "Fencing Ace"), obj("knight", "Tresserhorn Skyknight", owner="Bob")]
    replay = play(cards, objects, block("ace", "knight", rules), rules)
    assert damage(replay, "knight") == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wall_of_vapor_takes_no_damage_from_the_creature_it_blocks(cards, rules):
    objects = [obj("wall", "Wall of Vapor", owner="Bob"), obj("giant", "Hill Giant")]
    replay = play(cards, objects, block("giant", "wall", rules), rules)
    assert zone_of(replay, "wall") == "in_play" and damage(replay, "wall") == 0, log(replay)
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_wall_of_vapor_is_dealt_damage_by_a_spell(cards, rules):
    objects = [obj("wall", "Wall of Vapor", owner="Bob"), obj("shock", "Shock", zone="hand"), *mountains(1)]
    replay = play(cards, objects, cast("shock", "wall", ["m0"]), rules)
    assert zone_of(replay, "wall") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_armored_transport_takes_no_combat_damage_from_its_blocker(cards, rules):
    objects = [obj("transport", "Armored Transport"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, block("transport", "bears", rules), rules)
    assert zone_of(replay, "transport") == "in_play" and damage(replay, "transport") == 0, log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # the Transport's 2 is dealt to the 2/2 Bears


@pytest.mark.parametrize("rules", EDITIONS)
def test_solitary_confinement_prevents_all_damage_to_you(cards, rules):
    objects = [obj("conf", "Solitary Confinement"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), *mountains(1, "Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
                            "mana_abilities": [{"object": "m0"}]}, p("Bob"), p("Alice")]
    replay = run(cards, objects, actions, rules)
    # shroud: Bob can't target Alice at all; the Bolt stays in hand, and Alice's life is 20
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_solitary_confinement_prevents_pyroclasm_like_damage_to_you(cards, rules):
    objects = [obj("conf", "Solitary Confinement"), obj("inferno", "Inferno", owner="Bob", zone="hand"), *mountains(7, "Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "inferno",
                            "mana_abilities": [{"object": f"m{i}"} for i in range(7)]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 14}, log(replay)
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_urzas_armor_prevents_1_of_each_damage_to_you(cards, rules):
    objects = [obj("armor", "Urza's Armor"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), *mountains(1, "Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
                            "mana_abilities": [{"object": "m0"}]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 18, log(replay)
    assert {R2007: "419.7a", R2026: "615.10"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_shield_of_the_realm_prevents_2_of_a_bolt_to_the_equipped_creature(cards, rules):
    objects = [{**obj("shield", "Shield of the Realm"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", zone="hand"), *mountains(1)]
    replay = play(cards, objects, cast("bolt", "bears", ["m0"]), rules)
    assert zone_of(replay, "bears") == "in_play" and damage(replay, "bears") == 1, log(replay)


def test_a_noncombat_prevention_of_combat_damage_only_is_refused(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Ward", "types": ["Enchantment"], "mana_cost": "{W}",
           "abilities": [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", "what": "creatures_you_control",
                                                            "noncombat": True, "combat": True}}]}
    with pytest.raises(ScenarioError, match="noncombat"):
        load_scenario(in_main_phase([obj("w", "Bad Ward")], [], R2026), cards=lambda n: bad if n == "Bad Ward" else cards(n))


# --- "Protection from multicolored" / "Protection from monocolored" (rulings/engine/protection.py) ---
PROTECTION_PLAYED = ["Enemy of the Guildpact", "Soldier of the Pantheon", "Guardian of the Guildpact", "Stonecoil Serpent", "Guildscorn Ward"]
#: "enemy-colored multicolored" (two enemy colors only) and "everything" are other qualities
PROTECTION_NEAR_MISSES = ["Frenemy of the Guildpact", "Progenitus"]
PROTECTION_RULE = {R2007: "502.7", R2026: "702.16"}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "protection from multicolored"), cards=cards))


@pytest.mark.parametrize("name", PROTECTION_PLAYED)
def test_color_count_protection_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", PROTECTION_NEAR_MISSES)
def test_other_protection_qualities_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_stonecoil_serpents_keyword_line_gives_protection_from_multicolored(compiled):
    assert {"kind": "keyword", "keyword": "protection", "from": "multicolored"} in compiled["Stonecoil Serpent"].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_enemy_of_the_guildpact_cant_be_targeted_by_a_multicolored_spell(cards, rules):
    objects = [obj("enemy", "Enemy of the Guildpact", owner="Bob"), obj("helix", "Lightning Helix", zone="hand"), obj("m", "Mountain"),
               obj("pl", "Plains")]
    replay = run(cards, objects, cast("helix", "enemy", ["m", "pl"])[:1], rules)
    assert [st.refused for st in replay.steps][-1], log(replay)
    assert zone_of(replay, "helix") == "hand", log(replay)
    assert any(c.startswith(PROTECTION_RULE[rules]) for c in cited(replay)), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_enemy_of_the_guildpact_is_dealt_a_monocolored_spells_damage(cards, rules):
    objects = [obj("enemy", "Enemy of the Guildpact", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), *mountains(1)]
    replay = play(cards, objects, cast("bolt", "enemy", ["m0"]), rules)
    assert zone_of(replay, "enemy") == "graveyard", log(replay)  # red alone is no multicolored


@pytest.mark.parametrize("rules", EDITIONS)
def test_guardian_of_the_guildpact_cant_be_targeted_by_a_monocolored_spell(cards, rules):
    objects = [obj("guardian", "Guardian of the Guildpact", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), *mountains(1)]
    replay = run(cards, objects, cast("bolt", "guardian", ["m0"])[:1], rules)
    assert [st.refused for st in replay.steps][-1], log(replay)
    assert zone_of(replay, "bolt") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_guardian_of_the_guildpact_is_dealt_a_multicolored_spells_damage(cards, rules):
    objects = [obj("guardian", "Guardian of the Guildpact", owner="Bob"), obj("helix", "Lightning Helix", zone="hand"), obj("m", "Mountain"),
               obj("pl", "Plains")]
    replay = play(cards, objects, cast("helix", "guardian", ["m", "pl"]), rules)
    assert zone_of(replay, "guardian") == "graveyard", log(replay)  # 3 damage to the 2/3


@pytest.mark.parametrize("rules", EDITIONS)
def test_soldier_of_the_pantheon_cant_be_blocked_by_a_multicolored_creature(cards, rules):
    objects = [obj("soldier", "Soldier of the Pantheon"), obj("mangler", "Dreg Mangler", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["soldier"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "mangler", "attacker": "soldier"}]}]
    replay = run(cards, objects, actions, rules)
    assert [st.refused for st in replay.steps][-1], log(replay)
    assert any(c.startswith(PROTECTION_RULE[rules]) for c in cited(replay)), sorted(cited(replay))


# --- "The next time a black or red / an artifact source of your choice would deal damage to you this turn, prevent that damage" ---
CIRCLES_PLAYED = ["Circle of Protection: Artifacts", "Greater Realm of Preservation", "Rune of Protection: Artifacts"]
#: "would deal damage this turn" (to anything, not "to you"), with a cost that puts a card from the hand on the library
CIRCLES_NEAR_MISSES = ["Penance"]
CHOSEN_SOURCE = {R2007: "419.8a", R2026: "609.7a"}


@pytest.mark.parametrize("name", CIRCLES_PLAYED)
def test_circles_of_a_kind_of_source_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", CIRCLES_NEAR_MISSES)
def test_near_miss_circles_stay_text_only(compiled, name):
    assert not compiled[name].played


def circle_against(cards, circle, lands, source, rules):
    """Bob bolts Alice (or has his Goblin Cannon shoot her); she activates her Circle in response, choosing `source`."""
    objects = [obj("circle", circle), *(obj(f"pl{i}", "Plains") for i in range(lands)), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("cannon", "Goblin Cannon", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"), *mountains(3, "Bob")]
    by_cannon = source == "cannon"
    attack = ({"type": "activate_ability", "player": "Bob", "object": "cannon", "ability": 0, "targets": ["Alice"],
               "mana_abilities": [{"object": "m0"}, {"object": "m1"}]} if by_cannon else
              {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m2"}]})
    actions = [p("Alice"), attack, p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "circle", "ability": 0,
                "mana_abilities": [{"object": f"pl{i}"} for i in range(lands)]}, p("Alice"),
               p("Bob", choices={"circle": {"source": source}}), p("Alice"), p("Bob")]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_greater_realm_of_preservation_prevents_a_red_sources_damage(cards, rules):
    replay = circle_against(cards, "Greater Realm of Preservation", 2, "bolt", rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)
    assert CHOSEN_SOURCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_greater_realm_of_preservation_cant_choose_a_green_source(cards, rules):
    replay = circle_against(cards, "Greater Realm of Preservation", 2, "bears", rules)
    assert "Refused: Grizzly Bears is not a black or red source" in log(replay), log(replay)
    assert CHOSEN_SOURCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_circle_of_protection_artifacts_prevents_an_artifacts_damage(cards, rules):
    replay = circle_against(cards, "Circle of Protection: Artifacts", 2, "cannon", rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_circle_of_protection_artifacts_cant_choose_a_red_spell(cards, rules):
    replay = circle_against(cards, "Circle of Protection: Artifacts", 2, "bolt", rules)
    assert "Refused: Lightning Bolt is not an artifact source" in log(replay), log(replay)


def test_a_shield_of_either_color_naming_one_color_is_refused(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Circle", "types": ["Enchantment"], "mana_cost": "{W}",
           "abilities": [{"kind": "activated", "cost": {"mana": "{W}"},
                          "effect": [{"do": "prevent_damage_from_source", "to": "you", "either_color": ["red"]}]}]}
    with pytest.raises(ScenarioError, match="either_color"):
        load_scenario(in_main_phase([obj("c", "Bad Circle")], [], R2026), cards=lambda n: bad if n == "Bad Circle" else cards(n))


# --- "Target creature gets +2/+0 until end of turn. Regenerate it." ---
REGENERATE_PLAYED = ["Necrobite", "Butcher's Glee", "Boon of Erebos"]
#: "Then if that creature's toughness is 1 or greater, regenerate it" (a condition); Experiment One's "Regenerate it"
#: with no target before it is the creature itself, read with its counter cost by removed_counter_costs.py
#: (test_removed_counter_costs.py), not by this template
REGENERATE_NEAR_MISSES = ["Gore Vassal"]
REGENERATION = {R2007: "419.6b", R2026: "701.19a"}


@pytest.mark.parametrize("name", REGENERATE_PLAYED)
def test_regenerate_it_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", REGENERATE_NEAR_MISSES)
def test_near_miss_regenerate_it_stays_text_only(compiled, name):
    assert not compiled[name].played


def test_boon_of_erebos_regenerates_the_creature_it_pumped(compiled):
    assert compiled["Boon of Erebos"].definition["effect"] == [
        {"do": "pump", "power": 2, "toughness": 0, "to": "target:0", "until": "end_of_turn"}, {"do": "regenerate", "what": "target:0"},
        {"do": "lose_life", "amount": 2, "player": "you"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_boon_of_erebos_shields_the_creature_from_a_later_bolt(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("boon", "Boon of Erebos", zone="hand"), obj("s", "Swamp"),
               obj("bolt", "Lightning Bolt", zone="hand"), *mountains(1)]
    actions = [*cast("boon", "bears", ["s"]), *cast("bolt", "bears", ["m0"])]
    replay = play(cards, objects, actions, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["tapped"] and not bears["damage"], log(replay)
    assert life(replay)["Alice"] == 18, log(replay)
    assert REGENERATION[rules] in cited(replay), sorted(cited(replay))


# --- "Prevent all damage a source of your choice would deal this turn." ---
CHOSEN_ALL_PLAYED = ["Pay No Heed", "Prahv, Spires of Order"]
#: "a red source of your choice" (its color rechecked), "combat damage a creature of your choice": other words
CHOSEN_ALL_NEAR_MISSES = ["Burrenton Forge-Tender", "Ajani's Aid"]


@pytest.mark.parametrize("name", CHOSEN_ALL_PLAYED)
def test_chosen_source_prevention_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", CHOSEN_ALL_NEAR_MISSES)
def test_near_miss_chosen_source_preventions_stay_text_only(compiled, name):
    assert not compiled[name].played


def pay_no_heed_against_pyroclasm(cards, rules, source="clasm"):
    """Alice casts Pyroclasm; Bob answers with Pay No Heed, choosing `source`."""
    objects = [obj("heed", "Pay No Heed", owner="Bob", zone="hand"), obj("pl", "Plains", owner="Bob"), obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), obj("clasm", "Pyroclasm", zone="hand"), *mountains(2)]
    actions = [*cast("clasm", None, ["m0", "m1"])[:2],
               {"type": "play_spell", "player": "Bob", "object": "heed", "mana_abilities": [{"object": "pl"}]}, p("Bob"),
               p("Alice", choices={"heed": {"source": source}}), p("Alice"), p("Bob")]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pay_no_heed_prevents_all_the_chosen_spells_damage_to_everything(cards, rules):
    replay = pay_no_heed_against_pyroclasm(cards, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "bob_bears") == "in_play", log(replay)
    assert {CHOSEN_SOURCE[rules], PREVENTION[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pay_no_heed_choosing_another_source_leaves_the_pyroclasm_alone(cards, rules):
    replay = pay_no_heed_against_pyroclasm(cards, rules, source="bears")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "bob_bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pay_no_heed_cant_choose_a_card_in_a_hand(cards, rules):
    objects = [obj("heed", "Pay No Heed", zone="hand"), obj("pl", "Plains"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "heed", "mana_abilities": [{"object": "pl"}]}, p("Alice"),
               p("Bob", choices={"heed": {"source": "bolt"}})]
    replay = run(cards, objects, actions, rules)
    assert "Refused: Lightning Bolt is neither a permanent nor a spell on the stack" in log(replay), log(replay)
    assert CHOSEN_SOURCE[rules] in cited(replay), sorted(cited(replay))


# --- "Prevent all combat damage that would be dealt this turn by target attacking creature with flying." ---
def test_songstitcher_and_rith_s_charm_are_fully_played(compiled):
    assert compiled["Songstitcher"].played, compiled["Songstitcher"].why_not
    assert compiled["Rith's Charm"].played, compiled["Rith's Charm"].why_not  # its third mode: a source of your choice


def test_redeem_s_up_to_two_targets_stay_text_only(compiled):
    assert not compiled["Redeem"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_songstitcher_prevents_an_attacking_flyers_combat_damage(cards, rules):
    objects = [obj("fisher", "Aven Fisher"), obj("stitcher", "Songstitcher", owner="Bob"), obj("pl0", "Plains", owner="Bob"),
               obj("pl1", "Plains", owner="Bob")]
    ability = [i for i, ab in enumerate(cards("Songstitcher")["abilities"]) if ab.get("kind") == "activated"][0]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["fisher"]}, p("Alice"),
               {"type": "activate_ability", "player": "Bob", "object": "stitcher", "ability": ability, "targets": ["fisher"],
                "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]}, p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *([p("Alice"), p("Bob")] if rules == R2007 else [])]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 20, log(replay)
    assert "All 2 combat damage from Aven Fisher to Bob is prevented (Songstitcher)." in log(replay), log(replay)
    assert PREVENTION[rules] in cited(replay), sorted(cited(replay))
