"""Real cards whose activated ability has a restriction on its use
(rulings/oracle/activation_limits.py): "Activate no more than twice each turn",
"Activate only if ...", "Any player may activate this ability" (2007: 403.2,
403.3; 2026: 602.2, 602.5b), played from their Oracle text under both editions."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, obj, objects_in

RESTRICTION = {"2007-02-01": "403.3", "2026-06-19": "602.5b"}
CONTROLLER = {"2007-02-01": "403.2", "2026-06-19": "602.2"}


def activate(oid, ability=0, player="Alice", **more):
    return {"type": "activate_ability", "player": player, "object": oid, "ability": ability, **more}


def replay_of(lookup, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "limits"), cards=lookup))


def log_and_cites(replay):
    return ([e.text for st in replay.steps for e in st.events],
            {(c.rule, c.concept) for st in replay.steps for e in st.events for c in e.citations})


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def test_the_cards_are_fully_played(pool):
    for name in ("Vampire Bats", "Manaforge Cinder", "Mox Opal", "Tainted Peak", "Wastewood Verge", "Temple of the False God",
                 "Chainflinger", "Keldon Megaliths", "Atarka Pummeler", "Whisperer of the Wilds", "Feral Hydra", "Scandalmonger"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", RESTRICTION)
def test_vampire_bats_is_activated_no_more_than_twice_each_turn(lookup, rules):
    swamps = [obj(f"s{i}", "Swamp") for i in range(3)]
    bats = [activate("bats", 1), *resolve(), activate("bats", 1), *resolve()]
    replay = replay_of(lookup, [obj("bats", "Vampire Bats"), *swamps], bats, rules)
    assert not any(st.refused for st in replay.steps)
    log, cited = log_and_cites(replay)
    assert (RESTRICTION[rules], "restriction_survives_control_change") in cited
    replay = replay_of(lookup, [obj("bats", "Vampire Bats"), *swamps], bats + [activate("bats", 1)], rules)
    assert replay.steps[-1].refused
    assert any("no more than twice each turn and was already" in e.text for e in replay.steps[-1].events)


@pytest.mark.parametrize("rules", RESTRICTION)
def test_manaforge_cinders_mana_ability_is_activated_no_more_than_three_times(lookup, rules):
    lands = [obj(f"m{i}", "Mountain") for i in range(4)]
    three = [a for i in range(3) for a in (activate(f"m{i}"), activate("cinder", 0, choice="R"))]
    replay = replay_of(lookup, [obj("cinder", "Manaforge Cinder"), *lands], three, rules)
    assert not any(st.refused for st in replay.steps), log_and_cites(replay)[0]
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 3
    replay = replay_of(lookup, [obj("cinder", "Manaforge Cinder"), *lands], three + [activate("m3"), activate("cinder", 0, choice="B")], rules)
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules", RESTRICTION)
def test_mox_opal_adds_mana_only_with_three_artifacts(lookup, rules):
    # Mox Opal is an artifact itself: with one Ornithopter its player controls two
    replay = replay_of(lookup, [obj("mox", "Mox Opal"), obj("a1", "Ornithopter")], [activate("mox", 0, choice="U")], rules)
    assert replay.steps[-1].refused
    assert any("only if its player controls 3 or more artifacts, and that isn't so" in e.text for e in replay.steps[-1].events)
    replay = replay_of(lookup, [obj("mox", "Mox Opal"), obj("a1", "Ornithopter"), obj("a2", "Ornithopter")],
                       [activate("mox", 0, choice="U")], rules)
    log, cited = log_and_cites(replay)
    assert not replay.steps[-1].refused, log
    assert replay.final_state["players"][0]["mana_pool"]["U"] == 1
    assert (RESTRICTION[rules], "restriction_survives_control_change") in cited


@pytest.mark.parametrize("rules", RESTRICTION)
def test_tainted_peak_adds_colored_mana_only_with_a_swamp(lookup, rules):
    replay = replay_of(lookup, [obj("peak", "Tainted Peak")], [activate("peak", 1, choice="R")], rules)
    assert replay.steps[-1].refused
    replay = replay_of(lookup, [obj("peak", "Tainted Peak"), obj("swamp", "Swamp")], [activate("peak", 1, choice="R")], rules)
    assert not replay.steps[-1].refused
    assert replay.final_state["players"][0]["mana_pool"]["R"] == 1


@pytest.mark.parametrize("rules", RESTRICTION)
def test_wastewood_verge_needs_a_swamp_or_a_forest(lookup, rules):
    for other, refused in (("Island", True), ("Forest", False), ("Swamp", False)):
        replay = replay_of(lookup, [obj("verge", "Wastewood Verge"), obj("l", other)], [activate("verge", 1)], rules)
        assert replay.steps[-1].refused is refused, other


@pytest.mark.parametrize("rules", RESTRICTION)
def test_temple_of_the_false_god_needs_five_lands(lookup, rules):
    four = [obj(f"f{i}", "Forest") for i in range(3)]
    replay = replay_of(lookup, [obj("temple", "Temple of the False God"), *four], [activate("temple")], rules)
    assert replay.steps[-1].refused
    replay = replay_of(lookup, [obj("temple", "Temple of the False God"), *four, obj("f9", "Forest")], [activate("temple")], rules)
    assert not replay.steps[-1].refused
    assert replay.final_state["players"][0]["mana_pool"]["C"] == 2


@pytest.mark.parametrize("rules", RESTRICTION)
def test_chainflinger_threshold_ability_needs_seven_cards_in_the_graveyard(lookup, rules):
    mountains = [obj(f"m{i}", "Mountain") for i in range(3)]
    six = [obj(f"g{i}", "Shock", zone="graveyard") for i in range(6)]
    act = [activate("flinger", 1, targets=["Bob"])]
    replay = replay_of(lookup, [obj("flinger", "Chainflinger"), *mountains, *six], act, rules)
    assert replay.steps[-1].refused
    assert any("7 or more cards in its player's graveyard" in e.text for e in replay.steps[-1].events)
    replay = replay_of(lookup, [obj("flinger", "Chainflinger"), *mountains, *six, obj("g7", "Shock", zone="graveyard")],
                       act + resolve(), rules)
    assert not any(st.refused for st in replay.steps), log_and_cites(replay)[0]
    assert replay.final_state["players"][1]["life"] == 18


@pytest.mark.parametrize("rules", RESTRICTION)
def test_keldon_megaliths_hellbent_needs_an_empty_hand(lookup, rules):
    lands = [obj(f"m{i}", "Mountain") for i in range(2)]
    act = [activate("megaliths", 2, targets=["Bob"])]
    replay = replay_of(lookup, [obj("megaliths", "Keldon Megaliths"), *lands, obj("h", "Shock", zone="hand")], act, rules)
    assert replay.steps[-1].refused
    replay = replay_of(lookup, [obj("megaliths", "Keldon Megaliths"), *lands], act + resolve(), rules)
    assert replay.final_state["players"][1]["life"] == 19


@pytest.mark.parametrize("rules", RESTRICTION)
def test_atarka_pummeler_formidable_counts_total_power(lookup, rules):
    lands = [obj(f"m{i}", "Mountain") for i in range(5)]
    act = [activate("pummeler")]
    # Atarka Pummeler is 4/5: with one 2/2 the total is 6; with two more 2/2s it is 10 (8 or greater)
    replay = replay_of(lookup, [obj("pummeler", "Atarka Pummeler"), obj("b1", "Grizzly Bears"), *lands], act, rules)
    assert replay.steps[-1].refused
    assert any("total power 8 or greater" in e.text for e in replay.steps[-1].events)
    bears = [obj(f"b{i}", "Grizzly Bears") for i in range(3)]
    replay = replay_of(lookup, [obj("pummeler", "Atarka Pummeler"), *bears, *lands], act, rules)
    assert not replay.steps[-1].refused, log_and_cites(replay)[0]


@pytest.mark.parametrize("rules", RESTRICTION)
def test_whisperer_of_the_wilds_ferocious_needs_a_creature_with_power_4(lookup, rules):
    replay = replay_of(lookup, [obj("w", "Whisperer of the Wilds"), obj("b", "Grizzly Bears")], [activate("w", 1)], rules)
    assert replay.steps[-1].refused
    replay = replay_of(lookup, [obj("w", "Whisperer of the Wilds"), obj("p", "Atarka Pummeler")], [activate("w", 1)], rules)
    assert replay.final_state["players"][0]["mana_pool"]["G"] == 2


@pytest.mark.parametrize("rules", RESTRICTION)
def test_an_opponent_activates_feral_hydras_ability_and_pays_for_it(lookup, rules):
    objects = [{**obj("hydra", "Feral Hydra"), "counters": {"+1/+1": 2}}, obj("f1", "Forest", owner="Bob"), obj("f2", "Forest", owner="Bob"), obj("f3", "Forest", owner="Bob")]
    actions = [{"type": "pass_priority", "player": "Alice"}, activate("hydra", 1, player="Bob"),
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    replay = replay_of(lookup, objects, actions, rules)
    log, cited = log_and_cites(replay)
    assert not any(st.refused for st in replay.steps), log
    assert (CONTROLLER[rules], "only_controller_activates") in cited
    hydra = objects_in(replay.final_state)["hydra"]
    assert hydra["counters"].get("+1/+1") == 3
    assert all(o["tapped"] for k, o in objects_in(replay.final_state).items() if k.startswith("f"))


@pytest.mark.parametrize("rules", RESTRICTION)
def test_an_opponent_cant_activate_scandalmonger_outside_their_own_main_phase(lookup, rules):
    """"Any player may activate this ability but only as a sorcery": Bob may only in his own main phase."""
    objects = [obj("monger", "Scandalmonger"), *[obj(f"i{i}", "Island", owner="Bob") for i in range(2)]]
    replay = replay_of(lookup, objects, [{"type": "pass_priority", "player": "Alice"},
                                         activate("monger", 0, player="Bob", targets=["Alice"])], rules)
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules", RESTRICTION)
def test_only_its_controller_activates_an_ability_that_doesnt_say_otherwise(lookup, rules):
    objects = [obj("bats", "Vampire Bats"), obj("s", "Swamp", owner="Bob")]
    replay = replay_of(lookup, objects, [{"type": "pass_priority", "player": "Alice"}, activate("bats", 1, player="Bob")], rules)
    assert replay.steps[-1].refused
    assert any(c.concept == "only_controller_activates" for e in replay.steps[-1].events for c in e.citations)


@pytest.mark.parametrize("text", [
    "{B}: This creature gets +1/+0 until end of turn. Activate no more than four times each turn.",
    "{T}: Add {C}{C}. Activate only if you control five or more snow lands.",
    "Threshold — {T}: Add {C}{C}. Activate only if you control three or more artifacts.",  # the ability word names another condition
    "{T}: Add {G}. Any player may activate this ability.",  # a mana ability an opponent would tap
    "{T}: Tap target creature. Any player may activate this ability.",
    "Sacrifice this creature: Draw a card. Any player may activate this ability.",
    "{T}: Add {G}. Activate only if you control an artifact and only as a sorcery.",
    "{2}{C}, {T}: Draw a card. Activate only if an opponent has no cards in hand.",
])
def test_a_near_miss_stays_text_only(text):
    compiled = compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{2}", "power": "1", "toughness": "1", "text": text})
    assert not compiled.played, compiled.definition


@pytest.mark.parametrize("rules", RESTRICTION)
def test_gate_to_phyrexia_only_during_the_upkeep_and_only_once_each_turn(lookup, rules):
    objects = [obj("gate", "Gate to Phyrexia"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               {**obj("o1", "Ornithopter"), "owner": "Bob"}, {**obj("o2", "Ornithopter"), "owner": "Bob"}]
    first = activate("gate", 0, targets=["o1"], pay={"sacrifice": ["b1"]})
    second = activate("gate", 0, targets=["o2"], pay={"sacrifice": ["b2"]})
    upkeep = {"format": 1, "rules": rules, "name": "gate", "players": [{"name": "Alice"}, {"name": "Bob"}],
              "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
              "actions": [first, *resolve(), second]}
    replay = run_scenario(load_scenario(upkeep, cards=lookup))
    assert not any(st.refused for st in replay.steps[:-1]), log_and_cites(replay)[0]
    assert replay.steps[-1].refused and "only once each turn" in replay.steps[-1].events[-1].text
    replay = replay_of(lookup, objects, [first], rules)  # the precombat main phase
    assert replay.steps[-1].refused and "upkeep" in replay.steps[-1].events[-1].text


@pytest.mark.parametrize("rules", RESTRICTION)
def test_stallion_of_ashmouth_delirium_counts_card_types_in_the_graveyard(lookup, rules):
    swamps = [obj(f"s{i}", "Swamp") for i in range(2)]
    three = [obj("g1", "Shock", zone="graveyard"), obj("g2", "Grizzly Bears", zone="graveyard"), obj("g3", "Forest", zone="graveyard")]
    replay = replay_of(lookup, [obj("horse", "Stallion of Ashmouth"), *swamps, *three], [activate("horse")], rules)
    assert replay.steps[-1].refused
    assert any("4 or more card types" in e.text for e in replay.steps[-1].events)
    replay = replay_of(lookup, [obj("horse", "Stallion of Ashmouth"), *swamps, *three, obj("g4", "Ornithopter", zone="graveyard")],
                       [activate("horse")], rules)
    assert not replay.steps[-1].refused, log_and_cites(replay)[0]


@pytest.mark.parametrize("rules", RESTRICTION)
def test_bloodsoaked_champion_returns_only_if_its_owner_attacked_this_turn(lookup, rules):
    objects = [obj("champ", "Bloodsoaked Champion", zone="graveyard"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    replay = replay_of(lookup, objects, [activate("champ", 1)], rules)
    assert replay.steps[-1].refused
    assert any("attacked this turn" in e.text for e in replay.steps[-1].events)
    data = {"format": 1, "rules": rules, "name": "raid", "players": [{"name": "Alice", "attacked_this_turn": True}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "postcombat_main"}, "objects": objects,
            "actions": [activate("champ", 1), *resolve()]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), log_and_cites(replay)[0]
    assert objects_in(replay.final_state)["champ"]["zone"] == "in_play"
