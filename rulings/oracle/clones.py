"""Copies of permanents: Clone's "You may have this creature enter as a copy
of any creature on the battlefield" (2007: 503.5; 2026: 707.5), its
variants ("any artifact", "any Equipment", "any artifact or creature") and
exceptions ("except it's an enchantment in addition to its other types",
"except it has haste", "except it's 7/7": 503.9; 707.9a-c), and "create a
token that's a copy of target creature you control" (707.1, 111.4's example).
Also: a token copy of the permanent itself ("... of this creature"), "~ becomes
a copy of target ..." (503.4; 707.4), and the keywords that copy: embalm,
eternalize, offspring, squad, populate and myriad (2026 only: 702.128a,
702.129a, 702.175a, 702.157a, 701.36a, 702.116a).

The engine's copy effect takes only the copiable values (503.2; 707.2): what
is printed on the permanent as modified by other copy effects, so the copy's
abilities are the compiled abilities of the card it copies; counters, damage,
tapped status and Auras are not copied (rulings/engine/effects/copy_permanent.py).
Anything else a clone says (a condition, "card in your graveyard", "with mana
value ...", an ability the compiler can't read, "When you do") stays text only."""
from __future__ import annotations

import re

from .keywords import MANA, granted
from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import PERMANENT_TYPES, TARGET_RE, TYPES, is_permanent, ref, spec

#: "any [what] on the battlefield": the engine's COPY_CHOICES
CHOICES = {"creature": "creature", "artifact": "artifact", "enchantment": "enchantment", "land": "land",
           "creature card in a graveyard": "creature_card_in_a_graveyard", "nonland permanent": "nonland_permanent",
           "Equipment": "Equipment", "artifact or creature": "artifact_or_creature",
           "artifact or enchantment": "artifact_or_enchantment"}
_CHOICE = "|".join(re.escape(c) for c in sorted(CHOICES, key=len, reverse=True))


def _types(words: str) -> dict:
    """ "an enchantment", "a Spirit", "a Synth artifact creature": the types and
    subtypes an "in addition to its other types" exception adds."""
    found = re.fullmatch(r"an? (.+)", words)
    if found is None:
        raise NotUnderstood(words)
    out: dict = {}
    for w in found.group(1).split():
        if w in TYPES and TYPES[w] in PERMANENT_TYPES:
            out.setdefault("also_types", []).append(TYPES[w])
        elif re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?", w) and w not in ("Legendary", "Basic", "Snow"):
            if "also_types" in out:  # a subtype comes before the card types ("a Synth artifact creature")
                raise NotUnderstood(words)
            out.setdefault("also_subtypes", []).append(w)
        else:
            raise NotUnderstood(words)
    return out


def _quoted(card, text: str) -> dict:
    """An ability in quotation marks the copy has: the compiler reads it as any paragraph."""
    from .compiler import _ability  # the compiler imports this module: read at call time
    abilities = _ability(card, text)
    if len(abilities) != 1:
        raise NotUnderstood(text)
    said = text.replace("~", "this creature" if card.is_permanent_creature else "this permanent")  # as the card says it
    return {**abilities[0], "text": said} if abilities[0].get("kind") != "keyword" else abilities[0]


def exceptions(card, words: str, as_it_enters: bool) -> dict:
    """The exceptions of one copy effect, joined by " and " (a copy effect's
    exceptions become part of the copy's copiable values: 503.9; 707.9a-b)."""
    how: dict = {}
    parts, start = [], 0
    for sep in re.finditer(r" and (?=(?:it(?:'s| has| isn't| doesn't)|the token has) )", words):
        if words[:sep.start()].count('"') % 2 == 0:  # never inside a quoted ability
            parts.append(words[start:sep.start()])
            start = sep.end()
    parts.append(words[start:])
    for part in parts:
        if m := re.fullmatch(r"it's (an? [A-Za-z -]+?) in addition to its other types", part):
            found = _types(m.group(1))
            if any(k in how for k in found):
                raise NotUnderstood(part)
            how.update(found)
        elif m := re.fullmatch(r"it's an? (\d+)/(\d+) ([A-Za-z -]+?) in addition to its other types", part):
            found = _types("a " + m.group(3))  # "it's a 1/1 Soldier creature in addition to its other types" (Urza)
            if any(k in how for k in (*found, "base_pt")):
                raise NotUnderstood(part)
            how.update(found)
            how["base_pt"] = [int(m.group(1)), int(m.group(2))]
        elif m := re.fullmatch(r'(?:it|the token) has "([^"]+)"', part):
            how.setdefault("gains", []).append(_quoted(card, m.group(1)))
        elif m := re.fullmatch(r'(?:it|the token) has ([a-z ,]+?) and "([^"]+)"', part):  # Heat Shimmer (copies_more.py)
            from .copies_more import quoted_on_token
            how.setdefault("gains", []).extend(_keywords(card, m.group(1)))
            how["gains"].append(quoted_on_token(card, m.group(2)))
        elif m := re.fullmatch(r"(?:it|the token) has ([a-z ,]+)", part):
            how.setdefault("gains", []).extend(_keywords(card, m.group(1)))
        elif (m := re.fullmatch(r"it's an? (\d+)/(\d+) (white|blue|black|red|green) ([A-Z][a-z]+)", part)) and not as_it_enters:
            from .copies_of_cards import colored_creature_type  # "except it's a 4/4 black Zombie" (a token copy)
            if any(k in how for k in ("base_pt", "colors")):
                raise NotUnderstood(part)
            how.update(colored_creature_type(m))
        elif m := re.fullmatch(r"it's (\d+)/(\d+)", part):
            how["base_pt"] = [int(m.group(1)), int(m.group(2))]
        elif part == "it isn't legendary":
            how["not_legendary"] = True
        elif part == "it doesn't copy that creature's color" and as_it_enters:
            how["except_colors"] = True
        else:
            raise NotUnderstood(part)
    if len(parts) != len([p for p in parts if p]) or not how:
        raise NotUnderstood(words)
    return how


def _keywords(card, words: str) -> list:
    """ "haste", "haste and dethrone": keywords, each read as a keyword line would be."""
    from .compiler import _ability
    out = []
    for w in re.split(r", and |, | and ", words):
        try:
            out += granted(w)
        except NotUnderstood:
            found = _ability(card, w[:1].upper() + w[1:])
            if not found or any(ab.get("kind") != "keyword" for ab in found):
                raise
            out += found
    return out


@ability_template(r"You may have ~ enter as a copy of an artifact or creature you control\.")
def enters_as_a_copy_of_yours(card, m) -> list[dict]:
    """Waxen Shapethief: only an artifact or creature its controller controls (503.5; 707.5)."""
    return [{"kind": "static", "comes_into_play": {"as_copy_of": "artifact_or_creature_you_control"}}]


@ability_template(rf'You may have ~ enter as a copy of any ({_CHOICE})(?: on the battlefield)?(?:, except (.+))?(?:\.|(?<=\.)")')
def enters_as_a_copy(card, m) -> list[dict]:
    """Clone (503.5; 707.5): a replacement effect as it enters; the player who
    casts it names the permanent it copies as the `play_spell` action's
    `choice`, or none ("you may"): then it enters as itself. Body Double's
    "any creature card in a graveyard" copies what is printed on the card."""
    if (m.group(1) == "creature card in a graveyard") != ("on the battlefield" not in m.group(0)):
        raise NotUnderstood(m.group(0))
    how = {"as_copy_of": CHOICES[m.group(1)]}
    if m.group(2):  # a quoted ability last keeps its closing quotation mark
        how.update(exceptions(card, m.group(2) + ('"' if m.group(0).endswith('"') else ""), True))
    return [{"kind": "static", "comes_into_play": how}]


_TOKEN_COPY = rf"create a token that's a copy of ({TARGET_RE})(?:, except (.+))?"


@effect_template(_TOKEN_COPY)
def token_copy(eff, m):
    """ "Create a token that's a copy of target creature you control" (707.1):
    the token has the permanent's copiable values (503.2; 707.2); exceptions
    as Clone's, except for colors."""
    phrase = " ".join(m.group(1).lower().split())
    found = spec(phrase)
    if not is_permanent(found) or isinstance(found, dict) and found.get("up_to"):
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token_copy", "of": ref(eff, phrase, {phrase}), "id": "copy"}
    if m.group(2):
        step["except"] = exceptions(eff.card, m.group(2), False)
    eff.steps.append(step)


#: 702.128a / 702.129a: what the token copy of an embalmed or eternalized card is
_KEYWORD_COPIES = {"embalm": {"colors": ["white"], "no_mana_cost": True, "also_subtypes": ["Zombie"]},
                   "eternalize": {"colors": ["black"], "base_pt": [4, 4], "no_mana_cost": True, "also_subtypes": ["Zombie"]}}


@ability_template(rf"(Embalm|Eternalize) ({MANA})")
def embalm(card, m) -> list[dict]:
    """Embalm (2026: 702.128a) and eternalize (702.129a), later than February
    2007: "[Cost], Exile this card from your graveyard: Create a token that's a
    copy of this card, except it's white, it has no mana cost, and it's a
    Zombie in addition to its other types [eternalize: black, 4/4]. Activate
    only as a sorcery." The loader refuses them under the 2007 rules."""
    kw = m.group(1).lower()
    if "X" in m.group(2) or not card.is_permanent_creature:  # a land's eternalize (an Un-card's own reminder) is another thing
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "zone": "graveyard", "cost": {"mana": m.group(2), "exile": "self"}, "timing": "sorcery",
             "effect": [{"do": "create_token_copy", "of": "self", "id": {"embalm": "embalmed", "eternalize": "eternalized"}[kw], "keyword_ability": kw,
                         "except": dict(_KEYWORD_COPIES[kw])}]}]


@effect_template(r"create a token that's a copy of ~(?:, except (.+))?")
def token_copy_of_itself(eff, m):
    """ "Whenever this creature deals combat damage to a player, create a token
    that's a copy of this creature": a permanent's ability copies the permanent,
    or, if it has left the battlefield, its copiable values as it last existed
    there (2007: 413.2f; 2026: 608.2h)."""
    if {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token_copy", "of": "self", "id": "copy"}
    if m.group(1):
        step["except"] = exceptions(eff.card, m.group(1), False)
    eff.steps.append(step)


@ability_template(rf"(Offspring|Squad) ({MANA})")
def offspring(card, m) -> list[dict]:
    """Offspring (2026: 702.175a) and squad (702.157a): an optional additional
    cost, and as the creature enters, if it was paid, a token copy of it (1/1
    for offspring; one for each time for squad). The action pays it with
    `pay: {"offspring": true}` or `pay: {"squad": N}` (rulings/engine/offspring.py)."""
    if "X" in m.group(2) or not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]


@effect_template(r"populate")
def populate(eff, m):
    """Populate (2026: 701.36a): a token copy of a creature token its controller
    chooses as the instruction is followed (the action's `choices`), none if
    they control none (701.36b)."""
    eff.steps.append({"do": "populate", "id": "populated"})


@effect_template(r"(.+), then populate")
def then_populate(eff, m):
    """ "Create a 4/4 green Rhino creature token with trample, then populate"
    (Horncaller's Chant): the first instruction, then populate."""
    parse_sentence(eff, m.group(1))
    eff.steps.append({"do": "populate", "id": "populated"})


# ", then populate" ends the sentence whatever comes before it: it is read before the templates
# whose broad patterns would take the whole sentence and refuse it ("create a 4/4 ... token with trample, then populate")
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is then_populate)))


_BECOMES = r"(?:, except (?:(it doesn't copy that creature's color) and )?it has (this ability))?( until end of turn)?"


def _becomes(eff, m, phrase: str, colors, gains, until) -> dict:
    """A permanent's ability by which it becomes a copy of another while staying
    on the battlefield (2007: 503.4; 2026: 707.4); "except it has this ability"
    adds the resolving ability to its copiable values (503.9; 707.9a)."""
    if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    p = " ".join(phrase.lower().split())
    if p in ("that card", "that creature card"):
        last = eff.steps[-1] if eff.steps else None
        if last is None or last.get("do") != "remove_from_game" or last.get("what") != eff.last_target:
            raise NotUnderstood(m.group(0))
        of = "it"  # the card just exiled (Dimir Doppelganger): what is printed on it
    else:
        found = spec(p)
        if not is_permanent(found) or isinstance(found, dict) and found.get("up_to"):
            raise NotUnderstood(m.group(0))
        of = ref(eff, p, {p})
    step = {"do": "become_copy", "to": "self", "of": of}
    if colors:
        step["except_colors"] = True
    if gains:
        step["gains"] = "this_ability"
    if until:
        step["until"] = "end_of_turn"
    return step


@effect_template(rf"~ becomes a copy of ({TARGET_RE}|that card|that creature card){_BECOMES}")
def becomes_a_copy(eff, m):
    eff.steps.append(_becomes(eff, m, m.group(1), m.group(2), m.group(3), m.group(4)))


@effect_template(rf"you may have ~ become a copy of ({TARGET_RE}){_BECOMES}")
def may_become_a_copy(eff, m):
    """ "At the beginning of your upkeep, you may have this creature become a copy of
    another target creature, except it has this ability" (Cryptoplasm): the choice is
    made as it resolves (the action's `choices`, {"may": true})."""
    if any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    step = _becomes(eff, m, m.group(1), m.group(2), m.group(3), m.group(4))
    eff.steps.append({"do": "may", "text": m.group(0)[0].lower() + m.group(0)[1:], "effect": [step]})


@ability_template(r"Whenever another creature enters, ~ becomes a copy of that creature, except it has this ability\.")
def unstable_shapeshifter(card, m) -> list[dict]:
    """Unstable Shapeshifter: the creature that entered, as it is on the battlefield (503.4; 707.4)."""
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "another_creature"},
             "effect": [{"do": "become_copy", "to": "self", "of": "it", "gains": "this_ability"}]}]


@ability_template(r"As ~ enters, you may have it become a copy of any creature on the battlefield until end of turn(?:, except (.+))?\.")
def enters_as_a_copy_until_end_of_turn(card, m) -> list[dict]:
    """Cursed Mirror: it enters as a copy (503.5; 707.5) whose copy effect ends in
    the cleanup step; then it is itself again."""
    how = {"as_copy_of": "creature", "until": "end_of_turn"}
    if m.group(1):
        how.update(exceptions(card, m.group(1), True))
    return [{"kind": "static", "comes_into_play": how}]
