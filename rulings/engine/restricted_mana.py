"""Mana that may be spent only on some spells: "Add one mana of any color. Spend
this mana only to cast a creature spell." (2026 106.6: an ability that produces
mana may restrict how that mana can be spent; this doesn't affect the mana's
type. The February 2007 rules have no rule on it: the restriction is the card's
own text, followed under both editions and cited only under 2026.)

Restricted mana sits in its player's mana pool apart from the rest
(`Player.restricted_mana`, one (type, restriction) entry per mana): it empties
with the pool (2007: 300.3, mana burn included; 2026: 500.5) and is spent only
while a spell it may pay for is being paid for (`while_paying_for`), before the
player's other mana of the same type, which can pay for more."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from .log import emit

#: each restriction: its words after "Spend this mana only to cast ", and whether a spell meets it
SPEND_ONLY = {
    "creature_spell": ("a creature spell", lambda c: "Creature" in c.types),
    "artifact_spell": ("an artifact spell", lambda c: "Artifact" in c.types),
    "instant_or_sorcery_spell": ("an instant or sorcery spell", lambda c: bool({"Instant", "Sorcery"} & set(c.types))),
    "multicolored_spell": ("a multicolored spell", lambda c: len(c.colors) >= 2),
    "colorless_spell": ("a colorless spell", lambda c: not c.colors),
}
#: the characteristics of the spell being paid for, while it is (per thread / context, as a web request runs the engine)
_PAYING: ContextVar = ContextVar("paying_for_spell", default=None)


def add(game, player, mana: dict, spend_only: str) -> None:
    """Add `mana` to `player`'s pool, each mana with the restriction `spend_only`."""
    player.restricted_mana = tuple(player.restricted_mana) + tuple((t, spend_only) for t, n in mana.items() for _ in range(n))


def added_text(spend_only: str) -> str:
    return f"spend it only to {_cast(spend_only)}"


def _cast(spend_only: str) -> str:
    return f"cast {SPEND_ONLY[spend_only][0]}"


def may_pay(spend_only: str, c) -> bool:
    return SPEND_ONLY[spend_only][1](c)


@contextmanager
def while_paying_for(c):
    """While the mana cost of the spell with characteristics `c` is being paid:
    mana abilities tried for it (payment.produce) count the mana it may use."""
    token = _PAYING.set(c)
    try:
        yield
    finally:
        _PAYING.reset(token)


def usable_now(player) -> dict:
    """The restricted mana the spell being paid for may use, by type ({} when no spell is)."""
    c = _PAYING.get()
    if c is None:
        return {}
    out: dict = {}
    for t, r in player.restricted_mana:
        if may_pay(r, c):
            out[t] = out.get(t, 0) + 1
    return out


def lend(game, player, c) -> dict:
    """Put the restricted mana the spell `c` may be paid with into the pool proper,
    for this payment only: {type: how many}."""
    lent: dict = {}
    keep = []
    for t, r in player.restricted_mana:
        if may_pay(r, c):
            lent.setdefault(t, []).append(r)
        else:
            keep.append((t, r))
    if lent:
        player.restricted_mana = tuple(keep)
        game.add_mana(player, {t: len(rs) for t, rs in lent.items()})
    return lent


def settle(game, player, lent: dict, before: dict) -> None:
    """After the payment: of each type, the restricted mana is spent first; what of it
    wasn't spent goes back to the pool apart, restricted as before."""
    if not lent:
        return
    after = player.mana_pool
    back = []
    spent_restricted = 0
    for t, rs in lent.items():
        spent = max(0, before.get(t, 0) - after.get(t, 0))
        used = min(len(rs), spent)
        spent_restricted += used
        back += [(t, r) for r in rs[used:]]
    if back:
        pool = dict(after)
        for t, _ in back:
            pool[t] -= 1
        player.mana_pool = pool
        player.restricted_mana = tuple(player.restricted_mana) + tuple(back)
    if spent_restricted:
        kinds = sorted({r for rs in lent.values() for r in rs})
        emit(game, f"{player.name} spends {spent_restricted} mana that may be spent only to "
                   f"{' or '.join(_cast(k) for k in kinds)} on this spell.",
             *((("mana_spending_restriction", "the mana's restriction allows this spell"),) if game.words.today else ()))


def refused_text(player) -> str:
    """The restricted mana this spell can't use, for a refusal's message."""
    from .mana import pool_text
    parts = []
    for kind in sorted({r for _, r in player.restricted_mana}):
        mana: dict = {}
        for t, r in player.restricted_mana:
            if r == kind:
                mana[t] = mana.get(t, 0) + 1
        parts.append(f"{pool_text(mana)} more in it may be spent only to {_cast(kind)}")
    return ", ".join(parts)


def empty(player) -> int:
    """Empty the restricted mana as the pool empties; how much there was."""
    n = len(player.restricted_mana)
    if n:
        player.restricted_mana = ()
    return n


def add_restricted(game, st: dict, ctx, player) -> None:
    """The add_mana instruction with `spend_only`: the mana added (the option chosen, for
    "one mana of any color"), each restricted."""
    from .effects.mana import chosen_option
    from .mana import parse_mana, pool_text
    if "one_of" in st:
        mana, options = chosen_option(game, st["one_of"], ctx)
        chose = f"; chosen of {options}"
    else:
        mana, chose = parse_mana(st.get("mana", "")), ""
    add(game, player, mana, st["spend_only"])
    emit(game, f"{player.name} adds {pool_text(mana)} to their mana pool ({added_text(st['spend_only'])}{chose}).",
         *((("choice_on_resolution", f"{player.name} chooses the mana as the ability resolves"),) if chose else ()),
         *((("mana_spending_restriction", "the ability restricts how that mana can be spent; its type is unchanged"),)
           if game.words.today else ()))
