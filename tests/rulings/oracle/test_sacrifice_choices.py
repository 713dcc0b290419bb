"""Players sacrificing permanents of their choice (rulings/oracle/sacrifice_choices.py; the engine's
players_sacrifice, rulings/engine/effects/edict.py), played from real cards' Oracle text
(sacrifice_choices_cards.json: records copied from the pool): Barter in Blood's two creatures, Demon's
Disciple's creature or planeswalker, Wing Shards' attacking creature, Grave Pact's "each other player",
Rishadan Footpad's "unless they pay {2}" (2026 118.12a), Sheoldred's "that player" of an upkeep trigger.
Each player chooses as it resolves (2007 413.2c; 2026 608.2d) in APNAP order (2007 103.4; 2026 101.4)
and all are sacrificed in one event (2007 410.10d; 2026 603.10a). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "sacrifice_choices_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
#: (APNAP order, choices on resolution, one event) under each edition
RULES = {R2007: {"103.4", "413.2c", "410.10d"}, R2026: {"101.4", "608.2d", "603.10a"}}


def play(cards, objects, actions, rules, phase="precombat_main", step=None, lands=()):
    """`lands`: (land name, owner, how many) the casting player taps for mana."""
    objects = [*(obj(f"{name}{owner}{i}", name, owner) for name, owner, n in lands for i in range(n)), *objects]
    players = [{"name": "Alice"}, {"name": "Bob"}]
    doc = {"format": 1, "rules": rules, "name": "sacrifice choices", "players": players,
           "turn": {"number": 3, "active_player": "Alice", "phase": phase, **({"step": step} if step else {})},
           "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def zones(replay) -> dict:
    return {oid: o.get("zone") for oid, o in objects_in(replay.final_state).items()}


def resolve(spell, choices=None):
    """Cast `spell` from Alice's hand and let it resolve, with the choices made as it does."""
    return [{"type": "play_spell", "player": "Alice", "object": spell}, p("Alice"),
            p("Bob", **({"choices": {spell: choices}} if choices is not None else {}))]


BOARD = [obj("a1", "Grizzly Bears"), obj("a2", "Hill Giant"), obj("a3", "Llanowar Elves"),
         obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Hill Giant", "Bob"), obj("b3", "Llanowar Elves", "Bob")]


def test_the_cards_compile(compiled):
    for name in ("Barter in Blood", "Demon's Disciple", "Wing Shards", "Grave Pact", "Rishadan Footpad",
                 "Sheoldred, Whispering One", "Wildfire"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_barter_in_blood_each_player_sacrifices_the_two_creatures_they_chose_at_once(cards, rules):
    replay = play(cards, [obj("s", "Barter in Blood", zone="hand"), *BOARD],
                  resolve("s", {"sacrifices": {"Alice": ["a1", "a3"], "Bob": ["b2", "b3"]}}), rules, lands=[("Swamp", "Alice", 4)])
    assert not any(st.refused for st in replay.steps), log(replay)
    z = zones(replay)
    assert [z[i] for i in ("a1", "a2", "a3", "b1", "b2", "b3")] == ["graveyard", "in_play", "graveyard", "in_play", "graveyard", "graveyard"]
    assert RULES[rules] <= cited(replay)


def test_barter_in_blood_a_player_with_one_creature_sacrifices_it(cards):
    replay = play(cards, [obj("s", "Barter in Blood", zone="hand"), obj("a1", "Grizzly Bears"), obj("b1", "Grizzly Bears", "Bob")],
                  resolve("s"), R2026, lands=[("Swamp", "Alice", 4)])
    assert (zones(replay)["a1"], zones(replay)["b1"]) == ("graveyard", "graveyard")
    assert "they control fewer than two, so all of them" in log(replay)


def test_barter_in_blood_refuses_one_creature_chosen_of_two(cards):
    replay = play(cards, [obj("s", "Barter in Blood", zone="hand"), *BOARD], resolve("s", {"sacrifices": {"Bob": ["b1"]}}),
                  R2026, lands=[("Swamp", "Alice", 4)])
    assert replay.steps[-1].refused and "sacrifices.Bob must name two creatures" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wing_shards_sacrifices_an_attacking_creature_only(cards, rules):
    objects = [obj("s", "Wing Shards", zone="hand"), obj("a1", "Grizzly Bears", attacking=True, tapped=True), obj("a2", "Hill Giant")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "s", "targets": ["Alice"]}, p("Bob"), p("Alice"),
               p("Alice"), p("Bob")]  # storm's trigger (no copy), then the spell
    objects[0]["owner"] = "Bob"
    replay = play(cards, objects, actions, rules, phase="combat", step="declare_blockers", lands=[("Plains", "Bob", 3)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (zones(replay)["a1"], zones(replay)["a2"]) == ("graveyard", "in_play"), log(replay)
    assert "no choice was given: the attacking creature they control" in log(replay)


def test_wing_shards_refuses_a_creature_that_isnt_attacking(cards):
    objects = [obj("s", "Wing Shards", zone="hand", owner="Bob"), obj("a1", "Grizzly Bears", attacking=True, tapped=True), obj("a2", "Hill Giant")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "s", "targets": ["Alice"]}, p("Bob"),
               p("Alice"), p("Alice"), p("Bob", choices={"s": {"sacrifices": {"Alice": "a2"}}})]
    replay = play(cards, objects, actions, R2026, phase="combat", step="declare_blockers", lands=[("Plains", "Bob", 3)])
    assert replay.steps[-1].refused and zones(replay)["a2"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_grave_pact_spares_its_controller(cards, rules):
    # Barter in Blood: Alice's two creatures die, so Grave Pact triggers twice; each time Bob (each other
    # player) sacrifices a creature: his last one, then none is left. Bob's own don't trigger it.
    objects = [obj("gp", "Grave Pact"), obj("s", "Barter in Blood", zone="hand"), obj("a1", "Grizzly Bears"), obj("a2", "Hill Giant"),
               *BOARD[3:]]
    actions = [*resolve("s", {"sacrifices": {"Alice": ["a1", "a2"], "Bob": ["b1", "b2"]}}), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, lands=[("Swamp", "Alice", 4)])
    assert not any(st.refused for st in replay.steps), log(replay)
    z = zones(replay)
    assert (z["a1"], z["a2"], z["b1"], z["b2"], z["b3"]) == ("graveyard",) * 5, log(replay)
    assert "Bob sacrifices Llanowar Elves" in log(replay) and "Bob controls no creature, so Bob sacrifices nothing." in log(replay)
    assert "Alice controls" not in log(replay).split("Llanowar Elves.")[-1]


def test_demons_disciple_under_2007_says_creature_only(cards):
    objects = [obj("d", "Demon's Disciple", zone="hand"), obj("a1", "Grizzly Bears"), obj("b1", "Hill Giant", "Bob")]
    actions = [*resolve("d"), p("Alice"), p("Bob", choices={"d": {"sacrifices": {"Alice": "a1", "Bob": "b1"}}})]
    replay = play(cards, objects, actions, R2007, lands=[("Swamp", "Alice", 3)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (zones(replay)["a1"], zones(replay)["b1"], zones(replay)["d"]) == ("graveyard", "graveyard", "in_play")
    assert "then the creatures are sacrificed at the same time" in log(replay)


def test_demons_disciple_under_2026_takes_a_planeswalker(cards):
    pw = {"name": "Test Walker", "mana_cost": "{2}", "types": ["Planeswalker"], "subtypes": ["Testa"], "loyalty": 3, "text": ""}
    objects = [obj("d", "Demon's Disciple", zone="hand"), obj("a1", "Grizzly Bears"), obj("bw", pw, "Bob", counters={"loyalty": 3}),
               obj("b1", "Hill Giant", "Bob")]
    actions = [*resolve("d"), p("Alice"), p("Bob", choices={"d": {"sacrifices": {"Alice": "a1", "Bob": "bw"}}})]
    replay = play(cards, objects, actions, R2026, lands=[("Swamp", "Alice", 3)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (zones(replay)["bw"], zones(replay)["b1"]) == ("graveyard", "in_play")
    assert "creature or planeswalker" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("payers, kept", [(["Bob"], "in_play"), ([], "graveyard"), (None, "graveyard")])
def test_rishadan_footpad_each_opponent_may_pay_instead(cards, rules, payers, kept):
    objects = [obj("f", "Rishadan Footpad", zone="hand"), obj("b1", "Grizzly Bears", "Bob")]
    choice = {"choices": {"f": {"payers": payers}}} if payers is not None else {}
    actions = [*resolve("f"), p("Alice"), p("Bob", **choice)]
    replay = play(cards, objects, actions, rules, lands=[("Island", "Alice", 4), ("Island", "Bob", 2)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zones(replay)["b1"] == kept, log(replay)
    assert ("118.12a" in cited(replay)) == (rules == R2026)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sheoldred_has_the_player_whose_upkeep_it_is_sacrifice(cards, rules):
    objects = [obj("sh", "Sheoldred, Whispering One"), obj("a1", "Grizzly Bears"), obj("b1", "Grizzly Bears", "Bob")]
    doc_actions = [p("Bob"), p("Alice")]
    players = [{"name": "Alice"}, {"name": "Bob"}]
    doc = {"format": 1, "rules": rules, "name": "Sheoldred", "players": players,
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"},
           "objects": objects, "actions": doc_actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert (zones(replay)["a1"], zones(replay)["b1"]) == ("in_play", "graveyard"), log(replay)


@pytest.mark.parametrize("text", [
    "Each player sacrifices a green or white creature of their choice.",  # colors other than Dystopia's (sacrifice_wordings): not read
    "Each player sacrifices two creature of their choice.",  # not English
    "Each player sacrifices a creature or an artifact of their choice.",
    "Target player sacrifices a creature of their choice unless they pay {2}.",  # not a phrasing of the pool
    "Each player sacrifices five creatures of their choice.",
    "Each player sacrifices a creature with the greatest toughness among creatures they control.",
    "Each player sacrifices a creature or planeswalker with the greatest power among creatures they control.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{1}", "text": text, "supertypes": [], "subtypes": [],
                         "layout": "normal"})
    assert not card.played


def upkeep(cards, objects, rules, choice=None):
    """Alice's upkeep with her upkeep trigger on the stack: it resolves."""
    doc = {"format": 1, "rules": rules, "name": "upkeep", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [p("Alice"), p("Bob", **({"choices": {"lord": choice}} if choice else {}))]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules, impossible", [(R2007, "416.3"), (R2026, "609.3")])
def test_lord_of_the_pit_deals_7_damage_to_you_when_you_control_no_other_creature(cards, rules, impossible):
    replay = upkeep(cards, [obj("lord", "Lord of the Pit")], rules)
    assert replay.final_state["players"][0]["life"] == 13, log(replay)
    assert zones(replay)["lord"] == "in_play"
    assert impossible in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lord_of_the_pit_sacrifices_the_other_creature_chosen(cards, rules):
    replay = upkeep(cards, [obj("lord", "Lord of the Pit"), obj("a1", "Grizzly Bears"), obj("a2", "Hill Giant")], rules, {"sacrifice": ["a1"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (zones(replay)["lord"], zones(replay)["a1"], zones(replay)["a2"]) == ("in_play", "graveyard", "in_play")
    assert replay.final_state["players"][0]["life"] == 20


def test_lord_of_the_pit_cant_sacrifice_itself(cards):
    replay = upkeep(cards, [obj("lord", "Lord of the Pit"), obj("a1", "Grizzly Bears")], R2026, {"sacrifice": ["lord"]})
    assert replay.steps[-1].refused and zones(replay)["lord"] == "in_play"


def test_demonic_taskmaster_compiles_without_the_if_you_cant(compiled):
    ability = compiled["Demonic Taskmaster"].definition["abilities"][-1]
    assert ability["effect"] == [{"do": "sacrifice_a_creature", "another": True}]


@pytest.mark.parametrize("text", [
    "If you can't, you lose 2 life.",  # nothing before it to be unable to do
    "Draw a card. If you can't, you lose 2 life.",
    "Each player sacrifices a creature of their choice. If the player can't, you lose 2 life.",  # which player?
    "Each player sacrifices two creatures of their choice. Each player who can't discards a card.",  # can't both? one?
    "Target player sacrifices a creature of their choice. Each player who can't discards a card.",
])
def test_if_you_cant_after_anything_but_a_sacrifice_stays_text_only(text):
    card = compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{1}", "text": text, "supertypes": [], "subtypes": [],
                         "layout": "normal"})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sacrifice_adds_black_mana_equal_to_the_sacrificed_creatures_mana_value(cards, rules):
    objects = [obj("s", "Sacrifice", zone="hand"), obj("angel", "Serra Angel")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "pay": {"sacrifice": ["angel"]}}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, lands=[("Swamp", "Alice", 1)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zones(replay)["angel"] == "graveyard"
    assert replay.final_state["players"][0]["mana_pool"]["B"] == 5, log(replay)  # Serra Angel: {3}{W}{W}
    assert "Serra Angel" in log(replay).split("Its instructions are followed")[0]  # sacrificed as the spell is cast


def bobs_upkeep(cards, objects, rules):
    doc = {"format": 1, "rules": rules, "name": "Bob's upkeep", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [p("Bob"), p("Alice")]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules, impossible", [(R2007, "416.3"), (R2026, "609.3")])
def test_woebringer_demon_is_sacrificed_when_the_player_whose_upkeep_it_is_cant(cards, rules, impossible):
    replay = bobs_upkeep(cards, [obj("demon", "Woebringer Demon"), obj("a1", "Grizzly Bears")], rules)
    assert (zones(replay)["demon"], zones(replay)["a1"]) == ("graveyard", "in_play"), log(replay)
    assert impossible in cited(replay)


def test_woebringer_demon_stays_when_the_player_sacrifices_a_creature(cards):
    replay = bobs_upkeep(cards, [obj("demon", "Woebringer Demon"), obj("b1", "Grizzly Bears", "Bob")], R2026)
    assert (zones(replay)["demon"], zones(replay)["b1"]) == ("in_play", "graveyard"), log(replay)


DOOM_LANDS = [("Mountain", "Alice", 1), ("Plains", "Alice", 1), ("Swamp", "Alice", 1)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_crackling_doom_each_opponent_sacrifices_their_creature_with_the_greatest_power(cards, rules):
    objects = [obj("s", "Crackling Doom", zone="hand"), *BOARD]
    replay = play(cards, objects, resolve("s"), rules, lands=DOOM_LANDS)
    assert not any(st.refused for st in replay.steps), log(replay)
    z = zones(replay)
    assert (z["b1"], z["b2"], z["b3"], z["a2"]) == ("in_play", "graveyard", "in_play", "in_play"), log(replay)
    assert replay.final_state["players"][1]["life"] == 18
    assert "The greatest power among the creatures Bob controls is 3: " in log(replay)


def test_crackling_doom_refuses_a_creature_without_the_greatest_power(cards):
    replay = play(cards, [obj("s", "Crackling Doom", zone="hand"), *BOARD], resolve("s", {"sacrifices": {"Bob": "b1"}}), R2026,
                  lands=DOOM_LANDS)
    assert replay.steps[-1].refused and zones(replay)["b1"] == "in_play"


def test_soul_shatter_takes_a_planeswalker_of_greater_mana_value(cards):
    pw = {"name": "Test Walker", "mana_cost": "{5}", "types": ["Planeswalker"], "subtypes": ["Testa"], "loyalty": 3, "text": ""}
    objects = [obj("s", "Soul Shatter", zone="hand"), obj("bw", pw, "Bob", counters={"loyalty": 3}), *BOARD[3:]]
    replay = play(cards, objects, resolve("s"), R2026, lands=[("Swamp", "Alice", 3)])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (zones(replay)["bw"], zones(replay)["b2"]) == ("graveyard", "in_play"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_goremand_the_older_wording_without_of_their_choice_is_still_the_opponents_choice(cards, rules):
    objects = [obj("g", "Goremand", zone="hand"), obj("a1", "Grizzly Bears"), *BOARD[3:]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "g", "pay": {"sacrifice": ["a1"]}}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob", choices={"g": {"sacrifices": {"Bob": "b1"}}})]
    replay = play(cards, objects, actions, rules, lands=[("Swamp", "Alice", 6)])
    assert not any(st.refused for st in replay.steps), log(replay)
    z = zones(replay)
    assert (z["g"], z["a1"], z["b1"], z["b2"], z["b3"]) == ("in_play", "graveyard", "graveyard", "in_play", "in_play"), log(replay)
    assert RULES[rules] - {"103.4", "101.4", "410.10d", "603.10a"} <= cited(replay)


@pytest.mark.parametrize("rules, impossible", [(R2007, "416.3"), (R2026, "609.3")])
def test_plaguecrafter_a_player_who_cant_sacrifice_discards_a_card_after_the_others_sacrifice(cards, rules, impossible):
    objects = [obj("pc", "Plaguecrafter", zone="hand"), obj("a1", "Grizzly Bears"), obj("h", "Hill Giant", "Bob", zone="hand")]
    actions = [*resolve("pc"), p("Alice"), p("Bob", choices={"pc": {"sacrifices": {"Alice": "a1"}}})]
    replay = play(cards, objects, actions, rules, lands=[("Swamp", "Alice", 3)])
    assert not any(st.refused for st in replay.steps), log(replay)
    z = zones(replay)
    assert (z["pc"], z["a1"], z["h"]) == ("in_play", "graveyard", "graveyard"), log(replay)
    text = log(replay)
    assert text.index("Alice sacrifices") < text.index("Bob discards")
    assert impossible in cited(replay)
