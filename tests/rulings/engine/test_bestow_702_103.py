"""Bestow (2026 702.103): cast bestowed (an alternative cost, 702.103a) the spell is an Aura
spell with enchant creature (702.103b), so it needs a creature target; a card without bestow
can't be cast that way; under the 2007 rules, which have no bestow, the card is refused."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

NYMPH = {"name": "Test Nymph", "mana_cost": "{1}{G}", "types": ["Enchantment", "Creature"], "subtypes": ["Nymph"],
         "power": 2, "toughness": 2, "text": "Bestow {2}{G}\nEnchanted creature gets +2/+2.",
         "abilities": [{"kind": "keyword", "keyword": "bestow", "cost": "{2}{G}"},
                       {"kind": "static", "affects": "enchanted", "pump": {"power": 2, "toughness": 2}, "text": "Enchanted creature gets +2/+2."}]}
PLAIN = {**NYMPH, "name": "Plain Nymph", "abilities": NYMPH["abilities"][1:]}


def run(card, targets=("bears",), rules="2026-06-19"):
    objs = [obj("nymph", card, zone="hand"), obj("bears", "Grizzly Bears"), *(obj(f"f{i}", "Forest") for i in range(3))]
    actions = [act("play_spell", object="nymph", targets=list(targets), pay={"alternative": "bestow"}), pass_("Alice"), pass_("Bob")]
    return run_scenario(load_scenario({**make(objs, actions), "rules": rules}))


def test_702_103b_a_bestowed_spell_needs_a_creature_target_and_enchants_it():
    replay = run(NYMPH)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    nymph = next(o for o in replay.steps[-1].state["zones"]["Alice"]["in_play"] if o["id"] == "nymph")
    assert nymph["attached_to"] == "bears" and "Creature" not in nymph["types"]


def test_a_bestowed_spell_without_a_target_is_refused():
    assert run(NYMPH, targets=()).steps[1].refused


def test_a_card_without_bestow_can_not_be_cast_bestowed():
    assert run(PLAIN).steps[1].refused


def test_under_2007_a_card_with_bestow_is_refused():
    assert run(NYMPH, rules="2007-02-01").steps[1].refused
