"""702.174 (2026): gift, an optional additional cost (choose an opponent as the spell is cast,
702.174a); the promised gift's effect happens first as an instant or sorcery resolves (702.174j):
a card (702.174e), a tapped 1/1 blue Fish (702.174f), a Treasure (702.174h); the spell's
instructions linked to it (`if_gift`, 702.174k). Refused under the 2007 rules."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"


def giving(what):
    return {"name": f"Test Gift {what}", "mana_cost": "{0}", "types": ["Sorcery"],
            "abilities": [{"kind": "keyword", "keyword": "gift", "what": what}],
            "effect": [{"do": "draw", "amount": 1, "player": "you", "if_gift": False},
                       {"do": "gain_life", "amount": 2, "player": "you", "if_gift": True}],
            "text": f"Gift {what}\nIf the gift wasn't promised, draw a card. If the gift was promised, you gain 2 life."}


def cast(card, gift=None, rules=R26):
    spell = act("play_spell", object="spell", pay={"gift": gift} if gift else {})
    objs = [obj("spell", card, zone="hand"), obj("a1", "Grizzly Bears", zone="library"),
            obj("b1", "Hill Giant", owner="Bob", zone="library")]
    return {**make(objs, [spell, pass_("Alice"), pass_("Bob")]), "rules": rules}


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def _cites(replay):
    return {c.rule for s in replay.steps for e in s.events for c in e.citations}


def test_702_174e_gift_a_card_the_chosen_opponent_draws_first(play):
    replay = play(cast(giving("card"), "Bob"))
    found = objects_by_id(replay.final_state)
    assert found["b1"]["zone"] == "hand" and found["a1"]["zone"] == "library", _log(replay)
    assert [p["life"] for p in replay.final_state["players"]] == [22, 20], _log(replay)
    assert {"702.174a", "702.174k", "702.174j", "702.174e"} <= _cites(replay)
    log = _log(replay)
    assert min(i for i, t in enumerate(log) if "Bob draws" in t) < min(i for i, t in enumerate(log) if "gains 2 life" in t), log


def test_702_174f_gift_a_tapped_fish_enters_tapped_under_the_opponents_control(play):
    replay = play(cast(giving("tapped_fish"), "Bob"))
    fish = objects_by_id(replay.final_state)["fish"]
    assert fish["tapped"] and fish["controller"] == "Bob" and fish["token"], _log(replay)
    assert (fish["power"], fish["toughness"], fish["colors"], fish["subtypes"]) == (1, 1, ["Blue"], ["Fish"])
    assert "702.174f" in _cites(replay)


def test_702_174h_gift_a_treasure(play):
    replay = play(cast(giving("treasure"), "Bob"))
    treasure = objects_by_id(replay.final_state)["treasure"]
    assert treasure["controller"] == "Bob" and not treasure["tapped"], _log(replay)
    assert {"702.174h", "111.10a"} <= _cites(replay)


def test_702_174k_without_a_promise_no_gift_and_the_other_instructions(play):
    replay = play(cast(giving("card"), None))
    found = objects_by_id(replay.final_state)
    assert found["b1"]["zone"] == "library" and found["a1"]["zone"] == "hand", _log(replay)
    assert [p["life"] for p in replay.final_state["players"]] == [20, 20], _log(replay)


@pytest.mark.parametrize("who", ["Alice", "Carol"])
def test_702_174a_the_gift_is_promised_only_to_an_opponent(play, who):
    replay = play(cast(giving("card"), who))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("is not an opponent" in e.text for e in refused[0].events), _log(replay)


def test_702_174a_a_spell_without_gift_cant_promise_one(play):
    card = {**giving("card"), "abilities": []}
    replay = play(cast(card, "Bob"))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("has no gift" in e.text for e in refused[0].events), _log(replay)


def test_under_the_2007_rules_a_spell_with_gift_is_refused(play):
    replay = play(cast(giving("card"), None, rules=R07))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("gift, a keyword later than the February 2007 rules" in e.text for e in refused[0].events), _log(replay)


def test_the_loader_names_a_gift_kind_it_doesnt_know():
    from rulings.engine import ScenarioError, load_scenario
    card = {**giving("card"), "abilities": [{"kind": "keyword", "keyword": "gift", "what": "octopus"}]}
    with pytest.raises(ScenarioError) as refused:
        load_scenario(cast(card, "Bob"))
    assert "abilities[0].what" in str(refused.value)
