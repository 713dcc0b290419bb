"""An Aura's conditions on the creature it enchants: "As long as enchanted creature is blue, it gets +1/+1 and has
shroud" (Clout of the Dominus and the other Shadowmoor hybrid Auras), "As long as enchanted creature is white, it
gets +1/+2" (Edge of the Divinity), "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets
-1/-2" (Phyrexian Boon, Serra's Boon) and "... as long as it's a Vampire. Otherwise, it gets -2/-2" (Gift of
Fangs, Clutch of Undeath, Sea Legs): rulings/oracle/attached_conditions.py and rulings/engine/attached_conditions.py,
played from real cards' Oracle text (attached_conditions_cards.json: records copied from the pool). The condition
is read each time the characteristics are (2007 418.5a; 2026 613.4c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, pt, refused, zone_of

CARDS = Path(__file__).parent / "attached_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Clout of the Dominus", "Edge of the Divinity", "Favor of the Overbeing", "Runes of the Deus", "Shield of the Oversoul",
          "Serra's Boon", "Phyrexian Boon", "Gift of Fangs", "Clutch of Undeath", "Sea Legs"]
#: "and can't be blocked", "all creatures able to block it do so", a quoted ability, "as long as its controller
#: controls another creature", "Otherwise, it can't attack or block"
NEAR_MISSES = ["Steel of the Godhead", "Gift of the Deity", "Scourge of the Nobilis", "Favorable Destiny", "Bonds of Faith"]
ZERO_TOUGHNESS = {R2007: "420.5b", R2026: "704.5f"}


def enchant(cards, aura, creature, rules):
    objects = [obj("c", creature), {**obj("a", aura), "attached_to": "c"}]
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "attached conditions"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid):
    return objects_in(replay.final_state)[oid].get("keywords", [])


@pytest.mark.parametrize("name", PLAYED)
def test_attached_condition_auras_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_auras_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_clout_of_the_dominus_gives_a_blue_creature_shroud_and_a_red_one_haste(cards, rules):
    blue = enchant(cards, "Clout of the Dominus", "Merfolk of the Pearl Trident", rules)
    red = enchant(cards, "Clout of the Dominus", "Goblin Piker", rules)
    green = enchant(cards, "Clout of the Dominus", "Grizzly Bears", rules)
    assert pt(blue, "c") == (2, 2) and "shroud" in keywords(blue, "c") and "haste" not in keywords(blue, "c"), log(blue)
    assert pt(red, "c") == (3, 2) and "haste" in keywords(red, "c") and "shroud" not in keywords(red, "c")
    assert pt(green, "c") == (2, 2) and not {"shroud", "haste"} & set(keywords(green, "c"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_edge_of_the_divinity_reads_the_enchanted_creatures_color(cards, rules):
    assert pt(enchant(cards, "Edge of the Divinity", "Savannah Lions", rules), "c") == (3, 3)
    assert pt(enchant(cards, "Edge of the Divinity", "Walking Corpse", rules), "c") == (4, 3)
    assert pt(enchant(cards, "Edge of the Divinity", "Grizzly Bears", rules), "c") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_serras_boon_pumps_a_white_creature_and_shrinks_any_other(cards, rules):
    assert pt(enchant(cards, "Serra's Boon", "Savannah Lions", rules), "c") == (3, 3)
    assert pt(enchant(cards, "Serra's Boon", "Grizzly Bears", rules), "c") == (0, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gift_of_fangs_kills_a_creature_that_isnt_a_vampire(cards, rules):
    vampire = enchant(cards, "Gift of Fangs", "Child of Night", rules)
    bears = enchant(cards, "Gift of Fangs", "Grizzly Bears", rules)
    assert pt(vampire, "c") == (4, 3), log(vampire)
    assert zone_of(bears, "c") == "graveyard", log(bears)  # 0/0
    assert ZERO_TOUGHNESS[rules] in cited(bears), sorted(cited(bears))


@pytest.mark.parametrize("rules", EDITIONS)
def test_clutch_of_undeath_pumps_a_zombie(cards, rules):
    assert pt(enchant(cards, "Clutch of Undeath", "Walking Corpse", rules), "c") == (5, 5)


def test_a_keyword_granted_while_the_enchanted_creature_is_a_color_changes_no_type(cards):
    bad = {"name": "Odd Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{1}",
           "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                         {"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "changeling"},
                          "while": {"attached_is_color": "blue"}}]}
    with pytest.raises(ScenarioError, match="gains"):
        load_scenario(in_main_phase([obj("c", "Grizzly Bears"), {**obj("d", bad), "attached_to": "c"}], [], R2026), cards=cards)
