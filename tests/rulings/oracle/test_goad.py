"""Real cards that goad (2026 701.15): "Goad all creatures you don't control." (Disrupt Decorum), "When this
creature enters, you may goad target creature." (Jeering Homunculus), "Up to three target creatures can't block
this turn. Goad them." (Coronation of Chaos). Until the goading player's next turn, a goaded creature attacks
each combat if able (701.15a-b); the same player goading it again has no effect (701.15d). Later than the
February 2007 rules, and played only in a game of two players."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "goad_cards.json"
R26 = "2026-06-19"


def test_the_cards_are_fully_played(compiled):
    # an Aura's "is goaded" (Shiny Impetus) is read since: test_attached_more.py
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Goad target player.",
    "Goad all creatures.",
    "Goad target creature you control and target creature an opponent controls.",
    "Tap target creature. Goad them.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": text}).played


def decorum(*more, rules=R26, casts=1, players=2, creature="Grizzly Bears"):
    """Alice casts Disrupt Decorum `casts` times on her turn 3; Bob controls `creature`; then `more`."""
    objects = [*[obj(f"dd{k}", "Disrupt Decorum", zone="hand") for k in range(casts)], *[obj(f"m{k}", "Mountain") for k in range(4 * casts)],
               obj("bears", creature, owner="Bob"),
               *[obj(f"a{k}", "Mountain", zone="library") for k in range(3)], *[obj(f"b{k}", "Mountain", owner="Bob", zone="library") for k in range(3)]]
    actions = []
    for k in range(casts):
        actions += [{"type": "play_spell", "player": "Alice", "object": f"dd{k}",
                     "mana_abilities": [{"object": f"m{4 * k + i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    sc = in_main_phase(objects, actions + list(more), rules)
    if players == 3:
        sc["players"].append({"name": "Carol"})
    return sc


TO_BOBS_ATTACK = [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
                  {"type": "pass_until", "player": "Bob", "step": "declare_attackers"}]


def test_a_goaded_creature_must_attack_on_its_controllers_turn(cards):
    replay = run_scenario(load_scenario(decorum(*TO_BOBS_ATTACK, {"type": "declare_attackers", "player": "Bob", "attackers": []}),
                                        cards=cards))
    assert refused(replay)
    assert "Grizzly Bears attacks each combat if able" in log(replay)
    assert {"701.15a", "701.15b"} <= cited(replay)


def test_declaring_the_goaded_creature_as_an_attacker_is_legal(cards):
    replay = run_scenario(load_scenario(decorum(*TO_BOBS_ATTACK, {"type": "declare_attackers", "player": "Bob", "attackers": ["bears"]}),
                                        cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["attacking"]


def test_the_goad_ends_as_the_goading_players_next_turn_begins(cards):
    """A goaded Wall of Stone (defender) can't attack, so Bob's turn passes without attackers (508.1d: a requirement
    that can't be obeyed asks nothing); the goad ends as Alice's turn 5 begins."""
    more = [*TO_BOBS_ATTACK, {"type": "declare_attackers", "player": "Bob", "attackers": []},
            {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(decorum(*more, creature="Wall of Stone"), cards=cards))
    assert not refused(replay), log(replay)
    assert "Disrupt Decorum's effect on Wall of Stone ends: it lasted until Alice's next turn." in log(replay)


def test_the_same_player_goading_again_has_no_effect(cards):
    replay = run_scenario(load_scenario(decorum(casts=2), cards=cards))
    assert not refused(replay), log(replay)
    assert "Grizzly Bears is already goaded by Alice: goading it again has no effect." in log(replay)
    assert "701.15d" in cited(replay)


def test_goad_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"goad \(2026 701.15\) is later than the February 2007 rules"):
        load_scenario(decorum(rules="2007-02-01"), cards=cards)


def test_goading_is_refused_in_a_game_of_three(cards):
    """The scenario loads (the card plays in a game of three); the goad itself is refused as it would happen."""
    sc = decorum(players=3)
    sc["actions"].append(p("Carol"))  # the third player passes too: the spell resolves
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)
    assert "the engine goads only in a game of two players" in log(replay)


def test_goad_them_goads_each_creature_chosen(cards):
    objects = [obj("cc", "Coronation of Chaos", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "cc", "targets": ["b1", "b2"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}, {"object": "m2"}]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert not refused(replay), log(replay)
    assert log(replay).count("is goaded by Alice") == 2
