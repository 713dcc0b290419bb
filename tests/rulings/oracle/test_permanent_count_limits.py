"""Real cards whose activated ability may be activated only while their controller controls enough snow permanents
or permanents of a color (rulings/oracle/activation_limits.py's CONDITIONS; rulings/engine/permanent_count_limits.py),
played from their Oracle text (permanent_count_limits_cards.json: records copied from the pool): "{G}, {T}: You gain
1 life. Activate only if you control two or more green permanents." (Sapseep Forest and the other Shadowmoor lands),
"{2}, {T}: Return target permanent to its owner's hand. Activate only if you control four or more snow permanents."
(Heidar, Rimewind Master). The count is made as the ability is activated, before any cost is paid (2007 403.3;
2026 602.5b); a land is colorless. "three or more lands with the same name" (Endless Atlas), "another colorless
creature" (Skitterskin) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "permanent_count_limits_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Sapseep Forest", "Heidar, Rimewind Master", "Rimewind Cryomancer", "Rimewind Taskmage", "Leechridden Swamp",
          "Mistveil Plains", "Madblind Mountain", "Moonring Island"]
NEAR_MISSES = ["Endless Atlas", "Skitterskin"]
RESTRICTION = {R2007: ("403.3", "restriction_survives_control_change"), R2026: ("602.5b", "restriction_survives_control_change")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "permanent counts"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": 0, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_permanent_count_restricted_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_restrictions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_conditions_are_read(compiled):
    def cond(name):
        return [ab["only_while"] for ab in compiled[name].definition["abilities"] if ab.get("only_while")]
    assert cond("Sapseep Forest") == [{"green_permanents_you_control_at_least": 2}]
    assert cond("Heidar, Rimewind Master") == [{"snow_permanents_you_control_at_least": 4}]


def sapseep(green: int):
    return [obj("sap", "Sapseep Forest"), obj("f", "Forest"), *(obj(f"g{k}", "Grizzly Bears") for k in range(green)),
            obj("bob_g", "Grizzly Bears", owner="Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sapseep_forest_gains_life_with_two_green_permanents(cards, rules):
    actions = [activate("sap", ability=2, mana_abilities=[{"object": "f"}]), p("Alice"), p("Bob")]
    replay = play(cards, sapseep(2), actions, rules)
    assert life(replay)["Alice"] == 21, log(replay)
    assert RESTRICTION[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sapseep_forest_is_refused_with_one_green_permanent_an_opponents_not_counted(cards, rules):
    replay = play(cards, sapseep(1), [activate("sap", ability=2, mana_abilities=[{"object": "f"}])], rules, allow_refusals=True)
    assert len(refused(replay)) == 1 and life(replay)["Alice"] == 20, log(replay)
    assert "only if its player controls 2 or more green permanents, and that isn't so" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("snow, ok", [(3, False), (4, True)])
def test_heidar_needs_four_snow_permanents(cards, rules, snow, ok):
    objects = [obj("heidar", "Heidar, Rimewind Master"), *(obj(f"s{k}", "Snow-Covered Island") for k in range(snow)),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = [activate("heidar", targets=["bob_bears"], mana_abilities=[{"object": "s0"}, {"object": "s1"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert bool(refused(replay)) != ok, log(replay)
    assert (zone_of(replay, "bob_bears") == "hand") == ok, log(replay)
