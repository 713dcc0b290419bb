""""Destroy all [X]", "exile all [X]", "return all [X] to their owners' hands": real cards whose
description the target grammar reads, played on every permanent it describes, all leaving together."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import record
from .test_playing_real_cards import EDITIONS, _objects, _players, obj, rules_cited, scenario, texts


def _cast(lookup, rules, card, lands, land, objects, passes=1, x=None, **turn):
    play = {"type": "play_spell", "player": "Alice", "object": "spell",
            "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]}
    if x is not None:
        play["x"] = x
    data = scenario([obj("spell", card, "Alice", "hand")] + [obj(f"l{i}", land, "Alice") for i in range(lands)] + objects,
                    [play] + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * passes], rules=rules, **turn)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    return replay, log


def _zones(replay) -> dict:
    return {oid: o.get("zone") for oid, o in _objects(replay).items()}


@pytest.mark.parametrize("rules", EDITIONS)
def test_purify_destroys_every_artifact_and_enchantment_and_nothing_else(lookup, rules):
    replay, log = _cast(lookup, rules, "Purify", 5, "Plains",
                        [obj("petal", "Lotus Petal", "Bob"), obj("anthem", "Glorious Anthem", "Bob"),
                         obj("lions", "Savannah Lions", "Bob")])
    zones = _zones(replay)
    assert zones["petal"] == "graveyard" and zones["anthem"] == "graveyard", log
    assert zones["lions"] == "in_play" and zones["l0"] == "in_play", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_plague_wind_destroys_together_so_blood_artist_sees_both_deaths(lookup, rules):
    """One event: Blood Artist's leaves-play ability looks back and triggers for itself and the
    Lions (2007: 410.10d; 2026: 603.10a); Alice's own creature stays."""
    replay, log = _cast(lookup, rules, "Plague Wind", 9, "Swamp",
                        [obj("artist", "Blood Artist", "Bob"), obj("lions", "Savannah Lions", "Bob"),
                         obj("angel", "Serra Angel", "Alice")], passes=3)
    zones = _zones(replay)
    assert zones["artist"] == "graveyard" and zones["lions"] == "graveyard" and zones["angel"] == "in_play", log
    assert {p: v["life"] for p, v in _players(replay).items()} == {"Alice": 18, "Bob": 22}, log
    assert ("410.10d" if rules == "2007-02-01" else "603.10a") in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_evacuation_returns_every_creature_to_its_owners_hand(lookup, rules):
    replay, log = _cast(lookup, rules, "Evacuation", 5, "Island",
                        [obj("lions", "Savannah Lions", "Bob"), obj("angel", "Serra Angel", "Alice")])
    zones = _zones(replay)
    assert zones["lions"] == "hand" and zones["angel"] == "hand" and zones["l0"] == "in_play", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_boil_destroys_every_island_by_its_subtype(lookup, rules):
    replay, log = _cast(lookup, rules, "Boil", 4, "Mountain",
                        [obj("i1", "Island", "Bob"), obj("i2", "Island", "Alice"), obj("swamp", "Swamp", "Bob")])
    zones = _zones(replay)
    assert zones["i1"] == "graveyard" and zones["i2"] == "graveyard" and zones["swamp"] == "in_play", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_final_judgment_exiles_every_creature(lookup, rules):
    replay, log = _cast(lookup, rules, "Final Judgment", 6, "Plains",
                        [obj("lions", "Savannah Lions", "Bob"), obj("angel", "Serra Angel", "Alice")])
    zones = _zones(replay)
    assert zones["lions"] == "removed_from_game" and zones["angel"] == "removed_from_game", log


def test_tranquil_grove_destroys_the_other_enchantments_not_itself(lookup):
    spec = compile_card(record({"name": "Tranquil Grove", "types": ["Enchantment"], "manaCost": "{1}{G}",
                                "text": "{1}{G}{G}: Destroy all other enchantments."})).definition
    step = spec["abilities"][0]["effect"][0]
    assert step["permanents"] == {"other": True, "types": ["Enchantment"]}


@pytest.mark.parametrize("text", ["Destroy all creatures that were dealt damage this turn.",
                                  "Destroy all other creatures.",  # "other" on a spell says nothing the engine can read
                                  "Destroy all cards in graveyards.",
                                  "Return all creature cards from your graveyard to their owners' hands.",
                                  "Test Spell deals 2 damage to each creature and each land.",  # "and each planeswalker": damage_more.py
                                  "Test Spell deals 2 damage to each creature dealt damage this turn.",
                                  "Creature cards in your graveyard get +1/+1 until end of turn."])
def test_a_description_the_grammar_does_not_read_stays_text_only(text):
    compiled = compile_card(record({"name": "Test Spell", "types": ["Sorcery"], "manaCost": "{3}", "text": text}))
    assert not compiled.played


def _pt(replay, oid):
    o = _objects(replay)[oid]
    return o.get("power"), o.get("toughness")


@pytest.mark.parametrize("rules", EDITIONS)
def test_hurricane_deals_x_to_each_creature_with_flying_and_each_player(lookup, rules):
    replay, log = _cast(lookup, rules, "Hurricane", 5, "Forest",
                        [obj("angel", "Serra Angel", "Bob"), obj("lions", "Savannah Lions", "Bob")], x=4)
    zones = _zones(replay)
    assert zones["angel"] == "graveyard" and zones["lions"] == "in_play", log  # the 4/4 flier dies, the Lions are not dealt damage
    assert "Hurricane deals 4 damage to Savannah Lions" not in log
    assert {p: v["life"] for p, v in _players(replay).items()} == {"Alice": 16, "Bob": 16}, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_seismic_shudder_deals_damage_to_each_creature_without_flying(lookup, rules):
    replay, log = _cast(lookup, rules, "Seismic Shudder", 2, "Mountain",
                        [obj("angel", "Serra Angel", "Bob"), obj("lions", "Savannah Lions", "Bob")])
    zones = _zones(replay)
    assert zones["lions"] == "graveyard" and zones["angel"] == "in_play", log
    assert "Seismic Shudder deals 1 damage to Serra Angel" not in log


@pytest.mark.parametrize("rules", EDITIONS)
def test_cower_in_fear_shrinks_only_the_opponents_creatures(lookup, rules):
    replay, log = _cast(lookup, rules, "Cower in Fear", 3, "Swamp",
                        [obj("angel", "Serra Angel", "Bob"), obj("lions", "Savannah Lions", "Bob"),
                         obj("mine", "Serra Angel", "Alice")])
    assert _zones(replay)["lions"] == "graveyard", log  # a 2/1 at -1/-1 has toughness 0
    assert _pt(replay, "angel") == (3, 3) and _pt(replay, "mine") == (4, 4), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_rally_the_forces_pumps_only_attacking_creatures(lookup, rules):
    attacker = {**obj("angel", "Serra Angel", "Alice"), "attacking": True, "tapped": False}
    replay, log = _cast(lookup, rules, "Rally the Forces", 3, "Mountain",
                        [attacker, obj("home", "Savannah Lions", "Alice")], phase="combat", step="declare_blockers")
    assert _pt(replay, "angel") == (5, 4) and _pt(replay, "home") == (2, 1), log
    assert any(o.get("id") == "angel" and "first strike" in str(o).lower().replace("_", " ") for o in _objects(replay).values()), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_fog_prevents_all_combat_damage_this_turn(lookup, rules):
    attacker = {**obj("angel", "Serra Angel", "Alice"), "attacking": True}
    blocker = {**obj("lions", "Savannah Lions", "Bob"), "blocking": "angel"}
    other = {**obj("bears", "Grizzly Bears", "Alice"), "attacking": True}
    replay, log = _cast(lookup, rules, "Fog", 1, "Forest", [attacker, blocker, other], passes=3,
                        phase="combat", step="declare_blockers")
    assert "All 4 combat damage from Serra Angel to Savannah Lions is prevented by Fog." in log, log
    assert _zones(replay)["lions"] == "in_play", log
    assert _players(replay)["Bob"]["life"] == 20, log
    assert ("419.7a" if rules == "2007-02-01" else "615.1a") in rules_cited(replay)


def _priest(lookup, rules, kill_first=False):
    """Banisher Priest enters (Alice plays it), its trigger exiles Bob's Serra Angel; then Murder kills the Priest."""
    actions = [{"type": "play_spell", "player": "Alice", "object": "priest", "mana_abilities": [{"object": f"l{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    kill = [{"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["priest"],
             "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    trigger = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += (kill + trigger) if kill_first else (trigger + kill)
    data = scenario([obj("priest", "Banisher Priest", "Alice", "hand"), obj("murder", "Murder", "Alice", "hand"),
                     obj("angel", "Serra Angel", "Bob")] + [obj(f"l{i}", "Plains", "Alice") for i in range(3)]
                    + [obj(f"s{i}", "Swamp", "Alice") for i in range(3)], actions, rules=rules)
    return data


def test_banisher_priest_exiles_until_it_leaves_then_the_angel_returns_to_its_owner(lookup):
    replay = run_scenario(load_scenario(_priest(lookup, "2026-06-19"), cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert "Serra Angel is exiled until Banisher Priest leaves the battlefield." in log
    angel = _objects(replay)["angel"]
    assert angel["zone"] == "in_play" and angel.get("controller", "Bob") in ("Bob", 1), log
    assert {"610.3", "610.3c"} <= rules_cited(replay)


def test_banisher_priest_killed_before_its_trigger_resolves_exiles_nothing(lookup):
    """610.3b: the event the exile lasts until has already happened, so the Angel doesn't move."""
    replay = run_scenario(load_scenario(_priest(lookup, "2026-06-19", kill_first=True), cards=lookup))
    log = "\n".join(texts(replay))
    assert _zones(replay)["angel"] == "in_play" and "610.3b" in rules_cited(replay), log


def test_banisher_priest_under_2007_follows_its_words_and_cites_no_rule_of_that_edition(lookup):
    """The February 2007 rules have no rule for exiling "until" (2026: 610.3): the log says so."""
    replay = run_scenario(load_scenario(_priest(lookup, "2007-02-01"), cards=lookup))
    log = "\n".join(texts(replay))
    assert "Serra Angel is removed from the game until Banisher Priest leaves play. (A rule later than February 2007" in log, log
    assert _zones(replay)["angel"] == "in_play" and not {"610.3", "610.3c"} & rules_cited(replay), log


def test_a_banisher_priest_flickered_in_response_exiles_by_its_new_trigger_until_the_new_priest_leaves(lookup):
    """The Priest back is a new object (400.7) whose own trigger exiles the Angel; the first trigger's
    target has then changed zones, so it does nothing."""
    data = _priest(lookup, "2026-06-19")
    data["objects"] += [obj("blink", "Momentary Blink", "Alice", "hand"), obj("p3", "Plains", "Alice"), obj("p4", "Plains", "Alice")]
    blink = {"type": "play_spell", "player": "Alice", "object": "blink", "targets": ["priest"],
             "mana_abilities": [{"object": "p3"}, {"object": "p4"}]}
    data["actions"] = data["actions"][:3] + [blink] + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3]
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert log.count("Serra Angel is exiled until Banisher Priest leaves the battlefield.") == 1, log
    assert "Banisher Priest's ability doesn't resolve because all its targets are illegal." in log, log
    assert _zones(replay)["angel"] == "removed_from_game", log


@pytest.mark.parametrize("card, lands, power", [("Traitorous Instinct", 4, 6), ("Threaten", 3, 4)])
@pytest.mark.parametrize("rules", EDITIONS)
def test_threaten_and_traitorous_instinct_steal_untap_and_haste_the_angel(lookup, rules, card, lands, power):
    angel = {**obj("angel", "Serra Angel", "Bob"), "tapped": True}
    data = scenario([obj("spell", card, "Alice", "hand"), angel] + [obj(f"l{i}", "Mountain", "Alice") for i in range(lands)],
                    [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["angel"],
                      "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    stolen = _objects(replay)["angel"]
    assert stolen["controller"] == "Alice" and stolen["tapped"] is False and "haste" in stolen["keywords"], log
    assert stolen["power"] == power, log


def test_it_gets_needs_a_creature_target_a_sentence_before():
    compiled = compile_card(record({"name": "Test Spell", "types": ["Sorcery"], "manaCost": "{3}",
                                    "text": "Destroy target artifact. It gets +2/+0 until end of turn."}))
    assert not compiled.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_peach_garden_oath_gains_two_life_for_each_creature_you_control(lookup, rules):
    replay, log = _cast(lookup, rules, "Peach Garden Oath", 1, "Plains",
                        [obj("a", "Savannah Lions", "Alice"), obj("b", "Serra Angel", "Alice"), obj("c", "Savannah Lions", "Bob")])
    assert _players(replay)["Alice"]["life"] == 24, log  # two creatures of Alice's, not Bob's one


@pytest.mark.parametrize("rules", EDITIONS)
def test_gruesome_fate_each_opponent_loses_a_life_for_each_creature_you_control(lookup, rules):
    replay, log = _cast(lookup, rules, "Gruesome Fate", 3, "Swamp",
                        [obj("a", "Savannah Lions", "Alice"), obj("b", "Serra Angel", "Alice"), obj("c", "Savannah Lions", "Bob")])
    assert {p: v["life"] for p, v in _players(replay).items()} == {"Alice": 20, "Bob": 18}, log


def test_collective_unconscious_draws_a_card_for_each_creature_you_control(lookup):
    data = scenario([obj("spell", "Collective Unconscious", "Alice", "hand")] + [obj(f"l{i}", "Forest", "Alice") for i in range(6)]
                    + [obj("a", "Savannah Lions", "Alice"), obj("b", "Serra Angel", "Alice")]
                    + [obj(f"lib{i}", "Forest", "Alice", "library") for i in range(4)],
                    [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"l{i}"} for i in range(6)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert sum(1 for z in _zones(replay).values() if z == "hand") == 2, log


@pytest.mark.parametrize("text", ["You gain 1 life for each card in their graveyard.", "You gain 1 life for each creatures you control.",
                                  "Draw a card for each creature card in that player's graveyard."])
def test_a_count_the_grammar_does_not_read_stays_text_only(text):
    assert not compile_card(record({"name": "Test Spell", "types": ["Sorcery"], "manaCost": "{1}", "text": text})).played
