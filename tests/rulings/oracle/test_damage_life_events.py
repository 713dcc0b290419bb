"""Combat-damage trigger heads (rulings/oracle/damage_life_events.py, damage_triggers.py) played from
real cards (damage_life_events_cards.json: records copied from the pool): "deals combat damage to a
player or planeswalker" (Dreadhorde Butcher), "Whenever one or more creatures you control deal combat
damage to a player" (once per player per combat damage step: 2007 310.4 with 410.6, 2026 510.2 with
603.2c; rulings/engine/combat_damage_batches.py), "a creature you control deals combat damage, you
gain that much life" (Noble Purpose: once for each creature), "is dealt [combat] damage, you gain that
much life" (Soul Link, Wall of Essence); and near misses, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, life, log, obj, p

CARDS = Path(__file__).parent / "damage_life_events_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ONCE = {R2007: "410.6", R2026: "603.2c"}


def combat(cards, objects, attackers, rules, blocks=(), attacking=None):
    """Alice attacks from the beginning of combat; combat damage is assigned as the rules default it,
    then every trigger resolves."""
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": attackers}
    if attacking:
        declare["attacking"] = attacking
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}, declare,
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice"}]
    actions += [p("Alice"), p("Bob")] * (3 if rules == R2007 else 2)  # 2007: combat damage uses the stack (310.1)
    doc = {"format": 1, "rules": rules, "name": "combat damage triggers", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



def state_obj(replay, oid):
    return next(o for o in replay.final_state["objects"] if o["id"] == oid) if "objects" in replay.final_state else None


@pytest.mark.parametrize("name", ["Dreadhorde Butcher", "Grateful Apparition", "Professional Face-Breaker", "Grazilaxx, Illithid Scholar",
                                  "Noble Purpose", "Sunhome Enforcer", "Soul Link", "Wall of Essence", "Wayward Guide-Beast"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_dreadhorde_butcher_gets_a_counter_for_combat_damage_to_a_player(cards, rules):
    replay = combat(cards, [obj("butcher", "Dreadhorde Butcher")], ["butcher"], rules)
    assert "Dreadhorde Butcher's ability triggers" in log(replay), log(replay)
    assert "+1/+1" in log(replay).split("Dreadhorde Butcher's ability triggers", 1)[1], log(replay)
    assert life(replay)["Bob"] == 19, log(replay)


def test_dreadhorde_butcher_triggers_on_combat_damage_to_a_planeswalker_2026(cards):
    replay = combat(cards, [obj("butcher", "Dreadhorde Butcher"), obj("pw", "Ajani Goldmane", owner="Bob", counters={"loyalty": 4})],
                    ["butcher"], R2026, attacking={"butcher": "pw"})
    assert "Dreadhorde Butcher's ability triggers" in log(replay), log(replay)
    assert life(replay)["Bob"] == 20, log(replay)
    assert "+1/+1 counter" in log(replay).split("Dreadhorde Butcher's ability triggers", 1)[1], log(replay)


def test_dreadhorde_butcher_blocked_deals_no_damage_to_a_player_and_doesnt_trigger(cards):
    replay = combat(cards, [obj("butcher", "Dreadhorde Butcher"), obj("giant", "Hill Giant", owner="Bob")], ["butcher"], R2026,
                    blocks=[("giant", "butcher")])
    assert "Dreadhorde Butcher's ability triggers: \"Whenever" not in log(replay), log(replay)


LIBRARY = [obj(f"lib{n}", "Mountain", zone="library") for n in range(3)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_grazilaxx_triggers_once_for_all_the_creatures_that_hit_a_player_in_one_step(cards, rules):
    objects = [obj("graz", "Grazilaxx, Illithid Scholar"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")] + LIBRARY
    replay = combat(cards, objects, ["graz", "bears", "giant"], rules)
    assert log(replay).count("Grazilaxx, Illithid Scholar's ability triggers") == 1, log(replay)
    assert life(replay)["Bob"] == 12, log(replay)
    assert "Alice draws" in log(replay), log(replay)
    assert ONCE[rules] in cited(replay), sorted(cited(replay))


def test_face_breaker_doesnt_trigger_when_no_creature_hits_a_player(cards):
    objects = [obj("breaker", "Professional Face-Breaker"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, objects, ["bears"], R2026, blocks=[("giant", "bears")])
    assert "Professional Face-Breaker's ability triggers" not in log(replay), log(replay)
    assert "Treasure" not in log(replay), log(replay)


def test_face_breaker_makes_one_treasure_for_two_creatures_hitting_a_player(cards):
    objects = [obj("breaker", "Professional Face-Breaker"), obj("bears", "Grizzly Bears")]
    replay = combat(cards, objects, ["breaker", "bears"], R2026)
    assert log(replay).count("Professional Face-Breaker's ability triggers") == 1, log(replay)
    assert "Treasure" in log(replay).split("Professional Face-Breaker's ability triggers", 1)[1], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_noble_purpose_gains_each_creatures_combat_damage(cards, rules):
    objects = [obj("np", "Noble Purpose"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")]
    replay = combat(cards, objects, ["bears", "giant"], rules)
    assert log(replay).count("Noble Purpose's ability triggers") == 2, log(replay)
    assert life(replay) == {"Alice": 25, "Bob": 15}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_soul_link_gains_the_damage_its_creature_deals_and_is_dealt(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("link", "Soul Link", attached_to="bears"), obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, objects, ["bears"], rules, blocks=[("giant", "bears")])
    assert log(replay).count("Soul Link's ability triggers") == 2, log(replay)
    assert life(replay) == {"Alice": 25, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wall_of_essence_gains_the_combat_damage_it_is_dealt(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("wall", "Wall of Essence", owner="Bob")]
    replay = combat(cards, objects, ["giant"], rules, blocks=[("wall", "giant")])
    assert life(replay) == {"Alice": 20, "Bob": 23}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wayward_guide_beast_returns_a_land_of_its_controllers_to_hand(cards, rules):
    replay = combat(cards, [obj("beast", "Wayward Guide-Beast"), obj("forest", "Forest")], ["beast"], rules)
    assert life(replay)["Bob"] == 18, log(replay)
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert hand == ["forest"], log(replay)


@pytest.mark.parametrize("text", [
    "Whenever one or more creatures you control deal combat damage to a player, you may sacrifice one of them.",
    "Whenever one or more creatures you control deal combat damage to a player, draw that many cards.",
    "Whenever this creature deals combat damage to a player or planeswalker, that player discards a card.",
    "Whenever this creature is dealt combat damage, you gain that much life plus 1.",
    "Whenever this creature deals combat damage to a player, return a land you control to its owner's hand unless they pay {1}.",
    "Whenever a creature you control deals combat damage, you may gain that much life."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
