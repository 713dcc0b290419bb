"""702.121a (2026): melee: "Whenever this creature attacks, it gets +1/+1 until end of turn for
each opponent you attacked with a creature this combat": opponents only, not planeswalkers.
Under the 2007 rules it doesn't trigger."""
from __future__ import annotations

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"
BRAWLER = {"name": "Test Brawler", "mana_cost": "{1}{R}", "types": ["Creature"], "subtypes": ["Warrior"], "power": 2, "toughness": 2,
           "abilities": [{"kind": "keyword", "keyword": "melee"}], "text": "Melee"}
WALKER = {"name": "Test Walker", "mana_cost": "{0}", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 9,
          "abilities": [{"kind": "activated", "cost": {"loyalty": 1}, "effect": [{"do": "gain_life", "amount": 2, "player": "you"}],
                         "text": "+1: You gain 2 life."}], "text": "+1: You gain 2 life."}


def attack(attacking=None, rules=R26, attackers=("brawler",)):
    declare = act("declare_attackers", attackers=list(attackers), **({"attacking": attacking} if attacking else {}))
    objs = [obj("brawler", BRAWLER), obj("bears", "Grizzly Bears")]
    if rules == R26:  # the 2007 rules have no planeswalkers
        objs.append(obj("pw", WALKER, owner="Bob", counters={"loyalty": 9}))
    return {**make(objs, [declare, pass_("Alice"), pass_("Bob")], phase="combat", step="declare_attackers"), "rules": rules}


def _brawler(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "brawler")


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def test_702_121a_attacking_the_opponent_gives_plus_1_plus_1(play):
    replay = play(attack())
    assert (_brawler(replay)["power"], _brawler(replay)["toughness"]) == (3, 3), _log(replay)
    assert "702.121a" in {c.rule for s in replay.steps for c in s.citations}


def test_702_121a_another_creature_attacking_the_opponent_counts(play):
    replay = play(attack(attacking={"brawler": "pw"}, attackers=("brawler", "bears")))
    assert _brawler(replay)["power"] == 3, _log(replay)


def test_702_121a_a_planeswalker_attacked_is_no_opponent_attacked(play):
    replay = play(attack(attacking={"brawler": "pw"}))
    assert _brawler(replay)["power"] == 2, _log(replay)
    assert any("attacked with a creature this combat: 0." in t for t in _log(replay))


def test_under_the_2007_rules_melee_does_not_trigger(play):
    replay = play(attack(rules=R07))
    assert _brawler(replay)["power"] == 2
    assert any("melee doesn't trigger: the keyword came later than February 2007" in t for t in _log(replay))
