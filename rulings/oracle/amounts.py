"""Variable amounts: a number not printed but read from the game as the instruction is followed
(2007: 413.2; 2026: 608.2), or announced as the spell is cast.

- "~ deals damage to [target] equal to the number of [permanents] you control" (Spitting
  Earth: "Mountains you control"), "... equal to the number of cards in your hand" and
  "... equal to the number of cards in that player's hand" (Sudden Impact: the target
  player's hand). Counted as the spell resolves.
- "You gain N life for each card in your hand" (Gerrard's Wisdom); "~ gets -N/-N for each card
  in your hand" (Grim Strider, a static ability counted as it applies).
- "Discard all the cards in your hand, then draw that many cards" (Tolarian Winds, 2026 701.9a):
  "that many" is the number of cards discarded this way (rulings/engine/counted_amounts.py).
- "Whenever ~ is dealt damage, draw that many cards" (Body of Knowledge), "Whenever ~ deals
  combat damage to a player, put that many +1/+1 counters on it / draw that many cards": "that
  many" is the damage of the trigger event (2007: 410.6 with 310.4; 2026: 603.2c with 510.2),
  the count `damage_dealt`.
- "~ deals N damage divided as you choose among one, two, or three targets / one or two targets
  / any number of targets" (Arc Lightning, Forked Bolt, Fiery Justice): the division is
  announced as the spell is cast (2007: 409.1e; 2026: 601.2d), each target at least 1
  (rulings/engine/divided_damage.py); "Prevent the next N damage that would be dealt this turn to
  any number of targets, divided as you choose" (Remedy) the same way. A spell cast as a
  `play_spell` action (from the hand, or by flashback, retrace, jump-start, escape) announces it; a
  card that may be put on the stack otherwise (madness, suspend, rebound, splice, replicate, storm,
  cascade, epic) stays text only. A copy keeps the division (2026 707.10, 115.7f).
- "gets +N/+N until end of turn for each [permanent you control] / creature blocking it (beyond
  the first)" and "+X/+X until end of turn, where X is the number of ..." (Defile, Elvish
  Berserker, Strength of Cedars): counted once as it resolves (2007 413.2f; 2026 608.2h;
  rulings/engine/pump_for_each.py).

Anything else stays text only: "that many" after any other instruction, a count of cards in
a graveyard, "for each" with a condition the engine doesn't count.
"""
from __future__ import annotations

import re

from .damage import _amount
from .described import described
from .registry import NotUnderstood, ability_template, effect_template, parse_effect
from .statics import PT, _statics
from .power_toughness import SUBTYPES
from .targets import CREATURE_TARGETS, DAMAGE_TARGETS, TARGET_RE, parse, ref, spec
from .text import NUMBER, sentences

# --- "equal to the number of ..." ---------------------------------------------------------------

#: "the number of [what]": a count the engine makes as the instruction is followed
_WHAT = r"([A-Za-z ']+?)"


def number_of(eff, what: str, target: str | None = None) -> dict:
    """The count of "the number of [what]": cards in your hand (or in the hand of the target
    player named just before), else the permanents a description names ("Mountains you
    control", "untapped lands you control"); NotUnderstood for anything else."""
    if what == "cards in your hand":
        return {"count": "cards_in_your_hand"}
    if what == "cards in that player's hand":
        if target is None or eff.targets[int(target.split(":")[1])] not in ("player", "opponent"):
            raise NotUnderstood(what)
        return {"count": "cards_in_hand", "of": target}
    if not re.fullmatch(r"[A-Za-z ]+ (?:you control|your opponents control)", what) or what.split()[0] in ("cards", "other"):
        from .counts_more import count_of  # cards in graveyards, "on the battlefield", domain
        return count_of(eff, what)
    try:
        return {"count": "permanents", "filter": described(eff, what)}
    except NotUnderstood:
        from .counts_more import count_of  # "Elves you control", "Equipment you control" (plural_counts.py)
        return count_of(eff, what)


@effect_template(rf"~ deals damage to ({TARGET_RE}) equal to the number of {_WHAT}")
def damage_equal_to_the_number(eff, m):
    """Spitting Earth: "~ deals damage to target creature equal to the number of Mountains you
    control" (counted as it resolves; an illegal target gets nothing: 2007 413.2a; 2026 608.2b)."""
    to = ref(eff, m.group(1), DAMAGE_TARGETS)
    eff.steps.append({"do": "damage", "amount": number_of(eff, m.group(2), to if to.startswith("target:") else None), "to": to})


@effect_template(rf"~ deals X damage to ({TARGET_RE}), where X is the number of {_WHAT}")
def damage_where_x_is_the_number(eff, m):
    """ "~ deals X damage to any target, where X is the number of Mountains you control": the
    X of the text, not the mana cost's (a card with {X} stays text only)."""
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))
    damage_equal_to_the_number(eff, m)


# --- "for each card in your hand" ---------------------------------------------------------------

@effect_template(rf"you gain ({NUMBER}) life for each card in your hand")
def gain_life_for_each_card_in_hand(eff, m):
    """Gerrard's Wisdom: the cards in your hand as it resolves (the spell itself is on the stack)."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "gain_life", "amount": {"count": "cards_in_your_hand", **({"times": n} if n != 1 else {})}, "player": "you"})


@ability_template(rf"~ gets {PT} for each card in your hand\.")
def gets_for_each_card_in_hand(card, m):
    """Grim Strider's "~ gets -1/-1 for each card in your hand": a static ability counted as it
    applies (2026 layer 7c, 613.4c; 2007 layer 6c, 418.5c)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "self", "for_each": "card_in_your_hand"}, (m.group(1), m.group(2)), None)


# --- "then draw that many cards" after discarding ------------------------------------------------

@effect_template(r"shuffle the cards from your hand into your library, then draw that many cards")
def shuffle_hand_then_draw_that_many(eff, m):
    """Whirlpool Rider: every card of your hand into your library, shuffled (2026 701.24a), then
    as many cards drawn as were put there (rulings/engine/hand_into_library.py)."""
    eff.steps.append({"do": "shuffle_hand_into_library", "player": "you"})
    eff.steps.append({"do": "draw", "amount": {"count": "shuffled_this_way"}})


@effect_template(r"discard (?:all the cards in )?your hand, then draw that many cards")
def discard_hand_then_draw_that_many(eff, m):
    """Tolarian Winds: every card in your hand is discarded (2026 701.9a), then you draw as many
    as were discarded, one at a time (2007: 423.2; 2026: 121.2)."""
    eff.steps.append({"do": "discard_hand", "player": "you"})
    eff.steps.append({"do": "draw", "amount": {"count": "discarded_this_way"}})


# --- "that many": the damage of a damage trigger --------------------------------------------------

#: the trigger conditions whose event has an amount of damage, and the engine's trigger
_DAMAGE_TRIGGERS = {
    "Whenever ~ is dealt damage": {"event": "dealt_damage", "who": "self"},
    "Whenever ~ deals combat damage to a player": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
}
#: the instructions and the field each may read "that many" in
_THAT_MANY_FIELDS = {"draw": "amount", "put_counters": "amount", "create_token": "count", "mill": "amount", "gain_life": "amount"}


@ability_template(r"(Whenever ~ is dealt damage|Whenever ~ deals combat damage to a player), ([^\"]*\bthat many\b[^\"]*)")
def that_many_damage(card, m):
    """ "Whenever ~ is dealt damage, draw that many cards" (Body of Knowledge); "Whenever ~ deals
    combat damage to a player, put that many +1/+1 counters on it" (Westgate Regent): "that many"
    is the damage dealt in the trigger event (one event for all of it, 2007 310.4 / 2026 510.2)."""
    text = m.group(2)
    if not card.is_permanent_creature or re.search(r"\bX\b", text) or text.count("that many") != 1:
        raise NotUnderstood(text)
    text = re.sub(r"counters on it\.$", "counters on ~.", text)  # "on it": the creature itself, the only "it" read here
    if re.search(r"\b(it|its|that much|that player|that creature|that source)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    eff = parse_effect(card, sentences(text.replace("that many", "X")), allow_x=True)
    placed = 0
    for st in eff.steps:
        inner = [st]
        if st.get("do") == "may":  # "you may draw that many cards": the choice on resolution (optional.py)
            inner = [s for s in st.get("effect", []) if isinstance(s, dict)]
            st["text"] = re.sub(r"\b[xX]\b", "that many", st.get("text", ""))
        for s in inner:
            if "X" in s.values():
                field = _THAT_MANY_FIELDS.get(s.get("do"))
                if field is None or s.get(field) != "X" or list(s.values()).count("X") != 1:
                    raise NotUnderstood(text)
                s[field] = {"count": "damage_dealt"}
                placed += 1
    if placed != 1 or "'X'" in repr(eff.steps):
        raise NotUnderstood(text)  # no "that many" read, or an X left anywhere else
    ab = {"kind": "triggered", "trigger": dict(_DAMAGE_TRIGGERS[m.group(1)])}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]



# --- "N damage divided as you choose among one, two, or three targets" ----------------------------

_AMONG = r"(one or two|one, two, or three|any number of)"
#: the singular of the plural target phrases a division names, as the target grammar reads them
_DIVIDED_PLURALS = {"targets": "any target", "target creatures": "target creature",
                    "target attacking or blocking creatures": "target attacking or blocking creature",
                    "target attacking creatures": "target attacking creature",
                    "target creatures and/or planeswalkers": "target creature or planeswalker",
                    "target creatures your opponents control": "target creature an opponent controls",
                    "target creatures you don't control": "target creature you don't control"}
#: the dict form of "any target" an `up_to` mark can be put on
_ANY_TARGET = {"player": "any", "types": ["Creature", "Planeswalker"]}


@effect_template(rf"~ deals ({NUMBER}) damage divided as you choose among {_AMONG} ({'|'.join(map(re.escape, _DIVIDED_PLURALS))})")
def divided_damage(eff, m):
    """Arc Lightning's "3 damage divided as you choose among one, two, or three targets": one
    target required, the others "up to" (2007: 409.1c; 2026: 601.2c), none twice (one word
    "target": 2007 409.1c; 2026 115.3), the division announced with them (2007 409.1e; 2026
    601.2d). "Any number of" is at most N targets, each of which gets at least 1. Only a
    spell's own effect (an instant or sorcery; its play_spell action announces the division),
    a fixed amount, and targets that are the effect's first."""
    n = _amount(eff, m.group(1))
    if any(re.match(r"(Madness|Suspend|Rebound|Splice|Replicate|Storm|Cascade|Epic)\b", p) for p in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))  # cast other than by play_spell, or copied: no division announced (divided_damage.py)
    if not isinstance(n, int) or n < 1 or eff.targets or eff.steps or not set(eff.card.types) <= {"Instant", "Sorcery"}:
        raise NotUnderstood(m.group(0))
    most = {"one or two": 2, "one, two, or three": 3}.get(m.group(2), n)
    if most > n:
        raise NotUnderstood(m.group(0))  # "3 damage among one, two, three, or four targets" can't happen
    one = _DIVIDED_PLURALS[m.group(3)]
    first = ref(eff, one, DAMAGE_TARGETS)
    found = _ANY_TARGET if one == "any target" else spec(one)
    if not isinstance(found, dict):
        found = parse(one)
    eff.targets += [{**found, "up_to": True} for _ in range(most - 1)]
    among = [first] + [f"target:{i}" for i in range(1, most)]
    eff.steps.append({"do": "divided_damage", "amount": n, "among": among})


# --- "gets +N/+N until end of turn for each ..." (rulings/engine/pump_for_each.py) -------------------

_PUMP_WHO = rf"(~|{TARGET_RE})"
#: a plural subtype of the target grammar, by its singular ("Swamp" -> "Swamps")
_SUBTYPE_PLURALS = {v: k for k, v in SUBTYPES.items()}


def for_each(eff, phrase: str) -> dict:
    """The count of "for each [phrase]": a creature blocking the source ("beyond the first"), or
    the permanents a singular description names ("Swamp you control", "untapped creature you
    control"); NotUnderstood for anything else."""
    if phrase in ("creature blocking it", "creature blocking it beyond the first"):
        return {"count": "creatures_blocking_it" + ("_beyond_the_first" if phrase.endswith("first") else "")}
    if phrase == "card in your hand":
        return {"count": "cards_in_your_hand"}
    words = phrase.split()
    if words and words[0] in _SUBTYPE_PLURALS and re.fullmatch(r"[A-Z][a-z]+ (?:you control|your opponents control)", phrase):
        return number_of(eff, " ".join([_SUBTYPE_PLURALS[words[0]], *words[1:]]))
    from .mass import counted
    return counted(eff, phrase, 1)


def _pumped(eff, who: str) -> str:
    to = ref(eff, who, CREATURE_TARGETS)
    if to == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(who)
    return to


@effect_template(rf"{_PUMP_WHO} gets ([+-]\d+)/([+-]\d+) until end of turn for each ([A-Za-z ']+)")
def pump_for_each(eff, m):
    """Defile's "Target creature gets -1/-1 until end of turn for each Swamp you control";
    Elvish Berserker's "it gets +1/+1 until end of turn for each creature blocking it": counted
    once as it resolves (2007 413.2f; 2026 608.2h)."""
    p, t = int(m.group(2)), int(m.group(3))
    if not (-20 <= p <= 20 and -20 <= t <= 20) or (p, t) == (0, 0):
        raise NotUnderstood(m.group(0))
    count = for_each(eff, m.group(4))
    if count["count"].startswith("creatures_blocking_it") and m.group(1) != "~":
        raise NotUnderstood(m.group(0))  # "blocking it": the creature with the ability
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": count, "to": _pumped(eff, m.group(1)),
                      "until": "end_of_turn"})


@effect_template(rf"{_PUMP_WHO} gets ([+-]X|\+0)/([+-]X|\+0) until end of turn, where X is the number of {_WHAT}")
def pump_where_x_is_the_number(eff, m):
    """ "Target creature gets +X/+X until end of turn, where X is the number of lands you
    control" (Strength of Cedars): the X of the text, counted once as it resolves."""
    if eff.card.has_x or "X" not in (m.group(2) + m.group(3)):
        raise NotUnderstood(m.group(0))
    p, t = ({"+X": 1, "-X": -1, "+0": 0}[g] for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": number_of(eff, m.group(4)),
                      "to": _pumped(eff, m.group(1)), "until": "end_of_turn"})


@effect_template(rf"prevent the next ({NUMBER}) damage that would be dealt this turn to any number of targets, divided as you choose")
def divided_prevention(eff, m):
    """Remedy: up to N targets (at least one), each a shield of its part of N (2007 419.7b; 2026
    615.7), the division announced as the spell is cast (2007 409.1e; 2026 601.2d)."""
    n = _amount(eff, m.group(1))
    if any(re.match(r"(Madness|Suspend|Rebound|Splice|Replicate|Storm|Cascade|Epic)\b", p) for p in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))
    if not isinstance(n, int) or n < 1 or eff.targets or eff.steps or not set(eff.card.types) <= {"Instant", "Sorcery"}:
        raise NotUnderstood(m.group(0))
    first = ref(eff, "any target", DAMAGE_TARGETS)
    eff.targets += [{**_ANY_TARGET, "up_to": True} for _ in range(n - 1)]
    eff.steps.append({"do": "divided_prevention", "amount": n, "among": [first] + [f"target:{i}" for i in range(1, n)]})
