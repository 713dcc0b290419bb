"""Real Saga cards (2026 714; later than February 2007): a Saga enters with a lore counter, gets one as its
controller's precombat main phase begins, each chapter ability triggers as the lore counters reach its
number, and the Saga is sacrificed once they reach its final chapter and no chapter ability of it is
waiting (History of Benalia, The Birth of Meletis, Time of Ice, Summon: G.F. Ifrit...)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "sagas_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
PLAYED = 20  # all the Sagas in the file (The Eldest Reborn's chapter III: graveyard_put_onto_battlefield.py)


def knights(found):
    return [o for o in found.values() if o["name"] == "Knight" and o["zone"] == "in_play"]


def benalia(lore=None, actions=(), more=(), phase="precombat_main", rules=R26):
    """Alice's History of Benalia (I, II: a 2/2 Knight with vigilance; III: Knights you control get +2/+1)."""
    saga = obj("hob", "History of Benalia", counters={"lore": lore}) if lore is not None else \
        obj("hob", "History of Benalia", zone="hand")
    sc = in_main_phase([saga, *[obj(f"pl{i}", "Plains") for i in range(3)], obj("top", "Plains", zone="library"), *more],
                       list(actions), rules)
    sc["turn"]["phase"] = phase
    sc["turn"]["step"] = {"beginning": "draw", "combat": "beginning_of_combat"}.get(phase)
    return sc


def cast_benalia():
    return [{"type": "play_spell", "player": "Alice", "object": "hob", "mana_abilities": [{"object": f"pl{i}"} for i in range(3)]},
            p("Alice"), p("Bob")]


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


def test_the_sagas_are_fully_played(compiled):
    sagas = [name for name, c in compiled.items() if "Saga" in (c.definition or {}).get("subtypes", ())]
    assert sorted(name for name in sagas if not compiled[name].played) == []
    assert len(sagas) == PLAYED


@pytest.mark.parametrize("text", [
    "I — Create a 2/2 white Knight creature token with vigilance.\nII — Whenever you draw your second card each turn, scry 7. Then do it again.",
    "II, I — Create a 2/2 white Knight creature token with vigilance.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Enchantment"], "subtypes": ["Saga"], "layout": "saga", "text": text})
    assert not card.played


def test_a_chapter_line_on_a_card_that_isnt_a_saga_stays_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Enchantment"], "text": "I — Create a 2/2 white Knight creature token."})
    assert not card.played


def test_714_3a_a_saga_enters_with_a_lore_counter_and_its_chapter_i_triggers(cards):
    replay, found = run(benalia(actions=[*cast_benalia(), p("Alice"), p("Bob")]), cards)
    assert not refused(replay), log(replay)
    assert found["hob"]["counters"] == {"lore": 1}
    assert len(knights(found)) == 1
    assert {"714.3a", "714.2b"} <= cited(replay)


def test_714_3c_a_lore_counter_is_put_on_it_as_the_precombat_main_phase_begins(cards):
    replay, found = run(benalia(lore=1, phase="beginning", actions=[{"type": "pass_until", "player": "Alice", "phase": "precombat_main"},
                                                                   p("Alice"), p("Bob")]), cards)
    assert not refused(replay), log(replay)
    assert found["hob"]["counters"] == {"lore": 2}
    assert len(knights(found)) == 1  # chapter II
    assert "714.3c" in cited(replay)


def test_the_postcombat_main_phase_puts_no_lore_counter(cards):
    replay, found = run(benalia(lore=1, phase="postcombat_main"), cards)
    assert found["hob"]["counters"] == {"lore": 1}


def test_a_saga_starting_the_scenario_with_lore_counters_triggers_nothing_until_more_are_put(cards):
    replay, found = run(benalia(lore=1, actions=[p("Alice"), p("Bob")], phase="combat"), cards)
    assert "714.2b" not in cited(replay) and not knights(found)


def test_704_5s_the_final_chapter_resolves_then_the_saga_is_sacrificed(cards):
    sc = benalia(lore=2, phase="beginning", more=[obj("bears", "Grizzly Bears")],
                 actions=[{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob")])
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "hob") == "graveyard"
    assert {"704.5s", "714.2b"} <= cited(replay)
    text = log(replay)
    assert text.index("resolves") < text.index("sacrificed by its controller")


def test_the_saga_waits_while_its_final_chapter_ability_is_on_the_stack(cards):
    sc = benalia(lore=2, phase="beginning", actions=[{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}])
    replay, found = run(sc, cards)
    assert found["hob"]["zone"] == "in_play" and found["hob"]["counters"] == {"lore": 3}
    assert replay.final_state["stack"], log(replay)


def test_a_chapter_with_a_target_takes_it_as_it_goes_on_the_stack(cards):
    """Time of Ice ({3}{U}): I, II — Tap target creature an opponent controls; it doesn't untap while you control this Saga."""
    sc = in_main_phase([obj("toi", "Time of Ice", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
                        obj("is0", "Island"), *[obj(f"pl{i}", "Plains") for i in range(3)]],
                       [{"type": "play_spell", "player": "Alice", "object": "toi",
                         "mana_abilities": [{"object": "is0"}, *[{"object": f"pl{i}"} for i in range(3)]]},
                        p("Alice"), p("Bob", trigger_targets={"toi": ["bears"]}), p("Alice"), p("Bob")], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert found["bears"]["tapped"] and found["toi"]["counters"] == {"lore": 1}


def test_a_saga_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="Sagas and their chapter abilities .* later than the February 2007 rules"):
        load_scenario(benalia(rules=R07), cards=cards)


def test_lore_counters_are_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.counters\.lore"):
        load_scenario(in_main_phase([obj("bears", "Grizzly Bears", counters={"lore": 1})], [], R07), cards=cards)


@pytest.mark.parametrize("trigger, field", [
    ({"event": "chapter"}, r"trigger\.chapters"),
    ({"event": "chapter", "chapters": []}, r"trigger\.chapters"),
    ({"event": "chapter", "chapters": [0]}, r"trigger\.chapters\[0\]"),
])
def test_a_malformed_chapter_is_refused_naming_the_field(trigger, field):
    card = {"name": "Inline Saga", "types": ["Enchantment"], "subtypes": ["Saga"], "mana_cost": "{W}",
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("x", card)], [], R26))


def test_a_flavor_word_before_a_chapters_effect_has_no_rules_meaning(cards):
    """Summon: Choco/Mog, a Saga creature (714.1a): "I, II, III, IV — Stampede! — Other creatures you control get +1/+0 until end of turn."."""
    sc = in_main_phase([obj("choco", "Summon: Choco/Mog", zone="hand"), obj("bears", "Grizzly Bears"),
                        *[obj(f"pl{i}", "Plains") for i in range(3)]],
                       [{"type": "play_spell", "player": "Alice", "object": "choco", "mana_abilities": [{"object": f"pl{i}"} for i in range(3)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob")], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert found["bears"]["power"] == 3 and found["choco"]["counters"] == {"lore": 1}
