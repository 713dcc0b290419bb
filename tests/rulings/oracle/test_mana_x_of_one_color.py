""" "Add X mana of any one color, where X is ..." (rulings/oracle/mana_x_of_one_color.py,
rulings/engine/mana_amounts.py), played from real cards' Oracle text (mana_x_of_one_color_cards.json:
records copied from the pool): "where X is this creature's power" (Heronblade Elite), "the number of
enchantments you control" (Sanctum Weaver), "the number of creature cards in your graveyard"
(Deathbloom Ritualist), "the number of charge counters on this artifact" (Empowered Autogenerator),
and a triggered ability's "add X mana of any one color, where X is the number of Shrines you control"
(Sanctum of Fruitful Harvest). X is counted as it resolves (2007 413.2; 2026 608.2), the color chosen
then (2007 413.2c; 2026 608.2d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, pool_of, refused, zone_of

CARDS = Path(__file__).parent / "mana_x_of_one_color_cards.json"
POOL_TOO = True  # Grizzly Bears and Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Heronblade Elite", "Mona Lisa, Science Geek", "Sanctum Weaver", "Deathbloom Ritualist", "Empowered Autogenerator",
          "Sanctum of Fruitful Harvest", "The Eternity Elevator", "Harabaz Druid", "Baldur's Gate"]
#: "the greatest toughness among", a spending restriction after it, X removed counters, "1 plus the exiled creature's
#: mana value", life gained this turn, "Sacrifice X Goats"
NEAR_MISSES = ["Arbor Adherent", "Séance Board", "Helga, Skittish Seer", "Haruspex",
               "Petalmane Baku", "Food Chain", "Accomplished Alchemist", "Metamorphosis", "Springjack Pasture"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "X mana of one color"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_x_mana_of_one_color_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_x_mana_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_heronblade_elite_adds_its_power_in_the_color_chosen(cards, rules):
    elite = {**obj("elite", "Heronblade Elite"), "counters": {"+1/+1": 2}}
    replay = play(cards, [elite], [activate("elite", ability=2, choice="G")], rules)
    assert pool_of(replay) == {"G": 3}, log(replay)  # 1/1 with two +1/+1 counters
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


def test_heronblade_elite_without_a_choice_is_refused_naming_choice(cards):
    replay = run(cards, [obj("elite", "Heronblade Elite")], [activate("elite", ability=2)], R2026)
    assert refused(replay) and '"choice"' in log(replay)
    assert not objects_in(replay.final_state)["elite"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_heronblade_elite_pays_for_a_spell_when_the_action_names_no_mana_ability(cards, rules):
    """The engine's search for a way to pay tries each color the ability offers (payment.py)."""
    objects = [{**obj("elite", "Heronblade Elite"), "counters": {"+1/+1": 1}}, obj("bears", "Grizzly Bears", zone="hand")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bears"}, p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "bears") == "in_play", log(replay)
    assert objects_in(replay.final_state)["elite"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_harabaz_druid_counts_the_allies_its_controller_controls(cards, rules):
    objects = [obj("druid", "Harabaz Druid"), obj("d2", "Harabaz Druid"), obj("bobs", "Harabaz Druid", owner="Bob")]
    replay = play(cards, objects, [activate("druid", choice="G")], rules)
    assert pool_of(replay) == {"G": 2}, log(replay)  # both Ally Druids of Alice's, itself included


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanctum_weaver_counts_only_the_enchantments_its_controller_controls(cards, rules):
    objects = [obj("weaver", "Sanctum Weaver"), obj("w2", "Sanctum Weaver"), obj("bobs", "Sanctum Weaver", owner="Bob")]
    replay = play(cards, objects, [activate("weaver", choice="W")], rules)
    assert pool_of(replay) == {"W": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deathbloom_ritualist_counts_creature_cards_in_its_controllers_graveyard(cards, rules):
    objects = [obj("ritualist", "Deathbloom Ritualist"), obj("g1", "Grizzly Bears", zone="graveyard"),
               obj("g2", "Grizzly Bears", zone="graveyard"), obj("bolt", "Lightning Bolt", zone="graveyard"),
               obj("bobs", "Grizzly Bears", owner="Bob", zone="graveyard")]
    replay = play(cards, objects, [activate("ritualist", choice="B")], rules)
    assert pool_of(replay) == {"B": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deathbloom_ritualist_with_x_zero_adds_nothing_and_asks_no_color(cards, rules):
    replay = play(cards, [obj("ritualist", "Deathbloom Ritualist")], [activate("ritualist")], rules)
    assert pool_of(replay) == {}
    assert {R2007: "406.3", R2026: "605.2"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_empowered_autogenerator_counts_the_counter_it_just_put(cards, rules):
    gen = {**obj("gen", "Empowered Autogenerator"), "counters": {"charge": 2}}
    replay = play(cards, [gen], [activate("gen", ability=1, choice="U")], rules)
    assert objects_in(replay.final_state)["gen"]["counters"] == {"charge": 3}
    assert pool_of(replay) == {"U": 3}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanctum_of_fruitful_harvest_adds_a_color_for_each_shrine_as_its_trigger_resolves(cards, rules):
    data = {"format": 1, "rules": rules, "name": "sanctum", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "draw"},
            "objects": [obj("sanctum", "Sanctum of Fruitful Harvest"), obj("lib", "Grizzly Bears", zone="library")],
            "actions": [p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"sanctum": {"mana": "G"}})]}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"G": 1}, log(replay)  # one Shrine: itself
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_baldurs_gate_counts_the_other_gates_its_controller_controls(cards, rules):
    objects = [obj("gate", "Baldur's Gate"), obj("g2", "Azorius Guildgate"), obj("bobs", "Azorius Guildgate", owner="Bob"),
               *(obj(f"f{i}", "Forest") for i in range(2))]
    actions = [activate("f0"), activate("f1"), activate("gate", ability=1, choice="R")]
    replay = play(cards, objects, actions, rules)
    assert pool_of(replay) == {"R": 1}, log(replay)  # one other Gate of Alice's; itself and Bob's don't count
