"""Real cards with "You can't lose the game and your opponents can't win the game." (Platinum Angel, Herald of Eternal
Dawn: rulings/oracle/cant_lose.py, rulings/engine/cant_lose.py): the state-based actions find no loss for its controller
(2007 420.5a; 2026 704.5a), an effect that says they lose or an opponent wins does nothing (the "can't" wins: 2007 103.2;
2026 101.2), and once the permanent is gone a player at 0 life loses at the next check."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "cant_lose_cards.json"
POOL_TOO = False
BOTH = ["2007-02-01", "2026-06-19"]
CANT_WINS = {"2007-02-01": "103.2", "2026-06-19": "101.2"}
WIN_BUTTON = {"name": "Win Button", "mana_cost": "{0}", "types": ["Artifact"],
              "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "win_game"}], "text": "{T}: You win the game."}]}
LOSE_BUTTON = {"name": "Lose Button", "mana_cost": "{0}", "types": ["Artifact"],
               "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["player"],
                              "effect": [{"do": "lose_game", "player": "target:0"}], "text": "{T}: Target player loses the game."}]}


@pytest.mark.parametrize("name", ["Platinum Angel", "Herald of Eternal Dawn"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


def game(cards, rules, objects, actions, life=3):
    sc = in_main_phase(objects, actions, rules)
    sc["players"][0]["life"] = life
    sc["turn"]["active_player"] = "Bob"
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def alice(replay) -> dict:
    return next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")


LAVA_AXE = [{"type": "play_spell", "player": "Bob", "object": "axe", "targets": ["Alice"],
             "mana_abilities": [{"object": f"bm{k}"} for k in range(5)]}, p("Bob"), p("Alice")]
BOBS = [obj("axe", "Lava Axe", owner="Bob", zone="hand"), *[obj(f"bm{k}", "Mountain", owner="Bob") for k in range(5)]]


@pytest.mark.parametrize("rules", BOTH)
def test_platinum_angels_controller_at_0_or_less_life_doesnt_lose(cards, rules):
    replay = game(cards, rules, [obj("angel", "Platinum Angel"), *BOBS], LAVA_AXE)
    assert alice(replay)["life"] == -2 and not alice(replay)["lost"] and not replay.final_state["game_over"], log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_once_the_angel_is_gone_the_player_loses_at_the_next_check(cards, rules):
    objects = [obj("angel", "Platinum Angel"), *BOBS, obj("blade", "Doom Blade", owner="Bob", zone="hand"),
               obj("bs1", "Swamp", owner="Bob"), obj("bs2", "Swamp", owner="Bob")]
    actions = LAVA_AXE + [{"type": "play_spell", "player": "Bob", "object": "blade", "targets": ["angel"],
                           "mana_abilities": [{"object": "bs1"}, {"object": "bs2"}]}, p("Bob"), p("Alice")]
    replay = game(cards, rules, objects, actions)
    assert alice(replay)["lost"] and replay.final_state["winner"] == "Bob", log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_an_effect_saying_its_controller_loses_does_nothing(cards, rules):
    objects = [obj("angel", "Herald of Eternal Dawn"), obj("button", LOSE_BUTTON, owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Bob", "object": "button", "ability": 0, "targets": ["Alice"]}, p("Bob"), p("Alice")]
    replay = game(cards, rules, objects, actions, life=20)
    assert not alice(replay)["lost"] and not replay.final_state["game_over"]
    assert "Alice can't lose the game" in log(replay) and CANT_WINS[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_an_opponent_cant_win_the_game(cards, rules):
    objects = [obj("angel", "Platinum Angel"), obj("button", WIN_BUTTON, owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Bob", "object": "button", "ability": 0}, p("Bob"), p("Alice")]
    replay = game(cards, rules, objects, actions, life=20)
    assert not replay.final_state["game_over"] and "Bob can't win the game" in log(replay)
    assert CANT_WINS[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_its_controller_can_still_win(cards, rules):
    objects = [obj("angel", "Platinum Angel"), obj("button", WIN_BUTTON)]
    sc = in_main_phase(objects, [{"type": "activate_ability", "player": "Alice", "object": "button", "ability": 0}, p("Alice"), p("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert replay.final_state["winner"] == "Alice", log(replay)
