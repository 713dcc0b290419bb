"""State-based effects (rule 420.5), performed as one event, repeatedly,
whenever a player would receive priority (408.1b, 420.3).

One checker per letter of 420.5, run in the rule's order against the state as
it is; then everything found is performed at once (420.3). Not checked: the
world rule (i), copies of cards (the second half of j) and other attachments (m)."""
from __future__ import annotations

from .continuous import characteristics
from .enchant import why_cant_enchant
from .effects import why_cant_equip
from .log import emit, mark
from .protection import protected_from
from .aura_protection import stopping_quality
from .protection import text as protection_text
from .state import CEASED
from .targets import display

def _single_event(game) -> tuple:
    return ("sbe_single_event", f"all applicable {game.words.sbes} happen at once as a single event")


def _when_checked(game) -> tuple:
    return ("sbe_when_player_would_receive_priority", f"{game.words.sbes} are checked whenever a player would receive priority")


class Found:
    """What the checkers found, to be performed together."""

    __slots__ = ("in_play", "creatures", "auras", "legendary", "equipment", "countered",
                 "losers", "to_graveyard", "ceasing", "unattached", "cancelled", "dungeons", "attached_others")

    def __init__(self, game) -> None:
        # one look at each permanent, sorted by what the checkers ask about
        self.in_play = game.in_play()
        self.creatures, self.auras, self.legendary, self.equipment, self.countered = [], [], [], [], []
        self.attached_others: list = []  # attached, yet no Aura, Equipment or Fortification (a Dowsing Dagger transformed into a land)
        for i, obj in enumerate(self.in_play):
            c = characteristics(game, obj)
            if c.toughness is not None and "Creature" in c.types:
                self.creatures.append((i, obj, c))
            if c.subtypes:
                if "Aura" in c.subtypes:
                    self.auras.append((i, obj))
                if obj.attached_to and "Equipment" in c.subtypes:
                    self.equipment.append(obj)
            if obj.attached_to and not {"Aura", "Equipment", "Fortification"} & set(c.subtypes or ()):
                self.attached_others.append(obj)
            if c.supertypes and c.name and any(s.lower() == "legendary" for s in c.supertypes):
                self.legendary.append((obj, c))
            if obj.counters:
                self.countered.append(obj)
        self.losers: dict[int, tuple] = {}       # player index -> (player, concept, why)
        self.to_graveyard: dict[str, list] = {}  # object id -> [position, obj, concept, why, what, *also]
        self.ceasing: list = []
        self.unattached: list = []
        self.cancelled: list = []
        self.dungeons: list = []  # players whose dungeon leaves the game (2026 704.5t): dungeons.py

    def __bool__(self) -> bool:
        return bool(self.losers or self.to_graveyard or self.cancelled or self.ceasing or self.unattached or self.dungeons)

    def graveyard(self, position: int, obj, concept: str, why: str, what: str, *also) -> None:
        if obj.id not in self.to_graveyard:
            self.to_graveyard[obj.id] = [position, obj, concept, why, what, *also]


def _420_5a_zero_life(game, found: Found) -> None:
    from .cant_lose import cant_lose  # "You can't lose the game" (Platinum Angel): no loss is found
    for p in game.players:
        if not p.lost and p.life <= 0 and not cant_lose(game, p.index):
            found.losers[p.index] = (p, "sbe_zero_life", f"{p.name} has {p.life} life")


def _420_5h_poison(game, found: Found) -> None:
    from .cant_lose import cant_lose
    for p in game.players:
        if not p.lost and p.poison >= 10 and p.index not in found.losers and not cant_lose(game, p.index):
            found.losers[p.index] = (p, "sbe_poison", f"{p.name} has {p.poison} poison counters")


def _420_5b_zero_toughness(game, found: Found) -> None:
    for i, obj, c in found.creatures:
        if c.toughness <= 0:
            found.graveyard(i, obj, "sbe_zero_toughness", f"{display(game, obj)} has toughness {c.toughness}", "is put into its owner's graveyard")


def _420_5c_lethal_damage(game, found: Found) -> None:
    for i, obj, c in found.creatures:
        if obj.damage and c.toughness > 0 and obj.damage >= c.toughness and not c.has_keyword("indestructible"):
            found.graveyard(i, obj, "sbe_lethal_damage", f"{display(game, obj)} has {obj.damage} damage and toughness {c.toughness}", "is destroyed")


def _420_5d_aura(game, found: Found) -> None:
    from .bestow import left_behind  # 2026 702.103f: its creature left, so it was unattached and is a creature
    found.unattached.extend(left_behind(game))
    for i, obj in found.auras:
        from . import player_auras
        if player_auras.kind(game, obj):  # it enchants a player (2007 502.45d; 2026 702.5d, 303.4c)
            if why := player_auras.why_cant_enchant(game, obj, player_auras.enchanted_player(game, obj)):
                found.graveyard(i, obj, "sbe_aura_unattached", f"{display(game, obj)} is not attached to a legal player: {why}",
                                "is put into its owner's graveyard")
            continue
        host = game.attached_host(obj)
        if host is not None and host.zone == "in_play" and (why := why_cant_enchant(game, obj, host, display(game, host))
                                                            or stopping_quality(game, host, obj)):
            from .bestow import unattach_instead  # 2026 702.103f: a bestowed Aura stays, a creature
            if unattach_instead(game, obj, found, str(why)):
                continue
        if host is None or host.zone != "in_play":
            found.graveyard(i, obj, "sbe_aura_unattached", f"{display(game, obj)} is not attached to a legal permanent", "is put into its owner's graveyard")
        elif why := why_cant_enchant(game, obj, host, display(game, host)):  # what its enchant ability allows (2026 303.4d)
            found.graveyard(i, obj, "sbe_aura_unattached", f"{display(game, obj)} is not attached to a legal permanent: {why}", "is put into its owner's graveyard")
        elif quality := stopping_quality(game, host, obj):  # protected_from, an Aura's own "doesn't remove this Aura" aside
            found.graveyard(i, obj, "sbe_aura_unattached", f"{display(game, host)} has {protection_text(quality)}, so {display(game, obj)} can't enchant it",
                            "is put into its owner's graveyard", ("protection_auras", f"an Aura with the stated quality ({quality}) can't enchant it"))


def _420_5e_legend_rule(game, found: Found) -> None:
    """Every one of them goes, not all but one (the 2007 legend rule)."""
    if len(found.legendary) < 2:
        return
    legends: dict[str, list] = {}
    for obj, c in found.legendary:
        legends.setdefault(c.name, []).append(obj)
    after = len(found.in_play)
    for name, group in legends.items():
        if len(group) < 2:
            continue
        why = f"{len(group)} legendary permanents named {name} are {game.words.in_play}"
        for obj in group:
            entry = found.to_graveyard.get(obj.id)
            if entry is None:
                found.graveyard(after, obj, "sbe_legend_rule", why, "is put into its owner's graveyard",
                                ("legendary_supertype", f"{name} is legendary, so the legend rule applies to it"))
                after += 1
            elif entry[2] == "sbe_lethal_damage":
                # destroyed and put into the graveyard at once: regeneration
                # could replace the destruction, not the legend rule
                found.to_graveyard[obj.id] = [entry[0], obj, "sbe_legend_rule", why, "is put into its owner's graveyard",
                                              ("sbe_lethal_damage", f"{entry[3]}; regeneration can't replace the legend rule")]


def _420_5f_tokens(game, found: Found) -> None:
    """A token that left play lingers only until this check."""
    if game.tokens:
        # a phased-out token stays on the battlefield (2026 702.26d); under 2007 it ceased as it phased out (217.8d, phasing.py)
        found.ceasing = found.ceasing + [obj for obj in map(game.objects.get, game.tokens) if obj.zone not in ("in_play", "stack", CEASED, "phased_out")]


def _420_5j_copies(game, found: Found) -> None:
    """A copy of a spell outside the stack ceases to exist (503.10a)."""
    if game.copies:
        found.ceasing += [obj for obj in map(game.objects.get, game.copies) if obj.zone not in ("stack", CEASED)]


def _420_5g_empty_library(game, found: Found) -> None:
    from .cant_lose import cant_lose
    for p in game.players:
        if not p.lost and p.drew_from_empty_library and p.index not in found.losers and not cant_lose(game, p.index):
            found.losers[p.index] = (p, "sbe_empty_library_draw", f"{p.name} attempted to draw from an empty library")


def _420_5k_equipment(game, found: Found) -> None:
    """An Equipment on an illegal permanent comes off and stays in play."""
    for obj in found.equipment:
        host = game.attached_host(obj)
        why = why_cant_equip(game, obj, host) if host is not None else f"the creature it equipped has {game.words.left_play}"
        if why:
            found.unattached.append((obj, why, host is not None and protected_from(game, host, obj)))


def _420_5m_attached_others(game, found: Found) -> None:
    """2007 420.5m / 2026 704.5p: a permanent attached to another that is no Aura, Equipment or
    Fortification (an Equipment that transformed into a land) becomes unattached and stays."""
    for obj in found.attached_others:
        if obj.attached_to in game.objects:  # a player's Aura-like attachment is player_auras.py's
            found.unattached.append((obj, "it is attached, but it is no Aura, Equipment or Fortification", False, "sbe_other_unattached"))


def _420_5n_counters(game, found: Found) -> None:
    for obj in found.countered:
        if obj.counters:
            both = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
            if both:
                found.cancelled.append((obj, both))


CHECKS = (_420_5a_zero_life, _420_5b_zero_toughness, _420_5c_lethal_damage, _420_5d_aura, _420_5e_legend_rule,
          _420_5f_tokens, _420_5g_empty_library, _420_5h_poison, _420_5j_copies, _420_5k_equipment, _420_5m_attached_others,
          _420_5n_counters)


def check_once(game) -> bool:
    """Perform every applicable state-based effect at once; True if any did.
    Under the 2026 rules the checks are those of 704.5, in its order."""
    found = Found(game)
    for check in CHECKS_BY_LIST[game.rules.state_based_list]:
        check(game, found)
    if not found:
        return False
    _unattach(game, found.unattached)
    _cease(game, found.ceasing)
    _cancel_counters(game, found.cancelled)
    _to_graveyard(game, sorted(found.to_graveyard.values(), key=lambda e: e[0]))
    if found.dungeons:  # 2026 704.5t (dungeons.py)
        from .dungeons import remove_completed
        remove_completed(game, found.dungeons, _single_event(game), _when_checked(game))
    _lose(game, [found.losers[i] for i in sorted(found.losers)])
    return True


def _unattach(game, unattached) -> None:
    for obj, why, protection, *concept in unattached:
        obj.attached_to = None
        game.characteristics_changed()
        from .bestow import unattached as bestow_unattached  # 2026 702.103f
        if bestow_unattached(game, obj, why):
            continue
        emit(game, f"{game.words.SBE}: {display(game, obj)} becomes unattached and stays {game.words.in_play} ({why}).",
             (concept[0] if concept else "sbe_equipment_unattached", why),
             *((("protection_equipment", "an Equipment with the stated quality can't equip it"),) if protection else ()),
             _single_event(game), _when_checked(game))


def _in_zone(game, zone: str) -> str:
    """Where a token or copy was, in the edition's words: "in exile" (2026: 406) or "in the
    removed-from-the-game zone" (2007: 217.8), "on the battlefield" / "in play", "in the graveyard"."""
    if zone == "removed_from_game":
        return "in exile" if game.words.today else "in the removed-from-the-game zone"
    if zone == "in_play":
        return game.words.in_play
    return f"in the {zone.replace('_', ' ')}"


def _cease(game, ceasing) -> None:
    for obj in ceasing:
        where = _in_zone(game, obj.zone)
        game.cease_to_exist(obj)
        if obj.id in game.copies:
            emit(game, f"{game.words.SBE}: {display(game, obj)}, a copy of a spell {where}, ceases to exist.",
                 ("sbe_copy_ceases", f"a copy of a spell {where} ceases to exist"), _single_event(game), _when_checked(game))
            continue
        emit(game, f"{game.words.SBE}: {display(game, obj)}, a token {where}, ceases to exist.",
             ("sbe_token_ceases", f"a token {where} ceases to exist"),
             ("token_leaves_play_triggers", f"abilities that triggered on its {game.words.leaving_play} still happen"),
             _single_event(game), _when_checked(game))


def _cancel_counters(game, cancelled) -> None:
    for obj, n in cancelled:
        left = {**obj.counters, "+1/+1": obj.counters["+1/+1"] - n, "-1/-1": obj.counters["-1/-1"] - n}
        obj.counters = {kind: count for kind, count in left.items() if count}
        each = "counter" if n == 1 else "counters"
        emit(game, f"{game.words.SBE}: {n} +1/+1 {each} and {n} -1/-1 {each} are removed from {display(game, obj)}.",
             ("sbe_counters_cancel", f"it had both +1/+1 and -1/-1 counters; {n} of each are removed"),
             _single_event(game), _when_checked(game))


def _to_graveyard(game, entries) -> None:
    """All at once (420.3, 704.3): each leaving permanent's leaves-play abilities
    see the others that leave in the same event (410.10d, 603.10a)."""
    from .zones import leaving_together
    with leaving_together(game, [e[1] for e in entries]):
        _each_to_graveyard(game, entries)


def _each_to_graveyard(game, entries) -> None:
    from .zones import destroy, leave_play
    for _, obj, concept, why, what, *also in entries:
        name = display(game, obj)
        cites = ((concept, why), *also, _single_event(game), _when_checked(game))
        # the state-based action is logged before what it causes ("dies", triggers)
        at = mark(game)
        if concept in ("sbe_lethal_damage", "sbe_deathtouch"):
            # lethal damage destroys the creature, and regeneration or umbra armor can replace that
            if destroy(game, obj, by_effect=False):
                emit(game, f"{game.words.SBE}: {name} {_where(game, obj, what)}.", *cites, at=at)
            else:
                emit(game, f"{game.words.SBE}: {name} had lethal damage; its destruction is replaced (by {'regeneration or umbra armor' if game.words.today else 'regeneration'}).",
                     *cites, at=at)
        else:
            leave_play(game, obj, "graveyard", "sacrifice" if concept == "sbe_saga" else "sbe")  # a Saga is sacrificed (714.4)
            emit(game, f"{game.words.SBE}: {name} {_where(game, obj, what)}.", *cites, at=at)


def _where(game, obj, what: str) -> str:
    """What happened, when a replacement effect sent it elsewhere than the graveyard."""
    if obj.zone == "graveyard" or what == "is destroyed":
        return what
    return game.words.leaves_play if what.startswith("is put into") else what


def _lose(game, losers) -> None:
    for p, concept, why in losers:
        p.lost = True
        p.loss_reason = why
        emit(game, f"{game.words.SBE}: {p.name} loses the game.", (concept, why),
             *((("player_loses_at_zero_life", f"{p.name} has 0 or less life"),) if concept == "sbe_zero_life" else ()))
    if losers:
        end_if_one_left(game)


def end_if_one_left(game) -> None:
    """The game ends when at most one player is left: that one wins (2007 102.2a; 2026 104.2a), or,
    with none left, it is a draw."""
    alive = [p for p in game.players if not p.lost]
    if len(alive) <= 1:
        game.game_over = True
        game.priority = None
        if alive:
            alive[0].won = True
            game.winner = alive[0].name
            emit(game, f"{alive[0].name} wins the game.",
                 ("player_loses_when_opponents_lost", "all of that player's opponents have lost the game"),
                 ("game_ends_immediately", "the game ends immediately"))
        else:
            emit(game, "The game is a draw.", ("game_draw", "all the players remaining lost at once"),
                 ("game_ends_immediately", "the game ends immediately"))
    else:
        from .initiative import holder_left
        holder_left(game)  # the initiative of a player who left goes to the active player (2026 726.4)


def check(game) -> bool:
    """Repeat until no state-based effect applies (420.3). The Auras' "You control
    enchanted creature" effects are begun and ended first (aura_control.py)."""
    from .aura_control import apply_aura_control
    from .effects.control import end_lapsed_control
    any_done = False
    from .soulbond import unpair_broken
    end_lapsed_control(game)  # "for as long as you control ~" ended (effects/control.py)
    apply_aura_control(game)
    unpair_broken(game)  # a pair whose creatures changed control or stopped being creatures (2026 702.95e)
    from .day_night import keep
    keep(game)  # daybound and nightbound's "any time" (2026 702.145c-d, f-g): not state-based actions
    while not game.game_over and check_once(game):
        any_done = True
        apply_aura_control(game)
        unpair_broken(game)
    return any_done


from .state_based_actions import CHECKS_704_5  # noqa: E402  (it builds on the checkers above)

CHECKS_BY_LIST = {"420.5": CHECKS, "704.5": CHECKS_704_5}
