"""Explore (2026 701.44): the exploring permanent's controller reveals the top card of their
library; a land goes into the hand, otherwise a +1/+1 counter goes on the explorer and the
card may go into the graveyard (701.44a). A permanent gone from the battlefield still
explores, by its last known information, and gets no counter (701.44b-c). Under the 2007
rules (which have no explore) a permanent already on the battlefield explores nothing."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

#: "Sacrifice this creature: It explores." (the explorer is gone as the ability resolves)
SCOUT = {"name": "Doomed Scout", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
         "abilities": [{"kind": "activated", "cost": {"sacrifice": "self"}, "effect": [{"do": "explore", "what": "self"}],
                        "text": "Sacrifice this creature: It explores."}]}
#: "Target creature you control explores."
EXPLORE = {"name": "Go Explore", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["creature_you_control"],
           "effect": [{"do": "explore", "what": "target:0"}], "text": "Target creature you control explores."}


def run(objects, actions, rules="2026-06-19"):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def where(replay, oid):
    for p in replay.steps[-1].state["zones"].values():
        for zone, objs in p.items():
            for o in objs:
                if o["id"] == oid:
                    return zone, o.get("counters", {})
    return None, {}


def sacrifice_the_scout(top, choices=None, rules="2026-06-19"):
    resolve = {**pass_("Bob"), **({"choices": {"scout": choices}} if choices else {})}
    return run([obj("scout", SCOUT), obj("top", top, zone="library")],
               [act("activate_ability", object="scout", ability=0), pass_("Alice"), resolve], rules)


def test_701_44a_target_creature_you_control_explores_a_nonland_card_into_the_graveyard():
    replay = run([obj("go", EXPLORE, zone="hand"), obj("bears", "Grizzly Bears"), obj("lions", "Hill Giant", zone="library")],
                 [act("play_spell", object="go", targets=["bears"]), pass_("Alice"),
                  {**pass_("Bob"), "choices": {"go": {"cards": ["lions"]}}}])
    assert where(replay, "bears") == ("in_play", {"+1/+1": 1})
    assert where(replay, "lions")[0] == "graveyard"
    assert any(c.rule == "701.44a" for st in replay.steps for c in st.citations)


def test_701_44c_a_gone_explorer_still_reveals_a_land_into_the_hand():
    replay = sacrifice_the_scout("Forest")
    assert where(replay, "top")[0] == "hand" and where(replay, "scout")[0] == "graveyard"


def test_701_44c_a_gone_explorer_gets_no_counter_and_the_card_may_still_be_binned():
    replay = sacrifice_the_scout("Grizzly Bears", {"cards": ["top"]})
    assert where(replay, "top")[0] == "graveyard"
    assert any("has left the battlefield, so no counter" in e.text for st in replay.steps for e in st.events)


def test_under_2007_a_permanent_on_the_battlefield_explores_nothing_and_says_why():
    replay = sacrifice_the_scout("Forest", rules="2007-02-01")
    assert where(replay, "top")[0] == "library"
    assert any("later than the February 2007 rules" in e.text and "701.44" in e.text
               for st in replay.steps for e in st.events)
