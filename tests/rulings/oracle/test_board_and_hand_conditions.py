""" "~ gets +1/+1 as long as you control another black creature" (the Shadowmoor Cohorts), "As long as you
control another multicolored permanent, ~ gets +1/+1 and has first strike" (the Alara Sureblades), "Enchanted
creature gets +2/+2 as long as an opponent controls a black permanent" (the Scarabs), "... a nontoken white
permanent" (Beasts of Bogardan), "as long as any player controls a black permanent" (Knight of Grace), "As long
as you control seven or more lands" (Gigantoad), "As long as you have seven or more cards in hand" (Akki
Underling), "one or fewer cards in hand" (Thresher Lizard), "more cards in hand than each opponent" (Okina
Nightwatch), "as long as you've drawn two or more cards this turn" (Eyekite, Tome Anima), "As long as ~ is
attacking, it gets +2/+0" (Adanto Vanguard): rulings/oracle/board_and_hand_conditions.py and rulings/engine/board_and_hand_conditions.py,
played from real cards' Oracle text (board_and_hand_conditions_cards.json: records copied from the pool). The
condition is read for the source's controller each time the characteristics are (2007 418.5a; 2026 613.4c);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "board_and_hand_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ashenmoor Cohort", "Ballynock Cohort", "Bant Sureblade", "Esper Stormblade", "Black Scarab", "Akki Underling",
          "Gigantoad", "Okina Nightwatch", "Thresher Lizard", "Knight of Grace", "Beasts of Bogardan", "Blood-Cursed Knight",
          "Radiant Essence", "Ember Weaver", "Gearsmith Guardian", "Secretkeeper", "Deathmask Nezumi", "Minotaur Tactician",
          "Woodborn Behemoth", "Crash of Rhino Beetles", "Cliffrunner Behemoth", "Eyekite", "Tome Anima", "Foggy Swamp Hunters",
          "Gnarled Sage", "Adanto Vanguard", "Castle Raptors", "Akki War Paint", "Favor of Jukai", "Gift of Wrath",
          "Briarbridge Tracker", "Druid of the Spade", "Gavony Ironwright", "Thraben Doomsayer", "Jor Kadeen, the Prevailer",
          "Weapons Trainer"]
#: two colors ("a red or white permanent"), "Creatures named ~", "no untapped lands" (a tapped land changes no
#: characteristic), "this creature and land creatures you control", "Minotaurs you control" under the condition
NEAR_MISSES = ["Battle Brawler", "Ivory Guardians", "Scoria Cat", "Sylvan Advocate", "Neheb, the Worthy"]
#: an anthem that grants a keyword under its condition; "loses flying" while enchanted permanent is a creature
NEAR_MISSES += ["Thornfist Striker", "Short Circuit"]
LETHAL = {R2007: "420.5c", R2026: "704.5g"}


def replay_of(cards, objects, rules, actions=()):
    replay = run_scenario(load_scenario(in_main_phase(objects, list(actions), rules, "board and hand conditions"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid):
    return objects_in(replay.final_state)[oid].get("keywords", [])


def hand(owner, n):
    return [obj(f"{owner}h{i}", "Grizzly Bears", owner=owner, zone="hand") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_board_and_hand_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


# --- the permanents a player controls -----------------------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_ashenmoor_cohort_gets_the_bonus_only_with_another_black_creature_of_its_controllers(cards, rules):
    alone = replay_of(cards, [obj("c", "Ashenmoor Cohort")], rules)
    with_corpse = replay_of(cards, [obj("c", "Ashenmoor Cohort"), obj("z", "Walking Corpse")], rules)
    bobs_corpse = replay_of(cards, [obj("c", "Ashenmoor Cohort"), obj("z", "Walking Corpse", owner="Bob")], rules)
    assert pt(alone, "c") == (4, 3) and pt(with_corpse, "c") == (5, 4) and pt(bobs_corpse, "c") == (4, 3)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("corpse", (False, True))
def test_lightning_bolt_kills_ashenmoor_cohort_only_without_the_bonus(cards, rules, corpse):
    objects = [obj("c", "Ashenmoor Cohort"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
               *([obj("z", "Walking Corpse")] if corpse else [])]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["c"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, rules, actions)
    if corpse:
        assert zone_of(replay, "c") == "in_play", log(replay)  # 5/4 with 3 damage marked
    else:
        assert zone_of(replay, "c") == "graveyard", log(replay)  # 4/3: lethal damage
        assert LETHAL[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_bant_sureblade_gets_first_strike_with_another_multicolored_permanent(cards, rules):
    both = replay_of(cards, [obj("b", "Bant Sureblade"), obj("e", "Esper Stormblade")], rules)
    alone = replay_of(cards, [obj("b", "Bant Sureblade"), obj("z", "Walking Corpse")], rules)
    assert pt(both, "b") == (3, 2) and "first strike" in keywords(both, "b"), log(both)
    assert pt(both, "e") == (3, 2) and "flying" in keywords(both, "e")
    assert pt(alone, "b") == (2, 1) and "first strike" not in keywords(alone, "b")  # itself doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_black_scarab_pumps_while_an_opponent_controls_a_black_permanent(cards, rules):
    scarab = [obj("g", "Grizzly Bears"), {**obj("s", "Black Scarab"), "attached_to": "g"}]
    bobs = replay_of(cards, [*scarab, obj("z", "Walking Corpse", owner="Bob")], rules)
    alices = replay_of(cards, [*scarab, obj("z", "Walking Corpse")], rules)
    assert pt(bobs, "g") == (4, 4) and pt(alices, "g") == (2, 2)  # the Aura's controller's opponents only


@pytest.mark.parametrize("rules", EDITIONS)
def test_beasts_of_bogardan_reads_an_opponents_white_permanent(cards, rules):
    white = replay_of(cards, [obj("b", "Beasts of Bogardan"), obj("w", "Ballynock Cohort", owner="Bob")], rules)
    black = replay_of(cards, [obj("b", "Beasts of Bogardan"), obj("z", "Walking Corpse", owner="Bob")], rules)
    assert pt(white, "b") == (4, 4) and pt(black, "b") == (3, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_knight_of_grace_counts_a_black_permanent_of_any_player(cards, rules):
    yours = replay_of(cards, [obj("k", "Knight of Grace"), obj("z", "Walking Corpse")], rules)
    none = replay_of(cards, [obj("k", "Knight of Grace"), obj("b", "Grizzly Bears", owner="Bob")], rules)
    assert pt(yours, "k") == (3, 2) and pt(none, "k") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gigantoad_gets_the_bonus_with_seven_lands(cards, rules):
    seven = replay_of(cards, [obj("t", "Gigantoad"), *(obj(f"f{i}", "Forest") for i in range(7))], rules)
    six = replay_of(cards, [obj("t", "Gigantoad"), *(obj(f"f{i}", "Forest") for i in range(6)),
                            *(obj(f"b{i}", "Forest", owner="Bob") for i in range(3))], rules)
    assert pt(seven, "t") == (6, 6) and pt(six, "t") == (4, 4)


# --- the cards in a player's hand ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_akki_underling_gets_plus_two_and_first_strike_with_seven_cards_in_hand(cards, rules):
    seven = replay_of(cards, [obj("a", "Akki Underling"), *hand("Alice", 7)], rules)
    six = replay_of(cards, [obj("a", "Akki Underling"), *hand("Alice", 6), *hand("Bob", 7)], rules)
    assert pt(seven, "a") == (4, 2) and "first strike" in keywords(seven, "a"), log(seven)
    assert pt(six, "a") == (2, 1) and "first strike" not in keywords(six, "a")


@pytest.mark.parametrize("rules", EDITIONS)
def test_akki_underling_loses_the_bonus_as_a_card_leaves_the_hand(cards, rules):
    objects = [obj("a", "Akki Underling"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), *hand("Alice", 6)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, rules, actions)
    assert pt(replay, "a") == (2, 1), log(replay)  # six cards left once Lightning Bolt was cast


@pytest.mark.parametrize("rules", EDITIONS)
def test_thresher_lizard_gets_the_bonus_with_one_or_fewer_cards_in_hand(cards, rules):
    one = replay_of(cards, [obj("t", "Thresher Lizard"), *hand("Alice", 1)], rules)
    two = replay_of(cards, [obj("t", "Thresher Lizard"), *hand("Alice", 2)], rules)
    assert pt(one, "t") == (4, 4) and pt(two, "t") == (3, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_okina_nightwatch_needs_more_cards_than_each_opponent(cards, rules):
    more = replay_of(cards, [obj("o", "Okina Nightwatch"), *hand("Alice", 3), *hand("Bob", 2)], rules)
    tied = replay_of(cards, [obj("o", "Okina Nightwatch"), *hand("Alice", 2), *hand("Bob", 2)], rules)
    assert pt(more, "o") == (7, 6) and pt(tied, "o") == (4, 3)


def test_the_color_conditions_name_a_color(cards):
    bad = {"name": "Odd Cohort", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
           "abilities": [{"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1},
                          "while": {"you_control_other_creature_of_color": "purple"}}]}
    with pytest.raises(ScenarioError, match="you_control_other_creature_of_color"):
        load_scenario(in_main_phase([obj("d", bad)], [], R2026), cards=cards)


# --- the cards a player drew this turn --------------------------------------------------------------------------

def drew(objects, actions, rules, alice_drew):
    doc = in_main_phase(objects, actions, rules, "board and hand conditions")
    doc["players"][0]["cards_drawn_this_turn"] = alice_drew
    return doc


@pytest.mark.parametrize("rules", EDITIONS)
def test_eyekite_gets_the_bonus_once_its_controller_has_drawn_a_second_card(cards, rules):
    objects = [obj("e", "Eyekite"), obj("div", "Divination", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(3))]
    before = run_scenario(load_scenario(drew(objects, [], rules, 1), cards=cards))
    actions = [{"type": "play_spell", "player": "Alice", "object": "div", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    after = run_scenario(load_scenario(drew(objects, actions, rules, 0), cards=cards))
    assert not refused(before) and not refused(after), log(after)
    assert pt(before, "e") == (1, 2) and pt(after, "e") == (3, 2), log(after)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tome_anima_cant_be_blocked_after_two_draws(cards, rules):
    objects = [obj("t", "Tome Anima"), obj("z", "Walking Corpse", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["t"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "z", "attacker": "t"}]}]
    two = run_scenario(load_scenario(drew(objects, actions, rules, 2), cards=cards))
    one = run_scenario(load_scenario(drew(objects, actions, rules, 1), cards=cards))
    assert two.steps[-1].refused and not one.steps[-1].refused, log(two)


@pytest.mark.parametrize("rules", EDITIONS)
def test_adanto_vanguard_gets_the_bonus_while_attacking(cards, rules):
    objects = [obj("a", "Adanto Vanguard")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["a"]}]
    attacking = replay_of(cards, objects, rules, actions)
    assert pt(attacking, "a") == (3, 1) and pt(replay_of(cards, objects, rules), "a") == (1, 1), log(attacking)


# --- anthems with a condition; "As long as enchanted permanent is a creature" -----------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_thraben_doomsayer_pumps_the_others_once_its_controller_is_at_five_life(cards, rules):
    objects = [obj("t", "Thraben Doomsayer"), obj("z", "Walking Corpse"), obj("bz", "Walking Corpse", owner="Bob"),
               obj("m", "Mountain", owner="Bob"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")]
    doc = in_main_phase(objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
                                                "mana_abilities": [{"object": "m"}]}, p("Bob"), p("Alice")], rules)
    doc["players"][0]["life"] = 8
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay) and replay.final_state["players"][0]["life"] == 5, log(replay)
    assert pt(replay, "z") == (4, 4) and pt(replay, "t") == (2, 2) and pt(replay, "bz") == (2, 2), log(replay)  # not itself, not Bob's


@pytest.mark.parametrize("rules", EDITIONS)
def test_thraben_doomsayer_pumps_nothing_above_five_life(cards, rules):
    replay = replay_of(cards, [obj("t", "Thraben Doomsayer"), obj("z", "Walking Corpse")], rules)
    assert pt(replay, "z") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_akki_war_paint_pumps_the_creature_it_enchants(cards, rules):
    replay = replay_of(cards, [obj("g", "Grizzly Bears"), {**obj("w", "Akki War Paint"), "attached_to": "g"}], rules)
    assert pt(replay, "g") == (4, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_briarbridge_tracker_gets_the_bonus_with_a_token(cards, rules):
    token = {**obj("tok", {"name": "Zombie", "types": ["Creature"], "subtypes": ["Zombie"], "colors": ["black"],
                           "power": 2, "toughness": 2}), "token": True}
    with_token = replay_of(cards, [obj("b", "Briarbridge Tracker"), token], rules)
    without = replay_of(cards, [obj("b", "Briarbridge Tracker"), obj("z", "Walking Corpse")], rules)
    assert pt(with_token, "b") == (4, 3) and pt(without, "b") == (2, 3), log(with_token)
