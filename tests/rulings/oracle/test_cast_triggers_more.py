"""Cast triggers naming a kind of spell (rulings/oracle/cast_triggers_more.py, played by
rulings/engine/cast_filters.py), compiled from real cards (cast_triggers_more_cards.json, records
copied from the pool) and played under both editions: the spell is seen as it became cast (2026
601.2i; 2007 409.1i), by its colors, subtypes, mana value, kicker and the zone it was cast from.
Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "cast_triggers_more_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
CAST = {R26: "601.2i", R07: "409.1i"}


def played(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "cast triggers"), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay


def life(replay, name):
    return next(pl["life"] for pl in replay.final_state["players"] if pl["name"] == name)


def lands(card, n, owner="Alice"):
    return [obj(f"{owner[0]}{card}{i}", card, owner=owner) for i in range(n)]


@pytest.mark.parametrize("name", ["Eidolon of the Great Revel", "Soot Imp", "Lys Alana Huntmaster", "Roost of Drakes",
                                  "Burning Vengeance", "Equilibrium", "Sram, Senior Edificer"])
def test_the_family_is_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("spell,cost,hurt", [("Lightning Bolt", 1, True), ("Hill Giant", 4, False)])
def test_eidolon_deals_2_damage_to_the_caster_of_a_spell_with_mana_value_3_or_less(cards, rules, spell, cost, hurt):
    objects = [obj("eidolon", "Eidolon of the Great Revel", owner="Bob"), obj("s", spell, zone="hand"), *lands("Mountain", cost)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"] if spell == "Lightning Bolt" else []}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert life(replay, "Alice") == (18 if hurt else 20), log(replay)
    if hurt:
        assert {CAST[rules], {R26: "202.3", R07: "203.3"}[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("spell,land,loses", [("Lightning Bolt", "Mountain", True), ("Mind Rot", "Swamp", False)])
def test_soot_imp_makes_the_caster_of_a_nonblack_spell_lose_1_life(cards, rules, spell, land, loses):
    objects = [obj("imp", "Soot Imp", owner="Bob"), obj("s", spell, zone="hand"), *lands(land, 3)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"]}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert life(replay, "Alice") == (19 if loses else 20), log(replay)
    assert life(replay, "Bob") == (17 if spell == "Lightning Bolt" else 20)
    assert CAST[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("spell,tokens", [("Llanowar Elves", 1), ("Grizzly Bears", 0)])
def test_lys_alana_huntmaster_makes_an_elf_warrior_for_an_elf_spell(cards, rules, spell, tokens):
    objects = [obj("hunt", "Lys Alana Huntmaster"), obj("s", spell, zone="hand"), *lands("Forest", 2)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s"}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob", choices={"hunt": {"may": True}}), p("Alice"), p("Bob")])
    made = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]
    assert len(made) == tokens, log(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked", [True, False])
def test_roost_of_drakes_makes_a_drake_only_for_a_kicked_spell(cards, rules, kicked):
    objects = [obj("roost", "Roost of Drakes"), obj("s", "Burst Lightning", zone="hand"), *lands("Mountain", 5)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], **({"kicked": True} if kicked else {})}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    made = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]
    assert len(made) == (1 if kicked else 0), log(replay)
    assert life(replay, "Bob") == (16 if kicked else 18)
    assert ({R26: "702.33d", R07: "502.21a"}[rules] in cited(replay)) or not kicked


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("zone", ["graveyard", "hand"])
def test_burning_vengeance_deals_2_damage_when_a_spell_is_cast_from_the_graveyard(cards, rules, zone):
    objects = [obj("bv", "Burning Vengeance"), obj("s", "Firebolt", zone=zone), *lands("Mountain", 5)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], "trigger_targets": {"bv": ["Bob"]}}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert life(replay, "Bob") == (16 if zone == "graveyard" else 18), log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_equilibrium_returns_a_creature_to_its_owners_hand_when_its_cost_is_paid(cards, rules):
    objects = [obj("eq", "Equilibrium"), obj("bears", "Grizzly Bears", zone="hand"), obj("giant", "Hill Giant", owner="Bob"),
               *lands("Forest", 3)]
    cast = {"type": "play_spell", "player": "Alice", "object": "bears", "trigger_targets": {"eq": ["giant"]}}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob", choices={"eq": {"may": True}}), p("Alice"), p("Bob")])
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]] == ["giant"], log(replay)


@pytest.mark.parametrize("text", [
    "Whenever a player casts a spell with mana value 3 or less, this creature deals damage equal to that spell's mana value to that player.",
    "Whenever you cast a noncreature or Dragon spell, you gain 1 life.",
    "Whenever you cast an Eldrazi creature spell, you gain 1 life.",
    "Whenever you cast an Elf spell, that player loses 1 life.",
    "Whenever a player casts a spell from their graveyard, you gain 1 life.",
    "Whenever you cast a creature spell, return it to its owner's hand.",
    "Whenever you cast a noncreature, nonland spell, draw a card.",
    "Whenever a player casts a spell from your graveyard, draw a card.",
    "Whenever you cast a spell of the chosen color, draw a card.",  # no color chosen as it entered
    "Whenever you cast a creature spell, that creature gains haste until end of turn.",
])
def test_a_near_miss_stays_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{2}", "types": ["Enchantment"], "supertypes": [], "subtypes": [], "text": text,
            "layout": "normal"}
    assert not compile_card(card).played


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("color,gains", [("red", True), ("green", False), (None, False)])
def test_diamond_mare_gains_1_life_for_a_spell_of_the_color_chosen_as_it_entered(cards, rules, color, gains):
    mare = obj("mare", "Diamond Mare", **({"chosen": {"color": color}} if color else {}))
    objects = [mare, obj("s", "Lightning Bolt", zone="hand"), *lands("Mountain", 1)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"]}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert life(replay, "Alice") == (21 if gains else 20), log(replay)
    assert life(replay, "Bob") == 17
    if gains:
        assert {R26: "614.12a", R07: "419.1b"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("zone,draws", [("graveyard", 1), ("hand", 0)])
def test_vega_draws_a_card_for_a_spell_cast_from_anywhere_other_than_the_hand(cards, rules, zone, draws):
    objects = [obj("vega", "Vega, the Watcher"), obj("s", "Firebolt", zone=zone), *lands("Mountain", 5),
               obj("top", "Island", zone="library")]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"]}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == draws, log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_staff_of_the_death_magus_gains_life_for_a_black_spell_and_for_a_swamp_entering(cards, rules):
    objects = [obj("staff", "Staff of the Death Magus"), obj("rot", "Mind Rot", zone="hand"), *lands("Swamp", 3),
               obj("sw", "Swamp", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rot", "targets": ["Bob"]}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob"), {"type": "play_land", "player": "Alice", "object": "sw"}, p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = played(cards, rules, objects, actions)
    assert life(replay, "Alice") == 22, log(replay)  # the black spell and the Swamp; not the red spell


@pytest.mark.parametrize("rules", BOTH)
def test_rodeo_pyromancers_adds_two_red_for_the_first_spell_of_the_turn_only(cards, rules):
    objects = [obj("rodeo", "Rodeo Pyromancers"), obj("b1", "Lightning Bolt", zone="hand"), obj("b2", "Lightning Bolt", zone="hand"),
               *lands("Mountain", 1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b1", "targets": ["Bob"]}, p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "b2", "targets": ["Bob"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               p("Alice"), p("Bob")]
    replay = played(cards, rules, objects, actions)
    assert life(replay, "Bob") == 14, log(replay)
    assert log(replay).count("ability triggers") == 1  # not for the second spell
    # the {R} left unspent empties from the pool: under 2007 it burns (mana burn), under 2026 nothing happens
    assert life(replay, "Alice") == (19 if rules == R07 else 20)
