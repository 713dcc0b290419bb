"""2007 402.8g; 2026 113.6m: an ability that moves its own card out of a zone works only in that
zone. A triggered ability with `"zone": "graveyard"` (rulings/engine/graveyard_triggers.py)
triggers while its card is in its owner's graveyard and never on the battlefield; a card that
left the graveyard and came back is a new object (217.1c / 400.7) the ability doesn't return.
The instructions of rulings/engine/effects/graveyard_cards.py: a card put into a library goes to
its owner's (217.1a / 400.3); the loader names a bad `zone`."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

RETURNER = {"name": "Test Returner", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "zone": "graveyard",
                           "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                           "effect": [{"do": "return_to_play", "what": "self"}]}]}
BOTTOM = {"name": "Test Bottom", "mana_cost": "{0}", "types": ["Sorcery"], "targets": [{"zone": "graveyard"}],
          "effect": [{"do": "put_on_library_bottom", "what": "target:0"}]}
EDITIONS = [("2007-02-01", "402.8g"), ("2026-06-19", "113.6m")]


def data(rules, objects, actions, **turn):
    return {"format": 1, "rules": rules, "name": "graveyard abilities", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap", **turn},
            "objects": objects, "actions": actions}


def zone(replay, oid):
    return next((z for zones in replay.final_state["zones"].values() for z, objs in zones.items() if any(o["id"] == oid for o in objs)), None)


def cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("rules, rule", EDITIONS)
def test_a_graveyard_ability_triggers_in_its_owners_upkeep_and_returns_the_card(rules, rule):
    replay = run_scenario(load_scenario(data(rules, [{"id": "r", "card": RETURNER, "owner": "Alice", "zone": "graveyard"}], passes())))
    assert zone(replay, "r") == "in_play"
    assert rule in cited(replay)


def test_a_graveyard_ability_doesnt_trigger_on_the_battlefield():
    replay = run_scenario(load_scenario(data("2026-06-19", [{"id": "r", "card": RETURNER, "owner": "Alice", "zone": "in_play"}], passes())))
    assert not any("triggers" in ev.text for st in replay.steps for ev in st.events)


def test_a_graveyard_ability_doesnt_trigger_in_an_opponents_upkeep():
    replay = run_scenario(load_scenario(data("2026-06-19", [{"id": "r", "card": RETURNER, "owner": "Alice", "zone": "graveyard"}],
                                             passes()[::-1], active_player="Bob")))
    assert zone(replay, "r") == "graveyard"


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "217.1a"), ("2026-06-19", "400.3")])
def test_a_card_put_on_the_bottom_of_a_library_goes_to_its_owners(rules, rule):
    objects = [{"id": "b", "card": BOTTOM, "owner": "Alice", "zone": "hand"},
               {"id": "g", "card": "Grizzly Bears", "owner": "Bob", "zone": "graveyard"},
               {"id": "top", "card": "Hill Giant", "owner": "Bob", "zone": "library"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b", "targets": ["g"]}, *passes()]
    replay = run_scenario(load_scenario(data(rules, objects, actions, phase="precombat_main", step=None)))
    assert replay.final_state["zones"]["Bob"]["library"][0]["id"] == "g"
    assert rule in cited(replay)


def test_the_loader_names_a_triggered_abilitys_bad_zone():
    bad = {**RETURNER, "abilities": [{**RETURNER["abilities"][0], "zone": "hand"}]}
    with pytest.raises(ScenarioError, match=r"abilities\[0\]\.zone"):
        load_scenario(data("2026-06-19", [{"id": "r", "card": bad, "owner": "Alice", "zone": "graveyard"}], passes()))


LAND_AURA = {"name": "Test Land Aura", "mana_cost": "{1}", "types": ["Enchantment"], "subtypes": ["Aura"],
             "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "land"},
                           {"kind": "triggered", "zone": "graveyard",
                            "trigger": {"event": "comes_into_play", "who": "any_creature", "mana_value_min": 2},
                            "effect": [{"do": "return_attached_to_it"}]}]}


def entering(rules, aura, creature="Grizzly Bears"):
    objects = [{"id": "a", "card": aura, "owner": "Alice", "zone": "graveyard"},
               {"id": "c", "card": creature, "owner": "Alice", "zone": "hand"},
               {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"}, {"id": "f2", "card": "Forest", "owner": "Alice", "zone": "in_play"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               *passes(), *passes()]
    return run_scenario(load_scenario(data(rules, objects, actions, phase="precombat_main", step=None)))


def test_an_aura_returned_attached_to_what_it_cant_enchant_stays_in_the_graveyard_303_4i():
    replay = entering("2026-06-19", LAND_AURA)
    assert zone(replay, "a") == "graveyard"
    assert "303.4i" in cited(replay)


def test_a_creature_with_a_smaller_mana_value_doesnt_trigger_it():
    aura = {**LAND_AURA, "abilities": [LAND_AURA["abilities"][0], {**LAND_AURA["abilities"][1], "trigger": {
        "event": "comes_into_play", "who": "any_creature", "mana_value_min": 3}}]}
    replay = entering("2026-06-19", aura)
    assert not any("triggers" in ev.text for st in replay.steps for ev in st.events)


def test_the_loader_refuses_a_mana_value_trigger_on_an_ability_that_isnt_a_graveyard_ability():
    ab = {k: v for k, v in LAND_AURA["abilities"][1].items() if k != "zone"}
    with pytest.raises(ScenarioError, match=r"mana_value_min"):
        load_scenario(data("2026-06-19", [{"id": "a", "card": {**LAND_AURA, "abilities": [LAND_AURA["abilities"][0], ab]},
                                           "owner": "Alice", "zone": "graveyard"}], passes()))


WATCHER = {"name": "Test Watcher", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "your", "spell": "multicolored"},
                          "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]}
GOLD = {"name": "Test Gold", "mana_cost": "{W}{B}", "types": ["Sorcery"], "effect": [{"do": "draw", "amount": 1}]}
WHITE = {"name": "Test White", "mana_cost": "{W}{W}", "types": ["Sorcery"], "effect": [{"do": "draw", "amount": 1}]}


@pytest.mark.parametrize("spell, lands, gained", [(GOLD, ["Plains", "Swamp"], True), (WHITE, ["Plains", "Plains"], False)])
def test_a_multicolored_spell_trigger_sees_two_or_more_colors_105_2b(spell, lands, gained):
    objects = [{"id": "w", "card": WATCHER, "owner": "Alice", "zone": "in_play"}, {"id": "s", "card": spell, "owner": "Alice", "zone": "hand"},
               *[{"id": f"l{i}", "card": land, "owner": "Alice", "zone": "in_play"} for i, land in enumerate(lands)],
               {"id": "lib", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": "l0"}, {"object": "l1"}]}, *passes()]
    replay = run_scenario(load_scenario(data("2026-06-19", objects, actions, phase="precombat_main", step=None)))
    assert (replay.final_state["players"][0]["life"] == 21) is gained


CRUCIBLE = {"name": "Test Crucible", "mana_cost": "{3}", "types": ["Artifact"],
            "abilities": [{"kind": "keyword", "keyword": "play_lands_from_graveyard"}]}


@pytest.mark.parametrize("with_crucible", [True, False])
def test_legal_actions_list_a_land_in_the_graveyard_only_with_a_permission_116_2a(with_crucible):
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    objects = [{"id": "f", "card": "Forest", "owner": "Alice", "zone": "graveyard"}]
    if with_crucible:
        objects.append({"id": "cw", "card": CRUCIBLE, "owner": "Alice", "zone": "in_play"})
    scenario = load_scenario(data("2026-06-19", objects, [], phase="precombat_main", step=None))
    _, actions = legal_actions(game_at(scenario, 0))
    listed = any(d["type"] == "play_land" and d["object"] == "f" for d in actions)
    assert listed is with_crucible


THRESHOLD = {"name": "Test Threshold", "mana_cost": "{1}", "types": ["Artifact"],
             "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "only_if": {"cards_in_your_graveyard_at_least": 2},
                            "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "403.3"), ("2026-06-19", "602.5b")])
@pytest.mark.parametrize("cards", [2, 1])
def test_an_only_if_restriction_counts_the_cards_in_its_controllers_graveyard(rules, rule, cards):
    objects = [{"id": "t", "card": THRESHOLD, "owner": "Alice", "zone": "in_play"},
               *[{"id": f"g{i}", "card": "Grizzly Bears", "owner": "Alice", "zone": "graveyard"} for i in range(cards)],
               {"id": "b", "card": "Grizzly Bears", "owner": "Bob", "zone": "graveyard"}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "t"}]
    replay = run_scenario(load_scenario(data(rules, objects, actions, phase="precombat_main", step=None)))
    assert replay.steps[-1].refused is (cards < 2)
    assert rule in cited(replay)


def test_the_loader_names_a_bad_graveyard_count():
    bad = {**THRESHOLD, "abilities": [{**THRESHOLD["abilities"][0], "only_if": {"cards_in_your_graveyard_at_least": "seven"}}]}
    with pytest.raises(ScenarioError, match=r"cards_in_your_graveyard_at_least"):
        load_scenario(data("2026-06-19", [{"id": "t", "card": bad, "owner": "Alice", "zone": "in_play"}], []))


SNAP = {"name": "Test Snap", "mana_cost": "{0}", "types": ["Sorcery"], "targets": [{"owner": "you", "types": ["Instant", "Sorcery"], "zone": "graveyard"}],
        "effect": [{"do": "gain_flashback_until_end_of_turn", "what": "target:0"}]}
TWICE = {"name": "Test Twice", "mana_cost": "{0}", "types": ["Instant"], "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
         "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{1}"}]}


def test_a_card_with_two_flashback_costs_is_refused_rather_than_cast_for_one_the_player_didnt_choose():
    objects = [{"id": "s", "card": SNAP, "owner": "Alice", "zone": "hand"}, {"id": "t", "card": TWICE, "owner": "Alice", "zone": "graveyard"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["t"]}, *passes(),
               {"type": "play_spell", "player": "Alice", "object": "t"}]
    replay = run_scenario(load_scenario(data("2026-06-19", objects, actions, phase="precombat_main", step=None)))
    assert replay.steps[-1].refused and "two flashback costs" in " ".join(ev.text for ev in replay.steps[-1].events)
