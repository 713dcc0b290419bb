"""An Aura's own wordings about what it enchants (rulings/oracle/aura_wordings.py), played from real
cards' Oracle text (aura_wordings_cards.json: records copied from the pool): "Enchanted creature
attacks each combat if able" (Bloodshed Fever, Lust for War), "... gets +4/+1 and blocks each combat if
able" (Spirespine), "can't be blocked except by Walls" (Invisibility), "... except by artifact creatures
and/or white creatures" (Seeker), "... except by creatures with flying" (Treetop Bracers), "by creatures
with flying" (Dust Corona), "Whenever enchanted land becomes tapped, its controller loses 2 life"
(Corrupted Roots, Contaminated Ground), "this Aura deals 2 damage to that land's controller" (Psychic
Venom), and "loses all abilities and is a blue Frog creature with base power and toughness 1/1" (Frogify,
Kenrith's Transformation, Eaten by Piranhas, Reprobation, Fowl Play), "Creatures enchanted player controls
attack each combat if able" (Curse of the Nightly Hunt), and an Aura's "{1}{R}: Enchanted creature attacks this
turn if able" (Nettling Curse), "{R}: Enchanted creature can't block this turn" (Manacles of Decay), "Enchanted creature [gets -6/-0 and] loses
flying" (Grounded, Tightening Coils), "Enchanted land is a 2/6 white Wall creature with defender. It's still a land."
and "When enchanted land dies, return that card to its owner's hand" (the Zendikons, Living Terrain), "Enchanted
artifact is a creature with base power and toughness 5/5 in addition to its other types" (Ensoul Artifact, Tezzeret's
Touch, Zoetic Glyph, Mightstone's Animation), "Enchanted permanent can't attack or block, and its activated abilities
can't be activated unless they're mana abilities" (Faith's Fetters, Realmbreaker's Grasp), "Enchanted creature can
attack as though it had haste" (Instill Energy), "Enchanted Wall can attack as though it didn't have defender" (Animate
Wall), "... its activated abilities with {T} in their costs can't be activated" (Serra Bestiary). Near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, objects_in, obj, p, zone_of

CARDS = Path(__file__).parent / "aura_wordings_cards.json"
POOL_TOO = True  # Grizzly Bears, Serra Angel, Wall of Wood, Savannah Lions, Ornithopter and the basic lands
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Bloodshed Fever", "Lust for War", "Spirespine", "Invisibility", "Seeker", "Treetop Bracers", "Dust Corona",
          "Corrupted Roots", "Contaminated Ground", "Psychic Venom", "Frogify", "Kenrith's Transformation",
          "Eaten by Piranhas", "Reprobation", "Fowl Play", "Curse of the Nightly Hunt", "Nettling Curse", "Manacles of Decay",
          "Grounded", "Tightening Coils", "Living Terrain", "Tezzeret's Touch", "Mightstone's Animation", "Guardian Zendikon",
          "Vastwood Zendikon", "Ensoul Artifact", "Zoetic Glyph", "Wind Zendikon", "Corrupted Zendikon", "Crusher Zendikon",
          "Nissa's Zendikon", "Faith's Fetters", "Realmbreaker's Grasp", "Instill Energy", "Animate Wall", "Serra Bestiary"]
#: ("is a blue Fish" / "a colorless Noggle", its creature types alone replaced, are read since: test_animate_types.py),
#: "a Toy artifact creature ... in addition to its other types", a name, a granted ability, a bestow creature's transformation;
#: "with power 3 or greater", "with flavor text"; "mills three cards"; "and can't attack you";
#: "If enchanted land would be destroyed, instead ..."; "can only attack alone" (Field of Reality's "by Spirits" is read
#: since: test_attached_more.py)
NEAR_MISSES = ["Unable to Scream", "Witness Protection", "Honest Work", "Trickster's Elk",
               "Kithkin Armor", "Plot Armor", "Chronic Flooding", "Fealty to the Realm", "Crackling Emergence",
               "Errantry"]


def aura(oid, card, on, owner="Alice"):
    return {**obj(oid, card, owner=owner), "attached_to": on}


def combat(cards, objects, actions, rules):
    """Alice's turn at the beginning of combat."""
    doc = {"format": 1, "rules": rules, "name": "aura wordings", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def main(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura wordings"), cards=cards))


def attack_and_block(attackers, blocks):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": attackers},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]}]


def rules_of(step) -> set:
    return {c.rule for e in step.events for c in e.citations}


@pytest.mark.parametrize("name", PLAYED)
def test_aura_wording_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_aura_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


# --- "Enchanted creature can't be blocked except by ..." ---

BLOCKING = {R2007: "309.2a", R2026: "509.1b"}  # what may block is restricted by effects


@pytest.mark.parametrize("rules", EDITIONS)
def test_invisibility_refuses_a_block_by_a_creature_that_isnt_a_wall(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("inv", "Invisibility", "bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = combat(cards, objects, attack_and_block(["bears"], [("bob_bears", "bears")]), rules)
    assert replay.steps[-1].refused, log(replay)
    assert "can't be blocked except by Walls" in log(replay)
    assert BLOCKING[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_invisibility_lets_a_wall_block(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("inv", "Invisibility", "bears"), obj("wall", "Wall of Wood", owner="Bob")]
    replay = combat(cards, objects, attack_and_block(["bears"], [("wall", "bears")]), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["wall"]["blocking"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("blocker, allowed", [("Savannah Lions", True), ("Ornithopter", True), ("Grizzly Bears", False)])
def test_seeker_allows_only_artifact_or_white_blockers(cards, rules, blocker, allowed):
    objects = [obj("bears", "Grizzly Bears"), aura("seeker", "Seeker", "bears"), obj("blocker", blocker, owner="Bob")]
    replay = combat(cards, objects, attack_and_block(["bears"], [("blocker", "bears")]), rules)
    assert replay.steps[-1].refused is not allowed, log(replay)
    if not allowed:
        assert BLOCKING[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_treetop_bracers_pumps_and_lets_only_a_flyer_block(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("bracers", "Treetop Bracers", "bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("angel", "Serra Angel", owner="Bob")]
    refused = combat(cards, objects, attack_and_block(["bears"], [("bob_bears", "bears")]), rules)
    assert refused.steps[-1].refused, log(refused)
    replay = combat(cards, objects, attack_and_block(["bears"], [("angel", "bears")]), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dust_corona_refuses_a_flying_blocker(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("corona", "Dust Corona", "bears"), obj("angel", "Serra Angel", owner="Bob")]
    replay = combat(cards, objects, attack_and_block(["bears"], [("angel", "bears")]), rules)
    assert replay.steps[-1].refused, log(replay)
    assert BLOCKING[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


# --- "Enchanted creature attacks / blocks each combat if able" ---

ATTACK_REQUIREMENT = {R2007: "500.4", R2026: "508.1d"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_bloodshed_fever_refuses_a_declaration_without_the_enchanted_creature(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("fever", "Bloodshed Fever", "bears", owner="Bob"), obj("lions", "Savannah Lions")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["lions"]}]
    replay = combat(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)
    assert ATTACK_REQUIREMENT[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_bloodshed_fever_accepts_the_enchanted_creature_attacking(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("fever", "Bloodshed Fever", "bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = combat(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["bears"]["attacking"], log(replay)


def test_spirespine_bestowed_makes_the_enchanted_creature_block(cards):
    objects = [obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears", owner="Bob"), aura("spine", "Spirespine", "bears", owner="Bob")]
    replay = combat(cards, objects, attack_and_block(["lions"], []), R2026)
    assert replay.steps[-1].refused, log(replay)  # Bob's Bears could block the Lions, so they must
    assert "509.1c" in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (6, 3), log(replay)


# --- "Whenever enchanted land becomes tapped, its controller loses 2 life" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_corrupted_roots_makes_the_lands_controller_lose_life_when_it_is_tapped(cards, rules):
    objects = [obj("forest", "Forest"), aura("roots", "Corrupted Roots", "forest", owner="Bob"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("forest2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "forest"}, {"object": "forest2"}]}, p("Alice"), p("Bob")]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)  # Alice controls the Forest, not Bob who controls the Aura
    # its controller read from the land as the ability resolves (and, in 2026, a "becomes tapped" trigger)
    assert {R2007: {"413.2f"}, R2026: {"603.2e", "608.2h"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_psychic_venom_deals_damage_to_the_lands_controller(cards, rules):
    objects = [obj("forest", "Forest"), aura("venom", "Psychic Venom", "forest", owner="Bob"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("forest2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "forest"}, {"object": "forest2"}]}, p("Alice"), p("Bob")]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert "Psychic Venom deals 2 damage" in log(replay)


# --- "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1" ---

def frog(replay, oid):
    o = objects_in(replay.final_state)[oid]
    return o["types"], o["subtypes"], o["colors"], (o["power"], o["toughness"]), o["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_frogify_makes_a_1_1_blue_frog_without_abilities(cards, rules):
    objects = [obj("angel", "Serra Angel", owner="Bob"), obj("frogify", "Frogify", zone="hand"), *(obj(f"i{n}", "Island") for n in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "frogify", "targets": ["angel"],
                "mana_abilities": [{"object": f"i{n}"} for n in range(2)]}, p("Alice"), p("Bob")]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert frog(replay, "angel") == (["Creature"], ["Frog"], ["blue"], (1, 1), []), log(replay)
    # the Aura spell's target, and the type-changing and ability-removing layers
    assert {R2007: {"212.4e", "418.5a"}, R2026: {"303.4a", "613.1d", "613.1f"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_kenriths_transformation_makes_an_artifact_creature_just_a_green_elk_creature(cards, rules):
    objects = [obj("thopter", "Ornithopter", owner="Bob"), aura("kt", "Kenrith's Transformation", "thopter")]
    replay = main(cards, objects, [], rules)
    assert frog(replay, "thopter") == (["Creature"], ["Elk"], ["green"], (3, 3), []), log(replay)  # no longer an artifact


@pytest.mark.parametrize("rules", EDITIONS)
def test_reprobation_keeps_the_creatures_color(cards, rules):
    objects = [obj("angel", "Serra Angel", owner="Bob"), aura("rep", "Reprobation", "angel")]
    replay = main(cards, objects, [], rules)
    assert frog(replay, "angel") == (["Creature"], ["Coward"], ["white"], (0, 1), []), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_frogified_angel_cant_block_a_flyer(cards, rules):
    objects = [obj("angel", "Serra Angel"), obj("bob_angel", "Serra Angel", owner="Bob"), aura("frogify", "Frogify", "bob_angel")]
    replay = combat(cards, objects, attack_and_block(["angel"], [("bob_angel", "angel")]), rules)
    assert replay.steps[-1].refused, log(replay)  # it lost flying (and reach it never had)


@pytest.mark.parametrize("rules", EDITIONS)
def test_curse_of_the_nightly_hunt_makes_the_cursed_players_creatures_attack(cards, rules):
    objects = [obj("curse", "Curse of the Nightly Hunt", owner="Bob", attached_to="Alice"), obj("bears", "Grizzly Bears"),
               obj("lions", "Savannah Lions")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = combat(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)  # the Lions must attack too
    assert ATTACK_REQUIREMENT[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))
    both = combat(cards, objects, actions[:1] + [{**actions[1], "attackers": ["bears", "lions"]}], rules)
    assert not any(st.refused for st in both.steps), log(both)


def activation(cards, name, words) -> int:
    """The index of the card's activated ability whose text says `words`."""
    abilities = cards(name)["abilities"]
    return next(i for i, ab in enumerate(abilities) if ab.get("kind") == "activated" and words in ab.get("text", ""))


@pytest.mark.parametrize("rules", EDITIONS)
def test_nettling_curse_makes_the_enchanted_creature_attack_this_turn(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("curse", "Nettling Curse", "bears", owner="Bob"),
               obj("m1", "Mountain", owner="Bob"), obj("m2", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "curse",
                            "ability": activation(cards, "Nettling Curse", "attacks this turn"),
                            "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}, p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": []}]
    replay = combat(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)  # the Bears must attack this turn
    assert ATTACK_REQUIREMENT[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_manacles_of_decay_stops_the_enchanted_creature_blocking_this_turn(cards, rules):
    objects = [obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears", owner="Bob"), aura("manacles", "Manacles of Decay", "bears"),
               obj("m1", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "manacles",
                "ability": activation(cards, "Manacles of Decay", "can't block"), "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob"), *attack_and_block(["lions"], [("bears", "lions")])]
    replay = combat(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)
    assert BLOCKING[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


# --- "Enchanted creature loses flying" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_grounded_angel_cant_block_a_flyer(cards, rules):
    objects = [obj("angel", "Serra Angel"), obj("bob_angel", "Serra Angel", owner="Bob"), aura("grounded", "Grounded", "bob_angel")]
    replay = combat(cards, objects, attack_and_block(["angel"], [("bob_angel", "angel")]), rules)
    assert replay.steps[-1].refused, log(replay)
    assert {R2007: "502.4b", R2026: "702.9b"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tightening_coils_removes_flying_only_and_shrinks_the_creature(cards, rules):
    objects = [obj("angel", "Serra Angel", owner="Bob"), aura("coils", "Tightening Coils", "angel")]
    angel = objects_in(main(cards, objects, [], rules).final_state)["angel"]
    assert (angel["power"], angel["toughness"]) == (-2, 4)
    assert "flying" not in angel["keywords"] and "vigilance" in angel["keywords"], angel


def test_loses_is_refused_on_a_static_ability_that_doesnt_affect_the_enchanted_creature(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Charm", "types": ["Enchantment"], "mana_cost": "{U}",
           "abilities": [{"kind": "static", "affects": "creatures", "loses": ["flying"]}]}
    with pytest.raises(ScenarioError, match="loses"):
        load_scenario(in_main_phase([obj("charm", "Bad Charm")], [], R2026), cards=lambda n: bad if n == "Bad Charm" else cards(n))


# --- "Enchanted land is a 2/6 white Wall creature with defender. It's still a land." ---

def shape(replay, oid):
    o = objects_in(replay.final_state)[oid]
    return o["types"], o["subtypes"], o["colors"], (o["power"], o["toughness"])


@pytest.mark.parametrize("rules", EDITIONS)
def test_guardian_zendikon_makes_the_land_a_white_wall_creature_that_is_still_a_forest(cards, rules):
    objects = [obj("forest", "Forest"), aura("zk", "Guardian Zendikon", "forest")]
    replay = main(cards, objects, [], rules)
    assert shape(replay, "forest") == (["Land", "Creature"], ["Forest", "Wall"], ["white"], (2, 6)), log(replay)
    assert "defender" in objects_in(replay.final_state)["forest"]["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_nissas_zendikon_leaves_the_lands_colors_alone(cards, rules):
    objects = [obj("forest", "Forest"), aura("zk", "Nissa's Zendikon", "forest")]
    replay = main(cards, objects, [], rules)
    assert shape(replay, "forest") == (["Land", "Creature"], ["Forest", "Elemental"], [], (4, 4)), log(replay)
    assert {"reach", "haste"} <= set(objects_in(replay.final_state)["forest"]["keywords"])


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_destroyed_zendikon_land_returns_to_its_owners_hand(cards, rules):
    objects = [obj("forest", "Forest", owner="Bob"), aura("zk", "Crusher Zendikon", "forest", owner="Bob"),
               obj("murder", "Murder", zone="hand"), *(obj(f"s{n}", "Swamp") for n in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["forest"],
                "mana_abilities": [{"object": f"s{n}"} for n in range(3)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "forest") == "hand" and zone_of(replay, "zk") == "graveyard", log(replay)
    # a leaves-the-battlefield ability looks back in time
    assert {R2007: "410.10c", R2026: "603.10a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ensoul_artifact_makes_a_noncreature_artifact_a_5_5_artifact_creature(cards, rules):
    objects = [obj("stone", "Cumber Stone"), aura("ensoul", "Ensoul Artifact", "stone")]
    replay = main(cards, objects, [], rules)
    assert shape(replay, "stone") == (["Artifact", "Creature"], [], ["blue"], (5, 5)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_zoetic_glyph_sets_an_artifact_creatures_base_power_and_toughness_and_adds_golem(cards, rules):
    objects = [obj("thopter", "Ornithopter"), aura("glyph", "Zoetic Glyph", "thopter")]
    replay = main(cards, objects, [], rules)
    assert shape(replay, "thopter") == (["Artifact", "Creature"], ["Thopter", "Golem"], [], (5, 4)), log(replay)
    assert "flying" in objects_in(replay.final_state)["thopter"]["keywords"]  # it keeps its abilities


def test_adds_types_is_refused_on_a_static_ability_that_doesnt_affect_the_enchanted_permanent(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Charm", "types": ["Enchantment"], "mana_cost": "{U}",
           "abilities": [{"kind": "static", "affects": "self", "adds_types": ["Creature"]}]}
    with pytest.raises(ScenarioError, match="adds_types"):
        load_scenario(in_main_phase([obj("charm", "Bad Charm")], [], R2026), cards=lambda n: bad if n == "Bad Charm" else cards(n))


# --- Faith's Fetters: "... its activated abilities can't be activated unless they're mana abilities" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_faiths_fetters_refuses_a_nonmana_activated_ability(cards, rules):
    objects = [obj("perfect", "Imperious Perfect"), aura("fetters", "Faith's Fetters", "perfect", owner="Bob"), obj("forest", "Forest")]
    ability = next(i for i, ab in enumerate(cards("Imperious Perfect")["abilities"]) if ab.get("kind") == "activated")
    actions = [{"type": "activate_ability", "player": "Alice", "object": "perfect", "ability": ability,
                "mana_abilities": [{"object": "forest"}]}]
    replay = main(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)
    assert {R2007: "409.4", R2026: "602.5"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_faiths_fetters_lets_a_mana_ability_be_activated(cards, rules):
    objects = [obj("elves", "Llanowar Elves"), aura("fetters", "Faith's Fetters", "elves", owner="Bob"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("forest", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "elves"}, {"object": "forest"}]}]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["elves"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_faiths_fetters_stops_the_creature_attacking(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("fetters", "Faith's Fetters", "bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = combat(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)


# --- "Enchanted creature can attack as though it had haste" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_instill_energy_lets_a_creature_attack_the_turn_it_came_under_your_control(cards, rules):
    objects = [obj("bears", "Grizzly Bears", arrived_this_turn=True), aura("ie", "Instill Energy", "bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = combat(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["bears"]["attacking"], log(replay)
    assert {R2007: "502.5b", R2026: "702.10b"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_instill_energy_doesnt_let_the_creature_tap_for_mana_that_turn(cards, rules):
    objects = [obj("elves", "Llanowar Elves", arrived_this_turn=True), aura("ie", "Instill Energy", "elves"),
               obj("bears", "Grizzly Bears", zone="hand"), obj("forest", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "elves"}, {"object": "forest"}]}]
    replay = main(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)  # it has no haste (2007 212.3d; 2026 302.6)
    assert {R2007: "212.3d", R2026: "302.6"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))



@pytest.mark.parametrize("rules", EDITIONS)
def test_animate_wall_lets_a_wall_attack(cards, rules):
    objects = [obj("wall", "Wall of Wood"), aura("aw", "Animate Wall", "wall")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["wall"]}]
    replay = combat(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["wall"]["attacking"], log(replay)
    assert {R2007: "502.41b", R2026: "702.3b"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_serra_bestiary_refuses_a_tap_ability_mana_abilities_included(cards, rules):
    objects = [obj("elves", "Llanowar Elves"), aura("sb", "Serra Bestiary", "elves", owner="Bob"),
               obj("bears", "Grizzly Bears", zone="hand"), obj("forest", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "elves"}, {"object": "forest"}]}]
    replay = main(cards, objects, actions, rules)
    assert replay.steps[-1].refused, log(replay)
    assert {R2007: "409.4", R2026: "602.5"}[rules] in rules_of(replay.steps[-1]), sorted(rules_of(replay.steps[-1]))


@pytest.mark.parametrize("rules", EDITIONS)
def test_serra_bestiary_allows_an_ability_without_tap(cards, rules):
    objects = [obj("dragon", "Shivan Dragon"), aura("sb", "Serra Bestiary", "dragon", owner="Bob"), obj("m", "Mountain")]
    ability = next(i for i, ab in enumerate(cards("Shivan Dragon")["abilities"]) if ab.get("kind") == "activated")
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dragon", "ability": ability, "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = main(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["dragon"]["power"] == 6, log(replay)  # 5/5 and +1/+0
