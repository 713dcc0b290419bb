"""Counted amounts: the grammar of what "the number of [what]" and "for each [what]" count, and
the sentences that multiply or replace an amount with such a count. The number is counted once,
as the instruction is followed (2007: 413.2; 2026: 608.2h).

What is counted (`count_of`, plural; `for_each_count`, singular):

- permanents a description names (the target grammar with no target, `described`): "creatures you
  control", "tapped creatures target opponent controls" is not read (a target in a count), "other
  creatures on the battlefield" (every player's permanents);
- cards in graveyards: "cards in your graveyard", "instant and sorcery cards in your graveyard",
  "creature cards in all graveyards", "cards named ~ in all graveyards" (rulings/engine/counts_more.py);
- domain: "basic land types among lands you control" (2007 212.6d; 2026 305.6; the ability word
  2026 207.2c, which the 2007 text prints without).

The sentences:

- "[an instruction with X], where X is [N plus] the number of [what]": "~ deals X damage to any
  target, where X is 2 plus the number of cards named ~ in all graveyards" (Kindle); X must be the
  amount of exactly one instruction (an X read twice, or in a target phrase, stays text only).
- "[an instruction with an amount] for each [what]": "Draw a card for each creature card in your
  graveyard", "Create a 1/1 green Insect creature token for each Forest you control" (the amount
  times the count).
- "draw cards / gain life / lose life equal to the number of [what]", and "Draw a card, then draw
  cards equal to ..." through the sentence grammar.

Anything the grammar doesn't read whole stays text only: a count with "they" or "that player",
cards "in their graveyard", a count of spells cast, devotion, "greatest number".
"""
from __future__ import annotations

import re

from .described import described
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence, read_by_others
from .targets import parse
from .text import NUMBER, amount

#: the graveyards a count of cards reads: the filter's owner
_GRAVEYARDS = {"in your graveyard": {"owner": "you"}, "in all graveyards": {}}
#: the card types a count of cards may name, plural and singular
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "instant", "sorcery", "planeswalker")
#: a word of the count that names someone the count can't read ("they control": each player's own)
_REFERENTS = re.compile(r"\b(they|their|them|that player|that player's|its|it|those|this way|target|defending)\b")


def count_of(eff, what: str) -> dict:
    """The amount of "the number of [what]" (plural), or NotUnderstood; what this grammar doesn't read,
    plural_counts.py may ("Elves you control", "attacking creatures", "opponents you have")."""
    try:
        return _count_of(eff, what)
    except NotUnderstood:
        from .plural_counts import plural_count
        found = plural_count(eff, what)
        if found is None:
            raise
        return found


def _count_of(eff, what: str) -> dict:
    what = " ".join(what.split())
    if _REFERENTS.search(what):
        raise NotUnderstood(what)
    if what == "basic land types among lands you control":
        return {"count": "basic_land_types"}
    if what.endswith(" that died this turn"):  # "the number of Zubera that died this turn"
        from .died_this_turn_counts import died_count
        return died_count(eff, what, plural=True)
    if what == "creatures in your party":  # 2026 700.8 (rulings/engine/party.py)
        return {"count": "creatures_in_your_party"}
    if what == "cards in your hand":
        return {"count": "cards_in_your_hand"}
    if what == "spells you've cast this turn":  # every spell its controller cast this turn (spells_cast_this_turn.py)
        return {"count": "spells_you_cast_this_turn"}
    m = re.fullmatch(r"(.*?)cards (named ~ )?(in your graveyard|in all graveyards)", what)
    if m:
        return _graveyard_cards(what, m.group(1).strip(), bool(m.group(2)), _GRAVEYARDS[m.group(3)])
    m = re.fullmatch(r"(.+?) on the battlefield", what)
    if m:
        filt = described(eff, m.group(1))
        if "controller" in filt:
            raise NotUnderstood(what)
        return {"count": "permanents", "filter": filt}
    if not re.search(r" (?:you control|your opponents control|you don't control)(?: with(?:out)? [a-z ]+)?$", what):
        raise NotUnderstood(what)  # whose permanents: said, or "on the battlefield"
    return {"count": "permanents", "filter": described(eff, what)}


def _graveyard_cards(what: str, types: str, named: bool, owner: dict) -> dict:
    """ "instant and sorcery cards": the types a card of the count has one of."""
    filt = dict(owner)
    if types:
        words = re.split(r" and | or |, (?:and |or )?", types)
        if named or not all(w in _CARD_TYPES for w in words):
            raise NotUnderstood(what)
        spec = parse("target " + " or ".join(words) + " card from a graveyard")
        if set(spec) - {"types", "zone"} or not spec.get("types"):
            raise NotUnderstood(what)
        filt["types"] = spec["types"]
    out = {"count": "graveyard_cards_named_as_source" if named else "graveyard_cards"}
    if filt:
        out["filter"] = filt
    return out


def for_each_count(eff, what: str) -> dict:
    """The amount of "for each [what]" (singular): mass.py's "creature you control", which hands
    what it doesn't read to `for_each_more`."""
    from .mass import counted
    return counted(eff, what, 1)


def for_each_more(eff, what: str) -> dict:
    """ "for each creature card in your graveyard", "basic land type among lands you control",
    "creature on the battlefield": the counts mass.py's description of permanents doesn't read."""
    from .mass import SINGULAR
    what = " ".join(what.split())
    if _REFERENTS.search(what):
        raise NotUnderstood(what)
    if what == "basic land type among lands you control":
        return {"count": "basic_land_types"}
    if what == "spell you've cast this turn":  # every spell its controller cast this turn (spells_cast_this_turn.py)
        return {"count": "spells_you_cast_this_turn"}
    m = re.fullmatch(r"(.*?)card (named ~ )?(in your graveyard|in all graveyards)", what)
    if m:
        return _graveyard_cards(what, m.group(1).strip(), bool(m.group(2)), _GRAVEYARDS[m.group(3)])
    m = re.fullmatch(r"(.+?) on the battlefield", what)
    if m:
        words = m.group(1).split()
        from .amounts import _SUBTYPE_PLURALS
        plural = [SINGULAR.get(w, w) for w in words]
        if plural == words and words[0] in _SUBTYPE_PLURALS:  # "Zombie on the battlefield"
            plural[0] = _SUBTYPE_PLURALS[words[0]]
        if plural == words:
            raise NotUnderstood(what)
        return count_of(eff, " ".join(plural) + " on the battlefield")
    from .amounts import _SUBTYPE_PLURALS
    words = what.split()
    if words and words[0] in _SUBTYPE_PLURALS:  # "Forest you control", "Zombie on the battlefield"
        try:
            return count_of(eff, " ".join([_SUBTYPE_PLURALS[words[0]], *words[1:]]))
        except NotUnderstood:
            pass  # "Elf you control" ("Elves you control" is no description of permanents): kind_count's
    from .pump_counts import kind_count  # "other attacking Goblin", "Samurai or Warrior you control"
    return kind_count(eff, what)


@effect_template(r"Domain — (.+)")
def domain(eff, m):
    """Domain is an ability word (2026 207.2c: no rules meaning; the 2007 text prints none): the
    instruction after it, which counts the basic land types among lands you control."""
    if "basic land type" not in m.group(1):
        raise NotUnderstood(m.group(0))
    parse_sentence(eff, m.group(1))


@ability_template(r"Domain — (.+)")
def domain_ability(card, m):
    """ "Domain — This creature gets +1/+1 for each basic land type among lands you control": the
    ability after the word, as the other templates read it."""
    if "basic land type" not in m.group(1):
        raise NotUnderstood(m.group(0))
    found = read_by_others(card, m.group(1), lambda _family, fn: fn is domain_ability)
    if found is None:
        raise NotUnderstood(m.group(0))
    return found


# --- the instructions whose amount a count replaces ----------------------------------------------

#: the instruction and the field holding its amount
_AMOUNT_FIELDS = {"draw": "amount", "gain_life": "amount", "lose_life": "amount", "damage": "amount", "mill": "amount",
                  "create_token": "count", "put_counters": "amount", "discard": "amount"}
#: the counts that take `times`
_TIMES = ("permanents", "cards_in_your_hand", "graveyard_cards", "graveyard_cards_named_as_source", "basic_land_types")
_TIMES += ("spells_you_cast_this_turn",)  # "2 life for each spell you've cast this turn" (rulings/engine/cast_spell_values.py)


def times_of(count: dict, n) -> dict:
    if not isinstance(n, int) or not 1 <= n <= 100:
        raise NotUnderstood(str(n))
    if n == 1:
        return count
    if count["count"] not in _TIMES:
        raise NotUnderstood(count["count"])
    return {**count, "times": n}


def x_is_count(eff, sentence: str, whole: str, count: dict) -> None:
    """Read `sentence`, whose one instruction's amount is X, with X the `count` ("where X is ..."); NotUnderstood
    if X is anywhere else (a target phrase's, a token's)."""
    before = read_with_x(eff, sentence, whole)
    st = _one_step(eff, whole, before)
    field = _AMOUNT_FIELDS[st["do"]]
    if st.get(field) != "X" or "'X'" in repr([{k: v for k, v in st.items() if k != field}, eff.targets]):
        raise NotUnderstood(whole)  # X anywhere else: a target phrase's, a token's
    st[field] = count


def read_with_x(eff, head: str, sentence: str) -> int:
    """Read `head` ("Create X 1/1 green Saproling creature tokens"), whose one X the rest of `sentence`
    defines ("where X is ..."), with X allowed for it alone; the number of instructions before it."""
    if len(re.findall(r"\bX\b", head)) != 1:
        raise NotUnderstood(sentence)
    before = len(eff.steps)
    eff.allow_x = True
    try:
        parse_sentence(eff, head)
    finally:
        eff.allow_x = False
    return before


def _one_step(eff, sentence: str, before: int) -> dict:
    """The one instruction `sentence` added (no "may", no branch): its amount field is replaced."""
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") not in _AMOUNT_FIELDS:
        raise NotUnderstood(sentence)
    return new[0]


@effect_template(r"(.+?) for each (?!time\b|of\b|other instant)(.+)")
def instruction_for_each(eff, m):
    """ "Draw a card for each creature card in your graveyard", "Create a 1/1 green Insect creature
    token for each Forest you control", "You gain 1 life for each creature on the battlefield": the
    instruction's printed amount N becomes N times the count (counted as it is followed)."""
    head = m.group(1)
    if re.search(r"\bX\b|\bfor each\b|\bthat many\b|\beach player\b|\beach opponent\b|\bthen\b|\band\b", head):
        raise NotUnderstood(m.group(0))
    count = for_each_count(eff, m.group(2))
    before, targets = len(eff.steps), len(eff.targets)
    parse_sentence(eff, head)
    st = _one_step(eff, m.group(0), before)
    field = _AMOUNT_FIELDS[st["do"]]
    if not isinstance(st.get(field, 1), int) or len(eff.targets) - targets > 1:
        raise NotUnderstood(m.group(0))
    st[field] = times_of(count, st.get(field, 1))


_X_IS = r"(?:(" + NUMBER + r") plus )?the number of (.+)"


@effect_template(rf"(.+\bX\b.+), where X is {_X_IS}")
def instruction_where_x_is(eff, m):
    """ "~ deals X damage to any target, where X is 2 plus the number of cards named ~ in all
    graveyards" (Kindle); "Target player mills X cards, where X is the number of creatures you
    control with defender": the X of the text, not an announced one (a card with {X} in its cost
    stays text only), the amount of exactly one instruction."""
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    count = count_of(eff, m.group(3))
    if m.group(2):
        plus = amount(m.group(2))
        if not isinstance(plus, int) or not 1 <= plus <= 100 or count["count"] not in _TIMES[2:]:
            raise NotUnderstood(m.group(0))
        count = {**count, "plus": plus}
    x_is_count(eff, m.group(1), m.group(0), count)


@effect_template(r"(draw|draws|target player draws|you draw) cards equal to the number of (.+)")
def draw_cards_equal_to(eff, m):
    """ "Draw cards equal to the number of cards named ~ in your graveyard" (Take Inventory)."""
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} a card")
    _one_step(eff, m.group(0), before)["amount"] = count_of(eff, m.group(2))


@effect_template(r"(you|target player|target opponent|each opponent) (gain|gains|lose|loses) life equal to the number of (.+)")
def life_equal_to(eff, m):
    """ "You gain life equal to the number of creatures on the battlefield"."""
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} {m.group(2)} 1 life")
    st = _one_step(eff, m.group(0), before)
    if st.get("amount") != 1:
        raise NotUnderstood(m.group(0))
    st["amount"] = count_of(eff, m.group(3))


@effect_template(r"draw a card, then draw cards equal to the number of (.+)")
def draw_then_draw_equal_to(eff, m):
    """ "Draw a card, then draw cards equal to the number of cards named ~ in your graveyard" (Take
    Inventory): one card, then the count, made after the first draw (2007 413.2; 2026 608.2h)."""
    count = count_of(eff, m.group(1))
    eff.steps += [{"do": "draw", "amount": 1}, {"do": "draw", "amount": count}]

