"""The rule differences between the February 2007 and the June 2026 rules,
each played under both editions (tests named after the 2026 rule)."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"


def both(data):
    scenario = load_scenario(data)
    return run_scenario(scenario, R07), run_scenario(scenario, R26)


def in_play(state, player, oid):
    return next((o for o in state["zones"][player]["in_play"] if o["id"] == oid), None)


def _growth_then_humble():
    objs = [obj("bears", "Grizzly Bears", owner="Bob"), obj("forest", "Forest", owner="Bob"),
            obj("growth", "Giant Growth", owner="Bob", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
            obj("humble", "Humble", zone="hand")]
    return make(objs, [act("play_spell", "Bob", object="growth", targets=["bears"], mana_abilities=[{"object": "forest"}]),
                       pass_("Bob"), pass_("Alice"),
                       act("play_spell", object="humble", targets=["bears"],
                           mana_abilities=[{"object": "p1"}, {"object": "p2"}]),
                       pass_("Alice"), pass_("Bob")], priority="Bob")


def test_613_4_setting_effects_apply_before_modifying_ones_whatever_their_timestamps():
    r07, r26 = both(_growth_then_humble())
    bears07, bears26 = in_play(r07.final_state, "Bob", "bears"), in_play(r26.final_state, "Bob", "bears")
    assert (bears07["power"], bears07["toughness"]) == (0, 1)  # 418.5a 6b: Humble is the later one
    assert (bears26["power"], bears26["toughness"]) == (3, 4)  # 613.4b 0/1, then 613.4c +3/+3
