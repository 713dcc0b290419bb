"""More Aura and Equipment wordings (rulings/oracle/attached_more.py), played from real cards' Oracle text
(attached_more_cards.json: records copied from the pool): the Vows' "Enchanted creature gets +2/+2, has
vigilance, and can't attack you or planeswalkers you control" (Vow of Duty, Malice, Flight, Wildness,
Lightning, Torment): the pump and keyword, and a restriction on attacking whose "you" is the Aura's
controller (rulings/engine/cant_attack_you.py; 2007 308.2a, 2026 508.1c); an Aura's "{W}: Return enchanted
creature to its owner's hand" (Sun Clasp, Phantom Wings, Ghostly Wings); "Enchanted creature can't be the target
of spells or abilities your opponents control" (Shielding Plax, Canopy Cover), "your" the Aura's controller
(rulings/engine/targeted_by_your_opponents.py); "Enchanted creature gets +2/+2 and is goaded" (Shiny, Parasitic,
Predatory and Coercive Impetus, Redemption Arc): goaded by the Aura's controller while it is attached (2026 701.15b;
rulings/engine/goaded_statically.py; refused under the 2007 rules); "Equip—Sacrifice a creature." (Demonmail Hauberk),
"Equip—Discard a card." (Murderer's Axe), "Equip—Pay 3 life." (Nightmare Lash), "Equip—Sacrifice an artifact." (Piston
Sledge): rulings/engine/equip_other_costs.py; "At the beginning of each upkeep, tap enchanted creature" (Curse of Chains),
"Equipped creature gets +10/+10 and loses flying" (Colossus Hammer), "Equip {B/P}{B/P}" (Lashwrithe, 2026 only); Spectral Grasp's "Enchanted creature can't block creatures you
control"; "Equipped creature gets +0/+3 and can block an additional creature each combat" (Vanguard's Shield, Iona's
Blessing), "... can't be blocked by more than one creature" (Rope), "... can't be blocked by creatures with power 3 or
less" (Saddle of the Cavalier), "Enchanted creature can't be blocked by Spirits" (Field of Reality), "Enchanted creature
is a Demon Spirit" (Oni Possession), "Enchanted land has shroud" (Trace of Abundance), "Enchanted permanent has
indestructible" (Indestructibility), "Enchanted artifact has shroud" (Relic Ward); "As long as this creature is
enchanted, it gets +2/+2 and has flying, first strike, and trample" (Thran Golem), "... can attack as though it didn't
have defender" (Pillar of War), "This creature has flying as long as it's enchanted" (Skyrider Trainee, Fledgling
Osprey), "... can't be blocked as long as it's enchanted" (Metathran Elite). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, cited_pairs, in_main_phase, life, log, objects_in, obj, p, refused

CARDS = Path(__file__).parent / "attached_more_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Vow of Duty", "Vow of Malice", "Vow of Flight", "Vow of Wildness", "Vow of Lightning", "Vow of Torment",
          "Sun Clasp", "Phantom Wings", "Ghostly Wings", "Shielding Plax", "Canopy Cover",
          "Shiny Impetus", "Parasitic Impetus", "Predatory Impetus", "Redemption Arc", "Coercive Impetus", "Psychic Impetus",
          "Demonmail Hauberk", "Murderer's Axe", "Nightmare Lash", "Piston Sledge", "Curse of Chains", "Colossus Hammer",
          "Lashwrithe", "Spectral Grasp", "Vanguard's Shield", "Iona's Blessing", "Rope", "Saddle of the Cavalier",
          "Field of Reality", "Oni Possession", "Trace of Abundance", "Indestructibility", "Relic Ward",
          "Thran Golem", "Pillar of War", "Skyrider Trainee", "Fledgling Osprey", "Metathran Elite"]
#: "can't be sacrificed" and a gift of control (Assault Suit),
#: "The monarch controls enchanted creature" and "can't attack you" alone (Fealty to the Realm)
#: "Return enchanted creature and this Aura to their owners' hands" (Disappear), "... and all Auras attached to that
#: creature" at the beginning of the upkeep (Mark of Eviction)
#: "can't be the target of spells" (any player's spells, not abilities: Spectral Shield, Anti-Magic Aura)
#: "is goaded" beside a damage-doubling replacement (The Sound of Drums), "is a black Dragon with base power and toughness
#: 4/2, has flying and deathtouch, and is goaded" (Eye of Nidhogg), "Attach this Equipment to target creature an opponent
#: controls" (Bloodthirsty Blade); "Equip—Pay {3} or discard a card." (a choice of costs), "Sacrifice another nonland
#: permanent. Activate only once each turn.", "Pay {E}{E}." (energy, later than 2007); "can't be blocked by
#: creatures with flying" (Skyblinder Staff), "can only attack alone" (Errantry), "can't be blocked as long as its power
#: is 3 or less" (Thieves' Tools); a granted quoted ability while enchanted (Flaring Flame-Kin, Freewind Equenaut)
#: (Essence Flare's -0/-1 counter is played now: rulings/oracle/pt_counters.py, tested in test_pt_counters.py)
NEAR_MISSES = ["Assault Suit", "Fealty to the Realm", "Disappear", "Mark of Eviction", "Spectral Shield",
               "Anti-Magic Aura", "The Sound of Drums", "Eye of Nidhogg", "Bloodthirsty Blade",
               "Bloodthorn Flail", "Shredder's Armor", "Inventor's Axe",
               "Skyblinder Staff", "Errantry", "Thieves' Tools", "Flaring Flame-Kin", "Freewind Equenaut"]
ATTACK = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}]


def attack(rules, *attackers, blocks=()):
    """Alice attacks, Bob blocks, the combat damage is dealt (under the 2007 rules it uses the stack, 310.1)."""
    return ATTACK + [{"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)},
                     {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                     {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]},
                     {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                     {"type": "assign_combat_damage", "player": "Alice"}] + [p("Alice"), p("Bob")] * (3 if rules == R2007 else 2)


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "attached more"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_a_vow_grants_the_pump_the_keyword_and_the_restriction(compiled):
    abilities = compiled["Vow of Wildness"].definition["abilities"]
    statics = [ab for ab in abilities if ab["kind"] == "static"]
    assert statics[0]["affects"] == "enchanted" and statics[0]["pump"] == {"power": 3, "toughness": 3}
    assert statics[0]["gains"] == {"kind": "keyword", "keyword": "trample"}
    assert statics[1]["gains"] == {"kind": "keyword", "keyword": "cant_attack_you"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_with_an_opponents_vow_cant_attack_that_opponent(cards, rules):
    objects = [obj("vow", "Vow of Duty", owner="Bob", attached_to="bears"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears")[:2], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "can't attack Bob" in log(replay), log(replay)
    assert ({R2007: "308.2a", R2026: "508.1c"}[rules], "attacking_restrictions") in cited_pairs(replay), sorted(cited_pairs(replay))
    assert life(replay)["Bob"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_with_its_controllers_own_vow_attacks_the_opponent(cards, rules):
    objects = [obj("vow", "Vow of Duty", attached_to="bears"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears"), rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 16, log(replay)  # 2/2 and +2/+2
    assert not objects_in(replay.final_state)["bears"].get("tapped"), log(replay)  # vigilance


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_creature_an_opponents_vow_enchants_still_blocks(cards, rules):
    objects = [obj("vow", "Vow of Flight", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears", blocks=[("bob_bears", "bears")]), rules)
    assert not refused(replay), log(replay)  # only attacking Alice is forbidden; blocking her creature isn't
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "graveyard" and state["bob_bears"]["zone"] == "in_play", log(replay)  # a 4/4 flier blocked it


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_restriction_follows_the_auras_controller_not_its_owner(cards, rules):
    """Bob owns the Vow but Alice controls it: "you" is Alice, so her own creature attacks Bob."""
    objects = [obj("vow", "Vow of Lightning", owner="Bob", controller="Alice", attached_to="bears"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears"), rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 16, log(replay)


def ability_index(compiled, name):
    return next(i for i, ab in enumerate(compiled[name].definition["abilities"]) if ab.get("kind") == "activated")


@pytest.mark.parametrize("rules", EDITIONS)
def test_sun_clasp_returns_the_opponents_creature_it_enchants_without_targeting_it(compiled, cards, rules):
    objects = [obj("clasp", "Sun Clasp", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"), obj("plains", "Plains")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "clasp", "ability": ability_index(compiled, "Sun Clasp"),
                "mana_abilities": [{"object": "plains"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["bob_bears"]["zone"] == "hand", log(replay)  # its owner's hand: Bob's
    assert state["clasp"]["zone"] == "graveyard", log(replay)  # attached to nothing, the Aura goes (state-based)
    assert {R2007: "420.5d", R2026: "704.5m"}[rules] in {r for r, _ in cited_pairs(replay)}, sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_phantom_wings_sacrificed_returns_the_creature_it_enchanted(compiled, cards, rules):
    """The Aura is sacrificed as the cost: the ability acts on the creature it enchanted as it last existed on the
    battlefield (2007 413.2f; 2026 608.2h)."""
    objects = [obj("wings", "Phantom Wings", attached_to="bears"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wings", "ability": ability_index(compiled, "Phantom Wings")},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["wings"]["zone"] == "graveyard" and state["bears"]["zone"] == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghostly_wings_costs_a_discarded_card(compiled, cards, rules):
    objects = [obj("wings", "Ghostly Wings", attached_to="bears"), obj("bears", "Grizzly Bears"), obj("h", "Forest", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wings", "ability": ability_index(compiled, "Ghostly Wings"),
                "pay": {"discard": ["h"]}}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["h"]["zone"] == "graveyard" and state["bears"]["zone"] == "hand", log(replay)


def shock(player, target, land):
    return {"type": "play_spell", "player": player, "object": f"{player.lower()}_shock", "targets": [target],
            "mana_abilities": [{"object": land}]}


TARGETING = [obj("alice_shock", "Shock", zone="hand"), obj("m", "Mountain"),
             obj("bob_shock", "Shock", owner="Bob", zone="hand"), obj("bob_m", "Mountain", owner="Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_shielding_plax_keeps_the_auras_controllers_opponent_from_targeting(cards, rules):
    objects = [obj("plax", "Shielding Plax", attached_to="bears"), obj("bears", "Grizzly Bears"), *TARGETING]
    replay = play(cards, objects, [p("Alice"), shock("Bob", "bears", "bob_m")], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert ({R2007: "409.1c", R2026: "601.2c"}[rules], "choose_targets") in cited_pairs(replay), sorted(cited_pairs(replay))
    assert objects_in(replay.final_state)["bears"]["zone"] == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shielding_plax_lets_its_controller_target_the_creature(cards, rules):
    objects = [obj("plax", "Shielding Plax", attached_to="bears"), obj("bears", "Grizzly Bears"), *TARGETING]
    replay = play(cards, objects, [shock("Alice", "bears", "m"), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_on_an_opponents_creature_your_is_the_auras_controller_not_the_creatures(cards, rules):
    """Not hexproof: Alice's Canopy Cover on Bob's creature keeps Bob's own Shock from targeting it."""
    objects = [obj("cover", "Canopy Cover", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"), *TARGETING]
    replay = play(cards, objects, [p("Alice"), shock("Bob", "bob_bears", "bob_m")], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert objects_in(replay.final_state)["bob_bears"]["zone"] == "in_play", log(replay)


def on_bobs_turn(objects, actions, rules=R2026, players=2):
    """Bob's precombat main phase of turn 4: he passes to his declare attackers step, then `actions`."""
    doc = {"format": 1, "rules": rules, "name": "goaded by an Aura", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"}, *actions]}
    if players == 3:
        doc["players"].append({"name": "Carol"})
    return doc


IMPETUS = [obj("impetus", "Shiny Impetus", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]


def test_a_creature_an_opponents_impetus_enchants_must_attack(cards):
    replay = run_scenario(load_scenario(on_bobs_turn(IMPETUS, [{"type": "declare_attackers", "player": "Bob", "attackers": []}]),
                                        cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert "Grizzly Bears attacks each combat if able" in log(replay), log(replay)
    assert "508.1d" in cited(replay), sorted(cited(replay))


def test_the_goaded_creature_attacks_and_the_impetus_controller_gets_a_treasure(cards):
    actions = [{"type": "declare_attackers", "player": "Bob", "attackers": ["bob_bears"]}, p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(on_bobs_turn(IMPETUS, actions), cards=cards))
    assert not refused(replay), log(replay)
    assert ("701.15b", "goaded_attacks") in cited_pairs(replay), sorted(cited_pairs(replay))
    state = objects_in(replay.final_state)
    assert state["bob_bears"]["attacking"], log(replay)
    treasures = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"] == "Treasure"]
    assert len(treasures) == 1, log(replay)  # "you create a Treasure token": the Aura's controller


def test_the_goad_ends_when_the_aura_leaves(cards):
    """Alice's Naturalize destroys her Impetus in Bob's main phase: his creature no longer has to attack."""
    objects = [*IMPETUS, obj("nat", "Naturalize", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest")]
    doc = on_bobs_turn(objects, [{"type": "declare_attackers", "player": "Bob", "attackers": []}])
    doc["actions"] = [p("Bob"), {"type": "play_spell", "player": "Alice", "object": "nat", "targets": ["impetus"],
                                 "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}, p("Alice"), p("Bob"), *doc["actions"]]
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["impetus"]["zone"] == "graveyard", log(replay)


def test_redemption_arc_goads_the_creature_it_enchants_too(cards):
    objects = [obj("arc", "Redemption Arc", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(on_bobs_turn(objects, [{"type": "declare_attackers", "player": "Bob", "attackers": []}]),
                                        cards=cards))
    assert len(refused(replay)) == 1, log(replay)  # goaded: it must attack


def test_an_aura_that_goads_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"goad \(2026 701.15\) is later than the February 2007 rules"):
        load_scenario(on_bobs_turn(IMPETUS, [], rules=R2007), cards=cards)


def test_a_creature_an_aura_goads_is_refused_with_three_players(cards):
    replay = run_scenario(load_scenario(on_bobs_turn(IMPETUS, [{"type": "declare_attackers", "player": "Bob", "attackers": ["bob_bears"]}],
                                                     players=3), cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert "the engine goads only in a game of two players" in log(replay), log(replay)


def test_psychic_impetus_lets_its_controller_scry_when_the_creature_attacks(cards):
    objects = [obj("impetus", "Psychic Impetus", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"lib{k}", "Island", zone="library") for k in range(3))]
    actions = [{"type": "declare_attackers", "player": "Bob", "attackers": ["bob_bears"]}, p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(on_bobs_turn(objects, actions), cards=cards))
    assert not refused(replay), log(replay)
    assert "Alice scries 2" in log(replay), log(replay)


def equip(compiled, name, oid, target, **more):
    index = next(i for i, ab in enumerate(compiled[name].definition["abilities"]) if ab.get("keyword") == "equip")
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": index, "targets": [target], **more}


@pytest.mark.parametrize("rules", EDITIONS)
def test_demonmail_hauberk_equips_for_a_sacrificed_creature(compiled, cards, rules):
    objects = [obj("mail", "Demonmail Hauberk"), obj("bears", "Grizzly Bears"), obj("fodder", "Grizzly Bears")]
    replay = play(cards, objects, [equip(compiled, "Demonmail Hauberk", "mail", "bears", pay={"sacrifice": ["fodder"]}),
                                   p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["fodder"]["zone"] == "graveyard" and state["mail"]["attached_to"] == "bears", log(replay)
    assert ({R2007: "502.33a", R2026: "702.6a"}[rules], "equip") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sacrificing_the_creature_the_equip_ability_targets_leaves_it_nothing_to_equip(compiled, cards, rules):
    """The target is chosen before the cost is paid (2007 409.1c, 409.1h; 2026 601.2c, 601.2h)."""
    objects = [obj("mail", "Demonmail Hauberk"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [equip(compiled, "Demonmail Hauberk", "mail", "bears", pay={"sacrifice": ["bears"]}),
                                   p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "graveyard" and not state["mail"].get("attached_to"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_nightmare_lash_equips_for_3_life(compiled, cards, rules):
    objects = [obj("lash", "Nightmare Lash"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [equip(compiled, "Nightmare Lash", "lash", "bears"), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 17, log(replay)
    assert objects_in(replay.final_state)["lash"]["attached_to"] == "bears", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_murderers_axe_equips_for_a_discarded_card(compiled, cards, rules):
    objects = [obj("axe", "Murderer's Axe"), obj("bears", "Grizzly Bears"), obj("h", "Forest", zone="hand")]
    replay = play(cards, objects, [equip(compiled, "Murderer's Axe", "axe", "bears", pay={"discard": ["h"]}), p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert state["h"]["zone"] == "graveyard" and state["axe"]["attached_to"] == "bears", log(replay)


def test_an_equip_cost_that_pays_is_refused_beside_a_mana_cost(cards):
    from rulings.engine.equip_other_costs import problems
    assert problems({"kind": "keyword", "keyword": "equip", "cost": "{2}", "pays": {"life": 3}})[0][0] == "pays"
    assert problems({"kind": "keyword", "keyword": "kicker", "pays": {"life": 3}})[0][0] == "pays"
    assert problems({"kind": "keyword", "keyword": "equip", "pays": {"exile": 1}})[0][0] == "pays"


@pytest.mark.parametrize("rules", EDITIONS)
def test_curse_of_chains_taps_the_creature_in_its_controllers_upkeep_too(cards, rules):
    """Bob's creature untaps in his untap step, then the Curse's ability (Alice's) taps it in his upkeep."""
    objects = [obj("curse", "Curse of Chains", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob", tapped=True)]
    actions = [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"), p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bob_bears"]["tapped"], log(replay)
    assert "Turn 4 begins; Bob is the active player." in log(replay) and "Bob untaps 1 permanent(s)." in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossus_hammer_takes_flying_away_so_a_ground_creature_blocks(cards, rules):
    objects = [obj("hammer", "Colossus Hammer", attached_to="angel"), obj("angel", "Serra Angel"),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, attack(rules, "angel", blocks=[("bob_bears", "angel")]), rules)
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert (state["angel"]["power"], state["angel"]["toughness"]) == (14, 14), log(replay)
    assert state["bob_bears"]["zone"] == "graveyard", log(replay)


def test_lashwrithe_equips_for_life_instead_of_black_mana(compiled, cards):
    objects = [obj("lash", "Lashwrithe"), obj("bears", "Grizzly Bears"), obj("s", "Swamp")]
    replay = play(cards, objects, [equip(compiled, "Lashwrithe", "lash", "bears", mana_abilities=[{"object": "s"}]),
                                   p("Alice"), p("Bob")], R2026)
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 18, log(replay)  # {B} from the Swamp, 2 life for the other {B/P}
    state = objects_in(replay.final_state)
    assert state["lash"]["attached_to"] == "bears" and (state["bears"]["power"], state["bears"]["toughness"]) == (3, 3), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_spectral_grasp_keeps_the_creature_from_blocking_the_auras_controllers_creatures(cards, rules):
    objects = [obj("grasp", "Spectral Grasp", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears", blocks=[("bob_bears", "bears")])[:4], rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "can't block creatures Alice controls" in log(replay), log(replay)
    assert ({R2007: "309.2a", R2026: "509.1b"}[rules], "blocking_restrictions") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_spectral_grasp_on_the_auras_controllers_own_creature_still_blocks(cards, rules):
    """Bob's Grasp on his own creature: "you" is Bob, and Alice's attacker isn't his."""
    objects = [obj("grasp", "Spectral Grasp", owner="Bob", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(rules, "bears", blocks=[("bob_bears", "bears")]), rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)


def blocks(rules, attackers, pairs):
    """Alice attacks with `attackers`; Bob declares `pairs` (blocker, attacker)."""
    return attack(rules, *attackers, blocks=pairs)[:4]


@pytest.mark.parametrize("rules", EDITIONS)
def test_vanguards_shield_lets_the_creature_block_two_attackers(cards, rules):
    objects = [obj("shield", "Vanguard's Shield", owner="Bob", attached_to="bob_bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears")]
    replay = play(cards, objects, blocks(rules, ["b1", "b2"], [("bob_bears", "b1"), ("bob_bears", "b2")]), rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bob_bears"]["blocking"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rope_keeps_two_creatures_from_blocking_the_equipped_creature(cards, rules):
    objects = [obj("rope", "Rope", attached_to="bears"), obj("bears", "Grizzly Bears"),
               obj("k1", "Grizzly Bears", owner="Bob"), obj("k2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocks(rules, ["bears"], [("k1", "bears"), ("k2", "bears")]), rules)
    assert len(refused(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_saddle_of_the_cavalier_keeps_a_2_power_creature_from_blocking(cards, rules):
    objects = [obj("saddle", "Saddle of the Cavalier", attached_to="bears"), obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocks(rules, ["bears"], [("bob_bears", "bears")]), rules)
    assert len(refused(replay)) == 1, log(replay)
    assert ({R2007: "309.2a", R2026: "509.1b"}[rules], "blocking_restrictions") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_field_of_reality_keeps_a_spirit_from_blocking(cards, rules):
    objects = [obj("field", "Field of Reality", attached_to="bears"), obj("bears", "Grizzly Bears"),
               obj("spirit", "Eidolon of Rhetoric", owner="Bob")]
    replay = play(cards, objects, blocks(rules, ["bears"], [("spirit", "bears")]), rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "can't be blocked by a Spirit creature" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_oni_possession_makes_the_creature_a_demon_spirit_only(cards, rules):
    objects = [obj("oni", "Oni Possession", attached_to="bears"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [], rules)
    bears = objects_in(replay.final_state)["bears"]
    assert sorted(bears["subtypes"]) == ["Demon", "Spirit"] and "Creature" in bears["types"], bears
    assert (bears["power"], bears["toughness"]) == (5, 5), bears


@pytest.mark.parametrize("rules", EDITIONS)
def test_trace_of_abundance_gives_the_land_shroud_even_against_its_controller(cards, rules):
    objects = [obj("trace", "Trace of Abundance", attached_to="f"), obj("f", "Forest"),
               obj("rain", "Stone Rain", zone="hand"), *(obj(f"m{k}", "Mountain") for k in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rain", "targets": ["f"],
                "mana_abilities": [{"object": f"m{k}"} for k in range(3)]}]
    replay = play(cards, objects, actions, rules)
    assert len(refused(replay)) == 1, log(replay)
    assert "shroud" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_indestructibility_keeps_a_land_from_being_destroyed(cards, rules):
    objects = [obj("ind", "Indestructibility", attached_to="f"), obj("f", "Forest"),
               obj("rain", "Stone Rain", zone="hand"), *(obj(f"m{k}", "Mountain") for k in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rain", "targets": ["f"],
                "mana_abilities": [{"object": f"m{k}"} for k in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["f"]["zone"] == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thran_golem_is_bigger_and_flies_only_while_enchanted(cards, rules):
    objects = [obj("golem", "Thran Golem"), obj("g2", "Thran Golem"), obj("wings", "Phantom Wings", attached_to="golem")]
    state = objects_in(play(cards, objects, [], rules).final_state)
    assert (state["golem"]["power"], state["golem"]["toughness"]) == (5, 5), state["golem"]
    assert (state["g2"]["power"], state["g2"]["toughness"]) == (3, 3), state["g2"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_pillar_of_war_attacks_only_while_enchanted(cards, rules):
    bare = play(cards, [obj("pillar", "Pillar of War")], attack(rules, "pillar")[:2], rules)
    assert len(refused(bare)) == 1, log(bare)  # defender
    objects = [obj("pillar", "Pillar of War"), obj("wings", "Phantom Wings", attached_to="pillar")]
    replay = play(cards, objects, attack(rules, "pillar"), rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17, log(replay)  # 3/3


@pytest.mark.parametrize("rules", EDITIONS)
def test_metathran_elite_is_unblockable_while_enchanted(cards, rules):
    objects = [obj("elite", "Metathran Elite"), obj("clasp", "Sun Clasp", attached_to="elite"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocks(rules, ["elite"], [("bob_bears", "elite")]), rules)
    assert len(refused(replay)) == 1, log(replay)
