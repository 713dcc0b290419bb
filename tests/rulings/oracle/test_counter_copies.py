""" "{1}{U/R}{U/R}: Copy target instant or sorcery spell that targets you. You may choose new targets for
the copy." (Mirror Sheen, counter_copies_cards.json: a record copied from the pool;
rulings/oracle/counter_copies.py): only a spell that targets the ability's controller can be chosen
(2007 409.1c; 2026 601.2c, 115.9b), and the copy may get new targets (2007 503.10, 503.10b; 2026 707.10,
707.10c). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "counter_copies_cards.json"
POOL_TOO = True  # Shock, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
COPY = {R2007: ("503.10", "503.10b"), R2026: ("707.10", "707.10c")}


def sheen(cards, rules, shock_at, copy_targets=None):
    """Alice casts Shock at `shock_at`; Bob activates Mirror Sheen targeting it; the copy resolves, then Shock."""
    objects = [obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"), obj("her_bears", "Grizzly Bears"),
               obj("sheen", "Mirror Sheen", "Bob"), obj("his_bears", "Grizzly Bears", "Bob"),
               *(obj(f"i{i}", "Island", "Bob") for i in range(3))]
    resolve = p("Alice", **({"copy_targets": {"shock": copy_targets}} if copy_targets else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [shock_at],
                "mana_abilities": [{"object": "m0"}]}, p("Alice"),
               {"type": "activate_ability", "player": "Bob", "object": "sheen", "ability": 0, "targets": ["shock"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Bob"), resolve, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mirror sheen"), cards=cards))


def test_mirror_sheen_is_fully_played(compiled):
    assert compiled["Mirror Sheen"].played, compiled["Mirror Sheen"].why_not


def test_a_copy_of_a_spell_that_targets_many_creatures_stays_text_only(compiled):
    assert not compiled["Zada, Hedron Grinder"].played


@pytest.mark.parametrize("text", [
    "{1}{U}: Copy target creature spell that targets you. You may choose new targets for the copy.",  # a permanent spell
    "{1}{U}: Copy target instant or sorcery spell that targets a creature or an artifact.",  # two filters
    "{1}{U}: Copy target instant or sorcery spell that targets you. You may choose new targets for the copies.",
])
def test_near_miss_copy_wordings_stay_text_only(text):
    record = {"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": text}
    assert not compile_card(record).played, text


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_mirror_sheen_copies_a_shock_at_its_controller_and_sends_the_copy_back(cards, rules):
    replay = sheen(cards, rules, "Bob", copy_targets=[["Alice"]])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 18}  # the copy hits Alice, the Shock Bob
    assert {(COPY[rules][0], "copy_spell"), (COPY[rules][1], "copy_new_targets")} <= cited_pairs(replay)


def test_mirror_sheens_copy_keeps_the_target_without_new_ones(cards):
    replay = sheen(cards, R2026, "Bob")
    assert life(replay) == {"Alice": 20, "Bob": 16}


def test_mirror_sheen_cant_target_a_spell_that_targets_a_creature(cards):
    replay = sheen(cards, R2026, "his_bears")
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
