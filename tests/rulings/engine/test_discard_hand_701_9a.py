""" "Discard your hand" (`discard_hand`): every card of the hand to its owner's graveyard,
none chosen (2026 701.9a); an empty hand discards nothing."""
from .conftest import act, make, obj, objects_by_id, pass_

EMPTY = {"name": "Empty Mind", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Discard your hand.",
         "effect": [{"do": "discard_hand", "player": "you"}]}


def test_701_9a_every_card_of_the_hand_is_discarded(play):
    objs = [obj("e", EMPTY, zone="hand"), obj("b", "Grizzly Bears", zone="hand"), obj("f", "Forest", zone="hand")]
    r = play({**make(objs, [act("play_spell", object="e"), pass_("Alice"), pass_("Bob")]), "rules": "2026-06-19"})
    state = objects_by_id(r.steps[-1].state)
    assert {"b", "f"} <= {oid for oid, o in state.items() if o["zone"] == "graveyard"}
    assert any(c.rule == "701.9a" for st in r.steps for e in st.events for c in e.citations)


def test_an_empty_hand_discards_nothing(play):
    r = play(make([obj("e", EMPTY, zone="hand")], [act("play_spell", object="e"), pass_("Alice"), pass_("Bob")]))
    assert not any(st.refused for st in r.steps)
    assert any("has no card in hand to discard" in e.text for st in r.steps for e in st.events)
