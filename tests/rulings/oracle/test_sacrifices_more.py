"""A permanent that sacrifices itself (rulings/oracle/sacrifices_more.py), played from real cards'
Oracle text (sacrifices_more_cards.json: records copied from the pool): the Lairs' "sacrifice it
unless you return a non-Lair land you control to its owner's hand", Rathi Dragon's "unless you
sacrifice two Mountains", Hidden Horror's "unless you discard a creature card" (2026 118.12a;
the choice made on resolution: 2007 413.2c, 2026 608.2d), Skittering Skirge's "When you cast a
creature spell, sacrifice this creature"; and near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, objects_in, p

CARDS = Path(__file__).parent / "sacrifices_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}


def obj(oid, card, zone="in_play", owner="Alice"):
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "sacrifices more", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def lair(cards, rules, choice):
    objects = [obj("lair", "Crosis's Catacombs", zone="hand"), obj("isl", "Island"), obj("other", "Crosis's Catacombs")]
    actions = [{"type": "play_land", "player": "Alice", "object": "lair"}, p("Alice"),
               p("Bob", **({"choices": {"lair": choice}} if choice is not None else {}))]
    return play(cards, objects, actions, rules)


def test_the_cards_compile(compiled):
    for name in ("Crosis's Catacombs", "Rathi Dragon", "Hidden Horror", "Skittering Skirge"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_lair_stays_when_a_non_lair_land_is_returned(cards, rules):
    replay = lair(cards, rules, {"pays": True, "cards": ["isl"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["lair"]["zone"] == "in_play" and objs["isl"]["zone"] == "hand", log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)
    assert ("118.12a" in cited(replay)) == (rules == R2026)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice", [{"pays": False}, None])
def test_a_lair_is_sacrificed_when_nothing_is_returned(cards, rules, choice):
    objs = objects_in(lair(cards, rules, choice).final_state)
    assert objs["lair"]["zone"] == "graveyard" and objs["isl"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_another_lair_cant_be_returned_for_a_lair(cards, rules):
    replay = lair(cards, rules, {"pays": True, "cards": ["other"]})
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_rathi_dragon_stays_when_two_mountains_are_sacrificed(cards, rules):
    objects = [obj("dragon", "Rathi Dragon", zone="hand")] + [obj(f"m{n}", "Mountain") for n in range(6)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dragon"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"dragon": {"pays": True, "cards": ["m4", "m5"]}})]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["dragon"]["zone"] == "in_play", log(replay)
    assert objs["m4"]["zone"] == objs["m5"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_hidden_horror_needs_a_creature_card_to_discard(cards, rules):
    objects = [obj("horror", "Hidden Horror", zone="hand"), obj("bear", "Rathi Dragon", zone="hand"),
               obj("isl", "Island", zone="hand")] + [obj(f"s{n}", "Swamp") for n in range(3)]
    base = [{"type": "play_spell", "player": "Alice", "object": "horror"}, p("Alice"), p("Bob"), p("Alice")]
    kept = play(cards, objects, [*base, p("Bob", choices={"horror": {"pays": True, "cards": ["bear"]}})], rules)
    objs = objects_in(kept.final_state)
    assert objs["horror"]["zone"] == "in_play" and objs["bear"]["zone"] == "graveyard", log(kept)
    refused = play(cards, objects, [*base, p("Bob", choices={"horror": {"pays": True, "cards": ["isl"]}})], rules)
    assert refused.steps[-1].refused and ON_RESOLUTION[rules] in {c.rule for e in refused.steps[-1].events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_skittering_skirge_is_sacrificed_when_a_creature_spell_is_cast(cards, rules):
    objects = [obj("skirge", "Skittering Skirge"), obj("horror", "Hidden Horror", zone="hand")] + [obj(f"s{n}", "Swamp") for n in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "horror"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["skirge"]["zone"] == "graveyard", log(replay)


def test_a_card_discarded_at_random_is_not_this_familys(compiled):
    """Chosen at random, not by the player: not sacrifice_unless_you's, but unless_you's random discard
    (rulings/oracle/unless_you.py; played in test_unless_you.py)."""
    (ab,) = compiled["Balduvian Horde"].definition["abilities"]
    assert [(s["do"], s.get("random")) for s in ab["effect"]] == [("unless_you", True)]


def test_a_noncreature_card_to_discard_is_not_this_familys(compiled):
    """Not a kind sacrifice_unless_you's filter says: unless_you's `not_types` (test_unless_you.py)."""
    (ab,) = compiled["Drekavac"].definition["abilities"]
    assert [(s["do"], s.get("filter")) for s in ab["effect"]] == [("unless_you", {"not_types": ["Creature"]})]


@pytest.mark.parametrize("rules", EDITIONS)
def test_synod_centurion_is_sacrificed_when_you_control_no_other_artifacts(cards, rules):
    alone = play(cards, [obj("cent", "Synod Centurion"), obj("f", "Forest")], [p("Alice"), p("Bob")], rules)
    assert objects_in(alone.final_state)["cent"]["zone"] == "graveyard", log(alone)
    assert {R2007: "410.11", R2026: "603.8"}[rules] in cited(alone)
    paired = play(cards, [obj("cent", "Synod Centurion"), obj("cent2", "Synod Centurion")], [p("Alice"), p("Bob")], rules)
    assert objects_in(paired.final_state)["cent"]["zone"] == "in_play", log(paired)


@pytest.mark.parametrize("rules", EDITIONS)
def test_emperor_crocodile_counts_only_your_creatures(cards, rules):
    objects = [obj("croc", "Emperor Crocodile"), obj("theirs", "Rathi Dragon", owner="Bob")]
    replay = play(cards, objects, [p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["croc"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_foul_spirit_sacrifices_a_land_of_your_choice(cards, rules):
    objects = [obj("spirit", "Foul Spirit", zone="hand"), obj("f", "Forest"), obj("c", "Rathi Dragon")] + [obj(f"s{n}", "Swamp") for n in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spirit"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"spirit": {"sacrifices": {"Alice": "f"}}})]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["f"]["zone"] == "graveyard" and objs["c"]["zone"] == "in_play", log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


def test_a_nonland_permanent_to_sacrifice_stays_text_only():
    card = {"name": "Near Miss", "mana_cost": "{1}", "types": ["Creature"], "supertypes": [], "subtypes": [], "power": "1",
            "toughness": "1", "loyalty": None, "layout": "normal", "text": "When this creature enters, sacrifice a nonland permanent."}
    assert not compile_card(card).played


def end_step(cards, objects, rules):
    doc = {"format": 1, "rules": rules, "name": "end step", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "postcombat_main"}, "objects": objects,
           "actions": [p("Alice"), p("Bob"), p("Alice"), p("Bob")]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pestilence_is_sacrificed_at_the_end_step_with_no_creatures_on_the_battlefield(cards, rules):
    empty = end_step(cards, [obj("pest", "Pestilence")], rules)
    assert objects_in(empty.final_state)["pest"]["zone"] == "graveyard", log(empty)
    assert {R2007: "404.3", R2026: "603.4"}[rules] in cited(empty)
    theirs = end_step(cards, [obj("pest", "Pestilence"), obj("d", "Rathi Dragon", owner="Bob")], rules)
    assert objects_in(theirs.final_state)["pest"]["zone"] == "in_play" and not theirs.final_state["stack"], log(theirs)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glimmervoid_stays_while_you_control_an_artifact(cards, rules):
    kept = end_step(cards, [obj("void", "Glimmervoid"), obj("c", "Synod Centurion"), obj("c2", "Synod Centurion")], rules)
    assert objects_in(kept.final_state)["void"]["zone"] == "in_play" and not kept.final_state["stack"], log(kept)
    gone = end_step(cards, [obj("void", "Glimmervoid"), obj("d", "Rathi Dragon")], rules)
    assert objects_in(gone.final_state)["void"]["zone"] == "graveyard", log(gone)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_pendrell_mists_gives_each_creature_its_upkeep_sacrifice(cards, rules, pays):
    doc = {"format": 1, "rules": rules, "name": "mists", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("mists", "Pendrell Mists"), obj("d", "Rathi Dragon", owner="Bob"), obj("m", "Mountain", owner="Bob")],
           "actions": [p("Bob"), p("Alice", choices={"d": {"pays": pays}})]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    objs = objects_in(replay.final_state)
    assert objs["d"]["zone"] == ("in_play" if pays else "graveyard"), log(replay)
    assert objs["m"]["tapped"] == pays and ON_RESOLUTION[rules] in cited(replay)
