"""A permanent exiled now and returned at the beginning of the next end step (rulings/oracle/flicker_later.py; a
delayed triggered ability, 2007 404.4; 2026 603.7), played from real cards (flicker_later_cards.json: records copied
from the pool): Flickerwisp's and Glimmerpoint Stag's "exile another target permanent. Return that card ...", an
Aura returning attached to what its owner chooses (2007 212.4j; 2026 303.4f), Astral Slide's "Whenever a player
cycles a card, you may exile target creature. If you do, return that card ...". The card returns a new object under
its owner's control (2007 217.1c; 2026 400.7)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "flicker_later_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Flickerwisp", "Glimmerpoint Stag", "Astral Slide", "Sentinel of the Pearl Trident"]
#: a constellation trigger, "you cycle this card or cycle another card while ...", "up to one target nonland, nontoken
#: permanent" after "becomes tapped", "If it enters as a creature, ...": wordings this family leaves
NEAR_MISSES = ["Skybind", "Astral Drift", "Mistmeadow Vanisher", "Teferi's Time Twist"]
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
DELAYED = {R2007: "404.4", R2026: "603.7"}


@pytest.mark.parametrize("name", PLAYED)
def test_flicker_later_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_flicker_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "flicker later"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def flickerwisp(target, more=(), then=()):
    objects = [obj("wisp", "Flickerwisp", zone="hand"), *(obj(f"p{k}", "Plains") for k in range(3)), *more]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wisp", "mana_abilities": [{"object": f"p{k}"} for k in range(3)]},
               p("Alice"), p("Bob", trigger_targets={"wisp": [target]}), p("Alice"), p("Bob"), *then]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_flickerwisp_exiles_the_permanent_until_the_end_step(cards, rules):
    objects, actions = flickerwisp("bears", [obj("bears", "Grizzly Bears", owner="Bob")])
    replay = play(cards, rules, objects, actions)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_flickerwisps_permanent_returns_under_its_owners_control_at_the_end_step(cards, rules):
    objects, actions = flickerwisp("bears", [obj("bears", "Grizzly Bears", owner="Bob")], TO_END_STEP)
    replay = play(cards, rules, objects, actions)
    assert zone_of(replay, "bears") == "in_play", log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert bears.get("controller", "Bob") == "Bob", log(replay)
    assert DELAYED[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_flickerwisp_returns_an_aura_attached_to_what_its_owner_chooses(cards, rules):
    more = [obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears"), obj("pacifism", "Pacifism", owner="Bob", attached_to="lions")]
    then = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob", choices={"pacifism": {"enchant": "bears"}})]
    objects, actions = flickerwisp("pacifism", more, then)
    replay = play(cards, rules, objects, actions)
    state = objects_in(replay.final_state)
    assert zone_of(replay, "pacifism") == "in_play", log(replay)
    assert state["pacifism"].get("attached_to") == "bears", log(replay)
    assert {R2007: "212.4j", R2026: "303.4f"}[rules] in cited(replay)


def test_flickerwisp_cant_target_itself(compiled):
    (ability,) = [a for a in compiled["Flickerwisp"].definition["abilities"] if a.get("kind") == "triggered"]
    assert ability["targets"] == [{"other": True}]


def astral_slide(may, then=()):
    objects = [obj("slide", "Astral Slide"), obj("disciple", "Disciple of Grace", zone="hand"), obj("p0", "Plains"), obj("p1", "Plains"),
               obj("c", "Grizzly Bears", zone="library"), obj("lions", "Savannah Lions", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "disciple", "ability": 1,
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}], "trigger_targets": {"slide": ["lions"]}},
               p("Alice"), p("Bob", choices={"slide": {"may": may}}), p("Alice"), p("Bob"), *then]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_astral_slide_exiles_the_creature_when_a_card_is_cycled(cards, rules):
    replay = play(cards, rules, *astral_slide(True))
    assert zone_of(replay, "lions") == "removed_from_game", log(replay)
    assert zone_of(replay, "c") == "hand"


@pytest.mark.parametrize("rules", EDITIONS)
def test_astral_slides_creature_returns_at_the_end_step(cards, rules):
    replay = play(cards, rules, *astral_slide(True, TO_END_STEP))
    assert zone_of(replay, "lions") == "in_play", log(replay)
    assert DELAYED[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_astral_slide_declined_exiles_nothing_and_returns_nothing(cards, rules):
    replay = play(cards, rules, *astral_slide(False, TO_END_STEP))
    assert zone_of(replay, "lions") == "in_play", log(replay)
    assert "delayed triggered ability from Astral Slide triggers" not in log(replay)
