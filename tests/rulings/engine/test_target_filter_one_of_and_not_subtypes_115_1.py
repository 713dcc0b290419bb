"""Target filters that say "one of" and "not of a subtype" (target_filter.py `any_of`, `not_subtypes`):
what the object must be is what "target [something]" says (2007 415.1-415.2; 2026 115.1). The
loader names a wrong field; a filter naming a Vehicle is refused under the 2007 rules (2026 301.7)."""
import pytest

from rulings.engine import target_filter as tf

KEYWORDS = ("flying",)
BROKEN_WINGS = {"any_of": [{"types": ["Artifact"]}, {"types": ["Enchantment"]}, {"types": ["Creature"], "keyword": "flying"}]}


def test_a_filter_of_alternatives_is_described_in_oracle_words():
    assert tf.describe(BROKEN_WINGS) == "target artifact, enchantment, or creature with flying"
    assert tf.describe({"types": ["Creature"], "not_subtypes": ["Angel", "Demon"]}) == "target non-Angel non-Demon creature"


@pytest.mark.parametrize("spec, field", [
    ({"any_of": [{"types": ["Creature"]}]}, "any_of"),  # one alternative is no choice
    ({"any_of": [{"types": ["Creature"]}, {"zone": "graveyard"}]}, "any_of[1].zone"),  # where goes with them all
    ({"any_of": [{"types": ["Creature"]}, {"keyword": "flying"}]}, "any_of[1]"),  # an alternative says what it is
    ({"any_of": [{"types": ["Creature"]}, {"types": ["Land"]}], "types": ["Artifact"]}, "any_of"),
    ({"any_of": [{"types": ["Creature"]}, {"types": ["Dragon"]}]}, "any_of[1].types[0]"),
    ({"not_subtypes": []}, "not_subtypes"),
])
def test_a_wrong_field_is_named(spec, field):
    assert field in [f for f, _ in tf.problems(spec, KEYWORDS)]


def test_the_good_filters_have_no_problem():
    assert tf.problems(BROKEN_WINGS, KEYWORDS) == []
    assert tf.problems({"types": ["Creature"], "not_subtypes": ["Angel"], "controller": "you"}, KEYWORDS) == []


def test_only_a_filter_naming_a_vehicle_or_a_saga_is_later_than_2007():
    assert tf.names_later_subtypes({"any_of": [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]})
    assert tf.names_later_subtypes({"any_of": [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]})
    assert not tf.names_later_subtypes(BROKEN_WINGS)
    assert not tf.names_later_subtypes("creature")
