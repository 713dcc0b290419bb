"""Real cards whose activation costs tap, discard or sacrifice a described kind of permanent or card:
"Discard a creature card" (Survival of the Fittest), "Discard a land card" (Trade Routes), "Tap three
untapped creatures you control" (Skaab Wrangler), "Tap an untapped Wizard you control" (Patron Wizard),
"Tap an untapped Swamp you control" (Hecatomb), "Sacrifice an enchantment" (Phantatog), "Sacrifice a
creature or land" (Ragamuffyn). The player chooses what pays as the cost is paid (2007 409.1h; 2026
601.2h, 602.2b); tapping creatures this way isn't the {T} symbol, so summoning sickness doesn't matter
(2007 212.3d; 2026 302.6)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "cost_kinds_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def activate(cards, rules, objects, source, pay, targets=(), mana=(), then=(), ability=0):
    act = {"type": "activate_ability", "player": "Alice", "object": source, "ability": ability, "targets": list(targets), "pay": pay}
    if mana:
        act["mana_abilities"] = [{"object": m} for m in mana]
    actions = [act, p("Alice"), p("Bob"), *then]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(compiled):
    for name in ("Survival of the Fittest", "Trade Routes", "Skaab Wrangler", "Patron Wizard", "Hecatomb", "Phantatog", "Ragamuffyn"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "Sacrifice a creature or creature: Draw a card.",
    "Discard a goblin card: Draw a card.",
    "Tap six untapped creatures you control: Draw a card.",
    "Tap an untapped creature an opponent controls: Draw a card.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_survival_of_the_fittest_discards_a_creature_card_to_find_one(cards, rules):
    objects = [obj("sotf", "Survival of the Fittest"), obj("f", "Forest"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("giant", "Hill Giant", zone="library")]
    replay = activate(cards, rules, objects, "sotf", {"discard": ["bears"]}, mana=["f"])
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "bears"), zone_of(replay, "giant")) == ("graveyard", "hand")


def test_survival_of_the_fittest_cant_discard_a_land_card(cards):
    objects = [obj("sotf", "Survival of the Fittest"), obj("f", "Forest"), obj("land", "Forest", zone="hand")]
    replay = activate(cards, R26, objects, "sotf", {"discard": ["land"]}, mana=["f"])
    assert refused(replay) and "creature card" in log(replay)


def test_trade_routes_discards_a_land_card_to_draw(cards):
    objects = [obj("tr", "Trade Routes"), obj("i", "Island"), obj("land", "Forest", zone="hand"), obj("top", "Hill Giant", zone="library")]
    replay = activate(cards, R26, objects, "tr", {"discard": ["land"]}, mana=["i"], ability=1)
    assert (zone_of(replay, "land"), zone_of(replay, "top")) == ("graveyard", "hand")


def test_skaab_wrangler_taps_three_creatures_including_itself_to_tap_a_target(cards):
    objects = [obj("sw", "Skaab Wrangler"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = activate(cards, R26, objects, "sw", {"tap": ["sw", "b1", "b2"]}, targets=["giant"])
    assert not refused(replay), log(replay)
    tapped = {o["id"] for zone in replay.final_state["zones"].values() for o in zone["in_play"] if o["tapped"]}
    assert tapped == {"sw", "b1", "b2", "giant"}


@pytest.mark.parametrize("tap", [["sw", "b1"], ["sw", "b1", "b1"], ["sw", "b1", "giant"]])
def test_skaab_wrangler_needs_three_different_untapped_creatures_of_its_controller(cards, tap):
    objects = [obj("sw", "Skaab Wrangler"), obj("b1", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob")]
    assert refused(activate(cards, R26, objects, "sw", {"tap": tap}, targets=["giant"]))


def test_patron_wizard_taps_a_wizard_to_counter_a_spell_unless_its_controller_pays(cards):
    objects = [obj("pw", "Patron Wizard"), obj("sage", "Sage's Row Denizen"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]}, p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "pw", "ability": 0, "targets": ["bolt"], "pay": {"tap": ["sage"]}},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard"
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 20


def test_patron_wizard_cant_tap_a_creature_that_isnt_a_wizard(cards):
    objects = [obj("pw", "Patron Wizard"), obj("bears", "Grizzly Bears"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]}, p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "pw", "ability": 0, "targets": ["bolt"], "pay": {"tap": ["bears"]}}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert refused(replay) and "Wizard" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_hecatomb_taps_an_untapped_swamp_to_deal_1_damage(cards, rules):
    objects = [obj("hec", "Hecatomb"), obj("s", "Swamp")]
    replay = activate(cards, rules, objects, "hec", {"tap": ["s"]}, targets=["Bob"], ability=1)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 19


def test_phantatog_sacrifices_an_enchantment_for_plus_1_plus_1(cards):
    objects = [obj("tog", "Phantatog"), obj("paci", "Survival of the Fittest")]
    replay = activate(cards, R26, objects, "tog", {"sacrifice": ["paci"]})
    assert not refused(replay), log(replay)
    tog = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "tog")
    assert zone_of(replay, "paci") == "graveyard" and (tog["power"], tog["toughness"]) == (2, 3)


@pytest.mark.parametrize("sacrificed, ok", [("f", True), ("bears", True), ("orni", True), ("sotf", False)])
def test_ragamuffyn_sacrifices_a_creature_or_a_land(cards, sacrificed, ok):
    objects = [obj("rag", "Ragamuffyn"), obj("f", "Forest"), obj("bears", "Grizzly Bears"), obj("orni", "Ornithopter"), obj("sotf", "Survival of the Fittest"),
               obj("top", "Hill Giant", zone="library")]
    replay = activate(cards, R26, objects, "rag", {"sacrifice": [sacrificed]})
    assert bool(refused(replay)) != ok
    assert (zone_of(replay, "top") == "hand") == ok


@pytest.mark.parametrize("cost, field", [({"tap_subtype": "Ally"}, "tap_subtype"), ({"tap_creature": 11}, "tap_creature"),
                                         ({"discard_type": "Creature"}, "discard_type"), ({"sacrifice": "creature_or_goblin"}, "sacrifice")])
def test_the_loader_names_a_wrong_cost_field(cost, field):
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"],
            "abilities": [{"kind": "activated", "cost": cost, "effect": [{"do": "draw", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
