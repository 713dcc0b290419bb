"""Real cards whose mana ability adds "two mana in any combination of colors"
(rulings/oracle/powerstone_mana.py, rulings/engine/mana_combination.py): the player chooses the mana as
the ability resolves (2007 413.2c; 2026 608.2d), the activation's `choice` spelling it ("RG")."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def run(lookup, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "combination"), cards=lookup))


def test_the_cards_are_fully_played(pool):
    for name in ("Terrarion", "Cascading Cataracts"):
        assert pool[name].played, name


def terrarion(choice):
    """Terrarion's "{2}, {T}, Sacrifice this artifact: Add two mana in any combination of colors.",
    its {2} paid with the Islands' mana."""
    return [obj("terrarion", "Terrarion"), obj("i1", "Island"), obj("i2", "Island")], \
        [{"type": "activate_ability", "player": "Alice", "object": "i1", "ability": 0},
         {"type": "activate_ability", "player": "Alice", "object": "i2", "ability": 0},
         {"type": "activate_ability", "player": "Alice", "object": "terrarion", "ability": 1, "choice": choice}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_terrarion_adds_the_combination_chosen(lookup, rules):
    objects, actions = terrarion("RG")
    replay = run(lookup, objects, actions, rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert "Alice adds {R}{G} to their mana pool (chosen: 2 mana in any combination of colors)." in texts(replay)
    pool = replay.final_state["players"][0]["mana_pool"]
    assert pool.get("R") == 1 and pool.get("G") == 1 and not pool.get("U")
    assert ("608.2d" if rules == "2026-06-19" else "413.2c") in {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_terrarion_may_add_two_mana_of_one_color(lookup, rules):
    objects, actions = terrarion("BB")
    replay = run(lookup, objects, actions, rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert replay.final_state["players"][0]["mana_pool"].get("B") == 2


@pytest.mark.parametrize("choice", [None, "R", "RGW", "RC"])
def test_a_choice_that_isnt_two_colors_is_refused_naming_choice(lookup, choice):
    objects, actions = terrarion(choice)
    if choice is None:
        del actions[-1]["choice"]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert replay.steps[-1].refused
    assert '"choice"' in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("text", ["{T}: Add X mana in any combination of colors.",
                                  # "... only to cast Dragon spells." is read now (mana_for_typed_spells.py), and "... or activate
                                  # abilities of Dragons" too (mana_for_typed_abilities.py); a color with the type isn't
                                  "{T}: Add two mana in any combination of colors. Spend this mana only to cast colorless Eldrazi "
                                  "spells or activate abilities of colorless Eldrazi.",
                                  "Add X mana in any combination of colors. Draw a card."])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Instant" if text.startswith("Add") else "Artifact"],
                             "mana_cost": "{1}", "text": text}).played
