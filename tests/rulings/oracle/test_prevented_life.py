"""Real cards of rulings/oracle/prevented_life.py (records in prevented_life_cards.json, copied from
the pool) played through the engine: "You gain life equal to the damage prevented this way." after
"The next time a source of your choice would deal damage to you this turn, prevent that damage."
(Reverse Damage, Cho-Arrim Alchemist, Intervention Pact) and "Prevent all damage that would be dealt by
creatures this turn." (Chant of Vitu-Ghazi): the rest of the prevention effect, right after the
prevention (2026 615.5; 2007 419.5: the prevented event never happens, a modified one instead); near
misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p

CARDS = Path(__file__).parent / "prevented_life_cards.json"
R07, R26 = "2007-02-01", "2026-06-19"
EDITIONS = (R07, R26)
ADDITIONAL = {R07: "419.5", R26: "615.5"}
CHOSEN_SOURCE = {R07: "419.8a", R26: "609.7a"}
PLAYED = ["Reverse Damage", "Cho-Arrim Alchemist", "Chant of Vitu-Ghazi", "Intervention Pact"]
#: after "Prevent all damage target spell would deal", "The next time target creature would deal damage", "If noncombat
#: damage would be dealt to you", a Fog of combat damage to you; "Exile cards ... equal to the damage prevented this way";
#: "If damage from a black source is prevented this way, you gain that much life"; "Whenever damage from a black or red
#: source is prevented this way this turn": none the words read
NEAR_MISSES = ["Hallow", "Awe Strike", "Purity", "Inkshield", "Bone Mask", "Shadowbane", "Samite Ministration"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "prevented life"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(name, n, owner="Alice", prefix="l"):
    return [obj(f"{prefix}{i}", name, owner=owner) for i in range(n)]


def spell(player, oid, land_ids, targets=()):
    return {"type": "play_spell", "player": player, "object": oid, **({"targets": list(targets)} if targets else {}),
            "mana_abilities": [{"object": land} for land in land_ids]}


def bob_bolts_alice_and_alice_reverses(source):
    """Bob bolts Alice; in response Alice casts Reverse Damage choosing `source`; both resolve."""
    return [p("Alice"), spell("Bob", "bolt", ["m0"], ["Alice"]), p("Bob"), spell("Alice", "reverse", ["l0", "l1", "l2"]),
            p("Alice"), p("Bob", choices={"reverse": {"source": source}}), p("Alice"), p("Bob")]


def reverse_damage_objects():
    return [obj("reverse", "Reverse Damage", zone="hand"), *lands("Plains", 3), obj("bolt", "Lightning Bolt", "Bob", "hand"),
            *lands("Mountain", 2, owner="Bob", prefix="m"), obj("bears", "Grizzly Bears", owner="Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_prevented_life_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_reverse_damage_compiles_to_a_shield_with_the_life_rider(compiled):
    assert compiled["Reverse Damage"].definition["effect"] == [
        {"do": "prevent_damage_from_source", "to": "you", "gain_life_prevented": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_reverse_damage_turns_the_chosen_bolt_into_3_life(cards, rules):
    replay = play(cards, reverse_damage_objects(), bob_bolts_alice_and_alice_reverses("bolt"), rules)
    assert life(replay)["Alice"] == 23, log(replay)
    assert "Alice gains 3 life (23 life)." in log(replay)
    assert {ADDITIONAL[rules], CHOSEN_SOURCE[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_reverse_damage_on_another_source_gains_nothing(cards, rules):
    replay = play(cards, reverse_damage_objects(), bob_bolts_alice_and_alice_reverses("bears"), rules)
    assert life(replay)["Alice"] == 17, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reverse_damage_gains_nothing_when_the_damage_cant_be_prevented(cards, rules):
    objects = [*reverse_damage_objects(), obj("pain", "Flaring Pain", "Bob", "hand"), obj("m2", "Mountain", owner="Bob")]
    actions = [p("Alice"), spell("Bob", "pain", ["m1", "m2"]), p("Bob"), p("Alice"), *bob_bolts_alice_and_alice_reverses("bolt")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 17, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chant_of_vitu_ghazi_gains_the_attackers_prevented_damage(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"), obj("chant", "Chant of Vitu-Ghazi", "Bob", "hand"),
               *lands("Plains", 8, owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant", "bears"]},
               p("Alice"), spell("Bob", "chant", [f"l{i}" for i in range(8)]), p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}, *([p("Alice"), p("Bob")] if rules == R07 else [])]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 25, log(replay)  # 3 + 2 prevented, 3 + 2 gained


@pytest.mark.parametrize("rules", EDITIONS)
def test_chant_of_vitu_ghazi_leaves_a_spells_damage_alone(cards, rules):
    objects = [obj("chant", "Chant of Vitu-Ghazi", zone="hand"), *lands("Plains", 8), obj("shock", "Shock", "Bob", "hand"),
               *lands("Mountain", 1, owner="Bob", prefix="m")]
    actions = [spell("Alice", "chant", [f"l{i}" for i in range(8)]), p("Alice"), p("Bob"),
               p("Alice"), spell("Bob", "shock", ["m0"], ["Alice"]), p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 18, log(replay)


def test_intervention_pact_turns_the_chosen_bolt_into_3_life(cards):
    objects = [obj("pact", "Intervention Pact", zone="hand"), obj("bolt", "Lightning Bolt", "Bob", "hand"), *lands("Mountain", 1, owner="Bob", prefix="m")]
    actions = [p("Alice"), spell("Bob", "bolt", ["m0"], ["Alice"]), p("Bob"), spell("Alice", "pact", []),
               p("Alice"), p("Bob", choices={"pact": {"source": "bolt"}}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R26)
    assert life(replay)["Alice"] == 23, log(replay)
