"""Real cards that blight (2026 701.68; later than February 2007): "When this creature enters, you may
blight 1. If you do, each opponent discards a card." (Dream Seizer), "... you may blight 2. If you do,
create two 1/1 black and red Goblin creature tokens." (Sourbread Auntie): put N -1/-1 counters on a
creature you control, chosen as the ability resolves; not possible without a creature (701.68b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "blight_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["When this creature enters, you may blight X. If you do, draw a card.",
                                  "When this creature enters, multiblight 2.",
                                  "When this creature enters, target opponent blights 1."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def seizer(choice, extra=(), rules=R26):
    """Alice casts Dream Seizer; on its enters ability she chooses `choice` (`may`, and what to blight)."""
    sc = in_main_phase([obj("seizer", "Dream Seizer", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(4)], *extra,
                        obj("c1", "Island", owner="Bob", zone="hand")],
                       [{"type": "play_spell", "player": "Alice", "object": "seizer", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"seizer": choice})], rules)
    return sc


def test_dream_seizer_blights_the_chosen_creature_and_bob_discards(cards):
    replay = run_scenario(load_scenario(seizer({"may": True, "blight": "bears"}, [obj("bears", "Grizzly Bears")]), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"-1/-1": 1}
    assert replay.final_state["zones"]["Bob"]["hand"] == []
    assert ("701.68a", "blight") in cited_pairs(replay)


def test_dream_seizer_may_blight_itself(cards):
    replay = run_scenario(load_scenario(seizer({"may": True, "blight": "seizer"}), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["seizer"]["counters"] == {"-1/-1": 1}


def test_declining_to_blight_does_nothing(cards):
    replay = run_scenario(load_scenario(seizer({"may": False}, [obj("bears", "Grizzly Bears")]), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {}
    assert len(replay.final_state["zones"]["Bob"]["hand"]) == 1


def test_blighting_a_creature_you_dont_control_is_refused(cards):
    replay = run_scenario(load_scenario(seizer({"may": True, "blight": "giant"}, [obj("giant", "Hill Giant", owner="Bob")]), cards=cards))
    assert refused(replay)


def test_sourbread_auntie_blights_two_for_two_goblins(cards):
    sc = in_main_phase([obj("auntie", "Sourbread Auntie", zone="hand"), *[obj(f"m{i}", "Mountain") for i in range(4)], obj("giant", "Hill Giant")],
                       [{"type": "play_spell", "player": "Alice", "object": "auntie", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"auntie": {"may": True, "blight": "giant"}})], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["giant"]["counters"] == {"-1/-1": 2}
    assert sum(1 for o in found.values() if o["name"] == "Goblin") == 2


def test_blight_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="blight is later than the February 2007 rules"):
        load_scenario(seizer({"may": True}, rules=R07), cards=cards)
