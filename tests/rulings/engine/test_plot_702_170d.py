"""A plotted card (2026 702.170d) is cast from exile without paying its mana cost only during
its owner's main phase with an empty stack, even an instant: the permission's own timing."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

PLOTTED_BOLT = {"name": "Plotted Bolt", "mana_cost": "{R}", "types": ["Instant"], "targets": ["creature_or_player"],
                "effect": [{"do": "damage", "amount": 3, "to": "target:0"}], "text": "Plotted Bolt deals 3 damage to any target.",
                "abilities": [{"kind": "keyword", "keyword": "plot", "cost": "{0}"}]}


def plotted(then):
    objects = [obj("bolt", PLOTTED_BOLT, zone="hand"), obj("a1", "Grizzly Bears", zone="library"),
               obj("b1", "Grizzly Bears", owner="Bob", zone="library")]
    data = make(objects, [act("plot", object="bolt"), act("pass_until", step="end_of_turn"), pass_("Alice"), pass_("Bob"),
                          act("pass_until", player="Bob", step="end_of_turn"), pass_("Bob"), pass_("Alice"), *then])
    data["rules"] = "2026-06-19"
    return run_scenario(load_scenario(data))


def test_an_instant_plotted_is_refused_in_its_owners_upkeep():
    refused = plotted([act("play_spell", object="bolt", targets=["Bob"])]).steps[-1]
    assert refused.refused and refused.citations[0].concept == "plot"


def test_an_instant_plotted_is_cast_free_in_its_owners_main_phase():
    replay = plotted([act("pass_until", phase="precombat_main"), act("play_spell", object="bolt", targets=["Bob"]),
                      pass_("Alice"), pass_("Bob")])
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 17
