"""Activated abilities with a restriction on their use the other templates don't
read (2007: 403.2, 403.3; 2026: 602.2, 602.5b), played by
rulings/engine/activation_limits.py:

- "Activate no more than twice each turn." (`times_each_turn`);
- "Activate only if you control three or more artifacts." and the like
  (`only_while`), with the ability word that may name the condition
  ("Metalcraft — ", "Threshold — ", "Hellbent — ", "Ferocious — ", "Formidable — ";
  an ability word has no rules meaning, 2026 207.2c);
- "Any player may activate this ability." (`any_player`), alone or with "but
  only as a sorcery" / "but only during their turn".

The ability without its restriction is compiled by the other templates (the
first that reads it whole); the restriction is then added to it."""
from __future__ import annotations

import re

from rulings.engine.costs import is_mana_ability

from .registry import NotUnderstood, ability_template, read_by_others
from .text import NUMBERS

BASIC = r"(Plains|Island|Swamp|Mountain|Forest)"
COUNT = r"(two|three|four|five|six|seven|eight|nine|ten|\d+)"
#: "Activate only if [condition]": the condition's words, the ability word that may name it, what it means
CONDITIONS = (
    (r"there are seven or more cards in your graveyard|seven or more cards are in your graveyard", "Threshold",
     lambda m: {"cards_in_your_graveyard_at_least": 7}),
    (rf"you control {COUNT} or more artifacts", "Metalcraft", lambda m: {"artifacts_you_control_at_least": _n(m.group(1))}),
    (r"you control an artifact", None, lambda m: {"artifacts_you_control_at_least": 1}),
    (r"you have no cards in hand", "Hellbent", lambda m: {"no_cards_in_hand": True}),
    (rf"you control {COUNT} or more lands", None, lambda m: {"lands_you_control_at_least": _n(m.group(1))}),
    (r"creatures you control have total power (\d+) or greater", "Formidable", lambda m: {"total_power_at_least": int(m.group(1))}),
    (r"you control a creature with power (\d+) or greater", "Ferocious", lambda m: {"creature_power_at_least": int(m.group(1))}),
    (rf"you control an? {BASIC}", None, lambda m: {"you_control_a": m.group(1)}),
    (rf"you control an? {BASIC} or an? {BASIC}", None, lambda m: {"you_control_any_of": [m.group(1), m.group(2)]}),
    (r"there are four or more card types among cards in your graveyard", "Delirium",
     lambda m: {"card_types_in_your_graveyard_at_least": 4}),
    (r"(?:this creature|~) is attacking", None, lambda m: {"self_attacking": True}),
)
#: conditions of the triggers' vocabulary (an `only_if`, rulings/engine/triggers.check_condition)
ONLY_IF = (
    (r"you attacked this turn", "Raid", lambda m: {"you_attacked_this_turn": True}),
    (rf"you have {COUNT} or more cards in (?:your )?hand", None, lambda m: {"your_hand_at_least": _n(m.group(1))}),
    (rf"you have exactly {COUNT} cards in hand", None, lambda m: {"your_hand_exactly": _n(m.group(1))}),
    (r"you've cast a noncreature spell this turn", None, lambda m: {"you_cast_noncreature_spell_this_turn": True}),
)
from rulings.engine.named_counters import KINDS as _NAMED_KINDS  # noqa: E402
#: "Activate only if this artifact has three or more quest counters on it" / "if there are three or more brick counters on this
#: artifact": its own counters (rulings/engine/named_counters.py), as it is activated
CONDITIONS += ((rf"~ has {COUNT} or more ({'|'.join(_NAMED_KINDS)}) counters on it", None,
                lambda m: {f"self_{m.group(2)}_counters_at_least": _n(m.group(1))}),
               (rf"there are {COUNT} or more ({'|'.join(_NAMED_KINDS)}) counters on ~", None,
                lambda m: {f"self_{m.group(2)}_counters_at_least": _n(m.group(1))}))
#: "Activate only if this land entered this turn (or if you control a basic land)": the permanent itself, as the object it is
#: now (rulings/engine/power_up.py keeps which entered this turn); "this land" / "this creature" / the card's name read as ~ (text.py)
CONDITIONS += ((r"~ entered this turn", None, lambda m: {"self_entered_this_turn": True}),
               (r"~ entered this turn or if you control a basic land", None, lambda m: {"self_entered_this_turn_or_basic_land": True}))
#: "Activate only if you've cast two or more spells this turn" (Xerex Strobe-Knight): each spell its controller cast this turn
ONLY_IF += ((rf"you've cast {COUNT} or more spells this turn", None, lambda m: {"spells_you_cast_this_turn_at_least": _n(m.group(1))}),)
#: "Activate only if you control four or more snow permanents" / "two or more green permanents": counted as it is activated
#: (rulings/engine/permanent_count_limits.py)
CONDITIONS += ((rf"you control {COUNT} or more (snow|white|blue|black|red|green) permanents", None,
                lambda m: {f"{m.group(2)}_permanents_you_control_at_least": _n(m.group(1))}),)
from .planeswalker_conditions import PATTERN as _PLANESWALKER  # noqa: E402  "... if you control a Gideon planeswalker"
CONDITIONS += ((_PLANESWALKER, None, lambda m: {"you_control_a": m.group(1)}),)
ABILITY_WORDS = {word for _, word, _ in CONDITIONS + ONLY_IF if word}
TIMES = {"twice": 2, "three times": 3}
FAMILIES = ("activation_limits", "mana_restrictions")


def _n(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def condition(words: str, ability_word: str | None) -> tuple[str, dict]:
    """("only_while" or "only_if", the condition) of "Activate only if [words]"; an
    ability word before the ability must be the one that names this condition."""
    for key, table in (("only_while", CONDITIONS), ("only_if", ONLY_IF)):
        for pattern, word, read in table:
            found = re.fullmatch(pattern, words)
            if found and (ability_word is None or ability_word == word):
                return key, read(found)
    raise NotUnderstood(words)


def without_restriction(card, paragraph: str) -> dict:
    """The one activated ability the other templates read `paragraph` as."""
    out = read_by_others(card, paragraph, lambda family, _fn: family in FAMILIES)
    if not out or len(out) != 1 or out[0].get("kind") != "activated" or "loyalty" in (out[0].get("cost") or {}):
        raise NotUnderstood(paragraph)
    ab = out[0]
    if {"only_if", "only_while", "times_each_turn", "any_player", "once_each_turn"} & set(ab):
        raise NotUnderstood(paragraph)  # one restriction of each kind at most, as printed
    return ab


def _ability_word(word: str | None) -> None:
    if word is not None and word not in ABILITY_WORDS:
        raise NotUnderstood(word)


@ability_template(r"(?:([A-Z][a-z]+) — )?([^:\"—]+: [^\"]+?\.) Activate no more than (twice|three times) each turn\.")
def no_more_than(card, m) -> list[dict]:
    """ "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn."
    (Vampire Bats): the count is kept on the object (403.3 / 602.5b)."""
    if m.group(1) is not None:
        raise NotUnderstood(m.group(1))
    ab = without_restriction(card, m.group(2))
    if ab.get("zone", "in_play") != "in_play":
        raise NotUnderstood(m.group(2))  # the engine counts activations only on a permanent (ability_uses)
    return [{**ab, "times_each_turn": TIMES[m.group(3)]}]


@ability_template(r"(?:([A-Z][a-z]+) — )?([^:\"—]+: [^\"]+?\.) Activate only if ([^.\"]+?)( and only once each turn| and only as a sorcery)?\.")
def only_if(card, m) -> list[dict]:
    """ "Metalcraft — {T}: Add one mana of any color. Activate only if you control
    three or more artifacts." (Mox Opal): the condition is checked as the ability
    is activated, for the player activating it."""
    _ability_word(m.group(1))
    key, cond = condition(m.group(3), m.group(1))
    ab = without_restriction(card, m.group(2))
    if "self_attacking" in cond and not card.is_permanent_creature:
        raise NotUnderstood(m.group(3))
    out = {**ab, key: cond}
    if m.group(4) == " and only once each turn":
        out["once_each_turn"] = True
    elif m.group(4):
        if is_mana_ability(ab) or "timing" in ab:
            raise NotUnderstood(m.group(4))  # a mana ability's activation checks no timing here
        out["timing"] = "sorcery"
    return [out]


@ability_template(r"([^:\"—]+: [^\"]+?\.) Any player may activate this ability( but only as a sorcery| but only during their turn)?\.")
def any_player(card, m) -> list[dict]:
    """ "{2}: Put a +1/+1 counter on ~. Any player may activate this ability."
    (Feral Hydra): the object says otherwise than "only its controller" (403.2 /
    602.2); the player who activates it controls the ability and pays its cost.
    A cost only the permanent's controller could pay (tapping or sacrificing it)
    and a mana ability stay text only."""
    ab = without_restriction(card, m.group(1))
    if is_mana_ability(ab) or set(ab.get("cost") or {}) - {"mana", "life", "discard"} or ab["cost"].get("discard") == "self":
        raise NotUnderstood(m.group(1))
    if ab.get("zone", "in_play") != "in_play" or "timing" in ab:
        raise NotUnderstood(m.group(1))
    out = {**ab, "any_player": True}
    if m.group(2) == " but only as a sorcery":
        out["timing"] = "sorcery"
    elif m.group(2):
        out["timing"] = "your_turn"  # "their turn": the turn of the player activating it
    return [out]


TIMING = {"as a sorcery": "sorcery", "during your upkeep": "your_upkeep", "during your turn": "your_turn"}


@ability_template(r"([^:\"—]+: [^\"]+?\.) Activate only (as a sorcery|during your upkeep|during your turn) and only once each turn\.")
def timing_and_once(card, m) -> list[dict]:
    """ "Discard a card: Draw a card. Activate only as a sorcery and only once each
    turn." (Thunderhead Gunner): both restrictions the engine applies one by one
    (403.3 / 602.5b; 2026 602.5d for "as a sorcery"). A mana ability's activation
    checks no timing, so one stays text only."""
    ab = without_restriction(card, m.group(1))
    if is_mana_ability(ab) or "timing" in ab:
        raise NotUnderstood(m.group(0))
    return [{**ab, "timing": TIMING[m.group(2)], "once_each_turn": True}]
