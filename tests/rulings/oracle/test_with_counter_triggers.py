"""A creature's own "When this creature enters" whose effect names creatures "with a +1/+1 counter on it"
(with_counter_triggers_cards.json: records copied from the pool): "put a +1/+1 counter on each creature you
control with a +1/+1 counter on it" (Patron of the Valiant, Twisted Spider-Clone), "draw a card if you control
a creature with a +1/+1 counter on it" (Chronicler of Heroes). That "it" is each of those creatures, not the
entering one (rulings/oracle/triggered.py reads a final "counter on it" as the source otherwise); the creatures
are those that have a counter as the ability resolves (2007 413.2; 2026 608.2), the counters changing power and
toughness at once (2007 418.5a; 2026 613.4c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, counters, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "with_counter_triggers_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ENTERS_TRIGGER = {R2007: "410.10a", R2026: "603.6a"}
PLAYED = ["Patron of the Valiant", "Twisted Spider-Clone", "Chronicler of Heroes"]
#: a dies trigger's "each creature with a -1/-1 counter on it" (Lockjaw Snapper); moving a counter (Cytoplast Root-Kin)
NEAR_MISSES = ["Lockjaw Snapper", "Cytoplast Root-Kin"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "with-counter triggers"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def cast(oid, lands) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_with_counter_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_with_counter_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def _record(text: str) -> dict:
    return {"name": "Test Creature", "mana_cost": "{2}{G}", "types": ["Creature"], "supertypes": [], "subtypes": ["Elf"],
            "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"}


def test_a_counter_put_on_it_is_still_the_entering_creatures_own():
    card = compile_card(_record("When this creature enters, put a +1/+1 counter on it."))
    assert card.played, card.why_not
    (ab,) = card.definition["abilities"]
    assert ab["effect"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]


def test_each_creature_with_a_counter_is_not_the_entering_creature():
    card = compile_card(_record("When this creature enters, put a +1/+1 counter on each creature you control with a +1/+1 counter on it."))
    (ab,) = card.definition["abilities"]
    assert ab["effect"][0]["creatures"] == {"you_control": True, "with_counter": "+1/+1"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_patron_of_the_valiant_adds_a_counter_to_each_of_yours_that_has_one(cards, rules):
    objects = [obj("patron", "Patron of the Valiant", zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(5)),
               obj("b1", "Grizzly Bears", counters={"+1/+1": 1}), obj("b2", "Grizzly Bears"),
               obj("bob_b", "Grizzly Bears", owner="Bob", counters={"+1/+1": 1})]
    replay = play(cards, objects, cast("patron", [f"pl{i}" for i in range(5)]), rules)
    assert counters(replay, "b1") == {"+1/+1": 2}, log(replay)
    assert counters(replay, "b2") == {} and counters(replay, "patron") == {}, log(replay)  # none before: none now
    assert counters(replay, "bob_b") == {"+1/+1": 1}, log(replay)  # not Alice's
    assert {ENTERS_TRIGGER[rules], {R2007: "418.5a", R2026: "613.4c"}[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("with_counter", [True, False])
def test_chronicler_of_heroes_draws_only_if_you_control_a_creature_with_a_counter(cards, rules, with_counter):
    objects = [obj("chron", "Chronicler of Heroes", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), obj("pl", "Plains"),
               obj("b1", "Grizzly Bears", **({"counters": {"+1/+1": 1}} if with_counter else {})),
               obj("lib", "Grizzly Bears", zone="library")]
    replay = play(cards, objects, cast("chron", ["f1", "f2", "pl"]), rules)
    assert zone_of(replay, "lib") == ("hand" if with_counter else "library"), log(replay)
    assert ENTERS_TRIGGER[rules] in cited(replay), sorted(cited(replay))
