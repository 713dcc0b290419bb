"""Choices of a creature type or a color made as a spell or ability resolves, and the
instructions after them that read the choice: "Choose a creature type. Destroy all creatures
that aren't of the chosen type" (Kindred Dominance), "Choose a creature type. Draw a card for
each permanent you control of that type" (Distant Melody), "Choose a color. ~ deals X damage to
each creature of the chosen color" (Sudden Demise).

The choice is made by the spell's or ability's controller as it resolves (2007: 413.2c; 2026:
608.2d), given by the resolving action's `choices` (the engine's effects/chosen_value.py, which
refuses a choice nobody gave). A sentence that reads it is the same sentence without "of the
chosen type" compiled by the other templates, its one description of permanents ("all
creatures", "each permanent you control") narrowed to those of the chosen value (or, with
"that aren't", to the others). Anything else stays text only: a choice read by a target, by a
card in a hand or library, by protection or by mana; "other than Wall"; a card name.
"""
from __future__ import annotations

import re

from .registry import Effect, NotUnderstood, ability_template, effect_template, parse_sentence
from .statics import PT, _statics, whose_creatures

KINDS = {"creature type": "creature_type", "color": "color"}
CHOSEN = re.compile(r"( that aren't)? of (?:the chosen|that) (type|color)\b")


@effect_template(r"choose a (creature type|color)")
def choose(eff, m):
    """ "Choose a creature type": first in its effect, before any target or instruction (the
    only place the engine reads it from)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "choose_value", "kind": KINDS[m.group(1).lower()]})


@effect_template(r"(.*?(?: that aren't)? of (?:the chosen|that) (?:type|color)\b.*)")
def of_the_chosen(eff, m):
    sentence = m.group(1)
    found = list(CHOSEN.finditer(sentence))
    if len(found) != 1:
        raise NotUnderstood(sentence)
    f = found[0]
    kind = "creature_type" if f.group(2) == "type" else "color"
    if not any(st.get("do") == "choose_value" and st.get("kind") == kind for st in eff.steps):
        raise NotUnderstood(sentence)  # "of that type" with no choice before it (or a choice of another kind)
    plain = (sentence[: f.start()] + sentence[f.end():]).strip()
    sub = Effect(eff.card, targets=eff.targets, allow_x=eff.allow_x)  # its targets are the effect's own
    parse_sentence(sub, plain)
    side = "not_of" if f.group(1) else "of"
    places = _descriptions(sub.steps)
    if len(places) != 1:
        raise NotUnderstood(sentence)  # the choice must narrow exactly one description
    places[0]["chosen"] = {kind: side}
    eff.steps.extend(sub.steps)


def _descriptions(steps: list[dict]) -> list[dict]:
    """The descriptions of permanents in `steps` a choice can narrow, as target filter dicts
    (a `for_each` over creatures becomes one over permanents of type creature)."""
    out = []
    for st in steps:
        if st.get("do") == "for_each" and "creatures" in st:
            crit = st["creatures"]
            if set(crit) - {"you_control"}:
                raise NotUnderstood(str(crit))
            st["permanents"] = {"types": ["Creature"], **({"controller": "you"} if crit.get("you_control") else {})}
            del st["creatures"]
            out.append(st["permanents"])
        elif st.get("do") == "for_each" and "permanents" in st:
            out.append(st["permanents"])
        for key, val in st.items():
            if key == "effect" and isinstance(val, list):
                if any(_has_count(s) for s in val):
                    raise NotUnderstood(str(val))
            elif isinstance(val, dict) and val.get("count") == "permanents" and isinstance(val.get("filter"), dict):
                out.append(val["filter"])
    return out


def _has_count(st: dict) -> bool:
    return any(isinstance(v, dict) and "count" in v for v in st.values())


@ability_template(rf"(Other creatures you control|Creatures you control|All creatures|Creatures) of the chosen color "
                  rf"(?:get {PT}|have ([a-z ,]+))\.")
def chosen_color_creatures(card, m):
    """ "Creatures you control of the chosen color get +1/+1" (Hall of Triumph): the color chosen
    as the permanent entered ("As ~ enters, choose a color": 2007 419.1b; 2026 614.12a), read from
    the permanent (the engine's continuous.py); no choice made for it, it affects nothing."""
    enters = r"As (?:~|this [a-z]+|" + re.escape(card.name) + r") enters(?: the battlefield)?, choose a color\."
    if not any(re.fullmatch(enters, p) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    flt = whose_creatures(m.group(1), {"chosen_color": True})
    pt = (m.group(2), m.group(3)) if m.group(2) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, pt, m.group(4))


@ability_template(r"(?:~|This creature) is the chosen type in addition to its other types\.")
def is_the_chosen_type(card, m):
    """ "This creature is the chosen type in addition to its other types" (Adaptive Automaton): a
    type-changing effect of layer 4 (2007 418.5a; 2026 613.1d) adding the creature type chosen as
    it entered (2007 419.1b; 2026 614.12a); none chosen for it, it adds nothing."""
    enters = r"As (?:~|this [a-z]+|" + re.escape(card.name) + r") enters(?: the battlefield)?, choose a creature type\."
    if not card.is_permanent_creature or not any(re.fullmatch(enters, p) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "self", "adds_chosen_type": True}]


# tried before every other effect template: "destroy all creatures that aren't of the chosen type"
# also fits the shape of "destroy all [description]", which would refuse the words it doesn't know
def _first(*fns) -> None:
    from .registry import EFFECT_TEMPLATES
    mine = [t for t in EFFECT_TEMPLATES if t[2] in fns]
    EFFECT_TEMPLATES[:] = mine + [t for t in EFFECT_TEMPLATES if t[2] not in fns]


_first(choose, of_the_chosen)
