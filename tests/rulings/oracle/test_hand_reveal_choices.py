"""The card chosen from a revealed hand by its quality (rulings/oracle/hand_reveal_choices.py, the engine's
`reveal_hand` with `for`), played from real cards' Oracle text (hand_reveal_choices_cards.json: records copied
from the pool): "You choose a nonland card from it with mana value 3 or less" (Inquisition of Kozilek), "a card
from it with mana value 3 or greater and exile that card" (Transgress the Mind), "an instant or sorcery card"
(Gastal Raider, Sin Collector), "a creature or planeswalker card" (Despise), "a Spirit or Arcane card" (Psychic
Spear), "a green or white creature card" (Lifebane Zombie), "a nonbasic land card" (Encroach), "a nonlegendary,
nonland card" (Lay Bare the Heart); and the player dealt combat damage: "that player reveals their hand. You choose a
card from it. That player exiles that card." (Ghastlord of Fugue), "look at that player's hand and choose a card from
it. The player discards that card." (Doomsday Specter), "look at that player's hand." (Walker of Secret Ways). The
controller chooses as the effect is applied (2007 413.2c; 2026 608.2d); a card without the quality refuses the
action. Several: "Look at target player's hand and choose X cards from it. That player discards those cards." (Mind
Warp, Abandon Hope), "choose up to two cards" (Extortion). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "hand_reveal_choices_cards.json"
POOL_TOO = True  # Grizzly Bears, Serra Angel, Savannah Lions, Lightning Bolt, Shock from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOOSES = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Inquisition of Kozilek", "Transgress the Mind", "Appetite for Brains", "Gastal Raider", "Sin Collector", "Despise",
          "Nimble Larcenist", "Psychic Spear", "Lifebane Zombie", "Encroach", "Lay Bare the Heart", "Entomber Exarch",
          "Ghastlord of Fugue", "Doomsday Specter", "Walker of Secret Ways", "Mind Warp", "Extortion", "Abandon Hope"]
#: "with mana value X or less" (the spell's X), "with the longest name", "a card of that color", life equal to its
#: toughness, "Exile that card. If an instant card ...", "[with mana value 2 or less]" (cleave), two
#: cards of two qualities, "you may pay {B}{B}. If you do, look at that player's hand", a search of that player's
#: graveyard, hand and library, "up to X cards from it, where X is the number of verse counters", two
#: chosen cards put on top of a library: none read here. (Cracked Skull's "You may choose a nonland card from it" is
#: played now: optional_hand_choices.py, test_optional_hand_choices.py)
NEAR_MISSES = ["Venarian Glimmer", "Sly Spy", "Addle", "Talara's Bane", "Check for Traps", "Dread Fugue",
               "Distended Mindbender", "Leshrac's Sigil", "Shimian Specter", "Discordant Dirge", "Agonizing Memories"]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "hand reveal choices"), cards=cards))


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)]


def bobs_hand(**cards):
    return [obj(oid, name, owner="Bob", zone="hand") for oid, name in cards.items()]


def cast_at_bob(spell, lands, chosen=None):
    """Alice casts `spell` targeting Bob, tapping `lands`; it resolves with `chosen` as her choice (if any)."""
    resolve = p("Bob", choices={spell: {"cards": chosen}}) if chosen else p("Bob")
    return [{"type": "play_spell", "player": "Alice", "object": spell, "targets": ["Bob"],
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), resolve]


def sorcery_at_bob(cards, rules, spell, n_lands, hand, chosen=None):
    objects = [obj("spell", spell, zone="hand"), *swamps(n_lands), *bobs_hand(**hand)]
    return play(cards, objects, cast_at_bob("spell", [f"s{i}" for i in range(n_lands)], chosen), rules)


def enters_at_bob(cards, rules, creature, lands, hand, chosen=None):
    """Alice casts `creature`; its enters ability targets Bob and resolves with `chosen` as her choice."""
    objects = [obj("it", creature, zone="hand"), *(obj(oid, name) for oid, name in lands.items()), *bobs_hand(**hand)]
    resolve = p("Bob", choices={"it": {"cards": chosen}}) if chosen else p("Bob")
    actions = [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": land} for land in lands]},
               p("Alice"), p("Bob", trigger_targets={"it": ["Bob"]}), p("Alice"), resolve]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_hand_reveal_choice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Target player reveals their hand. You choose a nonland card with mana value X or less from it. That player discards that card.",
    "Target player reveals their hand. You choose a green or white card from it. That player discards that card.",
    "Target player reveals their hand. You choose a legendary creature card from it. That player discards that card.",
    "Target player reveals their hand. You choose a red creature card from it. That player discards that card.",
    "Target player reveals their hand. You choose a card from it with power 3 or less. That player discards that card.",
    "Look at target player's hand. You choose an instant card from it. That player discards that card.",
    "You choose a nonland card from it with mana value 3 or less. You draw a card.",
    "Target player reveals their hand. You choose a instant card from it. That player discards that card.",
    "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less and exile it.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played


def test_the_quality_is_the_engines_dig_quality(compiled):
    [step] = compiled["Inquisition of Kozilek"].definition["effect"]
    assert step == {"do": "reveal_hand", "player": "target:0", "choose": "any", "for": {"not_types": ["Land"], "mana_value_at_most": 3},
                    "discard": True}
    [step] = compiled["Lifebane Zombie"].definition["abilities"][1]["effect"]
    assert step["for"] == {"colors": ["green", "white"], "types": ["Creature"]} and step["exile"] is True


@pytest.mark.parametrize("rules", EDITIONS)
def test_inquisition_of_kozilek_discards_the_chosen_nonland_card_of_mana_value_3_or_less(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Inquisition of Kozilek", 1, {"angel": "Serra Angel", "bears": "Grizzly Bears",
                                                                         "forest": "Forest"}, ["bears"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "angel") == "hand", log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))
    if rules == R2026:
        assert {"701.20b", "701.9a"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_inquisition_of_kozilek_refuses_a_card_of_greater_mana_value(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Inquisition of Kozilek", 1, {"angel": "Serra Angel", "bears": "Grizzly Bears"}, ["angel"])
    assert refused(replay), log(replay)
    assert zone_of(replay, "angel") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_inquisition_of_kozilek_with_no_such_card_chooses_nothing(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Inquisition of Kozilek", 1, {"angel": "Serra Angel", "forest": "Forest"})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "hand" and zone_of(replay, "forest") == "hand", log(replay)
    words = "mana value" if rules == R2026 else "converted mana cost"
    assert f"Bob's hand holds no nonland card with {words} 3 or less, so Alice chooses nothing." in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_transgress_the_mind_exiles_a_card_of_mana_value_3_or_greater(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Transgress the Mind", 2, {"bears": "Grizzly Bears", "angel": "Serra Angel"}, ["angel"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "removed_from_game" and zone_of(replay, "bears") == "hand", log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_transgress_the_mind_refuses_a_card_of_lesser_mana_value(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Transgress the Mind", 2, {"bears": "Grizzly Bears", "angel": "Serra Angel"}, ["bears"])
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_encroach_takes_a_nonbasic_land_and_not_a_basic_one(cards, rules):
    hand = {"forest": "Forest", "temple": "Svyelunite Temple", "bears": "Grizzly Bears"}
    assert refused(sorcery_at_bob(cards, rules, "Encroach", 1, hand, ["forest"]))
    replay = sorcery_at_bob(cards, rules, "Encroach", 1, hand, ["temple"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "temple") == "graveyard" and zone_of(replay, "forest") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_encroach_without_a_choice_takes_the_first_nonbasic_land(cards, rules):
    replay = sorcery_at_bob(cards, rules, "Encroach", 1, {"forest": "Forest", "bears": "Grizzly Bears", "temple": "Svyelunite Temple"})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "temple") == "graveyard", log(replay)
    assert "(no choice was given: the first such card of the hand)" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lay_bare_the_heart_refuses_a_legendary_card(cards, rules):
    hand = {"isamaru": "Isamaru, Hound of Konda", "bears": "Grizzly Bears"}
    assert refused(sorcery_at_bob(cards, rules, "Lay Bare the Heart", 2, hand, ["isamaru"]))
    replay = sorcery_at_bob(cards, rules, "Lay Bare the Heart", 2, hand, ["bears"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "isamaru") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_psychic_spear_takes_a_spirit_or_an_arcane_card_only(cards, rules):
    hand = {"kami": "Kami of Ancient Law", "ray": "Glacial Ray", "bears": "Grizzly Bears"}
    assert refused(sorcery_at_bob(cards, rules, "Psychic Spear", 1, hand, ["bears"]))
    for chosen in ("kami", "ray"):
        replay = sorcery_at_bob(cards, rules, "Psychic Spear", 1, hand, [chosen])
        assert not refused(replay), log(replay)
        assert zone_of(replay, chosen) == "graveyard" and zone_of(replay, "bears") == "hand", log(replay)


def test_despise_takes_a_creature_card_and_not_an_instant(cards):
    hand = {"bolt": "Lightning Bolt", "bears": "Grizzly Bears"}
    assert refused(sorcery_at_bob(cards, R2026, "Despise", 1, hand, ["bolt"]))
    replay = sorcery_at_bob(cards, R2026, "Despise", 1, hand, ["bears"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lifebane_zombie_exiles_a_white_creature_card_but_not_a_green_instant(cards, rules):
    lands = {"s0": "Swamp", "s1": "Swamp", "s2": "Swamp"}
    hand = {"growth": "Giant Growth", "giant": "Hill Giant", "angel": "Serra Angel"}
    wrong = enters_at_bob(cards, rules, "Lifebane Zombie", lands, hand, ["growth"])
    assert refused(wrong) and "must choose one green or white creature card from Bob's hand" in log(wrong), log(wrong)
    assert refused(enters_at_bob(cards, rules, "Lifebane Zombie", lands, hand, ["giant"]))  # a red creature card
    replay = enters_at_bob(cards, rules, "Lifebane Zombie", lands, hand, ["angel"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == "removed_from_game" and zone_of(replay, "growth") == "hand", log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sin_collector_exiles_an_instant_card(cards, rules):
    lands = {"p0": "Plains", "s0": "Swamp", "s1": "Swamp"}
    hand = {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"}
    assert refused(enters_at_bob(cards, rules, "Sin Collector", lands, hand, ["bears"]))
    replay = enters_at_bob(cards, rules, "Sin Collector", lands, hand, ["bolt"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "removed_from_game" and zone_of(replay, "bears") == "hand", log(replay)


def test_gastal_raider_makes_the_opponent_discard_an_instant_or_sorcery_card(cards):
    lands = {"s0": "Swamp", "s1": "Swamp", "s2": "Swamp"}
    replay = enters_at_bob(cards, R2026, "Gastal Raider", lands, {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"}, ["bolt"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard" and zone_of(replay, "bears") == "hand", log(replay)
    assert {"608.2d", "701.9a"} <= cited(replay), sorted(cited(replay))


def test_a_reveal_hand_quality_without_a_choice_is_refused_naming_the_field(cards):
    from rulings.engine import ScenarioError
    bad = {"name": "Bad Spear", "types": ["Sorcery"], "mana_cost": "{B}", "targets": ["player"],
           "effect": [{"do": "reveal_hand", "player": "target:0", "for": {"types": ["Instant"]}}]}
    scenario = in_main_phase([obj("x", "Bad Spear", zone="hand")], [], R2026)
    with pytest.raises(ScenarioError, match="for"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Spear" else cards(n))


def combat(attacker, rules, power, choices=None):
    """Alice's `attacker` deals Bob its `power` in combat damage (unblocked); its trigger resolves with `choices`."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": power}]}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    actions += [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]
    return actions


POWER = {"Ghastlord of Fugue": 4, "Doomsday Specter": 2, "Walker of Secret Ways": 1}


def attack(cards, rules, creature, hand, chosen=None):
    sc = {"format": 1, "rules": rules, "name": "hand reveal choices", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [obj("it", creature), *bobs_hand(**hand)],
          "actions": combat("it", rules, POWER[creature], {"it": {"cards": chosen}} if chosen else None)}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghastlord_of_fugue_exiles_the_card_chosen_from_the_damaged_players_hand(cards, rules):
    replay = attack(cards, rules, "Ghastlord of Fugue", {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"}, ["bolt"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "removed_from_game" and zone_of(replay, "bears") == "hand", log(replay)
    assert "Bob reveals their hand: Grizzly Bears, Lightning Bolt." in log(replay), log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_doomsday_specter_looks_at_the_damaged_players_hand_and_that_player_discards_the_chosen_card(cards, rules):
    replay = attack(cards, rules, "Doomsday Specter", {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"}, ["bears"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "bolt") == "hand", log(replay)
    assert "Alice looks at Bob's hand: Grizzly Bears, Lightning Bolt." in log(replay), log(replay)
    if rules == R2026:
        assert {"701.20e", "701.9a"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_walker_of_secret_ways_only_looks_at_the_damaged_players_hand(cards, rules):
    replay = attack(cards, rules, "Walker of Secret Ways", {"bears": "Grizzly Bears"})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "hand", log(replay)
    assert "Alice looks at Bob's hand: Grizzly Bears." in log(replay), log(replay)


def mind_warp(cards, rules, x, hand, chosen=None, spell="Mind Warp", lands=4):
    """Alice casts `spell` with X = `x` at Bob; it resolves with `chosen` (if given) as her choice."""
    objects = [obj("spell", spell, zone="hand"), *swamps(lands + (x if x != "none" else 0)), *bobs_hand(**hand)]
    n = lands + (x if x != "none" else 0)
    action = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["Bob"],
              "mana_abilities": [{"object": f"s{i}"} for i in range(n)], **({"x": x} if x != "none" else {})}
    resolve = p("Bob", choices={"spell": {"cards": chosen}}) if chosen is not None else p("Bob")
    return play(cards, objects, [action, p("Alice"), resolve], rules)


THREE = {"bears": "Grizzly Bears", "bolt": "Lightning Bolt", "angel": "Serra Angel"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_mind_warp_discards_the_x_cards_chosen(cards, rules):
    replay = mind_warp(cards, rules, 2, THREE, ["bears", "angel"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "angel") == "graveyard" and zone_of(replay, "bolt") == "hand", log(replay)
    assert CHOOSES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_mind_warp_refuses_fewer_cards_than_x(cards, rules):
    replay = mind_warp(cards, rules, 2, THREE, ["bears"])
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mind_warp_with_x_beyond_the_hand_discards_the_whole_hand(cards, rules):
    replay = mind_warp(cards, rules, 3, {"bears": "Grizzly Bears", "bolt": "Lightning Bolt"})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "bolt") == "graveyard", log(replay)
    assert "no choice was given: the first cards of the hand" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_extortion_may_choose_none_or_up_to_two(cards, rules):
    kept = mind_warp(cards, rules, "none", THREE, [], spell="Extortion", lands=5)
    assert not refused(kept), log(kept)
    assert all(zone_of(kept, oid) == "hand" for oid in THREE), log(kept)
    assert refused(mind_warp(cards, rules, "none", THREE, ["bears", "bolt", "angel"], spell="Extortion", lands=5))
    two = mind_warp(cards, rules, "none", THREE, ["bolt", "angel"], spell="Extortion", lands=5)
    assert not refused(two), log(two)
    assert zone_of(two, "bolt") == zone_of(two, "angel") == "graveyard" and zone_of(two, "bears") == "hand", log(two)


@pytest.mark.parametrize("rules", EDITIONS)
def test_abandon_hope_discards_as_many_cards_as_its_caster_discarded(cards, rules):
    objects = [obj("spell", "Abandon Hope", zone="hand"), obj("mine", "Craw Wurm", zone="hand"), *swamps(3), *bobs_hand(**THREE)]
    action = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["Bob"], "x": 1, "pay": {"discard": ["mine"]},
              "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}
    replay = play(cards, objects, [action, p("Alice"), p("Bob", choices={"spell": {"cards": ["angel"]}})], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "mine") == zone_of(replay, "angel") == "graveyard", log(replay)
    assert zone_of(replay, "bolt") == zone_of(replay, "bears") == "hand", log(replay)
