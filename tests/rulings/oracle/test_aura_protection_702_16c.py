""" "Enchanted creature has protection from white. This effect doesn't remove this
Aura." (White Ward, 1993): the Aura stays while its own protection would remove it
(2007: 420.5d, 502.7c; 2026: 704.5m, 702.16c), other white Auras go, and protection
from white from anything else still removes it. Records: ward_cards.json."""
import json
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in, record

CARDS = Path(__file__).parent / "ward_cards.json"
EDITIONS = ("2007-02-01", "2026-06-19")


@pytest.fixture(scope="module")
def cards():
    with open(CARDS, encoding="utf-8") as fh:
        compiled = {r["name"]: compile_card(record(r)) for r in json.load(fh)}
    assert compiled["White Ward"].played
    return lambda name: compiled[name].definition if name in compiled else None


def play(cards, objects, actions, rules):
    sc = {"format": 1, "rules": rules, "name": "white ward", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z, **({"attached_to": a} if a else {})} for i, c, o, z, a in objects],
          "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay, objects_in(replay.final_state), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_white_ward_cast_on_a_creature_stays_and_removes_another_white_aura(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play", None), ("strength", "Holy Strength", "Alice", "in_play", "bears"),
            ("ward", "White Ward", "Alice", "hand", None), ("p", "Plains", "Alice", "in_play", None)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ward", "targets": ["bears"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay, found, log = play(cards, objs, actions, rules)
    assert not any(s.refused for s in replay.steps), log
    assert found["ward"]["zone"] == "in_play" and found["strength"]["zone"] == "graveyard", log
    assert "Holy Strength is put into its owner's graveyard" in log
    cited = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    assert {"2007-02-01": "502.7c", "2026-06-19": "702.16c"}[rules] in cited


@pytest.mark.parametrize("rules", EDITIONS)
def test_white_ward_still_goes_when_the_creature_has_protection_from_white_of_its_own(cards, rules):
    objs = [("knight", "Black Knight", "Alice", "in_play", None), ("ward", "White Ward", "Alice", "in_play", "knight")]
    replay, found, log = play(cards, objs, [{"type": "pass_priority", "player": "Alice"}], rules)
    assert found["ward"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_white_ward_stops_a_white_aura_spell_targeting_the_creature(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play", None), ("ward", "White Ward", "Alice", "in_play", "bears"),
            ("strength", "Holy Strength", "Alice", "hand", None), ("p", "Plains", "Alice", "in_play", None)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "strength", "targets": ["bears"]}]
    replay, found, log = play(cards, objs, actions, rules)
    assert replay.steps[-1].refused and found["ward"]["zone"] == "in_play", log
    assert "protection from white" in log


def test_near_misses_stay_text_only():
    base = {"name": "Near Miss", "mana_cost": "{W}", "types": ["Enchantment"], "supertypes": [], "subtypes": ["Aura"], "power": None,
            "toughness": None, "loyalty": None, "layout": "normal"}
    for text in ("Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove other Auras.",
                 "Enchant creature\nEnchanted creature has protection from artifacts. This effect doesn't remove this Aura.",
                 "Enchant creature\nEnchanted creature has protection from the color of your choice. This effect doesn't remove this Aura."):
        assert not compile_card({**base, "text": text}).played


def bless(color: str) -> list[dict]:
    """Alice casts Cho-Manno's Blessing on her Grizzly Bears; it resolves choosing `color`."""
    return [{"type": "play_spell", "player": "Alice", "object": "blessing", "targets": ["bears"]},
            {"type": "pass_priority", "player": "Alice"},
            {"type": "pass_priority", "player": "Bob", "choices": {"blessing": {"color": color}}}]


BLESSING = [("bears", "Grizzly Bears", "Alice", "in_play", None), ("blessing", "Cho-Manno's Blessing", "Alice", "hand", None),
            ("p1", "Plains", "Alice", "in_play", None), ("p2", "Plains", "Alice", "in_play", None)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_cho_mannos_blessing_protection_from_the_color_chosen_for_the_aura(cards, rules):
    objs = [*BLESSING, ("shock", "Shock", "Bob", "hand", None), ("m", "Mountain", "Bob", "in_play", None)]
    actions = [*bless("red"), {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"]}]
    replay, found, log = play(cards, objs, actions, rules)
    assert replay.steps[-1].refused and "protection from red" in log, log
    assert found["blessing"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_cho_mannos_blessing_choosing_white_stays_and_removes_another_white_aura(cards, rules):
    objs = [*BLESSING, ("strength", "Holy Strength", "Alice", "in_play", "bears")]
    replay, found, log = play(cards, objs, bless("white"), rules)
    assert not any(s.refused for s in replay.steps), log
    assert found["blessing"]["zone"] == "in_play" and found["strength"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "502.7b"), ("2026-06-19", "702.16b")])
def test_mask_of_law_and_grace_gives_protection_from_black_and_from_red(cards, rules, rule):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play", None), ("mask", "Mask of Law and Grace", "Alice", "in_play", "bears"),
            ("shock", "Shock", "Bob", "hand", None), ("m", "Mountain", "Bob", "in_play", None)]
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"]}]
    replay, found, log = play(cards, objs, actions, rules)
    assert replay.steps[-1].refused and "protection from red" in log, log
    assert rule in {c.rule for ev in replay.steps[-1].events for c in ev.citations}


def mother_answers_shock(choices):
    """Bob Shocks Alice's Grizzly Bears; Alice answers with Mother of Runes targeting them;
    Mother's ability resolves during Bob's pass (carrying `choices`), then Shock."""
    objs = [("bears", "Grizzly Bears", "Alice", "in_play", None), ("mother", "Mother of Runes", "Alice", "in_play", None),
            ("shock", "Shock", "Bob", "hand", None), ("m", "Mountain", "Bob", "in_play", None)]
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"]},
               {"type": "pass_priority", "player": "Bob"},
               {"type": "activate_ability", "player": "Alice", "object": "mother", "ability": 0, "targets": ["bears"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", **({"choices": choices} if choices else {})},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return objs, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_mother_of_runes_protection_from_the_color_chosen_on_resolution(cards, rules):
    objs, actions = mother_answers_shock({"mother": {"color": "red"}})
    replay, found, log = play(cards, objs, actions, rules)
    assert not any(s.refused for s in replay.steps), log
    assert "Alice chooses red." in log and found["bears"]["zone"] == "in_play" and found["bears"]["damage"] == 0, log
    cited = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    assert {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}[rules] in cited


def test_mother_of_runes_without_a_choice_gives_protection_from_white(cards):
    objs, actions = mother_answers_shock(None)
    replay, found, log = play(cards, objs, actions, "2026-06-19")
    assert "no choice was given: the first color, white" in log and found["bears"]["zone"] == "graveyard", log
