""" What a counterspell gives for the countered spell's mana value (rulings/oracle/countered_spell_values.py,
rulings/engine/countered_spell_values.py), played from real cards' Oracle text (countered_spell_values_cards.json:
records copied from the pool): Mystic Genesis's X/X Ooze, Access Denied's X Thopters, Spell Swindle's X
Treasures, Draining Whelk's X +1/+1 counters, Overwhelming Intellect's draw, Illumination's life for the
spell's controller, Electrosiphon's energy. The mana value is the spell's as it last existed on the stack
(2007 413.2f; 2026 608.2h), an X there counted as chosen (2026 202.3e). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "countered_spell_values_cards.json"
POOL_TOO = True  # Grizzly Bears, Vulshok Morningstar and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LKI = {R2007: "413.2f", R2026: "608.2h"}
COUNTERED = {R2007: "414.1", R2026: "701.6a"}
PLAYED = ["Mystic Genesis", "Illumination", "Overwhelming Intellect", "Electrosiphon", "Access Denied", "Spell Swindle",
          "Draining Whelk"]
#: mana added at a later main phase (Mana Drain, Plasm Capture), damage equal to the spell's power (Essence
#: Backlash), discover X (Hurl into History): what this family leaves
NEAR_MISSES = ["Mana Drain", "Plasm Capture", "Essence Backlash", "Hurl into History"]
#: the lands Bob taps for each counterspell
LANDS = {"Mystic Genesis": ["i0", "i1", "i2", "bf", "i3"], "Illumination": ["bp0", "bp1"],
         "Overwhelming Intellect": ["i0", "i1", "i2", "i3", "i4", "i5"], "Electrosiphon": ["i0", "i1", "bm"],
         "Access Denied": ["i0", "i1", "i2", "i3", "i4"], "Spell Swindle": ["i0", "i1", "i2", "i3", "i4"],
         "Draining Whelk": ["i0", "i1", "i2", "i3", "i4", "i5"]}
#: what Alice casts: its id, card, and the lands she taps (and its X)
CASTS = {"bears": ("Grizzly Bears", ["f0", "m0"], None), "star": ("Vulshok Morningstar", ["m0", "m1"], None),
         "endless": ("Endless One", ["m0", "m1", "m2"], 3)}


def answer(cards, rules, counterspell, cast="bears", library=0):
    """Alice casts `cast`; Bob answers with `counterspell` (Draining Whelk: its enters trigger targets it); all resolves."""
    card, alice_lands, x = CASTS[cast]
    objects = [obj(cast, card, zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)), obj("f0", "Forest"),
               obj("spell", counterspell, "Bob", "hand"), *(obj(f"i{i}", "Island", "Bob") for i in range(6)),
               obj("bf", "Forest", "Bob"), obj("bm", "Mountain", "Bob"), obj("bp0", "Plains", "Bob"), obj("bp1", "Plains", "Bob"),
               *(obj(f"lib{i}", "Island", "Bob", "library") for i in range(library))]
    first = {"type": "play_spell", "player": "Alice", "object": cast, "mana_abilities": [{"object": land} for land in alice_lands],
             **({"x": x} if x is not None else {})}
    answer_ = {"type": "play_spell", "player": "Bob", "object": "spell", "mana_abilities": [{"object": land} for land in LANDS[counterspell]]}
    if counterspell == "Draining Whelk":
        actions = [first, p("Alice"), answer_, p("Bob"), p("Alice", trigger_targets={"spell": [cast]}), p("Alice"), p("Bob"),
                   p("Alice"), p("Bob")]
    else:
        actions = [first, p("Alice"), {**answer_, "targets": [cast]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "countered spell values"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in (o.get("subtypes") or [])]


@pytest.mark.parametrize("name", PLAYED)
def test_countered_spell_value_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_countered_spell_values_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_mystic_genesis_makes_an_ooze_as_big_as_the_countered_spells_mana_value(cards, rules):
    replay = answer(cards, rules, "Mystic Genesis")
    oozes = tokens(replay, "Ooze")
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert len(oozes) == 1 and (oozes[0]["power"], oozes[0]["toughness"]) == (2, 2), log(replay)
    assert {LKI[rules], COUNTERED[rules]} <= cited(replay), sorted(cited(replay))


def test_mystic_genesis_counts_the_x_chosen_for_the_countered_spell(cards):
    """Endless One cast with X=3: its mana value on the stack is 3 (2026 202.3e), though 0 in the graveyard."""
    replay = answer(cards, R2026, "Mystic Genesis", cast="endless")
    oozes = tokens(replay, "Ooze")
    assert zone_of(replay, "endless") == "graveyard", log(replay)
    assert len(oozes) == 1 and (oozes[0]["power"], oozes[0]["toughness"]) == (3, 3), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_illumination_gives_the_countered_spells_controller_life_equal_to_its_mana_value(cards, rules):
    replay = answer(cards, rules, "Illumination", cast="star")
    assert zone_of(replay, "star") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 22, "Bob": 20}, log(replay)
    assert {LKI[rules], COUNTERED[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_overwhelming_intellect_draws_cards_equal_to_the_countered_spells_mana_value(cards, rules):
    replay = answer(cards, rules, "Overwhelming Intellect", library=3)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert len(replay.final_state["zones"]["Bob"]["hand"]) == 2, log(replay)
    assert len(replay.final_state["zones"]["Bob"]["library"]) == 1, log(replay)


def test_electrosiphon_gives_energy_equal_to_the_countered_spells_mana_value(cards):
    replay = answer(cards, R2026, "Electrosiphon")
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert replay.final_state["players"][1]["energy"] == 2, log(replay)
    assert {"608.2h", "701.6a"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_access_denied_makes_a_thopter_for_each_point_of_mana_value(cards, rules):
    replay = answer(cards, rules, "Access Denied", cast="endless")
    thopters = tokens(replay, "Thopter")
    assert len(thopters) == 3 and all(t["power"] == 1 and "flying" in str(t).lower() for t in thopters), log(replay)


def test_spell_swindle_makes_treasures_equal_to_the_countered_spells_mana_value(cards):
    replay = answer(cards, R2026, "Spell Swindle")
    assert len(tokens(replay, "Treasure")) == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_draining_whelk_gets_counters_equal_to_the_countered_spells_mana_value(cards, rules):
    replay = answer(cards, rules, "Draining Whelk")
    whelk = objects_in(replay.final_state)["spell"]
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert (whelk["power"], whelk["toughness"]) == (3, 3), log(replay)


def test_the_log_reads_the_mana_value_as_the_spell_last_existed_on_the_stack(cards):
    replay = answer(cards, R2026, "Mystic Genesis", cast="endless")
    assert "mana value is read as it last existed on the stack: 3" in log(replay), log(replay)


def test_the_2007_log_reads_the_converted_mana_cost(cards):
    """The February 2007 rules have no "mana value": their word is converted mana cost (a reader saw
    Draining Whelk's 2007 log say "mana value")."""
    text = log(answer(cards, R2007, "Draining Whelk"))
    assert "converted mana cost is read as it last existed on the stack: 2" in text, text
    assert not [line for line in text.splitlines() if "mana value" in line and '"' not in line], text  # the card's own words quoted only
