"""Intervening "if" conditions (2007 404.3; 2026 603.4) about the creatures' powers, the lands, and
the life gained or lost this turn, played by rulings/engine/board_life_conditions.py:

- "if you control a creature with power 4 or greater" (Ferocious), "if you control three or more
  creatures with different powers" (Coven), "if creatures you control have total power 8 or greater"
  (Formidable), "if you control five or more lands", "if an opponent controls more lands than you"
  (Land Tax), "if you gained life this turn", "if an opponent lost life this turn", pack tactics's "if you
  attacked with creatures with total power 6 or greater this combat";
- the ability words that name them before a triggered ability ("Ferocious — When this creature
  enters, if you control a creature with power 4 or greater, ..."; an ability word has no rules
  meaning, 2026 207.2c): the ability after the word, whose own "if" must be the word's condition;
- the same conditions as an activated ability's "Activate only if ..." (2007 403.3; 2026 602.5b).

Narrower wordings ("another creature with power 4 or greater", "you gained or lost life this turn",
"three or more lands with the same name", "at least two more lands than you", "a player other than
you lost life this turn") match none of these and stay text only."""
from __future__ import annotations

import re
import sys

from . import activation_limits, conditions, intervening_if, triggered
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence

COUNT = intervening_if.COUNT
_n = intervening_if._n

def _kinds(m) -> dict:
    """ "three or more artifacts / Deserts / Plains": the card type or subtype of a plural (a plural not made
    with a plain "s", "Elves", "Allies", stays text only)."""
    word = m.group(2)
    if word in ("Plains",):
        kind = word
    elif word.endswith(("ies", "ves", "ses", "xes", "ches", "shes")) or not word.endswith("s"):
        raise NotUnderstood(m.group(0))
    else:
        kind = word[:-1].capitalize() if word.islower() else word[:-1]
    return {"you_control_kind_at_least": {"kind": kind, "count": _n(m.group(1))}}


#: the condition's words -> the engine's condition, and the ability word that may name it
READ = (
    (r"you control a creature with power (\d+) or greater", "Ferocious", lambda m: {"you_control_power_at_least": int(m.group(1))}),
    (rf"you control {COUNT} or more creatures with different powers", "Coven",
     lambda m: {"creatures_with_different_powers_at_least": _n(m.group(1))}),
    (r"creatures you control have total power (\d+) or greater", "Formidable",
     lambda m: {"your_creatures_total_power_at_least": int(m.group(1))}),
    (rf"you control {COUNT} or more lands", None, lambda m: {"lands_you_control_at_least": _n(m.group(1))}),
    (r"an opponent controls more lands than you", None, lambda m: {"opponent_controls_more_lands": True}),
    (r"you gained life this turn", "Infusion", lambda m: {"you_gained_life_this_turn": True}),
    (r"an opponent lost life this turn", None, lambda m: {"opponent_lost_life_this_turn": True}),
    (r"you attacked with creatures with total power (\d+) or greater this combat", "Pack tactics",
     lambda m: {"attacked_with_total_power_at_least": int(m.group(1))}),
    (r"you gained or lost life this turn", None, lambda m: {"you_gained_or_lost_life_this_turn": True}),
    (r"you gained and lost life this turn", None, lambda m: {"you_gained_and_lost_life_this_turn": True}),
    # the ability's own permanent left out ("another", "other"): the engine is given its source
    (rf"you control {COUNT} or more other creatures", None, lambda m: {"other_creatures_you_control_at_least": _n(m.group(1))}),
    (r"you control another creature with power (\d+) or greater", None, lambda m: {"you_control_another_power_at_least": int(m.group(1))}),
    # "if you control a Wizard", "an Equipment", "an artifact": a card type or one capitalized subtype
    (rf"you control {COUNT} or more (artifacts|enchantments|planeswalkers|[A-Z][a-z]+)", None, lambda m: _kinds(m)),
    (r"you control a creature with a \+1/\+1 counter on it", None, lambda m: {"creature_with_plus_counter": True}),
    (r"you control an? (white|blue|black|red|green) permanent", None, lambda m: {"you_control_a_color_permanent": m.group(1)}),
    (rf"there are {COUNT} or more creature cards in your graveyard", None,
     lambda m: {"creature_cards_in_your_graveyard_at_least": _n(m.group(1))}),
    (r"you control an? ([A-Z][a-z]+|artifact|creature|enchantment|land|planeswalker)", None,
     lambda m: {"you_control_a_kind": m.group(1).capitalize() if m.group(1).islower() else m.group(1)}),
)

intervening_if.CONDITIONS += tuple((pattern, read) for pattern, _word, read in READ)

# "Activate only if ..." (checked through the triggers' condition vocabulary: an `only_if`); those
# activation_limits reads already as `only_while` (a creature's power, total power, N lands) stay its own
activation_limits.ONLY_IF += tuple(row for row in READ if row[1] == "Coven" or row[0].endswith(" this turn") or "more lands than" in row[0]
                                   or row[0].startswith("you control an? "))
activation_limits.ABILITY_WORDS.update(("Coven", "Infusion"))


@ability_template(r"(?:Ferocious|Coven|Formidable|Pack tactics|Infusion) — ((?:When|Whenever|At) [^\"]+)")
def ability_word_trigger(card, m):
    """ "Coven — At the beginning of combat on your turn, if you control three or more creatures with
    different powers, this creature gains flying until end of turn.": the triggered ability after the
    word, whose own intervening "if" must be the condition the word names."""
    word = m.group(0).split(" — ", 1)[0]
    abilities = triggered.ability_word(card, m)
    cond = abilities[0].get("if") if len(abilities) == 1 else None
    if word == "Pack tactics" and abilities[0].get("trigger") != {"event": "attacks", "who": "self"}:
        raise NotUnderstood(m.group(0))  # read as it attacks, after attackers are declared
    for pattern, w, read in READ:
        found = re.search(rf", if ({pattern}), ", m.group(1))
        if w == word and found and cond == read(re.fullmatch(pattern, found.group(1))):
            return abilities
    raise NotUnderstood(m.group(0))


#: the conditions "~ enters with ... counters on it if ..." reads (rulings/engine/board_life_conditions.ENTERING_IF),
#: and the ability word that may name each (the condition may also stand without it)
_ENTERING = {"an opponent lost life this turn": ({"opponent_lost_life_this_turn": True}, None),
             "you gained life this turn": ({"you_gained_life_this_turn": True}, None),
             "an opponent controls more lands than you": ({"opponent_controls_more_lands": True}, None),
             "a creature died this turn": ({"a_creature_died_this_turn": True}, "Morbid")}
_ENTERING["a permanent left the battlefield under your control this turn"] = ({"permanent_left_your_control_this_turn": True}, "Revolt")
#: "if you've cast two or more spells this turn" (Effortless Master): the creature counts itself when it was cast (spells_cast_this_turn.py)
_ENTERING.update({f"you've cast {w} or more spells this turn": ({"spells_you_cast_this_turn_at_least": n}, None)
                  for w, n in (("two", 2), ("three", 3))})


@ability_template(r"(?:([A-Z][a-z]+) — )?~ enters with (an?|two|three|four) \+1/\+1 counters? on it if ([^.]+)\.")
def enters_with_counters_if(card, m):
    """ "This creature enters with a +1/+1 counter on it if an opponent lost life this turn." (Frilled
    Sparkshooter); "Morbid — This creature enters with two +1/+1 counters on it if a creature died this
    turn.": a replacement effect on how it enters (2007 419.1b; 2026 614.1c), its condition read for its
    controller as it enters."""
    from .text import amount
    found = _ENTERING.get(m.group(3))
    if found is None or m.group(1) not in (None, found[1]) or "Creature" not in card.types:
        raise NotUnderstood(m.group(0))
    n = amount(m.group(2))
    if (n == 1) != (m.group(2) in ("a", "an")):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "if": found[0]}}]


# infusion (an ability word, 2026 207.2c): "This creature gets +2/+0 as long as you gained life this turn." (a static
# ability whose condition reads no permanent: it may grant abilities too)
conditions.CONDITIONS += ((r"you gained life this turn", "Infusion", lambda m: {"you_gained_life_this_turn": True}),)
conditions.SAFE += ("you_gained_life_this_turn",)


# --- an instruction that happens only if the condition holds as it is followed (2007 413.2b; 2026 608.2c) ---

#: the conditions an instruction may have (rulings/engine/board_life_conditions.INSTRUCTION_IF): this module's,
#: morbid's and raid's, each with the ability word that may name it
_INSTRUCTION = READ + ((r"a creature died this turn", "Morbid", lambda m: {"a_creature_died_this_turn": True}),
                       (r"you attacked this turn", "Raid", lambda m: {"you_attacked_this_turn": True}),
                       (r"it's your turn", None, lambda m: {"its_your_turn": True}),
                       (r"there are four or more card types among cards in your graveyard", "Delirium",
                        lambda m: {"card_types_in_your_graveyard_at_least": 4}),
                       (r"a permanent (?:left the battlefield under your control|you controlled left the battlefield) this turn", "Revolt",
                        lambda m: {"permanent_left_your_control_this_turn": True}))  # the Fated spells' "If it's your turn, scry 2"
_WORD = r"(?:(Ferocious|Coven|Formidable|Infusion|Morbid|Raid|Delirium|Revolt) — )?"


def _a_whole_sentence() -> bool:
    """Whether the sentence being read is a whole sentence of the effect (parse_effect's), not a part
    another template cut from one ("[If ..., each opponent loses 2 life] and you gain 2 life"): the
    condition must cover every instruction of its sentence."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_name != "parse_sentence":
        frame = frame.f_back
    return frame is not None and frame.f_back is not None and frame.f_back.f_code.co_name == "_parse_effect"


def _conditional(eff, word: str | None, condition: str, rest: str, m) -> None:
    """The instructions of `rest` (one sentence), each followed only if `condition` holds then."""
    if not _a_whole_sentence():
        raise NotUnderstood(m.group(0))
    cond = None
    for pattern, cond_word, read in _INSTRUCTION:
        found = re.fullmatch(pattern, condition)
        if found and word in (None, cond_word):
            cond = read(found)
            break
    if cond is None or re.search(r"\b(?:instead|if|unless|otherwise)\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    here, ntargets = len(eff.steps), len(eff.targets)
    parse_sentence(eff, rest)
    new = eff.steps[here:]
    if not new or len(eff.targets) != ntargets or any(k.startswith("if_") for st in new for k in st):
        raise NotUnderstood(m.group(0))  # a target chosen only if ... can't be said; one condition per instruction
    if any(st["do"] != "shuffle_library" for st in new[1:]):
        raise NotUnderstood(m.group(0))  # each instruction checks the condition anew: only one that can't change it may follow
    for st in new:
        st["if_condition"] = cond


@effect_template(_WORD + r"(?:Then )?if ([^,]+), (.+)")
def if_condition_first(eff, m):
    """ "Ferocious — If you control a creature with power 4 or greater, you may draw a card." (Force Away);
    "Coven — Then if you control three or more creatures with different powers, draw a card." (Might of the
    Old Ways)."""
    _conditional(eff, m.group(1), m.group(2), m.group(3), m)


@effect_template(_WORD + r"(?!if )(.+) if ((?:you|an opponent|creatures you|a creature) [^,]+)")
def if_condition_after(eff, m):
    """ "Ferocious — You gain 10 life ... if you control a creature with power 4 or greater" read the same
    way: the sentence's instructions happen only if the condition holds."""
    _conditional(eff, m.group(1), m.group(3), m.group(2), m)

# morbid's "Activate only if a creature died this turn" (Skirsdag High Priest): the triggers' condition (morbid.py)
activation_limits.ONLY_IF += ((r"a creature died this turn", "Morbid", lambda m: {"a_creature_died_this_turn": True}),)
activation_limits.ABILITY_WORDS.add("Morbid")
