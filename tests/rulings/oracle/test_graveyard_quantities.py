""" "~ gets +3/+3 as long as there is a land card in your graveyard" (Murasa Behemoth), "... an artifact
card" (Windwright Mage), "there's a Lesson card / a Desert card" (First-Time Flyer, Ramunap Hydra), "there
are no cards in your graveyard" (Gorilla Titan), "an opponent has ten or more cards in their graveyard"
(Jace's Phantasm), "five or more mana values among cards in your graveyard" (Snooping Newsie), "Descend 4 —
... four or more permanent cards in your graveyard" (Basking Capybara): rulings/oracle/graveyard_quantities.py
and rulings/engine/graveyard_quantities.py, played from real cards' Oracle text (graveyard_quantities_cards.json:
records copied from the pool). The condition is read for the creature's controller whenever the effect is
applied (2007 418.5a; 2026 613.4c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_quantities_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Murasa Behemoth", "Windwright Mage", "First-Time Flyer", "Aang, A Lot to Learn", "Ramunap Hydra", "Gorilla Titan",
          "Jace's Phantasm", "Tenured Oilcaster", "Nimana Skitter-Sneak", "Basking Capybara", "Frilled Cave-Wurm", "Echo of Dusk",
          "Didact Echo", "Snooping Newsie", "Syndicate Infiltrator"]
#: a condition joined to another ("you control a Desert or there is a Desert card"); "ten or more cards in a single
#: graveyard"; a creature type counted (a changeling card has it); descend 8's "can't be blocked by more than one creature"
NEAR_MISSES = ["Sidewinder Naga", "Swimmer in Nightmares", "Vengeful Firebrand", "Akawalli, the Seething Tower"]


def replay_of(cards, objects, rules, actions=()):
    replay = run_scenario(load_scenario(in_main_phase(objects, list(actions), rules, "graveyard quantities"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def graveyard(owner, *names):
    return [obj(f"{owner}{i}", name, owner=owner, zone="graveyard") for i, name in enumerate(names)]


def keywords(replay, oid):
    return objects_in(replay.final_state)[oid]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_graveyard_quantity_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_graveyard_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_murasa_behemoth_gets_plus_three_with_a_land_card_in_its_controllers_graveyard(cards, rules):
    land = replay_of(cards, [obj("mb", "Murasa Behemoth"), *graveyard("Alice", "Forest")], rules)
    none = replay_of(cards, [obj("mb", "Murasa Behemoth"), *graveyard("Alice", "Grizzly Bears"), *graveyard("Bob", "Forest")], rules)
    assert pt(land, "mb") == (8, 8) and pt(none, "mb") == (5, 5)


@pytest.mark.parametrize("rules", EDITIONS)
def test_windwright_mage_has_flying_only_with_an_artifact_card_in_the_graveyard(cards, rules):
    artifact = replay_of(cards, [obj("wm", "Windwright Mage"), *graveyard("Alice", "Ornithopter")], rules)
    other = replay_of(cards, [obj("wm", "Windwright Mage"), *graveyard("Alice", "Grizzly Bears")], rules)
    assert "flying" in keywords(artifact, "wm") and "flying" not in keywords(other, "wm"), log(other)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_lesson_card_or_a_desert_card_in_the_graveyard_is_counted_by_its_subtype(cards, rules):
    lesson = replay_of(cards, [obj("ff", "First-Time Flyer"), obj("aa", "Aang, A Lot to Learn"),
                               *graveyard("Alice", "Environmental Sciences")], rules)
    sorcery = replay_of(cards, [obj("ff", "First-Time Flyer"), obj("aa", "Aang, A Lot to Learn"), *graveyard("Alice", "Divination")], rules)
    desert = replay_of(cards, [obj("rh", "Ramunap Hydra"), *graveyard("Alice", "Desert")], rules)
    assert pt(lesson, "ff") == (2, 3) and "vigilance" in keywords(lesson, "aa")
    assert pt(sorcery, "ff") == (1, 2) and "vigilance" not in keywords(sorcery, "aa")
    assert pt(desert, "rh") == (4, 4)  # a Desert card in the graveyard, no Desert on the battlefield


@pytest.mark.parametrize("rules", EDITIONS)
def test_gorilla_titan_loses_its_bonus_when_a_spell_it_saw_resolve_goes_to_the_graveyard(cards, rules):
    objects = [obj("gt", "Gorilla Titan"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    before = replay_of(cards, objects, rules)
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    after = replay_of(cards, objects, rules, actions)
    assert pt(before, "gt") == (8, 8)
    assert zone_of(after, "bolt") == "graveyard" and pt(after, "gt") == (4, 4), log(after)


@pytest.mark.parametrize("rules", EDITIONS)
def test_jaces_phantasm_counts_an_opponents_graveyard_not_its_controllers(cards, rules):
    ten = replay_of(cards, [obj("jp", "Jace's Phantasm"), *graveyard("Bob", *["Forest"] * 10)], rules)
    nine = replay_of(cards, [obj("jp", "Jace's Phantasm"), *graveyard("Bob", *["Forest"] * 9), *graveyard("Alice", *["Forest"] * 10)], rules)
    assert pt(ten, "jp") == (5, 5) and pt(nine, "jp") == (1, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_nimana_skitter_sneak_gets_menace_with_eight_cards_in_an_opponents_graveyard(cards, rules):
    replay = replay_of(cards, [obj("ns", "Nimana Skitter-Sneak"), *graveyard("Bob", *["Forest"] * 8)], rules)
    assert pt(replay, "ns") == (4, 4) and "menace" in keywords(replay, "ns")


@pytest.mark.parametrize("rules", EDITIONS)
def test_snooping_newsie_counts_different_mana_values_a_land_card_as_zero(cards, rules):
    five = replay_of(cards, [obj("sn", "Snooping Newsie"),
                             *graveyard("Alice", "Forest", "Lightning Bolt", "Grizzly Bears", "Divination", "Hill Giant")], rules)
    four = replay_of(cards, [obj("sn", "Snooping Newsie"),
                             *graveyard("Alice", "Forest", "Lightning Bolt", "Grizzly Bears", "Divination", "Shock")], rules)
    assert pt(five, "sn") == (3, 3) and "lifelink" in keywords(five, "sn")
    assert pt(four, "sn") == (2, 2) and "lifelink" not in keywords(four, "sn")  # Shock's mana value 1 is Lightning Bolt's


@pytest.mark.parametrize("rules", EDITIONS)
def test_descend_four_counts_permanent_cards_only(cards, rules):
    four = replay_of(cards, [obj("bc", "Basking Capybara"), obj("ed", "Echo of Dusk"),
                             *graveyard("Alice", "Forest", "Grizzly Bears", "Ornithopter", "Hill Giant")], rules)
    three = replay_of(cards, [obj("bc", "Basking Capybara"), obj("ed", "Echo of Dusk"),
                              *graveyard("Alice", "Forest", "Grizzly Bears", "Lightning Bolt", "Hill Giant")], rules)
    assert pt(four, "bc") == (4, 3) and pt(four, "ed") == (3, 3) and "lifelink" in keywords(four, "ed")
    assert pt(three, "bc") == (1, 3) and pt(three, "ed") == (2, 2) and "lifelink" not in keywords(three, "ed")


LETHAL = {R2007: "420.5c", R2026: "704.5g"}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("permanent_cards", (3, 4))
def test_shock_kills_echo_of_dusk_only_without_the_descend_bonus(cards, rules, permanent_cards):
    filler = ["Forest", "Grizzly Bears", "Hill Giant", "Ornithopter"][:permanent_cards]
    objects = [obj("ed", "Echo of Dusk"), obj("m", "Mountain", owner="Bob"), obj("shock", "Shock", owner="Bob", zone="hand"),
               *graveyard("Alice", *filler)]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["ed"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice")]
    replay = replay_of(cards, objects, rules, actions)
    if permanent_cards == 4:
        assert zone_of(replay, "ed") == "in_play", log(replay)  # 3/3 with 2 damage marked
    else:
        assert zone_of(replay, "ed") == "graveyard", log(replay)  # 2/2: lethal damage
        assert LETHAL[rules] in cited(replay), sorted(cited(replay))
