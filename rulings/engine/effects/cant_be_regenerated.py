""""Target creature can't be regenerated this turn." (Hurr Jackal): a rider on the
permanent until end of turn that keeps regeneration shields from being applied to
it (2026 701.19c: a shield can still be created, it just isn't applied; 2007:
419.6b), read where the destruction is (zones.destroy)."""
from __future__ import annotations

from .base import effect, permanent
from .damage import cant_be_regenerated as rider


@effect("cant_be_regenerated", fields=("what",))
def cant_be_regenerated(game, st, ctx):
    rider(game, permanent(game, ctx, st, "what", "target:0"), ctx)
