"""A card revealed at random from a hand (rulings/oracle/random_reveals.py, the engine's `reveal_at_random`), played
from real cards' Oracle text (random_reveals_cards.json: records copied from the pool): "Target opponent reveals a
card at random from their hand. You gain life equal to that card's mana value." (Planeswalker's Mirth), "... This
enchantment deals damage equal to that card's mana value to that player." (Planeswalker's Fury), Ignite Memories,
Singe-Mind Ogre's "then loses life equal to that card's mana value", Hired Torturer's "loses 2 life, then reveals",
Merfolk Spy's "that player" (the player dealt combat damage). The card stays in the hand (2026 701.20b); the
action's choices name the card chance picked. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "random_reveals_cards.json"
POOL_TOO = True  # Grizzly Bears, Serra Angel from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Merfolk Spy", "Singe-Mind Ogre", "Hired Torturer", "Planeswalker's Mirth", "Planeswalker's Fury", "Ignite Memories"]
#: "where X is the revealed card's mana value", "If it's an instant or sorcery card, exile it", "If it's a land
#: card, that player discards it unless", "that creature and that player", "a nonland card at random", "reveal a
#: card at random from your hand" after a name chosen, "If it's a land card, the player puts it": none read here
NEAR_MISSES = ["Planeswalker's Scorn", "Planeswalker's Mischief", "Wand of Ith", "Friendly Fire", "Planeswalker's Favor",
               "Lumbering Lightshield", "Cursed Scroll", "Wild Evocation"]
HAND = {"bears": "Grizzly Bears", "angel": "Serra Angel"}  # mana values 2 and 5


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "random reveals"), cards=cards))


def bobs_hand(hand=HAND):
    return [obj(oid, name, owner="Bob", zone="hand") for oid, name in hand.items()]


def activate(source, lands, picked=None, ability=0):
    """Alice activates `source`'s ability at Bob, tapping `lands`; it resolves with chance's pick `picked` (if given)."""
    resolve = p("Bob", choices={source: {"cards": picked}}) if picked else p("Bob")
    return [{"type": "activate_ability", "player": "Alice", "object": source, "ability": ability, "targets": ["Bob"],
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), resolve]


def enchantment_at_bob(cards, rules, name, land, picked=None, hand=HAND):
    objects = [obj("ench", name), *(obj(f"l{i}", land) for i in range(4)), *bobs_hand(hand)]
    return play(cards, objects, activate("ench", [f"l{i}" for i in range(4)], picked), rules)


@pytest.mark.parametrize("name", PLAYED)
def test_random_reveal_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_planeswalkers_mirth_gains_life_equal_to_the_mana_value_of_the_card_chance_picked(cards, rules):
    replay = enchantment_at_bob(cards, rules, "Planeswalker's Mirth", "Plains", ["angel"])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 25, "Bob": 20}, log(replay)
    assert zone_of(replay, "angel") == "hand" and zone_of(replay, "bears") == "hand", log(replay)  # revealed, not moved
    assert "Bob reveals a card at random from their hand: Serra Angel." in log(replay), log(replay)
    if rules == R2026:
        assert "701.20b" in cited(replay), sorted(cited(replay))
    else:
        assert "define it only in their glossary" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_without_a_pick_the_last_card_of_the_hand_is_revealed_and_the_log_says_so(cards, rules):
    replay = enchantment_at_bob(cards, rules, "Planeswalker's Mirth", "Plains", hand={"angel": "Serra Angel", "bears": "Grizzly Bears"})
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22, log(replay)  # Grizzly Bears, the last card: 2
    assert "no choice was given: the last card of the hand" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_pick_that_is_not_a_card_of_that_hand_is_refused(cards, rules):
    objects = [obj("ench", "Planeswalker's Mirth"), *(obj(f"l{i}", "Plains") for i in range(4)), *bobs_hand(),
               obj("mine", "Craw Wurm", zone="hand")]
    replay = play(cards, objects, activate("ench", [f"l{i}" for i in range(4)], ["mine"]), rules)
    assert refused(replay), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_empty_hand_reveals_nothing_and_counts_zero(cards, rules):
    replay = enchantment_at_bob(cards, rules, "Planeswalker's Mirth", "Plains", hand={})
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)
    assert "Bob has no card in hand, so nothing is revealed." in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_planeswalkers_fury_deals_that_player_damage_equal_to_the_revealed_mana_value(cards, rules):
    replay = enchantment_at_bob(cards, rules, "Planeswalker's Fury", "Mountain", ["bears"])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ignite_memories_deals_damage_equal_to_the_revealed_mana_value(cards, rules):
    objects = [obj("ignite", "Ignite Memories", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)), *bobs_hand()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ignite", "targets": ["Bob"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob"),  # its storm trigger: no spell before it, no copy
               p("Alice"), p("Bob", choices={"ignite": {"cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 15, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_singe_mind_ogre_makes_its_target_lose_life_equal_to_the_revealed_mana_value(cards, rules):
    lands = {"s0": "Swamp", "r0": "Mountain", "r1": "Mountain", "r2": "Mountain"}
    objects = [obj("ogre", "Singe-Mind Ogre", zone="hand"), *(obj(oid, name) for oid, name in lands.items()), *bobs_hand()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ogre", "mana_abilities": [{"object": land} for land in lands]},
               p("Alice"), p("Bob", trigger_targets={"ogre": ["Bob"]}), p("Alice"), p("Bob", choices={"ogre": {"cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 15}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hired_torturer_makes_its_target_lose_2_life_then_reveal(cards, rules):
    objects = [obj("torturer", "Hired Torturer"), obj("s0", "Swamp"), *(obj(f"p{i}", "Plains") for i in range(3)), *bobs_hand()]
    replay = play(cards, objects, activate("torturer", ["s0", "p0", "p1", "p2"], ["bears"], ability=1), rules)  # 0 is defender
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18, log(replay)
    text = log(replay)
    assert text.index("Bob loses 2 life") < text.index("Bob reveals a card at random from their hand: Grizzly Bears."), text


def combat(attacker, rules, choices=None):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": 1}]}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    return actions + [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]


@pytest.mark.parametrize("rules", EDITIONS)
def test_merfolk_spy_makes_the_player_it_dealt_combat_damage_reveal_a_card_at_random(cards, rules):
    sc = {"format": 1, "rules": rules, "name": "random reveals", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [obj("spy", "Merfolk Spy"), *bobs_hand()], "actions": combat("spy", rules, {"spy": {"cards": ["angel"]}})}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 19, log(replay)
    assert "Bob reveals a card at random from their hand: Serra Angel." in log(replay), log(replay)
    assert zone_of(replay, "angel") == "hand", log(replay)
