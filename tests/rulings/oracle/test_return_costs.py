"""Real cards whose activated ability costs returning permanents their controller controls to their owners'
hands (rulings/oracle/return_costs.py, rulings/engine/return_costs.py), played from their Oracle text
(return_costs_cards.json: records copied from the pool): "{1}, Return a land you control to its owner's
hand: Create a 1/1 blue Illusion creature token with flying." (Meloku the Clouded Mirror), "Return two lands
you control to their owner's hand" (Soratami Seer), "Return a Forest you control to its owner's hand: Untap
target creature. Activate only once each turn." (Quirion Ranger), "Return two Islands you control to their
owner's hand" (Flooded Shoreline), "Return an Elf you control" (Wirewood Symbiote), "Return an artifact you
control" (Master Transmuter). The player names the permanents in the action's `pay.return`; they go to
their owners' hands as the cost is paid (2007 403.1 / 409.1h; 2026 602.1a / 601.2h); the lands may first
be tapped for mana to pay the mana part. Near misses ("three snow lands", "a tapped creature", "an
unblocked attacking Rogue", "a creature you control with mana value X") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "return_costs_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Floodbringer", "Flooded Shoreline", "Master Transmuter", "Meloku the Clouded Mirror", "Mina and Denn, Wildborn",
          "Moonbow Illusionist", "Oboro Breezecaller", "Pearl Lake Ancient", "Quirion Ranger", "Scryb Ranger",
          "Soramaro, First to Dream", "Soratami Cloudskater", "Soratami Mindsweeper", "Soratami Mirror-Guard",
          "Soratami Mirror-Mage", "Soratami Rainshaper", "Soratami Savant", "Soratami Seer", "Uyo, Silent Prophet",
          "Wirewood Symbiote"]
NEAR_MISSES = ["Icebreaker Kraken", "Urban Retreat", "Zareth San, the Trickster", "Arcanis, the Omnipotent Avatar"]
COST = {R2007: ("403.1", "activated_ability_cost"), R2026: ("602.1a", "activated_ability_cost")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "return costs"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, returned, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": {"return": returned}, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_return_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_return_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "{1}, Return a land you control to their owner's hand: Draw a card.",
    "{1}, Return two lands you control to its owner's hand: Draw a card.",
    "{1}, Return an land you control to its owner's hand: Draw a card.",
    "{1}, Return a Gizmo you control to its owner's hand: Draw a card.",
    "{1}, Return another land you control to its owner's hand: Draw a card.",
    "Return a land you control to its owner's hand: Add {G}.",
])
def test_near_miss_wordings_stay_text_only(text):
    from rulings.oracle import compile_card
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def test_the_cost_is_read_with_its_count_and_kind(compiled):
    costs = {name: next(ab["cost"]["return_permanents"] for ab in compiled[name].definition["abilities"] if ab.get("kind") == "activated")
             for name in ("Meloku the Clouded Mirror", "Soratami Seer", "Soratami Mirror-Mage", "Quirion Ranger", "Flooded Shoreline",
                          "Wirewood Symbiote", "Master Transmuter")}
    assert costs == {"Meloku the Clouded Mirror": {"count": 1, "kind": "land"}, "Soratami Seer": {"count": 2, "kind": "land"},
                     "Soratami Mirror-Mage": {"count": 3, "kind": "land"}, "Quirion Ranger": {"count": 1, "kind": "subtype:Forest"},
                     "Flooded Shoreline": {"count": 2, "kind": "subtype:Island"}, "Wirewood Symbiote": {"count": 1, "kind": "subtype:Elf"},
                     "Master Transmuter": {"count": 1, "kind": "artifact"}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_meloku_returns_a_land_to_its_owners_hand_and_creates_an_illusion(cards, rules):
    objects = [obj("meloku", "Meloku the Clouded Mirror"), obj("i1", "Island"), obj("i2", "Island")]
    actions = [activate("meloku", 1, ["i2"], mana_abilities=[{"object": "i1"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "i2") == "hand", log(replay)
    assert zone_of(replay, "i1") == "in_play", log(replay)
    illusions = [o for o in objects_in(replay.final_state).values() if "Illusion" in (o.get("subtypes") or ())]
    assert len(illusions) == 1, log(replay)
    assert COST[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_land_tapped_for_the_mana_part_may_be_the_land_returned(cards, rules):
    objects = [obj("meloku", "Meloku the Clouded Mirror"), obj("i1", "Island")]
    actions = [activate("meloku", 1, ["i1"], mana_abilities=[{"object": "i1"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "i1") == "hand", log(replay)
    assert "returns Island to its owner's hand as a cost" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_soratami_seer_returns_two_lands_at_once(cards, rules):
    objects = [obj("seer", "Soratami Seer"), *(obj(f"i{k}", "Island") for k in range(6)), obj("card", "Grizzly Bears", zone="hand"),
               *(obj(f"lib{k}", "Grizzly Bears", zone="library") for k in range(5))]
    actions = [activate("seer", 1, ["i4", "i5"], mana_abilities=[{"object": f"i{k}"} for k in range(4)]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert "Alice returns Island (i4), Island (i5) to their owner's hand as a cost." in log(replay)
    # the cost is paid before the ability resolves: the hand it discards is the Bears and both returned Islands
    assert zone_of(replay, "card") == zone_of(replay, "i4") == zone_of(replay, "i5") == "graveyard", log(replay)
    assert sum(zone_of(replay, f"lib{k}") == "hand" for k in range(5)) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_returning_too_few_lands_is_refused(cards, rules):
    objects = [obj("seer", "Soratami Seer"), *(obj(f"i{k}", "Island") for k in range(6))]
    actions = [activate("seer", 1, ["i5"], mana_abilities=[{"object": f"i{k}"} for k in range(4)])]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert "the cost is to return two lands you control to their owner's hand" in log(replay)
    assert zone_of(replay, "i5") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_permanent_not_of_the_kind_or_not_controlled_cannot_be_returned(cards, rules):
    objects = [obj("meloku", "Meloku the Clouded Mirror"), obj("i1", "Island"), obj("bears", "Grizzly Bears"),
               obj("bob_i", "Island", owner="Bob")]
    actions = [activate("meloku", 1, ["bears"], mana_abilities=[{"object": "i1"}]),
               activate("meloku", 1, ["bob_i"], mana_abilities=[{"object": "i1"}])]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 2, log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "bob_i") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_quirion_ranger_returns_a_forest_to_untap_a_creature_once_each_turn(cards, rules):
    objects = [obj("ranger", "Quirion Ranger"), obj("f1", "Forest"), obj("f2", "Forest"), obj("bears", "Grizzly Bears", tapped=True)]
    actions = [activate("ranger", 0, ["f1"], targets=["bears"]), p("Alice"), p("Bob"),
               activate("ranger", 0, ["f2"], targets=["bears"])]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)  # the second activation this turn
    assert zone_of(replay, "f1") == "hand" and zone_of(replay, "f2") == "in_play", log(replay)
    assert not objects_in(replay.final_state)["bears"].get("tapped"), log(replay)
    assert COST[rules][0] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_quirion_ranger_cannot_return_a_land_that_is_not_a_forest(cards, rules):
    objects = [obj("ranger", "Quirion Ranger"), obj("m", "Mountain"), obj("bears", "Grizzly Bears", tapped=True)]
    replay = play(cards, objects, [activate("ranger", 0, ["m"], targets=["bears"])], rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert "return a Forest you control to its owner's hand" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_flooded_shoreline_returns_two_islands_to_bounce_a_creature(cards, rules):
    objects = [obj("shore", "Flooded Shoreline"), *(obj(f"i{k}", "Island") for k in range(4)), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = [activate("shore", 0, ["i0", "i1"], targets=["bob_bears"], mana_abilities=[{"object": "i2"}, {"object": "i3"}]),
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "i0") == zone_of(replay, "i1") == "hand", log(replay)
    assert zone_of(replay, "bob_bears") == "hand", log(replay)


def test_a_bad_return_cost_is_refused_naming_the_field(cards):
    bad = {"name": "Bad Returner", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
           "abilities": [{"kind": "activated", "cost": {"return_permanents": {"count": 4, "kind": "planet"}},
                          "effect": [{"do": "draw", "amount": 1}]}]}
    scenario = in_main_phase([obj("x", "Bad Returner")], [], R2026)
    with pytest.raises(ScenarioError, match="return_permanents"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Returner" else cards(n))
