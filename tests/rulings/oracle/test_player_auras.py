"""Real Curses: Auras with "Enchant player" that target and are attached to a player (2007 502.45d;
2026 702.5d): "At the beginning of enchanted player's upkeep, that player mills two cards" (Curse of
the Bloody Tome), "Creatures enchanted player controls get -1/-1" (Curse of Death's Hold), "Whenever
enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the same."
(Curse of Vitality; 2026 508.3b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "player_auras_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
ENCHANT_PLAYER = {R26: "702.5d", R07: "502.45d"}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Enchant player\nWhenever enchanted player is attacked, you gain 2 life.",
    "Enchant player\nAt the beginning of enchanted player's upkeep, that player sacrifices a creature of their choice.",
    "Enchant player\nCreatures enchanted player controls get -1/-1 and can't block.",
    "Enchant player or planeswalker",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Enchantment"], "subtypes": ["Aura", "Curse"], "text": text})
    assert not card.played


def test_enchant_player_on_a_non_aura_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Enchantment"], "text": "Enchant player"}).played


def cast_tome(rules):
    """Alice casts Curse of the Bloody Tome on Bob, then the game goes on to Bob's upkeep."""
    return in_main_phase([obj("tome", "Curse of the Bloody Tome", zone="hand"), *[obj(f"i{i}", "Island") for i in range(3)],
                          *[obj(f"b{i}", "Swamp", owner="Bob", zone="library") for i in range(4)]],
                         [{"type": "play_spell", "player": "Alice", "object": "tome", "targets": ["Bob"],
                           "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, p("Alice"), p("Bob"),
                          {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),
                          p("Bob"), p("Alice")], rules)  # Bob's upkeep: the trigger resolves


@pytest.mark.parametrize("rules", [R26, R07])
def test_curse_of_the_bloody_tome_enchants_bob_and_mills_him_in_his_upkeep(cards, rules):
    replay = run_scenario(load_scenario(cast_tome(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["tome"]["attached_to"] == "Bob"
    assert len(replay.final_state["zones"]["Bob"]["graveyard"]) == 2
    assert {ENCHANT_PLAYER[rules], {R26: "303.4a", R07: "212.4e"}[rules]} <= cited(replay)


def test_an_enchant_player_aura_cant_target_a_creature(cards):
    sc = cast_tome(R26)
    sc["objects"].append(obj("bears", "Grizzly Bears", owner="Bob"))
    sc["actions"] = [{**sc["actions"][0], "targets": ["bears"]}]
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)


def test_curse_of_deaths_hold_shrinks_only_the_enchanted_players_creatures(cards):
    sc = in_main_phase([obj("hold", "Curse of Death's Hold", attached_to="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
                        obj("elves", "Llanowar Elves", owner="Bob"), obj("mine", "Grizzly Bears")], [p("Alice")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert (found["bears"]["power"], found["bears"]["toughness"], found["mine"]["power"]) == (1, 1, 2)
    assert zone_of(replay, "elves") == "graveyard"


def vitality(enchanted, active):
    """Curse of Vitality (Alice's) on `enchanted`; `active`'s Grizzly Bears attack."""
    other = "Bob" if active == "Alice" else "Alice"
    sc = in_main_phase([obj("curse", "Curse of Vitality", attached_to=enchanted), obj("bears", "Grizzly Bears", owner=active)],
                       [{"type": "pass_until", "player": active, "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": active, "attackers": ["bears"]}, p(active), p(other)], R26)
    sc["turn"]["active_player"] = active
    return sc


def test_curse_of_vitality_gains_its_controller_life_when_the_enchanted_player_is_attacked(cards):
    replay = run_scenario(load_scenario(vitality("Bob", "Alice"), cards=cards))
    assert not refused(replay), log(replay)
    assert [pl["life"] for pl in replay.final_state["players"]] == [22, 20]
    assert "508.3b" in cited(replay)


def test_an_opponent_attacking_the_enchanted_player_does_the_same(cards):
    replay = run_scenario(load_scenario(vitality("Alice", "Bob"), cards=cards))
    assert not refused(replay), log(replay)
    assert [pl["life"] for pl in replay.final_state["players"]] == [22, 22]


def test_a_curse_goes_to_the_graveyard_when_it_enchants_no_player(cards):
    sc = in_main_phase([obj("hold", "Curse of Death's Hold")], [p("Alice")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert zone_of(replay, "hold") == "graveyard"


def test_the_loader_refuses_a_creature_aura_attached_to_a_player(cards):
    aura = {"name": "Pacifism-like", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{1}{W}",
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"}]}
    with pytest.raises(ScenarioError, match="attached_to"):
        load_scenario(in_main_phase([obj("aura", aura, attached_to="Bob")], [], R26), cards=cards)


def test_curse_of_obsession_draws_two_more_in_the_draw_step_and_discards_the_hand_at_the_end_step(cards):
    sc = in_main_phase([obj("curse", "Curse of Obsession", attached_to="Bob"),
                        *[obj(f"b{i}", "Swamp", owner="Bob", zone="library") for i in range(5)]],
                       [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),  # into Bob's turn
                        {"type": "pass_until", "player": "Bob", "step": "draw"}, p("Bob"), p("Alice")], R26)
    drawn = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(drawn), log(drawn)
    assert len(drawn.final_state["zones"]["Bob"]["hand"]) == 3
    sc["actions"] += [{"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice")]
    ended = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(ended), log(ended)
    assert (len(ended.final_state["zones"]["Bob"]["hand"]), len(ended.final_state["zones"]["Bob"]["graveyard"])) == (0, 3)


@pytest.mark.parametrize("rules", [R26, R07])
def test_nicol_bolas_dealing_damage_to_an_opponent_makes_them_discard_their_hand(cards, rules):
    sc = in_main_phase([obj("bolas", "Nicol Bolas"), obj("c1", "Swamp", owner="Bob", zone="hand"), obj("c2", "Island", owner="Bob", zone="hand")],
                       [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": "Alice", "attackers": ["bolas"]},
                        {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                        {"type": "declare_blockers", "player": "Bob", "blocks": []},
                        {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                        {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bolas", "to": "Bob", "amount": 7}]},
                        p("Alice"), p("Bob"), *([p("Alice"), p("Bob")] if rules == R07 else [])], rules)  # 2007: combat damage uses the stack
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert (len(replay.final_state["zones"]["Bob"]["hand"]), replay.final_state["players"][1]["life"]) == (0, 13)
