"""Intervening "if" clauses of end step triggered abilities (2007 404.3; 2026 603.4: checked as the
step begins and again as the ability resolves), played by rulings/engine/end_step_conditions.py:

- "At the beginning of your end step, if you control two or more tapped creatures, you gain 2 life."
  (Flight-Deck Coordinator; Sunstar Chaplain, Frontline War-Rager):
  `{"tapped_creatures_you_control_at_least": 2}`, the creatures its controller controls that are
  tapped. "a tapped creature", "tapped artifacts", "the number of tapped creatures" match none of
  these words and stay text only (or with other templates);
- "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice this Aura." (See
  Red), "..., if a creature died under your control this turn, draw a card." (Essenceknit Scholar);
- "if no creatures died this turn" (Titan Hunter), "if that player didn't cast a spell this turn" (Impatience, each
  player's end step), "if you didn't lose life this turn" (Luminarch Ascension), "if you control exactly one
  creature" (Demonic Rising), "if you control no Goblins" (Stenchskipper), "if you descended this turn" (Child of the
  Volcano; 2026 700.11, rulings/engine/descended.py);
- "if this creature dealt damage to an opponent this turn" / "if this creature wasn't kicked" (below).

Each is added to intervening_if.CONDITIONS, so any triggered ability's "if" with these words reads it too (Ophiomancer's
upkeep "if you control no Snakes")."""
from __future__ import annotations

from . import intervening_if, triggered

intervening_if.CONDITIONS += (
    (rf"you control {intervening_if.COUNT} or more tapped creatures",
     lambda m: {"tapped_creatures_you_control_at_least": intervening_if._n(m.group(1))}),
)

# "if you didn't attack with a creature this turn" (See Red): raid's condition, false (rulings/engine/raid.py: its controller
# declared no attackers this turn); "if a creature died under your control this turn" (Essenceknit Scholar): one its
# controller controlled as it died (rulings/engine/end_step_conditions.py)
intervening_if.CONDITIONS += (
    (r"you didn't attack with a creature this turn", lambda m: {"you_attacked_this_turn": False}),
    (r"a creature died under your control this turn", lambda m: {"creature_died_under_your_control_this_turn": True}),
)

# "if you descended this turn" (2026 700.11: a permanent card was put into your graveyard from anywhere this turn; Child
# of the Volcano): rulings/engine/descended.py; later than the February 2007 rules, refused there
# "if you control exactly one creature" (Demonic Rising): every creature its controller controls, counted as it
# triggers and again as it resolves
intervening_if.CONDITIONS += ((rf"you control exactly {intervening_if.COUNT} creatures?",
                               lambda m: _exactly(m)),)


def _exactly(m) -> dict:
    n = intervening_if._n(m.group(1))
    if (n == 1) != m.group(0).endswith("creature"):
        raise NotUnderstood(m.group(0))  # "exactly one creatures", "exactly two creature": not English the cards use
    return {"creatures_you_control_exactly": n}


# "if no creatures died this turn" (Titan Hunter): morbid's condition, false (rulings/engine/morbid.py); "if that player
# didn't cast a spell this turn" at the beginning of each player's end step (Impatience): the player whose step it is;
# "if you didn't lose life this turn" (Luminarch Ascension): its controller's life total didn't go down this turn
intervening_if.CONDITIONS += (
    (r"no creatures died this turn", lambda m: {"a_creature_died_this_turn": False}),
    (rf"{triggered.EVENT_PLAYER} didn't cast a spell this turn", lambda m: {"active_player_cast_no_spell_this_turn": True}),
    (r"you didn't lose life this turn", lambda m: {"you_didnt_lose_life_this_turn": True}),
)

# "if you control no Demons" (Mark of the Oni, Stenchskipper): no permanent its controller controls has that subtype (a
# plain plural of a capitalized subtype: "Plains", "Elves", "Allies" ... stay text only)
def _no_kind(m) -> dict:
    word = m.group(1)
    if word == "Plains" or word.endswith(("ies", "ves", "ses", "xes", "ches", "shes")):
        raise NotUnderstood(m.group(0))
    return {"you_control_no_kind": word[:-1]}


intervening_if.CONDITIONS += ((r"you control no ([A-Z][a-z]+s)", _no_kind),)

intervening_if.CONDITIONS += ((r"you descended this turn", lambda m: {"you_descended_this_turn": True}),)


# --- "At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter
# on it." (Whirling Dervish), "At the beginning of the end step, if this creature wasn't kicked, sacrifice it." (Skizzik) ---
import re  # noqa: E402

from .registry import NotUnderstood, ability_template  # noqa: E402

_SELF_CONDITIONS = {"dealt damage to an opponent this turn": {"source_dealt_damage_to_opponent_this_turn": True},
                    "wasn't kicked": {"source_was_not_kicked": True}}
#: the effects whose "it" can only be the creature the condition names (its antecedent)
_ITS_EFFECTS = re.compile(r"(put (?:a|two|three) \+1/\+1 counters? on|sacrifice|return) it( to its owner's hand)?\.")


@ability_template(rf"At the beginning of (your|each|the) end step, if ~ ({'|'.join(_SELF_CONDITIONS)}), ([^\"]+)")
def source_condition_end_step(card, m):
    """The condition is about the ability's source, a creature on the battlefield (`source_*` keys, checked as the
    step begins and again as the ability resolves: 2007 404.3; 2026 603.4), and the effect's "it" is that creature:
    only "put N +1/+1 counters on it", "sacrifice it" and "return it to its owner's hand" are read. "wasn't kicked"
    only of a card with kicker."""
    whose, condition, effect = m.groups()
    found = _ITS_EFFECTS.fullmatch(effect)
    if not card.is_permanent_creature or found is None or (found.group(1) == "return") != bool(found.group(2)):
        raise NotUnderstood(m.group(0))
    if condition == "wasn't kicked" and not re.search(r"^Kicker", "\n".join(card.paragraphs), re.M):
        raise NotUnderstood(m.group(0))
    text = f"At the beginning of {whose} end step, {found.group(1)} ~{found.group(2) or ''}."
    abilities = triggered.end_step(card, re.fullmatch(r"At the beginning of (your|each|the|each player's|each opponent's) end step, ([^\"]+)", text))
    if len(abilities) != 1 or "if" in abilities[0]:
        raise NotUnderstood(m.group(0))
    return [{**abilities[0], "if": dict(_SELF_CONDITIONS[condition])}]
