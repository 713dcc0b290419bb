"""Two conditions of what happened this turn, read for a controller as an intervening "if" (2007 404.3; 2026
603.4), an activation restriction or an attack restriction: "if you gained 4 or more life this turn" (Angelic
Accord: the life gained is counted as it is gained) and "if you've cast a noncreature spell this turn"
(Seeker of Insight, Silburlind Snapper)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "turn_conditions_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    assert all(compiled[n].played for n in ("Angelic Accord", "Seeker of Insight", "Silburlind Snapper"))


@pytest.mark.parametrize("text", ["At the beginning of each end step, if an opponent gained 4 or more life this turn, draw a card.",
                                  "{T}: Draw a card. Activate only if you've cast a creature spell this turn."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Enchantment"], "text": text}).played


def accord(rules, gained):
    """Alice's Angelic Accord in her end step, having gained `gained` life earlier this turn."""
    sc = in_main_phase([obj("acc", "Angelic Accord")], [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")], rules)
    sc["players"][0]["gained_life_this_turn"] = gained
    return sc


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("gained, angels", [(3, 0), (4, 1)])
def test_angelic_accord_counts_the_life_gained_this_turn(cards, rules, gained, angels):
    replay = run_scenario(load_scenario(accord(rules, gained), cards=cards))
    assert not refused(replay), log(replay)
    assert sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Angel") == angels


@pytest.mark.parametrize("rules", BOTH)
def test_two_gains_this_turn_add_up(cards, rules):
    sc = in_main_phase([obj("acc", "Angelic Accord"), obj("hs", "Healing Salve", zone="hand"), obj("pl", "Plains")],
                       [{"type": "play_spell", "player": "Alice", "object": "hs", "mode": 0, "targets": ["Alice"],
                         "mana_abilities": [{"object": "pl"}]}, p("Alice"), p("Bob"),
                        {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob")], rules)
    sc["players"][0]["gained_life_this_turn"] = 1
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Angel") == 1


@pytest.mark.parametrize("rules", BOTH)
def test_seeker_of_insight_is_activated_only_after_a_noncreature_spell(cards, rules):
    seek = {"type": "activate_ability", "player": "Alice", "object": "seeker", "ability": 0}
    objects = [obj("seeker", "Seeker of Insight"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("top", "Island", zone="library")]
    assert refused(run_scenario(load_scenario(in_main_phase(objects, [seek], rules), cards=cards)))
    cast = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]}
    replay = run_scenario(load_scenario(in_main_phase(objects, [cast, p("Alice"), p("Bob"), seek], rules), cards=cards))
    assert not refused(replay), log(replay)


def test_silburlind_snapper_attacks_only_after_a_noncreature_spell(cards):
    def attack(cast_before):
        sc = in_main_phase([obj("snap", "Silburlind Snapper")], [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                                                 {"type": "declare_attackers", "player": "Alice", "attackers": ["snap"]}], "2026-06-19")
        sc["players"][0]["noncreature_spells_cast_this_turn"] = cast_before
        return run_scenario(load_scenario(sc, cards=cards))
    assert refused(attack(0))
    assert not refused(attack(1))
