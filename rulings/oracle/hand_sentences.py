"""Three small hand sentences:

- "You discard your hand." (Apocalypse, after "Exile all permanents."): the controller's whole hand, none
  chosen (2026 701.9a; the engine's `discard_hand`), said with its subject;
- "If you control no artifacts, discard a card." (Artificer's Epiphany, Tezzeret's Ambition, after their
  draw): the discard happens only if, as it is followed, no permanent its controller controls has that
  card type (2007 413.2b; 2026 608.2c): the engine's `{"you_control_no_kind": "Artifact"}` as the
  instruction's `if_condition`, as dont_control_conditions.py reads "if you don't control an Ogre", for the
  plural of a card type ("artifacts", "creatures", "enchantments", "lands");
- "At the beginning of each end step, each player discards their hand." (Sire of Insanity): triggered.py's
  steps of each player refuse any "their" (whose?); here "their" is each player's own, so every end step
  (2026 513.1a; 2007 313.1 "at end of turn") each player discards their whole hand, in turn order (2007
  101.4; 2026 101.4).

Only the instruction's condition here, not an intervening "if" of a trigger nor an activation's "Activate
only if ..."; "no creatures with decayed", "no other ...", "no untapped lands" stay text only."""
from __future__ import annotations

from . import board_life_conditions
from .registry import ability_template, effect_template

_PLURAL_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment", "lands": "Land"}


@effect_template(r"you discard your hand")
def you_discard_your_hand(eff, m):
    eff.steps.append({"do": "discard_hand", "player": "you"})


board_life_conditions._INSTRUCTION += (
    (r"you control no (artifacts|creatures|enchantments|lands)", None, lambda m: {"you_control_no_kind": _PLURAL_TYPES[m.group(1)]}),)


@ability_template(r"At the beginning of (?:each|the) end step, each player discards their hand\.")
def each_end_step_each_player_discards_their_hand(card, m):
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "end_of_turn", "whose": "each"},
             "effect": [{"do": "for_each", "players": "each_player", "effect": [{"do": "discard_hand", "player": "it"}]}]}]
