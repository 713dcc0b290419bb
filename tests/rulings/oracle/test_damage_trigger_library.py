"""A creature's combat damage trigger whose "it" is a card of its controller's library
(rulings/oracle/damage_trigger_library.py): "you may search your library for a card named Tempest Hawk,
reveal it, put it into your hand, then shuffle" (Tempest Hawk), "reveal the top card of your library and
put that card into your hand. You gain life equal to its mana value" (Augury Adept), "exile the top card
of your library. You may play it this turn" (Prophetic Flamespeaker). Real records:
damage_trigger_library_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "damage_trigger_library_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Augury Adept", "Prophetic Flamespeaker", "Tempest Hawk", "Higure, the Still Wind"]
#: "that player's library", an exiled card cast later: not these wordings
NEAR_MISSES = ["Thief of Sanity"]


def combat(cards, rules, attacker, power, library, choices=None):
    """Alice's `attacker` deals Bob `power` combat damage (unblocked); its trigger resolves with `choices`."""
    objects = [obj("attacker", attacker), *library]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["attacker"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "attacker", "to": "Bob", "amount": power}]}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    actions += [p("Alice"), p("Bob", **({"choices": {"attacker": choices}} if choices is not None else {}))]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "damage trigger library"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    # "it" may be this creature: not a library card's wording
    "Whenever this creature deals combat damage to a player, exile the top card of your library. Put a +1/+1 counter on it.",
    "Whenever this creature deals combat damage to a player, exile the top card of your library. You may play it this turn. "
    "Return it to its owner's hand.",
    "Whenever this creature deals combat damage to a player, that player loses life equal to its power.",
])
def test_near_miss_wordings_stay_text_only(text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 2, "toughness": 2, "text": text})
    assert not c.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_augury_adept_puts_the_revealed_card_into_the_hand_and_gains_its_mana_value(cards, rules):
    library = [obj("angel", "Serra Angel", zone="library"), obj("deep", "Island", zone="library")]
    replay = combat(cards, rules, "Augury Adept", 2, library)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "hand", log(replay)
    assert life(replay) == {"Alice": 25, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tempest_hawk_finds_another_tempest_hawk(cards, rules):
    library = [obj("bears", "Grizzly Bears", zone="library"), obj("hawk2", "Tempest Hawk", zone="library")]
    replay = combat(cards, rules, "Tempest Hawk", 2, library, {"cards": ["hawk2"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "hawk2") == "hand" and zone_of(replay, "bears") == "library", log(replay)


def test_tempest_hawk_cant_find_another_card(cards):
    library = [obj("bears", "Grizzly Bears", zone="library"), obj("hawk2", "Tempest Hawk", zone="library")]
    replay = combat(cards, R2026, "Tempest Hawk", 2, library, {"cards": ["bears"]})
    assert refused(replay) and "names bears" in log(replay), log(replay)
