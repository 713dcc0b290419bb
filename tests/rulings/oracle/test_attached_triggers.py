"""Triggered abilities of Auras and Equipment about the creature they're attached to
(rulings/oracle/attached_triggers.py), played from real cards' Oracle text (attached_triggers_cards.json:
records copied from the pool): "When enchanted creature dies, its controller draws a card / that
creature's controller loses life equal to its toughness / this Aura deals damage to that creature's
controller", "When enchanted creature leaves the battlefield, ...", "Whenever enchanted creature attacks
or blocks, ...", and the Swords' "Whenever equipped creature deals combat damage to a player, [this] and
you [that]". "Its controller" and its toughness are the creature's as it last existed on the
battlefield (2007 410.10d, 413.2f; 2026 603.10a, 608.2h); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "attached_triggers_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Lightning Bolt, Shock, Holy Strength and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Fate Foretold", "Banewasp Affliction", "Creature Bond", "Impending Doom", "Death Watch", "Bequeathal",
          "Valor of the Worthy", "Funeral March", "Luminous Wake", "Primal Cocoon", "Sword of Fire and Ice",
          "Sword of Feast and Famine", "Sword of Light and Shadow", "Contaminated Bond", "Sinister Possession", "Insolence",
          "Ragged Veins", "Binding Agony", "Sleep Magic", "Cryoshatter", "Betrayal", "Murder Investigation",
          "Fruit of the First Tree", "Dying Wish", "Sword of Body and Mind", "Sword of War and Peace",
          "Avacyn's Collar", "Slayer's Plate", "Ordeal of Heliod", "Ordeal of Nylea", "Ordeal of Purphoros", "Ordeal of Erebos",
          "Ordeal of Thassa", "Pollenbright Wings", "Scepter of Celebration", "Thassa's Emissary", "Heliod's Emissary",
          "Spiteful Returned", "Acquisition Octopus", "Chainflail Centipede", "Fungal Fortitude", "Paralyze", "Seismic Tutelage",
          "Greatsword of Tyr", "Ferocity", "Lingering Death", "Slow Motion", "Backfire"]
#: "unless that player pays", "it deals that much damage" (the creature
#: as the source), a -0/-2 counter, an equipped creature's "it deals", "with a +1/+1 counter on it" (it enters with it),
#: "may discard a card at random",
#: "If they don't, ... and you tap", "one of them", "return this card", "search their library", "at the beginning of
#: the next cleanup step": none read here (Robe of the Archmagi, whose "Equip Shaman, Warlock, or Wizard" is now
#: read, is played: test_equipment_wordings.py)
#: (Parasitic Impetus, whose "is goaded" kept it text only, is played: test_attached_more.py)
NEAR_MISSES = ["Seizures", "Spiteful Shadows", "Spirit Shackle", "Simian Sling",
               "Unholy Indenture", "Apathy", "Mind Whip", "Casting of Bones", "Endless Evil", "Pattern of Rebirth", "Cunning",
               "Angelic Destiny"]
LOOK_BACK = {R2007: "410.10d", R2026: "603.10a"}
LAST_KNOWN = {R2007: "413.2f", R2026: "608.2h"}


def play(cards, objects, actions, rules):
    """The actions, then the passes that resolve the trigger they cause."""
    actions = actions + [p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "attached triggers"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def combat(cards, objects, attackers, rules, blocks=(), trigger_targets=None, on_attack=False, on_block=False, on_attack_twice=False,
           main=(), attack_targets=None, choices=None):
    """Alice attacks from the beginning of combat, Bob blocks as said; combat damage is assigned as the
    rules default it, then every trigger resolves (`trigger_targets` chosen as the damage is dealt: under
    the 2007 rules as the combat damage on the stack resolves, 310.1). `on_attack` / `on_block`: a trigger
    of the declaration is resolved first. `main`: actions of Alice's precombat main phase first."""
    resolve = [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]
    actions = [*main, {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers,
                **({"trigger_targets": attack_targets} if attack_targets else {})}, *(resolve if on_attack else ()),
               *(resolve if on_attack_twice else ()),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]},
               *(resolve if on_block else ()),
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}]
    damage = len(actions) - 1
    actions += [p("Alice"), p("Bob")] * (3 if rules == R2007 else 2)  # 2007: combat damage uses the stack (310.1)
    if trigger_targets:
        actions[damage + 2 if rules == R2007 else damage]["trigger_targets"] = trigger_targets
    doc = {"format": 1, "rules": rules, "name": "attached combat triggers", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", **({"phase": "precombat_main"} if main else
                                                                {"phase": "combat", "step": "beginning_of_combat"})},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



def hand_size(replay, player):
    return len(replay.final_state["zones"][player]["hand"])


def aura(oid, card, on, owner="Alice"):
    return {**obj(oid, card, owner=owner), "attached_to": on}


def bolt(target, source="bolt", land="m"):
    return [{"type": "play_spell", "player": "Alice", "object": source, "targets": [target], "mana_abilities": [{"object": land}]},
            p("Alice"), p("Bob")]


BOLT = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "When enchanted creature dies, its controller draws a card for each card in their hand.",
    "When enchanted creature dies, that creature's controller loses life equal to its mana value.",
    "When enchanted creature dies, it deals damage equal to its power to its controller.",
    "When enchanted creature leaves the battlefield, this Aura deals damage equal to its toughness to its controller.",
    "Whenever enchanted creature attacks or blocks, put a +1/+1 counter on it.",
    "When enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is its mana value.",
    "When enchanted creature dies, create a 1/1 white Soldier creature token, then put X +1/+1 counters on it, where X is its power.",
    "When enchanted creature dies, return it to the battlefield and you gain X life, where X is its power.",
    "When enchanted creature is dealt damage, it deals that much damage to any target.",
    "When enchanted creature becomes tapped, exile it.",
    "Whenever enchanted creature attacks, its controller loses that much life.",
    "Whenever enchanted creature becomes tapped, its controller may draw a card.",
    "Whenever enchanted creature is dealt damage, it deals that much damage to its controller.",
    "Whenever enchanted creature attacks, its controller loses 2 life and target player gains 2 life.",
    "Whenever enchanted creature attacks or blocks, tap target creature.",
    # "you draw a card and that player discards a card" is read now (discard_wordings.py; test_discard_wordings.py)
    "Whenever equipped creature deals combat damage to a player, you gain 1 life and you draw a card and you scry 1."])
def test_near_miss_wordings_stay_text_only(text):
    kind = "Equipment" if "equipped" in text else "Aura"
    record = {"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact" if kind == "Equipment" else "Enchantment"],
              "subtypes": [kind], "text": ("Enchant creature\n" if kind == "Aura" else "") + text + ("\nEquip {2}" if kind == "Equipment" else "")}
    assert not compile_card(record).played


# --- "When enchanted creature dies" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_banewasp_affliction_makes_the_creatures_controller_lose_its_last_toughness(cards, rules):
    """Holy Strength made Bob's Grizzly Bears 3/4: Bob loses 4 life, the toughness it had as it died."""
    objects = [*BOLT, obj("shock", "Shock", zone="hand"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears", owner="Bob"),
               aura("wasp", "Banewasp Affliction", "bears"), aura("holy", "Holy Strength", "bears", owner="Bob")]
    actions = bolt("bears") + bolt("bears", source="shock", land="m2")
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)
    assert {LOOK_BACK[rules], LAST_KNOWN[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_banewasp_affliction_on_your_own_creature_makes_you_lose_the_life(cards, rules):
    objects = [*BOLT, obj("giant", "Hill Giant"), aura("wasp", "Banewasp Affliction", "giant", owner="Bob")]
    replay = play(cards, objects, bolt("giant"), rules)
    assert life(replay) == {"Alice": 17, "Bob": 20}, log(replay)  # Alice controlled the Giant (3/3); Bob's Aura


@pytest.mark.parametrize("rules", EDITIONS)
def test_fate_foretold_has_the_creatures_controller_draw(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears", owner="Bob"), aura("fate", "Fate Foretold", "bears"),
               *(obj(f"lib{i}", "Forest", owner=o, zone="library") for i, o in enumerate(("Alice", "Bob", "Bob")))]
    replay = play(cards, objects, bolt("bears"), rules)
    assert (hand_size(replay, "Alice"), hand_size(replay, "Bob")) == (0, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_creature_bond_deals_the_last_toughness_to_the_creatures_controller(cards, rules):
    objects = [*BOLT, obj("giant", "Hill Giant", owner="Bob"), aura("bond", "Creature Bond", "giant")]
    replay = play(cards, objects, bolt("giant"), rules)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    assert zone_of(replay, "bond") == "graveyard", log(replay)  # the Aura from its graveyard, as it last existed


@pytest.mark.parametrize("rules", EDITIONS)
def test_impending_doom_deals_three_to_the_creatures_controller(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears", owner="Bob"), aura("doom", "Impending Doom", "bears", owner="Bob")]
    objects += [obj("shock", "Shock", zone="hand"), obj("m2", "Mountain")]
    replay = play(cards, objects, bolt("bears") + bolt("bears", source="shock", land="m2"), rules)  # 5/5 now: 5 damage
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_death_watch_reads_the_power_and_toughness_it_died_with(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears", owner="Bob"), aura("watch", "Death Watch", "bears"),
               aura("holy", "Holy Strength", "bears", owner="Bob"), obj("shock", "Shock", zone="hand"), obj("m2", "Mountain")]
    replay = play(cards, objects, bolt("bears") + bolt("bears", source="shock", land="m2"), rules)
    assert life(replay) == {"Alice": 24, "Bob": 17}, log(replay)  # 3/4 as it died: Bob loses 3, Alice gains 4


@pytest.mark.parametrize("rules", EDITIONS)
def test_bequeathal_has_the_auras_controller_draw_two(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears", owner="Bob"), aura("beq", "Bequeathal", "bears"),
               *(obj(f"lib{i}", "Forest", zone="library") for i in range(3)), obj("blib", "Forest", owner="Bob", zone="library")]
    replay = play(cards, objects, bolt("bears"), rules)
    assert (hand_size(replay, "Alice"), hand_size(replay, "Bob")) == (2, 0), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_aura_moved_away_before_the_creature_dies_doesnt_trigger(cards, rules):
    """Disenchant the Aura first: the creature then dies without it, and nothing happens."""
    objects = [*BOLT, obj("giant", "Hill Giant", owner="Bob"), aura("wasp", "Banewasp Affliction", "giant"),
               obj("dis", "Disenchant", zone="hand"), obj("pl", "Plains"), obj("pl2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dis", "targets": ["wasp"],
                "mana_abilities": [{"object": "pl"}, {"object": "pl2"}]}, p("Alice"), p("Bob")] + bolt("giant")
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


# --- "When enchanted creature leaves the battlefield" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_valor_of_the_worthy_makes_a_spirit_when_its_creature_is_bounced(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("valor", "Valor of the Worthy", "bears"), obj("boom", "Boomerang", zone="hand"),
               obj("i1", "Island"), obj("i2", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "boom", "targets": ["bears"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "hand", log(replay)
    spirits = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Spirit"]
    assert len(spirits) == 1, log(replay)
    assert {R2007: "410.10c", R2026: "603.6c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_funeral_march_has_the_creatures_controller_sacrifice_a_creature(cards, rules):
    objects = [*BOLT, obj("giant", "Hill Giant", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("lions", "Savannah Lions"), aura("march", "Funeral March", "giant")]
    replay = play(cards, objects, bolt("giant"), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # Bob, who controlled the Giant, sacrifices his other creature
    assert zone_of(replay, "lions") == "in_play", log(replay)


# --- "Whenever enchanted creature attacks or blocks" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_luminous_wake_gains_life_when_its_creature_attacks(cards, rules):
    replay = combat(cards, [obj("bears", "Grizzly Bears"), aura("wake", "Luminous Wake", "bears")], ["bears"], rules,
                    on_attack=True)
    assert life(replay) == {"Alice": 24, "Bob": 18}, log(replay)
    assert {R2007: "308.3", R2026: "508.3a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_luminous_wake_gains_life_when_its_creature_blocks(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob"), aura("wake", "Luminous Wake", "bears", owner="Bob")]
    replay = combat(cards, objects, ["giant"], rules, blocks=[("bears", "giant")], on_block=True)
    assert life(replay) == {"Alice": 20, "Bob": 24}, log(replay)  # Bob controls the Aura: Bob gains
    assert {R2007: "309.3", R2026: "509.3a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_primal_cocoon_is_sacrificed_when_its_creature_attacks(cards, rules):
    replay = combat(cards, [obj("bears", "Grizzly Bears", counters={"+1/+1": 2}), aura("cocoon", "Primal Cocoon", "bears")],
                    ["bears"], rules, on_attack=True)
    assert zone_of(replay, "cocoon") == "graveyard", log(replay)
    assert life(replay)["Bob"] == 16, log(replay)  # the counters stay: 4 damage


# --- the Swords ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_sword_of_fire_and_ice_deals_two_and_draws(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("sword", "Sword of Fire and Ice"), "attached_to": "bears"},
               obj("lions", "Savannah Lions", owner="Bob"), obj("lib", "Forest", zone="library")]
    replay = combat(cards, objects, ["bears"], rules, trigger_targets={"sword": ["lions"]})
    assert life(replay)["Bob"] == 16, log(replay)  # 4 combat damage from the 4/4 Bears
    assert zone_of(replay, "lions") == "graveyard", log(replay)  # 2 damage to the target
    assert zone_of(replay, "lib") == "hand", log(replay)  # then Alice draws


@pytest.mark.parametrize("rules", EDITIONS)
def test_sword_of_feast_and_famine_discards_then_untaps_lands(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("sword", "Sword of Feast and Famine"), "attached_to": "bears"},
               obj("f", "Forest", tapped=True), obj("bob_f", "Forest", owner="Bob", tapped=True), obj("card", "Forest", owner="Bob", zone="hand")]
    replay = combat(cards, objects, ["bears"], rules)
    assert zone_of(replay, "card") == "graveyard", log(replay)
    state = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"] + replay.final_state["zones"]["Bob"]["in_play"]}
    assert not state["f"].get("tapped") and state["bob_f"].get("tapped"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sword_of_light_and_shadow_gains_three_and_may_return_a_creature_card(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("sword", "Sword of Light and Shadow"), "attached_to": "bears"},
               obj("dead", "Savannah Lions", zone="graveyard")]
    replay = combat(cards, objects, ["bears"], rules)
    assert life(replay) == {"Alice": 23, "Bob": 16}, log(replay)


# --- "its controller" as the ability resolves: attacks or blocks, becomes tapped, is dealt damage ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_contaminated_bond_makes_the_attacking_creatures_controller_lose_life(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("bond", "Contaminated Bond", "bears", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True)
    assert life(replay) == {"Alice": 17, "Bob": 18}, log(replay)  # Bob's Aura: Alice, who attacks with the Bears, loses 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_contaminated_bond_makes_the_blocking_creatures_controller_lose_life(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob"), aura("bond", "Contaminated Bond", "bears")]
    replay = combat(cards, objects, ["giant"], rules, blocks=[("bears", "giant")], on_block=True)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    assert {R2007: "309.3", R2026: "509.3a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sinister_possession_reads_its_controller_as_it_last_existed_once_it_is_gone(cards, rules):
    """Alice bolts her own attacking Bears with the trigger on the stack: the Bears and the Aura are gone,
    and Alice, who controlled the Bears as they last existed on the battlefield, still loses 2 life."""
    objects = [obj("bears", "Grizzly Bears"), aura("poss", "Sinister Possession", "bears", owner="Bob"), *BOLT]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               *bolt("bears"), p("Alice"), p("Bob")]
    doc = {"format": 1, "rules": rules, "name": "gone", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "poss") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert LAST_KNOWN[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_insolence_damages_the_controller_of_the_creature_that_becomes_tapped(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("ins", "Insolence", "bears", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True)
    assert life(replay) == {"Alice": 18, "Bob": 18}, log(replay)  # tapped as it attacks: 2 damage to Alice


@pytest.mark.parametrize("rules", EDITIONS)
def test_ragged_veins_makes_the_creatures_controller_lose_the_damage_dealt(cards, rules):
    objects = [obj("shock", "Shock", zone="hand"), obj("m", "Mountain"), obj("giant", "Hill Giant", owner="Bob"),
               aura("veins", "Ragged Veins", "giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["giant"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_binding_agony_deals_the_lethal_damage_to_the_dead_creatures_controller(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears", owner="Bob"), aura("agony", "Binding Agony", "bears")]
    replay = play(cards, objects, bolt("bears"), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)  # 3 damage dealt to the Bears: 3 to Bob, who controlled them


# --- "is dealt damage", "becomes tapped" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_sleep_magic_is_sacrificed_when_its_creature_is_dealt_damage(cards, rules):
    objects = [obj("shock", "Shock", zone="hand"), obj("m", "Mountain"), obj("giant", "Hill Giant", owner="Bob"),
               aura("sleep", "Sleep Magic", "giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["giant"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "sleep") == "graveyard" and zone_of(replay, "giant") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cryoshatter_destroys_its_creature_when_it_becomes_tapped(cards, rules):
    objects = [obj("giant", "Hill Giant"), aura("cryo", "Cryoshatter", "giant", owner="Bob")]
    replay = combat(cards, objects, ["giant"], rules, on_attack=True)
    assert zone_of(replay, "giant") == "graveyard", log(replay)
    assert life(replay)["Bob"] == 20, log(replay)  # destroyed before combat damage


@pytest.mark.parametrize("rules", EDITIONS)
def test_cryoshatter_destroys_its_creature_when_it_is_dealt_damage(cards, rules):
    objects = [obj("shock", "Shock", zone="hand"), obj("m", "Mountain"), obj("giant", "Hill Giant", owner="Bob"),
               aura("cryo", "Cryoshatter", "giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["giant"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "giant") == "graveyard", log(replay)  # 2 damage to a 3/3: the trigger destroys it


@pytest.mark.parametrize("rules", EDITIONS)
def test_betrayal_draws_for_the_auras_controller_when_the_creature_becomes_tapped(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), aura("bet", "Betrayal", "bears", owner="Bob"), obj("blib", "Island", owner="Bob", zone="library")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True)
    assert zone_of(replay, "blib") == "hand", log(replay)


# --- "where X is its power / toughness" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_murder_investigation_makes_as_many_soldiers_as_its_last_power(cards, rules):
    objects = [*BOLT, obj("shock", "Shock", zone="hand"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears"),
               aura("mi", "Murder Investigation", "bears"), aura("holy", "Holy Strength", "bears")]
    replay = play(cards, objects, bolt("bears") + bolt("bears", source="shock", land="m2"), rules)
    soldiers = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Soldier"]
    assert len(soldiers) == 3, log(replay)  # 3/4 with Holy Strength as it died
    assert LAST_KNOWN[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_fruit_of_the_first_tree_gains_and_draws_its_toughness(cards, rules):
    objects = [*BOLT, obj("giant", "Hill Giant", owner="Bob"), aura("fruit", "Fruit of the First Tree", "giant"),
               *(obj(f"lib{i}", "Forest", zone="library") for i in range(4))]
    replay = play(cards, objects, bolt("giant"), rules)
    assert life(replay) == {"Alice": 23, "Bob": 20}, log(replay)
    assert hand_size(replay, "Alice") == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dying_wish_drains_the_target_player_for_its_power(cards, rules):
    objects = [*BOLT, obj("giant", "Hill Giant"), aura("wish", "Dying Wish", "giant")]
    actions = bolt("giant")
    actions[-1] = {**actions[-1], "trigger_targets": {"wish": ["Bob"]}}
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 23, "Bob": 17}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sword_of_body_and_mind_makes_a_wolf_then_the_damaged_player_mills_ten(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("sword", "Sword of Body and Mind"), "attached_to": "bears"},
               *(obj(f"b{i}", "Island", owner="Bob", zone="library") for i in range(12)), obj("a0", "Forest", zone="library")]
    replay = combat(cards, objects, ["bears"], rules)
    wolves = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Wolf"]
    assert len(wolves) == 1, log(replay)
    assert len(replay.final_state["zones"]["Bob"]["library"]) == 2, log(replay)  # Bob, dealt the damage, mills ten
    assert len(replay.final_state["zones"]["Alice"]["library"]) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sword_of_war_and_peace_counts_the_damaged_players_hand_then_yours(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("sword", "Sword of War and Peace"), "attached_to": "bears"},
               *(obj(f"b{i}", "Island", owner="Bob", zone="hand") for i in range(3)),
               *(obj(f"a{i}", "Forest", zone="hand") for i in range(2))]
    replay = combat(cards, objects, ["bears"], rules)
    assert life(replay) == {"Alice": 22, "Bob": 13}, log(replay)  # 4 combat damage and 3 for Bob's hand; 2 life for Alice's


# --- "if it was a Human" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_avacyns_collar_makes_a_spirit_when_its_human_dies(cards, rules):
    objects = [*BOLT, obj("human", "Disciple of Malice"), {**obj("collar", "Avacyn's Collar"), "attached_to": "human"}]
    replay = play(cards, objects, bolt("human"), rules)
    spirits = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Spirit"]
    assert zone_of(replay, "human") == "graveyard" and len(spirits) == 1, log(replay)
    assert zone_of(replay, "collar") == "in_play", log(replay)  # the Equipment stays, unattached


@pytest.mark.parametrize("rules", EDITIONS)
def test_avacyns_collar_doesnt_trigger_for_a_creature_that_wasnt_a_human(cards, rules):
    objects = [*BOLT, obj("bears", "Grizzly Bears"), {**obj("collar", "Avacyn's Collar"), "attached_to": "bears"}]
    replay = play(cards, objects, bolt("bears"), rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert not [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Spirit"], log(replay)


def test_a_subtype_on_an_attached_creatures_trigger_is_only_for_dies(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Plate", "types": ["Artifact"], "subtypes": ["Equipment"], "mana_cost": "{1}",
           "abilities": [{"kind": "triggered", "trigger": {"event": "attacks", "who": "equipped", "subtype": "Human"},
                          "effect": [{"do": "draw", "amount": 1}]}]}
    scenario = in_main_phase([obj("plate", "Bad Plate")], [], R2026)
    with pytest.raises(ScenarioError, match="subtype"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Plate" else cards(n))


# --- the Ordeals ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_ordeal_of_heliod_puts_a_counter_and_stays_below_three(cards, rules):
    objects = [obj("bears", "Grizzly Bears", counters={"+1/+1": 1}), aura("ordeal", "Ordeal of Heliod", "bears")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True)
    assert zone_of(replay, "ordeal") == "in_play", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 16}, log(replay)  # two counters: a 4/4


@pytest.mark.parametrize("rules", EDITIONS)
def test_ordeal_of_heliod_is_sacrificed_at_three_counters_and_gains_ten_life(cards, rules):
    objects = [obj("bears", "Grizzly Bears", counters={"+1/+1": 2}), aura("ordeal", "Ordeal of Heliod", "bears")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True, on_attack_twice=True)  # then the sacrifice's trigger
    assert zone_of(replay, "ordeal") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 30, "Bob": 15}, log(replay)  # three counters: a 5/5; "When you sacrifice this Aura": 10 life


@pytest.mark.parametrize("rules", EDITIONS)
def test_ordeal_of_thassa_draws_two_when_sacrificed(cards, rules):
    objects = [obj("bears", "Grizzly Bears", counters={"+1/+1": 2}), aura("ordeal", "Ordeal of Thassa", "bears"),
               *(obj(f"lib{i}", "Island", zone="library") for i in range(3))]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True, on_attack_twice=True)
    assert hand_size(replay, "Alice") == 2, log(replay)


def test_an_if_counters_instruction_without_its_threshold_is_refused_naming_the_field(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Ordeal", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{W}", "targets": ["creature"],
           "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                         {"kind": "triggered", "trigger": {"event": "attacks", "who": "enchanted"},
                          "effect": [{"do": "if_counters", "of": "it", "effect": [{"do": "sacrifice", "what": "self"}]}]}]}
    scenario = in_main_phase([{**obj("a", "Bad Ordeal"), "attached_to": "b"}, obj("b", "Grizzly Bears")], [], R2026)
    with pytest.raises(ScenarioError, match="at_least"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Ordeal" else cards(n))


# --- "create that many ... tokens" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_pollenbright_wings_makes_a_saproling_for_each_point_of_combat_damage_to_a_player(cards, rules):
    replay = combat(cards, [obj("giant", "Hill Giant"), aura("wings", "Pollenbright Wings", "giant")], ["giant"], rules)
    saprolings = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Saproling"]
    assert life(replay)["Bob"] == 17 and len(saprolings) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scepter_of_celebration_counts_only_the_trample_damage_dealt_to_the_player(cards, rules):
    """The Hill Giant, 5/3 with trample, assigns 2 to the blocking Bears and 3 to Bob: three Citizens."""
    objects = [obj("giant", "Hill Giant"), {**obj("scepter", "Scepter of Celebration"), "attached_to": "giant"},
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = combat(cards, objects, ["giant"], rules, blocks=[("bears", "giant")])
    citizens = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Citizen"]
    assert life(replay)["Bob"] == 17 and len(citizens) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pollenbright_wings_makes_nothing_when_its_creature_deals_no_damage_to_a_player(cards, rules):
    objects = [obj("giant", "Hill Giant"), aura("wings", "Pollenbright Wings", "giant"), obj("angel", "Serra Angel", owner="Bob")]
    replay = combat(cards, objects, ["giant"], rules, blocks=[("angel", "giant")])  # the flying Giant blocked by a flyer
    assert not [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Saproling"], log(replay)


# --- "this creature or enchanted creature" (bestow), "this creature or equipped creature" (reconfigure): 2026 only ---

def test_spiteful_returned_as_a_creature_makes_the_defending_player_lose_two(cards):
    replay = combat(cards, [obj("sr", "Spiteful Returned")], ["sr"], R2026, on_attack=True)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)  # 2 life and 1 combat damage


def test_spiteful_returned_bestowed_triggers_when_its_creature_attacks(cards):
    cast = [{"type": "play_spell", "player": "Alice", "object": "sr", "targets": ["bears"], "pay": {"alternative": "bestow"},
             "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    objects = [obj("sr", "Spiteful Returned", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), obj("bears", "Grizzly Bears")]
    replay = combat(cards, objects, ["bears"], R2026, on_attack=True, main=cast)
    assert life(replay) == {"Alice": 20, "Bob": 15}, log(replay)  # 2 life, and the 3/3 Bears' combat damage
    assert "702.103b" in cited(replay) or "702.103a" in cited(replay), sorted(cited(replay))


def test_thassas_emissary_draws_for_its_own_combat_damage_to_a_player(cards):
    objects = [obj("crab", "Thassa's Emissary"), obj("lib", "Island", zone="library")]
    replay = combat(cards, objects, ["crab"], R2026)
    assert zone_of(replay, "lib") == "hand", log(replay)


def reconfigure(cards, name):
    """The index of the card's "attach" reconfigure ability."""
    return next(i for i, ab in enumerate(cards(name)["abilities"]) for st in ab.get("effect", ()) if st.get("by") == "reconfigure")


def test_acquisition_octopus_attached_draws_for_its_creatures_combat_damage(cards):
    attach = [{"type": "activate_ability", "player": "Alice", "object": "octo", "ability": reconfigure(cards, "Acquisition Octopus"),
               "targets": ["bears"], "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    objects = [obj("octo", "Acquisition Octopus"), obj("bears", "Grizzly Bears"), obj("i1", "Island"), obj("i2", "Island"),
               obj("lib", "Island", zone="library")]
    replay = combat(cards, objects, ["bears"], R2026, main=attach)
    assert zone_of(replay, "lib") == "hand", log(replay)
    assert life(replay)["Bob"] == 18, log(replay)


def test_chainflail_centipede_attached_pumps_the_attacking_creature_not_itself(cards):
    attach = [{"type": "activate_ability", "player": "Alice", "object": "centi", "ability": reconfigure(cards, "Chainflail Centipede"),
               "targets": ["bears"], "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")]
    objects = [obj("centi", "Chainflail Centipede"), obj("bears", "Grizzly Bears"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    replay = combat(cards, objects, ["bears"], R2026, main=attach, on_attack=True)
    assert life(replay)["Bob"] == 16, log(replay)  # the Bears, 2/2 and +2/+0: 4 damage


# --- "return it to the battlefield tapped" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_fungal_fortitude_returns_the_creature_tapped_under_its_owners_control(cards, rules):
    """Alice's Aura on Bob's Hill Giant: the Giant comes back tapped under Bob's control, a new object without the Aura."""
    objects = [*BOLT, obj("giant", "Hill Giant", owner="Bob"), aura("ff", "Fungal Fortitude", "giant")]
    replay = play(cards, objects, bolt("giant"), rules)
    giant = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "giant")
    assert giant.get("tapped") and zone_of(replay, "ff") == "graveyard", log(replay)


# --- Paralyze ---

def bobs_upkeep(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "paralyze", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "untap"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_paralyze_untaps_the_creature_only_if_its_controller_pays_four(cards, rules, pays):
    objects = [obj("giant", "Hill Giant", owner="Bob", tapped=True), aura("par", "Paralyze", "giant"),
               *(obj(f"bm{i}", "Mountain", owner="Bob") for i in range(4))]
    actions = [p("Bob"), {**p("Alice"), "choices": {"par": {"pays": pays}}}]
    replay = bobs_upkeep(cards, objects, actions, rules)
    giant = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "giant")
    assert bool(giant.get("tapped")) is not pays, log(replay)
    lands = [o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"].startswith("bm")]
    assert sum(bool(o.get("tapped")) for o in lands) == (4 if pays else 0), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_seismic_tutelage_doubles_the_attacking_creatures_counters(cards, rules):
    objects = [obj("bears", "Grizzly Bears", counters={"+1/+1": 2}), aura("st", "Seismic Tutelage", "bears")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True)
    assert life(replay)["Bob"] == 14, log(replay)  # four counters: a 6/6
    assert (R2026 == rules) == ("701.10e" in cited(replay)), sorted(cited(replay))  # the 2007 rules have no doubling rule


@pytest.mark.parametrize("rules", EDITIONS)
def test_greatsword_of_tyr_puts_a_counter_on_its_creature_then_taps_the_target(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), {**obj("gs", "Greatsword of Tyr"), "attached_to": "bears"},
               obj("wall", "Hill Giant", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, on_attack=True, attack_targets={"gs": ["wall"]})
    wall = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "wall")
    assert wall.get("tapped"), log(replay)  # tapped before blockers are declared: it can't block
    assert life(replay)["Bob"] == 17, log(replay)  # the Bears with a +1/+1 counter: 3 damage


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen", [True, False])
def test_ferocity_may_put_a_counter_on_its_creature_as_it_becomes_blocked(cards, rules, chosen):
    objects = [obj("bears", "Grizzly Bears"), aura("fer", "Ferocity", "bears"), obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, blocks=[("giant", "bears")], on_block=True, choices={"fer": {"may": chosen}})
    assert (zone_of(replay, "giant") == "graveyard") is chosen, log(replay)  # a 3/3 Bears deals the Giant 3


# --- "that player sacrifices that creature" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_lingering_death_has_the_creatures_controller_sacrifice_it_at_their_end_step(cards, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), aura("ld", "Lingering Death", "bears")]
    doc = {"format": 1, "rules": rules, "name": "lingering death", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "postcombat_main"}, "objects": objects,
           "actions": [p("Bob"), p("Alice"), p("Bob"), p("Alice")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "ld") == "graveyard", log(replay)
    assert (R2026 == rules) == ("701.21a" in cited(replay)), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lingering_death_doesnt_trigger_at_the_auras_controllers_end_step(cards, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), aura("ld", "Lingering Death", "bears")]
    doc = {"format": 1, "rules": rules, "name": "lingering death", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "postcombat_main"}, "objects": objects,
           "actions": [p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_slow_motion_has_the_creatures_controller_pay_two_or_sacrifice_it(cards, rules, pays):
    objects = [obj("giant", "Hill Giant", owner="Bob"), aura("sm", "Slow Motion", "giant"),
               *(obj(f"bm{i}", "Mountain", owner="Bob") for i in range(2))]
    replay = bobs_upkeep(cards, objects, [p("Bob"), {**p("Alice"), "choices": {"sm": {"pays": pays}}}], rules)
    assert (zone_of(replay, "giant") == "in_play") is pays, log(replay)


# --- Backfire ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_backfire_deals_the_damage_its_creature_dealt_you_to_that_creatures_controller(cards, rules):
    objects = [obj("giant", "Hill Giant", owner="Bob"), aura("bf", "Backfire", "giant"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": ["giant", "bears"]},
               {"type": "pass_until", "player": "Bob", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Alice", "blocks": []},
               {"type": "pass_until", "player": "Bob", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Bob"}]
    actions += [p("Bob"), p("Alice")] * (3 if rules == R2007 else 2)
    doc = {"format": 1, "rules": rules, "name": "backfire", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay) == {"Alice": 15, "Bob": 17}, log(replay)  # only the enchanted Giant's 3, not the Bears' 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_player_who_doesnt_control_the_creature_cant_sacrifice_it(cards, rules):
    """player_sacrifices_it names Alice, who doesn't control Bob's creature: nothing is sacrificed (2026 701.21a)."""
    odd = {"name": "Odd Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{B}", "targets": ["creature"],
           "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                         {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "enchanted_controller"},
                          "effect": [{"do": "player_sacrifices_it", "player": "you", "what": "enchanted"}]}]}
    objects = [obj("giant", "Hill Giant", owner="Bob"), aura("odd", "Odd Aura", "giant")]
    replay = bobs_upkeep(lambda n: odd if n == "Odd Aura" else cards(n), objects, [p("Bob"), p("Alice")], rules)
    assert zone_of(replay, "giant") == "in_play", log(replay)
    assert "Alice doesn't control Hill Giant, so they can't sacrifice it." in log(replay)
