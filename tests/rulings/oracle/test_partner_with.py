""" "Partner with [name]" (rulings/oracle/partner_with.py, rulings/engine/partner_with.py), played from real
cards' Oracle text (partner_with_cards.json: records copied from the pool): its triggered ability, "When this
permanent enters, target player may search their library for a card named [name], reveal it, put it into
their hand, then shuffle." (2026 702.124j; 701.23a search, 701.24a shuffle). The keyword came later than
February 2007: under those rules it does nothing. "Partner with itself" and "Partner with Knight" stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "partner_with_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Alphinaud Leveilleur", "Blaring Recruiter", "Chakram Retriever", "Chakram Slinger", "Kamber, the Plunderer",
          "Laurine, the Diversion", "Ley Weaver", "Lore Weaver", "Madame Vastra", "Merry, Warden of Isengard",
          "Pippin, Warden of Isengard", "Proud Mentor", "Rocksteady, Mutant Marauder", "Soulblade Renewer",
          "Timin, Youthful Geist", "Trynn, Champion of Freedom"]
#: "Partner with itself", "Partner with Knight" (a creature type, with another reminder)
NEAR_MISSES = ["Mothers Yamazaki", "The Knight of Land Drops"]


def mentor(rules, target="Alice", choices=None):
    """Alice casts Proud Mentor ({2}{W}); its trigger targets `target`, then resolves with `choices`."""
    objects = [obj("mentor", "Proud Mentor", zone="hand"), *(obj(f"p{i}", "Plains") for i in range(3)),
               obj("protege", "Impetuous Protege", zone="library"), obj("bears", "Grizzly Bears", zone="library"),
               obj("bob_protege", "Impetuous Protege", owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mentor", "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
               p("Alice"), p("Bob", trigger_targets={"mentor": [target]}), p("Alice"),
               p("Bob", **({"choices": {"mentor": choices}} if choices is not None else {}))]
    return objects, actions


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "partner with"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_partner_with_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_partner_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_partner_with_reads_the_partners_name(compiled):
    [kw] = [a for a in compiled["Rocksteady, Mutant Marauder"].definition["abilities"] if a.get("keyword") == "partner_with"]
    assert kw["what"] == "Bebop, Skull & Crossbones"


def test_the_targeted_player_finds_the_named_card_and_shuffles(cards):
    replay = play(cards, *mentor(R2026, choices={"cards": ["protege"]}), R2026)
    assert zone_of(replay, "protege") == "hand" and zone_of(replay, "bears") == "library", log(replay)
    assert "Alice shuffles their library" in log(replay), log(replay)
    assert {"702.124j", "701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))


def test_an_opponent_targeted_searches_their_own_library(cards):
    replay = play(cards, *mentor(R2026, target="Bob", choices={"cards": ["bob_protege"]}), R2026)
    assert zone_of(replay, "bob_protege") == "hand" and zone_of(replay, "protege") == "library", log(replay)
    assert "Bob shuffles their library" in log(replay), log(replay)


def test_only_a_card_with_that_name_can_be_found(cards):
    objects, actions = mentor(R2026, choices={"cards": ["bears"]})
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "partner with"), cards=cards))
    assert refused(replay) and zone_of(replay, "bears") == "library", log(replay)


def test_the_player_may_decline_and_nothing_is_shuffled(cards):
    replay = play(cards, *mentor(R2026, choices={"search": False}), R2026)
    assert zone_of(replay, "protege") == "library", log(replay)
    assert "shuffles" not in log(replay).split("chooses not to search")[-1], log(replay)


def test_under_2007_partner_with_does_not_trigger(cards):
    objects, actions = mentor(R2007)
    replay = play(cards, objects, actions[:3] + [p("Alice"), p("Bob")], R2007)
    assert zone_of(replay, "protege") == "library" and zone_of(replay, "mentor") == "in_play", log(replay)
    assert "doesn't trigger" in log(replay) and "702.124j" not in cited(replay), log(replay)
