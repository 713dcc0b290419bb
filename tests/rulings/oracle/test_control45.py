"""Gaining control and copies, played from real cards' Oracle text (control45_cards.json: records
copied from the pool): Threaten's kin for an artifact or an artifact or creature
(rulings/oracle/threaten_more.py: Hijack, Metallic Mastery, Sibling Rivalry, Infernal Captor),
clones that copy only a creature their controller controls (rulings/oracle/clones_more.py: Mirror
Image, Mercurial Pretender, Visage Bandit), control for as long as the source remains tapped
(rulings/oracle/control_tapped.py: Rubinia Soulsinger, Willow Satyr, Helm of Possession). Near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, objects_in, obj, p

CARDS = Path(__file__).parent / "control45_cards.json"
POOL_TOO = True  # Grizzly Bears, Clone and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
ENTERS_AS_COPY = {R2007: "503.5", R2026: "707.5"}
PLAYED = ["Hijack", "Metallic Mastery", "Sibling Rivalry", "Infernal Captor", "Mirror Image", "Mercurial Pretender",
          "Visage Bandit", "Rubinia Soulsinger", "Willow Satyr", "Helm of Possession", "Helm of the Host", "Esika's Chariot",
          "Akroan Conscriptor", "Roil Elemental", "Sprouting Phytohydra", "Kukemssa Pirates", "Orcish Squatters",
          "Mirror-Sigil Sergeant", "Heat Shimmer", "Electroduplicate", "Minion Reflector",
          "Malleable Impostor", "Chromeshell Crab"]
#: "with power 4 or greater", "his name is ~", "its name is ~ and it has its other abilities", a Spacecraft's
#: charge counters, "target creature, planeswalker, or equipment" and its attaching; "whose controller controls an
#: Island", "with power less than or equal to the number of Islands you control", "that isn't of the chosen type",
#: "and that creature's power remains less than or equal to this creature's power"; "with power less than or equal to
#: that creature's power", "with equal or lesser mana value"
NEAR_MISSES = ["Deceptive Frostkite", "Chameleon, Master of Disguise", "The Misty Stepper", "Systems Override",
               "Join the Winning Team", "Seasinger", "Vedalken Shackles", "Callous Oppressor", "Old Man of the Sea",
               "Hazel of the Rootbloom", "Dutiful Replicator", "Spawnbroker", "Puca's Mischief"]  # and "If that token is a Squirrel, instead ...", "not named ~"


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "control45"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(kind, n, owner="Alice"):
    return [obj(f"{kind[0].lower()}{i}", kind, owner=owner) for i in range(n)]


def cast(oid, n, kind="m", **more):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": f"{kind}{i}"} for i in range(n)],
             **more}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_control45_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_control45_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


# --- Threaten's kin for artifacts ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_metallic_mastery_gains_untaps_and_hastes_an_opponents_artifact(cards, rules):
    objects = [obj("mm", "Metallic Mastery", zone="hand"), *lands("Mountain", 3), obj("jug", "Juggernaut", owner="Bob", tapped=True)]
    replay = play(cards, objects, cast("mm", 3, targets=["jug"]), rules)
    jug = objects_in(replay.final_state)["jug"]
    assert jug["controller"] == "Alice" and not jug["tapped"] and "haste" in jug["keywords"], log(replay)
    assert LAYER_2[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_hijack_takes_a_noncreature_artifact_until_end_of_turn(cards, rules):
    objects = [obj("hj", "Hijack", zone="hand"), *lands("Mountain", 3), obj("orn", "Ornithopter", owner="Bob"),
               obj("sol", "Sol Ring", owner="Bob", tapped=True)]
    replay = play(cards, objects, cast("hj", 3, targets=["sol"]), rules)
    sol = objects_in(replay.final_state)["sol"]
    assert sol["controller"] == "Alice" and not sol["tapped"], log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hijack_cannot_target_a_land(cards, rules):
    objects = [obj("hj", "Hijack", zone="hand"), *lands("Mountain", 3), obj("bob_f", "Forest", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, cast("hj", 3, targets=["bob_f"]), rules), cards=cards))
    assert replay.steps[1].refused, log(replay)


def test_sibling_rivalry_takes_a_creature_and_makes_a_tapped_powerstone(cards):
    objects = [obj("sr", "Sibling Rivalry", zone="hand"), *lands("Mountain", 4), obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    replay = play(cards, objects, cast("sr", 4, targets=["bears"]), R2026)
    state = objects_in(replay.final_state)
    bears = state["bears"]
    assert bears["controller"] == "Alice" and not bears["tapped"] and "haste" in bears["keywords"], log(replay)
    stones = [o for o in state.values() if o.get("token") and "Powerstone" in o.get("subtypes", ())]
    assert len(stones) == 1 and stones[0]["tapped"] and stones[0]["controller"] == "Alice"


# --- a clone that copies only a creature you control ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_mirror_image_enters_as_a_copy_of_a_creature_its_controller_controls(cards, rules):
    objects = [obj("mi", "Mirror Image", zone="hand"), *lands("Island", 3), obj("angel", "Serra Angel", counters={"+1/+1": 2})]
    replay = play(cards, objects, cast("mi", 3, kind="i", choice="angel"), rules)
    mi = objects_in(replay.final_state)["mi"]
    assert (mi["name"], mi["power"], mi["toughness"], mi["counters"]) == ("Serra Angel", 4, 4, {}), log(replay)
    assert ENTERS_AS_COPY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mirror_image_choosing_an_opponents_creature_copies_nothing_and_dies_as_a_0_0(cards, rules):
    objects = [obj("mi", "Mirror Image", zone="hand"), *lands("Island", 3), obj("angel", "Serra Angel", owner="Bob")]
    replay = play(cards, objects, cast("mi", 3, kind="i", choice="angel"), rules)
    assert objects_in(replay.final_state)["mi"]["zone"] == "graveyard", log(replay)
    assert "creature you control" in log(replay)


def test_visage_bandit_copy_is_also_a_shapeshifter_rogue(cards):
    objects = [obj("vb", "Visage Bandit", zone="hand"), *lands("Island", 4), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("vb", 4, kind="i", choice="bears"), R2026)
    vb = objects_in(replay.final_state)["vb"]
    assert (vb["name"], vb["power"]) == ("Grizzly Bears", 2), log(replay)
    assert {"Bear", "Shapeshifter", "Rogue"} <= set(vb["subtypes"])


@pytest.mark.parametrize("rules", EDITIONS)
def test_mercurial_pretender_copy_has_the_return_to_hand_ability(cards, rules):
    objects = [obj("mp", "Mercurial Pretender", zone="hand"), *lands("Island", 9), obj("bears", "Grizzly Bears")]
    actions = cast("mp", 5, kind="i", choice="bears") + [
        {"type": "activate_ability", "player": "Alice", "object": "mp", "ability": 0,
         "mana_abilities": [{"object": f"i{k}"} for k in range(5, 9)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["mp"]["zone"] == "hand", log(replay)


# --- control for as long as the source remains tapped ---

def at_bobs_end_step(objects, actions, rules) -> dict:
    return {"format": 1, "rules": rules, "name": "control45", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}, "objects": objects, "actions": actions}


def rubinia_takes_the_bears(untap_choice):
    last = p("Alice") if untap_choice is None else p("Alice", choices={"rub": {"untap": untap_choice}})
    return [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "rub", "ability": 1, "targets": ["bears"]},
            p("Alice"), p("Bob"), p("Bob"), last]


def untap_step_of(replay):
    return next(i for i, s in enumerate(replay.steps) if any("untaps" in e.text for e in s.events))


@pytest.mark.parametrize("rules", EDITIONS)
def test_rubinia_keeps_the_creature_while_it_stays_tapped(cards, rules):
    objects = [obj("rub", "Rubinia Soulsinger"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(at_bobs_end_step(objects, rubinia_takes_the_bears(False), rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    state = objects_in(replay.final_state)
    assert state["rub"]["tapped"] and state["bears"]["controller"] == "Alice", log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rubinia_untapping_ends_the_control_effect(cards, rules):
    objects = [obj("rub", "Rubinia Soulsinger"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(at_bobs_end_step(objects, rubinia_takes_the_bears(None), rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    state = objects_in(replay.final_state)
    assert not state["rub"]["tapped"] and state["bears"]["controller"] == "Bob", log(replay)
    untap = replay.steps[untap_step_of(replay)]
    assert any("duration is over" in e.text for e in untap.events), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rubinia_untapped_before_its_ability_resolves_changes_nothing(cards, rules):
    objects = [obj("rub", "Rubinia Soulsinger"), obj("bears", "Grizzly Bears", owner="Bob"), obj("pl", "Plains", owner="Bob"),
               obj("burst", "Burst of Energy", owner="Bob", zone="hand")]
    actions = [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "rub", "ability": 1, "targets": ["bears"]},
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "burst", "targets": ["rub"], "mana_abilities": [{"object": "pl"}]},
               p("Bob"), p("Alice"), p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(at_bobs_end_step(objects, actions, rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    state = objects_in(replay.final_state)
    assert not state["rub"]["tapped"] and state["bears"]["controller"] == "Bob", log(replay)
    assert {R2007: "418.3d", R2026: "611.2b"}[rules] in cited(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_helm_of_possession_sacrifices_a_creature_and_takes_another(cards, rules):
    objects = [obj("helm", "Helm of Possession"), obj("bears", "Grizzly Bears", owner="Bob"), obj("elf", "Llanowar Elves"),
               *lands("Island", 2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "helm", "ability": 1, "targets": ["bears"], "pay": {"sacrifice": ["elf"]},
                "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert state["helm"]["tapped"] and state["bears"]["controller"] == "Alice" and state["elf"]["zone"] == "graveyard", log(replay)
    assert "for as long as they control Helm of Possession and Helm of Possession remains tapped" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_willow_satyr_cannot_target_a_nonlegendary_creature(cards, rules):
    objects = [obj("satyr", "Willow Satyr"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "satyr", "ability": 1, "targets": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert replay.steps[1].refused, log(replay)


# --- a token copy of the equipped creature ---

def helm_at_combat(objects, rules):
    """Both players pass in Alice's main phase; the beginning of combat trigger resolves."""
    return in_main_phase(objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules, "control45")


@pytest.mark.parametrize("rules", EDITIONS)
def test_helm_of_the_host_copies_the_legendary_creature_without_legendary_and_with_haste(cards, rules):
    objects = [obj("helm", "Helm of the Host", attached_to="isamaru"), obj("isamaru", "Isamaru, Hound of Konda")]
    replay = run_scenario(load_scenario(helm_at_combat(objects, rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    state = objects_in(replay.final_state)
    tokens = [o for o in state.values() if o.get("token") and o.get("zone") == "in_play"]
    assert len(tokens) == 1 and state["isamaru"]["zone"] == "in_play", log(replay)  # not legendary: both stay
    token = tokens[0]
    assert token["name"] == "Isamaru, Hound of Konda" and "Legendary" not in token["supertypes"] and "haste" in token["keywords"]
    assert {R2007: "503.1", R2026: "707.1"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_helm_of_the_host_attached_to_nothing_creates_no_token(cards, rules):
    objects = [obj("helm", "Helm of the Host"), obj("isamaru", "Isamaru, Hound of Konda")]
    replay = run_scenario(load_scenario(helm_at_combat(objects, rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert not [o for o in objects_in(replay.final_state).values() if o.get("token")], log(replay)


# --- a token copy of a token you control (a Vehicle: 2026 only) ---

CAT = {"name": "Cat", "types": ["Creature"], "subtypes": ["Cat"], "colors": ["green"], "power": 2, "toughness": 2}


def chariot_attacks(cards, target):
    objects = [obj("chariot", "Esika's Chariot"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               {"id": "kitty", "card": CAT, "owner": "Alice", "zone": "in_play", "token": True}, obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "chariot", "ability": 2, "pay": {"crew": ["b1", "b2"]}},
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["chariot"], "trigger_targets": {"chariot": [target]}},
               p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "control45"), cards=cards))


def test_esikas_chariot_attacking_copies_a_cat_token(cards):
    replay = chariot_attacks(cards, "kitty")
    assert not any(st.refused for st in replay.steps), log(replay)
    cats = [o for o in objects_in(replay.final_state).values() if o.get("name") == "Cat" and o.get("zone") == "in_play"]
    assert len(cats) == 2 and all(c["token"] and c["controller"] == "Alice" for c in cats), log(replay)
    assert "707.1" in cited(replay), sorted(cited(replay))


def test_esikas_chariot_cannot_target_a_nontoken_creature(cards):
    replay = chariot_attacks(cards, "b1")
    assert not [o for o in objects_in(replay.final_state).values() if o.get("token") and o.get("name") == "Grizzly Bears"], log(replay)
    assert "Grizzly Bears (b1) is not a token" in log(replay) and any(st.refused for st in replay.steps), log(replay)


# --- heroic's Threaten ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_conscriptor_targeted_by_its_controllers_spell_takes_another_creature(cards, rules):
    objects = [obj("ac", "Akroan Conscriptor"), obj("gg", "Giant Growth", zone="hand"), obj("f0", "Forest"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gg", "targets": ["ac"], "mana_abilities": [{"object": "f0"}],
                "trigger_targets": {"ac": ["bears"]}}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert state["bears"]["controller"] == "Alice" and not state["bears"]["tapped"] and "haste" in state["bears"]["keywords"], log(replay)
    assert state["ac"]["power"] == 6, log(replay)  # 3/2 and Giant Growth's +3/+3
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_conscriptor_cannot_take_itself(cards, rules):
    objects = [obj("ac", "Akroan Conscriptor"), obj("gg", "Giant Growth", zone="hand"), obj("f0", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gg", "targets": ["ac"], "mana_abilities": [{"object": "f0"}],
                "trigger_targets": {"ac": ["ac"]}}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert any(st.refused for st in replay.steps), log(replay)


# --- "you may gain control of ..." / "you may create a token that's a copy of ~" ---

def roil_landfall(cards, rules, may):
    objects = [obj("roil", "Roil Elemental"), obj("f0", "Forest", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    last = p("Bob") if may is None else p("Bob", choices={"roil": {"may": may}})
    actions = [{"type": "play_land", "player": "Alice", "object": "f0", "trigger_targets": {"roil": ["bears"]}}, p("Alice"), last]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_roil_elemental_landfall_takes_the_creature_if_its_controller_chooses_to(cards, rules):
    replay = roil_landfall(cards, rules, True)
    assert objects_in(replay.final_state)["bears"]["controller"] == "Alice", log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_roil_elemental_without_the_choice_takes_nothing(cards, rules):
    replay = roil_landfall(cards, rules, None)
    assert objects_in(replay.final_state)["bears"]["controller"] == "Bob", log(replay)
    assert "no choice was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_roil_elemental_control_ends_when_it_leaves_the_battlefield(cards, rules):
    objects = [obj("roil", "Roil Elemental"), obj("f0", "Forest", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("m0", "Mountain", owner="Bob"), obj("shock", "Shock", owner="Bob", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "f0", "trigger_targets": {"roil": ["bears"]}}, p("Alice"),
               p("Bob", choices={"roil": {"may": True}}),
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["roil"], "mana_abilities": [{"object": "m0"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert state["roil"]["zone"] == "graveyard" and state["bears"]["controller"] == "Bob", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sprouting_phytohydra_destroyed_by_the_damage_is_still_copied_as_it_last_existed(cards, rules):
    objects = [obj("hydra", "Sprouting Phytohydra"), obj("m0", "Mountain"), obj("shock", "Shock", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["hydra"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"hydra": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    copies = [o for o in state.values() if o.get("token") and o.get("name") == "Sprouting Phytohydra"]
    assert len(copies) == 1 and copies[0]["damage"] == 0 and copies[0]["toughness"] == 2, log(replay)  # a 0/2: Shock destroyed it
    assert state["hydra"]["zone"] == "graveyard" and "a token that's a copy of this creature" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_orcish_squatters_unblocked_takes_a_land_and_deals_no_combat_damage(cards, rules):
    objects = [obj("orc", "Orcish Squatters"), obj("bob_f", "Forest", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["orc"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [], "trigger_targets": {"orc": ["bob_f"]}},
               p("Alice"), p("Bob", choices={"orc": {"may": True}}),
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"}, {"type": "assign_combat_damage", "player": "Alice"},
               {"type": "pass_until", "player": "Alice", "phase": "end"}]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bob_f"]["controller"] == "Alice", log(replay)
    assert replay.final_state["players"][1]["life"] == 20, log(replay)


# --- a spell's token copy with a quoted end-step ability ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_heat_shimmer_copy_has_haste_and_is_exiled_at_the_end_step(cards, rules):
    objects = [obj("hs", "Heat Shimmer", zone="hand"), *lands("Mountain", 3), obj("bears", "Grizzly Bears", owner="Bob")]
    before = play(cards, objects, cast("hs", 3, targets=["bears"]), rules)
    [token] = [o for o in objects_in(before.final_state).values() if o.get("token")]
    assert token["name"] == "Grizzly Bears" and token["controller"] == "Alice" and "haste" in token["keywords"], log(before)
    after = play(cards, objects, cast("hs", 3, targets=["bears"]) + [{"type": "pass_until", "player": "Alice", "phase": "end"},
                                                                     p("Alice"), p("Bob")], rules)
    assert not [o for o in objects_in(after.final_state).values() if o.get("token") and o.get("zone") == "in_play"], log(after)
    assert objects_in(after.final_state)["bears"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_minion_reflector_paid_copies_the_creature_that_entered_and_sacrifices_it_at_the_end_step(cards, rules):
    objects = [obj("mr", "Minion Reflector"), obj("bears", "Grizzly Bears", zone="hand"), *lands("Forest", 4)]
    cast_bears = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
                  p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"mr": {"may": True}})]
    replay = play(cards, objects, cast_bears, rules)
    [token] = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert token["name"] == "Grizzly Bears" and "haste" in token["keywords"], log(replay)
    assert sum(o["tapped"] for k, o in objects_in(replay.final_state).items() if k.startswith("f")) == 4  # {2} paid
    later = play(cards, objects, cast_bears + [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")], rules)
    assert not [o for o in objects_in(later.final_state).values() if o.get("token") and o.get("zone") == "in_play"], log(later)


@pytest.mark.parametrize("rules", EDITIONS)
def test_malleable_impostor_copies_an_opponents_creature_as_a_flying_faerie_shapeshifter(cards, rules):
    objects = [obj("mi", "Malleable Impostor", zone="hand"), *lands("Island", 4), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("mi", 4, kind="i", choice="bears"), rules)
    mi = objects_in(replay.final_state)["mi"]
    assert (mi["name"], mi["power"], mi["controller"]) == ("Grizzly Bears", 2, "Alice"), log(replay)
    assert {"Bear", "Faerie", "Shapeshifter"} <= set(mi["subtypes"]) and "flying" in mi["keywords"]
    assert ENTERS_AS_COPY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_malleable_impostor_choosing_its_controllers_creature_copies_nothing(cards, rules):
    objects = [obj("mi", "Malleable Impostor", zone="hand"), *lands("Island", 4), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("mi", 4, kind="i", choice="bears"), rules)
    assert objects_in(replay.final_state)["mi"]["zone"] == "graveyard", log(replay)  # a 0/0
    assert "creature an opponent controls" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chromeshell_crab_turned_face_up_may_exchange_control_of_two_creatures(cards, rules):
    objects = [obj("crab", "Chromeshell Crab", face_down=True), obj("elf", "Llanowar Elves"), obj("bears", "Grizzly Bears", owner="Bob"),
               *lands("Island", 5)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"i{k}", "ability": 0} for k in range(5)]
    actions += [{"type": "turn_face_up", "player": "Alice", "object": "crab", "trigger_targets": {"crab": ["elf", "bears"]}},
                p("Alice"), p("Bob", choices={"crab": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert state["elf"]["controller"] == "Bob" and state["bears"]["controller"] == "Alice", log(replay)
    assert LAYER_2[rules] in cited(replay)


# --- the engine's "for as long as ~ remains tapped" control duration, on an inline card (no pool card claims it yet) ---

SHACKLE = {"name": "Plain Shackle", "mana_cost": "{2}", "types": ["Artifact"],
           "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                          "effect": [{"do": "give_control", "what": "target:0", "to": "you", "until": "source_tapped"}],
                          "text": "{T}: Gain control of target creature for as long as this artifact remains tapped."}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_control_for_as_long_as_the_source_remains_tapped_ends_when_it_untaps(cards, rules):
    objects = [{"id": "shackle", "card": SHACKLE, "owner": "Alice", "zone": "in_play"}, obj("bears", "Grizzly Bears", owner="Bob"),
               obj("pl", "Plains", owner="Bob"), obj("burst", "Burst of Energy", owner="Bob", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "shackle", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    taken = play(cards, objects, actions, rules)
    assert objects_in(taken.final_state)["bears"]["controller"] == "Alice", log(taken)
    untapped = play(cards, objects, actions + [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "burst", "targets": ["shackle"],
                                                          "mana_abilities": [{"object": "pl"}]}, p("Bob"), p("Alice")], rules)
    assert objects_in(untapped.final_state)["bears"]["controller"] == "Bob", log(untapped)
