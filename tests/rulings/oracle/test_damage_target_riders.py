"""A rider on the target a damage sentence just dealt damage to (rulings/oracle/damage_target_riders.py),
played from real cards' Oracle text (damage_target_riders_cards.json: records copied from the pool):
"That creature loses flying until end of turn." (Vertigo, Goblin Skycutter), "That permanent loses
indestructible until end of turn." (Soul Sear, Rebel Salvo), and Smite the Deathless's "That creature
loses indestructible until end of turn. If that creature would die this turn, exile it instead." The
keyword is lost after the damage and before state-based actions (2007 413.2b; 2026 608.2c). And Cryoclasm's
"Destroy target Plains or Island. ~ deals 3 damage to that land's controller." (damage_more.py: a basic land
type names a land)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, record, refused, zone_of

CARDS = Path(__file__).parent / "damage_target_riders_cards.json"
POOL_TOO = True  # Serra Angel and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Vertigo", "Goblin Skycutter", "Soul Sear", "Rebel Salvo", "Smite the Deathless", "Cryoclasm"]
NEAR_MISSES = ["Forgestoker Dragon"]  # "That creature can't block this combat. Activate only if ...": not this rider
#: the same words where "that creature" / "that permanent" is not the damaged target
NEAR_MISS_TEXTS = [
    "Soul Sear deals 5 damage to target creature. That permanent loses indestructible until end of turn.",
    "Soul Sear deals 5 damage to target creature or planeswalker. That creature loses indestructible until end of turn.",
    "Soul Sear deals 5 damage to each creature with flying. That creature loses flying until end of turn.",
    "Soul Sear deals 5 damage to any target. That creature loses flying until end of turn.",
]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "damage target riders"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(spell, target, lands):
    return [{"type": "play_spell", "player": "Alice", "object": spell, "targets": [target],
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_damage_rider_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card(record({"name": "Soul Sear", "manaCost": "{5}{R}", "types": ["Instant"], "text": text}))
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_soul_sear_destroys_an_indestructible_creature(cards, rules):
    lands = [f"m{i}" for i in range(6)]
    objects = [obj("sear", "Soul Sear", zone="hand"), *(obj(m, "Mountain") for m in lands), obj("myr", "Darksteel Myr", owner="Bob")]
    replay = play(cards, objects, cast("sear", "myr", lands), rules)
    assert zone_of(replay, "myr") == "graveyard", log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_smite_the_deathless_exiles_the_indestructible_creature(cards, rules):
    objects = [obj("smite", "Smite the Deathless", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"),
               obj("myr", "Darksteel Myr", owner="Bob")]
    replay = play(cards, objects, cast("smite", "myr", ["m0", "m1"]), rules)
    assert zone_of(replay, "myr") == "removed_from_game", log(replay)  # exiled (2007: removed from the game)


@pytest.mark.parametrize("rules", EDITIONS)
def test_vertigo_damages_a_flyer_that_loses_flying_until_end_of_turn(cards, rules):
    objects = [obj("vertigo", "Vertigo", zone="hand"), obj("m0", "Mountain"), obj("angel", "Serra Angel", owner="Bob")]
    replay = play(cards, objects, cast("vertigo", "angel", ["m0"]), rules)
    angel = objects_in(replay.final_state)["angel"]
    assert angel["damage"] == 2 and "flying" not in angel["keywords"], log(replay)
    assert "vigilance" in angel["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cryoclasm_destroys_an_island_and_deals_3_damage_to_its_controller(cards, rules):
    lands = ["m0", "m1", "m2"]
    objects = [obj("cryo", "Cryoclasm", zone="hand"), *(obj(m, "Mountain") for m in lands), obj("island", "Island", owner="Bob")]
    replay = play(cards, objects, cast("cryo", "island", lands), rules)
    assert zone_of(replay, "island") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cryoclasm_cant_target_a_mountain(cards, rules):
    lands = ["m0", "m1", "m2"]
    objects = [obj("cryo", "Cryoclasm", zone="hand"), *(obj(m, "Mountain") for m in lands), obj("bob_m", "Mountain", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, cast("cryo", "bob_m", lands)[:1], rules, "cryoclasm"), cards=cards))
    assert refused(replay), log(replay)
