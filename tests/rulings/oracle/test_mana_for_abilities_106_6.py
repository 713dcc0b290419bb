"""Real cards whose mana may be spent on activated abilities (rulings/oracle/powerstone_mana.py,
rulings/engine/restricted_mana.ABILITIES): "Spend this mana only to activate abilities of
artifacts." (2026 106.6; the February 2007 rules have no rule on it, the card's text is followed
under both editions and 106.6 is cited only under 2026)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def run(lookup, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "abilities"), cards=lookup))


def test_the_cards_are_fully_played(pool):
    for name in ("Soldevi Machinist", "Vedalken Engineer", "Omen Hawker"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_soldevi_machinists_mana_pays_for_an_artifacts_ability(lookup, rules):
    """Disrupting Scepter's {3}: Machinist's {C}{C} and the Island's {U}, the engine tapping both."""
    replay = run(lookup, [obj("machinist", "Soldevi Machinist"), obj("island", "Island"), obj("scepter", "Disrupting Scepter")],
                 [{"type": "activate_ability", "player": "Alice", "object": "scepter", "ability": 0, "targets": ["Bob"]}], rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert "Alice spends 2 mana that may be spent only to activate abilities of artifacts on Disrupting Scepter's ability." in texts(replay)
    assert (("106.6", "mana_spending_restriction") in cited_pairs(replay)) is (rules == "2026-06-19")


@pytest.mark.parametrize("rules", EDITIONS)
def test_soldevi_machinists_mana_cant_pay_for_an_artifact_spell(lookup, rules):
    replay = run(lookup, [obj("machinist", "Soldevi Machinist"), obj("bell", "Ghoulcaller's Bell", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "machinist", "ability": 0},
                  {"type": "play_spell", "player": "Alice", "object": "bell"}], rules)
    assert not replay.steps[-2].refused
    assert replay.steps[-1].refused
    assert "{C}{C} more in it may be spent only to activate abilities of artifacts" in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("rules", EDITIONS)
def test_vedalken_engineers_two_mana_of_the_color_chosen_pay_for_an_artifact_spell(lookup, rules):
    replay = run(lookup, [obj("engineer", "Vedalken Engineer"), obj("bell", "Ghoulcaller's Bell", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "engineer", "ability": 0, "choice": "U"},
                  {"type": "play_spell", "player": "Alice", "object": "bell"}], rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert replay.final_state["players"][0]["restricted_mana"] == [{"type": "U", "spend_only": "artifact_spell_or_artifact_ability"}]


def test_omen_hawkers_mana_doesnt_pay_for_a_spell(lookup):
    replay = run(lookup, [obj("hawker", "Omen Hawker"), obj("owl", "Sage Owl", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "hawker", "ability": 0},
                  {"type": "play_spell", "player": "Alice", "object": "owl"}], "2026-06-19")
    assert replay.steps[-1].refused
    assert "may be spent only to activate abilities" in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("text", ["{T}: Add {C}. Spend this mana only to activate abilities of Dragons.",
                                  "{T}: Add {C}. Spend this mana only to activate abilities of creatures.",
                                  "{T}: Add {R}. Spend this mana only to cast an Equipment spell or activate an equip ability."])
def test_a_near_miss_restriction_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{1}", "text": text}).played
