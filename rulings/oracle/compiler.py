"""Oracle text to the engine's card definition, ability by ability.

Each paragraph of a card's Oracle text is one ability (or, on an instant or
sorcery, part of its effect). A paragraph is "played" when a template of the
registry matched it whole and the engine's vocabulary says all of it; any other
paragraph is "text only": kept in the definition's `text_only`, shown by the
builder and the card page, and noted in the replay when the card is used.
A card is fully played only when every paragraph is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import flicker_later  # noqa: F401  (it registers, first, before optional's "if you do", exile_more and flicker_returns: "exile another target permanent. Return that card ... at the beginning of the next end step", Astral Slide's "If you do, return that card ...")
from . import gain_the_same_x  # noqa: F401  (it registers first, before the templates that read "where X is" and "[player] A and B": "~ deals X damage to target creature and you gain X life, where X is ...", "Target player loses X life and you gain X life, where X is ...")
from . import x_said_in_damage  # noqa: F401  (it registers first, and gives every "where X is" to the templates after it before reading what none of them reads: "~ deals X damage to each creature, where X is ...", "X damage to target creature and X damage to you", "Prevent the next X damage ..., where X is ...")
from . import counted_pumps_and_keywords  # noqa: F401  (it registers, after x_said_in_damage and before counts_more: "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of ...", "... gets +1/+1 for each creature you control and gains trample")
from . import moved_permanents_controller  # noqa: F401  (it registers, before damage_more and player_instructions, to which it passes the other forms: "Destroy / Exile target artifact or land. ~ deals 2 damage to that permanent's controller", "It can't be regenerated. Its controller loses 2 life")
from . import target_quality_damage  # noqa: F401  (it registers, before instead, which passes on a condition on the target: "If that permanent is green, ~ deals 6 damage instead", "If that creature has infect, ~ deals 3 damage to that creature's controller")
from . import life_equal_to_target  # noqa: F401  (it registers, before life_more, to which it passes the other forms: "You gain life equal to target creature's power", "It can't be regenerated. That artifact's controller gains life equal to its mana value")
from . import counters_then_it  # noqa: F401  (it registers, before pump reads "it gains": "Put a +1/+1 counter on this creature. It gains flying until end of turn.", the Chimeras' "It gains first strike."; it passes any other "it" on)
from . import removal_targets  # noqa: F401  (it registers, before removal reads "destroy target ...": "target land or nonblack creature", "target noncreature artifact or noncreature enchantment", "target creature or Spacecraft")
from . import counters_on_permanents  # noqa: F401  (it registers, before counters and planeswalkers read only creatures: "Put two +1/+1 counters on target artifact, creature, or land you control / on up to one target artifact or creature"; it passes any creature-only phrase on)
from . import damage_then_counter  # noqa: F401  (it registers, before counters_placed reads an Aura's "that creature": "~ deals 1 damage to target creature. Put a -1/-1 counter on that creature.", Puncture Bolt; it passes any other "that creature" on)
from . import then_counters_on_self  # noqa: F401  (it registers, read early: "Draw a card and put a +1/+1 counter on ~", "..., then put a charge counter on ~"; it passes an optional or conditional first part on)
from . import activated, counters, damage, keywords, mana, players, prevention, pump, removal, statics, tokens, triggered  # noqa: F401  (they register)
from . import tapping  # noqa: F401  (it registers, before mass and amounts read "for each": "Untap those creatures", "doesn't untap ... for as long as ~ remains tapped", detain)
from . import lands  # noqa: F401  (it registers)
from . import tutor_qualities, tutor_named  # noqa: F401  (they register, before library: "search your library for a blue instant card / a creature card with power 2 or less, ..." that no later template reads; "search your library and/or graveyard for a card named ...")
from . import library  # noqa: F401  (it registers: scry, surveil, mill, search, investigate, cycling)
from . import etb_search_named, etb_optional  # noqa: F401  (they register: "you may search your library for any number of cards named ~ / for a Merfolk card, ... on top", "mill three cards, then you may return a land card ..."; before life_more)
from . import damaged_player_counts  # noqa: F401  (it registers, before target_player_counts and mass read "for each": "you gain 1 life for each artifact that player controls" of the player dealt combat damage, "it deals 1 damage to each creature that player controls")
from . import target_player_counts  # noqa: F401  (it registers, before mass reads "for each": "Draw a card for each tapped creature target opponent controls")
from . import their_counts  # noqa: F401  (it registers: "Each player loses 1 life for each creature they control", "... equal to the number of lands they control"; before mass and counts_more, which read "for each" and stop at "they")
from . import mass  # noqa: F401  (it registers: "for each [permanents described]")
from . import entered_this_turn  # noqa: F401  (it registers: "put a +1/+1 counter on each creature that entered this turn")
from . import combat_restrictions, conditions  # noqa: F401,E402  (they register)
from . import delayed  # noqa: F401  (registers its templates)
from . import manlands  # noqa: F401  (it registers: "with all creature types", "It can't be blocked this turn" after a land becomes a creature; before blocking and animate)
from . import blocking, optional, unless  # noqa: F401  (they register)
from . import auras, equipment, power_toughness  # noqa: F401  (auras, equipment register)
from . import up_to  # noqa: F401  (it registers: "up to N target ...")
from . import n_targets  # noqa: F401  (it registers: "destroy / exile / return two target ...")
from . import opponent_graveyard_returns  # noqa: F401  (it registers: "Return two target cards from an opponent's graveyard to their hand", the Advocates)
from . import copies  # noqa: F401  (it registers: "copy target instant or sorcery spell")
from . import proliferate  # noqa: F401  (it registers: "proliferate")
from . import energy  # noqa: F401  (it registers: "you get {E}{E}")
from . import monarch  # noqa: F401  (it registers: "you become the monarch", 725.1)
from . import counters_more  # noqa: F401  (it registers: -1/-1 and kicked "enters with" counters)
from . import monstrous  # noqa: F401  (it registers: monstrosity, adapt, "when ~ becomes monstrous")
from . import permanents_you_control  # "Other permanents / Artifacts you control have indestructible / hexproof / shroud"
from . import transforming  # transforming double-faced cards (2026 712): "transform ~", "transforms into", the werewolves' conditions
from . import return_yours  # noqa: F401  (it registers: "return a land / creature you control to its owner's hand")
from . import keywords_more  # noqa: F401  (it registers: battle cry, dethrone, afflict)
from . import ward  # noqa: F401  (it registers: "Ward—Pay N life", "When ~ becomes the target of ...")
from . import hexproof  # noqa: F401  (it registers: "You have hexproof / shroud")
from . import aura_protection  # noqa: F401  (it registers: "... This effect doesn't remove this Aura.")
from . import impulse  # noqa: F401  (it registers: "exile the top card of your library. You may play that card this turn")
from . import discover  # noqa: F401  (it registers: "discover N")
from . import warp  # noqa: F401  (it registers: "Warp {cost}")
from . import modes as modes_on_permanents  # "When ~ enters, choose one —" and its bullets (700.2)
from . import animate  # noqa: F401  (it registers: "~ becomes a 2/2 Bird creature ... It's still a land")
from . import graveyard_casting  # noqa: F401  (it registers: "[Cost]: Return this card from your graveyard to ...")
from . import alternative_costs  # noqa: F401  (it registers: "You may pay [cost] rather than pay this spell's mana cost")
from . import coin_flips  # noqa: F401  (it registers: "flip a coin. If you win the flip, ...")
from . import dice  # "roll a d20" and its results table, read together (2026 706.3b)
from . import levelers  # "Level up {cost}" (702.87a); each level symbol and its striation, read together (711.2)
from . import condition_words  # noqa: F401  (it registers: "Raid / Delirium / Revolt — When ..., if [its condition], ...")
from . import attack_taxes  # noqa: F401  (it registers: "Creatures can't attack you unless their controller pays {2} for each ...")
from . import prototype  # "Prototype {1}{W} — 2/2": the card's second set of characteristics (718.2)
from . import stations  # "Station" (702.184a) and the lines of its station symbols (721.2), read into `stations`
from . import sagas  # noqa: F401  (it registers: a Saga's chapter abilities, "I, II — [effect]", 714.2b-c)
from . import soulbond  # noqa: F401  (it registers: soulbond, 702.95a, and "As long as ~ is paired with another creature, both creatures have ...")
from . import clash  # noqa: F401  (it registers: "clash with an opponent. If you win, ...")
from . import keywords_triggered  # noqa: F401  (it registers: soulshift, afterlife, ingest, cumulative upkeep)
from . import spell_costs  # noqa: F401  (it registers: cost increases and reductions; additional costs)
from . import spell_kinds_costs  # noqa: F401  (it registers: "Kithkin spells and Soldier spells you cast cost {1} less", colorless / multicolored spells, "During turns other than yours, ...")
from . import own_cost_events  # noqa: F401  (it registers: "This spell costs {3} less to cast if a creature died this turn", delirium's "four or more card types")
from . import own_cost_board  # noqa: F401  (it registers: the Avatars' "If an opponent controls seven or more lands, this spell costs {6} less to cast")
from . import kicked_sentences  # noqa: F401  (it registers, before kicked: "If this spell was kicked, instead ...", "those creatures also gain trample", "If it was kicked")
from . import kicked  # noqa: F401  (it registers: "If this spell was kicked, ... (instead)")
from . import kicked_entering  # noqa: F401  (it registers: "If this creature was kicked, it enters with two +1/+1 counters on it and with first strike / three additional time counters")
from . import kick_counts  # noqa: F401  (it registers: "When this creature enters, you gain 2 life / create a token / it deals damage ... for each time it was kicked")
from . import clones  # noqa: F401  (it registers: "enter as a copy of any creature", token copies)
from . import replacements  # noqa: F401  (it registers: umbra armor, life gain and "would die" replacements)
from . import finality  # noqa: F401  (it registers: "... to the battlefield with a finality counter on it", 2026 122.1h)
from . import stun_shield_more  # noqa: F401  (it registers: "enters tapped with N stun counters", "put a stun counter on each of them", shield counters on each of up to N)
from . import oil_counters  # noqa: F401  (it registers: "put two oil counters on target artifact or creature / on it")
from . import permanent_lines  # noqa: F401  (it registers: an additional land each turn, spore counters)
from . import keywords_later  # noqa: F401  (it registers: exploit and "When ~ exploits a creature")
from . import explore_and_madness  # noqa: F401  (it registers: explore, 701.44a; madness, 702.35a)
from . import hexproof_from  # noqa: F401  (it registers: "assign its combat damage as though it weren't blocked")
from . import aura_abilities  # noqa: F401  (it registers: an Aura's "{R}: Enchanted creature gets +1/+0 until end of turn")
from . import casting_restrictions  # "Cast this spell only during combat" (601.3 / 408.1a); "Exile ~." (608.2n / 413.2h)
from . import enters_mechanics  # noqa: F401  (it registers: converge counters, raid, connive, storage lands)
from . import phasing  # noqa: F401  (it registers: the keyword "Phasing", "~ phases out", "target creature phases out")
from . import keyword_actions_later  # it registers: amass 701.47a, bolster 701.39a, support 701.41a; Eldrazi Spawn / Scion tokens
from . import activation_limits  # noqa: F401  (it registers: "Activate no more than twice each turn", "Activate only if ...", "Any player may activate this ability")
from . import activation_cost_changes  # noqa: F401  (it registers: "[ability]. This ability costs {1} less to activate for each ... / if you control ...")
from . import mana_restrictions  # noqa: F401  (it registers: "Spend this mana only to cast a creature spell" after a mana ability, 2026 106.6)
from . import damage_destroys  # noqa: F401  (it registers: basilisks, "at end of combat", "deals damage to a Vampire")
from . import named_choices  # noqa: F401  (it registers: "Choose a creature type / a color. [what reads it]")
from . import dig_more  # noqa: F401  (it registers, before digging: "an Angel card, a Demon card, and/or a Dragon card from among them", "Put one into your hand and the other into your graveyard", "you mill two cards")
from . import digging  # noqa: F401  (it registers: "look at the top N cards ... from among them ... the rest")
from . import looktop  # noqa: F401  (it registers: "the rest on top ... in any order", "and exile the rest", "one of those cards", "from among the cards milled this way")
from . import dig_results  # noqa: F401  (it registers, before ifyoudo and board_life_conditions: "If you didn't put a card into your hand this way, draw a card", "If you don't, put a +1/+1 counter on ~" after a dig's or a mill's take)
from . import land_type_searches  # noqa: F401  (it registers: "search your library for a basic Forest, Island, or Mountain card, reveal it, put it into your hand, then shuffle")
from . import basic_land_type_searches  # noqa: F401  (it registers: "search your library for a land card with a basic land type, reveal it, put it into your hand / put it onto the battlefield tapped, then shuffle")
from . import permanent_searches  # noqa: F401  (it registers: "Search your library for a Goblin permanent card / a permanent card, put it onto the battlefield, then shuffle")
from . import damage_trigger_library  # noqa: F401  (it registers: "Whenever ~ deals combat damage to a player, exile the top card of your library. You may play it this turn.": "it", the library card)
from . import from_graveyard  # noqa: F401  (it registers: abilities that work from a graveyard or take a card out of one)
from . import optional_additional_costs  # noqa: F401  (it registers: gift, 2026 702.174, and "If the gift was promised, ...")
from . import sacrifice_wordings  # noqa: F401  (it registers: "If this land would enter, sacrifice a Forest instead ..."; additional sacrifices)
from . import trigger_conditions  # noqa: F401  (it registers: cast triggers by color, mana value, historic; "Whenever you draw a card")
from . import damage_triggers  # noqa: F401  (it registers: "Whenever ~ deals damage, you gain that much life" (one damage event))
from . import chosen_names  # noqa: F401  (it registers: "Choose a nonland card name. Search ... with that name and exile them"; "discards all cards of that color")
from . import same_name_searches  # noqa: F401  (it registers: "Search its controller's graveyard, hand, and library for all cards with the same name as that enchantment and exile them")
from . import partner_with  # noqa: F401  (it registers: "Partner with [name]", the keyword whose triggered ability searches for that card)
from . import their_library_searches  # noqa: F401  (it registers: "Search target player's library for a card and exile it", "... put that card onto the battlefield under your control")
from . import named_searches  # noqa: F401  (it registers: "Search your library for a card named Godsire / named X or Y, put it onto the battlefield, then shuffle")
from . import hand_to_bottom  # noqa: F401  (it registers: "put a card from your hand on the bottom of your library", "draw three cards, then put ...")
from . import plain_shuffles  # noqa: F401  (it registers: "Target player shuffles.", "Shuffle your graveyard into your library.")
from . import powerstone_mana  # noqa: F401  (it registers: "Create a tapped Powerstone token" (2026 111.10h))
from . import equipment_more  # noqa: F401  (it registers: "Equip legendary creature {N}" 702.6c, job select 702.182a)
from . import optional_payments  # noqa: F401  (it registers: "you may pay {1}{W} / {E}{E} / N life. If you do, ...")
from . import ifyoudo  # noqa: F401  (it registers: "you may sacrifice an artifact. If you don't, ...": the `otherwise` of an optional instruction; before chosen_targets and board_life_conditions, which read "it" and "if ..., ")
from . import pacts  # noqa: F401  (it registers, after ifyoudo, before board_life_conditions: the Pacts' "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game.")
from . import player_instructions  # noqa: F401  (it registers: edicts, "each player sacrifices a creature of their choice" (2026 101.4))
from . import instructions_more  # noqa: F401  (it registers: "Search your library for a Rebel permanent card with mana value N or less, ...")
from . import planeswalkers  # noqa: F401  (it registers: emblems, "until your next turn", 201.5c shortened names)
from . import player_referents  # noqa: F401  (it registers: "that player" of a cast or discard trigger, "they", "defending player")
from . import poison_counters  # noqa: F401  (it registers: "You get / Each opponent gets / Its controller gets a poison counter", after a mana ability too)
from . import time_counters  # noqa: F401  (it registers: an instant's or sorcery's "Exile ~ with three time counters on it.", 2026 702.62b)
from . import spell_copies  # noqa: F401  (it registers: magecraft "Whenever you cast or copy an instant or sorcery spell")
from . import mana_more  # noqa: F401  (it registers: lands tapped for mana, filter lands, "Add {G} for each ...")
from . import mana_ability_costs  # noqa: F401  (it registers: mana abilities whose cost sacrifices, discards or taps another: "Sacrifice a creature: Add {C}{C}.")
from . import mana_x_of_one_color  # noqa: F401  (it registers: "Add X mana of any one color, where X is this creature's power / the number of ...")
from . import mana_counter_amounts  # noqa: F401  (it registers: "Add {C} for each charge counter on this artifact", "Add {G} for each +1/+1 counter on this creature")
from . import mana_instead  # noqa: F401  (it registers: "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.")
from . import mana_from_sacrificed  # noqa: F401  (it registers: "Add an amount of {B} equal to the sacrificed artifact's mana value / creature's power")
from . import mana_granted_to_lands  # noqa: F401  (it registers: "Lands you control have "{T}: Add one mana of any color."")
from . import mana_for_typed_spells  # noqa: F401  (it registers: "Spend this mana only to cast a Sliver spell / an Elf creature spell")
from . import combat_requirements  # noqa: F401  (it registers: "Target creature attacks this turn if able", "can't be blocked by white creatures")
from . import attacking_groups  # noqa: F401  (it registers: "attacking creatures gain trample until end of turn", "attacking Warriors get +1/+1 ...", "each other attacking creature gets +1/+0 ...")
from . import blocking_kinds  # noqa: F401  (it registers: "This creature can't be blocked by Humans / except by Walls", "can't block artifact creatures"; after combat_requirements)
from . import object_referents  # noqa: F401  (it registers: an ability's "it" when the only object named before it is its source)
from . import returns_itself  # noqa: F401  (it registers: "Whenever ..., [you may pay {R}. If you do,] return this card from your graveyard to ...")
from . import x_values  # noqa: F401  (it registers: "Tap X target creatures", "+X/+X ..., where X is its power"; before amounts)
from . import amounts  # noqa: F401  (it registers: "equal to the number of ...", "for each card in your hand", "that many", divided damage)
from . import the_ring  # noqa: F401  (it registers: "the Ring tempts you", 2026 701.54)
from . import dungeons  # noqa: F401  (it registers: "venture into the dungeon", 2026 701.49)
from . import initiative  # noqa: F401  (it registers: "you take the initiative", 2026 726)
from . import damage_and_life  # noqa: F401  (it registers: "~ deals N damage to any target and N damage to you", life gained equal to ...)
from . import hand_and_library  # noqa: F401  (it registers: "You may put a creature card from your hand onto the battlefield", Coercion, Wheel of Fortune)
from . import hand_discards  # noqa: F401  (it registers, before outside_the_game, chosen_targets and life_more, which read "that many" and "and": "you may discard your hand. If you do, draw two / that many cards", "that player discards all the cards in their hand, then draws that many cards")
from . import discard_all_of  # noqa: F401  (it registers, before life_more, which reads "[player] A and B": "Target player reveals their hand and discards all nonland cards / all Trap cards")
from . import outside_the_game  # noqa: F401  (it registers: Wishes, learn, Leylines, "A deck can have any number of cards named ~"; before chosen_targets and life_more, which read "it" and "and")
from . import chosen_targets  # noqa: F401  (it registers: "Choose target creature. [what happens to that creature]")
from . import counters_and_tokens  # noqa: F401  (it registers: "+1/+1 counter on each other creature you control", tapped tokens, Blood)
from . import sacrifices_more  # noqa: F401  (it registers: "sacrifice it unless you discard / sacrifice / return ...", "When you cast a spell, sacrifice ~")
from . import referents_more  # noqa: F401  (it registers: "Whenever ~ attacks alone", "a Minotaur you control attacks", "enchanted creature is dealt damage")
from . import trigger_limits  # noqa: F401  (it registers: "This ability triggers only once each turn.", batch trigger conditions)
from . import counters_placed  # noqa: F401  (it registers: counters on enchanted creature, on each Vampire you control, "you may put ... on ~")
from . import exile_more  # noqa: F401  (it registers: "from a single graveyard", "exiles a card from their hand", flicker itself)
from . import flicker_returns  # noqa: F401  (it registers: "When this creature dies, return it to the battlefield tapped ...", and a creature given that ability until end of turn)
from . import sacrifice_choices  # noqa: F401  (it registers: "Each player sacrifices two creatures / a creature or planeswalker of their choice", "unless they pay")
from . import token_abilities  # (it registers: tokens with quoted abilities, "Its controller creates a ... token")
from . import pump_more  # noqa: F401  (it registers: "up to two target creatures each get +1/+1", "you may have target creature get", color anthems)
from . import damage_life_events  # noqa: F401  (it registers: combat damage to a player or planeswalker, "one or more creatures you control deal combat damage")
from . import combat_damage_dealers  # noqa: F401  (it registers: "Whenever a Ninja / a nontoken artifact creature you control deals combat damage to a player", "to an opponent", "one or more non-Human creatures you control deal ...")
from . import cast_triggers_more  # noqa: F401  (it registers: "Whenever a player casts a nonblack spell / an Elf spell / a kicked spell / a spell with mana value 3 or less")
from . import cast_spell_values  # noqa: F401  (it registers: cast triggers that read "that spell's mana value")
from . import cast_spell_colors  # noqa: F401  (it registers: "Whenever you cast a spell that's both white and black / white, blue, black, or red")
from . import cast_target_triggers  # noqa: F401  (it registers: "Whenever you cast an instant or sorcery spell that targets a creature / a spell that targets a creature you control, ...")
from . import mana_spent_conditions  # noqa: F401  (it registers: Opus, "If five or more mana was spent to cast that spell, ... instead")
from . import noncreature_casting_bans  # noqa: F401  (it registers: "Your opponents can't cast noncreature spells this turn", "You can't cast noncreature spells.")
from . import cast_spell_turns  # noqa: F401  (it registers: "Whenever an opponent casts a spell during your turn", "if it's not their turn")
from . import casting_permissions  # noqa: F401  (it registers: "as though it had flash", "Your opponents can't cast spells during your turn")
from . import graveyard_abilities  # noqa: F401  (it registers: "Max speed — [cost], Exile this card from your graveyard: ...")
from . import control  # noqa: F401  (it registers: "gain control of target creature", "target opponent gains control of ~", "exchange control of ...")
from . import graveyard_returns  # noqa: F401  (it registers: "Renew — [cost], Exile this card from your graveyard: ...")
from . import animate_more  # noqa: F401  (it registers: "has base power and toughness 1/1 until end of turn", land types)
from . import animate_types  # noqa: F401  (it registers: "becomes an artifact in addition to its other types", an Aura's or Equipment's "... and is a black Zombie in addition to its other colors and types")
from . import switch_wordings  # noqa: F401  (it registers: "you may switch this creature's power and toughness until end of turn", "Whenever ~ attacks, switch its power and toughness ...")
from . import color_choices  # noqa: F401  (it registers: "Target creature becomes the color or colors of your choice until end of turn")
from . import earthbend  # noqa: F401  (it registers: "earthbend 2", 2026 701.66a)
from . import endure  # noqa: F401  (it registers: "~ endures 2", "you lose 1 life and ~ endures 1", 2026 701.63a; before life_more reads "[player] A and B")
from . import life_more  # noqa: F401  (it registers: "the life lost this way", "half their life, rounded up", "life total becomes N")
from . import counterspells  # noqa: F401  (it registers: "counter target noncreature spell unless its controller pays {2}", "for each card in your graveyard")
from . import counter_riders  # noqa: F401  (it registers: "Its controller discards a card." / "~ deals 2 damage to that spell's controller." after a counterspell)
from . import countered_spell_values  # noqa: F401  (it registers: "Counter target spell. Create an X/X green Ooze creature token, where X is that spell's mana value." / "Its controller gains life equal to its mana value.")
from . import counter_copies  # noqa: F401  (it registers: "Copy target instant or sorcery spell that targets you.")
from . import spell_or_permanent  # noqa: F401  (it registers: "return target spell or creature / nonland permanent to its owner's hand")
from . import prevention_more  # noqa: F401  (it registers: "Damage can't be prevented this turn", "Target creature can't be regenerated this turn")
from . import prevention_widened  # noqa: F401  (it registers: "Prevent all noncombat damage that would be dealt to other creatures you control", "... to ~ by artifact sources", "If a source would deal damage to you, prevent 1 of that damage")
from . import prevention_described  # noqa: F401  (it registers: "Prevent all damage that would be dealt to you and creatures you control this turn", "... to you this turn by creatures with flying", "... this turn by non-Human sources")
from . import prevented_life  # noqa: F401  (it registers: "You gain life equal to the damage prevented this way." after a source-of-your-choice shield or "Prevent all damage that would be dealt by creatures this turn")
from . import library_more  # noqa: F401  (it registers: Ponder's "You may shuffle.", Brainstorm, "on their choice of the top or bottom of their library")
from . import mana_abilities_more  # noqa: F401  (it registers: storage and depletion lands, "Remove any number of storage counters from this land: Add {B} for each ...")
from . import choices_more  # noqa: F401  (it registers: "Target opponent chooses a creature they control", "Choose a number between 0 and 13")
from . import statics_more  # noqa: F401  (it registers: "[Objects] your opponents control enter tapped", rule-changing statics)
from . import power_damage_riders  # noqa: F401  (it registers, before damage_more, whose then_that_creature refuses "another target creature": "Tap target untapped creature. That creature deals damage equal to its power to its controller", Deadshot's "to another target creature")
from . import opponents_and_their_permanents  # noqa: F401  (it registers: "~ deals 1 damage to each opponent and each creature and planeswalker they control")
from . import damage_more  # noqa: F401  (it registers: "fights another target creature", Karplusan Yeti, "each attacking creature", "that land's controller")
from . import damage_player_and_creatures  # noqa: F401  (it registers: "to target player (or planeswalker) and each creature that player (or that planeswalker's controller) controls")
from . import damage_no_regeneration  # noqa: F401  (it registers: "A creature / Creatures dealt damage this way can't be regenerated this turn")
from . import damage_event_triggers  # noqa: F401  (it registers: "Whenever a creature enters / attacks / blocks / dies, ~ deals N damage to it / to that creature's controller")
from . import damage_target_riders  # noqa: F401  (it registers: "~ deals N damage to target creature. That creature loses flying / indestructible until end of turn")
from . import damage_player_counts  # noqa: F401  (it registers: "deals damage to that player equal to the number of Swamps they control / cards in that player's hand")
from . import damage_blockers  # noqa: F401  (it registers: "{R}: ~ deals 1 damage to target creature blocking it", "Whenever ~ becomes blocked, it deals ...")
from . import referents_heads  # noqa: F401  (it registers: a 207.2c ability word before a triggered ability, "When ~ blocks / becomes blocked")
from . import copies_more  # noqa: F401  (it registers: a token copy's haste and end-step exile, "create a token that's a copy of that creature")
from . import copies_each  # noqa: F401  (it registers: "For each creature target player controls, create a token that's a copy of that creature", a token copy of enchanted creature)
from . import copies_of_cards  # noqa: F401  (it registers: a token copy of target creature card in your graveyard / of the card just exiled; "except it's a 4/4 black Zombie")
from . import becomes_copies  # noqa: F401  (it registers: "Target artifact or creature becomes a copy of another target artifact or creature", "Each nonland permanent you control becomes a copy of target ...")
from . import threaten_more, clones_more, control_tapped  # noqa: F401  (they register: "gain control of target artifact or creature until end of turn", "untap that artifact", heroic's Threaten, "you may gain / exchange control of ..."; "enter as a copy of a creature you control / an opponent controls", token copies of a token or the equipped creature; control "for as long as ~ remains tapped")
from . import control_to_the_most  # noqa: F401  (it registers: "if a player has more life than each other player, the player with the most life gains control of this creature")
from . import control_given_away  # noqa: F401  (it registers: "an opponent gains control of this artifact", "that player gains control of this creature")
from . import control_of_all  # noqa: F401  (it registers: "gain control of all creatures until end of turn. Untap them. They gain haste ...", Insurrection's "untap all creatures and gain control of them")
from . import threaten_riders  # noqa: F401  (it registers, after Threaten's kin: "sacrifice that creature at the beginning of the next end step", "~ deals 2 damage to any other target", "put a +1/+1 counter on it and untap it")
from . import named_counters  # noqa: F401  (it registers: quest and verse counters: "you may put a verse counter on ~", "Remove three quest counters from ~ and sacrifice it: ...", "where X is the number of verse counters on ~"; before counts_more reads "where X is")
from . import counter_thresholds  # noqa: F401  (it registers: "As long as ~ has three or more +1/+1 counters on it, it has flying / can attack as though it didn't have defender")
from . import counter_pumps  # noqa: F401  (it registers: "Equipped creature gets +1/+1 for each charge counter on this Equipment", "Enchanted creature gets -1/-1 for each plague counter on this Aura")
from . import counter_trigger_pairs  # noqa: F401  (it registers: "At the beginning of your upkeep and whenever you cast a green spell, put a charge counter on this artifact": two trigger events)
from . import pt_counters  # noqa: F401  (it registers: "Put a +2/+2 counter on target creature", "put a -0/-1 counter on it": the other templates' reading with another power/toughness counter)
from . import poison_statics  # noqa: F401  (it registers: "Corrupted — As long as an opponent has three or more poison counters, this creature has double strike")
from . import counter_holders  # noqa: F401  (it registers: "Each creature you control with a counter on it has ward {1}", "... with a +1/+1 counter on it can't be blocked by more than one creature")
from . import attacking_counters  # noqa: F401  (it registers: "put a +1/+1 counter on each attacking creature [you control]")
from . import counters_and_untap  # noqa: F401  (it registers: "Put a +1/+1 counter on target creature and untap it")
from . import counters_on_several_targets  # noqa: F401  (it registers: "Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature")
from . import entering_counters_others  # noqa: F401  (it registers: "Each other Rogue creature you control enters with an additional +1/+1 counter on it")
from . import adamant  # noqa: F401  (it registers: "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it")
from . import remove_counters_each  # noqa: F401  (it registers: "remove a -1/-1 counter from each creature you control")
from . import pump_counts  # noqa: F401  (it registers: "for each other attacking Goblin", "for each Elemental you control" counts; Rampage-like pumps; before counts_more reads "for each")
from . import counts_more  # noqa: F401  (it registers: "for each" / "where X is the number of" counts of graveyard cards, domain)
from . import plural_counts  # noqa: F401  (it registers: "~ deals damage equal to the number of +1/+1 counters on it to any target"; and counts "Elves / Equipment you control", "attacking creatures")
from . import event_stats  # noqa: F401  (it registers: "Whenever another creature you control dies / enters, you gain life equal to its toughness", and the like)
from . import damage_sources  # noqa: F401  (it registers: "Whenever a creature deals damage to you, destroy it": the source as "it")
from . import cost_counts  # noqa: E402  (it registers: "This spell costs {X} less to cast, where X is the total power ...")
from . import commander  # noqa: F401  (it registers: "Add one mana of any color in your commander's color identity", 2026 903.4)
from . import static_counts  # noqa: F401  (it registers: "Enchanted creature gets +1/+1 for each Forest you control", "gets -X/-0, where X is the number of ...")
from . import attached_counts  # noqa: F401  (it registers: "This creature gets +2/+2 for each Aura and Equipment attached to it", Champion of the Flame)
from . import equipment_wordings  # noqa: F401  (it registers: "As long as ~ is equipped, it has ...", "During your turn, equipped creature has ...", "Equipped creature doesn't untap ...", "As long as equipped creature is a Human, it gets ...")
from . import hybrid_costs  # noqa: F401  (it registers: "Cycling {W/U}": a keyword cost with hybrid mana symbols)
from . import activated_effects  # noqa: F401  (it registers: "Target player draws a card, then discards a card")
from . import exile_until_leaves  # noqa: F401  (it registers, before optional_instructions: "you may exile target ... / exile up to one target ... / exile that creature until ~ leaves the battlefield")
from . import blocking_partner_effects  # noqa: F401  (it registers: "that creature can't be regenerated this turn / loses first strike until end of turn / becomes green", "put that creature on top of its owner's library" after "blocks or becomes blocked by a creature")
from . import edicts_described  # noqa: F401  (it registers: "each player / that player sacrifices a non-Vampire creature of their choice", "sacrifice a Homunculus / a Mountain")
from . import enters_and_triggers  # noqa: F401  (it registers: "When ~ enters and at the beginning of your upkeep / whenever ..., [effect]" as its two triggered abilities)
from . import planeswalker_kind_conditions  # noqa: F401  (it adds the intervening if "if you control a Basri planeswalker")
from . import optional_instructions  # noqa: F401  (it registers: "you may destroy / exile / return / mill ...", after the templates of the sentences it wraps)
from . import returned_it  # noqa: F401  (it registers: "It gains haste." / "Put a +1/+1 counter on it." after a card returned to the battlefield)
from . import delayed_returns  # noqa: F401  (it registers: "That creature gains haste." / "Sacrifice it at the beginning of the next end step." after one permanent put onto the battlefield)
from . import activation_bans  # noqa: F401  (it registers: "Activated abilities of artifacts can't be activated.")
from . import spell_sentences  # noqa: F401  (it registers: "mills half their library, rounded down", "Its owner gains 4 life")
from . import upkeep_conditions  # noqa: F401  (it adds intervening "if"s: "if you control three or more creatures")
from . import upkeep_win_conditions  # noqa: F401  (it adds intervening "if"s with larger counts: "if you control twenty or more creatures", "if you have exactly 1 life", "if twenty or more creature cards are in your graveyard")
from . import upkeep_board_conditions  # noqa: F401  (it adds intervening "if"s: "if you control no untapped lands", "if you have three or fewer cards in hand", "if you control seven or more permanents", "if your opponents control no creatures")
from . import sacrifice_self_and  # noqa: F401  (it registers: "sacrifice this enchantment and target opponent discards their hand / take an extra turn after this one / destroy all creatures")
from . import end_step_conditions  # noqa: F401  (it adds intervening "if"s of end step triggers: "if you control two or more tapped creatures")
from . import next_end_step_riders  # noqa: F401  (it registers: "Destroy that creature / Return it to its owner's hand at the beginning of the next end step")
from . import void_condition  # noqa: F401  (it registers: "Void — At the beginning of your end step, if a nonland permanent left the battlefield this turn or a spell was warped this turn, ...")
from . import whenever_damage_discards  # noqa: F401  (it registers: "Whenever ~ deals combat damage to a player, that player discards that many cards")
from . import morbid  # noqa: F401  (it registers: "Morbid — When ~ enters, if a creature died this turn, ...")
from . import died_this_turn_counts  # noqa: F401  (it says the counts "for each Zubera that died this turn", "the number of creatures that died this turn")
from . import self_or_another_dies  # noqa: F401  (it registers: "Whenever ~ or another Zombie you control dies, ...")
from . import cycle_and_dies  # noqa: F401  (it registers: "When you cycle this card and when this creature dies, ...")
from . import nontoken_dies  # noqa: F401  (it registers: "Whenever [another] nontoken creature [an opponent controls] dies, ...")
from . import main_phases  # noqa: F401  (it registers: "At the beginning of your first / second main phase, ...")
from . import cast_it  # noqa: F401  (it registers: "When ~ enters, if you cast it [from your hand], ...")
from . import encore  # noqa: F401  (it registers: "Encore {5}{R}", 2026 702.141a)
from . import crimes  # noqa: F401  (it registers: "Whenever you commit a crime, ...", 2026 700.13)
from . import scry_triggers  # noqa: F401  (it registers: "Whenever you scry / surveil, ...", 2026 701.22d, 701.25d)
from . import expend  # noqa: F401  (it registers: "Whenever you expend 4, ...", 2026 700.14)
from . import player_auras  # noqa: F401  (it registers: "Enchant player", "At the beginning of enchanted player's upkeep, ...")
from . import attacking_whom  # noqa: F401  (it registers: "Whenever a creature attacks you / enchanted player, ...")
from . import blight  # noqa: F401  (it registers: "blight 2", 2026 701.68)
from . import granted_quoted  # noqa: F401  (it registers: "Equipped creature gets +1/+1 and has \"{T}: ...\"", quoted abilities Auras and Equipment grant)
from . import split_searches  # noqa: F401  (it registers: "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle")
from . import cant_lose  # noqa: F401  (it registers: "You can't lose the game and your opponents can't win the game.")
from . import land_types_static  # noqa: F401  (it registers: "Nonbasic lands are Mountains.", "All Mountains are Plains.")
from . import linked_exiles  # (it registers: "When ~ leaves the battlefield, return the exiled card(s) ...", settled per card)
from . import attached_triggers  # noqa: F401  (it registers: an Aura's or Equipment's "When enchanted creature dies, its controller ...", "leaves the battlefield", "attacks or blocks", the Swords)
from . import unless_you  # noqa: F401  (it registers, first: "[do something] unless you pay {G}{G} / 1 life / discard a card at random / discard an artifact card")
from . import greatest_power_conditions  # noqa: F401  (it registers, before instead and board_life_conditions: the Triumphs' "... if you control the creature with the greatest power or tied for the greatest power")
from . import instead  # noqa: F401  (it registers, before board_life_conditions: "If a creature died this turn, you gain 8 life instead", "~ deals 4 damage instead if ...")
from . import board_life_conditions  # noqa: F401  (it registers: Ferocious / Coven / Formidable triggers; "if you gained life this turn", "if an opponent controls more lands than you")
from . import color_pair_conditions  # noqa: F401  (it adds the Sanctuaries' conditions: "if you control a black or red permanent", "If you control a black permanent and a red permanent, ... instead")
from . import dont_control_conditions  # noqa: F401  (it adds an instruction's "if you don't control an Ogre" to board_life_conditions)
from . import empty_hand_steps  # noqa: F401  (it registers: "At the beginning of each player's upkeep, if that player has no cards in hand, ...")
from . import lost_life_last_turn  # noqa: F401  (it adds intervening "if"s: "if you lost life last turn", "if an opponent lost life last turn")
from . import least_power  # noqa: F401  (it registers: "At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. ...")
from . import graveyard_arrivals  # noqa: F401  (it registers: "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library" / "its owner shuffles their graveyard into their library")
from . import constellation  # noqa: F401  (it registers: "Constellation — Whenever an enchantment you control enters / this creature or another enchantment you control enters")
from . import goad  # noqa: F401  (it registers: "goad target creature an opponent controls", "Goad it.", "you may goad target creature")
from . import extra_turns  # noqa: F401  (it registers: "Target player takes an extra turn / two extra turns after this one", Final Fortune's "At the beginning of that turn's end step, you lose the game")
from . import mode_effects  # noqa: F401  (it registers: modes of modal spells: "Destroy target artifact and target enchantment", "Permanents you control gain indestructible", "Destroy all non-Dragon creatures")
from . import aura_wordings  # noqa: F401  (it registers: an Aura's "Enchanted creature attacks each combat if able", "can't be blocked except by Walls", "Whenever enchanted land becomes tapped, its controller loses 2 life", "loses all abilities and is a blue Frog creature ...")
from . import attached_more  # noqa: F401  (it registers: an Aura's "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control")
from . import planeswalker_those  # noqa: F401  (it registers: "Those creatures gain trample until end of turn" after "Put ... on each creature you control" / "Untap all creatures you control"; "Until your next turn, creatures you control get +1/+0 and gain lifelink")
from . import planeswalker_emblems  # noqa: F401  (it registers: "Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."")
from . import discard_wordings  # noqa: F401  (it registers: "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield [with two +1/+1 counters on it] instead ...")
from . import several_tokens  # noqa: F401  (it registers, read first: "create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink")
from . import each_player_tokens  # noqa: F401  (it registers: "each player / each opponent creates a Treasure token")
from . import graveyard_shuffles  # noqa: F401  (it registers: "shuffle up to N target cards from your graveyard into your library", "target player shuffles ... from their graveyard")
from . import graveyard_to_library  # noqa: F401  (it registers: "put up to one target card from your graveyard on top of / on the bottom of your library")
from . import graveyard_permanents  # noqa: F401  (it registers, read first: "return target permanent / enchantment card from your graveyard to the battlefield", an Aura among them)
from . import graveyard_conditions  # noqa: F401  (it adds to conditions.py: "as long as there are four or more creature / land / instant and/or sorcery cards in your graveyard")
from . import graveyard_quantities  # noqa: F401  (it adds to conditions.py: "as long as there is a land card / an opponent has ten or more cards in their graveyard / there are five or more mana values among cards in your graveyard"; "Descend 4 —")
from . import graveyard_thresholds  # noqa: F401  (it registers: "Threshold — ~ can't be blocked as long as ...", "... gets +3/+0 and attacks each combat if able", "Threshold — Enchanted creature gets (an additional) +3/+0 as long as ...")
from . import graveyard_quoted  # noqa: F401  (it registers: "Threshold — As long as ..., ~ (gets +3/+3 and) has \"{R}: ...\"")
from . import metalcraft_triggers  # noqa: F401  (it registers: "Metalcraft — When this creature enters, if you control three or more artifacts, ...")
from . import graveyard_return_costs  # noqa: F401  (it registers: "{2}{B}, Discard a creature card / Tap three untapped Vampires you control: Return this card from your graveyard to your hand")
from . import graveyard_vehicles  # noqa: F401  (it registers: "Return target creature or Vehicle card from your graveyard to the battlefield")
from . import graveyard_put_onto_battlefield  # noqa: F401  (it registers: "Put target artifact or creature card from a graveyard onto the battlefield under your control", "Return up to one target creature card from your graveyard to the battlefield")
from . import graveyard_anthems  # noqa: F401  (it registers: "Threshold — Other creatures you control get +2/+2 as long as ...", "Delirium — Crabs you control get +1/+1 as long as ...")
from . import exiled_card_kind  # noqa: F401  (it registers: "If it was a creature card, ..." / "If a creature card was exiled this way, ..." after exiling a card from a graveyard)
from . import graveyard_returns_more  # noqa: F401  (it registers: "[trigger], if this card is in your graveyard, ... return this card to your hand"; more events for returns_itself)
from . import graveyard_upkeep_returns  # noqa: F401  (it registers: "At the beginning of your upkeep, if this card is in your graveyard, you may pay {1}{B}{B}. If you do, return it to your hand.")
from . import died_card_shuffles  # noqa: F401  (it registers: "When this creature dies, (you may) shuffle it into its owner's library(, then scry 2).")
from . import named_legendary_tokens  # noqa: F401  (it registers: "create Ragavan, a legendary 2/1 red Monkey creature token", "Ragavan enters tapped and attacking")
from . import tapped_predefined  # noqa: F401  (it registers: "create a tapped Treasure / Food / Clue token")
from . import emerge  # noqa: F401  (it registers: "Emerge [cost]" on a creature card, 2026 702.119a)
from . import splice  # "Splice onto Arcane [cost]" (502.40a / 702.47a): read by the compiler after the spell's effect
from . import overload  # "Overload [cost]" (2026 702.96a): read by the compiler after the spell's effect, with its changed text's instructions
from . import token_counts  # noqa: F401  (it registers, read first: "create X ... tokens with flying, where X is ...", "create a number of ... tokens equal to ...", "... token with reach for each ...")
from . import x_size_tokens  # noqa: F401  (it registers, read first: "create an X/X green Ooze creature token, where X is the number of ... / the greatest power among ... / the sacrificed creature's power", "When ~ dies, create an X/X ..., where X is ~'s power")
from . import pilot_tokens  # noqa: F401  (it registers: "~ saddles Mounts and crews Vehicles / crews Vehicles as though its power were 2 greater", the Pilot token's quotation too)
from . import and_create_tokens  # noqa: F401  (it registers: "you lose 1 life and create a 1/1 ... token", "draw two cards and create ...", "create two ... tokens and sacrifice ~ / untap ~ / scry 1")
from . import delayed_tokens  # noqa: F401  (it registers: "create a 4/4 red Bird creature token with flying at the beginning of the next end step")
from . import removed_counter_costs  # noqa: F401  (it registers: "[costs,] Remove two +1/+1 / a -1/-1 counter(s) from ~: ...", "... from a creature you control: ...")
from . import counter_statics  # noqa: F401  (it registers: "Creatures you control with +1/+1 counters on them have trample", "Each other creature you control with a +1/+1 counter on it has haste")
from . import counters_on_others  # noqa: F401  (it registers: "put a +1/+1 counter on each of up to two other target creatures [you control]")
from . import becomes_tapped_kinds  # noqa: F401  (it registers: "Whenever a Forest an opponent controls becomes tapped, you gain 1 life")
from . import untap_limits  # noqa: F401  (it registers: "Players can't untap more than one creature during their untap steps")
from . import untaps_a_land  # noqa: F401  (it registers: "that player untaps a land they control")
from . import tap_all_dont_untap  # noqa: F401  (it registers: "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step")
from . import hand_reveal_choices  # noqa: F401  (it registers: "You choose a nonland card from it with mana value 3 or less", "an instant or sorcery card", "a nonbasic land card" from a revealed hand)
from . import reveals_from_hand  # noqa: F401  (it registers: "Target player reveals three cards from their hand and you choose one of them", "a number of cards ... equal to the number of Swamps you control")
from . import random_reveals  # noqa: F401  (it registers: "Target opponent reveals a card at random from their hand", then "You gain life equal to that card's mana value" / damage equal to it)
from . import reveal_until_more  # noqa: F401  (it registers: "Target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard", Treasure Hunt)
from . import looked_cards_more  # noqa: F401  (it registers: "Put one of those cards into your hand and the other into your graveyard", domain's "Look at the top X cards", "Put up to two of them into your hand and the rest ...")
from . import devotion  # noqa: F401  (it registers: "you gain life / it deals damage / put a number of +1/+1 counters ... equal to your devotion to green", "where X is your devotion to black")
from . import named_others  # noqa: F401  (it registers: "put a +1/+1 counter on each other creature you control named ~")
from . import alternative_cost_conditions  # (it registers, and the compiler asks it for a spell's line: "If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost")
from . import mana_for_typed_abilities  # noqa: F401  (it registers: "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr")
from . import own_cost_conditions  # noqa: F401  (it registers: "This spell costs {2} less to cast if you gained life this turn / if there is a land card in your graveyard / if an opponent controls a green permanent", two reductions in one paragraph)
from . import incubate  # noqa: F401  (it registers: "incubate 3", "incubate X, where X is the number of ...", 2026 701.53a)
from . import investigate_and_each_create  # noqa: F401  (it registers: "investigate twice", "you and target opponent each create a tapped Powerstone token")
from . import parley  # noqa: F401  (it registers: parley's "Each player reveals the top card of their library. For each nonland card revealed this way, you create ...")
from . import those_tokens  # noqa: F401  (it registers: "Create two 1/1 red Warrior creature tokens. They gain haste until end of turn.")
from . import that_controller_creates  # noqa: F401  (it registers: "That creature's / That permanent's controller creates a ... token")
from . import until_end_of_turn  # noqa: F401  (it registers: "Warrior creatures you control gain menace until end of turn", "Blocking creatures gain first strike ...", "Until end of turn, target creature gets +1/+1 and gains indestructible")
from . import type_anthems  # noqa: F401  (it registers: "Other Zombie creatures get +1/+1", "Soldier creatures have vigilance", "Attacking creatures get +1/+0"; the regular plural of a creature type: "Other Mutants you control get +1/+1")
from . import pumps_and_keywords  # noqa: F401  (it registers: "Enchanted creature gets +1/+1 for each Plains you control and has flying", "Target creature gains vigilance until end of turn and can't be blocked this turn")
from . import attached_conditions  # noqa: F401  (it registers: an Aura's "As long as enchanted creature is blue, it gets +1/+1 and has shroud", "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1")
from . import board_and_hand_conditions  # noqa: F401  (it adds to conditions.py: "as long as you control another black creature / an opponent controls a black permanent / you have seven or more cards in hand"; the Scarabs' "Enchanted creature gets +2/+2 as long as ...")
from . import miracle  # noqa: F401  (keywords.keyword reads with it: "Miracle {1}{W}", 2026 702.94a)
from . import you_and_player_draws  # noqa: F401  (it registers: "you and target opponent each draw a card", "you and that player each draw two cards")
from . import player_may_draw  # noqa: F401  (it registers: "target opponent / defending player may draw a card", "That spell's controller may draw a card" after a counterspell)
from . import draw_step_triggers  # noqa: F401  (it registers: "At the beginning of each other player's draw step, that player draws an additional card", Anvil of Bogardan's "..., then discards a card")
from . import you_draw  # noqa: F401  (it registers: "you draw a card" / "you draw two cards", the controller's draw said with its subject)
from . import reflexive_sacrifices  # noqa: F401  (it registers: "[Trigger], you may sacrifice an artifact. When you do, ~ deals 3 damage to any target": a reflexive triggered ability, 2026 603.12)
from . import artifact_arrivals  # noqa: F401  (it registers: "Whenever this creature or another artifact you control enters, each opponent loses 1 life and you gain 1 life", as two abilities)
from . import another_kind_conditions  # noqa: F401  (it adds an intervening "if": "When this creature enters, if you control another Wizard, ...")
from . import event_controller_life  # noqa: F401  (it registers: "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life", "Whenever another creature enters, its controller loses 1 life")
from . import active_player_conditions  # noqa: F401  (it adds intervening "if"s: "At the beginning of each opponent's upkeep, if that player has five or more cards in hand, ...", "... 5 or less life")
from . import damage_dealt_life  # noqa: F401  (it registers: "You gain life equal to the damage dealt this way" after a sentence that only deals damage)
from . import land_arrivals  # noqa: F401  (it registers: "Whenever a land enters, you may gain 1 life", "Whenever a land an opponent controls enters, that player loses 2 life and you gain 2 life")
from . import token_arrivals  # noqa: F401  (it registers: "Whenever a creature token you control enters, you gain 1 life")
from . import either_type_arrivals  # noqa: F401  (it registers: "Whenever this creature or another creature or artifact you control dies / another creature or artifact you control enters, ...")
from . import counters_put_triggers  # noqa: F401  (it registers: "Whenever one or more +1/+1 counters are put on another creature you control, ...", "Whenever a +1/+1 counter is put on ~, ...")
from . import counters_on_each_described  # noqa: F401  (it registers, last: "Put a +1/+1 counter on each artifact creature / tapped creature / Merfolk creature you control")
from . import counters_on_him_or_her  # noqa: F401  (it registers, last: a character's "put a +1/+1 counter on him / her", read as "it")
from . import kindred_token_triggers  # noqa: F401  (it registers: "Whenever another nontoken Bird you control enters, create ...", "Whenever ~ or another nontoken Zombie you control dies / another Dragon you control enters, create ...")
from . import devotion_tokens  # noqa: F401  (it registers: "create a number of 1/1 black Harpy creature tokens with flying equal to your devotion to black")
from . import role_tokens  # noqa: F401  (it registers: "create a Monster Role token attached to target creature you control / to it")
from . import token_anthems  # noqa: F401  (it registers: "Zombie tokens you control have flying", "Attacking tokens you control have deathtouch")
from . import dies_this_turn_tokens  # noqa: F401  (it registers: "When that creature dies this turn, create a 3/2 red and white Spirit creature token")
from . import investigate_players  # noqa: F401  (it registers: "Its controller investigates.", "Target player investigates.")
from . import attacking_tokens  # noqa: F401  (it registers: "create a 2/2 white Knight creature token with vigilance that's attacking")
from . import nontoken_attackers  # noqa: F401  (it registers: "Whenever a nontoken creature you control attacks, create ...")
from . import token_trigger_variants  # noqa: F401  (it registers: "Whenever this creature enters or dies, create ...", "Whenever one or more nontoken creatures die, create ... This ability triggers only once each turn.")
from . import group_anthems  # noqa: F401  (it registers: "Multicolored creatures you control have flying", "Other tapped creatures you control have indestructible", "Skeletons, Vampires, and Zombies you control get +1/+1")
from . import ability_choices  # noqa: F401  (it registers, first: "This creature gains your choice of flying, deathtouch, or lifelink until end of turn")
from . import color_pumps  # noqa: F401  (it registers, first: "Target creature becomes black and gains fear until end of turn")
from . import may_have_groups  # noqa: F401  (it registers: "you may have Ally creatures you control gain first strike until end of turn")
from . import graveyard_mass_returns  # noqa: F401  (it registers: "Return all land cards from your graveyard to the battlefield tapped", "Each player returns all creature cards from their graveyard to their hand", "Put all creature cards from all graveyards onto the battlefield under your control")
from . import random_graveyard_returns  # noqa: F401  (it registers: "Return a creature card / two cards at random from your graveyard to your hand")
from . import exiled_cards_to_graveyard  # noqa: F401  (it registers: "When ~ enters, you may put a card an opponent owns from exile into that player's graveyard. If you do, ...")
from . import hand_to_battlefield  # noqa: F401  (it registers, last: "You may put a Goblin permanent card / a basic land card / an Equipment card from your hand onto the battlefield")
from . import then_discards  # noqa: F401  (it registers: "Each player draws three cards, then discards three cards at random", "Draw a card for each Island you control, then discard two cards")
from . import hand_sentences  # noqa: F401  (it registers: "You discard your hand."; it adds the instruction's "If you control no artifacts, discard a card")
from . import optional_hand_choices  # noqa: F401  (it registers: "Look at target player's hand. You may choose a nonland card from it." that the controller may decline)
from . import returned_owner_discards  # noqa: F401  (it registers: "Return target permanent to its owner's hand. Then that player discards a card.", Recoil, Dinrova Horror)
from rulings.engine.mana import is_valid_cost

from .registry import Card, Effect, NotUnderstood, parse_effect, read_by_others
from .text import self_references, sentences, strip_reminders

#: the card types the engine plays (rulings/engine/scenario/vocabulary.py CARD_TYPES)
ENGINE_TYPES = {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery", "Planeswalker"}
ENGINE_SUPERTYPES = {"Basic", "Legendary", "Snow"}
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: the keyword lines an instant or sorcery has besides its effect
SPELL_KEYWORDS = {"flash", "split_second", "flashback", "kicker", "storm", "suspend"}
SPELL_KEYWORDS |= {"devoid", "undaunted"}  # 2026 702.114a: a characteristic-defining ability, so a spell has it too (continuous.py)
SPELL_KEYWORDS |= {"buyback", "convoke", "delve", "improvise", "affinity_for_artifacts", "affinity_for_creatures",
                   "affinity_for_enchantments", "affinity_for_equipment"}  # cost keywords (cost_reduction.py, buyback.py)
SPELL_KEYWORDS |= {"can_be_your_commander"}  # "Spell commander" (2026 903.3a: deck construction only; commander.py)
SPELL_KEYWORDS |= {"cascade", "rebound"}  # 702.85a, 702.88a (rulings/engine/cascade.py, rebound.py)
SPELL_KEYWORDS |= {"plot", "foretell"}  # 702.170a, 702.143a (rulings/engine/plot.py, foretell.py)
from rulings.engine.cost_reduction import AFFINITY as SPELL_KEYWORDS_AFFINITY  # noqa: E402  (702.41a: affinity for a subtype)
SPELL_KEYWORDS |= set(SPELL_KEYWORDS_AFFINITY)
SPELL_KEYWORDS |= {"awaken", "entwine", "escalate"}  # an alternative cost and a spell ability (702.113a, rulings/engine/awaken.py)
SPELL_KEYWORDS |= {"retrace", "jump_start", "surge", "spectacle"}  # cast from the graveyard (702.81a, 702.133a): graveyard_casting.py
SPELL_KEYWORDS |= {"bargain"}  # 702.166a: an optional additional cost (rulings/engine/bargain.py)
SPELL_KEYWORDS |= {"gift"}  # 2026 702.174a: an optional additional cost (rulings/engine/gift.py)
SPELL_KEYWORDS |= {"madness", "assist", "casualty", "conspire", "cipher"}
SPELL_KEYWORDS |= {"replicate"}  # 502.52a; 2026 702.56a (rulings/engine/replicate.py)  # 502.24a / 702.35a: works from the hand (rulings/engine/madness.py)
SPELL_KEYWORDS |= {"dredge"}  # 502.47a / 702.52a: works while the card is in its owner's graveyard (life_and_draws.py), an instant's too
SPELL_KEYWORDS |= {"mayhem"}  # 2026 702.187b: cast from the graveyard as an alternative cost (rulings/engine/mayhem.py)
SPELL_KEYWORDS |= {"miracle"}  # 2026 702.94a: works from the hand as the card is drawn (rulings/engine/miracle.py)


@dataclass
class Compiled:
    definition: dict | None
    abilities: list[dict] = field(default_factory=list)  # [{"text", "played"}]
    played: bool = False
    why_not: str = ""  # why the card as a whole is not played, when it isn't


def _ability(card: Card, paragraph: str) -> list[dict]:
    """The engine abilities of one (normalized) paragraph; NotUnderstood if no template says all of it."""
    found = read_by_others(card, paragraph, lambda _family, _fn: False)
    if found is None:
        raise NotUnderstood(paragraph)
    return found


def _pt(value):
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise NotUnderstood(f"power/toughness {value}") from None


def _with_text(abilities: list[dict], text: str) -> list[dict]:
    return [{**ab, "text": text} if ab.get("kind") != "keyword" else ab for ab in abilities]


def compile_card(record: dict) -> Compiled:
    """`record`: name, mana_cost, types, supertypes, subtypes, power, toughness,
    loyalty (a planeswalker's), text, layout and faces (true when the card has faces of its own)."""
    if transforming.is_transforming(record):  # a transforming double-faced card: each face read as a card (2026 712.8)
        definition, verdicts, played, why = transforming.compile_transforming(record, compile_card)
        refused = _engine_refuses(definition) if definition is not None else ""
        if refused:
            return Compiled(None, [{**v, "played": False} for v in verdicts], False, f"the engine's checks refuse its definition: {refused}")
        return Compiled(definition, verdicts if definition is not None else [{**v, "played": v["played"]} for v in verdicts], played, why)
    name = record["name"]
    text = record.get("text") or ""
    paragraphs = [p for p in text.split("\n") if p.strip() and p.strip() != "//"]
    types = list(record.get("types") or [])
    why = _refusal(record, types)
    card = Card(name=name, types=tuple(types), mana_cost=record.get("mana_cost") or "", subtypes=tuple(record.get("subtypes") or ()),
                power=None if record.get("power") is None else str(record.get("power")))
    card.paragraphs = tuple(paragraphs)
    definition: dict = {"name": name, "types": types}
    if record.get("mana_cost"):
        definition["mana_cost"] = record["mana_cost"]
    for key in ("supertypes", "subtypes"):
        if record.get(key):
            definition[key] = list(record[key])
    defining: dict = {}  # the paragraph that defines a "*" power or toughness: its ability
    if not why:
        why = _numbers(record, types, definition, paragraphs, defining)
    if why:
        return Compiled(None, [{"text": p, "played": False} for p in paragraphs], False, why)

    engine_abilities: list[dict] = []
    verdicts: list[dict] = []
    text_only: list[str] = []
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    spell = Effect(card, allow_x=card.has_x)
    # 305.6: a land with a basic land type has that type's mana ability (the card's text only reminds of it)
    if "Land" in types:
        for sub in record.get("subtypes") or ():
            if sub in BASIC_LAND_MANA:
                engine_abilities.append({"kind": "activated", "cost": {"tap": True},
                                         "effect": [{"do": "add_mana", "mana": "{%s}" % BASIC_LAND_MANA[sub]}],
                                         "text": "{T}: Add {%s}." % BASIC_LAND_MANA[sub]})
    modes = _modes(card, paragraphs, name) if is_spell else None
    modal_spell = modes is not None
    if modes is not None:  # "Choose one —" and a bullet per mode (700.2): each mode its own targets and effect
        definition["modes"], verdicts = modes[:2]
        if len(modes) > 2:  # "Choose two —", "Choose one or both —": how many (700.2)
            definition["choose"] = modes[2]
        first = paragraphs.index(verdicts[0]["text"])  # keyword lines only before and after (escalate, entwine, cycling...)
        paragraphs = paragraphs[:first] + paragraphs[first + len(verdicts):]
    modal = {} if is_spell else modes_on_permanents.blocks(paragraphs)  # "..., choose one —" and its bullets
    tables = dice.blocks(paragraphs)  # "roll a d20." and the lines of its results table (706.3b)
    striations = levelers.blocks(paragraphs) if record.get("layout") == "leveler" else {}  # 711.2
    station_card = stations.is_station_card(paragraphs)  # 721.2
    skip = 0
    for index, paragraph in enumerate(paragraphs):
        if skip:
            skip -= 1
            continue
        if station_card and stations.LINE.fullmatch(paragraph.strip()):  # "8+ | Flying, vigilance, haste" (721.2)
            try:
                n, found = stations.symbol_line(card, paragraph, name, _ability)
                stations.add_line(definition, n, found, paragraph)
                verdicts.append({"text": paragraph, "played": True})
            except NotUnderstood:
                verdicts.append({"text": paragraph, "played": False})
                text_only.append(paragraph)
            continue
        if index in striations:
            skip = striations[index]
            block = paragraphs[index:index + 1 + skip]
            try:
                entry = levelers.level_symbol(card, block, name, "Creature" in types, _ability)
                if not levelers.fits([*definition.get("levels", ()), entry]):
                    raise NotUnderstood(paragraph)
                definition.setdefault("levels", []).append(entry)
                verdicts += [{"text": p, "played": True} for p in block]
            except NotUnderstood:
                verdicts += [{"text": p, "played": False} for p in block]
                text_only += block
            continue
        if index in tables:
            skip = tables[index]
            block = paragraphs[index:index + 1 + skip]
            try:
                head = dice.without_flavor_word(self_references(strip_reminders(paragraph), name))
                if is_spell:
                    sub = parse_effect(card, sentences(head))
                    dice.attach(sub.steps, card, block[1:], name)
                    offset = len(spell.targets)
                    spell.targets += sub.targets
                    spell.steps += _shift_targets(sub.steps, offset)
                else:
                    found = _ability(card, head)
                    if len(found) != 1 or not found[0].get("effect"):
                        raise NotUnderstood(paragraph)
                    dice.attach(found[0]["effect"], card, block[1:], name)
                    engine_abilities.append({**found[0], "text": "\n".join(block)})
                verdicts += [{"text": p, "played": True} for p in block]
            except NotUnderstood:
                verdicts += [{"text": p, "played": False} for p in block]
                text_only += block
            continue
        if index in modal:
            skip = modal[index]
            block = paragraphs[index:index + 1 + skip]
            try:
                ability = modes_on_permanents.modal_ability(card, paragraph, block[1:], name, _ability)
                engine_abilities.append({**ability, "text": "\n".join(block)})
                verdicts += [{"text": p, "played": True} for p in block]
            except NotUnderstood:
                verdicts += [{"text": p, "played": False} for p in block]
                text_only += block
            continue
        plain = self_references(strip_reminders(paragraph), name)
        plain = keyword_actions_later.unquote(plain)  # a token's "Sacrifice this token: Add {C}." (Eldrazi Spawn, Scion)
        plain = planeswalkers.shortened_name(plain, types, record.get("subtypes"), name)  # 201.5c: "Ajani" on Ajani Vengeant
        plain = keyword_actions_later.unquote(plain)  # a token's "Sacrifice this token: Add {C}." (Eldrazi Spawn, Scion)
        plain = token_abilities.unquote(plain)  # a token created with a quoted ability: token_abilities.py
        if not plain:  # reminder text alone (a basic land's mana ability, said by its type)
            verdicts.append({"text": paragraph, "played": True})
            continue
        if paragraph in defining:  # 2026 604.3 / 2007 405.2: it defines the "*" of its power/toughness box
            engine_abilities.append({**defining.pop(paragraph), "text": paragraph})
            verdicts.append({"text": paragraph, "played": True})
            continue
        if "Creature" in types and "prototype" not in definition and (proto := prototype.prototype_line(plain)) is not None:
            definition["prototype"] = proto  # 2026 702.160a, 718.2: cast prototyped with `pay.prototype`
            verdicts.append({"text": paragraph, "played": True})
            continue
        if plain == "As an additional cost to cast ~, sacrifice a creature." and "additional_cost" not in definition:
            definition["additional_cost"] = {"sacrifice": "creature"}  # 601.2b / 2007's 409.1b
            verdicts.append({"text": paragraph, "played": True})
            continue
        if plain == "As an additional cost to cast ~, discard a card." and "additional_cost" not in definition:
            definition["additional_cost"] = {"discard": 1}  # the card named by the action's pay (601.2b / 409.1b)
            verdicts.append({"text": paragraph, "played": True})
            continue
        if is_spell and (only := casting_restrictions.cast_only(plain)) is not None:  # 601.3 / 408.1a: casting_restrictions.py
            engine_abilities.append(only)
            verdicts.append({"text": paragraph, "played": True})
            continue
        if (optional_cost := kicked.optional_cost_keyword(card, plain)) is not None \
                and not ("sacrifice" in optional_cost and "sacrifice" in definition.get("additional_cost", {})):
            engine_abilities.append(optional_cost)  # "Kicker—Sacrifice a land" (702.33a; 502.21a): rulings/engine/additional_costs.py
            verdicts.append({"text": paragraph, "played": True})
            continue
        if (extra := spell_costs.additional_cost(plain)) is not None and "additional_cost" not in definition \
                and not ("sacrifice" in extra and any("sacrifice" in ab for ab in engine_abilities if ab.get("kind") == "keyword")):
            definition["additional_cost"] = extra  # 601.2b, 601.2f / 409.1b, 409.1f (rulings/engine/additional_costs.py)
            verdicts.append({"text": paragraph, "played": True})
            continue
        try:
            if is_spell and (events := own_cost_events.spell_line(card, plain)) is not None:  # "... if a creature died this turn"
                engine_abilities += _with_text(events, paragraph)
            elif is_spell and spell_costs.SELF.fullmatch(plain):  # "This spell costs {1} less to cast ...": a static ability
                engine_abilities += _with_text([spell_costs.own_cost(plain)], paragraph)
            elif is_spell and (less := cost_counts.x_less(plain)) is not None:  # 601.2f: Volcanic Salvo
                engine_abilities += _with_text([less], paragraph)
            elif is_spell and plain == "~ can't be countered.":  # 101.2: "can't" beats "counter"
                engine_abilities.append({"kind": "keyword", "keyword": "cant_be_countered"})
            elif is_spell and (cycles := library.cycling_line(card, plain)) is not None:  # 702.29a/c: abilities, not its effect
                engine_abilities += _with_text(cycles, paragraph)
            elif is_spell and (reinforces := activated.reinforce_line(card, plain)) is not None:  # 702.77a: from the hand
                engine_abilities += _with_text(reinforces, paragraph)
            elif is_spell and (escapes := graveyard_casting.escape(plain)) is not None:  # 702.138a: cast from the graveyard
                engine_abilities += escapes
            elif is_spell and (overloads := overload.overload_line(card, plain, spell, name)) is not None:
                engine_abilities += overloads  # 2026 702.96a: "target" becomes "each" (overload.py), its last paragraph
            elif is_spell and (splices := splice.splice_line(card, plain, spell)) is not None:
                engine_abilities += splices  # 502.40a / 702.47a: "Splice onto Arcane {1}{R}" (splice.py), its last paragraph
            elif is_spell and (back := from_graveyard.spell_line(card, plain)) is not None:
                engine_abilities += _with_text(back, paragraph)  # works only in the graveyard (402.8g / 113.6m): from_graveyard.py
            elif is_spell and (others := alternative_costs.other_cost(plain) or alternative_costs.conditional_cost(plain)
                               or commander.free_if_commander(plain)  # "If you control a commander, you may cast ... without paying"
                               or alternative_cost_conditions.legate_cost(plain) or alternative_cost_conditions.exile_cost(plain)):  # "If an opponent controls a Swamp and you control a Plains, ..."
                engine_abilities += others  # an alternative cost in the card's text (409.1b / 118.9)
            elif is_spell and index and verdicts and verdicts[-1] == {"text": paragraphs[index - 1], "played": True} \
                    and instead.next_paragraph(card, spell, self_references(strip_reminders(paragraphs[index - 1]), name), plain, _shift_targets):
                pass  # "Metalcraft — ~ deals 4 damage instead if ...": a rider on the paragraph before (instead.py)
            elif is_spell:
                try:
                    found = keywords.keyword_line(card, _fullmatch_keywords(plain))
                    if not all(ab["keyword"] in SPELL_KEYWORDS for ab in found):
                        raise NotUnderstood(plain)
                    engine_abilities += found
                except NotUnderstood:
                    if plain.endswith(":") or '"' in plain and not (clones_more.QUOTED_SPELL_COPY.fullmatch(plain)
                                                                  or flicker_returns.QUOTED_SPELL.fullmatch(plain)) or modal_spell:
                        raise
                    sub = parse_effect(card, sentences(plain), allow_x=card.has_x)
                    if sub.targets and any(isinstance(t, dict) and t.get("up_to") for t in spell.targets):
                        raise NotUnderstood(plain)  # the targets of "up to N" come last (up_to.py)
                    offset = len(spell.targets)
                    spell.targets += sub.targets
                    spell.steps += _shift_targets(sub.steps, offset)
            else:
                engine_abilities += _with_text(_ability(card, plain), paragraph)
            verdicts.append({"text": paragraph, "played": True})
        except NotUnderstood:
            verdicts.append({"text": paragraph, "played": False})
            text_only.append(paragraph)
    if station_card:
        try:
            stations.power_toughness_box(definition, record, paragraphs)  # a Spacecraft's box, on its highest symbol (721.2b)
        except NotUnderstood:  # the box has no symbol to go with: the symbols' lines stay text only
            definition.pop("stations", None)
            for verdict in verdicts:
                if verdict["played"] and stations.LINE.fullmatch(verdict["text"].strip()):
                    verdict["played"] = False
                    text_only.append(verdict["text"])
    if is_spell:
        if spell.targets:
            definition["targets"] = spell.targets
        if spell.steps:
            definition["effect"] = spell.steps
    kws = {ab.get("keyword") for ab in engine_abilities}
    if "madness" in kws and kws & ({"convoke", "delve", "improvise", "affinity_for_artifacts", "affinity_for_creatures",
                                   "affinity_for_enchantments", "affinity_for_equipment"} | set(SPELL_KEYWORDS_AFFINITY)):
        # the madness cost is paid with mana only (rulings/engine/madness.py): convoke and the like
        # would not be offered for it (Markov Baron), so madness stays text only there
        engine_abilities = [ab for ab in engine_abilities if ab.get("keyword") != "madness"]
        for verdict in verdicts:
            if verdict["played"] and re.match(r"madness\b", strip_reminders(verdict["text"]), re.IGNORECASE):
                verdict["played"] = False
                text_only.append(verdict["text"])
    mode_keywords = [ab for ab in engine_abilities if ab.get("keyword") in ("entwine", "escalate")]
    if mode_keywords and not _mode_keywords_fit(definition, mode_keywords):
        # entwine on a "Choose one —" spell, escalate on a "Choose one or more —" one (702.42a, 702.120a): else text only
        engine_abilities = [ab for ab in engine_abilities if ab not in mode_keywords]
        for verdict in verdicts:
            if verdict["played"] and re.match(r"(entwine|escalate)\b", strip_reminders(verdict["text"]), re.IGNORECASE):
                verdict["played"] = False
                text_only.append(verdict["text"])
    if "Aura" in (record.get("subtypes") or ()):
        enchant = [ab for ab in engine_abilities if ab.get("keyword") == "enchant"]
        if len(enchant) != 1:
            return Compiled(None, [{**v, "played": False} for v in verdicts], False, "an Aura whose enchant ability the engine can't read")
        definition["targets"] = [enchant[0]["what"]]
    if modal_spell:  # the verdicts in the order of the paragraphs (the modes were read first)
        order = [p for p in text.split("\n") if p.strip() and p.strip() != "//"]
        verdicts.sort(key=lambda v: order.index(v["text"]) if v["text"] in order else len(order))
    if not is_spell:  # "return the exiled card": linked to the ability that exiles it (linked_exiles.py)
        engine_abilities = linked_exiles.settle(card, engine_abilities, verdicts, text_only)
    definition["abilities"] = engine_abilities
    definition["text"] = text
    if text_only:
        definition["text_only"] = text_only
    refused = _engine_refuses(definition)
    if refused:  # a template wrote something the engine's own checks refuse: nothing of it is claimed played
        return Compiled(None, [{**v, "played": False} for v in verdicts], False, f"the engine's checks refuse its definition: {refused}")
    played = not text_only
    return Compiled(definition, verdicts, played, "" if played else "text the engine does not play")


def _engine_refuses(definition: dict) -> str:
    """The first thing the engine's card checks (the scenario loader's) find wrong with a compiled
    definition, or "": a card claimed played must load in a scenario."""
    from rulings.engine.editions import RULES_2026
    from rulings.engine.scenario.cards.card import card as check_card
    from rulings.engine.scenario.fields import Checker
    v = Checker()
    v.edition = RULES_2026  # today's rules: a card whose words are later than 2007 is refused only under 2007's
    check_card(v, definition, "card")
    return str(v.errors[0]) if v.errors else ""


def _mode_keywords_fit(definition: dict, found: list) -> bool:
    kinds = {ab["keyword"] for ab in found}
    if len(found) != 1 or not definition.get("modes"):
        return False
    if kinds == {"entwine"}:  # every mode together: "up to N target" must stay last among the targets (up_to.py)
        modes = definition["modes"]
        late_up_to = any(isinstance(t, dict) and t.get("up_to") and any(later.get("targets") for later in modes[i + 1:])
                         for i, mode in enumerate(modes) for t in mode.get("targets", ()))
        return "choose" not in definition and not late_up_to
    choose = definition.get("choose") or {}
    return choose.get("min") == 1 and choose.get("max") == len(definition["modes"])


def _modes(card: Card, paragraphs: list[str], name: str):
    """A modal spell the engine plays: "Choose one —" then bullets, each of which a
    template reads whole (keyword lines may follow them); otherwise None (the
    paragraphs are read one by one)."""
    counts = {"Choose one —": (1, 1), "Choose two —": (2, 2), "Choose one or both —": (1, 2), "Choose one or more —": (1, None)}
    at = next((i for i, p in enumerate(paragraphs) if p.strip() in counts), None)
    if at is None or any(p.startswith("• ") for p in paragraphs[:at]):
        return None
    paragraphs = paragraphs[at:]
    header = paragraphs[0].strip()
    n = 0
    while 1 + n < len(paragraphs) and paragraphs[1 + n].startswith("• "):
        n += 1
    if n < 2 or header not in counts or any(p.startswith("• ") for p in paragraphs[1 + n:]):
        return None
    paragraphs = paragraphs[:1 + n]
    least, most = counts[header]
    most = len(paragraphs) - 1 if most is None else most
    if most > len(paragraphs) - 1:
        return None
    modes = []
    for p in paragraphs[1:]:
        try:
            eff = parse_effect(card, sentences(self_references(strip_reminders(p[2:]), name)), allow_x=card.has_x)
        except NotUnderstood:
            return None
        mode = {"text": p[2:], "effect": eff.steps}
        if eff.targets:
            mode["targets"] = eff.targets
        modes.append(mode)
    if (least, most) == (1, 1):
        return modes, [{"text": p, "played": True} for p in paragraphs]
    if any(isinstance(t, dict) and t.get("up_to") for mode in modes[:-1] for t in mode.get("targets", ())):
        return None  # "up to N target" comes last among the targets (up_to.py): a later mode's would follow it
    return modes, [{"text": p, "played": True} for p in paragraphs], {"min": least, "max": most}


def _fullmatch_keywords(plain: str):
    import re
    m = re.fullmatch(r"[A-Z][^.:\"]*", plain)
    if m is None:
        raise NotUnderstood(plain)
    return m


def _shift_targets(steps: list, offset: int) -> list:
    """A later paragraph's "target:0" is the spell's target number offset+0."""
    if not offset:
        return steps

    def shift(value):
        if isinstance(value, str) and value.startswith("target:"):
            return f"target:{int(value[7:]) + offset}"
        if isinstance(value, dict):
            return {k: shift(v) for k, v in value.items()}
        if isinstance(value, list):
            return [shift(v) for v in value]
        return value
    return shift(steps)


def _refusal(record: dict, types: list[str]) -> str:
    """Why the engine can't hold the card at all, whatever its text says; "" if it can."""
    name = record["name"]
    if record.get("faces") or record.get("layout", "normal") not in ("normal", "leveler", "saga", "prototype") or " // " in name:
        return "a card with faces: the engine plays single-faced cards"
    if not types or not set(types) <= ENGINE_TYPES:
        return f"the engine has no {', '.join(sorted(set(types) - ENGINE_TYPES)) or 'card type'} cards"
    if not set(record.get("supertypes") or []) <= ENGINE_SUPERTYPES:
        return "a supertype the engine does not know"
    if not record.get("mana_cost") and ("Land" not in types or "Creature" in types) and not record.get("back_face"):
        # A land is colorless; any other card without a mana cost (a land creature such as
        # Dryad Arbor included) may be colored by a color indicator (204), which the data lacks.
        return "no mana cost (its color comes from a color indicator the data does not give)"
    if record.get("mana_cost") and not is_valid_cost(record["mana_cost"]):
        return "a mana cost the engine can't pay (snow mana, or a symbol it doesn't know)"
    return ""


def _numbers(record: dict, types: list[str], definition: dict, paragraphs: list[str] = (), defining: dict | None = None) -> str:
    """A creature's power and toughness and a planeswalker's loyalty (306.5a) into
    `definition`; why they can't be read, or "". A "*" is read from the one
    paragraph that defines it (power_toughness.py), put in `defining`."""
    if "Creature" in types or "Vehicle" in (record.get("subtypes") or ()):  # a Vehicle's printed P/T (2026 301.7a)
        try:
            definition["power"], definition["toughness"] = _pt(record.get("power")), _pt(record.get("toughness"))
            if definition["power"] is None or definition["toughness"] is None:
                raise NotUnderstood("no power/toughness")
        except NotUnderstood:
            found = []
            for paragraph in paragraphs:
                try:
                    found.append((paragraph, power_toughness.defining_ability(
                        self_references(strip_reminders(paragraph), record["name"]), record.get("power"), record.get("toughness"))))
                except NotUnderstood:
                    continue
            if len(found) != 1 or defining is None:
                return "a power or toughness that is not a number (a characteristic-defining ability)"
            paragraph, (ability, definition["power"], definition["toughness"]) = found[0]
            defining[paragraph] = ability
    if "Planeswalker" in types:
        try:
            definition["loyalty"] = int(record.get("loyalty"))  # 306.5a: its printed loyalty
        except (TypeError, ValueError):
            return "a planeswalker without a printed loyalty the engine can read"
        if set(types) - {"Planeswalker"}:
            return "a planeswalker of another card type too"
    return ""
