"""702.81a (retrace) and 702.133a (jump-start), 2026 rules: a card cast from its owner's
graveyard for its mana cost plus a discarded card; the legal-action finder offers it,
a jump-started spell countered is exiled, and the 2007 rules (which don't have either)
refuse it."""
from __future__ import annotations

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_

R26 = "2026-06-19"
JAB = {"name": "Flame Jab", "mana_cost": "{R}", "types": ["Sorcery"], "targets": ["any_target"],
       "abilities": [{"kind": "keyword", "keyword": "retrace"}], "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
       "text": "Flame Jab deals 1 damage to any target.\nRetrace"}
SHOCK = {"name": "Jumping Shock", "mana_cost": "{R}", "types": ["Instant"], "targets": ["any_target"],
         "abilities": [{"kind": "keyword", "keyword": "jump_start"}], "effect": [{"do": "damage", "amount": 2, "to": "target:0"}],
         "text": "Jumping Shock deals 2 damage to any target.\nJump-start"}


def zone(step, oid):
    return next(o["zone"] for p in step.state["zones"].values() for z in p.values() for o in z if o["id"] == oid)


def test_702_81a_legal_actions_offer_retrace_with_each_land_card_to_discard():
    data = {**make([obj("m", "Mountain"), obj("jab", JAB, zone="graveyard"), obj("land", "Forest", zone="hand"),
                    obj("bears", "Grizzly Bears", zone="hand")], []), "rules": R26}
    game = game_at(load_scenario(data), 0)
    casts = [a for a in legal_actions(game)[1] if a.get("type") == "play_spell" and a.get("object") == "jab"]
    assert casts and all(a["pay"] == {"discard": ["land"]} for a in casts)


def test_702_133a_a_countered_jump_started_spell_is_exiled():
    data = {**make([obj("m", "Mountain"), obj("zap", SHOCK, zone="graveyard"), obj("card", "Grizzly Bears", zone="hand"),
                    obj("cs", "Counterspell", "Bob", zone="hand"), obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob")],
                   [act("play_spell", object="zap", targets=["Bob"], pay={"discard": ["card"]}), pass_("Alice"),
                    act("play_spell", "Bob", object="cs", targets=["zap"]), pass_("Bob"), pass_("Alice")]), "rules": R26}
    r = run_scenario(load_scenario(data))
    assert not any(s.refused for s in r.steps), [e.text for e in r.steps[-1].events]
    assert zone(r.steps[-1], "zap") == "removed_from_game"
    assert "702.133a" in {c.rule for s in r.steps for e in s.events for c in e.citations}


def test_702_133a_jump_start_is_refused_under_2007():
    data = make([obj("m", "Mountain"), obj("zap", SHOCK, zone="graveyard"), obj("card", "Grizzly Bears", zone="hand")],
                [act("play_spell", object="zap", targets=["Bob"], pay={"discard": ["card"]})])
    last = run_scenario(load_scenario({**data, "rules": "2007-02-01"})).steps[-1]
    assert last.refused and any("jump-start is later than February 2007" in e.text for e in last.events)
