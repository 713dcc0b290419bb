"""The JSON Schema and the validator agree on every bound: each integer of a
document holding every integer field of the format is set just inside and just
outside each bound either side knows of, and load_scenario refuses that field
exactly when the published schema does."""
import json

import pytest

from rulings.engine import SCHEMA_PATH, ScenarioError, load_scenario
from rulings.engine.scenario.format2 import KEY_WORDS
from rulings.engine.named_counters import KINDS as NAMED_KINDS, WHILE as NAMED_WHILE
from rulings.engine.permanent_count_limits import KEYS as PERMANENT_COUNTS
from rulings.engine.graveyard_quantities import COUNTS as GRAVEYARD_QUANTITIES
from rulings.engine.pt_counters import KINDS as PT_COUNTER_KINDS

jsonschema = pytest.importorskip("jsonschema")

PUMP = {"do": "pump", "power": 2, "toughness": 2, "to": "self", "until": "end_of_turn"}
EVERY_INTEGER = {
    "format": 1, "rules": "2026-06-19", "name": "every integer field",
    "players": [{"name": "Alice", "life": 20, "cards_drawn_this_turn": 1, "speed": 2, "spells_cast_this_turn": 1, "mana_spent_on_spells_this_turn": 2,
                 "gained_life_this_turn": 3, "noncreature_spells_cast_this_turn": 1, "spells_cast_last_turn": 1}, {"name": "Bob", "life": 20, "poison": 1, "energy": 1}],
    "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None, "spells_played": 1, "creatures_died": 1},
    "objects": [
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play", "damage": 1,
         "counters": {"+1/+1": 1, "-1/-1": 1, "time": 1, "age": 1, "fade": 1, "stun": 1, "shield": 1, "spore": 1, "oil": 1, "storage": 1, "depletion": 1, "level": 1, "lore": 1, "charge": 1, "finality": 1,
                      **{k: 1 for k in NAMED_KINDS}, **{k: 1 for k in PT_COUNTER_KINDS}}},  # quest, verse ... counters (named_counters.py), +1/+2 ... (pt_counters.py)
        {"id": "thing", "owner": "Alice", "zone": "in_play", "card": {
            "name": "Thing", "mana_cost": "{X}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [
                {"kind": "keyword", "keyword": "suspend", "count": 2, "cost": "{G}"},
                {"kind": "keyword", "keyword": "cant_be_blocked_by_power", "at_most": 2},
                {"kind": "keyword", "keyword": "cant_be_blocked_by_power", "at_least": 4},
                {"kind": "activated", "cost": {"mana": "{G}", "life": 2}, "effect": [PUMP, {"do": "damage", "amount": 2, "to": "self"}],
                 "text": "pump"},
                {"kind": "activated", "cost": {"sacrifice": "artifact", "sacrifice_count": 2, "exile_cards": {"count": 2}}, "effect": [PUMP]},
                {"kind": "activated", "cost": {"tap_creature": 2}, "effect": [PUMP]},
                {"kind": "activated", "cost": {"mill": 1}, "effect": [PUMP]},
                {"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 1}},
                {"kind": "static", "hand_size": {"whose": "you", "by": -4}},  # "Your maximum hand size is reduced by four" (hand_size.py)
                {"kind": "static", "as_though_power_greater": {"by": 2, "for": ["crew"]}},  # crews as though greater (crew_power_bonus.py)
                {"kind": "activated", "cost": {"mana": "{G}"}, "effect": [  # "create an X/X ... token, where X is ..." (x_size_tokens.py)
                    {"do": "create_token", "id": "horror", "x_is": 2,
                     "token": {"types": ["Creature"], "subtypes": ["Horror"], "colors": ["black"], "power": "X", "toughness": "X"}}]},
                {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1},
                 "while": {"cards_in_your_graveyard_at_least": 7, "artifacts_you_control_at_least": 3,
                           "card_types_in_your_graveyard_at_least": 4, "your_life_at_least": 25}},
                {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1},  # graveyard_counts.py
                 "while": {"creature_cards_in_your_graveyard_at_least": 4, "land_cards_in_your_graveyard_at_least": 3,
                           "instant_and_sorcery_cards_in_your_graveyard_at_least": 3}},
                {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1},  # graveyard_quantities.py
                 "while": {k: 1 for k in GRAVEYARD_QUANTITIES}},
                {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1},  # board_and_hand_conditions.py
                 "while": {"cards_in_your_hand_at_least": 7, "cards_you_drew_this_turn_at_least": 2}},
                {"kind": "static", "affects": "self", "pump": {"power": 1, "toughness": 1}, "while": {"cards_in_your_hand_at_most": 1}},
                {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "flying"},  # counter_thresholds.py
                 "while": {"self_plus_one_counters_at_least": 3, "self_counters_at_least": 1}},
                {"kind": "static", "replacement": {"event": "comes_into_play", "instead": "plus_counters", "counters": 1,  # entering_counters_others.py
                                                   "whose": "yours", "subtypes": ["Rogue"]}},
                {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": "exile:blue", "also_life": 1},  # exile_from_hand_costs.py
                {"kind": "static", "affects": "creatures", "pump": {"power": 1, "toughness": 1},
                 "while": {k: 2 for k in NAMED_WHILE}},  # "as long as this enchantment has seven or more quest counters on it"
                {"kind": "static", "characteristic": {"power": 3, "toughness": 3}},
                {"kind": "static", "characteristic": {"toughness": {"count": "cards_in_your_hand", "plus": 1}}},
                {"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1, "-1/-1": 1, "time": 1, "charge": 1,
                                                                        "shield": 1, "stun": 1}}},
                *({"kind": "static", "comes_into_play": {"tapped": True, "unless": {k: 2}}}
                  for k in ("basic_lands_at_least", "other_lands_at_least", "other_lands_at_most", "opponents_at_least",
                            "a_player_life_at_most", "opponents_lands_at_least")),
                {"kind": "static", "comes_into_play": {"pay_life": 2}},
                {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                 "if": {"your_life_exactly": 1}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]},
                {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                 "if": {"your_life_at_most": 5}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]},
                {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "end_of_turn"},
                 "if": {"life_gained_this_turn_at_least": 4}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]},
                {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "flip", "if": {"your_hand_at_least": 9}}]},
                {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "draw"}], "only_if": {"your_hand_exactly": 7}},  # Library of Alexandria
                {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "may", "text": "pay {1}", "pay": 1, "pay_energy": 1, "pay_life": 1, "effect": []}]},
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "draw"}]},
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "reveal_hand", "player": "you", "reveals": 3, "choose": "any", "discard": True}]},  # Blackmail's "reveals three cards"
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "players_sacrifice", "players": "each_opponent",
                                                                       "sacrificed": "permanent", "unless_they_pay": 2}]},  # Rishadan Footpad
                {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "roll_die", "sides": 20, "results": [
                    {"min": 1, "max": 20, "effect": [{"do": "draw"}]}]}]},
                {"kind": "activated", "cost": {"mana": "{1}"}, "effect": [{"do": "draw"}], "times_each_turn": 2},
                *({"kind": "activated", "cost": {"mana": "{1}"}, "effect": [{"do": "draw"}], "only_while": {k: 8}}
                  for k in ("lands_you_control_at_least", "total_power_at_least", "creature_power_at_least",
                            *PERMANENT_COUNTS)),  # "four or more snow permanents" (permanent_count_limits.py)
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "dig", "amount": 4, "for": {
                    "types": ["Creature"], "power_at_most": 2, "mana_value_at_most": 3}, "rest": "bottom"}]},
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "search_library", "for": {  # search_qualities.py
                    "types": ["Creature"], "toughness_at_most": 2, "mana_value_at_least": 1, "mana_value_is": 3}}]},
                {"kind": "activated", "cost": {"discard": 1}, "effect": [{"do": "gain_life", "player": "you", "amount": {
                    "count": "permanents", "filter": {"types": ["Creature"]}, "times": 2}}]},
                {"kind": "activated", "cost": {"discard": 1}, "effect": [  # Viseling, Rackling: a count less a number, never negative
                    {"do": "damage", "to": "you", "amount": {"count": "cards_in_hand", "of": "you", "minus": 4}},
                    {"do": "damage", "to": "you", "amount": {"count": "cards_in_hand", "of": "you", "subtracted_from": 3}}]},
                {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                 "if": {"creatures_you_control_at_least": 2}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]},
                {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                 "if": {"source_x_at_least": 5}, "effect": [{"do": "draw", "amount": 1}]},  # ravenous (2026 702.156a)
                *({"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                   "if": {k: 3}, "effect": [{"do": "draw", "amount": 1}]}  # ferocious, coven, formidable, pack tactics ...
                  for k in ("you_control_power_at_least", "creatures_with_different_powers_at_least", "your_creatures_total_power_at_least",
                            "lands_you_control_at_least", "attacked_with_total_power_at_least", "other_creatures_you_control_at_least",
                            "you_control_another_power_at_least", "creature_cards_in_your_graveyard_at_least",
                            "opponent_poison_at_least", "spells_you_cast_this_turn_at_least", "a_player_cast_last_turn_at_least",
                            "tapped_creatures_you_control_at_least", "creatures_you_control_exactly",  # end_step_conditions.py
                            "active_player_hand_at_least", "active_player_life_at_most",  # "if that player has five or more cards in hand"
                            "your_hand_at_most", "you_control_permanents_at_least",  # upkeep_board_conditions.py
                            "creatures_on_battlefield_at_least", "lands_on_battlefield_at_least")),
                {"kind": "activated", "cost": {"mana": "{G}"}, "effect": [{"do": "tap", "what": "target:0"}], "text": "tap",
                 "targets": [{"types": ["Creature"], "power_min": 1, "power_max": 5, "toughness_min": 1, "toughness_max": 5,
                              "mana_value_min": 0, "mana_value_max": 5}]},
                {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "choose": {"min": 1, "max": 1},
                 "modes": [{"effect": [{"do": "draw"}]}, {"effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}]},
                {"kind": "static", "spell_cost": {"less": 1, "spells": "self", "if": {"count": "cards_in_your_hand", "at_least": 1}}},
                {"kind": "static", "spell_cost": {"more": 1, "spells": {"types": ["Creature"]}}},
                {"kind": "static", "spell_cost": {"less": 1, "spells": "any", "caster": "you", "nth_spell_this_turn": 2}},  # spell_costs.py
                {"kind": "activated", "cost": {"mana": "{3}"}, "effect": [PUMP],  # "This ability costs {1} less ..." (activation_cost_changes.py)
                 "activation_cost": {"less": 1, "if": {"count": "cards_in_your_hand", "at_least": 1}}},
                {"kind": "static", "equip_cost_reduction": 1},  # "Equip abilities you activate cost {1} less" (equip_costs.py)
                {"kind": "triggered", "trigger": {"event": "plays_spell", "mana_value_at_least": 4, "nth_this_turn": 2}, "effect": [{"do": "draw"}]},
                {"kind": "triggered", "trigger": {"event": "plays_spell", "spell": "noncreature", "spell_is": {"mana_spent_at_least": 4}},
                 "effect": [{"do": "draw"}]},  # "if at least four mana was spent to cast it" (cast_filters.py)
                {"kind": "triggered", "trigger": {"event": "plays_spell", "spell": "instant_or_sorcery"},  # Opus (cast_spell_conditions.py)
                 "effect": [{"do": "if_cast_spell", "mana_spent_at_least": 5, "effect": [{"do": "draw"}], "otherwise": [PUMP]}]},
                {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "creature_you_control", "power_at_most": 2,
                                                  "power_at_least": 1, "toughness_at_least": 1}, "effect": [{"do": "draw"}]},
                {"kind": "triggered", "trigger": {"event": "you_attack", "attackers_at_least": 2}, "effect": [{"do": "draw"}]},
                {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "opponent"},
                 "if": {"active_hand_at_most": 2}, "effect": [{"do": "lose_life", "amount": 1, "player": "it"}]},  # Lavaborn Muse
            ], "additional_cost": {"life": 2}}},
        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
        {"id": "walker", "owner": "Bob", "zone": "in_play", "counters": {"loyalty": 3}, "card": {
            "name": "Walker", "mana_cost": "{2}", "types": ["Planeswalker"], "loyalty": 3,
            "abilities": [{"kind": "activated", "cost": {"loyalty": -1}, "effect": [{"do": "draw"}], "text": "-1: Draw a card."},
                          {"kind": "static", "additional_land_plays": 1}]}},
        {"id": "spell", "card": "Healing Salve", "owner": "Alice", "zone": "hand"},
    ],
    "actions": [
        {"type": "activate_ability", "player": "Alice", "object": "thing", "ability": 1, "x": 1,
         "pay": {"mana": {k: 1 for k in "WUBRGC"}, "squad": 1, "replicate": 1, "remove_counters": 1}, "mana_abilities": [{"object": "forest", "ability": 0}]},
        {"type": "play_spell", "player": "Alice", "object": "spell", "mode": 0, "targets": ["Alice"], "kicked": 2},
        {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "bears", "to": "Bob", "amount": 2}]},
        {"type": "pass_priority", "player": "Bob", "choices": {"thing": {"roll": 1, "chosen_number": 1, "chosen_ability": 0, "chosen_pump": 1}}},
    ],
}
PROBES = (-100_001, -1001, -1000, -101, -100, -1, 0, 1, 100, 101, 1000, 1001, 100_000, 100_001)


def integer_paths(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from integer_paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from integer_paths(v, path + (i,))
    elif isinstance(value, int) and not isinstance(value, bool) and path != ("format",):
        yield path


def dotted(path) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else p)
    return out


def with_value(document, path, n):
    doc = json.loads(json.dumps(document))
    at = doc
    for p in path[:-1]:
        at = at[p]
    at[path[-1]] = n
    return doc


def validator_refuses(doc, field) -> bool:
    try:
        load_scenario(doc)
    except ScenarioError as e:
        return any(err.path == field for err in e.errors)
    return False


def schema_refuses(validator, doc, path) -> bool:
    def at_field(error):
        return tuple(error.absolute_path) == path or any(at_field(c) for c in error.context)
    return any(at_field(e) for e in validator.iter_errors(doc))


def test_the_document_holds_every_integer_field_and_is_valid_for_both():
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text()))
    assert list(validator.iter_errors(EVERY_INTEGER)) == []
    load_scenario(EVERY_INTEGER)
    schema_fields = set(integer_fields(json.loads(SCHEMA_PATH.read_text())))
    names = {path[-1] for path in integer_paths(EVERY_INTEGER)}
    # format 2 names a few of the same fields in today's words (spells_played: spells_cast)
    assert schema_fields and schema_fields <= names | {KEY_WORDS.get(n, n) for n in names if isinstance(n, str)}


def integer_fields(schema):
    """The name of every property the schema declares an integer (in any branch)."""
    if isinstance(schema, list):
        for s in schema:
            yield from integer_fields(s)
    elif isinstance(schema, dict):
        for name, sub in (schema.get("properties") or {}).items():
            branches = [sub] + (sub.get("oneOf", []) if isinstance(sub, dict) else [])
            if any(isinstance(b, dict) and b.get("type") == "integer" for b in branches):
                yield name
        for v in schema.values():
            yield from integer_fields(v)


@pytest.mark.parametrize("path", list(integer_paths(EVERY_INTEGER)), ids=dotted)
def test_the_json_schema_and_the_validator_agree_on_the_bounds_of(path):
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text()))
    disagree = {}
    for n in PROBES:
        doc = with_value(EVERY_INTEGER, path, n)
        ours, theirs = validator_refuses(doc, dotted(path)), schema_refuses(validator, doc, path)
        if ours != theirs:
            disagree[n] = f"validator {'refuses' if ours else 'accepts'}, schema {'refuses' if theirs else 'accepts'}"
    assert disagree == {}
