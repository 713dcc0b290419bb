"""Real cards with encore (2026 702.141a; later than February 2007): "[Cost], Exile this card from your
graveyard: For each opponent, create a token that's a copy of this card that attacks that opponent this
turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate
only as a sorcery." (Impulsive Pilferer, Kinsbaile Courier, Phyrexian Triniform.)"""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "encore_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


def pilferer_encore(extra_actions=(), rules=R26, players=2):
    """Alice activates Impulsive Pilferer's encore ({3}{R}) from her graveyard in her first main phase."""
    sc = in_main_phase([obj("pilferer", "Impulsive Pilferer", zone="graveyard"), *mountains(4)],
                       [{"type": "activate_ability", "player": "Alice", "object": "pilferer", "ability": 1,
                         "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}, p("Alice"), p("Bob"), *extra_actions], rules)
    if players == 3:
        sc["players"].append({"name": "Carol"})
    return sc


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["Encore {X}{R}", "Encore—{2}{R}, Discard a card.", "Encore {2}{R}. Activate only during your turn."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def test_an_encore_on_a_noncreature_card_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Artifact"], "text": "Encore {2}{R}"}).played


def test_encore_exiles_the_card_and_makes_a_hasty_token_copy(cards):
    replay = run_scenario(load_scenario(pilferer_encore(), cards=cards))
    assert not refused(replay), log(replay)
    token = objects_in(replay.final_state)["encore"]
    assert (token["name"], token["zone"]) == ("Impulsive Pilferer", "in_play") and "haste" in token["keywords"]
    assert zone_of(replay, "pilferer") == "removed_from_game"
    assert ("702.141a", "encore") in cited_pairs(replay)


def test_the_encore_token_must_attack(cards):
    replay = run_scenario(load_scenario(pilferer_encore([
        {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
        {"type": "declare_attackers", "player": "Alice", "attackers": []}]), cards=cards))
    assert refused(replay), log(replay)


def test_the_encore_token_attacks_and_is_sacrificed_at_the_end_step_leaving_a_treasure(cards):
    replay = run_scenario(load_scenario(pilferer_encore([
        {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
        {"type": "declare_attackers", "player": "Alice", "attackers": ["encore"]},
        {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
        {"type": "declare_blockers", "player": "Bob", "blocks": []},
        {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
        {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "encore", "to": "Bob", "amount": 1}]},
        {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]), cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][1]["life"] == 19
    found = objects_in(replay.final_state)
    assert "encore" not in found or found["encore"]["zone"] != "in_play", log(replay)
    assert any(o["name"] == "Treasure" for o in found.values()), log(replay)  # the token died: its dies ability


def test_encore_is_only_as_a_sorcery(cards):
    sc = pilferer_encore()
    sc["turn"] = {"number": 3, "active_player": "Bob", "phase": "precombat_main"}
    sc["actions"] = sc["actions"][:1]
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)


def test_encore_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="encore is later than the February 2007 rules"):
        load_scenario(pilferer_encore(rules=R07), cards=cards)


def test_encore_is_refused_in_a_game_of_three_players(cards):
    with pytest.raises(ScenarioError, match="game of two players"):
        load_scenario(pilferer_encore(players=3), cards=cards)


def test_kinsbaile_courier_encore_token_enters_and_triggers(cards):
    sc = in_main_phase([obj("courier", "Kinsbaile Courier", zone="graveyard"), *[obj(f"p{i}", "Plains") for i in range(3)]],
                       [{"type": "activate_ability", "player": "Alice", "object": "courier", "ability": 1,
                         "mana_abilities": [{"object": f"p{i}"} for i in range(3)]}, p("Alice"), p("Bob"),
                        p("Alice"), p("Bob", trigger_targets={"encore": ["encore"]})], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["encore"]["counters"] == {"+1/+1": 1}
