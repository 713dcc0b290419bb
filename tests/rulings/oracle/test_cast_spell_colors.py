"""Cast triggers naming the spell's colors with "a spell that's" (rulings/oracle/cast_spell_colors.py,
the engine's `spell_is` `colors_any` / `colors_all`, rulings/engine/cast_filters.py), compiled from real
cards (cast_spell_colors_cards.json: records copied from the pool) and played under both editions: the
spell's colors as it became cast (2026 105.2, 601.2i; 2007 203.2, 409.1i); and "a white or blue instant or
sorcery spell" (Mindsparker: a color and a card type, both). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused

CARDS = Path(__file__).parent / "cast_spell_colors_cards.json"
POOL_TOO = True  # Lightning Bolt, Grizzly Bears, Savannah Lions from the shared sample
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
CAST = {R26: "601.2i", R07: "409.1i"}
COLOR = {R26: "105.2", R07: "203.2"}
PLAYED = ["Quirion Dryad", "Nightsky Mimic", "Riverfall Mimic", "Woodlurker Mimic", "Battlegate Mimic", "Shorecrasher Mimic",
          "Mindsparker"]
NEAR_MISSES = ["Ancient Cornucopia"]  # "a spell that's one or more colors", "for each of that spell's colors"


def played(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "a spell that's"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def lands(card, n, owner="Alice"):
    return [obj(f"{owner[0]}{card}{i}", card, owner=owner) for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_the_family_is_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_near_miss_card_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("spell,land,size", [("Lightning Bolt", "Mountain", (2, 2)), ("Grizzly Bears", "Forest", (1, 1))])
def test_quirion_dryad_grows_for_a_spell_that_is_white_blue_black_or_red(cards, rules, spell, land, size):
    objects = [obj("dryad", "Quirion Dryad"), obj("s", spell, zone="hand"), *lands(land, 2)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"] if spell == "Lightning Bolt" else []}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert pt(replay, "dryad") == size, log(replay)  # a green spell isn't one of the four colors
    if size == (2, 2):
        assert {CAST[rules], COLOR[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_nightsky_mimic_becomes_4_4_for_a_spell_that_is_both_white_and_black(cards, rules):
    objects = [obj("mimic", "Nightsky Mimic"), obj("s", "Nightsky Mimic", zone="hand"), *lands("Plains", 2)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, p("Alice"), p("Bob")])
    assert pt(replay, "mimic") == (4, 4), log(replay)  # {1}{W/B}: a hybrid symbol makes it both colors, paid with a Plains or not
    assert "Nightsky Mimic (mimic) gains flying until end of turn." in log(replay)
    assert COLOR[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_nightsky_mimic_ignores_a_spell_that_is_only_white(cards, rules):
    objects = [obj("mimic", "Nightsky Mimic"), obj("s", "Savannah Lions", zone="hand"), *lands("Plains", 1)]
    replay = played(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "s"}, p("Alice"), p("Bob")])
    assert pt(replay, "mimic") == (2, 1), log(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("spell,land,hurt", [("Boomerang", "Island", True), ("Lightning Bolt", "Mountain", False)])
def test_mindsparker_deals_2_damage_to_an_opponent_casting_a_white_or_blue_instant(cards, rules, spell, land, hurt):
    objects = [obj("sparker", "Mindsparker"), obj("bears", "Grizzly Bears", owner="Bob"), obj("s", spell, owner="Bob", zone="hand"),
               *lands(land, 2, "Bob")]
    cast = {"type": "play_spell", "player": "Bob", "object": "s", "targets": ["bears" if spell == "Boomerang" else "Alice"]}
    replay = played(cards, rules, objects, [p("Alice"), cast, p("Bob"), p("Alice"), p("Alice"), p("Bob")])
    assert life(replay)["Bob"] == (18 if hurt else 20), log(replay)  # a red instant is neither white nor blue
    if hurt:
        assert {CAST[rules], COLOR[rules]} <= cited(replay)


@pytest.mark.parametrize("text", [
    "Whenever you cast a spell that's one or more colors, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell that's exactly two colors, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell that's both white and white, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell that's white, blue or red, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell that's red or a creature, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell that's both blue and red, copy it.",
    "Whenever you cast a spell that's white or black, that player loses 1 life.",
    "Whenever an opponent casts a white or blue instant or instant spell, you gain 1 life.",
    "Whenever an opponent casts a white or blue land spell, you gain 1 life.",
])
def test_a_near_miss_wording_stays_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{2}", "types": ["Creature"], "supertypes": [], "subtypes": ["Shapeshifter"], "power": "2",
            "toughness": "1", "text": text, "layout": "normal"}
    assert not compile_card(card).played
