"""Real anthems for artifact creatures (rulings/oracle/permanent_lines.py; the static filter
`card_type`): Tempered Steel's "Artifact creatures you control get +2/+2" and Chief of the
Foundry's "Other artifact creatures you control get +1/+1"."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario


def pt(lookup, rules, objects):
    replay = run_scenario(load_scenario(scenario(objects, [], rules=rules), cards=lookup))
    return {o["id"]: (o["power"], o["toughness"]) for zones in replay.final_state["zones"].values() for o in zones["in_play"]
            if "Creature" in o["types"]}


@pytest.mark.parametrize("name", ["Tempered Steel", "Chief of the Foundry"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_tempered_steel_pumps_its_controllers_artifact_creatures_only(lookup, rules):
    found = pt(lookup, rules, [obj("steel", "Tempered Steel", "Alice"), obj("bird", "Ornithopter", "Alice"),
                               obj("bears", "Grizzly Bears", "Alice"), obj("theirs", "Ornithopter", "Bob")])
    assert found == {"bird": (2, 4), "bears": (2, 2), "theirs": (0, 2)}


@pytest.mark.parametrize("rules", EDITIONS)
def test_chief_of_the_foundry_spares_itself(lookup, rules):
    found = pt(lookup, rules, [obj("chief", "Chief of the Foundry", "Alice"), obj("bird", "Ornithopter", "Alice")])
    assert found == {"chief": (2, 3), "bird": (1, 3)}


@pytest.mark.parametrize("text", ["Artifact creatures get +1/+1.", "Other artifact creatures you control get +X/+X.",
                                  "other artifact creatures you control get +1/+1."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{3}", "types": ["Artifact"], "text": text}).played
