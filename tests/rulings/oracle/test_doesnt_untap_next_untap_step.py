"""Real cards whose effect says "It doesn't untap during its controller's next untap step"
(rulings/oracle/permanent_lines.py, rulings/engine/next_untap.py): Take into Custody taps a
creature and keeps it tapped through its controller's next untap step (2007 302.2, 418.3a;
2026 502.3, 611.2a), and the effect ends there."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

RULES = {"2007-02-01": ("302.2", "418.3a"), "2026-06-19": ("502.3", "611.2a")}


def custody_at_end_of_turn(lookup, rules, target="bears"):
    """Alice casts Take into Custody in her end step; then the turn passes to Bob."""
    data = scenario([obj("custody", "Take into Custody", "Alice", "hand"), obj("island", "Island", "Alice"),
                     obj("bears", "Grizzly Bears", "Bob"), {**obj("forest", "Forest", "Bob"), "tapped": True},
                     obj("lions", "Savannah Lions", "Alice")],
                    [{"type": "play_spell", "player": "Alice", "object": "custody", "targets": [target],
                      "mana_abilities": [{"object": "island"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
                    rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def tapped(replay, player):
    return {o["id"]: o["tapped"] for o in replay.final_state["zones"][player]["in_play"]}


@pytest.mark.parametrize("name", ["Take into Custody", "Barl's Cage", "Spire Patrol"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played
    steps = [st for ab in pool[name].definition.get("abilities", ()) for st in ab.get("effect", ())] + pool[name].definition.get("effect", [])
    assert {"do": "doesnt_untap_next", "what": "target:0"} in steps


@pytest.mark.parametrize("rules", EDITIONS)
def test_take_into_custody_keeps_the_creature_tapped_in_its_controllers_next_untap_step(lookup, rules):
    replay = custody_at_end_of_turn(lookup, rules)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob")
    assert tapped(replay, "Bob") == {"bears": True, "forest": False}
    assert set(RULES[rules]) <= rules_cited(replay)
    assert "Grizzly Bears doesn't untap during its controller's next untap step." in texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_effect_ends_with_that_untap_step(lookup, rules):
    replay = custody_at_end_of_turn(lookup, rules)
    assert not [e for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_next"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_on_alices_own_creature_the_effect_waits_for_alices_untap_step(lookup, rules):
    replay = custody_at_end_of_turn(lookup, rules, target="lions")
    assert [e["affects"] for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_next"] == ["lions"]


@pytest.mark.parametrize("text", ["Tap target creature. It doesn't untap during your next untap step.",
                                  "Return target creature to its owner's hand. It doesn't untap during its controller's next untap step.",
                                  "Tap up to two target creatures. Those creatures don't untap during your next untap step.",
                                  "Tap target land. That creature doesn't untap during its controller's next untap step."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Instant"], "text": text}).played


def reaver_blocked_by_wall(lookup, rules):
    """Alice's Kashi-Tribe Reaver attacks; Bob's Wall of Frost blocks it and survives its damage."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["reaver"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "wall", "attacker": "reaver"}]},
               *[{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 4]]  # 2007: combat damage uses the stack
    replay = run_scenario(load_scenario(scenario([obj("reaver", "Kashi-Tribe Reaver", "Alice"), obj("wall", "Wall of Frost", "Bob")],
                                                 actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


@pytest.mark.parametrize("name", ["Wall of Frost", "Kashi-Tribe Reaver"])
def test_the_trigger_event_creature_cards_are_fully_played(pool, name):
    assert pool[name].played
    steps = [st for ab in pool[name].definition["abilities"] for st in ab.get("effect", ())]
    assert {"do": "doesnt_untap_next", "what": "it"} in steps


@pytest.mark.parametrize("rules", EDITIONS)
def test_wall_of_frost_and_kashi_tribe_reaver_each_keep_the_other_creature_tapped(lookup, rules):
    replay = reaver_blocked_by_wall(lookup, rules)
    effects = {(e["affects"], e["from"]) for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_next"}
    assert effects == {("reaver", "Wall of Frost"), ("wall", "Kashi-Tribe Reaver")}
    assert tapped(replay, "Bob")["wall"]  # tapped by the Reaver's trigger, though a blocker isn't tapped by blocking


@pytest.mark.parametrize("text", ["Whenever this creature blocks a creature, tap that creature and it doesn't untap during its controller's next untap step.",
                                  "Whenever this creature deals combat damage to a creature, tap that creature and it doesn't untap during your next untap step."])
def test_trigger_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("targets", [["b1", "b2"], ["b1"]])
def test_frost_breath_keeps_each_creature_it_tapped_tapped(lookup, rules, targets):
    data = scenario([obj("breath", "Frost Breath", "Alice", "hand"), *(obj(f"i{i}", "Island", "Alice") for i in range(3)),
                     obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")],
                    [{"type": "play_spell", "player": "Alice", "object": "breath", "targets": targets,
                      "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
                    rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert replay.final_state["active_player"] == "Bob"
    assert tapped(replay, "Bob") == {"b1": True, "b2": targets == ["b1", "b2"]}


def test_those_creatures_after_another_sentence_stays_text_only():
    text = "Tap up to two target creatures. Draw a card. Those creatures don't untap during their controller's next untap step."
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Instant"], "text": text}).played
