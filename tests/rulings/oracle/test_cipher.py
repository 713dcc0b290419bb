"""Cipher (2026 702.99a) on a real card, Shadow Slice ("Target opponent loses 3 life.
Cipher"): as it resolves its card may be exiled encoded on a creature its controller
controls; whenever that creature deals combat damage to a player, its controller may copy
the encoded card and cast the copy without paying its mana cost. Later than February 2007:
refused there."""
from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"
PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def slice_then_attack(lookup, encode_on="bears", cast=True, rules=R26):
    objects = [obj("slice", "Shadow Slice", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(5)), obj("bears", "Grizzly Bears")]
    resolve = dict(PASS[1])
    if encode_on:
        resolve["choices"] = {"slice": {"cipher": encode_on}}
    trigger = dict(PASS[1], choices={"bears": {"cast": cast}}, trigger_targets={"slice": ["Bob"]})
    actions = [{"type": "play_spell", "player": "Alice", "object": "slice", "targets": ["Bob"]}, PASS[0], resolve,
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 2}]},
               PASS[0], trigger, *PASS]
    data = {"format": 1, "rules": rules, "name": "cipher", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def life(replay, name):
    return next(p["life"] for p in replay.final_state["players"] if p["name"] == name)


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def test_shadow_slice_is_fully_played(pool):
    assert pool["Shadow Slice"].played
    assert {"kind": "keyword", "keyword": "cipher"} in pool["Shadow Slice"].definition["abilities"]


def test_encoded_it_is_cast_again_as_a_copy_when_the_creature_deals_combat_damage(lookup):
    replay = slice_then_attack(lookup)
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    assert life(replay, "Bob") == 20 - 3 - 2 - 3
    assert zone_of(replay, "slice") == "removed_from_game"
    assert "702.99a" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_not_encoded_it_goes_to_the_graveyard(lookup):
    replay = slice_then_attack(lookup, encode_on=None, cast=False)
    assert zone_of(replay, "slice") == "graveyard" and life(replay, "Bob") == 20 - 3 - 2


def test_the_copy_need_not_be_cast(lookup):
    replay = slice_then_attack(lookup, cast=False)
    assert life(replay, "Bob") == 20 - 3 - 2 and zone_of(replay, "slice") == "removed_from_game"


def test_under_2007_a_spell_with_cipher_is_refused(lookup):
    refused = slice_then_attack(lookup, rules=R07).steps[1]
    assert refused.refused and any("702.99" in ev.text for ev in refused.events)


def test_a_cipher_spell_whose_copy_needs_a_choice_is_played():
    """Mental Vapors: "Target player discards a card." The copy's discard choice is named by the
    copy's id ("<card id>_copy": rulings/engine/copy_ids.py)."""
    assert compile_card({"name": "Mental Vapors", "mana_cost": "{3}{B}", "types": ["Sorcery"],
                         "text": "Target player discards a card.\nCipher"}).played
