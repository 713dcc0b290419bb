"""Player actions: small immutable values, checked and performed against a game.

`apply(game, action)` raises IllegalAction (with the rule that forbids it)
before or while performing; the engine runs it inside a journal transaction
and rolls back on refusal, so the state is exactly as before (409.1, 422.1).
`is_legal(game, action)` is the same check without keeping the result.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import activation_limits, effects
from .combat import assign_combat_damage, declare_attackers, declare_blockers
from .continuous import characteristics, copiable_card
from .costs import special_action_payment, cost_text, is_mana_ability, pay_mana, pay_other_costs
from .errors import IllegalAction
from .log import emit
from .mana import parse_cost, pay_from_pool
from .planeswalkers import check_loyalty_ability, loyalty_cost, pay_loyalty, refuse_under_2007
from .priority import after_action, pass_priority, where
from .state import StackItem
from .targets import describe, display, name_of, ref_display, ref_for, repeated_up_to, required, up_to, up_to_cites, why_illegal
from .triggers import fire

ACTION_TYPES = ("play_land", "play_spell", "activate_ability", "pass_priority", "turn_face_up", "suspend",
                "declare_attackers", "declare_blockers", "assign_combat_damage", "pass_until", "plot", "foretell")
ZONE_WORDS = {"graveyard": "in the graveyard", "hand": "in the hand", "library": "in the library", "stack": "on the stack"}


def zone_words(game, zone: str) -> str:
    """Where an object is, in the edition's words ("in play" / "on the battlefield")."""
    if zone == "in_play":
        return game.words.in_play
    if zone == "removed_from_game":
        return game.words.removed
    return ZONE_WORDS.get(zone, zone)
PRIORITY_ACTIONS = ("play_land", "play_spell", "activate_ability", "pass_priority", "turn_face_up", "suspend", "pass_until", "plot",
                    "foretell")


@dataclass(frozen=True)
class Action:
    type: str
    player: str
    object: str | None = None
    targets: tuple = ()
    ability: int = 0
    x: int | None = None
    mode: int | None = None
    pay: dict = field(default_factory=dict, hash=False, compare=False)
    face_down: bool = False
    kicked: bool | int = False  # the kicker cost is paid as an additional cost (502.21a); N: multikicker N times (2026 702.33c)
    awaken: bool = False  # the awaken cost is paid rather than the mana cost (2026 702.113a)
    modes: tuple | None = None  # the modes of a spell that lets its player choose more than one (700.2)
    divide: tuple | None = None  # the division of "N damage divided as you choose", one amount per target (divided_damage.py)
    choice: str | None = None
    mana_abilities: tuple = ()  # ((object, ability, choice), ...)
    attackers: tuple = ()
    attacking: tuple = ()  # ((attacker, planeswalker), ...): what each attacks if not the defending player (508.1b)
    blocks: tuple = ()  # ((blocker, attacker), ...)
    assignments: tuple = ()  # ((source, to, amount), ...)
    trigger_targets: tuple = ()  # ((source id, (target, ...)), ...)
    trigger_order: tuple = ()  # source ids: their triggers go on the stack in this order (410.3)
    replacement_order: tuple = ()  # source ids: their replacement effects apply in this order (419.9a)
    legend_keep: tuple = ()  # ids of the legendary permanents the player keeps (704.5j, 2026 rules)
    copy_targets: tuple = ()  # ((spell id, ((target, ...), ...)), ...): new targets for its copies (503.10b)
    choices: tuple = ()  # ((object id, ((kind, value), ...)), ...): "as it comes into play" choices (419.1b)
    discard: tuple = ()  # ids: the cards the active player discards to the maximum hand size in cleanup (314.1)
    step: str | None = None  # pass_until: the step, or
    phase: str | None = None  # the phase, the players pass priority until (pass_until.py)

    @classmethod
    def from_dict(cls, d: dict) -> "Action":
        if len(d) == 2:  # {"type", "player"}: the common pass_priority
            return cls(type=d["type"], player=d["player"])
        return cls(
            type=d["type"], player=d["player"], object=d.get("object"),
            targets=tuple(d.get("targets", ())), ability=d.get("ability", 0), x=d.get("x"),
            mode=d.get("mode"), pay=dict(d.get("pay") or {}), face_down=bool(d.get("face_down", False)),
            kicked=d.get("kicked", False) if isinstance(d.get("kicked"), int) else False,
            awaken=bool(d.get("awaken", False)),
            modes=tuple(d["modes"]) if isinstance(d.get("modes"), list) else None,
            divide=tuple(d["divide"]) if isinstance(d.get("divide"), list) else None,
            choice=d.get("choice"),
            mana_abilities=tuple((m["object"], m.get("ability", 0), m.get("choice"), _frozen(m.get("pay")))
                                 for m in d.get("mana_abilities", ())),
            attackers=tuple(d.get("attackers", ())),
            attacking=tuple(sorted((d.get("attacking") or {}).items())),
            blocks=tuple((b["blocker"], b["attacker"]) for b in d.get("blocks", ())),
            assignments=tuple((a["source"], a["to"], a["amount"]) for a in d.get("assignments", ())),
            trigger_targets=tuple((k, tuple(v)) for k, v in sorted((d.get("trigger_targets") or {}).items())),
            trigger_order=tuple(d.get("trigger_order") or ()),
            replacement_order=tuple(d.get("replacement_order") or ()),
            legend_keep=tuple(d.get("legend_keep") or ()),
            discard=tuple(d.get("discard") or ()),
            step=d.get("step"), phase=d.get("phase"),
            copy_targets=tuple((k, tuple(tuple(t) for t in v)) for k, v in sorted((d.get("copy_targets") or {}).items())),
            choices=tuple((k, tuple(sorted((kind, tuple(x) if isinstance(x, list) else x) for kind, x in v.items())))
                          for k, v in sorted((d.get("choices") or {}).items())),
        )



def _frozen(pay) -> tuple:
    """A mana ability's `pay` as hashable pairs (an Action is hashed): lists become tuples."""
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted((pay or {}).items()))

def summary(game, a: Action) -> str:
    """The action in plain words, e.g. "Alice plays Lightning Bolt targeting Grizzly Bears"."""
    obj = game.objects.get(a.object) if a.object else None
    name = display(game, obj) if obj else (a.object or "")
    tg = ""
    if a.targets:
        tg = " targeting " + ", ".join(name_of(game, t) for t in a.targets)
    if a.type == "play_land":
        return f"{a.player} plays {name} as a land"
    if a.type == "play_spell":
        fd = " face down" if a.face_down else ""
        x = f" with X={a.x}" if a.x is not None else ""
        mode = f" (mode {a.mode + 1})" if a.mode is not None else ""
        if a.modes is not None:
            mode = f" (modes {', '.join(str(m + 1) for m in sorted(a.modes))})"
        awaken = " for its awaken cost" if a.awaken else ""
        return f"{a.player} {game.words.casts} {name}{fd}{awaken}{mode}{x}{tg}"
    if a.type == "activate_ability":
        mode = f" (mode {a.mode + 1})" if a.mode is not None else ""
        return f"{a.player} {game.words.activates} {name}'s ability{mode}{tg}"
    if a.type == "pass_priority":
        return f"{a.player} passes priority"
    if a.type == "pass_until":
        from .pass_until import target_name
        return f"The players pass priority until the {target_name(a, game.words)}"
    if a.type == "turn_face_up":
        return f"{a.player} turns {name} face up"
    if a.type == "suspend":
        return f"{a.player} suspends {name}"
    if a.type == "plot":
        return f"{a.player} plots {name}"
    if a.type == "foretell":
        return f"{a.player} foretells {name}"
    if a.type == "declare_attackers":
        return f"{a.player} attacks with " + (", ".join(name_of(game, i) for i in a.attackers) or "no creatures")
    if a.type == "declare_blockers":
        return f"{a.player} blocks " + (", ".join(f"{name_of(game, at)} with {name_of(game, b)}" for b, at in a.blocks) or "with no creatures")
    if a.type == "assign_combat_damage":
        return f"{a.player} assigns combat damage: " + ", ".join(f"{name_of(game, s)} {n} to {name_of(game, t)}" for s, t, n in a.assignments)
    return f"{a.player}: {a.type}"


# ---------------------------------------------------------------------------

# The choices an action gives for what happens during it, and where the game keeps them
# while it is applied: (Action field, Game attribute).
_CHOICES_DURING_ACTION = (
    ("trigger_targets", "extra_trigger_targets"), ("trigger_order", "trigger_order"),
    ("replacement_order", "replacement_order"), ("copy_targets", "copy_targets"),
    ("legend_keep", "legend_keep"), ("choices", "choices"), ("discard", "cleanup_discards"),
)


def apply(game, a: Action) -> None:
    if game.game_over:
        raise IllegalAction("game_ends_immediately", "the game is over")
    player = game.player_named(a.player)
    if player.lost:
        raise IllegalAction("game_ends_immediately", f"{player.name} has left the game")
    for field, attr in _CHOICES_DURING_ACTION:
        value = getattr(a, field)
        if value:
            setattr(game, attr, value)
    if a.type in PRIORITY_ACTIONS:
        if game.awaiting:
            raise IllegalAction("player_with_priority_acts", f"no player has priority: the game is waiting for {game.awaiting.replace('_', ' ')}")
        if game.priority != player.index:
            holder = game.players[game.priority].name if game.priority is not None else "no player"
            raise IllegalAction("player_with_priority_acts", f"{player.name} doesn't have priority ({holder} has it)")
    if a.object is not None and a.object not in game.objects:  # a token its effect hasn't made yet
        raise IllegalAction("illegal_action_reversed", f'no object "{a.object}" exists now (a token exists only once the '
                                                       "effect that makes it has resolved)")
    HANDLERS[a.type](game, player, a)
    for _field, attr in _CHOICES_DURING_ACTION:
        if getattr(game, attr):
            setattr(game, attr, ())


def _pass(game, player, a: Action) -> None:
    pass_priority(game, player.index)


def _play_land(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    c = characteristics(game, obj)
    if "Land" not in c.types:
        raise IllegalAction("lands_play_only_main_phase_own_turn", f"{display(game, obj)} is not a land card")
    from .play_from_exile import cites_for, permission_to_play
    permission = permission_to_play(game, player, obj, land=True)  # "you may play that card" (116.2a; 2007 103.1)
    from .lands_from_graveyard import cites as graveyard_cites, source_letting_play
    from_graveyard = source_letting_play(game, player, obj)  # "You may play lands from your graveyard"
    if (obj.zone != "hand" or obj.owner != player.index) and permission is None and from_graveyard is None:
        raise IllegalAction("lands_play_only_main_phase_own_turn", f"{display(game, obj)} is not in {player.name}'s hand")
    if game.active != player.index:
        raise IllegalAction("land_only_own_turn", f"it is not {player.name}'s turn; a land can be played only during your own turn")
    if game.phase not in ("precombat_main", "postcombat_main"):
        raise IllegalAction("play_land_special_action", f"it is the {where(game)}, not a main phase")
    if game.stack:
        raise IllegalAction("play_land_special_action", "the stack is not empty")
    from .land_plays import lands_allowed
    allowed, extra = lands_allowed(game, player)
    played = player.lands_played_this_turn
    if played >= allowed:
        more = f" (one, plus {sum(n for _, n in extra)} from {', '.join(s for s, _ in extra)})" if extra else ""
        raise IllegalAction("no_more_land_plays", f"{player.name} has already played {played} land{'s' if played != 1 else ''} this turn "
                                                  f"and may play {allowed}{more}", "one_land_per_turn")
    from .zones import put_into_play
    player.lands_played_this_turn = played + 1
    land_cites = (("one_land_per_turn", "the first land this turn"),) if played == 0 else (
        ("additional_land", f"land {played + 1} of the {allowed} this turn: {', '.join(s for s, _ in extra)} allows additional lands"),)
    put_into_play(game, obj, player.index, "played",
                  text=f"{player.name} plays {display(game, obj)} as a land; it {game.words.comes_into_play} without using the stack.",
                  cites=(("play_land_special_action", "playing a land is a special action: main phase, own turn, priority, empty stack"),
                         ("lands_play_only_main_phase_own_turn", "a land card isn't a spell; it is played "
                          + ("from the hand" if permission is None and from_graveyard is None else "as a special action") + (", never cast" if game.words.today else "")),
                         *(cites_for(game, display(game, obj), permission, land=True) if permission is not None else ()),
                         *(graveyard_cites(game, from_graveyard, display(game, obj)) if from_graveyard is not None else ()),
                         ("main_phase_land", "the active player may play one land in a main phase with an empty stack"),
                         *land_cites,
                         ("special_actions_no_stack", "special actions don't use the stack, so no one can respond")))
    after_action(game, player.index, "took a special action")


def _sorcery_timing_ok(game, player) -> str | None:
    if game.active != player.index:
        return f"it is {game.players[game.active].name}'s turn"
    if game.phase not in ("precombat_main", "postcombat_main"):
        return f"it is the {where(game)}, not a main phase"
    if game.stack:
        return "the stack is not empty"
    return None


def _choose_targets(game, specs, raw_targets, self_id, what: str, source_id: str | None = None,
                    controller: int | None = None):
    """409.1c: the required number of legal targets, each chosen now. `source_id`
    is the spell or the ability's source (for protection, 502.7b); `controller`
    is the player playing it ("you")."""
    least = required(specs)
    if not least <= len(raw_targets) <= len(specs):
        need = ", ".join(describe(s, game.words.today) for s in specs if not up_to(s)) or "no targets"
        if least == len(specs):
            raise IllegalAction("choose_targets", f"{what} needs {len(specs)} target(s) ({need}) but {len(raw_targets)} were chosen",
                                "playing_spell_steps", "illegal_action_reversed")
        most = len(specs) - least
        some = describe(next(s for s in specs if up_to(s)), game.words.today)
        raise IllegalAction("variable_number_of_targets",
                            f"{what} needs {least} target(s) ({need}) and up to {most} more ({some}) but {len(raw_targets)} were chosen"
                            if least else f"{what} has up to {most} target(s) ({some}) but {len(raw_targets)} were chosen",
                            "choose_targets", "playing_spell_steps", "illegal_action_reversed")
    refs = []
    for spec, raw in zip(specs, raw_targets):
        ref = ref_for(game, raw)
        if ref is None:
            raise IllegalAction("choose_targets", f'no object or player "{raw}"', "playing_spell_steps")
        why = why_illegal(game, spec, ref, self_id, source_id or self_id, controller)
        if why:
            concepts = (why.concept, "choose_targets") if getattr(why, "concept", None) else ("choose_targets",)
            said = describe(spec, game.words.today).removeprefix("another ")  # "a legal target creature you control"
            raise IllegalAction(concepts[0], f"{ref_display(game, ref)} is not a legal {said}: {why}",
                                *concepts[1:], "playing_spell_steps", "illegal_action_reversed")
        refs.append(ref)
    twice = repeated_up_to(specs, refs)
    if twice is not None:
        raise IllegalAction("same_target_once", f"{ref_display(game, twice)} is chosen twice for one instance of the word \"target\"",
                            "choose_targets", "playing_spell_steps", "illegal_action_reversed")
    return tuple(refs)


#: what restricted mana sees of a spell cast face down: a colorless creature spell with no name or subtype (2007 504.2; 2026 708.2)
FACE_DOWN_SPELL = type("FaceDownSpell", (), {"types": ("Creature",), "colors": (), "subtypes": (), "supertypes": ()})()


def _pay_mana_cost(game, player, a: Action, cost, what: str, spare: str | None = None, tapping: tuple = (), spell=None) -> None:
    """409.1g-h: the mana abilities the action names, then the payment. An action
    that names none, when the pool can't pay, plays the fewest mana abilities of
    the player's permanents that pay it (`payment`), and the log names them.
    `spell`: the characteristics of the spell paid for, which restricted mana may pay (2026 106.6)."""
    if spell is not None:
        from . import restricted_mana
        with restricted_mana.while_paying_for(spell):
            _pay_mana_cost_now(game, player, a, cost, what, spare, tapping, spell)
        return
    _pay_mana_cost_now(game, player, a, cost, what, spare, tapping)


def _pay_mana_cost_now(game, player, a: Action, cost, what: str, spare: str | None = None, tapping: tuple = (), spell=None) -> None:
    if spell is not None:  # the restricted mana already in the pool that may pay for this spell
        from . import restricted_mana
        lent = restricted_mana.lend(game, player, spell)
    prefer = (a.pay or {}).get("mana")
    hint = None
    if a.mana_abilities:
        for oid, idx, choice, pay in a.mana_abilities:
            activate_mana_ability(game, player, game.objects[oid], idx, choice, during_payment=True, pay=dict(pay))
    elif pay_from_pool(player.mana_pool, cost, a.x or 0, prefer, life_symbols=0 if cost.phyrexian else None) is None:
        from . import payment
        # `tapping`: the creatures and artifacts the action taps to convoke or improvise are not used for mana
        found = [src for src in payment.sources(game, player) if src[0] not in tapping]
        ways = payment.payments(dict(player.mana_pool), cost, a.x or 0, found, spare, limit=1)
        if not ways and getattr(ways, "gave_up", False):
            raise IllegalAction("mana_abilities_while_paying", payment.GAVE_UP.format(player=player.name, cost=cost.text(a.x or 0)))
        if not ways:
            hint = f"no set of {player.name}'s untapped mana sources makes it either"
        if ways and ways[0]:
            names = ", ".join(display(game, game.objects[e["object"]]) for e in ways[0])
            emit(game, f"The action names no mana, so {player.name} pays with mana from {names}.",
                 ("mana_abilities_while_paying", f"the fewest of the player's mana abilities that pay the cost are {game.words.activated}"))
            for e in ways[0]:
                activate_mana_ability(game, player, game.objects[e["object"]], e.get("ability", 0), e.get("choice"),
                                      during_payment=True)
    if spell is None:
        pay_mana(game, player, cost, a.x or 0, prefer, what, hint)
        return
    for t, rs in restricted_mana.lend(game, player, spell).items():  # and what the mana abilities just made
        lent[t] = lent.get(t, []) + rs
    before = dict(player.mana_pool)
    if player.restricted_mana:  # what of the pool can't pay for this spell, for a refusal's message
        hint = "; ".join(x for x in (hint, restricted_mana.refused_text(player)) if x)
    pay_mana(game, player, cost, a.x or 0, prefer, what, hint)
    restricted_mana.settle(game, player, lent, before, what if isinstance(spell, restricted_mana.AbilityOf) else "this spell")


def _play_spell(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    c = characteristics(game, obj)
    from . import graveyard_casting  # flashback (502.22a; 2026 702.34a), retrace (702.81a), jump-start (702.133a)
    way = graveyard_casting.way_to_cast(game, obj, c, display(game, obj)) if obj.zone == "graveyard" and obj.owner == player.index else None
    flashback = way.cost if way is not None and way.keyword == "flashback" else None
    from .play_from_exile import cites_for, permission_to_play
    permission = permission_to_play(game, player, obj, land="Land" in c.types)  # 601.3; 2007 103.1
    if (obj.zone != "hand" or obj.owner != player.index) and way is None and permission is None:
        raise IllegalAction("announce_move_to_stack", f"{display(game, obj)} is not in {player.name}'s hand"
                            + (" (and it has no flashback)" if obj.zone == "graveyard" else ""))
    name = display(game, obj)
    if "Land" in c.types:
        raise IllegalAction("land_cant_be_played_as_spell", f"{name} is a land; it can be played only as a land (play_land), never {'cast ' if game.words.today else ''}as a spell")
    card = obj.card
    graveyard_casting.check_discard_only_once(way, card, name)
    if a.face_down and not c.has_keyword("morph"):
        raise IllegalAction("morph_required", f"{name} has no morph, so it can't be {game.words.cast_past} face down")
    _check_split_second(game, f"{name} can't be {game.words.cast_past}")
    refuse_under_2007(game, c, name)
    from .free_cast import refuse_later_keyword
    refuse_later_keyword(game, c, name, card)  # cascade, rebound, discover: 2026 only (702.85, 702.88, 701.57)
    from . import alternative_costs  # dash (702.109a), blitz (702.152a): paid rather than the mana cost (118.9)
    alt = alternative_costs.chosen(game, c, a.pay, a.face_down, way, name, player)
    from .casting_restrictions import flash_for_more  # "... as though it had flash if you pay {2} more" (601.3c; 2007 409.1f)
    more = flash_for_more(game, player, c, name, a.face_down, _sorcery_timing_ok)
    timing = list(more[1]) if more else _spell_timing(game, player, c, name, a.face_down)
    from .casting_restrictions import check as cast_only  # "Cast this spell only during combat" (601.3; 2007 408.1a)
    timing += cast_only(game, player, c, name, a.face_down)  # and "can't cast more than one spell each turn" (101.2 / 103.2)
    if permission is not None and permission.get("sorcery_timing"):  # a plotted card (702.170d)
        why = _sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("plot", f"a plotted card is {game.words.cast_past} only during its owner's main phase while the "
                                        f"stack is empty, and {why}")
    # 409.1a: announce and move to the stack
    game.move(obj, "stack", controller=player.index)
    if a.face_down:
        obj.face_down = True
    if alt is not None and alt.keyword == "bestow":  # 2026 702.103b: an Aura spell with enchant creature
        from .bestow import become_bestowed
        c = become_bestowed(game, obj)
    origin = "graveyard" if way else "hand" if permission is None else ("exile" if game.words.today else "removed-from-the-game zone")
    cites = [("announce_move_to_stack", f"{name} moves from the {origin} to the stack")] + timing
    if permission is not None:
        cites += cites_for(game, name, permission, land=False)
    if way is not None:
        cites += graveyard_casting.announce(game, obj, way, name)
    if flashback:
        _mark_flashback(game, obj, name)
        cites.append(("flashback", f"{game.words.cast_past} from the graveyard by paying its flashback cost {flashback} rather than its mana cost"))
    specs, steps = _announce_modes(game, a, card, c, name, cites)  # 409.1b: mode and X
    other_cost, warp = _alternative_cost(game, a, c, name, way, permission, alt, cites)
    from .awaken import awakened  # 702.113a-b: the awaken cost, its target and its spell ability
    specs, steps, awaken_cost = awakened(game, a, c, name, other_cost, specs, steps, cites)
    total, kicker = _spell_cost(game, a, c, name, other_cost or awaken_cost, cites)
    if more:
        total = add_costs(total, more[0])
    if card.get("modes") and not a.face_down:  # entwine, escalate: more modes for an additional cost
        from .mode_costs import extra_cost
        extra = extra_cost(game, card, c, a.modes if a.modes is not None else None, name, cites)
        if extra:
            total = add_costs(total, extra)
    from .buyback import add_buyback  # 502.16a; 2026 702.27a
    total, bought_back = add_buyback(game, c, total, a.pay, a.face_down, name, cites)
    from .additional_costs import with_mana_instead  # "sacrifice a creature or pay {3}{B}"
    total = with_mana_instead(game, card, total, a.pay, a.face_down, name, cites)
    from .offspring import add_paid  # offspring, squad (2026: 702.175a, 702.157a)
    total, copies_paid = add_paid(game, c, total, a.pay, a.face_down, name, cites)
    cost = parse_cost(total)
    if cost.x_count:
        if a.x is None or a.x < 0:
            raise IllegalAction("announce_mode_and_x", f"{name} has {{X}} in its cost: announce X", "playing_spell_steps")
        cites.append(("announce_mode_and_x", f"X is announced as {a.x}"))
    from .additional_costs import has_x as additional_has_x  # "discard X cards", "pay X life" (additional_costs.py)
    if not cost.x_count and not a.face_down and additional_has_x(card.get("additional_cost")):
        if a.x is None or a.x < 0:
            raise IllegalAction("announce_mode_and_x", f"{name} has X in its additional cost: announce X", "playing_spell_steps")
        cites.append(("announce_mode_and_x", f"X, in its additional cost, is announced as {a.x}"))
    if "Aura" in c.subtypes and not specs:
        specs = ("creature",)
    targets = _choose_targets(game, specs, a.targets, obj.id, name, controller=player.index)
    if targets:
        cites.append(("choose_targets", "targets: " + ", ".join(ref_display(game, r) for r in targets)))
    cites += up_to_cites(specs, targets)
    from .divided_damage import announce  # 2007 409.1e; 2026 601.2d: the division, as the targets are chosen
    division = announce(game, steps, specs, targets, a, name, cites)
    if a.face_down:
        cites.append(("morph", f"{game.words.cast_past} face down as a 2/2 creature for {{3}}"))
        cites.append(("face_down_characteristics", "a face-down spell has no characteristics other than those morph gives it"))
    if "Aura" in c.subtypes:
        cites.append(("aura_spell_targets", "an Aura spell targets what it will enchant"))
    cites.append(("total_cost", f"total cost {total or '{0}'}" + (f" with X={a.x}" if cost.x_count else "")))
    from . import cost_reduction  # affinity and convoke (502.31a, 502.46a; 2026 702.41a, 702.51a)
    reduced = cost_reduction.plan(game, player, c, cost, a.x or 0, {} if a.face_down else a.pay, name, spell=obj, targets=targets)
    cites += reduced.cites
    # 409.1a-f are done: the spell is on the stack before any mana is made for it
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{player.name} {game.words.casts} {name}{tg}; it goes on the stack.",
         *cites, ("spell_goes_on_stack", f"a {game.words.cast_past} spell goes on top of the stack"))
    # 409.1g-h: mana abilities, then pay
    from . import sunburst
    sunburst.start(game)  # the colors spent to cast it (502.37a / 702.44a)
    from .assist import assisted  # another player pays part of the generic mana (2026 702.132a)
    reduced.cost = assisted(game, player, c, reduced.cost, {} if a.face_down else (a.pay or {}), name)
    _pay_mana_cost(game, player, a, reduced.cost, name, tapping=tuple(oid for oid, _ in reduced.convoke) + tuple(reduced.improvise),
                   spell=FACE_DOWN_SPELL if a.face_down else c)  # restricted mana may pay for it (2026 106.6)
    cost_reduction.pay(game, player, reduced, name)
    if alt is not None:
        alternative_costs.pay_other(game, player, alt, a.pay or {}, name)
    if not a.face_down and (kicker or bought_back):  # "Kicker—Sacrifice a land" (additional_costs.py)
        from .additional_costs import pay_optional_extras
        pay_optional_extras(game, player, obj, c, bool(kicker), bought_back, a.pay or {}, name)
    data = (("choice", a.choice),) if a.choice else ()
    if kicker:
        data += (("kicked", a.kicked if c.keyword_ability("multikicker") else True),)  # multikicker: how many times
    if bought_back:
        data += (("buyback", True),)
    if permission is None and way is None:
        data += (("from_hand", True),)
    if warp:
        data += (("warped", True),)  # rebound: "if you cast this spell from your hand" (702.88a)
    if alt is not None:
        data += (("alternative", alt.keyword),)
    data += copies_paid + _pay_other_costs(game, player, a, obj, c, card, name, way)
    data += sunburst.spent_on_spell(game, c)
    data += division
    item = StackItem(id=obj.id, kind="spell", controller=player.index, name=display(game, obj), text=card.get("text", ""),
                     source_id=obj.id, source_zcc=obj.zcc, effect=steps, targets=targets, target_specs=specs,
                     x=a.x, mode=a.mode, data=data)
    game.push(item)
    emit(game, f"{name} has been {game.words.cast_past}: its cost is paid.",
         ("spell_becomes_played", f"all the steps of {game.words.casting} it were completed"))
    _played(game, obj, item, c)
    from .casualty import trigger as casualty_trigger
    casualty_trigger(game, obj, item)  # 2026 702.153a
    from .conspire import trigger as conspire_trigger
    conspire_trigger(game, obj, item)  # 2026 702.78a
    from .triggers import spell_cast
    spell_cast(game, player.index, obj, targets, mana_spent=game.mana_spent)
    if any(st.get("do") == "add_mana" for st in steps):
        emit(game, f"{name} adds mana but is a spell, not a mana ability: it uses the stack and can be responded to.",
             ("spell_adding_mana_not_mana_ability", f"spells that add mana are {game.words.cast_past} and resolved like other spells"))
    after_action(game, player.index, f"{game.words.cast_past} a spell")


def _announce_modes(game, a: Action, card: dict, c, name: str, cites: list) -> tuple:
    """409.1b / 601.2b: the mode (or modes, "Choose two —", entwine) announced, and so the
    spell's targets and instructions: (target specs, instructions)."""
    specs = tuple(card.get("targets", ()))
    steps = tuple(card.get("effect", ()))
    if a.face_down:
        return (), ()
    if card.get("choose") or (card.get("modes") and a.modes is not None):
        # "Choose two —", "Choose one or both —" (700.2; 409.1b / 601.2b); entwine (502.32a / 702.42a)
        from .mode_costs import entwined
        from .modes import for_spell
        entwined(card, c, a.modes, name)
        specs, steps, said = for_spell(game, card, a.modes, a.mode,
                                       name) if card.get("choose") else for_spell(game, {**card, "choose": {"min": 1, "max": len(card["modes"])}}, a.modes, None, name)
        cites += said
    elif card.get("modes"):
        modes = card["modes"]
        if a.mode is None or not (0 <= a.mode < len(modes)):
            raise IllegalAction("announce_mode_and_x", f"{name} is modal: choose a mode from 0 to {len(modes) - 1}", "playing_spell_steps")
        specs = tuple(modes[a.mode].get("targets", ()))
        steps = tuple(modes[a.mode].get("effect", ()))
        cites.append(("announce_mode_and_x", f"the mode \"{modes[a.mode].get('text', a.mode)}\" is announced"))
    return specs, steps


def _alternative_cost(game, a: Action, c, name: str, way, permission, alt, cites: list) -> tuple:
    """The one alternative cost a spell is cast for, if any (2007 409.1b; 2026 118.9a): flashback
    or escape (`way`), warp, a free cast or foretell (`permission`), or a keyword's or the card's
    own (`alt`); (that cost or None, the warp cost or None)."""
    from . import alternative_costs
    from .warp import warp_cost  # 702.185a: an alternative cost, from the hand only
    warp = warp_cost(game, permission is None and way is None, c, a.pay, name) if not a.face_down else None
    if warp:
        cites.append(("warp", f"{game.words.cast_past} from the hand for its warp cost {warp} rather than its mana cost"))
    free = "{0}" if permission is not None and permission.get("free") else None
    if free:
        if a.x:
            raise IllegalAction("announce_mode_and_x", f"{name} is {game.words.cast_past} without paying its mana cost, so X is 0",
                                "without_paying_mana_cost")
        cites.append(("without_paying_mana_cost", "its mana cost is not paid: an alternative cost (X is 0)"))
    foretold = permission.get("cost") if permission is not None else None  # 702.143a: the foretell cost
    if foretold:
        cites.append(("foretell", f"{game.words.cast_past} from exile for its foretell cost {foretold} rather than its mana cost"))
    if alt is not None:
        if warp or free or foretold:  # 118.9a (2007 409.1b): one alternative cost
            other = "its warp cost" if warp else "without paying its mana cost" if free else "its foretell cost"
            raise IllegalAction("one_alternative_cost", f"{name} is {game.words.cast_past} for {other}: its {alt.keyword} cost can't be paid too")
        cites += alternative_costs.cites(game, alt)
    other_cost = (way.cost if way is not None and way.cost else None) or warp or free or foretold or (alt.cost if alt else None)
    return other_cost, warp


def _pay_other_costs(game, player, a: Action, obj, c, card: dict, name: str, way) -> tuple:
    """The costs besides mana paid once the mana is (409.1h / 601.2h): escape's exiled cards,
    retrace's and jump-start's discard, bargain, the card's additional cost, casualty and conspire;
    what the spell on the stack remembers of them."""
    from . import graveyard_casting
    data = ()
    if way is not None and way.keyword == "escape":
        data += (("escaped", True),)  # 702.138b: the permanent it becomes escaped
    if way is not None and way.discard:
        graveyard_casting.pay_discard(game, player, way, a.pay or {}, name)
    if way is not None and way.exile:  # escape (702.138a)
        graveyard_casting.pay_exile(game, player, obj, way, a.pay or {}, name)
    from .bargain import pay_bargain  # 2026 702.166a-b: an optional additional cost
    data += pay_bargain(game, player, obj, c, a.pay or {}, a.face_down, name)
    from .gift import pay_gift  # 2026 702.174a, k: an optional additional cost, an opponent chosen
    data += pay_gift(game, player, c, a.pay or {}, a.face_down, name)
    if card.get("additional_cost") and not a.face_down:
        from .additional_costs import with_x
        cost = with_x(card["additional_cost"], a.x or 0)  # "pay X life": the X announced (409.1f / 601.2f)
        data += _pay_additional_cost(game, player, obj, cost, a.pay or {}, name) if cost else ()
    if not a.face_down:
        from .casualty import pay_casualty  # 2026 702.153a: an optional additional cost
        data += pay_casualty(game, player, obj, c, a.pay or {}, name)
        from .conspire import pay_conspire  # 2026 702.78a: an optional additional cost
        data += pay_conspire(game, player, obj, c, a.pay or {}, name)
    return data


def _pay_additional_cost(game, player, obj, cost: dict, pay: dict, name: str) -> tuple:
    """"As an additional cost to play [this spell], sacrifice a creature" (409.1f-h):
    the sacrificed creature's power is remembered for the spell, and its copies (503.10)."""
    from .additional_costs import chose_mana
    if chose_mana(cost, pay):  # its mana was paid with the total cost instead
        return ()
    chosen = game.objects.get((pay.get("sacrifice") or [None])[0])
    power = characteristics(game, chosen).power if chosen is not None and chosen.zone == "in_play" else None
    if "exile_from_graveyard" in cost:  # "exile a creature card from your graveyard" (additional_costs.py)
        from .additional_costs import exile_from_graveyard
        exile_from_graveyard(game, player, cost, pay, name)
        return ()
    pay_other_costs(game, player, obj, cost, pay, name, "pay_total_cost")
    return (("sacrificed_power", power or 0),)


def _played(game, obj, item, c) -> None:
    """Count the spell for storm, and trigger its own storm (502.30a)."""
    before = game.spells_played
    game.spells_played = before + 1
    # the caster's spells this turn (surge, 702.117a; "your second spell each turn") are counted as
    # each spell becomes cast, whatever cast it (triggers.spell_cast)
    if c.has_keyword("storm"):
        from .effects.copies import trigger_storm
        trigger_storm(game, obj, item, before)
    if c.has_keyword("cascade"):
        from .cascade import trigger_cascade
        trigger_cascade(game, obj, item, c)  # 702.85a, c


def _find_ability(game, player, obj, idx: int):
    c = characteristics(game, obj)
    if not (0 <= idx < len(c.abilities)):
        raise IllegalAction("abilities_of_object", f"{display(game, obj)} has no ability number {idx} "
                            + (f"(it has {len(c.abilities)}, numbered from 0)" if c.abilities else "(it has no abilities now)"))
    ab = c.abilities[idx]
    kind = ab.get("kind")
    if kind == "keyword" and ab.get("keyword") == "equip":
        return c, equip_ability(ab)
    if kind == "keyword" and ab.get("keyword") == "crew":  # 702.122a
        from .vehicles import crew_ability
        return c, crew_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "saddle":  # 702.171a
        from .saddle import saddle_ability
        return c, saddle_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "ninjutsu":  # 502.43a; 2026 702.49a
        from .ninjutsu import ability as ninjutsu_ability
        return c, ninjutsu_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "unearth":  # 702.84a
        from .unearth import ability
        return c, ability(game, ab, display(game, obj))
    if kind == "static" or kind == "keyword":
        raise IllegalAction("static_abilities_not_played", f"\"{ab.get('text', ab.get('keyword'))}\" is a static ability; it isn't {game.words.activated}")
    if kind == "triggered":
        raise IllegalAction("trigger_waits_for_priority", f"\"{ab.get('text')}\" is a triggered ability; it triggers on its event and isn't {game.words.activated}")
    return c, ab


def _only_if(game, player, obj, ab: dict, name: str) -> list:
    """"Activate only if you have the city's blessing": a restriction on the ability's use, checked as it is
    activated (its `only_if`, a condition of the triggers' vocabulary read for its controller)."""
    cond = ab.get("only_if")
    if not cond:
        return []
    from .triggers import check_condition, condition_text
    said = condition_text(cond, game.words)
    if not check_condition(game, cond, player.index, obj.id, obj.zcc):
        raise IllegalAction("restriction_survives_control_change",
                            f"{name}'s ability can be {game.words.activated} only if {said}, and that isn't so")
    return [("restriction_survives_control_change", f"it can be {game.words.activated} only if {said}, which is so")]


def equip_ability(keyword: dict) -> dict:
    """502.33a: "Equip [cost]" means "[Cost]: Attach this Equipment to target
    creature you control. Play this ability only any time you could play a sorcery." """
    cost = keyword.get("cost", "{0}")
    return {"kind": "activated", "cost": {"mana": cost}, "timing": "sorcery", "targets": ["creature_you_control"],
            "effect": [{"do": "attach"}], "text": f"Equip {cost}: attach to target creature you control (sorcery speed)"}


MOVES_SELF = ("return_to_play", "return_to_hand", "remove_from_game", "return_to_hand_from_graveyard", "unearth")


def outside_play_zone_concept(ab: dict) -> str:
    """Why an ability works from a zone other than play: an ability that moves its
    own object out of that zone works only there (402.8g, Necrosavant); one whose
    cost can't be paid in play works where the cost can be paid (402.8e)."""
    moves_self = any(st.get("do") in MOVES_SELF and st.get("what") == "self" for st in ab.get("effect", ())) \
        or (ab.get("cost") or {}).get("exile") == "self"  # "Exile this card from your graveyard: ..."
    return "ability_moves_object_out_of_zone" if moves_self else "ability_cost_payable_outside_play"


def _check_source(game, player, obj, ab):
    zone = ab.get("zone", "in_play")
    name = display(game, obj)
    if obj.zone == "in_play" and characteristics(game, obj).has_keyword("cant_activate"):  # Arrest's "its activated abilities can't be activated"
        raise IllegalAction("activation_prohibited", f"{name}'s activated abilities can't be {game.words.activated}")
    from .chosen_name import cant_be_activated  # "Activated abilities of sources with the chosen name can't be activated"
    cant_be_activated(game, obj, ab)
    if obj.zone != zone:
        concept = "ability_functions_in_play" if zone == "in_play" else outside_play_zone_concept(ab)
        raise IllegalAction(concept, f"{name}'s ability works only while it is {zone_words(game, zone)}, and it is {zone_words(game, obj.zone)}")
    controller = obj.controller if zone == "in_play" else obj.owner
    if controller != player.index and not ab.get("any_player"):  # "Any player may activate this ability" (403.2 / 602.2)
        host = game.objects.get(obj.attached_to) if obj.attached_to else None
        # 212.2k / 301.5d: controlling the equipped creature doesn't give control of the Equipment
        apart = ("equipment_controller_separate",) if (
            host is not None and host.controller == player.index and "Equipment" in characteristics(game, obj).subtypes) else ()
        raise IllegalAction("only_controller_activates",
                            f"{name} is controlled by {game.players[controller].name}; only its controller can {game.words.activate} its activated abilities",
                            *apart)


def _check_tap_symbol(game, obj, c, ab):
    if ab.get("cost", {}).get("tap") and c.is_creature and not obj.continuous_control:
        if c.has_keyword("haste"):
            return [("tap_ability_summoning_sickness", f"{display(game, obj)} came under its controller's control this turn but has haste"),
                    ("haste", "haste ignores the \"since the start of the most recent turn\" rule")]
        raise IllegalAction("tap_ability_summoning_sickness",
                            f"{display(game, obj)} hasn't been under {game.players[obj.controller].name}'s control since the start of their most recent turn and has no haste",
                            "summoning_sickness")
    return []


def activate_mana_ability(game, player, obj, idx, choice, during_payment=False, pay: dict | None = None) -> None:
    """406.4, 408.2e, 411.1: a mana ability resolves at once, without the stack. `during_payment`:
    True while paying for a spell or ability (409.1g), "effect" while a resolving effect asks for mana (411.2).
    `pay`: what its other costs sacrifice or tap ("Sacrifice a Saproling: Add one mana of any color")."""
    c, ab = _find_ability(game, player, obj, idx)
    if not is_mana_ability(ab):
        raise IllegalAction("mana_ability_definition", f"{display(game, obj)}'s ability {idx} is not a mana ability")
    _check_source(game, player, obj, ab)
    name = display(game, obj)
    once = []
    if ab.get("once_each_turn"):  # "Activate only once each turn." binds a mana ability too (Temur Devotee)
        if obj.ability_uses.get(idx, 0) >= 1:
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} only once each turn and was already {game.words.activated} this turn")
        once = [("restriction_survives_control_change", "its first use this turn")]
    once += _only_if(game, player, obj, ab, name)  # "Activate only if ..." (602.5b; 2007 403.3)
    once += activation_limits.check(game, player, obj, idx, ab, name)  # "no more than twice each turn", "only if you control ..."
    cites = _check_tap_symbol(game, obj, c, ab) + once
    cost = ab.get("cost", {})
    if cost.get("mana"):
        from .restricted_mana import AbilityOf  # "Spend this mana only to activate abilities" may pay it
        pay_mana(game, player, parse_cost(cost["mana"]), 0, None, name, paying_for=AbilityOf(c))
    pay_other_costs(game, player, obj, cost, pay or {}, name)
    before = dict(player.mana_pool)
    emit(game, f"{player.name} {game.words.activates} {name}'s mana ability ({ab.get('text', '')}); it resolves immediately.",
         ("mana_ability_definition", "it could add mana to a mana pool and has no target"),
         ("mana_ability_no_stack", "mana abilities don't go on the stack and can't be responded to"),
         ("play_mana_ability", f"it resolves immediately after it is {game.words.activated}"),
         *( [("mana_abilities_for_effect", f"{game.words.activated} while an effect asks for a mana payment")] if during_payment == "effect" else
            [("mana_abilities_while_paying", f"{game.words.activated} while paying a cost")] if during_payment else
            [("mana_ability_when", f"a player may {game.words.activate} a mana ability whenever they have priority")]),
         *cites)
    ctx = effects.Ctx(player.index, obj.id, name, data={"choice": choice})
    effects.run(game, ab.get("effect", ()), ctx)
    produced = {k: player.mana_pool[k] - before[k] for k in before if player.mana_pool[k] > before[k]}
    # 411.3: triggered mana abilities ("whenever a player taps a land for mana")
    if cost.get("tap") and "Land" in c.types and produced:
        for src in game.in_play():
            for tab in characteristics(game, src).abilities:
                if tab.get("kind") == "triggered" and tab.get("trigger", {}).get("event") == "tapped_for_mana":
                    mt = sorted(produced, key="WUBRGC".index)[0]
                    emit(game, f"{display(game, src)}'s triggered mana ability triggers and resolves immediately.",
                         ("triggered_mana_ability", "it triggers from a mana ability and resolves at once, without waiting for priority"),
                         ("mana_ability_definition", "a triggered ability that triggers from a mana ability and adds mana is a mana ability"))
                    effects.run(game, tab.get("effect", ()), effects.Ctx(src.controller, src.id, display(game, src),
                                                                      data={"mana_type": mt, "player": player.index}))
    if obj.zone == "in_play" and activation_limits.counts_uses(ab):
        obj.ability_uses = {**obj.ability_uses, idx: obj.ability_uses.get(idx, 0) + 1}
        game.used_this_turn = game.used_this_turn + (obj.id,)


def _spell_timing(game, player, c, name: str, face_down: bool) -> list:
    """When it may be played: an instant, or a card with flash (502.57a), any time
    its player has priority; anything else only in its player's main phase with
    an empty stack. The reasons to cite."""
    flash = c.has_keyword("flash") and not face_down
    if flash and "Instant" not in c.types:
        return [("flash", f"{name} has flash: it can be {game.words.cast_past} any time its player could {game.words.cast} an instant")]
    if "Instant" in c.types and not face_down:
        return [("instant_speed", f"an instant can be {game.words.cast_past} any time its player has priority"),
                ("instant_any_time_with_priority", f"{name} is an instant")]
    why = _sorcery_timing_ok(game, player)
    if why:
        raise IllegalAction("sorcery_speed", f"{name} is not an instant: it can be {game.words.cast_past} only in its player's own main phase with an empty stack, and {why}")
    return [("sorcery_speed", "a non-instant spell in its player's main phase with an empty stack")]


def _spell_cost(game, a, c, name: str, flashback: str | None, cites: list) -> tuple[str | None, str | None]:
    """409.1f: the total cost: {3} face down (morph), else the flashback cost
    (502.22a) or the mana cost, plus the kicker cost if it is kicked (502.21a).
    (the total, the kicker cost or None)."""
    if a.kicked and a.face_down:
        raise IllegalAction("kicker", f"{name} is {game.words.cast_past} face down, so it has no kicker to pay", "playing_spell_steps")
    base = "{3}" if a.face_down else (flashback or c.mana_cost)
    if a.kicked and c.keyword_ability("multikicker"):  # 2026 702.33c: the multikicker cost, as many times as kicked
        from .kicker import multikicker_cost
        kicker = multikicker_cost(game, c, a.kicked, name)
        cites.append(("multikicker", f"the multikicker cost {c.keyword_ability('multikicker')['cost']} is paid {int(a.kicked)} time"
                                     f"{'s' if int(a.kicked) != 1 else ''}: {kicker} is added to the total cost"))
        return add_costs(base, kicker), kicker
    if a.kicked is not True and a.kicked:
        raise IllegalAction("kicker", f"kicked: {name} has no multikicker, so it is kicked at most once (kicked: true)", "playing_spell_steps")
    kicker = kicker_cost(c) if a.kicked else None
    if a.kicked and kicker is None:
        raise IllegalAction("kicker", f"{name} has no kicker, so it can't be kicked", "playing_spell_steps")
    if kicker:
        from .additional_costs import optional_cost_text
        cites.append(("kicker", f"the kicker cost {optional_cost_text(c.keyword_ability('kicker'))} is added to the total cost"))
        return add_costs(base, kicker), kicker
    return base, None


def kicker_cost(c) -> str | None:
    kicker = c.keyword_ability("kicker")
    return kicker.get("cost") if kicker else None


def add_costs(*costs: str | None) -> str:
    """"{1}{R}" and "{2}{G}" -> "{3}{R}{G}": a total cost (409.1f)."""
    import re
    generic, symbols = 0, []
    for cost in costs:
        for sym in re.findall(r"\{([^}]*)\}", cost or ""):
            if sym.isdigit():
                generic += int(sym)
            else:
                symbols.append(sym)
    return ("{%d}" % generic if generic or not symbols else "") + "".join("{%s}" % s for s in symbols)


def _mark_flashback(game, obj, name: str) -> None:
    """"If the flashback cost was paid, remove this card from the game instead of
    putting it anywhere else any time it would leave the stack" (zones.move_card)."""
    from .state import Effect
    game.effects = game.effects + (Effect(game.new_timestamp(), "flashback", obj.id, obj.zcc, (), None, name),)


def _check_split_second(game, what: str) -> None:
    """502.58a (702.61a): while a spell with split second is on the stack, no
    other spell can be played and no ability that isn't a mana ability; special
    actions and mana abilities still can (702.61b)."""
    for item in game.stack:
        if item.kind != "spell":
            continue
        spell = game.objects.get(item.source_id)
        if spell is not None and characteristics(game, spell).has_keyword("split_second"):
            raise IllegalAction("split_second", f"{display(game, spell)} has split second and is on the stack, so {what}")


def _activate(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    c, ab = _find_ability(game, player, obj, a.ability)
    if is_mana_ability(ab):
        if a.targets:
            raise IllegalAction("mana_ability_definition", f"{display(game, obj)}'s ability is a mana ability, which has no target")
        activate_mana_ability(game, player, obj, a.ability, a.choice, pay=a.pay)
        game.passes = 0
        from .priority import give_priority
        give_priority(game, player.index, "mana_ability_resolves_immediately",
                      f"{player.name} had priority before the mana ability, so they have it after it resolves")
        return
    _check_source(game, player, obj, ab)
    name = display(game, obj)
    _check_split_second(game, f"{name}'s ability can't be {game.words.activated}")
    cites = [("activated_ability_cost", f"cost: {cost_text(ab.get('cost', {}))}")]
    timing = ab.get("timing", "instant") if loyalty_cost(ab) is None else "loyalty"
    if timing == "sorcery":
        why = _sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("sorcery_speed_ability", f"{name}'s ability can be {game.words.activated} only any time its controller could {game.words.cast} a sorcery, and {why}")
        cites.append(("sorcery_speed_ability", f"{game.words.activated} at sorcery speed: own main phase, empty stack"))
    elif timing == "your_upkeep":
        if game.active != player.index or game.step != "upkeep":
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's upkeep, and it is the {where(game)} of {game.players[game.active].name}'s turn")
        cites.append(("timing_restrictions", f"{game.words.activated} during its controller's upkeep, as the ability requires"))
    elif timing == "your_turn_before_attackers":
        before = game.phase in ("beginning", "precombat_main") or (game.phase == "combat" and game.step == "beginning_of_combat")
        if game.active != player.index or not before:
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's turn, before attackers are declared, and it is the {where(game)} of {game.players[game.active].name}'s turn")
        cites.append(("timing_restrictions", f"{game.words.activated} during its controller's turn before attackers are declared, as the ability requires"))
    elif timing == "your_turn":
        if game.active != player.index:
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's turn, and it is {game.players[game.active].name}'s turn")
        cites.append(("timing_restrictions", f"{game.words.activated} during its controller's turn, as the ability requires"))
    elif timing == "instant":
        cites.append(("instant_speed", f"an activated ability can be {game.words.activated} any time its player has priority"))
    loyalty = loyalty_cost(ab)
    if loyalty is not None:
        cites = check_loyalty_ability(game, player, obj, ab, name) + cites
    if ab.get("once_each_turn"):
        if obj.ability_uses.get(a.ability, 0) >= 1:
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} only once each turn and was already {game.words.activated} this turn (the restriction stays with the object even if its controller changed)")
        cites.append(("restriction_survives_control_change", "its first use this turn"))
    cites += _only_if(game, player, obj, ab, name)  # "Activate only if ..." (602.5b; 2007 403.3)
    cites += activation_limits.check(game, player, obj, a.ability, ab, name)  # "no more than twice each turn", "only if you control ..."
    cites += activation_limits.any_player_may(game, player, obj, ab)  # "Any player may activate this ability" (403.2 / 602.2)
    cites += _check_tap_symbol(game, obj, c, ab)
    if ab.get("zone") == "graveyard":
        cites.append((outside_play_zone_concept(ab), "the ability works only from the graveyard"))
    elif ab.get("ninjutsu"):  # 502.43a; 2026 702.49a
        cites.append(("ninjutsu", "ninjutsu works only while the card is in its owner's hand"))
    elif ab.get("zone") == "hand":  # "Discard this card" can be paid only from the hand (402.8e / 113.6j)
        cites.append((outside_play_zone_concept(ab), "its cost discards the card, so the ability works from the hand"))
        search = next((st for st in ab.get("effect", ()) if st.get("do") == "search_library"), None)
        if search is not None and (search.get("for") or {}).get("same_mana_value_as"):
            cites.append(("transmute", "transmute: the card is discarded to search for a card with its mana value"))
        elif ab.get("cycling") and search is None:
            cites.append(("cycling", "a cycling ability works only while the card is in its owner's hand"))
        elif ab.get("cycling") and (game.words.today or "Basic" not in (search.get("for") or {}).get("supertypes", ())):
            cites.append(("landcycling", "a variant of cycling: the card is discarded to search the library"))
    # 409.1a-c: announce, X, targets
    cost = ab.get("cost", {})
    mcost = parse_cost(cost.get("mana"))
    if mcost.x_count and (a.x is None or a.x < 0):
        raise IllegalAction("announce_mode_and_x", "the ability has {X} in its cost: announce X", "playing_spell_steps")
    specs, steps = tuple(ab.get("targets", ())), tuple(ab.get("effect", ()))
    if ab.get("modes"):  # a modal ability: its mode is announced (409.1b; 2026 602.2b, 601.2b)
        from .modes import for_activation
        specs, steps, said = for_activation(ab, a.mode, f"{name}'s ability")
        cites.append(said)
    targets = _choose_targets(game, specs, a.targets, None, f"{name}'s ability", source_id=obj.id, controller=player.index)
    cites += up_to_cites(specs, targets)
    item_id = game.new_id("a")
    source_zcc = obj.zcc
    # 409.1a-f are done: the ability is on the stack before its costs are paid
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{player.name} {game.words.activates} {name}'s ability{tg}: \"{ab.get('text', '')}\"; it goes on the stack.",
         *cites, ("spell_goes_on_stack", "an activated ability goes on top of the stack" if game.words.today
                   else "a played activated ability goes on top of the stack"))
    # 409.1g-h: mana abilities, then costs
    spare = obj.id if cost.get("tap") or cost.get("sacrifice") == "self" else None
    from .restricted_mana import AbilityOf  # a Powerstone's mana, "only to activate abilities" mana (2026 111.10h, 106.6)
    _pay_mana_cost(game, player, a, mcost, f"{name}'s ability", spare, spell=AbilityOf(c))
    pay_other_costs(game, player, obj, cost, a.pay or {}, f"{name}'s ability")
    returned = ()
    if ab.get("ninjutsu"):  # its cost returns an unblocked attacker (502.43a; 2026 702.49a)
        from .ninjutsu import pay_return
        returned = pay_return(game, player, obj, a.pay or {}, name)
    if loyalty is not None:
        pay_loyalty(game, obj, ab, name)
    if ab.get("cycling"):  # "When you cycle this card" (702.29c)
        from .effects.library import cycled
        cycled(game, player, obj)
        from .discard_triggers import card_cycled  # "Whenever you cycle a card" (702.29a; 2007 502.18a)
        card_cycled(game, obj, player.index, typecycling=any(st.get("do") == "search_library" for st in ab.get("effect", ())))
    if obj.zone == "in_play" and activation_limits.counts_uses(ab):
        obj.ability_uses = {**obj.ability_uses, a.ability: obj.ability_uses.get(a.ability, 0) + 1}
        game.used_this_turn = game.used_this_turn + (obj.id,)
    item = StackItem(id=item_id, kind="activated", controller=player.index, name=name, text=ab.get("text", ""),
                     source_id=obj.id, source_zcc=source_zcc, effect=steps, targets=targets,
                     target_specs=specs, x=a.x, mode=a.mode if ab.get("modes") else None,
                     data=((("choice", a.choice),) if a.choice else ()) + (("ability", ab),) + returned)
    game.push(item)
    emit(game, f"{name}'s ability has been {game.words.activated}: its costs are paid.",
         ("spell_becomes_played", f"all the steps of {game.words.activating} it were completed"))
    from .ward import became_targets  # its targets became targets as they were chosen (602.2b, 601.2c)
    became_targets(game, item_id, player.index, targets, spell=False)
    after_action(game, player.index, f"{game.words.activated} an ability")


def _turn_face_up(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    if obj.zone != "in_play" or not obj.face_down:
        raise IllegalAction("turn_face_up_special_action", f"{a.object} is not a face-down permanent")
    if obj.controller != player.index:
        raise IllegalAction("turn_face_up_special_action", f"only the controller of a face-down permanent can turn it face up")
    # 503 (2007): a face-down permanent that became a copy turns up as the copy,
    # for the copy's morph cost; a copy of a card without morph can't be turned up this way
    face_up = copiable_card(game, obj, face_up=True)
    morph = next((ab for ab in face_up.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "morph"), None)
    if morph is None:
        raise IllegalAction("morph_turn_face_up", f"{face_up.get('name')} has no morph cost to pay")
    pay_mana(game, player, parse_cost(morph.get("cost")), 0, (a.pay or {}).get("mana"), "the morph cost", special_action_payment(game))
    obj.face_down = False
    game.characteristics_changed()
    from .megamorph import as_turned_face_up  # 2026 702.37b: a +1/+1 counter as it is turned face up
    as_turned_face_up(game, obj, morph)
    emit(game, f"{player.name} turns {face_up.get('name')} face up; this special action doesn't use the stack and can't be responded to.",
         ("turn_face_up_special_action", "turning a face-down permanent face up is a special action"),
         ("morph_turn_face_up", f"the morph cost {morph.get('cost')} was paid"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    fire(game, "turned_face_up", obj=obj)
    after_action(game, player.index, "took a special action")


def _suspend(game, player, a: Action) -> None:
    """408.2k, 502.59a: remove a card with suspend from the hand with N time
    counters, paying its suspend cost; a special action, no stack."""
    obj = game.objects[a.object]
    name = display(game, obj)
    if obj.zone != "hand" or obj.owner != player.index:
        raise IllegalAction("suspend_special_action", f"{name} is not in {player.name}'s hand")
    c = characteristics(game, obj)
    kw = c.keyword_ability("suspend")
    if kw is None:
        raise IllegalAction("suspend", f"{name} has no suspend")
    if "Instant" not in c.types:
        why = _sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("suspend", f"{name} can be suspended only when it could be {game.words.cast_past} from the hand, and {why}")
    pay_mana(game, player, parse_cost(kw.get("cost")), 0, (a.pay or {}).get("mana"), f"suspending {name}", special_action_payment(game))
    game.move(obj, "removed_from_game")
    n = kw.get("count", 1)
    obj.counters = {"time": n}
    emit(game, f"{player.name} suspends {name}: it is {game.words.removed} with {n} time counter(s); this special action doesn't use the stack.",
         ("suspend_special_action", "removing a card with suspend from the hand is a special action, taken with priority"),
         ("suspend", f"suspend {n}: pay {kw.get('cost')} and {game.words.remove('it')} with {n} time counters"),
         ("suspended_card", f"it is now suspended: {game.words.removed}, with suspend and a time counter"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    after_action(game, player.index, "took a special action")


HANDLERS = {
    "suspend": _suspend,
    "play_land": _play_land,
    "play_spell": _play_spell,
    "activate_ability": _activate,
    "pass_priority": _pass,
    "turn_face_up": _turn_face_up,
    "declare_attackers": declare_attackers,
    "declare_blockers": declare_blockers,
    "assign_combat_damage": assign_combat_damage,
    "pass_until": lambda game, player, a: _pass_until(game, player, a),
}
from .plot import plot as _plot  # noqa: E402  (702.170a-b: a special action)
HANDLERS["plot"] = _plot
from .foretell import foretell as _foretell  # noqa: E402  (702.143a-b: a special action)
HANDLERS["foretell"] = _foretell


def _pass_until(game, player, a: Action) -> None:
    from .pass_until import pass_until
    pass_until(game, player, a)


def is_legal(game, a: Action) -> IllegalAction | None:
    """None if `a` is legal now, else the IllegalAction saying which rule forbids
    it. The game is left exactly as it was (the action is tried, then undone)."""
    with game.trial():
        try:
            apply(game, a)
        except IllegalAction as e:
            return e
        return None
