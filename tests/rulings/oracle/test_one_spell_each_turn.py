"""Real cards that limit casting to one spell each turn ("can't" wins: 2007 103.2; 2026 101.2):
Eidolon of Rhetoric ("Each player can't cast more than one spell each turn.") and Moderation
("You can't cast more than one spell each turn. Whenever you cast a spell, draw a card.")."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

R26, R07 = "2026-06-19", "2007-02-01"
CANT = {R26: "101.2", R07: "103.2"}


def two_shocks(lookup, limiter, limiter_owner="Alice", caster="Alice", rules=R26):
    objects = [{"id": "s1", "card": "Shock", "owner": caster, "zone": "hand"},
               {"id": "s2", "card": "Shock", "owner": caster, "zone": "hand"},
               {"id": "m1", "card": "Mountain", "owner": caster, "zone": "in_play"},
               {"id": "m2", "card": "Mountain", "owner": caster, "zone": "in_play"},
               {"id": "top", "card": "Grizzly Bears", "owner": limiter_owner, "zone": "library"},
               {"id": "lim", "card": limiter, "owner": limiter_owner, "zone": "in_play"}]
    other = "Bob" if caster == "Alice" else "Alice"
    actions = []
    for s in ("s1", "s2"):
        if caster != "Alice":  # the active player gets priority first, and again after each resolution
            actions.append({"type": "pass_priority", "player": "Alice"})
        actions += [{"type": "play_spell", "player": caster, "object": s, "targets": [other]},
                    {"type": "pass_priority", "player": caster}, {"type": "pass_priority", "player": other}]
        if limiter == "Moderation" and caster == limiter_owner and s == "s1":  # its draw trigger
            actions += [{"type": "pass_priority", "player": caster}, {"type": "pass_priority", "player": other}]
    data = {"format": 1, "rules": rules, "name": "one spell", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def refusals(replay):
    return [st for st in replay.steps if st.refused]


def test_the_cards_are_fully_played(pool):
    assert pool["Eidolon of Rhetoric"].played and pool["Moderation"].played


@pytest.mark.parametrize("rules", [R26, R07])
def test_eidolon_of_rhetoric_refuses_a_second_spell_in_a_turn(lookup, rules):
    replay = two_shocks(lookup, "Eidolon of Rhetoric", rules=rules)
    refused = refusals(replay)
    assert len(refused) == 1 and refused[0].action["object"] == "s2"
    assert CANT[rules] in {c.rule for ev in refused[0].events for c in ev.citations}
    assert replay.final_state["players"][1]["life"] == 18


def test_eidolon_of_rhetoric_binds_its_controllers_opponent_too(lookup):
    replay = two_shocks(lookup, "Eidolon of Rhetoric", limiter_owner="Bob", caster="Bob")
    assert [st.action["object"] for st in refusals(replay)] == ["s2"]


def test_moderation_binds_only_its_controller(lookup):
    assert [st.action["object"] for st in refusals(two_shocks(lookup, "Moderation"))] == ["s2"]
    assert refusals(two_shocks(lookup, "Moderation", limiter_owner="Bob")) == []


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Enchantment"], "text": text}).played
    assert not played("Each player can't cast more than one spell each turn during your turn.")
    assert not played("Each player can't cast more than one noncreature spell each turn.")
