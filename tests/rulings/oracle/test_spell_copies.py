"""Copies of spells beyond "copy target instant or sorcery spell" (rulings/oracle/spell_copies.py),
played from real cards' Oracle text (spell_copies_cards.json: records copied from the pool):
magecraft's "Whenever you cast or copy an instant or sorcery spell" triggers on a copy put onto the
stack under its controller's control (2007: 503.10; 2026: 707.10) as well as on a spell cast."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import obj

CARDS = Path(__file__).parent / "spell_copies_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
COPY_RULE = {R2007: "503.10", R2026: "707.10"}


def passes(n, first="Alice"):
    order = (first, "Bob" if first == "Alice" else "Alice")
    return [{"type": "pass_priority", "player": p} for _ in range(n) for p in order]


def play(cards, objects, actions, rules):
    data = {"format": 1, "rules": rules, "name": "spell copies", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=cards))


def log(replay):
    return [ev.text for st in replay.steps for ev in st.events]


def cites(replay):
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def refused(replay):
    return [ev.text for st in replay.steps if st.refused for ev in st.events]


def life(replay, who):
    return next(p["life"] for p in replay.final_state["players"] if p["name"] == who)


# --- magecraft: "Whenever you cast or copy an instant or sorcery spell, ..." ---

def test_magecraft_compiles_to_a_cast_or_copy_trigger(compiled):
    card = compiled["Witherbloom Apprentice"]
    assert card.played
    trig = card.definition["abilities"][0]["trigger"]
    assert trig == {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery", "or_copies": True}


def magecraft(cards, rules):
    objects = [obj("apprentice", "Witherbloom Apprentice"), obj("shock", "Shock", zone="hand"),
               obj("reverb", "Reverberate", zone="hand")] + [obj(f"m{i}", "Mountain") for i in range(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}, *passes(1),  # the trigger
               {"type": "play_spell", "player": "Alice", "object": "reverb", "targets": ["shock"]}, *passes(6)]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_magecraft_triggers_on_each_spell_cast_and_on_the_copy(cards, rules):
    replay = magecraft(cards, rules)
    assert not refused(replay), refused(replay)
    # Shock and its copy: 4 damage; magecraft three times (Shock, Reverberate, the copy): 3 life lost, 3 gained
    assert life(replay, "Bob") == 13
    assert life(replay, "Alice") == 23
    assert (COPY_RULE[rules], "copy_spell") in cites(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_magecraft_doesnt_trigger_on_a_copy_an_opponent_makes(cards, rules):
    objects = [obj("apprentice", "Witherbloom Apprentice"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("reverb", "Reverberate", owner="Bob", zone="hand")] + [obj(f"b{i}", "Mountain", owner="Bob") for i in range(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}, *passes(1),
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "reverb", "targets": ["shock"]}, *passes(1, "Bob"),
               *passes(2, "Alice")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), refused(replay)
    assert sum("Witherbloom Apprentice's ability triggers" in t for t in log(replay)) == 1  # Shock only: Bob copied it
    assert life(replay, "Alice") == 21 and life(replay, "Bob") == 15


@pytest.mark.parametrize("text", [
    "Whenever you cast or copy an instant or sorcery spell, draw cards equal to that spell's mana value.",
    "Whenever you cast or copy an instant or sorcery spell, copy it.",
    "Whenever you cast or copy a creature spell, draw a card.",
])
def test_a_near_miss_magecraft_stays_text_only(text):
    card = compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{U}", "power": "1", "toughness": "1",
                         "text": text, "layout": "normal"})
    assert not card.played


# --- replicate (2007: 502.52a; 2026: 702.56a) ---

REPLICATE = {R2007: "502.52a", R2026: "702.56a"}


def test_replicate_compiles_to_the_keyword_with_its_mana_cost(compiled):
    card = compiled["Pyromatics"]
    assert card.played
    assert {"kind": "keyword", "keyword": "replicate", "cost": "{1}{R}"} in card.definition["abilities"]


def pyromatics(cards, rules, times, copy_targets=None):
    objects = [obj("pyro", "Pyromatics", zone="hand"), obj("lions", "Savannah Lions", owner="Bob")] + \
        [obj(f"m{i}", "Mountain") for i in range(2 + 2 * times)]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if copy_targets is not None:
        resolve["copy_targets"] = {"pyro": copy_targets}
    actions = [{"type": "play_spell", "player": "Alice", "object": "pyro", "targets": ["Bob"], "pay": {"replicate": times}},
               {"type": "pass_priority", "player": "Alice"}, resolve, *passes(times + 1)]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_replicate_paid_twice_makes_two_copies_each_with_its_own_new_target(cards, rules):
    replay = pyromatics(cards, rules, 2, [["lions"], ["Alice"]])
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 19 and life(replay, "Alice") == 19  # the original at Bob, the copies at the Lions and Alice
    assert any(o["id"] == "lions" for o in replay.final_state["zones"]["Bob"]["graveyard"])
    assert (REPLICATE[rules], "replicate") in cites(replay)
    assert (COPY_RULE[rules], "copy_spell") in cites(replay)
    reasons = [c.reason for st in replay.steps for ev in st.events for c in ev.citations]
    assert "total cost {3}{R}{R}{R}" in reasons  # {1}{R} and the replicate cost {1}{R} twice


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_replicate_copies_keep_the_original_target_without_new_ones(cards, rules):
    replay = pyromatics(cards, rules, 1)
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18


def test_replicate_not_paid_makes_no_copy(cards):
    replay = pyromatics(cards, R2026, 0)
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 19
    assert not any("replicate ability triggers" in t for t in log(replay))


def test_replicate_paid_on_a_spell_without_it_is_refused_naming_the_field(cards):
    objects = [obj("shock", "Shock", zone="hand")] + [obj(f"m{i}", "Mountain") for i in range(3)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"],
                                    "pay": {"replicate": 1}}], R2026)
    assert any("pay.replicate: Shock has no replicate" in t for t in refused(replay))


def test_replicate_on_a_permanent_or_with_a_cost_not_mana_stays_text_only(compiled):
    assert not compiled["Hatchery Sliver"].played  # a copy of a permanent spell becomes a token (2026 707.10f)
    assert not compiled["Reiterating Bolt"].played  # "Replicate—Pay {E}{E}{E}"


# --- a cast trigger's "copy that spell" (2007: 503.10; 2026: 707.10) ---

def cast_shock_with(cards, rules, permanent, choice, copy_targets=None, lands=1, counter=False):
    """Alice controls `permanent` and casts Shock at Bob; the trigger resolves with `choice`."""
    objects = [obj("perm", permanent), obj("shock", "Shock", zone="hand"), obj("lions", "Savannah Lions", owner="Bob")] + \
        [obj(f"m{i}", "Mountain") for i in range(lands)]
    resolve = {"type": "pass_priority", "player": "Bob", "choices": {"perm": choice}}
    if copy_targets is not None:
        resolve["copy_targets"] = {"shock": copy_targets}
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]},
               {"type": "pass_priority", "player": "Alice"}, resolve, *passes(2)]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_swarm_intelligence_copies_the_spell_cast_with_a_new_target(cards, rules):
    replay = cast_shock_with(cards, rules, "Swarm Intelligence", {"may": True}, [["lions"]])
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18
    assert any(o["id"] == "lions" for o in replay.final_state["zones"]["Bob"]["graveyard"])
    assert (COPY_RULE[rules], "copy_spell") in cites(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_swarm_intelligence_choosing_not_to_copy_makes_no_copy(cards, rules):
    replay = cast_shock_with(cards, rules, "Swarm Intelligence", {"may": False})
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18 and not any("A copy of Shock" in t for t in log(replay))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_mirari_copies_the_spell_only_if_three_is_paid(cards, rules):
    paid = cast_shock_with(cards, rules, "Mirari", {"may": True}, lands=4)
    assert not refused(paid), refused(paid)
    assert life(paid, "Bob") == 16  # Shock and its copy, which keeps Bob as its target
    unpaid = cast_shock_with(cards, rules, "Mirari", {"may": False}, lands=4)
    assert life(unpaid, "Bob") == 18


def test_the_copy_is_made_from_the_spell_as_it_last_existed_if_it_has_left(cards):
    """Swarm Intelligence's trigger resolves after Shock was countered: Shock is still copied (608.2h)."""
    objects = [obj("perm", "Swarm Intelligence"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("cancel", "Counterspell", owner="Bob", zone="hand")] + [obj(f"i{i}", "Island", owner="Bob") for i in range(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]},  # the trigger goes on the stack
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "cancel", "targets": ["shock"]},  # above the trigger
               *passes(1, "Bob"),  # Counterspell resolves: Shock is countered
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"perm": {"may": True}}}, *passes(1)]
    replay = play(cards, objects, actions, R2026)
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18  # the copy deals 2
    assert ("608.2h", "last_known_information") in cites(replay)


@pytest.mark.parametrize("text", [
    "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies.",
    "Whenever you cast a spell, copy it.",
    "Whenever you cast an instant or sorcery spell, copy it. Its controller loses 2 life.",
    "Copy that spell.",
])
def test_a_near_miss_cast_trigger_copy_stays_text_only(text):
    card = compile_card({"name": "Near Miss", "types": ["Enchantment"], "mana_cost": "{U}", "text": text, "layout": "normal"})
    assert not card.played


def test_thousand_year_storm_stays_text_only(compiled):
    assert not compiled["Thousand-Year Storm"].played


# --- "When you next cast an instant or sorcery spell this turn, copy that spell" (404.4 / 603.7) ---

DELAYED = {R2007: ("404.4", "404.4b"), R2026: ("603.7", "603.7b")}


def galvanic(cards, rules, then):
    objects = [obj("gi", "Galvanic Iteration", zone="hand"), obj("shock", "Shock", zone="hand"),
               obj("lions", "Savannah Lions", owner="Bob"), obj("i0", "Island")] + [obj(f"m{i}", "Mountain") for i in range(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gi"}, *passes(1)] + then
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_galvanic_iteration_copies_the_next_instant_cast_this_turn(cards, rules):
    replay = galvanic(cards, rules, [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]},
                                     {"type": "pass_priority", "player": "Alice"},
                                     {"type": "pass_priority", "player": "Bob", "copy_targets": {"shock": [["lions"]]}},
                                     *passes(2)])
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18
    assert any(o["id"] == "lions" for o in replay.final_state["zones"]["Bob"]["graveyard"])
    created, once = DELAYED[rules]
    assert (created, "delayed_trigger_created") in cites(replay) and (once, "delayed_trigger_once") in cites(replay)
    assert (COPY_RULE[rules], "copy_spell") in cites(replay)
    assert replay.final_state["delayed_triggers"] == []  # it triggered once


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_galvanic_iterations_delayed_trigger_is_gone_at_the_end_of_the_turn(cards, rules):
    replay = galvanic(cards, rules, [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *passes(1)])
    assert not refused(replay), refused(replay)
    assert any("can trigger only this turn: it is gone" in t for t in log(replay))
    assert replay.final_state["delayed_triggers"] == []


def test_complete_the_circuit_copies_twice_each_with_new_targets_allowed(compiled):
    step = compiled["Galvanic Iteration"].definition["effect"][0]
    assert step["effect"] == [{"do": "copy_that_spell", "new_targets": True}]
    twice = [st for st in compiled["Complete the Circuit"].definition.get("effect", []) if st.get("do") == "delayed_trigger"]
    assert twice and twice[0]["effect"] == [{"do": "copy_that_spell", "new_targets": True, "count": 2}]


@pytest.mark.parametrize("text", [
    "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copies.",
    "When you next cast an instant or sorcery spell this turn, copy that spell twice. You may choose new targets for the copy.",
    "When you next cast a creature spell this turn, copy that spell.",
    "When you next cast an instant or sorcery spell, copy that spell.",
])
def test_a_near_miss_next_cast_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{U}", "text": text, "layout": "normal"}).played


# --- a copy's own choices, named by its id ("<spell id>_copy": rulings/engine/copy_ids.py) ---

def lose_focus(cards, rules, choices):
    """Bob's Lose Focus, replicated once, at Alice's Shock: Alice chooses for the copy and the original."""
    objects = [obj("shock", "Shock", zone="hand"), obj("focus", "Lose Focus", owner="Bob", zone="hand")] + \
        [obj(f"m{i}", "Mountain") for i in range(5)] + [obj(f"i{i}", "Island", owner="Bob") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"],
                "mana_abilities": [{"object": "m0"}]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "focus", "targets": ["shock"], "pay": {"replicate": 1}},
               *passes(1, "Bob"),  # the replicate trigger: one copy
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"focus_copy": choices[0]}},  # the copy resolves
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"focus": choices[1]}},  # Lose Focus resolves
               *passes(1)]
    return play(cards, objects, actions, rules)


def test_lose_focus_compiles_with_replicate_though_its_copies_have_a_choice(compiled):
    assert compiled["Lose Focus"].played


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_a_replicated_copys_choice_is_named_by_the_copys_id(cards, rules):
    replay = lose_focus(cards, rules, ({"pays": True}, {"pays": True}))
    assert not refused(replay), refused(replay)
    assert life(replay, "Bob") == 18  # Alice paid {2} for the copy and {2} for the original: Shock resolves
    unpaid = lose_focus(cards, rules, ({"pays": True}, {"pays": False}))
    assert not refused(unpaid), refused(unpaid)
    assert life(unpaid, "Bob") == 20  # paid for the copy, not for the original: Shock is countered


# --- "Copy target instant or sorcery spell, except that the copy is red" (Fork: 2007 103.1; 2026 707.9b) ---

FORK_RULE = {R2007: "103.1", R2026: "707.9b"}


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_forks_copy_of_a_green_spell_is_red(cards, rules):
    objects = [obj("growth", "Giant Growth", zone="hand"), obj("f0", "Forest"), obj("bears", "Grizzly Bears"),
               obj("fork", "Fork", owner="Bob", zone="hand"), obj("b0", "Mountain", owner="Bob"), obj("b1", "Mountain", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["bears"]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "fork", "targets": ["growth"]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), refused(replay)
    made = replay.steps[-1]
    stack = {o["id"]: o["object"] for o in made.state["stack"]}
    assert stack["growth_copy"]["colors"] == ["red"] and stack["growth"]["colors"] == ["green"]
    assert (FORK_RULE[rules], "copy_modified_characteristic") in cites(replay)
    assert any("A copy of Giant Growth goes on the stack under Bob's control" in t for t in log(replay))


def test_a_copy_except_a_characteristic_other_than_color_stays_text_only():
    text = "Copy target instant or sorcery spell, except that the copy is legendary."
    assert not compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{R}", "text": text, "layout": "normal"}).played
