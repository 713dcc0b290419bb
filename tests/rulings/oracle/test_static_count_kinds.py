""" Static "gets +N/+N for each [what]" (rulings/oracle/static_counts.py) over more kinds of
permanents, played from real cards' Oracle text (static_count_kinds_cards.json: records copied from
the pool): the subtypes Giant, Desert, Gate and Aura ("This creature gets +4/+4 for each other Giant
you control", Borderland Behemoth; "This creature gets +1/+1 for each Aura on the battlefield", Aura
Gnarlid) and "for each artifact and/or enchantment you control" (Nettlecyst: each permanent that is
either, once). Recounted whenever power and toughness are read (2007 418.5a; 2026 613.4c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, pt

CARDS = Path(__file__).parent / "static_count_kinds_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Nettlecyst", "All That Glitters", "Outcaster Greenblade", "Borderland Behemoth", "Aura Gnarlid",
          "Glaive of the Guildpact", "Mycosynth Fiend", "Vishgraz, the Doomhive",
          "Death's Shadow"]
#: "named ~", "with flying", "legendary", "and/or enchantment card in your graveyard", "other enchantment" on an
#: Aura: none a count these templates make
NEAR_MISSES = ["Timberpack Wolf", "Skycat Sovereign", "Benalish Honor Guard", "Runaway Trash-Bot", "Ancestral Mask",
               "The Last Ride"]  # a Vehicle: "~ gets -X/-X" on a noncreature permanent is left


def play(cards, objects, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "static count kinds"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_static_count_kind_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_static_count_kinds_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_borderland_behemoth_counts_only_the_other_giants_its_controller_controls(cards, rules):
    objects = [obj("behemoth", "Borderland Behemoth"), obj("g1", "Hill Giant"), obj("g2", "Hill Giant", owner="Bob")]
    replay = play(cards, objects, rules)
    assert pt(replay, "behemoth") == (8, 8), log(replay)  # 4/4 and +4/+4 for Alice's one other Giant


@pytest.mark.parametrize("rules", EDITIONS)
def test_aura_gnarlid_counts_every_players_auras(cards, rules):
    objects = [obj("gnarlid", "Aura Gnarlid"), {**obj("armor", "Blanchwood Armor", owner="Bob"), "attached_to": "bears"},
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, rules)
    assert pt(replay, "gnarlid") == (3, 3), log(replay)  # 2/2 and +1/+1 for Bob's Aura
    assert pt(replay, "bears") == (2, 2), log(replay)  # Bob controls no Forest


def test_nettlecyst_counts_an_artifact_enchantment_once(cards):
    """Nettlecyst counts itself (an artifact) and Blanchwood Armor (an enchantment): +2/+2."""
    objects = [{**obj("cyst", "Nettlecyst"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               {**obj("armor", "Blanchwood Armor"), "attached_to": "g"}, obj("g", "Hill Giant")]
    replay = play(cards, objects, R2026)
    assert pt(replay, "bears") == (4, 4), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mycosynth_fiend_counts_its_opponents_poison_counters(cards, rules):
    scenario = in_main_phase([obj("fiend", "Mycosynth Fiend")], [], rules, "poison counters")
    scenario["players"] = [{"name": "Alice", "poison": 2}, {"name": "Bob", "poison": 3}]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "fiend") == (5, 5), log(replay)  # 2/2 and +1/+1 for each of Bob's three, none for Alice's own


@pytest.mark.parametrize("rules", EDITIONS)
def test_deaths_shadow_gets_minus_its_controllers_life_total(cards, rules):
    scenario = in_main_phase([obj("shadow", "Death's Shadow"), obj("shadow2", "Death's Shadow", owner="Bob")], [], rules,
                             "life total")
    scenario["players"] = [{"name": "Alice", "life": 9}, {"name": "Bob", "life": 20}]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "shadow") == (4, 4), log(replay)  # 13/13 and -9/-9 for Alice's 9 life
    from .conftest import objects_in
    assert objects_in(replay.final_state)["shadow2"]["zone"] == "graveyard", log(replay)  # -20/-20: toughness 0 or less
