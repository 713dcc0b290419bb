"""Time counters (rulings/oracle/time_counters.py, rulings/engine/time_counters.py), played from real
cards' Oracle text (time_counters_cards.json: records copied from the pool): an instant's or sorcery's
"Exile Arc Blade with three time counters on it." The resolving spell exiles itself instead of going to
its owner's graveyard (2026 608.2n; 2007 413.2h) and gets the time counters; with suspend it is then
suspended (2026 702.62b; 2007 502.59b), so its own upkeep trigger counts it down and casts it again.
A suspended card's own "When the last time counter is removed from this card while it's exiled, ..."
(Riftmarked Knight) and "Whenever a time counter is removed from this card while it's exiled, ..."
(Dinosaurs on a Spaceship) work in exile (2026 113.6b; 2007 402.8b). "When this creature dies, if it
had no time counters on it, ..." (Deadly Grub) reads the counters it had as it last existed on the
battlefield, an intervening "if" (2026 603.4; 2007 404.3). Near misses (another card exiled
with time counters, "put two time counters on it", "it gains suspend") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "time_counters_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Arc Blade", "Cyclical Evolution", "Festering March", "Inspiring Refrain", "Reality Strobe", "Riftmarked Knight",
          "Dinosaurs on a Spaceship", "Deadly Grub", "Lost Auramancers"]
#: "create two tokens that are copies of it" (Chronozoa), "you remove a time counter" (Watcher of Hours), "one or more time counters are removed from this enchantment"
NEAR_MISSES = ["Suspend", "Delay", "Doom's Time Platform", "Sibylline Soothsayer", "Ecstatic Beauty", "Rousing Refrain",
               "Chronomantic Escape", "Watcher of Hours", "Regenerations Restored", "Chronozoa"]
EXILES_ITSELF = {R2007: "413.2h", R2026: "608.2n"}
SUSPENDED = {R2007: "502.59b", R2026: "702.62b"}


def play(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def time_counters(replay, oid):
    return objects_in(replay.final_state)[oid]["counters"].get("time")


@pytest.mark.parametrize("name", PLAYED)
def test_time_counter_spells_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_time_counter_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def arc_blade_cast(rules):
    objects = [obj("arc", "Arc Blade", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "arc", "targets": ["bears"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules, "Arc Blade")


@pytest.mark.parametrize("rules", EDITIONS)
def test_arc_blade_deals_its_damage_then_is_exiled_with_three_time_counters(cards, rules):
    replay = play(cards, arc_blade_cast(rules))
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert zone_of(replay, "arc") == "removed_from_game" and time_counters(replay, "arc") == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_exiling_itself_with_time_counters_cites_the_spells_last_step_and_suspended(cards, rules):
    replay = play(cards, arc_blade_cast(rules))
    assert {EXILES_ITSELF[rules], SUSPENDED[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_suspended_arc_blade_cast_from_exile_is_exiled_again_with_three_time_counters(cards, rules):
    """Its last time counter removed in the upkeep, it is cast without paying its mana cost, resolves, and
    suspends itself again: the cycle goes on."""
    objects = [obj("arc", "Arc Blade", zone="removed_from_game", counters={"time": 1}), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [p("Alice"), p("Bob"), p("Alice", trigger_targets={"arc": ["bears"]}), p("Bob"), p("Alice"), p("Bob")]
    scenario = {"format": 1, "rules": rules, "name": "Arc Blade again", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
                "objects": objects, "actions": actions}
    replay = play(cards, scenario)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert zone_of(replay, "arc") == "removed_from_game" and time_counters(replay, "arc") == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_inspiring_refrain_draws_two_then_is_exiled_not_put_into_the_graveyard(cards, rules):
    objects = [obj("refrain", "Inspiring Refrain", zone="hand"), *(obj(f"i{i}", "Island") for i in range(6)),
               *(obj(f"lib{i}", "Forest", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "refrain",
                "mana_abilities": [{"object": f"i{i}"} for i in range(6)]}, p("Alice"), p("Bob")]
    replay = play(cards, in_main_phase(objects, actions, rules, "Inspiring Refrain"))
    assert sum(zone_of(replay, f"lib{i}") == "hand" for i in range(3)) == 2, log(replay)
    assert zone_of(replay, "refrain") == "removed_from_game" and time_counters(replay, "refrain") == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reality_strobe_returns_its_target_then_suspends_itself(cards, rules):
    objects = [obj("strobe", "Reality Strobe", zone="hand"), *(obj(f"i{i}", "Island") for i in range(6)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "strobe", "targets": ["bears"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(6)]}, p("Alice"), p("Bob")]
    replay = play(cards, in_main_phase(objects, actions, rules, "Reality Strobe"))
    assert zone_of(replay, "bears") == "hand", log(replay)
    assert zone_of(replay, "strobe") == "removed_from_game" and time_counters(replay, "strobe") == 3, log(replay)


def test_the_instruction_without_a_count_is_refused_naming_the_field(cards):
    bad = {"name": "Bad Blade", "types": ["Sorcery"], "mana_cost": "{R}",
           "effect": [{"do": "exile_this_spell_with_time_counters"}], "abilities": []}
    scenario = in_main_phase([obj("b", "Bad Blade", zone="hand")], [], R2026)
    with pytest.raises(ScenarioError, match="count"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Blade" else cards(n))


# --- a suspended card's own abilities as its time counters are removed in exile ---

IN_EXILE = {R2007: "402.8b", R2026: "113.6b"}


def upkeep(objects, passes, rules):
    return {"format": 1, "rules": rules, "name": "time counters removed", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
            "objects": [*objects, obj("lib", "Island", zone="library")],
            "actions": [p(who) for _ in range(passes) for who in ("Alice", "Bob")]}


def tokens(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o.get("subtypes", ())]


@pytest.mark.parametrize("rules", EDITIONS)
def test_riftmarked_knights_last_time_counter_makes_a_knight_token_and_it_is_cast(cards, rules):
    replay = play(cards, upkeep([obj("rk", "Riftmarked Knight", zone="removed_from_game", counters={"time": 1})], 4, rules))
    [knight] = tokens(replay, "Knight")
    assert knight["colors"] == ["black"] and {"flanking", "haste"} <= set(knight["keywords"]), knight
    assert any("white" in k for k in knight["keywords"]), knight  # protection from white
    assert zone_of(replay, "rk") == "in_play", log(replay)  # suspend's own trigger cast it
    assert IN_EXILE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_riftmarked_knights_ability_doesnt_trigger_while_time_counters_remain(cards, rules):
    replay = play(cards, upkeep([obj("rk", "Riftmarked Knight", zone="removed_from_game", counters={"time": 2})], 2, rules))
    assert tokens(replay, "Knight") == [], log(replay)
    assert zone_of(replay, "rk") == "removed_from_game" and time_counters(replay, "rk") == 1, log(replay)


def test_dinosaurs_on_a_spaceship_makes_a_dinosaur_for_each_time_counter_removed(cards):
    replay = play(cards, upkeep([obj("dinos", "Dinosaurs on a Spaceship", zone="removed_from_game", counters={"time": 3})], 3, R2026))
    [dino] = tokens(replay, "Dinosaur")
    assert {"flying", "haste"} <= set(dino["keywords"]) and (dino["power"], dino["toughness"]) == (2, 2), dino
    assert time_counters(replay, "dinos") == 2, log(replay)  # still suspended: no more triggers this upkeep


# --- "When this creature dies, if it had no time counters on it, ..." ---

IF = {R2007: "404.3", R2026: "603.4"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_deadly_grub_sacrificed_to_vanishing_makes_its_insect(cards, rules):
    replay = play(cards, upkeep([obj("grub", "Deadly Grub", counters={"time": 1})], 4, rules))
    assert zone_of(replay, "grub") == "graveyard", log(replay)
    [insect] = tokens(replay, "Insect")
    assert (insect["power"], insect["toughness"]) == (6, 1) and "shroud" in insect["keywords"], insect
    assert IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_deadly_grub_killed_with_time_counters_on_it_makes_no_insect(cards, rules):
    objects = [obj("grub", "Deadly Grub", counters={"time": 2}), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["grub"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, in_main_phase(objects, actions, rules, "Deadly Grub"))
    assert zone_of(replay, "grub") == "graveyard", log(replay)
    assert tokens(replay, "Insect") == [], log(replay)
    assert "does not trigger" in log(replay), log(replay)


def test_under_2026_the_owner_may_decline_to_cast_the_suspended_card_and_it_remains_exiled(cards):
    """2026 702.62a: "you may play it without paying its mana cost if able. If you don't, it remains exiled"."""
    sc = upkeep([obj("rk", "Riftmarked Knight", zone="removed_from_game", counters={"time": 1})], 4, R2026)
    for action in sc["actions"]:
        action["choices"] = {"rk": {"cast": False}}
    replay = play(cards, sc)
    assert zone_of(replay, "rk") == "removed_from_game", log(replay)
    assert "chooses not to cast Riftmarked Knight, so it remains exiled" in log(replay)
    assert len(tokens(replay, "Knight")) == 1  # its own last-counter ability still made the token
