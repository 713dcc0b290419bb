""" "This creature gains your choice of flying, deathtouch, or lifelink until end of turn" (Assassin Initiate),
"Target creature gains your choice of lifelink or indestructible until end of turn" (Orcish Medicine), "Until
end of turn, this creature gets -1/-1 and gains your choice of flying, vigilance, deathtouch, or haste" (Argivian
Avenger): rulings/oracle/ability_choices.py and the engine's effects/ability_choice.py, played from real cards'
Oracle text (ability_choices_cards.json: records copied from the pool). The ability is chosen as the effect is
applied (2007 413.2c; 2026 608.2d), through the resolving action's `choices`; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "ability_choices_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Assassin Initiate", "Argivian Avenger", "Butcher of the Horde", "Ezrim, Agency Chief", "Golem Artisan",
          "Jodah's Avenger", "Manifold Mouse", "Orcish Medicine", "Shifting Ceratops", "Steel Seraph",
          "Wingnut, Bat on the Belfry", "Alchemist's Gift", "Lunar Avenger", "Rattleback Apothecary", "Silverquill Pledgemage",
          # "gets +1/-1 or -1/+1 until end of turn"
          "Brightling", "Endling", "Pemmin's Aura", "Shaper Parasite", "Multiform Wonder"]
#: a cost this family doesn't read (tap another untapped Ally), "this creature and up to one other target creature
#: ... both gain", "perpetually" (a digital-only effect)
NEAR_MISSES = ["Veteran Warleader", "Ballroom Brawlers", "Mardu Thunderkite"]
CHOICE_ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid].get("keywords", [])


@pytest.mark.parametrize("name", PLAYED)
def test_ability_choice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def activate(cards, rules, card, land, lands, choice=None, ability=0, key="chosen_ability"):
    """Alice activates `card`'s ability with `lands` lands' mana; it resolves with `choice` (or none given)."""
    objects = [obj("c", card), *(obj(f"l{i}", land) for i in range(lands))]
    actions = [*({"type": "activate_ability", "player": "Alice", "object": f"l{i}", "ability": 0} for i in range(lands)),
               {"type": "activate_ability", "player": "Alice", "object": "c", "ability": ability},
               p("Alice"), p("Bob", **({"choices": {"c": {key: choice}}} if choice is not None else {}))]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "ability choices"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_assassin_initiate_gains_the_ability_its_controller_chooses(cards, rules):
    replay = activate(cards, rules, "Assassin Initiate", "Swamp", 1, choice=1)
    assert not refused(replay), log(replay)
    assert "deathtouch" in keywords(replay, "c") and "flying" not in keywords(replay, "c"), log(replay)
    assert CHOICE_ON_RESOLUTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_a_choice_assassin_initiate_gains_the_first_ability_offered(cards, rules):
    replay = activate(cards, rules, "Assassin Initiate", "Swamp", 1)
    assert "flying" in keywords(replay, "c") and "deathtouch" not in keywords(replay, "c"), log(replay)
    assert "no choice was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_argivian_avenger_shrinks_and_gains_the_chosen_haste(cards, rules):
    replay = activate(cards, rules, "Argivian Avenger", "Mountain", 1, choice=3)
    assert pt(replay, "c") == (4, 4) and "haste" in keywords(replay, "c"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_choice_not_offered_is_refused(cards, rules):
    replay = activate(cards, rules, "Assassin Initiate", "Swamp", 1, choice=3)
    assert refused(replay), log(replay)


#: 2026 only: its amass (2026 701.47a) the February 2007 rules don't have
@pytest.mark.parametrize("rules", [R2026])
def test_orcish_medicine_makes_the_target_indestructible_when_chosen(cards, rules):
    objects = [obj("m", "Orcish Medicine", zone="hand"), obj("g", "Grizzly Bears"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "m", "targets": ["g"],
                "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
               p("Alice"), p("Bob", choices={"m": {"chosen_ability": 1}})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "ability choices"), cards=cards))
    assert not refused(replay), log(replay)
    assert "indestructible" in keywords(replay, "g") and "lifelink" not in keywords(replay, "g"), log(replay)
    assert CHOICE_ON_RESOLUTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_brightling_gets_the_chosen_minus_one_plus_one(cards, rules):
    replay = activate(cards, rules, "Brightling", "Plains", 1, choice=1, ability=3, key="chosen_pump")
    assert not refused(replay), log(replay)
    assert pt(replay, "c") == (2, 4), log(replay)
    assert CHOICE_ON_RESOLUTION[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_a_choice_brightling_gets_the_first_change_offered(cards, rules):
    replay = activate(cards, rules, "Brightling", "Plains", 1, ability=3)
    assert pt(replay, "c") == (4, 2) and "no choice was given" in log(replay), log(replay)
