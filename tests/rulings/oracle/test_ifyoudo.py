""""If you don't, [effect]" after an optional instruction (rulings/oracle/ifyoudo.py: the `otherwise` of
the engine's `may`), played from real cards' Oracle text (ifyoudo_cards.json: records copied from the
pool): "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature
and it deals 2 damage to you." (Yawgmoth Demon), "When this creature enters, you may pay {2}. If you
don't, blight 2." (Chaos Spewer), "At the beginning of your first main phase, you may blight 2. If you
don't, you lose 3 life." (Gutsplitter Gang). The choice is made as the effect is applied (2007 413.2c;
2026 608.2d) and "If you don't" checks that the player chose not to (2026 118.12); a player who can't
do it (no artifact to sacrifice) can't choose to, so they don't.

And "[Do something]. If you do, [effect]" with no choice, the something a cost of the source alone (the
engine's `if_done`): "When a creature you control dies, sacrifice this enchantment. If you do, create four
1/1 colorless Spirit creature tokens." (Promise of Bunrei), "remove a +1/+1 counter from this creature. If
you do, create a 2/2 black Zombie creature token." (Noosegraf Mob), "Whenever this creature attacks, remove
a -1/-1 counter from it. If you do, you gain 1 life." (Exemplar of Strength): "If you do" checks that the
player started to pay that mandatory cost (2026 118.12), which they can't without the resources (118.3).

And "you may pay {X}. If you do, create X 1/1 white Soldier creature tokens." (Decree of Justice), "you may
pay {X}{R}. If you do, it deals X damage to any target." (Flameblast Dragon): X is defined by no cost, so
the player chooses it as the ability resolves (2026 107.3f; 2007 413.2c), and what follows reads X as the
amount paid."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "ifyoudo_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Yawgmoth Demon", "Chaos Spewer", "Gutsplitter Gang", "Promise of Bunrei", "Noosegraf Mob", "Exemplar of Strength",
          "Clockwork Hydra", "Decree of Justice", "Flameblast Dragon", "Vigil for the Lost"]
#: "Then you may pay {X}, where X is ...", "If you don't sacrifice a Forest, ...", "that player may pay {3}. If they
#: don't", "sacrifice this creature and draw a card", "you may put a land card from your hand onto the battlefield"
#: "each of that player's opponents draws", "this creature deals 4 damage to that creature" after it is gone,
#: "Sacrifice an artifact. If you do": not the source's own cost
NEAR_MISSES = ["Primordial Ooze", "Gargantuan Gorilla", "Mind Whip", "Lim-Dûl's Paladin", "Hakbal of the Surging Soul",
               "Standstill", "Flame-Kin War Scout", "Transmute Artifact",
               # "X can't be greater than ...", "with mana value X or less", "pay {X}, where X is ...": X said otherwise
               "Shanna, Purifying Blade", "Taj-Nar Swordsmith", "Well of Lost Dreams"]


@pytest.mark.parametrize("name", PLAYED)
def test_if_you_dont_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, draw a card. If you don't, you lose 2 life.",  # no choice before it
    "At the beginning of your upkeep, you may pay {1}. If you don't, you may draw a card.",  # a second choice
    "At the beginning of your upkeep, you may pay {1}. If you don't, you lose 1 life. If you don't, you lose 1 life.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't sacrifice an artifact, you lose 2 life.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to any target.",
    "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, sacrifice this creature and it deals 2 damage to you.",
    "At the beginning of your upkeep, draw a card. If you do, you gain 1 life.",  # not a cost of the source
    "At the beginning of your upkeep, sacrifice a creature. If you do, draw a card.",
    "At the beginning of your upkeep, sacrifice this creature. If you do, you may draw a card.",
    "Whenever this creature attacks, remove a +1/+1 counter from target creature. If you do, draw a card.",
    "Whenever this creature attacks, remove all +1/+1 counters from it. If you do, draw a card.",
    "Whenever a creature you control attacks, remove a +1/+1 counter from it. If you do, draw a card.",  # "it": the attacker
    "When this creature enters, you may pay {X}. If you do, draw X cards. X can't be greater than 3.",
    "When this creature enters, you may pay {X}{X}. If you do, draw X cards.",
    "When this creature enters, you may pay {X}. If you do, you may draw X cards.",
])
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def upkeep(cards, objects, choice, rules):
    """Alice's upkeep of turn 3 with her upkeep trigger on the stack; Bob passes last with her choice."""
    doc = {"format": 1, "rules": rules, "name": "if you don't", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [p("Alice"), p("Bob", **({"choices": choice} if choice is not None else {}))]}
    return run_scenario(load_scenario(doc, cards=cards))


def _demon(cards, rules, choice, artifact=True):
    objects = [obj("demon", "Yawgmoth Demon"), *([obj("orni", "Ornithopter")] if artifact else [])]
    return upkeep(cards, objects, choice, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_declined_taps_it_and_deals_two_damage_to_its_controller(cards, rules):
    replay = _demon(cards, rules, {"demon": {"may": False}})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["demon"]["tapped"] and life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert zone_of(replay, "orni") == "in_play"
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))
    assert ("118.12" in cited(replay)) == (rules == R2026), sorted(cited(replay))  # "If you don't" (2026 only)


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_sacrificing_an_artifact_skips_the_if_you_dont(cards, rules):
    replay = _demon(cards, rules, {"demon": {"may": True, "sacrifice": ["orni"]}})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "orni") == "graveyard", log(replay)
    assert not objects_in(replay.final_state)["demon"]["tapped"] and life(replay)["Alice"] == 20, log(replay)
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_cant_choose_to_sacrifice_without_an_artifact(cards, rules):
    assert refused(_demon(cards, rules, {"demon": {"may": True}}, artifact=False))


@pytest.mark.parametrize("rules", EDITIONS)
def test_yawgmoth_demon_without_a_choice_given_doesnt_and_takes_the_damage(cards, rules):
    replay = _demon(cards, rules, None, artifact=False)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["demon"]["tapped"] and life(replay)["Alice"] == 18, log(replay)


def _spewer(cards, choice):
    """Alice casts Chaos Spewer ({2}{B/R}) with three Swamps; two more pay its {2} if she chooses to."""
    objects = [obj("spewer", "Chaos Spewer", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(5)], obj("giant", "Hill Giant")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spewer", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"spewer": choice})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "chaos spewer"), cards=cards))


def test_chaos_spewer_paying_two_blights_nothing(cards):
    replay = _spewer(cards, {"may": True})
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["giant"]["counters"] == {} and found["spewer"]["counters"] == {}, log(replay)
    assert all(found[f"s{i}"]["tapped"] for i in range(5)), log(replay)  # the {2} paid with the last two Swamps
    assert {"608.2d", "118.12"} <= cited(replay), sorted(cited(replay))


def test_chaos_spewer_not_paying_blights_two_on_the_chosen_creature(cards):
    replay = _spewer(cards, {"may": False, "blight": "giant"})
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert found["giant"]["counters"] == {"-1/-1": 2} and zone_of(replay, "giant") == "in_play", log(replay)
    assert not found["s3"]["tapped"] and not found["s4"]["tapped"], log(replay)
    assert {"608.2d", "118.12", "701.68a"} <= cited(replay), sorted(cited(replay))


def test_chaos_spewer_cant_choose_to_pay_without_the_mana(cards):
    objects = [obj("spewer", "Chaos Spewer", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(3)], obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spewer", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"spewer": {"may": True}})]
    assert refused(run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "chaos spewer"), cards=cards)))


def _gang(cards, choice):
    """Alice's upkeep to her first main phase, where Gutsplitter Gang's trigger resolves with her choice."""
    objects = [obj("gang", "Gutsplitter Gang"), obj("bears", "Grizzly Bears"),
               *[obj(f"lib{who}", "Plains", owner=who, zone="library") for who in ("Alice", "Bob")]]
    doc = {"format": 1, "rules": R2026, "name": "gutsplitter gang", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob", choices={"gang": choice})]}
    return run_scenario(load_scenario(doc, cards=cards))


def test_gutsplitter_gang_blighting_keeps_the_life(cards):
    replay = _gang(cards, {"may": True, "blight": "gang"})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["gang"]["counters"] == {"-1/-1": 2} and life(replay)["Alice"] == 20, log(replay)
    assert {"608.2d", "118.12", "701.68a"} <= cited(replay), sorted(cited(replay))


def test_gutsplitter_gang_not_blighting_loses_three_life(cards):
    replay = _gang(cards, {"may": False})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {} and life(replay)["Alice"] == 17, log(replay)
    assert "118.12" in cited(replay), sorted(cited(replay))


def test_if_done_loader_refuses_a_cost_that_isnt_the_sources(cards):
    from rulings.engine.errors import ScenarioError
    card = {"name": "Odd", "types": ["Enchantment"], "mana_cost": "{1}", "abilities": [
        {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
         "effect": [{"do": "if_done", "effect": [{"do": "sacrifice", "what": "target:0"}], "then": [{"do": "draw", "amount": 1}]}]}]}
    with pytest.raises(ScenarioError, match=r"if_done|effect\[0\]\.effect"):
        load_scenario(in_main_phase([obj("odd", card)], [], R2026), cards=cards)


def _bolts(cards, rules, targets):
    """Alice bolts each of `targets` in turn, the later in response to the Promise's trigger of the earlier."""
    objects = [obj("promise", "Promise of Bunrei"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               *[obj(f"bolt{i}", "Lightning Bolt", zone="hand") for i in range(len(targets))],
               *[obj(f"m{i}", "Mountain") for i in range(len(targets))]]
    actions = []
    for i, t in enumerate(targets):
        actions += [{"type": "play_spell", "player": "Alice", "object": f"bolt{i}", "targets": [t], "mana_abilities": [{"object": f"m{i}"}]},
                    p("Alice"), p("Bob")]
    actions += [p("Alice"), p("Bob")] * len(targets)
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "promise of bunrei"), cards=cards))


def spirits(replay) -> int:
    return sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Spirit" and o.get("zone", "in_play") == "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_promise_of_bunrei_sacrificed_makes_four_spirits(cards, rules):
    replay = _bolts(cards, rules, ["b1"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "promise") == "graveyard" and spirits(replay) == 4, log(replay)
    assert ("118.12" in cited(replay)) == (rules == R2026), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_promise_of_bunrei_already_sacrificed_cant_pay_again_so_no_more_spirits(cards, rules):
    replay = _bolts(cards, rules, ["b1", "b2"])  # two triggers: the later resolves first and sacrifices it
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == zone_of(replay, "b2") == "graveyard", log(replay)
    assert spirits(replay) == 4, log(replay)
    assert "can't sacrifice Promise of Bunrei" in log(replay), log(replay)


def _mob(cards, rules, counters, spells):
    """Alice casts `spells` Shocks at Bob, each in response to the last one's Noosegraf Mob trigger."""
    objects = [obj("mob", "Noosegraf Mob", counters={"+1/+1": counters}),
               *[obj(f"shock{i}", "Shock", zone="hand") for i in range(spells)], *[obj(f"m{i}", "Mountain") for i in range(spells)]]
    actions = []
    for i in range(spells):
        actions.append({"type": "play_spell", "player": "Alice", "object": f"shock{i}", "targets": ["Bob"],
                        "mana_abilities": [{"object": f"m{i}"}]})
    actions += [p("Alice"), p("Bob")] * (2 * spells)
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "noosegraf mob"), cards=cards))


def zombies(replay) -> int:
    return sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Zombie")


@pytest.mark.parametrize("rules", EDITIONS)
def test_noosegraf_mob_removes_a_counter_for_a_zombie(cards, rules):
    replay = _mob(cards, rules, 3, 1)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["mob"]["counters"] == {"+1/+1": 2} and zombies(replay) == 1, log(replay)
    assert life(replay)["Bob"] == 18, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_noosegraf_mob_with_its_last_counter_gone_makes_no_second_zombie(cards, rules):
    replay = _mob(cards, rules, 1, 2)  # the second trigger takes the last counter; the 0/0 Mob dies before the first resolves
    assert not refused(replay), log(replay)
    assert zone_of(replay, "mob") == "graveyard" and zombies(replay) == 1, log(replay)
    assert life(replay)["Bob"] == 16, log(replay)


def _exemplar(cards, rules, counters):
    objects = [obj("ex", "Exemplar of Strength", counters=counters)]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["ex"]}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "exemplar"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_exemplar_of_strength_attacking_removes_a_counter_and_gains_a_life(cards, rules):
    replay = _exemplar(cards, rules, {"-1/-1": 2})
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["ex"]["counters"] == {"-1/-1": 1} and life(replay)["Alice"] == 21, log(replay)
    assert ("118.12" in cited(replay)) == (rules == R2026), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_exemplar_of_strength_without_a_counter_gains_no_life(cards, rules):
    replay = _exemplar(cards, rules, {})
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_clockwork_hydra_attacking_removes_a_counter_and_deals_one_damage_to_its_target(cards, rules):
    objects = [obj("hydra", "Clockwork Hydra", counters={"+1/+1": 4})]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["hydra"], "trigger_targets": {"hydra": ["Bob"]}},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "clockwork hydra"), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["hydra"]["counters"] == {"+1/+1": 3} and life(replay)["Bob"] == 19, log(replay)


def _decree(cards, rules, choice, lands=5):
    """Alice cycles Decree of Justice with three Plains; its cycle trigger resolves with `choice` (the rest pay {X})."""
    objects = [obj("decree", "Decree of Justice", zone="hand"), *[obj(f"p{i}", "Plains") for i in range(lands)],
               obj("lib", "Plains", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "decree", "ability": 0,
                "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"decree": choice}), p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "decree of justice"), cards=cards))


def soldiers(replay) -> int:
    return sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Soldier")


@pytest.mark.parametrize("rules", EDITIONS)
def test_decree_of_justice_cycled_pays_x_for_x_soldiers(cards, rules):
    replay = _decree(cards, rules, {"may": True, "x": 2})
    assert not refused(replay), log(replay)
    assert soldiers(replay) == 2 and all(objects_in(replay.final_state)[f"p{i}"]["tapped"] for i in range(5)), log(replay)
    assert zone_of(replay, "lib") == "hand", log(replay)  # the cycling ability still draws
    assert {R2007: "413.2c", R2026: "107.3f"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_decree_of_justice_declined_makes_no_soldier(cards, rules):
    replay = _decree(cards, rules, {"may": False})
    assert not refused(replay), log(replay)
    assert soldiers(replay) == 0 and not objects_in(replay.final_state)["p3"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_decree_of_justice_x_of_zero_makes_no_soldier(cards, rules):
    replay = _decree(cards, rules, {"may": True, "x": 0})
    assert not refused(replay), log(replay)
    assert soldiers(replay) == 0 and not objects_in(replay.final_state)["p3"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice", [{"may": True}, {"may": True, "x": 3}])
def test_decree_of_justice_refuses_paying_without_an_x_or_more_than_the_mana(cards, rules, choice):
    assert refused(_decree(cards, rules, choice))  # two Plains left: {3} can't be paid


@pytest.mark.parametrize("rules", EDITIONS)
def test_flameblast_dragon_pays_x_and_red_for_x_damage(cards, rules):
    objects = [obj("dragon", "Flameblast Dragon"), *[obj(f"m{i}", "Mountain") for i in range(4)]]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["dragon"], "trigger_targets": {"dragon": ["Bob"]}},
               p("Alice"), p("Bob", choices={"dragon": {"may": True, "x": 3}})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "flameblast dragon"), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17 and all(objects_in(replay.final_state)[f"m{i}"]["tapped"] for i in range(4)), log(replay)
