""" "The Ring tempts you" (2026 701.54; rulings/oracle/the_ring.py, rulings/engine/the_ring.py):
real cards of the pool that tempt you, played under the 2026 rules (the Ring is later than the
February 2007 rules: refused under them), and near-misses that stay text only."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, obj

R26 = "2026-06-19"
PASSES = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "the ring", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def log(replay):
    return " ".join(e.text for st in replay.steps for e in st.events)


def refused(replay):
    return [e.text for st in replay.steps if st.refused for e in st.events]


def cast_birthday_escape(chosen="bears", rules=R26):
    objects = [obj("escape", "Birthday Escape", zone="hand"), obj("island", "Island"), obj("bears", "Grizzly Bears"),
               *[obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(2)]]
    resolve = {"type": "pass_priority", "player": "Bob", **({"choices": {"escape": {"ring_bearer": chosen}}} if chosen else {})}
    actions = [{"type": "play_spell", "player": "Alice", "object": "escape", "mana_abilities": [{"object": "island"}]},
               PASSES[0], resolve]
    return scenario(objects, actions, rules)


def test_the_ring_tempts_you_cards_are_fully_played(pool):
    for name in ("Birthday Escape", "Claim the Precious", "Took Reaper"):
        assert pool[name].played, name
    assert pool["Birthday Escape"].definition["effect"] == [{"do": "draw", "amount": 1}, {"do": "the_ring_tempts_you"}]


def test_701_54a_birthday_escape_draws_then_the_ring_tempts_you(lookup):
    replay = run_scenario(load_scenario(cast_birthday_escape(), cards=lookup))
    assert not refused(replay)
    text = log(replay)
    assert "Alice gets an emblem named The Ring." in text
    assert "Grizzly Bears becomes their Ring-bearer" in text
    assert text.index("draws") < text.index("emblem named The Ring")
    assert {"701.54a", "701.54c", "701.54d"} <= cited(replay)


def test_701_54a_birthday_escape_without_a_ring_bearer_choice_is_refused_naming_the_field(lookup):
    replay = run_scenario(load_scenario(cast_birthday_escape(chosen=None), cards=lookup))
    assert any("choices.escape.ring_bearer" in t for t in refused(replay))


def test_claim_the_precious_destroys_then_tempts(lookup):
    objects = [obj("claim", "Claim the Precious", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(3)],
               obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "claim", "targets": ["giant"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               PASSES[0], {**PASSES[1], "choices": {"claim": {"ring_bearer": "bears"}}}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not refused(replay)
    graveyard = [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert graveyard == ["giant"]
    assert "Grizzly Bears becomes their Ring-bearer" in log(replay)


def test_took_reaper_dying_tempts_its_controller(lookup):
    objects = [obj("reaper", "Took Reaper"), obj("bears", "Grizzly Bears"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["reaper"], "mana_abilities": [{"object": "m"}]},
               *PASSES, PASSES[0], {**PASSES[1], "choices": {"reaper": {"ring_bearer": "bears"}}}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not refused(replay)
    assert "Grizzly Bears becomes their Ring-bearer" in log(replay)


def test_a_card_that_tempts_you_is_refused_under_the_2007_rules(lookup):
    with pytest.raises(ScenarioError, match="later than the February 2007 rules"):
        load_scenario(cast_birthday_escape(rules="2007-02-01"), cards=lookup)


@pytest.mark.parametrize("text", ["Whenever the Ring tempts you, draw a card.",
                                  "Draw a card. The Ring tempts you twice.",
                                  "Draw a card. If Frodo is your Ring-bearer, the Ring tempts you."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Frodo", "mana_cost": "{U}", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})
    assert not card.played
