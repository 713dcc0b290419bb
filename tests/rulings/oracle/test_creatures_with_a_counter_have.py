"""Real cards whose static ability gives a keyword to "Each creature you control with a
+1/+1 counter on it" (rulings/oracle/permanent_lines.py; the static filter `with_counter`):
the creatures it affects are read whenever it applies (2007 418.5a layer 5; 2026 613.1f)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


def keywords(replay):
    return {o["id"]: o["keywords"] for zones in replay.final_state["zones"].values() for o in zones["in_play"]}


@pytest.mark.parametrize("name, keyword", [("Crowned Ceratok", "trample"), ("Hagra Constrictor", "menace")])
def test_the_cards_are_fully_played(pool, name, keyword):
    assert pool[name].played
    assert {"kind": "static", "affects": "creatures", "filter": {"you_control": True, "with_counter": "+1/+1"},
            "gains": {"kind": "keyword", "keyword": keyword}} in [{k: v for k, v in ab.items() if k != "text"}
                                                                 for ab in pool[name].definition["abilities"]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_crowned_ceratok_gives_trample_only_to_its_controllers_creatures_with_a_counter(lookup, rules):
    data = scenario([obj("cera", "Crowned Ceratok", "Alice"), {**obj("countered", "Grizzly Bears", "Alice"), "counters": {"+1/+1": 1}},
                     obj("plain", "Grizzly Bears", "Alice"), {**obj("theirs", "Grizzly Bears", "Bob"), "counters": {"+1/+1": 1}}],
                    [], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    kw = keywords(replay)
    assert "trample" in kw["countered"] and "trample" not in kw["plain"] and "trample" not in kw["theirs"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_hagra_constrictor_has_menace_from_its_own_counters(lookup, rules):
    data = scenario([obj("snake", "Hagra Constrictor", "Alice", "hand"), *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))],
                    [{"type": "play_spell", "player": "Alice", "object": "snake", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "menace" in keywords(replay)["snake"]


@pytest.mark.parametrize("text", ["Each creature you control with a -1/-1 counter on it has trample.",
                                  "Each creature you control with a +1/+1 counter on it has \"{T}: Add one mana of any color.\"",
                                  "Each creature with a +1/+1 counter on it has trample."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played
