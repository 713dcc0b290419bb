"""Real cards whose trigger condition rulings/oracle/trigger_conditions_29b.py reads: cast
triggers by a spell's color, "multicolored", "colorless", "Spirit or Arcane", "historic" and
mana value (rulings/engine/spell_filters.py), "Whenever you / an opponent draw(s) a card"
(rulings/engine/draw_triggers.py) and "Whenever another artifact you control enters"."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def cast(card, lands, targets=None):
    action = {"type": "play_spell", "player": "Alice", "object": card, "mana_abilities": [{"object": land} for land in lands]}
    if targets:
        action["targets"] = targets
    return action


def run(lookup, objects, actions, rules):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def in_play(replay, oid, who="Alice"):
    return next(o for o in replay.final_state["zones"][who]["in_play"] if o["id"] == oid)


def life(replay, who):
    return next(p for p in replay.final_state["players"] if p["name"] == who)["life"]


def triggered(replay, name):
    return sum(f"{name}'s ability triggers" in t for t in texts(replay))


@pytest.mark.parametrize("name", ["Demon's Horn", "Kami of Tattered Shoji", "Kulrath Mystic", "Gloryscale Viashino",
                                  "Jhoira, Weatherlight Captain", "Lorescale Coatl", "Fate Unraveler", "Glaze Fiend",
                                  "Kozilek's Sentinel"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


@pytest.mark.parametrize("rules", EDITIONS)
def test_demons_horn_may_gain_1_life_when_a_black_spell_is_cast(lookup, rules):
    replay = run(lookup, [obj("horn", "Demon's Horn", "Alice"), obj("rit", "Dark Ritual", "Alice", "hand"), obj("s", "Swamp", "Alice")],
                 [cast("rit", ["s"]), PASS[0], {**PASS[1], "choices": {"horn": {"may": True}}}], rules)
    assert life(replay, "Alice") == 21
    assert {"409.1i" if rules.startswith("2007") else "601.2i", "203.2" if rules.startswith("2007") else "105.2"} <= rules_cited(replay)


def test_demons_horn_does_not_trigger_on_a_red_spell(lookup):
    replay = run(lookup, [obj("horn", "Demon's Horn", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("bolt", ["m"], ["Bob"])], "2026-06-19")
    assert triggered(replay, "Demon's Horn") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_arcane_spell_triggers_kami_of_tattered_shoji(lookup, rules):
    replay = run(lookup, [obj("kami", "Kami of Tattered Shoji", "Alice"), obj("spike", "Lava Spike", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("spike", ["m"], ["Bob"]), *PASS], rules)
    assert "flying" in in_play(replay, "kami")["keywords"]


def test_a_spell_that_is_neither_spirit_nor_arcane_does_not(lookup):
    replay = run(lookup, [obj("kami", "Kami of Tattered Shoji", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("bolt", ["m"], ["Bob"])], "2026-06-19")
    assert triggered(replay, "Kami of Tattered Shoji") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_gloryscale_viashino_gets_3_3_for_a_multicolored_spell(lookup, rules):
    replay = run(lookup, [obj("v", "Gloryscale Viashino", "Alice"), obj("helix", "Lightning Helix", "Alice", "hand"),
                          obj("m", "Mountain", "Alice"), obj("p", "Plains", "Alice")],
                 [cast("helix", ["m", "p"], ["Bob"]), *PASS], rules)
    assert (in_play(replay, "v")["power"], in_play(replay, "v")["toughness"]) == (6, 6)
    assert ("203.2b" if rules.startswith("2007") else "105.2b") in rules_cited(replay)


@pytest.mark.parametrize("rules,spell,lands,fires", [("2026-06-19", "Lightning Bolt", ["m"], 0)])
def test_a_one_color_spell_is_not_multicolored(lookup, rules, spell, lands, fires):
    replay = run(lookup, [obj("v", "Gloryscale Viashino", "Alice"), obj("x", spell, "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("x", lands, ["Bob"])], rules)
    assert triggered(replay, "Gloryscale Viashino") == fires


def terror_and_mystic(lookup, rules, spell, lands):
    objects = [obj("k", "Kulrath Mystic", "Alice"), obj("x", spell, "Alice", "hand"), obj("bears", "Grizzly Bears", "Bob"),
               *(obj(f"s{i}", "Swamp", "Alice") for i in range(4))]
    return run(lookup, objects, [cast("x", lands, ["bears"]), *PASS], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kulrath_mystic_sees_the_spells_mana_value(lookup, rules):
    replay = run(lookup, [obj("k", "Kulrath Mystic", "Alice"), obj("x", "Blaze", "Alice", "hand"),
                          *(obj(f"m{i}", "Mountain", "Alice") for i in range(4))],
                 [{**cast("x", [f"m{i}" for i in range(4)], ["Bob"]), "x": 3}, *PASS], rules)
    mystic = in_play(replay, "k")
    assert mystic["power"] == 4 and "vigilance" in mystic["keywords"]  # Blaze with X=3: mana value 4 on the stack
    assert ("203.3" if rules.startswith("2007") else "202.3") in rules_cited(replay)


def test_kulrath_mystic_ignores_a_smaller_spell(lookup):
    replay = run(lookup, [obj("k", "Kulrath Mystic", "Alice"), obj("x", "Blaze", "Alice", "hand"),
                          *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
                 [{**cast("x", [f"m{i}" for i in range(3)], ["Bob"]), "x": 2}], "2026-06-19")
    assert triggered(replay, "Kulrath Mystic") == 0


def test_jhoira_draws_for_a_historic_spell_under_2026(lookup):
    replay = run(lookup, [obj("j", "Jhoira, Weatherlight Captain", "Alice"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("c", "Grizzly Bears", "Alice", "library")],
                 [cast("o", []), *PASS], "2026-06-19")
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert hand == ["c"] and "700.6" in rules_cited(replay)


def test_historic_is_not_a_2007_word(lookup):
    replay = run(lookup, [obj("j", "Jhoira, Weatherlight Captain", "Alice"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("c", "Grizzly Bears", "Alice", "library")],
                 [cast("o", []), *PASS], "2007-02-01")
    assert triggered(replay, "Jhoira, Weatherlight Captain") == 0
    assert any("\"historic\" came later than February 2007" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lorescale_coatl_triggers_once_for_each_card_drawn(lookup, rules):
    replay = run(lookup, [obj("coatl", "Lorescale Coatl", "Alice"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS, *PASS, *PASS], rules)
    assert in_play(replay, "coatl")["counters"] == {"+1/+1": 2}
    assert triggered(replay, "Lorescale Coatl") == 2
    assert {"423.2", "410.2"} <= rules_cited(replay) if rules.startswith("2007") else {"121.2", "603.2"} <= rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fate_unraveler_deals_1_damage_to_the_opponent_who_drew(lookup, rules):
    replay = run(lookup, [obj("hag", "Fate Unraveler", "Bob"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS, *PASS, *PASS], rules)
    assert life(replay, "Alice") == 18 and life(replay, "Bob") == 20


def test_fate_unraveler_ignores_its_controllers_draws(lookup):
    replay = run(lookup, [obj("hag", "Fate Unraveler", "Alice"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS], "2026-06-19")
    assert triggered(replay, "Fate Unraveler") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_glaze_fiend_gets_2_2_when_another_artifact_enters(lookup, rules):
    replay = run(lookup, [obj("fiend", "Glaze Fiend", "Alice"), obj("o", "Ornithopter", "Alice", "hand")],
                 [cast("o", []), *PASS, *PASS], rules)
    assert (in_play(replay, "fiend")["power"], in_play(replay, "fiend")["toughness"]) == (2, 3)


def test_glaze_fiend_ignores_an_opponents_artifact_and_a_creature(lookup):
    replay = run(lookup, [obj("fiend", "Glaze Fiend", "Bob"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("bears", "Grizzly Bears", "Bob", "in_play")],
                 [cast("o", []), *PASS], "2026-06-19")
    assert triggered(replay, "Glaze Fiend") == 0


@pytest.mark.parametrize("spell,lands,power", [("Ornithopter", [], 2), ("Lightning Bolt", ["m"], 1)])
def test_kozileks_sentinel_counts_only_colorless_spells(lookup, spell, lands, power):
    action = cast("x", lands, ["Bob"] if spell == "Lightning Bolt" else None)
    replay = run(lookup, [obj("s", "Kozilek's Sentinel", "Alice"), obj("x", spell, "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [action, *PASS, *PASS], "2026-06-19")
    assert in_play(replay, "s")["power"] == power


@pytest.mark.parametrize("text", [
    "Whenever you cast a black spell, copy that spell.",
    "Whenever a player casts a spell with mana value 4 or greater, that player loses 1 life.",
    "Whenever you cast a spell with mana value 3 or less, draw a card.",
    "Whenever you draw a card, that player loses 1 life.",
    "Whenever an opponent draws a card, they lose 1 life.",
    "Whenever another artifact you control enters, put a +1/+1 counter on it.",
    "Whenever you cast a multicolored instant spell, draw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": text}).played
