"""Small families of real cards' Oracle text (rulings/oracle/misc_31.py and the target
grammar): "Destroy target nonbasic land" (a land without the basic supertype: 2007 205.4b,
2026 205.4c), played from their compiled Oracle text (misc_31_cards.json: records copied
from the pool) under both editions."""
import json
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, record

CARDS = Path(__file__).parent / "misc_31_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"


@pytest.fixture(scope="module")
def compiled():
    with open(CARDS, encoding="utf-8") as fh:
        return {r["name"]: compile_card(record(r)) for r in json.load(fh)}


@pytest.fixture(scope="module")
def cards(compiled):
    return lambda name: compiled[name].definition if name in compiled else None


def obj(oid, card, owner="Alice", zone="in_play"):
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def play(cards, objects, actions, rules, active="Alice"):
    doc = {"format": 1, "rules": rules, "name": "misc_31", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def log(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


def zone(replay, oid):
    return objects_in(replay.final_state)[oid]["zone"]


# --- "Destroy target nonbasic land" -------------------------------------------------
def test_nonbasic_land_cards_compile(compiled):
    for name in ("Wasteland", "Fulminator Mage"):
        assert compiled[name].played, name
    assert compiled["Wasteland"].definition["abilities"][-1]["targets"] == [{"not_supertypes": ["Basic"], "types": ["Land"]}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_wasteland_destroys_a_nonbasic_land(cards, rules):
    replay = play(cards, [obj("w", "Wasteland"), obj("theirs", "Wasteland", "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "w", "ability": 1, "targets": ["theirs"]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "theirs") == "graveyard" and zone(replay, "w") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_wasteland_cant_target_a_basic_land(cards, rules):
    replay = play(cards, [obj("w", "Wasteland"), obj("forest", "Forest", "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "w", "ability": 1, "targets": ["forest"]}], rules)
    assert replay.steps[-1].refused
    assert "is basic" in log(replay)
    assert zone(replay, "forest") == "in_play"


def test_a_nonbasic_land_with_a_sentence_the_engine_cant_follow_stays_text_only(compiled):
    """Field of Ruin's "Each player searches their library for a basic land card, ...": the
    target reads, but the whole ability doesn't, so the card is not claimed."""
    assert not compiled["Field of Ruin"].played
    assert not compile_card({**record({"name": "Near Miss", "types": ["Sorcery"], "manaCost": "{R}",
                                         "text": "Destroy target nonbasic nonbasic land."})}).played
