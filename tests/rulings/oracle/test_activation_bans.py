"""Real cards that forbid activating abilities: "Activated abilities of artifacts can't be activated."
(Null Rod), "... of creatures ..." (Cursed Totem), "... of creatures your opponents control ..." (Linvala,
Keeper of Silence), "... of artifacts and creatures ... unless they're mana abilities" (Damping Matrix).
The activation is refused before it begins (2007 409.4; 2026 602.5)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "activation_bans_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
PROHIBITED = {R26: "602.5", R07: "409.4"}


def activate(cards, rules, objects, source, player="Alice", targets=("Bob",)):
    act = {"type": "activate_ability", "player": player, "object": source, "ability": 0, "targets": list(targets)}
    actions = [act] if player == "Alice" else [p("Alice"), act]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(compiled):
    for name in ("Null Rod", "Cursed Totem", "Damping Matrix", "Linvala, Keeper of Silence"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "Activated abilities of goblins can't be activated.",
    "Activated abilities of artifacts can't be activated during your turn.",
    "Activated abilities of creatures you control can't be activated.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_null_rod_stops_an_artifacts_mana_ability(cards, rules):
    replay = activate(cards, rules, [obj("rod", "Null Rod", owner="Bob"), obj("ring", "Sol Ring")], "ring", targets=())
    assert refused(replay) and PROHIBITED[rules] in cited(replay)


def test_null_rod_leaves_a_creatures_ability_alone(cards):
    replay = activate(cards, R26, [obj("rod", "Null Rod", owner="Bob"), obj("tim", "Prodigal Sorcerer")], "tim")
    assert not refused(replay), log(replay)


def test_cursed_totem_stops_its_own_controllers_creatures_too(cards):
    replay = activate(cards, R26, [obj("totem", "Cursed Totem"), obj("tim", "Prodigal Sorcerer")], "tim")
    assert refused(replay)


@pytest.mark.parametrize("owner, stopped", [("Bob", True), ("Alice", False)])
def test_linvala_stops_only_her_controllers_opponents_creatures(cards, owner, stopped):
    player = owner
    replay = activate(cards, R26, [obj("linvala", "Linvala, Keeper of Silence"), obj("tim", "Prodigal Sorcerer", owner=owner)], "tim",
                      player=player, targets=("Alice" if owner == "Bob" else "Bob",))
    assert bool(refused(replay)) == stopped


@pytest.mark.parametrize("source, stopped", [("elves", False), ("tim", True)])
def test_damping_matrix_spares_mana_abilities(cards, source, stopped):
    objects = [obj("matrix", "Damping Matrix", owner="Bob"), obj("elves", "Llanowar Elves"), obj("tim", "Prodigal Sorcerer")]
    replay = activate(cards, R26, objects, source, targets=() if source == "elves" else ("Bob",))
    assert bool(refused(replay)) == stopped


def test_the_loader_names_a_wrong_activation_ban():
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"],
            "abilities": [{"kind": "static", "activation_ban": {"types": ["Goblin"]}}]}
    with pytest.raises(ScenarioError, match="activation_ban.types"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
