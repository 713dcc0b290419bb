"""Converge (an ability word, 2026 207.2c: no rules meaning): "This creature enters with a +1/+1
counter on it for each color of mana spent to cast it." A replacement effect on how it enters
(2007 419.1b; 2026 614.1c): a static `comes_into_play` with `"per_color_spent": true`. The colors
are those sunburst notes as the spell's costs are paid (sunburst.py, `colors_spent`); the
counters are put on as the resolving spell enters (stack.py). A permanent that enters any other
way wasn't cast, so no mana was spent to cast it and it enters with none."""
from __future__ import annotations

from .sunburst import NAMES


def per_color(c) -> list[dict]:
    """The `comes_into_play` of each "for each color of mana spent to cast it" ability."""
    return [ab["comes_into_play"] for ab in c.abilities
            if ab.get("kind") == "static" and (ab.get("comes_into_play") or {}).get("per_color_spent")]


def with_converge(game, obj, c, item, counters: tuple) -> tuple:
    """`counters` ((dict or None, cites)) plus those of each such ability of a resolving spell."""
    hows = [] if obj.face_down else per_color(c)
    if not hows:
        return counters
    colors = tuple(item.get("colors_spent") or ())
    found, cites = counters
    found = dict(found or {})
    said = ", ".join(NAMES[x] for x in colors) or "no colored mana"
    w = game.words
    for how in hows:
        for kind, n in how["counters"].items():
            if n * len(colors):
                found[kind] = found.get(kind, 0) + n * len(colors)
            cites = tuple(cites) + (("comes_into_play_with", f"its own ability: it {w.comes_into_play} with {n * len(colors)} {kind} "
                                                             f"counter{'s' if n * len(colors) != 1 else ''}, one for each color of mana "
                                                             f"spent to {w.cast} it ({said})"),)
    return (found or None, cites)
