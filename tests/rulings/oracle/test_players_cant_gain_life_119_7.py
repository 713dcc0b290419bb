"""Real cards whose static ability stops life gain ("can't" wins: 2007 103.2; 2026 101.2 and
119.7): Giant Cindermaw ("Players can't gain life.") and Knight of Dusk's Shadow ("Your opponents
can't gain life."), against Healing Salve's "Target player gains 3 life."."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited

R26, R07 = "2026-06-19", "2007-02-01"
CANT = {R26: {"101.2", "119.7"}, R07: {"103.2"}}


def salve(lookup, stopper, stopper_owner, target, rules=R26):
    objects = [{"id": "salve", "card": "Healing Salve", "owner": "Alice", "zone": "hand"},
               {"id": "p", "card": "Plains", "owner": "Alice", "zone": "in_play"},
               {"id": "stop", "card": stopper, "owner": stopper_owner, "zone": "in_play"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "salve", "mode": 0, "targets": [target]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": rules, "name": "can't gain life", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    return replay


def life(replay):
    return [p["life"] for p in replay.final_state["players"]]


def test_the_cards_are_fully_played(pool):
    assert pool["Giant Cindermaw"].played and pool["Knight of Dusk's Shadow"].played
    assert {"kind": "keyword", "keyword": "players_cant_gain_life"} in pool["Giant Cindermaw"].definition["abilities"]


@pytest.mark.parametrize("rules", [R26, R07])
def test_players_cant_gain_life_stops_its_controllers_opponent_and_cites_the_cant_rule(lookup, rules):
    replay = salve(lookup, "Giant Cindermaw", "Bob", "Alice", rules)
    assert life(replay) == [20, 20]
    assert CANT[rules] <= cited(replay)


def test_players_cant_gain_life_stops_its_own_controller_too(lookup):
    assert life(salve(lookup, "Giant Cindermaw", "Alice", "Alice")) == [20, 20]


@pytest.mark.parametrize("rules", [R26, R07])
def test_your_opponents_cant_gain_life_stops_an_opponent(lookup, rules):
    assert life(salve(lookup, "Knight of Dusk's Shadow", "Alice", "Bob", rules)) == [20, 20]


def test_your_opponents_cant_gain_life_lets_its_controller_gain(lookup):
    assert life(salve(lookup, "Knight of Dusk's Shadow", "Alice", "Alice")) == [23, 20]


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played
    assert not played("Enchanted player can't gain life.")
    assert not played("Players can't gain life this turn.")
    assert not played("Your opponents can't gain life or draw cards.")
