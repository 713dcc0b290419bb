""" "Put a +1/+1 counter on this creature. It gains menace until end of turn." (Undercity Necrolisk, Fearless Fledgling,
Syndicate Trafficker, Silvar, Vito's Inquisitor, Bristling Hydra, Mushroom Watchdogs, Metalhead's "He gains ..."): "it"
after counters put on the ability's own permanent is that permanent; "Sacrifice this creature: Put a +2/+2 counter on
target Chimera creature. It gains flying. (This effect lasts indefinitely.)" (the Chimeras): the target gains the
ability with no duration. Read by rulings/oracle/counters_then_it.py, played from real cards' Oracle text
(counters_then_it_cards.json: records copied from the pool). "... and it gains flying until end of turn" after a cast
trigger the templates don't read (Infernal Pet) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "counters_then_it_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Fearless Fledgling", "Syndicate Trafficker", "Silvar, Devourer of the Free", "Vito's Inquisitor", "Bristling Hydra",
          "Mushroom Watchdogs", "Undercity Necrolisk", "Metalhead", "Tin-Wing Chimera", "Lead-Belly Chimera", "Brass-Talon Chimera",
          "Iron-Heart Chimera"]
NEAR_MISSES = ["Infernal Pet"]


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counters then it"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_counters_then_it_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counters_then_it_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_it_is_the_ability_s_own_permanent_until_end_of_turn(compiled):
    effect = compiled["Undercity Necrolisk"].definition["abilities"][0]["effect"]
    assert effect == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"},
                      {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "menace"}, "to": "self", "until": "end_of_turn"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_undercity_necrolisk_gets_a_counter_and_menace(cards, rules):
    objects = [obj("necro", "Undercity Necrolisk"), obj("fodder", "Grizzly Bears"), obj("s", "Swamp")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "necro", "ability": 0, "mana_abilities": [{"object": "s"}],
                "pay": {"sacrifice": ["fodder"]}}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    necro = objects_in(replay.final_state)["necro"]
    assert zone_of(replay, "fodder") == "graveyard", log(replay)
    assert necro["counters"] == {"+1/+1": 1} and "menace" in necro["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tin_wing_chimera_gives_another_chimera_a_counter_and_flying_for_good(cards, rules):
    objects = [obj("tin", "Tin-Wing Chimera"), obj("lead", "Lead-Belly Chimera")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "tin", "ability": 1, "targets": ["lead"]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    lead = objects_in(replay.final_state)["lead"]
    assert lead["counters"] == {"+2/+2": 1} and "flying" in lead["keywords"], log(replay)
    assert pt(replay, "lead") == (4, 4), log(replay)  # a 2/2 with a +2/+2 counter
    assert "until end of turn" not in log(replay).split("flying")[-1].split("\n")[0], log(replay)
    assert {R2007: "418.5a", R2026: "613.4c"}[rules] in cited(replay), sorted(cited(replay))
