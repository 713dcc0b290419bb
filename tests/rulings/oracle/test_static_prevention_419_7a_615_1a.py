"""Real cards whose static abilities prevent damage (2007: 419.7a; 2026: 615.1a),
compiled by rulings/oracle/replacements.py and played by the engine's
prevention_statics.py: Dawn Elemental and Fog Bank (damage to / by itself),
Sandskin and Muzzle (an Aura's enchanted creature), Uncle Istvan (by creatures
only), Protection of the Hekma (1 of each damage event, 2026 615.10) and Phantom
Centaur (prevent, then remove a +1/+1 counter, 2026 615.5: once for all the
combat damage dealt at the same time)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import obj, objects_in

R26, R07 = "2026-06-19", "2007-02-01"
EDITIONS = (R07, R26)


def scenario(objects, actions, rules, phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "prevention", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def attack(attackers, blocks=()):
    return [*passes(), {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}, *passes(),
            {"type": "declare_blockers", "player": "Bob", "blocks": list(blocks)}, *passes(), *passes(), *passes()]


def bolt(target):
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": "m1"}]},
            *passes()]


BOLT = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]


def run(lookup, objects, actions, rules, combat=False):
    data = scenario(objects, actions, rules, *(("combat", "beginning_of_combat") if combat else ()))
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps if st.refused]
    return replay


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def texts(replay):
    return [ev.text for ev in events(replay)]


def cited(replay):
    return {(c.rule, c.concept) for ev in events(replay) for c in ev.citations}


def life(replay, name):
    return next(p for p in replay.final_state["players"] if p["name"] == name)["life"]


def test_the_static_prevention_cards_are_fully_played(pool):
    for name in ("Phantom Centaur", "Fog Bank", "Sandskin", "Dawn Elemental", "Protection of the Hekma", "Muzzle", "Uncle Istvan"):
        assert pool[name].played, name


def test_to_and_dealt_by_is_two_prevention_effects(pool):
    reps = [ab["replacement"] for ab in pool["Sandskin"].definition["abilities"] if ab.get("kind") == "static"]
    assert reps == [{"event": "prevent_damage", "instead": "prevent", "what": "enchanted", "combat": True},
                    {"event": "prevent_damage", "instead": "prevent", "by": "enchanted", "combat": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_dawn_elemental_is_dealt_no_damage_by_lightning_bolt_citing_the_prevention_rule(lookup, rules):
    replay = run(lookup, [obj("dawn", "Dawn Elemental", owner="Bob"), *BOLT], bolt("dawn"), rules)
    state = objects_in(replay.final_state)
    assert state["dawn"]["zone"] == "in_play" and not state["dawn"].get("damage")
    assert any(t == "All 3 damage from Lightning Bolt to Dawn Elemental is prevented (Dawn Elemental)." for t in texts(replay))
    assert (("419.7a" if rules == R07 else "615.1a"), "prevention_effect") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fog_bank_is_dealt_no_combat_damage_by_the_creature_it_blocks(lookup, rules):
    """Fog Bank is 0/2: it assigns no combat damage, and the Giant's 3 is prevented."""
    objects = [obj("giant", "Hill Giant"), obj("fog", "Fog Bank", owner="Bob")]
    replay = run(lookup, objects, attack(["giant"], [{"blocker": "fog", "attacker": "giant"}]), rules, combat=True)
    state = objects_in(replay.final_state)
    assert not state["fog"].get("damage") and not state["giant"].get("damage")
    assert "All 3 combat damage from Hill Giant to Fog Bank is prevented (Fog Bank)." in texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sandskin_prevents_combat_damage_but_not_lightning_bolt(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("sand", "Sandskin", owner="Bob", attached_to="bears"), *BOLT]
    replay = run(lookup, objects, bolt("bears"), rules)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_muzzle_prevents_all_damage_the_enchanted_creature_would_deal(lookup, rules):
    objects = [obj("giant", "Hill Giant"), obj("muzzle", "Muzzle", owner="Bob", attached_to="giant")]
    replay = run(lookup, objects, attack(["giant"]), rules, combat=True)
    assert life(replay, "Bob") == 20
    assert any(t == "All 3 damage from Hill Giant to Bob is prevented (Muzzle)." for t in texts(replay))


def test_uncle_istvan_is_dealt_damage_by_a_spell_but_not_by_a_creature(lookup):
    replay = run(lookup, [obj("istvan", "Uncle Istvan", owner="Bob"), *BOLT], bolt("istvan"), R26)
    assert objects_in(replay.final_state)["istvan"]["zone"] == "graveyard"
    objects = [obj("giant", "Hill Giant"), obj("istvan", "Uncle Istvan", owner="Bob")]
    replay = run(lookup, objects, attack(["giant"], [{"blocker": "istvan", "attacker": "giant"}]), R26, combat=True)
    assert objects_in(replay.final_state)["istvan"]["zone"] == "in_play"


def test_protection_of_the_hekma_prevents_1_of_each_damage_event_citing_615_10(lookup):
    objects = [obj("hekma", "Protection of the Hekma", owner="Bob"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears")]
    replay = run(lookup, objects, attack(["giant", "bears"]), R26, combat=True)
    assert life(replay, "Bob") == 20 - 2 - 1
    assert ("615.10", "prevention_static_amount") in cited(replay)


def test_protection_of_the_hekma_under_2007_cites_419_7a(lookup):
    objects = [obj("hekma", "Protection of the Hekma", owner="Bob"), *BOLT]
    replay = run(lookup, objects, bolt("Bob"), R07)
    assert life(replay, "Bob") == 18 and ("419.7a", "prevention_effect") in cited(replay)


def test_protection_of_the_hekma_doesnt_prevent_its_controllers_own_damage(lookup):
    objects = [obj("hekma", "Protection of the Hekma"), *BOLT]
    replay = run(lookup, objects, bolt("Alice"), R26)
    assert life(replay, "Alice") == 17


@pytest.mark.parametrize("rules", EDITIONS)
def test_phantom_centaur_prevents_the_damage_and_loses_a_counter(lookup, rules):
    objects = [obj("centaur", "Phantom Centaur", owner="Bob", counters={"+1/+1": 3}), *BOLT]
    replay = run(lookup, objects, bolt("centaur"), rules)
    state = objects_in(replay.final_state)["centaur"]
    assert state["zone"] == "in_play" and not state.get("damage") and state["counters"] == {"+1/+1": 2}
    concept = ("615.5", "prevention_additional_effect") if rules == R26 else ("419.5", "prevention_modified_event")
    assert concept in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_phantom_centaur_blocked_by_two_creatures_loses_one_counter_for_their_combat_damage(lookup, rules):
    """All combat damage is dealt at once (2007: 310.4; 2026: 510.2): one damage event, one counter."""
    objects = [obj("centaur", "Phantom Centaur", counters={"+1/+1": 3}),
               obj("giant", "Hill Giant", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    blocks = [{"blocker": "giant", "attacker": "centaur"}, {"blocker": "bears", "attacker": "centaur"}]
    replay = run(lookup, objects, attack(["centaur"], blocks), rules, combat=True)
    log = texts(replay)
    assert sum("to Phantom Centaur is prevented (Phantom Centaur)" in t for t in log) == 2
    assert objects_in(replay.final_state)["centaur"]["counters"] == {"+1/+1": 2}


def test_phantom_centaur_losing_its_last_counter_dies_as_a_2_0(lookup):
    """The damage is prevented, but the removed counter leaves a 2/0: put into the graveyard by
    the state-based check, not destroyed by damage."""
    objects = [obj("centaur", "Phantom Centaur", owner="Bob", counters={"+1/+1": 1}), *BOLT]
    replay = run(lookup, objects, bolt("centaur"), R26)
    state = objects_in(replay.final_state)["centaur"]
    assert state["zone"] == "graveyard" and not state.get("damage")


def test_near_misses_of_static_prevention_stay_text_only():
    # "... by creatures it's blocking" and "If a source would deal damage to you, prevent 1 of that damage" are read now
    # (prevention_widened.py; test_prevention_widened.py); a near miss of each stays
    for types, subtypes, text in ((["Creature"], [], "Prevent all damage that would be dealt to this creature by creatures it's attacking."),
                                  (["Creature"], [], "Prevent all damage that would be dealt to enchanted creature."),
                                  (["Enchantment"], [], "If a source would deal damage to you, prevent half of that damage."),
                                  (["Instant"], [], "If a source would deal damage to you, prevent 1 of that damage."),
                                  (["Creature"], [], "If damage would be dealt to this creature, prevent that damage. Remove a -1/-1 counter from it.")):
        c = compile_card({"name": "Test Card", "mana_cost": "{W}", "types": types, "subtypes": subtypes, "power": "1", "toughness": "1",
                          "text": text})
        assert not c.played, text


# --- "Prevent all [combat] damage that would be dealt to / by ... this turn" (a resolved effect) ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_maze_of_ith_untaps_the_attacker_and_prevents_its_combat_damage(lookup, rules):
    objects = [obj("giant", "Hill Giant"), obj("maze", "Maze of Ith", owner="Bob")]
    actions = [*passes(), {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "activate_ability", "player": "Bob", "object": "maze", "ability": 0, "targets": ["giant"]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               *passes(), {"type": "declare_blockers", "player": "Bob", "blocks": []}, *passes(), *passes(), *passes()]
    replay = run(lookup, objects, actions, rules, combat=True)
    assert life(replay, "Bob") == 20
    state = objects_in(replay.final_state)
    assert not state["giant"]["tapped"]
    assert "All 3 combat damage from Hill Giant to Bob is prevented (Maze of Ith)." in texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_indestructible_aura_prevents_lightning_bolts_damage_this_turn(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("aura", "Indestructible Aura", owner="Bob", zone="hand"),
               obj("p1", "Plains", owner="Bob"), *BOLT]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m1"}]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "aura", "targets": ["bears"], "mana_abilities": [{"object": "p1"}]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}, *passes()]
    replay = run(lookup, objects, actions, rules)
    state = objects_in(replay.final_state)["bears"]
    assert state["zone"] == "in_play" and not state.get("damage")
    assert (("419.7a" if rules == R07 else "615.1a"), "prevention_effect") in cited(replay)


def test_prevent_all_damage_to_target_player_this_turn_stays_text_only():
    c = compile_card({"name": "Test Spell", "mana_cost": "{W}", "types": ["Instant"],
                      "text": "Prevent all damage that would be dealt to target player this turn."})
    assert not c.played
