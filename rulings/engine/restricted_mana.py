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
#: a Powerstone's mana (2026 111.10h): "This mana can't be spent to cast a nonartifact spell." It pays
#: for an artifact spell and for anything that isn't a spell (an ability's cost, a special action's, an effect's payment)
SPEND_ONLY["not_nonartifact_spell"] = ("an artifact spell", lambda c: "Artifact" in c.types)
#: "Spend this mana only to cast a creature spell of the chosen type" (Unclaimed Territory): on the card; as the
#: mana is added it becomes OF_TYPE + the creature type chosen for its source then ("" if none was: no spell is of it)
SPEND_ONLY["creature_spell_of_chosen_type"] = ("a creature spell of the chosen type", lambda c: False)
OF_TYPE = "creature_spell_of_type:"
#: on the card, a fixed subtype: "spell_of_type:Sliver" is "Spend this mana only to cast a Sliver spell" (any spell with that
#: subtype), "typed_creature_spell:Dragon" "... a Dragon creature spell" (a creature spell with it)
SPELL_OF_TYPE, TYPED_CREATURE_SPELL = "spell_of_type:", "typed_creature_spell:"
#: "typed_spell_or_ability:Myr" is "Spend this mana only to cast Myr spells or activate abilities of Myr" (Myr Reservoir):
#: a spell with that subtype, or an activated ability (a mana ability's too) of a source with it as it is activated
TYPED_SPELL_OR_ABILITY = "typed_spell_or_ability:"
TYPED = (SPELL_OF_TYPE, TYPED_CREATURE_SPELL, TYPED_SPELL_OR_ABILITY)
#: the restrictions that let the mana pay for what isn't a spell, and their own words
NOT_ONLY_SPELLS = {"not_nonartifact_spell": "can't be spent to cast a nonartifact spell"}
#: what is paid for when it isn't a spell: restricted mana sees no card types or colors in it
NOT_A_SPELL = type("NotASpell", (), {"types": (), "colors": (), "subtypes": (), "supertypes": ()})()


class AbilityOf:
    """What is paid for when it is an activated ability's cost (a mana ability's too): the
    characteristics of its source, which "activate abilities of artifacts" reads."""
    types = colors = subtypes = supertypes = ()

    def __init__(self, source):
        self.source = source


#: restrictions that let the mana pay for activated abilities: their words after "Spend this mana only to ",
#: whether a spell may use it, whether an ability of a source with those characteristics may
_ARTIFACT = lambda c: "Artifact" in c.types  # noqa: E731
_CREATURE = lambda c: "Creature" in c.types  # noqa: E731
ABILITIES = {
    "abilities": ("activate abilities", lambda c: False, lambda s: True),
    "artifact_spell_or_artifact_ability": ("cast artifact spells or activate abilities of artifacts", _ARTIFACT, _ARTIFACT),
    "artifact_ability": ("activate abilities of artifacts", lambda c: False, _ARTIFACT),
    "artifact_spell_or_ability": ("cast an artifact spell or activate an ability", _ARTIFACT, lambda s: True),
    "colorless_spell_or_ability": ("cast a colorless spell or activate an ability", lambda c: not c.colors, lambda s: True),
    "creature_spell_or_creature_ability": ("cast creature spells or activate abilities of creatures", _CREATURE, _CREATURE),
}
for _k, (_w, _spell, _source) in ABILITIES.items():
    SPEND_ONLY[_k] = (_w, _spell)
#: the characteristics of the spell being paid for, while it is (per thread / context, as a web request runs the engine)
_PAYING: ContextVar = ContextVar("paying_for_spell", default=None)


def add(game, player, mana: dict, spend_only: str) -> None:
    """Add `mana` to `player`'s pool, each mana with the restriction `spend_only`."""
    player.restricted_mana = tuple(player.restricted_mana) + tuple((t, spend_only) for t, n in mana.items() for _ in range(n))


def added_text(spend_only: str) -> str:
    if spend_only in NOT_ONLY_SPELLS:
        return f"it {NOT_ONLY_SPELLS[spend_only]}"
    return f"spend it only to {_cast(spend_only)}"


def _cast(spend_only: str) -> str:
    if spend_only.startswith(TYPED_SPELL_OR_ABILITY):
        kind = spend_only[len(TYPED_SPELL_OR_ABILITY):]
        return f"cast {kind} spells or activate abilities of {kind} sources"
    if spend_only.startswith(SPELL_OF_TYPE):
        return f"cast a {spend_only[len(SPELL_OF_TYPE):]} spell"
    if spend_only.startswith(TYPED_CREATURE_SPELL):
        return f"cast a {spend_only[len(TYPED_CREATURE_SPELL):]} creature spell"
    if spend_only.startswith(OF_TYPE):
        return f"cast a creature spell of the chosen type ({spend_only[len(OF_TYPE):] or 'none was chosen'})"
    if spend_only in ABILITIES:
        return ABILITIES[spend_only][0]
    return f"cast {SPEND_ONLY[spend_only][0]}"


def _may_be(spend_only: str) -> str:
    """ "may be spent only to cast a creature spell" / "can't be spent to cast a nonartifact spell" """
    return NOT_ONLY_SPELLS.get(spend_only) or f"may be spent only to {_cast(spend_only)}"


def may_pay(spend_only: str, c) -> bool:
    if spend_only.startswith(TYPED_SPELL_OR_ABILITY):  # "cast Myr spells or activate abilities of Myr"
        kind = spend_only[len(TYPED_SPELL_OR_ABILITY):]
        if isinstance(c, AbilityOf):
            return kind in (c.source.subtypes or ())
        return c is not NOT_A_SPELL and kind in c.subtypes
    if spend_only.startswith(TYPED):  # "a Sliver spell" / "a Dragon creature spell": only a spell, with that subtype
        kind = spend_only.split(":", 1)[1]
        return c is not NOT_A_SPELL and not isinstance(c, AbilityOf) and kind in c.subtypes and (
            spend_only.startswith(SPELL_OF_TYPE) or "Creature" in c.types)
    if spend_only.startswith(OF_TYPE):  # a creature spell of the type chosen for the mana's source as it was added
        chosen_type = spend_only[len(OF_TYPE):]
        return c is not NOT_A_SPELL and not isinstance(c, AbilityOf) and "Creature" in c.types and bool(chosen_type) \
            and chosen_type in c.subtypes
    if c is NOT_A_SPELL:
        return spend_only in NOT_ONLY_SPELLS
    if isinstance(c, AbilityOf):  # an activated ability isn't a spell (a Powerstone's mana pays for it)
        return spend_only in NOT_ONLY_SPELLS or (spend_only in ABILITIES and ABILITIES[spend_only][2](c.source))
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


def settle(game, player, lent: dict, before: dict, on: str = "this spell") -> None:
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
        emit(game, f"{player.name} spends {spent_restricted} mana that {' or '.join(_may_be(k) for k in kinds)} on {on}.",
             *((("mana_spending_restriction", f"the mana's restriction allows {'this spell' if on == 'this spell' else 'this payment'}"),)
               if game.words.today else ()))


def refused_text(player) -> str:
    """The restricted mana this spell can't use, for a refusal's message."""
    from .mana import pool_text
    parts = []
    for kind in sorted({r for _, r in player.restricted_mana}):
        mana: dict = {}
        for t, r in player.restricted_mana:
            if r == kind:
                mana[t] = mana.get(t, 0) + 1
        parts.append(f"{pool_text(mana)} more in it {_may_be(kind)}")
    return ", ".join(parts)


class OtherPayment:
    """A payment that isn't for a spell (an activated ability's mana cost paid from the pool, a special
    action's cost, an effect's "unless ... pays {2}"): the restricted mana that may pay for it (a
    Powerstone's) is lent to the pool for it, and what isn't spent goes back apart. Inside a spell's or
    an ability's own payment (`while_paying_for`), nothing more is lent. `paying_for`: an
    `AbilityOf` its source, when the payment is a mana ability's cost."""

    def __init__(self, game, player, on: str, paying_for=None):
        self.game, self.player, self.on = game, player, on
        self.paying_for = paying_for if paying_for is not None else NOT_A_SPELL
        self.active, self.lent, self.before = False, {}, {}

    def __enter__(self):
        if _PAYING.get() is None:  # mana abilities played for it count the restricted mana they make (payment.produce)
            self.active, self.token = True, _PAYING.set(self.paying_for)
            self.lent = lend(self.game, self.player, self.paying_for)
        return self

    def ready(self) -> None:
        """Just before the pool pays: the restricted mana mana abilities made meanwhile is lent too."""
        if self.active:
            for t, rs in lend(self.game, self.player, self.paying_for).items():
                self.lent[t] = self.lent.get(t, []) + rs
            self.before = dict(self.player.mana_pool)

    def __exit__(self, exc_type, exc, tb):
        if self.active:
            _PAYING.reset(self.token)
            if exc_type is None:
                settle(self.game, self.player, self.lent, self.before, self.on)
        return False


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
    if "combination" in st:  # "Add two mana in any combination of colors" (mana_combination.py)
        from .mana_combination import chosen, described
        mana, chose = chosen(st["combination"], ctx, game), f"; chosen: {described(st['combination'])}"
    elif "one_of" in st:
        mana, options = chosen_option(game, st["one_of"], ctx)
        chose = f"; chosen of {options}"
    else:
        mana, chose = parse_mana(st.get("mana", "")), ""
    spend_only = st["spend_only"]
    if spend_only == "creature_spell_of_chosen_type":  # the type chosen for the source as it entered (2007 419.1b; 2026 614.12a)
        from .choices import chosen as chosen_value
        source = game.objects.get(ctx.source_id)
        spend_only = OF_TYPE + ((chosen_value(game, source, "creature_type") if source is not None else None) or "")
    add(game, player, mana, spend_only)
    emit(game, f"{player.name} adds {pool_text(mana)} to their mana pool ({added_text(spend_only)}{chose}).",
         *((("choice_on_resolution", f"{player.name} chooses the mana as the ability resolves"),) if chose else ()),
         *((("mana_spending_restriction", "the ability restricts how that mana can be spent; its type is unchanged"),)
           if game.words.today else ()))
