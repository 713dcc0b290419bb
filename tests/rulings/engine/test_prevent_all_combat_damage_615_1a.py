"""Fog's "Prevent all combat damage that would be dealt this turn": `prevent_all_damage` with
`from: "combat"` prevents combat damage only (2007: 419.7a; 2026: 615.1a), other damage is dealt."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"


def spell(name, effect, targets=()):
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "effect": effect, "text": name, "targets": list(targets)}


FOG = spell("Fog", [{"do": "prevent_all_damage", "from": "combat"}])
SPARK = spell("Spark", [{"do": "damage", "amount": 1, "to": "target:0"}], ["creature_or_player"])


@pytest.mark.parametrize("rules", [R07, R26])
def test_fog_leaves_damage_that_isnt_combat_damage_alone(rules):
    actions = [act("play_spell", object="fog"), pass_("Alice"), pass_("Bob"),
               act("play_spell", object="spark", targets=["Bob"]), pass_("Alice"), pass_("Bob")]
    r = run_scenario(load_scenario({**make([obj("fog", FOG, zone="hand"), obj("spark", SPARK, zone="hand")], actions),
                                    "rules": rules}))
    assert [p["life"] for p in r.final_state["players"]] == [20, 19]
