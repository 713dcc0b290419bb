"""Real cards with constellation (an ability word, no rules meaning: 2026 207.2c): "Whenever an enchantment you
control enters, create a 2/2 white Pegasus creature token with flying." (Archon of Sun's Grace), "Whenever this
creature or another enchantment you control enters, you gain 1 life." (Underworld Coinsmith): an enters trigger
on a kind of permanent (2007 410.10a; 2026 603.6a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "constellation_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    # Daxos's Torment's "becomes a 5/5 Demon creature ... in addition to its other types" is not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Daxos's Torment"]


@pytest.mark.parametrize("text, types", [
    ("Constellation — Whenever an enchantment you control enters, put a +1/+1 counter on it.", ["Enchantment", "Creature"]),
    ("Constellation — Whenever this creature or another enchantment you control enters, you gain 1 life.", ["Creature"]),
    ("Constellation — Whenever an enchantment enters, you gain 1 life.", ["Enchantment", "Creature"]),
])
def test_near_misses_stay_text_only(text, types):
    card = {"name": "Near Miss", "mana_cost": "{1}{W}", "types": types, "text": text}
    if "Creature" in types:
        card.update(power="2", toughness="2")
    assert not compile_card(card).played


def cast_anthem(rules, who="Alice", coinsmith_in_hand=False):
    """Alice controls Underworld Coinsmith (or casts it); `who` casts Glorious Anthem."""
    objects = [obj("coin", "Underworld Coinsmith", zone="hand" if coinsmith_in_hand else "in_play"),
               obj("anthem", "Glorious Anthem", owner=who, zone="hand"), *[obj(f"p{k}", "Plains", owner=who) for k in range(3)],
               obj("s0", "Swamp"), obj("w0", "Plains")]
    actions = []
    if coinsmith_in_hand:
        actions += [{"type": "play_spell", "player": "Alice", "object": "coin", "mana_abilities": [{"object": "w0"}, {"object": "s0"}]},
                    p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    cast = {"type": "play_spell", "player": who, "object": "anthem", "mana_abilities": [{"object": f"p{k}"} for k in range(3)]}
    other = "Bob" if who == "Alice" else "Alice"
    actions += [cast, p(who), p(other), p(who), p(other)]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = who  # a sorcery-speed spell: its caster's own main phase
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_another_enchantment_you_control_entering_triggers_it(cards, rules):
    replay = run_scenario(load_scenario(cast_anthem(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 21


@pytest.mark.parametrize("rules", BOTH)
def test_the_creature_itself_entering_triggers_it(cards, rules):
    replay = run_scenario(load_scenario(cast_anthem(rules, coinsmith_in_hand=True), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22  # itself, then the Anthem


@pytest.mark.parametrize("rules", BOTH)
def test_an_opponents_enchantment_doesnt_trigger_it(cards, rules):
    replay = run_scenario(load_scenario(cast_anthem(rules, who="Bob"), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20


@pytest.mark.parametrize("rules", BOTH)
def test_an_enchantment_you_control_entering_creates_a_pegasus(cards, rules):
    objects = [obj("archon", "Archon of Sun's Grace"), obj("anthem", "Glorious Anthem", zone="hand"),
               *[obj(f"p{k}", "Plains") for k in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "anthem", "mana_abilities": [{"object": f"p{k}"} for k in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 1 and "Pegasus" in tokens[0]["subtypes"]
