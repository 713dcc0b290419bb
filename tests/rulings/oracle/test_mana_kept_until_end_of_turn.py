"""Real cards whose mana isn't lost as steps and phases end this turn
(rulings/oracle/mana_restrictions.py, rulings/engine/kept_mana.py): "Until end of turn, you
don't lose this mana as steps and phases end." (2026 500.5; 2007 300.3, mana burn)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import texts

EDITIONS = ("2007-02-01", "2026-06-19")


def scenario(objects, actions, rules, phase="precombat_main", step=None):
    turn = {"number": 3, "active_player": "Alice", "phase": phase, **({"step": step} if step else {})}
    return {"format": 1, "rules": rules, "name": "kept", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": turn, "objects": objects, "actions": actions}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def test_the_cards_are_fully_played(pool):
    for name in ("Brazen Collector", "Sakura-Tribe Springcaller"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_sakura_tribe_springcallers_mana_lasts_the_turn(lookup, rules):
    """Its {G} from the upkeep is still there in the precombat main phase and pays for
    Llanowar Elves there; no mana burn as the beginning phase ends (2007)."""
    replay = run_scenario(load_scenario(scenario(
        [obj("caller", "Sakura-Tribe Springcaller"), obj("elves", "Llanowar Elves", "hand"), obj("l1", "Forest", "library")],
        [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},  # the trigger resolves: {G}
         {"type": "pass_until", "player": "Alice", "phase": "precombat_main"},
         {"type": "play_spell", "player": "Alice", "object": "elves"}], rules, phase="beginning", step="untap"), cards=lookup))
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "Alice keeps {G} in their mana pool: until end of turn, they don't lose this mana as steps and phases end." in log
    assert replay.final_state["players"][0]["life"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_kept_mana_is_lost_once_the_turn_ends(lookup, rules):
    libraries = [obj("l1", "Forest", "library"), {**obj("l2", "Forest", "library"), "owner": "Bob"}]
    replay = run_scenario(load_scenario(scenario(
        [obj("caller", "Sakura-Tribe Springcaller"), *libraries],
        [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},  # the trigger resolves: {G}
         {"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],  # on to Bob's turn
        rules, phase="beginning", step="untap"), cards=lookup))
    log = texts(replay)
    assert "Turn 4 begins; Bob is the active player." in log
    assert replay.final_state["players"][0]["mana_pool"]["G"] == 0, log
    # 2007: lost as the end phase ends, 1 mana burn; 2026: it simply empties
    assert replay.final_state["players"][0]["life"] == (19 if rules == "2007-02-01" else 20)


def test_brazen_collectors_mana_stays_as_the_declare_attackers_step_ends(lookup):
    rules = "2026-06-19"
    replay = run_scenario(load_scenario(scenario(
        [obj("collector", "Brazen Collector")],
        [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
         {"type": "declare_attackers", "player": "Alice", "attackers": ["collector"]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
         {"type": "declare_blockers", "player": "Bob", "blocks": []}], rules), cards=lookup))
    log = texts(replay)
    assert replay.final_state["step"] == "declare_blockers", log
    assert "Alice keeps {R} in their mana pool: until end of turn, they don't lose this mana as steps and phases end." in log
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 1, log


@pytest.mark.parametrize("text", [
    "When this creature dies, add one mana of any color. Until end of turn, you don't lose this mana as steps and phases end.",
    "Until end of turn, you don't lose this mana as steps and phases end.",
    "When this creature enters, add {R}. Until end of combat, you don't lose this mana as steps end.",
])
def test_a_near_miss_stays_text_only(text):
    compiled = compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{2}", "power": "1", "toughness": "1", "text": text})
    assert not compiled.played, compiled.definition
