"""Instant and sorcery effect sentences the other families left as text only.

- "Target player mills half their library, rounded down." (Traumatize, Cut Your Losses): half the
  cards in that player's library as the instruction is followed, rounded down as the card says
  (rulings/engine/half_library.py; 2007 104.1, 2026 107.1a).

- "Destroy target creature. Its owner gains 4 life." (Path of Peace, Misfortune's Gain): the owner of
  the one target the sentence before destroyed, noted before it moves (rulings/engine/effects/its_owner.py;
  2007 200.1a, 2026 108.3), whoever controlled it.

- "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into
  that player's graveyard." (Remand): the counterspell's own replacement (2007 419.6d; 2026 614.15).

- "Return target spell to its owner's hand." (Reprieve, Failure // Comply): the spell leaves the stack
  to its owner's hand, not countered (rulings/engine/effects/spell_to_hand.py).

Anything else stays text only: "rounded up", half of another player's library, "each player mills half".
"""
from __future__ import annotations

import json

from .registry import NotUnderstood, effect_template
from .targets import SPELL_TARGETS, ref
from .text import NUMBER, amount


@effect_template(r"(target player|target opponent) mills half their library, rounded down")
def mills_half_their_library(eff, m):
    player = ref(eff, m.group(1))
    eff.steps.append({"do": "mill", "player": player, "amount": {"count": "half_library_rounded_down", "of": player}})


# --- "Destroy target creature. Its owner gains 4 life." ---

@effect_template(rf"its owner gains ({NUMBER}) life")
def its_owner_gains_life(eff, m):
    """Path of Peace, Misfortune's Gain: "its" is the one target of the sentence before, which destroyed
    it; its owner is noted before it moves (rulings/engine/effects/its_owner.py; 2007 200.1a, 2026 108.3)."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or m.group(1).upper() == "X":
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0].get("do") != "destroy" or before[0].get("what") != "target:0"
            or set(before[0]) != {"do", "what"} or "abilit" in json.dumps(spec)):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_owner", "of": "target:0"})
    eff.sentence_starts[-1] += 1  # the note went in before the sentence's own step
    eff.steps.append({"do": "gain_life", "amount": amount(m.group(1)), "player": "its_owner"})


# --- Remand: "Counter target spell. If that spell is countered this way, put it into its owner's hand instead ..." ---

@effect_template(r"if that spell is countered this way, put it into its owner's hand instead of into that player's graveyard")
def countered_into_hand(eff, m):
    """Remand: a self-replacement effect of the counterspell (2007 419.6d; 2026 614.15), right after it;
    the card goes to its owner's hand (a copy of a spell ceases to exist, as it would in a graveyard)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "counter" or last.get("what") != eff.last_target or "instead" in last:
        raise NotUnderstood(m.group(0))
    last["instead"] = "hand"


# --- "Return target spell to its owner's hand." ---

@effect_template(r"return (target spell) to its owner's hand")
def return_target_spell_to_hand(eff, m):
    """Reprieve, Failure: the spell leaves the stack to its owner's hand without being countered
    (rulings/engine/effects/spell_to_hand.py)."""
    what = ref(eff, m.group(1), SPELL_TARGETS)
    if eff.targets[-1] != "spell":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_spell_to_hand", "what": what})
