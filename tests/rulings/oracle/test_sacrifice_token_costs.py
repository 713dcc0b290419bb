"""Real cards whose activated ability costs sacrificing a token, a permanent, a nonland permanent or a nontoken one
(rulings/oracle/sacrifice_token_costs.py; the engine's `sacrifice` kinds "token", "permanent", "nonland_permanent",
"nontoken_artifact"..., rulings/engine/costs.py), played from their Oracle text (sacrifice_token_costs_cards.json:
records copied from the pool): "{1}, Sacrifice a token: Draw a card." (Hardened Tactician), "{1}, Sacrifice a
nontoken artifact: Create a 1/1 blue Thopter artifact creature token with flying. You gain 1 life." (Thopter
Foundry), "{1}, Sacrifice a permanent: You gain 1 life." (Claws of Gix), "{3}, Sacrifice another nontoken creature"
(Knight of the Last Breath). A token is a permanent no card represents (2007 216.1; 2026 111.1); the permanent is
named in the action's `pay.sacrifice` (2007 403.1 / 409.1h; 2026 602.1a / 601.2h). "Sacrifice a token named Wood"
(Jungle Patrol) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "sacrifice_token_costs_cards.json"
POOL_TOO = True  # Grizzly Bears, Ornithopter and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Thopter Foundry", "Fountainport", "Magmaw", "Glimmer Bairn", "Combine Chrysalis", "Knight of the Last Breath",
          "Dispersing Orb", "Prosperity Tycoon", "Hardened Tactician", "Lord Dregg, Insect Invader", "Claws of Gix",
          "Barrin, Master Wizard", "Infernal Tribute"]
NEAR_MISSES = ["Jungle Patrol"]
COST = {R2007: ("403.1", "activated_ability_cost"), R2026: ("602.1a", "activated_ability_cost")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sacrifice a token"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, sacrificed, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": {"sacrifice": [sacrificed]}, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_sacrifice_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_token_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "{1}, Sacrifice a creature token: Draw a card.",
    "{1}, Sacrifice a Blood token: Draw a card.",
    "{1}, Sacrifice an token: Draw a card.",
    "{1}, Sacrifice a nontoken land: Draw a card.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_hardened_tactician_sacrifices_a_token_to_draw(cards, rules):
    objects = [obj("tact", "Hardened Tactician"), obj("tok", "Grizzly Bears", token=True), obj("p", "Plains"),
               obj("lib", "Grizzly Bears", zone="library")]
    replay = play(cards, objects, [activate("tact", 0, "tok", mana_abilities=[{"object": "p"}]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "lib") == "hand", log(replay)
    assert "tok" not in objects_in(replay.final_state) or zone_of(replay, "tok") != "in_play", log(replay)
    assert COST[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_card_is_no_token_to_sacrifice(cards, rules):
    objects = [obj("tact", "Hardened Tactician"), obj("bears", "Grizzly Bears"), obj("p", "Plains")]
    replay = play(cards, objects, [activate("tact", 0, "bears", mana_abilities=[{"object": "p"}])], rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert "is not a token" in log(replay)
    assert zone_of(replay, "bears") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_thopter_foundry_sacrifices_a_nontoken_artifact_only(cards, rules):
    objects = [obj("foundry", "Thopter Foundry"), obj("tok", "Ornithopter", token=True), obj("orni", "Ornithopter"),
               obj("i0", "Island"), obj("i1", "Island")]
    actions = [activate("foundry", 0, "tok", mana_abilities=[{"object": "i0"}]), activate("foundry", 0, "orni", mana_abilities=[{"object": "i1"}]),
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)  # the token
    assert zone_of(replay, "orni") == "graveyard", log(replay)
    assert life(replay)["Alice"] == 21, log(replay)
    thopters = [o for o in objects_in(replay.final_state).values() if o["id"] not in ("tok", "orni") and "Thopter" in (o.get("subtypes") or ())]
    assert len(thopters) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_claws_of_gix_may_sacrifice_itself(cards, rules):
    objects = [obj("claws", "Claws of Gix"), obj("m", "Mountain")]
    replay = play(cards, objects, [activate("claws", 0, "claws", mana_abilities=[{"object": "m"}]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "claws") == "graveyard" and life(replay)["Alice"] == 21, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_knight_of_the_last_breath_sacrifices_another_nontoken_creature_only(cards, rules):
    objects = [obj("knight", "Knight of the Last Breath"), obj("tok", "Grizzly Bears", token=True), obj("bears", "Grizzly Bears"),
               *(obj(f"p{k}", "Plains") for k in range(9))]
    pay = lambda first: [{"object": f"p{k}"} for k in range(first, first + 3)]  # noqa: E731
    actions = [activate("knight", 0, "knight", mana_abilities=pay(0)), activate("knight", 0, "tok", mana_abilities=pay(3)),
               activate("knight", 0, "bears", mana_abilities=pay(6)), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 2, log(replay)  # itself, and a token
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "knight") == "in_play", log(replay)
