"""The effect registry: one function per instruction a resolving spell or
ability follows (413.2b), registered under the name the scenario format
gives it (`{"do": "damage"}`; see SCENARIO_FORMAT.md)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..continuous import characteristics
from ..state import TargetRef


@dataclass(frozen=True, slots=True)
class EffectKind:
    """A registered instruction: `fields` are the keys it reads besides "do";
    an internal one is written by the engine (suspend, equip), never by a card."""

    name: str
    run: Callable
    fields: tuple = ()
    internal: bool = False


EFFECTS: dict[str, EffectKind] = {}
STOP = object()  # returned by an instruction after which nothing else happens (the game ended)


def effect(name: str, fields: tuple = (), internal: bool = False):
    """Register `fn(game, step, ctx)` as the instruction `name`."""
    def register(fn):
        if name in EFFECTS:
            raise ValueError(f"effect {name!r} is registered twice")
        EFFECTS[name] = EffectKind(name, fn, tuple(fields), internal)
        return fn
    return register


def kinds(internal: bool = False) -> tuple[str, ...]:
    """The instructions a card may use (or the engine's own, with internal=True)."""
    return tuple(k.name for k in EFFECTS.values() if k.internal == internal)


@dataclass
class Ctx:
    controller: int
    source_id: str | None
    source_name: str
    targets: tuple = ()
    legal: tuple = ()
    x: int | None = None
    data: dict = field(default_factory=dict)


def run(game, steps, ctx: Ctx) -> None:
    """Follow the instructions in order (413.2b)."""
    for st in steps:
        kind = EFFECTS.get(st.get("do"))
        if kind is None:
            continue
        if st.get("until") == "source_tapped" and not source_still_tapped(game, ctx.source_id, ctx.data.get("source_zcc")):
            from ..log import emit
            emit(game, f"{ctx.source_name} is no longer tapped, so its \"as long as it remains tapped\" effect does nothing.",
                 ("as_long_as_duration_over", "the \"as long as\" duration ended before the effect would first apply: "
                                              "it doesn't start and immediately stop again"))
            continue
        if "if_kicked" in st and bool(st["if_kicked"]) != bool(ctx.data.get("kicked")):
            continue  # 502.21b: what happens only if the kicker cost was paid (false: only if it wasn't, "... instead")
        if "if_bargained" in st and bool(st["if_bargained"]) != bool(ctx.data.get("bargained")):
            continue  # 2026 702.166c: what happens only if the spell was bargained (false: only if it wasn't)
        if "if_gift" in st and bool(st["if_gift"]) != bool(ctx.data.get("gift")):
            continue  # 2026 702.174k: what happens only if the gift was promised (false: only if it wasn't)
        if "if_target_is" in st or "unless_target_is" in st:
            from ..target_quality import followed  # "If that creature is green, ... instead" (target_quality.py)
            if not followed(game, st, ctx):
                continue
        if "unless_condition" in st or ("if_condition" in st and "instead_pending" in ctx.data):
            from ..instead_conditions import instead_step  # "... instead if ...": one check for the pair (instead_conditions.py)
            if not instead_step(game, st, ctx):
                continue
        elif "if_condition" in st:  # "If you control a creature with power 4 or greater, ..." (board_life_conditions.py)
            from ..board_life_conditions import instruction_condition_holds
            if not instruction_condition_holds(game, st, ctx):
                continue
        from ..damage_events import one_damage_event
        from ..graveyard_leaving import one_graveyard_event  # the cards one instruction moves out of a graveyard leave at once
        from ..discard_to_battlefield import caused_by  # what this instruction makes a player discard, ctx's controller's spell or ability causes
        with one_damage_event(game), one_graveyard_event(game), caused_by(game, ctx.controller, ctx.source_name):  # the damage one instruction deals is dealt at once (damage_events.py)
            stopped = kind.run(game, st, ctx) is STOP
        if stopped:
            return
        from ..state_triggers import check_state_triggers
        check_state_triggers(game)  # a state trigger triggers as soon as the state matches (410.11 / 603.8)


def source_still_tapped(game, source_id, zcc) -> bool:
    """Whether an "as long as [the source] remains tapped" duration goes on."""
    obj = game.objects.get(source_id)
    return obj is not None and obj.zone == "in_play" and (zcc is None or obj.zcc == zcc) and obj.tapped


def resolve_ref(game, ctx: Ctx, ref: str):
    """A TargetRef for "target:N", "self", "it", "you" or "enchanted"; None if not usable."""
    if ref.startswith("target:"):
        i = int(ref.split(":")[1])
        if i >= len(ctx.targets) or not ctx.legal[i]:
            return None  # 413.2a: no action on an illegal target
        return ctx.targets[i]
    if ref == "self":
        obj = game.objects.get(ctx.source_id)
        return TargetRef("object", obj.id, obj.zcc) if obj else None
    if ref == "it":  # a triggered ability's "that creature" is the object of its trigger event
        if ctx.data.get("it_is_many"):  # token_doubling.py: "it" would mean every token the replacement made
            from ..errors import IllegalAction
            raise IllegalAction("replacement_instead", "a replacement effect made more tokens than the instruction said, so "
                                                       "\"it\" now means all of them, which the engine does not follow")
        return ctx.data.get("it", ctx.data.get("event_object"))
    if ref == "you":
        return TargetRef("player", game.players[ctx.controller].name, 0)
    if ref == "its_controller":  # "Its controller loses 2 life" after the target moved (effects/its_controller.py)
        return ctx.data.get("its_controller")
    if ref == "its_owner":  # "Its owner gains 4 life" after the target moved (effects/its_owner.py)
        return ctx.data.get("its_owner")
    if ref in ("event_player", "defending_player"):  # the player the trigger event named (trigger_players.py)
        return ctx.data.get(ref)
    if ref == "attacked":  # the player or planeswalker the trigger event's creature attacks (attacked_recipients.py)
        return ctx.data.get("attacked")
    if ref == "dealer":  # the creature whose damage triggered the ability (combat_damage_dealers.py)
        return ctx.data.get("dealer")
    if ref in ("enchanted", "equipped"):  # the source Aura's "enchanted creature" / Equipment's "equipped creature": what it is
        # attached to, or was as it last existed
        from ..enchant import enchanted
        return enchanted(game, ctx)
    return None


def object_of(game, ref):
    """The object a reference still names (None if it changed zones, 217.1c)."""
    if ref is None or ref.kind == "player":
        return None
    obj = game.objects.get(ref.id)
    if obj is None or obj.zcc != ref.zcc:
        return None
    return obj


def permanent(game, ctx: Ctx, st: dict, key: str, default: str):
    """The permanent `st[key]` names, if it is still in play; else None."""
    obj = object_of(game, resolve_ref(game, ctx, st.get(key, default)))
    if obj is None or obj.zone != "in_play":
        return None
    return obj


def amount_of(game, ctx: Ctx, amount) -> int:
    if isinstance(amount, int):
        return amount
    if isinstance(amount, dict) and ("minus" in amount or "subtracted_from" in amount):
        return _difference(game, ctx, amount)
    if amount == "X":
        return ctx.x or 0
    if isinstance(amount, dict) and amount.get("count") == "forests_you_control":
        return sum(1 for o in game.in_play(ctx.controller) if "Forest" in characteristics(game, o).subtypes)
    if isinstance(amount, dict) and amount.get("count") == "damage_dealt":
        return ctx.data.get("damage_dealt", 0)  # "that much": the damage that triggered it
    if isinstance(amount, dict) and amount.get("count") in ("power_of", "toughness_of"):
        return _read_from_object(game, ctx, amount)
    if isinstance(amount, dict) and amount.get("count") == "life_gained":
        return ctx.data.get("life_gained", 0)  # "that much": the life gain that triggered it (119.9)
    if isinstance(amount, dict) and amount.get("count") == "sacrificed_power":
        return ctx.data.get("sacrificed_power") or 0  # the power of the creature sacrificed to play the spell (a copy keeps it, 503.10)
    if isinstance(amount, dict) and amount.get("count") == "sacrificed_mana_value":
        return ctx.data.get("sacrificed_mana_value") or 0  # its mana value as it last existed (sacrificed_creature.py)
    if isinstance(amount, dict) and amount.get("count") == "sacrificed_toughness":
        return ctx.data.get("sacrificed_toughness") or 0  # its toughness as it last existed (sacrificed_creature.py, 413.2f / 608.2h)
    if isinstance(amount, dict) and amount.get("count") == "permanents":
        return _count_described(game, ctx, amount)
    if isinstance(amount, dict) and amount.get("count") == "creatures_you_control":
        return sum(1 for o in game.in_play(ctx.controller) if characteristics(game, o).is_creature)
    if isinstance(amount, dict) and amount.get("count") == "revealed_mana_value":
        from .digging import revealed_mana_value  # "equal to its mana value": the card a dig revealed
        return revealed_mana_value(game, ctx)
    if isinstance(amount, dict) and amount.get("count") == "your_life_total":
        return max(0, game.players[ctx.controller].life)  # "where X is your life total", as it is followed (a negative total counts 0, 107.1b)
    if isinstance(amount, dict):  # "cards in your hand" (times N), "that many" after a discard (counted_amounts.py)
        from ..counted_amounts import counted
        return counted(game, ctx, amount)
    return 0


def _difference(game, ctx: Ctx, amount: dict) -> int:
    """ "where X is the number of cards in their hand minus 4" (`minus`: 4) / "where X is 3 minus the
    number of cards in their hand" (`subtracted_from`: 3): the count as it is followed, less (or taken
    from) the number; a negative result is 0 (2026 107.1b: no negative damage)."""
    n = amount_of(game, ctx, {k: v for k, v in amount.items() if k not in ("minus", "subtracted_from")})
    n = n - amount["minus"] if "minus" in amount else amount["subtracted_from"] - n
    return max(0, n)


def _count_described(game, ctx: Ctx, amount: dict) -> int:
    """ "For each creature you control with flying": the permanents in play a target
    filter describes (no target), counted as the instruction is followed, times `times`
    ("2 life for each")."""
    from .. import target_filter
    spec = amount.get("filter") or {}
    owner = None
    if "of" in amount:  # "the number of Swamps they control" (Karma): the permanents that player controls
        found = resolve_ref(game, ctx, amount["of"])
        if found is None or found.kind != "player":
            return 0
        owner = game.player_named(found.id).index
    n = sum(1 for o in game.in_play()
            if (owner is None or o.controller == owner)
            and target_filter.why_not(game, spec, o, o.id, None, ctx.source_id, ctx.controller) is None)
    return n * amount.get("times", 1)


def _read_from_object(game, ctx: Ctx, amount: dict) -> int:
    """"Equal to that creature's toughness": read from the object now if it is
    still on the battlefield, else as it last existed there (last known
    information: 2007 413.2f; 2026 608.2h); nothing if it can't be found."""
    from ..continuous import last_known, left_play
    from ..log import emit
    from ..targets import display
    ref = resolve_ref(game, ctx, amount.get("of", "it"))
    obj = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    if obj is None:
        return 0
    which = "power" if amount["count"] == "power_of" else "toughness"
    if left_play(obj) and obj.zcc in (ref.zcc, ref.zcc + 1):
        value = getattr(last_known(game, obj), which) or 0
        emit(game, f"{display(game, obj)} has {game.words.left_play}: its {which} is read as it last existed there ({value}).",
             ("last_known_information", "the object left the zone it was expected to be in, so its last known information is used"))
        return value
    if obj.zcc != ref.zcc:
        return 0
    return getattr(characteristics(game, obj), which) or 0
