"""Sentences found as one mode of real modal spells (rulings/oracle/mode_effects.py), played from the
cards' Oracle text (mode_effects_cards.json: records copied from the pool), and the cards whose other
paragraphs say them too: "Destroy target artifact and target enchantment." (Hull Breach, Stomp and
Howl), "The owner of target nonland permanent puts it on their choice of the top or bottom of their
library." (Run Ashore, Riverwalk Technique, Run Out of Town), "Permanents you control gain
indestructible / hexproof until end of turn." (Boros Charm, Simic Charm, Heroic Intervention),
"Regenerate each creature you control." (Golgari Charm, Wrap in Vigor), "Destroy all non-Dragon
creatures." (Crux of Fate), "Tap all non-Spirit creatures." (Aether Shockwave), "Tap all creatures
target player controls." (Naya Charm), "Creatures target opponent controls get -1/-1 until end of
turn." (Wail of War) and the like (the engine's for_each `controlled_by`), "Destroy target Vehicle."
(Crash and Burn, Plow Through: 2026 only), "Double target creature's power and toughness until end
of turn." (Epic Fight, Bulk Up), "Your opponents can't gain life this turn." (Atarka's Command),
"Players can't gain life this turn." (Skullcrack), "~ deals damage equal to the number of creatures
you control to target creature or planeswalker." (Cabaretti Charm), "Each opponent sacrifices a nontoken
artifact of their choice." (Lorehold Charm; the engine's players_sacrifice kinds "nontoken_..."); near
misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, objects_in, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "mode_effects_cards.json"
POOL_TOO = True  # Grizzly Bears, the basic lands, Crucible of Worlds, Anointed Procession, Bloodied Ghost, Futurist Sentinel,
#                   Healing Salve
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Hull Breach", "Stomp and Howl", "Fumarole", "Spiteful Blow", "Plague Spores", "Reign of Chaos", "Goblin Grenadiers",
          "Run Ashore", "Riverwalk Technique", "Run Out of Town", "Boros Charm", "Simic Charm", "Heroic Intervention",
          "Soul of New Phyrexia", "Golgari Charm", "Wrap in Vigor", "Wail of the Nim", "Loxodon Hierarch", "Crux of Fate",
          "Wakening Sun's Avatar", "Aether Shockwave", "Naya Charm", "Wail of War", "Primaris Eliminator", "Ajani Vengeant",
          "Arms of Hadar", "Dawnglare Invoker", "Gulf Squid", "How to Start a Riot", "Neutralize the Guards", "Primeval Light",
          "River's Rebuke", "Tempest Caller", "Crash and Burn", "Plow Through", "Epic Fight", "Bulk Up",
          "Tifa Lockhart", "Reckless Amplimancer", "Devilish Valet", "Atarka's Command", "Skullcrack", "Call In a Professional",
          "Cabaretti Charm", "Coordinated Maneuver", "Ultimate Alliance", "Accursed Marauder", "Chain Devil", "Lorehold Charm"]
#: a spell as well as a permanent, "second from the top", "legendary permanents", "other creature", "you and
#: permanents", four targets, an opponent's choice of target, non-Aura enchantments, a creature's damage to
#: its controller, "untap them", "destroyed this way", base power and toughness "until
#: your next turn": none of them what these templates read
NEAR_MISSES = ["Swat Away", "Sudden Setback", "Temporal Cleansing", "Dora Milaje Elite", "Dark Dabbling", "Dawn's Truce",
               "Decimate", "Volcanic Offering", "Tranquil Domain", "Rakdos Charm", "Great Oak Guardian",
               "Overwhelming Forces", "Mass Diminish", "Grunn, the Lonely King",  # "double its power": the attacker
               "A-Cabaretti Charm"]  # "equal to twice the number of"


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mode effects"), cards=cards))


def lands(card, n, prefix, owner="Alice"):
    return [obj(f"{prefix}{i}", card, owner) for i in range(n)]


def cast(spell, mode, targets=(), mana=(), player="Alice", choices=None):
    act = {"type": "play_spell", "player": player, "object": spell, "mode": mode, "targets": list(targets),
           "mana_abilities": [{"object": m} for m in mana]}
    other = "Bob" if player == "Alice" else "Alice"
    return [act, p(player), p(other, **({"choices": {spell: choices}} if choices else {}))]


@pytest.mark.parametrize("name", PLAYED)
def test_mode_effect_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_mode_effects_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_boros_charm_keeps_alices_permanents_from_crux_of_fate(cards, rules):
    objects = [obj("charm", "Boros Charm", zone="hand"), obj("crux", "Crux of Fate", zone="hand"),
               obj("m0", "Mountain"), obj("pl0", "Plains"), *lands("Swamp", 5, "s"),
               obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = cast("charm", 1, mana=["m0", "pl0"]) + cast("crux", 1, mana=[f"s{i}" for i in range(5)])
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "bob_bears") == "graveyard", log(replay)
    assert "Mountain gains indestructible until end of turn." in log(replay)  # a land as well as the creature
    assert {R2007: {"409.1b", "418.3b"}, R2026: {"601.2b", "611.2c", "702.12b"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_hull_breach_destroys_the_target_artifact_and_the_target_enchantment(cards, rules):
    objects = [obj("breach", "Hull Breach", zone="hand"), obj("m0", "Mountain"), obj("f0", "Forest"),
               obj("crucible", "Crucible of Worlds", owner="Bob"), obj("procession", "Anointed Procession", owner="Bob")]
    replay = play(cards, objects, cast("breach", 2, ["crucible", "procession"], ["m0", "f0"]), rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "crucible") == zone_of(replay, "procession") == "graveyard", log(replay)
    assert {R2007: "409.1b", R2026: "701.8a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_riverwalk_technique_lets_the_owner_put_it_on_the_bottom(cards, rules):
    objects = [obj("tech", "Riverwalk Technique", zone="hand"), *lands("Island", 4, "i"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("b0", "Grizzly Bears", owner="Bob", zone="library")]
    replay = play(cards, objects, cast("tech", 0, ["bears"], [f"i{i}" for i in range(4)], choices={"bottom": ["bears"]}), rules)
    assert not refused(replay), log(replay)
    library = [o["id"] for o in replay.final_state["zones"]["Bob"]["library"]][::-1]
    assert library == ["b0", "bears"], log(replay)  # its owner, Bob, chose the bottom
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_golgari_charm_regenerates_each_of_alices_creatures_from_crux_of_fate(cards, rules):
    objects = [obj("charm", "Golgari Charm", zone="hand"), obj("crux", "Crux of Fate", zone="hand"),
               obj("f0", "Forest"), *lands("Swamp", 6, "s"),
               obj("bears", "Grizzly Bears"), obj("ghost", "Bloodied Ghost"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = cast("charm", 2, mana=["f0", "s5"]) + cast("crux", 1, mana=[f"s{i}" for i in range(5)])
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "ghost") == "in_play", log(replay)
    assert zone_of(replay, "bob_bears") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["bears"]["tapped"], log(replay)  # regenerated: tapped (and removed from combat)
    assert {R2007: "419.6b", R2026: "701.19a"}[rules] in cited(replay), sorted(cited(replay))


def test_simic_charm_gives_alices_permanents_hexproof_from_bobs_spell(cards):
    objects = [obj("charm", "Simic Charm", zone="hand"), obj("f0", "Forest"), obj("i0", "Island"), obj("bears", "Grizzly Bears"),
               obj("bob_charm", "Boros Charm", owner="Bob", zone="hand"), obj("bm", "Mountain", owner="Bob"), obj("bp", "Plains", owner="Bob")]
    actions = cast("charm", 1, mana=["f0", "i0"]) + [{"type": "pass_priority", "player": "Alice"},
                                                      {"type": "play_spell", "player": "Bob", "object": "bob_charm", "mode": 2,
                                                       "targets": ["bears"], "mana_abilities": [{"object": "bm"}, {"object": "bp"}]}]
    replay = play(cards, objects, actions, R2026)
    assert [s.action.get("object") for s in refused(replay)] == ["bob_charm"], log(replay)
    assert "702.11b" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_aether_shockwave_taps_every_creature_but_the_spirits(cards, rules):
    objects = [obj("wave", "Aether Shockwave", zone="hand"), *lands("Plains", 4, "pl"),
               obj("ghost", "Bloodied Ghost", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("wave", 1, mana=[f"pl{i}" for i in range(4)]), rules)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["bears"]["tapped"] and not found["ghost"]["tapped"], log(replay)


def test_plague_spores_neither_target_can_be_regenerated(compiled):
    effect = compiled["Plague Spores"].definition["effect"]
    assert [(s["do"], s["what"], s.get("no_regenerate")) for s in effect] == [("destroy", "target:0", True), ("destroy", "target:1", True)]


def test_it_cant_be_regenerated_after_two_destroyed_targets_stays_text_only():
    from rulings.oracle import compile_card
    card = compile_card({"name": "Probe", "types": ["Sorcery"], "mana_cost": "{3}",
                         "text": "Destroy target creature and target land. It can't be regenerated."})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_naya_charm_taps_only_the_creatures_the_target_player_controls(cards, rules):
    objects = [obj("charm", "Naya Charm", zone="hand"), obj("m0", "Mountain"), obj("f0", "Forest"), obj("pl0", "Plains"),
               obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"), obj("bob_ghost", "Bloodied Ghost", owner="Bob"),
               obj("bob_forest", "Forest", owner="Bob")]
    replay = play(cards, objects, cast("charm", 2, ["Bob"], ["m0", "f0", "pl0"]), rules)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["bob_bears"]["tapped"] and found["bob_ghost"]["tapped"], log(replay)
    assert not found["bears"]["tapped"] and not found["bob_forest"]["tapped"], log(replay)  # Alice's creature, Bob's land
    assert {R2007: "409.1b", R2026: "701.26a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_wail_of_war_shrinks_the_target_opponents_creatures_until_end_of_turn(cards, rules):
    objects = [obj("wail", "Wail of War", zone="hand"), *lands("Swamp", 3, "s"),
               obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("wail", 0, ["Bob"], ["s0", "s1", "s2"]), rules)
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert (found["bob_bears"]["power"], found["bob_bears"]["toughness"]) == (1, 1), log(replay)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (2, 2), log(replay)
    assert {R2007: "418.3b", R2026: "611.2c"}[rules] in cited(replay), sorted(cited(replay))


def test_wail_of_war_cant_target_its_controller(cards):
    objects = [obj("wail", "Wail of War", zone="hand"), *lands("Swamp", 3, "s"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("wail", 0, ["Alice"], ["s0", "s1", "s2"]), R2026)
    assert refused(replay), log(replay)  # "target opponent"


def test_controlled_by_is_only_for_permanents():
    card = {"name": "Probe", "types": ["Sorcery"], "mana_cost": "{1}", "targets": ["player"],
            "effect": [{"do": "for_each", "creatures": {}, "controlled_by": "target:0", "effect": [{"do": "tap", "what": "it"}]}]}
    objects = [obj("probe", "Probe", zone="hand")]
    with pytest.raises(ScenarioError, match="controlled_by"):
        load_scenario(in_main_phase(objects, [], R2026), cards=lambda name: card if name == "Probe" else None)


def test_crash_and_burn_destroys_a_vehicle_that_isnt_a_creature(cards):
    objects = [obj("crash", "Crash and Burn", zone="hand"), *lands("Mountain", 4, "m"), obj("sentinel", "Futurist Sentinel", owner="Bob")]
    replay = play(cards, objects, cast("crash", 0, ["sentinel"], [f"m{i}" for i in range(4)]), R2026)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "sentinel") == "graveyard", log(replay)
    assert "701.8a" in cited(replay), sorted(cited(replay))


def test_crash_and_burn_cant_target_a_creature_that_isnt_a_vehicle(cards):
    objects = [obj("crash", "Crash and Burn", zone="hand"), *lands("Mountain", 4, "m"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("crash", 0, ["bears"], [f"m{i}" for i in range(4)]), R2026)
    assert refused(replay), log(replay)


def test_crash_and_burn_is_refused_under_the_2007_rules_which_have_no_vehicles(cards):
    objects = [obj("crash", "Crash and Burn", zone="hand")]
    with pytest.raises(ScenarioError, match="Vehicle"):
        load_scenario(in_main_phase(objects, [], R2007), cards=cards)


@pytest.mark.parametrize("rules", EDITIONS)
def test_epic_fight_doubles_power_and_toughness_as_it_resolves(cards, rules):
    objects = [obj("fight", "Epic Fight", zone="hand"), *lands("Forest", 3, "f"), obj("ghost", "Bloodied Ghost", counters={"-1/-1": 1})]
    replay = play(cards, objects, cast("fight", 0, ["ghost"], ["f0", "f1", "f2"]), rules)
    assert not refused(replay), log(replay)
    ghost = objects_in(replay.final_state)["ghost"]
    assert (ghost["power"], ghost["toughness"]) == (4, 4), log(replay)  # a 3/3 with a -1/-1 counter, 2/2 as it resolves: +2/+2
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_bulk_up_doubles_only_the_power(cards, rules):
    objects = [obj("bulk", "Bulk Up", zone="hand"), *lands("Mountain", 2, "m"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bulk", "targets": ["bears"],
                                    "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 2), log(replay)


CANT = {R2007: {"103.2"}, R2026: {"101.2", "119.7"}}


def salve(oid, target):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mode": 0, "targets": [target],
             "mana_abilities": [{"object": f"{oid}_p"}]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_skullcrack_stops_every_players_life_gain_this_turn(cards, rules):
    objects = [obj("crack", "Skullcrack", zone="hand"), *lands("Mountain", 2, "m"),
               obj("salve", "Healing Salve", zone="hand"), obj("salve_p", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "crack", "targets": ["Bob"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Alice"), p("Bob")] + salve("salve", "Alice")
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)  # Alice's 3 life from Healing Salve doesn't happen
    assert CANT[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_atarkas_command_stops_only_the_opponents_life_gain(cards, rules):
    objects = [obj("command", "Atarka's Command", zone="hand"), obj("m0", "Mountain"), obj("f0", "Forest"), obj("bears", "Grizzly Bears"),
               obj("s1", "Healing Salve", zone="hand"), obj("s1_p", "Plains"), obj("s2", "Healing Salve", zone="hand"), obj("s2_p", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "command", "modes": [0, 3],
                "mana_abilities": [{"object": "m0"}, {"object": "f0"}]}, p("Alice"), p("Bob")] + salve("s1", "Bob") + salve("s2", "Alice")
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 23, "Bob": 20}, log(replay)
    assert "Alice's opponents can't gain life this turn." in log(replay)
    assert CANT[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("creatures, dies", [(2, False), (3, True)])
def test_cabaretti_charm_deals_damage_equal_to_alices_creatures(cards, rules, creatures, dies):
    objects = [obj("charm", "Cabaretti Charm", zone="hand"), obj("m0", "Mountain"), obj("f0", "Forest"), obj("pl0", "Plains"),
               *(obj(f"b{i}", "Grizzly Bears") for i in range(creatures)), obj("ghost", "Bloodied Ghost", owner="Bob"),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("charm", 0, ["ghost"], ["m0", "f0", "pl0"]), rules)
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "ghost") == "graveyard") is dies, log(replay)  # a 3/3; Bob's creature isn't counted


SOLDIER = {"id": "soldier", "owner": "Bob", "zone": "in_play", "token": True,
           "card": {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_accursed_marauder_makes_each_player_sacrifice_a_creature_that_isnt_a_token(cards, rules):
    objects = [obj("marauder", "Accursed Marauder", zone="hand"), *lands("Swamp", 2, "s"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), SOLDIER]
    actions = [{"type": "play_spell", "player": "Alice", "object": "marauder", "mana_abilities": [{"object": "s0"}, {"object": "s1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bob_bears") == "graveyard" and zone_of(replay, "marauder") == "graveyard", log(replay)
    assert zone_of(replay, "soldier") == "in_play", log(replay)  # the token came in last, but isn't a nontoken creature
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay), sorted(cited(replay))


def test_a_token_cant_be_chosen_for_a_nontoken_sacrifice(cards):
    objects = [obj("marauder", "Accursed Marauder", zone="hand"), *lands("Swamp", 2, "s"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), SOLDIER]
    actions = [{"type": "play_spell", "player": "Alice", "object": "marauder", "mana_abilities": [{"object": "s0"}, {"object": "s1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"marauder": {"sacrifices": {"Bob": "soldier"}}})]
    replay = play(cards, objects, actions, R2026)
    assert refused(replay) and "soldier" not in " ".join(
        e.text for st in refused(replay) for e in st.events).split("controls:")[-1], log(replay)
