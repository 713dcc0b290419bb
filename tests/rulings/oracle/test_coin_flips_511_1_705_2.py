"""Real cards that flip a coin (2007: 511.1; 2026: 705.2): Mana Crypt's upkeep trigger, Viashino
Sandswimmer's activated ability with both branches and Bottle of Suleiman's. The result is the
scenario's (`choices: {source: {"flip": "won" | "lost"}}`); without it the action is refused."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import life, objects_in

R26, R07 = "2026-06-19", "2007-02-01"
FLIP = {R26: "705.2", R07: "511.1"}


def run(lookup, rules, objects, actions, turn=None):
    sc = {"format": 1, "rules": rules, "name": "coin flip", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": turn or {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=lookup))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay, log


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}



def mana_crypt(lookup, rules, flip):
    choices = {} if flip is None else {"choices": {"crypt": {"flip": flip}}}
    return run(lookup, rules, [{"id": "crypt", "card": "Mana Crypt", "owner": "Alice", "zone": "in_play"}],
               [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", **choices}],
               turn={"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"})


def test_the_cards_are_fully_played(pool):
    assert all(pool[n].played for n in ("Mana Crypt", "Viashino Sandswimmer", "Bottle of Suleiman"))


@pytest.mark.parametrize("rules", [R26, R07])
def test_mana_crypt_deals_3_damage_to_its_controller_when_the_flip_is_lost(lookup, rules):
    replay, log = mana_crypt(lookup, rules, "lost")
    assert not any(st.refused for st in replay.steps), log
    assert "Alice flips a coin and loses the flip." in log and life(replay)["Alice"] == 17, log
    assert FLIP[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_mana_crypt_does_nothing_when_the_flip_is_won(lookup, rules):
    replay, log = mana_crypt(lookup, rules, "won")
    assert "Alice flips a coin and wins the flip." in log and life(replay)["Alice"] == 20, log


def test_a_flip_without_a_result_refuses_the_action_naming_the_field(lookup):
    replay, log = mana_crypt(lookup, R26, None)
    assert replay.steps[-1].refused and "choices.crypt.flip" in log, log
    assert life(replay)["Alice"] == 20


def sandswimmer(lookup, rules, flip):
    objects = [{"id": "vs", "card": "Viashino Sandswimmer", "owner": "Alice", "zone": "in_play"},
               {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}]
    return run(lookup, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "vs", "ability": 0},
                                        {"type": "pass_priority", "player": "Alice"},
                                        {"type": "pass_priority", "player": "Bob", "choices": {"vs": {"flip": flip}}}])


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("flip, zone", [("won", "hand"), ("lost", "graveyard")])
def test_viashino_sandswimmer_returns_to_hand_on_a_win_and_is_sacrificed_on_a_loss(lookup, rules, flip, zone):
    replay, log = sandswimmer(lookup, rules, flip)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["vs"]["zone"] == zone, log
    assert FLIP[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_bottle_of_suleiman_makes_a_djinn_on_a_win_and_is_sacrificed_as_a_cost_either_way(lookup, rules):
    objects = [{"id": "bottle", "card": "Bottle of Suleiman", "owner": "Alice", "zone": "in_play"},
               {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}]
    replay, log = run(lookup, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "bottle", "ability": 0},
                                               {"type": "pass_priority", "player": "Alice"},
                                               {"type": "pass_priority", "player": "Bob", "choices": {"bottle": {"flip": "won"}}}])
    found = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps), log
    assert found["bottle"]["zone"] == "graveyard" and any(o.get("name") == "Djinn" for o in found.values()), log
    assert life(replay)["Alice"] == 20


def test_a_flip_result_that_is_not_won_or_lost_is_refused_naming_the_field(lookup):
    from rulings.engine import ScenarioError
    with pytest.raises(ScenarioError) as err:
        sandswimmer(lookup, R26, "heads")
    assert "actions[2].choices.vs.flip" in str(err.value)


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": text}).played
    assert not played("Flip a coin until you lose a flip.")
    assert not played("Flip a coin. If you win the flip, you may draw a card.")
    assert not played("If you win the flip, draw a card.")
    assert not played("Flip a coin. If you lose the flip, draw a card. If you lose the flip, draw a card.")
