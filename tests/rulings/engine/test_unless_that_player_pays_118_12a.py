""" "[Do something] unless that player pays {N}" (effects/player_unless_pays.py): the player named may
pay; if they don't, the rest happens (2026 118.12a); the choice is theirs as the effect is applied
(2007 413.2c; 2026 608.2d), and a payment they can't make can't be chosen."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"

TITHE = {"name": "Tithe", "mana_cost": "{2}", "types": ["Enchantment"], "text": "Tithe",
         "abilities": [{"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "opponent", "spell": "any"},
                        "effect": [{"do": "player_unless_pays", "player": "event_player", "amount": 2,
                                    "effect": [{"do": "lose_life", "amount": 3, "player": "event_player"}]}],
                        "text": "Whenever an opponent casts a spell, that player loses 3 life unless they pay {2}."}]}
SPARK = {"name": "Spark", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Spark deals 1 damage to target player."}


def tithe(rules, choice, bob_lands=2):
    objects = [obj("tithe", TITHE), obj("spark", SPARK, owner="Bob", zone="hand"),
               *[obj(f"m{i}", "Mountain", owner="Bob") for i in range(bob_lands)]]
    resolve = {**pass_("Alice"), **({"choices": {"tithe": choice}} if choice is not None else {})}
    actions = [pass_("Alice"), act("play_spell", "Bob", object="spark", targets=["Alice"]), pass_("Bob"), resolve]
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def bob(r):
    return next(p for p in r.final_state["players"] if p["name"] == "Bob")


@pytest.mark.parametrize("rules", [R26, R07])
def test_the_player_who_doesnt_pay_loses_the_life(rules):
    r = tithe(rules, {"pays": False})
    assert not any(s.refused for s in r.steps) and bob(r)["life"] == 17


@pytest.mark.parametrize("rules", [R26, R07])
def test_the_player_who_pays_loses_nothing_and_taps_their_lands_for_it(rules):
    r = tithe(rules, {"pays": True})
    assert not any(s.refused for s in r.steps) and bob(r)["life"] == 20
    assert all(o["tapped"] for o in r.final_state["zones"]["Bob"]["in_play"])


def test_without_a_choice_the_player_doesnt_pay_and_the_log_says_so():
    r = tithe(R26, None)
    log = "\n".join(e.text for st in r.steps for e in st.events)
    assert bob(r)["life"] == 17 and "no choice was given" in log


def test_a_player_who_cant_pay_cant_choose_to():
    r = tithe(R26, {"pays": True}, bob_lands=1)
    assert r.steps[-1].refused
