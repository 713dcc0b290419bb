"""The controller of a permanent the sentence before destroyed or exiled (rulings/oracle/
moved_permanents_controller.py), played from real cards' Oracle text (moved_permanents_controller_cards.json:
records copied from the pool): Destructive Revelry and Cindervines ("Destroy target artifact or enchantment.
... deals 2 damage to that permanent's controller"), Structural Distortion ("Exile target artifact or land.
..."), Detonate and Death Bomb (after "It can't be regenerated."), Unleash Shell ("target creature or
planeswalker and 2 damage to that permanent's controller"). The controller is read as the permanent last
existed on the battlefield (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "moved_permanents_controller_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Destructive Revelry", "Structural Distortion", "Detonate", "Death Bomb", "Unleash Shell", "Cindervines"]
#: a condition on the permanent or the turn ("If that land was a snow land", "if you've cast another black
#: spell this turn", "if you control a modified creature") or a target phrase the engine does not read: text only
#: (Rending Flame's "If that permanent is a Spirit" is read by target_quality_damage.py)
NEAR_MISSES = ["Icequake", "Soul Reap", "Kami's Flare", "Lay Down Arms"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "moved permanent's controller"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(card, targets, lands, **more) -> dict:
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in lands], **more}


def lands(name, n, prefix):
    return [obj(f"{prefix}{i}", name) for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_destructive_revelry_deals_two_to_the_controller_of_the_destroyed_enchantment(cards, rules):
    objects = [obj("revelry", "Destructive Revelry", zone="hand"), obj("anthem", "Glorious Anthem", owner="Bob"),
               obj("m", "Mountain"), obj("f", "Forest")]
    replay = play(cards, objects, [cast("revelry", ["anthem"], ["m", "f"]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "anthem") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert "Destructive Revelry deals 2 damage to Bob" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_structural_distortion_exiles_a_land_and_deals_two_to_its_controller(cards, rules):
    objects = [obj("distortion", "Structural Distortion", zone="hand"), obj("island", "Island", owner="Bob"), *lands("Mountain", 4, "m")]
    replay = play(cards, objects, [cast("distortion", ["island"], ["m0", "m1", "m2", "m3"]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "island") == "removed_from_game", log(replay)
    assert ("Island is exiled." if rules == R2026 else "Island is removed from the game.") in log(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_detonate_deals_x_to_the_destroyed_artifacts_controller(cards, rules):
    objects = [obj("detonate", "Detonate", zone="hand"), obj("mill", "Millstone", owner="Bob"), *lands("Mountain", 3, "m")]
    replay = play(cards, objects, [cast("detonate", ["mill"], ["m0", "m1", "m2"], x=2), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "mill") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


def test_detonate_cant_target_an_artifact_of_another_mana_value(cards):
    objects = [obj("detonate", "Detonate", zone="hand"), obj("mill", "Millstone", owner="Bob"), *lands("Mountain", 4, "m")]
    doc = in_main_phase(objects, [cast("detonate", ["mill"], ["m0", "m1", "m2", "m3"], x=3)], R2026)
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_death_bomb_makes_the_destroyed_creatures_controller_lose_two(cards, rules):
    objects = [obj("bomb", "Death Bomb", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob"),
               *lands("Swamp", 4, "s")]
    actions = [cast("bomb", ["giant"], ["s0", "s1", "s2", "s3"], pay={"sacrifice": ["bears"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "giant") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert '"Its controller" is Bob, who controls Hill Giant now' in log(replay), log(replay)
    assert ("608.2h" if rules == R2026 else "413.2f") in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unleash_shell_deals_five_to_the_creature_and_two_to_its_controller(cards, rules):
    objects = [obj("shell", "Unleash Shell", zone="hand"), obj("angel", "Serra Angel", owner="Bob"), *lands("Mountain", 5, "m")]
    replay = play(cards, objects, [cast("shell", ["angel"], ["m0", "m1", "m2", "m3", "m4"]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "angel") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cindervines_sacrificed_destroys_an_artifact_and_deals_two_to_its_controller(cards, rules):
    objects = [obj("vines", "Cindervines"), obj("mill", "Millstone", owner="Bob"), obj("m", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "vines", "ability": 1, "targets": ["mill"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "mill") == "graveyard" and zone_of(replay, "vines") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
