"""Concept -> rule number tables, one per edition of the Comprehensive Rules.

The engine never writes a rule number: it names a *concept* and the table of
the edition in force turns it into a number. A later edition is a new table
(plus the rule differences in the engine), not a rewrite of the engine.

Each entry carries a few keywords that must appear in the text of that rule in
its edition, so a test can check both that the number exists and that it
still means what the engine says it means.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Citation:
    """One rule applied: its number in the edition, the concept, and why."""

    rule: str
    concept: str
    reason: str

    def to_json(self) -> dict:
        return {"rule": self.rule, "concept": self.concept, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class RuleRef:
    rule: str
    keywords: tuple[str, ...]


def _t(rule: str, *keywords: str) -> RuleRef:
    return RuleRef(rule, keywords)


# The 2007 numbering (Comprehensive Rules "current as of February 1, 2007",
# the edition the seed excerpt 402.8g-409.1b was cut from).
EDITION_2007: dict[str, RuleRef] = {
    # game start, winning and losing, golden rules
    "game_ends_immediately": _t("102.1", "game ends immediately"),
    "player_loses_at_zero_life": _t("102.3b", "life total is 0 or less", "loses the game the next time a player would receive priority"),
    "game_draw": _t("102.4a", "all the players remaining in a game lose simultaneously, the game is a draw"),
    "legendary_supertype": _t("205.4c", "supertype \"legendary\"", "legend rule"),
    "summoning_sickness": _t("212.3d", "summoning sickness", "can't attack unless it has been under its controller's control since the start of"),
    "land_only_own_turn": _t("408.2d", "A player can play a land only during a main phase of his or her turn"),
    "no_more_land_plays": _t("212.6b", "only one land card during each of his or her own turns"),
    "mana_kept_between_steps": _t("300.3", "When a phase ends (but not a step)", "unused mana"),
    "priority_after_resolution": _t("408.1c", "the top object on the stack resolves, then the active player receives priority"),
    "priority_after_combat_damage": _t("310.1", "All assignments of combat damage go on the stack as a single object", "Then the active player gets priority"),
    "priority_after_combat_damage_resolves": _t("310.4", "After combat damage finishes resolving, the active player gets priority"),
    "blocker_without_attacker_assigns_none": _t("310.2d", "If it isn't currently blocking any creatures", "it will assign no combat damage"),
    "leaves_play_looks_back": _t("410.10d", "look back in time", "leaves play"),
    "timestamp_order": _t("418.5a", "then all other effects in timestamp order", "Within each sublayer, apply effects in timestamp order"),
    "object_timestamp": _t("418.5e", "An object's timestamp is the time it entered the zone it's currently in"),
    "player_loses_when_opponents_lost": _t("102.2a", "wins the game", "opponents have lost"),
    "apnap_order": _t("103.4", "active player", "next player in turn order"),
    "tap_symbol": _t("104.4", "{T}", "already tapped can't be tapped again"),
    # characteristics and card types
    "lands_play_only_main_phase_own_turn": _t("212.6a", "main phase", "stack is empty", "isn't a spell"),
    "one_land_per_turn": _t("212.6b", "only one land card", "each of his or her own turns"),
    "land_cant_be_played_as_spell": _t("212.6g", "can be played only as a land"),
    "aura_spell_targets": _t("212.4e", "Aura spell requires a target"),
    "aura_enchants_player": _t("502.45d", "Auras that can enchant a player can target and be attached to players"),
    "instant_any_time_with_priority": _t("212.5a", "instant", "any time he or she has priority"),
    "instant_to_graveyard_after_resolving": _t("212.5b", "instant spell resolves", "owner's graveyard"),
    "sorcery_to_graveyard_after_resolving": _t("212.7b", "sorcery spell resolves", "owner's graveyard"),
    "zone_change_new_object": _t("217.1c", "treated as a new object"),
    "countered_destroyed_to_graveyard": _t("217.4a", "countered, discarded, destroyed, or sacrificed"),
    # turn structure
    "turn_phases": _t("300.1", "beginning, precombat main, combat, postcombat main, and end"),
    "phase_or_step_ends": _t("300.2", "phase or step ends when the stack is empty", "all players pass in succession"),
    "mana_burn": _t("300.3", "mana burn", "loses 1 life for each one mana", "Mana burn is loss of life, not damage"),
    "beginning_of_step_triggers": _t("300.5", "at the beginning of"),
    "untap_step": _t("302.2", "untaps them all simultaneously"),
    "no_priority_in_untap": _t("302.3", "No player receives priority during the untap step"),
    "upkeep_step": _t("303.1", "upkeep step begins", "active player gets priority"),
    "draw_step": _t("304.1", "active player draws a card"),
    "main_phase_sorcery_speed": _t("305.3", "only phase", "artifact, creature, enchantment, and sorcery spells"),
    "main_phase_land": _t("305.4", "play one land card", "stack is empty"),
    "removed_from_combat": _t("306.2", "removed from combat", "leaves play"),
    "beginning_of_combat": _t("307.1", "beginning of combat step begins"),
    "declare_attackers": _t("308.1", "active player declares attackers"),
    "attack_costs": _t("308.2d", "If any of the creatures require paying costs to attack, the active player determines the total cost to attack"),
    "defender_cant_attack": _t("502.41b", "A creature with defender can't attack"),
    "attack_restrictions": _t("308.2a", "tapped creatures", "didn't control continuously since the beginning of the turn", "haste"),
    "attacking_taps": _t("308.2c", "taps the chosen creatures"),
    "attack_triggers": _t("308.3", "trigger on a creature attacking"),
    "no_attackers_skip_combat_steps": _t("308.4", "no creatures are declared as attackers", "skip the declare blockers and combat damage steps"),
    "declare_blockers": _t("309.1", "defending player declares blockers"),
    "block_restrictions": _t("309.2a", "Only untapped creatures can block"),
    "blocked_creature": _t("309.2f", "becomes a blocked creature"),
    "combat_damage_assignment": _t("310.1", "assign its combat damage", "single object"),
    "combat_damage_equal_to_power": _t("310.2a", "combat damage equal to its power"),
    "unblocked_damage_to_player": _t("310.2b", "unblocked attacking creature", "defending player"),
    "blocked_damage_to_blockers": _t("310.2c", "blocked creature will assign combat damage", "creatures blocking it"),
    "blocker_damage_to_attackers": _t("310.2d", "blocking creature will assign combat damage"),
    "combat_damage_not_spell": _t("310.3", "aren't spells or abilities", "can't be countered"),
    "combat_damage_resolves": _t("310.4", "Combat damage resolves as an object on the stack", "all dealt at once"),
    "combat_damage_as_assigned": _t("310.4a", "as it was originally assigned", "no longer in play"),
    "combat_damage_recipient_gone": _t("310.4c", "no longer in play", "isn't dealt"),
    "end_of_combat": _t("311.2", "all creatures are removed from combat"),
    "end_of_turn_step": _t("313.1", "at end of turn"),
    "cleanup_discard": _t("314.1", "maximum hand size", "discards"),
    "maximum_hand_size_changed": _t("418.5j", "effects may modify a player's maximum hand size"),
    "cleanup_damage_removed": _t("314.2", "all damage is removed", "until end of turn"),
    "cleanup_priority": _t("314.3", "state-based effects", "another cleanup step begins"),
    # abilities (the seed excerpt)
    "ability_functions_in_play": _t("402.8", "Abilities of all other objects usually function only while that object is in play"),
    "ability_moves_object_out_of_zone": _t("402.8g", "moves the object it's on out of a particular zone functions only in that zone"),
    "ability_cost_payable_outside_play": _t("402.8e", "cost that can't be paid while the object is in play", "functions from any zone"),
    "abilities_of_object": _t("402.7", "An object may have multiple abilities", "separate ability"),
    "ability_independent_of_source": _t("402.6", "exists independently of its source"),
    "activated_ability_cost": _t("403.1", "[cost]: [effect]", "paid by the player who is playing it"),
    "only_controller_activates": _t("403.2", "Only an object's controller", "can play its activated ability"),
    "restriction_survives_control_change": _t("403.3", "restriction on its use", "even if its controller changes"),
    "tap_ability_summoning_sickness": _t("403.4", "tap symbol", "since the start of his or her most recent turn", "haste"),
    "sorcery_speed_ability": _t("403.5", "only any time you could play a sorcery", "timing rules for playing a sorcery"),
    "trigger_condition": _t("404.1", "when,", "whenever,", "at.", "trigger condition"),
    "trigger_waits_for_priority": _t("404.2", "goes on the stack the next time a player would receive priority"),
    "intervening_if": _t("404.3", "intervening 'if' clause", "rechecks the condition"),
    "delayed_trigger_created": _t("404.4", "delayed triggered ability"),
    "delayed_trigger_exists_once_created": _t("404.4a", "won't trigger until it has actually been created"),
    "delayed_trigger_once": _t("404.4b", "trigger only once", "stated duration"),
    "delayed_trigger_follows_object": _t("404.4c", "still affects it even if the object changes characteristics"),
    "delayed_trigger_fails_left_play": _t("404.4d", "will fail if the permanent leaves play"),
    "delayed_trigger_fails_left_zone": _t("404.4d", "will fail if the object leaves that zone"),
    "static_ability": _t("405.1", "static ability does something all the time", "on a permanent in play"),
    "characteristic_setting_ability": _t("405.2", "characteristic-setting abilities"),
    "csa_all_zones": _t("405.2a", "applies no matter which zone"),
    "mana_ability_definition": _t("406.1", "mana ability is either", "triggered ability that triggers from a mana ability"),
    "triggered_mana_ability_definition": _t("406.1", "mana ability is either", "triggered ability that triggers from a mana ability"),
    "spell_adding_mana_not_mana_ability": _t("406.2", "Spells that put mana into a player's mana pool aren't mana abilities"),
    "mana_ability_even_if_cant_produce": _t("406.3", "remains a mana ability even if the game state doesn't allow it to produce mana"),
    "mana_ability_no_stack": _t("406.4", "don't go on the stack", "can't be countered or responded to"),
    "mana_of_undefined_type": _t("406.6", "undefined type", "produces no mana instead"),
    "gains_ability": _t("407.1", "Effects can add or remove abilities of objects", "gains"),
    "ability_timestamp_most_recent": _t("407.1", "gains", "loses", "most recent one prevails"),
    "characteristic_not_granted_ability": _t("407.2", "defines a characteristic", "not granting an ability"),
    "remove_ability_all_instances": _t("407.3", "remove all instances"),
    # timing, priority and the stack (the seed excerpt)
    "timing_restrictions": _t("408.1a", "can be played only at certain times"),
    "priority_system": _t("408.1b", "state-based effects resolve first as a single event", "triggered abilities are added to the stack"),
    "active_player_priority_at_step_start": _t("408.1c", "active player gets priority at the beginning of most phases and steps"),
    "player_acts_receives_priority_again": _t("408.1c", "takes a special action, the player again receives priority"),
    "pass_next_player_priority": _t("408.1c", "otherwise, the next player in turn order receives priority"),
    "all_players_passed_top_object_resolves": _t("408.1c", "all players pass in succession", "top object on the stack resolves"),
    "all_players_passed_step_ends": _t("408.1c", "stack is empty when all players pass in succession", "phase or step ends"),
    "player_with_priority_acts": _t("408.1c", "The player with priority may play a spell or ability, take a special action, or pass"),
    "instant_speed": _t("408.1d", "instant spell or an activated ability any time he or she has priority"),
    "sorcery_speed": _t("408.1d", "Spells other than instants", "main phase", "stack is empty"),
    "spell_goes_on_stack": _t("408.1e", "When a spell is played, it goes on top of the stack"),
    "triggers_put_on_stack_before_priority": _t("408.1f", "each ability that has triggered is put on the stack"),
    "combat_damage_uses_stack": _t("408.1g", "Combat damage goes on the stack once it's been assigned"),
    "static_abilities_not_played": _t("408.1h", "Static abilities aren't played"),
    "special_actions_no_stack": _t("408.1i", "Special actions don't use the stack"),
    "effects_dont_use_stack": _t("408.2a", "Effects don't go on the stack"),
    "sbe_when_player_would_receive_priority": _t("408.2c", "State-based effects", "whenever a player would receive priority"),
    "play_land_special_action": _t("408.2d", "Playing a land is a special action", "main phase", "stack is empty"),
    "mana_ability_resolves_immediately": _t("408.2e", "Mana abilities resolve immediately", "gets priority after it resolves"),
    "csa_read_and_followed": _t("408.2f", "Characteristic-setting abilities", "read and followed"),
    "game_actions_no_stack": _t("408.2g", "Game actions don't use the stack", "mana burn"),
    "turn_face_up_special_action": _t("408.2h", "turn it face up", "special action", "only when he or she has priority"),
    "playing_spell_steps": _t("409.1", "game returns to the moment before that spell or ability was played"),
    "announce_move_to_stack": _t("409.1a", "moves from the zone it's in to the stack"),
    "announce_mode_and_x": _t("409.1b", "modal", "announces the value of that variable"),
    "choose_targets": _t("409.1c", "required number of legal targets"),
    "total_cost": _t("409.1f", "total cost"),
    "mana_abilities_while_paying": _t("409.1g", "chance to play mana abilities"),
    "pay_total_cost": _t("409.1h", "pays the total cost", "Partial payments are not allowed"),
    "spell_becomes_played": _t("409.1i", "becomes played", "gets priority"),
    # the rest of chapter 4 that the excerpt leans on
    "triggered_controller": _t("410.2", "controlled by the player who controlled its source"),
    "triggers_apnap": _t("410.3", "APNAP order", "puts triggered abilities he or she controls on the stack"),
    "trigger_no_legal_target_removed": _t("410.4", "no legal choice can be made", "removed from the stack"),
    "comes_into_play_trigger": _t("410.10a", "Comes-into-play abilities trigger when a permanent enters the in-play zone"),
    "leaves_play_trigger": _t("410.10c", "Leaves-play abilities trigger when a permanent leaves the in-play zone"),
    "play_mana_ability": _t("411.1", "resolves immediately after it is played and doesn't go on the stack"),
    "mana_ability_when": _t("411.2", "activated mana ability whenever he or she has priority"),
    "triggered_mana_ability": _t("411.3", "Triggered mana abilities trigger when an activated mana ability is played", "without waiting for priority"),
    "resolve_top_object": _t("413.1", "object (a spell, an ability, or combat damage) on top of the stack resolves"),
    "illegal_targets_countered": _t("413.2a", "countered if all its targets", "are now illegal"),
    "follow_instructions": _t("413.2b", "follows its instructions in the order written"),
    "permanent_spell_into_play": _t("413.2h", "put into play from the stack", "owner's graveyard"),
    "counter_spell": _t("414.1", "To counter a spell is to move the spell from the stack to its owner's graveyard"),
    "no_refund": _t("414.2", "doesn't get a \"refund\""),
    "impossible_as_much_as_possible": _t("416.3", "If an effect attempts to do something impossible, it does only as much as possible"),
    "layers": _t("418.5a", "layers", "characteristic-setting abilities first", "timestamp order"),
    "counters_pt": _t("418.5a", "(6c) changes from counters"),
    "counter_placed": _t("200.10", "A counter is a marker placed on an object or player"),
    # tapping and sacrificing have no numbered rule in February 2007 (only its glossary): 2026 only
    "exile_object": _t("217.7a", "Effects can remove objects from the game"),
    "layer_5_other": _t("418.5a", "(5) all other continuous effects"),
    "pt_modify_layer": _t("418.5a", "(6b) all other effects not specifically applied in 6c, 6d, or 6e"),
    "power_toughness_sublayers": _t("418.5a", "(6b) all other effects", "(6c) changes from counters",
                                    "(6d) effects from static abilities that modify power and/or toughness"),
    "switch_power_toughness": _t("418.5i", "switch a creature's power and toughness", "after all other effects"),
    "effect_lasts_as_stated": _t("418.3a", "lasts as long as stated by the spell or ability creating it"),
    "replacement_once": _t("419.6a", "doesn't invoke itself repeatedly and gets only one opportunity for each event"),
    "replacement_instead": _t("419.1a", "Effects that use the word \"instead\" are replacement effects"),
    "comes_into_play_with": _t("419.1b", "comes into play with", "are replacement effects"),
    "comes_into_play_replacement": _t("419.1c", "Continuous effects that read", "are replacement effects"),
    "choose_as_comes_into_play": _t("419.1b", "As [this permanent] comes into play", "are replacement effects"),
    "copy_choice_not_copied": _t("503.6", "any choices that have been made for that permanent aren", "get to make any \"as comes into play\" choices"),
    "choice_remembered": _t("503.8", "the copy will \"remember\" that choice and continue to use it"),
    "undefined_choice": _t("503.7", "considered to be \"undefined", "that part of the ability has no effect"),
    "skip_replacement": _t("419.6e", "Skipping an action, step, phase, or turn is a replacement effect"),
    "skip_scheduled": _t("419.6f", "Anything scheduled for a skipped step, phase, or turn won't happen"),
    "first_turn_skips_draw": _t("101.5a", "In a two-player game, the player who plays first skips the draw step"),
    "affected_set_locked_in": _t("418.3b", "is determined when that continuous effect begins"),
    "as_long_as_duration_over": _t("418.3d", "durations worded \"as long as", "the effect does nothing"),
    "rules_modifying_effect": _t("418.3b", "modify the rules of the game", "weren't affected when the continuous effect began"),
    "prevention_effect": _t("419.7a", "Prevention effects usually apply to damage that would be dealt"),
    "prevention_shield_each": _t("419.7c", "creates a prevention shield for each applicable creature"),
    "source_of_your_choice": _t("419.8a", "The next time a red source of your choice would deal damage to you this turn", "The source is chosen when the effect is created"),
    "shield_rechecks_source": _t("419.8b", "the \"shield\" rechecks the source's properties"),
    "prevention_shield": _t("419.7b", "These work like shields", "reduces the remaining shield by 1"),
    "redirection": _t("419.6c", "replace damage dealt to one creature or player with the same damage dealt to another"),
    "redirection_does_nothing": _t("419.6c", "no longer in play or is no longer a creature when the damage would be redirected, the effect does nothing"),
    "dredge": _t("502.47a", "Dredge is a static ability that functions only while the card with dredge is in a player's graveyard"),
    "dredge_not_enough_cards": _t("502.47b", "fewer cards in his or her library than the number required by a dredge ability"),
    "replacement_becomes_applicable": _t("419.9b", "can become applicable to an event as the result of another replacement effect"),
    "draw_replacement_empty_library": _t("423.6a", "replaces a card draw is applied even if no cards could be drawn"),
    "replacement_order": _t("419.9a", "chooses one to apply", "Then the other effect applies if it is still appropriate"),
    "regeneration": _t("419.6b", "Regeneration is a destruction-replacement effect", "remove all damage from it, tap it"),
    "self_replacement": _t("419.6d", "Some spells and abilities replace part or all of their own effect(s) when they resolve",
                           "self-replacement effects"),
    "prevention_modified_event": _t("419.5", "If an event is prevented or replaced, it never happens", "A modified event occurs instead"),
    "sbe_single_event": _t("420.3", "All applicable effects resolve as a single event, then the check is repeated"),
    "sbe_zero_life": _t("420.5a", "player with 0 or less life loses the game"),
    "sbe_zero_toughness": _t("420.5b", "toughness 0 or less is put into its owner's graveyard", "Regeneration can't replace this event"),
    "sbe_lethal_damage": _t("420.5c", "lethal damage", "is destroyed", "Regeneration can replace this event"),
    "sbe_aura_unattached": _t("420.5d", "Aura attached to an illegal permanent", "not attached"),
    "aura_enters_not_cast": _t("212.4j", "the player putting it into play chooses what it will enchant as the Aura comes into play"),
    "aura_enters_nothing_legal": _t("212.4j", "If the player can't make a legal choice, the Aura remains in its current zone"),
    "sbe_legend_rule": _t("420.5e", "two or more legendary permanents with the same name", "legend rule"),
    "token_created": _t("216.1", "Some effects put token creatures into play", "controlled by whomever put it into play",
                        "its name is the same as its creature type(s)"),
    "token_leaves_play_triggers": _t("216.3", "token changing zones sets off triggered abilities before the token ceases to exist"),
    "token_cant_return": _t("216.4", "token that has left play can't come back into play", "remains in its current zone"),
    "sbe_token_ceases": _t("420.5f", "token in a zone other than the in-play zone ceases to exist"),
    "copiable_values": _t("503.2", "copiable values", "Other effects (including type-changing and text-changing effects), status, and counters are not copied"),
    "copy_exceptions": _t("503.9", "becomes part of the copiable values for the copy", "retain their original values"),
    "becomes_copy": _t("503.4", "copy a different permanent while remaining in play", "doesn't trigger comes-into-play or leaves-play abilities"),
    "copy_comes_into_play_as": _t("503.5", "comes into play \"as a copy\"", "becomes a copy as it comes into play"),
    "sbe_copy_ceases": _t("420.5j", "copy of a spell in a zone other than the stack ceases to exist"),
    "copy_spell": _t("503.10", "To copy a spell means to put a copy of the spell onto the stack",
                     "A copy of a spell is controlled by the player who put it on the stack",
                     "all decisions made when the spell was played are copied"),
    "copy_new_targets": _t("503.10b", "may leave any number of the targets unchanged", "the new targets must be legal"),
    "storm": _t("502.30a", "Storm", "put a copy of it onto the stack for each other spell that was played before it this turn"),
    "sbe_other_unattached": _t("420.5m", "A non-Aura, non-Equipment permanent attached to another permanent becomes unattached", "remains in play"),
    "sbe_equipment_unattached": _t("420.5k", "Equipment attached to an illegal permanent becomes unattached", "remains in play"),
    "sbe_poison": _t("420.5h", "ten or more poison counters loses the game"),
    "sbe_empty_library_draw": _t("420.5g", "draw a card from an empty library", "loses the game"),
    "sbe_counters_cancel": _t("420.5n", "both a +1/+1 counter and a -1/-1 counter", "are removed from it"),
    "illegal_action_reversed": _t("422.1", "entire action is reversed", "payments already made are canceled"),
    "illegal_action_priority_retained": _t("422.2", "retains it"),
    "draw_card": _t("423.1", "draws a card by putting the top card of his or her library into his or her hand"),
    # keywords
    "first_strike": _t("502.2b", "first strike", "creatures without first strike or double strike don't assign combat damage"),
    "first_strike_second_step": _t("310.5", "second combat damage step"),
    "protection_targeting": _t("502.7b", "can't be targeted by spells with the stated quality", "abilities from a source with the stated quality"),
    "protection_auras": _t("502.7c", "can't be enchanted by Auras that have the stated quality", "owners' graveyards as a state-based effect"),
    "protection_damage": _t("502.7e", "damage that would be dealt by sources that have the stated quality", "is prevented"),
    "protection_blocking": _t("502.7f", "can't be blocked by creatures that have the stated quality"),
    "protection_equipment": _t("502.7d", "can't be equipped by Equipment that have the stated quality"),
    "equip": _t("502.33a", "Attach this Equipment to target creature you control", "any time you could play a sorcery"),
    "equipment_controller_separate": _t("212.2k", "Changing control of the creature doesn't change control of the Equipment"),
    "aura_controller_separate": _t("212.4i", "Changing control of the permanent doesn't change control of the Aura"),
    "zero_power_no_combat_damage": _t("310.2a", "Creatures with 0 or less power don't assign combat damage"),
    "combat_damage_source_last_known": _t("310.4b", "as it most recently existed if it is no longer in play"),
    "last_known_information": _t("413.2f", "the effect uses the last known information the object had before leaving that zone"),
    "equipment_rules": _t("212.2h", "equip keyword ability moves the Equipment onto a creature you control", "the Equipment doesn't move"),
    "equipment_timestamp": _t("418.5e", "Whenever an Aura or Equipment becomes attached to a permanent", "new timestamp"),
    "double_strike": _t("502.28b", "double strike or first strike", "plus any creatures with double strike"),
    "trample": _t("502.9b", "lethal damage", "defending player"),
    "trample_blockers_removed": _t("502.9c", "removed from combat", "assigned to the defending player"),
    "blocking_restrictions": _t("309.2a", "Other effects may also affect whether or not a set of creatures could block"),
    "attacking_restrictions": _t("308.2a", "Other effects may also affect whether or not a set of creatures could attack"),
    "vigilance": _t("502.14b", "Attacking doesn't cause creatures with vigilance to tap"),
    "fear": _t("502.25b", "can't be blocked except by artifact creatures and/or black creatures"),
    "shadow": _t("502.8b", "can't be blocked by creatures without shadow"),
    "landwalk": _t("502.6b", "unblockable as long as the defending player controls at least one land"),
    "flash": _t("502.57a", "You may play this card any time you could play an instant"),
    "split_second": _t("502.58a", "players can't play other spells or abilities that aren't mana abilities"),
    "kicker": _t("502.21a", "You may pay an additional [cost] as you play this spell"),
    "buyback": _t("502.16a", "put this spell into its owner's hand instead of into that player's graveyard as it resolves"),
    "affinity": _t("502.31a", "This spell costs you {1} less to play for each [text] you control"),
    "convoke": _t("502.46a", "you may tap any number of untapped creatures you control",
                  "reduces the cost to play this spell by {1} or by one mana of any of that creature's colors"),
    "kicked_abilities": _t("502.21b", "additional abilities that specify what happens if the kicker cost is paid"),
    "flashback": _t("502.22a", "You may play this card from your graveyard by paying [cost] rather than paying its mana cost"),
    "flying_blocking": _t("502.4b", "flying can't be blocked by creatures without flying"),
    "haste": _t("502.5b", "haste can attack or use activated abilities", "tap symbol"),
    "haste_attack": _t("502.5b", "haste can attack or use activated abilities"),
    "suspend": _t("502.59a", "Suspend", "time counters", "without paying its mana cost"),
    "suspended_card": _t("502.59b", "suspended"),
    "suspend_special_action": _t("408.2k", "suspend", "special action", "only when he or she has priority"),
    "ability_functions_in_zone": _t("402.8b", "states which zones it functions in functions only from those zones"),
    "morph": _t("502.26b", "2/2 face-down creature", "pay {3}"),
    "morph_required": _t("502.26c", "can't play a card face down if it doesn't have morph"),
    "morph_turn_face_up": _t("502.26d", "turn a face-down permanent you control face up", "pay that cost"),
    "face_down_characteristics": _t("504.2", "no characteristics other than those listed"),
    # flip cards and status (508, 510)
    "flip_characteristics": _t("508.2", "Once the flip permanent in the in-play zone is flipped",
                               "the alternative versions of those characteristics apply instead"),
    "flip_color_and_cost_unchanged": _t("508.1c", "color, mana cost", "don't change if the permanent is flipped"),
    "flip_one_way": _t("508.4", "Flipping a permanent is a one-way process", "retains no memory of its status"),
    "copy_as_modified_by_status": _t("503.3", "copiable values become the copied information, as modified by the copy's status"),
    "status_not_characteristic": _t("510.2", "Status is not a characteristic"),
    "status_retained": _t("510.4", "retains its status until a spell, ability, or game action changes it",
                          "even if that status is not relevant to it"),
    # mechanisms of issue 24, as the February 2007 rules have them
    "card_types": _t("205.2a", "The types are artifact, creature, enchantment, instant, land, and sorcery"),
    "dies_trigger": _t("410.10c", "Leaves-play abilities", "is put into a graveyard from play"),
    "gain_life_trigger": _t("404.1", "when,", "whenever,", "trigger condition"),
    "cant_effect_wins": _t("103.2", "the \"can't\" effect wins"),
    "additional_land": _t("212.6b", "Effects may allow the playing of additional lands"),
    "layer_4_types": _t("418.5a", "(4) type-, subtype-, and supertype-changing effects"),
    "x_as_it_enters": _t("104.3c", "its controller decides the value of that variable"),
    "mana_symbols": _t("104.3", "The mana symbols are", "the hybrid symbols {W/U}"),
    "hybrid_mana": _t("104.3f", "Each of the hybrid mana symbols represents a cost that can be paid with one of two colors"),
    "layer_abilities": _t("418.5a", "(5) all other continuous effects, except those that change power and/or toughness"),
    "choice_on_resolution": _t("413.2c", "offers any choices other than choices already made as part of playing the spell or ability",
                               "announces these while applying the effect", "can't choose an option that's illegal or impossible"),
    # the library as cards use it (issue 25)
    "scry": _t("502.36a", "\"Scry N\" means \"Look at the top N cards of your library", "on the bottom of your library in any order"),
    "library_order_arranged": _t("217.2d", "puts two or more cards on the top or bottom of a library at the same time",
                                 "may arrange them in any order"),
    "cycling": _t("502.18a", "functions only while the card with cycling is in a player's hand", "Discard this card: Draw a card"),
    "landcycling": _t("502.18c", "Landcycling is a variant of the cycling ability", "Search your library for a [land type] card"),
    "transmute": _t("502.48a", "functions only while the card with transmute is in a player's hand",
                    "a card with the same converted mana cost as the discarded card"),
    # trigger events of combat, and the keywords that are triggered abilities
    "attacks_trigger": _t("308.3", "Abilities that trigger on a creature attacking trigger only at the point the creature is declared as an attacker"),
    "blocks_trigger": _t("309.3", "Abilities that trigger on a creature blocking trigger only at the point the creature is declared as a blocker"),
    "blocks_a_creature_trigger": _t("309.3", "Abilities that trigger on a creature blocking trigger only at the point the creature is declared as a blocker"),
    "becomes_blocked_trigger": _t("309.4", "Abilities that trigger on a creature becoming blocked trigger only at the first point the creature becomes blocked that combat"),
    "unblocked_trigger": _t("309.2f", "one with no blockers becomes an unblocked creature"),
    "rampage": _t("502.12a", "Rampage is a triggered ability", "for each creature blocking it beyond the first"),
    "rampage_counted_on_resolution": _t("502.12b", "The rampage bonus is calculated only once per combat, when the triggered ability resolves"),
    "bushido": _t("502.38a", "Bushido is a triggered ability", "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn"),
    "bloodthirst": _t("502.50a", "Bloodthirst is a static ability", "If an opponent was dealt damage this turn, this permanent comes into play with N +1/+1 counters on it"),
    "modular": _t("502.35a", "Modular represents both a static ability and a triggered ability", "you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent"),
    "echo": _t("502.19a", "Echo is a triggered ability", "came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"),
    "soulshift": _t("502.39a", "Soulshift is a triggered ability", "you may return target Spirit card with converted mana cost N or less from your graveyard to your hand"),
    "fading": _t("502.20a", "Fading is a keyword that represents two abilities", "remove a fade counter from this permanent. If you can't, sacrifice the permanent"),
    "vanishing": _t("502.60a", "Vanishing is a keyword that represents three abilities", "When the last time counter is removed from this permanent, sacrifice it"),
    "graft": _t("502.54a", "Graft represents both a static ability and a triggered ability", "you may move a +1/+1 counter from this permanent onto that creature"),
    "amplify": _t("502.27a", "Amplify is a static ability", "reveal any number of cards from your hand that share a creature type with it"),
    "cumulative_upkeep": _t("502.13a", "Cumulative upkeep is a triggered ability", "put an age counter on this permanent, then sacrifice this permanent unless you pay [cost] for each age counter on it"),
    "flanking": _t("502.3a", "Flanking is a triggered ability", "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn"),
    # static abilities, evasion and combat restrictions (issue 25)
    "horsemanship": _t("502.17b", "can't be blocked by creatures without horsemanship"),
    "attack_requirements": _t("500.4", "A requirement conflicts with a proposed set of attackers or blockers",
                              "the total number of requirements that the set obeys to increase"),
    "block_requirements": _t("500.4", "A requirement conflicts with a proposed set of attackers or blockers",
                             "the total number of requirements that the set obeys to increase"),
    "untap_prevented": _t("302.2", "effects can keep one or more of a player's permanents from untapping"),
    "activation_prohibited": _t("409.4", "can't begin to play a spell or activated ability that's prohibited from being played by an effect"),
    "untap_choice": _t("302.2", "the active player determines which permanents he or she controls will untap"),
    "mana_abilities_for_effect": _t("411.2", "whenever a rule or effect asks for a mana payment"),
    "extra_turns": _t("300.6", "Some effects can give a player extra turns", "The most recently created turn will be taken first"),
    "attach_effect": _t("212.2h", "The creature to which the Equipment is to be moved must be able to be equipped by it",
                        "the Equipment doesn't move"),
    # "up to N target ..." (issue 25)
    "variable_number_of_targets": _t("409.1c", "announces how many targets he or she will choose",
                                     "has a variable number of targets"),
    "same_target_once": _t("409.1c", "The same target can't be chosen multiple times for any one instance of the word"),
    "zero_targets_untargeted": _t("415.4", "can have zero or more targets are targeted only if one or more targets have been chosen"),
    # countering an ability (ward.py; 2007 has no ward, but has the rule)
    "counter_ability": _t("414.1", "Countering an ability removes it from the stack"),
    # playing a card from exile ("you may play that card this turn"): the card's text beats "from his or her hand"
    "spell_from_other_zone": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    "land_from_other_zone": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    "keyword_abilities": _t("502.1", "the object lists only the name of the ability as a \"keyword\""),
    # modes of a permanent's triggered ability (issue 25)
    "modal_trigger": _t("410.4", "makes any choices that would be required while playing an activated ability"),
    "modal_trigger_no_mode": _t("410.4", "no legal choice can be made", "removed from the stack"),
    # a permanent that becomes a creature (issue 25)
    "retains_prior_types": _t("212.1c", "still a [type]", "all the object's prior types, supertypes, and subtypes are retained"),
    "new_types_replace_old": _t("212.1b", "the new type(s) replaces any existing types", "subtypes of its old type don't exist"),
    "entwine": _t("502.32a", "You may choose to use all modes of this spell instead of just one", "you pay an additional [cost]"),
    "effect_parts_in_layers": _t("418.5b", "If an effect should be applied in different layers, the parts of the effect each apply in their appropriate layers"),
    # ninjutsu (issue 25): rulings/engine/ninjutsu.py
    "ninjutsu": _t("502.43a", "Ninjutsu is an activated ability that functions only while the card with ninjutsu is in a player's hand",
                   "Return an unblocked creature you control to its owner's hand: Put this card into play from your hand tapped and attacking"),
    "ninjutsu_attacks_same_player": _t("502.43c", "It will be attacking the same player as the creature that was returned to its owner's hand"),
    # alternative costs listed in a card's text (issue 25): rulings/engine/alternative_costs.py
    "alternative_cost": _t("409.1f", "The total cost is the mana cost, activation cost, or alternative cost"),
    "one_alternative_cost": _t("409.1b", "You can't apply two alternative methods of playing or two alternative costs to a single spell or ability"),
    # copies of permanents (issue 25): no rule of 2007 names an exception that modifies a characteristic ("it's an
    # enchantment in addition to its other types"): the card's text takes precedence over 503.2
    "token_copy": _t("503.1", "Some objects create or become a \"copy\" of a spell, permanent, or card"),
    "copy_modified_characteristic": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    # "You control enchanted creature" (rulings/engine/aura_control.py)
    "control_changing_effect": _t("418.5a", "(2) control-changing effects"),
    # "When you control no Islands, sacrifice this creature" (rulings/engine/state_triggers.py)
    "state_trigger": _t("410.11", "These abilities trigger as soon as the game state matches the condition",
                        "doesn't trigger again until the ability has resolved"),
    # provoke (issue 25): rulings/engine/provoke.py
    "provoke": _t("502.29a", "Provoke is a triggered ability",
                  "you may choose to have target creature defending player controls block this creature this combat if able. If you do, untap that creature"),
    "madness": _t("502.24a", "Madness is a keyword that represents two abilities",
                  "may remove it from the game instead of putting it into his or her graveyard",
                  "its owner may play it by paying [cost] rather than paying its mana cost"),
    "sunburst": _t("502.37a", "Sunburst is a static ability that functions as an object is coming into play from the stack",
                   "it comes into play with a +1/+1 counter on it for each color of mana used to pay its cost"),
    "madness_alternative_cost": _t("502.24b", "Playing a spell using its madness ability follows the rules for paying alternative costs"),
    "linked_exile": _t("217.7d", "These abilities are linked",
                       "the second refers only to cards in the removed-from-the-game zone removed as a result of the first"),
    "spell_timing_restriction": _t("408.1a", "Spells and activated abilities can be played only at certain times"),
    "flash_if_pay_more": _t("409.1f", "plus all cost increases"),
    "spell_exiles_itself": _t("413.2h", "is put into its owner's graveyard from the stack (for instants and sorceries) as the final step of the spell's resolution"),
    "coin_flip": _t("511.1", "flips the coin and calls", "If the call matches the result, that player wins the flip",
                    "Only the player who flips the coin wins or loses the flip"),
    "at_end_of_combat": _t("311.1", "As the end of combat step begins, all", "abilities trigger and go on the stack"),
    # digging: "on the bottom of your library in a random order" beats the owner's arranging (217.2d)
    "card_text_precedence": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    "card_to_owners_zone": _t("217.1a", "If an object would go to any library, graveyard, or hand other than its owner's"),
    "recover": _t("502.55a", "Recover is a triggered ability that functions only while the card with recover is in a player"),
    # a cast trigger's kind of spell (spell_filters.py); "Whenever you draw a card" (draw_triggers.py)
    "object_color": _t("203.2", "An object is the color or colors of the mana symbols in its mana cost"),
    "multicolored": _t("203.2b", "An object with two or more different colored mana symbols in its mana cost is each of the colors"),
    "colorless": _t("203.2a", "Objects with no colored mana symbols in their mana costs are colorless"),
    "mana_value": _t("203.3", "The converted mana cost of an object is a number equal to the total amount of mana in its mana cost"),
    "draw_trigger": _t("410.2", "Whenever a game event or game state matches a triggered ability's trigger event, that ability triggers"),
    "draws_one_at_a_time": _t("423.2", "Cards may only be drawn one at a time"),
    "discard_trigger": _t("410.2", "Whenever a game event or game state matches a triggered ability's trigger event, that ability triggers"),
    "cycles_trigger": _t("502.18c", "Any cards that trigger when a player cycles a card will trigger when a card's landcycling ability is played"),
    "sacrifice_trigger": _t("410.10d", "look back in time", "Abilities that trigger specifically when an object leaves play"),
    "trigger_off_battlefield": _t("402.8f", "A trigger condition that can trigger only in a zone other than the in-play zone triggers from that zone"),
    "trigger_once_per_event": _t("410.6", "An ability triggers only once each time its trigger event occurs"),
    "illegal_target_unaffected": _t("413.2a", "If a target is illegal, the spell or ability can't perform any actions on it or make the target perform any actions"),
    "defending_player_referent": _t("308.1", "Effects from a creature that refer to a defending player refer only to the defending player it is attacking"),
    # replicate (issue 25): rulings/engine/replicate.py
    "replicate": _t("502.52a", "Replicate is a keyword that represents two abilities",
                    "you may pay [cost] any number of times", "copy it for each time its replicate cost was paid"),
    "information_determined_once": _t("413.2f", "the answer is determined only once, when the effect is applied"),
    "negative_amount_is_zero": _t("104.2", "it's treated as 0 for all purposes except changing that total"),  # "+X/+X, where X is ~'s power" with a power below 0 (pump_for_each.py)
    "announce_division": _t("409.1e", "the player announces the division", "must receive at least one of whatever is being divided"),
    # a token another player creates ("Its controller creates ..."): rulings/engine/effects/tokens.py
    "token_owned_by_effect_controller": _t("216.1", "owned by the controller of the spell or ability that created it"),
    # tokens created tapped and attacking: rulings/engine/enters_attacking.py
    "put_onto_battlefield_attacking": _t("308.3", "They will not trigger if a creature is put into play attacking"),
    # "Whenever you cast a kicked spell": a spell whose kicker cost was paid (rulings/engine/cast_filters.py)
    "kicked_spell": _t("502.21a", "Paying a spell's kicker cost(s) follows the rules for paying additional costs"),
    "spell_owner": _t("200.5a", "A spell's owner is the same as the owner of the card that represents it"),  # cast_filters.py
    # "as though it had flash": rulings/engine/casting_permissions.py
    "as_though_flash": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    # a land that becomes a basic land type: rulings/engine/effects/type_changes.py
    "land_type_set": _t("212.6e", "the land no longer has its old land type", "loses all abilities generated from its rules text"),
    "basic_land_type_mana": _t("212.6d", "has an intrinsic ability to produce colored mana"),
    # "loses half their life, rounded up": rulings/engine/life_events.py
    "fraction_rounded": _t("104.1", "the spell or ability will tell you whether to round up or down"),
    # "Change the target of target spell with a single target" (Shunt): rulings/engine/effects/stack_objects.py
    "change_target": _t("415.7a", "can change only to another legal target"),
    # "Play with the top card of your library revealed": rulings/engine/revealed_information.py
    "top_card_revealed": _t("217.2e", "play with the top card of his or her library revealed"),
    # cards outside the game and before the game begins: rulings/engine/outside_the_game.py
    "outside_the_game": _t("217.1e", "An object is outside the game if it's in the removed-from-the-game zone, or if it isn't in any of the game's zones"),
    "begin_game_on_battlefield": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    "reveal_from_opening_hand": _t("103.1", "Whenever a card's text directly contradicts these rules, the card takes precedence"),
    "deck_card_limit": _t("100.2", "no more than four of any card with a particular English name"),
    # "Its owner gains 4 life" (rulings/engine/effects/its_owner.py)
    "card_owner": _t("200.1a", "A card's owner is the player who started the game with it in his or her deck"),
    # phasing (phasing.py): the phased-out zone (217.8), the untap step's phasing event (302.1, 502.15)
    "phasing_untap_step": _t("502.15b", "before the active player untaps", "all permanents with phasing the player controls phase out"),
    "phases_out": _t("217.8a", "Permanents that phase out are placed in the phased-out zone"),
    "phasing_same_permanent": _t("502.15f", "considered the same permanent it was when it left"),
    "phase_out_indirectly": _t("502.15i", "phase out at the same time", "indirectly"),
    "phasing_removed_from_combat": _t("306.2", "removed from combat if it leaves play"),
    "phasing_damage_removed": _t("502.15e", "When a permanent phases out, all damage dealt to it is removed"),
    "phased_out_token_ceases": _t("217.8d", "Tokens in the phased-out zone cease to exist"),
    "phasing_triggers": _t("502.15d", "specifically mention phasing can modify or trigger on these events"),
    # splice (rulings/engine/splice.py): cards revealed from the hand add their text to the spell
    "splice": _t("502.40a", "Splice is a static ability that functions while a card is in your hand",
                 "copy this card's text box onto that spell and pay [cost] as an additional cost to play that spell"),
    "splice_order": _t("502.40b", "You can't splice any one card onto the same spell more than once",
                       "The instructions on the main spell have to be followed first"),
    "splice_text": _t("502.40c", "The spell has the characteristics of the main spell, plus the text boxes of each of the spliced cards",
                      "refers to the spell on the stack, not the card from which the text was copied"),
    "splice_targets": _t("502.40d", "Choose targets for the added text normally"),
}

EDITIONS: dict[str, dict[str, RuleRef]] = {"2007-02-01": EDITION_2007}
DEFAULT_EDITION = "2007-02-01"

from .citations_2026 import EDITION_2026  # noqa: E402  (it builds on RuleRef above)

EDITIONS["2026-06-19"] = EDITION_2026


_CACHE: dict = {}


def cite(concept: str, reason: str, edition: str = DEFAULT_EDITION) -> Citation:
    """Cite `concept` in `edition`; an unknown concept is a programming error.
    Equal citations are shared (they are immutable), which keeps long logs small."""
    key = (concept, reason, edition)
    c = _CACHE.get(key)
    if c is None:
        c = Citation(EDITIONS[edition][concept].rule, concept, reason)
        if len(_CACHE) < 50_000:
            _CACHE[key] = c
    return c
