""" "Spend this mana only to cast Myr spells or activate abilities of Myr." after a mana ability's mana
(rulings/oracle/mana_for_typed_abilities.py; rulings/engine/restricted_mana.py), played from real cards' Oracle text
(mana_for_typed_abilities_cards.json: records copied from the pool): Myr Reservoir, Smokebraider, Flamebraider, Primal
Beyond, Ixalli's Lorekeeper, Avengers Tower. The mana pays only for a spell with that creature type or for an activated
ability of a source with it (2026 106.6; the February 2007 rules have no rule on it, the card's text is followed); near
misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "mana_for_typed_abilities_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Myr Reservoir", "Smokebraider", "Primal Beyond", "Flamebraider", "Ixalli's Lorekeeper", "Avengers Tower"]
#: "colorless Eldrazi spells or activate abilities of colorless Eldrazi": a color with the type
NEAR_MISSES = ["Eldrazi Temple"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "typed spells and abilities"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_mana_for_typed_spells_and_abilities_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_typed_restrictions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_restriction_names_the_creature_type(compiled):
    def spend_only(name):
        return [st.get("spend_only") for ab in compiled[name].definition["abilities"] for st in ab.get("effect", ()) if st.get("spend_only")]
    assert spend_only("Myr Reservoir") == ["typed_spell_or_ability:Myr"]
    assert spend_only("Flamebraider") == ["typed_spell_or_ability:Elemental"]
    assert spend_only("Avengers Tower") == ["typed_spell_or_ability:Hero"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_myr_reservoir_pays_for_a_myr_spell(cards, rules):
    objects = [obj("res", "Myr Reservoir"), obj("myr", "Silver Myr", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "myr", "mana_abilities": [{"object": "res", "ability": 0}]},
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "myr") == "in_play"
    assert (R2026 == rules) == ("106.6" in cited(replay))  # the 2007 rules have no rule on it


@pytest.mark.parametrize("rules", EDITIONS)
def test_myr_reservoir_mana_cant_pay_for_a_spell_that_isnt_a_myr(cards, rules):
    objects = [obj("res", "Myr Reservoir"), obj("bears", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "res", "ability": 0}]}]
    replay = run(cards, objects, actions, rules)
    assert refused(replay) and zone_of(replay, "bears") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_primal_beyond_pays_for_an_elementals_ability(cards, rules):
    objects = [obj("beyond", "Primal Beyond"), obj("brawler", "Flamekin Brawler")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "brawler", "ability": 0,
                "mana_abilities": [{"object": "beyond", "ability": 2, "choice": "R"}]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert pt(replay, "brawler") == (1, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_primal_beyond_restricted_mana_cant_pay_for_a_myr_reservoirs_ability(cards, rules):
    objects = [obj("beyond", "Primal Beyond"), obj("res", "Myr Reservoir"), obj("myr", "Silver Myr", zone="graveyard"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "res", "ability": 1, "targets": ["myr"],
                "mana_abilities": [{"object": "beyond", "ability": 2, "choice": "R"}, {"object": "m1"}, {"object": "m2"}]}]
    replay = run(cards, objects, actions, rules)
    assert refused(replay) and zone_of(replay, "myr") == "graveyard", log(replay)
