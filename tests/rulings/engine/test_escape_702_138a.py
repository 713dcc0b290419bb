"""702.138a (2026): escape casts a card from its owner's graveyard for its escape cost rather
than its mana cost, exiling other graveyard cards (`pay.exile`); the legal-action finder
offers it, and it is one alternative cost (118.9a)."""
from __future__ import annotations

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj

R26 = "2026-06-19"
HOUND = {"name": "Escaping Hound", "mana_cost": "{5}{R}", "types": ["Creature"], "subtypes": ["Dog"], "power": 3, "toughness": 3,
         "abilities": [{"kind": "keyword", "keyword": "escape", "cost": "{R}", "count": 2},
                       {"kind": "keyword", "keyword": "dash", "cost": "{R}"}], "text": "Escape—{R}, Exile two other cards from your graveyard.\nDash {R}"}


def board(actions=()):
    return {**make([obj("m", "Mountain"), obj("hound", HOUND, zone="graveyard"), obj("a", "Grizzly Bears", zone="graveyard"),
                    obj("b", "Grizzly Bears", zone="graveyard")], list(actions)), "rules": R26}


def test_702_138a_legal_actions_offer_escape_exiling_two_other_cards():
    casts = [a for a in legal_actions(game_at(load_scenario(board()), 0))[1] if a.get("object") == "hound"]
    assert [a["pay"] for a in casts] == [{"exile": ["a", "b"]}]


def test_702_138a_an_escaped_creature_enters_the_battlefield():
    r = run_scenario(load_scenario(board([act("play_spell", object="hound", pay={"exile": ["a", "b"]}),
                                          act("pass_priority"), act("pass_priority", "Bob")])))
    assert not any(s.refused for s in r.steps), [e.text for s in r.steps if s.refused for e in s.events]
    assert any(o["id"] == "hound" for o in r.steps[-1].state["zones"]["Alice"]["in_play"])


def test_118_9a_escape_and_dash_can_not_both_be_paid():
    last = run_scenario(load_scenario(board([act("play_spell", object="hound", pay={"exile": ["a", "b"], "alternative": "dash"})]))).steps[-1]
    assert last.refused and any("only one alternative cost" in e.text for e in last.events)
