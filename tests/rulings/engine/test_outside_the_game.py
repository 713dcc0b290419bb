"""Cards outside the game (2007 217.1e; 2026 400.11, 400.11a-b; rulings/engine/outside_the_game.py):
a scenario's sideboard cards, the instruction that brings one into the hand, and the loader's
checks, in format 1 and 2."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cast, free, make, obj

WISH = free("Test Wish", [{"do": "put_into_hand_from_outside_the_game", "card": {"any_of_types": ["Sorcery"]}}], targets=())
BOLT_OUTSIDE = obj("bolt", "Lightning Bolt", zone="outside_the_game")


def zones(replay, player="Alice") -> dict:
    return replay.final_state["zones"][player]


def test_a_card_outside_the_game_is_listed_apart_from_the_zones_and_only_when_there_is_one():
    replay = run_scenario(load_scenario(make([BOLT_OUTSIDE], [])))
    assert [o["id"] for o in zones(replay)["outside_the_game"]] == ["bolt"]
    assert "outside_the_game" not in zones(replay, "Bob")


def test_a_card_brought_into_the_game_is_no_longer_outside_it():
    rain = {"name": "Test Rain", "mana_cost": "{2}{R}", "types": ["Sorcery"], "effect": [], "text": ""}
    replay = run_scenario(load_scenario(make([obj("wish", WISH, zone="hand"), obj("rain", rain, zone="outside_the_game")],
                                             cast("wish")[:-1] + [{"type": "pass_priority", "player": "Bob",
                                                                   "choices": {"wish": {"cards": ["rain"]}}}])))
    assert [o["id"] for o in zones(replay)["hand"]] == ["rain"]
    assert "outside_the_game" not in zones(replay)


@pytest.mark.parametrize("where, fix, field", [
    ("objects", {"token": True}, "objects[0].token"),  # a token exists only in play (2026 111.8)
    ("card", {"card": {"any_of_types": ["Tribal"]}}, "objects[0].card.effect[0].card.any_of_types[0]"),
    ("card", {"card": {"colour": "red"}}, "objects[0].card.effect[0].card.colour"),
    ("card", {"reveal": "yes"}, "objects[0].card.effect[0].reveal"),
])
def test_the_loader_names_the_wrong_field(where, fix, field):
    if where == "objects":
        sc = make([{**BOLT_OUTSIDE, **fix}], [])
    else:
        wish = {**WISH, "effect": [{**WISH["effect"][0], **fix}]}
        sc = make([obj("wish", wish, zone="hand")], [])
    with pytest.raises(ScenarioError) as e:
        load_scenario(sc)
    assert field in str(e.value)


def test_format_2_says_outside_the_game_too():
    sc = {**make([BOLT_OUTSIDE], []), "format": 2}
    replay = run_scenario(load_scenario(sc))
    assert [o["id"] for o in zones(replay)["outside_the_game"]] == ["bolt"]


def test_an_expected_ruling_may_say_a_card_stays_outside_the_game():
    replay = run_scenario(load_scenario({**make([BOLT_OUTSIDE], []), "expect": {"zones": {"bolt": "outside_the_game"}}}))
    assert [(e.met, e.text) for e in replay.expectations] == [(True, "Lightning Bolt is outside the game")]


LEYLINE_BEAR = {"name": "Test Leyline Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2, "text": "",
                "abilities": [{"kind": "keyword", "keyword": "begin_game_on_battlefield"},
                              {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]}


@pytest.mark.parametrize("who, refused", [("Alice", False), ("Bob", True)])
def test_a_creature_that_began_the_game_on_the_battlefield_has_been_controlled_since_the_starting_players_turn_only(who, refused):
    """2026 302.6 (2007 212.3d): since its controller's most recent turn began; the other player has had no turn yet."""
    sc = make([obj("bear", LEYLINE_BEAR, owner=who, zone="hand", begin_on_battlefield=True)],
              [{"type": "activate_ability", "player": who, "object": "bear", "ability": 1}], phase="beginning", step="untap", number=1)
    if who == "Bob":
        sc["actions"] = [{"type": "pass_priority", "player": "Alice"}] + sc["actions"]
    replay = run_scenario(load_scenario(sc))
    assert any(s.refused for s in replay.steps) == refused
    assert ("since the start of their most recent turn" in " ".join(e.text for st in replay.steps for e in st.events)) == refused
