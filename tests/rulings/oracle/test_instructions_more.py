"""Small families of real cards' Oracle text (rulings/oracle/instructions_more.py and the target
grammar): "Destroy target nonbasic land" (a land without the basic supertype: 2007 205.4b,
2026 205.4c), played from their compiled Oracle text (misc_31_cards.json: records copied
from the pool) under both editions."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import log, obj, objects_in, pt, record

CARDS = Path(__file__).parent / "misc_31_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"


def play(cards, objects, actions, rules, active="Alice"):
    doc = {"format": 1, "rules": rules, "name": "instructions_more", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def zone(replay, oid):
    return objects_in(replay.final_state)[oid]["zone"]


# --- "Destroy target nonbasic land" -------------------------------------------------
def test_nonbasic_land_cards_compile(compiled):
    for name in ("Wasteland", "Fulminator Mage"):
        assert compiled[name].played, name
    assert compiled["Wasteland"].definition["abilities"][-1]["targets"] == [{"not_supertypes": ["Basic"], "types": ["Land"]}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_wasteland_destroys_a_nonbasic_land(cards, rules):
    replay = play(cards, [obj("w", "Wasteland"), obj("theirs", "Wasteland", "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "w", "ability": 1, "targets": ["theirs"]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "theirs") == "graveyard" and zone(replay, "w") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_wasteland_cant_target_a_basic_land(cards, rules):
    replay = play(cards, [obj("w", "Wasteland"), obj("forest", "Forest", "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "w", "ability": 1, "targets": ["forest"]}], rules)
    assert replay.steps[-1].refused
    assert "is basic" in log(replay)
    assert zone(replay, "forest") == "in_play"


def test_a_nonbasic_land_with_a_sentence_the_engine_cant_follow_stays_text_only(compiled):
    """Field of Ruin's "Each player searches their library for a basic land card, ...": the
    target reads, but the whole ability doesn't, so the card is not claimed."""
    assert not compiled["Field of Ruin"].played
    assert not compile_card({**record({"name": "Near Miss", "types": ["Sorcery"], "manaCost": "{R}",
                                         "text": "Destroy target nonbasic nonbasic land."})}).played


# --- "Search your library for a Rebel permanent card with mana value N or less" ---------
SEARCH_CITED = {R2007: set(), R2026: {"701.23a"}}  # 2007 has searching only in its glossary


def rebels(cards, rules, choice=None):
    lands = [obj(f"p{i}", "Plains") for i in range(4)]
    library = [obj("marshal", "Ramosian Sky Marshal", zone="library"), obj("plains", "Plains", zone="library"),
               obj("sergeant", "Ramosian Sergeant", zone="library"), obj("persuader", "Cateran Persuader", zone="library")]
    last = {"type": "pass_priority", "player": "Bob", **({"choices": {"lt": {"cards": choice}}} if choice is not None else {})}
    return play(cards, [obj("lt", "Ramosian Lieutenant"), *lands, *library],
                [{"type": "activate_ability", "player": "Alice", "object": "lt", "ability": 0,
                  "mana_abilities": [{"object": f"p{i}"} for i in range(4)]}, {"type": "pass_priority", "player": "Alice"}, last], rules)


def test_rebel_and_mercenary_searches_compile(compiled):
    for name in ("Ramosian Sergeant", "Ramosian Lieutenant", "Ramosian Sky Marshal", "Cateran Persuader"):
        assert compiled[name].played, name
    assert compiled["Ramosian Lieutenant"].definition["abilities"][0]["effect"][0]["for"] == {
        "any_of_types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"], "subtypes": ["Rebel"], "mana_value_at_most": 3}


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_ramosian_lieutenant_finds_the_first_rebel_with_mana_value_3_or_less(cards, rules):
    replay = rebels(cards, rules)
    text = log(replay)
    assert not any(st.refused for st in replay.steps), text
    assert zone(replay, "sergeant") == "in_play" and zone(replay, "marshal") == "library", text
    assert zone(replay, "persuader") == "library", text  # a Mercenary, not a Rebel
    words = "mana value 3 or less" if rules == R2026 else "converted mana cost 3 or less"
    assert f"Rebel permanent card with {words}" in text
    assert SEARCH_CITED[rules] <= {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_ramosian_lieutenant_cant_find_a_rebel_with_greater_mana_value(cards, rules):
    replay = rebels(cards, rules, ["marshal"])
    assert replay.steps[-1].refused, log(replay)
    assert zone(replay, "marshal") == "library"


def test_a_rebel_search_to_the_hand_stays_text_only():
    text = "{3}, {T}: Search your library for a Rebel permanent card with mana value 2 or less, reveal it, put it into your hand, then shuffle."
    assert not compile_card(record({"name": "Near Miss", "types": ["Creature"], "manaCost": "{W}", "power": "1", "toughness": "1",
                                    "text": text})).played


# --- "Switch target creature's / this creature's power and toughness until end of turn" ---
SWITCH = {R2007: "418.5i", R2026: "613.4d"}



def cites(replay):
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def test_switch_cards_compile(compiled):
    assert compiled["Twisted Image"].played and compiled["Myr Quadropod"].played
    assert compiled["Myr Quadropod"].definition["abilities"][0]["effect"] == [{"do": "switch_pt", "to": "self", "until": "end_of_turn"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_myr_quadropod_switches_and_a_later_pump_is_switched_too(cards, rules):
    islands = [obj(f"i{i}", "Island") for i in range(3)] + [obj("f", "Forest")]
    replay = play(cards, [obj("myr", "Myr Quadropod"), *islands, obj("growth", "Giant Growth", zone="hand"),
                          obj("lib", "Island", zone="library")],
                  [{"type": "activate_ability", "player": "Alice", "object": "myr", "ability": 0,
                    "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "myr") == (4, 1), log(replay)
    assert SWITCH[rules] in cites(replay)
    replay = play(cards, [obj("myr", "Myr Quadropod"), *islands, obj("growth", "Giant Growth", zone="hand")],
                  [{"type": "activate_ability", "player": "Alice", "object": "myr", "ability": 0,
                    "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, *resolve(),
                   {"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["myr"], "mana_abilities": [{"object": "f"}]},
                   *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "myr") == (7, 4), log(replay)  # 1/4 +3/+3 = 4/7, switched after it: 7/4


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_twisted_image_switches_target_creature_and_draws(cards, rules):
    replay = play(cards, [obj("myr", "Myr Quadropod", "Bob"), obj("i", "Island"), obj("ti", "Twisted Image", zone="hand"),
                          obj("lib", "Island", zone="library")],
                  [{"type": "play_spell", "player": "Alice", "object": "ti", "targets": ["myr"], "mana_abilities": [{"object": "i"}]},
                   *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "myr") == (4, 1) and zone(replay, "lib") == "hand", log(replay)


def test_switching_each_creature_stays_text_only():
    assert not compile_card(record({"name": "Near Miss", "types": ["Instant"], "manaCost": "{U}",
                                    "text": "Switch each creature's power and toughness until end of turn."})).played


# --- "Look at target player's hand" -------------------------------------------------
@pytest.mark.parametrize("rules", [R2007, R2026])
def test_peek_looks_at_target_players_hand_and_draws(cards, rules):
    replay = play(cards, [obj("i", "Island"), obj("peek", "Peek", zone="hand"), obj("bears", "Grizzly Bears", "Bob", "hand"),
                          obj("lib", "Island", zone="library")],
                  [{"type": "play_spell", "player": "Alice", "object": "peek", "targets": ["Bob"], "mana_abilities": [{"object": "i"}]},
                   *resolve()], rules)
    text = log(replay)
    assert not any(st.refused for st in replay.steps), text
    assert "Alice looks at Bob's hand: Grizzly Bears." in text
    assert zone(replay, "bears") == "hand" and zone(replay, "lib") == "hand"
    assert ("701.20e" in cites(replay)) == (rules == R2026)


def test_telepathic_spies_looks_at_target_opponents_hand(compiled):
    assert compiled["Telepathic Spies"].played and compiled["Peek"].played
    trigger = compiled["Telepathic Spies"].definition["abilities"][0]
    assert trigger["effect"] == [{"do": "reveal_hand", "player": "target:0", "look": True}] and trigger["targets"] == ["opponent"]


def test_looking_at_a_hand_and_exiling_from_it_stays_text_only():
    assert not compile_card(record({"name": "Near Miss", "types": ["Sorcery"], "manaCost": "{B}",
                                    "text": "Look at target opponent's hand and exile those cards face down."})).played


# --- "Destroy target creature that was dealt damage this turn" -----------------------
def test_fatal_blow_compiles(compiled):
    assert compiled["Fatal Blow"].played
    assert compiled["Fatal Blow"].definition["targets"] == [{"dealt_damage_this_turn": True, "types": ["Creature"]}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_fatal_blow_destroys_a_creature_shock_dealt_damage_this_turn(cards, rules):
    replay = play(cards, [obj("m", "Mountain"), obj("s", "Swamp"), obj("shock", "Shock", zone="hand"),
                          obj("blow", "Fatal Blow", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["giant"], "mana_abilities": [{"object": "m"}]},
                   *resolve(),
                   {"type": "play_spell", "player": "Alice", "object": "blow", "targets": ["giant"], "mana_abilities": [{"object": "s"}]},
                   *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "giant") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_fatal_blow_cant_target_a_creature_not_dealt_damage_this_turn(cards, rules):
    replay = play(cards, [obj("s", "Swamp"), obj("blow", "Fatal Blow", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [{"type": "play_spell", "player": "Alice", "object": "blow", "targets": ["giant"], "mana_abilities": [{"object": "s"}]}],
                  rules)
    assert replay.steps[-1].refused and "Hill Giant was not dealt damage this turn" in log(replay)


def test_a_creature_with_damage_marked_as_the_scenario_starts_was_dealt_it_this_turn(cards):
    giant = {**obj("giant", "Hill Giant", "Bob"), "damage": 1}
    replay = play(cards, [obj("s", "Swamp"), obj("blow", "Fatal Blow", zone="hand"), giant],
                  [{"type": "play_spell", "player": "Alice", "object": "blow", "targets": ["giant"], "mana_abilities": [{"object": "s"}]},
                   *resolve()], R2026)
    assert zone(replay, "giant") == "graveyard", log(replay)


def test_dealt_damage_by_a_named_source_stays_text_only():
    assert not compile_card(record({"name": "Near Miss", "types": ["Instant"], "manaCost": "{B}",
                                    "text": "Destroy target creature that was dealt damage by a Vampire this turn."})).played


# --- "Target creature gets -X/-X until end of turn" (X of the spell's own cost) -------
def test_x_pump_cards_compile(compiled):
    assert compiled["Death Wind"].played and compiled["Belbe's Armor"].played
    assert compiled["Death Wind"].definition["effect"] == [{"do": "pump", "power": "-X", "toughness": "-X", "to": "target:0",
                                                            "until": "end_of_turn"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_death_wind_gives_minus_x_minus_x_for_the_x_announced(cards, rules):
    swamps = [obj(f"s{i}", "Swamp") for i in range(4)]
    replay = play(cards, [*swamps, obj("dw", "Death Wind", zone="hand"), obj("giant", "Hill Giant", "Bob"),
                          obj("bears", "Grizzly Bears", "Bob")],
                  [{"type": "play_spell", "player": "Alice", "object": "dw", "targets": ["giant"], "x": 2,
                    "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "giant") == (1, 1) and "Hill Giant gets -2/-2 until end of turn (X is 2)." in log(replay)
    replay = play(cards, [*swamps, obj("dw", "Death Wind", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [{"type": "play_spell", "player": "Alice", "object": "dw", "targets": ["giant"], "x": 3,
                    "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}, *resolve()], rules)
    assert zone(replay, "giant") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_belbes_armor_gives_minus_x_plus_x(cards, rules):
    lands = [obj(f"s{i}", "Swamp") for i in range(2)]
    replay = play(cards, [*lands, obj("armor", "Belbe's Armor"), obj("giant", "Hill Giant", "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "armor", "ability": 0, "targets": ["giant"], "x": 2,
                    "mana_abilities": [{"object": f"s{i}"} for i in range(2)]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "giant") == (1, 5), log(replay)


def test_an_x_defined_by_where_or_without_x_in_the_cost_stays_text_only():
    for text, cost in (("Target creature gets -X/-X until end of turn, where X is the number of cards in their graveyard.", "{1}{B}"),
                       ("Target creature gets -X/-X until end of turn.", "{1}{B}")):
        assert not compile_card(record({"name": "Near Miss", "types": ["Instant"], "manaCost": cost, "text": text})).played


def test_a_permanents_own_x_in_a_mode_stays_text_only():
    """A creature with {X} in its mana cost whose enters trigger says "-X/-X": that X is the
    spell's that became it (2026 107.3m), not one this template reads."""
    text = "When this creature enters, choose one —\n• Target creature gets -X/-X until end of turn.\n• You gain 2 life."
    assert not compile_card(record({"name": "Near Miss", "types": ["Creature"], "manaCost": "{X}{B}", "power": "1",
                                    "toughness": "1", "text": text})).played


# --- "Discard your hand" / "Target player discards their hand" ------------------------
@pytest.mark.parametrize("rules", [R2007, R2026])
def test_one_with_nothing_discards_the_whole_hand(cards, rules):
    replay = play(cards, [obj("s", "Swamp"), obj("one", "One with Nothing", zone="hand"), obj("b1", "Grizzly Bears", zone="hand"),
                          obj("b2", "Hill Giant", zone="hand")],
                  [{"type": "play_spell", "player": "Alice", "object": "one", "mana_abilities": [{"object": "s"}]}, *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "b1") == "graveyard" and zone(replay, "b2") == "graveyard"
    assert "Alice discards their hand (2 cards): Grizzly Bears, Hill Giant." in log(replay)
    assert ("701.9a" in cites(replay)) == (rules == R2026)


def test_wits_end_makes_target_player_discard_their_hand(cards, compiled):
    assert compiled["Wit's End"].played
    swamps = [obj(f"s{i}", "Swamp") for i in range(7)]
    replay = play(cards, [*swamps, obj("we", "Wit's End", zone="hand"), obj("b1", "Grizzly Bears", "Bob", "hand")],
                  [{"type": "play_spell", "player": "Alice", "object": "we", "targets": ["Bob"],
                    "mana_abilities": [{"object": f"s{i}"} for i in range(7)]}, *resolve()], R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "b1") == "graveyard"


def test_discarding_a_hand_then_drawing_that_many_plus_one_stays_text_only():
    assert not compile_card(record({"name": "Near Miss", "types": ["Sorcery"], "manaCost": "{U}",
                                    "text": "Discard all the cards in your hand, then draw that many cards plus one."})).played
