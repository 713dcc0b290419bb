"""Cast triggers that read "that spell's mana value" (rulings/oracle/cast_spell_values.py, the
engine's count `cast_spell_mana_value`, rulings/engine/cast_spell_values.py), compiled from real
cards (cast_spell_values_cards.json: records copied from the pool) and played under both editions:
the spell's mana value (2026 202.3; 2007's converted mana cost, 203.3), X its announced number, as
it became cast (2026 601.2i; 2007 409.1i). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, pt, zone_of

CARDS = Path(__file__).parent / "cast_spell_values_cards.json"
POOL_TOO = True  # Grizzly Bears, Divination, Lava Spike, Juggernaut from the shared sample
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
CAST = {R26: "601.2i", R07: "409.1i"}
MANA_VALUE = {R26: "202.3", R07: "203.3"}
PLAYED = ["Erratic Cyclops", "Manaplasm", "Bounteous Kirin", "Cloudhoof Kirin", "Livaan, Cultist of Tiamat", "Jamie McCrimmon",
          "Keeper of Secrets"]
#: a short name ("Kaervek"), an X/X token, "cast or copy", "with that spell's mana value", "If that spell's mana
#: value is", "less than or equal to", "that player", "reveal the top X cards", a second paragraph not read
NEAR_MISSES = ["Kaervek the Merciless", "Metallurgic Summonings", "Deekah, Fractal Theorist", "Celestial Kirin", "Prismari Pianist",
               "Hammerhead Tyrant", "The Frightful Four", "Sunbird's Invocation", "Endrek Sahr, Master Breeder", "Skittering Cicada"]


def played(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "that spell's mana value"), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay


def library(n, owner="Alice"):
    """Cards to draw (Divination's two), so that no one loses for an empty library."""
    return [obj(f"{owner[0]}lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


def lands(card, n, owner="Alice"):
    return [obj(f"{owner[0]}{card}{i}", card, owner=owner) for i in range(n)]


def resolve_both(*choices):
    """Both players pass twice: the trigger resolves, then the spell (choices go with the first resolution)."""
    return [p("Alice"), p("Bob", **({"choices": choices[0]} if choices else {})), p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_the_family_is_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_near_miss_card_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", BOTH)
def test_erratic_cyclops_gets_plus_x_for_the_mana_value_of_an_instant_or_sorcery(cards, rules):
    objects = [obj("cyc", "Erratic Cyclops"), obj("s", "Divination", zone="hand"), *lands("Island", 3), *library(2)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, *resolve_both()])
    assert pt(replay, "cyc") == (3, 8), log(replay)  # 0/8 and +3/+0: Divination's mana value is 3
    assert {CAST[rules], MANA_VALUE[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", BOTH)
def test_erratic_cyclops_ignores_a_creature_spell(cards, rules):
    objects = [obj("cyc", "Erratic Cyclops"), obj("s", "Grizzly Bears", zone="hand"), *lands("Forest", 2)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, p("Alice"), p("Bob")])
    assert pt(replay, "cyc") == (0, 8), log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_manaplasm_counts_the_x_announced_for_the_spell(cards, rules):
    objects = [obj("plasm", "Manaplasm"), obj("s", "Blaze", zone="hand"), *lands("Mountain", 4)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], "x": 3}
    replay = played(cards, rules, objects, [cast, *resolve_both()])
    assert pt(replay, "plasm") == (5, 5), log(replay)  # 1/1 and +4/+4: {X}{R} with X 3 on the stack is 4
    assert life(replay)["Bob"] == 17
    assert MANA_VALUE[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("zone,bob", [("graveyard", 17), ("hand", 18)])
def test_keeper_of_secrets_deals_the_mana_value_only_for_a_spell_cast_from_elsewhere_than_the_hand(cards, rules, zone, bob):
    objects = [obj("keeper", "Keeper of Secrets"), obj("s", "Firebolt", zone=zone), *lands("Mountain", 5)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], "trigger_targets": {"keeper": ["Bob"]}}
    actions = [cast, *resolve_both()] if zone == "graveyard" else [cast, p("Alice"), p("Bob")]
    replay = played(cards, rules, objects, actions)
    assert life(replay)["Bob"] == bob, log(replay)  # Firebolt's 2, and 1 more (its mana value, not the flashback cost's 5)


@pytest.mark.parametrize("rules", BOTH)
def test_bounteous_kirin_may_gain_life_equal_to_a_spirit_spells_mana_value(cards, rules):
    objects = [obj("kirin", "Bounteous Kirin"), obj("s", "Kami of Ancient Law", zone="hand"), *lands("Plains", 2)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, *resolve_both({"kirin": {"may": True}})])
    assert life(replay)["Alice"] == 22, log(replay)
    assert zone_of(replay, "s") == "in_play"


@pytest.mark.parametrize("rules", BOTH)
def test_bounteous_kirin_gains_nothing_when_its_controller_declines(cards, rules):
    objects = [obj("kirin", "Bounteous Kirin"), obj("s", "Kami of Ancient Law", zone="hand"), *lands("Plains", 2)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, *resolve_both({"kirin": {"may": False}})])
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_cloudhoof_kirin_has_its_target_player_mill_the_arcane_spells_mana_value(cards, rules):
    objects = [obj("kirin", "Cloudhoof Kirin"), obj("s", "Lava Spike", zone="hand"), *lands("Mountain", 1),
               *(obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(3))]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], "trigger_targets": {"kirin": ["Bob"]}}
    replay = played(cards, rules, objects, [cast, *resolve_both({"kirin": {"may": True}})])
    assert [zone_of(replay, f"lib{i}") for i in range(3)].count("graveyard") == 1, log(replay)  # Lava Spike's mana value is 1
    assert life(replay)["Bob"] == 17


@pytest.mark.parametrize("rules", BOTH)
def test_livaan_gives_its_target_creature_plus_x_for_a_noncreature_spell(cards, rules):
    objects = [obj("livaan", "Livaan, Cultist of Tiamat"), obj("bears", "Grizzly Bears"), obj("s", "Divination", zone="hand"),
               *lands("Island", 3), *library(2)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "trigger_targets": {"livaan": ["bears"]}}
    replay = played(cards, rules, objects, [cast, *resolve_both()])
    assert pt(replay, "bears") == (5, 2), log(replay)


def test_jamie_mccrimmon_gets_plus_x_for_a_historic_spell_under_the_2026_rules(cards):
    objects = [obj("jamie", "Jamie McCrimmon"), obj("s", "Juggernaut", zone="hand"), *lands("Island", 4)]
    replay = played(cards, R26, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, *resolve_both()])
    assert pt(replay, "jamie") == (6, 6), log(replay)  # 2/2 and +4/+4: an artifact spell is historic (700.6)
    assert {"700.6", "202.3"} <= cited(replay)


def test_jamie_mccrimmon_doesnt_trigger_under_the_2007_rules_which_have_no_historic(cards):
    objects = [obj("jamie", "Jamie McCrimmon"), obj("s", "Juggernaut", zone="hand"), *lands("Island", 4)]
    replay = played(cards, R07, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, p("Alice"), p("Bob")])
    assert pt(replay, "jamie") == (2, 2), log(replay)
    assert "historic" in log(replay)


@pytest.mark.parametrize("text,cost", [
    ("Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that spell's mana value.", "{X}{G}"),  # its own X
    ("Whenever you cast a spell, target creature gets +X/+0 until end of turn and you gain X life, where X is that spell's mana value.", "{2}"),
    ("Whenever you cast a spell, you gain life equal to its mana value.", "{2}"),
    ("Whenever you cast or copy an instant or sorcery spell, you gain life equal to that spell's mana value.", "{2}"),
    ("Whenever an opponent casts a spell, that player loses life equal to that spell's mana value.", "{2}"),
    ("Whenever you cast a spell, you gain life equal to that spell's mana value. Counter that spell.", "{2}"),
    ("Whenever you cast a spell, create an X/X green Ooze creature token, where X is that spell's mana value.", "{2}"),
    ("Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is twice that spell's mana value.", "{2}"),
    ("Whenever you cast a spell, this creature gets -X/-X until end of turn, where X is that spell's mana value.", "{2}"),
])
def test_a_near_miss_wording_stays_text_only(text, cost):
    card = {"name": "Zzq", "mana_cost": cost, "types": ["Creature"], "supertypes": [], "subtypes": ["Ooze"], "power": "1",
            "toughness": "1", "text": text, "layout": "normal"}
    assert not compile_card(card).played
