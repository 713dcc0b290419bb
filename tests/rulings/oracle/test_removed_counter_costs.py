"""Real cards whose activation cost removes +1/+1 or -1/-1 counters from the creature itself
(rulings/oracle/removed_counter_costs.py; removed_counter_costs_cards.json: records copied from the pool):
"{G}, Remove a -1/-1 counter from this creature: Destroy target artifact or enchantment." (Wickerbough
Elder), "{1}, Remove four +1/+1 counters from this creature: Target player draws three cards." (Etched
Oracle), "Remove two +1/+1 counters from this creature: It gets +4/+4 until end of turn." (Sawtooth
Thresher), "Remove a -1/-1 counter from this creature: Add one mana of any color." (Morselhoarder). The
counters are part of the activation cost (2007 403.1; 2026 602.1a), paid in full or not at all (2007
409.1h; 2026 601.2h); what a counter did to power and toughness ends with it (2007 418.5a; 2026 613.4c).
Counters removed from another creature, X counters and effects the engine doesn't read stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, counters, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "removed_counter_costs_cards.json"
POOL_TOO = True  # Ornithopter, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COST = {R2007: "403.1", R2026: "602.1a"}
PLAYED = ["Carnifex Demon", "Channeler Initiate", "Deity of Scars", "Etched Monstrosity", "Etched Oracle", "Experiment One",
          "Grim Poppet", "Morselhoarder", "Sawtooth Thresher", "Wickerbough Elder",
          # "Remove a +1/+1 (-1/-1) counter from a creature you control" (rulings/engine/creature_counter_costs.py)
          "Ghave, Guru of Spores", "Korozda Gorgon", "Ray Fillet, Man Ray", "Shapers of Nature", "Spike Rogue", "Bolrac-Clan Crusher",
          "Quillspike",
          "Lunar Avenger"]  # a choice of keywords: read now (ability_choices.py)
#: counters removed from among creatures (Novijen Sages), X counters (Haruspex, Cruel Sadist), "He gains"
#: (Darwin), a counter of any kind removed (Spinal Parasite), damage to each
#: other creature and each player (Conductor of Cacophony)
NEAR_MISSES = ["Novijen Sages", "Haruspex", "Cruel Sadist", "Darwin, Adaptive Mutant",
               "Spinal Parasite", "Conductor of Cacophony"]


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "removed counter costs"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_removed_counter_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Remove a -1/-1 counters from this creature: Draw a card.",  # the number and the noun disagree
    "Remove two -1/-1 counter from this creature: Draw a card.",
    "Remove a -1/-1 counter from target creature: Draw a card.",
    "Remove X -1/-1 counters from this creature: Draw X cards.",
    "Remove a -1/-1 counter from this creature: It gains flying until end of turn. It deals 1 damage to any target.",
    "Remove a -1/-1 counter from this creature, Remove a +1/+1 counter from this creature: Draw a card.",
    "Remove a +1/+1 counter from a creature you control: It gains flying until end of turn.",  # which creature is "it"?
    "Remove a +1/+1 counter from a creature you control: Add {G}.",  # a mana ability: its action names no creature
    "Remove two +1/+1 counters from a creature you control: Draw a card.",
    "Remove a +1/+1 counter from a creature an opponent controls: Draw a card.",
    "Remove a +1/+1 counter from another creature you control: Draw a card.",
])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Test Creature", "mana_cost": "{2}{B}", "types": ["Creature"], "supertypes": [], "subtypes": ["Ouphe"],
              "power": "3", "toughness": "3", "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_wickerbough_elder_removes_its_counter_to_destroy_an_artifact(cards, rules):
    objects = [obj("elder", "Wickerbough Elder", counters={"-1/-1": 1}), obj("f", "Forest"), obj("orn", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, [activate("elder", 1, targets=["orn"], mana_abilities=[{"object": "f"}]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "orn") == "graveyard", log(replay)
    assert counters(replay, "elder") == {} and pt(replay, "elder") == (4, 4), log(replay)  # its 3/3 with the counter, 4/4 without
    assert COST[rules] in cited(replay), sorted(cited(replay))


def test_removing_the_last_counter_leaves_no_counter_of_that_kind(cards):
    """The state holds no "-1/-1": 0 after the cost removed the only one: a permanent with no counter of a kind has
    none (what "if it has a counter on it" reads)."""
    objects = [obj("elder", "Wickerbough Elder", counters={"-1/-1": 1}), obj("f", "Forest"), obj("orn", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, [activate("elder", 1, targets=["orn"], mana_abilities=[{"object": "f"}]), p("Alice"), p("Bob")],
                  "2026-06-19")
    assert objects_in(replay.final_state)["elder"].get("counters") == {}


@pytest.mark.parametrize("rules", EDITIONS)
def test_wickerbough_elder_without_a_counter_cant_activate(cards, rules):
    objects = [obj("elder", "Wickerbough Elder"), obj("f", "Forest"), obj("orn", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, [activate("elder", 1, targets=["orn"], mana_abilities=[{"object": "f"}])], rules, allow_refusals=True)
    assert refused(replay), log(replay)
    assert zone_of(replay, "orn") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_etched_oracle_removes_four_counters_and_its_target_draws_three(cards, rules):
    library = [obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4)]
    objects = [obj("oracle", "Etched Oracle", counters={"+1/+1": 5}), obj("m", "Mountain"), *library]
    replay = play(cards, objects, [activate("oracle", 1, targets=["Alice"], mana_abilities=[{"object": "m"}]), p("Alice"), p("Bob")], rules)
    assert sum(zone_of(replay, f"lib{i}") == "hand" for i in range(4)) == 3, log(replay)
    assert counters(replay, "oracle") == {"+1/+1": 1}, log(replay)  # five less the four of the cost
    assert COST[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_etched_oracle_with_three_counters_cant_pay_for_four(cards, rules):
    library = [obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4)]
    objects = [obj("oracle", "Etched Oracle", counters={"+1/+1": 3}), obj("m", "Mountain"), *library]
    replay = play(cards, objects, [activate("oracle", 1, targets=["Alice"], mana_abilities=[{"object": "m"}])], rules, allow_refusals=True)
    assert refused(replay), log(replay)
    assert counters(replay, "oracle") == {"+1/+1": 3}, log(replay)  # no partial payment
    assert all(zone_of(replay, f"lib{i}") == "library" for i in range(4)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sawtooth_thresher_it_gets_four_for_its_two_counters(cards, rules):
    objects = [obj("thresher", "Sawtooth Thresher", counters={"+1/+1": 2})]
    replay = play(cards, objects, [activate("thresher", 1), p("Alice"), p("Bob")], rules)
    assert counters(replay, "thresher") == {}, log(replay)
    assert pt(replay, "thresher") == (5, 5), log(replay)  # a 1/1 without its counters, +4/+4 until end of turn
    assert {R2007: "418.5a", R2026: "613.4c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_morselhoarders_mana_ability_removes_a_counter(cards, rules):
    objects = [obj("mh", "Morselhoarder", counters={"-1/-1": 2})]
    replay = play(cards, objects, [activate("mh", 1, choice="G")], rules)
    assert counters(replay, "mh") == {"-1/-1": 1}, log(replay)
    assert pt(replay, "mh") == (5, 3), log(replay)  # a 6/4 with one -1/-1 counter left
    alice = next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")
    assert alice["mana_pool"].get("G") == 1, log(replay)
    assert COST[rules] in cited(replay), sorted(cited(replay))


def test_experiment_one_regenerates_itself(cards):
    objects = [obj("one", "Experiment One", counters={"+1/+1": 2}), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("bm", "Mountain", owner="Bob")]
    actions = [activate("one", 1), p("Alice"), p("Bob"),
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["one"], "mana_abilities": [{"object": "bm"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "one") == "in_play", log(replay)  # a 1/1 once the cost is paid: destroyed by the damage, regenerated
    assert objects_in(replay.final_state)["one"]["tapped"], log(replay)
    assert "701.19a" in cited(replay), sorted(cited(replay))


def ghave(counters_on_bears=None, bears_owner="Alice", pay=None) -> tuple:
    objects = [obj("ghave", "Ghave, Guru of Spores", counters={"+1/+1": 5}), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", owner=bears_owner, **({"counters": counters_on_bears} if counters_on_bears else {}))]
    act = activate("ghave", 1, mana_abilities=[{"object": "m"}], **({"pay": pay} if pay is not None else {}))
    return objects, [act, p("Alice"), p("Bob")]


def saprolings(replay) -> int:
    return sum(1 for o in objects_in(replay.final_state).values() if o.get("name") == "Saproling" and o.get("zone") == "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghave_removes_a_counter_from_the_creature_its_player_chooses(cards, rules):
    objects, actions = ghave({"+1/+1": 2}, pay={"remove_from": "bears"})
    replay = play(cards, objects, actions, rules)
    assert counters(replay, "bears") == {"+1/+1": 1} and counters(replay, "ghave") == {"+1/+1": 5}, log(replay)
    assert saprolings(replay) == 1, log(replay)
    assert COST[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghave_may_remove_the_counter_from_itself(cards, rules):
    objects, actions = ghave(pay={"remove_from": "ghave"})
    replay = play(cards, objects, actions, rules)
    assert counters(replay, "ghave") == {"+1/+1": 4} and saprolings(replay) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("case", ["none_named", "no_counter", "opponents_creature"])
def test_ghaves_cost_needs_a_creature_of_yours_with_a_counter(cards, rules, case):
    objects, actions = {"none_named": lambda: ghave({"+1/+1": 1}),
                        "no_counter": lambda: ghave(pay={"remove_from": "bears"}),
                        "opponents_creature": lambda: ghave({"+1/+1": 1}, bears_owner="Bob", pay={"remove_from": "bears"})}[case]()
    replay = play(cards, objects, actions[:1], rules, allow_refusals=True)
    assert refused(replay), log(replay)
    assert saprolings(replay) == 0 and counters(replay, "ghave") == {"+1/+1": 5}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_quillspike_removes_a_minus_counter_from_another_creature_and_gets_three(cards, rules):
    objects = [obj("quill", "Quillspike"), obj("f", "Forest"), obj("bears", "Grizzly Bears", counters={"-1/-1": 1})]
    actions = [activate("quill", 0, mana_abilities=[{"object": "f"}], pay={"remove_from": "bears"}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert counters(replay, "bears") == {} and pt(replay, "bears") == (2, 2), log(replay)
    assert pt(replay, "quill") == (4, 4), log(replay)  # a 1/1, +3/+3 until end of turn
    assert {COST[rules], {R2007: "418.5a", R2026: "613.4c"}[rules]} <= cited(replay), sorted(cited(replay))
