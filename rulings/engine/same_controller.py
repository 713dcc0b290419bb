""" "Choose two target creatures controlled by the same player" (Barrin's Spite, Incriminate): a
requirement of the targets together, checked as they are chosen (2007 409.1c; 2026 601.2c): every
target whose filter has `same_controller` is controlled by the player who controls the first of them.
On resolution (2007 413.2a; 2026 608.2b) the instruction that reads them (effects/one_of_two.py)
checks it again: two legal targets no longer controlled by one player no longer meet it."""
from __future__ import annotations


def split_controllers(game, specs, refs):
    """The first target (a TargetRef) of a `same_controller` filter controlled by another player than
    the first such target, or None."""
    controller = None
    for spec, ref in zip(specs, refs):
        if isinstance(spec, dict) and spec.get("same_controller") and ref is not None and ref.kind == "object" \
                and ref.id in game.objects:
            whose = game.objects[ref.id].controller
            if controller is None:
                controller = whose
            elif whose != controller:
                return ref
    return None


def asks_for_it(specs) -> bool:
    return any(isinstance(sp, dict) and sp.get("same_controller") for sp in specs)
