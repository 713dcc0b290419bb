""""If a spell or ability an opponent controls causes you to discard this card, put it onto the
battlefield instead of putting it into your graveyard" (Wilt-Leaf Liege, Obstinate Baloth, Loxodon
Smiter) and "... with two +1/+1 counters on it ..." (Dodecapod), played from real cards' Oracle text
(discard_wordings_cards.json: records copied from the pool; rulings/oracle/discard_wordings.py,
rulings/engine/discard_to_battlefield.py). A replacement effect (2007 419.1a; 2026 614.1a) of the
card in its owner's hand (2007 402.8g; 2026 113.6m): only an opponent's spell or ability causing
the discard, never a cost its owner pays (2026 118.12a). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "discard_wordings_cards.json"
POOL_TOO = True  # Shock, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Wilt-Leaf Liege", "Obstinate Baloth", "Loxodon Smiter", "Dodecapod", "Assassin's Strike", "Desecrated Earth",
          "Dismal Failure", "Romantic Rendezvous", "Faithless Salvaging", "Drowned Rusalka", "Riptide Survivor", "Lore Broker",
          "Geier Reach Sanitarium", "Windfall", "Jace's Archivist", "Whispering Madness", "Psychic Symbiont", "Dimir Cutpurse",
          "Mindculling", "Forget"]
#: "When ... causes you to discard this card, it deals 4 damage" (a trigger, not a replacement), "When ...
#: causes you to discard ~, create ..." and "If an effect causes you to discard a card, ... on top of your library"
#: "If that creature was green or white, its controller discards a card" (a condition on the destroyed creature)
#: "discards a card at random, then discards a card" (two discards, one choice list), "Each player may discard up to three
#: cards" (Mind Bomb)
NEAR_MISSES = ["Guerrilla Tactics", "Gorilla Tactics", "Library of Leng", "Gloomlance", "Stupor", "Mind Bomb"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "discard wordings"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay



@pytest.mark.parametrize("name", PLAYED)
def test_discarded_by_opponent_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_discard_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_dodecapod_reads_as_entering_with_two_counters(compiled):
    assert {"kind": "keyword", "keyword": "discarded_by_opponent_enters_with_counters", "count": 2} in \
        compiled["Dodecapod"].definition["abilities"]


def _mind_rot(target, cards_named):
    return [{"type": "play_spell", "player": "Alice", "object": "rot", "targets": [target],
             "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}, p("Alice"),
            p("Bob", choices={"rot": {"cards": cards_named}})]


def _rot_objects(*hand):
    return [obj("rot", "Mind Rot", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3)), *hand]


@pytest.mark.parametrize("rules", EDITIONS)
def test_dodecapod_discarded_by_an_opponents_spell_enters_with_two_counters(cards, rules):
    objects = _rot_objects(obj("pod", "Dodecapod", owner="Bob", zone="hand"), obj("b1", "Grizzly Bears", owner="Bob", zone="hand"))
    replay = play(cards, objects, _mind_rot("Bob", ["pod", "b1"]), rules)
    assert zone_of(replay, "pod") == "in_play" and zone_of(replay, "b1") == "graveyard", log(replay)
    pod = objects_in(replay.final_state)["pod"]
    assert pod["controller"] == "Bob" and pt(replay, "pod") == (5, 5), log(replay)  # 3/3 and two +1/+1 counters
    assert {R2007: {"419.1a", "402.8g"}, R2026: {"614.1a", "113.6m"}}[rules] <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dodecapod_discarded_by_its_owners_own_spell_goes_to_the_graveyard(cards, rules):
    objects = _rot_objects(obj("pod", "Dodecapod", zone="hand"), obj("a1", "Grizzly Bears", zone="hand"))
    replay = play(cards, objects, _mind_rot("Alice", ["pod", "a1"]), rules)
    assert zone_of(replay, "pod") == "graveyard", log(replay)


def test_obstinate_baloth_discarded_by_an_opponent_enters_and_its_enters_trigger_gains_4_life(cards):
    objects = _rot_objects(obj("baloth", "Obstinate Baloth", owner="Bob", zone="hand"), obj("b1", "Grizzly Bears", owner="Bob", zone="hand"))
    replay = play(cards, objects, [*_mind_rot("Bob", ["baloth", "b1"]), p("Alice"), p("Bob")], R2026)
    assert zone_of(replay, "baloth") == "in_play", log(replay)
    assert life(replay)["Bob"] == 24, log(replay)


def test_wilt_leaf_liege_discarded_by_an_opponent_enters_under_its_owners_control(cards):
    objects = _rot_objects(obj("liege", "Wilt-Leaf Liege", owner="Bob", zone="hand"))
    replay = play(cards, objects, _mind_rot("Bob", ["liege"]), R2026)
    assert zone_of(replay, "liege") == "in_play" and objects_in(replay.final_state)["liege"]["controller"] == "Bob", log(replay)


def _wrench(choice):
    return [{"type": "play_spell", "player": "Alice", "object": "wrench", "targets": ["Bob"],
             "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}, p("Alice"), p("Bob", choices={"wrench": choice})]


def _wrench_objects():
    return [obj("wrench", "Wrench Mind", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp"),
            obj("pod", "Dodecapod", owner="Bob", zone="hand"), obj("b1", "Grizzly Bears", owner="Bob", zone="hand")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_dodecapod_discarded_to_pay_an_opponents_unless_cost_goes_to_the_graveyard(cards, rules):
    """Wrench Mind: "Target player discards two cards unless they discard an artifact card": the artifact
    card is a cost Bob chooses to pay (2026 118.12a), not a discard Alice's spell makes him do."""
    replay = play(cards, _wrench_objects(), _wrench({"pays": True, "cards": ["pod"]}), rules)
    assert zone_of(replay, "pod") == "graveyard" and zone_of(replay, "b1") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dodecapod_discarded_by_the_spells_own_instruction_enters(cards, rules):
    replay = play(cards, _wrench_objects(), _wrench({"cards": ["pod", "b1"]}), rules)
    assert zone_of(replay, "pod") == "in_play" and zone_of(replay, "b1") == "graveyard", log(replay)
    assert pt(replay, "pod") == (5, 5), log(replay)


def test_assassins_strike_and_desecrated_earth_note_the_controller_before_destroying(compiled):
    for name in ("Assassin's Strike", "Desecrated Earth"):
        assert compiled[name].definition["effect"] == [{"do": "note_its_controller", "of": "target:0"},
                                                       {"do": "destroy", "what": "target:0"},
                                                       {"do": "discard", "amount": 1, "player": "its_controller"}], name


def test_dismal_failure_still_reads_as_a_counterspells_rider(compiled):
    assert compiled["Dismal Failure"].definition["effect"][1] == {"do": "counter", "what": "target:0"}


def _strike(target, choices=None):
    return [{"type": "play_spell", "player": "Alice", "object": "strike", "targets": [target],
             "mana_abilities": [{"object": f"s{i}"} for i in range(6)]}, p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]


@pytest.mark.parametrize("rules", EDITIONS)
def test_assassins_strike_destroys_the_creature_and_its_controller_discards_a_card(cards, rules):
    objects = [obj("strike", "Assassin's Strike", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("b1", "Shock", owner="Bob", zone="hand"),
               obj("b2", "Mountain", owner="Bob", zone="hand"), obj("a1", "Shock", zone="hand")]
    replay = play(cards, objects, _strike("bears", {"strike": {"cards": ["b1"]}}), rules)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "b1") == "graveyard", log(replay)
    assert zone_of(replay, "b2") == "hand" and zone_of(replay, "a1") == "hand", log(replay)  # Bob's choice; not Alice's hand
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay), sorted(cited(replay))  # its controller as it last existed


def test_assassins_strike_on_a_creature_bob_controls_makes_dodecapod_enter(cards):
    objects = [obj("strike", "Assassin's Strike", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("pod", "Dodecapod", owner="Bob", zone="hand")]
    replay = play(cards, objects, _strike("bears"), R2026)
    assert zone_of(replay, "pod") == "in_play" and pt(replay, "pod") == (5, 5), log(replay)


def test_the_loot_wordings_discard_first_then_draw(compiled):
    assert compiled["Romantic Rendezvous"].definition["effect"] == [{"do": "discard", "amount": 1, "player": "you"},
                                                                    {"do": "draw", "amount": 2}]
    survivor = compiled["Riptide Survivor"].definition["abilities"][1]
    assert survivor["effect"] == [{"do": "discard", "amount": 2, "player": "you"}, {"do": "draw", "amount": 3}]


def _drawn(replay, owner, n):
    return sum(zone_of(replay, f"{owner[0].lower()}lib{i}") == "hand" for i in range(n))


def _library(owner, n):
    return [obj(f"{owner[0].lower()}lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


def test_romantic_rendezvous_discards_the_chosen_card_then_draws_two(cards):
    objects = [obj("rr", "Romantic Rendezvous", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"),
               obj("a1", "Shock", zone="hand"), obj("a2", "Mountain", zone="hand"), *_library("Alice", 3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rr", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob", choices={"rr": {"cards": ["a1"]}})]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "a1") == "graveyard" and zone_of(replay, "a2") == "hand", log(replay)
    assert _drawn(replay, "Alice", 3) == 2, log(replay)


def test_romantic_rendezvous_with_an_empty_hand_still_draws_two(cards):
    objects = [obj("rr", "Romantic Rendezvous", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), *_library("Alice", 3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rr", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert _drawn(replay, "Alice", 3) == 2, log(replay)
    assert "609.3" in cited(replay), sorted(cited(replay))  # as much as possible: nothing to discard


@pytest.mark.parametrize("rules", EDITIONS)
def test_riptide_survivor_turned_face_up_discards_two_then_draws_three(cards, rules):
    objects = [{**obj("rs", "Riptide Survivor"), "face_down": True}, *(obj(f"i{i}", "Island") for i in range(3)),
               obj("a1", "Shock", zone="hand"), obj("a2", "Mountain", zone="hand"), obj("a3", "Swamp", zone="hand"), *_library("Alice", 3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"i{i}", "ability": 0} for i in range(3)]
    actions += [{"type": "turn_face_up", "player": "Alice", "object": "rs"}, p("Alice"), p("Bob", choices={"rs": {"cards": ["a1", "a3"]}})]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "a1") == "graveyard" and zone_of(replay, "a3") == "graveyard" and zone_of(replay, "a2") == "hand", log(replay)
    assert all(zone_of(replay, f"alib{i}") == "hand" for i in range(3)), log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))  # in the order written


def test_lore_broker_each_player_draws_then_discards_their_own_choice(cards):
    objects = [obj("lb", "Lore Broker"), obj("a1", "Shock", zone="hand"), obj("b1", "Shock", owner="Bob", zone="hand"),
               *_library("Alice", 1), *_library("Bob", 1)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "lb", "ability": 0}, p("Alice"),
               p("Bob", choices={"lb": {"cards": ["a1", "blib0"]}})]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "alib0") == "hand" and zone_of(replay, "a1") == "graveyard", log(replay)
    assert zone_of(replay, "blib0") == "graveyard" and zone_of(replay, "b1") == "hand", log(replay)  # Bob discarded the card he drew
    assert "101.4" in cited(replay), sorted(cited(replay))  # APNAP order


@pytest.mark.parametrize("rules", EDITIONS)
def test_windfall_each_player_draws_as_many_as_the_most_anyone_discarded(cards, rules):
    objects = [obj("wf", "Windfall", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)), obj("a1", "Shock", zone="hand"),
               *(obj(f"b{i}", "Shock", owner="Bob", zone="hand") for i in range(3)), *_library("Alice", 4), *_library("Bob", 4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wf", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "a1") == "graveyard" and all(zone_of(replay, f"b{i}") == "graveyard" for i in range(3)), log(replay)
    assert _drawn(replay, "Alice", 4) == 3 and _drawn(replay, "Bob", 4) == 3, log(replay)  # Bob discarded three, the most
    assert {R2007: "103.4", R2026: "101.4"}[rules] in cited(replay), sorted(cited(replay))


def test_windfall_with_every_hand_empty_draws_nothing(cards):
    objects = [obj("wf", "Windfall", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)), *_library("Alice", 2), *_library("Bob", 2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wf", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert _drawn(replay, "Alice", 2) == 0 and _drawn(replay, "Bob", 2) == 0, log(replay)


def test_windfall_makes_dodecapod_enter_for_the_opponent_who_discards_it(cards):
    objects = [obj("wf", "Windfall", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("pod", "Dodecapod", owner="Bob", zone="hand"), obj("b1", "Shock", owner="Bob", zone="hand"), *_library("Alice", 2), *_library("Bob", 2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wf", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "pod") == "in_play" and zone_of(replay, "b1") == "graveyard", log(replay)
    assert _drawn(replay, "Alice", 2) == 2 and _drawn(replay, "Bob", 2) == 2, log(replay)  # Bob discarded two (Dodecapod too)


def test_the_discard_and_draw_pairs_keep_the_order_written(compiled):
    assert compiled["Psychic Symbiont"].definition["abilities"][1]["effect"] == [{"do": "discard", "amount": 1, "player": "target:0"},
                                                                                 {"do": "draw", "amount": 1}]
    assert compiled["Mindculling"].definition["effect"] == [{"do": "draw", "amount": 2},
                                                           {"do": "discard", "amount": 2, "player": "target:0"}]
    assert not compiled["Fungal Shambler"].played  # "deals damage to an opponent, ... that opponent": not read here


@pytest.mark.parametrize("rules", EDITIONS)
def test_dimir_cutpurse_deals_combat_damage_then_that_player_discards_and_alice_draws(cards, rules):
    objects = [obj("cp", "Dimir Cutpurse"), obj("b1", "Shock", owner="Bob", zone="hand"), obj("b2", "Mountain", owner="Bob", zone="hand"),
               *_library("Alice", 2)]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["cp"]}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob")]
    if rules == R2007:  # combat damage uses the stack (2007 310.4)
        actions += [p("Alice"), p("Bob")]
    actions += [p("Alice"), p("Bob", choices={"cp": {"cards": ["b1"]}})]
    doc = in_main_phase(objects, actions, rules, "discard wordings")
    doc["turn"].update(phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18 and zone_of(replay, "b1") == "graveyard" and zone_of(replay, "b2") == "hand", log(replay)
    assert _drawn(replay, "Alice", 2) == 1, log(replay)


def test_mindculling_draws_two_then_the_opponent_discards_two(cards):
    objects = [obj("mc", "Mindculling", zone="hand"), *(obj(f"i{i}", "Island") for i in range(6)), *_library("Alice", 3),
               *(obj(f"b{i}", "Shock", owner="Bob", zone="hand") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mc", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(6)]}, p("Alice"), p("Bob", choices={"mc": {"cards": ["b0", "b2"]}})]
    replay = play(cards, objects, actions, R2026)
    assert _drawn(replay, "Alice", 3) == 2, log(replay)
    assert [zone_of(replay, f"b{i}") for i in range(3)] == ["graveyard", "hand", "graveyard"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_forget_draws_as_many_as_the_player_actually_discarded(cards, rules):
    objects = [obj("fg", "Forget", zone="hand"), *(obj(f"i{i}", "Island") for i in range(2)),
               obj("b1", "Shock", owner="Bob", zone="hand"), *_library("Bob", 3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "fg", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(2)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "b1") == "graveyard", log(replay)
    assert _drawn(replay, "Bob", 3) == 1, log(replay)  # one card in hand: one discarded, one drawn
    assert {R2007: "416.3", R2026: "609.3"}[rules] in cited(replay), sorted(cited(replay))


def test_an_equipments_you_draw_and_that_player_discards_reads_the_damaged_player():
    from rulings.oracle import compile_card
    record = {"name": "Test Sword", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Equipment"],
              "text": "Whenever equipped creature deals combat damage to a player, you draw a card and that player discards a card.\nEquip {2}"}
    compiled = compile_card(record)
    assert compiled.played, compiled.why_not
    assert compiled.definition["abilities"][0]["effect"] == [{"do": "draw", "amount": 1}, {"do": "discard", "amount": 1, "player": "it"}]
