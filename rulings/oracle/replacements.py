"""Replacement effects of permanents' static abilities (2007: 419.1a; 2026: 614.1a):
umbra armor (2026 702.89a, the engine's umbra_armor.py), "If you would gain life,
you gain twice that much life / that much life plus N instead" (the engine's
life_and_draws.py), "If this creature / a creature an opponent controls would die,
exile it instead" (replacement.py). Each template matches the whole paragraph;
a condition, a "may" or a second sentence leaves it text only."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, ref
from .text import NUMBER


@ability_template(r"Umbra armor")
def umbra_armor(card, m) -> list[dict]:
    """An Aura's keyword (702.89a); on anything else it would mean nothing the engine reads."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "umbra_armor"}]


@ability_template(r"If you would gain life, you gain (twice that much life|that much life plus (\d+)) instead\.")
def life_gain_increased(card, m) -> list[dict]:
    """Boon Reflection's "twice that much life", Angel of Vitality's "that much life plus 1":
    each life gain of the controller is replaced (419.1a / 614.1a); with several, the player
    chooses the order (419.9a / 616.1), so two of them make 1 life 3 or 4."""
    if m.group(2) is None:
        return [{"kind": "static", "replacement": {"event": "gain_life", "whose": "yours", "instead": "double"}}]
    more = int(m.group(2))
    if not 1 <= more <= 20:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "gain_life", "whose": "yours", "instead": "plus", "count": more}}]


@ability_template(r"If (~|a creature an opponent controls) would die, exile it instead\.")
def exiled_instead_of_dying(card, m) -> list[dict]:
    """"If this creature would die, exile it instead" (on a creature) and "If a creature an
    opponent controls would die, exile it instead": dying is being put into a graveyard from the
    battlefield (2026 700.4; 2007: "from play"), replaced by being exiled (2007: removed from the
    game; 419.1a / 614.1a)."""
    if m.group(1) == "~":
        if not card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
        return [{"kind": "static", "replacement": {"event": "dies", "whose": "self", "instead": "remove_from_game"}}]
    return [{"kind": "static", "replacement": {"event": "dies", "whose": "opponents", "what": "creatures", "instead": "remove_from_game"}}]


def _damage_steps(steps: list) -> list | None:
    """The damage instructions of `steps` (in "for each" too), or None if any
    step is something else."""
    found = []
    for st in steps:
        if st.get("do") == "damage":
            found.append(st)
        elif st.get("do") == "for_each" and st.get("effect") and all(x.get("do") == "damage" for x in st["effect"]):
            found += st["effect"]
        else:
            return None
    return found


@effect_template(r"if a creature dealt damage this way would die this turn, exile it instead")
def exile_creatures_dealt_damage_this_way(eff, m):
    """Anger of the Gods, Pillar of Flame: each creature the sentences before dealt damage to
    (dealt, not prevented) gets a shield until end of turn that exiles it instead of its dying
    (2007: 419.1a; 2026: 614.1a). Only after sentences that deal damage and do nothing else."""
    found = _damage_steps(eff.steps)
    if not found:
        raise NotUnderstood(m.group(0))
    for st in found:
        st["exile_if_dies"] = True


# --- static prevention (2007: 419.1d, 419.7a; 2026: 615.1a; the engine's prevention_statics.py) ---

_WHO = {"~": "self", "enchanted creature": "enchanted", "equipped creature": "equipped"}


def _who(card, words: str) -> str:
    """ "~" on a permanent, "enchanted creature" on an Aura, "equipped creature" on an Equipment."""
    who = _WHO[words]
    if who == "self" and ({"Instant", "Sorcery"} & set(card.types) or "Aura" in card.subtypes or "Equipment" in card.subtypes):
        raise NotUnderstood(words)
    if who == "enchanted" and "Aura" not in card.subtypes:
        raise NotUnderstood(words)
    if who == "equipped" and "Equipment" not in card.subtypes:
        raise NotUnderstood(words)
    return who


def _prevention(**rep) -> dict:
    return {"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", **rep}}


@ability_template(r"Prevent all (combat )?damage that would be dealt (to|by|to and dealt by) (~|enchanted creature|equipped creature)"
                  r"( by creatures)?\.")
def prevent_all_damage_to_or_by(card, m) -> list[dict]:
    """"Prevent all damage that would be dealt to ~", "... combat damage ... dealt to and dealt by
    enchanted creature" (two prevention effects, one for each), "... to ~ by creatures"."""
    combat = {"combat": True} if m.group(1) else {}
    who = _who(card, m.group(3))
    if m.group(4) and m.group(2) != "to":
        raise NotUnderstood(m.group(0))
    out = []
    if m.group(2) in ("to", "to and dealt by"):
        out.append(_prevention(what=who, **combat, **({"by": "creatures"} if m.group(4) else {})))
    if m.group(2) in ("by", "to and dealt by"):
        out.append(_prevention(by=who, **combat))
    return out


@ability_template(r"If a source an opponent controls would deal damage to you, prevent (\d+) of that damage\.")
def prevent_some_of_each_opponents_damage(card, m) -> list[dict]:
    """2026 615.10: N of each damage event a source an opponent controls would deal to you."""
    n = int(m.group(1))
    if not 1 <= n <= 20 or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [_prevention(what="you", by="opponents_sources", count=n)]


@ability_template(r"If damage would be dealt to ~, prevent that damage\. Remove a \+1/\+1 counter from ~\.")
def phantom(card, m) -> list[dict]:
    """The Phantoms: the damage is prevented, then one +1/+1 counter is removed (2026 615.5),
    once for damage dealt at the same time (combat damage is one event)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent_remove_counter", "what": "self"}}]


@ability_template(r"(?:If an effect would create one or more tokens( under your control), it creates twice that many of those tokens instead"
                  r"|If one or more tokens would be created( under your control)?, twice that many of those tokens are created instead)\.")
def token_doubling(card, m) -> list[dict]:
    """Anointed Procession, Parallel Lives (the engine's token_doubling.py): every token-creating
    event of the controller's (or, without "under your control", anyone's) is doubled."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    yours = bool(m.group(1) or m.group(2))
    return [{"kind": "static", "replacement": {"event": "create_tokens", "whose": "yours" if yours else "any", "instead": "double"}}]


# --- stun and shield counters (2026: 122.1d, 122.1c; the engine's later_counters.py) ---

_KINDS = r"(stun|shield)"


@ability_template(r"~ enters with a shield counter on it\.")
def enters_with_a_shield_counter(card, m) -> list[dict]:
    """614.1c: it enters with the counter (never on the battlefield without it)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"shield": 1}}}]


@effect_template(rf"put ({NUMBER}) {_KINDS} counters? on ({TARGET_RE}|~|it|that creature)")
def put_stun_or_shield_counters(eff, m):
    """ "Put a shield counter on target creature", "Put a stun counter on it" (the target a
    sentence before named)."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n,
                      "to": ref(eff, m.group(3), PERMANENT_TARGETS + ("~",))})


@effect_template(rf"tap ({TARGET_RE}) and put ({NUMBER}) stun counters? on it")
def tap_and_stun(eff, m):
    """ "Tap target creature an opponent controls and put a stun counter on it"."""
    n = _amount(eff, m.group(2))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    what = ref(eff, m.group(1), PERMANENT_TARGETS)
    eff.steps.append({"do": "tap", "what": what})
    eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": what})


@ability_template(r"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead\.")
def shuffled_in_instead_of_any_graveyard(card, m) -> list[dict]:
    """Darksteel Colossus: an ability that says it works in every zone (2007: 402.8b; 2026:
    113.6b), so milled, discarded or destroyed, it is revealed and its owner's library is shuffled."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))  # a spell's paragraphs are its effect, not a static ability
    return [{"kind": "static", "replacement": {"event": "put_into_graveyard", "whose": "self_from_anywhere",
                                               "instead": "reveal_and_shuffle_into_library"}}]


@effect_template(r"if that spell is countered this way, (exile it instead of putting it into its owner's graveyard"
                 r"|put it on top of its owner's library instead of into that player's graveyard)")
def countered_elsewhere(eff, m):
    """Dissipate's "exile it instead", Memory Lapse's "put it on top of its owner's library instead":
    a self-replacement effect of the counterspell (2007: 419.6d; 2026: 614.15), right after it."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") not in ("counter", "counter_unless_pays") or last.get("what") != eff.last_target:
        raise NotUnderstood(m.group(0))
    last["instead"] = "remove_from_game" if m.group(1).startswith("exile") else "top_of_library"


@ability_template(r"If a creature dealt damage by (~|enchanted creature) this turn would die, exile it instead\.")
def exile_what_it_damaged(card, m) -> list[dict]:
    """Frostwielder, Kumano's Pupils ("by this creature") and Kumano's Blessing ("by enchanted
    creature"): a creature that was dealt damage this turn by that creature (as it is now:
    the same object, 400.7) is exiled instead of dying (2007: 419.1a; 2026: 614.1a, 700.4)."""
    if m.group(1) == "~":
        if not card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
        return [{"kind": "static", "replacement": {"event": "dies", "whose": "dealt_damage_by_self", "what": "creatures",
                                                   "instead": "remove_from_game"}}]
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "dies", "whose": "dealt_damage_by_enchanted", "what": "creatures",
                                               "instead": "remove_from_game"}}]


@effect_template(rf"prevent all (combat )?damage that would be dealt (to|by|to and dealt by) ({TARGET_RE}|~|it|that creature) this turn")
def prevent_all_damage_to_or_by_this_turn(eff, m):
    """ "Prevent all damage that would be dealt to target creature this turn", "{1}{W}: Prevent all
    combat damage that would be dealt to and dealt by this creature this turn": a prevention effect
    on that permanent until end of turn (2007: 419.7a; 2026: 615.1a)."""
    from .targets import CREATURE_TARGETS, is_creature
    what = ref(eff, m.group(3), CREATURE_TARGETS + ("~",))
    if what.startswith("target:") and not is_creature(eff.targets[int(what[7:])]):
        raise NotUnderstood(m.group(0))
    if what == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    dealt = {"to": "to", "by": "by", "to and dealt by": "to_and_by"}[m.group(2)]
    eff.steps.append({"do": "prevent_all_damage_this_turn", "what": what, "dealt": dealt, **({"combat": True} if m.group(1) else {})})


@ability_template(r"All damage that would be dealt to (you|you and other permanents you control) is dealt to (~|enchanted creature) instead\.")
def redirected_to_this(card, m) -> list[dict]:
    """Pariah's "All damage that would be dealt to you is dealt to enchanted creature instead",
    Palisade Giant's "... to you and other permanents you control is dealt to ~ instead":
    redirection effects (2007: 419.6c; 2026: 614.9) the engine's effects/redirection.py plays."""
    to = "self" if m.group(2) == "~" else "enchanted"
    if to == "self" and not card.is_permanent_creature or to == "enchanted" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    what = "you" if m.group(1) == "you" else "you_and_other_permanents_you_control"
    if what != "you" and to != "self":
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "damage_to", "what": what, "instead": "redirect", "to": to}}]


@ability_template(r"If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead\.")
def all_damage_doubled(card, m) -> list[dict]:
    """Dictate of the Twin Gods: every damage event is doubled (2007: 419.1a; 2026: 614.1a);
    two of them make it four times as much, each applying once (419.6a / 614.5)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "deal_damage", "instead": "double"}}]
