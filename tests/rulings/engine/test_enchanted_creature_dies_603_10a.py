"""An Aura's "When enchanted creature dies, return that card to the battlefield under your control"
(rulings/engine/aura_dies.py): a leaves-the-battlefield ability that looks back in time (2007:
410.10c; 2026: 603.10a) to what the Aura enchanted; another creature's death doesn't trigger it, and
a card that left the graveyard before it resolves is a new object that doesn't return (217.1c / 400.7)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

TEXT = "When enchanted creature dies, return that card to the battlefield under your control."
DEMISE = {"name": "Test Demise", "mana_cost": "{1}{B}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
          "text": f"Enchant creature\n{TEXT}",
          "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                        {"kind": "triggered", "trigger": {"event": "dies", "who": "enchanted"}, "text": TEXT,
                         "effect": [{"do": "return_to_play_under_your_control", "what": "it"}]}]}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2, "text": ""}
KILL = {"name": "Kill", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "Destroy target creature.",
        "effect": [{"do": "destroy", "what": "target:0"}]}
BANISH = {"name": "Banish", "mana_cost": "{0}", "types": ["Instant"], "targets": [{"zone": "graveyard", "types": ["Creature"]}],
          "text": "Exile target creature card from a graveyard.", "effect": [{"do": "remove_from_game", "what": "target:0"}]}


def where(replay, oid):
    return next((p, z) for p, zones in replay.final_state["zones"].items() for z, objs in zones.items()
                if isinstance(objs, list) and any(o.get("id") == oid for o in objs))


def run(target, extra=(), rules="2026-06-19", more=()):
    objs = [obj("demise", DEMISE, attached_to="x"), obj("x", BEAR, owner="Bob"), obj("y", BEAR, owner="Bob"),
            obj("kill", KILL, zone="hand"), *extra]
    actions = [act("play_spell", object="kill", targets=[target]), pass_("Alice"), pass_("Bob"), *more, pass_("Alice"), pass_("Bob")]
    return run_scenario(load_scenario({**make(objs, actions), "rules": rules}))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "410.10c"), ("2026-06-19", "603.10a")])
def test_the_enchanted_creature_returns_under_the_auras_controller(rules, rule):
    replay = run("x", rules=rules)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert where(replay, "x") == ("Alice", "in_play")
    assert where(replay, "demise") == ("Alice", "graveyard")
    assert rule in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_another_creature_dying_doesnt_trigger_it():
    replay = run("y")
    assert where(replay, "y") == ("Bob", "graveyard")
    assert where(replay, "demise") == ("Alice", "in_play")


def test_a_card_exiled_from_the_graveyard_in_response_doesnt_return():
    replay = run("x", extra=[obj("banish", BANISH, zone="hand")],
                 more=[act("play_spell", object="banish", targets=["x"]), pass_("Alice"), pass_("Bob")])
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert where(replay, "x") == ("Bob", "removed_from_game")
    assert "The card is no longer in the graveyard, so nothing returns." in [e.text for st in replay.steps for e in st.events]
