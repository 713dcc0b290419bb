"""A mana ability whose cost sacrifices or taps another permanent (Phyrexian Altar's
"Sacrifice a creature: Add one mana of any color.", Springleaf Drum's "{T}, Tap an untapped
creature you control: ..."): the action's `pay` names what it sacrifices or taps, whether
the ability is activated on its own (2007 411.1 / 2026 605.3a) or while paying a spell's cost
(`mana_abilities[i].pay`, 409.1g / 601.2g)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def run(lookup, objects, actions, rules):
    data = {"format": 1, "rules": rules, "name": "mana", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next(z for zones in replay.final_state["zones"].values() for z, objs in zones.items() if any(o["id"] == oid for o in objs))


@pytest.mark.parametrize("rules", [R26, R07])
def test_phyrexian_altar_sacrifices_the_creature_named_in_pay(lookup, pool, rules):
    assert pool["Phyrexian Altar"].played
    replay = run(lookup, [obj("altar", "Phyrexian Altar"), obj("bears", "Grizzly Bears")],
                 [{"type": "activate_ability", "player": "Alice", "object": "altar", "choice": "R", "pay": {"sacrifice": ["bears"]}}], rules)
    assert not replay.steps[-1].refused, [ev.text for ev in replay.steps[-1].events]
    assert zone_of(replay, "bears") == "graveyard"
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 1


@pytest.mark.parametrize("rules", [R26, R07])
def test_phyrexian_altar_pays_for_a_spell_with_the_creature_named_in_its_mana_abilities_entry(lookup, rules):
    objects = [obj("altar", "Phyrexian Altar"), obj("bears", "Grizzly Bears"), obj("bolt", "Lightning Bolt", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"],
                "mana_abilities": [{"object": "altar", "choice": "R", "pay": {"sacrifice": ["bears"]}}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert replay.final_state["players"][1]["life"] == 17 and zone_of(replay, "bears") == "graveyard"


def test_without_a_creature_named_the_altar_is_refused_saying_what_is_missing(lookup):
    replay = run(lookup, [obj("altar", "Phyrexian Altar"), obj("bears", "Grizzly Bears")],
                 [{"type": "activate_ability", "player": "Alice", "object": "altar", "choice": "R"}], R26)
    assert replay.steps[-1].refused
    assert "none was chosen" in " ".join(ev.text for ev in replay.steps[-1].events)


def test_springleaf_drum_taps_the_creature_named_in_pay(lookup, pool):
    assert pool["Springleaf Drum"].played
    replay = run(lookup, [obj("drum", "Springleaf Drum"), obj("bears", "Grizzly Bears")],
                 [{"type": "activate_ability", "player": "Alice", "object": "drum", "choice": "G", "pay": {"tap": ["bears"]}}], R26)
    assert not replay.steps[-1].refused, [ev.text for ev in replay.steps[-1].events]
    bears = next(o for zones in replay.final_state["zones"].values() for objs in zones.values() for o in objs if o["id"] == "bears")
    assert bears["tapped"] and replay.final_state["players"][0]["mana_pool"]["G"] == 1


def test_a_mana_abilitys_pay_naming_no_object_is_refused_naming_the_field(lookup):
    from rulings.engine import ScenarioError
    data = {"format": 1, "rules": R26, "name": "mana", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [obj("altar", "Phyrexian Altar"), obj("bolt", "Lightning Bolt", zone="hand")],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"],
                         "mana_abilities": [{"object": "altar", "choice": "R", "pay": {"sacrifice": ["ghost"]}}]}]}
    with pytest.raises(ScenarioError, match=r"mana_abilities\[0\]\.pay\.sacrifice"):
        load_scenario(data, cards=lookup)
