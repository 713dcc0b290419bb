"""A redirection of an amount: "The next 1 damage that would be dealt to this creature this turn
is dealt to target creature you control instead." (Nomads en-Kor; 2007: 419.6c; 2026:
614.9): the `redirect_damage` instruction with `amount`. It works as a prevention shield of an
amount does: of damage that would be dealt to the creature, up to the shield's
amount is dealt to the other recipient instead and the shield is reduced by that much; the rest
is still dealt to the creature. It does nothing if a creature it names is gone or no longer a
creature (2007 419.6c; 2026 614.9's "[is no longer] on the battlefield" case)."""
from __future__ import annotations

from .log import emit
from .state import Effect
from .targets import ref_display


def _fits(game, ref) -> bool:
    """Still a recipient the redirection may name: a creature (2007 419.6c), or under 2026 a
    creature or planeswalker (614.9), on the battlefield; a player still in the game."""
    from .continuous import characteristics
    from .effects import redirection
    if redirection._still_fits(game, ref):
        return True
    if ref.kind == "player" or not game.rules.applies("planeswalker_cast"):  # planeswalkers: 2026 rules only
        return False
    from .planeswalkers import is_planeswalker
    obj = game.objects.get(ref.id)
    return obj is not None and obj.zcc == ref.zcc and obj.zone == "in_play" and is_planeswalker(characteristics(game, obj))


def is_amount_redirection(r) -> bool:
    return r.effect is not None and r.effect.kind == "redirect" and bool(r.effect.get("amount"))


def redirect_some(game, r, source_name: str, source, ref, n: int, combat: bool, unpreventable: bool):
    """Apply the shield `r` to `n` damage headed for `ref`: (recipient, damage left for it). All of
    it redirected: the new recipient and `n`, as any redirection; only part: that part is dealt to
    the new recipient now and the rest stays with `ref`."""
    from .effects import redirection
    from .effects.damage import deal_damage
    from .replacement import remove_effect
    sh = r.effect
    left = sh.get("amount")
    used = min(left, n)
    remove_effect(game, sh)
    if left - used > 0:
        game.effects = game.effects + (Effect(sh.timestamp, "redirect", sh.target, sh.zcc,
                                              tuple((k, left - used if k == "amount" else v) for k, v in sh.data), sh.until, sh.source),)
    new = redirection.new_recipient(game, r)
    if not _fits(game, ref) or new is None or not _fits(game, new):
        emit(game, f"{r.source_name}'s redirection does nothing: what it names is no longer {game.words.in_play} as a creature"
                   f"{' or planeswalker' if game.rules.applies('planeswalker_cast') else ''}, or has left the game.",
             ("redirection_does_nothing", "a redirection does nothing if a creature it names is gone or isn't a creature"))
        return ref, n
    emit(game, f"{used} of the {n} damage {source_name} would deal to {ref_display(game, ref)} is dealt to {ref_display(game, new)} "
               f"instead ({r.source_name}; {left - used} left of that shield).",
         ("redirection", f"{r.source_name}'s effect replaces that much of the damage with damage to {ref_display(game, new)}"))
    if used == n:
        from .effects.damage import protection_prevents
        return new, 0 if not unpreventable and protection_prevents(game, source_name, source, new, n) else n
    deal_damage(game, source_name, new, used, combat, source.id if source is not None else None, unpreventable)
    return ref, n - used
