"""Each edition speaks its own words: no 2026 log says "in play", "removed from
the game", "state-based effect" or "plays" a spell, and the 2007 logs keep
2007's words (wording.py holds both catalogues)."""
import pytest

from rulings.engine import example_scenarios, load_scenario, run_scenario
from rulings.engine.outcome import outcome

from .conftest import log_lines, words_of_2007

R07, R26 = "2007-02-01", "2026-06-19"


@pytest.fixture(scope="module")
def examples():
    return [(slug, load_scenario(data)) for slug, data in example_scenarios()]


def test_the_checker_finds_2007_words_and_lets_2026_ones_pass():
    assert words_of_2007("Grizzly Bears comes into play.") and words_of_2007("State-based effect: Bob loses the game.")
    assert words_of_2007("Alice plays Lightning Bolt targeting Bob.")
    assert not words_of_2007("Alice plays Forest as a land; it enters the battlefield without using the stack.")
    assert not words_of_2007("Alice casts Lightning Bolt; State-based action: Grizzly Bears dies; it is exiled.")


def test_no_2026_log_of_an_example_says_a_2007_word(examples):
    found = [(slug, line, words_of_2007(line)) for slug, scenario in examples
             for line in log_lines(run_scenario(scenario, R26)) if words_of_2007(line)]
    assert found == []


def test_no_2026_outcome_of_an_example_says_a_2007_word(examples):
    found = []
    for slug, scenario in examples:
        steps = [s.to_json() for s in run_scenario(scenario, R26).steps]
        line = outcome(steps, R26)
        found += [(slug, line)] if words_of_2007(line) else []
    assert found == []


def test_the_2007_logs_keep_2007_words(examples):
    said = "\n".join(line for _, scenario in examples for line in log_lines(run_scenario(scenario, R07)))
    for word in ("plays Lightning Bolt", "comes into play", "State-based effect:", "removed from the game", "is countered on resolution"):
        assert word in said, word
    for word in ("casts ", "the battlefield", "exiled", "State-based action", " dies.", "doesn't resolve"):
        assert word not in said, word


def test_2026_says_cast_activate_battlefield_exile_and_state_based_actions(examples):
    said = "\n".join(line for _, scenario in examples for line in log_lines(run_scenario(scenario, R26)))
    for word in ("casts Lightning Bolt", "activates", "enters the battlefield", "State-based action:", "exiled", " dies.",
                 "doesn't resolve"):
        assert word in said, word


def test_a_spell_whose_targets_are_all_illegal_doesnt_resolve_under_2026_and_is_never_said_to_resolve():
    from .conftest import act, make, obj, pass_
    growth = {"name": "Quick Growth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "pump", "to": "target:0", "power": 3, "toughness": 3, "until": "end_of_turn"}], "text": "pump"}
    bounce = {"name": "Quick Bounce", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "return_to_hand", "what": "target:0"}], "text": "bounce"}
    data = make([obj("bears", "Grizzly Bears"), obj("g", growth, zone="hand"), obj("b", bounce, zone="hand")],
                [act("play_spell", object="g", targets=["bears"]), act("play_spell", object="b", targets=["bears"]),
                 pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])
    texts26 = [e.text for e in run_scenario(load_scenario(data), R26).steps[-1].events]
    assert not any("Quick Growth" in t and t.endswith("resolves.") for t in texts26)
    assert any(t.startswith("Quick Growth doesn't resolve") for t in texts26)
    texts07 = [e.text for e in run_scenario(load_scenario(data), R07).steps[-1].events]
    assert any(t.startswith("Quick Growth is countered on resolution") for t in texts07)


def test_a_state_based_action_is_logged_before_the_death_it_causes():
    from .conftest import act, make, obj, pass_
    bolt = {"name": "Quick Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "damage", "to": "target:0", "amount": 3}], "text": "bolt"}
    data = make([obj("bears", "Grizzly Bears"), obj("b", bolt, zone="hand")],
                [act("play_spell", object="b", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    texts = [e.text for e in run_scenario(load_scenario(data), R26).steps[-1].events]
    destroyed = texts.index("State-based action: Grizzly Bears is destroyed.")
    assert texts.index("Grizzly Bears dies.") == destroyed + 1


def test_no_2026_concept_label_says_a_2007_word():
    from rulings.engine.citations_2026 import EDITION_2026
    from rulings.engine.wording import WORDS_2026
    labels = {c: WORDS_2026.concept_label(c) for c in EDITION_2026}
    assert {c: label for c, label in labels.items() if words_of_2007(label.replace(":", "."))} == {}
    assert labels["sbe_lethal_damage"] == "state-based action: lethal damage"


def test_2007_concept_labels_keep_2007_words():
    from rulings.engine.wording import WORDS_2007
    assert WORDS_2007.concept_label("sbe_lethal_damage") == "state-based effect: lethal damage"
    assert WORDS_2007.concept_label("comes_into_play_trigger") == "comes into play trigger"
