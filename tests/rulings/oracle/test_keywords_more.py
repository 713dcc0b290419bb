"""Echo (2007: 502.19a; 2026: 702.30a), bloodthirst N (502.50a / 702.54a) and modular N (502.35a / 702.43a),
under both editions; battle cry (702.91a), dethrone (702.105a),
afflict N (702.130a), fabricate N (702.123a) and riot (702.136a), played from
real cards' compiled Oracle text (keyword_more_cards.json: records copied from the
pool) under the 2026 rules, and said to do nothing under the 2007 rules, which
don't have them (they came later than February 2007)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

CARDS = Path(__file__).parent / "keyword_more_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def passes(n: int) -> list[dict]:
    return [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * n]


def attack(*ids) -> dict:
    return {"type": "declare_attackers", "player": "Alice", "attackers": list(ids)}


def block(*pairs) -> dict:
    return {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


def play(cards, objects, actions, rules, alice_life=20, bob_life=20, phase="combat", step="beginning_of_combat", flagged=(), bob_damaged=False,
         counters=None):
    bob = {"name": "Bob", "life": bob_life, **({"dealt_damage_this_turn": True} if bob_damaged else {})}
    sc = {"format": 1, "rules": rules, "name": "keywords", "players": [{"name": "Alice", "life": alice_life}, bob],
          "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z, **({"under_control_since_last_upkeep": True} if i in flagged else {}),
                       **({"counters": {"+1/+1": (counters or {})[i]}} if i in (counters or {}) else {})}
                      for i, c, o, *zone in objects for z in (zone or ["in_play"])], "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    players = {p["name"]: p for p in replay.final_state["players"]}
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return found, players, cites, log


def test_the_keyword_cards_are_fully_played(compiled):
    assert [n for n, c in compiled.items() if not c.played] == []


EDITIONS = (R2007, R2026)
ECHO_RULE = {R2007: "502.19a", R2026: "702.30a"}
LIBRARIES = [("c1", "Forest", "Alice", "library"), ("c2", "Forest", "Alice", "library"), ("c3", "Forest", "Bob", "library")]
#: from Alice's priority in her turn to her next upkeep, through Bob's whole turn
TO_ALICES_NEXT_UPKEEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *passes(1),
                         {"type": "pass_until", "player": "Bob", "step": "end_of_turn"},
                         {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_pouncing_jaguar_echo_paid_at_the_upkeep_after_it_came_under_control_and_it_stays(cards, rules):
    objs = [("jaguar", "Pouncing Jaguar", "Alice"), ("f", "Forest", "Alice"), *LIBRARIES]
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"jaguar": {"pays": True}}}]
    found, _, cites, log = play(cards, objs, actions, rules, phase="beginning", step="upkeep", flagged=("jaguar",))
    assert ECHO_RULE[rules] in cites and "Alice pays {G}, the echo cost" in log, log
    assert found["jaguar"]["zone"] == "in_play" and found["f"]["tapped"], log


@pytest.mark.parametrize("rules", EDITIONS)
def test_pouncing_jaguar_echo_not_paid_without_a_choice_it_is_sacrificed(cards, rules):
    objs = [("jaguar", "Pouncing Jaguar", "Alice"), ("f", "Forest", "Alice"), *LIBRARIES]
    found, _, cites, log = play(cards, objs, passes(1), rules, phase="beginning", step="upkeep", flagged=("jaguar",))
    assert ECHO_RULE[rules] in cites and "no choice was given" in log and found["jaguar"]["zone"] == "graveyard", log
    assert not found["f"]["tapped"], log


def test_echo_cant_be_paid_without_the_mana_the_choice_is_refused(cards):
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"jaguar": {"pays": True}}}]
    sc = {"format": 1, "rules": R2026, "name": "echo", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
          "objects": [{"id": "jaguar", "card": "Pouncing Jaguar", "owner": "Alice", "zone": "in_play", "under_control_since_last_upkeep": True},
                      *({"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in LIBRARIES)], "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert replay.steps[-1].refused and "can't pay {G}" in "\n".join(ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_echo_does_not_trigger_for_a_permanent_controlled_since_before_the_last_upkeep(cards, rules):
    objs = [("jaguar", "Pouncing Jaguar", "Alice"), ("f", "Forest", "Alice"), *LIBRARIES]
    found, _, _, log = play(cards, objs, [], rules, phase="beginning", step="upkeep")
    assert "Pouncing Jaguar's ability does not trigger: the condition" in log and found["jaguar"]["zone"] == "in_play", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_echo_cast_this_turn_triggers_at_the_next_upkeep_and_not_the_one_after(cards, rules):
    """Cast in turn 3: echo triggers at the beginning of Alice's turn 5 upkeep (paid), not at turn 7's."""
    objs = [("jaguar", "Pouncing Jaguar", "Alice", "hand"), ("f", "Forest", "Alice"), ("f2", "Forest", "Alice"), *LIBRARIES,
            ("c4", "Forest", "Alice", "library"), ("c5", "Forest", "Bob", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "jaguar", "mana_abilities": [{"object": "f"}]}, *passes(1),
               *TO_ALICES_NEXT_UPKEEP]
    upkeep5 = [*passes(1)[:1], {"type": "pass_priority", "player": "Bob", "choices": {"jaguar": {"pays": True}}}]
    found, _, _, log = play(cards, objs, actions + upkeep5, rules, phase="precombat_main", step=None)
    assert "Turn 5" in log and log.count("Pouncing Jaguar's ability triggers") == 1 and found["jaguar"]["zone"] == "in_play", log
    actions += upkeep5 + TO_ALICES_NEXT_UPKEEP
    found, _, _, log = play(cards, objs, actions, rules, phase="precombat_main", step=None)
    assert "Turn 7" in log and log.count("Pouncing Jaguar's ability triggers") == 1, log
    assert log.rstrip().endswith("Alice receives priority.") and "does not trigger: the condition" in log.split("Turn 7")[1], log


def test_goblin_wardriver_battle_cry_pumps_each_other_attacking_creature(cards):
    objs = [("wardriver", "Goblin Wardriver", "Alice"), ("bears", "Grizzly Bears", "Alice"), ("giant", "Hill Giant", "Alice")]
    found, _, cites, log = play(cards, objs, passes(1) + [attack("wardriver", "bears")] + passes(1), R2026)
    assert "702.91a" in cites, log
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (3, 2), log
    assert (found["wardriver"]["power"], found["giant"]["power"]) == (2, 3), log  # not itself, not a creature that isn't attacking


def test_two_instances_of_battle_cry_each_trigger(cards):
    """702.91b: Accorder Paladin and Goblin Wardriver each pump the other and the bears."""
    objs = [("wardriver", "Goblin Wardriver", "Alice"), ("paladin", "Accorder Paladin", "Alice"), ("bears", "Grizzly Bears", "Alice")]
    found, _, _, log = play(cards, objs, passes(1) + [attack("wardriver", "paladin", "bears")] + passes(2), R2026)
    assert (found["bears"]["power"], found["wardriver"]["power"], found["paladin"]["power"]) == (4, 3, 4), log


def test_battle_cry_is_said_to_do_nothing_under_the_2007_rules(cards):
    objs = [("wardriver", "Goblin Wardriver", "Alice"), ("bears", "Grizzly Bears", "Alice")]
    found, _, _, log = play(cards, objs, passes(1) + [attack("wardriver", "bears")], R2007)
    assert "has battle cry, a keyword those rules do not have" in log and "battle cry doesn't trigger" in log, log
    assert found["bears"]["power"] == 2


def test_enraged_revolutionary_dethrone_when_the_defending_player_is_tied_for_most_life(cards):
    found, _, cites, log = play(cards, [("rev", "Enraged Revolutionary", "Alice")], passes(1) + [attack("rev")] + passes(1), R2026)
    assert "702.105a" in cites and found["rev"]["counters"] == {"+1/+1": 1}, log


def test_dethrone_does_not_trigger_when_the_attacker_has_more_life(cards):
    found, _, _, log = play(cards, [("rev", "Enraged Revolutionary", "Alice")], passes(1) + [attack("rev")] + passes(1), R2026,
                            alice_life=20, bob_life=19)
    assert "Enraged Revolutionary's ability triggers" not in log and not found["rev"].get("counters"), log


def test_khenra_eternal_afflict_makes_the_defending_player_lose_life_when_blocked(cards):
    objs = [("khenra", "Khenra Eternal", "Alice"), ("bears", "Grizzly Bears", "Bob")]
    _, players, cites, log = play(cards, objs, passes(1) + [attack("khenra")] + passes(1) + [block(("bears", "khenra"))] + passes(1), R2026)
    assert "702.130a" in cites and players["Bob"]["life"] == 19, log


def test_afflict_does_not_trigger_when_unblocked(cards):
    objs = [("khenra", "Khenra Eternal", "Alice"), ("bears", "Grizzly Bears", "Bob")]
    _, players, _, log = play(cards, objs, passes(1) + [attack("khenra")] + passes(1) + [block()], R2026)
    assert "Khenra Eternal's ability triggers" not in log and players["Bob"]["life"] == 20, log


def _cast_goblin(cards, rules, riot=None, then=()):
    objs = [("goblin", "Zhur-Taa Goblin", "Alice", "hand"), ("m", "Mountain", "Alice"), ("f", "Forest", "Alice")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if riot is not None:
        resolve["choices"] = {"goblin": {"riot": riot}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "goblin", "mana_abilities": [{"object": "m"}, {"object": "f"}]},
               {"type": "pass_priority", "player": "Alice"}, resolve, *then]
    return play(cards, objs, actions, rules, phase="precombat_main", step=None)


def test_zhur_taa_goblin_riot_chosen_counter_enters_with_it_and_no_haste(cards):
    found, _, cites, log = _cast_goblin(cards, R2026, True)
    assert "702.136a" in cites and found["goblin"]["counters"] == {"+1/+1": 1} and found["goblin"]["power"] == 3, log
    assert found["goblin"]["summoning_sick"] and "haste" not in found["goblin"]["abilities"], log


def test_zhur_taa_goblin_riot_without_the_counter_gains_haste_and_attacks_at_once(cards):
    attack_now = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}, passes(1)[0], passes(1)[1],
                  attack("goblin")]
    found, _, cites, log = _cast_goblin(cards, R2026, False, attack_now)
    assert "702.136a" in cites and not found["goblin"].get("counters") and "gains haste (riot)" in log, log
    assert found["goblin"]["attacking"] and "haste" in found["goblin"]["abilities"], log


def test_riot_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, _, log = _cast_goblin(cards, R2007, True)
    assert "has riot, a keyword those rules do not have" in log and not found["goblin"].get("counters"), log


def _cast_artisan(cards, rules, fabricate=None):
    objs = [("artisan", "Glint-Sleeve Artisan", "Alice", "hand"), ("p1", "Plains", "Alice"), ("p2", "Plains", "Alice"), ("p3", "Plains", "Alice")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if fabricate is not None:
        resolve["choices"] = {"artisan": {"fabricate": fabricate}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "artisan", "mana_abilities": [{"object": o} for o in ("p1", "p2", "p3")]},
               *passes(1), *passes(1)[:1], resolve]
    return play(cards, objs, actions, rules, phase="precombat_main", step=None)


def test_glint_sleeve_artisan_fabricate_chosen_counters_puts_a_counter_on_it(cards):
    found, _, cites, log = _cast_artisan(cards, R2026, True)
    assert {"702.123a", "608.2d"} <= cites and found["artisan"]["counters"] == {"+1/+1": 1} and "servo" not in found, log


def test_glint_sleeve_artisan_fabricate_without_the_counters_creates_a_servo(cards):
    found, _, cites, log = _cast_artisan(cards, R2026)
    assert "702.123a" in cites and not found["artisan"].get("counters"), log
    servo = found["servo"]
    assert (servo["types"], servo["subtypes"], servo["colors"], servo["power"], servo["toughness"]) == \
        (["Artifact", "Creature"], ["Servo"], [], 1, 1), log


def test_fabricate_is_said_to_do_nothing_under_the_2007_rules(cards):
    found, _, _, log = _cast_artisan(cards, R2007, True)
    assert "has fabricate, a keyword those rules do not have" in log and "fabricate doesn't trigger" in log, log
    assert not found["artisan"].get("counters") and "servo" not in found, log


BLOODTHIRST_RULE = {R2007: "502.50a", R2026: "702.54a"}


def _prowler_after(cards, rules, shock_target=None, **players):
    objs = [("prowler", "Bloodscale Prowler", "Alice", "hand"), ("shock", "Shock", "Alice", "hand"),
            *((f"m{i}", "Mountain", "Alice") for i in range(4)), ("bears", "Grizzly Bears", "Bob")]
    actions = []
    if shock_target:
        actions += [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [shock_target],
                     "mana_abilities": [{"object": "m3"}]}, *passes(1)]
    actions += [{"type": "play_spell", "player": "Alice", "object": "prowler", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
                *passes(1)]
    return play(cards, objs, actions, rules, phase="precombat_main", step=None, **players)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bloodscale_prowler_bloodthirst_enters_with_a_counter_after_an_opponent_was_dealt_damage(cards, rules):
    found, _, cites, log = _prowler_after(cards, rules, "Bob")
    assert BLOODTHIRST_RULE[rules] in cites and found["prowler"]["counters"] == {"+1/+1": 1}, log
    assert (found["prowler"]["power"], found["prowler"]["toughness"]) == (4, 2), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_bloodthirst_without_damage_to_an_opponent_this_turn_no_counter(cards, rules):
    found, _, _, log = _prowler_after(cards, rules, "bears")  # damage to a creature is not damage to an opponent
    assert not found["prowler"].get("counters") and "without bloodthirst's a +1/+1 counter" in log, log


def test_bloodthirst_reads_a_player_dealt_damage_before_the_scenario_started(cards):
    objs = [("prowler", "Bloodscale Prowler", "Alice", "hand"), *((f"m{i}", "Mountain", "Alice") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "prowler", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               *passes(1)]
    found, _, _, log = play(cards, objs, actions, R2026, phase="precombat_main", step=None, bob_damaged=True)
    assert found["prowler"]["counters"] == {"+1/+1": 1} and "Bob was dealt damage this turn" in log, log


MODULAR_RULE = {R2007: "502.35a", R2026: "702.43a"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_arcbound_worker_modular_enters_with_its_counter(cards, rules):
    objs = [("worker", "Arcbound Worker", "Alice", "hand"), ("m", "Mountain", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "worker", "mana_abilities": [{"object": "m"}]}, *passes(1)]
    found, _, cites, log = play(cards, objs, actions, rules, phase="precombat_main", step=None)
    assert MODULAR_RULE[rules] in cites and found["worker"]["counters"] == {"+1/+1": 1} and found["worker"]["zone"] == "in_play", log


def _shock_the_worker(cards, rules, may=None):
    objs = [("worker", "Arcbound Worker", "Alice"), ("other", "Arcbound Worker", "Alice"), ("shock", "Shock", "Alice", "hand"),
            ("m", "Mountain", "Alice"), ("bears", "Grizzly Bears", "Bob")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"worker": {"may": may}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["worker"], "mana_abilities": [{"object": "m"}]},
               *passes(1), {"type": "pass_priority", "player": "Alice"}, resolve]
    found, _, cites, log = play(cards, objs, actions, rules, phase="precombat_main", step=None, counters={"worker": 2, "other": 1})
    return found, cites, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_arcbound_worker_modular_moves_the_counters_it_had_as_it_died(cards, rules):
    found, cites, log = _shock_the_worker(cards, rules, True)
    assert found["worker"]["zone"] == "graveyard" and MODULAR_RULE[rules] in cites, log
    assert found["other"]["counters"] == {"+1/+1": 3}, log  # its own 1 and the worker's 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_modular_without_the_choice_moves_nothing(cards, rules):
    found, _, log = _shock_the_worker(cards, rules)
    assert found["worker"]["zone"] == "graveyard" and found["other"]["counters"] == {"+1/+1": 1} and "no choice was given" in log, log


# "Echo—Discard a card." is read by unless_you.py (its triggered ability written out: test_unless_you.py)
@pytest.mark.parametrize("text", ["Modular—Sunburst", "Bloodthirst X", "Echo {X}", "Fabricate X", "Battle cry 2", "Afflict X", "Dethrone, flying", "Riot, trample"])
def test_near_miss_keyword_lines_stay_text_only(text):
    c = compile_card({"name": "Test Creature", "mana_cost": "{2}{R}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played
