"""Planeswalkers' loyalty abilities and emblems read from real cards' Oracle text
(planeswalker_emblems_cards.json: records copied from the pool), played under the June 2026 rules:
an emblem's triggered ability of a step ("You get an emblem with "At the beginning of your end step,
create three 1/1 white Cat creature tokens with lifelink."", Ajani, Adversary of Tyrants's −7) triggers
from the command zone (114.2, 114.4, 603.2b) as a permanent's would. The February 2007 rules have
no planeswalkers and no emblems: refused, saying so."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "planeswalker_emblems_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"


def play(cards, objects, actions, rules=R2026, phase="postcombat_main", active="Alice"):
    doc = {"format": 1, "rules": rules, "name": "planeswalker emblems", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": phase}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def loyalty(ability, targets=()):
    return [{"type": "activate_ability", "player": "Alice", "object": "pw", "ability": ability, "targets": list(targets)},
            p("Alice"), p("Bob")]


def probe(text: str):
    return compile_card({"name": "Probe Walker", "mana_cost": "{3}", "types": ["Planeswalker"], "supertypes": ["Legendary"],
                         "subtypes": ["Probe"], "power": None, "toughness": None, "loyalty": "3",
                         "text": f"[−3]: {text}", "layout": "normal"})


def tokens(replay) -> dict:
    return {k: v for k, v in objects_in(replay.final_state).items() if v.get("zone") == "in_play" and k.startswith("cat")}


# --- "You get an emblem with "At the beginning of your end step, ..."" (114.4) -----------------
def test_ajani_adversary_of_tyrants_is_played(compiled):
    card = compiled["Ajani, Adversary of Tyrants"]
    assert card.played, card.why_not


def test_ajanis_emblem_creates_three_lifelink_cats_at_your_end_step(cards):
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    cats = tokens(replay)
    assert len(cats) == 3, log(replay)
    assert all((c["power"], c["toughness"]) == (1, 1) and "lifelink" in c["keywords"] for c in cats.values())
    assert objects_in(replay.final_state)["pw"]["zone"] == "graveyard"  # loyalty 0 (704.5i): the emblem stays
    assert {"606.4", "114.2", "114.4", "603.2b", "603.3"} <= cited(replay), sorted(cited(replay))


def test_ajanis_emblem_says_it_triggers_from_the_command_zone(cards):
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})],
                  [*loyalty(2), p("Alice"), p("Bob")])
    assert "The ability of Alice's emblem (from Ajani, Adversary of Tyrants) triggers" in log(replay)
    assert not tokens(replay)  # on the stack, not yet resolved


def test_ajanis_emblem_does_not_trigger_at_an_opponents_end_step(cards):
    # the emblem triggers at Alice's end step only: by Bob's (the next turn) only Alice's three cats are there
    library = [obj(f"{who}{i}", "Grizzly Bears", owner, zone="library") for owner, who in (("Alice", "a"), ("Bob", "b")) for i in range(2)]
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7}), *library],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # Alice's end step: the cats
                   *[x for _ in range(7) for x in (p("Bob"), p("Alice"))]])  # Bob's turn, to his end step
    assert not refused(replay), log(replay)
    bobs_turn = log(replay).split("Bob is the active player")[-1]
    assert "The end step begins." in bobs_turn and "Turn 5" not in bobs_turn, log(replay)
    assert len(tokens(replay)) == 3
    assert log(replay).count("The ability of Alice's emblem") == 1


def test_under_2007_ajani_is_refused_as_a_planeswalker(cards):
    with pytest.raises(ScenarioError, match="February 2007"):
        play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})], loyalty(2), rules=R2007)


@pytest.mark.parametrize("text", [
    'You get an emblem with "At the beginning of your end step, this emblem deals 1 damage to any target."',  # a target
    'You get an emblem with "At the beginning of combat on your turn, create a 1/1 white Soldier creature token."',  # not a step the engine fires for emblems
    'You get an emblem with "At the beginning of your end step, if you control no creatures, create a 1/1 white Soldier creature token."',  # a condition
    'Target opponent gets an emblem with "At the beginning of your upkeep, you lose 1 life."',  # another player's emblem
    'You get an emblem with "Whenever you cast a spell, draw a card."',  # a triggered emblem of another event: not modelled
])
def test_a_near_miss_emblem_trigger_stays_text_only(text):
    assert not probe(text).played


def test_an_emblem_trigger_of_the_upkeep_is_read():
    card = probe('You get an emblem with "At the beginning of your upkeep, create a 1/1 white Soldier creature token."')
    assert card.played, card.why_not
