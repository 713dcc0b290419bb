"""Madness (2007 502.24a; 2026 702.35a): whatever makes a player discard the card (an effect,
a cost, the cleanup step's discard to hand size), it goes to exile instead and its trigger
waits; as the trigger resolves the card is cast for its madness cost (502.24b / 702.35b) or
put into its owner's graveyard. A card without madness is discarded as always."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

BOLT = {"name": "Mad Bolt", "mana_cost": "{2}{R}", "types": ["Instant"], "targets": ["any_target"],
        "effect": [{"do": "damage", "amount": 2, "to": "target:0"}],
        "abilities": [{"kind": "keyword", "keyword": "madness", "cost": "{R}"}], "text": "Mad Bolt deals 2 damage to any target."}
#: "{0}, Discard a card: Draw a card."
LOOTER = {"name": "Looter", "mana_cost": "{1}", "types": ["Artifact"],
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}", "discard": 1}, "effect": [{"do": "draw", "amount": 1}],
                         "text": "{0}, Discard a card: Draw a card."}]}


def where(replay, oid):
    for p in replay.steps[-1].state["zones"].values():
        for zone, objs in p.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_card_discarded_as_a_cost_is_exiled_and_cast_for_its_madness_cost(rules):
    objs = [obj("looter", LOOTER), obj("bolt", BOLT, zone="hand"), obj("m", "Mountain"), obj("top", "Forest", zone="library")]
    actions = [act("activate_ability", object="looter", ability=0, pay={"discard": ["bolt"]}),
               pass_("Alice"), {**pass_("Bob"), "choices": {"bolt": {"cast": True}}, "trigger_targets": {"bolt": ["Bob"]}},
               pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    replay = run_scenario(load_scenario({**make(objs, actions), "rules": rules}))
    assert not any(st.refused for st in replay.steps)
    bob = next(p for p in replay.steps[-1].state["players"] if p["name"] == "Bob")
    assert bob["life"] == 18 and where(replay, "bolt") == "graveyard" and where(replay, "top") == "hand"


def test_discarding_to_hand_size_in_cleanup_exiles_the_card_with_madness():
    hand = [obj(f"f{i}", "Forest", zone="hand") for i in range(7)] + [obj("bolt", BOLT, zone="hand")]
    data = make(hand, [pass_("Alice"), {**pass_("Bob"), "discard": ["bolt"]}], phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    texts = [e.text for st in replay.steps for e in st.events]
    assert any("has madness" in t for t in texts), texts
    assert where(replay, "bolt") == "removed_from_game"  # its trigger waits: the active player gets priority (514.3a)


def test_a_card_without_madness_is_discarded_into_the_graveyard():
    objs = [obj("looter", LOOTER), obj("bears", "Grizzly Bears", zone="hand"), obj("top", "Forest", zone="library")]
    replay = run_scenario(load_scenario({**make(objs, [act("activate_ability", object="looter", ability=0, pay={"discard": ["bears"]})]),
                                         "rules": "2026-06-19"}))
    assert where(replay, "bears") == "graveyard"


TAX = {"name": "Tax Stone", "mana_cost": "{2}", "types": ["Artifact"], "text": "Spells cost {1} more to cast.",
       "abilities": [{"kind": "static", "spell_cost": {"more": 1, "spells": "any"}, "text": "Spells cost {1} more to cast."}]}


def test_a_cost_increase_applies_to_the_madness_cost():
    """601.2f: the total cost is the madness cost plus increases: {R} becomes {1}{R}."""
    objs = [obj("looter", LOOTER), obj("tax", TAX), obj("bolt", BOLT, zone="hand"), obj("m", "Mountain"), obj("f", "Forest"),
            obj("top", "Forest", zone="library")]
    actions = [act("activate_ability", object="looter", ability=0, pay={"discard": ["bolt"]}),
               pass_("Alice"), {**pass_("Bob"), "choices": {"bolt": {"cast": True}}, "trigger_targets": {"bolt": ["Bob"]}}]
    replay = run_scenario(load_scenario({**make(objs, actions), "rules": "2026-06-19"}))
    assert not any(st.refused for st in replay.steps)
    texts = [e.text for st in replay.steps for e in st.events]
    assert any("changed to {1}{R}" in t for t in texts), texts
    assert any("casts Mad Bolt from exile" in t for t in texts)
