""" "Whenever a creature attacks you, its controller loses 1 life." and its kin (rulings/oracle/event_controller_life.py),
played from real cards' Oracle text (event_controller_life_cards.json: records copied from the pool): Hissing Miasma,
Revenge of Ravens ("that creature's controller loses 1 life and you gain 1 life"), Carnage Gladiator ("Whenever a
creature blocks"), Poisonbelly Ogre ("Whenever another creature enters"). The creature's controller is read as the
ability resolves (2007 413.2f; 2026 608.2h); each attacking creature triggers it once (2007 308.3; 2026 508.3a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "event_controller_life_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Marchesa's Decree", "Carnage Gladiator", "Revenge of Ravens", "Hissing Miasma", "Poisonbelly Ogre", "Blood Reckoning",
          "Curse of the Forsaken"]
#: "Whenever a creature an opponent controls dies, its controller loses 2 life" (and its oil counters): not read
NEAR_MISSES = ["Archfiend of the Dross"]
#: an attack trigger (2007 308.3; 2026 508.3a) and its controller read as it resolves (2007 413.2f; 2026 608.2h)
CITES = {R2007: {"308.3", "413.2f"}, R2026: {"508.3a", "608.2h"}}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_event_controller_life_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_event_controller_life_stays_text_only(compiled, name):
    assert not compiled[name].played


def _bob_attacks(cards, rules, alices, attackers, bobs):
    """Bob, the active player, attacks Alice with `attackers` (of `bobs`); the triggers resolve."""
    doc = {"format": 1, "rules": rules, "name": "bob attacks", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"},
           "objects": [*alices, *bobs],
           "actions": [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
                       {"type": "declare_attackers", "player": "Bob", "attackers": list(attackers)},
                       p("Bob"), p("Alice"), p("Bob"), p("Alice")]}
    return run(cards, doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hissing_miasma_makes_each_attackers_controller_lose_1_life(cards, rules):
    replay = _bob_attacks(cards, rules, [obj("hm", "Hissing Miasma")], ["b1", "b2"],
                          [obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Hill Giant", owner="Bob")])
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18, log(replay)  # one trigger for each attacking creature
    assert CITES[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_revenge_of_ravens_drains_for_each_attacker(cards, rules):
    replay = _bob_attacks(cards, rules, [obj("rr", "Revenge of Ravens")], ["b1"], [obj("b1", "Grizzly Bears", owner="Bob")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)  # as the trigger resolves, before combat damage


@pytest.mark.parametrize("rules", EDITIONS)
def test_carnage_gladiator_makes_the_blockers_controller_lose_1_life(cards, rules):
    doc = {"format": 1, "rules": rules, "name": "carnage gladiator", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("cg", "Carnage Gladiator"), obj("bear", "Grizzly Bears", owner="Bob")],
           "actions": [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                       {"type": "declare_attackers", "player": "Alice", "attackers": ["cg"]},
                       {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                       {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bear", "attacker": "cg"}]}, p("Alice"), p("Bob")]}
    replay = run(cards, doc)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_poisonbelly_ogre_makes_the_entering_creatures_controller_lose_1_life(cards, rules):
    objects = [obj("ogre", "Poisonbelly Ogre"), obj("orn", "Ornithopter", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "orn"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "poisonbelly ogre"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 19, "Bob": 20}, log(replay)
