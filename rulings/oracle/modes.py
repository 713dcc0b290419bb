"""Modes of a permanent's triggered and activated abilities: a paragraph ending
"choose one —" (or "choose two —", "choose one or more —", "choose up to one —")
followed by a bullet per mode (2026: 700.2; 2007: 409.1b, "Choose one -").

The ability is read once for each mode, as if the bullet followed its trigger or
cost ("When this creature enters, destroy target artifact."), by the templates
that already read such abilities; it is played only when every mode is read
whole and the modes differ in nothing but their targets and instructions. The
engine (rulings/engine/modes.py) has its controller choose the mode(s) as it is
put on the stack (603.3c / 410.4) or activated (602.2b, 601.2b / 409.1b).
"""
from __future__ import annotations

import re

from .registry import Card, NotUnderstood
from .text import self_references, strip_reminders

HEADER = re.compile(r"(?P<pre>.+?)(?P<sep>, |: )(?P<choose>[Cc]hoose (?:one|two|one or more|up to one)) —")
#: how many modes each wording lets its controller choose: (least, most or None for all)
COUNTS = {"one": (1, 1), "two": (2, 2), "one or more": (1, None), "up to one": (0, 1)}
#: what would make the modes part of a later choice than the one the engine makes
#: (a reflexive "when you do", an optional cost): the ability stays text only
LATER = re.compile(r"\b(?:when you do|if you do|you may|unless)\b", re.IGNORECASE)
#: a mode's flavor word ("Cure Wounds — You gain 2 life."): no rules meaning (2026: 207.2d)
FLAVOR_WORD = re.compile(r"[A-Z][A-Za-z',!\- ]{0,40} — (?=[A-Z~])")


def blocks(paragraphs: list[str]) -> dict[int, int]:
    """{index of a header paragraph: number of bullet paragraphs after it}, for
    each "..., choose one —" paragraph followed by two or more bullets."""
    found = {}
    for i, p in enumerate(paragraphs):
        if not HEADER.fullmatch(strip_reminders(p).strip()):
            continue
        n = 0
        while i + 1 + n < len(paragraphs) and paragraphs[i + 1 + n].startswith("• "):
            n += 1
        if n >= 2:
            found[i] = n
    return found


def modal_ability(card: Card, header: str, bullets: list[str], name: str, read) -> dict:
    """The engine ability of a modal paragraph and its bullets; `read(card, paragraph)`
    is the compiler's reading of one ability paragraph. NotUnderstood unless all of it is read."""
    m = HEADER.fullmatch(self_references(strip_reminders(header), name).strip())
    if m is None:
        raise NotUnderstood(header)
    pre, sep, choose = m["pre"], m["sep"], m["choose"][7:]
    if LATER.search(pre) or '"' in pre:
        raise NotUnderstood(header)
    least, most = COUNTS[choose]
    if most is None:
        most = len(bullets)
    base = None
    modes = []
    for bullet in bullets:
        text = self_references(strip_reminders(bullet[2:]), name).strip()
        flavor = FLAVOR_WORD.match(text)
        if flavor:
            text = text[flavor.end():]
        if not text or "•" in text:
            raise NotUnderstood(bullet)
        if sep == ", ":  # the bullet continues the trigger's sentence
            if re.match(r"[A-Z][a-z]", text):
                text = text[0].lower() + text[1:]
            elif not text.startswith("~"):
                raise NotUnderstood(bullet)
        found = read(card, f"{pre}{sep}{text}")
        if len(found) != 1 or found[0].get("kind") not in ("triggered", "activated"):
            raise NotUnderstood(bullet)
        ab = found[0]
        rest = {k: v for k, v in ab.items() if k not in ("effect", "targets", "text")}
        if base is None:
            base = rest
        elif rest != base:
            raise NotUnderstood(bullet)  # a mode changed the ability's trigger, cost or condition
        mode = {"text": bullet[2:], "effect": ab.get("effect", [])}
        if ab.get("targets"):
            mode["targets"] = ab["targets"]
        modes.append(mode)
    if (least, most) != (1, 1) and any(isinstance(t, dict) and t.get("up_to") for mode in modes[:-1] for t in mode.get("targets", ())):
        raise NotUnderstood(header)  # "up to N target" comes last among the targets (up_to.py); a later mode's would follow it
    if base["kind"] == "activated" and (least, most) != (1, 1):
        raise NotUnderstood(header)  # an activated ability's mode is the action's one `mode`
    ability = {**base, "modes": modes}
    if base["kind"] == "triggered" and (least, most) != (1, 1):
        ability["choose"] = {"min": least, "max": most}
    return ability
