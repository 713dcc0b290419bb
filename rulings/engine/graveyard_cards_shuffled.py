""" "Shuffle up to five target cards from your graveyard into your library" (Wand of Vertebrae) and
"Target player shuffles up to four target cards from their graveyard into their library" (Stream of
Consciousness, Memory's Journey, Krosan Reclamation).

- `shuffle_targets_into_library` (`player`: `"you"` or a player target, whose graveyard and library;
  `cards_from`: `"target:N"`, the first of the card targets, which are the targets from it to the last;
  a reference, so a mode's is shifted past the earlier modes' targets, modes.combined): each of those cards that is still a legal target (2007 413.2a; 2026 608.2b), in that
  player's graveyard, goes into their library (a new object: 2007 217.1c; 2026 400.7), then that library
  is shuffled once, also when no card was put into it (2026 701.24d; 2007 defines shuffling only in its
  glossary). A player target no longer legal does nothing (the player is the one who shuffles).
- The target filter's `graveyard_of_player_target` (`true`, with `"zone": "graveyard"`): the card must
  be in the graveyard of the player chosen for the player target just before the card targets ("target
  player ... target cards from their graveyard"), checked as the targets are chosen (2007 409.1c; 2026
  601.2c) by `outside` below; a card, when it is still in that graveyard on resolution, still is.
"""
from __future__ import annotations

from .effects.base import effect, object_of, resolve_ref
from .log import emit

FIELD = "graveyard_of_player_target"


def asks_for_it(specs) -> bool:
    return any(isinstance(sp, dict) and sp.get(FIELD) for sp in specs)


def outside(game, specs, refs):
    """The first card target (a TargetRef) of a `graveyard_of_player_target` filter that is not in the
    graveyard of the player chosen for the last player target before it (the "target player" whose
    "their graveyard" it is: the card targets follow it, even in a later mode, modes.combined), or None."""
    whose = None
    for spec, ref in zip(specs, refs):
        if ref is None:
            continue
        if ref.kind == "player":
            whose = ref.id
        elif isinstance(spec, dict) and spec.get(FIELD) and ref.kind == "object" and ref.id in game.objects:
            card = game.objects[ref.id]
            if whose is None or game.players[card.owner].name != whose:
                return ref
    return None


def problems(spec: dict) -> list[tuple[str, str]]:
    if FIELD in spec and (spec[FIELD] is not True or spec.get("zone") != "graveyard"):
        return [(FIELD, 'must be true, on a card in a graveyard ("target player ... target cards from their graveyard")')]
    return []


@effect("shuffle_targets_into_library", fields=("player", "cards_from"))
def shuffle_targets_into_library(game, st, ctx):
    from .effects.library import _names, shuffle_and_say
    who = resolve_ref(game, ctx, st.get("player", "you"))
    if who is None or who.kind != "player":
        emit(game, "The player target is no longer legal, so that player shuffles nothing into their library.",
             ("illegal_target_unaffected", "the spell or ability makes an illegal target perform no action"))
        return
    p = game.player_named(who.id)
    moved = []
    for i in range(int(str(st.get("cards_from", "target:0")).split(":")[1]), len(ctx.targets)):
        card = object_of(game, resolve_ref(game, ctx, f"target:{i}"))
        if card is not None and card.zone == "graveyard" and card.owner == p.index:
            moved.append(card.id)
    names = _names(game, moved) if moved else "no card"
    for oid in moved:
        game.move(game.objects[oid], "library")
    shuffle_and_say(game, p, f"{p.name} shuffles {names} from their graveyard into their library",
                    ("zone_change_new_object", "each card put into the library becomes a new object"),
                    later=(("shuffle_empty_set", "the library is shuffled even though no card was put into it"),) if not moved else ())
