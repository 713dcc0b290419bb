""" "You may put a Goblin permanent card / a basic land card / an Equipment card / a green creature card
from your hand onto the battlefield" (rulings/oracle/hand_to_battlefield.py; the engine's
`put_into_play_from_hand` with a `for` quality), played from real cards' Oracle text
(hand_to_battlefield_cards.json: records copied from the pool) under both editions: the card is chosen
as the effect is applied (2007 413.2c; 2026 608.2d), one without the quality refuses the action, and a
land put onto the battlefield this way is not a land played (2026 305.4). Near misses: qualities the
engine does not say (historic, multicolored, nonwhite, an Aura attached, a basic Forest, a planeswalker)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "hand_to_battlefield_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Goblin Wizard", "Willow Priestess", "Didgeridoo", "Goblin Lackey", "Warren Instigator", "Stoneforge Mystic",
          "Firebrand Ranger", "Terrain Generator", "Elvish Pioneer", "Dramatic Entrance", "Mindwrack Liege",
          "Norwood Priestess"]
NEAR_MISSES = ["Thran Temporal Gateway", "Dragon Arch", "Academy Researchers", "Gaea's Touch", "Surprise Deployment",
               "Planebound Accomplice"]


def play(cards, rules, objects, actions):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "hand to battlefield"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_described_card_from_hand_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_described_cards_from_hand_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_quality_goes_to_the_instruction(compiled):
    effect = compiled["Goblin Wizard"].definition["abilities"][0]["effect"]
    assert effect == [{"do": "put_into_play_from_hand", "for": {
        "any_of_types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"], "subtypes": ["Goblin"]}}]
    assert compiled["Terrain Generator"].definition["abilities"][-1]["effect"] == [
        {"do": "put_into_play_from_hand", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "tapped": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_wizard_puts_the_chosen_goblin_card_onto_the_battlefield(cards, rules):
    objects = [obj("wiz", "Goblin Wizard"), obj("rg", "Raging Goblin", zone="hand"), obj("gb", "Grizzly Bears", zone="hand")]
    replay = play(cards, rules, objects, [activate("wiz", ability=0, choice="rg"), p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "rg") == "in_play" and zone_of(replay, "gb") == "hand", log(replay)
    assert ("608.2d" if rules == R2026 else "413.2c") in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_wizard_refuses_a_card_that_is_not_a_goblin(cards, rules):
    objects = [obj("wiz", "Goblin Wizard"), obj("gb", "Grizzly Bears", zone="hand")]
    replay = play(cards, rules, objects, [activate("wiz", ability=0, choice="gb"), p("Alice"), p("Bob")])
    assert any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "gb") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_terrain_generator_puts_a_basic_land_tapped_and_a_land_can_still_be_played(cards, rules):
    objects = [obj("tg", "Terrain Generator"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("f", "Forest", zone="hand"), obj("i", "Island", zone="hand")]
    actions = [activate("tg", ability=1, choice="f", mana_abilities=[{"object": "m1"}, {"object": "m2"}]), p("Alice"), p("Bob"),
               {"type": "play_land", "player": "Alice", "object": "i"}]
    replay = play(cards, rules, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    state = objects_in(replay.final_state)
    assert state["f"]["tapped"] and zone_of(replay, "i") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_terrain_generator_refuses_a_nonbasic_land(cards, rules):
    objects = [obj("tg", "Terrain Generator"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("tt", "Tranquil Thicket", zone="hand")]
    actions = [activate("tg", ability=1, choice="tt", mana_abilities=[{"object": "m1"}, {"object": "m2"}]), p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "tt") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_stoneforge_mystic_puts_an_equipment_card_onto_the_battlefield(cards, rules):
    objects = [obj("sm", "Stoneforge Mystic"), obj("w", "Plains"), obj("f", "Forest"), obj("bs", "Bonesplitter", zone="hand")]
    actions = [activate("sm", ability=1, choice="bs", mana_abilities=[{"object": "w"}, {"object": "f"}]), p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bs") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen, put", [("rg", True), ("le", False)], ids=["a_red_creature_card", "not_a_green_one"])
def test_mindwrack_liege_puts_a_blue_or_red_creature_card_only(cards, rules, chosen, put):
    objects = [obj("ml", "Mindwrack Liege"), *(obj(f"i{n}", "Island") for n in range(4)),
               obj("rg", "Raging Goblin", zone="hand"), obj("le", "Llanowar Elves", zone="hand")]
    actions = [activate("ml", ability=2, choice=chosen, mana_abilities=[{"object": f"i{n}"} for n in range(4)]), p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert any(st.refused for st in replay.steps) != put, log(replay)
    assert zone_of(replay, chosen) == ("in_play" if put else "hand"), log(replay)
    if not put:  # the refusal names the quality as the card does ("blue red" before a reader's note)
        assert "is not a blue or red creature card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dramatic_entrance_puts_the_green_creature_card_named_as_it_resolves(cards, rules):
    objects = [obj("de", "Dramatic Entrance", zone="hand"), *(obj(f"f{n}", "Forest") for n in range(5)),
               obj("le", "Llanowar Elves", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "de", "mana_abilities": [{"object": f"f{n}"} for n in range(5)]},
               p("Alice"), p("Bob", choices={"de": {"cards": ["le"]}})]
    replay = play(cards, rules, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "le") == "in_play" and zone_of(replay, "de") == "graveyard", log(replay)
    assert "Alice puts Llanowar Elves from their hand" in log(replay)
