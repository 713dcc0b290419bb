"""Sunburst (2007 502.37a-b; 2026 702.44a-b): "If this object is entering as a creature,
ignoring any type-changing effects that would affect it, it enters with a +1/+1 counter on it
for each color of mana spent to cast it. Otherwise, it enters with a charge counter on it for
each color of mana spent to cast it." Only as it enters from the stack as a resolving spell,
and only the colored mana spent on its costs (additional and alternative costs included) counts.

The colors are noted as the mana is paid (costs.pay_mana, `note_spent`) while the spell is cast
(actions._play_spell keeps them on the spell: its `colors_spent`), and read here as it
resolves (stack.py). Mana an effect pays while a spell is cast during a resolution (madness,
cascade) is not noted, and such a spell's sunburst adds no counter: the engine refuses nothing
there because no card of the pool has both."""
from __future__ import annotations

COLORS = ("W", "U", "B", "R", "G")
NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def start(game) -> None:
    """A spell is being cast: no mana spent on it yet."""
    game.colors_spent = ()
    game.mana_spent = 0  # the amount, for increment (2026 702.191a: increment.py)
    game.mana_by_color_spent = (0, 0, 0, 0, 0)  # each color's amount, for adamant (adamant.py)


def note_spent(game, before: dict, after: dict) -> None:
    """The colors of the mana that left the pool to pay a cost."""
    spent = {c for c in COLORS if before.get(c, 0) > (after or {}).get(c, 0)}
    game.mana_spent = (getattr(game, "mana_spent", 0) or 0) + sum(max(0, n - (after or {}).get(k, 0)) for k, n in before.items())
    by_color = tuple(getattr(game, "mana_by_color_spent", None) or (0, 0, 0, 0, 0))
    game.mana_by_color_spent = tuple(n + max(0, before.get(c, 0) - (after or {}).get(c, 0)) for c, n in zip(COLORS, by_color))
    if spent:
        game.colors_spent = tuple(c for c in COLORS if c in spent or c in (getattr(game, "colors_spent", ()) or ()))


def spent_on_spell(game, c) -> tuple:
    """The data a spell with sunburst keeps: the colors of mana spent to cast it."""
    from .adamant import wants_amounts  # "If at least three blue mana was spent to cast this spell" (adamant.py)
    amounts = (("mana_by_color_spent", tuple(getattr(game, "mana_by_color_spent", None) or (0, 0, 0, 0, 0))),) if wants_amounts(c) else ()
    from .converge import per_color  # "for each color of mana spent to cast it" (converge.py)
    if not c.has_keyword("sunburst") and not per_color(c):
        return amounts
    return (("colors_spent", tuple(getattr(game, "colors_spent", ()) or ())),) + amounts


def with_sunburst(game, obj, c, item, counters: tuple) -> tuple:
    """`counters` ((dict or None, cites)) plus the sunburst counters of a resolving spell."""
    n_instances = sum(1 for ab in c.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == "sunburst")
    if not n_instances:
        return counters
    colors = tuple(item.get("colors_spent") or ())
    creature = "Creature" in (obj.card.get("types") or ())  # ignoring type-changing effects (702.44a)
    kind = "+1/+1" if creature else "charge"
    n = len(colors) * n_instances  # each instance works separately (702.44d)
    said = ", ".join(NAMES[x] for x in colors) or "no colored mana"
    found, cites = counters
    found = dict(found or {})
    if n:
        found[kind] = found.get(kind, 0) + n
    w = game.words
    why = (f"it {w.comes_into_play} as a {'creature' if creature else 'noncreature permanent'} with a {kind} counter for each color "
           f"of mana spent to {w.cast} it ({said}): {n}")
    return (found or None, tuple(cites) + (("sunburst", why),))
