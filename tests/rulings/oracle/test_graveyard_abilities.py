"""Abilities that work from the graveyard (rulings/oracle/graveyard_abilities.py), compiled from real
cards' Oracle text and played: Leonin Surveyor's "Max speed — {3}, Exile this card from your
graveyard: Draw a card." can be activated from the graveyard only while its owner's speed is 4
(2026 702.178a-b, 702.179e; rulings/engine/max_speed_zones.py). Speed came later than February
2007: under those rules the ability is refused, saying so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj

R2026, R2007 = "2026-06-19", "2007-02-01"


@pytest.fixture(scope="module")
def compiled(pool):
    return pool


def surveyor_from_graveyard(cards, rules, speed):
    """Alice (at `speed`) pays {3} and exiles Leonin Surveyor from her graveyard to draw a card."""
    alice = {"name": "Alice", **({"speed": speed} if speed else {})}
    ability = len(cards("Leonin Surveyor")["abilities"]) - 1
    sc = {"format": 1, "rules": rules, "name": "max speed from the graveyard", "players": [alice, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [obj("surveyor", "Leonin Surveyor", zone="graveyard"), obj("top", "Savannah Lions", zone="library")]
                     + [obj(f"p{i}", "Plains") for i in range(3)],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "surveyor", "ability": ability,
                       "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc, cards=cards))


def test_leonin_surveyor_is_fully_played_with_its_graveyard_ability(compiled):
    card = compiled["Leonin Surveyor"]
    assert card.played
    ab = card.definition["abilities"][-1]
    assert (ab["zone"], ab["max_speed"], ab["cost"]) == ("graveyard", True, {"mana": "{3}", "exile": "self"})


def test_at_max_speed_the_surveyor_is_exiled_from_the_graveyard_and_alice_draws(cards):
    replay = surveyor_from_graveyard(cards, R2026, 4)
    assert not any(s.refused for s in replay.steps), log(replay)
    alice = replay.final_state["zones"]["Alice"]
    assert [o["name"] for o in alice["hand"]] == ["Savannah Lions"], log(replay)
    assert [o["name"] for o in alice["removed_from_game" if "removed_from_game" in alice else "exile"]] == ["Leonin Surveyor"], log(replay)
    assert {"702.178a", "702.178b", "702.179e", "113.6m"} <= cited(replay), log(replay)


def test_below_max_speed_the_card_in_the_graveyard_has_no_such_ability(cards):
    replay = surveyor_from_graveyard(cards, R2026, 3)
    assert replay.steps[1].refused, log(replay)
    assert "speed is 4" in log(replay)
    assert [o["name"] for o in replay.final_state["zones"]["Alice"]["graveyard"]] == ["Leonin Surveyor"], log(replay)


def test_under_the_2007_rules_no_one_has_speed_so_the_ability_is_refused(cards):
    replay = surveyor_from_graveyard(cards, R2007, None)
    assert replay.steps[1].refused, log(replay)
    assert "later than February 2007" in log(replay)


def test_a_max_speed_ability_with_another_cost_from_the_battlefield_is_not_read_as_a_graveyard_one():
    """A near miss: the granted ability works on the battlefield, so it is not this module's
    (and "Max speed — You may cast this card from your graveyard." stays text only)."""
    for text in ("Max speed — {3}, Exile this card from your hand: Draw a card.",
                 "Max speed — You may cast this card from your graveyard."):
        card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{W}", "power": "2", "toughness": "2",
                             "text": text, "supertypes": [], "subtypes": [], "layout": "normal"})
        assert not card.played, text


# --- "Exile [N] [other] [creature] card(s) from your graveyard" as a cost ---------------------------
def scrounger_returns(cards, rules, exile):
    """Alice pays {1}{B} and exiles `exile` from her graveyard for Scrapheap Scrounger's ability."""
    sc = {"format": 1, "rules": rules, "name": "exile another creature card", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [obj("scrounger", "Scrapheap Scrounger", zone="graveyard"), obj("lions", "Savannah Lions", zone="graveyard"),
                      obj("shock", "Shock", zone="graveyard"), obj("s1", "Swamp"), obj("s2", "Swamp")],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "scrounger", "ability": 1, "pay": {"exile": exile},
                       "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_scrapheap_scrounger_exiles_another_creature_card_and_returns(cards, rules):
    replay = scrounger_returns(cards, rules, ["lions"])
    assert not any(s.refused for s in replay.steps), log(replay)
    zones = replay.final_state["zones"]["Alice"]
    assert "Scrapheap Scrounger" in [o["name"] for o in zones["in_play"]], log(replay)
    assert [o["name"] for o in zones["graveyard"]] == ["Shock"], log(replay)
    assert ("removed from the game" if rules == R2007 else "exiled") in log(replay)
    assert ("402.8g" if rules == R2007 else "113.6m") in cited(replay), log(replay)


@pytest.mark.parametrize("exile", [["shock"], ["scrounger"], []], ids=["not_a_creature_card", "itself", "none"])
def test_scrapheap_scrounger_cant_pay_with_a_wrong_card(cards, exile):
    replay = scrounger_returns(cards, R2026, exile)
    assert replay.steps[1].refused, log(replay)
    assert "exile another creature card from your graveyard" in log(replay)
    assert len(replay.final_state["zones"]["Alice"]["graveyard"]) == 3, log(replay)


def test_psychatog_exiles_two_cards_from_the_graveyard_to_get_bigger(cards):
    sc = {"format": 1, "rules": R2007, "name": "psychatog", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [obj("tog", "Psychatog"), obj("lions", "Savannah Lions", zone="graveyard"), obj("shock", "Shock", zone="graveyard")],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "tog", "ability": 1, "pay": {"exile": ["lions", "shock"]}},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    tog = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"] == "Psychatog")
    assert (tog["power"], tog["toughness"]) == (2, 3), log(replay)
    assert replay.final_state["zones"]["Alice"]["graveyard"] == [], log(replay)


def test_bone_dragon_exiles_seven_other_cards(compiled):
    ab = compiled["Bone Dragon"].definition["abilities"][-1]
    assert compiled["Bone Dragon"].played
    assert ab["cost"] == {"mana": "{3}{B}{B}", "exile_cards": {"count": 7, "other": True}} and ab["zone"] == "graveyard"


@pytest.mark.parametrize("cost", ["Exile a cards from your graveyard", "Exile an Elf card from your graveyard",
                                  "Exile another other card from your graveyard", "Exile X cards from your graveyard"])
def test_other_exile_costs_stay_text_only(cost):
    card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{B}", "power": "2", "toughness": "2",
                         "text": f"{{1}}, {cost}: Draw a card.", "supertypes": [], "subtypes": ["Elf"], "layout": "normal"})
    assert not card.played, cost


# --- "Sacrifice two artifacts" / "Sacrifice three Foods" as a cost -------------------------------
def engineers(cards, rules, sacrifice):
    """Alice pays {R} and sacrifices `sacrifice` for Krark-Clan Engineers' ability, targeting Bob's Sol Ring."""
    sc = {"format": 1, "rules": rules, "name": "sacrifice two artifacts", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [obj("kce", "Krark-Clan Engineers"), obj("thopter", "Ornithopter"), obj("memnite", "Memnite"),
                      obj("m", "Mountain"), obj("ring", "Sol Ring", owner="Bob")],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "kce", "ability": 0, "targets": ["ring"],
                       "pay": {"sacrifice": sacrifice}, "mana_abilities": [{"object": "m"}]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_krark_clan_engineers_sacrifices_two_artifacts_to_destroy_one(cards, rules):
    replay = engineers(cards, rules, ["thopter", "memnite"])
    assert not any(s.refused for s in replay.steps), log(replay)
    state = replay.final_state["zones"]
    assert sorted(o["name"] for o in state["Alice"]["graveyard"]) == ["Memnite", "Ornithopter"], log(replay)
    assert [o["name"] for o in state["Bob"]["graveyard"]] == ["Sol Ring"], log(replay)
    assert ("409.1h" if rules == R2007 else "601.2h") in cited(replay), log(replay)


@pytest.mark.parametrize("sacrifice", [["thopter"], ["thopter", "thopter"], ["thopter", "kce"]], ids=["one", "the_same_twice", "not_an_artifact"])
def test_krark_clan_engineers_needs_two_different_artifacts(cards, sacrifice):
    replay = engineers(cards, R2026, sacrifice)
    assert replay.steps[1].refused, log(replay)
    assert "sacrificing two artifacts" in log(replay)
    assert replay.final_state["zones"]["Alice"]["graveyard"] == [], log(replay)


@pytest.mark.parametrize("cost", ["Sacrifice two Eldrazi Scions", "Sacrifice two Blood tokens", "Sacrifice two Eldrazi",
                                  "Sacrifice three artifacts and/or creatures", "Sacrifice two Zzqs"])
def test_other_sacrifice_costs_stay_text_only(cost):
    card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{B}", "power": "2", "toughness": "2",
                         "text": f"{cost}: Draw a card.", "supertypes": [], "subtypes": [], "layout": "normal"})
    assert not card.played, cost


# --- scavenge (2026 702.97a) ---------------------------------------------------------------------
def mangler_scavenges(cards, rules, active="Alice"):
    sc = {"format": 1, "rules": rules, "name": "scavenge", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": active, "phase": "precombat_main", "step": None},
          "objects": [obj("mangler", "Dreg Mangler", zone="graveyard"), obj("bears", "Savannah Lions"),
                      *(obj(f"f{i}", land) for i, land in enumerate(["Forest", "Swamp", "Swamp", "Swamp", "Swamp"]))],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "mangler", "ability": 1, "targets": ["bears"],
                       "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc, cards=cards))


def test_dreg_manglers_scavenge_puts_three_counters_on_target_creature(cards):
    replay = mangler_scavenges(cards, R2026)
    assert not any(s.refused for s in replay.steps), log(replay)
    lions = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"] == "Savannah Lions")
    assert (lions["power"], lions["toughness"]) == (5, 4), log(replay)
    assert "Dreg Mangler" in [o["name"] for o in replay.final_state["zones"]["Alice"]["removed_from_game"]], log(replay)
    assert {"702.97a", "113.6m"} <= cited(replay), log(replay)


def test_scavenge_only_as_a_sorcery(cards):
    replay = mangler_scavenges(cards, R2026, active="Bob")
    assert replay.steps[1].refused, log(replay)


def test_under_the_2007_rules_there_is_no_scavenge(cards):
    replay = mangler_scavenges(cards, R2007)
    assert replay.steps[1].refused and "later than February 2007" in log(replay), log(replay)


def test_scavenge_on_a_card_whose_power_isnt_a_number_stays_text_only():
    card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{G}", "power": "*", "toughness": "2",
                         "text": "Scavenge {2}{G}", "supertypes": [], "subtypes": [], "layout": "normal"})
    assert not card.played
