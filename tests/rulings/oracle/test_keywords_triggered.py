"""The keywords of rulings/oracle/keywords_triggered.py, played from real cards' compiled Oracle
text (keyword_triggered_cards.json: records copied from the pool): soulshift, cumulative upkeep,
fading, vanishing, graft and amplify under both editions (2007 502.39a, 502.13a, 502.20a, 502.60a,
502.54a, 502.27a; 2026 702.46a, 702.24a, 702.32a, 702.63a, 702.58a, 702.38a); afterlife, ingest,
mentor, backup, devour, extort, mobilize, training, annihilator, tribute and devoid on a spell under
the 2026 rules, and said to do nothing under the 2007 rules, which don't have them. Near-miss
phrasings stay text only."""
import json
import re
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.wording import ONLY_2007
from rulings.oracle import compile_card

from .conftest import objects_in

CARDS = Path(__file__).parent / "keyword_triggered_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"
EDITIONS = (R2007, R2026)


def passes(n: int, first: str = "Alice") -> list[dict]:
    second = "Bob" if first == "Alice" else "Alice"
    return [{"type": "pass_priority", "player": p} for p in (first, second) * n]


def play(cards, objects, actions, rules, phase="precombat_main", step=None, counters=None, refused_ok=False):
    sc = {"format": 1, "rules": rules, "name": "keywords", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z, **({"counters": (counters or {})[i]} if i in (counters or {}) else {})}
                      for i, c, o, *zone in objects for z in (zone or ["in_play"])], "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    if not refused_ok:
        assert not any(st.refused for st in replay.steps), log
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    if rules == R2026:  # a 2026 replay says none of the words only the 2007 edition uses
        said = [ev.text for st in replay.steps for ev in st.events] + [c.reason for st in replay.steps for ev in st.events
                                                                        for c in ev.citations]
        assert [(w, t) for t in said for w in ONLY_2007 if re.search(w, t, re.IGNORECASE)] == []
    return objects_in(replay.final_state), cites, log, replay


def test_the_keyword_cards_are_fully_played(compiled):
    assert [n for n, c in compiled.items() if not c.played] == []


LIBRARIES = [("c1", "Forest", "Alice", "library"), ("c2", "Forest", "Alice", "library"),
             ("c3", "Island", "Bob", "library"), ("c4", "Swamp", "Bob", "library")]
SOULSHIFT_RULE = {R2007: "502.39a", R2026: "702.46a"}


def _sacrifice_pus_kami(cards, rules, may=None, targets=None):
    """Pus Kami ({B}, sacrifice it: destroy target nonblack creature) dies as its cost is paid: its
    soulshift 6 triggers; Kami of Ancient Law (mana value 2) is in Alice's graveyard, Body of... none bigger."""
    objs = [("pus", "Pus Kami", "Alice"), ("s", "Swamp", "Alice"), ("bears", "Grizzly Bears", "Bob"),
            ("ancient", "Kami of Ancient Law", "Alice", "graveyard"), ("palace", "Kami of the Palace Fields", "Alice", "graveyard"),
            ("bobs", "Kami of Ancient Law", "Bob", "graveyard"), *LIBRARIES]
    activate = {"type": "activate_ability", "player": "Alice", "object": "pus", "targets": ["bears"], "mana_abilities": [{"object": "s"}]}
    if targets is not None:
        activate["trigger_targets"] = {"pus": targets}
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"pus": {"may": may}}
    return play(cards, objs, [activate, {"type": "pass_priority", "player": "Alice"}, resolve], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pus_kami_soulshift_returns_the_target_spirit_card_when_chosen(cards, rules):
    found, cites, log, _ = _sacrifice_pus_kami(cards, rules, may=True, targets=["palace"])
    assert SOULSHIFT_RULE[rules] in cites and found["pus"]["zone"] == "graveyard", log
    assert found["palace"]["zone"] == "hand" and found["ancient"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_soulshift_without_the_choice_returns_nothing(cards, rules):
    found, _, log, _ = _sacrifice_pus_kami(cards, rules, targets=["ancient"])
    assert "no choice was given" in log and found["ancient"]["zone"] == "graveyard", log


def test_soulshift_cant_target_a_spirit_card_in_an_opponents_graveyard(cards):
    objs = [("pus", "Pus Kami", "Alice"), ("s", "Swamp", "Alice"), ("bears", "Grizzly Bears", "Bob"),
            ("bobs", "Kami of Ancient Law", "Bob", "graveyard"), *LIBRARIES]
    activate = {"type": "activate_ability", "player": "Alice", "object": "pus", "targets": ["bears"],
                "mana_abilities": [{"object": "s"}], "trigger_targets": {"pus": ["bobs"]}}
    _, _, log, replay = play(cards, objs, [activate], R2026, refused_ok=True)
    assert replay.steps[-1].refused, log


def test_soulshift_cant_target_a_spirit_card_of_greater_mana_value(cards):
    """Pus Kami (mana value 7) in the graveyard is no legal target for Pus Kami's soulshift 6, nor
    for Kami of the Palace Fields' soulshift 5: each trigger has no legal target and is removed."""
    objs = [("palace", "Kami of the Palace Fields", "Alice"), ("pus", "Pus Kami", "Alice"), ("s", "Swamp", "Alice"),
            ("pus2", "Pus Kami", "Alice", "graveyard"), *LIBRARIES]
    activate = {"type": "activate_ability", "player": "Alice", "object": "pus", "targets": ["palace"],
                "mana_abilities": [{"object": "s"}]}
    found, _, log, _ = play(cards, objs, [activate, *passes(1)], R2026)
    assert found["palace"]["zone"] == "graveyard" and found["pus2"]["zone"] == "graveyard", log
    assert "Pus Kami's triggered ability has no legal target and is removed from the stack" in log, log
    assert "Kami of the Palace Fields's triggered ability has no legal target and is removed from the stack" in log, log


def shock(*objects) -> tuple[list, list]:
    """Alice shocks the first of `objects` (Bob's creature)."""
    objs = [("shock", "Shock", "Alice", "hand"), ("m", "Mountain", "Alice"), *objects, *LIBRARIES]
    return objs, [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [objects[0][0]],
                   "mana_abilities": [{"object": "m"}]}, *passes(1), *passes(1)]


def test_orzhov_enforcer_afterlife_creates_a_flying_spirit_token(cards):
    found, cites, log, _ = play(cards, *shock(("enforcer", "Orzhov Enforcer", "Bob")), R2026)
    spirits = [o for o in found.values() if o["name"] == "Spirit"]
    assert "702.135a" in cites and found["enforcer"]["zone"] == "graveyard", log
    assert len(spirits) == 1 and spirits[0]["controller"] == "Bob" and spirits[0]["zone"] == "in_play", log
    assert (spirits[0]["power"], spirits[0]["toughness"]) == (1, 1) and "flying" in json.dumps(spirits[0]), log


def test_ministrant_of_obligation_afterlife_2_creates_two_tokens(cards):
    found, _, log, _ = play(cards, *shock(("ministrant", "Ministrant of Obligation", "Bob")), R2026)
    assert len([o for o in found.values() if o["name"] == "Spirit" and o["zone"] == "in_play"]) == 2, log


def test_afterlife_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, cites, log, _ = play(cards, *shock(("enforcer", "Orzhov Enforcer", "Bob")), R2007)
    assert "afterlife doesn't trigger: the keyword came later than February 2007" in log, log
    assert not [o for o in found.values() if o["name"] == "Spirit"] and "702.135a" not in cites, log


def _mist_intruder_attacks(cards, rules):
    objs = [("mist", "Mist Intruder", "Alice"), *LIBRARIES]
    actions = [*passes(1), {"type": "declare_attackers", "player": "Alice", "attackers": ["mist"]}, *passes(1),
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, *passes(2)]
    return play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat")


def test_mist_intruder_ingest_exiles_the_top_card_of_the_damaged_players_library(cards):
    found, cites, log, replay = _mist_intruder_attacks(cards, R2026)
    assert "702.115a" in cites, log
    assert found["c3"]["zone"] == "removed_from_game" and found["c4"]["zone"] == "library", log  # top card first
    assert {p["name"]: p["life"] for p in replay.final_state["players"]}["Bob"] == 19, log


def test_ingest_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, log, _ = _mist_intruder_attacks(cards, R2007)
    assert "ingest doesn't trigger" in log and found["c3"]["zone"] == "library", log


CUMULATIVE_RULE = {R2007: "502.13a", R2026: "702.24a"}


def _efreet_upkeep(cards, rules, pays=None, age=1, forests=2):
    objs = [("efreet", "Uktabi Efreet", "Alice"), *[(f"f{i}", "Forest", "Alice") for i in range(forests)], *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if pays is not None:
        resolve["choices"] = {"efreet": {"pays": pays}}
    return play(cards, objs, [{"type": "pass_priority", "player": "Alice"}, resolve], rules, phase="beginning", step="upkeep",
                counters={"efreet": {"age": age}} if age else None, refused_ok=True)


@pytest.mark.parametrize("rules", EDITIONS)
def test_uktabi_efreet_cumulative_upkeep_paid_for_each_age_counter(cards, rules):
    """One age counter already: a second is put on it, and {G}{G} is paid."""
    found, cites, log, replay = _efreet_upkeep(cards, rules, pays=True)
    assert not any(st.refused for st in replay.steps), log
    assert CUMULATIVE_RULE[rules] in cites and found["efreet"]["zone"] == "in_play", log
    assert found["efreet"]["counters"] == {"age": 2} and found["f0"]["tapped"] and found["f1"]["tapped"], log


@pytest.mark.parametrize("rules", EDITIONS)
def test_cumulative_upkeep_not_paid_without_a_choice_it_is_sacrificed(cards, rules):
    found, cites, log, _ = _efreet_upkeep(cards, rules, age=0)
    assert CUMULATIVE_RULE[rules] in cites and "no choice was given" in log and found["efreet"]["zone"] == "graveyard", log
    assert not found["f0"]["tapped"], log


def test_cumulative_upkeep_cant_be_paid_in_part(cards):
    """Two age counters then three: {G}{G}{G} with two Forests is refused (no partial payment)."""
    _, _, log, replay = _efreet_upkeep(cards, R2026, pays=True, age=2)
    assert replay.steps[-1].refused and "can't pay {G}{G}{G}" in "\n".join(ev.text for ev in replay.steps[-1].events), log


@pytest.mark.parametrize("text", ["Soulshift X", "Afterlife X", "Cumulative upkeep—Pay {B} and 1 life.", "Cumulative upkeep {W} or {U}",
                                  "Cumulative upkeep {X}", "Ingest 2", "Soulshift 4, soulshift 4"])
def test_near_miss_keyword_lines_stay_text_only(text):
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{B}", "types": ["Creature"], "subtypes": ["Spirit"], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def test_soulshift_on_a_noncreature_stays_text_only():
    c = compile_card({"name": "Test Thing", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": [], "supertypes": [],
                      "power": None, "toughness": None, "loyalty": None, "text": "Soulshift 2", "layout": "normal"})
    assert not c.played


def test_oblivion_strike_devoid_spell_is_colorless_so_it_can_target_protection_from_black(cards):
    """Devoid (702.114a) works in every zone: the spell on the stack is colorless, so Paladin en-Vec's
    protection from black doesn't stop it targeting the Paladin."""
    objs = [("strike", "Oblivion Strike", "Alice", "hand"), *[(f"s{i}", "Swamp", "Alice") for i in range(4)],
            ("paladin", "Paladin en-Vec", "Bob"), *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "strike", "targets": ["paladin"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}, *passes(1)]
    found, cites, log, _ = play(cards, objs, actions, R2026)
    assert found["paladin"]["zone"] == "removed_from_game" and "protection" not in log.lower(), log


FADING_RULE = {R2007: "502.20a", R2026: "702.32a"}
VANISHING_RULE = {R2007: "502.60a", R2026: "702.63a"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_blastoderm_fading_enters_with_three_fade_counters(cards, rules):
    objs = [("derm", "Blastoderm", "Alice", "hand"), *[(f"f{i}", "Forest", "Alice") for i in range(4)], *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "derm", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               *passes(1)]
    found, cites, log, _ = play(cards, objs, actions, rules)
    assert found["derm"]["zone"] == "in_play" and found["derm"]["counters"] == {"fade": 3} and FADING_RULE[rules] in cites, log


def _upkeep(cards, rules, card, counters, n=1):
    objs = [("it", card, "Alice"), *LIBRARIES]
    return play(cards, objs, passes(n), rules, phase="beginning", step="upkeep", counters={"it": counters})


@pytest.mark.parametrize("rules", EDITIONS)
def test_fading_removes_a_fade_counter_at_the_upkeep(cards, rules):
    found, cites, log, _ = _upkeep(cards, rules, "Blastoderm", {"fade": 1})
    assert found["it"]["zone"] == "in_play" and found["it"]["counters"].get("fade", 0) == 0 and FADING_RULE[rules] in cites, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_fading_with_no_fade_counter_to_remove_sacrifices_it(cards, rules):
    found, _, log, _ = _upkeep(cards, rules, "Blastoderm", {})
    assert found["it"]["zone"] == "graveyard" and "No fade counter can be removed" in log, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_vanishing_removes_a_time_counter_at_the_upkeep(cards, rules):
    found, cites, log, _ = _upkeep(cards, rules, "Waning Wurm", {"time": 2})
    assert found["it"]["zone"] == "in_play" and found["it"]["counters"] == {"time": 1} and VANISHING_RULE[rules] in cites, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_vanishing_last_time_counter_removed_triggers_the_sacrifice(cards, rules):
    found, _, log, _ = _upkeep(cards, rules, "Waning Wurm", {"time": 1}, n=2)
    assert "When the last time counter is removed from this permanent, sacrifice it" in log, log
    assert found["it"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_vanishing_without_a_time_counter_does_not_trigger(cards, rules):
    found, _, log, _ = _upkeep(cards, rules, "Waning Wurm", {})
    assert "does not trigger: the condition (the permanent has a time counter on it) is false" in log, log
    assert found["it"]["zone"] == "in_play", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_waning_wurm_enters_with_two_time_counters(cards, rules):
    objs = [("wurm", "Waning Wurm", "Alice", "hand"), *[(f"s{i}", "Swamp", "Alice") for i in range(4)], *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wurm", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               *passes(1)]
    found, cites, log, _ = play(cards, objs, actions, rules)
    assert found["wurm"]["counters"] == {"time": 2} and VANISHING_RULE[rules] in cites, log


@pytest.mark.parametrize("text", ["Fading X", "Vanishing", "Fading 2, vanishing 2"])
def test_near_miss_fading_and_vanishing_lines_stay_text_only(text):
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{B}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def _attack(cards, rules, *attackers, targets=None, before=()):
    objs = [(f"a{i}", card, "Alice") for i, card in enumerate(attackers)] + [("m", "Mountain", "Alice"), ("m2", "Mountain", "Alice")]
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": [f"a{i}" for i in range(len(attackers))]}
    if targets:
        declare["trigger_targets"] = targets
    return play(cards, objs + LIBRARIES, [*before, *passes(1), declare, *passes(1)], rules, phase="combat", step="beginning_of_combat")


def test_barging_sergeant_mentor_puts_a_counter_on_an_attacking_creature_with_lesser_power(cards):
    found, cites, log, _ = _attack(cards, R2026, "Barging Sergeant", "Grizzly Bears")
    assert "702.134a" in cites and found["a1"]["counters"] == {"+1/+1": 1} and found["a1"]["power"] == 3, log
    assert not found["a0"]["counters"], log


def test_goblin_banneret_pumped_first_can_mentor_the_bears(cards):
    """Goblin Banneret is 1/1; with {1}{R} it is 3/1 as it attacks, so the bears (power 2) have lesser power."""
    pump = [{"type": "activate_ability", "player": "Alice", "object": "a0", "ability": 1, "mana_abilities": [{"object": "m"}, {"object": "m2"}]},
            *passes(1)]
    found, _, log, _ = _attack(cards, R2026, "Goblin Banneret", "Grizzly Bears", before=pump)
    assert found["a1"]["counters"] == {"+1/+1": 1}, log


def test_mentor_cant_target_a_creature_with_equal_power(cards):
    """Sunhome Stalwart (power 2) and Grizzly Bears (power 2): no attacking creature has lesser power."""
    found, _, log, _ = _attack(cards, R2026, "Sunhome Stalwart", "Grizzly Bears")
    assert "has no legal target" in log and not found["a1"]["counters"], log


def test_mentor_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, cites, log, _ = _attack(cards, R2007, "Barging Sergeant", "Grizzly Bears")
    assert "mentor doesn't trigger: the keyword came later than February 2007" in log and not found["a1"]["counters"], log


def _backup(cards, rules, card, target, extra=(), then=()):
    objs = [("b", card, "Alice", "hand"), *[(f"p{i}", "Plains", "Alice") for i in range(5)], ("bears", "Grizzly Bears", "Alice"),
            ("bobs", "Grizzly Bears", "Bob"), *extra, *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b", "mana_abilities": [{"object": f"p{i}"} for i in range(5)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "trigger_targets": {"b": [target]}},
               *passes(1), *then]
    return play(cards, objs, actions, rules)


def test_golden_scale_aeronaut_backup_gives_another_creature_a_counter_and_flying(cards):
    found, cites, log, _ = _backup(cards, R2026, "Golden-Scale Aeronaut", "bears")
    assert "702.165a" in cites and found["bears"]["counters"] == {"+1/+1": 1}, log
    assert "Alice's Grizzly Bears gains flying until end of turn." in log, log
    assert "flying" in json.dumps(found["bears"]), log


def test_backup_on_the_creature_itself_gives_only_the_counter(cards):
    found, _, log, _ = _backup(cards, R2026, "Golden-Scale Aeronaut", "b")
    assert found["b"]["counters"] == {"+1/+1": 1} and "not another creature: it gains no ability" in log, log
    assert "flying" not in json.dumps(found["bears"]), log


def test_bola_slinger_backup_grants_its_attack_trigger_to_the_bears(cards):
    """The bears gain "Whenever this creature attacks, tap target artifact or creature an opponent controls"."""
    attack = [{"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"}, *passes(1),
              {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, *passes(1)]
    found, _, log, _ = _backup(cards, R2026, "Bola Slinger", "bears", then=attack)
    assert found["bears"]["counters"] == {"+1/+1": 1} and found["bobs"]["tapped"], log


def test_backup_is_said_to_do_nothing_under_the_2007_rules(cards):
    objs = [("b", "Golden-Scale Aeronaut", "Alice", "hand"), *[(f"p{i}", "Plains", "Alice") for i in range(5)],
            ("bears", "Grizzly Bears", "Alice"), *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "b", "mana_abilities": [{"object": f"p{i}"} for i in range(5)]},
               *passes(1)]
    found, _, log, _ = play(cards, objs, actions, R2007)
    assert "backup doesn't trigger: the keyword came later than February 2007" in log and not found["bears"]["counters"], log


@pytest.mark.parametrize("text", ["Backup 1", "Backup 1\nBackup 1\nFlying", "Backup X\nFlying", "Backup 1\nThis creature can't be sacrificed as an additional cost."])
def test_near_miss_backup_stays_text_only(text):
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{W}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def _devour(cards, rules, devoured=None):
    objs = [("elder", "Thunder-Thrash Elder", "Alice", "hand"), *[(f"m{i}", "Mountain", "Alice") for i in range(3)],
            ("bears", "Grizzly Bears", "Alice"), ("bears2", "Grizzly Bears", "Alice"), ("bobs", "Grizzly Bears", "Bob"),
            ("orzhov", "Orzhov Enforcer", "Alice"), *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if devoured is not None:
        resolve["choices"] = {"elder": {"devour": devoured}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "elder", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Alice"}, resolve]
    return play(cards, objs, actions, rules, refused_ok=True)


def test_thunder_thrash_elder_devour_3_three_counters_for_each_creature_sacrificed(cards):
    found, cites, log, _ = _devour(cards, R2026, ["bears", "orzhov"])
    assert "702.82a" in cites and found["elder"]["counters"] == {"+1/+1": 6}, log
    assert found["bears"]["zone"] == "graveyard" and found["orzhov"]["zone"] == "graveyard" and found["bears2"]["zone"] == "in_play", log
    assert "Orzhov Enforcer's ability triggers" in log, log  # afterlife: a sacrificed creature dies


def test_devour_without_a_choice_sacrifices_nothing(cards):
    found, _, log, _ = _devour(cards, R2026)
    assert "no choice was given" in log and not found["elder"]["counters"] and found["bears"]["zone"] == "in_play", log


def test_devour_cant_sacrifice_an_opponents_creature(cards):
    _, _, log, replay = _devour(cards, R2026, ["bobs"])
    assert replay.steps[-1].refused and "can't be sacrificed to Thunder-Thrash Elder's devour" in log, log


def test_devour_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, log, _ = _devour(cards, R2007, ["bears"])
    assert "devour does nothing: the keyword came later than February 2007" in log, log
    assert found["bears"]["zone"] == "in_play" and not found["elder"]["counters"], log


@pytest.mark.parametrize("text", ["Devour artifact 1", "Devour X, where X is the number of creatures devoured this way", "Devour 1\nDevour 2"])
def test_near_miss_devour_stays_text_only(text):
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{R}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def _extort(cards, rules, may=None, lands=(("p", "Plains"),)):
    objs = [("screecher", "Basilica Screecher", "Alice"), ("shock", "Shock", "Alice", "hand"), ("m", "Mountain", "Alice"),
            *[(i, c, "Alice") for i, c in lands], *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"screecher": {"may": may}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               {"type": "pass_priority", "player": "Alice"}, resolve]
    found, cites, log, replay = play(cards, objs, actions, rules, refused_ok=True)
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    return found, cites, log, replay, life


def test_basilica_screecher_extort_paid_drains_each_opponent(cards):
    found, cites, log, _, life = _extort(cards, R2026, may=True)
    assert "702.101a" in cites and life == {"Alice": 21, "Bob": 19} and found["p"]["tapped"], log


def test_extort_not_paid_without_a_choice(cards):
    found, _, log, _, life = _extort(cards, R2026)
    assert "no choice was given" in log and life == {"Alice": 20, "Bob": 20} and not found["p"]["tapped"], log


def test_extort_cant_be_paid_without_white_or_black_mana(cards):
    _, _, log, replay, _ = _extort(cards, R2026, may=True, lands=(("f", "Forest"),))
    assert replay.steps[-1].refused and "can't pay {W/B}" in log, log


def test_extort_is_said_to_do_nothing_under_the_2007_rules(cards):
    _, _, log, _, life = _extort(cards, R2007, may=True)
    assert "extort doesn't trigger: the keyword came later than February 2007" in log and life["Alice"] == 20, log


def _packbeasts_attack(cards, rules, to_end=False):
    objs = [("beasts", "Dalkovan Packbeasts", "Alice"), *LIBRARIES]
    actions = [*passes(1), {"type": "declare_attackers", "player": "Alice", "attackers": ["beasts"]},
               *passes(2 if rules == R2026 else 1),  # the mobilize trigger resolves, then the step ends
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, *passes(2)]
    if to_end:  # end of combat, the postcombat main phase, then the end step's delayed trigger
        actions += passes(4)
    found, cites, log, replay = play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat")
    return found, cites, log, {p["name"]: p["life"] for p in replay.final_state["players"]}


def test_dalkovan_packbeasts_mobilize_3_tokens_attack_and_deal_damage(cards):
    found, cites, log, life = _packbeasts_attack(cards, R2026)
    warriors = [o for o in found.values() if o["name"] == "Warrior"]
    assert "702.181a" in cites and "508.4" in cites and len(warriors) == 3, log
    assert all(w["tapped"] for w in warriors) and life["Bob"] == 17, log  # the Packbeasts have power 0


def test_mobilize_tokens_are_sacrificed_at_the_beginning_of_the_end_step(cards):
    found, _, log, _ = _packbeasts_attack(cards, R2026, to_end=True)
    assert "The delayed triggered ability from Dalkovan Packbeasts triggers" in log, log
    assert not [o for o in found.values() if o["name"] == "Warrior" and o["zone"] == "in_play"], log


def test_mobilize_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, log, life = _packbeasts_attack(cards, R2007)
    assert "mobilize doesn't trigger: the keyword came later than February 2007" in log and life["Bob"] == 20, log


def test_gryff_rider_training_with_a_greater_power_attacker_gets_a_counter(cards):
    """Gryff Rider (power 2) attacks with Waning Wurm (power 7)."""
    found, cites, log, _ = _attack(cards, R2026, "Gryff Rider", "Waning Wurm")
    assert "702.149a" in cites and found["a0"]["counters"] == {"+1/+1": 1}, log


def test_training_with_an_equal_power_attacker_does_not_trigger(cards):
    """Gryff Rider and Grizzly Bears both have power 2."""
    found, _, log, _ = _attack(cards, R2026, "Gryff Rider", "Grizzly Bears")
    assert "Gryff Rider's ability triggers" not in log and not found["a0"]["counters"], log


def test_training_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, log, _ = _attack(cards, R2007, "Gryff Rider", "Waning Wurm")
    assert "training doesn't trigger: the keyword came later than February 2007" in log and not found["a0"]["counters"], log


GRAFT_RULE = {R2007: "502.54a", R2026: "702.58a"}


def _graft(cards, rules, may=None, from_hand=False):
    objs = [("initiate", "Simic Initiate", "Alice", *(["hand"] if from_hand else [])), ("bears", "Grizzly Bears", "Alice", "hand"),
            ("f0", "Forest", "Alice"), ("f1", "Forest", "Alice"), ("f2", "Forest", "Alice"), *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"initiate": {"may": may}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               *passes(1), {"type": "pass_priority", "player": "Alice"}, resolve]
    if from_hand:
        actions = [{"type": "play_spell", "player": "Alice", "object": "initiate", "mana_abilities": [{"object": "f2"}]}, *passes(1)]
    return play(cards, objs, actions, rules, counters=None if from_hand else {"initiate": {"+1/+1": 1}})


@pytest.mark.parametrize("rules", EDITIONS)
def test_simic_initiate_graft_enters_with_its_counter(cards, rules):
    found, cites, log, _ = _graft(cards, rules, from_hand=True)
    assert found["initiate"]["counters"] == {"+1/+1": 1} and found["initiate"]["zone"] == "in_play" and GRAFT_RULE[rules] in cites, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_simic_initiate_graft_moves_its_counter_onto_the_creature_that_entered(cards, rules):
    found, cites, log, _ = _graft(cards, rules, may=True)
    assert found["bears"]["counters"] == {"+1/+1": 1} and GRAFT_RULE[rules] in cites, log
    assert found["initiate"]["zone"] == "graveyard", log  # a 0/0 without its counter


@pytest.mark.parametrize("rules", EDITIONS)
def test_graft_without_the_choice_moves_nothing(cards, rules):
    found, _, log, _ = _graft(cards, rules)
    assert "no choice was given" in log and found["initiate"]["counters"] == {"+1/+1": 1} and not found["bears"]["counters"], log


AMPLIFY_RULE = {R2007: "502.27a", R2026: "702.38a"}


def _amplify(cards, rules, revealed=None):
    objs = [("brute", "Zombie Brute", "Alice", "hand"), ("digger", "Scathe Zombies", "Alice", "hand"), ("digger2", "Scathe Zombies", "Alice", "hand"),
            ("bears", "Grizzly Bears", "Alice", "hand"), *[(f"s{i}", "Swamp", "Alice") for i in range(7)], *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if revealed is not None:
        resolve["choices"] = {"brute": {"amplify": revealed}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "brute", "mana_abilities": [{"object": f"s{i}"} for i in range(7)]},
               {"type": "pass_priority", "player": "Alice"}, resolve]
    return play(cards, objs, actions, rules, refused_ok=True)


@pytest.mark.parametrize("rules", EDITIONS)
def test_zombie_brute_amplify_a_counter_for_each_zombie_card_revealed(cards, rules):
    found, cites, log, replay = _amplify(cards, rules, ["digger", "digger2"])
    assert not any(st.refused for st in replay.steps), log
    assert found["brute"]["counters"] == {"+1/+1": 2} and AMPLIFY_RULE[rules] in cites and found["digger"]["zone"] == "hand", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_amplify_cant_reveal_a_card_sharing_no_creature_type(cards, rules):
    _, _, log, replay = _amplify(cards, rules, ["bears"])
    assert replay.steps[-1].refused and "can't be revealed for Zombie Brute's amplify" in log, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_amplify_without_a_choice_reveals_nothing(cards, rules):
    found, _, log, _ = _amplify(cards, rules)
    assert "no choice was given" in log and not found["brute"]["counters"], log


def _crusher_attacks(cards, rules, sacrificed=None):
    objs = [("crusher", "Ulamog's Crusher", "Alice"), ("bears", "Grizzly Bears", "Bob"), ("f1", "Forest", "Bob"), ("f2", "Forest", "Bob"),
            *LIBRARIES]
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": ["crusher"]}
    resolve = {"type": "pass_priority", "player": "Bob"}
    if sacrificed is not None:
        resolve["choices"] = {"crusher": {"sacrifice": sacrificed}}
    actions = [*passes(1), declare, {"type": "pass_priority", "player": "Alice"}, resolve]
    return play(cards, objs, actions, rules, phase="combat", step="beginning_of_combat", refused_ok=True)


def test_ulamogs_crusher_annihilator_2_defending_player_sacrifices_the_two_named(cards):
    found, cites, log, replay = _crusher_attacks(cards, R2026, ["bears", "f1"])
    assert not any(st.refused for st in replay.steps), log
    assert "702.86a" in cites and found["bears"]["zone"] == "graveyard" and found["f1"]["zone"] == "graveyard", log
    assert found["f2"]["zone"] == "in_play", log


def test_annihilator_without_a_choice_takes_the_last_permanents(cards):
    found, _, log, _ = _crusher_attacks(cards, R2026)
    assert "no choice was given" in log and found["bears"]["zone"] == "in_play", log
    assert found["f1"]["zone"] == "graveyard" and found["f2"]["zone"] == "graveyard", log


def test_annihilator_cant_name_a_permanent_of_the_attacker(cards):
    _, _, log, replay = _crusher_attacks(cards, R2026, ["crusher", "f1"])
    assert replay.steps[-1].refused and "not a permanent Bob controls" in log, log


def test_annihilator_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, log, _ = _crusher_attacks(cards, R2007)
    assert "annihilator doesn't trigger: the keyword came later than February 2007" in log and found["f1"]["zone"] == "in_play", log


def _snake(cards, rules, choice=None):
    objs = [("snake", "Snake of the Golden Grove", "Alice", "hand"), *[(f"f{i}", "Forest", "Alice") for i in range(5)], *LIBRARIES]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choice is not None:
        resolve["choices"] = {"snake": choice}
    actions = [{"type": "play_spell", "player": "Alice", "object": "snake", "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
               {"type": "pass_priority", "player": "Alice"}, resolve, *passes(1)]
    found, cites, log, replay = play(cards, objs, actions, rules, refused_ok=True)
    return found, cites, log, replay, {p["name"]: p["life"] for p in replay.final_state["players"]}


def test_snake_of_the_golden_grove_tribute_paid_enters_with_counters_and_no_life(cards):
    found, cites, log, replay, life = _snake(cards, R2026, {"tribute": True})
    assert not any(st.refused for st in replay.steps), log
    assert "702.104a" in cites and found["snake"]["counters"] == {"+1/+1": 3} and life["Alice"] == 20, log
    assert "the condition (tribute wasn't paid) is false" in log, log


def test_snake_of_the_golden_grove_tribute_not_paid_its_controller_gains_4_life(cards):
    found, _, log, _, life = _snake(cards, R2026)
    assert "no choice was given" in log and not found["snake"]["counters"] and life["Alice"] == 24, log


def test_tribute_cant_be_chosen_by_a_player_who_isnt_an_opponent(cards):
    _, _, log, replay, _ = _snake(cards, R2026, {"tribute": True, "tribute_by": "Alice"})
    assert any(st.refused and "Alice is not an opponent of Alice" in " ".join(ev.text for ev in st.events) for st in replay.steps), log


def test_tribute_does_nothing_under_the_2007_rules_so_it_isnt_paid(cards):
    found, _, log, _, life = _snake(cards, R2007, {"tribute": True})
    assert "tribute does nothing: the keyword came later than February 2007" in log, log
    assert not found["snake"]["counters"] and life["Alice"] == 24, log


@pytest.mark.parametrize("text", ["Tribute X", "When this creature enters, if tribute wasn't paid, you gain 4 life."])
def test_near_miss_tribute_stays_text_only(text):
    """The second: "if tribute wasn't paid" on a card without tribute."""
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{G}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def _exhalation(cards, rules, plains):
    objs = [("ex", "Sublime Exhalation", "Alice", "hand"), *[(f"p{i}", "Plains", "Alice") for i in range(plains)],
            ("bears", "Grizzly Bears", "Bob"), *LIBRARIES]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ex", "mana_abilities": [{"object": f"p{i}"} for i in range(plains)]},
               *passes(1)]
    return play(cards, objs, actions, rules, refused_ok=True)


def test_sublime_exhalation_undaunted_costs_one_less_for_the_one_opponent(cards):
    found, cites, log, replay = _exhalation(cards, R2026, 6)
    assert not any(st.refused for st in replay.steps), log
    assert "702.125a" in cites and "Alice pays {5}{W}" in log and found["bears"]["zone"] == "graveyard", log


def test_undaunted_does_nothing_under_the_2007_rules_so_six_lands_are_too_few(cards):
    _, _, log, replay = _exhalation(cards, R2007, 6)
    assert replay.steps[1].refused and "can't pay {6}{W}" in log, log
    found, _, log, replay = _exhalation(cards, R2007, 7)
    reasons = [c.reason for st in replay.steps for ev in st.events for c in ev.citations]
    assert not any(st.refused for st in replay.steps) and any("undaunted came later than February 2007" in r for r in reasons), log
    assert found["bears"]["zone"] == "graveyard", log


def _morinfen(cards, rules, life=20):
    sc = {"format": 1, "rules": rules, "name": "cumulative", "players": [{"name": "Alice", "life": life}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
          "objects": [{"id": "m", "card": "Morinfen", "owner": "Alice", "zone": "in_play", "counters": {"age": 1}},
                      *({"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in LIBRARIES)],
          "actions": [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"m": {"pays": True}}}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return objects_in(replay.final_state), {p["name"]: p["life"] for p in replay.final_state["players"]}, log, replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_morinfen_cumulative_upkeep_pays_one_life_for_each_age_counter(cards, rules):
    found, life, log, replay = _morinfen(cards, rules)
    assert not any(st.refused for st in replay.steps), log
    assert found["m"]["counters"] == {"age": 2} and found["m"]["zone"] == "in_play" and life["Alice"] == 18, log


def test_cumulative_upkeep_life_cant_be_paid_with_too_little_life(cards):
    _, _, log, replay = _morinfen(cards, R2026, life=1)
    assert replay.steps[-1].refused and "has 1 life and can't pay 2 life" in log, log
