"""'Whenever [another] nontoken creature [an opponent controls] dies' (rulings/oracle/nontoken_dies.py,
rulings/engine/permanent_kinds.py), played from real cards' Oracle text (nontoken_dies_cards.json: records
copied from the pool): Harvester of Souls, Ogre Slumlord, High-Society Hunter ("another nontoken creature"),
Life Insurance ("a nontoken creature"), Overseer of the Damned, Fire Nation Sentinels ("a nontoken creature
an opponent controls"). A token dying triggers none of them (2026 111.1; 2007 216.1); the creature is seen
as it last existed (2026 603.10a; 2007 410.10d). Near misses (Vraska's "return that card", a Vanguard card)
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "nontoken_dies_cards.json"
POOL_TOO = True  # Pyroclasm, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Harvester of Souls", "Ogre Slumlord", "High-Society Hunter", "Life Insurance", "Overseer of the Damned",
          "Fire Nation Sentinels"]
NEAR_MISSES = ["Vraska, the Silencer", "Teysa, Orzhov Scion Avatar"]
DIES = {R2007: "410.10c", R2026: "700.4"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "nontoken dies"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def pyroclasm(*resolving) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": "pyro", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
            p("Alice"), p("Bob"), *resolving]


def doomed() -> list:
    """Pyroclasm, and a nontoken Grizzly Bears of each player and a token one of Bob's, which it kills."""
    return [obj("pyro", "Pyroclasm", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears"),
            obj("bob_bears", "Grizzly Bears", owner="Bob"), obj("bob_token", "Grizzly Bears", owner="Bob", token=True)]


def tokens_named(replay, subtype) -> list:
    return [o for o in objects_in(replay.final_state).values()
            if o.get("token") and o.get("zone") == "in_play" and o.get("subtypes") == [subtype]]


@pytest.mark.parametrize("name", PLAYED)
def test_nontoken_dies_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_harvester_of_souls_draws_for_each_players_nontoken_creature_but_not_a_token(cards, rules):
    objects = [*doomed(), obj("harvester", "Harvester of Souls"), *(obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(3))]
    yes = {"harvester": {"may": True}}
    replay = play(cards, objects, pyroclasm(p("Alice"), p("Bob", choices=yes), p("Alice"), p("Bob", choices=yes)), rules)
    assert [zone_of(replay, f"l{i}") for i in range(3)].count("hand") == 2, log(replay)  # the two nontoken Bears
    assert log(replay).count("Harvester of Souls's ability triggers") == 2, log(replay)
    assert DIES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_overseer_of_the_damned_makes_a_zombie_only_for_an_opponents_nontoken_creature(cards, rules):
    objects = [*doomed(), obj("overseer", "Overseer of the Damned")]
    replay = play(cards, objects, pyroclasm(p("Alice"), p("Bob")), rules)
    zombies = tokens_named(replay, "Zombie")
    assert len(zombies) == 1 and zombies[0]["tapped"], log(replay)  # Bob's nontoken Bears only


def test_life_insurance_costs_a_life_and_makes_a_treasure_for_each_nontoken_creature(cards):
    """Life Insurance's extort (2026 702.101a) is later than the February 2007 rules: 2026 only."""
    rules = R2026
    # no spell is cast (extort would trigger): the creatures start with lethal damage marked, and die as a player would get priority
    objects = [obj("insurance", "Life Insurance"), obj("bears", "Grizzly Bears", damage=2),
               obj("bob_bears", "Grizzly Bears", owner="Bob", damage=2), obj("bob_token", "Grizzly Bears", owner="Bob", token=True, damage=2)]
    replay = play(cards, objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert life(replay)["Alice"] == 18, log(replay)  # Alice's Bears and Bob's, not the token
    assert len(tokens_named(replay, "Treasure")) == 2, log(replay)
