"""Planeswalkers' loyalty abilities and emblems read from real cards' Oracle text
(planeswalker_emblems_cards.json: records copied from the pool), played under the June 2026 rules:
an emblem's triggered ability of a step ("You get an emblem with "At the beginning of your end step,
create three 1/1 white Cat creature tokens with lifelink."", Ajani, Adversary of Tyrants's −7) triggers
from the command zone (114.2, 114.4, 603.2b) as a permanent's would; "Those creatures gain trample until
end of turn" after "Put three +1/+1 counters on each creature you control" (Domri, City Smasher) or
"Untap all creatures you control" (Gideon, Martial Paragon), and "Until your next turn, creatures you
control get +1/+0 and gain lifelink" (Sorin, Solemn Visitor; 611.2a, 611.2c). The February 2007 rules
have no planeswalkers and no emblems: refused, saying so."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, refused

LIBRARIES = [obj(f"{who}l{i}", "Grizzly Bears", owner, zone="library") for owner, who in (("Alice", "a"), ("Bob", "b")) for i in range(2)]

CARDS = Path(__file__).parent / "planeswalker_emblems_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"


def play(cards, objects, actions, rules=R2026, phase="postcombat_main", active="Alice"):
    doc = {"format": 1, "rules": rules, "name": "planeswalker emblems", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": phase}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def loyalty(ability, targets=()):
    return [{"type": "activate_ability", "player": "Alice", "object": "pw", "ability": ability, "targets": list(targets)},
            p("Alice"), p("Bob")]


def probe(text: str):
    return compile_card({"name": "Probe Walker", "mana_cost": "{3}", "types": ["Planeswalker"], "supertypes": ["Legendary"],
                         "subtypes": ["Probe"], "power": None, "toughness": None, "loyalty": "3",
                         "text": f"[−3]: {text}", "layout": "normal"})


def tokens(replay) -> dict:
    return {k: v for k, v in objects_in(replay.final_state).items() if v.get("zone") == "in_play" and k.startswith("cat")}


def life(replay) -> dict:
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


# --- "You get an emblem with "At the beginning of your end step, ..."" (114.4) -----------------
@pytest.mark.parametrize("name", ["Ajani, Adversary of Tyrants", "Domri, City Smasher",
                                  "Gideon, Martial Paragon", "Elspeth, Storm Slayer", "Tezzeret, Master of Metal",
                                  "Ashiok, Sculptor of Fears", "Felidar Retreat", "Ob Nixilis Reignited"])
def test_the_planeswalker_is_played(compiled, name):
    card = compiled[name]
    assert card.played, card.why_not


def test_ajani_goldmane_stays_text_only_for_its_avatar(compiled):
    card = compiled["Ajani Goldmane"]
    assert not card.played
    assert [a["text"][:4] for a in card.abilities if not a["played"]] == ["[−6]"]


def test_ajanis_emblem_creates_three_lifelink_cats_at_your_end_step(cards):
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    cats = tokens(replay)
    assert len(cats) == 3, log(replay)
    assert all((c["power"], c["toughness"]) == (1, 1) and "lifelink" in c["keywords"] for c in cats.values())
    assert objects_in(replay.final_state)["pw"]["zone"] == "graveyard"  # loyalty 0 (704.5i): the emblem stays
    assert {"606.4", "114.2", "114.4", "603.2b", "603.3"} <= cited(replay), sorted(cited(replay))


def test_ajanis_emblem_says_it_triggers_from_the_command_zone(cards):
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})],
                  [*loyalty(2), p("Alice"), p("Bob")])
    assert "The ability of Alice's emblem (from Ajani, Adversary of Tyrants) triggers" in log(replay)
    assert not tokens(replay)  # on the stack, not yet resolved


def test_ajanis_emblem_does_not_trigger_at_an_opponents_end_step(cards):
    # the emblem triggers at Alice's end step only: by Bob's (the next turn) only Alice's three cats are there
    library = [obj(f"{who}{i}", "Grizzly Bears", owner, zone="library") for owner, who in (("Alice", "a"), ("Bob", "b")) for i in range(2)]
    replay = play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7}), *library],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # Alice's end step: the cats
                   *[x for _ in range(7) for x in (p("Bob"), p("Alice"))]])  # Bob's turn, to his end step
    assert not refused(replay), log(replay)
    bobs_turn = log(replay).split("Bob is the active player")[-1]
    assert "The end step begins." in bobs_turn and "Turn 5" not in bobs_turn, log(replay)
    assert len(tokens(replay)) == 3
    assert log(replay).count("The ability of Alice's emblem") == 1


def test_under_2007_ajani_is_refused_as_a_planeswalker(cards):
    with pytest.raises(ScenarioError, match="February 2007"):
        play(cards, [obj("pw", "Ajani, Adversary of Tyrants", counters={"loyalty": 7})], loyalty(2), rules=R2007)


@pytest.mark.parametrize("text", [
    'You get an emblem with "At the beginning of your end step, this emblem deals 1 damage to any target."',  # a target
    'You get an emblem with "At the beginning of combat on your turn, create a 1/1 white Soldier creature token."',  # not a step the engine fires for emblems
    'You get an emblem with "At the beginning of your end step, if you control no creatures, create a 1/1 white Soldier creature token."',  # a condition
    'Target opponent gets an emblem with "Creatures you control get +1/+1."',  # another player's static emblem
    'Target opponent gets an emblem with "Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn."',
    'Each opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',  # no target
    'You get an emblem with "Whenever a player draws a card, target opponent loses 2 life."',  # a target
    'You get an emblem with "At the beginning of your upkeep, you may draw a card."',  # a choice as it resolves
    'You get an emblem with "Whenever you cast a spell, draw a card."',  # a triggered emblem of another event: not modelled
])
def test_a_near_miss_emblem_trigger_stays_text_only(text):
    assert not probe(text).played


def test_an_emblem_trigger_of_the_upkeep_is_read():
    card = probe('You get an emblem with "At the beginning of your upkeep, create a 1/1 white Soldier creature token."')
    assert card.played, card.why_not


def test_sorins_emblem_stays_text_only_for_the_choice_it_asks_of_that_player(compiled):
    # "that player sacrifices a creature of their choice": a choice a scenario names by the id of the
    # ability's source, and an emblem is no object with one
    card = compiled["Sorin, Solemn Visitor"]
    assert not card.played
    assert [a["text"][:4] for a in card.abilities if not a["played"]] == ["[−6]"]


# --- "Those creatures gain trample until end of turn" (608.2c, 611.2c) -------------------------
def test_domri_puts_three_counters_on_each_of_your_creatures_and_gives_them_trample(cards):
    replay = play(cards, [obj("pw", "Domri, City Smasher", counters={"loyalty": 8}), obj("mine", "Grizzly Bears"),
                          obj("theirs", "Grizzly Bears", "Bob")], loyalty(2), phase="precombat_main")
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["mine"]["counters"] == {"+1/+1": 3} and "trample" in found["mine"]["keywords"]
    assert (found["mine"]["power"], found["mine"]["toughness"]) == (5, 5)
    assert not found["theirs"]["counters"] and "trample" not in found["theirs"]["keywords"]
    assert {"606.4", "122.1", "611.2c"} <= cited(replay), sorted(cited(replay))


def test_gideon_untaps_your_creatures_and_gives_them_plus_one(cards):
    replay = play(cards, [obj("pw", "Gideon, Martial Paragon"), obj("mine", "Grizzly Bears", tapped=True),
                          obj("theirs", "Grizzly Bears", "Bob", tapped=True)], loyalty(0), phase="precombat_main")
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert not found["mine"]["tapped"] and (found["mine"]["power"], found["mine"]["toughness"]) == (3, 3)
    assert found["theirs"]["tapped"] and (found["theirs"]["power"], found["theirs"]["toughness"]) == (2, 2)
    assert found["pw"]["counters"] == {"loyalty": 7}
    assert {"606.4", "701.26b", "611.2c"} <= cited(replay), sorted(cited(replay))


def test_elspeths_flying_lasts_into_the_opponents_turn(cards):
    replay = play(cards, [obj("pw", "Elspeth, Storm Slayer"), obj("mine", "Grizzly Bears"), *LIBRARIES],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob")])  # to Bob's upkeep
    assert not refused(replay), log(replay)
    assert "Bob is the active player" in log(replay)
    found = objects_in(replay.final_state)
    assert found["mine"]["counters"] == {"+1/+1": 1} and "flying" in found["mine"]["keywords"]
    assert found["pw"]["counters"] == {"loyalty": 5}


def test_elspeths_flying_ends_as_your_next_turn_begins(cards):
    library = [obj(f"{who}l{i}", "Grizzly Bears", owner, zone="library") for owner, who in (("Alice", "a"), ("Bob", "b")) for i in range(3)]
    replay = play(cards, [obj("pw", "Elspeth, Storm Slayer"), obj("mine", "Grizzly Bears"), *library],
                  [*loyalty(2), p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # to Bob's upkeep
                   *[x for _ in range(8) for x in (p("Bob"), p("Alice"))]])  # through Bob's turn, to Alice's next
    assert not refused(replay), log(replay)
    assert "Turn 5 begins; Alice is the active player." in log(replay), log(replay)
    found = objects_in(replay.final_state)
    assert "flying" not in found["mine"]["keywords"] and found["mine"]["counters"] == {"+1/+1": 1}
    assert "611.2a" in cited(replay)


# --- "Until your next turn, creatures you control get +1/+0 and gain lifelink" (611.2a) ---------
def test_sorin_gives_your_creatures_plus_one_and_lifelink(cards):
    replay = play(cards, [obj("pw", "Sorin, Solemn Visitor"), obj("mine", "Grizzly Bears"),
                          obj("theirs", "Grizzly Bears", "Bob")], loyalty(0), phase="precombat_main")
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert (found["mine"]["power"], found["mine"]["toughness"]) == (3, 2) and "lifelink" in found["mine"]["keywords"]
    assert (found["theirs"]["power"], found["theirs"]["toughness"]) == (2, 2) and "lifelink" not in found["theirs"]["keywords"]
    assert found["pw"]["counters"] == {"loyalty": 5}
    assert {"606.4", "611.2c"} <= cited(replay), sorted(cited(replay))


# --- "Gain control of all artifacts and creatures target opponent controls" (611.2a, 611.2c) --------
def test_tezzeret_gains_control_of_the_opponents_artifacts_and_creatures(cards):
    replay = play(cards, [obj("pw", "Tezzeret, Master of Metal", counters={"loyalty": 8}), obj("mine", "Grizzly Bears"),
                          obj("bears", "Grizzly Bears", "Bob"), obj("thopter", "Ornithopter", "Bob"), obj("forest", "Forest", "Bob")],
                  loyalty(2, ["Bob"]), phase="precombat_main")
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert (found["bears"]["controller"], found["thopter"]["controller"]) == ("Alice", "Alice"), log(replay)
    assert found["forest"]["controller"] == "Bob" and found["mine"]["controller"] == "Alice"
    assert {"606.4", "611.2c"} <= cited(replay), sorted(cited(replay))


def test_ashioks_control_lasts_past_the_end_of_the_turn(cards):
    replay = play(cards, [obj("pw", "Ashiok, Sculptor of Fears", counters={"loyalty": 11}), obj("bears", "Grizzly Bears", "Bob"),
                          obj("forest", "Forest", "Bob"), *LIBRARIES],
                  [*loyalty(2, ["Bob"]), p("Alice"), p("Bob"), p("Alice"), p("Bob")])  # to Bob's upkeep
    assert not refused(replay), log(replay)
    assert "Bob is the active player" in log(replay)
    found = objects_in(replay.final_state)
    assert found["bears"]["controller"] == "Alice" and found["forest"]["controller"] == "Bob"


def test_under_2007_domri_is_refused_as_a_planeswalker(cards):
    with pytest.raises(ScenarioError, match="205.2a"):
        play(cards, [obj("pw", "Domri, City Smasher", counters={"loyalty": 8}), obj("mine", "Grizzly Bears")],
             loyalty(2), rules=R2007, phase="precombat_main")


@pytest.mark.parametrize("text", [
    "Put a +1/+1 counter on target creature. Those creatures gain trample until end of turn.",  # not a group
    "Put a +1/+1 counter on each creature. Those creatures gain trample until end of turn.",  # not only yours
    "Tap all creatures your opponents control. Those creatures get -1/-0 until end of turn.",  # theirs, tapped
    "Put a +1/+1 counter on each creature you control. Those creatures gain trample.",  # no duration
    "Untap all creatures you control. Those creatures gain flying until your next end step.",  # another duration
    "Until your next turn, creatures your opponents control get -1/-0.",  # not yours
    "Until your next turn, creatures you control get +1/+0 and gain lifelink until end of turn.",  # two durations
    "Gain control of all creatures target opponent controls until end of turn.",  # a duration
    "Gain control of all tapped creatures target opponent controls.",  # a state, not only types
    "Gain control of all creatures you control.",  # no target player
])
def test_a_near_miss_group_wording_stays_text_only(text):
    assert not probe(text).played
