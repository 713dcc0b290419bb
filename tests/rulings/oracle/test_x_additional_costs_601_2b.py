""""As an additional cost to cast this spell, discard X cards / pay X life": X is announced as the
spell is cast (2007 409.1b; 2026 601.2b) and paid with the total cost (409.1f-h; 601.2f-h), and the
spell's "X" is that value. Compiled from real cards (costs_30_cards.json: records copied from the
pool) and played under both editions; "discard X cards at random" / "discard X land cards" stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in, p

CARDS = Path(__file__).parent / "costs_30_cards.json"
EDITIONS = {"2026-06-19": "601.2b", "2007-02-01": "409.1b"}


def run(cards, rules, spell, objects, actions=None, phase="precombat_main", step=None):
    sc = {"format": 1, "rules": rules, "name": "x costs", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
          "objects": objects, "actions": [spell, p("Alice"), p("Bob")] if actions is None else actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def dreams(cards, rules, x, discard):
    """Alice casts Sickening Dreams with X = `x`, discarding the cards named, at Bob's Grizzly Bears."""
    spell = {"type": "play_spell", "player": "Alice", "object": "spell", "x": x, "pay": {"discard": discard},
             "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}
    objects = [{"id": "spell", "card": "Sickening Dreams", "owner": "Alice", "zone": "hand"},
               {"id": "h1", "card": "Hill Giant", "owner": "Alice", "zone": "hand"},
               {"id": "h2", "card": "Hill Giant", "owner": "Alice", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               {"id": "s0", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"}]
    return run(cards, rules, spell, objects)


def test_the_x_cost_cards_are_fully_played(compiled):
    assert compiled["Sickening Dreams"].played and compiled["Sickening Dreams"].definition["additional_cost"] == {"discard": "X"}
    assert compiled["Necrologia"].played and compiled["Necrologia"].definition["additional_cost"] == {"life": "X"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_sickening_dreams_discards_x_cards_and_deals_x_damage(cards, rules):
    replay, log, cites = dreams(cards, rules, 2, ["h1", "h2"])
    assert not any(s.refused for s in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["h1"]["zone"] == found["h2"]["zone"] == "graveyard" and found["bears"]["zone"] == "graveyard", log
    assert [pl["life"] for pl in replay.final_state["players"]] == [18, 18], log
    assert EDITIONS[rules] in cites, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_sickening_dreams_needs_as_many_cards_discarded_as_x(cards, rules):
    replay, log, _ = dreams(cards, rules, 2, ["h1"])
    assert replay.steps[1].refused, log


def test_sickening_dreams_needs_x_announced(cards):
    spell = {"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}
    objects = [{"id": "spell", "card": "Sickening Dreams", "owner": "Alice", "zone": "hand"},
               {"id": "s0", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"}]
    replay, log, _ = run(cards, "2026-06-19", spell, objects)
    assert replay.steps[1].refused and "announce X" in log, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_necrologia_pays_x_life_and_draws_x_cards(cards, rules):
    spell = {"type": "play_spell", "player": "Alice", "object": "spell", "x": 3,
             "mana_abilities": [{"object": f"s{i}"} for i in range(5)]}
    objects = [{"id": "spell", "card": "Necrologia", "owner": "Alice", "zone": "hand"},
               *[{"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(5)],
               *[{"id": f"l{i}", "card": "Hill Giant", "owner": "Alice", "zone": "library"} for i in range(4)]]
    replay, log, cites = run(cards, rules, spell, objects, phase="end", step="end_of_turn")
    assert not any(s.refused for s in replay.steps), log
    assert replay.final_state["players"][0]["life"] == 17, log
    found = objects_in(replay.final_state)
    assert sum(found[f"l{i}"]["zone"] == "hand" for i in range(4)) == 3, log


def test_discard_x_cards_at_random_or_x_land_cards_stay_text_only(compiled):
    assert not compiled["Devastating Dreams"].played and not compiled["Scorched Earth"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_legal_actions_offer_each_x_with_the_cards_discarded_for_it(cards, rules):
    """The builder's list of legal actions (legal_actions.py): "discard X cards" offers X = 0, 1, 2
    with the cards discarded for each, every one accepted by the engine."""
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    objects = [{"id": "dreams", "card": "Sickening Dreams", "owner": "Alice", "zone": "hand"},
               {"id": "h1", "card": "Forest", "owner": "Alice", "zone": "hand"},
               {"id": "h2", "card": "Forest", "owner": "Alice", "zone": "hand"},
               {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "s2", "card": "Swamp", "owner": "Alice", "zone": "in_play"}]
    sc = {"format": 1, "rules": rules, "name": "x legal", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": []}
    _, actions = legal_actions(game_at(load_scenario(sc, cards=cards), 0))
    offered = sorted((a.get("x"), tuple((a.get("pay") or {}).get("discard", ()))) for a in actions if a.get("object") == "dreams")
    assert offered == [(0, ()), (1, ("h1",)), (1, ("h2",)), (2, ("h1", "h2"))]
