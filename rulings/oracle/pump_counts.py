"""Counts of a creature type in "for each [what]" (singular), which the plural grammar of
described.py can't be given (a creature type's plural is not always its name and an "s":
"Elves", "Samurai", "Aurochs"):

- "for each other attacking Goblin" (Goblin Piledriver), "for each other attacking Kavu" (Kavu
  Mauler), "for each other attacking Aurochs" (Aurochs Herd; on Aurochs itself, whose name is the
  creature type, "for each other attacking ~"): the attacking permanents of that type but this one;
- "for each Elemental you control" (Lavakin Brawler), "for each Samurai or Warrior you control":
  the permanents of that type (any of them) its controller controls;

counted once, as the instruction is followed (2007 413.2f; 2026 608.2h), by the filter of
rulings/engine/target_filter.py (`subtypes`, any of them; `combat`; `controller`; `other`: not the
ability's source). Anything else stays text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import Effect, NotUnderstood, ability_template, effect_template, parse_sentence, read_by_others
from .targets import CREATURE_TARGETS, TARGET_RE, ref

_KIND = r"([A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)?|~)"
_KIND_COUNT = re.compile(rf"(other )?(attacking )?{_KIND}(?: or {_KIND})?( you control)?")


#: subtypes of other card types a count may name: "for each Shrine you control" (the Hondens), "Gate", "for each Treasure
#: you control" (Black Market Tycoon), a Clue, a Food, an Equipment
_OTHER_SUBTYPES = ("Shrine", "Gate", "Treasure", "Clue", "Food", "Equipment")


def _creature_type(eff, word: str) -> str:
    """A creature type by its name; "~" only on a card named for its own creature type (Aurochs)."""
    if word == "~":
        name = eff.card.name
        if name in CREATURE_TYPES and name in eff.card.subtypes:
            return name
        raise NotUnderstood(word)
    if word not in CREATURE_TYPES and word not in _OTHER_SUBTYPES:
        raise NotUnderstood(word)
    return word


def kind_count(eff, what: str) -> dict:
    """The count of "for each [other] [attacking] T [or T2] [you control]": at least one of
    "attacking" and "you control" said; "other" only on a permanent's ability (not this one). And
    "for each creature that died this turn" (rulings/engine/died_this_turn.py)."""
    if " ".join(what.split()) == "creature that died this turn":
        return {"count": "creatures_died_this_turn"}
    if " ".join(what.split()).endswith(" that died this turn"):  # "for each Zubera that died this turn"
        from .died_this_turn_counts import died_count
        return died_count(eff, what, plural=False)
    if " ".join(what.split()) == "creature in your party":  # 2026 700.8 (rulings/engine/party.py)
        return {"count": "creatures_in_your_party"}
    if " ".join(what.split()) in ("+1/+1 counter on ~", "charge counter on ~"):  # the source's own (rulings/engine/source_counters.py)
        if not ({"Artifact", "Creature", "Enchantment", "Land"} & set(eff.card.types)):
            raise NotUnderstood(what)
        return {"count": ("plus_one" if what.startswith("+1/+1") else "charge") + "_counters_on_source"}
    m = _KIND_COUNT.fullmatch(" ".join(what.split()))
    if m is None or not (m.group(2) or m.group(5)):
        raise NotUnderstood(what)
    if m.group(1) and not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"} & set(eff.card.types)):
        raise NotUnderstood(what)  # a spell's "other": other than what
    kinds = [_creature_type(eff, m.group(3))]
    if m.group(4):
        kinds.append(_creature_type(eff, m.group(4)))
        if kinds[0] == kinds[1]:
            raise NotUnderstood(what)
    flt: dict = {"subtypes": kinds}
    if m.group(2):
        flt["combat"] = "attacking"
    if m.group(5):
        flt["controller"] = "you"
    if m.group(1):
        flt["other"] = True
    return {"count": "permanents", "filter": {k: flt[k] for k in sorted(flt)}}


@effect_template(r"(~) gets ([+-]\d+)/([+-]\d+) until end of turn for each (other attacking ~)")
def pump_for_each_other_attacking_itself(eff, m):
    """Aurochs: "it gets +1/+0 until end of turn for each other attacking Aurochs", the card's name
    being its creature type (`kind_count` reads "~" so only there)."""
    from .amounts import pump_for_each
    pump_for_each(eff, m)


@ability_template(r"(?:[A-Z][A-Za-z' ]+ — )?~ enters with an? \+1/\+1 counter on it for each creature that died this turn\.")
def enters_with_a_counter_for_each_creature_that_died(card, m):
    """ "This creature enters with a +1/+1 counter on it for each creature that died this turn"
    (Grizzly Ghoul; Sautekh Immortal after a flavor word, 2026 207.2d): a replacement effect on how it
    enters (2007 419.1b; 2026 614.1c), the count made as it enters (rulings/engine/entering_counts.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1},
                                                   "per_count": kind_count(Effect(card), "creature that died this turn")}}]


@ability_template(r"[A-Z][a-z]+(?: [a-z]+)*(?: \d+)?(?:; [a-z]+(?: [a-z]+)*(?: \d+)?)+")
def keywords_with_semicolons(card, m):
    """ "Trample; rampage 2" (Gorilla Berserkers), "Flying; trample; rampage 4" (Teeka's Dragon): the
    older Oracle list of keywords where one has a number, each keyword the ability the keyword templates
    read alone ("Rampage 2": 2007 502.12a; 2026 702.23a); any one they don't read leaves the line text only."""
    out: list[dict] = []
    for part in m.group(0).split("; "):
        found = read_by_others(card, part[0].upper() + part[1:], lambda _family, fn: fn is keywords_with_semicolons)
        if not found:
            raise NotUnderstood(part)
        out += found
    return out


# --- the creature of the trigger event: "Whenever a creature you control becomes blocked, it gets ..." ----

def _event_count(eff, phrase: str) -> dict:
    """A count said of the trigger event's creature's pump: "creature blocking it" is the creatures
    blocking that creature (rulings/engine/blocking_counts.py); any other count the grammar reads, but
    no "other" (other than the source, or than that creature?) and nothing blocking the source."""
    from .amounts import for_each
    if phrase == "creature blocking it":
        return {"count": "creatures_blocking_that_creature"}
    count = for_each(eff, phrase)
    if count["count"].startswith("creatures_blocking") or (count.get("filter") or {}).get("other"):
        raise NotUnderstood(phrase)
    return count


@effect_template(r"the creature of the trigger event gets ([+-]\d+)/([+-]\d+) until end of turn for each ([A-Za-z ']+)")
def event_creature_gets_for_each(eff, m):
    """General Marhault Elsdragon's "Whenever a creature you control becomes blocked, it gets +3/+3 until
    end of turn for each creature blocking it"; Asari Captain's "... attacks alone, it gets +1/+0 until end
    of turn for each Samurai or Warrior you control": "it" is the creature of the trigger event
    (triggered.EVENT_CREATURE), the count made once as the ability resolves (2007 413.2f; 2026 608.2h)."""
    p, t = int(m.group(1)), int(m.group(2))
    if not (-20 <= p <= 20 and -20 <= t <= 20) or (p, t) == (0, 0):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": _event_count(eff, m.group(3)), "to": "it",
                      "until": "end_of_turn"})


@effect_template(r"the creature of the trigger event gets (\+X|\+0)/(\+X|\+0) until end of turn, where X is the number of ([A-Za-z ']+)")
def event_creature_gets_x(eff, m):
    """Thoughtweft Imbuer's "Whenever a creature you control attacks alone, it gets +X/+X until end of turn,
    where X is the number of Kithkin you control" (a creature type whose plural is its name), Angelic
    Exaltation's "... the number of creatures you control": counted once as it resolves."""
    from .amounts import number_of
    if eff.card.has_x or "X" not in m.group(1) + m.group(2):
        raise NotUnderstood(m.group(0))
    what = m.group(3)
    try:
        count = number_of(eff, what)
    except NotUnderstood:
        count = kind_count(eff, what)  # "Kithkin you control": the plural is the type's name
    if (count.get("filter") or {}).get("other") or count["count"].startswith("creatures_blocking"):
        raise NotUnderstood(m.group(0))
    p, t = (1 if g == "+X" else 0 for g in (m.group(1), m.group(2)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": count, "to": "it", "until": "end_of_turn"})


# --- "Whenever a Samurai or Warrior you control attacks alone" -----------------------------------------

_COMBAT = {"attacks": "attacks", "attacks alone": "attacks_alone", "becomes blocked": "becomes_blocked"}


@ability_template(r"Whenever (a|an) ([A-Z][a-z]+) or ([A-Z][a-z]+) (you control )?(attacks|attacks alone|becomes blocked), ([^\"]+)")
def either_subtype_attacks(card, m):
    """ "Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn" (Eiganjo
    Exemplar): a creature with either creature type as it is declared an attacker (2007 308.3; 2026 508.3a;
    "alone": the only attacker declared, 2026 506.5) or becomes blocked (2007 410.9c; 2026 509.3c); "it" is
    that creature (the trigger's event object)."""
    from .triggered import _triggered
    article, one, two, text = m.group(1), m.group(2), m.group(3), m.group(6)
    if one == two or not all(t in CREATURE_TYPES for t in (one, two)):
        raise NotUnderstood(m.group(0))
    if article != ("an" if one[0] in "AEIOU" else "a"):
        raise NotUnderstood(m.group(0))
    if re.search(rf"\bthat (?:{one}|{two})\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # "that Samurai": not read
    trigger = {"event": _COMBAT[m.group(5)], "who": "permanent_you_control" if m.group(4) else "any_permanent",
               "subtype": one, "or_subtype": two}
    return _triggered(card, trigger, text)


# --- "where X is the greatest power among creatures you control" (rulings/engine/greatest_power.py) -----

def greatest_power(eff, among: str) -> dict:
    """The count of "the greatest power among [creatures you control / other creatures you control /
    Giants you control]": creatures only, whose said ("you control")."""
    among = " ".join(among.split())
    if not re.fullmatch(r"(?:other )?[A-Za-z]+(?: [A-Za-z]+)? you control", among):
        raise NotUnderstood(among)
    from .described import described
    flt = described(eff, among)
    if flt.get("types") != ["Creature"] and not flt.get("subtypes"):
        raise NotUnderstood(among)
    if flt.get("subtypes") and flt.get("types", ["Creature"]) != ["Creature"]:
        raise NotUnderstood(among)
    return {"count": "greatest_power", "filter": {**flt, "types": ["Creature"]}}


_GREATEST = r"the greatest power among ([A-Za-z ]+)"


@effect_template(rf"(~|the creature of the trigger event|{TARGET_RE}) gets (\+X|\+0)/(\+X|\+0) until end of turn, where X is {_GREATEST}")
def pump_greatest_power(eff, m):
    """Rubblebelt Rioters' "Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the
    greatest power among creatures you control" (itself among them), Tuya Bearclaw's "... among other
    creatures you control", Oaken Power Suit's "target creature gets +X/+X ...": read once as it resolves."""
    if eff.card.has_x or eff.allow_x or "X" not in m.group(2) + m.group(3):
        raise NotUnderstood(m.group(0))
    count = greatest_power(eff, m.group(4))
    who = m.group(1)
    if who == "the creature of the trigger event":
        if count["filter"].get("other"):
            raise NotUnderstood(m.group(0))  # other than the source, or than that creature?
        to = "it"
    else:
        to = ref(eff, who, CREATURE_TARGETS + ("~",))
        if to == "self" and not eff.card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
        if to != "self" and count["filter"].get("other"):
            raise NotUnderstood(m.group(0))  # "other" than the source, or than the target?
    p, t = (1 if g == "+X" else 0 for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": count, "to": to, "until": "end_of_turn"})


#: the instructions an X of "where X is the greatest power ..." may be the amount of, and the field
_GREATEST_FIELDS = {"draw": "amount", "gain_life": "amount", "lose_life": "amount", "damage": "amount", "mill": "amount",
                    "create_token": "count"}


@effect_template(rf"(.+\bX\b.+), where X is {_GREATEST}")
def instruction_where_x_is_greatest_power(eff, m):
    """Fungal Sprouting's "Create X 1/1 green Saproling creature tokens, where X is the greatest power among
    creatures you control": the X of the text (a card with {X} in its cost stays text only), the amount of
    exactly one instruction."""
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    count = greatest_power(eff, m.group(2))
    from .counts_more import read_with_x
    before = read_with_x(eff, m.group(1), m.group(0))
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") not in _GREATEST_FIELDS:
        raise NotUnderstood(m.group(0))
    st, field = new[0], _GREATEST_FIELDS[new[0]["do"]]
    if st.get(field) != "X" or "'X'" in repr([{k: v for k, v in st.items() if k != field}, eff.targets]):
        raise NotUnderstood(m.group(0))  # X anywhere else: a target phrase's, a token's power
    st[field] = count


@effect_template(rf"(draw|you draw|target player draws) cards equal to {_GREATEST}")
def draw_equal_to_greatest_power(eff, m):
    """Garruk, Primal Hunter's "Draw cards equal to the greatest power among creatures you control"."""
    count = greatest_power(eff, m.group(2))
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} a card")
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") != "draw" or new[0].get("amount") != 1:
        raise NotUnderstood(m.group(0))
    new[0]["amount"] = count


@effect_template(rf"(you|target player|target opponent|each opponent) (gain|gains|lose|loses) life equal to {_GREATEST}")
def life_equal_to_greatest_power(eff, m):
    """Huatli, Warrior Poet's "[+2]: You gain life equal to the greatest power among creatures you control"."""
    count = greatest_power(eff, m.group(3))
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} {m.group(2)} 1 life")
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") not in ("gain_life", "lose_life") or new[0].get("amount") != 1:
        raise NotUnderstood(m.group(0))
    new[0]["amount"] = count


# --- "enters with a +1/+1 counter on it for each other creature you control" -------------------------

def _entering_count(card, count: dict, text: str) -> dict:
    """A count made as the permanent enters (rulings/engine/entering_counts.py): the creatures that died
    this turn, or permanents a description names, the entering one never among them (it isn't on the
    battlefield yet as the replacement applies: 2007 419.1b; 2026 614.1c), so "other" either way. A count
    of cards in a graveyard stays text only (the card may be entering from there)."""
    if count["count"] == "creatures_died_this_turn":
        return count
    if count["count"] != "permanents" or "times" in count:
        raise NotUnderstood(text)
    return {**count, "filter": {**count["filter"], "other": True}}


@ability_template(r"~ enters with (an?|two|three) \+1/\+1 counters? on it for each ([A-Za-z ']+)\.")
def enters_with_counters_for_each(card, m):
    """Squad Captain's "This creature enters with a +1/+1 counter on it for each other creature you
    control", Kinsbaile Borderguard's "... for each other Kithkin you control": a replacement effect on how
    it enters, the count made as it does, for its controller."""
    from .text import amount
    n = amount(m.group(1))
    if not card.is_permanent_creature or (n == 1) != (m.group(1) in ("a", "an")) or m.group(2) == "creature that died this turn":
        raise NotUnderstood(m.group(0))
    from .amounts import for_each
    count = _entering_count(card, for_each(Effect(card), m.group(2)), m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "per_count": count}}]


@ability_template(r"~ enters with X \+1/\+1 counters on it, where X is the number of ([A-Za-z ']+)\.")
def enters_with_x_counters_the_number_of(card, m):
    """Stag Beetle's "This creature enters with X +1/+1 counters on it, where X is the number of other
    creatures on the battlefield": the X of the text (a card with {X} in its cost stays text only)."""
    if not card.is_permanent_creature or card.has_x:
        raise NotUnderstood(m.group(0))
    from .amounts import number_of
    count = _entering_count(card, number_of(Effect(card), m.group(1)), m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1}, "per_count": count}}]


@effect_template(r"all creatures get ([+-]\d+)/([+-]\d+) until end of turn for each ([A-Za-z ']+)")
def all_creatures_get_for_each(eff, m):
    """Mutilate's "All creatures get -1/-1 until end of turn for each Swamp you control" (Planar Despair's
    domain too): each creature on the battlefield as it resolves (2007 418.3b; 2026 611.2c), by a number
    read as it resolves (2007 413.2f; 2026 608.2h), the same for each (nothing it counts changes while it
    resolves). No count of the creatures' own ("blocking it")."""
    from .amounts import for_each
    p, t = int(m.group(1)), int(m.group(2))
    if not (-20 <= p <= 20 and -20 <= t <= 20) or (p, t) == (0, 0):
        raise NotUnderstood(m.group(0))
    count = for_each(eff, m.group(3))
    if count["count"].startswith("creatures_blocking") or (count.get("filter") or {}).get("other"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [
        {"do": "pump_for_each", "power": p, "toughness": t, "count": count, "to": "it", "until": "end_of_turn"}]})


@effect_template(rf"(~|{TARGET_RE}) gets ([+-]\d+)/([+-]\d+) until end of turn for each ((?:\+1/\+1|charge) counter on ~)")
def pump_for_each_counter_on_source(eff, m):
    """Canopy Crawler's "{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on this
    creature": the counters on the source as the ability resolves (rulings/engine/source_counters.py)."""
    from .amounts import pump_for_each
    pump_for_each(eff, m)
