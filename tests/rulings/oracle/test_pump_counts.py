"""Pumps and other instructions that count a creature type (rulings/oracle/pump_counts.py), played
from real cards' Oracle text (pump_counts_cards.json: records copied from the pool): "Whenever this
creature attacks, it gets +2/+0 until end of turn for each other attacking Goblin" (Goblin
Piledriver), "... for each Elemental you control" (Lavakin Brawler), Aurochs's "other attacking
Aurochs". The count is made once, as the ability resolves (2007 413.2f; 2026 608.2h); near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "pump_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Goblin Raider, Mogg Flunkies, Cloud Elemental, the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}
PLAYED = ["Goblin Piledriver", "Kavu Mauler", "Aurochs", "Aurochs Herd", "Bull Aurochs", "Lavakin Brawler", "Creeping Trailblazer",
          "Dwynen, Gilt-Leaf Daen", "Earthshaker Dreadmaw", "Angelic Captain", "Cenn's Heir", "Dire Fleet Captain", "Shaleskin Bruiser"]
#: "that shares a creature type with it", "other" than the equipped creature, a name that isn't ~ in its text, a Kindred card
NEAR_MISSES = ["Shared Animosity", "Sigil of Valor", "Swarm of Locus", "Elvish Promenade"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "pump counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def pt(replay, oid):
    o = objects_in(replay.final_state)[oid]
    return o["power"], o["toughness"]


def attack(*attackers):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_creature_type_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text, types", [
    ("Target creature gets +1/+1 until end of turn for each other attacking Goblin.", ["Instant"]),  # a spell's "other"
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Goblin.", ["Creature"]),  # whose, where
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Dreamer you control.", ["Creature"]),  # not a type
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking ~.", ["Creature"]),  # ~ not a type
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Elf or Elf you control.", ["Creature"]),
])
def test_counts_of_no_creature_type_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": types, "subtypes": ["Goblin"], "power": "1",
                             "toughness": "1", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_piledriver_counts_the_other_attacking_goblins_only(cards, rules):
    objects = [obj("pile", "Goblin Piledriver"), obj("raider", "Goblin Raider"), obj("mogg", "Mogg Flunkies"),
               obj("bears", "Grizzly Bears"), obj("home", "Goblin Raider")]
    replay = play(cards, objects, attack("pile", "raider", "mogg", "bears"), rules)
    assert pt(replay, "pile") == (5, 2), log(replay)  # a 1/2, +2/+0 for each of two other attacking Goblins (not Bears, not the one at home)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_piledriver_attacking_alone_gets_nothing(cards, rules):
    replay = play(cards, [obj("pile", "Goblin Piledriver"), obj("raider", "Goblin Raider")], attack("pile"), rules)
    assert pt(replay, "pile") == (1, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aurochs_counts_the_other_attacking_aurochs_by_its_creature_type(cards, rules):
    objects = [obj("a1", "Aurochs"), obj("a2", "Aurochs Herd"), obj("a3", "Bull Aurochs"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack("a1", "a2", "a3", "bears") + [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert pt(replay, "a1") == (4, 3), log(replay)  # Aurochs 2/3: two other attacking Aurochs (Herd, Bull), not Bears
    assert pt(replay, "a2") == (6, 4), log(replay)  # Aurochs Herd 4/4: Aurochs and Bull Aurochs


@pytest.mark.parametrize("rules", EDITIONS)
def test_lavakin_brawler_counts_every_elemental_its_controller_controls(cards, rules):
    objects = [obj("brawler", "Lavakin Brawler"), obj("cloud", "Cloud Elemental"), obj("bob_cloud", "Cloud Elemental", owner="Bob")]
    replay = play(cards, objects, attack("brawler"), rules)
    assert pt(replay, "brawler") == (4, 4), log(replay)  # a 2/4 Elemental: itself and Cloud Elemental, not Bob's
