"""A real card that copies a spell (rulings/oracle/copies.py): "Copy target
instant or sorcery spell. You may choose new targets for the copy." The copy
keeps the original's choices unless the action's `copy_targets` gives new
ones, each legal and named by its field when not (2007: 503.10, 503.10b;
2026: 707.10, 707.10c)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, texts

EDITIONS = {"2007-02-01": ("503.10", "503.10b"), "2026-06-19": ("707.10", "707.10c")}


def scenario(copy_targets, rules, cards=None):
    objects = [{"id": "shock", "card": "Shock", "owner": "Alice", "zone": "hand"},
               {"id": "mountain", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
               {"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "in_play"},
               {"id": "copier", "card": cards or "Reverberate", "owner": "Bob", "zone": "hand"},
               {"id": "m1", "card": "Mountain", "owner": "Bob", "zone": "in_play"},
               {"id": "m2", "card": "Mountain", "owner": "Bob", "zone": "in_play"}]
    resolve = {"type": "pass_priority", "player": "Alice"}
    if copy_targets is not None:
        resolve["copy_targets"] = {"shock": copy_targets}
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "copier", "targets": ["shock"]},
               {"type": "pass_priority", "player": "Bob"}, resolve,
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},  # the copy
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]  # Shock
    return {"format": 1, "rules": rules, "name": "copy", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def test_reverberate_is_fully_played(pool):
    assert pool["Reverberate"].played
    assert pool["Reverberate"].definition["effect"] == [{"do": "copy_spell", "what": "target:0", "new_targets": True}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_reverberate_copy_with_a_new_target_deals_its_damage_there(lookup, rules):
    replay = run(scenario([["lions"]], rules), lookup)
    assert not any(st.refused for st in replay.steps)
    assert any("A copy of Shock goes on the stack under Bob's control targeting Savannah Lions (new targets)." == t for t in texts(replay))
    assert (EDITIONS[rules][0], "copy_spell") in cited_pairs(replay) and (EDITIONS[rules][1], "copy_new_targets") in cited_pairs(replay)
    assert replay.final_state["players"][1]["life"] == 18  # the original still hits Bob


@pytest.mark.parametrize("rules", EDITIONS)
def test_reverberate_copy_without_new_targets_keeps_the_original_target(lookup, rules):
    replay = run(scenario(None, rules), lookup)
    assert replay.final_state["players"][1]["life"] == 16


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_illegal_new_target_is_refused_naming_the_field(lookup, rules):
    replay = run(scenario([["mountain"]], rules), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert any("copy_targets.shock[0][0]: mountain can't be a new target of the copy of Shock" in ev.text for ev in step.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_more_new_targets_than_the_original_has_are_refused_naming_the_field(lookup, rules):
    replay = run(scenario([["lions", "Alice"]], rules), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert any("copy_targets.shock[0]: the copy of Shock has 1 target(s)" in ev.text for ev in step.events)


def test_copy_target_spell_alone_keeps_the_original_targets(lookup):
    """Without "You may choose new targets for the copy" new targets are refused."""
    alone = compile_card({"name": "Plain Copy", "types": ["Instant"], "mana_cost": "{R}{R}",
                          "text": "Copy target instant or sorcery spell.", "layout": "normal"})
    assert alone.played and alone.definition["effect"][0]["new_targets"] is False
    cards = lambda name: alone.definition if name == "Plain Copy" else lookup(name)  # noqa: E731
    replay = run(scenario([["lions"]], "2026-06-19", cards="Plain Copy"), cards)
    step = next(st for st in replay.steps if st.refused)
    assert any("doesn't say its controller may choose new targets" in ev.text for ev in step.events)


@pytest.mark.parametrize("text", [
    "Copy target spell. You may choose new targets for the copy.",  # a permanent spell's copy is a token
    "Copy target creature spell. You may choose new targets for the copy.",
    "You may choose new targets for the copy.",
    "Copy target instant or sorcery spell. You may choose new targets for the copies.",
])
def test_a_near_miss_copy_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{U}", "text": text}).played
