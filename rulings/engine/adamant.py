"""Adamant (an ability word, 2026 207.2c: no rules meaning): "If at least three white mana was spent to cast this spell,
this creature enters with a +1/+1 counter on it." (Ardenvale Paladin), "... three mana of the same color ..." (Henge
Walker). A replacement effect on how it enters (2007 419.1b; 2026 614.1c): a static `comes_into_play` with `"adamant":
"W"` (a color's letter, or `"same"`: any one color). The amount of each color spent is noted as the spell's costs are
paid (sunburst.note_spent, `mana_by_color_spent`) and kept on the spell; the counters are put on as the resolving spell
enters (stack.py). A permanent put onto the battlefield any other way wasn't cast: no mana was spent, no counters."""
from __future__ import annotations

from .sunburst import COLORS, NAMES

#: a `comes_into_play`'s "adamant": a color's letter, or "same" (at least three of any one color)
VALUES = (*COLORS, "same")


def _adamant(c) -> list[dict]:
    return [ab["comes_into_play"] for ab in c.abilities
            if ab.get("kind") == "static" and "adamant" in (ab.get("comes_into_play") or {})]


def wants_amounts(c) -> bool:
    """Whether a spell being cast keeps the amount of each color spent on it."""
    return bool(_adamant(c))


def with_adamant(game, obj, c, item, counters: tuple) -> tuple:
    """`counters` ((dict or None, cites)) plus those of each adamant ability of a resolving spell whose condition holds."""
    hows = [] if obj.face_down else _adamant(c)
    if not hows:
        return counters
    spent = dict(zip(COLORS, tuple(item.get("mana_by_color_spent") or (0, 0, 0, 0, 0))))
    said = ", ".join(f"{n} {NAMES[k]}" for k, n in spent.items() if n) or "no colored mana"
    found, cites = counters
    found = dict(found or {})
    w = game.words
    for how in hows:
        want = how["adamant"]
        held = max(spent.values()) >= 3 if want == "same" else spent.get(want, 0) >= 3
        what = "three mana of one color" if want == "same" else f"three {NAMES[want]} mana"
        if held:
            for kind, n in how["counters"].items():
                found[kind] = found.get(kind, 0) + n
        cites = tuple(cites) + (("comes_into_play_with", f"its own ability: at least {what} spent to {w.cast} it ({said}): "
                                                         + ("it " + w.comes_into_play + " with the counters" if held else "no counters")),)
    return (found or None, cites)
