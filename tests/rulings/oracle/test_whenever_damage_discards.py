"""Whenever-triggers read from real cards' Oracle text (rulings/oracle/whenever_damage_discards.py;
whenever_damage_discards_cards.json: records copied from the pool): "Whenever ~ deals combat
damage to a player, that player discards that many cards" (Needle Specter, Dreamstealer): the
player dealt the damage discards as many cards as the damage, cards of their choice (2026 701.9a),
as many as possible from a smaller hand (2007 416.3; 2026 609.3). "Whenever another creature (you control) leaves the battlefield, ..."
(Flaming Fist Officer, Extractor Demon): a leaves-the-battlefield trigger (2007 410.10c; 2026
603.6c). "Whenever a creature an opponent controls enters, you may have that player lose 1 life"
(Blood Seeker): that player is the entering creature's controller. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, log, obj

CARDS = Path(__file__).parent / "whenever_damage_discards_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Needle Specter", "Dreamstealer"]
#: "up to that many target permanents": not this family's reading ("it deals that much damage to each other
#: opponent", Hydra Omnivore, is combat_damage_dealers.py's: test_combat_damage_dealers.py; Barbed Shocker's
#: "discards all the cards in their hand, then draws that many cards" is hand_discards.py's: test_hand_discards.py)
NEAR_MISSES = ["Cephalid Constable"]


def p(player):
    return {"type": "pass_priority", "player": player}


def combat(attacker, amount, rules, choices=None):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": amount}]}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    last = [p("Alice"), p("Bob")]
    if choices:
        last[-1]["choices"] = choices
    return actions + last


def play(cards, objects, actions, rules):
    sc = {"format": 1, "rules": rules, "name": "whenever discards", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def bob_hand(n):
    return [obj(f"h{i}", "Grizzly Bears", owner="Bob", zone="hand") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_damage_discard_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_damage_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_needle_specter_makes_the_damaged_player_discard_as_many_cards_as_the_damage(cards, rules):
    objects = [obj("specter", "Needle Specter"), *bob_hand(3)]
    replay = play(cards, [*objects], combat("specter", 1, rules, {"specter": {"cards": ["h2"]}}), rules)
    assert zone(replay, "Bob", "graveyard") == ["h2"], log(replay)  # 1 damage: one card, the one Bob chose
    assert sorted(zone(replay, "Bob", "hand")) == ["h0", "h1"]
    assert replay.final_state["players"][1]["life"] == 19


def test_dreamstealer_with_more_power_discards_that_many(cards):
    rules = R2026  # eternalize is later than the 2007 rules
    objects = [obj("stealer", "Dreamstealer", counters={"+1/+1": 2}), *bob_hand(4)]
    replay = play(cards, objects, combat("stealer", 3, rules), rules)
    assert len(zone(replay, "Bob", "graveyard")) == 3, log(replay)
    assert len(zone(replay, "Bob", "hand")) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_smaller_hand_is_discarded_as_far_as_possible(cards, rules):
    objects = [obj("specter", "Needle Specter", counters={"+1/+1": 2}), *bob_hand(1)]
    replay = play(cards, objects, combat("specter", 3, rules), rules)
    assert zone(replay, "Bob", "graveyard") == ["h0"], log(replay)
    assert {R2007: "416.3", R2026: "609.3"}[rules] in cited(replay), sorted(cited(replay))


def test_the_discard_is_cited_under_2026(cards):
    objects = [obj("specter", "Needle Specter"), *bob_hand(2)]
    replay = play(cards, objects, combat("specter", 1, R2026), R2026)
    assert "701.9a" in cited(replay), sorted(cited(replay))


# --- "Whenever another creature (you control) leaves the battlefield, ..." ---

LEAVES_PLAYED = ["Flaming Fist Officer", "Ninth Bridge Patrol", "Extractor Demon"]
#: "a creature token", "a token you control": kinds this reading doesn't name
LEAVES_NEAR_MISSES = ["Twilight Drover", "Boomer Scrapper"]


def bolt(target, rules):
    return [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")], \
        [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": "m"}]},
         p("Alice"), p("Bob")]


def in_main(cards, objects, actions, rules):
    sc = {"format": 1, "rules": rules, "name": "whenever leaves", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", LEAVES_PLAYED)
def test_leaves_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", LEAVES_NEAR_MISSES)
def test_near_miss_leaves_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_flaming_fist_officer_grows_when_another_creature_you_control_leaves(cards, rules):
    spell, actions = bolt("bears", rules)
    replay = in_main(cards, [obj("officer", "Flaming Fist Officer"), obj("bears", "Grizzly Bears"), *spell],
                     actions + [p("Alice"), p("Bob")], rules)
    assert "bears" in zone(replay, "Alice", "graveyard"), log(replay)
    assert counters(replay, "officer") == {"+1/+1": 1}, log(replay)
    assert {R2007: "410.10c", R2026: "603.6c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_opponents_creature_leaving_does_not_grow_it(cards, rules):
    spell, actions = bolt("bob_bears", rules)
    replay = in_main(cards, [obj("officer", "Flaming Fist Officer"), obj("bob_bears", "Grizzly Bears", owner="Bob"), *spell],
                     actions, rules)
    assert "bob_bears" in zone(replay, "Bob", "graveyard"), log(replay)
    assert not counters(replay, "officer"), log(replay)


def test_extractor_demon_may_have_a_player_mill_when_any_other_creature_leaves(cards):
    rules = R2026  # unearth is later than the 2007 rules
    spell, actions = bolt("bob_bears", rules)
    library = [obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(3)]
    actions[-1]["trigger_targets"] = {"demon": ["Alice"]}  # the bolt resolves: the demon's trigger targets as it goes on the stack
    actions += [p("Alice"), {"type": "pass_priority", "player": "Bob", "choices": {"demon": {"may": True}}}]
    replay = in_main(cards, [obj("demon", "Extractor Demon"), obj("bob_bears", "Grizzly Bears", owner="Bob"), *library, *spell],
                     actions, rules)
    assert len(zone(replay, "Alice", "library")) == 1, log(replay)  # two of Alice's three cards milled: she chose herself
    assert {"l0", "l1", "l2"} - set(zone(replay, "Alice", "library")) <= set(zone(replay, "Alice", "graveyard"))


# --- "Whenever a creature an opponent controls enters, you may have that player lose 1 life." ---

ENTERS_PLAYED = ["Blood Seeker", "Suture Priest"]


def bob_casts_bears(cards, seeker_choice, rules, extra=()):
    objects = [obj("seeker", "Blood Seeker"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("f0", "Forest", owner="Bob"), obj("f1", "Forest", owner="Bob"), *extra]
    actions = [{"type": "play_spell", "player": "Bob", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Bob"), p("Alice"), p("Bob"), {"type": "pass_priority", "player": "Alice", "choices": {"seeker": {"may": seeker_choice}}}]
    sc = {"format": 1, "rules": rules, "name": "whenever enters", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", ENTERS_PLAYED)
def test_enters_that_player_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_seeker_may_have_the_entering_creatures_controller_lose_1_life(cards, rules):
    replay = bob_casts_bears(cards, True, rules)
    assert "bears" in zone(replay, "Bob", "in_play"), log(replay)
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 19], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_seeker_controller_may_decline(cards, rules):
    replay = bob_casts_bears(cards, False, rules)
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 20], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_of_your_own_entering_does_not_trigger_blood_seeker(cards, rules):
    objects = [obj("seeker", "Blood Seeker"), obj("bears", "Grizzly Bears", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob")]
    replay = in_main(cards, objects, actions, rules)
    assert "bears" in zone(replay, "Alice", "in_play"), log(replay)
    assert replay.final_state["stack"] == [], log(replay)  # nothing triggered
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 20]
