"""Finality counters (2026 122.1h: "If this permanent would be put into a graveyard from the
battlefield, exile it instead"), compiled by rulings/oracle/finality.py from real cards' Oracle text
(finality_cards.json: records copied from the pool) and played by the engine's later_counters.py:
"[Cost]: Return this card from your graveyard to the battlefield [tapped] with a finality counter on
it" (Gastal Thrillroller, Relentless X-ATM092) and "Return target creature card from your graveyard
to the battlefield with a finality counter on it" (Rite of the Moth, Soulcoil Viper). Finality
counters are later than February 2007: under those rules a scenario using them is refused, naming
the counter; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited_pairs, counters, in_main_phase, log, obj, objects_in, p, texts, zone_of

CARDS = Path(__file__).parent / "finality_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt, Murder and the basic lands
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Rite of the Moth", "Soulcoil Viper", "Grim Reaper's Scythe", "Shuri's Fabricator", "Gastal Thrillroller",
          "Relentless X-ATM092", "Resurrected Cultist", "Balustrade Wurm"]
#: "when you do" after a payment, "nonland permanent card", "Saga card with mana value X", "of the chosen type",
#: descend, "return it ... under its owner's control", "return a creature card" (no target), "up to one target Vampire card ... You lose life equal to its mana value"
NEAR_MISSES = ["Zoraline, Cosmos Caller", "Rydia, Summoner of Mist", "From the Rubble", "Uchbenbak, the Great Mistake",
               "Thunderbolts Conspiracy", "Charnel Serenade", "Queen's Bay Paladin"]
#: A-Llanowar Greenwidow, an Alchemy rebalanced card naming itself "Llanowar Greenwidow", is played now (text.self_references)
PLAYED += ["A-Llanowar Greenwidow"]
FINALITY = ("122.1h", "finality_counters")


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "finality counters"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_finality_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_finality_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_rite_of_the_moth_compiles_to_a_return_with_a_finality_counter(compiled):
    definition = compiled["Rite of the Moth"].definition
    assert definition["effect"] == [{"do": "return_to_play", "what": "target:0", "with_counter": "finality"}]


def test_rite_of_the_moth_returns_the_creature_card_with_a_finality_counter(cards):
    objects = [obj("rite", "Rite of the Moth", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"),
               obj("p", "Plains"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rite", "targets": ["bears"],
                "mana_abilities": [{"object": o} for o in ("p", "s1", "s2", "m")]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "bears") == "in_play" and counters(replay, "bears") == {"finality": 1}, log(replay)
    assert "with a finality counter on it" in log(replay)


def test_a_creature_with_a_finality_counter_dealt_lethal_damage_is_exiled_and_does_not_die_citing_122_1h(cards):
    objects = [obj("bears", "Grizzly Bears", owner="Bob", counters={"finality": 1}), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "bears") not in ("in_play", "graveyard"), log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game", log(replay)
    assert "Grizzly Bears would be put into a graveyard from the battlefield; instead it is exiled (it has a finality counter)." \
        in texts(replay)
    assert FINALITY in cited_pairs(replay)
    assert "Grizzly Bears dies." not in texts(replay)


def test_a_permanent_with_a_finality_counter_destroyed_by_murder_is_exiled(cards):
    objects = [obj("bears", "Grizzly Bears", owner="Bob", counters={"finality": 1}), obj("murder", "Murder", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["bears"],
                "mana_abilities": [{"object": o} for o in ("s1", "s2", "s3")]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game", log(replay)
    assert FINALITY in cited_pairs(replay)


def test_a_creature_without_a_finality_counter_still_dies(cards):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "bears") == "graveyard" and FINALITY not in cited_pairs(replay)


def test_soulcoil_vipers_return_then_the_returned_creature_is_exiled_when_it_would_die(cards):
    objects = [obj("viper", "Soulcoil Viper"), obj("bears", "Grizzly Bears", zone="graveyard"), obj("s", "Swamp"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "viper", "ability": 0, "targets": ["bears"],
                "mana_abilities": [{"object": "s"}]}, p("Alice"), p("Bob"),
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bears"],
                            "mana_abilities": [{"object": "m"}]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "viper") == "graveyard"  # sacrificed as a cost: no finality counter on it
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game", log(replay)
    assert FINALITY in cited_pairs(replay)


def test_relentless_x_atm092_returns_itself_tapped_with_a_finality_counter(cards):
    objects = [obj("atm", "Relentless X-ATM092", zone="graveyard"), *(obj(f"l{i}", "Island") for i in range(8))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "atm", "ability": 1,
                "mana_abilities": [{"object": f"l{i}"} for i in range(8)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    state = objects_in(replay.final_state)["atm"]
    assert state["zone"] == "in_play" and state["tapped"] and state["counters"] == {"finality": 1}, log(replay)


def test_gastal_thrillroller_returns_itself_by_discarding_a_card_with_a_finality_counter(cards):
    objects = [obj("roller", "Gastal Thrillroller", zone="graveyard"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("m3", "Mountain"), obj("h0", "Grizzly Bears", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "roller", "ability": 4, "pay": {"discard": ["h0"]},
                "mana_abilities": [{"object": o} for o in ("m1", "m2", "m3")]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "roller") == "in_play" and counters(replay, "roller") == {"finality": 1}, log(replay)
    assert zone_of(replay, "h0") == "graveyard"


def test_a_card_returning_with_a_finality_counter_is_refused_under_2007_naming_the_counter(cards):
    objects = [obj("rite", "Rite of the Moth", zone="hand")]
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card.*finality counters are later than the February 2007 rules \(2026: 122\.1h\)"):
        load_scenario(in_main_phase(objects, [], R2007), cards=cards)


def test_an_object_starting_with_a_finality_counter_is_refused_under_2007(cards):
    objects = [obj("bears", "Grizzly Bears", counters={"finality": 1})]
    with pytest.raises(ScenarioError, match=r"counters\.finality.*122\.1h"):
        load_scenario(in_main_phase(objects, [], R2007), cards=cards)
