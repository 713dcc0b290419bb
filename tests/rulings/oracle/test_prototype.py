"""Real prototype cards (2026 702.160, 718; later than February 2007): "Prototype {2}{W} — 1/1" is a
second set of mana cost, power and toughness; cast prototyped (`pay.prototype`), the spell and the
permanent it becomes have those and the colors of that cost, and a copy of it has them too (Combat
Thresher, Rust Goliath, Blitz Automaton...)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "prototype_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
PLAYED = 8  # the prototype cards in the file but Spotter Thopter ("scry X, where X is its power")


def thresher(prototyped=True, lands=3, more=(), actions=(), rules=R26):
    """Alice casts Combat Thresher ({7}, 3/3 colorless; Prototype {2}{W} — 1/1; double strike; "When this creature
    enters, draw a card") with her Plains."""
    pay = {"pay": {"prototype": True}} if prototyped else {}
    return in_main_phase([obj("ct", "Combat Thresher", zone="hand"), *[obj(f"pl{i}", "Plains") for i in range(lands)],
                          obj("top", "Island", zone="library"), *more],
                         [{"type": "play_spell", "player": "Alice", "object": "ct", **pay,
                           "mana_abilities": [{"object": f"pl{i}"} for i in range(lands)]}, p("Alice"), p("Bob"), *actions], rules)


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


def test_the_prototype_cards_are_fully_played(compiled):
    protos = [name for name, c in compiled.items() if "Prototype" in (c.definition or {}).get("text", "")]
    assert sorted(name for name in protos if not compiled[name].played) == ["Spotter Thopter"]
    assert len(protos) - 1 == PLAYED


@pytest.mark.parametrize("text", ["Prototype {2}{W} — */1\nDouble strike", "Prototype {2}{W}\nDouble strike",
                                  "Prototype {2}{W} — 1/1\nPrototype {1}{W} — 1/1"])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{7}", "types": ["Artifact", "Creature"], "power": "3", "toughness": "3",
                         "layout": "prototype", "text": text})
    assert not card.played


def test_718_3b_a_prototyped_permanent_has_the_alternative_cost_size_and_color(cards):
    replay, found = run(thresher(), cards)
    assert not refused(replay), log(replay)
    ct = found["ct"]
    assert (ct["zone"], ct["power"], ct["toughness"], ct["mana_cost"], ct["colors"]) == ("in_play", 1, 1, "{2}{W}", ["white"])
    assert "double strike" in ct["keywords"]  # 718.5: its other characteristics stay
    assert {"702.160a", "718.3b"} <= cited(replay)


def test_cast_normally_it_has_its_normal_characteristics(cards):
    replay, found = run(thresher(prototyped=False, lands=7), cards)
    assert not refused(replay), log(replay)
    assert (found["ct"]["power"], found["ct"]["mana_cost"], found["ct"]["colors"]) == (3, "{7}", [])


def test_718_3a_the_prototype_cost_is_what_is_paid(cards):
    replay, _ = run(thresher(prototyped=False, lands=3), cards)
    assert refused(replay)  # {7} can't be paid with three Plains


def test_718_4_back_in_the_hand_it_has_its_normal_characteristics(cards):
    replay, found = run(thresher(more=[obj("unsummon", "Unsummon", zone="hand"), obj("is", "Island")], actions=[
        p("Alice"), p("Bob"),  # the enters trigger resolves
        {"type": "play_spell", "player": "Alice", "object": "unsummon", "targets": ["ct"], "mana_abilities": [{"object": "is"}]},
        p("Alice"), p("Bob")]), cards)
    assert not refused(replay), log(replay)
    assert (found["ct"]["zone"], found["ct"]["power"], found["ct"]["mana_cost"]) == ("hand", 3, "{7}")


def test_718_3d_a_copy_of_a_prototyped_permanent_has_the_alternative_characteristics(cards):
    more = [obj("clone", "Clone", zone="hand"), *[obj(f"is{i}", "Island") for i in range(4)]]
    replay, found = run(thresher(more=more, actions=[
        p("Alice"), p("Bob"),
        {"type": "play_spell", "player": "Alice", "object": "clone", "choice": "ct", "mana_abilities": [{"object": f"is{i}"} for i in range(4)]},
        p("Alice"), p("Bob")]), cards)
    assert not refused(replay), log(replay)
    assert (found["clone"]["power"], found["clone"]["toughness"], found["clone"]["mana_cost"]) == (1, 1, "{2}{W}")


def test_a_card_without_a_prototype_cant_be_cast_prototyped(cards):
    sc = in_main_phase([obj("bears", "Grizzly Bears", zone="hand"), *[obj(f"pl{i}", "Plains") for i in range(2)]],
                       [{"type": "play_spell", "player": "Alice", "object": "bears", "pay": {"prototype": True},
                         "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]}], R26)
    assert refused(run_scenario(load_scenario(sc, cards=cards)))


def test_a_prototype_card_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="prototype cards .* later than the February 2007 rules"):
        load_scenario(thresher(rules=R07), cards=cards)


@pytest.mark.parametrize("proto, field", [
    ({"mana_cost": "{2}{W}", "power": 1}, r"prototype"),
    ({"mana_cost": "two white", "power": 1, "toughness": 1}, r"prototype\.mana_cost"),
])
def test_a_malformed_prototype_is_refused_naming_the_field(proto, field):
    card = {"name": "Inline Proto", "types": ["Artifact", "Creature"], "mana_cost": "{7}", "power": 3, "toughness": 3, "prototype": proto}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("x", card)], [], R26))
