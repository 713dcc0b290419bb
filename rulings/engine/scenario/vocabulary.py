"""The words of the scenario format (SCENARIO_FORMAT.md): what each field may
say. The builder, the validator and the JSON Schema read them from here."""
from __future__ import annotations

from pathlib import Path

from ..actions import ACTION_TYPES  # noqa: F401  (part of the vocabulary)
from ..editions import EDITIONS
from ..effects import EFFECT_KINDS  # noqa: F401
from ..protection import QUALITIES as PROTECTION_QUALITIES  # noqa: F401
from ..state import PHASES, STEPS_OF_PHASE, ZONES  # noqa: F401
from ..targets import TARGET_SPECS  # noqa: F401

ENGINE_DIR = Path(__file__).resolve().parent.parent
SCENARIO_DIR = ENGINE_DIR / "scenarios"
SCHEMA_PATH = ENGINE_DIR / "scenario.schema.json"

RULES_EDITIONS = tuple(EDITIONS)  # a scenario's "rules": the edition it is played under
CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery")
COLORS = ("white", "blue", "black", "red", "green")
KEYWORDS = ("flying", "haste", "defender", "first_strike", "double_strike", "protection", "equip", "trample", "morph", "enchant", "suspend", "storm",
            "deathtouch", "lifelink", "dredge", "vigilance", "fear", "shadow", "landwalk", "flash", "split_second",
            "indestructible", "reach", "menace", "hexproof", "shroud", "flashback", "kicker", "infect", "wither",
            "unblockable", "cant_block", "cant_attack", "cant_be_countered",
            "prowess", "exalted", "bushido", "flanking", "rampage", "renown",  # triggered abilities (702.108, 702.83, 702.45, 702.25, 702.23, 702.112)
            "horsemanship", "intimidate", "skulk", "changeling", "devoid", "block_only_flying", "cant_be_blocked_by_power",
            "cant_be_blocked_by_more_than_one", "cant_attack_alone", "cant_block_alone", "cant_attack_unless",
            "attacks_each_combat", "doesnt_untap", "may_not_untap",
            "cant_be_blocked_by_lesser_power", "cant_be_blocked_except_by_three_or_more", "cant_block_power", "cant_activate",
            "lure", "must_be_blocked", "blocks_each_combat", "unleash",
            "cant_be_blocked_by")
# partner abilities (2026 702.124, Commander deck construction: nothing in a game) and toxic (702.164)
KEYWORDS += ("partner", "choose_a_background", "doctors_companion", "toxic")
KEYWORDS += ("can_be_your_commander",)  # "~ can be your commander." (2026 903.3a, deck construction: nothing in a game): commander.py
KEYWORDS += ("convoke", "affinity_for_artifacts")  # 502.46, 502.31 (2026 702.51, 702.41): cost_reduction.py
KEYWORDS += ("delve", "improvise")  # 702.66, 702.126 (2026): cost_reduction.py
KEYWORDS += ("crew",)  # 702.122 (2026): vehicles.py, with "count": N
KEYWORDS += ("buyback",)  # 502.16a (2026 702.27a), with "cost": buyback.py
KEYWORDS += ("evolve",)  # 702.100 (2026): evolve.py
KEYWORDS += ("soulbond",)  # 702.95 (2026): soulbond.py
KEYWORDS += ("station",)  # 702.184 (2026): stations.py
KEYWORDS += ("cant_block_unless",)  # "This creature can't block unless you control a Vampire", with "if": a condition (combat.py)
KEYWORDS += ("affinity_for_creatures", "affinity_for_enchantments", "affinity_for_equipment")  # 502.31a / 702.41a
from ..cost_reduction import AFFINITY as _AFFINITY  # noqa: E402
KEYWORDS += tuple(k for k in _AFFINITY if k not in KEYWORDS)  # 502.31a / 702.41a: affinity for a subtype, for planeswalkers
KEYWORDS += ("entwine", "escalate")  # 502.32 / 702.42, 702.120 (2026): mode_costs.py, with "cost"
KEYWORDS += ("awaken",)  # 702.113 (2026): awaken.py, with "count" and "cost"
KEYWORDS += ("multikicker",)  # 2026 702.33c, with "cost": kicker.py
KEYWORDS += ("persist", "undying")  # 702.79, 702.93 (2026): dies triggers the engine writes itself
KEYWORDS += ("cascade", "rebound")  # 702.85, 702.88 (2026 only): cascade.py, rebound.py
KEYWORDS += ("warp",)  # 702.185 (2026 only), with "cost": warp.py
KEYWORDS += ("assigns_damage_by_toughness", "assigns_damage_by_greater_toughness")  # "rather than its power": toughness_damage.py
KEYWORDS += ("plot",)  # 702.170 (2026 only), with "cost": plot.py
KEYWORDS += ("foretell",)  # 702.143 (2026 only), with "cost": foretell.py
KEYWORDS += ("miracle",)  # 702.94 (2026 only), with "cost": miracle.py
KEYWORDS += ("battle_cry", "dethrone", "afflict", "riot", "fabricate",  # 702.91, 702.105, 702.130, 702.136, 702.123 (2026)
             "echo", "bloodthirst", "modular")  # 502.19 / 702.30, 502.50 / 702.54, 502.35 / 702.43
KEYWORDS += ("ward",)  # 702.21 (2026), with "cost" (mana), "life" or "discard": ward.py
KEYWORDS += ("you_have_hexproof", "you_have_shroud")  # "You have hexproof / shroud" (2026 702.11c, 702.18a): player_hexproof.py
KEYWORDS += ("retrace", "jump_start")  # 702.81, 702.133 (2026): graveyard_casting.py
KEYWORDS += ("unearth",)  # 702.84 (2026), with "cost": unearth.py
KEYWORDS += ("madness", "sunburst", "assist", "casualty", "conspire", "bestow", "cipher")  # 502.24a / 702.35a, with "cost": madness.py
KEYWORDS += ("dash", "blitz")  # 702.109, 702.152 (2026), with "cost": alternative_costs.py
KEYWORDS += ("ninjutsu",)  # 502.43 (2026 702.49), with "cost": ninjutsu.py
KEYWORDS += ("escape", "escapes_with")  # 702.138 (2026), with "cost" and "count" (the other graveyard cards exiled): graveyard_casting.py
KEYWORDS += ("evoke", "surge", "spectacle")  # 702.74 (2026), with "cost": alternative_costs.py
KEYWORDS += ("alternative_cost",)  # 409.1b / 118.9: "You may pay [cost] rather than pay this spell's mana cost" (alternative_costs.py)
KEYWORDS += ("soulshift", "afterlife", "ingest", "cumulative_upkeep")  # 502.39 / 702.46, 702.135, 702.115, 502.13 / 702.24
KEYWORDS += ("fading", "vanishing")  # 502.20 / 702.32, 502.60 / 702.63
KEYWORDS += ("mentor",)  # 702.134 (2026)
KEYWORDS += ("devour",)  # 702.82 (2026): devour.py, with "count"
KEYWORDS += ("extort",)  # 702.101 (2026)
KEYWORDS += ("mobilize",)  # 702.181 (2026), with "count"
KEYWORDS += ("training",)  # 702.149 (2026)
KEYWORDS += ("graft",)  # 502.54 / 702.58, with "count"
KEYWORDS += ("amplify",)  # 502.27 / 702.38, with "count": amplify.py
KEYWORDS += ("annihilator",)  # 702.86 (2026), with "count"
KEYWORDS += ("tribute",)  # 702.104 (2026), with "count": tribute.py
KEYWORDS += ("undaunted",)  # 702.125 (2026): cost_reduction.py
KEYWORDS += ("backup",)  # 702.165 (2026), with "count" and "grants" (the abilities printed below it)
KEYWORDS += ("offspring", "squad")  # 702.175, 702.157 (2026), with "cost": offspring.py
KEYWORDS += ("myriad",)  # 702.116 (2026): myriad.py
KEYWORDS += ("umbra_armor",)  # 702.89 (2026): umbra_armor.py
KEYWORDS += ("exploit",)  # 702.110 (2026): exploit.py
KEYWORDS += ("splice",)  # 502.40 / 702.47, with "cost" and "onto" ("Arcane" or "instant_or_sorcery"): splice.py
KEYWORDS += ("emerge",)  # 702.119 (2026 only), with "cost": emerge.py
KEYWORDS += ("overload",)  # 702.96 (2026 only), with "cost" and "effect" (its changed text's instructions): overload.py
KEYWORDS += ("champion",)  # 702.72 (2026): champion.py, with "what": {"types" or "subtypes": [...]}
KEYWORDS += ("saddle",)  # 702.171 (2026): saddle.py, with "count": N
KEYWORDS += ("provoke",)  # 502.29 / 702.39: provoke.py
KEYWORDS += ("ascend",)  # 702.131 (2026): ascend.py
KEYWORDS += ("enlist",)  # 702.154 (2026): enlist.py
KEYWORDS += ("start_your_engines",)  # 702.179 (2026): speed.py
KEYWORDS += ("melee",)  # 702.121 (2026): melee.py
KEYWORDS += ("increment",)  # 702.191 (2026): increment.py
KEYWORDS += ("bargain",)  # 702.166 (2026): bargain.py
KEYWORDS += ("gift",)  # 702.174 (2026), with "what": gift.py
KEYWORDS += tuple("hexproof_from_" + q for q in ("white", "blue", "black", "red", "green", "artifact", "creature", "enchantment", "instant", "land", "sorcery", "monocolored"))  # 702.11d (2026): hexproof_from.py
KEYWORDS += ("assign_as_though_unblocked",)  # "as though it weren't blocked" (2007 310.2b; 2026 510.1b): as_though_unblocked.py
KEYWORDS += ("firebending",)  # 702.189 (2026), with "count": firebending.py
KEYWORDS += ("cast_only",)  # "Cast this spell only during combat", with "what" (a time): casting_restrictions.py (601.3; 2007 408.1a)
KEYWORDS += ("players_cant_gain_life", "opponents_cant_gain_life")  # "Players can't gain life" (2007 103.2; 2026 119.7): cant_gain_life.py
KEYWORDS += ("each_player_one_spell_each_turn", "you_one_spell_each_turn", "opponents_one_spell_each_turn")  # "can't cast more than one spell each turn": casting_restrictions.py
KEYWORDS += ("chosen_name_cant_be_cast", "chosen_name_cant_activate", "chosen_name_cant_activate_nonmana")  # "Spells with the chosen name can't be cast" (Meddling Mage): chosen_name.py
KEYWORDS += ("skip_draw_step",)  # "Skip your draw step." (2007 419.6e; 2026 614.1b): skip_draw_step.py
KEYWORDS += ("flash_for_more",)  # "... as though it had flash if you pay {2} more", with "cost" (601.3c; 2007 409.1f): casting_restrictions.py
KEYWORDS += ("decayed",)
KEYWORDS += ("daybound", "nightbound")  # 702.145 (2026 only, on double-faced cards): day_night.py  # 702.147a (2026 only): decayed.py
KEYWORDS += ("exert",)  # "You may exert this creature as it attacks" (2026 only, 701.43d): exert.py
TRIGGER_EVENTS = ("comes_into_play", "leaves_play", "dies", "turned_face_up", "attacks", "beginning_of_step", "tapped_for_mana",
                  "deals_damage", "gain_life",
                  "plays_spell", "attacks_alone", "you_attack", "blocks", "becomes_blocked", "becomes_blocked_by", "dealt_damage",
                  "attacks_unblocked", "becomes_tapped", "blocks_a_creature", "becomes_monstrous")
# "another_creature_you_control": "Whenever another creature you control dies / comes into play"
TRIGGER_WHO = ("self", "another_creature", "any_creature", "creature_you_control", "another_creature_you_control", "equipped",
               "land_you_control", "artifact_you_control", "enchanted", "creature_opponent_controls")
TRIGGER_WHO += ("self_or_another_ally_you_control", "another_ally_you_control")  # comes_into_play only (allies.py)
TRIGGER_WHO += ("dealt_damage_by_self",)  # dies only: "a creature dealt damage by ~ this turn" (damaged_dies.py)
TRIGGER_WHO += ("creature_you_own",)  # dies only, on a graveyard ability: recover's "a creature is put into your graveyard" (recover.py)
# the keys each trigger event reads besides "event" (the validator and the schema refuse any other)
OBJECT_EVENTS = ("comes_into_play", "leaves_play", "dies", "turned_face_up", "attacks", "attacks_alone", "blocks", "becomes_blocked",
                 "attacks_unblocked", "becomes_tapped", "becomes_monstrous")
TRIGGER_KEYS = {**{e: ("who",) for e in OBJECT_EVENTS}, "beginning_of_step": ("step", "whose"), "tapped_for_mana": ("what", "subtype"),
                "deals_damage": ("who", "to", "combat"), "gain_life": ("whose",), "plays_spell": ("whose", "spell"),
                "you_attack": (), "becomes_blocked_by": ("who", "by"), "dealt_damage": ("who",), "blocks_a_creature": ("who",)}
TRIGGER_EVENTS += ("explores",)  # "Whenever a creature you control explores" (2026 701.44b; explore.py)
OBJECT_EVENTS += ("explores",)
TRIGGER_KEYS["explores"] = ("who",)
TRIGGER_TO = ("creature", "any", "opponent", "player")  # deals_damage: to a creature, to anything, to an opponent, to a player
# plays_spell: "Whenever you cast a [noncreature / creature / instant or sorcery] spell" (2007: "play")
TRIGGER_SPELLS = ("any", "noncreature", "creature", "instant_or_sorcery", "artifact", "enchantment", "targets_this")
TRIGGER_WHOSE = ("your", "each", "opponent")  # "opponent": plays_spell, beginning_of_step ("each opponent's upkeep")
TRIGGER_WHOSE += ("enchanted_player",)  # beginning_of_step of a Curse: "enchanted player's upkeep" (player_auras.py)
TRIGGER_WHOSE += ("enchanted_controller",)  # beginning_of_step of an Aura: "the upkeep of enchanted creature's controller" (enchanted_controllers_step.py)
# "When you cycle this card" (702.29c): the card itself is cycled; it triggers from the zone it went to
TRIGGER_EVENTS += ("cycled",)
TRIGGER_KEYS["cycled"] = ()
# "Whenever ~ / enchanted creature becomes the target of a spell (or ability) [an opponent controls]" (ward.py)
TRIGGER_EVENTS += ("becomes_target",)
TRIGGER_KEYS["becomes_target"] = ("who", "by", "whose", "first_time")
# a state trigger, "When you control no Islands" (2007 410.11; 2026 603.8): state_triggers.py
TRIGGER_EVENTS += ("state",)
TRIGGER_KEYS["state"] = ("you_control_no",)
TRIGGER_KEYS["state"] += ("another", "on_battlefield")  # "no other artifacts", "no creatures on the battlefield"
# "Whenever you draw your second card each turn" (second_draw.py)
TRIGGER_EVENTS += ("draws_second_card",)
TRIGGER_KEYS["draws_second_card"] = ("whose",)
# "Whenever ~ blocks a creature with flying": the blocked creature's keyword as it is blocked
TRIGGER_KEYS["blocks_a_creature"] = TRIGGER_KEYS["blocks_a_creature"] + ("blocked_has",)
# "When ~ exploits a creature" (2026 702.110b): exploit.py
TRIGGER_EVENTS += ("exploits",)
TRIGGER_KEYS["exploits"] = ("who",)
# "Whenever ~ attacks while saddled" (2026 702.171b): saddle.py
TRIGGER_KEYS["attacks"] = TRIGGER_KEYS["attacks"] + ("saddled",)
CONDITIONS = ("your_life_exactly", "your_life_at_most", "your_hand_empty", "your_hand_at_least",
              "you_control_no_creatures", "creatures_you_control_at_least", "monarch")
#: who the condition "monarch" asks about: "you're the monarch", "an opponent is", "there is no monarch" (2026 725)
MONARCH_CONDITIONS = ("you", "opponent", "none")
CONDITIONS += ("no_creatures_on_battlefield", "you_control_no_artifacts")  # board_conditions.py
CONDITIONS += ("initiative",)  # "if you have the initiative" (2026 726.1): initiative.py
CONDITIONS += ("tribute_not_paid",)  # "if tribute wasn't paid" (2026 702.104b): tribute.py
CONDITIONS += ("source_was_kicked",)  # "When ~ enters, if it was kicked, ..." (502.21b; 702.33e): kicker.py
CONDITIONS += ("citys_blessing",)  # "if you have the city's blessing" (2026 702.131c): ascend.py
CONDITIONS += ("source_was_bargained",)  # "When ~ enters, if it was bargained, ..." (2026 702.166c): bargain.py
CONDITIONS += ("you_attacked_this_turn",)  # raid's "if you attacked this turn": raid.py
CONDITIONS += ("card_types_in_your_graveyard_at_least", "permanent_left_your_control_this_turn")  # delirium, revolt (triggers.py)
CONDITIONS += ("you_cast_noncreature_spell_this_turn", "life_gained_this_turn_at_least")  # (triggers.py)
CONDITIONS += ("its_your_turn",)  # "If it's your turn, scry 2" (the Fated spells): triggers.check_condition
CONDITIONS += ("a_creature_died_this_turn",)  # morbid's "if a creature died this turn": morbid.py
CONDITIONS += ("your_life_at_least",)  # "if you have 40 or more life" (Felidar Sovereign)
CONDITIONS += ("source_was_cast",)  # "if you cast it [from your hand]": cast_it.py
CONDITIONS += ("source_echo_due",)  # echo's "if this came under your control since the beginning of your last upkeep" (502.19a / 702.30a): echo.py
from ..board_life_conditions import KEYS as _BOARD_LIFE_KEYS  # noqa: E402
CONDITIONS += _BOARD_LIFE_KEYS  # ferocious, coven, Land Tax's, "if you gained life this turn" ...: board_life_conditions.py
# conditions only an instruction can have, as they read its spell's or ability's target
TARGET_CONDITIONS = ("target_hand_empty",)
TIMINGS = ("instant", "sorcery", "your_upkeep", "your_turn", "your_turn_before_attackers")
MANA_KEYS = ("W", "U", "B", "R", "G", "C")
COUNTS = ("forests_you_control", "creatures_you_control", "damage_dealt", "sacrificed_power", "cards_in_your_hand", "life_gained",
          "power_of", "toughness_of",  # these two read an object ("of": a reference, "it" by default)
          "permanents")  # "for each creature you control with flying": a target filter's fields ("filter"), "times" each
COUNTS += ("revealed_mana_value",)  # "You lose life equal to its mana value": the card a dig just revealed (effects/digging.py)
COUNTS += ("your_life_total",)  # "where X is your life total" (Ajani, Valiant Protector): read as the instruction is followed
COUNTS += ("creatures_blocking_it", "creatures_blocking_it_beyond_the_first")  # "for each creature blocking it" (counted_amounts.py)
COUNTS += ("sacrificed_toughness",)  # "the sacrificed creature's toughness" (sacrificed_creature.py)
COUNTS += ("nonland_revealed_this_way",)  # parley: "for each nonland card revealed this way" (parley.py)
COUNTS += ("sacrificed_mana_value",)  # "the sacrificed creature's mana value" (sacrificed_creature.py; Sacrifice)
COUNTS += ("shuffled_this_way",)  # "shuffle the cards from your hand into your library, then draw that many cards" (hand_into_library.py)
COUNTS += ("discarded_this_way", "cards_in_hand")  # "then draw that many cards"; "cards in that player's hand" (counted_amounts.py)
COUNTS += ("energy_paid_this_way",)  # "deals that much damage" after "you may pay any amount of {E}" (energy_payment.py)
COUNTS += ("life_lost_this_way", "half_life_rounded_up", "mana_value_of")  # life_events.py (the last two read "of")
COUNTS += ("damage_dealt_this_way",)  # "You gain life equal to the damage dealt this way": life_events.py (count_damage_dealt)
COUNTS += ("cards_in_your_graveyard",)  # "for each card in your graveyard", counted as it is followed (counted_amounts.py)
COUNTS += ("tapped_this_way",)  # "for each creature tapped this way" after "tap any number of untapped creatures you control" (effects/tap_any_number.py)
COUNTS += ("chosen_number",)  # "that many" after "Choose a number between 0 and 13" (effects/chosen_number.py)
COUNTS += ("graveyard_cards", "graveyard_cards_named_as_source", "basic_land_types")  # graveyard cards a filter describes, domain (counts_more.py)
COUNTS += ("noted_spell_mana_value",)  # "that spell's mana value" of a countered spell, noted on the stack (countered_spell_values.py)
STEP_NAMES = tuple(s for steps in STEPS_OF_PHASE.values() for s in steps if s)
REF_WORDS = ("self", "it", "you", "enchanted")
REF_WORDS += ("its_controller",)  # the target's controller as it last existed (effects/its_controller.py)
REF_WORDS += ("its_owner",)  # the target's owner, noted before it moved (effects/its_owner.py)
REF_WORDS += ("event_player", "defending_player")  # the player a trigger event named, noted as it triggered (trigger_players.py)
REF_WORDS += ("dealer",)  # the creature whose damage triggered a deals_damage ability, as it dealt it (combat_damage_dealers.py)
REF_WORDS += ("equipped",)  # an Equipment's "equipped creature": what it is attached to as the ability resolves (effects/base.py)
REF_WORDS += ("attacked",)  # the player or planeswalker the creature of an attack trigger attacks, noted as it triggered (attacked_recipients.py)

# The bounds of every integer field, (minimum, maximum): the validator checks
# them and the JSON Schema publishes them (a test probes that the two agree).
BOUNDS = {
    "life": (-1000, 100000), "turn_number": (1, 100000), "damage": (0, 1000), "counters": (0, 1000),
    "power_toughness": (-100, 1000), "pump": (-100, 100), "suspend_count": (1, 100), "cost_life": (0, 1000),
    "condition_life": (-1000, 1000), "condition_hand": (0, 1000), "amount": (0, 1000), "ability": (0, 100), "x": (0, 1000), "mode": (0, 100),
    "pay_mana": (0, 1000), "assigned": (0, 1000), "spells_played": (0, 1000),
    "counters_on_arrival": (0, 100), "draw_instead": (1, 20), "poison": (0, 1000), "count_times": (1, 100),
    "loyalty": (0, 100), "loyalty_cost": (-100, 100), "additional_land_plays": (1, 10), "cost_tap_creatures": (2, 10), "creatures_died": (0, 1000), "condition_count": (0, 1000),
    "cost_discard": (1, 20), "squad_times": (0, 20),
}
BOUNDS["speed"] = (1, 4)  # a player's speed as the scenario starts (2026 702.179): speed.py
BOUNDS["kick_times"] = (1, 20)  # a play_spell's "kicked": N, multikicker (2026 702.33c)
BOUNDS["cards_drawn_this_turn"] = (0, 1000)  # a player's cards drawn before the scenario starts (second_draw.py)
BOUNDS["die_result"] = (1, 20)  # a die's result: a line of a results table, a roll's choices (2026 706.1a, 706.3a)
BOUNDS["dig_quality"] = (0, 99)  # a dig's "with power / mana value N or less" (effects/digging.py)
# The most objects and actions a scenario may list: a replay's cost grows with both
# (state-based effects look at every permanent each time a player would receive
# priority, and a step that changes every permanent snapshots each), so these keep
# one engine run to a few seconds whatever the file (bench/replay_scale.py).
MAX_OBJECTS = 1000
MAX_ACTIONS = 10000

# What any action may carry besides its type's own fields: who acts, a note, and the
# choices made during it (410.3 trigger order and targets, 419.9a, 503.10b, 704.5j, 419.1b, 314.1).
COMMON_ACTION_FIELDS = ("type", "player", "note", "trigger_targets", "trigger_order", "replacement_order",
                        "legend_keep", "copy_targets", "choices", "discard")

ACTION_FIELDS = {
    "play_land": ("object",),
    "play_spell": ("object", "targets", "x", "mode", "pay", "face_down", "kicked", "choice", "mana_abilities", "awaken", "modes"),
    "activate_ability": ("object", "ability", "targets", "x", "pay", "choice", "mana_abilities", "mode"),
    "pass_priority": (),
    "turn_face_up": ("object", "pay"),
    "suspend": ("object", "pay"),
    "plot": ("object", "pay"),  # 2026 702.170a: a special action (plot.py)
    "foretell": ("object", "pay"),  # 2026 702.143a: a special action (foretell.py)
    "declare_attackers": ("attackers", "attacking", "mana_abilities"),  # mana abilities: to pay costs to attack (attack_costs.py)
    "declare_blockers": ("blocks",),
    "assign_combat_damage": ("assignments",),
    "pass_until": ("step", "phase"),  # exactly one of them (pass_until.py)
}
ACTION_FIELDS["play_spell"] += ("divide",)  # "N damage divided as you choose": the division announced as it is cast (divided_damage.py)
TRIGGER_EVENTS += ("becomes_untapped",)  # inspired's "Whenever this creature becomes untapped" (2026 603.2e; `who`: "self")
OBJECT_EVENTS += ("becomes_untapped",)
TRIGGER_KEYS["becomes_untapped"] = ("who",)
TRIGGER_EVENTS += ("exerted",)  # "When you do" after "You may exert this creature as it attacks" (2026 701.43d; exert.py)
OBJECT_EVENTS += ("exerted",)
TRIGGER_KEYS["exerted"] = ("who",)
# the other creature of a block or of damage a trigger describes ("a non-Wall creature",
# "a Vampire"): other_creature.py
for _ev in ("blocks_a_creature", "becomes_blocked_by", "deals_damage"):
    TRIGGER_KEYS[_ev] = TRIGGER_KEYS[_ev] + ("other",)
# "When a creature with mana value 6 or greater enters" (Dragon Breath): on a graveyard ability only (graveyard_triggers.py)
TRIGGER_KEYS["comes_into_play"] = TRIGGER_KEYS["comes_into_play"] + ("mana_value_min",)
KEYWORDS += ("play_lands_from_graveyard",)  # "You may play lands from your graveyard" (lands_from_graveyard.py)
CONDITIONS += ("cards_in_your_graveyard_at_least",)  # threshold's "Activate only if there are seven or more cards in your graveyard"
CONDITIONS += ("your_hand_exactly",)  # "if you have exactly seven cards in hand" (Library of Alexandria)
CONDITIONS += ("active_hand_at_most",)  # "if that player has two or fewer cards in hand" of a player's step (Lavaborn Muse)
# "Whenever a player casts a black spell", "a multicolored / colorless / Spirit or Arcane / historic spell"
# and "a spell with mana value N or greater" (`mana_value_at_least`): spell_filters.py
TRIGGER_SPELLS += ("white", "blue", "black", "red", "green", "multicolored", "colorless", "spirit_or_arcane", "historic")
TRIGGER_KEYS["plays_spell"] = TRIGGER_KEYS["plays_spell"] + ("mana_value_at_least",)
BOUNDS["mana_value_at_least"] = (1, 100)
# "Whenever you / an opponent / a player draw(s) a card" (2026 603.2, 121.2): draw_triggers.py
TRIGGER_EVENTS += ("draws_card",)
TRIGGER_KEYS["draws_card"] = ("whose",)
TRIGGER_EVENTS += ("commits_crime",)  # "Whenever you / an opponent commit(s) a crime" (2026 700.13): crimes.py
TRIGGER_KEYS["commits_crime"] = ("whose",)
TRIGGER_EVENTS += ("player_attacked",)  # "Whenever enchanted player is attacked" (2026 508.3b): player_auras.py
TRIGGER_KEYS["player_attacked"] = ("who",)
TRIGGER_WHO += ("enchanted_player",)  # player_attacked only
# attacks only: "Whenever a creature attacks you / you or a planeswalker you control / enchanted player" (triggers.ATTACKING_WHOM)
TRIGGER_WHO += ("creature_attacking_you", "creature_attacking_you_or_your_planeswalker", "creature_attacking_enchanted_player")
TRIGGER_EVENTS += ("transforms_into",)  # "Whenever this creature transforms into ~" (2026 701.27e; double_faced.py): `into`, the face's name
TRIGGER_KEYS["transforms_into"] = ("into",)
TRIGGER_EVENTS += ("expends",)  # "Whenever you expend 4" (2026 700.14): expend.py
TRIGGER_KEYS["expends"] = ("count",)
TRIGGER_EVENTS += ("scries", "surveils")  # "Whenever you scry / surveil" (2026 701.22d, 701.25d): scry_triggers.py
TRIGGER_KEYS["scries"] = TRIGGER_KEYS["surveils"] = ("whose",)
# "Whenever another artifact you control enters" (2026 603.6a; 2007 410.10a): comes_into_play only
TRIGGER_WHO += ("another_artifact_you_control",)
# "Whenever a nontoken creature you control dies", "Whenever another Human you control enters" (with
# "subtype"): comes_into_play and dies only (permanent_kinds.py)
TRIGGER_WHO += ("nontoken_creature_you_control", "another_nontoken_creature_you_control", "permanent_you_control",
                "another_permanent_you_control", "any_permanent", "another_permanent")
TRIGGER_KEYS["comes_into_play"] = TRIGGER_KEYS["comes_into_play"] + ("subtype",)
# "Whenever a nontoken creature [an opponent controls] dies", "Whenever another nontoken creature dies" (permanent_kinds.py)
TRIGGER_WHO += ("nontoken_creature", "another_nontoken_creature", "nontoken_creature_opponent_controls")
TRIGGER_KEYS["dies"] = TRIGGER_KEYS["dies"] + ("subtype",)
# "Whenever you cycle or discard a card", "Whenever an opponent discards a card", "Whenever you cycle
# another card" (2026 701.9a, 702.29d, 702.29f; 2007 502.18c): discard_triggers.py
TRIGGER_EVENTS += ("discards", "cycles")
TRIGGER_KEYS["discards"] = ("whose", "another", "or_cycles")
TRIGGER_KEYS["cycles"] = ("whose", "another")
# "Whenever you cast your second spell each turn" (`nth_this_turn`: 2) and a player's spells cast
# before the scenario starts (`players[].spells_cast_this_turn`): spell_filters.py
TRIGGER_KEYS["plays_spell"] = TRIGGER_KEYS["plays_spell"] + ("nth_this_turn",)
BOUNDS["nth_this_turn"] = (1, 100)
BOUNDS["spells_cast_this_turn"] = (0, 1000)
TRIGGER_WHO += ("enchantment_you_control", "any_artifact")  # comes_into_play and dies (permanent_kinds.py)
TRIGGER_WHO += ("another_enchantment_you_control",)  # constellation's "or another enchantment you control enters" (permanent_kinds.py)
TRIGGER_WHO += ("any_land",)  # "Whenever a land enters / is put into a graveyard from the battlefield" (permanent_kinds.py)
TRIGGER_WHO += ("land_opponent_controls",)  # "Whenever a land an opponent controls enters" (permanent_kinds.py)
TRIGGER_WHO += ("creature_token_you_control",)  # "Whenever a creature token you control enters" (permanent_kinds.py)
TRIGGER_WHO += ("creature_or_artifact_you_control", "another_creature_or_artifact_you_control",  # "a creature or artifact
                "creature_or_planeswalker_you_control")  # you control" / "or planeswalker", a permanent with either type (permanent_kinds.py)
# "Whenever another creature you control with power 2 or less enters", "... with toughness 4 or greater
# dies" (permanent_kinds.py)
TRIGGER_KEYS["comes_into_play"] = TRIGGER_KEYS["comes_into_play"] + ("power_at_most", "power_at_least", "toughness_at_least")
TRIGGER_KEYS["dies"] = TRIGGER_KEYS["dies"] + ("power_at_most", "power_at_least", "toughness_at_least")
BOUNDS["trigger_stat"] = (0, 100)
# "Whenever you sacrifice another permanent / a Clue", "Whenever a player sacrifices a creature"
# (2026 701.21a, 603.10a): sacrifice_triggers.py
TRIGGER_EVENTS += ("sacrifices",)
TRIGGER_KEYS["sacrifices"] = ("whose", "another", "sacrificed", "subtype")
# "Whenever you attack with three or more creatures" (2026 508.3d): the creatures declared as attackers
TRIGGER_KEYS["you_attack"] = TRIGGER_KEYS["you_attack"] + ("attackers_at_least",)
TRIGGER_SPELLS += ("this",)  # "When you cast this spell": from the stack (2026 113.6k; 2007 402.8f): spell_filters.py
CONDITIONS += ("source_x_at_least",)  # ravenous's "if X is 5 or more" (2026 702.156a): ravenous.py
KEYWORDS += ("ravenous",)  # 702.156 (2026): ravenous.py
# "Whenever you cast or copy an instant or sorcery spell" (magecraft): a copy put on the stack too (copy_triggers.py)
TRIGGER_KEYS["plays_spell"] = TRIGGER_KEYS["plays_spell"] + ("or_copies",)
KEYWORDS += ("replicate",)  # 502.52a; 2026 702.56a, with "cost": replicate.py
BOUNDS["replicate_times"] = (0, 20)  # a play_spell's pay.replicate: the replicate cost paid N times (replicate.py)
KEYWORDS += ("block_additional", "block_any_number")  # "can block an additional creature each combat" / "any number of creatures": multiple_blocks.py
KEYWORDS += ("unblockable_while_defending_artifact",)  # "can't be blocked as long as ...": conditional_evasion.py
# "Whenever a Minotaur you control attacks", "Whenever a Rat you control becomes blocked" (permanent_kinds.COMBAT)
for _event in ("attacks", "attacks_alone", "becomes_blocked"):
    TRIGGER_KEYS[_event] = TRIGGER_KEYS[_event] + ("subtype",)
    TRIGGER_KEYS[_event] = TRIGGER_KEYS[_event] + ("or_subtype",)  # "a Samurai or Warrior you control" (permanent_kinds.py)
# "Whenever you cast a spell during an opponent's turn", "your first spell during each opponent's turn"
# (with nth_this_turn 1): the spell's caster's opponent is the active player (trigger_limits.py)
TRIGGER_DURING = ("opponents_turn",)
TRIGGER_KEYS["plays_spell"] = TRIGGER_KEYS["plays_spell"] + ("during",)
# "Whenever one or more +1/+1 counters are put on ~" (counter_triggers.py): `who` is "self"
TRIGGER_EVENTS += ("counters_put",)
TRIGGER_KEYS["counters_put"] = ("who", "each_counter", "not_subtypes")  # counter_triggers.py
# "Whenever a creature you control with a +1/+1 counter on it dies / attacks" (trigger_counters.py)
TRIGGER_KEYS["dies"] = TRIGGER_KEYS["dies"] + ("with_counter",)
TRIGGER_KEYS["attacks"] = TRIGGER_KEYS["attacks"] + ("with_counter",)
TRIGGER_KEYS["attacks"] = TRIGGER_KEYS["attacks"] + ("attackers_at_least",)  # battalion: "~ and at least two other creatures attack" (triggers.py)
# "Whenever one or more creatures you control deal combat damage to a player": once per player per step (combat_damage_batches.py)
TRIGGER_EVENTS += ("creatures_deal_combat_damage",)
TRIGGER_KEYS["creatures_deal_combat_damage"] = ()
TRIGGER_TO += ("player_or_planeswalker",)  # deals_damage: "to a player or planeswalker" (2026; triggers.py)
TRIGGER_KEYS["dealt_damage"] = TRIGGER_KEYS["dealt_damage"] + ("combat",)  # "Whenever ~ is dealt combat damage"
# "Whenever a player casts a nonblack spell / an Elf spell / a kicked spell / a spell with mana value 3 or
# less / a spell from your graveyard" (`spell_is`, an object of CAST_FILTER_KEYS): cast_filters.py
TRIGGER_KEYS["plays_spell"] = TRIGGER_KEYS["plays_spell"] + ("spell_is",)
KEYWORDS += ("flash_sacrificed_at_cleanup", "flash_permission", "opponents_cant_cast_your_turn", "opponents_cant_cast_combat",
             "players_cant_cast_combat", "you_cant_cast_creature_spells")  # casting_permissions.py
KEYWORDS += ("you_cant_cast_noncreature_spells",)  # "You can't cast noncreature spells." (casting_permissions.py)
# "Whenever one or more [creature] cards leave your graveyard [during your turn]": once per event (graveyard_leaving.py)
TRIGGER_EVENTS += ("put_into_graveyard_from_anywhere",)  # "When ~ is put into a graveyard from anywhere" (graveyard_arrivals.py)
TRIGGER_KEYS["put_into_graveyard_from_anywhere"] = ()
TRIGGER_EVENTS += ("cards_leave_graveyard",)
TRIGGER_KEYS["cards_leave_graveyard"] = ("card_types", "during")
TRIGGER_DURING += ("your_turn",)  # cards_leave_graveyard; plays_spell too: "an opponent casts a spell during your turn" (cast_spell_turns.py)
TRIGGER_DURING += ("not_casters_turn",)  # plays_spell: "Whenever a player casts a spell, if it's not their turn" (cast_spell_turns.py)
KEYWORDS += ("mayhem",)  # 2026 702.187b, with "cost": mayhem.py
KEYWORDS += ("damage_cant_be_prevented",)  # "Damage can't be prevented." (2026 615.12; 2007 103.2): unpreventable.py
CONDITIONS += ("source_tapped",)  # "At the beginning of your upkeep, if this land is tapped, ..." (storage_counters.py)
CONDITIONS += ("source_is_enchantment",)  # "if this permanent is an enchantment" (source_types.py)
COUNTS += ("half_library_rounded_down",)  # "mills half their library, rounded down", reads "of" (half_library.py)
COUNTS += ("counters_removed_this_way",)  # "Add {B} for each storage counter removed this way" (storage_counters.py)
COUNTS += ("creatures_died_this_turn",)  # "for each creature that died this turn", counted as it is read (died_this_turn.py)
COUNTS += ("subtype_died_this_turn",)  # "for each Zubera that died this turn": "filter" {"subtypes"}, "times" (died_subtypes.py)
COUNTS += ("creatures_that_attacked_this_turn",)  # "for each creature that attacked this turn": a spell's own cost (cost_counts.py)
COUNTS += ("creatures_in_your_party",)  # "for each creature in your party" (2026 700.8; refused under 2007): party.py
COUNTS += ("plus_one_counters_on_source", "charge_counters_on_source")  # "for each +1/+1 counter on this creature" (source_counters.py)
COUNTS += ("greatest_power",)  # "where X is the greatest power among creatures you control", with a filter (greatest_power.py)
COUNTS += ("creatures_blocking_that_creature",)  # "it gets +3/+3 ... for each creature blocking it": the trigger event's creature (blocking_counts.py)
COUNTS += ("opponents_you_have",)  # "equal to the number of opponents you have": the controller's opponents still in the game (opponent_count.py)
COUNTS += ("devotion",)  # "equal to your devotion to green": {"count": "devotion", "colors": ["G"]} (devotion.py; 2026 700.5)
COUNTS += ("times_source_was_kicked",)  # "for each time it was kicked": the source's multikicker paid as it was cast (kick_counts.py)
KEYWORDS += ("doesnt_untap_with_depletion_counter",)  # "This land doesn't untap during your untap step if it has a depletion counter on it"
TRIGGER_WHO += ("nontoken_artifact_you_control", "another_nontoken_artifact_you_control")  # comes_into_play and dies (permanent_kinds.py)
TRIGGER_WHO += ("nontoken_permanent_you_control", "another_nontoken_permanent_you_control")  # with a subtype (permanent_kinds.py)
KEYWORDS += ("begin_game_on_battlefield", "any_number_in_deck")  # before the game: the opening hand (2026 103.6a), deck construction (100.2a): outside_the_game.py
KEYWORDS += ("cant_be_blocked_by_kind", "blocked_only_by_kind", "cant_block_kind")  # "can't be blocked by Humans", "... except by Walls", "can't block artifact creatures": blocking_kinds.py, with "creatures"
KEYWORDS += ("blocks_shadow",)  # "can block creatures with shadow as though it had shadow" (evasion.shadow)
KEYWORDS += ("cant_be_blocked_by_greater_power",)  # "can't be blocked by creatures with greater power" (blocking_kinds.py)
# "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, ..." (2026 103.6b): never
# triggers in the game; a card marked `reveal_from_opening_hand` makes its effect a delayed trigger at the first upkeep (outside_the_game.py)
TRIGGER_EVENTS += ("chapter",)  # a Saga's chapter ability, "{rI}, {rII}—": `chapters` (2026 714.2b-c; sagas.py)
TRIGGER_KEYS["chapter"] = ("chapters",)
TRIGGER_EVENTS += ("revealed_from_opening_hand",)
TRIGGER_KEYS["revealed_from_opening_hand"] = ()
TRIGGER_TO += ("you",)  # deals_damage: "Whenever a creature deals damage to you" ("it" is the source: damage_to_you.py)
TRIGGER_WHO += ("damaging_creature", "damaging_permanent", "opponents_source", "yours_source", "any_source")  # deals_damage with to: you (damage_to_you.WHO)
# "Whenever a time counter is removed from this card while it's exiled" / "When the last time counter is removed from
# this card while it's exiled": a suspended card's own abilities, from exile (2026 113.6b): time_counters.py
TRIGGER_EVENTS += ("time_counter_removed_in_exile", "last_time_counter_removed_in_exile")
TRIGGER_KEYS["time_counter_removed_in_exile"] = ()
TRIGGER_KEYS["last_time_counter_removed_in_exile"] = ()
from ..named_counters import COUNTS as _NAMED_COUNTS  # noqa: E402
COUNTS += tuple(_NAMED_COUNTS)  # "the number of verse counters on this enchantment": quest_counters_on_source ... (named_counters.py, source_counters.py)
# an Aura's "its activated abilities can't be activated unless they're mana abilities" (Faith's Fetters): actions/abilities.py
KEYWORDS += ("cant_activate_nonmana",)
# an Aura's "Enchanted creature can attack as though it had haste" (Instill Energy): combat.py
KEYWORDS += ("attacks_as_though_haste",)
# an Aura's "can attack as though it didn't have defender" (Animate Wall): combat.py; "its activated abilities with {T} in
# their costs can't be activated" (Serra Bestiary): actions/abilities.py
KEYWORDS += ("attacks_as_though_no_defender", "cant_activate_tap")
KEYWORDS += ("phasing",)  # 2007 502.15, 2026 702.26: phases in or out as its controller's untap step begins (phasing.py)
TRIGGER_EVENTS += ("phases_in", "phases_out")  # "Whenever this creature phases in / out" (2007 502.15d; 2026 603.10b): phasing.py
TRIGGER_KEYS["phases_in"] = TRIGGER_KEYS["phases_out"] = ("who",)  # "who": "self" only
# "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield [with two
# +1/+1 counters on it] instead of putting it into your graveyard" (Wilt-Leaf Liege, Dodecapod): discard_to_battlefield.py
KEYWORDS += ("discarded_by_opponent_enters", "discarded_by_opponent_enters_with_counters")
# "Whenever a Forest an opponent controls becomes tapped" (Lifetap): becomes_tapped with who "described" and
# "described", a target filter's fields, no target (tapped_kinds.py)
TRIGGER_WHO += ("described",)
TRIGGER_KEYS["becomes_tapped"] = TRIGGER_KEYS["becomes_tapped"] + ("described",)
KEYWORDS += ("players_skip_untap_steps", "skip_untap_step")  # "Players skip their untap steps." (Stasis), "Skip your untap step.": skip_untap_steps.py (419.6e / 614.10)
COUNTS += ("cast_spell_mana_value",)  # "that spell's mana value" of a cast trigger, as the spell became cast (cast_spell_values.py)
COUNTS += ("spells_you_cast_this_turn",)  # "for each spell you've cast this turn", times N (cast_spell_values.py)
KEYWORDS += ("cant_lose_opponents_cant_win",)  # "You can't lose the game and your opponents can't win the game." (cant_lose.py; 2007 103.2, 2026 101.2)
# "Whenever a Ninja / a nontoken artifact creature you control deals combat damage to a player", "one or more non-Human
# creatures you control deal combat damage to a player": the kind of creature (combat_damage_dealers.py)
TRIGGER_KEYS["deals_damage"] = TRIGGER_KEYS["deals_damage"] + ("dealer",)
TRIGGER_KEYS["creatures_deal_combat_damage"] = TRIGGER_KEYS["creatures_deal_combat_damage"] + ("dealer",)
KEYWORDS += ("partner_with",)  # "Partner with [name]" (2026 702.124j), with "what": the name (partner_with.py)
KEYWORDS += ("cant_attack_you",)  # an Aura's "Enchanted creature can't attack you or planeswalkers you control" (cant_attack_you.py; combat.py)
KEYWORDS += ("cant_be_targeted_by_your_opponents",)  # an Aura's "Enchanted creature can't be the target of spells or abilities your opponents control" (targeted_by_your_opponents.py)
KEYWORDS += ("cant_block_your_creatures",)  # an Aura's "Enchanted creature can't block creatures you control" (cant_attack_you.py)
KEYWORDS += ("its_damage_cant_be_prevented",)  # "Damage that would be dealt by this creature can't be prevented." (Excruciator): unpreventable.py
