""" "Return all [kind] cards from [a graveyard] to [a hand / the battlefield]" (rulings/oracle/graveyard_mass_returns.py,
rulings/engine/graveyard_mass_returns.py), played from real cards' Oracle text (graveyard_mass_returns_cards.json):
Splendid Reclamation ("Return all land cards from your graveyard to the battlefield tapped"), Raise the Past ("...
creature cards with mana value 2 or less ..."), Empty the Catacombs ("Each player returns all creature cards from
their graveyard to their hand"), Rise of the Dark Realms ("Put all creature cards from all graveyards onto the
battlefield under your control"). Every card of the kind moves, none chosen, each a new object (2007 217.1c; 2026
400.7), a card to its owner's hand (2007 217.1a; 2026 400.3)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "graveyard_mass_returns_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Splendid Reclamation", "World Shaper", "Aftermath Analyst", "Raise the Past", "Crystal Chimes", "Empty the Catacombs",
          "Twilight's Call", "Rise of the Dark Realms", "Liliana Vess", "Planar Birth", "Lumra, Bellow of the Woods",
          "Knights' Charge", "Roar of Reclamation"]
#: onto the battlefield, a kind that can be an Aura ("artifact and enchantment", "enchantment", "permanent"): an Aura
#: entering uncast is attached as it enters (2026 303.4f), which this instruction doesn't choose
NEAR_MISSES = ["Brilliant Restoration", "Replenish", "Primevals' Glorious Rebirth"]


def play(cards, rules, spell, land, lands, graveyards, name="mass return"):
    """Alice casts `spell` with `lands` untapped `land`s; `graveyards`: (id, card, owner) in a graveyard."""
    objects = [obj("s", spell, zone="hand"), *(obj(f"l{i}", land) for i in range(lands)),
               *(obj(oid, card, owner=owner, zone="graveyard") for oid, card, owner in graveyards)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, name), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def zone(replay, oid):
    for player, zones in replay.final_state["zones"].items():
        for z, objs in zones.items():
            if any(o["id"] == oid for o in objs):
                return player, z
    return None


@pytest.mark.parametrize("name", PLAYED)
def test_mass_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_kinds_that_can_be_auras_stay_text_only_onto_the_battlefield(compiled, name):
    assert not compiled[name].played


def test_raise_the_past_reads_the_kind_with_its_mana_value(compiled):
    assert compiled["Raise the Past"].definition["effect"] == [
        {"do": "return_all_from_graveyard", "for": {"types": ["Creature"], "mana_value_at_most": 2}, "into": "in_play"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_splendid_reclamation_returns_every_land_card_tapped_and_leaves_the_rest(cards, rules):
    replay = play(cards, rules, "Splendid Reclamation", "Forest", 4,
                  [("f1", "Forest", "Alice"), ("m1", "Mountain", "Alice"), ("gb", "Grizzly Bears", "Alice"), ("bf", "Forest", "Bob")])
    objs = objects_in(replay.final_state)
    assert zone(replay, "f1") == ("Alice", "in_play") and zone(replay, "m1") == ("Alice", "in_play"), log(replay)
    assert objs["f1"]["tapped"] and objs["m1"]["tapped"]
    assert zone(replay, "gb") == ("Alice", "graveyard") and zone(replay, "bf") == ("Bob", "graveyard")
    assert {"2007-02-01": "217.1c", "2026-06-19": "400.7"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_raise_the_past_returns_only_creatures_with_mana_value_two_or_less(cards, rules):
    replay = play(cards, rules, "Raise the Past", "Plains", 4,
                  [("le", "Llanowar Elves", "Alice"), ("gb", "Grizzly Bears", "Alice"), ("hg", "Hill Giant", "Alice")])
    assert zone(replay, "le") == ("Alice", "in_play") and zone(replay, "gb") == ("Alice", "in_play"), log(replay)
    assert zone(replay, "hg") == ("Alice", "graveyard")


@pytest.mark.parametrize("rules", EDITIONS)
def test_empty_the_catacombs_returns_each_players_creature_cards_to_their_owners_hands(cards, rules):
    replay = play(cards, rules, "Empty the Catacombs", "Swamp", 4,
                  [("gb", "Grizzly Bears", "Alice"), ("sw", "Swamp", "Alice"), ("hg", "Hill Giant", "Bob")])
    assert zone(replay, "gb") == ("Alice", "hand") and zone(replay, "hg") == ("Bob", "hand"), log(replay)
    assert zone(replay, "sw") == ("Alice", "graveyard")
    assert {"2007-02-01": "217.1a", "2026-06-19": "400.3"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_rise_of_the_dark_realms_puts_every_creature_card_onto_the_battlefield_under_its_caster(cards, rules):
    replay = play(cards, rules, "Rise of the Dark Realms", "Swamp", 9,
                  [("gb", "Grizzly Bears", "Alice"), ("hg", "Hill Giant", "Bob"), ("bi", "Island", "Bob")])
    objs = objects_in(replay.final_state)
    assert zone(replay, "gb") == ("Alice", "in_play") and zone(replay, "hg") is not None, log(replay)
    assert objs["hg"]["controller"] == "Alice" and objs["hg"]["owner"] == "Bob", objs["hg"]
    assert zone(replay, "bi") == ("Bob", "graveyard")


def test_an_empty_graveyard_returns_nothing(cards):
    replay = play(cards, R2026, "Splendid Reclamation", "Forest", 4, [("gb", "Grizzly Bears", "Alice")])
    assert zone(replay, "gb") == ("Alice", "graveyard")
    assert "holds no land card" in log(replay), log(replay)
