"""Real cards whose static ability removes a player's maximum hand size
(rulings/oracle/statics.py, rulings/engine/hand_size.py): an effect on a rule of
the game (2007 418.5j; 2026 613.11), so the cleanup step's discard down to seven
(2007 314.1; 2026 514.1) doesn't happen for that player."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

EDITIONS = {"2007-02-01": ("418.5j", "314.1"), "2026-06-19": ("613.11", "514.1")}


def scenario(objects, rules):
    """Alice's end step with nine cards in her hand; both players pass, so the cleanup step begins."""
    hand = [{"id": f"h{i}", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"} for i in range(9)]
    return {"format": 1, "rules": rules, "name": "hand size", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"},
            "objects": [*objects, *hand],
            "actions": [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def hand_after(replay, player="Alice"):
    return len(replay.final_state["zones"][player]["hand"])


def cited(replay):
    return {c.rule for st in replay.steps for c in st.citations}


@pytest.mark.parametrize("name", ["Reliquary Tower", "Spellbook"])
def test_you_have_no_maximum_hand_size_is_fully_played(pool, name):
    assert pool[name].played
    assert {"kind": "static", "no_maximum_hand_size": "you", "text": "You have no maximum hand size."} in pool[name].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_reliquary_tower_keeps_every_card_in_cleanup(lookup, rules):
    replay = run_scenario(load_scenario(scenario([{"id": "tower", "card": "Reliquary Tower", "owner": "Alice", "zone": "in_play"}], rules), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert hand_after(replay) == 9
    assert set(EDITIONS[rules]) <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_it_the_active_player_discards_down_to_seven(lookup, rules):
    replay = run_scenario(load_scenario(scenario([], rules), cards=lookup))
    assert hand_after(replay) == 7
    assert EDITIONS[rules][0] not in cited(replay)


def test_an_opponents_spellbook_does_not_lift_alices_maximum(lookup):
    replay = run_scenario(load_scenario(scenario([{"id": "book", "card": "Spellbook", "owner": "Bob", "zone": "in_play"}], "2026-06-19"), cards=lookup))
    assert hand_after(replay) == 7


def test_players_have_no_maximum_hand_size_speaks_of_every_player():
    compiled = compile_card({"name": "Test Vessel", "mana_cost": "{2}", "types": ["Artifact"], "text": "Players have no maximum hand size."})
    assert compiled.played and compiled.definition["abilities"][0]["no_maximum_hand_size"] == "each_player"


# "Your maximum hand size is reduced by one" is read since (test_hand_size.py)
@pytest.mark.parametrize("text", ["You have no maximum hand size for the rest of the game.",
                                  "Your maximum hand size is eight.",
                                  "Each opponent's maximum hand size is reduced by X."])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": text}).played
