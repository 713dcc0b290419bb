"""The player a trigger event names (rulings/engine/trigger_players.py): "defending player" of an
attacking creature's ability is the player it is attacking, still after it has left combat (2026
508.5; 2007 308.1 "refer only to the defending player it is attacking"); "that player" of a cast
trigger is the player who cast the spell."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

RAIDER = {"name": "Raider", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "Raider",
          "abilities": [{"kind": "triggered", "trigger": {"event": "attacks", "who": "self"},
                         "effect": [{"do": "lose_life", "amount": 2, "player": "defending_player"}],
                         "text": "Whenever this creature attacks, defending player loses 2 life."}]}
UNMAKE = {"name": "Unmake", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature."}
TOLL = {"name": "Toll", "mana_cost": "{2}", "types": ["Enchantment"], "text": "Toll",
        "abilities": [{"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "each", "spell": "any"},
                       "effect": [{"do": "lose_life", "amount": 1, "player": "event_player"}],
                       "text": "Whenever a player casts a spell, that player loses 1 life."}]}
SHOCKLET = {"name": "Shocklet", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
            "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Shocklet deals 1 damage to target player."}


def lives(r):
    return {p["name"]: p["life"] for p in r.final_state["players"]}


@pytest.mark.parametrize("rules, rule", [(R26, "508.5"), (R07, "308.1")])
def test_the_defending_player_is_the_player_the_creature_attacked_even_once_it_has_left_combat(rules, rule):
    actions = [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["raider"]),
               act("play_spell", object="unmake", targets=["raider"]), pass_("Alice"), pass_("Bob"),  # the Raider is destroyed first
               pass_("Alice"), pass_("Bob")]  # then its ability resolves
    r = run_scenario(load_scenario({**make([obj("raider", RAIDER), obj("unmake", UNMAKE, zone="hand")], actions,
                                            phase="combat", step="beginning_of_combat"), "rules": rules}))
    log = "\n".join(e.text for st in r.steps for e in st.events)
    assert not any(s.refused for s in r.steps), log
    assert lives(r) == {"Alice": 20, "Bob": 18}, log
    assert any(rule in rules_of(st) for st in r.steps)


@pytest.mark.parametrize("rules", [R26, R07])
def test_that_player_of_a_cast_trigger_is_the_player_who_cast_the_spell(rules):
    actions = [pass_("Alice"), act("play_spell", "Bob", object="shocklet", targets=["Alice"]),
               pass_("Bob"), pass_("Alice"),  # Toll's ability resolves
               pass_("Alice"), pass_("Bob")]  # then the spell
    r = run_scenario(load_scenario({**make([obj("toll", TOLL), obj("shocklet", SHOCKLET, owner="Bob", zone="hand")], actions),
                                    "rules": rules}))
    log = "\n".join(e.text for st in r.steps for e in st.events)
    assert not any(s.refused for s in r.steps), log
    assert lives(r) == {"Alice": 19, "Bob": 19}, log
