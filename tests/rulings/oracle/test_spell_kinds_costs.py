"""A permanent's cost changes for kinds of spells (rulings/oracle/spell_kinds_costs.py,
rulings/engine/spell_costs.py), played from real cards' Oracle text (spell_kinds_costs_cards.json:
records copied from the pool): "Kithkin spells and Soldier spells you cast cost {1} less to cast"
(Ballyrush Banneret), "Colorless spells you cast cost {1} less to cast" (Herald of Kozilek),
"Multicolored spells cost {2} less to cast" (Urza's Filter), "During turns other than yours, spells you
cast cost {1} less to cast" (Naiad of Hidden Coves), "Black spells you cast cost {B} more to cast" (Andradite Leech). Applied as the total cost is determined (2007
409.1f; 2026 601.2f); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p, pt, zone_of

CARDS = Path(__file__).parent / "spell_kinds_costs_cards.json"
POOL_TOO = True  # Thalia, Mind Stone, Kitchen Finks, Titanic Growth, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ballyrush Banneret", "Stonybrook Banneret", "Frogtosser Banneret", "Brighthearth Banneret", "Bosk Banneret",
          "Herald of Kozilek", "Urza's Filter", "Naiad of Hidden Coves", "Geyser Drake", "Derelor", "Andradite Leech", "Alabaster Leech",
          "Sapphire Leech", "Ruby Leech", "Jade Leech", "Uthros Psionicist", "Highspire Bell-Ringer"]
#: "The first kicked spell", a colored reduction ("{B}{R} less"), "Colorless Eldrazi spells", "for each +1/+1 counter", "Green enchantment spells and white enchantment spells", "with flying",
#: "with mana value 7 or greater", "the chosen name", "this turn" after an attack
NEAR_MISSES = ["Vine Gecko", "Ragemonger", "Eye of Ugin", "Herald of War", "Irini Sengir", "Warden of Evos Isle", "It That Heralds the End", "Cheering Fanatic",
               "Spellbinding Soprano"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def cast(oid, *lands, player="Alice", **more):
    return {"type": "play_spell", "player": player, "object": oid, "mana_abilities": [{"object": x} for x in lands], **more}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "spell kinds costs"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_spell_kind_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_spell_kind_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ballyrush_banneret_makes_a_soldier_spell_cost_one_less(cards, rules):
    objects = [obj("banneret", "Ballyrush Banneret"), obj("thalia", "Thalia, Guardian of Thraben", zone="hand"), obj("plains", "Plains")]
    replay = play(cards, objects, [cast("thalia", "plains"), p("Alice"), p("Bob")], rules)  # {1}{W} less {1}: {W}
    assert zone_of(replay, "thalia") == "in_play", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ballyrush_banneret_does_not_change_a_spell_of_neither_type(cards, rules):
    objects = [obj("banneret", "Ballyrush Banneret"), obj("stone", "Mind Stone", zone="hand"), obj("plains", "Plains")]
    replay = run(cards, objects, [cast("stone", "plains")], rules)  # {2} still
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ballyrush_banneret_does_not_change_an_opponents_soldier_spell(cards, rules):
    objects = [obj("banneret", "Ballyrush Banneret", owner="Bob"), obj("thalia", "Thalia, Guardian of Thraben", zone="hand"),
               obj("plains", "Plains")]
    replay = run(cards, objects, [cast("thalia", "plains")], rules)  # {1}{W} still: "spells you cast"
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_herald_of_kozilek_makes_a_colorless_spell_cost_one_less(cards, rules):
    objects = [obj("herald", "Herald of Kozilek"), obj("stone", "Mind Stone", zone="hand"), obj("plains", "Plains")]
    replay = play(cards, objects, [cast("stone", "plains"), p("Alice"), p("Bob")], rules)  # {2} less {1}: {1}
    assert zone_of(replay, "stone") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_herald_of_kozilek_does_not_change_a_colored_spell(cards, rules):
    objects = [obj("herald", "Herald of Kozilek"), obj("finks", "Kitchen Finks", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains")]
    replay = run(cards, objects, [cast("finks", "p1", "p2")], rules)  # {1}{G/W}{G/W} still
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_urzas_filter_makes_a_multicolored_spell_cost_two_less_for_every_player(cards, rules):
    objects = [obj("filter", "Urza's Filter", owner="Bob"), obj("finks", "Kitchen Finks", zone="hand"), obj("p1", "Plains"),
               obj("p2", "Plains")]
    replay = play(cards, objects, [cast("finks", "p1", "p2"), p("Alice"), p("Bob")], rules)  # {1}{G/W}{G/W}: {G/W}{G/W}
    assert zone_of(replay, "finks") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_urzas_filter_does_not_change_a_monocolored_spell(cards, rules):
    objects = [obj("filter", "Urza's Filter"), obj("thalia", "Thalia, Guardian of Thraben", zone="hand"), obj("plains", "Plains")]
    replay = run(cards, objects, [cast("thalia", "plains")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_naiad_of_hidden_coves_reduces_its_controllers_spells_during_another_players_turn(cards, rules):
    objects = [obj("naiad", "Naiad of Hidden Coves", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("growth", "Titanic Growth", owner="Bob", zone="hand"), obj("forest", "Forest", owner="Bob")]
    actions = [p("Alice"), cast("growth", "forest", player="Bob", targets=["bears"]), p("Bob"), p("Alice")]  # {1}{G}: {G}
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (6, 6), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_naiad_of_hidden_coves_does_nothing_during_its_controllers_own_turn(cards, rules):
    objects = [obj("naiad", "Naiad of Hidden Coves"), obj("bears", "Grizzly Bears"), obj("growth", "Titanic Growth", zone="hand"),
               obj("forest", "Forest")]
    replay = run(cards, objects, [cast("growth", "forest", targets=["bears"])], rules)  # {1}{G} still
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_andradite_leech_makes_a_black_spell_cost_one_black_mana_more(cards, rules):
    objects = [obj("leech", "Andradite Leech"), obj("blade", "Doom Blade", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"swamp{i}", "Swamp") for i in range(3))]
    actions = [cast("blade", "swamp0", "swamp1", "swamp2", targets=["bears"]), p("Alice"), p("Bob")]  # {1}{B} and {B}: {1}{B}{B}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_andradite_leech_increase_is_colored_mana_generic_mana_cannot_pay(cards, rules):
    objects = [obj("leech", "Andradite Leech"), obj("blade", "Doom Blade", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("swamp", "Swamp"), obj("plains0", "Plains"), obj("plains1", "Plains")]
    replay = run(cards, objects, [cast("blade", "swamp", "plains0", "plains1", targets=["bears"])], rules)  # {W}{W}{B} for {1}{B}{B}
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_andradite_leech_does_not_change_an_opponents_black_spell(cards, rules):
    objects = [obj("leech", "Andradite Leech", owner="Bob"), obj("blade", "Doom Blade", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("swamp0", "Swamp"), obj("swamp1", "Swamp")]
    replay = play(cards, objects, [cast("blade", "swamp0", "swamp1", targets=["bears"]), p("Alice"), p("Bob")], rules)  # {1}{B}
    assert zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_derelor_does_not_change_a_spell_of_another_color(cards, rules):
    objects = [obj("derelor", "Derelor"), obj("thalia", "Thalia, Guardian of Thraben", zone="hand"), obj("p0", "Plains"),
               obj("p1", "Plains")]
    replay = play(cards, objects, [cast("thalia", "p0", "p1"), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "thalia") == "in_play", log(replay)


def run_after(cards, objects, actions, rules, cast_before):
    scenario = in_main_phase(objects, actions, rules, "spell kinds costs")
    scenario["players"][0]["spells_cast_this_turn"] = cast_before
    return run_scenario(load_scenario(scenario, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_highspire_bell_ringer_makes_the_second_spell_of_the_turn_cost_one_less(cards, rules):
    objects = [obj("ringer", "Highspire Bell-Ringer"), obj("stone0", "Mind Stone", zone="hand"), obj("stone1", "Mind Stone", zone="hand"),
               *(obj(f"plains{i}", "Plains") for i in range(3))]
    actions = [cast("stone0", "plains0", "plains1"), p("Alice"), p("Bob"), cast("stone1", "plains2"), p("Alice"), p("Bob")]  # {2}, then {1}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "stone0") == zone_of(replay, "stone1") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_highspire_bell_ringer_does_not_change_the_first_spell_of_the_turn(cards, rules):
    objects = [obj("ringer", "Highspire Bell-Ringer"), obj("stone", "Mind Stone", zone="hand"), obj("plains", "Plains")]
    replay = run_after(cards, objects, [cast("stone", "plains")], rules, 0)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_highspire_bell_ringer_does_not_change_the_third_spell_of_the_turn(cards, rules):
    objects = [obj("ringer", "Highspire Bell-Ringer"), obj("stone", "Mind Stone", zone="hand"), obj("plains", "Plains")]
    replay = run_after(cards, objects, [cast("stone", "plains")], rules, 2)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_uthros_psionicist_does_not_change_an_opponents_second_spell(cards, rules):
    objects = [obj("psionicist", "Uthros Psionicist", owner="Bob"), obj("stone", "Mind Stone", zone="hand"), obj("plains", "Plains")]
    replay = run_after(cards, objects, [cast("stone", "plains")], rules, 1)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)
