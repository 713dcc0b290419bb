"""A copy of a spell (2007: 503.10; 2026: 707.10) is named "<spell id>_copy" ("-2", "-3"... for
the next ones) in a scenario's actions, when some card of it copies spells (rulings/engine/copy_ids.py)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj


def with_choice_for(key, copier):
    objs = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    if copier:
        objs.append(obj("twincast", "Twincast", "Bob", zone="hand"))
    return make(objs, [act("pass_priority", choices={key: {"may": True}})])


@pytest.mark.parametrize("key", ["bolt_copy", "bolt_copy-2", "twincast_copy"])
def test_a_copys_id_may_be_named_when_a_card_copies_spells(key):
    load_scenario(with_choice_for(key, copier=True))


def test_a_copys_id_is_unknown_when_no_card_copies_spells():
    with pytest.raises(ScenarioError, match='no object "bolt_copy"'):
        load_scenario(with_choice_for("bolt_copy", copier=False))
