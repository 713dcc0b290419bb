"""A permanent given away to another player for good, played from real cards' Oracle text
(control_given_away_cards.json: records copied from the pool): "An opponent gains control of this artifact."
(Wishclaw Talisman), "When this creature enters, an opponent gains control of it." (Akroan Horse): an opponent
chosen as it resolves, not targeted; "Whenever a player casts an artifact spell, that player gains control of
this creature." (Drooling Ogre): rulings/oracle/control_given_away.py, rulings/engine/opponent_gains_control.py.
Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "control_given_away_cards.json"
POOL_TOO = True  # Ornithopter, Sol Ring, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
NO_DURATION = {R2007: "418.3a", R2026: "611.2a"}
CHOSEN_AS_IT_RESOLVES = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Drooling Ogre", "Wishclaw Talisman", "Akroan Horse"]
#: "that permanent" after a sentence not read, a coin flip at end of combat, "the player to your right",
#: "that creature's controller", "that source's controller", "When you gain control of this enchantment from
#: another player, choose a creature you control and an opponent. Flip a coin."
NEAR_MISSES = ["Fateful Handoff", "Fickle Efreet", "Hithlain Rope", "Contested War Zone", "Crag Saurian", "Risky Move"]


def play(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def controller(replay, oid):
    return objects_in(replay.final_state)[oid]["controller"]


def lands(kind, n, owner="Alice"):
    return [obj(f"{kind[0].lower()}{i}", kind, owner=owner) for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_control_given_away_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_control_given_away_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


# --- "an opponent gains control of ..." ---

def _horse(rules, players=("Alice", "Bob"), resolve=None):
    objects = [obj("horse", "Akroan Horse", zone="hand"), *lands("Plains", 4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "horse", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]}]
    passes = [p(name) for name in players]
    actions += passes + passes[:-1] + [resolve or passes[-1]]  # the spell resolves, then its enters trigger
    scenario = in_main_phase(objects, actions, rules, "control given away")
    scenario["players"] = [{"name": name} for name in players]
    return scenario


@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_horse_entering_goes_to_the_opponent(cards, rules):
    replay = play(cards, _horse(rules))
    assert controller(replay, "horse") == "Bob", log(replay)
    assert {LAYER_2[rules], NO_DURATION[rules], CHOSEN_AS_IT_RESOLVES[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_horse_opponent_is_chosen_as_it_resolves_not_targeted(cards, rules):
    replay = play(cards, _horse(rules, ("Alice", "Bob", "Carol"), p("Carol", choices={"horse": {"chosen_player": "Carol"}})))
    assert controller(replay, "horse") == "Carol", log(replay)
    assert "Alice chooses Carol" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_akroan_horse_cannot_be_given_to_its_own_controller(cards, rules):
    replay = run_scenario(load_scenario(_horse(rules, ("Alice", "Bob"), p("Bob", choices={"horse": {"chosen_player": "Alice"}})), cards=cards))
    assert replay.steps[-1].refused, log(replay)


def _wishclaw(rules):
    objects = [obj("wish", "Wishclaw Talisman", counters={"wish": 3}), obj("m", "Swamp"), obj("bears", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wish", "ability": 1, "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob", choices={"wish": {"cards": ["bears"]}})]
    return in_main_phase(objects, actions, rules, "control given away")


@pytest.mark.parametrize("rules", EDITIONS)
def test_wishclaw_talisman_tutors_then_goes_to_the_opponent(cards, rules):
    replay = play(cards, _wishclaw(rules))
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "hand" and controller(replay, "wish") == "Bob", log(replay)
    assert state["wish"]["counters"] == {"wish": 2}
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wishclaw_talisman_cannot_be_activated_on_its_new_controllers_opponents_turn(cards, rules):
    scenario = _wishclaw(rules)
    scenario["actions"] += [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "wish", "ability": 1}]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps[:-1]) and replay.steps[-1].refused, log(replay)


# --- "that player gains control of this creature" ---

def _bob_casts(objects, rules):
    scenario = in_main_phase(objects, [{"type": "play_spell", "player": "Bob", "object": "orn"}, p("Bob"), p("Alice"), p("Bob"), p("Alice")],
                             rules, "control given away")
    scenario["turn"]["active_player"] = "Bob"
    return scenario


@pytest.mark.parametrize("rules", EDITIONS)
def test_drooling_ogre_goes_to_the_player_who_cast_an_artifact_spell(cards, rules):
    replay = play(cards, _bob_casts([obj("ogre", "Drooling Ogre"), obj("orn", "Ornithopter", owner="Bob", zone="hand")], rules))
    assert controller(replay, "ogre") == "Bob", log(replay)
    assert {LAYER_2[rules], NO_DURATION[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_drooling_ogre_ignores_a_creature_spell(cards, rules):
    objects = [obj("ogre", "Drooling Ogre"), obj("orn", "Grizzly Bears", owner="Bob", zone="hand"), *lands("Forest", 2, owner="Bob")]
    scenario = _bob_casts(objects, rules)
    scenario["actions"][0]["mana_abilities"] = [{"object": "f0"}, {"object": "f1"}]
    scenario["actions"] = scenario["actions"][:3]
    replay = play(cards, scenario)
    assert controller(replay, "ogre") == "Alice" and "Drooling Ogre's ability triggers" not in log(replay), log(replay)
