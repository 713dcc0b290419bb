"""Activated abilities whose cost has two-color hybrid mana symbols (rulings/oracle/activated.py's
cost): "{U/R}: This creature gets +1/-1 until end of turn." (Frostburn Weird), "{1}{R/G}: Put a
+1/+1 counter on this creature. Activate only as a sorcery." (Savageborn Hydra), "{U/R}{U/R}{U/R}{U/R},
{T}, Sacrifice this artifact: Draw two cards." (Izzet Locket). Each symbol is paid with mana of either
of its colors (2007 104.3f; 2026 107.4e), played from real cards' Oracle text (hybrid_costs_cards.json:
records copied from the pool); "Cycling {W/U}" (Glassdust Hulk: rulings/oracle/hybrid_costs.py), the
card discarded from its owner's hand to draw a card (2007 502.18a; 2026 702.29a); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "hybrid_costs_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
HYBRID = {R2007: "104.3f", R2026: "107.4e"}
PLAYED = ["Frostburn Weird", "Henchfiend of Ukor", "Savageborn Hydra", "Izzet Locket", "Stillmoon Cavalier", "Glassdust Hulk",
          "Architects of Will"]
CYCLING = {R2007: "502.18a", R2026: "702.29a"}
#: "Target spell can't be countered": no such instruction
NEAR_MISSES = ["Vexing Shusher"]


def activate(oid, ability=0, lands=(), **more):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability,
            "mana_abilities": [{"object": land} for land in lands], **more}


def resolve():
    return [p("Alice"), p("Bob")]


def replay_of(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "hybrid costs"), cards=cards))



@pytest.mark.parametrize("name", PLAYED)
def test_hybrid_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_frostburn_weird_is_pumped_for_red_or_for_blue(cards, rules):
    objects = [obj("w", "Frostburn Weird"), obj("m", "Mountain"), obj("i", "Island")]
    replay = replay_of(cards, objects, [activate("w", lands=["m"]), *resolve(), activate("w", lands=["i"]), *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "w") == (3, 2)
    assert (HYBRID[rules], "hybrid_mana") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_frostburn_weird_cannot_be_paid_for_with_green(cards, rules):
    replay = replay_of(cards, [obj("w", "Frostburn Weird"), obj("f", "Forest")], [activate("w", lands=["f"])], rules)
    assert replay.steps[-1].refused
    assert pt(replay, "w") == (1, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_savageborn_hydra_gets_a_counter_for_one_and_green(cards, rules):
    objects = [obj("h", "Savageborn Hydra", counters={"+1/+1": 1}), obj("f", "Forest"), obj("s", "Swamp")]
    replay = replay_of(cards, objects, [activate("h", 2, lands=["s", "f"]), *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["h"]["counters"] == {"+1/+1": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_izzet_locket_draws_two_for_four_hybrid_symbols(cards, rules):
    lands = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("i1", "Island"), obj("i2", "Island")]
    library = [obj(f"c{i}", "Grizzly Bears", zone="library") for i in range(3)]
    replay = replay_of(cards, [obj("l", "Izzet Locket"), *lands, *library],
                       [activate("l", 1, lands=["m1", "i1", "m2", "i2"]), *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    zones = replay.final_state["zones"]["Alice"]
    assert len(zones["hand"]) == 2
    assert "l" in {o["id"] for o in zones["graveyard"]}
    assert (HYBRID[rules], "hybrid_mana") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glassdust_hulk_is_cycled_for_white_from_the_hand(cards, rules):
    objects = [obj("h", "Glassdust Hulk", zone="hand"), obj("pl", "Plains"), obj("c", "Grizzly Bears", zone="library")]
    replay = replay_of(cards, objects, [activate("h", 1, lands=["pl"]), *resolve()], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    zones = replay.final_state["zones"]["Alice"]
    assert [o["id"] for o in zones["hand"]] == ["c"]
    assert [o["id"] for o in zones["graveyard"]] == ["h"]
    assert {(HYBRID[rules], "hybrid_mana"), (CYCLING[rules], "cycling")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_glassdust_hulk_cannot_be_cycled_for_red(cards, rules):
    objects = [obj("h", "Glassdust Hulk", zone="hand"), obj("m", "Mountain"), obj("c", "Grizzly Bears", zone="library")]
    replay = replay_of(cards, objects, [activate("h", 1, lands=["m"])], rules)
    assert replay.steps[-1].refused
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["h"]
