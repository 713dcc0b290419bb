"""Devotion as the amount of an instruction (rulings/oracle/devotion.py, rulings/engine/devotion.py),
played from real cards' Oracle text (devotion_cards.json: records copied from the pool), most of them
Theros "When ~ enters" triggers: "you gain life equal to your devotion to green" (Nylea's Disciple),
"each opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel), "it deals
damage to each opponent equal to your devotion to red" (Fanatic of Mogis), "put a number of +1/+1
counters on it equal to ..." (Reverent Hunter), "target creature ... gets -X/-0 until end of turn, where
X is your devotion to blue" (Threnody Singer). A player's devotion to a color is the number of mana
symbols of that color among the mana costs of the permanents they control (2026 700.5), counted once
as the instruction is followed (2026 608.2h). Devotion is later than the February 2007 rules: such a
card is refused under them. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, p, pt

CARDS = Path(__file__).parent / "devotion_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Nylea's Disciple", "Setessan Petitioner", "Gray Merchant of Asphodel", "Fanatic of Mogis", "Reverent Hunter",
          "Threnody Singer", "Blight-Breath Catoblepas", "Nylea's Huntmaster", "Aspect of Hydra", "Skyreaping"]
#: two X instructions (Sanguimancy), a mass pump (Klothys's Design), "devotion to Temur" (not a rules word), "up to X targets", "that color", a mana ability, a god's "isn't a creature"
NEAR_MISSES = ["Sanguimancy", "Klothys's Design", "Devoted Temur", "Thassa's Oracle", "Mogis's Marauder",
               "Nykthos, Shrine to Nyx", "Karametra's Acolyte", "Purphoros, God of the Forge"]
DEVOTION = ("700.5", "devotion")
ONCE = ("608.2h", "information_determined_once")


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "devotion"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands, targets=None):
    """Alice casts `oid` with `lands`; it resolves; its enters trigger (with `targets`) is put on the stack and resolves."""
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]},
            p("Alice"), p("Bob"), p("Alice", **({"trigger_targets": {oid: targets}} if targets else {})), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_devotion_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_devotion_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_nyleas_disciple_gains_life_equal_to_its_controllers_devotion_to_green(cards):
    objects = [obj("disciple", "Nylea's Disciple", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves", owner="Bob")]
    replay = play(cards, objects, cast("disciple", [f"f{i}" for i in range(4)]))
    assert life(replay) == {"Alice": 23, "Bob": 20}, log(replay)  # {G}{G} of its own and Bears' {G}; Bob's Elves don't count
    assert {DEVOTION, ONCE} <= cited_pairs(replay), sorted(cited_pairs(replay))


def test_a_hybrid_symbol_counts_once_toward_devotion_to_each_of_its_colors(cards):
    objects = [obj("hunter", "Reverent Hunter", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)),
               obj("ram", "Boggart Ram-Gang")]
    replay = play(cards, objects, cast("hunter", ["f0", "f1", "f2"]))
    assert pt(replay, "hunter") == (5, 5), log(replay)  # 1/1 and four counters: its {G} and Ram-Gang's three {R/G}
    assert "700.5" in cited(replay)


def test_a_phyrexian_symbol_counts_toward_its_color_and_generic_mana_counts_for_none(cards):
    objects = [obj("petitioner", "Setessan Petitioner", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)),
               obj("legionnaire", "Porcelain Legionnaire"), obj("giant", "Hill Giant")]
    replay = play(cards, objects, cast("petitioner", ["f0", "f1", "f2"]))
    assert life(replay)["Alice"] == 22, log(replay)  # {G}{G}: the Legionnaire's {W/P} is white, the Giant's {3}{R} not green


def test_gray_merchant_drains_each_opponent_for_its_controllers_devotion_to_black(cards):
    objects = [obj("merchant", "Gray Merchant of Asphodel", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(5)),
               obj("catoblepas", "Blight-Breath Catoblepas", owner="Bob")]
    replay = play(cards, objects, cast("merchant", [f"s{i}" for i in range(5)]))
    assert life(replay) == {"Alice": 22, "Bob": 18}, log(replay)  # its own {B}{B}; Bob's {B}{B} permanent is his devotion
    assert DEVOTION in cited_pairs(replay)


def test_fanatic_of_mogis_deals_damage_to_each_opponent_equal_to_devotion_to_red(cards):
    objects = [obj("fanatic", "Fanatic of Mogis", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               obj("ram", "Boggart Ram-Gang"), obj("giant", "Hill Giant")]
    replay = play(cards, objects, cast("fanatic", [f"m{i}" for i in range(4)]))
    assert life(replay) == {"Alice": 20, "Bob": 15}, log(replay)  # {R} + three {R/G} + {R}


def test_threnody_singer_gives_the_target_minus_x_power_for_devotion_to_blue(cards):
    objects = [obj("singer", "Threnody Singer", zone="hand"), *(obj(f"i{i}", "Island") for i in range(2)),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = play(cards, objects, cast("singer", ["i0", "i1"], ["giant"]))
    assert pt(replay, "giant") == (2, 3), log(replay)  # 3/3 gets -1/-0: the Singer's own {U}
    assert {DEVOTION, ONCE} <= cited_pairs(replay)


def test_blight_breath_catoblepas_gives_the_target_minus_x_minus_x(cards):
    objects = [obj("cato", "Blight-Breath Catoblepas", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)),
               obj("angel", "Serra Angel", owner="Bob")]
    replay = play(cards, objects, cast("cato", [f"s{i}" for i in range(6)], ["angel"]))
    assert pt(replay, "angel") == (2, 2), log(replay)  # 4/4 gets -2/-2: the Catoblepas's {B}{B}


def test_a_devotion_card_is_refused_under_the_2007_rules(cards):
    objects = [obj("disciple", "Nylea's Disciple", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4))]
    with pytest.raises(ScenarioError, match="devotion is later than the February 2007 rules"):
        play(cards, objects, cast("disciple", [f"f{i}" for i in range(4)]), R2007)


def test_devotion_to_two_colors_counts_each_symbol_of_either_or_both_once():
    from rulings.engine.devotion import symbols_of
    assert symbols_of("{1}{B}{R}{B/R}{R/G}{W}", ("B", "R")) == 4  # {B}, {R}, {B/R} once, {R/G}; not {W} or {1}
    assert symbols_of("{X}{2/G}{G/P}{C}", ("G",)) == 2  # a monocolored hybrid and a Phyrexian symbol are green
    assert symbols_of(None, ("G",)) == 0  # no mana cost (a face-down permanent, a token)


def test_a_devotion_count_names_one_or_two_different_colors():
    from rulings.engine.devotion import problems
    assert problems({"count": "devotion", "colors": ["B", "R"]}) == []
    for bad in ([], ["B", "B"], ["B", "R", "G"], ["black"]):
        assert problems({"count": "devotion", "colors": bad}), bad
