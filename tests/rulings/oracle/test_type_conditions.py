"""Real cards whose keyword or power/toughness applies "as long as you control three or more artifacts" (metalcraft),
"... a Gate", "... an Ajani planeswalker" (rulings/oracle/conditions.py; rulings/engine/continuous.py): the condition reads
the permanents' types (layer 4), read without the keywords granted this way, none of which changes a type (2007 418.5a;
2026 613.1d, 613.1f), so the permanent counts itself and the count follows the battlefield."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "type_conditions_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


@pytest.mark.parametrize("name", ["Snapsail Glider", "Spiraling Duelist", "Armory Guard", "Court Cleric", "Drover of the Mighty"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


def keywords(replay, oid):
    return objects_in(replay.final_state)[oid]["keywords"]


def board(cards, rules, objects, actions=()):
    replay = run_scenario(load_scenario(in_main_phase(objects, list(actions), rules), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", BOTH)
def test_an_artifact_with_metalcraft_counts_itself_among_three_artifacts(cards, rules):
    replay = board(cards, rules, [obj("glider", "Snapsail Glider"), obj("o1", "Ornithopter"), obj("o2", "Ornithopter")])
    assert "flying" in keywords(replay, "glider")


@pytest.mark.parametrize("rules", BOTH)
def test_two_artifacts_are_not_metalcraft(cards, rules):
    replay = board(cards, rules, [obj("glider", "Snapsail Glider"), obj("o1", "Ornithopter"), obj("duelist", "Spiraling Duelist"),
                                  obj("o2", "Ornithopter")])
    assert "flying" in keywords(replay, "glider") and "double strike" in keywords(replay, "duelist")
    fewer = board(cards, rules, [obj("glider", "Snapsail Glider"), obj("o1", "Ornithopter"), obj("duelist", "Spiraling Duelist")])
    assert "flying" not in keywords(fewer, "glider") and "double strike" not in keywords(fewer, "duelist")


@pytest.mark.parametrize("rules", BOTH)
def test_the_keyword_goes_when_an_artifact_is_destroyed(cards, rules):
    objects = [obj("duelist", "Spiraling Duelist"), obj("glider", "Snapsail Glider"), obj("o1", "Ornithopter"), obj("o2", "Ornithopter"),
               obj("shatter", "Shatter", owner="Bob", zone="hand"), obj("bm1", "Mountain", owner="Bob"), obj("bm2", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shatter", "targets": ["o1"],
                            "mana_abilities": [{"object": "bm1"}, {"object": "bm2"}]}, p("Bob"), p("Alice")]
    before = board(cards, rules, objects, actions[:1])
    assert "double strike" in keywords(before, "duelist")
    replay = board(cards, rules, objects, actions)
    assert "double strike" not in keywords(replay, "duelist") and "flying" not in keywords(replay, "glider")


@pytest.mark.parametrize("rules", BOTH)
def test_a_gate_gives_vigilance(cards, rules):
    with_gate = board(cards, rules, [obj("guard", "Armory Guard"), obj("gate", "Azorius Guildgate")])
    without = board(cards, rules, [obj("guard", "Armory Guard"), obj("plains", "Plains")])
    assert "vigilance" in keywords(with_gate, "guard") and "vigilance" not in keywords(without, "guard")


def test_an_ajani_planeswalker_pumps_court_cleric(cards):
    rules = "2026-06-19"
    with_ajani = board(cards, rules, [obj("cleric", "Court Cleric"), obj("ajani", "Ajani, Caller of the Pride", counters={"loyalty": 4})])
    without = board(cards, rules, [obj("cleric", "Court Cleric")])
    assert pt(with_ajani, "cleric") == (2, 2) and pt(without, "cleric") == (1, 1)


@pytest.mark.parametrize("text", [
    "Metalcraft — This creature has changeling as long as you control three or more artifacts.",  # changes its types
    "This creature has banding as long as you control a Plains.",  # not a keyword the engine plays
    "This creature has flying as long as you control a Flurble.",  # no such subtype
    "This creature has flying as long as you control a Desert or there is a Desert card in your graveyard.",
])
def test_near_misses_stay_text_only(text):
    card = {"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact", "Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played
