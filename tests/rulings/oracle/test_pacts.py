"""Real cards with a price at the next upkeep or that make a player lose: the Pacts' "At the beginning of
your next upkeep, pay {2}{B}. If you don't, you lose the game." (a delayed ability at its controller's next
upkeep, 2007 404.4 / 2026 603.7; "pay ... If you don't" is "you may pay", 2026 118.12a), Door to
Nothingness's "Target player loses the game." and One with Death's "You lose the game." (2026 104.3e)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "pacts_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
DELAYED = {"2007-02-01": "404.4", "2026-06-19": "603.7"}


def test_the_cards_are_fully_played(compiled):
    # Intervention Pact's "... You gain life equal to the damage prevented this way." is prevented_life.py's
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Destroy target creature.\nAt the beginning of your next upkeep, pay {2}{B}.",
    "Destroy target creature.\nAt the beginning of your next upkeep, pay {2}{B}. If you don't, sacrifice a creature.",
    "Destroy target creature.\nAt the beginning of your next upkeep, pay {X}{B}. If you don't, you lose the game.",
    "Destroy target creature.\nAt the beginning of the next upkeep, pay {2}{B}. If you don't, you lose the game.",
    "Destroy target creature.\nIf you don't, you lose the game.",
    "You loses the game.",
    "Target creature's controller loses the game.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{0}", "types": ["Instant"], "text": text}).played


def slaughter_pact(rules, pays, swamps=3):
    """On Bob's turn 3, Alice casts Slaughter Pact on his Grizzly Bears; then Alice's turn 4 begins, and
    at her upkeep both pass the Pact's delayed ability: Alice pays {2}{B} or not."""
    objects = [obj("pact", "Slaughter Pact", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               *[obj(f"s{k}", "Swamp") for k in range(swamps)],
               *[obj(f"a{k}", "Swamp", zone="library") for k in range(3)], *[obj(f"b{k}", "Swamp", owner="Bob", zone="library") for k in range(3)]]
    actions = [p("Bob"), {"type": "play_spell", "player": "Alice", "object": "pact", "targets": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"),
               p("Alice"), p("Bob", choices={"pact": {"pays": pays}})]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = "Bob"
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_a_pact_paid_at_your_next_upkeep_costs_nothing_more(cards, rules):
    replay = run_scenario(load_scenario(slaughter_pact(rules, pays=True), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard"
    assert "loses the game" not in log(replay).split("triggers")[-1]
    assert all(objects_in(replay.final_state)[f"s{k}"].get("tapped") for k in range(3))
    assert replay.final_state["turn"] == 4 and not replay.final_state.get("game_over")
    assert DELAYED[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_a_pact_not_paid_loses_the_game(cards, rules):
    replay = run_scenario(load_scenario(slaughter_pact(rules, pays=False), cards=cards))
    assert not refused(replay), log(replay)
    assert "Alice loses the game (Slaughter Pact)." in log(replay)
    assert "Bob wins the game." in log(replay)
    assert ("104.3e" in cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("rules", BOTH)
def test_the_delayed_ability_waits_for_its_controllers_upkeep_not_the_next_one(cards, rules):
    """Cast on Alice's own turn 3: Bob's upkeep (turn 4) passes without it; it triggers at Alice's (turn 5)."""
    objects = [obj("pact", "Slaughter Pact", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               *[obj(f"a{k}", "Swamp", zone="library") for k in range(3)], *[obj(f"b{k}", "Swamp", owner="Bob", zone="library") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pact", "targets": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    turn4 = log(replay).split("Turn 5 begins")[0]
    assert "The delayed triggered ability from Slaughter Pact triggers" not in turn4
    assert "The delayed triggered ability from Slaughter Pact triggers" in log(replay)
    assert replay.final_state["turn"] == 5


@pytest.mark.parametrize("rules", BOTH)
def test_choosing_to_pay_what_you_cant_pay_is_refused(cards, rules):
    replay = run_scenario(load_scenario(slaughter_pact(rules, pays=True, swamps=2), cards=cards))
    assert refused(replay) and "Alice can't pay {2}{B} for Slaughter Pact" in log(replay)
    assert "Alice loses the game" not in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_door_to_nothingness_makes_its_target_lose(cards, rules):
    colors = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest"]
    objects = [obj("door", "Door to Nothingness"), *[obj(f"l{k}", c) for k, c in enumerate(colors)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "door", "ability": 1, "targets": ["Bob"],
                "mana_abilities": [{"object": f"l{k}"} for k in range(10)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    assert "Bob loses the game (Door to Nothingness)." in log(replay)
    assert "Alice wins the game." in log(replay)
    assert zone_of(replay, "door") == "graveyard"
