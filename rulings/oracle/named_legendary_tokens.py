"""Legendary tokens with a name of their own: "When ~ dies, create Tuktuk the Returned, a legendary 5/5
colorless Goblin Golem artifact creature token." (Tuktuk the Explorer), "create Angelo, a legendary 1/1
green and white Dog creature token" (Rinoa Heartilly), "you may create Scion of the Deep, a legendary 8/8
blue Octopus creature token" (Kiora, the Rising Tide): the token tokens.create reads after "a", with the
name (2007 216.1; 2026 111.4: the effect gives it its name) and the legendary supertype (2007 205.4a;
2026 205.4d), so the legend rule applies to it (2007 420.5e; 2026 704.5j). Then "Ragavan enters tapped
and attacking." / "It enters tapped and attacking." after it: that one token enters tapped and
attacking (2026 508.4; 2007 308.3 "put into play attacking": rulings/engine/enters_attacking.py).

A name the card's own name is part of (it reads as "~") or a token without a creature type stays text only."""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch, pass_on

#: a token's name: capitalized words, with "of", "the" between ("Scion of the Deep", "First Mate Ragavan")
_NAME = r"((?-i:[A-Z][A-Za-z'-]*(?: (?:of|the|[A-Z][A-Za-z'-]*))*))"


@effect_template(rf"((?:you )?(?:may )?create) {_NAME}, a legendary ((?:\d+/\d+ )?[^\"]+? creature token(?: with [a-z ,]+)?)")
def create_named_legendary(eff, m):
    """ "Create Ragavan, a legendary 2/1 red Monkey creature token": one token, named and legendary."""
    name = m.group(2)
    steps = parse_branch(eff, f"{m.group(1)} a {m.group(3)}")
    step = steps[0] if len(steps) == 1 else None
    if step is not None and step.get("do") == "may" and len(step.get("effect") or ()) == 1:
        step["text"] = re.sub(r"^(?:you )?may ", "", m.group(0), flags=re.I)  # the log says what may be done, name and all
        step = step["effect"][0]
    if step is None or step.get("do") != "create_token" or step.get("count") != 1 or "predefined" in step \
            or not isinstance(step.get("token"), dict) or step["token"].get("name") or not step["token"].get("subtypes"):
        raise NotUnderstood(m.group(0))
    step["token"] = {**step["token"], "name": name, "supertypes": ["Legendary"]}
    step["id"] = re.sub(r"\W", "_", name.split()[0].lower())  # "ragavan": the id later actions call it by
    eff.steps += steps


@effect_template(r"((?-i:[A-Z][A-Za-z'-]*(?: (?:of|the|[A-Z][A-Za-z'-]*))*)|It|The token) enters tapped and attacking")
def named_token_enters_attacking(eff, m):
    """ "Create Ragavan, a legendary 2/1 red Monkey creature token. Ragavan enters tapped and attacking."
    (Kari Zev): the one token the sentence before made ("It" / "The token", or its name) enters tapped
    and attacking (rulings/engine/enters_attacking.py)."""
    start = eff.sentence_starts[-1] if eff.sentence_starts else len(eff.steps)
    last = eff.steps[-1] if eff.steps and start == len(eff.steps) else None
    if last is None or last.get("do") != "create_token" or last.get("count") != 1 or last.get("tapped") \
            or last.get("attacking") or last.get("player"):
        return pass_on(eff, m, named_token_enters_attacking)
    who = m.group(1)
    if who not in ("It", "The token") and who != (last.get("token") or {}).get("name"):
        return pass_on(eff, m, named_token_enters_attacking)
    last["tapped"] = True
    last["attacking"] = True


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is named_token_enters_attacking)))
