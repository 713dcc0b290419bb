"""Real Auras: "When enchanted creature dies, return that card to the battlefield under your control"
(False Demise, Fool's Demise; rulings/oracle/aura_abilities.py, rulings/engine/aura_dies.py): a
leaves-the-battlefield ability of the Aura that looks back in time (2007: 410.10c; 2026: 603.10a)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

LOOKS_BACK = {"2007-02-01": "410.10c", "2026-06-19": "603.10a"}


def zone_of(replay, oid):
    return next((player, zone) for player, zones in replay.final_state["zones"].items() for zone, objs in zones.items()
                if isinstance(objs, list) and any(o.get("id") == oid for o in objs))


@pytest.mark.parametrize("name", ["False Demise", "Fool's Demise", "Demonic Vigor"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played


def bolt_the_lions(lookup, aura, rules):
    data = scenario([{**obj("aura", aura, "Alice"), "attached_to": "lions"}, obj("lions", "Savannah Lions", "Bob"),
                     obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                    [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["lions"], "mana_abilities": [{"object": "m"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_false_demise_returns_the_dead_creature_under_the_auras_controller(lookup, rules):
    replay = bolt_the_lions(lookup, "False Demise", rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "lions") == ("Alice", "in_play")  # on Alice's side of the battlefield: she controls it
    assert zone_of(replay, "aura") == ("Alice", "graveyard")
    assert LOOKS_BACK[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fools_demise_returns_the_creature_under_your_control_and_itself_to_hand(lookup, rules):
    replay = bolt_the_lions(lookup, "Fool's Demise", rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "lions") == ("Alice", "in_play")
    assert zone_of(replay, "aura") == ("Alice", "hand")


@pytest.mark.parametrize("rules", EDITIONS)
def test_demonic_vigor_returns_the_dead_creature_to_its_owners_hand(lookup, rules):
    replay = bolt_the_lions(lookup, "Demonic Vigor", rules)  # the 2/1 Lions are 3/2 with it: Bolt's 3 kills them
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "lions") == ("Bob", "hand")


@pytest.mark.parametrize("types,text", [
    (["Creature"], "When enchanted creature dies, return that card to the battlefield under your control."),
    (["Enchantment"], "When enchanted creature dies, return that card to the battlefield under your control with a +1/+1 counter on it.")])
def test_near_misses_stay_text_only(types, text):
    card = {"name": "Near Miss", "mana_cost": "{B}", "types": types, "subtypes": ["Aura"], "text": "Enchant creature\n" + text,
            **({"power": "1", "toughness": "1"} if "Creature" in types else {})}
    assert not compile_card(card).played
