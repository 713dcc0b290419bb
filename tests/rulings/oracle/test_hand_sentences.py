""" "You discard your hand." (Apocalypse), "At the beginning of each end step, each player discards their hand."
(Sire of Insanity) and the instruction's "If you control no artifacts, discard a card."
(Artificer's Epiphany, Tezzeret's Ambition) (rulings/oracle/hand_sentences.py), played from real cards'
Oracle text (hand_sentences_cards.json: records copied from the pool) under both editions: the condition is
checked as the discard is followed, after the draw (2007 413.2b; 2026 608.2c). Near misses: "no tapped
lands", "no untapped lands", "no creatures with decayed"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "hand_sentences_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Artificer's Epiphany", "Tezzeret's Ambition", "Apocalypse", "Sire of Insanity"]
NEAR_MISSES = ["Nantuko Shaman", "Jadar, Ghoulcaller of Nephalia"]


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "hand sentences"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(spell, lands, **more):
    return {"type": "play_spell", "player": "Alice", "object": spell, "mana_abilities": [{"object": land} for land in lands], **more}


@pytest.mark.parametrize("name", PLAYED)
def test_hand_sentence_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_control_no_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_discard_carries_the_condition(compiled):
    assert compiled["Artificer's Epiphany"].definition["effect"] == [
        {"do": "draw", "amount": 2},
        {"do": "discard", "amount": 1, "player": "you", "if_condition": {"you_control_no_kind": "Artifact"}}]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("artifact", [False, True], ids=["no_artifact_discards", "an_artifact_keeps_the_cards"])
def test_artificers_epiphany_discards_only_without_an_artifact(cards, rules, artifact):
    objects = [obj("ae", "Artificer's Epiphany", zone="hand"), *(obj(f"i{n}", "Island") for n in range(4)),
               obj("a1", "Grizzly Bears", zone="library"), obj("a2", "Grizzly Bears", zone="library"),
               *([obj("orn", "Ornithopter")] if artifact else [])]
    replay = play(cards, rules, objects, [cast("ae", [f"i{n}" for n in range(4)]), p("Alice"), p("Bob")])
    in_hand = sum(zone_of(replay, oid) == "hand" for oid in ("a1", "a2"))
    assert in_hand == (2 if artifact else 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_apocalypse_exiles_every_permanent_then_alice_discards_her_hand(cards, rules):
    objects = [obj("ap", "Apocalypse", zone="hand"), *(obj(f"m{n}", "Mountain") for n in range(5)),
               obj("gb", "Grizzly Bears", owner="Bob"), obj("h1", "Grizzly Bears", zone="hand"), obj("h2", "Island", zone="hand")]
    replay = play(cards, rules, objects, [cast("ap", [f"m{n}" for n in range(5)]), p("Alice"), p("Bob")])
    assert zone_of(replay, "gb") == zone_of(replay, "m0") == "removed_from_game", log(replay)
    assert ("Alice discards" in log(replay)) or ("discards their hand" in log(replay)), log(replay)
    assert zone_of(replay, "h1") == "graveyard" and zone_of(replay, "h2") == "graveyard", log(replay)
    assert zone_of(replay, "ap") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sire_of_insanity_makes_each_player_discard_their_hand_at_the_end_step(cards, rules):
    objects = [obj("sire", "Sire of Insanity", owner="Bob"), obj("h1", "Grizzly Bears", zone="hand"),
               obj("b1", "Island", owner="Bob", zone="hand"), obj("b2", "Grizzly Bears", owner="Bob", zone="hand")]
    data = {"format": 1, "rules": rules, "name": "sire", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "postcombat_main"}, "objects": objects,
            "actions": [p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert all(zone_of(replay, oid) == "graveyard" for oid in ("h1", "b1", "b2")), log(replay)
    assert zone_of(replay, "sire") == "in_play", log(replay)
