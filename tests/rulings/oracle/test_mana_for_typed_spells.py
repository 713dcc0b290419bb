""" "Spend this mana only to cast a Sliver spell." / "... Phyrexian creature spells." after a mana ability's mana
(rulings/oracle/mana_for_typed_spells.py; rulings/engine/restricted_mana.py), played from real cards' Oracle
text (mana_for_typed_spells_cards.json: records copied from the pool): the mana pays only for a spell with that
subtype (a creature spell with it) (2026 106.6; the February 2007 rules have no rule on it, the card's text is
followed); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "mana_for_typed_spells_cards.json"
POOL_TOO = True  # Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ally Encampment", "Bucolic Ranch", "Hermitic Herbalist", "Sliver Hive", "The Seedcore"]
#: "Omen spells" (not a creature type), "or to activate an ability of ...", two types or more, "of the chosen type, and
#: that spell can't be countered", "of the chosen type or activate an ability of ..."
NEAR_MISSES = ["Tarkir Omenpath", "Base Camp", "Eldrazi Temple", "Cavern of Souls", "Secluded Courtyard"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "typed spells"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_mana_for_typed_spells_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_typed_spell_restrictions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_restrictions_name_the_subtype_and_whether_a_creature_spell(compiled):
    def spend_only(name):
        return [st.get("spend_only") for ab in compiled[name].definition["abilities"] for st in ab.get("effect", ()) if st.get("spend_only")]
    assert spend_only("Sliver Hive") == ["spell_of_type:Sliver"]
    assert spend_only("The Seedcore") == ["typed_creature_spell:Phyrexian"]
    assert spend_only("Hermitic Herbalist") == ["spell_of_type:Lesson"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sliver_hive_pays_for_a_sliver_spell(cards, rules):
    objects = [obj("hive", "Sliver Hive"), obj("f", "Forest"), obj("muscle", "Muscle Sliver", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "muscle",
                "mana_abilities": [{"object": "hive", "ability": 1, "choice": "G"}, {"object": "f"}]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "muscle") == "in_play"
    assert (R2026 == rules) == ("106.6" in cited(replay))  # the 2007 rules have no rule on it


@pytest.mark.parametrize("rules", EDITIONS)
def test_sliver_hive_mana_cant_pay_for_a_spell_that_isnt_a_sliver(cards, rules):
    objects = [obj("hive", "Sliver Hive"), obj("f", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "hive", "ability": 1, "choice": "G"}, {"object": "f"}]}]
    replay = run(cards, objects, actions, rules)
    assert refused(replay) and zone_of(replay, "bears") == "hand", log(replay)
