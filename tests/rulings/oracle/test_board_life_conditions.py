"""Intervening "if" conditions about creatures' powers, lands and the life gained or lost this turn
(rulings/oracle/board_life_conditions.py; rulings/engine/board_life_conditions.py), played from real cards'
Oracle text (board_life_conditions_cards.json: records copied from the pool): Ferocious's "if you control a
creature with power 4 or greater" (Colossal Majesty, Heir of the Wilds), Coven's "if you control three or
more creatures with different powers" (Candlegrove Witch, Dawnhart Mentor), Formidable's "if creatures you
control have total power 8 or greater" (Surrak, Owlbear Shepherd), "if you control five or more lands"
(Scute Mob), "if an opponent controls more lands than you" (Knight of the White Orchid, Weathered
Wayfarer), "if you gained life this turn" (Crested Sunmare, Regal Bloodlord, Brackish Trudge) and "if an
opponent lost life this turn" (Savage Gorger, Bloodtithe Collector, Falkenrath Pit Fighter). Each is checked
as the event occurs and again as the ability resolves (2007 404.3; 2026 603.4); an "Activate only if" as the
ability is activated (2007 403.3; 2026 602.5b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, counters, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "board_life_conditions_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
EDITIONS = (R07, R26)
IF = {R07: "404.3", R26: "603.4"}
PLAYED = ["Colossal Majesty", "Candlegrove Witch", "Knight of the White Orchid", "Crested Sunmare", "Regal Bloodlord",
          "Savage Gorger", "Scute Mob", "Owlbear Shepherd", "Weathered Wayfarer", "Heir of the Wilds", "Brackish Trudge",
          "Dawnhart Mentor", "Surrak, the Hunt Caller", "Falkenrath Pit Fighter", "Bloodtithe Collector",
          "Hobgoblin Captain", "Gnoll Hunter", "Frilled Sparkshooter", "Festerhide Boar", "Ulna Alley Shopkeep",
          "Gift of Estates", "Undercity's Embrace", "Force Away", "Fungal Rebirth",
          "Turret Ogre", "Platoon Dispenser", "Lunar Convocation",
          "Chilling Trap", "Scholar of Stars", "Mox Jasper", "Caged Zombie",
          "Parasitic Strix", "Webweaver Changeling", "Saruli Gatekeepers", "Foundry Hornet"]
NEAR_MISSES = [
    "When this creature enters, if an opponent controls another creature with power 4 or greater, draw a card.",
    "At the beginning of your end step, if you lost life this turn, draw a card.",
    "At the beginning of your upkeep, if an opponent controls at least two more lands than you, draw a card.",
    "At the beginning of your upkeep, if you control three or more lands with the same name, draw a card.",
    "At the beginning of your end step, if a player other than you lost life this turn, draw a card.",
    "Ferocious — When this creature enters, if you control three or more creatures with different powers, draw a card.",
    "Coven — When this creature enters, if you control a creature with power 4 or greater, draw a card.",
    "Formidable — When this creature enters, if you gained life this turn, draw a card.",
    "Coven — When this creature enters, draw a card.",
    "{T}: Draw a card. Activate only if you control three or more lands with the same name.",
    "{T}: Draw a card. Activate only if you gained 3 or more life this turn.",
    "Ferocious — This creature enters with a +1/+1 counter on it if you control a creature with power 4 or greater.",
    "This creature enters with a +1/+1 counter on it if a creature died last turn.",
    "Raid — This creature enters with a +1/+1 counter on it if an opponent lost life this turn.",
    "Infusion — This creature gets +2/+0 as long as you gained 3 or more life this turn.",
    "Infusion — This creature gets +2/+0 as long as you lost life this turn.",
    "Ferocious — You gain 10 life instead if you control a creature with power 4 or greater.",
    "If you control a creature with power 4 or greater, draw a card and you lose 1 life.",
    "If you control a creature with power 4 or greater, target player draws a card.",
    "Draw a card if you control another creature with power 4 or greater.",
    "Morbid — If you control a creature with power 4 or greater, draw a card.",
    "If you control a Gideon planeswalker, draw a card.",
    "If you control a commander, draw a card.",
    "If you control a Wizard or an artifact, draw a card.",
    "When this creature enters, if you control two or more Elves, draw a card.",
    "When this creature enters, if you control two or more Allies, draw a card.",
    "Pack tactics — At the beginning of your end step, if you attacked with creatures with total power 6 or greater this combat, draw a card.",
    "Pack tactics — Whenever this creature attacks, if you attacked with creatures with total power 6 or greater this turn, draw a card.",
    "At the beginning of your end step, if you gained life this turn, you may pay X life, where X is the amount of life you gained this turn.",
]


def play(cards, objects, actions, rules, turn=None, players=None):
    sc = in_main_phase(objects, actions, rules, "board and life conditions")
    if turn:
        sc["turn"] = turn
    if players:
        sc["players"] = players
    return run_scenario(load_scenario(sc, cards=cards))


def hand(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


def tokens(replay, player="Alice"):
    return [o for o in replay.final_state["zones"][player]["in_play"] if o.get("token")]


BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


# --- Ferocious: a creature with power 4 or greater ---

def _majesty(cards, rules, creature, passes=4):
    """From Bob's end step into Alice's upkeep (and, with 4 passes, on to the trigger's resolution)."""
    objects = [obj("majesty", "Colossal Majesty"), obj("c", creature), obj("top", "Forest", zone="library")]
    return play(cards, objects, [p("Bob"), p("Alice"), p("Alice"), p("Bob")][:passes], rules, turn=BOBS_END_STEP)


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossal_majesty_draws_in_upkeep_with_a_creature_of_power_4_or_greater(cards, rules):
    replay = _majesty(cards, rules, "Craw Wurm")
    assert not refused(replay), log(replay)
    assert hand(replay) == ["top"], log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossal_majesty_doesnt_trigger_with_power_3(cards, rules):
    replay = _majesty(cards, rules, "Hill Giant", passes=2)
    assert hand(replay) == [], log(replay)
    assert "does not trigger" in log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_heir_of_the_wilds_gets_bigger_attacking_beside_a_big_creature(cards, rules):
    objects = [obj("heir", "Heir of the Wilds"), obj("wurm", "Craw Wurm")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["heir"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    heir = objects_in(replay.final_state)["heir"]
    assert (heir["power"], heir["toughness"]) == (3, 3), log(replay)
    assert IF[rules] in cited(replay)


# --- Coven: three or more different powers ---

def _witch(cards, rules, others, bolt=None):
    objects = [obj("witch", "Candlegrove Witch"), *(obj(f"c{i}", name) for i, name in enumerate(others))]
    actions = [p("Alice"), p("Bob")]
    if bolt:
        objects += [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
        actions += [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [bolt], "mana_abilities": [{"object": "m"}]},
                    p("Alice"), p("Bob")]
    return play(cards, objects, actions + [p("Alice"), p("Bob")], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_candlegrove_witch_gains_flying_with_three_different_powers(cards, rules):
    replay = _witch(cards, rules, ["Hill Giant", "Craw Wurm"])  # powers 2, 3 and 6
    assert not refused(replay), log(replay)
    assert "flying" in objects_in(replay.final_state)["witch"]["keywords"], log(replay)
    assert IF[rules] in cited(replay)


def test_candlegrove_witch_counts_powers_not_creatures(cards):
    replay = _witch(cards, R26, ["Grizzly Bears", "Hill Giant"])  # three creatures, powers 2, 2 and 3
    assert "flying" not in objects_in(replay.final_state)["witch"]["keywords"], log(replay)
    assert "does not trigger" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_coven_is_checked_again_as_the_ability_resolves(cards, rules):
    replay = _witch(cards, rules, ["Hill Giant", "Craw Wurm"], bolt="c0")  # Hill Giant dies in response: powers 2 and 6
    assert zone_of(replay, "c0") == "graveyard", log(replay)
    assert "flying" not in objects_in(replay.final_state)["witch"]["keywords"], log(replay)
    assert "is no longer true" in log(replay)
    assert IF[rules] in cited(replay)


def test_dawnhart_mentors_coven_ability_can_be_activated_only_with_three_different_powers(cards):
    lands = [obj(f"f{i}", "Forest") for i in range(6)]
    activate = {"type": "activate_ability", "player": "Alice", "object": "mentor", "ability": 1, "targets": ["mentor"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(6)]}
    few = play(cards, [obj("mentor", "Dawnhart Mentor"), obj("bears", "Grizzly Bears"), *lands], [activate], R26)
    assert refused(few) and "different powers" in log(few)
    many = play(cards, [obj("mentor", "Dawnhart Mentor"), obj("bears", "Grizzly Bears"), obj("wurm", "Craw Wurm"), *lands],
                [activate, p("Alice"), p("Bob")], R26)  # powers 0, 2 and 6
    assert not refused(many), log(many)
    mentor = objects_in(many.final_state)["mentor"]
    assert (mentor["power"], mentor["toughness"]) == (3, 7), log(many)


# --- Formidable: total power 8 or greater ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("with_bears", [True, False])
def test_owlbear_shepherd_draws_at_the_end_step_with_total_power_8(cards, rules, with_bears):
    objects = [obj("owlbear", "Owlbear Shepherd"), obj("wurm", "Craw Wurm"), obj("top", "Forest", zone="library")]
    objects += [obj("bears", "Grizzly Bears")] if with_bears else []  # 1 + 6 (+ 2)
    replay = play(cards, objects, TO_END_STEP, rules)
    assert not refused(replay), log(replay)
    assert hand(replay) == (["top"] if with_bears else []), log(replay)


def test_surraks_formidable_gives_haste(cards):
    objects = [obj("surrak", "Surrak, the Hunt Caller"), obj("giant", "Hill Giant")]  # 5 + 3
    replay = play(cards, objects, [p("Alice"), p("Bob", trigger_targets={"surrak": ["giant"]}), p("Alice"), p("Bob")], R26)
    assert not refused(replay), log(replay)
    assert "haste" in objects_in(replay.final_state)["giant"]["keywords"], log(replay)


# --- lands ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("lands", [5, 4])
def test_scute_mob_grows_in_upkeep_with_five_lands(cards, rules, lands):
    objects = [obj("mob", "Scute Mob"), *(obj(f"f{i}", "Forest") for i in range(lands))]
    replay = play(cards, objects, [p("Bob"), p("Alice"), p("Alice"), p("Bob")], rules, turn=BOBS_END_STEP)
    assert not refused(replay), log(replay)
    assert counters(replay, "mob") == ({"+1/+1": 4} if lands == 5 else {}), log(replay)


def _knight(cards, rules, bobs_lands):
    objects = [obj("knight", "Knight of the White Orchid", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
               obj("top", "Plains", zone="library"), *(obj(f"b{i}", "Swamp", owner="Bob") for i in range(bobs_lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "knight", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_knight_of_the_white_orchid_fetches_a_plains_when_an_opponent_has_more_lands(cards, rules):
    replay = _knight(cards, rules, 3)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "in_play", log(replay)
    assert IF[rules] in cited(replay)


def test_knight_of_the_white_orchid_doesnt_trigger_when_the_lands_are_equal(cards):
    replay = _knight(cards, R26, 2)
    assert zone_of(replay, "top") == "library", log(replay)
    assert "does not trigger" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bobs_lands", [2, 1])
def test_weathered_wayfarer_can_be_activated_only_while_an_opponent_has_more_lands(cards, rules, bobs_lands):
    objects = [obj("wayfarer", "Weathered Wayfarer"), obj("pl", "Plains"), obj("top", "Island", zone="library"),
               *(obj(f"b{i}", "Swamp", owner="Bob") for i in range(bobs_lands))]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "wayfarer", "ability": 0,
                                    "mana_abilities": [{"object": "pl"}]}, p("Alice"), p("Bob")], rules)
    if bobs_lands == 2:
        assert not refused(replay) and hand(replay) == ["top"], log(replay)
    else:
        assert refused(replay) and "more lands" in log(replay)


# --- life gained this turn ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("gain", [True, False])
def test_crested_sunmare_makes_a_horse_at_the_end_step_only_after_a_life_gain(cards, rules, gain):
    objects = [obj("sunmare", "Crested Sunmare"), obj("pl", "Plains"), obj("pl2", "Plains"), obj("nectar", "Sacred Nectar", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "nectar", "mana_abilities": [{"object": "pl"}, {"object": "pl2"}]},
               p("Alice"), p("Bob")] if gain else []
    replay = play(cards, objects, actions + TO_END_STEP, rules)
    assert not refused(replay), log(replay)
    assert len(tokens(replay)) == int(gain), log(replay)
    assert IF[rules] in cited(replay)


def test_a_life_gain_before_the_scenario_counts_and_is_forgotten_as_the_next_turn_begins(cards):
    """Regal Bloodlord makes a Bat at Alice's end step (she gained life earlier this turn), and none at
    Bob's end step of the next turn."""
    actions = TO_END_STEP + [p("Alice"), p("Bob"), {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}]
    replay = play(cards, [obj("lord", "Regal Bloodlord"), obj("top", "Swamp", zone="library", owner="Bob")], actions, R26,
                  players=[{"name": "Alice", "gained_life_this_turn": True}, {"name": "Bob"}])
    assert not refused(replay), log(replay)
    assert "Turn 4" in log(replay) and log(replay).count("does not trigger") == 1, log(replay)
    assert len(tokens(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_regal_bloodlord_triggers_at_an_opponents_end_step_after_its_controller_gained_life(cards, rules):
    objects = [obj("lord", "Regal Bloodlord", owner="Bob")]
    replay = play(cards, objects, TO_END_STEP, rules, players=[{"name": "Alice"}, {"name": "Bob", "gained_life_this_turn": True}])
    assert not refused(replay), log(replay)
    assert len(tokens(replay, "Bob")) == 1, log(replay)


def test_brackish_trudge_returns_from_the_graveyard_only_after_a_life_gain(cards):
    objects = [obj("trudge", "Brackish Trudge", zone="graveyard"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    activate = [{"type": "activate_ability", "player": "Alice", "object": "trudge", "ability": 1,
                 "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")]
    without = play(cards, objects, activate, R26)
    assert refused(without) and "gained life this turn" in log(without)
    after = play(cards, objects, activate, R26, players=[{"name": "Alice", "gained_life_this_turn": True}, {"name": "Bob"}])
    assert not refused(after), log(after)
    assert hand(after) == ["trudge"], log(after)


# --- an opponent lost life this turn ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bolt_bob", [True, False])
def test_savage_gorger_grows_at_the_end_step_after_an_opponent_lost_life(cards, rules, bolt_bob):
    objects = [obj("gorger", "Savage Gorger"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob" if bolt_bob else "Alice"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions + TO_END_STEP, rules)
    assert not refused(replay), log(replay)
    assert counters(replay, "gorger") == ({"+1/+1": 1} if bolt_bob else {}), log(replay)  # Alice's own loss doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_bloodtithe_collector_makes_each_opponent_discard_after_a_loss_before_the_scenario(cards, rules):
    objects = [obj("collector", "Bloodtithe Collector", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(5)),
               obj("card", "Forest", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "collector", "mana_abilities": [{"object": f"s{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, players=[{"name": "Alice"}, {"name": "Bob", "lost_life_this_turn": True}])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "card") == "graveyard", log(replay)
    assert IF[rules] in cited(replay)


def test_falkenrath_pit_fighter_is_refused_before_an_opponent_lost_life(cards):
    objects = [obj("fighter", "Falkenrath Pit Fighter"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("card", "Forest", zone="hand")]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "fighter", "ability": 0,
                                    "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}], R26)
    assert refused(replay) and "lost life this turn" in log(replay)


# --- the loader ---

@pytest.mark.parametrize("cond", [{"you_control_power_at_least": 0}, {"opponent_controls_more_lands": False},
                                  {"creatures_with_different_powers_at_least": "three"}])
def test_the_loader_refuses_a_wrong_condition(cond):
    card = {"name": "Test Card", "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": cond, "effect": [{"do": "draw", "amount": 1}]}]}
    sc = in_main_phase([obj("t", "Test Card")], [], R26)
    with pytest.raises(ScenarioError, match=next(iter(cond))):
        load_scenario(sc, cards=lambda name: card if name == "Test Card" else None)


def test_the_loader_refuses_a_wrong_gained_life_this_turn():
    sc = in_main_phase([], [], R26)
    sc["players"][0]["gained_life_this_turn"] = "yes"
    with pytest.raises(ScenarioError, match="gained_life_this_turn"):
        load_scenario(sc)


# --- pack tactics: the attackers' total power as they were declared ---

def _attack(cards, rules, attackers, extra=()):
    objects = [obj("captain", "Hobgoblin Captain"), obj("hunter", "Gnoll Hunter"), obj("giant", "Hill Giant"),
               obj("bears", "Grizzly Bears"), *extra]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pack_tactics_triggers_when_the_attackers_total_power_is_6(cards, rules):
    replay = _attack(cards, rules, ["captain", "giant"])  # 3 + 3
    assert not refused(replay), log(replay)
    assert "first strike" in objects_in(replay.final_state)["captain"]["keywords"], log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pack_tactics_doesnt_trigger_below_6(cards, rules):
    replay = _attack(cards, rules, ["captain", "bears"])  # 3 + 2
    assert not refused(replay), log(replay)
    assert "first strike" not in objects_in(replay.final_state)["captain"]["keywords"], log(replay)
    assert "does not trigger" in log(replay)


def test_each_pack_tactics_attacker_counts_every_attacker(cards):
    replay = _attack(cards, R26, ["captain", "hunter", "bears"])  # 3 + 2 + 2 = 7: both trigger
    assert not refused(replay), log(replay)
    assert "first strike" in objects_in(replay.final_state)["captain"]["keywords"], log(replay)
    assert counters(replay, "hunter") == {"+1/+1": 1}, log(replay)


def test_pack_tactics_reads_the_power_as_declared_not_as_it_resolves(cards):
    """The Gnoll Hunter's ability triggers (3 + 2 + 2 = 7 as declared); Hobgoblin Captain dies to Lightning Bolt in
    response, yet the total as declared still holds as the ability resolves."""
    extra = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    objects = [obj("captain", "Hobgoblin Captain"), obj("hunter", "Gnoll Hunter"), obj("bears", "Grizzly Bears"), *extra]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["captain", "hunter", "bears"]},
               {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["captain"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R26)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "captain") == "graveyard", log(replay)
    assert counters(replay, "hunter") == {"+1/+1": 1}, log(replay)
    assert "is still true" in log(replay)


# --- "enters with a +1/+1 counter on it if ...": a replacement effect (2007 419.1b; 2026 614.1c) ---

ENTERS_WITH = {R07: "419.1b", R26: "614.1c"}


def _bolt_then_cast(cards, rules, card, land, target):
    objects = [obj("it", card, zone="hand"), *(obj(f"l{i}", land) for i in range(4)), obj("m", "Mountain"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": f"l{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["Bob", "Alice"])
def test_frilled_sparkshooter_enters_with_a_counter_only_after_an_opponent_lost_life(cards, rules, target):
    replay = _bolt_then_cast(cards, rules, "Frilled Sparkshooter", "Mountain", target)
    assert not refused(replay), log(replay)
    assert counters(replay, "it") == ({"+1/+1": 1} if target == "Bob" else {}), log(replay)
    assert ENTERS_WITH[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["bears", "Bob"])
def test_festerhide_boar_enters_with_two_counters_after_a_creature_died(cards, rules, target):
    replay = _bolt_then_cast(cards, rules, "Festerhide Boar", "Forest", target)
    assert not refused(replay), log(replay)
    assert counters(replay, "it") == ({"+1/+1": 2} if target == "bears" else {}), log(replay)


def test_the_loader_refuses_an_entering_condition_that_could_read_the_entering_creature():
    card = {"name": "Test Card", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1}, "if": {"you_control_power_at_least": 4}}}]}
    with pytest.raises(ScenarioError, match="comes_into_play.if"):
        load_scenario(in_main_phase([obj("t", "Test Card")], [], R26), cards=lambda name: card if name == "Test Card" else None)


# --- infusion: a static ability "as long as you gained life this turn" ---

def _shopkeep(cards, rules, gain, more=()):
    objects = [obj("shop", "Ulna Alley Shopkeep"), obj("pl", "Plains"), obj("pl2", "Plains"), obj("nectar", "Sacred Nectar", zone="hand"),
               obj("top", "Swamp", zone="library", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "nectar", "mana_abilities": [{"object": "pl"}, {"object": "pl2"}]},
               p("Alice"), p("Bob")] if gain else []
    return play(cards, objects, actions + list(more), rules)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("gain", [True, False])
def test_ulna_alley_shopkeep_gets_plus_2_after_a_life_gain(cards, rules, gain):
    replay = _shopkeep(cards, rules, gain)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["shop"]["power"] == (4 if gain else 2), log(replay)


def test_ulna_alley_shopkeeps_bonus_ends_as_the_next_turn_begins(cards):
    replay = _shopkeep(cards, R26, True, more=[{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert "Turn 4" in log(replay)
    assert objects_in(replay.final_state)["shop"]["power"] == 2, log(replay)


# --- an instruction followed only if its condition holds as it is reached (2007 413.2b; 2026 608.2c) ---

FOLLOW = {R07: "413.2b", R26: "608.2c"}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bobs_lands", [3, 2])
def test_gift_of_estates_searches_only_when_an_opponent_has_more_lands(cards, rules, bobs_lands):
    objects = [obj("gift", "Gift of Estates", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
               *(obj(f"l{i}", "Plains", zone="library") for i in range(4)), *(obj(f"b{i}", "Swamp", owner="Bob") for i in range(bobs_lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gift", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert len(hand(replay)) == (3 if bobs_lands == 3 else 0), log(replay)
    if bobs_lands == 2:
        assert "is not followed" in log(replay) and FOLLOW[rules] in cited(replay)
        assert "shuffles" not in log(replay), log(replay)


def _embrace(cards, rules, creature):
    objects = [obj("embrace", "Undercity's Embrace", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3)), obj("c", creature),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "embrace", "targets": ["Bob"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_undercitys_embrace_gains_life_with_a_creature_of_power_4(cards, rules):
    replay = _embrace(cards, rules, "Craw Wurm")
    assert zone_of(replay, "bears") == "graveyard"
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 24, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_undercitys_embrace_gains_no_life_without_one(cards, rules):
    replay = _embrace(cards, rules, "Hill Giant")
    assert zone_of(replay, "bears") == "graveyard"
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 20, log(replay)
    assert FOLLOW[rules] in cited(replay)


@pytest.mark.parametrize("bolt_first", [True, False])
def test_fungal_rebirth_makes_saprolings_only_after_a_death(cards, bolt_first):
    objects = [obj("rebirth", "Fungal Rebirth", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)), obj("m", "Mountain"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("dead", "Hill Giant", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")] if bolt_first else []
    actions += [{"type": "play_spell", "player": "Alice", "object": "rebirth", "targets": ["dead"],
                 "mana_abilities": [{"object": f"f{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R26)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "dead") == "hand"
    assert len(tokens(replay)) == (2 if bolt_first else 0), log(replay)


def test_force_away_offers_the_loot_only_with_a_creature_of_power_4(cards):
    objects = [obj("force", "Force Away", zone="hand"), obj("i1", "Island"), obj("i2", "Island"), obj("giant", "Hill Giant", owner="Bob"),
               obj("top", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "force", "targets": ["giant"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob", choices={"force": {"may": True}})]
    without = play(cards, objects, actions, R26)
    assert not refused(without), log(without)
    assert zone_of(without, "giant") == "hand" and zone_of(without, "top") == "library", log(without)
    assert "is not followed" in log(without)
    with_wurm = play(cards, objects + [obj("wurm", "Craw Wurm")], actions, R26)
    assert not refused(with_wurm), log(with_wurm)
    assert zone_of(with_wurm, "top") != "library", log(with_wurm)  # drawn (then a card discarded)


# --- "another" / "other": the ability's own permanent left out; "gained and / or lost life" ---

def _ogre(cards, rules, others):
    objects = [obj("ogre", "Turret Ogre", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               *(obj(f"c{i}", name) for i, name in enumerate(others))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ogre", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_turret_ogre_deals_2_to_each_opponent_beside_another_creature_of_power_4(cards, rules):
    replay = _ogre(cards, rules, ["Craw Wurm"])
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 18, log(replay)
    assert IF[rules] in cited(replay)


def test_turret_ogres_own_power_4_doesnt_count(cards):
    replay = _ogre(cards, R26, ["Hill Giant"])
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 20, log(replay)
    assert "does not trigger" in log(replay)


@pytest.mark.parametrize("others", [2, 1])
def test_platoon_dispenser_draws_with_two_other_creatures(cards, others):
    objects = [obj("platoon", "Platoon Dispenser"), *(obj(f"b{i}", "Grizzly Bears") for i in range(others)), obj("top", "Plains", zone="library")]
    replay = play(cards, objects, TO_END_STEP, R26)
    assert not refused(replay), log(replay)
    assert hand(replay) == (["top"] if others == 2 else []), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("gained, lost", [(True, True), (True, False), (False, True)])
def test_lunar_convocation_makes_a_bat_only_after_gaining_and_losing_life(cards, rules, gained, lost):
    players = [{"name": "Alice", "gained_life_this_turn": gained, "lost_life_this_turn": lost}, {"name": "Bob"}]
    second = [p("Alice"), p("Bob")] if gained and lost else []  # the Bat's trigger, after the life loss's
    replay = play(cards, [obj("convocation", "Lunar Convocation")], TO_END_STEP + second, rules, players=players)
    assert not refused(replay), log(replay)
    assert len(tokens(replay)) == int(gained and lost), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == (19 if gained else 20), log(replay)


def test_paying_life_is_losing_life_for_lunar_convocation(cards):
    objects = [obj("convocation", "Lunar Convocation"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("top", "Plains", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "convocation", "ability": 2,
                "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions + TO_END_STEP + [p("Alice"), p("Bob")], R26,
                  players=[{"name": "Alice", "gained_life_this_turn": True}, {"name": "Bob"}])
    assert not refused(replay), log(replay)
    assert len(tokens(replay)) == 1, log(replay)


# --- "if you control a Wizard / an artifact": a card type or a subtype ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("wizard", [True, False])
def test_chilling_trap_draws_only_with_a_wizard(cards, rules, wizard):
    objects = [obj("trap", "Chilling Trap", zone="hand"), obj("i", "Island"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("top", "Island", zone="library"), obj("c", "Prodigal Sorcerer" if wizard else "Llanowar Elves")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "trap", "targets": ["bears"], "mana_abilities": [{"object": "i"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["power"] == -2, log(replay)
    assert hand(replay) == (["top"] if wizard else []), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("artifact", [True, False])
def test_scholar_of_stars_draws_on_entering_only_with_an_artifact(cards, rules, artifact):
    objects = [obj("scholar", "Scholar of Stars", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)), obj("top", "Island", zone="library")]
    objects += [obj("thopter", "Ornithopter")] if artifact else []
    actions = [{"type": "play_spell", "player": "Alice", "object": "scholar", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert hand(replay) == (["top"] if artifact else []), log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("dragon", [True, False])
def test_mox_jasper_can_be_activated_only_with_a_dragon(cards, dragon):
    objects = [obj("mox", "Mox Jasper")] + ([obj("dragon", "Shivan Dragon")] if dragon else [])
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "mox", "ability": 0, "choice": "R"}], R26)
    assert bool(refused(replay)) != dragon, log(replay)
    if not dragon:
        assert "controls a Dragon" in log(replay), log(replay)


def test_arterial_flows_life_gain_isnt_cut_from_its_condition(compiled):
    """ "If you control a Vampire, each opponent loses 2 life and you gain 2 life": a template that reads "[...] and you gain 2
    life" would leave the gain outside the condition; the sentence stays text only."""
    assert not compiled["Arterial Flow"].played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("death", [True, False])
def test_caged_zombie_can_be_activated_only_after_a_creature_died(cards, rules, death):
    objects = [obj("zombie", "Caged Zombie"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "zombie", "ability": 0,
                                    "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")], rules,
                  turn={"number": 3, "active_player": "Alice", "phase": "precombat_main", "creatures_died": 1} if death else None)
    assert bool(refused(replay)) != death, log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == (18 if death else 20), log(replay)


# --- "if you control a black permanent"; "if there are three or more creature cards in your graveyard" ---

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("black", [True, False])
def test_parasitic_strix_drains_only_beside_a_black_permanent(cards, rules, black):
    objects = [obj("strix", "Parasitic Strix", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)), obj("swamp", "Swamp")]
    objects += [obj("zombie", "Caged Zombie")] if black else []  # a Swamp is colorless
    actions = [{"type": "play_spell", "player": "Alice", "object": "strix", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", trigger_targets={"strix": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    life = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    assert (life["Alice"], life["Bob"]) == ((22, 18) if black else (20, 20)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("dead", [3, 2])
def test_webweaver_changeling_gains_5_with_three_creature_cards_in_the_graveyard(cards, rules, dead):
    objects = [obj("ww", "Webweaver Changeling", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5)),
               *(obj(f"d{i}", "Grizzly Bears", zone="graveyard") for i in range(dead)), obj("land", "Forest", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ww", "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == (25 if dead == 3 else 20), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("gates", [2, 1])
def test_saruli_gatekeepers_gain_7_with_two_gates(cards, rules, gates):
    objects = [obj("keeper", "Saruli Gatekeepers", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               *(obj(f"g{i}", "Selesnya Guildgate") for i in range(gates))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "keeper", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == (27 if gates == 2 else 20), log(replay)


def test_the_loader_refuses_a_wrong_kind_count():
    card = {"name": "Test Card", "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"you_control_kind_at_least": {"kind": "gates", "count": 2}},
         "effect": [{"do": "draw", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="you_control_kind_at_least"):
        load_scenario(in_main_phase([obj("t", "Test Card")], [], R26), cards=lambda name: card if name == "Test Card" else None)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("counter", [True, False])
def test_foundry_hornet_shrinks_the_opponents_creatures_only_beside_a_creature_with_a_counter(cards, rules, counter):
    objects = [obj("hornet", "Foundry Hornet", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)),
               obj("bears", "Grizzly Bears", **({"counters": {"+1/+1": 1}} if counter else {})), obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "hornet", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["giant"]["power"] == (2 if counter else 3), log(replay)
