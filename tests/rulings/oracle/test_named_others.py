""" "When this creature enters, put a +1/+1 counter on each other creature you control named ~" (Charmed
Stray) and "put two +1/+1 counters on each ..." (Baloth Packhunter): rulings/oracle/named_others.py, the
filter's `"named"` (rulings/engine/named_filter.py), played from real cards' Oracle text
(named_others_cards.json: records copied from the pool). Only the other creatures of its controller with
that name, as the trigger resolves (2007 410.10a; 2026 603.6a: an enters-the-battlefield trigger). Near
misses ("for each ... named ~", "each creature ... named ~ gets") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, pt

CARDS = Path(__file__).parent / "named_others_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ENTERS_TRIGGER = {R2007: "410.10a", R2026: "603.6a"}
PLAYED = ["Charmed Stray", "Baloth Packhunter"]
#: a count of them (a static, "you gain 2 life for each", tokens), a pump of each, counters equal to its power
NEAR_MISSES = ["Timberpack Wolf", "Cleric of the Forward Order", "Hare Apparent", "Pack Mastiff", "Gary Clone", "Gruff Triplets"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "named others"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_named_others_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_named_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_charmed_stray_puts_a_counter_on_each_other_stray_its_controller_controls(cards, rules):
    objects = [obj("stray", "Charmed Stray", zone="hand"), obj("plains", "Plains"), obj("s1", "Charmed Stray"),
               obj("s2", "Charmed Stray"), obj("bears", "Grizzly Bears"), obj("bob_stray", "Charmed Stray", owner="Bob")]
    replay = play(cards, objects, cast("stray", ["plains"]), rules)
    assert (pt(replay, "s1"), pt(replay, "s2")) == ((2, 2), (2, 2)), log(replay)
    assert pt(replay, "stray") == (1, 1), log(replay)  # "other": not itself
    assert (pt(replay, "bears"), pt(replay, "bob_stray")) == ((2, 2), (1, 1)), log(replay)  # another name; Bob's
    assert ENTERS_TRIGGER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_baloth_packhunter_puts_two_counters_on_each_other_packhunter(cards, rules):
    objects = [obj("baloth", "Baloth Packhunter", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               obj("b1", "Baloth Packhunter"), obj("stray", "Charmed Stray")]
    replay = play(cards, objects, cast("baloth", [f"f{i}" for i in range(4)]), rules)
    assert pt(replay, "b1") == (5, 5), log(replay)
    assert (pt(replay, "baloth"), pt(replay, "stray")) == ((3, 3), (1, 1)), log(replay)
