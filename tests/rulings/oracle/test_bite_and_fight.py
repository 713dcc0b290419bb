"""Real cards where a creature deals damage equal to its power (rulings/oracle/damage_triggers.py,
rulings/engine/effects/fight.py): Soul's Fire and Clear Shot ("bite": the creature is the
source), Repentance ("deals damage to itself"), Prey Upon (fight, 2026 701.14a; later than
2007, whose rules follow its reminder text)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


@pytest.mark.parametrize("name", ["Soul's Fire", "Clear Shot", "Repentance", "Prey Upon"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


def _cast(lookup, card, targets, lands, rules, land="Mountain"):
    objects = [obj("spell", card, "Alice", "hand"), obj("bears", "Grizzly Bears", "Alice"), obj("giant", "Hill Giant", "Bob"),
               obj("angel", "Serra Angel", "Bob")] + [obj(f"l{i}", land, "Alice") for i in range(lands)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets,
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def _where(replay, oid):
    for zones in replay.final_state["zones"].values():
        for zone, objs in zones.items():
            for o in objs:
                if o["id"] == oid:
                    return zone, o
    return None, None


@pytest.mark.parametrize("rules", EDITIONS)
def test_souls_fire_the_creature_deals_its_power_to_a_player(lookup, rules):
    replay = _cast(lookup, "Soul's Fire", ["bears", "Bob"], 3, rules)
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    assert life == {"Alice": 20, "Bob": 18}, texts(replay)
    assert any(t.startswith("Grizzly Bears deals 2 damage to Bob") for t in texts(replay)), texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_clear_shot_uses_the_power_after_its_pump(lookup, rules):
    replay = _cast(lookup, "Clear Shot", ["bears", "giant"], 3, rules, land="Forest")
    assert _where(replay, "giant")[0] == "graveyard", texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_repentance_the_creature_deals_its_power_to_itself(lookup, rules):
    replay = _cast(lookup, "Repentance", ["angel"], 3, rules, land="Plains")
    assert _where(replay, "angel")[0] == "graveyard", texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_prey_upon_each_deals_its_power_to_the_other(lookup, rules):
    replay = _cast(lookup, "Prey Upon", ["bears", "giant"], 1, rules, land="Forest")
    assert _where(replay, "bears")[0] == "graveyard", texts(replay)
    assert _where(replay, "giant")[1]["damage"] == 2, texts(replay)
    assert ("701.14a" in rules_cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("text", [
    "Target creature you control deals damage equal to its toughness to target creature you don't control.",
    "Target creature you control deals damage equal to twice its power to target creature you don't control.",
    "Target creature you control fights up to one target creature you don't control.",
    "Target creature you control fights target player.",
    "Destroy target artifact. It deals damage equal to its power to target creature."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Sorcery"], "text": text}).played
