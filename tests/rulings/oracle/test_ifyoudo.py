""""If you don't, [effect]" after an optional instruction (rulings/oracle/ifyoudo.py: the `otherwise` of
the engine's `may`), played from real cards' Oracle text (ifyoudo_cards.json: records copied from the
pool): "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature
and it deals 2 damage to you." (Yawgmoth Demon), "When this creature enters, you may pay {2}. If you
don't, blight 2." (Chaos Spewer), "At the beginning of your first main phase, you may blight 2. If you
don't, you lose 3 life." (Gutsplitter Gang). The choice is made as the effect is applied (2007 413.2c;
2026 608.2d) and "If you don't" checks that the player chose not to (2026 118.12); a player who can't
do it (no artifact to sacrifice) can't choose to, so they don't."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "ifyoudo_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Yawgmoth Demon", "Chaos Spewer", "Gutsplitter Gang"]
#: "Then you may pay {X}, where X is ...", "If you don't sacrifice a Forest, ...", "that player may pay {3}. If they
#: don't", "sacrifice this creature and draw a card", "you may put a land card from your hand onto the battlefield"
NEAR_MISSES = ["Primordial Ooze", "Gargantuan Gorilla", "Mind Whip", "Lim-Dûl's Paladin", "Hakbal of the Surging Soul"]


@pytest.mark.parametrize("name", PLAYED)
def test_if_you_dont_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, draw a card. If you don't, you lose 2 life.",  # no choice before it
    "At the beginning of your upkeep, you may pay {1}. If you don't, you may draw a card.",  # a second choice
    "At the beginning of your upkeep, you may pay {1}. If you don't, you lose 1 life. If you don't, you lose 1 life.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't sacrifice an artifact, you lose 2 life.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to any target.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, sacrifice this creature and it deals 2 damage to you.",
])
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def upkeep(cards, objects, choice, rules):
    """Alice's upkeep of turn 3 with her upkeep trigger on the stack; Bob passes last with her choice."""
    doc = {"format": 1, "rules": rules, "name": "if you don't", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [p("Alice"), p("Bob", **({"choices": choice} if choice is not None else {}))]}
    return run_scenario(load_scenario(doc, cards=cards))


def _demon(cards, rules, choice, artifact=True):
    objects = [obj("demon", "Yawgmoth Demon"), *([obj("orni", "Ornithopter")] if artifact else [])]
    return upkeep(cards, objects, choice, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_declined_taps_it_and_deals_two_damage_to_its_controller(cards, rules):
    replay = _demon(cards, rules, {"demon": {"may": False}})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["demon"]["tapped"] and life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert zone_of(replay, "orni") == "in_play"
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))
    assert ("118.12" in cited(replay)) == (rules == R2026), sorted(cited(replay))  # "If you don't" (2026 only)


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_sacrificing_an_artifact_skips_the_if_you_dont(cards, rules):
    replay = _demon(cards, rules, {"demon": {"may": True, "sacrifice": ["orni"]}})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "orni") == "graveyard", log(replay)
    assert not objects_in(replay.final_state)["demon"]["tapped"] and life(replay)["Alice"] == 20, log(replay)
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_cant_choose_to_sacrifice_without_an_artifact(cards, rules):
    assert refused(_demon(cards, rules, {"demon": {"may": True}}, artifact=False))


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_without_a_choice_given_doesnt_and_takes_the_damage(cards, rules):
    replay = _demon(cards, rules, None, artifact=False)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["demon"]["tapped"] and life(replay)["Alice"] == 18, log(replay)


def _spewer(cards, choice):
    """Alice casts Chaos Spewer ({2}{B/R}) with three Swamps; two more pay its {2} if she chooses to."""
    objects = [obj("spewer", "Chaos Spewer", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(5)], obj("giant", "Hill Giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spewer", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"spewer": choice})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "chaos spewer"), cards=cards))


def test_chaos_spewer_paying_two_blights_nothing(cards):
    replay = _spewer(cards, {"may": True})
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["giant"]["counters"] == {} and found["spewer"]["counters"] == {}, log(replay)
    assert all(found[f"s{i}"]["tapped"] for i in range(5)), log(replay)  # the {2} paid with the last two Swamps
    assert {"608.2d", "118.12"} <= cited(replay), sorted(cited(replay))


def test_chaos_spewer_not_paying_blights_two_on_the_chosen_creature(cards):
    replay = _spewer(cards, {"may": False, "blight": "giant"})
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["giant"]["counters"] == {"-1/-1": 2} and zone_of(replay, "giant") == "in_play", log(replay)
    assert not found["s3"]["tapped"] and not found["s4"]["tapped"], log(replay)
    assert {"608.2d", "118.12", "701.68a"} <= cited(replay), sorted(cited(replay))


def test_chaos_spewer_cant_choose_to_pay_without_the_mana(cards):
    objects = [obj("spewer", "Chaos Spewer", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(3)], obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spewer", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"spewer": {"may": True}})]
    assert refused(run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "chaos spewer"), cards=cards)))


def _gang(cards, choice):
    """Alice's upkeep to her first main phase, where Gutsplitter Gang's trigger resolves with her choice."""
    objects = [obj("gang", "Gutsplitter Gang"), obj("bears", "Grizzly Bears"),
               *[obj(f"lib{who}", "Plains", owner=who, zone="library") for who in ("Alice", "Bob")]]
    doc = {"format": 1, "rules": R2026, "name": "gutsplitter gang", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob", choices={"gang": choice})]}
    return run_scenario(load_scenario(doc, cards=cards))


def test_gutsplitter_gang_blighting_keeps_the_life(cards):
    replay = _gang(cards, {"may": True, "blight": "gang"})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["gang"]["counters"] == {"-1/-1": 2} and life(replay)["Alice"] == 20, log(replay)
    assert {"608.2d", "118.12", "701.68a"} <= cited(replay), sorted(cited(replay))


def test_gutsplitter_gang_not_blighting_loses_three_life(cards):
    replay = _gang(cards, {"may": False})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {} and life(replay)["Alice"] == 17, log(replay)
    assert "118.12" in cited(replay), sorted(cited(replay))
