"""An activated ability's own cost change (rulings/oracle/activation_cost_changes.py,
rulings/engine/activation_cost_changes.py), played from real cards' Oracle text
(activation_cost_changes_cards.json: records copied from the pool): "{5}{U}, {T}: Draw a card. This
ability costs {1} less to activate for each other artifact you control." (Tamiyo's Logbook), "... {1}
more to activate for each card in your hand" (Loreseeker's Stone), "... {2} less to activate if you
control a legendary creature" (Esquire of the King). The change is made as the total cost is
determined (2007 409.1f; 2026 602.2b, 601.2f), generic mana only and never below {0} (2026 118.7a);
near misses (an equip ability's, a condition on the target or on an opponent's permanents, a colored
reduction) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, cited_pairs, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "activation_cost_changes_cards.json"
POOL_TOO = True  # Isamaru, Hound of Konda, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Battlefield Butcher", "Diary of Dreams", "Eiganjo, Seat of the Empire", "Esquire of the King", "Etherium Pteramander",
          "Jodah's Codex", "Loreseeker's Stone", "Mirror of Galadriel", "Nemesis of Mortals", "Otawara, Soaring City", "Pteramander",
          "Sanctum of Tranquil Light", "Seafloor Stalker", "Takenuma, Abandoned Mire", "Tamiyo's Logbook", "Voldaren Estate",
          "Waterbending Scroll", "Quest for the Necropolis", "Hylda's Crown of Winter"]
#: an equip ability's change, "if it targets ...", "if an opponent controls ...", "if you attacked with ... this turn", a
#: colored reduction ("{1}{U} less"), counters on creatures you control, "modified", "legendary creature and planeswalker",
#: "for each color of the creature it targets", "five or more mana values", a Town
NEAR_MISSES = ["Plate Armor", "Raft Security Officer", "Razorlash Transmogrant", "Thaumaton Torpedo", "Flying Drone",
               "Kami of Jealous Thirst", "Deepwood Denizen", "Towashi Guide-Bot", "Mobilized District", "Dragonfire Blade",
               "Sewer Crocodile", "Qiqirn Merchant", "Starport Security"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def lands(kind, n, prefix=None):
    return [obj(f"{prefix or kind.lower()}{i}", kind) for i in range(n)]


def tap(*ids):
    return [{"type": "activate_ability", "player": "Alice", "object": x, "ability": 0} for x in ids]


def use(oid, ability=0, **more):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, **more}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "activation cost changes"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def hand(replay, player="Alice"):
    return [o for o in objects_in(replay.final_state).values() if zone_of(replay, o["id"]) == "hand" and o.get("owner") == player]


def reasons(replay, concept):
    return [c for st in replay.steps for e in st.events for c in e.citations if c.concept == concept]


def library(n, owner="Alice"):
    return [obj(f"{owner.lower()}_lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_activation_cost_change_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_activation_cost_changes_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_tamiyos_logbook_costs_one_less_for_each_other_artifact(cards, rules):
    objects = [obj("book", "Tamiyo's Logbook"), *(obj(f"thopter{i}", "Ornithopter") for i in range(3)),
               obj("island", "Island"), *lands("Plains", 2), *library(3)]
    actions = [*tap("island", "plains0", "plains1"), use("book"), p("Alice"), p("Bob")]  # {5}{U} less {3}: {2}{U}
    replay = play(cards, objects, actions, rules)
    assert len(hand(replay)) == 1, log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


def test_tamiyos_logbook_under_the_2026_rules_cites_the_activation_cost_as_the_mana_cost(cards):
    objects = [obj("book", "Tamiyo's Logbook"), *(obj(f"thopter{i}", "Ornithopter") for i in range(3)),
               obj("island", "Island"), *lands("Plains", 2), *library(3)]
    replay = play(cards, objects, [*tap("island", "plains0", "plains1"), use("book")], R2026)
    assert ("602.2b", "activation_total_cost") in cited_pairs(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tamiyos_logbook_does_not_count_itself(cards, rules):
    objects = [obj("book", "Tamiyo's Logbook"), *(obj(f"thopter{i}", "Ornithopter") for i in range(2)),
               obj("island", "Island"), *lands("Plains", 2), *library(3)]
    replay = run(cards, objects, [*tap("island", "plains0", "plains1"), use("book")], rules)  # {3}{U} needed
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_battlefield_butcher_counts_only_creature_cards_in_its_controllers_graveyard(cards, rules):
    objects = [obj("butcher", "Battlefield Butcher"), obj("g1", "Grizzly Bears", zone="graveyard"),
               obj("g2", "Grizzly Bears", zone="graveyard"), obj("g3", "Ornithopter", zone="graveyard"),
               obj("g4", "Island", zone="graveyard"), obj("bob_g", "Grizzly Bears", owner="Bob", zone="graveyard"),
               *lands("Plains", 2)]
    actions = [*tap("plains0", "plains1"), use("butcher"), p("Alice"), p("Bob")]  # {5} less {3}: {2}
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_loreseekers_stone_costs_one_more_for_each_card_in_hand(cards, rules):
    objects = [obj("stone", "Loreseeker's Stone"), obj("h1", "Grizzly Bears", zone="hand"), obj("h2", "Island", zone="hand"),
               *lands("Plains", 5), *library(3)]
    actions = [*tap(*(f"plains{i}" for i in range(5))), use("stone"), p("Alice"), p("Bob")]  # {3} and {2} more: {5}
    replay = play(cards, objects, actions, rules)
    assert len(hand(replay)) == 5, log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_loreseekers_stone_without_the_increase_paid_is_refused(cards, rules):
    objects = [obj("stone", "Loreseeker's Stone"), obj("h1", "Grizzly Bears", zone="hand"), obj("h2", "Island", zone="hand"),
               *lands("Plains", 4), *library(3)]
    replay = run(cards, objects, [*tap(*(f"plains{i}" for i in range(4))), use("stone")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_esquire_of_the_king_costs_two_less_while_its_controller_has_a_legendary_creature(cards, rules):
    objects = [obj("esquire", "Esquire of the King"), obj("isamaru", "Isamaru, Hound of Konda"), *lands("Plains", 3)]
    actions = [*tap("plains0", "plains1", "plains2"), use("esquire"), p("Alice"), p("Bob")]  # {4}{W} less {2}: {2}{W}
    replay = play(cards, objects, actions, rules)
    assert (objects_in(replay.final_state)["isamaru"]["power"], objects_in(replay.final_state)["esquire"]["power"]) == (3, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_esquire_of_the_king_costs_its_full_cost_without_a_legendary_creature(cards, rules):
    objects = [obj("esquire", "Esquire of the King"), obj("isamaru", "Isamaru, Hound of Konda", owner="Bob"), *lands("Plains", 3)]
    replay = run(cards, objects, [*tap("plains0", "plains1", "plains2"), use("esquire")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)  # Bob's legend doesn't count: {4}{W} needed


@pytest.mark.parametrize("rules", EDITIONS)
def test_jodahs_codex_counts_each_basic_land_type_once(cards, rules):
    objects = [obj("codex", "Jodah's Codex"), obj("forest", "Forest"), obj("island", "Island"), *lands("Plains", 2), *library(2)]
    actions = [*tap("forest", "plains0"), use("codex"), p("Alice"), p("Bob")]  # three types: {5} less {3}: {2}
    replay = play(cards, objects, actions, rules)
    assert len(hand(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_diary_of_dreams_counts_its_own_page_counters(cards, rules):
    objects = [obj("diary", "Diary of Dreams", counters={"page": 3}), *lands("Plains", 2), *library(2)]
    actions = [*tap("plains0", "plains1"), use("diary", 1), p("Alice"), p("Bob")]  # {5} less {3}: {2}
    replay = play(cards, objects, actions, rules)
    assert len(hand(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tamiyos_logbook_reduces_only_generic_mana(cards, rules):
    objects = [obj("book", "Tamiyo's Logbook"), *(obj(f"thopter{i}", "Ornithopter") for i in range(6)), *library(2)]
    replay = run(cards, objects, [use("book")], rules)  # {5}{U} less {6}: {U} still
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tamiyos_logbook_with_more_artifacts_than_generic_mana_costs_its_colored_mana(cards, rules):
    objects = [obj("book", "Tamiyo's Logbook"), *(obj(f"thopter{i}", "Ornithopter") for i in range(6)), obj("island", "Island"),
               *library(2)]
    replay = play(cards, objects, [*tap("island"), use("book"), p("Alice"), p("Bob")], rules)
    assert len(hand(replay)) == 1, log(replay)
    assert any("never below {0}" in c.reason for c in reasons(replay, "total_cost")), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanctum_of_tranquil_light_counts_itself_as_a_shrine(cards, rules):
    objects = [obj("sanctum", "Sanctum of Tranquil Light"), obj("bears", "Grizzly Bears", owner="Bob"), *lands("Plains", 5)]
    actions = [*tap(*(f"plains{i}" for i in range(5))), use("sanctum", targets=["bears"]), p("Alice"), p("Bob")]  # {4}{W}
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bears"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_voldaren_estate_with_five_vampires_costs_nothing_but_its_tap(cards, rules):
    objects = [obj("estate", "Voldaren Estate"), *(obj(f"vamp{i}", "Sengir Vampire") for i in range(5))]
    replay = play(cards, objects, [use("estate", 2), p("Alice"), p("Bob")], rules)  # {5} less {5}: {0}
    assert any(o["name"] == "Blood" for o in objects_in(replay.final_state).values()), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_otawaras_channel_ability_from_the_hand_counts_legendary_creatures(cards, rules):
    objects = [obj("otawara", "Otawara, Soaring City", zone="hand"), obj("isamaru", "Isamaru, Hound of Konda"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("island", "Island"), obj("plains", "Plains"), obj("plains2", "Plains")]
    actions = [*tap("island", "plains", "plains2"), use("otawara", 1, targets=["bears"]), p("Alice"), p("Bob")]  # {2}{U}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "hand" and zone_of(replay, "otawara") == "graveyard", log(replay)


def test_seafloor_stalker_counts_the_creatures_in_its_controllers_party(cards):
    objects = [obj("stalker", "Seafloor Stalker"), obj("island", "Island"), *lands("Plains", 3)]
    actions = [*tap("island", "plains0", "plains1", "plains2"), use("stalker"), p("Alice"), p("Bob")]  # a Rogue: {3}{U}
    replay = play(cards, objects, actions, R2026)
    assert objects_in(replay.final_state)["stalker"]["power"] == 3, log(replay)  # 2/3, +1/+0


def test_the_loader_refuses_a_cost_change_on_a_mana_ability(cards):
    bad = {"name": "Bad Stone", "types": ["Artifact"], "mana_cost": "{2}",
           "abilities": [{"kind": "activated", "cost": {"mana": "{3}", "tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}],
                          "activation_cost": {"less": 1, "for_each": {"count": "cards_in_your_hand"}}}]}
    with pytest.raises(ScenarioError, match="activation_cost"):
        load_scenario(in_main_phase([obj("stone", "Bad Stone")], [], R2026), cards=lambda n: bad if n == "Bad Stone" else cards(n))


@pytest.mark.parametrize("rules", EDITIONS)
def test_quest_for_the_necropolis_counts_its_quest_counters_and_keeps_its_sorcery_timing(cards, rules):
    objects = [obj("quest", "Quest for the Necropolis", counters={"quest": 4}), obj("bears", "Grizzly Bears", owner="Bob", zone="graveyard"),
               obj("swamp0", "Swamp"), obj("swamp1", "Swamp")]
    actions = [*tap("swamp0", "swamp1"), use("quest", 1, targets=["bears"]), p("Alice"), p("Bob")]  # {5}{B} less {4}: {1}{B}
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "quest") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["bears"]["controller"] == "Alice"


def test_quest_for_the_necropolis_can_not_be_activated_on_an_opponents_turn(cards):
    objects = [obj("quest", "Quest for the Necropolis", counters={"quest": 4}), obj("bears", "Grizzly Bears", owner="Bob", zone="graveyard"),
               obj("swamp0", "Swamp"), obj("swamp1", "Swamp")]
    scenario = in_main_phase(objects, [*tap("swamp0", "swamp1"), use("quest", 1, targets=["bears"])], R2026, "activation cost changes")
    scenario["turn"]["active_player"] = "Bob"
    scenario["actions"] = [p("Bob"), *scenario["actions"]]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert replay.steps[-1].refused and "could cast a sorcery" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hyldas_crown_of_winter_costs_one_less_during_its_controllers_turn(cards, rules):
    objects = [obj("crown", "Hylda's Crown of Winter"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [use("crown", targets=["bears"]), p("Alice"), p("Bob")], rules)  # {1} less {1}: {0}
    assert objects_in(replay.final_state)["bears"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hyldas_crown_of_winter_costs_its_full_cost_during_another_players_turn(cards, rules):
    objects = [obj("crown", "Hylda's Crown of Winter", owner="Bob"), obj("bears", "Grizzly Bears")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "crown", "ability": 0, "targets": ["bears"]}]
    replay = run(cards, objects, actions, rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)
