""" "As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}." (rulings/oracle/spell_costs.py's
`additional_cost`, rulings/engine/reveal_costs.py), played from real cards' Oracle text (reveal_costs_cards.json: records
copied from the pool): Daring Buccaneer, Silvergill Adept, Wren's Run Vanquisher, Thunderherd Migration and the others of
Lorwyn and Ixalan. The caster chooses as the spell is cast (2007 409.1b; 2026 601.2b): a card named in `pay.reveal`,
revealed as the total cost is paid and kept in the hand, or the mana added to the total cost (2007 409.1f; 2026 601.2f);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "reveal_costs_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Daring Buccaneer", "Flamekin Bladewhirl", "Goldmeadow Stalwart", "Sadistic Skymarcher", "Silvergill Adept",
          "Squeaking Pie Sneak", "Thunderherd Migration", "Wren's Run Vanquisher"]
#: behold (a permanent you control, or a card revealed from the hand): not this cost
NEAR_MISSES = ["Kinsbaile Aspirant", "Caustic Exhale"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "reveal costs"), cards=cards))


def cast(lands, pay=None):
    return {"type": "play_spell", "player": "Alice", "object": "pirate", "mana_abilities": [{"object": x} for x in lands],
            **({"pay": pay} if pay else {})}


def board(*more):
    return [obj("pirate", "Daring Buccaneer", zone="hand"), obj("other", "Daring Buccaneer", zone="hand"),
            obj("bears", "Grizzly Bears", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)), *more]


@pytest.mark.parametrize("name", PLAYED)
def test_reveal_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_behold_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_additional_cost_names_the_subtype_and_the_mana(compiled):
    assert compiled["Wren's Run Vanquisher"].definition["additional_cost"] == {"reveal": "subtype:Elf", "or_pay": "{3}"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_daring_buccaneer_reveals_a_pirate_and_costs_only_its_mana_cost(cards, rules):
    replay = run(cards, board(), [cast(["m0"], {"reveal": ["other"]}), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "pirate") == "in_play" and zone_of(replay, "other") == "hand", log(replay)
    assert "reveals Daring Buccaneer" in log(replay) and (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_daring_buccaneer_pays_two_more_without_a_reveal(cards, rules):
    short = run(cards, board(), [cast(["m0"])], rules)
    assert short.steps[-1].refused and "can't pay" in log(short), log(short)
    replay = run(cards, board(), [cast(["m0", "m1", "m2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps) and zone_of(replay, "pirate") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_daring_buccaneer_refuses_to_reveal_a_card_that_is_not_a_pirate(cards, rules):
    replay = run(cards, board(), [cast(["m0"], {"reveal": ["bears"]})], rules)
    assert replay.steps[-1].refused and "Pirate" in log(replay), log(replay)
