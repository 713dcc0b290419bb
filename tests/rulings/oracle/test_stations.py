"""Real station cards (2026 702.184, 721; later than February 2007): "Station" taps another untapped
creature you control to put charge counters equal to its power on the permanent, as a sorcery; each
station symbol "N+ | ..." gives its abilities from N charge counters on, and a Spacecraft's highest
one makes it a creature with its power/toughness box (Galvanizing Sawship, Lumen-Class Frigate,
Evendo, Waking Haven...)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "stations_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
PLAYED = 13  # the station cards in the file but Exploration Broodship (its 8+ line isn't read)


def station(oid, crew, ability=0):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": {"tap": [crew]}}


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


def sawship(charge=0, actions=(), more=(), rules=R26):
    """Alice's Galvanizing Sawship (3+ | Flying, haste; an artifact creature 6/5 at 3+) and her Hill Giant (3/3)."""
    return in_main_phase([obj("saw", "Galvanizing Sawship", counters={"charge": charge} if charge else {}),
                          obj("giant", "Hill Giant", arrived_this_turn=True), *more], list(actions), rules)


def test_the_station_cards_are_fully_played(compiled):
    stations = [name for name, c in compiled.items() if "station" in (c.definition or {}).get("text", "").lower()]
    assert sorted(name for name in stations if not compiled[name].played) == ["Exploration Broodship"]
    assert len(stations) - 1 == PLAYED


@pytest.mark.parametrize("text, box", [
    ("Station (It's an artifact creature at 8+.)\n2+ | Flying\n8+ | Trample", ("4", "4")),  # the reminder names 8, the box is on 8: read
    ("Station (It's an artifact creature at 2+.)\n2+ | Flying\n8+ | Trample", ("4", "4")),  # the reminder names another symbol
    ("Station\n2+ | Flying\n8+ | Whenever you draw your second card each turn, scry 7. Then do it again.", ("4", "4")),
    ("2+ | Flying", ("4", "4")),  # symbols without station
])
def test_near_misses_stay_text_only(text, box):
    card = compile_card({"name": "Near Miss", "mana_cost": "{3}", "types": ["Artifact"], "subtypes": ["Spacecraft"],
                         "power": box[0], "toughness": box[1], "text": text})
    assert card.played == text.startswith("Station (It's an artifact creature at 8+.)")


def test_702_184a_station_taps_another_creature_and_puts_charge_counters_equal_to_its_power(cards):
    replay, found = run(sawship(0, [station("saw", "giant"), p("Alice"), p("Bob")]), cards)
    assert not refused(replay), log(replay)
    assert found["giant"]["tapped"] and found["saw"]["counters"] == {"charge": 3}
    assert "702.184a" in cited(replay)


def test_721_2b_at_its_highest_symbol_a_spacecraft_is_an_artifact_creature_with_its_box_and_abilities(cards):
    replay, found = run(sawship(0, [station("saw", "giant"), p("Alice"), p("Bob")]), cards)
    saw = found["saw"]
    assert saw["types"] == ["Artifact", "Creature"] and (saw["power"], saw["toughness"]) == (6, 5)
    assert {"flying", "haste"} <= set(saw["keywords"])
    assert "721.2b" in cited(replay)


def test_below_its_symbol_a_spacecraft_is_no_creature_and_has_no_power(cards):
    replay, found = run(sawship(2), cards)
    assert found["saw"]["types"] == ["Artifact"] and found["saw"]["power"] is None and "flying" not in found["saw"]["keywords"]


def test_721_2a_every_symbol_reached_applies(cards):
    """Lumen-Class Frigate: 2+ | Other creatures you control get +1/+1; 12+ | Flying, lifelink (a 3/5 creature)."""
    sc = in_main_phase([obj("frigate", "Lumen-Class Frigate", counters={"charge": 12}), obj("bears", "Grizzly Bears")], [], R26)
    replay, found = run(sc, cards)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (3, 3)
    assert (found["frigate"]["power"], found["frigate"]["toughness"]) == (3, 5) and "lifelink" in found["frigate"]["keywords"]


def test_a_planets_station_symbol_gives_a_land_its_ability(cards):
    """Evendo, Waking Haven: 12+ | {G}, {T}: Add {G} for each creature you control."""
    sc = in_main_phase([obj("evendo", "Evendo, Waking Haven", counters={"charge": 12})], [], R26)
    replay, found = run(sc, cards)
    assert len(found["evendo"]["abilities"]) == 4 and found["evendo"]["power"] is None


def test_station_can_tap_a_creature_that_arrived_this_turn_but_not_the_spacecraft_itself(cards):
    replay, _ = run(sawship(3, [station("saw", "saw")]), cards)
    assert refused(replay)


def test_station_is_only_as_a_sorcery(cards):
    sc = sawship(0, [station("saw", "giant")])
    sc["turn"] = {"number": 3, "active_player": "Bob", "phase": "precombat_main"}
    assert refused(run_scenario(load_scenario(sc, cards=cards)))


def test_the_tapped_creatures_power_is_read_as_the_ability_resolves(cards):
    """Shocked in response, the Hill Giant (3/3) is still 3/3: three counters; a giant that died counts as it last existed."""
    sc = sawship(0, [station("saw", "giant"), {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["giant"],
                                               "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")],
                 more=[obj("shock", "Shock", zone="hand"), obj("m", "Mountain")])
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert found["saw"]["counters"] == {"charge": 3}


def test_a_station_card_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="station cards .* later than the February 2007 rules"):
        load_scenario(sawship(rules=R07), cards=cards)


@pytest.mark.parametrize("stations, field", [
    ([{"min": 3, "power": 2}], r"stations\[0\]\.toughness"),
    ([{"min": 3}, {"min": 3}], r"stations\[1\]\.min"),
    ([{"min": 0}], r"stations\[0\]\.min"),
])
def test_a_malformed_station_symbol_is_refused_naming_the_field(stations, field):
    card = {"name": "Inline Spacecraft", "types": ["Artifact"], "subtypes": ["Spacecraft"], "mana_cost": "{3}", "stations": stations,
            "abilities": [{"kind": "keyword", "keyword": "station"}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("x", card)], [], R26))
