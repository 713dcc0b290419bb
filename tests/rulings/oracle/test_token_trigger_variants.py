""" "Whenever this creature enters or dies, create ..." and "Whenever one or more nontoken creatures die, create ...
This ability triggers only once each turn." (rulings/oracle/token_trigger_variants.py), played from real cards'
Oracle text (token_trigger_variants_cards.json: records copied from the pool): Undercellar Myconid, Ghoulish
Procession; "Whenever a nontoken artifact you control is put into a graveyard from the battlefield, create ..."
(Sly Requisitioner). Near misses ("one or more creatures your opponents control die" beside an X the engine doesn't read,
"one or more tokens you control enter") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "token_trigger_variants_cards.json"
POOL_TOO = True  # Pyroclasm, Shock, Grizzly Bears, Savannah Lions, Ornithopter, Memnite, Disenchant from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Undercellar Myconid", "Ghoulish Procession", "Sly Requisitioner"]
#: "create a colorless artifact token named Scrap" (a token the templates don't read) beside the same trigger
NEAR_MISSES = ["Spiteful Banditry", "Baron Bertram Graywater", "Farid, Enterprising Salvager"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "token trigger variants"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens(replay, subtype) -> list:
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o.get("subtypes", [])
            and o.get("zone") == "in_play"]


@pytest.mark.parametrize("name", PLAYED)
def test_token_trigger_variant_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_undercellar_myconid_makes_a_saproling_as_it_enters_and_as_it_dies(cards, rules):
    objects = [obj("myconid", "Undercellar Myconid", zone="hand"), obj("shock", "Shock", zone="hand"),
               *(obj(f"f{i}", "Forest") for i in range(3)), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "myconid", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["myconid"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens(replay, "Saproling")) == 2, log(replay)


def test_ghoulish_procession_makes_one_zombie_when_two_nontoken_creatures_die_at_once(cards):
    objects = [obj("procession", "Ghoulish Procession"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions", owner="Bob"),
               obj("pyro", "Pyroclasm", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pyro", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert len(tokens(replay, "Zombie")) == 1, log(replay)


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_sly_requisitioner_makes_a_servo_for_its_controllers_nontoken_artifact_only(cards, rules):
    """Disenchant destroys Alice's Ornithopter (a Servo), then Pyroclasm kills that Servo (a token: no trigger), Bob's
    Memnite (not Alice's: no trigger) and the Requisitioner itself (a creature, not an artifact): one Servo in all."""
    objects = [obj("sly", "Sly Requisitioner"), obj("thopter", "Ornithopter"), obj("memnite", "Memnite", owner="Bob"),
               obj("disenchant", "Disenchant", zone="hand"), obj("pyro", "Pyroclasm", zone="hand"),
               obj("w1", "Plains"), obj("w2", "Plains"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "disenchant", "targets": ["thopter"],
                "mana_abilities": [{"object": "w1"}, {"object": "w2"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens(replay, "Servo")) == 1, log(replay)
    actions += [{"type": "play_spell", "player": "Alice", "object": "pyro", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
                p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not tokens(replay, "Servo") and "servo-2" not in log(replay), log(replay)  # the one Servo made: "servo"
