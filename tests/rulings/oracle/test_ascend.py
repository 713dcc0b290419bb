"""Ascend on a permanent (2026 702.131b) and "as long as you have the city's blessing" (702.131c),
compiled from real cards' Oracle text (keywords_27a_cards.json: records copied from the pool) and
played under the 2026 rules; under the 2007 rules ascend does nothing. Ascend on a sorcery and
another blessing stay text only."""
from pathlib import Path

from rulings.engine import load_scenario, run_scenario

from .conftest import objects_in

CARDS = Path(__file__).parent / "keywords_27a_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def tenth_land(cards, rules):
    """Alice controls Dusk Charger, Skymarcher Aspirant and seven Swamps, and plays an eighth."""
    objects = [{"id": "charger", "card": "Dusk Charger", "owner": "Alice", "zone": "in_play"},
               {"id": "aspirant", "card": "Skymarcher Aspirant", "owner": "Alice", "zone": "in_play"},
               *[{"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(7)],
               {"id": "land", "card": "Swamp", "owner": "Alice", "zone": "hand"}]
    sc = {"format": 1, "rules": rules, "name": "ascend", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": objects, "actions": [{"type": "play_land", "player": "Alice", "object": "land"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, cites


def test_the_ascend_cards_are_fully_played(compiled):
    for name in ("Dusk Charger", "Skymarcher Aspirant"):
        assert compiled[name].played, name
        assert {"kind": "keyword", "keyword": "ascend"} in compiled[name].definition["abilities"]


def test_the_tenth_permanent_gives_the_citys_blessing_dusk_charger_gets_2_2_and_the_aspirant_flies(cards):
    replay, log, cites = tenth_land(cards, R2026)
    assert replay.final_state["players"][0].get("citys_blessing") is True, log
    found = objects_in(replay.final_state)
    assert (found["charger"]["power"], found["charger"]["toughness"]) == (5, 5), log
    assert "flying" in found["aspirant"]["keywords"], log
    assert {"702.131b", "702.131c"} <= cites, log


def test_under_the_2007_rules_ascend_gives_no_blessing(cards):
    replay, log, cites = tenth_land(cards, R2007)
    assert not replay.final_state["players"][0].get("citys_blessing"), log
    found = objects_in(replay.final_state)
    assert (found["charger"]["power"], found["charger"]["toughness"]) == (3, 3), log
    assert "flying" not in found["aspirant"]["keywords"], log
    assert "702.131b" not in cites and "has ascend, a keyword those rules do not have" in log, log


def test_ascend_on_a_sorcery_stays_text_only(compiled):
    assert not compiled["Secrets of the Golden City"].played


def test_the_windy_citys_blessing_stays_text_only(compiled):
    assert not compiled["Windy City Aven"].played


def arch(cards, swamps):
    """Alice controls Arch of Orazca and `swamps` Swamps and activates "{5}, {T}: Draw a card.
    Activate only if you have the city's blessing" (its third ability), paying with five Swamps."""
    ability = next(i for i, ab in enumerate(cards("Arch of Orazca")["abilities"]) if ab.get("only_if"))
    sc = {"format": 1, "rules": R2026, "name": "ascend", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": "arch", "card": "Arch of Orazca", "owner": "Alice", "zone": "in_play"},
                      *[{"id": f"s{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(swamps)],
                      {"id": "top", "card": "Island", "owner": "Alice", "zone": "library"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "arch", "ability": ability,
                       "mana_abilities": [{"object": f"s{i}"} for i in range(5)]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, "\n".join(ev.text for st in replay.steps for ev in st.events)


def test_with_the_citys_blessing_arch_of_orazca_draws_a_card(cards):
    replay, log = arch(cards, 9)
    assert not any(s.refused for s in replay.steps), log
    assert objects_in(replay.final_state)["top"]["zone"] == "hand", log


def test_without_the_citys_blessing_arch_of_orazcas_ability_cant_be_activated(cards):
    replay, log = arch(cards, 8)
    assert replay.steps[1].refused and "only if its controller has the city's blessing" in log, log
