"""The JSON Schema of the scenario format, built from the validator's own
vocabulary so the two can't drift apart (a test compares it with the file).

    python -m rulings.engine.schema    # rewrites scenario.schema.json
"""
from __future__ import annotations

import json

from .actions import ACTION_TYPES
from .effects import EFFECT_KINDS
from .effects.tokens import PREDEFINED_TOKENS
from .effects.copy_permanent import COPY_CHOICES, TOKEN_COPY_KEYWORDS
from .effects.type_changes import BASIC_LAND_MANA, OF_YOUR_CHOICE
from .scenario.vocabulary import TRIGGER_KEYS, TRIGGER_SPELLS, TRIGGER_WHOSE
from .scenario.cards import (CHARACTERISTIC_COUNTS, FLIP_FIELDS, PREVENTION_BY, REPLACEMENT_EVENTS, REPLACEMENT_WHAT, REPLACEMENT_WHOSE, STATIC_AFFECTS,
                             STATIC_FOR_EACH, STATIC_WHILE)
from .scenario import (ACTION_FIELDS, BOUNDS, COMMON_ACTION_FIELDS, CARD_TYPES, COLORS, COUNTS, KEYWORDS, MANA_KEYS, MAX_ACTIONS, MAX_OBJECTS, PROTECTION_QUALITIES,
                       RULES_EDITIONS, SCHEMA_PATH, STEP_NAMES, TIMINGS, TRIGGER_EVENTS, TRIGGER_TO, TRIGGER_WHO)
from .expectations import COUNTER_KINDS, EXPECT_ZONES
from .scenario import format2
from .scenario.vocabulary import MONARCH_CONDITIONS
from .state import MAIN_PHASES
from .scenario.vocabulary import TRIGGER_DURING  # "during an opponent's turn" (trigger_limits.py)
from .graveyard_leaving import CARD_TYPES as GRAVEYARD_CARD_TYPES  # "one or more creature cards leave your graveyard"
from .state import PHASES, ZONES
from .targets import TARGET_SPECS
from .additional_costs import SACRIFICE as ADDITIONAL_SACRIFICE
from .sacrifice_another import PATTERN as ANOTHER_SACRIFICE  # "Sacrifice another creature or artifact"
from .alternative_costs import KEYWORDS as ALTERNATIVE_KEYWORDS
from .alternative_costs import WHATS as ALTERNATIVE_WHATS
from .damage_to_you import WHO as DAMAGE_TO_YOU_WHO
from .casting_restrictions import TIMES as CAST_ONLY_TIMES
from .champion import KINDS as CHAMPION_KINDS
from .revealed_information import REVEALS
from .creature_types import CREATURE_TYPES
from .other_creature import SCHEMA as OTHER_CREATURE
from .evasion import BLOCKED_BY
from .named_counters import KINDS as NAMED_KINDS  # quest, verse counters (named_counters.py)
from .pt_counters import KINDS as PT_KINDS  # "+2/+2", "-0/-1" counters (pt_counters.py)
from .kicked_entering import WITH_KEYWORDS  # "If it was kicked, it enters with ... and with haste" (kicked_entering.py)


def INT(bound: str) -> dict:
    """An integer field with the validator's bounds (scenario.vocabulary.BOUNDS)."""
    lo, hi = BOUNDS[bound]
    return {"type": "integer", "minimum": lo, "maximum": hi}


_HYBRID = "|".join(f"{a}/{b}" for a in "WUBRG2" for b in "WUBRG" if a != b)  # {W/U}, {2/W} (107.4e); {W/P} (107.4f)
COST = {"type": "string", "pattern": r"^(\{([WUBRGCX]|[0-9]+|" + _HYBRID + r"|[WUBRG]/P)\})*$"}
MANA = {"type": "string", "pattern": r"^(\{([WUBRGC]|[0-9]+)\})*$"}  # mana an effect adds: no X, hybrid or Phyrexian
REF = {"type": "string", "pattern": r"^(self|it|you|enchanted|target:[0-9]+)$"}
REF = {**REF, "pattern": r"^(self|it|you|enchanted|its_controller|target:[0-9]+)$"}  # effects/its_controller.py
REF = {**REF, "pattern": r"^(self|it|you|enchanted|its_controller|event_player|defending_player|target:[0-9]+)$"}  # trigger_players.py
REF = {**REF, "pattern": r"^(self|it|you|enchanted|its_controller|its_owner|event_player|defending_player|target:[0-9]+)$"}  # effects/its_owner.py
REF = {**REF, "pattern": r"^(self|it|you|enchanted|equipped|its_controller|its_owner|event_player|defending_player|target:[0-9]+)$"}  # an Equipment's "equipped creature" (effects/base.py)
REF = {**REF, "pattern": REF["pattern"].replace("|target:", "|dealer|target:")}  # a damage trigger's dealer (combat_damage_dealers.py)
REF = {**REF, "pattern": REF["pattern"].replace("|target:", "|attacked|target:")}  # "the player or planeswalker it's attacking" (attacked_recipients.py)
AMOUNT = {"oneOf": [INT("amount"), {"const": "X"},
                    {"type": "object", "properties": {"count": {"enum": list(COUNTS)}, "of": REF, "filter": {"type": "object"},
                                                      "times": INT("count_times"), "plus": {"type": "integer", "minimum": 1, "maximum": 100},
                                                      "minus": {"type": "integer", "minimum": 1, "maximum": 100}, "subtracted_from": {"type": "integer", "minimum": 1, "maximum": 100}},
                     "required": ["count"], "additionalProperties": False}]}  # which counts read `of`: the loader (counted_amounts.py)
AMOUNT["oneOf"][2]["properties"]["colors"] = {"type": "array", "items": {"enum": ["W", "U", "B", "R", "G"]}, "minItems": 1, "maxItems": 2,
                                             "uniqueItems": True}  # {"count": "devotion", "colors": ["G"]} (devotion.py)
CHOSEN = {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
    "color": {"enum": list(COLORS)}, "creature_type": {"type": "string", "minLength": 1}}}  # 419.1b choices
STRLIST = {"type": "array", "items": {"type": "string", "minLength": 1}}
IDENT = {"type": "string", "minLength": 1, "pattern": r"\S"}
CHARACTERISTIC_COUNT = {"type": "object", "required": ["count"], "additionalProperties": False,
                        "properties": {"count": {"enum": list(CHARACTERISTIC_COUNTS)}, "filter": {"type": "object"},
                                       "plus": {"type": "integer", "minimum": 0, "maximum": 100}}}


def _subtype_qualities() -> list:
    """ "protection from Goblins": "subtype:" and a creature type (protection.py)."""
    from .creature_types import CREATURE_TYPES
    return [f"subtype:{t}" for t in sorted(CREATURE_TYPES)]


_SUBTYPE_QUALITIES = _subtype_qualities()


def _copy_exceptions() -> dict:
    """The exceptions a copy effect makes (503.9; 707.9a-b), as `comes_into_play` and `create_token_copy` give them."""
    return {"gains": {"oneOf": [{"$ref": "#/$defs/ability"}, {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/ability"}}]},
            "also_types": {"type": "array", "items": {"enum": list(CARD_TYPES)}}, "also_subtypes": STRLIST,
            "not_legendary": {"type": "boolean"}, "no_mana_cost": {"type": "boolean"}, "colors": {"type": "array", "items": {"enum": list(COLORS)}},
            "base_pt": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "integer", "minimum": 0, "maximum": 99}},
            "creature_types": {"type": "array", "minItems": 1, "items": {"enum": sorted(CREATURE_TYPES)}}}  # create_token_copy: "it's a 4/4 black Zombie"


def _effects() -> dict:
    """An effect instruction: its kind, read from the effect registry."""
    effect_props = {
        "do": {"enum": list(EFFECT_KINDS)}, "amount": AMOUNT, "to": REF, "what": REF, "refers_to": REF, "player": REF, "of": REF,
        "power": {"oneOf": [INT("pump"), {"enum": ["X", "-X"]}]}, "toughness": {"oneOf": [INT("pump"), {"enum": ["X", "-X"]}]},  # "X": pump's
        "until": {"enum": ["end_of_turn", "source_tapped", "your_next_turn", "source_controlled", "source_in_play", "source_controlled_tapped", None]}, "ability": {"$ref": "#/$defs/ability"}, "keyword": {"enum": list(KEYWORDS)},
        "choose_from": {"type": "array", "minItems": 2, "items": {"$ref": "#/$defs/ability"}},  # gain_ability_of_choice (effects/ability_choice.py)
        "pumps": {"type": "array", "minItems": 2, "items": {"type": "array", "minItems": 2, "maxItems": 2, "items": INT("pump")}},  # pump_of_choice (the same)
        "types": {"type": "array", "items": {"enum": list(CARD_TYPES)}}, "subtypes": STRLIST, "mana": MANA, "one_of": {"type": "array", "minItems": 2, "items": MANA}, "type": {"enum": [*CARD_TYPES, "Permanent"]},
        "at": {"enum": ["end_of_turn", "next_upkeep", "your_next_upkeep", "end_of_combat", "next_instant_or_sorcery_cast",
                        "dies_this_turn"]},  # the last: "When that creature dies this turn" (dies_this_turn.py)
        "lose_at_its_end_step": {"type": "boolean"},  # extra_turn: "At the beginning of that turn's end step, you lose the game"
        "by": {"anyOf": [{"enum": ["living_weapon", "for_mirrodin", "job_select", "equip_quality", "reconfigure"]}, REF]},  # attach_to; fight's "by"
        "action": {"type": "string", "minLength": 1}, "filter": {"type": "object"}, "echo": {"type": "boolean"},  # unless_you (effects/unless_you.py)
        "controller_of": {"type": "string", "pattern": "^target:[0-9]+$"},
        "may_play": {"enum": ["this_turn", "end_of_your_next_turn", "your_next_upkeep"]},  # exile_top's permission
        "effect": {"$ref": "#/$defs/effects"}, "text": {"type": "string"},
        "duration": {"const": "this_turn"}, "no_regenerate": {"type": "boolean"}, "exile_if_dies": {"type": "boolean"}, "no_regenerate_if_dealt": {"type": "boolean"}, "if_creature": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": ["no_regenerate", "exile_if_dies"]}}, "new_targets": {"type": "boolean"}, "once": {"type": "boolean"}, "if_kicked": {"type": "boolean"}, "if_bargained": {"type": "boolean"}, "if_gift": {"type": "boolean"}, "if_target_is": TARGET_QUALITY, "unless_target_is": TARGET_QUALITY, "if_condition": {"$ref": "#/$defs/condition"}, "unless_condition": {"$ref": "#/$defs/condition"}, "random": {"type": "boolean"}, "cant_be_prevented": {"type": "boolean"}, "dealt_to": {"enum": ["you", "players", "creatures", "creatures_you_control", "artifact_creatures", "you_and_creatures_you_control", "you_and_permanents_you_control"]}, "dealt_by": {"enum": ["attacking_creatures", "creatures_your_opponents_control", "creatures_with_flying", "attacking_creatures_without_flying", "nongreen_creatures", "non_elf_creatures", "creatures_with_power_3_or_less", "creatures_with_power_4_or_less", "non_human_sources", "other_creatures", "blue_and_black_creatures", "non_soldier_creatures"]},
        "counter": {"enum": ["+1/+1", "-1/-1", "charge", "shield", "stun", "spore", "oil", "storage", "depletion", *NAMED_KINDS, *PT_KINDS]}, "color": {"enum": list(COLORS)},
        "colors": {"type": "array", "items": {"enum": list(COLORS)}},
        "land_type": {"enum": [*BASIC_LAND_MANA, OF_YOUR_CHOICE]},  # becomes_land_type (effects/type_changes.py)
        "pt": {"const": "mana_value"},  # becomes_artifact_creature: "power and toughness each equal to its mana value"
        "instead": {"enum": [*REPLACEMENT_EVENTS["put_into_graveyard"], "top_of_library", "hand"]},
        "dealt": {"enum": ["to", "by", "to_and_by"]}, "combat": {"type": "boolean"},
        "token": {"$ref": "#/$defs/token"}, "predefined": {"enum": list(PREDEFINED_TOKENS)}, "count": AMOUNT, "x_is": AMOUNT, "id": {"type": "string", "pattern": "^[A-Za-z0-9_]+$"}, "step": {"enum": ["untap", "upkeep", "draw"]},
        "gains": {"const": "this_ability"}, "from": {"enum": ["creatures", "combat"]}, "if": {"$ref": "#/$defs/instruction_condition"},
        "creatures": {"type": "object", "additionalProperties": False, "properties": {
            "color": {"enum": list(COLORS)}, "you_control": {"type": "boolean"}, "shares_color_with": REF,
            "opponents_control": {"type": "boolean"}, "other": {"type": "boolean"}, "attacking": {"type": "boolean"}, "subtype": IDENT,
            "with_counter": {"const": "+1/+1"}}},
        "players": {"enum": ["each_player", "each_opponent", "each_other_player", "each_other_opponent"]},  # the last: for_each (combat_damage_dealers.py)
        # search_library: what it looks for, where the found cards go (the library, issue 25)
        "for": {"type": "object", "additionalProperties": False, "properties": {
            "types": {"type": "array", "items": {"enum": list(CARD_TYPES)}}, "supertypes": STRLIST, "subtypes": STRLIST,
            "same_mana_value_as": {"const": "self"}, "any_of_types": {"type": "array", "items": {"enum": list(CARD_TYPES)}},
            # dig: the quality of a card taken from among the top cards (effects/digging.py)
            "any_of": {"type": "array", "items": {"type": "object"}}, "each_of": {"type": "array", "items": {"type": "object"}}, "not_types": {"type": "array", "items": {"enum": list(CARD_TYPES)}},
            "not_supertypes": STRLIST,  # a dig's or reveal_hand's "nonbasic land card", "nonlegendary, nonland card"
            "colors": {"type": "array", "items": {"enum": list(COLORS)}}, "colorless": {"type": "boolean"},
            "power_at_least": INT("dig_quality"),  # a dig's "with power N or greater" (mana_value_at_least: below)
            "power_at_most": INT("dig_quality"), "mana_value_at_most": {"oneOf": [INT("dig_quality"), {"const": "X"}]}, "named": {"type": "string", "minLength": 1}, "any_of_subtypes": STRLIST,  # "self" or a card's name
            # a search's "with toughness 2 or less", "with mana value 6 or greater", "with mana value 3" (search_qualities.py)
            "toughness_at_most": INT("dig_quality"), "mana_value_at_least": INT("dig_quality"), "mana_value_is": INT("dig_quality")}},  # "X": a search's
        "into": {"enum": ["hand", "in_play", "top", "graveyard", "exile", "one_in_play_rest_hand"]}, "tapped": {"type": "boolean"}, "reveal": {"type": "boolean"}, "bottom": {"type": "boolean"},
        "rest": {"enum": ["graveyard", "bottom", "hand", "top", "exile"]}, "order": {"enum": ["any", "random"]}, "all": {"type": "boolean"}, "show": {"type": "boolean"}, "separates": {"enum": ["opponent", "you"]}, "optional": {"type": "boolean"}, "if_searched": {"type": "boolean"}, "any_number": {"type": "boolean"},
        "rest_may": {"type": "boolean"},  # a dig's "If you don't put the card into your hand, you may put it ..."
        "from_top": {"enum": [2, 3]},
        "pay": AMOUNT, "then": {"$ref": "#/$defs/effects"},
        "otherwise": {"$ref": "#/$defs/effects"},  # may: "If you don't, ..." (2026 118.12)
        "pay_x": {"type": "boolean"},  # may: "you may pay {X}", X chosen as it resolves (2026 107.3f)
        "pay_mana": {"type": "string", "pattern": r"^(\{([WUBRGC]|[0-9]+)\})+$"}, "pay_energy": AMOUNT, "pay_life": AMOUNT,
        "pay_sacrifice": {"enum": ["self", "creature", "another_creature", "artifact", "another_artifact", "land", "another_creature_or_artifact"]},  # may: a full mana cost, {E}, life (2026 107.14, 119.4)
        "won": {"$ref": "#/$defs/effects"}, "lost": {"$ref": "#/$defs/effects"},  # flip_coin (511.1 / 705.2)
        "sides": {"enum": [4, 6, 8, 10, 12, 20]},  # roll_die (2026 706.1a) and its results table (706.3a)
        "results": {"type": "array", "items": {"type": "object", "required": ["min", "max", "effect"], "additionalProperties": False,
                                               "properties": {"min": INT("die_result"), "max": INT("die_result"), "effect": {"$ref": "#/$defs/effects"}}}},
        "look": {"type": "boolean"}, "discard": {"type": "boolean"}, "exile": {"type": "boolean"},  # reveal_hand
        "linked": {"type": "boolean"},
        "cards_from": {"type": "string", "pattern": "^target:[0-9]+$"},  # shuffle_targets_into_library: the first card target (graveyard_cards_shuffled.py)  # remove_from_game, reveal_hand: what return_linked_exiled returns (effects/linked_exile.py)
        "refers_to_those": {"const": True},  # delayed_trigger: "those" objects, with an each_of_those (effects/delayed_those.py)
        "nonland": {"type": "boolean"},  # return_one_you_control: "a nonland permanent you control" (effects/return_yours.py)
        "choose": {"enum": ["any", "nonland", "noncreature_nonland", "creature", "artifact", "artifact_or_creature"]},
        "permanents": TARGET_FILTER,  # for_each: "destroy all artifacts and enchantments"
        # becomes_creature: the abilities it gains, and "[creature types] artifact creature" (205.1b)
        "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}}, "replaces_creature_types": {"type": "boolean"},
        "keeps_types": {"type": "boolean"},
        "all_creature_types": {"type": "boolean"},  # becomes_creature: "with all creature types" (Mutavault)
        "except": {"type": "object", "additionalProperties": False, "properties": _copy_exceptions()},  # create_token_copy (707.9)
        "keyword_ability": {"enum": list(TOKEN_COPY_KEYWORDS)}, "except_colors": {"type": "boolean"},  # become_copy (707.9c)  # create_token_copy by embalm / eternalize (702.128a, 702.129a)
        "subtype": {"enum": sorted(CREATURE_TYPES)},  # amass: the Army's creature type (2026 701.47a)
        "lose_life_equal_to_mana_value": {"type": "boolean"},  # put_onto_battlefield_under_your_control (Reanimate)
        "cost": MANA,  # recover (502.55a / 702.59a): the mana paid to return the card
    }
    from .restricted_mana import SPEND_ONLY
    effect_props["spend_only"] = {"anyOf": [{"enum": list(SPEND_ONLY)},  # or a fixed subtype: "spell_of_type:Sliver" (restricted_mana.TYPED)
                                             {"type": "string", "pattern": "^(spell_of_type|typed_creature_spell|typed_spell_or_ability):[A-Z][a-z]+$"}]}  # add_mana: "Spend this mana only to cast a creature spell" (2026 106.6)
    effect_props["kept"] = {"const": "end_of_turn"}  # add_mana: "Until end of turn, you don't lose this mana ..." (kept_mana.py)
    effect_props["name_of"] = {"enum": ["nonland", "artifact"]}  # choose_card_name: "Choose a nonland card name" (effects/card_names.py)
    effect_props["kind"] = {"enum": ["creature_type", "color", "card_name"]}  # choose_value's kind; discard_all_chosen's
    effect_props["combination"] = {"type": "object", "additionalProperties": False, "required": ["amount"], "properties": {  # add_mana (mana_combination.py)
        "amount": {"oneOf": [{"type": "integer", "minimum": 1, "maximum": 20},  # or "X mana" counted as it resolves (storage_counters.py)
                             {"type": "object", "required": ["count"], "additionalProperties": False, "properties": {"count": {"const": "counters_removed_this_way"}}}]},
        "of": {"type": "array", "minItems": 2, "uniqueItems": True, "items": {"enum": ["W", "U", "B", "R", "G"]}},
        "different": {"type": "boolean"}}}  # "two mana of different colors" (mana_combination.py)
    effect_props["sacrificed"] = {"enum": ["creature", "land", "artifact", "enchantment", "permanent", "creature_or_planeswalker",
                                           "creature_or_land", "attacking_creature", "nontoken_creature", "nontoken_artifact",
                                           "nontoken_enchantment", "artifact_or_enchantment", "creature_or_enchantment", "nonland_permanent",
                                           "nonartifact_creature", "nonbasic_land", "untapped_land", "attacking_or_blocking_creature",
                                           "monocolored_creature", "multicolored_permanent", "green_or_white_permanent"]}  # players_sacrifice (effects/edict.py)
    effect_props["unless_they_pay"] = {"type": "integer", "minimum": 1, "maximum": 20}  # players_sacrifice: "unless they pay {2}" (effects/edict.py)
    effect_props["remember"] = {"type": "boolean"}  # players_sacrifice: "that creature's toughness" after it (effects/edict.py)
    effect_props["greatest"] = {"enum": ["power", "mana_value"]}  # players_sacrifice: "with the greatest power among creatures they control"
    effect_props["if_none"] = {"$ref": "#/$defs/effects"}  # sacrifice_a_creature: "If you can't, ..." (effects/sacrifice_a_creature.py)
    effect_props.setdefault("another", {"type": "boolean"})  # sacrifice_a_creature: "a creature other than this creature"
    effect_props["lands"] = {"const": "opponents"}  # add_mana_land_could_produce: "a land an opponent controls" (could_produce.py)
    effect_props["basic"] = {"const": True}  # add_mana_land_could_produce: "a basic land you control"
    effect_props["colors_only"] = {"const": True}  # add_mana_land_could_produce: "any color" (not colorless)
    effect_props["attacking"] = {"const": True}  # create_token: "that's tapped and attacking" (rulings/engine/enters_attacking.py)
    effect_props["attached_to"] = REF  # create_token: "a Monster Role token attached to target creature" (rulings/engine/roles.py)
    effect_props["spells"] = {"type": "string", "minLength": 1}  # flash_this_turn: the kinds of spell (casting_permissions.py)
    effect_props["with"] = REF  # exchange_control: the second permanent (effects/control.py, 2026 701.12b)
    effect_props["transformed"] = {"type": "boolean"}  # return_to_play: "return it to the battlefield transformed" (2026 712.14a)
    effect_props["with_counter"] = {"enum": ["finality", "+1/+1"]}  # return_to_play: "with a finality counter on it" (2026 122.1h, later_counters.py)
    effect_props["owned"] = {"enum": ["creatures", "nontoken_permanents"]}  # owners_gain_control (effects/control.py)
    effect_props["most"] = {"anyOf": [{"enum": ["life", "cards_in_hand", "creatures"]}, {"type": "string", "pattern": "^[A-Z][a-z]+$"}]}  # the_most_gains_control (control_to_the_most.py)
    effect_props["min"] = {"type": "integer", "minimum": 0, "maximum": 1000}  # choose_number (effects/chosen_number.py)
    effect_props["max"] = {"type": "integer", "minimum": 0, "maximum": 1000}
    effect_props["chosen"] = {"enum": ["creature"]}  # player_chooses_permanent (effects/chosen_permanent.py)
    effect_props["other_than"] = {"enum": ["Wall"]}  # choose_value: "a creature type other than Wall" (choices_more.py)
    effect_props["chooser"] = {"enum": ["their_controller", "you"]}  # one_of_two_targets (effects/one_of_two.py)
    effect_props["for_chosen"] = {"$ref": "#/$defs/effects"}
    effect_props["for_other"] = {"$ref": "#/$defs/effects"}
    effect_props["at_least"] = {"type": "integer", "minimum": 1, "maximum": 100}  # if_counters (effects/if_counters.py)
    effect_props["mana_spent_at_least"] = {"type": "integer", "minimum": 1, "maximum": 100}  # if_cast_spell (cast_spell_conditions.py)
    effect_props["among"] = {"anyOf": [{"enum": ["opponent"]}, {"type": "array", "minItems": 2, "items": REF}]}  # choose_player; divided_damage
    effect_props.update({"card": {"type": "object"}, "controlled_by": REF, "beyond_first": {"type": "boolean"}, "under": REF,  # the families' own fields
                         "targets": {"$ref": "#/$defs/target_specs"}})  # a reflexive trigger's "then" step names its targets
    effect_props["either_color"] = {"type": "array", "minItems": 2, "uniqueItems": True, "items": {"enum": list(COLORS)}}  # prevent_damage_from_source (chosen_source_kinds.py)
    effect_props["artifact_source"] = {"const": True}
    effect_props["gain_life_prevented"] = {"const": True}  # prevent_damage_from_source, prevent_all_damage (prevented_life.py)
    effect_props["up_to"] = {"type": "boolean"}  # search_their_library: "up to seven cards" (their_library_search.py)
    effect_props["reveals"] = AMOUNT  # reveal_hand: "reveals three cards from their hand" of that player's choice (effects/hand.py)
    effect_props["under_your_control"] = {"const": True}  # return_all_from_graveyard: "from all graveyards onto the battlefield under your control" (graveyard_mass_returns.py)
    return {"type": "array", "items": {"type": "object", "required": ["do"], "additionalProperties": False, "properties": effect_props}}


def _ability() -> dict:
    characteristic = {"type": "object", "additionalProperties": False, "properties": {
        "colors": {"type": "array", "items": {"enum": list(COLORS)}}, "types": {"type": "array", "items": {"enum": list(CARD_TYPES)}},
        "power": {"oneOf": [INT("power_toughness"), CHARACTERISTIC_COUNT]},
        "toughness": {"oneOf": [INT("power_toughness"), CHARACTERISTIC_COUNT]}}}
    ability = {"type": "object", "required": ["kind"], "properties": {"kind": {"enum": ["keyword", "activated", "triggered", "static"]}},
      "allOf": [
        {"if": {"properties": {"kind": {"const": "keyword"}}}, "then": {
            "required": ["keyword"], "additionalProperties": False,
            "if": {"properties": {"keyword": {"const": "protection"}}}, "then": {"required": ["from"]},
            "else": {"not": {"required": ["from"]}},
            "allOf": [{"if": {"properties": {"keyword": {"const": "enchant"}}}, "then": {"properties": {"what": {"oneOf": [{"enum": ["creature", "permanent", "land", "player", "opponent"]}, TARGET_FILTER]}}}},
                      {"if": {"properties": {"keyword": {"const": "landwalk"}}}, "then": {"required": ["what"]}},
                      {"if": {"properties": {"keyword": {"const": "cant_attack_unless"}}}, "then": {"oneOf": [{"required": ["what"]}, {"required": ["if"]}]}},
                      {"if": {"properties": {"keyword": {"const": "cant_block_unless"}}}, "then": {"required": ["if"]},
                       "else": {"if": {"properties": {"keyword": {"const": "cant_attack_unless"}}}, "else": {"not": {"required": ["if"]}}}},
                      {"if": {"properties": {"keyword": {"const": "cant_be_blocked_by"}}},
                       "then": {"required": ["what"], "properties": {"what": {"enum": list(BLOCKED_BY)}}}},
                      {"if": {"properties": {"keyword": {"const": "gift"}}}, "then": {"required": ["what"], "properties": {"what": {"enum": ["card", "tapped_fish", "food", "treasure"]}}}},
                      # the loader's kinds of each keyword's `what` (scenario/cards/abilities.py)
                      {"if": {"properties": {"keyword": {"const": "alternative_cost"}}}, "then": {"properties": {"what": {"enum": list(ALTERNATIVE_WHATS)}}}},
                      {"if": {"properties": {"keyword": {"const": "partner_with"}}}, "then": {"required": ["what"], "properties": {"what": {"type": "string", "minLength": 1}}}},  # partner_with.py
                      {"if": {"properties": {"keyword": {"const": "cast_only"}}}, "then": {"required": ["what"], "properties": {"what": {"enum": list(CAST_ONLY_TIMES)}}}},
                      {"if": {"properties": {"keyword": {"const": "flash_permission"}}}, "then": {"required": ["what"], "properties": {"what": {"type": "string", "minLength": 1}}}},
                      {"if": {"properties": {"keyword": {"const": "champion"}}}, "then": {"required": ["what"], "properties": {"what": {
                          "type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
                          "properties": {k: {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}} for k in CHAMPION_KINDS}}}}},
                      {"if": {"properties": {"keyword": {"enum": ["enchant", "landwalk", "cant_attack_unless", "cant_be_blocked_by", "gift",
                                                                  "alternative_cost", "cast_only", "flash_permission", "champion", "partner_with"]}}},
                       "else": {"not": {"required": ["what"]}}},
                      {"if": {"properties": {"keyword": {"enum": ["cant_be_blocked_by_power", "cant_block_power"]}}},
                       "then": {"oneOf": [{"required": ["at_most"]}, {"required": ["at_least"]}]},
                       "else": {"not": {"anyOf": [{"required": ["at_most"]}, {"required": ["at_least"]}]}}},
                      {"if": {"properties": {"keyword": {"enum": ["cant_be_blocked_by_kind", "blocked_only_by_kind", "cant_block_kind"]}}},
                       "then": {"required": ["creatures"]}, "else": {"not": {"required": ["creatures"]}}}],
            "properties": {
            "kind": True, "keyword": {"enum": list(KEYWORDS)}, "cost": COST,
            "what": {"anyOf": [{"type": "string", "minLength": 1}, {"type": "object"}]},  # enchant's and champion's may be a target filter
            "count": INT("suspend_count"), "from": {"enum": list(PROTECTION_QUALITIES) + _SUBTYPE_QUALITIES},
            "at_most": INT("power_toughness"), "at_least": INT("power_toughness"),
            "life": INT("cost_life"), "discard": INT("cost_discard"),
            "sacrifice": {"oneOf": [{"enum": list(ADDITIONAL_SACRIFICE)}, {"type": "string", "pattern": "^subtype:[A-Z][A-Za-z-]*$"}]},
            # a kicker's "Tap an untapped Vampire you control" / "Return a creature you control to its owner's hand" (additional_costs.py)
            "tap_creature": {"const": True}, "tap_subtype": {"type": "string", "pattern": "^[A-Z][A-Za-z-]*$"},
            "return_permanents": {"type": "object", "required": ["count", "kind"], "additionalProperties": False,
                                  "properties": {"count": {"const": 1}, "kind": {"enum": ["land", "creature"]}}},
            "grants": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/ability"}},
            "text": {"type": "string"}, "if_you_control": {"enum": ["Plains", "Island", "Swamp", "Mountain", "Forest", "commander"]},
            "if_an_opponent_controls": {"enum": ["Plains", "Island", "Swamp", "Mountain", "Forest"]},  # alternative_cost_conditions.py
            "also_life": INT("cost_life"),  # "You may pay 1 life and exile a blue card from your hand ..." (exile_from_hand_costs.py)
            "if_not_your_turn": {"const": True},  # "If it's not your turn, you may exile a blue card from your hand ..." (exile_from_hand_costs.py)
            "megamorph": {"const": True}, "disguise": {"const": True}, "any_player": {"const": True}, "if": {"$ref": "#/$defs/condition"},
            "creatures": TARGET_FILTER, "effect": {"$ref": "#/$defs/effects"}, "onto": {"enum": ["Arcane", "instant_or_sorcery"]},
            "pays": {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {  # equip_other_costs.py
                "mana": COST, "sacrifice": {"enum": ["creature", "artifact"]}, "discard": {"const": 1}, "life": {"type": "integer", "minimum": 1, "maximum": 20}}}}}},
        {"if": {"properties": {"kind": {"const": "activated"}}}, "then": {"required": ["cost"], "anyOf": [{"required": ["effect"]}, {"required": ["modes"]}], "additionalProperties": False, "properties": {
            "kind": True, "cost": {"type": "object", "additionalProperties": False, "properties": {
                "mana": COST, "tap": {"type": "boolean"}, "sacrifice": {"oneOf": [{"enum": ["self", "creature", "another_creature", "artifact", "land", "enchantment",
                                                          "permanent", "nonland_permanent", "token", "nontoken_creature", "nontoken_artifact", "nontoken_permanent"]},
                                      {"type": "string", "pattern": "^subtype:[A-Z][A-Za-z-]*$"},
                                      {"type": "string", "pattern": "^(creature|artifact|land|enchantment)_or_(creature|artifact|land|enchantment|planeswalker)$"},
                                      {"type": "string", "pattern": f"^(?:{ANOTHER_SACRIFICE})$"}]},  # sacrifice_another.py
                "life": INT("cost_life"),
                "discard": {"oneOf": [{"const": "self"}, INT("cost_discard")]}, "exile": {"const": "self"},
                "tap_creature": {"oneOf": [{"const": True}, INT("cost_tap_creatures")]}, "exert": {"const": True},  # exert_costs.py
                "tap_subtype": {"type": "string", "pattern": "^[A-Z][A-Za-z-]*$"},
                "discard_type": {"enum": ["Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery"]},
                "return_to_hand": {"const": "self"}, "energy": INT("cost_life"), "sacrifice_count": {"type": "integer", "minimum": 2, "maximum": 5},
                "exile_cards": {"type": "object", "required": ["count"], "additionalProperties": False, "properties": {
                    "count": INT("cost_discard"), "other": {"type": "boolean"},
                    "types": {"type": "array", "minItems": 1, "items": {"enum": ["Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery"]}}}},
                "remove_counters": {"type": "object", "additionalProperties": False,
                                    "properties": {k: INT("cost_discard") for k in ("+1/+1", "-1/-1", "charge", "spore", "oil", "storage", "depletion", "fade", *NAMED_KINDS)}},
                "remove_counter_from_creature": {"enum": ["+1/+1", "-1/-1"]},  # "... from a creature you control" (creature_counter_costs.py)
                "put_counters": {"type": "object", "additionalProperties": False,  # "Put a -1/-1 counter on this creature" (costs.py)
                                 "properties": {k: INT("cost_discard") for k in ("-1/-1", "+1/+1")}},
                "remove_any_counters": {"enum": ["storage", "charge"]}, "remove_x_counters": {"enum": ["storage"]}, "mill": INT("cost_discard"), "discard_random": {"const": True},  # "Remove any number of storage counters from this land" (storage_counters.py)
                "loyalty": INT("loyalty_cost"),
                "return_permanents": {"type": "object", "required": ["count", "kind"], "additionalProperties": False,  # return_costs.py
                                      "properties": {"count": {"type": "integer", "minimum": 1, "maximum": 3},
                                                     "kind": {"type": "string", "pattern": "^(land|artifact|creature|enchantment|subtype:[A-Z][A-Za-z-]*)$"}}}}},
                "cycling": {"type": "boolean"},
            "effect": {"$ref": "#/$defs/effects"}, "targets": {"$ref": "#/$defs/target_specs"}, "timing": {"enum": list(TIMINGS)},
            "once_each_turn": {"type": "boolean"}, "zone": {"enum": ["in_play", "graveyard", "hand"]}, "text": {"type": "string"},
            "only_if": {"$ref": "#/$defs/condition"}, **_activation_limits(), "max_speed": {"const": True}, "scavenge": {"const": True},
            "modes": {"type": "array", "minItems": 2, "items": {"type": "object", "required": ["effect"], "additionalProperties": False, "properties": {
                "text": {"type": "string"}, "targets": {"$ref": "#/$defs/target_specs"}, "effect": {"$ref": "#/$defs/effects"}}}},}}},
        {"if": {"properties": {"kind": {"const": "triggered"}}}, "then": {"required": ["trigger"], "anyOf": [{"required": ["effect"]}, {"required": ["modes"]}], "additionalProperties": False, "properties": {
            "kind": True, "trigger": {"type": "object", "required": ["event"], "additionalProperties": False, "properties": {
                "event": {"enum": list(TRIGGER_EVENTS)}, "who": {"enum": list(dict.fromkeys(TRIGGER_WHO + DAMAGE_TO_YOU_WHO))}, "step": {"enum": list(STEP_NAMES) + list(MAIN_PHASES)},
                "whose": {"enum": list(TRIGGER_WHOSE)}, "what": {"enum": ["land", "enchanted_land", "your_land"]}, "to": {"enum": list(TRIGGER_TO)},
                "spell": {"enum": list(TRIGGER_SPELLS)}, "by": {"enum": ["without_flanking", "spell", "spell_or_ability"]}, "combat": {"type": "boolean"},
                "first_time": {"type": "boolean"}, "you_control_no": {"enum": ["Plains", "Island", "Swamp", "Mountain", "Forest", "Artifact", "Creature", "Land"]}, "on_battlefield": {"type": "boolean"},
                "blocked_has": {"const": "flying"}, "saddled": {"type": "boolean"}, "other": OTHER_CREATURE, "mana_value_min": {"type": "integer", "minimum": 0, "maximum": 100},
                "mana_value_at_least": INT("mana_value_at_least"), "subtype": {"type": "string", "minLength": 1}, "or_subtype": {"type": "string", "minLength": 1},
                "another": {"type": "boolean"}, "or_cycles": {"type": "boolean"}, "or_copies": {"type": "boolean"}, "nth_this_turn": INT("nth_this_turn"),
                "power_at_most": INT("trigger_stat"), "power_at_least": INT("trigger_stat"), "toughness_at_least": INT("trigger_stat"),
                "sacrificed": {"enum": ["permanent", "creature", "artifact", "land", "token", "nontoken_permanent", "subtype", "self", "artifact_or_creature"]},
                "attackers_at_least": INT("trigger_stat"), "during": {"enum": list(TRIGGER_DURING)}, "card_types": {"type": "array", "minItems": 1, "items": {"enum": list(GRAVEYARD_CARD_TYPES)}}, "with_counter": {"const": "+1/+1"},
                "spell_is": SPELL_IS, "count": {"type": "integer", "minimum": 1, "maximum": 100},
                "described": TARGET_FILTER,  # "Whenever a Forest an opponent controls becomes tapped" (tapped_kinds.py)
                "dealer": _DEALER,  # "Whenever a Ninja you control deals combat damage to a player" (combat_damage_dealers.py)
                "chapters": {"type": "array", "minItems": 1, "items": {"type": "integer", "minimum": 1, "maximum": 20}},
                "into": {"type": "string", "minLength": 1},  # transforms_into (2026 701.27e)
                "each_counter": {"const": True}, "not_subtypes": {"type": "array", "minItems": 1, "items": IDENT}},  # counters_put (counter_triggers.py)
                "allOf": _trigger_keys()},
            "if": {"$ref": "#/$defs/condition"},
            "zone": {"const": "graveyard"},  # it works only while its card is in the graveyard (graveyard_triggers.py)
            "once_each_turn": {"type": "boolean"},  # "This ability triggers only once each turn." (trigger_limits.py)
            "effect": {"$ref": "#/$defs/effects"}, "targets": {"$ref": "#/$defs/target_specs"}, "text": {"type": "string"},
            "modes": {"type": "array", "minItems": 2, "items": {"type": "object", "required": ["effect"], "additionalProperties": False, "properties": {
                "text": {"type": "string"}, "targets": {"$ref": "#/$defs/target_specs"}, "effect": {"$ref": "#/$defs/effects"}}}},
            "choose": {"type": "object", "required": ["min", "max"], "additionalProperties": False,
                       "properties": {"min": INT("mode"), "max": INT("mode")}}}}},
        {"if": {"properties": {"kind": {"const": "static"}}}, "then": {"additionalProperties": False, "properties": {
            "kind": True, "characteristic": characteristic, "affects": {"enum": list(STATIC_AFFECTS)},
            "replacement": {"type": "object", "required": ["event", "instead"], "additionalProperties": False, "properties": {
                "event": {"enum": list(REPLACEMENT_EVENTS)}, "whose": {"enum": list(REPLACEMENT_WHOSE)},
                "what": {"enum": ["creatures", "permanents", *REPLACEMENT_WHAT["damage_to"],
                                  *(w for w in REPLACEMENT_WHAT["prevent_damage"] if w not in REPLACEMENT_WHAT["damage_to"]),
                                  *(w for w in REPLACEMENT_WHAT["comes_into_play"] if w not in ("creatures", "permanents"))]},
                "count": INT("draw_instead"),
                "counters": {"type": "integer", "minimum": 1, "maximum": 20},  # entering_counters_others.py
                "subtypes": {"type": "array", "minItems": 1, "items": IDENT}, "not_subtypes": {"type": "array", "minItems": 1, "items": IDENT},
                "to": {"enum": ["self", "enchanted"]}, "by": {"enum": list(PREVENTION_BY)}, "combat": {"type": "boolean"}, "noncombat": {"type": "boolean"},
                "instead": {"enum": sorted({i for v in REPLACEMENT_EVENTS.values() for i in v})}}},
            "comes_into_play": {"type": "object", "additionalProperties": False, "properties": {
                "tapped": {"type": "boolean"}, "other_than": {"enum": ["white", "blue", "black", "red", "green"]}, "if_kicked": {"type": "boolean"}, "per_kick": {"const": True}, "with_keywords": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(WITH_KEYWORDS)}}, "per_color_spent": {"const": True}, "adamant": {"enum": ["W", "U", "B", "R", "G", "same"]}, "if_you_attacked": {"const": True}, "if": {"$ref": "#/$defs/condition"}, "per_count": AMOUNT["oneOf"][2], "pay_life": INT("cost_life"), "reveal_or_tapped": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}},
                "sacrifice_instead": {"type": "object", "required": ["sacrifice"], "additionalProperties": False, "properties": {  # sacrifice_instead.py
                    "sacrifice": {"oneOf": [{"enum": list(ADDITIONAL_SACRIFICE)}, {"type": "string", "pattern": "^subtype:[A-Z][A-Za-z-]*$"}]},
                    "count": {"type": "integer", "minimum": 1, "maximum": 5}, "untapped": {"const": True}}}, "as_copy_of": {"enum": list(COPY_CHOICES)}, "choose": {"enum": ["color", "creature_type", "card_name", "nonland_card_name"]},
                "unless": {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False, "properties": {
                    "you_control_subtype": {"type": "array", "minItems": 1, "items": IDENT},
                    **{k: INT("condition_count") for k in ("basic_lands_at_least", "other_lands_at_least", "other_lands_at_most",
                                                           "opponents_at_least", "opponents_lands_at_least")},
                    "a_player_life_at_most": INT("condition_life")}},
                "except_colors": {"type": "boolean"}, **_copy_exceptions(), "until": {"const": "end_of_turn"}, "counters": {"type": "object", "additionalProperties": False, "properties": {
                    k: {"oneOf": [INT("counters_on_arrival"), {"const": "X"}]} for k in ("+1/+1", "-1/-1", "time", "charge", "shield", "stun", "oil", "depletion", *NAMED_KINDS, *PT_KINDS)}}}},
            "filter": {"type": "object", "additionalProperties": False, "properties": {
                "you_control": {"type": "boolean"}, "color": {"enum": list(COLORS)}, "supertype": IDENT,
                "opponents_control": {"type": "boolean"}, "other": {"type": "boolean"}, "attacking": {"type": "boolean"}, "subtype": IDENT,
                "keyword": {"enum": list(KEYWORDS)}, "chosen_type": {"type": "boolean"}, "chosen_color": {"type": "boolean"}, "with_counter": {"enum": ["+1/+1", "any"]},
                "card_type": {"enum": ["Artifact", "Enchantment", "Creature", "Land", "Planeswalker"]}, "token": {"type": "boolean"}, "untapped": {"type": "boolean"}, "colorless": {"type": "boolean"},
                "enchanted_player_controls": {"const": True}, "commander": {"const": True},
                "you_own": {"const": True}, "nonbasic": {"const": True},  # nonbasic: "Nonbasic lands are Mountains" (land_types_static.py)
                # "Multicolored / Other tapped / Nontoken / Equipped creatures you control", "Skeletons, Vampires, and Zombies" (group_filters.py)
                **{k: {"const": True} for k in ("multicolored", "tapped", "nontoken", "equipped", "enchanted")},
                "subtypes_any": {"type": "array", "minItems": 2, "uniqueItems": True, "items": IDENT}}},
            "gains": {"$ref": "#/$defs/ability"},
            "pump": {"type": "object", "required": ["power", "toughness"], "additionalProperties": False, "properties": {
                "power": INT("pump"), "toughness": INT("pump")}},
            "is": {**characteristic, "properties": {**characteristic["properties"], "subtypes": STRLIST, "land_type": {"enum": list(BASIC_LAND_MANA)}}},
            "loses_all_abilities": {"type": "boolean"}, "loses": {"type": "array", "items": {"enum": list(KEYWORDS)}},
            "cant_have": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(KEYWORDS)}},  # cant_have.py
            "adds_types": {"type": "array", "items": {"enum": ["Creature", "Artifact"]}}, "adds_colors": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(COLORS)}}, "sets_creature_types": STRLIST | {"minItems": 1}, "additional_land_plays": INT("additional_land_plays"), "text": {"type": "string"},
            "land_plays_for": {"enum": ["you", "each_player"]},
            "no_maximum_hand_size": {"enum": ["you", "each_player"]},
            "hand_size": {"type": "object", "required": ["whose", "by"], "additionalProperties": False, "properties": {  # hand_size.py
                "whose": {"enum": ["you", "each_opponent"]}, "by": {"type": "integer", "minimum": -20, "maximum": 20, "not": {"const": 0}}}},
            "activation_ban": {"type": "object", "required": ["types"], "additionalProperties": False, "properties": {
                "types": {"type": "array", "minItems": 1, "items": {"enum": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]}},
                "whose": {"enum": ["any", "opponents"]}, "except_mana": {"type": "boolean"}}},
            "reveals": {"enum": list(REVEALS)},
            "entering_dont_trigger": {"enum": ["creatures", "artifacts_and_creatures"]},
            "room_abilities_trigger_additional": {"const": True},  # dungeons.py (2026 603.2d)
            "opponents_venture_once_each_turn": {"const": True},  # dungeons.py (2026 101.2)
            "attack_tax": {"type": "object", "required": ["mana", "per"], "additionalProperties": False, "properties": {  # attack_costs.py
                "mana": {"type": "string", "pattern": "^\\{[0-9]+\\}$"}, "per": {"enum": ["attacker_of_you", "attacker_of_you_or_planeswalkers", "enchanted"]}}},
            "equip_cost_reduction": {"type": "integer", "minimum": 1, "maximum": 20}, "equip_target_self": {"const": True},  # equip_costs.py
            "goads": {"enum": ["enchanted", "equipped"]},  # "Enchanted creature ... is goaded" (goaded_statically.py)
            "keeps_this_aura": {"const": True}, "controls_enchanted": {"const": True}, "adds_chosen_type": {"const": True}, "adds_subtypes": STRLIST | {"minItems": 1},
            "keeps_tapped": TARGET_FILTER, "untaps_during_others": {"anyOf": [{"const": "self"}, TARGET_FILTER]},
            "untap_limit": {"type": "object", "required": ["count", "described"], "additionalProperties": False, "properties": {  # untap_limits.py
                "count": {"type": "integer", "minimum": 1, "maximum": 20}, "described": TARGET_FILTER,
                "players": {"enum": ["each", "you"]}, "while_untapped": {"const": True}}},
            "while": {"type": "object", "additionalProperties": False, "minProperties": 1, "properties": {
                **{k: (INT("condition_count") if kind == "integer" else {"const": True} if kind == "true" else IDENT)
                   for k, kind in STATIC_WHILE.items()}}},
            "for_each": {"anyOf": [{"enum": list(STATIC_FOR_EACH)}, {**CHARACTERISTIC_COUNT, "properties": {**CHARACTERISTIC_COUNT["properties"], "other": {"const": True}}}]}, "spell_cost": _spell_cost()},
            "dependentRequired": {"for_each": ["pump"]},
            "anyOf": [{"required": ["characteristic"]}, {"required": ["affects"]}, {"required": ["replacement"]},
                      {"required": ["comes_into_play"]}, {"required": ["additional_land_plays"]},
                      {"required": ["no_maximum_hand_size"]}, {"required": ["hand_size"]}, {"required": ["activation_ban"]}, {"required": ["spell_cost"]}, {"required": ["controls_enchanted"]}, {"required": ["keeps_tapped"]}, {"required": ["untaps_during_others"]},
                      {"required": ["reveals"]}, {"required": ["entering_dont_trigger"]}, {"required": ["attack_tax"]},
                      {"required": ["equip_cost_reduction"]}, {"required": ["room_abilities_trigger_additional"]},
                      {"required": ["opponents_venture_once_each_turn"]}, {"required": ["untap_limit"]}, {"required": ["goads"]}]}},
      ]}
    _static_as_though_power_greater(ability)
    return ability


def _static_as_though_power_greater(ability: dict) -> None:
    """ "This creature crews Vehicles as though its power were 2 greater." (crew_power_bonus.py): the static
    ability's `as_though_power_greater`, one more kind of static ability."""
    static = next(b["then"] for b in ability["allOf"] if b.get("if", {}).get("properties", {}).get("kind", {}).get("const") == "static")
    static["properties"]["as_though_power_greater"] = {"type": "object", "required": ["by", "for"], "additionalProperties": False, "properties": {
        "by": {"type": "integer", "minimum": 1, "maximum": 10},
        "for": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": ["crew", "saddle"]}}}}
    static["anyOf"].append({"required": ["as_though_power_greater"]})


#: a cast trigger's kind of spell: "a nonblack spell", "an Elf spell", "a kicked spell" (cast_filters.py)
_WORDS = {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}}
_COLORS = {"type": "array", "minItems": 1, "items": {"enum": ["white", "blue", "black", "red", "green"]}}
SPELL_IS = {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
    "types_any": _WORDS, "types_none": _WORDS, "colors_any": _COLORS, "colors_none": _COLORS, "colors_all": _COLORS,
    "mana_value_at_most": {"type": "integer", "minimum": 0, "maximum": 100},
    "mana_value_at_least": {"type": "integer", "minimum": 0, "maximum": 100},
    "kicked": {"type": "boolean"}, "from_graveyard": {"type": "boolean"}, "not_from_hand": {"type": "boolean"},
    "chosen_color": {"type": "boolean"}, "chosen_creature_type": {"type": "boolean"}, "not_owned": {"type": "boolean"}}}
SPELL_IS["properties"]["targets_a"] = {"$ref": "#/$defs/target_filter"}  # "a spell that targets a creature you control" (cast_targets.py)
SPELL_IS["properties"]["mana_spent_at_least"] = {"type": "integer", "minimum": 1, "maximum": 100}  # cast_filters.py


def _dealer_schema() -> dict:
    """A combat damage trigger's kind of creature (combat_damage_dealers.py)."""
    from .combat_damage_dealers import CARD_TYPES as DEALER_TYPES
    from .creature_types import CREATURE_TYPES
    types = {"type": "array", "minItems": 1, "items": {"enum": sorted(CREATURE_TYPES)}}
    return {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
        "subtypes": types, "not_subtypes": types, "types": {"type": "array", "minItems": 1, "items": {"enum": list(DEALER_TYPES)}},
        "token": {"type": "boolean"}, "keyword": {"enum": list(KEYWORDS)}, "with_counter": {"enum": ["+1/+1", "any"]},
        "modified": {"const": True}}}


_DEALER = _dealer_schema()


def _trigger_keys() -> list:
    """Each trigger event's own keys (TRIGGER_KEYS): the others are refused, the required ones required."""
    out = []
    for event, keys in TRIGGER_KEYS.items():
        then = {"properties": {k: False for k in ("who", "step", "whose", "what", "to", "spell", "by", "combat", "you_control_no", "blocked_has", "other", "mana_value_min", "mana_value_at_least", "subtype", "another", "or_cycles", "nth_this_turn", "power_at_most", "power_at_least", "toughness_at_least", "sacrificed", "attackers_at_least", "or_copies", "on_battlefield", "during", "with_counter", "spell_is", "count", "described", "dealer", "into", "each_counter", "not_subtypes") if k not in keys}}
        required = [k for k in keys if k in ("who", "step", "you_control_no", "count", "into")]
        if required:
            then["required"] = required
        if event == "deals_damage":
            from .damage_to_you import WHO as TO_YOU_WHO  # "a creature deals damage to you" (damage_to_you.py)
            then["properties"]["who"] = {"enum": ["self", "equipped", "enchanted", "creature_you_control", *TO_YOU_WHO]}
        if "whose" in keys and event not in ("plays_spell", "beginning_of_step", "draws_second_card", "draws_card", "discards", "cycles", "sacrifices", "commits_crime"):
            then["properties"]["whose"] = {"enum": ["your", "each"]}
        if event in ("scries", "surveils"):  # only "Whenever you scry / surveil" (scry_triggers.py)
            then["properties"]["whose"] = {"enum": ["your"]}
        if event == "commits_crime":  # "Whenever you / an opponent commit(s) a crime" (crimes.py)
            then["properties"]["whose"] = {"enum": ["your", "opponent"]}
        if "first_time" not in keys:
            then["properties"]["first_time"] = False
        if event == "becomes_blocked_by":
            then["properties"]["by"] = {"const": "without_flanking"}
        if event == "becomes_target":  # ward.py
            from .ward import BY, WHO, WHOSE
            then["properties"].update({"who": {"enum": list(WHO)}, "by": {"enum": list(BY)}, "whose": {"enum": list(WHOSE)}})
        out.append({"if": {"properties": {"event": {"const": event}}, "required": ["event"]}, "then": then})
    return out


def _card() -> dict:
    card = {"type": "object", "required": ["name", "types"], "additionalProperties": False, "properties": {
        "name": IDENT, "mana_cost": {"oneOf": [COST, {"type": "null"}]},
        "types": {"type": "array", "minItems": 1, "items": {"enum": list(CARD_TYPES)}},
        "supertypes": STRLIST, "subtypes": STRLIST, "colors": {"type": "array", "items": {"enum": list(COLORS)}},
        "power": INT("power_toughness"), "toughness": INT("power_toughness"), "loyalty": INT("loyalty"),
        "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}},
        "targets": {"$ref": "#/$defs/target_specs"}, "effect": {"$ref": "#/$defs/effects"},
        "modes": {"type": "array", "minItems": 1, "items": {"type": "object", "required": ["effect"], "additionalProperties": False, "properties": {
            "text": {"type": "string"}, "targets": {"$ref": "#/$defs/target_specs"}, "effect": {"$ref": "#/$defs/effects"}}}},
        "choose": {"type": "object", "required": ["min", "max"], "additionalProperties": False,
                   "properties": {"min": INT("mode"), "max": INT("mode")}},
        "additional_cost": {"type": "object", "minProperties": 1, "additionalProperties": False,
                            "dependentRequired": {"sacrifice_count": ["sacrifice"], "or_discard": ["sacrifice"]},  # "sacrifice two creatures" (additional_costs.py)
                            "if": {"required": ["or_pay"]}, "then": {"maxProperties": 3, "anyOf": [{"required": ["sacrifice"]}, {"required": ["discard"]}, {"required": ["reveal"]}],
                                                                     "if": {"required": ["sacrifice_count"]}, "else": {"maxProperties": 2}},
                            "else": {"if": {"anyOf": [{"required": ["sacrifice_count"]}, {"required": ["or_discard"]}]}, "then": {"maxProperties": 2},
                                     "else": {"if": {"required": ["discard_random"]},  # "discard a card at random" (random_discard_costs.py)
                                              "then": {"maxProperties": 2, "required": ["discard"], "properties": {"discard": {"const": 1}}},
                                              "else": {"maxProperties": 1}}},
                            "properties": {"discard_random": {"const": True}, "sacrifice": {"oneOf": [{"enum": list(ADDITIONAL_SACRIFICE)}, {"type": "string", "pattern": "^subtype:[A-Z][A-Za-z-]*$"}]},
                                           "discard": {"oneOf": [INT("cost_discard"), {"const": "X"}]}, "life": {"oneOf": [{**INT("cost_life"), "minimum": 1}, {"const": "X"}]},
                                           "exile_from_graveyard": {"enum": ["creature"]}, "or_pay": COST,
                                           "reveal": {"type": "string", "pattern": "^subtype:[A-Z][A-Za-z-]*$"},  # reveal_costs.py
                                           # "return a land you control to its owner's hand" (return_costs.py)
                                           "return_permanents": {"type": "object", "required": ["count", "kind"], "additionalProperties": False,
                                                                 "properties": {"count": {"const": 1}, "kind": {"enum": ["land", "creature", "permanent"]}}},
                                           "sacrifice_count": {"type": "integer", "minimum": 2, "maximum": 5}, "or_discard": {"const": 1}}},
        "text": {"type": "string"}, "flip": {"$ref": "#/$defs/flip_half"}, "back": {"$ref": "#/$defs/back_face"}, "text_only": STRLIST,
        "levels": {"type": "array", "minItems": 1, "items": {  # a leveler's level symbols (2026 711.2): levelers.py
            "type": "object", "required": ["min"], "additionalProperties": False, "properties": {
                "min": {**INT("counters"), "minimum": 1}, "max": {**INT("counters"), "minimum": 1},
                "power": INT("power_toughness"), "toughness": INT("power_toughness"),
                "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}}, "text": {"type": "string"}}}},
        "prototype": {"type": "object", "required": ["mana_cost", "power", "toughness"], "additionalProperties": False,  # 2026 718.2
                      "properties": {"mana_cost": {"type": "string"}, "power": INT("power_toughness"), "toughness": INT("power_toughness")}},
        "stations": {"type": "array", "minItems": 1, "items": {  # a station card's station symbols (2026 721.2): stations.py
            "type": "object", "required": ["min"], "additionalProperties": False, "properties": {
                "min": {**INT("counters"), "minimum": 1}, "power": INT("power_toughness"), "toughness": INT("power_toughness"),
                "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}}, "text": {"type": "string"}}}}},
        "if": {"properties": {"types": {"contains": {"const": "Creature"}}}, "required": ["types"]},
        "then": {"required": ["power", "toughness"]}}
    return card


def _back_face() -> dict:
    """2026 712.8e: a transforming double-faced card's back face: its own characteristics and color
    indicator, no mana cost (double_faced.py)."""
    from .double_faced import BACK_FIELDS
    card = _card()
    return {**card, "properties": {k: card["properties"][k] for k in BACK_FIELDS}}


def _flip_half() -> dict:
    """508.1b: a flip card's alternative name, text box, type line, power and
    toughness (its color and mana cost are the card's, 508.1c)."""
    card = _card()
    props = {k: card["properties"][k] for k in FLIP_FIELDS}
    return {**card, "properties": props}


def _condition(targeted: bool = False) -> dict:
    """An intervening "if" of a triggered ability (404.3), or (targeted) the
    condition of a flip instruction, which may read the first target."""
    props = {"your_life_exactly": INT("condition_life"), "your_life_at_most": INT("condition_life"), "your_hand_empty": {"type": "boolean"},
             "your_hand_at_least": INT("condition_hand"), "you_control_no_creatures": {"type": "boolean"},
             "creatures_you_control_at_least": INT("condition_count"), "monarch": {"enum": list(MONARCH_CONDITIONS)},
             "tribute_not_paid": {"const": True}, "source_was_kicked": {"const": True}, "citys_blessing": {"type": "boolean"},
             "source_was_bargained": {"const": True}, "source_x_at_least": INT("condition_count"), "you_attacked_this_turn": {"type": "boolean"}, "a_creature_died_this_turn": {"type": "boolean"}, "its_your_turn": {"type": "boolean"},
             "card_types_in_your_graveyard_at_least": {"type": "integer", "minimum": 1, "maximum": 10}, "permanent_left_your_control_this_turn": {"type": "boolean"},
             "you_cast_noncreature_spell_this_turn": {"type": "boolean"}, "life_gained_this_turn_at_least": {"type": "integer", "minimum": 1, "maximum": 1000},
             "cards_in_your_graveyard_at_least": INT("condition_count"),
             "no_creatures_on_battlefield": {"type": "boolean"}, "you_control_no_artifacts": {"type": "boolean"}}
    props["your_hand_exactly"] = INT("condition_hand")  # "if you have exactly seven cards in hand"
    props["active_hand_at_most"] = INT("condition_hand")  # "if that player has two or fewer cards in hand" (a player's step)
    props["your_life_at_least"] = INT("condition_life")  # "if you have 40 or more life" (Felidar Sovereign)
    props["source_tapped"] = {"type": "boolean"}  # "if this land is tapped" (storage_counters.py)
    props["source_echo_due"] = {"const": True}  # echo's "if this came under your control since the beginning of your last upkeep" (echo.py)
    props["source_is_enchantment"] = {"type": "boolean"}  # "if this permanent is an enchantment" (source_types.py)
    props["source_was_cast"] = {"enum": ["anywhere", "hand"]}  # "if you cast it [from your hand]" (cast_it.py)
    props["initiative"] = {"const": "you"}  # "if you have the initiative" (2026 726: initiative.py)
    from .board_life_conditions import schema_properties as board_life_properties
    props.update(board_life_properties())  # ferocious, coven, "if you gained life this turn" ... (board_life_conditions.py)
    if targeted:
        props["target_hand_empty"] = {"type": "boolean"}
    return {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False, "properties": props}


def _token() -> dict:
    """A token's characteristics (216.1): a card without a required name."""
    token = _card()
    xx = {"oneOf": [INT("power_toughness"), {"const": "X"}]}  # "an X/X token": the spell's X (107.3a)
    return {**token, "required": ["types"], "properties": {**token["properties"], "power": xx, "toughness": xx}}


def _actions() -> dict:
    action_props = {
        "type": {"enum": list(ACTION_TYPES)}, "player": IDENT, "note": {"type": "string"}, "object": IDENT,
        "targets": {"type": "array", "items": IDENT}, "ability": INT("ability"),
        "x": INT("x"), "mode": INT("mode"),
        "pay": {"type": "object", "additionalProperties": False, "properties": {
            "sacrifice": {"type": "array", "items": IDENT}, "discard": {"type": "array", "items": IDENT},
            "tap": {"type": "array", "items": IDENT},
            "convoke": {"type": "array", "items": IDENT}, "delve": {"type": "array", "items": IDENT}, "improvise": {"type": "array", "items": IDENT}, "crew": {"type": "array", "items": IDENT}, "buyback": {"type": "boolean"}, "warp": {"type": "boolean"}, "prototype": {"type": "boolean"}, "alternative": {"enum": list(ALTERNATIVE_KEYWORDS)}, "return": {"type": "array", "items": IDENT}, "exile": {"type": "array", "items": IDENT}, "reveal": {"type": "array", "items": IDENT}, "offspring": {"type": "boolean"}, "squad": INT("squad_times"), "replicate": INT("replicate_times"), "remove_counters": INT("counters"),
            "casualty": {"type": "array", "items": IDENT}, "conspire": {"type": "array", "items": IDENT}, "splice": {"type": "array", "items": IDENT},
            "assist": {"type": "object", "required": ["player", "amount"], "additionalProperties": False,
                       "properties": {"player": {"type": "string", "minLength": 1}, "amount": INT("amount")}},
            "bargain": IDENT, "gift": {"type": "string", "minLength": 1},
            "remove_from": IDENT,  # "Remove a +1/+1 counter from a creature you control" (creature_counter_costs.py)
            "mana": {"type": "object", "additionalProperties": False, "properties": {k: INT("pay_mana") for k in MANA_KEYS}}}},
        "face_down": {"type": "boolean"}, "kicked": {"oneOf": [{"type": "boolean"}, INT("kick_times")]}, "choice": IDENT, "awaken": {"type": "boolean"},
        "modes": {"type": "array", "items": INT("mode")},
        "divide": {"type": "array", "minItems": 1, "items": {"type": "integer", "minimum": 1, "maximum": 1000}},  # divided_damage.py
        "mana_abilities": {"type": "array", "items": {"type": "object", "required": ["object"], "additionalProperties": False, "properties": {
            "object": IDENT, "ability": INT("ability"), "choice": {"enum": list(MANA_KEYS)}, "pay": {"type": "object"}}}},
        "attackers": {"type": "array", "items": IDENT},
        "attacking": {"type": "object", "additionalProperties": IDENT},
        "blocks": {"type": "array", "items": {"type": "object", "required": ["blocker", "attacker"], "additionalProperties": False,
                                                "properties": {"blocker": IDENT, "attacker": IDENT}}},
        "assignments": {"type": "array", "items": {"type": "object", "required": ["source", "to", "amount"], "additionalProperties": False,
                                                     "properties": {"source": IDENT, "to": IDENT, "amount": INT("assigned")}}},
        "trigger_targets": {"type": "object", "additionalProperties": {"oneOf": [{"type": "array", "items": IDENT},
                                                                               {"type": "array", "minItems": 1, "items": {"type": "array", "items": IDENT}}]}},
        "trigger_order": {"type": "array", "items": IDENT},
        "replacement_order": {"type": "array", "items": IDENT},
        "legend_keep": {"type": "array", "items": IDENT},
        "discard": {"type": "array", "items": IDENT},
        "step": {"enum": list(STEP_NAMES)}, "phase": {"enum": list(PHASES)},
        "copy_targets": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "array", "items": IDENT}}},
        "choices": {"type": "object", "additionalProperties": {
            "type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
                **CHOSEN["properties"], "cards": {"type": "array", "items": IDENT}, "dredge": {"type": "boolean"}, "source": IDENT,
                "pay_life": {"type": "boolean"}, "reveal": IDENT,
                "top": {"type": "array", "items": IDENT}, "search": {"type": "boolean"}, "bottom": {"type": "array", "items": IDENT},
                "untap": {"type": "boolean"}, "unleash": {"type": "boolean"},
                "pays": {"type": "boolean"}, "may": {"type": "boolean"},
                "put_rest": {"type": "boolean"},  # a dig's "If you don't put the card into your hand, you may put it ..."
                "proliferate": {"type": "array", "items": IDENT}, "riot": {"type": "boolean"}, "fabricate": {"type": "boolean"}, "endure": {"type": "boolean"},
                "modes": {"type": "array", "items": INT("mode")},
                "devour": {"type": "array", "items": IDENT}, "amplify": {"type": "array", "items": IDENT},
                "sacrifice": {"type": "array", "items": IDENT}, "tribute": {"type": "boolean"},
                "tribute_by": {"type": "string", "minLength": 1},
                "exploit": IDENT, "enlist": IDENT, "madness": {"type": "boolean"}, "miracle": {"type": "boolean"}, "cipher": IDENT, "exert": {"type": "boolean"},
                "flip": {"enum": ["won", "lost"]}, "roll": INT("die_result"), "piles": {"type": "array", "items": IDENT},
                "card_name": {"type": "string", "minLength": 1}, "mana": {"type": "string", "minLength": 1},
                "ring_bearer": IDENT, "enchant": IDENT, "learn": {"type": "array", "items": IDENT}, "blight": IDENT,
                "pair_with": IDENT}}},
    }
    action_props["mana_abilities"]["items"]["properties"]["pay"] = action_props["pay"]  # a mana ability's other costs
    # an edict (effects/edict.py): each player's creature, by the player's name
    action_props["choices"]["additionalProperties"]["properties"]["sacrifices"] = {"type": "object", "additionalProperties": {
        "anyOf": [IDENT, {"type": "array", "minItems": 1, "items": IDENT}]}}  # a list: "two creatures of their choice"
    action_props["choices"]["additionalProperties"]["properties"]["payers"] = {"type": "array", "items": IDENT}  # "unless they pay {2}"
    action_props["choices"]["additionalProperties"]["properties"]["energy"] = {"type": "integer", "minimum": 0, "maximum": 1000}  # energy_payment.py
    action_props["choices"]["additionalProperties"]["properties"]["basic_land_type"] = {"enum": list(BASIC_LAND_MANA)}  # effects/type_changes.py
    action_props["choices"]["additionalProperties"]["properties"]["colors"] = {  # effects/colors_of_choice.py
        "type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(COLORS)}}
    action_props["choices"]["additionalProperties"]["properties"]["chosen_number"] = {"type": "integer", "minimum": 0, "maximum": 1000}  # effects/chosen_number.py
    action_props["choices"]["additionalProperties"]["properties"]["chosen_permanent"] = IDENT  # effects/chosen_permanent.py
    action_props["choices"]["additionalProperties"]["properties"]["chosen_one"] = IDENT  # effects/one_of_two.py
    action_props["choices"]["additionalProperties"]["properties"]["chosen_ability"] = {"type": "integer", "minimum": 0, "maximum": 9}  # effects/ability_choice.py
    action_props["choices"]["additionalProperties"]["properties"]["chosen_pump"] = {"type": "integer", "minimum": 0, "maximum": 9}  # effects/ability_choice.py
    action_props["choices"]["additionalProperties"]["properties"]["chosen_player"] = IDENT  # effects/chosen_player.py
    action_props["choices"]["additionalProperties"]["properties"]["search_library"] = {"type": "boolean"}  # search_library_and_graveyard.py
    action_props["choices"]["additionalProperties"]["properties"]["dungeon"] = {"type": "string", "minLength": 1}  # dungeons.py (701.49a)
    action_props["choices"]["additionalProperties"]["properties"]["room"] = {"type": "string", "minLength": 1}  # dungeons.py (701.49b)
    action_props["choices"]["additionalProperties"]["properties"]["untap_only"] = {"type": "array", "items": IDENT}  # untap_limits.py
    action_props["choices"]["additionalProperties"]["properties"]["onto_battlefield"] = IDENT  # Cultivate (effects/library.py)
    action_props["choices"]["additionalProperties"]["properties"]["chosen_permanents"] = {  # effects/chosen_permanent.py
        "type": "object", "additionalProperties": IDENT}
    action_props["choices"]["additionalProperties"]["properties"]["reveals"] = {"type": "array", "items": IDENT}  # reveal_hand's `reveals` (effects/hand.py)
    action_variants = []
    for t, fields in ACTION_FIELDS.items():
        props = {k: action_props[k] for k in COMMON_ACTION_FIELDS + fields}
        props["type"] = {"const": t}
        req = ["type", "player"] + (["object"] if "object" in fields else [])
        variant = {"type": "object", "required": req, "additionalProperties": False, "properties": props}
        if t == "pass_until":  # the step or the phase, exactly one of them
            variant["oneOf"] = [{"required": ["step"], "not": {"required": ["phase"]}}, {"required": ["phase"], "not": {"required": ["step"]}}]
        action_variants.append(variant)
    return {"oneOf": action_variants}


def _expect() -> dict:
    """The `expect` block (expectations.py): the ruling the judge expects."""
    named = {"type": "object", "propertyNames": {"minLength": 1, "pattern": r"\S"}}
    return {"type": "object", "additionalProperties": False, "properties": {
        "life": {**named, "additionalProperties": INT("life")},
        "zones": {**named, "additionalProperties": {"enum": list(EXPECT_ZONES)}},
        "power_toughness": {**named, "additionalProperties": {
            "type": "object", "minProperties": 1, "additionalProperties": False,
            "properties": {"power": INT("power_toughness"), "toughness": INT("power_toughness")}}},
        "counters": {**named, "additionalProperties": {
            "type": "object", "additionalProperties": False, "properties": {k: INT("counters") for k in COUNTER_KINDS}}},
        "winner": {"oneOf": [IDENT, {"type": "null"}]},
        "lost": {"type": "array", "items": IDENT},
        "refused": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": MAX_ACTIONS}},
    }}


def _in_format2(node, prop: str | None = None):
    """A part of the format 1 schema in format 2's words (scenario.format2):
    property names, the words each property allows, and $refs to format 2's
    own definitions."""
    if isinstance(node, list):
        return [_in_format2(n, prop) for n in node]
    if not isinstance(node, dict):
        return node
    words = format2.VALUE_WORDS.get(prop, {})
    out = {}
    for k, v in node.items():
        if k == "properties" and isinstance(v, dict):
            out[k] = {format2.KEY_WORDS.get(name, name): (sub if name == "expect" else _in_format2(sub, name)) for name, sub in v.items()}
        elif k == "required" and isinstance(v, list):
            out[k] = [format2.KEY_WORDS.get(name, name) for name in v]
        elif k == "enum" and words:
            out[k] = [words.get(w, w) if isinstance(w, str) else w for w in v]
        elif k == "const" and words and isinstance(v, str):
            out[k] = words.get(v, v)
        elif k == "$ref" and isinstance(v, str) and v.startswith("#/$defs/"):
            out[k] = v + "_2"
        else:
            out[k] = _in_format2(v, prop)
    return out


def build_schema() -> dict:
    format1 = {
      "type": "object", "additionalProperties": False,
      "required": ["format", "name", "players", "turn", "objects", "actions"],
      "properties": {
        "format": {"const": 1}, "rules": {"enum": list(RULES_EDITIONS)}, "name": IDENT, "question": {"type": "string"}, "description": {"type": "string"},
        "players": {"type": "array", "minItems": 2, "maxItems": 8, "items": {"type": "object", "required": ["name"], "additionalProperties": False,
            "properties": {"name": IDENT, "life": INT("life"), "poison": INT("poison"), "energy": INT("poison"), "monarch": {"type": "boolean"}, "initiative": {"type": "boolean"}, "dealt_damage_this_turn": {"type": "boolean"}, "attacked_this_turn": {"type": "boolean"},
                           "cards_drawn_this_turn": INT("cards_drawn_this_turn"), "speed": INT("speed"),
                           "spells_cast_this_turn": INT("spells_cast_this_turn"), "spells_cast_last_turn": INT("spells_cast_this_turn"),
                           "mana_spent_on_spells_this_turn": INT("spells_cast_this_turn"),
                           "gained_life_this_turn": {"oneOf": [{"type": "boolean"}, {"type": "integer", "minimum": 1, "maximum": BOUNDS["life"][1]}]},
                           "lost_life_this_turn": {"type": "boolean"}, "permanent_left_this_turn": {"type": "boolean"},
                           "lost_life_last_turn": {"type": "boolean"},  # "if you lost life last turn" (lost_life_last_turn.py)
                           "noncreature_spells_cast_this_turn": {"type": "integer", "minimum": 0, "maximum": 100},
                           # the player's commander, or a pair of partners (2026 903.3, 702.124c): commander.py
                           "commander": {"oneOf": [IDENT, {"type": "array", "items": IDENT, "minItems": 1, "maxItems": 2, "uniqueItems": True}]}}}},
        "turn": {"type": "object", "required": ["active_player", "phase"], "additionalProperties": False, "properties": {
            "number": INT("turn_number"), "active_player": IDENT, "priority_player": IDENT,
            "spells_played": INT("spells_played"), "creatures_died": INT("creatures_died"), "day_night": {"enum": ["day", "night"]}, "creatures_died_of_subtype": {"type": "object", "additionalProperties": INT("creatures_died")},
            "phase": {"enum": list(PHASES)}, "step": {"enum": list(STEP_NAMES) + [None]}}},
        "objects": {"type": "array", "maxItems": MAX_OBJECTS, "items": {"type": "object", "required": ["id", "card", "owner", "zone"], "additionalProperties": False, "properties": {
            "id": IDENT, "card": {"oneOf": [{"type": "string", "minLength": 1}, {"$ref": "#/$defs/card"}]},
            "owner": IDENT, "controller": IDENT, "zone": {"enum": list(ZONES) + ["outside_the_game"]}, "tapped": {"type": "boolean"},
            "begin_on_battlefield": {"type": "boolean"}, "reveal_from_opening_hand": {"type": "boolean"},
            "damage": INT("damage"), "arrived_this_turn": {"type": "boolean"}, "under_control_since_last_upkeep": {"type": "boolean"}, "face_down": {"type": "boolean"},
            "entered_this_turn": {"type": "boolean"},
            "token": {"type": "boolean"}, "chosen": CHOSEN, "flipped": {"type": "boolean"}, "transformed": {"type": "boolean"}, "paired_with": IDENT,
            "attached_to": IDENT, "attacking": {"type": "boolean"}, "attacking_planeswalker": IDENT, "blocking": IDENT,
            "counters": {"type": "object", "additionalProperties": False,
                "properties": {"+1/+1": INT("counters"), "-1/-1": INT("counters"), "time": INT("counters"), "loyalty": INT("counters"),
                               "age": INT("counters"), "fade": INT("counters"), "shield": INT("counters"), "stun": INT("counters"),
                               "spore": INT("counters"), "oil": INT("counters"), "storage": INT("counters"), "depletion": INT("counters"),
                               "level": INT("counters"), "lore": INT("counters"), "charge": INT("counters"),
                               "finality": INT("counters"), **{k: INT("counters") for k in NAMED_KINDS}, **{k: INT("counters") for k in PT_KINDS}}}}}},
        "actions": {"type": "array", "maxItems": MAX_ACTIONS, "items": {"$ref": "#/$defs/action"}},
        "expect": {"$ref": "#/$defs/expect"},
      },
    }
    defs = {
        "card": _card(), "ability": _ability(), "token": _token(), "flip_half": _flip_half(), "back_face": _back_face(), "condition": _condition(), "instruction_condition": _condition(targeted=True),
        "effects": _effects(),
        "target_specs": {"type": "array", "items": {"oneOf": [{"enum": list(TARGET_SPECS)}, TARGET_FILTER]}},
        "target_filter": _target_filter(),  # written once, referred to wherever a target filter is allowed
        "action": _actions(), "expect": _expect(),
    }
    format2_doc = _in_format2(format1)
    format2_doc["properties"]["format"] = {"const": 2}
    format2_doc["properties"]["expect"] = {"$ref": "#/$defs/expect_2"}
    defs2 = {f"{name}_2": _in_format2(d) for name, d in defs.items()}
    defs2["expect_2"] = _in_format2(_expect())
    defs2["expect_2"]["properties"]["zones"]["additionalProperties"]["enum"] = [
        format2.ZONES.get(z, z) for z in EXPECT_ZONES]
    return {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://judge-rulings-assistant.example/rulings/engine/scenario.schema.json",
      "title": "Judge Rulings Assistant scenario (format 1 or format 2)",
      "description": "A situation for the rules engine to play out under the February 2007 or the June 2026 Comprehensive Rules. Format 1 speaks the 2007 rules' words, format 2 today's (battlefield, exile, cast_spell, enters_the_battlefield...). Documentation: SCENARIO_FORMAT.md. The engine's load_scenario is the authoritative validator (it also checks cross-references, e.g. that every target names an object or player).",
      "if": {"type": "object", "properties": {"format": {"const": 2}}, "required": ["format"]},
      "then": {"$ref": "#/$defs/format_2"},
      "else": {"$ref": "#/$defs/format_1"},
      "$defs": {"format_1": format1, "format_2": format2_doc, **defs, **defs2},
    }


def _spell_cost() -> dict:
    """A cost increase or reduction (spell_costs.py: 409.1f; 2026 601.2f)."""
    from . import spell_costs as sc
    from . import target_filter as tf
    amount = {"type": "integer", "minimum": sc.AMOUNT_RANGE[0], "maximum": sc.AMOUNT_RANGE[1]}
    spells = {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
        "types": {"type": "array", "minItems": 1, "items": {"enum": list(tf.CARD_TYPES)}},
        "not_types": {"type": "array", "minItems": 1, "items": {"enum": list(tf.CARD_TYPES)}},
        "subtypes": STRLIST | {"minItems": 1}, "colors": {"type": "array", "minItems": 1, "items": {"enum": list(tf.COLORS)}},
        "color_kind": {"enum": list(tf.COLOR_KINDS)}}}  # "Colorless spells you cast", "Multicolored spells"
    from .cost_counts import KINDS as COST_KINDS  # "if you've cast another spell this turn": a count of cost_counts.py too
    condition = {**CHARACTERISTIC_COUNT, "required": ["count", "at_least"], "properties": {
        **CHARACTERISTIC_COUNT["properties"], "count": {"enum": list(dict.fromkeys(list(CHARACTERISTIC_COUNTS) + list(COST_KINDS)))}, "at_least": {"type": "integer", "minimum": sc.AT_LEAST_RANGE[0], "maximum": sc.AT_LEAST_RANGE[1]}}}
    return {"type": "object", "required": ["spells"], "additionalProperties": False, "properties": {
        "less": amount, "more": amount, "spells": {"oneOf": [{"enum": ["self", "any"]}, spells]}, "caster": {"enum": list(sc.CASTERS)}, "targeting_source": {"const": True},
        "during": {"enum": list(sc.DURING)},  # "During turns other than yours, spells you cast cost {1} less"
        "nth_spell_this_turn": {"type": "integer", "minimum": sc.NTH_RANGE[0], "maximum": sc.NTH_RANGE[1]},  # "The second spell you cast each turn"
        "more_mana": {"type": "string", "pattern": r"^(\{[WUBRG]\}){1,3}$"},  # "Black spells you cast cost {B} more" (colored_cost_increases.py)
        "for_each": _for_each_cost(), "if": condition, "if_targets": TARGET_FILTER, "if_you_control": TARGET_FILTER},
        "oneOf": [{"required": ["less"]}, {"required": ["more"]}, {"required": ["more_mana"]}]}


def _for_each_cost() -> dict:
    """A spell's own reduction counts what a characteristic-defining ability does, or a count of cost_counts.py."""
    from .cost_counts import KINDS
    return {"oneOf": [CHARACTERISTIC_COUNT, {"type": "object", "required": ["count"], "additionalProperties": False,
                                             "properties": {"count": {"enum": list(KINDS)}}}]}


#: a target filter (target_filter.py), defined once in the schema's $defs
TARGET_FILTER = {"$ref": "#/$defs/target_filter"}
#: an instruction's "if_target_is" / "unless_target_is": a quality of its target as it resolves (target_quality.py)
TARGET_QUALITY = {"type": "object", "required": ["target", "filter"], "additionalProperties": False,
                  "properties": {"target": {"type": "string", "pattern": "^target:[0-9]+$"}, "filter": TARGET_FILTER}}


def _target_filter() -> dict:
    """A target described by its fields (target_filter: "target artifact or enchantment")."""
    from . import target_filter as tf
    types = {"type": "array", "minItems": 1, "items": {"enum": list(tf.CARD_TYPES)}}
    colors = {"type": "array", "minItems": 1, "items": {"enum": list(tf.COLORS)}}
    bound = {"type": "integer", "minimum": tf.BOUND_RANGE[0], "maximum": tf.BOUND_RANGE[1]}
    bound = {"oneOf": [bound, {"const": "X"}]}  # "with mana value X": the announced X (target_filter.with_x)
    schema = {"type": "object", "additionalProperties": False, "properties": {
        "types": types, "all_types": types, "not_types": types, "subtypes": STRLIST | {"minItems": 1},
        "colors": colors, "not_colors": colors, "controller": {"enum": list(tf.WHO)}, "owner": {"enum": list(tf.WHO)},
        "tapped": {"type": "boolean"}, "combat": {"enum": list(tf.COMBAT)},
        "keyword": {"enum": list(KEYWORDS)}, "not_keyword": {"enum": list(KEYWORDS)},
        **{k: bound for k in tf.BOUNDS}, "zone": {"enum": list(tf.ZONES)}, "player": {"enum": list(tf.PLAYERS)},
        "other": {"type": "boolean"}, "up_to": {"const": True}, "power_less_than_source": {"const": True},
        "in_combat_with_source": {"enum": list(tf.IN_COMBAT_WITH_SOURCE)},  # "target creature blocking this creature"
        "x_targets": {"const": True},  # "X target ..." (x_targets.py)
        "chosen": {"type": "object", "minProperties": 1, "additionalProperties": False,  # effects/chosen_value.py
                   "properties": {"creature_type": {"enum": ["of", "not_of"]}, "color": {"enum": ["of", "not_of"]}}},
        "supertypes": {"type": "array", "minItems": 1, "items": {"enum": list(tf.SUPERTYPES)}},  # 2026 702.6c
        "not_supertypes": {"type": "array", "minItems": 1, "items": {"enum": list(tf.SUPERTYPES)}},
        "dealt_damage_this_turn": {"const": True},  # "nonbasic", 2026 205.4c
        "single_graveyard": {"const": True},
        "not_subtypes": STRLIST | {"minItems": 1},  # "target non-Angel creature you control"
        "distinct": {"const": True}, "not_an_earlier_target": {"const": True}}}  # "two target artifacts": one word "target" (targets.one_word)  # "target cards from a single graveyard" (targets.mixed_graveyards)
    alternative = {"type": "object", "minProperties": 1, "additionalProperties": False,  # "artifact or creature with flying"
                   "properties": {k: v for k, v in schema["properties"].items() if k in tf.ANY_OF_FIELDS}}
    schema["properties"]["any_of"] = {"type": "array", "minItems": 2, "items": alternative}
    schema["properties"]["same_controller"] = {"const": True}  # "two target creatures controlled by the same player" (same_controller.py)
    schema["properties"]["graveyard_of_player_target"] = {"const": True}  # "from their graveyard" (graveyard_cards_shuffled.py)
    schema["properties"]["or_spell"] = {"const": True}  # "target spell or creature" (spell_or_permanent.py)
    schema["properties"]["token"] = {"type": "boolean"}  # "target token you control" (target_filter.py)
    schema["properties"]["color_kind"] = {"enum": list(tf.COLOR_KINDS)}  # "target multicolored spell" (target_filter.py)
    schema["properties"]["that_targets"] = {"type": "object"}  # "target spell that targets you" (that_targets.py)
    schema["properties"]["entered_this_turn"] = {"const": True}  # "target creature that entered this turn" (power_up.py)
    schema["properties"]["named"] = {"type": "string", "minLength": 1, "pattern": r"\S"}  # "each other creature you control named Charmed Stray" (named_filter.py)
    return schema


def schema_text() -> str:
    return json.dumps(build_schema(), indent=1) + "\n"


def _activation_cost() -> dict:
    """An activated ability's own "This ability costs {N} less / more to activate for each ... / if ..."."""
    from .activation_cost_changes import AMOUNT_RANGE, AT_LEAST_RANGE, COUNTS
    from .source_counters import KINDS as COUNTER_KINDS
    n = {"type": "integer", "minimum": AMOUNT_RANGE[0], "maximum": AMOUNT_RANGE[1]}
    from .activation_cost_changes import OWN_COUNTS
    count = {"count": {"enum": [*COUNTS, *OWN_COUNTS, *COUNTER_KINDS]}, "filter": {"type": "object"}}
    return {"type": "object", "additionalProperties": False, "minProperties": 2, "maxProperties": 2,
            "properties": {"less": n, "more": n,
                           "for_each": {"type": "object", "required": ["count"], "additionalProperties": False, "properties": count},
                           "if": {"type": "object", "required": ["count", "at_least"], "additionalProperties": False,
                                  "properties": {**count, "at_least": {"type": "integer", "minimum": AT_LEAST_RANGE[0],
                                                                       "maximum": AT_LEAST_RANGE[1]}}}},
            "oneOf": [{"required": ["less"]}, {"required": ["more"]}]}


def _activation_limits() -> dict:
    """ "Activate no more than twice each turn", "Activate only if you control ...",
    "Any player may activate this ability" (403.2-403.3; 2026 602.2, 602.5b): activation_limits.py."""
    from .activation_limits import FROM_STATIC, ONLY_WHILE, TIMES_RANGE
    from .scenario.cards import STATIC_WHILE
    kinds = {**{k: STATIC_WHILE[k] for k in FROM_STATIC}, **ONLY_WHILE}
    schema = {"integer": INT("condition_count"), "string": IDENT, "true": {"const": True},
              "strings": {"type": "array", "minItems": 1, "items": IDENT}}
    return {"times_each_turn": {"type": "integer", "minimum": TIMES_RANGE[0], "maximum": TIMES_RANGE[1]},
            "any_player": {"type": "boolean"},
            "only_once": {"type": "boolean"}, "power_up": {"const": True},  # "Activate only once."; power-up (power_up.py)
            "exhaust": {"const": True}, "boast": {"const": True}, "reinforce": {"const": True},  # 2026 702.177a, 702.142a, 702.77a
            "activation_cost": _activation_cost(),  # "This ability costs {1} less to activate for each ..." (activation_cost_changes.py)
            "only_while": {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
                           "properties": {k: schema[kind] for k, kind in kinds.items()}}}


if __name__ == "__main__":
    SCHEMA_PATH.write_text(schema_text())

