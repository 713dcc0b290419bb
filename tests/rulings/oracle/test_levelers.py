"""Real leveler cards (2026 702.87, 711; later than February 2007): "Level up [cost]" puts a level
counter on the permanent, as a sorcery; each level symbol gives base power and toughness and
abilities while its range of level counters holds (Student of Warfare, Kabira Vindicator,
Brimstone Mage, Kazandu Tuskcaller...)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "levelers_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
LEVELERS = 20  # every leveler in the file but the lands and other cards used beside them


def level_up(oid, lands, ability=0):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability,
            "mana_abilities": [{"object": land} for land in lands]}


def resolve():
    return [p("Alice"), p("Bob")]


def student(level, actions=(), more=(), rules=R26):
    """Alice's Student of Warfare (Level up {W}; LEVEL 2-6 3/3 first strike; LEVEL 7+ 4/4 double strike)."""
    return in_main_phase([obj("sw", "Student of Warfare", counters={"level": level} if level else {}),
                          obj("pl1", "Plains"), obj("pl2", "Plains"), *more], list(actions), rules)


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


def test_the_levelers_are_fully_played(compiled):
    levelers = [name for name, card in compiled.items() if "levels" in (card.definition or {})]
    assert len(levelers) == LEVELERS
    assert sorted(name for name in levelers if not compiled[name].played) == []


def test_a_level_symbol_with_a_line_the_compiler_cant_read_stays_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{U}", "types": ["Creature"], "power": "2", "toughness": "3",
                         "layout": "leveler", "text": "Level up {1}{U}\nLEVEL 2-3\n2/4\nFlying\nLEVEL 4+\n2/5\n"
                                                      "Protection from everything"})
    assert not card.played
    assert [ab["text"] for ab in card.abilities if not ab["played"]] == ["LEVEL 4+", "2/5", "Protection from everything"]


def test_a_creature_level_symbol_without_its_power_toughness_box_stays_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                         "layout": "leveler", "text": "Level up {W}\nLEVEL 2-6\nFirst strike"})
    assert not card.played


def test_level_symbols_that_overlap_stay_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                         "layout": "leveler", "text": "Level up {W}\nLEVEL 2-6\n3/3\nLEVEL 5+\n4/4"})
    assert not card.played


def test_level_up_puts_a_level_counter_and_cites_702_87a(cards):
    replay, found = run(student(0, [level_up("sw", ["pl1"]), *resolve()]), cards)
    assert not refused(replay), log(replay)
    assert found["sw"]["counters"] == {"level": 1}
    assert ("702.87a", "level_up") in cited_pairs(replay)


def test_711_5_below_its_first_level_symbol_it_has_its_printed_power_and_toughness(cards):
    replay, found = run(student(1), cards)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (1, 1)
    assert "first strike" not in found["sw"]["keywords"]


def test_711_2a_reaching_a_range_gives_its_base_power_and_toughness_and_abilities(cards):
    replay, found = run(student(1, [level_up("sw", ["pl1"]), *resolve()]), cards)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (3, 3)
    assert "first strike" in found["sw"]["keywords"]
    assert "711.2a" in cited(replay)
    assert "LEVEL 2-6 applies: it has base power and toughness 3/3 and has first strike" in log(replay)


def test_711_2b_the_last_level_symbol_applies_to_any_number_above_it(cards):
    replay, found = run(student(6, [level_up("sw", ["pl1"]), *resolve()]), cards)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (4, 4)
    assert "double strike" in found["sw"]["keywords"] and "first strike" not in found["sw"]["keywords"]
    assert "711.2b" in cited(replay)
    replay, found = run(student(30), cards)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (4, 4)


def test_a_level_counter_inside_the_same_range_cites_no_level_symbol_again(cards):
    replay, found = run(student(3, [level_up("sw", ["pl1"]), *resolve()]), cards)
    assert found["sw"]["counters"] == {"level": 4}
    assert "711.2a" not in cited(replay)


def test_plus_one_counters_apply_after_the_level_symbol_sets_base_power_and_toughness(cards):
    sc = student(2)
    sc["objects"][0]["counters"]["+1/+1"] = 1
    replay, found = run(sc, cards)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (4, 4)


def test_level_up_is_only_as_a_sorcery(cards):
    sc = student(1, [level_up("sw", ["pl1"])])
    sc["turn"] = {"number": 3, "active_player": "Bob", "phase": "precombat_main"}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)


def test_level_up_may_be_activated_at_any_level(cards):
    replay, found = run(student(7, [level_up("sw", ["pl1"]), *resolve()]), cards)
    assert not refused(replay), log(replay)
    assert found["sw"]["counters"] == {"level": 8}


def test_a_level_symbols_activated_ability_exists_only_in_its_range(cards):
    """Brimstone Mage: LEVEL 1-2 "{T}: 1 damage to any target"; LEVEL 3+ "{T}: 3 damage to any target"."""
    def ping(level):
        sc = in_main_phase([obj("bm", "Brimstone Mage", counters={"level": level} if level else {})],
                           [{"type": "activate_ability", "player": "Alice", "object": "bm", "ability": 1, "targets": ["Bob"]},
                            *resolve()], R26)
        return run_scenario(load_scenario(sc, cards=cards))
    assert refused(ping(0))
    assert life(ping(2))["Bob"] == 19
    assert life(ping(3))["Bob"] == 17


def test_a_level_symbols_anthem_applies_to_the_other_creatures(cards):
    """Kabira Vindicator: LEVEL 2-4 3/6 "Other creatures you control get +1/+1"; LEVEL 5+ 4/8, +2/+2."""
    sc = in_main_phase([obj("kv", "Kabira Vindicator", counters={"level": 4}), obj("bears", "Grizzly Bears"),
                        obj("theirs", "Grizzly Bears", owner="Bob"), *[obj(f"pl{i}", "Plains") for i in range(3)]],
                       [level_up("kv", ["pl0", "pl1", "pl2"]), *resolve()], R26)
    before, _ = run({**sc, "actions": []}, cards)
    bears = objects_in(before.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3)
    replay, found = run(sc, cards)
    assert (found["kv"]["power"], found["kv"]["toughness"]) == (4, 8)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (4, 4)
    assert (found["theirs"]["power"], found["theirs"]["toughness"]) == (2, 2)


def test_a_level_symbols_token_ability_makes_its_tokens(cards):
    """Kazandu Tuskcaller: LEVEL 2-5 "{T}: Create a 3/3 Elephant"; LEVEL 6+ two of them."""
    sc = in_main_phase([obj("kt", "Kazandu Tuskcaller", counters={"level": 6})],
                       [{"type": "activate_ability", "player": "Alice", "object": "kt", "ability": 1}, *resolve()], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert sum(1 for o in found.values() if o["name"] == "Elephant" and o["zone"] == "in_play") == 2


def test_a_later_effect_that_sets_base_power_and_toughness_wins_613_7(cards):
    """Turn to Frog on a level 7 Student of Warfare: a 1/1 Frog without double strike until end of turn."""
    sc = student(7, [{"type": "play_spell", "player": "Alice", "object": "frog", "targets": ["sw"],
                      "mana_abilities": [{"object": "is1"}, {"object": "is2"}]}, *resolve()],
                 more=[obj("frog", "Turn to Frog", zone="hand"), obj("is1", "Island"), obj("is2", "Island")])
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert (found["sw"]["power"], found["sw"]["toughness"]) == (1, 1)
    assert "double strike" not in found["sw"]["keywords"]


def test_a_leveler_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="level up and leveler cards .* later than the February 2007 rules"):
        load_scenario(student(0, rules=R07), cards=cards)


def test_level_counters_are_refused_under_the_2007_rules(cards):
    sc = in_main_phase([obj("bears", "Grizzly Bears", counters={"level": 1})], [], R07)
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.counters\.level"):
        load_scenario(sc, cards=cards)


@pytest.mark.parametrize("levels, field", [
    ([{"min": 3, "max": 2, "power": 1, "toughness": 1}], r"levels\[0\]\.max"),
    ([{"min": 1, "max": 4, "power": 1, "toughness": 1}, {"min": 3, "power": 2, "toughness": 2}], r"levels\[1\]\.min"),
    ([{"min": 1, "power": 1}], r"levels\[0\]\.toughness"),
    ([{"min": 1, "power": 1, "toughness": 1, "abilities": [{"kind": "nonsense"}]}], r"levels\[0\]\.abilities\[0\]"),
])
def test_a_malformed_level_symbol_is_refused_naming_the_field(levels, field):
    card = {"name": "Inline Leveler", "types": ["Creature"], "mana_cost": "{W}", "power": 1, "toughness": 1, "levels": levels,
            "abilities": [{"kind": "activated", "cost": {"mana": "{W}"}, "timing": "sorcery", "effect": [{"do": "level_up"}]}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("x", card)], [], R26))


def test_the_level_line_says_each_ability_once_without_a_doubled_period(cards):
    sc = in_main_phase([obj("bm", "Brimstone Mage"), *[obj(f"m{i}", "Mountain") for i in range(4)]],
                       [level_up("bm", ["m0", "m1", "m2", "m3"]), *resolve()], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    line = next(t for t in log(replay).split("\n") if "LEVEL 1-2 applies" in t)
    assert line.endswith("{T}: This creature deals 1 damage to any target.") and ".." not in line
