"""What an effect gives the creatures attacking as it resolves (rulings/oracle/attacking_groups.py),
played from real cards' Oracle text (attacking_groups_cards.json: records copied from the pool):
"Whenever this creature attacks, attacking creatures gain trample until end of turn" (Fangren
Pathcutter), "... attacking Warriors get +1/+1 until end of turn" (Blaring Captain), "... each
attacking Human gains flying" (Cavalry Pegasus), "... each other attacking creature gets +1/+0"
(Renegade Warlord), "Attacking creatures gain first strike until end of turn" (Headlong Rush). The
set is the creatures attacking as the effect resolves (2026 611.2c; 2007 418.3b); near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "attacking_groups_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Elvish Warrior and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Fangren Pathcutter", "Thunderhawk Gunship", "Victory's Herald", "Chieftain en-Dal", "Akki Coalflinger",
          "Headlong Rush", "Blaring Captain", "Blood Age General", "Suki, Kyoshi Captain", "Cavalry Pegasus",
          "Renegade Warlord", "Smogsteed Rider", "Hellrider", "Scorch Spitter", "Rakdos Roustabout",
          "Haazda Marshal", "Glimmer Lens", "Sokka, Lateral Strategist",
          "Righteous Cause", "Ancestor Dragon"]
#: "Other red attacking creatures ...", "untap each other white attacking creature" (Tori D'Avenant);
#: "it deals damage to the player or planeswalker it's attacking equal to the number of artifacts you control"
#: (Fathom Fleet Swordjack), "it deals damage equal to its power" where "it" is the equipped creature (Mage Slayer)
#: "you may pay {3}. When you do, put a +1/+1 counter on that creature" (Anointer of Valor): a reflexive trigger
#: "they gain indestructible" (Angelic Guardian): the creatures that attacked, which "they" doesn't name here
#: "look at the top six cards ... tapped and attacking ... Return that creature ... at end of combat" (Arthur): not its trigger
NEAR_MISSES = ["Tori D'Avenant, Fury Rider", "Fathom Fleet Swordjack", "Mage Slayer", "Arthur, Marigold Knight",
               "Anointer of Valor", "Angelic Guardian"]
#: whom the trigger's attack and the effect's set are cited by: the attack trigger, the set fixed as it resolves
ATTACK_TRIGGER = {R2007: "308.3", R2026: "508.3a"}
SET_FIXED = {R2007: "418.3b", R2026: "611.2c"}


def attack(objects, attackers, rules, then=()):
    """Alice attacks Bob with `attackers`; the attack triggers resolve (both players pass), then `then`."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}, *then, p("Alice"), p("Bob")]
    return in_main_phase([*objects, obj("bob_bears", "Grizzly Bears", owner="Bob")], actions, rules, "attacking groups")


def play(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid].get("keywords", [])


@pytest.mark.parametrize("name", PLAYED)
def test_attacking_group_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [  # "attacking creatures with flying gain trample ...": test_until_end_of_turn.py
    "Whenever this creature attacks, attacking elves get +1/+1 until end of turn.",
    "Whenever this creature attacks, each attacking Elemental Shaman gains trample until end of turn.",
    "Whenever this creature attacks, attacking creatures gain trample.",
])
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "subtypes": ["Beast"],
                         "power": "2", "toughness": "2", "text": text})
    assert not card.played


def test_other_attacking_creatures_on_an_instant_stay_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Instant"],
                         "text": "Other attacking creatures gain first strike until end of turn."})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_fangren_pathcutter_gives_trample_to_each_attacking_creature_only(cards, rules):
    objects = [obj("cutter", "Fangren Pathcutter"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["cutter", "bears"], rules))
    assert "trample" in keywords(replay, "cutter") and "trample" in keywords(replay, "bears"), log(replay)
    assert "trample" not in keywords(replay, "giant") and "trample" not in keywords(replay, "bob_bears")  # not attacking
    assert {ATTACK_TRIGGER[rules], SET_FIXED[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_blaring_captain_pumps_attacking_warriors_only(cards, rules):
    objects = [obj("captain", "Blaring Captain"), obj("elf", "Elvish Warrior"), obj("bears", "Grizzly Bears"),
               obj("halberdier", "Fearless Halberdier")]
    replay = play(cards, attack(objects, ["captain", "elf", "bears"], rules))
    assert pt(replay, "captain") == (3, 3) and pt(replay, "elf") == (3, 4), log(replay)  # attacking Warriors
    assert pt(replay, "bears") == (2, 2)  # attacking, but no Warrior
    assert pt(replay, "halberdier") == (3, 2)  # a Warrior, but not attacking
    assert SET_FIXED[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_cavalry_pegasus_gives_flying_to_each_attacking_human(cards, rules):
    objects = [obj("pegasus", "Cavalry Pegasus"), obj("seeker", "Glory Seeker"), obj("bears", "Grizzly Bears")]
    replay = play(cards, attack(objects, ["pegasus", "seeker", "bears"], rules))
    assert "flying" in keywords(replay, "seeker"), log(replay)
    assert "flying" not in keywords(replay, "bears")  # attacking, but no Human


@pytest.mark.parametrize("rules", EDITIONS)
def test_renegade_warlord_pumps_each_other_attacking_creature_not_itself(cards, rules):
    objects = [obj("warlord", "Renegade Warlord"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["warlord", "bears"], rules))
    assert pt(replay, "bears") == (3, 2), log(replay)
    assert pt(replay, "warlord") == (3, 3)  # "other": not itself
    assert pt(replay, "giant") == (3, 3)  # not attacking


def test_smogsteed_rider_gives_fear_to_the_other_attackers(cards):
    objects = [obj("rider", "Smogsteed Rider"), obj("bears", "Grizzly Bears")]
    replay = play(cards, attack(objects, ["rider", "bears"], R2026))
    assert "fear" in keywords(replay, "bears") and "fear" not in keywords(replay, "rider"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_headlong_rush_gives_first_strike_to_the_creatures_attacking_as_it_resolves(cards, rules):
    objects = [obj("rush", "Headlong Rush", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    cast = {"type": "play_spell", "player": "Alice", "object": "rush", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}
    replay = play(cards, attack(objects, ["bears"], rules, then=[cast]))
    assert "first strike" in keywords(replay, "bears"), log(replay)
    assert "first strike" not in keywords(replay, "giant") and "first strike" not in keywords(replay, "bob_bears")
    assert SET_FIXED[rules] in cited(replay), sorted(cited(replay))


def test_suki_gives_double_strike_to_attacking_warriors_its_controller_controls(cards):
    objects = [obj("suki", "Suki, Kyoshi Captain"), obj("elf", "Elvish Warrior"), obj("halberdier", "Fearless Halberdier"),
               *(obj(f"p{i}", "Plains") for i in range(4))]
    activate = {"type": "activate_ability", "player": "Alice", "object": "suki", "ability": 1,
                "mana_abilities": [{"object": f"p{i}"} for i in range(4)]}
    replay = play(cards, attack(objects, ["elf"], R2026, then=[activate]))
    assert "double strike" in keywords(replay, "elf"), log(replay)
    assert "double strike" not in keywords(replay, "halberdier") and "double strike" not in keywords(replay, "suki")


# --- "deals N damage to the player or planeswalker it's attacking" ---

@pytest.mark.parametrize("text", [
    "Whenever a creature you control attacks, it deals 1 damage to the player or planeswalker it's attacking.",
    "Whenever this creature attacks, it deals 1 damage to the player or planeswalker it's attacking and you gain 1 life.",
    "Whenever this creature attacks, it deals 1 damage to the player or planeswalker it's attacking and defending player "
    "loses 1 life.",
    "Whenever a creature attacks, tap target creature defending player controls.",
])
def test_near_miss_attack_trigger_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Creature"], "subtypes": ["Goblin"],
                         "power": "2", "toughness": "2", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_hellrider_deals_1_damage_to_the_defending_player_for_each_attacking_creature(cards, rules):
    objects = [obj("hellrider", "Hellrider"), obj("bears", "Grizzly Bears")]
    replay = play(cards, attack(objects, ["hellrider", "bears"], rules, then=[p("Alice"), p("Bob")]))
    assert replay.final_state["players"][1]["life"] == 18, log(replay)  # two triggers, each 1 damage to Bob
    assert ("defending_player_referent" in {c for _, c in cited_pairs(replay)}), sorted(cited_pairs(replay))
    assert ATTACK_TRIGGER[rules] in cited(replay)


def test_hellrider_deals_the_damage_to_the_planeswalker_a_creature_attacks(cards):
    objects = [obj("hellrider", "Hellrider"), obj("bears", "Grizzly Bears"), obj("jace", "Jace Beleren", owner="Bob", counters={"loyalty": 3})]
    sc = attack(objects, ["hellrider", "bears"], R2026, then=[p("Alice"), p("Bob")])
    sc["actions"][1]["attacking"] = {"bears": "jace"}
    replay = play(cards, sc)
    assert replay.final_state["players"][1]["life"] == 19, log(replay)  # Hellrider's own attack: Bob
    assert objects_in(replay.final_state)["jace"]["counters"] == {"loyalty": 2}  # the Bears' attack: Jace
    assert ("508.1b", "attack_planeswalker") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scorch_spitter_deals_1_damage_to_the_player_it_attacks(cards, rules):
    replay = play(cards, attack([obj("spitter", "Scorch Spitter")], ["spitter"], rules))
    assert replay.final_state["players"][1]["life"] == 19, log(replay)


def test_rakdos_roustabout_deals_1_damage_to_the_player_it_attacks_when_blocked(cards):
    objects = [obj("roustabout", "Rakdos Roustabout")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["roustabout"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bob_bears", "attacker": "roustabout"}]}, p("Alice"), p("Bob")]
    replay = play(cards, in_main_phase([*objects, obj("bob_bears", "Grizzly Bears", owner="Bob")], actions, R2026))
    assert replay.final_state["players"][1]["life"] == 19, log(replay)


def test_the_loader_keeps_attacked_to_an_attacking_creatures_trigger():
    card = {"name": "Odd", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                           "effect": [{"do": "damage", "amount": 1, "to": "attacked"}]}]}
    with pytest.raises(ScenarioError, match="attacked"):
        load_scenario(in_main_phase([obj("odd", card)], [], R2026))


# --- "Whenever ~ and at least two other creatures attack" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_haazda_marshal_makes_a_soldier_when_it_and_two_others_attack(cards, rules):
    objects = [obj("marshal", "Haazda Marshal"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["marshal", "bears", "giant"], rules))
    soldiers = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Soldier" in o.get("subtypes", [])]
    assert len(soldiers) == 1, log(replay)
    assert ATTACK_TRIGGER[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_haazda_marshal_does_nothing_with_only_one_other_attacker(cards, rules):
    objects = [obj("marshal", "Haazda Marshal"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["marshal", "bears"], rules))
    assert not [o for o in objects_in(replay.final_state).values() if o.get("token")], log(replay)


def lens_attack(cards, attackers):
    objects = [obj("lens", "Glimmer Lens", attached_to="bears"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant"),
               obj("card1", "Forest", zone="library"), obj("card2", "Forest", zone="library")]
    return play(cards, attack(objects, attackers, R2026))


def test_glimmer_lens_draws_when_the_equipped_creature_and_another_attack(cards):
    replay = lens_attack(cards, ["bears", "giant"])
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)


def test_glimmer_lens_draws_nothing_when_the_equipped_creature_attacks_alone(cards):
    replay = lens_attack(cards, ["bears"])
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 0, log(replay)


def test_glimmer_lens_draws_nothing_when_only_another_creature_attacks(cards):
    replay = lens_attack(cards, ["giant"])
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 0, log(replay)


# --- "Whenever a creature attacks" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_righteous_cause_gains_1_life_for_each_creature_its_controller_attacks_with(cards, rules):
    objects = [obj("cause", "Righteous Cause"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["bears", "giant"], rules, then=[p("Alice"), p("Bob")]))
    assert replay.final_state["players"][0]["life"] == 22, log(replay)
    assert ATTACK_TRIGGER[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_righteous_cause_gains_1_life_for_a_creature_an_opponent_attacks_with(cards, rules):
    sc = in_main_phase([obj("cause", "Righteous Cause"), obj("giant", "Hill Giant", owner="Bob")],
                       [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": "Bob", "attackers": ["giant"]}, p("Bob"), p("Alice")], rules)
    sc["turn"]["active_player"] = "Bob"
    replay = play(cards, sc)
    assert replay.final_state["players"][0]["life"] == 21, log(replay)


# --- "Whenever one or more creatures you control attack" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_ancestor_dragon_triggers_once_and_counts_each_attacking_creature(cards, rules):
    objects = [obj("dragon", "Ancestor Dragon"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = play(cards, attack(objects, ["bears", "giant"], rules))
    assert replay.final_state["players"][0]["life"] == 22, log(replay)  # one trigger, two attackers
    assert {R2007: "404.1", R2026: "508.3d"}[rules] in cited(replay), sorted(cited(replay))  # the trigger condition
