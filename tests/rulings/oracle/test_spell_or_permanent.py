"""One target that may be a spell or a permanent (rulings/oracle/spell_or_permanent.py,
rulings/engine/spell_or_permanent.py), played from real cards' Oracle text (spell_or_permanent_cards.json:
records copied from the pool): "Return target spell or creature to its owner's hand" (Unsubstantiate,
Brutal Expulsion's first mode), "... target spell or permanent ..." (Venser, Shaper Savant; Jeskai
Revelation). A spell so returned leaves the stack for its owner's hand without being countered, a new
object (2007 217.1c; 2026 400.7); a permanent leaves play the same way. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "spell_or_permanent_cards.json"
POOL_TOO = True  # Lightning Bolt and Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}
PLAYED = ["Unsubstantiate", "Venser, Shaper Savant", "Jeskai Revelation", "Brutal Expulsion"]
#: "an opponent controls" / "with mana value 1 or greater" said of the spell too, a color change, the
#: library instead of the hand: none read here
NEAR_MISSES = ["Press the Enemy", "Divide by Zero", "Purelace", "Swat Away", "Sudden Setback", "Illusion // Reality"]


def _bolt_then(cards, rules, answer, target, islands=2, more=()):
    """Alice casts Lightning Bolt at Bob; Bob answers with `answer` targeting `target`; both pass."""
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"), obj("bears", "Grizzly Bears"),
               obj("answer", answer, owner="Bob", zone="hand"),
               *(obj(f"i{i}", "Island", owner="Bob") for i in range(islands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "answer", "targets": [target],
                "mana_abilities": [{"object": f"i{i}"} for i in range(islands)]},
               p("Bob"), p("Alice"), *more]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "spell or permanent"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_spell_or_permanent_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_unsubstantiate_returns_a_spell_from_the_stack_to_its_owners_hand(cards, rules):
    replay = _bolt_then(cards, rules, "Unsubstantiate", "bolt", more=[p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "hand", log(replay)
    assert life(replay)["Bob"] == 20, log(replay)  # the Bolt never resolved
    assert not replay.final_state["stack"]
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unsubstantiate_returns_a_creature_to_its_owners_hand(cards, rules):
    replay = _bolt_then(cards, rules, "Unsubstantiate", "bears", more=[p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "hand", log(replay)
    assert life(replay)["Bob"] == 17, log(replay)  # the Bolt stayed on the stack and resolved
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unsubstantiate_cant_target_a_land(cards, rules):
    replay = _bolt_then(cards, rules, "Unsubstantiate", "m0")
    assert refused(replay), log(replay)
    assert zone_of(replay, "m0") != "hand"


def _venser(cards, rules, target):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"), obj("bears", "Grizzly Bears"),
               obj("venser", "Venser, Shaper Savant", owner="Bob", zone="hand"),
               *(obj(f"i{i}", "Island", owner="Bob") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "venser", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Bob"), p("Alice", trigger_targets={"venser": [target]}), p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "spell or permanent"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_venser_enters_and_returns_the_spell_on_the_stack(cards, rules):
    replay = _venser(cards, rules, "bolt")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "hand", log(replay)
    assert zone_of(replay, "venser") == "in_play", log(replay)
    assert life(replay)["Bob"] == 20, log(replay)
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_venser_enters_and_returns_a_land(cards, rules):
    replay = _venser(cards, rules, "m0")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "m0") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_unsubstantiate_cant_target_itself(cards, rules):
    replay = _bolt_then(cards, rules, "Unsubstantiate", "answer")
    assert refused(replay), log(replay)
    assert life(replay)["Bob"] == 17, log(replay)  # the Bolt resolved
