"""An ability's "it" when the only object named before it is the ability's own source.

"Whenever this creature deals combat damage to a player, you may sacrifice it. If you do, draw
three cards" (Impaler Shrike), "Whenever this creature attacks, you may pay {E}{E}. If you do,
put a +1/+1 counter on it" (Thriving Ibex), "Discard a card: This creature gains hexproof until
end of turn. Tap it" (Prognostic Sphinx): a pronoun means the object its words last named, and
here that is the source of the ability ("this creature", which is the object itself: 2007
201.5 / 2026 201.5a), so "it" is read as "~" and the paragraph goes back through the
templates.

Precision: the pronoun is read as the source only when every object word before it (in the
trigger condition and in the effect) is the source itself: a trigger condition or an effect
that names another object first ("a creature", "target land", "a card", "that spell", a
subtype) keeps its "it" for the templates that know which object that is. A dies or
leaves-the-battlefield trigger's "it" is the card in its new zone (a new object, 2007 217.1c /
2026 400.7), not the source: those paragraphs are not read here.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

#: words that name an object other than the source (or a group of them): after one, "it" may be that object
_OTHER_OBJECT = re.compile(
    r"\b(?:target|cards?|tokens?|creatures?|permanents?|artifacts?|enchantments?|lands?|spells?|abilit(?:y|ies)|"
    r"them|they|those|one|ones|copy|copies|each|all|another|other|emblem|Auras?|Equipment|Vehicles?|counters? from|"
    r"top|bottom|library|graveyard|hand|exiled?|stack|source|damage dealt)\b", re.IGNORECASE)
#: a capitalized word that is not the first of its sentence: a subtype or a name ("a Dragon", "Forest")
_CAPITAL = re.compile(r"(?<![.:—,] )(?<!^)\b(?!I\b)[A-Z][a-z]+")
_IT = re.compile(r"\bit\b(?!')", re.IGNORECASE)
#: trigger conditions whose "it" is the card after it left the battlefield (a new object): not the source
_LEFT = re.compile(r"\b(?:dies|die|leaves the battlefield|is put into (?:a|your|its owner's) graveyard|is exiled)\b")


def _clean(text: str) -> bool:
    """No word naming an object other than the source."""
    return _OTHER_OBJECT.search(text) is None and _CAPITAL.search(text.replace("~", "")) is None


def source_it(before: str, body: str) -> str | None:
    """`body` with each "it" read as "~" while every object word before it is "~" (the ability's
    source), or None when no "it" is read so. `before`: the trigger condition or cost, which must
    name ~ and nothing else."""
    if "~" not in before and "~" not in body:
        return None
    if not _clean(before) or '"' in body:
        return None
    out, pos, changed = [], 0, False
    for m in _IT.finditer(body):
        if not _clean(body[:m.start()]):
            break
        if "~" not in before and "~" not in body[:m.start()]:
            break  # nothing named before it yet
        out.append(body[pos:m.start()])
        out.append("~")
        pos, changed = m.end(), True
    if not changed:
        return None
    out.append(body[pos:])
    return "".join(out)


def _again(card, paragraph: str, me) -> list[dict]:
    """The rewritten paragraph through every other ability template (as the compiler would)."""
    found = read_by_others(card, paragraph, lambda _family, fn: fn is me)
    if found is None:
        raise NotUnderstood(paragraph)
    return found


@ability_template(r"((?:[A-Z][\w' ]+ — )?(?:When|Whenever|At) [^,\"]*~[^,\"]*), ([^\"]*\bit\b[^\"]*)")
def triggered_source_it(card, m):
    """ "Whenever ~ deals combat damage to a player, you may sacrifice it. If you do, ...": the
    trigger condition names ~ and nothing else, so "it" is ~."""
    head, body = m.group(1), m.group(2)
    if _LEFT.search(head):
        raise NotUnderstood(m.group(0))
    rewritten = source_it(head, body)
    if rewritten is None:
        raise NotUnderstood(m.group(0))
    return _again(card, f"{head}, {rewritten}", triggered_source_it)


@ability_template(r"([^:\"]+): ([^\"]*~[^\"]*\bit\b[^\"]*)")
def activated_source_it(card, m):
    """ "Discard a card: ~ gains hexproof until end of turn. Tap it.": the effect names ~ first and
    nothing else before "it". The cost is not read for antecedents (it is paid, not said)."""
    cost, body = m.group(1), m.group(2)
    if re.search(r"\b(?:When|Whenever|At)\b", cost):
        raise NotUnderstood(m.group(0))
    rewritten = source_it("", body)
    if rewritten is None:
        raise NotUnderstood(m.group(0))
    return _again(card, f"{cost}: {rewritten}", activated_source_it)


# --- a dies trigger's "it": the card in the graveyard ------------------------------------------
#: what the card the event put into the graveyard may be told to do, as the engine's instruction on "it"
_MOVE_IT = {"exile it": "remove_from_game", "put it on top of its owner's library": "put_on_library_top",
            "put it on the bottom of its owner's library": "put_on_library_bottom", "return it to its owner's hand": "return_to_hand"}


@ability_template(r"When ~ (?:dies|is put into a graveyard from the battlefield), (you may )?(exile it|put it on top of its owner's library|"
                  r"put it on the bottom of its owner's library|return it to its owner's hand)(?:\. If you do, ([^\"]+))?\.")
def dies_move_it(card, m):
    """ "When this creature dies, exile it" (Cyclopean Mummy), "When this artifact is put into a graveyard from the
    battlefield, return it to its owner's hand" (Spine of Ish Sah), "you may exile it. If you do, search your
    library for ..." (Academy Rector), "put it on top of its owner's library" (Undying Beast): "it" is
    the card the event put into the graveyard (the engine's event object: a leaves-the-battlefield
    ability finds it there, 2007 410.10c / 2026 603.10a); if it has left the graveyard since, it is a
    new object (2007 217.1c; 2026 400.7) and nothing moves, nor can "you may" be chosen."""
    from .registry import Effect, parse_branch
    dies = m.group(0).startswith("When ~ dies")
    if not card.is_permanent_creature if dies else not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types):
        raise NotUnderstood(m.group(0))  # only a creature dies (700.4); "put into a graveyard from the battlefield": any permanent
    step = {"do": _MOVE_IT[m.group(2)], "what": "it"}
    if m.group(3) and not m.group(1):
        raise NotUnderstood(m.group(0))  # "If you do" only after "you may"
    ab: dict = {"kind": "triggered", "trigger": {"event": "dies", "who": "self"}}
    if not m.group(1):
        ab["effect"] = [step]
        return [ab]
    eff = Effect(card)
    may = {"do": "may", "text": m.group(2), "effect": [step]}
    if m.group(3):
        then = parse_branch(eff, m.group(3).rstrip("."))
        if not then or any(s.get("do") == "may" for s in then) or re.search(r"\b(?:it|~)\b", m.group(3).split(",")[0]):
            raise NotUnderstood(m.group(0))
        if any(s.get("do") == "search_library" and s.get("into") == "in_play" and "Enchantment" in s.get("for", {}).get("types", ())
               for s in _walk(then)):
            raise NotUnderstood(m.group(0))  # an Aura found so is attached as it enters (2026 303.4f), which the search doesn't do
        may["then"] = then
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = [may]
    return [ab]


# --- "~ deals damage equal to its power to ..." -------------------------------------------------
from .registry import effect_template, parse_branch as _branch  # noqa: E402


@effect_template(r"~ deals damage equal to its (power|toughness) to ([^.]+)")
def damage_equal_to_its_power(eff, m):
    """ "When this creature dies, it deals damage equal to its power to any target" (Balduvian Berserker):
    "its" is ~, the subject; read as the object is now, or as it last existed on the battlefield if it
    has left (2007 413.2f; 2026 608.2h: the engine's power_of). The sentence with 1 damage is read by
    the damage templates, then its amount is this one."""
    steps = _branch(eff, f"~ deals 1 damage to {m.group(2)}")
    found = [st for st in _walk(steps) if st.get("do") == "damage" and st.get("amount") == 1]
    if len(found) != 1 or len([st for st in _walk(steps) if "amount" in st]) != 1:
        raise NotUnderstood(m.group(0))
    found[0]["amount"] = {"count": f"{m.group(1)}_of", "of": "self"}
    eff.steps.extend(steps)


def _walk(steps):
    for st in steps:
        yield st
        for key in ("effect", "then"):
            if isinstance(st.get(key), list):
                yield from _walk(st[key])


# --- "When enchanted land becomes tapped, destroy it." ---------------------------------------------
@ability_template(r"When(?:ever)? enchanted (land|creature|artifact|permanent) becomes tapped, destroy (?:it|that \1)\.")
def enchanted_becomes_tapped_destroy_it(card, m):
    """Blight, Spreading Algae: "it" is the permanent the Aura enchants as it became tapped (the trigger
    event's object), tapped for mana or otherwise (2026 603.2e: only when it changes from untapped to
    tapped; 2007: the glossary's "Becomes"). If it has left the battlefield meanwhile, nothing is destroyed."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "becomes_tapped", "who": "enchanted"},
             "effect": [{"do": "destroy", "what": "it"}]}]


# --- "you may have it deal 1 damage to any target" ----------------------------------------------
@effect_template(r"you may have ~ deal ((?:\d+|X) damage to [^.]+|damage equal to its (?:power|toughness) to [^.]+)")
def may_have_source_deal(eff, m):
    """ "Whenever ~ becomes blocked, you may have it deal 1 damage to any target" (Karplusan Wolverine):
    the targets are chosen as the ability is put on the stack, whether it deals the damage as it
    resolves (2007 413.2c; 2026 608.2d). Only damage (one instruction) is read here."""
    from .optional import _may
    steps = _branch(eff, f"~ deals {m.group(1)}")
    if len(steps) != 1 or steps[0].get("do") not in ("damage", "for_each"):
        raise NotUnderstood(m.group(0))
    if steps[0]["do"] == "for_each" and [s.get("do") for s in steps[0].get("effect", ())] != ["damage"]:
        raise NotUnderstood(m.group(0))
    _may(eff, f"have it deal {m.group(1)}", effect=steps)


@ability_template(r"When ~ dies, you may have it deal ([^\"]+)")
def dies_may_have_it_deal(card, m):
    """Goblin Arsonist: "it" is the creature that died, which deals the damage as it last existed on the
    battlefield (2007 413.2f; 2026 608.2h), like "When ~ dies, it deals 1 damage" (triggered.dies)."""
    from .triggered import _triggered
    if not card.is_permanent_creature or "~" in m.group(1) or re.search(r"\bit\b", m.group(1).split(". ")[0]):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "dies", "who": "self"}, f"you may have ~ deal {m.group(1)}")


# --- "When ~ enters, it fights target creature you don't control" ---------------------------------
def _source_fights(eff, target: str) -> dict:
    from .targets import CREATURE_TARGETS, ref
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(target)
    return {"do": "fight", "by": "self", "to": ref(eff, target, CREATURE_TARGETS)}


@effect_template(r"~ fights (target [^.]+)")
def source_fights(eff, m):
    """ "When this creature enters, it fights target creature you don't control" (2026 701.14a: each deals
    damage equal to its power to the other; neither does if either is gone: the engine's fight)."""
    eff.steps.append(_source_fights(eff, m.group(1)))


@effect_template(r"you may have ~ fight (target [^.]+)")
def may_have_source_fight(eff, m):
    """Affectionate Indrik: the target is chosen as the ability goes on the stack, the choice made on
    resolution (2026 608.2d)."""
    from .optional import _may
    _may(eff, f"have it fight {m.group(1)}", effect=[_source_fights(eff, m.group(1))])


# --- "When this land enters, sacrifice it unless you pay {1}." --------------------------------------
@effect_template(r"sacrifice ~ unless you pay ((?:\{(?:\d+|[WUBRGC])\})+)")
def sacrifice_source_unless_you_pay(eff, m):
    """Rupture Spire: its controller may pay as the ability resolves; if they don't, it is sacrificed
    (2007 413.2c; 2026 608.2d, 118.12a: the engine's sacrifice_unless_you_pay)."""
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "sacrifice_unless_you_pay", "cost": m.group(1)})
