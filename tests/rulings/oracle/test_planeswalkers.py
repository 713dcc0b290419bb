"""Planeswalkers' loyalty abilities read from real cards' Oracle text (rulings/oracle/planeswalkers.py,
planeswalkers_cards.json: records copied from the pool), played under the June 2026 rules: the
shortened name (201.5c), "Put two +1/+1 counters on up to one target creature" (115.6, 601.2c),
"You gain 2 life and draw two cards", and "You get an emblem with ..." (114.2, 114.4). The
February 2007 rules have no planeswalkers and no emblems: refused, saying so."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import log, objects_in

CARDS = Path(__file__).parent / "planeswalkers_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"


def obj(oid, card, owner="Alice", zone="in_play", **kw):
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def play(cards, objects, actions, rules=R2026):
    doc = {"format": 1, "rules": rules, "name": "planeswalkers", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def loyalty(ability, targets=()):
    return [{"type": "activate_ability", "player": "Alice", "object": "pw", "ability": ability, "targets": list(targets)},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def rules_cited(replay):
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def test_the_planeswalkers_compile(compiled):
    for name in ("Elspeth, Sun's Champion", "Vivien of the Arkbow", "Teferi, Timebender", "Ajani, Inspiring Leader"):
        assert compiled[name].played, (name, compiled[name].why_not)


# --- 201.5c: the shortened name ---------------------------------------------------------
def test_ajani_vengeant_deals_damage_by_its_shortened_name(compiled):
    card = compiled["Ajani Vengeant"]
    minus_two = next(a for a in card.abilities if a["text"].startswith("[−2]"))
    assert minus_two["played"]
    ab = next(a for a in card.definition["abilities"] if a.get("cost") == {"loyalty": -2})
    assert ab["effect"][0]["do"] == "damage"


def test_a_planeswalker_type_after_each_is_not_the_card():
    from rulings.oracle.planeswalkers import shortened_name
    text = "Put a loyalty counter on each Garruk you control and on Garruk."
    assert shortened_name(text, ["Planeswalker"], ["Garruk"], "Garruk Wildspeaker") == \
        "Put a loyalty counter on each Garruk you control and on ~."


# --- "Put two +1/+1 counters on up to one target creature" --------------------------------
def test_vivien_puts_two_counters_on_the_one_target_chosen(cards):
    replay = play(cards, [obj("pw", "Vivien of the Arkbow"), obj("bears", "Grizzly Bears")], loyalty(0, ["bears"]))
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert found["bears"]["counters"] == {"+1/+1": 2} and found["pw"]["counters"] == {"loyalty": 7}
    assert {"606.4", "115.6"} <= rules_cited(replay) or {"606.4", "601.2c"} <= rules_cited(replay), rules_cited(replay)


def test_vivien_may_choose_no_target(cards):
    replay = play(cards, [obj("pw", "Vivien of the Arkbow"), obj("bears", "Grizzly Bears")], loyalty(0))
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert not found["bears"].get("counters") and found["pw"]["counters"] == {"loyalty": 7}


# --- "You gain 2 life and draw two cards" ---------------------------------------------------
def test_teferi_timebender_gains_life_then_draws(cards):
    library = [obj(f"l{i}", "Island", zone="library") for i in range(3)]
    replay = play(cards, [obj("pw", "Teferi, Timebender"), *library], loyalty(1))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][0]["life"] == 22
    assert sum(1 for o in objects_in(replay.final_state).values() if o["zone"] == "hand") == 2
    assert objects_in(replay.final_state)["pw"]["counters"] == {"loyalty": 2}


# --- emblems (2026 114) ----------------------------------------------------------------------
def test_elspeths_emblem_gives_your_creatures_plus_two_and_flying(cards):
    replay = play(cards, [obj("pw", "Elspeth, Sun's Champion", counters={"loyalty": 7}), obj("bears", "Grizzly Bears"),
                          obj("theirs", "Grizzly Bears", "Bob")], loyalty(2))
    assert not any(st.refused for st in replay.steps), log(replay)
    state = replay.final_state
    assert state["players"][0]["emblems"][0]["text"] == "Creatures you control get +2/+2 and have flying."
    found = objects_in(state)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (4, 4) and "flying" in found["bears"]["keywords"]
    assert (found["theirs"]["power"], found["theirs"]["toughness"]) == (2, 2)
    assert found["pw"]["zone"] == "graveyard"  # loyalty 0 (704.5i): the emblem stays
    assert {"114.2", "114.4", "704.5i"} <= rules_cited(replay)


def test_the_emblem_outlasts_elspeth_and_applies_to_a_creature_cast_later(cards):
    replay = play(cards, [obj("pw", "Elspeth, Sun's Champion", counters={"loyalty": 7}),
                          obj("bears", "Grizzly Bears", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(2))],
                  [*loyalty(2), {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    found = objects_in(replay.final_state)
    assert found["bears"]["zone"] == "in_play", log(replay)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (4, 4)


@pytest.mark.parametrize("text", [
    'You get an emblem with "Whenever you cast a spell, draw a card."',  # a triggered emblem: not modelled
    'You get an emblem with "Creatures your opponents control get -1/-1."',  # not the creatures you control
    'Target opponent gets an emblem with "Creatures you control get +1/+1."',  # another player's emblem
])
def test_a_near_miss_emblem_stays_text_only(text):
    card = compile_card({"name": "Probe Walker", "mana_cost": "{3}", "types": ["Planeswalker"], "supertypes": ["Legendary"],
                         "subtypes": ["Probe"], "power": None, "toughness": None, "loyalty": "3",
                         "text": f"[−3]: {text}", "layout": "normal"})
    assert not card.played


def test_counters_on_up_to_two_targets_is_not_read_as_up_to_one():
    card = compile_card({"name": "Probe Walker", "mana_cost": "{3}", "types": ["Planeswalker"], "supertypes": ["Legendary"],
                         "subtypes": ["Probe"], "power": None, "toughness": None, "loyalty": "3",
                         "text": "[+1]: Put X +1/+1 counters on up to one target creature.", "layout": "normal"})
    assert not card.played


# --- "You have hexproof." on a planeswalker (702.11c) ------------------------------------------
def test_teyo_gives_its_controller_hexproof(cards):
    bolt = {"name": "Probe Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"], "text": "Probe Bolt",
            "effect": [{"do": "damage", "amount": 3, "to": "target:0"}]}
    replay = play(cards, [obj("pw", "Teyo, the Shieldmage"), obj("bolt", bolt, "Bob", "hand")],
                  [{"type": "pass_priority", "player": "Alice"},
                   {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"]}])
    assert replay.steps[-1].refused and "702.11c" in rules_cited(replay), log(replay)
    assert "hexproof (Teyo, the Shieldmage)" in log(replay)


# --- "Target player mills twenty cards" --------------------------------------------------------
def test_jace_beleren_mills_twenty(cards):
    library = [obj(f"l{i}", "Island", "Bob", "library") for i in range(22)]
    replay = play(cards, [obj("pw", "Jace Beleren", counters={"loyalty": 10}), *library],
                  [{"type": "activate_ability", "player": "Alice", "object": "pw", "ability": 2, "targets": ["Bob"]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert not any(st.refused for st in replay.steps), log(replay)
    zones = [o["zone"] for o in objects_in(replay.final_state).values() if o["id"].startswith("l")]
    assert zones.count("graveyard") == 20 and zones.count("library") == 2


# --- "Destroy target creature. Its controller draws two cards." (608.2h) -------------------------
def test_ob_nixilis_destroys_and_its_controller_draws_two_each_draw_triggering(cards):
    library = [obj(f"l{i}", "Island", "Bob", "library") for i in range(3)]
    replay = play(cards, [obj("pw", "Ob Nixilis, the Hate-Twisted"), obj("bears", "Grizzly Bears", "Bob"), *library],
                  [*loyalty(1, ["bears"]), {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert found["bears"]["zone"] == "graveyard"
    assert sum(1 for o in found.values() if o["zone"] == "hand" and o["id"].startswith("l")) == 2
    assert replay.final_state["players"][1]["life"] == 18  # its first paragraph: 1 damage for each card Bob drew
    assert "608.2h" in rules_cited(replay)


# --- "[+1]: Add {R}{R}." (605.1a: a loyalty ability is never a mana ability) ----------------------
def test_chandras_mana_loyalty_ability_uses_the_stack(compiled, cards):
    card = compiled["Chandra, Torch of Defiance"]
    assert next(a for a in card.abilities if a["text"] == "[+1]: Add {R}{R}.")["played"]
    spell = {"name": "Probe Strike", "mana_cost": "{R}{R}", "types": ["Instant"], "targets": ["player"], "text": "Probe Strike",
             "effect": [{"do": "damage", "amount": 2, "to": "target:0"}]}
    replay = play(cards, [obj("pw", "Chandra, Torch of Defiance"), obj("s", spell, zone="hand")],
                  [*loyalty(0), {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "goes on the stack" in log(replay) and replay.final_state["players"][1]["life"] == 18


def test_a_loyalty_ability_adding_a_choice_of_mana_stays_text_only():
    card = compile_card({"name": "Probe Walker", "mana_cost": "{3}", "types": ["Planeswalker"], "supertypes": ["Legendary"],
                         "subtypes": ["Probe"], "power": None, "toughness": None, "loyalty": "3",
                         "text": "[+1]: Add {R} or {G}.", "layout": "normal"})
    assert not card.played


# --- "Until your next turn, up to one target creature gets -5/-0" (611.2a) ------------------------
def end_of(player, other):
    return [{"type": "pass_until", "player": player, "step": "end_of_turn"}, {"type": "pass_priority", "player": player},
            {"type": "pass_priority", "player": other}]


def libraries():
    return [obj(f"{who}{i}", "Island", who, "library") for who in ("Alice", "Bob") for i in range(2)]


def test_mu_yanlings_effect_lasts_through_the_opponents_turn(cards):
    replay = play(cards, [obj("pw", "Mu Yanling, Celestial Wind"), obj("bears", "Grizzly Bears", "Bob"), *libraries()],
                  [*loyalty(0, ["bears"]), *end_of("Alice", "Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["active_player"] == "Bob"
    assert objects_in(replay.final_state)["bears"]["power"] == -3
    assert "Grizzly Bears gets -5/-0 until Alice's next turn." in log(replay)


def test_mu_yanlings_effect_ends_as_her_controllers_next_turn_begins(cards):
    replay = play(cards, [obj("pw", "Mu Yanling, Celestial Wind"), obj("bears", "Grizzly Bears", "Bob"), *libraries()],
                  [*loyalty(0, ["bears"]), *end_of("Alice", "Bob"), *end_of("Bob", "Alice")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["active_player"] == "Alice"
    assert objects_in(replay.final_state)["bears"]["power"] == 2
    ended = [ev for st in replay.steps for ev in st.events if "lasted until Alice's next turn" in ev.text]
    assert ended and {c.rule for c in ended[0].citations} == {"611.2a"}


# --- amounts: "where X is your life total", "where X is the number of lands you control" -------------
def test_ajani_wise_counselor_puts_counters_equal_to_your_life_total(cards):
    replay = play(cards, [obj("pw", "Ajani, Wise Counselor", counters={"loyalty": 9}), obj("bears", "Grizzly Bears")],
                  loyalty(2, ["bears"]))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 20}


def test_nissa_voice_of_zendikar_gains_and_draws_one_for_each_land_you_control(cards):
    lands = [obj(f"f{i}", "Forest") for i in range(3)] + [obj("theirs", "Forest", "Bob")]
    library = [obj(f"l{i}", "Island", zone="library") for i in range(5)]
    replay = play(cards, [obj("pw", "Nissa, Voice of Zendikar", counters={"loyalty": 7}), *lands, *library], loyalty(2))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][0]["life"] == 23
    assert sum(1 for o in objects_in(replay.final_state).values() if o["zone"] == "hand") == 3


# --- "Until end of turn, Gideon becomes a 5/5 ... creature ... that's still a planeswalker" ----------
def test_gideon_becomes_a_creature_that_is_still_a_planeswalker_and_damage_to_him_is_prevented(cards):
    bolt = {"name": "Probe Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["any_target"], "text": "Probe Bolt",
            "effect": [{"do": "damage", "amount": 3, "to": "target:0"}]}
    replay = play(cards, [obj("pw", "Gideon, Ally of Zendikar"), obj("bolt", bolt, "Bob", "hand")],
                  [*loyalty(0), {"type": "pass_priority", "player": "Alice"},
                   {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["pw"]},
                   {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}])
    assert not any(st.refused for st in replay.steps), log(replay)
    gideon = objects_in(replay.final_state)["pw"]
    assert (gideon["power"], gideon["toughness"]) == (5, 5) and "indestructible" in gideon["keywords"]
    assert {"Creature", "Planeswalker"} <= set(gideon["types"]) and gideon["counters"] == {"loyalty": 5}
    assert "prevented" in log(replay) and not gideon.get("damage")


def test_gideon_attacks_as_a_creature_and_is_no_creature_after_the_turn(cards):
    replay = play(cards, [obj("pw", "Gideon, Ally of Zendikar"), *libraries()],
                  [*loyalty(0), {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                   {"type": "declare_attackers", "player": "Alice", "attackers": ["pw"]},
                   {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
                   {"type": "declare_blockers", "player": "Bob", "blocks": []},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                   {"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][1]["life"] == 15
    assert "Creature" not in objects_in(replay.final_state)["pw"]["types"]


# --- "Tap all other creatures", "Untap all creatures you control" (2026 701.26; 2007 has them too) -----
@pytest.mark.parametrize("rules", [R2007, R2026])
def test_thundermare_taps_all_other_creatures(cards, rules):
    lands = [obj(f"m{i}", "Mountain") for i in range(6)]
    replay = play(cards, [obj("mare", "Thundermare", zone="hand"), obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob"), *lands],
                  [{"type": "play_spell", "player": "Alice", "object": "mare", "mana_abilities": [{"object": f"m{i}"} for i in range(6)]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert found["bears"]["tapped"] and found["theirs"]["tapped"] and not found["mare"]["tapped"]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_vitalize_untaps_only_your_creatures(cards, rules):
    replay = play(cards, [obj("v", "Vitalize", zone="hand"), obj("f", "Forest"), obj("bears", "Grizzly Bears", tapped=True),
                          obj("theirs", "Grizzly Bears", "Bob", tapped=True)],
                  [{"type": "play_spell", "player": "Alice", "object": "v", "mana_abilities": [{"object": "f"}]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert not found["bears"]["tapped"] and found["theirs"]["tapped"] and found["f"]["tapped"]


# --- "Elementals you control get +2/+0 until end of turn", "other Humans you control get +1/+1 ..." ------
ELEMENTAL = {"name": "Probe Elemental", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Elemental"], "power": 1,
             "toughness": 1, "text": ""}


def test_chandra_novice_pyromancer_pumps_only_your_elementals(cards):
    replay = play(cards, [obj("pw", "Chandra, Novice Pyromancer"), obj("el", ELEMENTAL), obj("bears", "Grizzly Bears"),
                          obj("theirs", ELEMENTAL, "Bob")], loyalty(0))
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert (found["el"]["power"], found["bears"]["power"], found["theirs"]["power"]) == (3, 2, 1)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_herons_grace_champion_pumps_the_other_humans_you_control(cards, rules):
    lands = [obj("f", "Forest"), obj("p1", "Plains"), obj("p2", "Plains"), obj("p3", "Plains")]
    replay = play(cards, [obj("hero", "Heron's Grace Champion", zone="hand"), obj("knight", "White Knight"), obj("bears", "Grizzly Bears"), *lands],
                  [{"type": "play_spell", "player": "Alice", "object": "hero", "mana_abilities": [{"object": o["id"]} for o in lands]},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert (found["knight"]["power"], found["knight"]["toughness"]) == (3, 3) and "lifelink" in found["knight"]["keywords"]
    assert (found["hero"]["power"], found["bears"]["power"]) == (3, 2)


# --- "Tap all creatures your opponents control. You take an extra turn after this one." --------------
def test_mu_yanling_taps_the_opponents_creatures_and_takes_an_extra_turn(cards):
    replay = play(cards, [obj("pw", "Mu Yanling", counters={"loyalty": 10}), obj("bears", "Grizzly Bears"),
                          obj("theirs", "Grizzly Bears", "Bob"), *libraries()],
                  [*loyalty(2), *end_of("Alice", "Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    assert found["theirs"]["tapped"] and not found["bears"]["tapped"] and found["pw"]["zone"] == "graveyard"
    assert replay.final_state["active_player"] == "Alice" and replay.final_state["turn"] == 4
    assert "500.7" in rules_cited(replay)


# --- "Create X ... tokens, where X is your life total / the number of Goblins you control" -------------
def test_ajani_caller_of_the_pride_creates_a_cat_for_each_point_of_life(cards):
    replay = play(cards, [obj("pw", "Ajani, Caller of the Pride", counters={"loyalty": 8})], loyalty(2))
    assert not any(st.refused for st in replay.steps), log(replay)
    cats = [o for o in objects_in(replay.final_state).values() if o["id"].startswith("cat")]
    assert len(cats) == 20 and all((c["power"], c["toughness"]) == (2, 2) for c in cats)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_krenko_creates_a_goblin_for_each_goblin_you_control(cards, rules):
    goblin = {"name": "Probe Goblin", "mana_cost": "{R}", "types": ["Creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1, "text": ""}
    replay = play(cards, [obj("krenko", "Krenko, Mob Boss"), obj("g", goblin), obj("theirs", goblin, "Bob")],
                  [{"type": "activate_ability", "player": "Alice", "object": "krenko", "ability": 0},
                   {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert sum(1 for o in objects_in(replay.final_state).values() if o["id"].startswith("goblin")) == 2


# --- the February 2007 rules --------------------------------------------------------------
def test_under_2007_a_planeswalker_card_is_refused_by_the_loader_saying_why(cards):
    with pytest.raises(ScenarioError, match=r"Planeswalker is not a card type of the February 2007 rules \(205.2a there"):
        play(cards, [obj("pw", "Elspeth, Sun's Champion"), obj("bears", "Grizzly Bears")], loyalty(2), R2007)


def test_under_2007_a_card_giving_an_emblem_is_refused_by_the_loader():
    card = {"name": "Emblem Maker", "mana_cost": "{1}", "types": ["Sorcery"], "text": "You get an emblem.",
            "effect": [{"do": "get_emblem", "text": "Creatures you control get +1/+1.",
                        "abilities": [{"kind": "static", "affects": "creatures", "filter": {"you_control": True},
                                       "pump": {"power": 1, "toughness": 1}}]}]}
    doc = {"format": 1, "rules": R2007, "name": "emblem", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
           "objects": [obj("s", card, zone="hand")], "actions": []}
    with pytest.raises(ScenarioError, match="emblem is later than the February 2007 rules"):
        load_scenario(doc)
