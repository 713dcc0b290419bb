"""Real Auras whose static ability says "You control enchanted creature" (Control Magic,
Mind Control; rulings/oracle/permanent_lines.py, rulings/engine/aura_control.py): a
control-changing effect in layer 2 (2007 418.5a; 2026 613.1b) for the Aura's controller
(212.4i; 303.4e), which ends when the Aura leaves, and which a later control-changing
effect (Threaten's) can't outlast unless it is later in timestamp order."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

LAYER_2 = {"2007-02-01": ("418.5a", "212.4i"), "2026-06-19": ("613.1b", "303.4e")}


def islands(n, owner="Alice"):
    return [obj(f"i{i}", "Island", owner) for i in range(n)]


def cast(card, target, lands):
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": [target], "mana_abilities": [{"object": l} for l in lands]}


PASS_BOTH = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def controller_of(replay, oid):
    return [p for p, zones in replay.final_state["zones"].items() if oid in {o["id"] for o in zones["in_play"]}]


def run(lookup, objects, actions, rules, **turn):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules, **turn), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


@pytest.mark.parametrize("name", ["Control Magic", "Mind Control"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played
    assert {"kind": "static", "controls_enchanted": True, "text": "You control enchanted creature."} in pool[name].definition["abilities"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_control_magic_gives_its_controller_the_enchanted_creature(lookup, rules):
    replay = run(lookup, [obj("magic", "Control Magic", "Alice", "hand"), *islands(4), obj("bears", "Grizzly Bears", "Bob")],
                 [cast("magic", "bears", [f"i{i}" for i in range(4)]), *PASS_BOTH], rules)
    assert controller_of(replay, "bears") == ["Alice"] and controller_of(replay, "magic") == ["Alice"]
    assert set(LAYER_2[rules]) <= rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_creature_returns_when_the_aura_is_destroyed(lookup, rules):
    replay = run(lookup, [obj("magic", "Control Magic", "Alice", "hand"), *islands(4), obj("bears", "Grizzly Bears", "Bob"),
                          obj("dis", "Disenchant", "Bob", "hand"), obj("p1", "Plains", "Bob"), obj("p2", "Plains", "Bob")],
                 [cast("magic", "bears", [f"i{i}" for i in range(4)]), *PASS_BOTH, {"type": "pass_priority", "player": "Alice"},
                  {"type": "play_spell", "player": "Bob", "object": "dis", "targets": ["magic"],
                   "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
                  {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}], rules)
    assert controller_of(replay, "bears") == ["Bob"]
    assert "Grizzly Bears returns to Bob's control (Control Magic's control effect has ended)." in texts(replay)
    assert not replay.final_state["continuous_effects"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_aura_that_starts_attached_controls_from_the_first_check(lookup, rules):
    replay = run(lookup, [{**obj("mind", "Mind Control", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Bob")],
                 [], rules)
    assert controller_of(replay, "bears") == ["Alice"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_control_magic_later_than_threaten_keeps_the_creature_after_end_of_turn(lookup, rules):
    objects = [obj("threaten", "Threaten", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3)),
               obj("magic", "Control Magic", "Alice", "hand"), *islands(4), obj("bears", "Grizzly Bears", "Bob")]
    actions = [cast("threaten", "bears", ["m0", "m1", "m2"]), *PASS_BOTH, cast("magic", "bears", [f"i{i}" for i in range(4)]), *PASS_BOTH,
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *PASS_BOTH]
    replay = run(lookup, objects, actions, rules, phase="postcombat_main")
    assert replay.final_state["active_player"] == "Bob"
    assert controller_of(replay, "bears") == ["Alice"]
    assert [e["kind"] for e in replay.final_state["continuous_effects"]] == ["aura_control"]


@pytest.mark.parametrize("text", ["Enchant creature\nYou control enchanted creature as long as you control an Island.",
                                  "Enchant creature or planeswalker\nYou control enchanted creature.",
                                  "Enchant land\nYou control enchanted creature."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}{U}", "types": ["Enchantment"], "subtypes": ["Aura"],
                             "text": text}).played


def test_on_a_creature_it_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}{U}", "types": ["Enchantment", "Creature"], "subtypes": ["Aura"],
                             "power": "2", "toughness": "2", "text": "Enchant creature\nYou control enchanted creature."}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_steal_enchantment_on_control_magic_takes_the_creature_too(lookup, rules):
    """Control Magic's "you" is its controller now (212.4i; 303.4e): stealing the Aura steals what it controls."""
    replay = run(lookup, [{**obj("magic", "Control Magic", "Bob"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice"),
                          obj("steal", "Steal Enchantment", "Alice", "hand"), obj("i1", "Island", "Alice"), obj("i2", "Island", "Alice")],
                 [{"type": "play_spell", "player": "Alice", "object": "steal", "targets": ["magic"],
                   "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, *PASS_BOTH], rules)
    assert controller_of(replay, "magic") == ["Alice"] and controller_of(replay, "bears") == ["Alice"]
    assert "Alice controls Grizzly Bears: Control Magic's ability \"You control enchanted creature.\"" in texts(replay)
