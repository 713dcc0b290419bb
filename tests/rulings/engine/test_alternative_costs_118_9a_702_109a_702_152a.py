"""118.9a, 702.109a, 702.152a (2026): dash and blitz are alternative costs the action
chooses with `pay.alternative`; the legal-action finder offers them, and only one
alternative cost applies to a spell."""
from __future__ import annotations

from rulings.engine import load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj

R26 = "2026-06-19"
RAIDER = {"name": "Dashing Raider", "mana_cost": "{3}{R}", "types": ["Creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 2,
          "abilities": [{"kind": "keyword", "keyword": "dash", "cost": "{R}"}], "text": "Dash {R}"}
BOLT = {"name": "Dashing Bolt", "mana_cost": "{R}", "types": ["Sorcery"], "targets": ["any_target"],
        "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{R}"}, {"kind": "keyword", "keyword": "dash", "cost": "{R}"}],
        "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Dashing Bolt deals 1 damage to any target.\nFlashback {R}\nDash {R}"}


def test_702_109a_legal_actions_offer_the_dash_cost_when_the_mana_cost_cant_be_paid():
    data = {**make([obj("m", "Mountain"), obj("raider", RAIDER, zone="hand")], []), "rules": R26}
    casts = [a for a in legal_actions(game_at(load_scenario(data), 0))[1] if a.get("object") == "raider"]
    assert [a.get("pay") for a in casts] == [{"alternative": "dash"}]


def test_118_9a_a_spell_cast_with_flashback_cant_also_be_cast_for_its_dash_cost():
    data = {**make([obj("m", "Mountain"), obj("bolt", BOLT, zone="graveyard")],
                   [act("play_spell", object="bolt", targets=["Bob"], pay={"alternative": "dash"})]), "rules": R26}
    last = run_scenario(load_scenario(data)).steps[-1]
    assert last.refused and any("only one alternative cost applies" in e.text for e in last.events)
    assert "118.9a" in {c.rule for e in last.events for c in e.citations}


def test_702_137a_a_lower_life_total_not_a_higher_one_means_a_player_lost_life_this_turn():
    game = game_at(load_scenario({**make([obj("m", "Mountain")], []), "rules": R26}), 0)
    bob = game.players[1]
    assert not bob.lost_life_this_turn
    bob.life = bob.life + 3
    assert not bob.lost_life_this_turn  # gaining life is not losing it
    bob.life = bob.life - 1
    assert bob.lost_life_this_turn
