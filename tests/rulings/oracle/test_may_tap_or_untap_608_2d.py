""""You may tap or untap target artifact, creature, or land" (Twiddle) and "you may
tap target creature" (Seasoned Marshal), read by optional_payments: whether to, and for
Twiddle which of the two, are chosen as the effect is applied (2007: 413.2c;
2026: 608.2d). Near misses stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario

CHOICE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


def twiddle(rules, lookup, choice, tapped=False):
    bears = {**obj("bears", "Grizzly Bears", "Bob"), "tapped": tapped}
    data = scenario([obj("tw", "Twiddle", "Alice", "hand"), obj("i", "Island", "Alice"), bears],
                    [{"type": "play_spell", "player": "Alice", "object": "tw", "targets": ["bears"],
                      "mana_abilities": [{"object": "i"}]},
                     {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"tw": choice}}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


def bears_tapped(replay):
    return next(c for c in replay.steps[-1].state["zones"]["Bob"]["in_play"] if c["id"] == "bears")["tapped"]


def test_twiddle_is_fully_played(pool):
    assert pool["Twiddle"].played
    assert pool["Twiddle"].definition["effect"][0]["effect"] == [{"do": "tap_or_untap", "what": "target:0"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_twiddle_untaps_a_tapped_creature_when_untap_is_chosen(lookup, rules):
    replay = twiddle(rules, lookup, {"may": True, "untap": True}, tapped=True)
    assert not replay.steps[-1].refused and not bears_tapped(replay)
    assert CHOICE[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_twiddle_taps_when_tap_is_chosen(lookup, rules):
    replay = twiddle(rules, lookup, {"may": True, "untap": False})
    assert not replay.steps[-1].refused and bears_tapped(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_twiddle_declined_leaves_the_creature_as_it_was(lookup, rules):
    assert bears_tapped(twiddle(rules, lookup, {"may": False}, tapped=True))


@pytest.mark.parametrize("rules", EDITIONS)
def test_twiddle_chosen_without_saying_tap_or_untap_is_refused(lookup, rules):
    last = twiddle(rules, lookup, {"may": True}).steps[-1]
    assert last.refused and last.citations[0].rule == CHOICE[rules]


@pytest.mark.parametrize("rules", EDITIONS)
def test_seasoned_marshal_may_tap_target_creature_as_it_attacks(lookup, pool, rules):
    assert pool["Seasoned Marshal"].played
    data = scenario([obj("x", "Seasoned Marshal", "Alice"), obj("bears", "Grizzly Bears", "Bob")],
                    [{"type": "declare_attackers", "player": "Alice", "attackers": ["x"]},
                     {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"x": {"may": True}}}],
                    rules=rules, phase="combat", step="declare_attackers")
    data["actions"][0]["trigger_targets"] = {"x": ["bears"]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert bears_tapped(replay) and CHOICE[rules] in rules_cited(replay)


@pytest.mark.parametrize("text", [
    "When this creature enters, you may tap or untap target spell.",
    "When this creature enters, you may tap any number of untapped creatures you control.",
    "When this creature enters, you may untap it and remove it from combat.",
    "When this creature enters, you may tap or untap target permanent, then you may tap or untap another target permanent.",
])
def test_near_miss_taps_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                         "text": text})
    assert not card.played
