"""+1/+1 and -1/-1 counters put where the sentence names (rulings/oracle/counters_placed.py), played
from real cards' Oracle text (counters_placed_cards.json: records copied from the pool): an Aura's
"put a counter on enchanted creature" (Daily Regimen, Torture), "on each Vampire you control"
(Cordial Vampire), "on another target Vampire you control" / "on target Merfolk you control"
(Stromkirk Mentor, Jade Guardian), "on each creature you control with a +1/+1 counter on it"
(Dueling Coach), "on each Fractal you control" after the 0/0 token is made (Biomathematician),
"on each other Dragon creature you control" (Shieldhide Dragon) "on this creature and create
a token" (Nadir Kraken); the trigger "Whenever a creature you control with a +1/+1 counter on it
dies / attacks" (Laid to Rest, Gladehart Cavalry, Elite Scaleguard: the counters the creature had
as it last existed, 2007 410.10d / 2026 603.10a); and near misses that stay text only. Counters modify power and
toughness in their own layer (2007 418.5a 6c; 2026 613.4c 7c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "counters_placed_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER = {R2007: "418.5a", R2026: "613.4c"}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "counters placed", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(cards, rules, card, lands, others=(), trigger_targets=None, **how):
    """Cast `card`; `trigger_targets` are its triggered ability's, chosen as it resolves and enters."""
    objects = [obj("c", card, zone="hand")] + [obj(f"l{i}", land) for i, land in enumerate(lands)] + list(others)
    chosen = {"trigger_targets": trigger_targets} if trigger_targets is not None else {}
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **how}, p("Alice"), p("Bob", **chosen), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


def pt(o) -> tuple:
    return o.get("counters") or {}, o["power"], o["toughness"]


def test_the_cards_compile(compiled):
    for name in compiled:
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("aura, land, counters, size", [("Daily Regimen", "Plains", {"+1/+1": 1}, (3, 3)),
                                                        ("Torture", "Swamp", {"-1/-1": 1}, (1, 1))])
def test_an_auras_ability_puts_the_counter_on_the_creature_it_enchants(cards, rules, aura, land, counters, size):
    objects = [obj("aura", aura, attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"), obj("other", "Grizzly Bears"),
               obj("l0", land), obj("l1", land)]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "aura", "ability": 1}, p("Alice"), p("Bob")],
                  rules)
    objs = objects_in(replay.final_state)
    assert pt(objs["bears"]) == (counters, *size), log(replay)
    assert not objs["other"].get("counters") and LAYER[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cordial_vampire_puts_a_counter_on_each_vampire_you_control(cards, rules):
    replay = cast(cards, rules, "Lightning Bolt", ["Mountain"],
                  [obj("cordial", "Cordial Vampire"), obj("sengir", "Sengir Vampire"), obj("bears", "Grizzly Bears"),
                   obj("theirs", "Sengir Vampire", "Bob")], targets=["bears"])
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard", log(replay)
    assert pt(objs["cordial"]) == ({"+1/+1": 1}, 2, 2) and pt(objs["sengir"]) == ({"+1/+1": 1}, 5, 5)
    assert not objs["theirs"].get("counters")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("card, mana, kin", [("Stromkirk Mentor", ["Swamp"] * 4, "Sengir Vampire"),
                                             ("Jade Guardian", ["Forest"] + ["Island"] * 3, "Merfolk Seer")])
def test_a_counter_on_target_creature_of_a_type_you_control(cards, rules, card, mana, kin):
    replay = cast(cards, rules, card, mana, [obj("kin", kin)], trigger_targets={"c": ["kin"]})
    objs = objects_in(replay.final_state)
    assert objs["kin"].get("counters") == {"+1/+1": 1}, log(replay)
    assert not objs["c"].get("counters")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["bears", "c", "sengir"])
def test_stromkirk_mentor_refuses_a_target_that_isnt_another_vampire_you_control(cards, rules, target):
    objects = [obj("c", "Stromkirk Mentor", zone="hand"), obj("bears", "Grizzly Bears"), obj("sengir", "Sengir Vampire", "Bob")]
    objects += [obj(f"l{i}", "Swamp") for i in range(4)]
    doc = {"format": 1, "rules": rules, "name": "mentor", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob", trigger_targets={"c": [target]}),
                       p("Alice"), p("Bob")]}
    try:
        replay = run_scenario(load_scenario(doc, cards=cards))
    except ScenarioError:
        return
    assert any(st.refused for st in replay.steps), log(replay)
    assert not any(o.get("counters") for o in objects_in(replay.final_state).values())


@pytest.mark.parametrize("rules", EDITIONS)
def test_dueling_coach_counts_the_creatures_with_a_counter_as_it_resolves(cards, rules):
    objects = [obj("coach", "Dueling Coach", counters={"+1/+1": 1}), obj("bears", "Grizzly Bears", counters={"+1/+1": 2}),
               obj("elves", "Llanowar Elves"), obj("theirs", "Grizzly Bears", "Bob", counters={"+1/+1": 1})]
    objects += [obj(f"l{i}", "Plains") for i in range(5)]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "coach", "ability": 1}, p("Alice"), p("Bob")],
                  rules)
    objs = objects_in(replay.final_state)
    assert pt(objs["coach"]) == ({"+1/+1": 2}, 4, 4) and pt(objs["bears"]) == ({"+1/+1": 3}, 5, 5), log(replay)
    assert not objs["elves"].get("counters") and objs["theirs"]["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_biomathematicians_fractal_gets_its_counter_before_state_based_actions(cards, rules):
    replay = cast(cards, rules, "Biomathematician", ["Island", "Forest", "Forest"])
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 1 and tokens[0]["zone"] == "in_play", log(replay)
    assert pt(tokens[0]) == ({"+1/+1": 1}, 1, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shieldhide_dragon_turned_face_up_grows_each_other_dragon_you_control(cards, rules):
    objects = [obj("dragon", "Shieldhide Dragon", face_down=True), obj("shivan", "Shivan Dragon"), obj("bears", "Grizzly Bears"),
               obj("theirs", "Shivan Dragon", "Bob")] + [obj(f"l{i}", "Plains") for i in range(7)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"l{i}", "ability": 0} for i in range(7)]
    replay = play(cards, objects, actions + [{"type": "turn_face_up", "player": "Alice", "object": "dragon"}, p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["shivan"].get("counters") == {"+1/+1": 1}, log(replay)
    assert objs["dragon"].get("counters") == {"+1/+1": 1}  # megamorph's own counter, not the trigger's
    assert not objs["bears"].get("counters") and not objs["theirs"].get("counters")


@pytest.mark.parametrize("rules", EDITIONS)
def test_nadir_kraken_puts_a_counter_on_itself_and_creates_a_tentacle(cards, rules):
    objects = [obj("kraken", "Nadir Kraken"), obj("l0", "Island"), obj("l1", "Island"), obj("top", "Island", zone="library"),
               obj("div", "Divination", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "div"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"kraken": {"may": True}}), p("Alice"), p("Bob", choices={"kraken": {"may": True}})]
    replay = play(cards, objects + [obj(f"l{i}", "Island") for i in range(2, 5)] + [obj("top2", "Island", zone="library")], actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["kraken"].get("counters") == {"+1/+1": 2}, log(replay)
    assert len([o for o in objs.values() if o.get("token") and o["zone"] == "in_play"]) == 2


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("counters, life", [({"+1/+1": 1}, 22), ({}, 20), ({"-1/-1": 1}, 20)])
def test_laid_to_rest_gains_life_when_a_creature_with_a_counter_dies(cards, rules, counters, life):
    replay = cast(cards, rules, "Lightning Bolt", ["Mountain"], [obj("rest", "Laid to Rest"), obj("bears", "Grizzly Bears", counters=counters)],
                  targets=["bears"])
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)
    assert replay.final_state["players"][0]["life"] == life


@pytest.mark.parametrize("rules", EDITIONS)
def test_gladehart_cavalry_sees_its_own_counter_as_it_last_existed(cards, rules):
    objects = [obj("cavalry", "Gladehart Cavalry", counters={"+1/+1": 1}), obj("s", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("shock2", "Shock", zone="hand"), obj("m2", "Mountain"), obj("terror", "Terror", zone="hand"), obj("s1", "Swamp"),
               obj("s2", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "terror", "targets": ["cavalry"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["cavalry"]["zone"] == "graveyard", log(replay)
    assert replay.final_state["players"][0]["life"] == 22


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("counters, tapped", [({"+1/+1": 2}, True), ({}, False)])
def test_elite_scaleguard_taps_a_defender_when_a_creature_with_a_counter_attacks(cards, rules, counters, tapped):
    objects = [obj("guard", "Elite Scaleguard"), obj("bears", "Grizzly Bears", counters=counters), obj("lions", "Savannah Lions", "Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"], "trigger_targets": {"guard": ["lions"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert bool(objects_in(replay.final_state)["lions"].get("tapped")) is tapped, log(replay)


@pytest.mark.parametrize("chosen, stunned", [(["bears"], True), ([], False)])
def test_utrom_scientists_taps_up_to_one_target_and_stuns_it_2026(cards, chosen, stunned):
    replay = cast(cards, R2026, "Utrom Scientists", ["Island"] * 3, [obj("bears", "Grizzly Bears", "Bob")],
                  trigger_targets={"c": chosen})
    bears = objects_in(replay.final_state)["bears"]
    assert bool(bears.get("tapped")) is stunned and (bears.get("counters") == {"stun": 1}) is stunned, log(replay)


def test_utrom_scientists_stun_counter_is_refused_under_2007(cards):
    with pytest.raises(ScenarioError, match="stun counters are later than the February 2007 rules"):
        cast(cards, R2007, "Utrom Scientists", ["Island"] * 3, [obj("bears", "Grizzly Bears", "Bob")], trigger_targets={"c": ["bears"]})


@pytest.mark.parametrize("rules", EDITIONS)
def test_unstable_mutation_puts_a_counter_on_the_enchanted_creature_in_its_controllers_upkeep(cards, rules):
    objects = [obj("aura", "Unstable Mutation", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"), obj("elves", "Llanowar Elves", "Bob")]
    doc = {"format": 1, "rules": rules, "name": "mutation", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"}, "objects": objects,
           "actions": [p("Bob"), p("Alice")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    objs = objects_in(replay.final_state)
    assert pt(objs["bears"]) == ({"-1/-1": 1}, 4, 4), log(replay)
    assert not objs["elves"].get("counters")


@pytest.mark.parametrize("rules", EDITIONS)
def test_soul_snuffers_puts_a_minus_counter_on_each_creature_itself_too(cards, rules):
    replay = cast(cards, rules, "Soul Snuffers", ["Swamp"] * 4, [obj("bears", "Grizzly Bears", "Bob"), obj("elves", "Llanowar Elves")])
    objs = objects_in(replay.final_state)
    assert pt(objs["c"]) == ({"-1/-1": 1}, 2, 2) and pt(objs["bears"]) == ({"-1/-1": 1}, 1, 1), log(replay)
    assert objs["elves"]["zone"] == "graveyard"  # a 1/1 with a -1/-1 counter: 0 toughness


DOUBLED_2007 = "the February 2007 rules have no rule for doubling"


def doubled_under(replay, rules) -> None:
    """2026 701.10e cited under 2026; under 2007 the card's words followed and the log says so."""
    assert ("701.10e" in cited(replay)) is (rules == R2026), log(replay)
    assert (DOUBLED_2007 in log(replay)) is (rules == R2007)


@pytest.mark.parametrize("rules", EDITIONS)
def test_solarion_doubles_its_own_counters(cards, rules):
    replay = play(cards, [obj("sol", "Solarion", counters={"+1/+1": 3})],
                  [{"type": "activate_ability", "player": "Alice", "object": "sol", "ability": 1}, p("Alice"), p("Bob")], rules)
    assert pt(objects_in(replay.final_state)["sol"]) == ({"+1/+1": 6}, 6, 6), log(replay)
    doubled_under(replay, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kalonian_hydra_attacking_doubles_the_counters_on_each_creature_you_control(cards, rules):
    objects = [obj("hydra", "Kalonian Hydra", counters={"+1/+1": 4}), obj("bears", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("elves", "Llanowar Elves"), obj("theirs", "Grizzly Bears", "Bob", counters={"+1/+1": 1})]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["hydra"]}, p("Alice"), p("Bob")]
    objs = objects_in(play(cards, objects, actions, rules).final_state)
    assert pt(objs["hydra"]) == ({"+1/+1": 8}, 8, 8) and pt(objs["bears"]) == ({"+1/+1": 2}, 4, 4)
    assert not objs["elves"].get("counters") and objs["theirs"]["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_invigorating_surge_doubles_the_counters_after_adding_one(cards, rules):
    replay = cast(cards, rules, "Invigorating Surge", ["Forest"] * 3, [obj("bears", "Grizzly Bears", counters={"+1/+1": 1})],
                  targets=["bears"])
    assert pt(objects_in(replay.final_state)["bears"]) == ({"+1/+1": 4}, 6, 6), log(replay)
    doubled_under(replay, rules)


DIVISION = {R2007: "409.1e", R2026: "601.2d"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_elven_rite_distributes_its_counters_as_announced(cards, rules):
    replay = cast(cards, rules, "Elven Rite", ["Forest"] * 2, [obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob")],
                  targets=["bears", "theirs"], divide=[1, 1])
    objs = objects_in(replay.final_state)
    assert pt(objs["bears"]) == ({"+1/+1": 1}, 3, 3) and pt(objs["theirs"]) == ({"+1/+1": 1}, 3, 3), log(replay)
    assert DIVISION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_splendid_agony_puts_both_counters_on_its_one_target(cards, rules):
    replay = cast(cards, rules, "Splendid Agony", ["Swamp"] * 3, [obj("bears", "Grizzly Bears", "Bob")], targets=["bears"])
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("divide", [[2, 2], [1, 1]])
def test_defend_the_celestus_refuses_a_division_that_isnt_three_with_one_each(cards, divide):
    objects = [obj("c", "Defend the Celestus", zone="hand"), obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves")]
    objects += [obj(f"l{i}", "Forest") for i in range(4)]
    doc = {"format": 1, "rules": R2026, "name": "celestus", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bears", "elves"], "divide": divide}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and objects_in(replay.final_state)["c"]["zone"] == "hand", log(replay)
    assert "divides 3 +1/+1 counters, but the division adds up to 4" in log(replay) or divide == [1, 1]
    assert "adds up to 2" in log(replay) or divide == [2, 2]


def test_defend_the_celestus_refuses_a_creature_you_dont_control(cards):
    objects = [obj("c", "Defend the Celestus", zone="hand"), obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob")]
    objects += [obj(f"l{i}", "Forest") for i in range(4)]
    doc = {"format": 1, "rules": R2026, "name": "celestus", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bears", "theirs"], "divide": [2, 1]}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and "controlled by Bob, not Alice" in log(replay), log(replay)


def test_near_misses_stay_text_only():
    # (a +2/+2 counter on enchanted creature is read now: rulings/oracle/pt_counters.py, test_pt_counters.py)
    base = {"name": "Test", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2"}
    aura = {**base, "types": ["Enchantment"], "subtypes": ["Aura"], "power": None, "toughness": None}
    for card, text in ((base, "{1}{W}: Put a +1/+1 counter on enchanted creature."),  # not an Aura
                       (aura, "Enchant creature\n{1}{W}: Put a +1/+1 counters on enchanted creature."),
                       (base, "When this creature enters, put a +1/+1 counter on each Squirrels you control."),
                       (base, "When this creature enters, put a +1/+1 counter on each Forest you control."),
                       (base, "When this creature enters, put a +1/+1 counter on another target Planet you control."),
                       ({**base, "types": ["Instant"]}, "Put a +1/+1 counter on another target Vampire you control."),
                       (base, "When this creature enters, put a +1/+1 counter on each creature you control with a -1/-1 counter on it."),
                       (base, "At the beginning of your upkeep, put a +1/+1 counter on this creature and it gains flying until end of turn."),
                       (base, "At the beginning of your upkeep, put a +1/+1 counter on this creature and draw that many cards."),
                       (base, "Whenever a creature you control with a +1/+1 counter on it dies, return it to its owner's hand."),
                       (base, "Whenever a creature you control with a +1/+1 counter on it dies, put a +1/+1 counter on ~."),
                       (base, "Whenever a creature you control with a -1/-1 counter on it dies, draw a card."),
                       (base, "Whenever a creature you control with a +1/+1 counter on it blocks, draw a card."),
                       (base, "When this creature enters, tap up to one target creature and put a stun counters on it."),
                       (base, "When this creature enters, tap up to two target creatures and put a stun counter on it."),
                       (aura, "Enchant creature\nWhenever a creature dies, put a -1/-1 counter on that creature."),
                       (aura, "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on "
                              "that creature.\nWhenever that creature attacks, draw a card."),
                       # "put a -1/-1 counter on each creature with flying" is read now (counters_on_each_described.py)
                       (base, "{T}: Double the number of -1/-1 counters on this creature."),
                       (base, "{T}: Double the number of +1/+1 counters on target creature."),
                       ({**base, "types": ["Instant"]}, "Double the number of +1/+1 counters on each other creature you control."),
                       (base, "When this creature enters, distribute two +1/+1 counters among one or two target creatures."),
                       ({**base, "types": ["Sorcery"]}, "Distribute two +1/+1 counters among one, two, or three target creatures."),
                       ({**base, "types": ["Sorcery"]}, "Distribute X +1/+1 counters among any number of target creatures.")):
        assert not compile_card({**card, "text": text}).played, text
