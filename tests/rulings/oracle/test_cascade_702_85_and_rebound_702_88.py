"""Real cards with cascade (2026 702.85a: Bloodbraid Elf, Maelstrom Wanderer's two instances,
702.85c) and rebound (702.88a: Staggershock), both cast "without paying its mana cost" while
an ability resolves (608.2g, 118.9). Both keywords are later than February 2007: a card with
them is refused under those rules (502.1), clearly, rather than played without its keyword."""
import pytest

from rulings.engine import load_scenario, run_scenario
from .conftest import obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "cascade", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def library_ids(replay, player="Alice"):
    """The library, top card first."""
    return [o["id"] for o in reversed(replay.final_state["zones"][player]["library"])]


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def bloodbraid(choice, rules=R26):
    objects = [obj("elf", "Bloodbraid Elf", zone="hand"), obj("mtn", "Mountain", zone="library"),
               obj("shock", "Shock", zone="library"), obj("lions", "Savannah Lions", zone="library")]
    objects += [obj(f"m{i}", "Mountain") for i in range(2)] + [obj(f"f{i}", "Forest") for i in range(2)]
    resolve = p("Bob", choices={"elf": {"cast": choice}}, trigger_targets={"shock": ["Bob"]}) if choice is not None else p("Bob")
    actions = [{"type": "play_spell", "player": "Alice", "object": "elf"}, p("Alice"), resolve, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(scenario(objects, actions, rules), cards=_lookup[0]))


_lookup = [None]


@pytest.fixture(autouse=True)
def _cards(lookup):
    _lookup[0] = lookup


@pytest.mark.parametrize("name", ["Bloodbraid Elf", "Maelstrom Wanderer", "Ardent Plea", "Staggershock"])
def test_cascade_and_rebound_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


def test_bloodbraid_elf_cascades_into_shock_and_casts_it():
    replay = bloodbraid(True)
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 18
    assert zone_of(replay, "shock") == "graveyard"
    assert library_ids(replay) == ["lions", "mtn"]  # the land exiled on the way goes to the bottom
    cast = next(ev for ev in events(replay) if ev.text.startswith("Alice casts Shock from exile"))
    assert {(c.concept, c.rule) for c in cast.citations} >= {("cascade", "702.85a"), ("cast_during_resolution", "608.2g"),
                                                             ("without_paying_mana_cost", "118.9")}


@pytest.mark.parametrize("choice", [False, None])
def test_a_card_not_cast_goes_to_the_bottom_with_the_others(choice):
    replay = bloodbraid(choice)
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 20
    assert library_ids(replay)[0] == "lions" and set(library_ids(replay)) == {"lions", "mtn", "shock"}


def test_cascade_is_refused_under_the_2007_rules():
    replay = bloodbraid(True, rules=R07)
    refused = replay.steps[1]
    assert refused.refused and refused.citations[0].concept == "keyword_abilities" and refused.citations[0].rule == "502.1"
    assert "later than the February 2007 rules" in refused.events[0].text


def test_maelstrom_wanderer_cascades_twice(pool):
    assert [ab["keyword"] for ab in pool["Maelstrom Wanderer"].definition["abilities"] if ab.get("keyword") == "cascade"] == \
        ["cascade", "cascade"]
    objects = [obj("mw", "Maelstrom Wanderer", zone="hand"), obj("lions", "Savannah Lions", zone="library"),
               obj("bears", "Grizzly Bears", zone="library"), obj("mtn", "Mountain", zone="library")]
    objects += [obj(f"m{i}", "Mountain") for i in range(3)] + [obj(f"f{i}", "Forest") for i in range(2)] + \
        [obj(f"i{i}", "Island") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mw"}, p("Alice"), p("Bob", choices={"mw": {"cast": True}}),
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"mw": {"cast": True}})]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=_lookup[0]))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "lions") == "in_play"
    assert sum("exiles cards from the top" in ev.text for ev in events(replay)) == 2


def staggershock(rebound_choice, rules=R26):
    objects = [obj("stagger", "Staggershock", zone="hand"), obj("a1", "Savannah Lions", zone="library"),
               obj("b1", "Savannah Lions", owner="Bob", zone="library")] + [obj(f"m{i}", "Mountain") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "stagger", "targets": ["Bob"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice"),
               p("Alice"), p("Bob", choices={"stagger": {"cast": rebound_choice}}, trigger_targets={"stagger": ["Bob"]}),
               p("Alice"), p("Bob")]
    return run_scenario(load_scenario(scenario(objects, actions, rules), cards=_lookup[0]))


def test_staggershock_rebounds_at_its_controllers_next_upkeep():
    replay = staggershock(True)
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 16
    assert zone_of(replay, "stagger") == "graveyard"  # cast from exile, not the hand: no second rebound
    exiled = next(ev for ev in events(replay) if "exiled instead of being put into the graveyard" in ev.text)
    assert {c.concept: c.rule for c in exiled.citations}["rebound"] == "702.88a"
    fired = [st for st in replay.steps if any("delayed triggered ability from Staggershock triggers" in ev.text for ev in st.events)]
    assert len(fired) == 1 and any("Turn 5 begins; Alice is the active player" in ev.text for ev in fired[0].events)  # not Bob's upkeep


def test_staggershock_not_recast_stays_in_exile():
    replay = staggershock(False)
    assert not any(st.refused for st in replay.steps[:-2])
    assert replay.final_state["players"][1]["life"] == 18
    assert zone_of(replay, "stagger") == "removed_from_game"


def test_rebound_is_refused_under_the_2007_rules():
    replay = staggershock(True, rules=R07)
    assert replay.steps[1].refused and replay.steps[1].citations[0].concept == "keyword_abilities"


def test_a_spell_that_has_cascade_only_under_a_condition_stays_text_only(pool):
    """Bloodbraid Marauder's "This spell has cascade as long as ...": a static grant works for a
    permanent in the engine, and cascade works only while the spell is on the stack (702.85a)."""
    marauder = pool["Bloodbraid Marauder"]
    assert not marauder.played
    assert [a["played"] for a in marauder.abilities] == [True, False]


def test_a_copy_of_a_rebound_spell_is_not_exiled_by_rebound():
    """A copy of a spell isn't cast (707.10), so it wasn't cast from a hand: only Staggershock itself rebounds."""
    objects = [obj("stagger", "Staggershock", zone="hand"), obj("twincast", "Twincast", zone="hand")]
    objects += [obj(f"m{i}", "Mountain") for i in range(3)] + [obj(f"i{i}", "Island") for i in range(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "stagger", "targets": ["Bob"]},
               {"type": "play_spell", "player": "Alice", "object": "twincast", "targets": ["stagger"]}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=_lookup[0]))
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 16
    assert zone_of(replay, "stagger") == "removed_from_game"
    assert len(replay.final_state["delayed_triggers"]) == 1
