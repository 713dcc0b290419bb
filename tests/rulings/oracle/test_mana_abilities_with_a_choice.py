"""Real cards whose mana ability lets its player choose the mana as it resolves
(rulings/oracle/mana.py), played from their Oracle text under both editions:
the activation's `choice` names the type (2007 413.2c; 2026 608.2d)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase

EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def activate(oid, choice, ability=0):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, **({"choice": choice} if choice else {})}


def played(lookup, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana"), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return [e.text for st in replay.steps for e in st.events], {(c.rule, c.concept) for st in replay.steps for e in st.events for c in e.citations}


def test_the_cards_are_fully_played(pool):
    for name in ("Birds of Paradise", "Coastal Tower", "Gilded Lotus", "Adarkar Wastes", "Lotus Petal"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_birds_of_paradise_adds_one_mana_of_the_color_chosen(lookup, rules):
    log, cited = played(lookup, [obj("birds", "Birds of Paradise")], [activate("birds", "R", ability=1)], rules)
    assert "Alice adds {R} to their mana pool (chosen of {W}, {U}, {B}, {R}, or {G})." in log
    assert (EDITIONS[rules], "choice_on_resolution") in cited


@pytest.mark.parametrize("rules", EDITIONS)
def test_coastal_tower_adds_white_or_blue_and_refuses_another_color(lookup, rules):
    log, _ = played(lookup, [obj("tower", "Coastal Tower")], [activate("tower", "W", ability=1)], rules)
    assert "Alice adds {W} to their mana pool (chosen of {W} or {U})." in log
    replay = run_scenario(load_scenario(in_main_phase([obj("tower", "Coastal Tower")], [activate("tower", "B", ability=1)], rules), cards=lookup))
    assert replay.steps[-1].refused
    assert any('"choice" is \'B\'' in e.text for e in replay.steps[-1].events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gilded_lotus_adds_three_mana_of_one_color(lookup, rules):
    log, _ = played(lookup, [obj("lotus", "Gilded Lotus")], [activate("lotus", "G")], rules)
    assert "Alice adds {G}{G}{G} to their mana pool (chosen of {W}{W}{W}, {U}{U}{U}, {B}{B}{B}, {R}{R}{R}, or {G}{G}{G})." in log


@pytest.mark.parametrize("rules", EDITIONS)
def test_adarkar_wastes_colored_mana_deals_1_damage_to_its_controller(lookup, rules):
    log, _ = played(lookup, [obj("wastes", "Adarkar Wastes")], [activate("wastes", "U", ability=1)], rules)
    assert "Alice adds {U} to their mana pool (chosen of {W} or {U})." in log
    assert any(t.startswith("Adarkar Wastes deals 1 damage to Alice") for t in log)


@pytest.mark.parametrize("rules", EDITIONS)
def test_adarkar_wastes_colorless_mana_deals_no_damage(lookup, rules):
    log, _ = played(lookup, [obj("wastes", "Adarkar Wastes")], [activate("wastes", None)], rules)
    assert "Alice adds {C} to their mana pool." in log
    assert not any("damage" in t for t in log)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lotus_petal_is_sacrificed_to_pay_for_birds_of_paradise(lookup, rules):
    log, _ = played(lookup, [obj("petal", "Lotus Petal"), obj("birds", "Birds of Paradise", zone="hand")],
                    [{"type": "play_spell", "player": "Alice", "object": "birds"}], rules)
    assert "Alice adds {G} to their mana pool (chosen of {W}, {U}, {B}, {R}, or {G})." in log


@pytest.mark.parametrize("text", [
    "{T}: Add one mana of any color. Spend this mana only to activate abilities of Dragons.",  # a restriction on spending the engine does not read
    "{T}: Add {W} or {W}.",
    "{T}: Add X mana of any one color.",
    "{T}: Add one mana of any color. This land deals 1 damage to each opponent.",
    "{T}: Add X mana in any combination of colors.",
])
def test_a_near_miss_stays_text_only(text):
    compiled = compile_card({"name": "Near Miss", "types": ["Land"], "text": text})
    assert not compiled.played


def test_a_spell_that_adds_mana_of_a_color_chosen_for_each_stays_text_only():
    """A spell's `choice` names one color (rulings/oracle/mana_more.py); "for each" would need many."""
    compiled = compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{G}",
                             "text": "Add one mana of any color for each creature you control."})
    assert not compiled.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_temur_devotees_mana_ability_is_activated_only_once_each_turn(lookup, rules):
    """"Activate only once each turn." binds a mana ability as any other (a second activation
    is refused, and a payment never counts on it twice)."""
    land = {"id": "land", "card": "Island", "owner": "Alice", "zone": "in_play"}
    land2 = {**land, "id": "land2"}
    log, cited = played(lookup, [obj("devotee", "Temur Devotee"), land, land2],
                        [activate("land", None), activate("devotee", "G", ability=1)], rules)
    assert any("Alice adds {G}" in line for line in log)
    replay = run_scenario(load_scenario(in_main_phase([obj("devotee", "Temur Devotee"), land, land2],
                                                 [activate("land", None), activate("devotee", "G", ability=1),
                                                  activate("land2", None), activate("devotee", "R", ability=1)], rules), cards=lookup))
    assert replay.steps[-1].refused
    assert any("only once each turn" in e.text for e in replay.steps[-1].events)
