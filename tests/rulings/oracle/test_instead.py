"""The same instruction with another number "instead" when a condition holds as the spell or ability resolves
(rulings/oracle/instead.py, rulings/engine/instead_conditions.py), played from real cards' Oracle text
(instead_cards.json: records copied from the pool): "Galvanic Blast deals 2 damage to any target." / "Metalcraft
— Galvanic Blast deals 4 damage instead if you control three or more artifacts."; "You gain 4 life. If a creature
died this turn, you gain 8 life instead." (Life Goes On). The condition is checked once, as the spell resolves
(2007 413.2b; 2026 608.2c), and exactly one version is followed; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle.compiler import _engine_refuses

from .conftest import cited_pairs, in_main_phase, life, log, objects_in, obj, p, zone_of

CARDS = Path(__file__).parent / "instead_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Brimstone Volley", "Feed the Clan", "Firecannon Blast", "Galvanic Blast", "Genemorph Imago", "Invasive Maneuvers",
          "Life Goes On", "Mirran Mettle", "Predator's Howl", "Tragic Slip", "Zimone, Quandrix Prodigy", "Cackling Flames",
          "Court of Ire", "For the Family", "Grizzly Fate", "Thermal Blast", "Tragic Fall", "You're Not Alone",
          "Gather the Townsfolk", "Firebending Lesson",
          "Burning Hands", "Electrostatic Bolt"]  # a condition on the target ("If that permanent is green"): target_quality_damage.py
#: another instruction instead ("destroy the creature"), a condition on the target the target grammar doesn't read, or one
#: the engine's instructions can't check (spell mastery, "a Tezzeret planeswalker"), "X plus 2", another token (Court of Grace's Angel for a Spirit), or "instead" on
#: another kind of instruction (coven's "creatures you control get") (Breath of Darigaaz's kicked "it deals 4 damage to
#: each creature without flying and each player instead" is played: test_kicked_sentences.py)
NEAR_MISSES = ["Dark Temper", "Ray of Enfeeblement", "Fiery Impulse", "Tezzeret's Simulacrum",
               "Crater's Claws", "Ritual of Hope", "Hunger of the Howlpack", "Court of Grace"]
#: (Dega Sanctuary's "a black permanent and a red permanent" is read by color_pair_conditions.py: its test plays it)


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "instead"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, targets, lands, player="Alice"):
    return [{"type": "play_spell", "player": player, "object": oid, "targets": targets,
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_instead_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_instead_riders_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_galvanic_blast_deals_4_damage_instead_with_three_artifacts(cards, rules):
    objects = [obj("blast", "Galvanic Blast", zone="hand"), obj("m", "Mountain"),
               *(obj(f"o{i}", "Ornithopter") for i in range(3))]
    replay = play(cards, objects, cast("blast", ["Bob"], ["m"]), rules)
    assert life(replay)["Bob"] == 16, log(replay)  # 4 damage, not 2 and not 6
    assert (FOLLOW[rules], "follow_instructions") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_galvanic_blast_deals_2_damage_with_two_artifacts(cards, rules):
    objects = [obj("blast", "Galvanic Blast", zone="hand"), obj("m", "Mountain"),
               *(obj(f"o{i}", "Ornithopter") for i in range(2)), obj("bob_o", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, cast("blast", ["Bob"], ["m"]), rules)
    assert life(replay)["Bob"] == 18, log(replay)  # Bob's artifact doesn't count for Alice
    assert (FOLLOW[rules], "follow_instructions") in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_brimstone_volley_deals_5_damage_after_a_creature_died_this_turn(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("volley", "Brimstone Volley", zone="hand"),
               *(obj(f"m{i}", "Mountain") for i in range(4)), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = cast("bolt", ["bears"], ["m0"]) + cast("volley", ["Bob"], ["m1", "m2", "m3"])
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay)["Bob"] == 15, log(replay)  # 5 damage instead of 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_life_goes_on_gains_4_life_when_no_creature_died(cards, rules):
    objects = [obj("lgo", "Life Goes On", zone="hand"), obj("f", "Forest")]
    replay = play(cards, objects, cast("lgo", [], ["f"]), rules)
    assert life(replay)["Alice"] == 24, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tragic_slip_gives_only_minus_1_minus_1_without_a_death(cards, rules):
    objects = [obj("slip", "Tragic Slip", zone="hand"), obj("s", "Swamp"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("slip", ["bears"], ["s"]), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (1, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cackling_flames_deals_5_damage_with_no_cards_in_hand(cards, rules):
    objects = [obj("flames", "Cackling Flames", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4))]  # {3}{R}
    replay = play(cards, objects, cast("flames", ["Bob"], ["m0", "m1", "m2", "m3"]), rules)
    assert life(replay)["Bob"] == 15, log(replay)  # the spell itself is on the stack: Alice's hand is empty as it resolves


@pytest.mark.parametrize("rules", EDITIONS)
def test_cackling_flames_deals_3_damage_with_a_card_in_hand(cards, rules):
    objects = [obj("flames", "Cackling Flames", zone="hand"), obj("other", "Mountain", zone="hand"),
               *(obj(f"m{i}", "Mountain") for i in range(4))]
    replay = play(cards, objects, cast("flames", ["Bob"], ["m0", "m1", "m2", "m3"]), rules)
    assert life(replay)["Bob"] == 17, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thermal_blast_counts_seven_cards_in_its_controllers_graveyard(cards, rules):
    objects = [obj("blast", "Thermal Blast", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               *(obj(f"g{i}", "Island", zone="graveyard") for i in range(7)), obj("bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"bob_g{i}", "Island", owner="Bob", zone="graveyard") for i in range(7))]
    replay = play(cards, objects, cast("blast", ["bears"], [f"m{i}" for i in range(5)]), rules)
    assert "Thermal Blast deals 5 damage to Grizzly Bears" in log(replay), log(replay)
    bob_only = [o for o in objects if o["id"] not in {f"g{i}" for i in range(7)}]
    replay = play(cards, bob_only, cast("blast", ["bears"], [f"m{i}" for i in range(5)]), rules)
    assert "Thermal Blast deals 3 damage to Grizzly Bears" in log(replay), log(replay)  # Bob's graveyard doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_gather_the_townsfolk_creates_five_of_those_tokens_at_5_life(cards, rules):
    scenario = in_main_phase([obj("gather", "Gather the Townsfolk", zone="hand"), obj("pl", "Plains"), obj("f", "Forest")],
                             cast("gather", [], ["pl", "f"]), rules, "fateful hour")
    scenario["players"][0]["life"] = 5
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 5, log(replay)  # five 1/1 Humans, not two and not seven


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked", [False, True])
def test_firebending_lesson_deals_5_damage_to_that_creature_only_if_kicked(cards, rules, kicked):
    objects = [obj("lesson", "Firebending Lesson", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = cast("lesson", ["bears"], [f"m{i}" for i in range(5 if kicked else 1)])
    actions[0]["kicked"] = kicked
    replay = play(cards, objects, actions, rules)
    said = f"Firebending Lesson deals {5 if kicked else 2} damage to Grizzly Bears"
    assert said in log(replay), log(replay)
    assert f"Firebending Lesson deals {2 if kicked else 5} damage to Grizzly Bears" not in log(replay), log(replay)


def test_court_of_ire_deals_7_damage_at_upkeep_while_its_controller_is_the_monarch(cards):
    scenario = in_main_phase([obj("court", "Court of Ire")], [p("Bob"), p("Alice", trigger_targets={"court": ["Bob"]}), p("Alice"), p("Bob")],
                             R2026, "court")
    scenario["turn"] = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}
    scenario["players"][0]["monarch"] = True
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay)["Bob"] == 13, log(replay)


def test_the_condition_is_checked_once_for_the_pair(cards):
    """A pump that makes its own condition true ("a creature with power 4 or greater") still gives only its own
    +2/+2: the instead version is followed only if the condition held as the first was reached."""
    cond = {"you_control_power_at_least": 4}
    own = {"name": "Test Growth", "types": ["Instant"], "mana_cost": "{G}", "targets": ["creature"], "abilities": [],
           "effect": [{"do": "pump", "power": 2, "toughness": 2, "to": "target:0", "until": "end_of_turn", "unless_condition": cond},
                      {"do": "pump", "power": 4, "toughness": 4, "to": "target:0", "until": "end_of_turn", "if_condition": cond}]}
    lookup = lambda name: own if name == "Test Growth" else cards(name)  # noqa: E731
    objects = [obj("growth", "Test Growth", zone="hand"), obj("f", "Forest"), obj("bears", "Grizzly Bears")]
    replay = play(lookup, objects, cast("growth", ["bears"], ["f"]), R2026)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 4), log(replay)


def test_an_unless_condition_must_be_followed_by_its_instead_instruction():
    cond = {"a_creature_died_this_turn": True}
    definition = {"name": "Test Life", "types": ["Instant"], "mana_cost": "{W}", "abilities": [], "text": "",
                  "effect": [{"do": "gain_life", "amount": 4, "player": "you", "unless_condition": cond}]}
    assert _engine_refuses(definition)
    definition["effect"].append({"do": "gain_life", "amount": 8, "player": "you", "if_condition": cond})
    assert not _engine_refuses(definition)
