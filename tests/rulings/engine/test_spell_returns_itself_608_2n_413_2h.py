"""An instant or sorcery whose instruction returns it to its owner's hand ("Return Research the
Deep to its owner's hand."): it leaves the stack as it resolves, so it isn't put into the graveyard
as the final part of its resolution (2026 608.2n; 2007 413.2h); cast with flashback, the flashback
replacement exiles it instead (2007 502.22a; 2026 702.34a)."""
import pytest

from rulings.engine import load_scenario, run_scenario

SPELL = {"name": "Homing Thought", "types": ["Sorcery"], "mana_cost": "{U}",
         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}, {"do": "return_this_spell_to_hand"}],
         "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{U}"}]}
RULE = {"2026-06-19": "608.2n", "2007-02-01": "413.2h"}


def cast(rules, zone):
    sc = {"format": 1, "rules": rules, "name": "homing", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": [{"id": "spell", "card": SPELL, "owner": "Alice", "zone": zone},
                      {"id": "isl", "card": "Island", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "play_spell", "player": "Alice", "object": "spell"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc))
    zones = replay.final_state["zones"]["Alice"]
    where = next(z for z, objs in zones.items() if any(o.get("id") == "spell" for o in objs))
    return where, replay


@pytest.mark.parametrize("rules", RULE)
def test_the_spell_returns_to_its_owners_hand_instead_of_the_graveyard(rules):
    where, replay = cast(rules, "hand")
    assert where == "hand" and replay.final_state["players"][0]["life"] == 21
    assert RULE[rules] in {c.rule for ev in replay.steps[-1].events for c in ev.citations}


@pytest.mark.parametrize("rules", RULE)
def test_a_spell_cast_with_flashback_is_exiled_instead(rules):
    where, _ = cast(rules, "graveyard")
    assert where in ("removed_from_game", "exile")
