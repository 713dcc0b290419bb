"""Copies of spells, beyond "copy target instant or sorcery spell" (copies.py).

- "Whenever you cast an instant or sorcery spell, [you may] copy it / that spell. You may choose new
  targets for the copy." (Swarm Intelligence; "you may pay {3}. If you do, copy that spell", Mirari):
  the spell whose casting triggered it is copied as the ability resolves, as it last existed on the
  stack if it has left (rulings/engine/effects/copy_that_spell.py; 2007 503.10, 2026 707.10).
- "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new
  targets for the copy." (Galvanic Iteration): a delayed triggered ability (2007 404.4; 2026 603.7)
  that triggers once, this turn only: rulings/engine/next_cast.py.
- Magecraft (an ability word: no rules meaning, 2026 207.2c): "Whenever you cast or copy
  an instant or sorcery spell, ...": it triggers as the spell becomes cast (2026 601.2i;
  2007 409.1i) and as a copy of one is put onto the stack under your control (2026 707.10;
  2007 503.10): rulings/engine/copy_triggers.py. What "that spell" means is not read.
"""
from __future__ import annotations

import contextvars
import re

from .registry import NotUnderstood, ability_template, effect_template
from .triggered import _triggered

#: set while the body of a cast trigger is read: there "that spell" / "it" is the spell cast
_CAST_SPELL = contextvars.ContextVar("cast_spell", default=False)

MAGECRAFT_TRIGGER = {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery", "or_copies": True}


@ability_template(r"(?:Magecraft — )?Whenever you cast or copy an instant or sorcery spell, ([^\"]+)")
def magecraft(card, m):
    text = m.group(1)
    if re.search(r"\b(that spell|it|its|that player|mana value|this ability)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # the spell itself ("that spell's mana value") is not read
    return _triggered(card, dict(MAGECRAFT_TRIGGER), text)


# --- replicate (2007: 502.52a; 2026: 702.56a): rulings/engine/replicate.py ---

def replicate_keyword(word: str) -> list[dict] | None:
    """ "Replicate {1}{U}": a mana cost paid any number of times as the spell is cast. A cost
    that isn't mana ("Replicate—Tap an untapped Horror you control", "—Pay {E}{E}{E}") or has X
    is not read. Only on an instant or sorcery (keywords.keyword_line): a copy of a permanent
    spell becomes a token (2026 707.10f), which the engine doesn't do (Hatchery Sliver)."""
    from .keywords import MANA
    m = re.fullmatch(rf"replicate ({MANA})", word.strip(), re.IGNORECASE)
    if m is None or "X" in m.group(1):
        return None
    return [{"kind": "keyword", "keyword": "replicate", "cost": m.group(1)}]


# --- a cast trigger's "copy that spell" (2007: 503.10; 2026: 707.10): effects/copy_that_spell.py ---

@effect_template(r"(you may )?copy (?:it|that spell)")
def copy_that_spell(eff, m):
    """Only in the body of a cast trigger this module reads, where "that spell" is the spell cast."""
    if not _CAST_SPELL.get():
        raise NotUnderstood(m.group(0))
    step = {"do": "copy_that_spell", "new_targets": False}
    if m.group(1):
        from .optional import _may
        _may(eff, "copy that spell", effect=[step])
    else:
        eff.steps.append(step)


@ability_template(r"Whenever you cast an instant or sorcery spell, ([^\"]+)")
def cast_and_copy(card, m):
    """ "Whenever you cast an instant or sorcery spell, [you may] copy it. You may choose new targets
    for the copy." The body must copy the spell; nothing else in it may read the spell."""
    text = m.group(1)
    rest = re.sub(r"\b(?:copy (?:it|that spell)|for the copy)\b", "", text, flags=re.IGNORECASE)
    if rest == text or re.search(r"\b(that spell|it|its|that player|mana value|the copy|copies)\b", rest, re.IGNORECASE):
        raise NotUnderstood(text)
    token = _CAST_SPELL.set(True)
    try:
        found = _triggered(card, {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery"}, text)
    finally:
        _CAST_SPELL.reset(token)
    steps = found[0]["effect"]
    if not any(st.get("do") == "copy_that_spell" or any(s.get("do") == "copy_that_spell" for s in st.get("effect", []) + st.get("then", []))
               for st in steps):
        raise NotUnderstood(text)
    return found


# --- "When you next cast an instant or sorcery spell this turn, copy that spell" (404.4 / 603.7) ---

@effect_template(r"when you next cast an instant or sorcery spell this turn, copy (it|that spell)( twice)?")
def copy_next_spell(eff, m):
    """A delayed triggered ability: its "that spell" / "it" is the spell whose casting triggers it;
    "twice" is two copies."""
    step = {"do": "copy_that_spell", "new_targets": False}
    if m.group(2):
        step["count"] = 2
    eff.steps.append({"do": "delayed_trigger", "at": "next_instant_or_sorcery_cast", "effect": [step],
                      "text": f"When you next cast an instant or sorcery spell this turn, copy {m.group(1)}{m.group(2) or ''}."})


@effect_template(r"you may choose new targets for the copies")
def new_targets_for_the_copies(eff, m):
    """After "copy that spell twice": each copy may get new targets (503.10b / 707.10c)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "delayed_trigger" or last.get("at") != "next_instant_or_sorcery_cast":
        raise NotUnderstood(m.group(0))
    inner = last["effect"][-1]
    if inner.get("count", 1) < 2 or inner.get("new_targets") is not False:
        raise NotUnderstood(m.group(0))
    inner["new_targets"] = True
    last["text"] += " You may choose new targets for the copies."


# --- "Copy target instant or sorcery spell, except that the copy is red" (Fork: 2007 103.1; 2026 707.9b) ---

@effect_template(r"(copy target instant or sorcery spell), except that the copy is (white|blue|black|red|green)")
def copy_except_color(eff, m):
    from .copies import copy_spell
    from .registry import EFFECT_TEMPLATES
    pattern = next(p for _f, p, fn in EFFECT_TEMPLATES if fn is copy_spell)
    copy_spell(eff, pattern.fullmatch(m.group(1)))
    eff.steps[-1]["colors"] = [m.group(2).lower()]
