"""Casting a spell (2007 "playing" it, 409.1; 2026 601.2): announced and moved to the stack, its
modes, X and targets chosen, its total cost determined and paid, and then it is cast."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..mana import parse_cost
from ..planeswalkers import refuse_under_2007
from ..priority import after_action
from ..state import StackItem
from ..targets import display, ref_display, up_to_cites
from .action import Action
from .choosing_targets import choose_targets
from .paying import pay_mana_cost
from .timing import check_split_second, sorcery_timing_ok, spell_timing
from .total_cost import add_costs, alternative_cost, mark_flashback, pay_costs_besides_mana, spell_cost


#: what restricted mana sees of a spell cast face down: a colorless creature spell with no name or subtype (2007 504.2; 2026 708.2)
FACE_DOWN_SPELL = type("FaceDownSpell", (), {"types": ("Creature",), "colors": (), "subtypes": (), "supertypes": ()})()


@dataclass
class _Casting:
    """What casting one spell has settled so far, step by step (2007 409.1a-i; 2026 601.2a-i)."""
    player: object
    a: Action
    obj: object
    c: object  # its characteristics (a bestowed spell's once it is announced, 702.103b)
    name: str
    card: dict
    way: object = None  # cast from the graveyard: flashback, escape, retrace, jump-start (graveyard_casting)
    permission: dict | None = None  # an effect that lets it be cast from elsewhere (2007 103.1; 2026 601.3)
    alt: object = None  # an alternative cost the card or a keyword gives (alternative_costs)
    more: tuple | None = None  # "as though it had flash if you pay {2} more": (the cost, its cites)
    cites: list = field(default_factory=list)
    specs: tuple = ()
    steps: tuple = ()
    division: tuple = ()  # damage or prevention "divided as you choose": what the stack remembers of it
    sacrificed_at_cleanup: bool = False  # "If you cast it any time a sorcery couldn't have been cast, ..." (casting_permissions)


@dataclass
class _TotalCost:
    """The total cost determined (2007 409.1f; 2026 601.2f) and what the spell remembers of its parts."""
    total: str | None
    cost: object  # parsed
    kicker: str | None
    bought_back: bool
    copies_paid: tuple
    warp: str | None


def cast_spell(game, player, a: Action) -> None:
    k = _may_cast(game, player, a)
    _announce(game, k)
    total = _determine_total_cost(game, k)
    targets = _choose_targets(game, k, total)
    from ..graveyard_leaving import one_graveyard_event
    with one_graveyard_event(game):  # the cards the costs move out of a graveyard (delve) leave it at once
        _pay_total_cost(game, k, total, targets)
    from ..overload import changed_text  # 2026 702.96a: an overloaded spell's text says "each" for "target"
    from ..splice import spliced_text  # 502.40a / 702.47a: and the spliced cards' text after its own
    item = StackItem(id=k.obj.id, kind="spell", controller=player.index, name=display(game, k.obj), text=spliced_text(game, a, changed_text(k.alt, chosen_text(k.card, a))),
                     source_id=k.obj.id, source_zcc=k.obj.zcc, effect=k.steps, targets=targets, target_specs=k.specs,
                     x=a.x, mode=a.mode, data=_remembered(game, k, total))
    game.push(item)
    emit(game, f"{k.name} has been {game.words.cast_past}: its cost is paid.",
         ("spell_becomes_played", f"all the steps of {game.words.casting} it were completed"))
    _becomes_cast(game, k, item, targets)


def chosen_text(card: dict, a: Action) -> str:
    """The spell's text as the stack remembers it: of a modal spell, the modes announced only
    (409.1b / 601.2b: the others are not part of the spell), each after its bullet."""
    text = card.get("text", "")
    modes = card.get("modes")
    chosen = a.modes if a.modes is not None else ([a.mode] if a.mode is not None else None)
    if not modes or chosen is None or a.face_down:
        return text
    import re
    kept = [line for line in text.split("\n") if not line.startswith("•") and not re.match(r"Choose .*—$", line.strip())]
    return "\n".join(kept + [f"• {modes[i].get('text', '')}" for i in sorted(set(chosen)) if 0 <= i < len(modes)])


def _may_cast(game, player, a: Action) -> _Casting:
    """Before anything moves (2007 409.1; 2026 601.3): where the card may be cast from, whether it
    may be cast now, and the reasons to cite for its timing."""
    obj = game.objects[a.object]
    c = characteristics(game, obj)
    from .. import graveyard_casting  # flashback (502.22a; 2026 702.34a), retrace (702.81a), jump-start (702.133a)
    way = graveyard_casting.way_to_cast(game, obj, c, display(game, obj)) if obj.zone == "graveyard" and obj.owner == player.index else None
    from ..play_from_exile import permission_to_play
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
    check_split_second(game, f"{name} can't be {game.words.cast_past}")
    refuse_under_2007(game, c, name)
    from ..free_cast import refuse_later_keyword
    refuse_later_keyword(game, c, name, card)  # cascade, rebound, discover: 2026 only (702.85, 702.88, 701.57)
    from .. import alternative_costs  # dash (702.109a), blitz (702.152a): paid rather than the mana cost (118.9)
    alt = alternative_costs.chosen(game, c, a.pay, a.face_down, way, name, player)
    from ..casting_restrictions import flash_for_more  # "... as though it had flash if you pay {2} more" (601.3c; 2007 409.1f)
    more = flash_for_more(game, player, c, name, a.face_down, sorcery_timing_ok)
    from ..casting_permissions import flash_timing  # "as though it had flash" (2026 101.1, 702.8a; 2007 103.1, 502.57a)
    flashed = None if more else flash_timing(game, player, c, name, a.face_down, sorcery_timing_ok)
    timing = list(more[1]) if more else list(flashed[0]) if flashed else spell_timing(game, player, c, name, a.face_down)
    from ..casting_restrictions import check as cast_only  # "Cast this spell only during combat" (601.3; 2007 408.1a)
    timing += cast_only(game, player, c, name, a.face_down)  # and "can't cast more than one spell each turn" (101.2 / 103.2)
    if permission is not None and permission.get("sorcery_timing"):  # a plotted card (702.170d)
        why = sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("plot", f"a plotted card is {game.words.cast_past} only during its owner's main phase while the "
                                        f"stack is empty, and {why}")
    k = _Casting(player, a, obj, c, name, card, way, permission, alt, more, timing)
    k.sacrificed_at_cleanup = bool(flashed and flashed[1])  # Lightning Reflexes: cast when a sorcery couldn't have been
    return k


def _announce(game, k: _Casting) -> None:
    """2007 409.1a; 2026 601.2a: the card moves from where it is to the stack."""
    from .. import graveyard_casting
    from ..play_from_exile import cites_for
    obj, a, name, way, permission = k.obj, k.a, k.name, k.way, k.permission
    game.move(obj, "stack", controller=k.player.index)
    if a.face_down:
        obj.face_down = True
    if k.alt is not None and k.alt.keyword == "bestow":  # 2026 702.103b: an Aura spell with enchant creature
        from ..bestow import become_bestowed
        k.c = become_bestowed(game, obj)
    if (a.pay or {}).get("prototype"):  # 2026 702.160a, 718.3: its alternative mana cost, power and toughness
        from ..prototype import cast_prototyped
        from ..continuous import characteristics
        cast_prototyped(game, obj, name)
        k.c = characteristics(game, obj)
    origin = "graveyard" if way else "hand" if permission is None else ("exile" if game.words.today else "removed-from-the-game zone")
    k.cites = [("announce_move_to_stack", f"{name} moves from the {origin} to the stack")] + k.cites
    if permission is not None:
        k.cites += cites_for(game, name, permission, land=False)
    if way is not None:
        k.cites += graveyard_casting.announce(game, obj, way, name)
    flashback = way.cost if way is not None and way.keyword == "flashback" else None
    if flashback:
        mark_flashback(game, obj, name)
        k.cites.append(("flashback", f"{game.words.cast_past} from the graveyard by paying its flashback cost {flashback} rather than its mana cost"))


def _determine_total_cost(game, k: _Casting) -> _TotalCost:
    """The modes announced (409.1b / 601.2b), then the total cost (409.1f / 601.2f): the mana cost
    or one alternative cost, plus every additional cost and cost increase; X announced."""
    a, c, card, name, cites = k.a, k.c, k.card, k.name, k.cites
    k.specs, k.steps = announce_modes(game, a, card, c, name, cites)  # 409.1b: mode and X
    from ..emerge import emerged  # 2026 702.119a: the emerge cost reduced by the sacrificed creature's mana value
    k.alt = emerged(game, k.player, k.alt, a.pay, name, cites)
    other_cost, warp = alternative_cost(game, a, c, name, k.way, k.permission, k.alt, cites)
    from ..overload import overloaded  # 2026 702.96a-b: "target" becomes "each", no targets
    k.specs, k.steps = overloaded(game, k.alt, c, name, k.specs, k.steps, cites)
    from ..awaken import awakened  # 702.113a-b: the awaken cost, its target and its spell ability
    k.specs, k.steps, awaken_cost = awakened(game, a, c, name, other_cost, k.specs, k.steps, cites)
    total, kicker = spell_cost(game, a, c, name, other_cost or awaken_cost, cites)
    from ..splice import spliced  # 502.40a; 2026 702.47a: the spliced cards' text and their splice costs
    k.specs, k.steps, splice_cost = spliced(game, k.player, a, c, name, k.specs, k.steps, cites)
    total = add_costs(total, splice_cost) if splice_cost else total
    if k.more:
        total = add_costs(total, k.more[0])
    if card.get("modes") and not a.face_down:  # entwine, escalate: more modes for an additional cost
        from ..mode_costs import extra_cost
        extra = extra_cost(game, card, c, a.modes if a.modes is not None else None, name, cites)
        if extra:
            total = add_costs(total, extra)
    from ..buyback import add_buyback  # 502.16a; 2026 702.27a
    total, bought_back = add_buyback(game, c, total, a.pay, a.face_down, name, cites)
    from ..additional_costs import with_mana_instead  # "sacrifice a creature or pay {3}{B}"
    total = with_mana_instead(game, card, total, a.pay, a.face_down, name, cites)
    from ..offspring import add_paid  # offspring, squad (2026: 702.175a, 702.157a)
    total, copies_paid = add_paid(game, c, total, a.pay, a.face_down, name, cites)
    from ..replicate import add_replicate  # 502.52a; 2026 702.56a
    total, replicated = add_replicate(game, c, total, a.pay, a.face_down, name, cites)
    copies_paid += replicated
    cost = parse_cost(total)
    if cost.x_count:
        if a.x is None or a.x < 0:
            raise IllegalAction("announce_mode_and_x", f"{name} has {{X}} in its cost: announce X", "playing_spell_steps")
        cites.append(("announce_mode_and_x", f"X is announced as {a.x}"))
    from ..additional_costs import has_x as additional_has_x  # "discard X cards", "pay X life" (additional_costs.py)
    if not cost.x_count and not a.face_down and additional_has_x(card.get("additional_cost")):
        if a.x is None or a.x < 0:
            raise IllegalAction("announce_mode_and_x", f"{name} has X in its additional cost: announce X", "playing_spell_steps")
        cites.append(("announce_mode_and_x", f"X, in its additional cost, is announced as {a.x}"))
    return _TotalCost(total, cost, kicker, bought_back, copies_paid, warp)


def _choose_targets(game, k: _Casting, total: _TotalCost) -> tuple:
    """409.1c / 601.2c: its targets (an Aura spell's, what it will enchant: 2007 212.4e; 2026 303.4a), and
    what is cited for the choices made so far."""
    a, c, cites = k.a, k.c, k.cites
    if "Aura" in c.subtypes and not k.specs:
        k.specs = ("creature",)
    from ..target_filter import with_x  # "with mana value X": X announced before the targets (409.1b-c / 601.2b-c)
    k.specs = tuple(with_x(s, a.x) for s in k.specs)
    from ..x_targets import cites as x_cites, expand  # "X target creatures": X of them (409.1c / 601.2c)
    cites += x_cites(k.specs, a.x)
    k.specs, k.steps = expand(k.specs, k.steps, a.x)
    targets = choose_targets(game, k.specs, a.targets, k.obj.id, k.name, controller=k.player.index)
    if targets:
        cites.append(("choose_targets", "targets: " + ", ".join(ref_display(game, r) for r in targets)))
    cites += up_to_cites(k.specs, targets)
    from ..divided_damage import announce  # 2007 409.1e; 2026 601.2d: the division, as the targets are chosen
    k.division = announce(game, k.steps, k.specs, targets, a, k.name, cites)
    if a.face_down and (kw := c.keyword_ability("morph")) is not None and kw.get("disguise"):
        cites.append(("disguise", f"{game.words.cast_past} face down as a 2/2 creature with ward {{2}} for {{3}}"))  # 2026 702.168a
    elif a.face_down:
        cites.append(("morph", f"{game.words.cast_past} face down as a 2/2 creature for {{3}}"))
        cites.append(("face_down_characteristics", "a face-down spell has no characteristics other than those morph gives it"))
    if "Aura" in c.subtypes:
        cites.append(("aura_spell_targets", "an Aura spell targets what it will enchant"))
    cites.append(("total_cost", f"total cost {total.total or '{0}'}" + (f" with X={a.x}" if total.cost.x_count else "")))
    return targets


def _pay_total_cost(game, k: _Casting, total: _TotalCost, targets: tuple) -> None:
    """Cost reductions (affinity, convoke, improvise), then 409.1g-h / 601.2g-h: mana abilities and
    the payment, after the spell is on the stack and announced in the log."""
    a, c, name, player = k.a, k.c, k.name, k.player
    from .. import alternative_costs, cost_reduction  # affinity and convoke (502.31a, 502.46a; 2026 702.41a, 702.51a)
    reduced = cost_reduction.plan(game, player, c, total.cost, a.x or 0, {} if a.face_down else a.pay, name, spell=k.obj, targets=targets)
    k.cites += reduced.cites
    # 409.1a-f are done: the spell is on the stack before any mana is made for it
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    # a face-down spell has no name (2026 708.2 and 702.37a; 2007 504.2 and 502.26b): the log says which card it is in brackets
    shown = f"a face-down creature spell ({k.obj.id}: {name})" if a.face_down else name
    emit(game, f"{player.name} {game.words.casts} {shown}{tg}; it goes on the stack.",
         *k.cites, ("spell_goes_on_stack", f"a {game.words.cast_past} spell goes on top of the stack"))
    # 409.1g-h: mana abilities, then pay
    from .. import sunburst
    sunburst.start(game)  # the colors spent to cast it (502.37a / 702.44a)
    from ..assist import assisted  # another player pays part of the generic mana (2026 702.132a)
    reduced.cost = assisted(game, player, c, reduced.cost, {} if a.face_down else (a.pay or {}), name)
    pay_mana_cost(game, player, a, reduced.cost, name, tapping=tuple(oid for oid, _ in reduced.convoke) + tuple(reduced.improvise),
                  spell=FACE_DOWN_SPELL if a.face_down else c)  # restricted mana may pay for it (2026 106.6)
    cost_reduction.pay(game, player, reduced, name)
    if k.alt is not None:
        alternative_costs.pay_other(game, player, k.alt, a.pay or {}, name)
    if not a.face_down and (total.kicker or total.bought_back):  # "Kicker—Sacrifice a land" (additional_costs.py)
        from ..additional_costs import pay_optional_extras
        pay_optional_extras(game, player, k.obj, c, bool(total.kicker), total.bought_back, a.pay or {}, name)


def _remembered(game, k: _Casting, total: _TotalCost) -> tuple:
    """What the spell on the stack remembers of how it was cast: a choice, kicked, buyback, from the
    hand, warped, its alternative cost; and the costs besides mana, paid now (601.2h)."""
    from .. import sunburst
    a, c = k.a, k.c
    data = (("choice", a.choice),) if a.choice else ()
    if total.kicker:
        data += (("kicked", a.kicked if c.keyword_ability("multikicker") else True),)  # multikicker: how many times
    if total.bought_back:
        data += (("buyback", True),)
    if k.permission is None and k.way is None:
        data += (("from_hand", True),)
    if k.way is not None:
        data += (("from_graveyard", True),)  # "Whenever you cast a spell from your graveyard" (cast_filters.py)
    if total.warp:
        data += (("warped", True),)  # rebound: "if you cast this spell from your hand" (702.88a)
    if k.alt is not None:
        data += (("alternative", k.alt.keyword),)
    if k.sacrificed_at_cleanup:
        data += (("sacrificed_at_cleanup", True),)  # casting_permissions.after_entering
    data += total.copies_paid + pay_costs_besides_mana(game, k.player, a, k.obj, c, k.card, k.name, k.way)
    return data + sunburst.spent_on_spell(game, c) + k.division


def _becomes_cast(game, k: _Casting, item, targets: tuple) -> None:
    """409.1i / 601.2i: the spell becomes cast; what triggers on that (storm, cascade, casualty,
    conspire, "whenever you cast"), then priority again for its caster (2026 117.3c)."""
    played(game, k.obj, item, k.c)
    from ..casualty import trigger as casualty_trigger
    casualty_trigger(game, k.obj, item)  # 2026 702.153a
    from ..conspire import trigger as conspire_trigger
    conspire_trigger(game, k.obj, item)  # 2026 702.78a
    from ..replicate import trigger as replicate_trigger
    replicate_trigger(game, k.obj, item)  # 502.52a; 2026 702.56a
    from ..triggers import spell_cast
    spell_cast(game, k.player.index, k.obj, targets, mana_spent=game.mana_spent)
    from ..expend import spent_on_a_spell
    spent_on_a_spell(game, k.player.index, game.mana_spent)  # "Whenever you expend 4" (2026 700.14)
    if item.get("warped") and not game.spell_warped_this_turn:  # "a spell was warped this turn" (2026 702.185c): void_condition.py
        game.spell_warped_this_turn = True
    if any(st.get("do") == "add_mana" for st in k.steps):
        emit(game, f"{k.name} adds mana but is a spell, not a mana ability: it uses the stack and can be responded to.",
             ("spell_adding_mana_not_mana_ability", f"spells that add mana are {game.words.cast_past} and resolved like other spells"))
    after_action(game, k.player.index, f"{game.words.cast_past} a spell")


def announce_modes(game, a: Action, card: dict, c, name: str, cites: list) -> tuple:
    """409.1b / 601.2b: the mode (or modes, "Choose two —", entwine) announced, and so the
    spell's targets and instructions: (target specs, instructions)."""
    specs = tuple(card.get("targets", ()))
    steps = tuple(card.get("effect", ()))
    if a.face_down:
        return (), ()
    if card.get("choose") or (card.get("modes") and a.modes is not None):
        # "Choose two —", "Choose one or both —" (700.2; 409.1b / 601.2b); entwine (502.32a / 702.42a)
        from ..mode_costs import entwined
        from ..modes import for_spell
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


def played(game, obj, item, c) -> None:
    """Count the spell for storm, and trigger its own storm (502.30a)."""
    before = game.spells_played
    game.spells_played = before + 1
    # the caster's spells this turn (surge, 702.117a; "your second spell each turn") are counted as
    # each spell becomes cast, whatever cast it (triggers.spell_cast)
    if c.has_keyword("storm"):
        from ..effects.copies import trigger_storm
        trigger_storm(game, obj, item, before)
    if c.has_keyword("cascade"):
        from ..cascade import trigger_cascade
        trigger_cascade(game, obj, item, c)  # 702.85a, c
