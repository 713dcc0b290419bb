"""A creature's ability aimed at a creature blocking it (or blocked by it) (rulings/oracle/damage_blockers.py and the target
grammar's "target creature blocking ~"), played from real cards' Oracle text (damage_blockers_cards.json:
records copied from the pool): Godo's Irregulars and Flowstone Salamander ("{R}: This creature deals 1
damage to target creature blocking it."), Goblin Javelineer ("Whenever this creature becomes blocked, it
deals 1 damage to target creature blocking it."), Knight of Dusk, Master of Arms ("target creature blocking
this creature") and Cromat ("blocking or blocked by ~"). A creature not blocking the source is not a legal
target (2007 409.1c; 2026 115.1, 601.2c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "damage_blockers_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Godo's Irregulars", "Flowstone Salamander", "Goblin Javelineer", "Knight of Dusk", "Master of Arms", "Cromat"]
#: "damage equal to its toughness", a second paragraph the engine doesn't play: not only these words
NEAR_MISSES = ["Steadfast Armasaur", "Urborg Panther", "New Master of Arms"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "blockers"), cards=cards))


def blocked(attacker, blocker, **more):
    """Alice attacks with `attacker`; Bob blocks it with `blocker` (`more`: on the blockers' declaration)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": attacker}], **more}]


@pytest.mark.parametrize("name", PLAYED)
def test_blocker_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def godo(target):
    objects = [obj("godo", "Godo's Irregulars"), obj("m0", "Mountain"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("giant", "Hill Giant", owner="Bob")]
    actions = [*blocked("godo", "bears"),
               {"type": "activate_ability", "player": "Alice", "object": "godo", "ability": 0, "targets": [target],
                "mana_abilities": [{"object": "m0"}]}, p("Alice"), p("Bob")]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_godos_irregulars_deals_1_damage_to_the_creature_blocking_it(cards, rules):
    replay = run(cards, *godo("bears"), rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["damage"] == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_not_blocking_it_is_not_a_legal_target(cards, rules):
    replay = run(cards, *godo("giant"), rules)
    assert refused(replay), log(replay)
    assert objects_in(replay.final_state)["giant"]["damage"] == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_javelineer_damages_its_blocker_as_it_becomes_blocked(cards, rules):
    objects = [obj("jav", "Goblin Javelineer"), obj("elf", "Llanowar Elves", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")]
    actions = [*blocked("jav", "elf", trigger_targets={"jav": ["elf"]}), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "elf") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_knight_of_dusk_destroys_the_creature_blocking_it(cards, rules):
    objects = [obj("knight", "Knight of Dusk"), obj("s0", "Swamp"), obj("s1", "Swamp"), obj("giant", "Hill Giant", owner="Bob")]
    actions = [*blocked("knight", "giant"),
               {"type": "activate_ability", "player": "Alice", "object": "knight", "ability": 0, "targets": ["giant"],
                "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "giant") == "graveyard", log(replay)


def cromat_blocks_the_giant(target: str) -> tuple[list, list]:
    """Bob's Cromat blocks Alice's attacking Hill Giant (her Grizzly Bears attack too); Bob then activates Cromat's
    destroy ability at `target`."""
    objects = [obj("cromat", "Cromat", owner="Bob"), obj("w", "Plains", owner="Bob"), obj("b", "Swamp", owner="Bob"),
               obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant", "bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "cromat", "attacker": "giant"}]}, p("Alice"),
               {"type": "activate_ability", "player": "Bob", "object": "cromat", "ability": 0, "targets": [target],
                "mana_abilities": [{"object": "w"}, {"object": "b"}]}]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_cromat_destroys_the_attacker_it_blocks(cards, rules):
    """ "blocked by ~": Bob's Cromat blocks Alice's Hill Giant, then destroys it."""
    objects, actions = cromat_blocks_the_giant("giant")
    replay = run(cards, objects, [*actions, p("Bob"), p("Alice")], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "giant") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cromat_cant_target_an_attacker_it_doesnt_block(cards, rules):
    objects, actions = cromat_blocks_the_giant("bears")
    replay = run(cards, objects, actions, rules)
    assert refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play", log(replay)
