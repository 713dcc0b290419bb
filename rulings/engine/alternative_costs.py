"""Alternative costs paid rather than a spell's mana cost (2007 409.1b, 409.1f; 2026 118.9,
601.2b): a cost the card's text lists ("You may pay {W}{U}{B}{R}{G} rather than pay this
spell's mana cost", the keyword `alternative_cost`, optionally also returning a basic land
you control to its owner's hand, named in `pay.return`), and the keywords dash (702.109a)
and blitz (702.152a), evoke (702.74a), surge (702.117a: only if its caster has cast another
spell this turn; the engine has no teammates) and spectacle (702.137a: only if an opponent
lost life this turn). Dash, blitz, evoke, surge and spectacle came later than February 2007:
under those rules the action is refused and says so.

Evoke: "When this permanent enters, if its evoke cost was paid, its controller sacrifices
it." The trigger waits with the permanent's other abilities that triggered as it entered;
its controller orders them with `trigger_order`, where "[id]:evoke" names the evoke trigger
(by default it goes on the stack last, so it resolves first).

The action chooses one with `pay: {"alternative": "dash"}`; only one alternative cost
applies to a spell (118.9a), so not together with flashback or a face-down morph.
Dash: "If this spell's dash cost was paid, return the permanent this spell becomes to its
owner's hand at the beginning of the next end step" and "As long as this permanent's dash
cost was paid, it has haste." Blitz: "If this spell's blitz cost was paid, sacrifice the
permanent this spell becomes at the beginning of the next end step" and "As long as this
permanent's blitz cost was paid, it has haste and 'When this permanent is put into a
graveyard from the battlefield, draw a card.'" The stack item remembers which one was
paid (`alternative`); `entered` applies it as the permanent enters.
"""
from __future__ import annotations

from dataclasses import dataclass

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .state import DelayedTrigger, Effect, TargetRef
from .targets import display

#: the alternative costs the action may choose (`pay.alternative`): a printed one, dash, blitz
KEYWORDS = ("alternative_cost", "dash", "blitz", "evoke", "surge", "spectacle")
KEYWORDS += ("bestow",)  # 2026 702.103a (bestow.py)
KEYWORDS += ("emerge",)  # 2026 702.119a (emerge.py: a creature sacrificed, its mana value off the generic mana)
KEYWORDS += ("overload",)  # 2026 702.96a (overload.py: no targets, the instructions of its changed text)
EVOKE_TEXT = "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
#: the keyword's "what": what a printed alternative cost also does: "basic_land" (return a basic
#: land), "return:Island", "sacrifice:Mountain" (`count` of them: "two Islands"), "tap:creature"
#: (an untapped creature you control), "sacrifice:creature", or "pay_life" (`count` life); the
#: action names the permanents in `pay.return` / `pay.sacrifice` / `pay.tap`. Its "if_you_control":
#: a land type the player must control ("If you control a Plains, you may ...").
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
WHATS = ("basic_land", "pay_life", "tap:creature", "sacrifice:creature",
         *(f"{verb}:{t}" for verb in ("return", "sacrifice") for t in LAND_TYPES))
from .exile_from_hand_costs import WHATS as _EXILE_WHATS  # noqa: E402  "exile:red": cards exiled from the hand (exile_from_hand_costs.py)
WHATS += _EXILE_WHATS


def other_part(what: str | None) -> tuple[str, str | None] | None:
    """("return" | "sacrifice" | "tap" | "pay_life", the land type, "creature", or None for a basic land), or None."""
    if not what:
        return None
    if what == "basic_land":
        return "return", None
    if what == "pay_life":
        return "pay_life", None
    verb, _, subtype = what.partition(":")
    return verb, subtype
HASTE = {"kind": "keyword", "keyword": "haste"}
BLITZ_DRAW = {"kind": "triggered", "trigger": {"event": "dies", "who": "self"}, "effect": [{"do": "draw", "amount": 1}],
              "text": "When this permanent is put into a graveyard from the battlefield, draw a card."}
DELAYED = {"dash": ({"do": "return_to_hand", "what": "it"}, "Return it to its owner's hand at the beginning of the next end step."),
           "blitz": ({"do": "sacrifice", "what": "it"}, "Sacrifice it at the beginning of the next end step.")}


@dataclass(frozen=True)
class Alternative:
    keyword: str
    cost: str
    returns: str | None = None  # the keyword's "what" (other_part)
    count: int = 1
    if_you_control: str | None = None
    if_an_opponent_controls: str | None = None
    life: int = 0  # "You may pay 1 life and exile a blue card from your hand rather than ..." (exile_from_hand_costs.py)  # "If an opponent controls a Swamp and you control a Plains" (alternative_cost_conditions.py)


def chosen(game, c, pay: dict, face_down: bool, way, name: str, player=None) -> Alternative | None:
    """601.2b: the alternative cost the action announces (`pay.alternative`), or None."""
    kw = (pay or {}).get("alternative")
    if not kw:
        return None
    if kw not in KEYWORDS:
        raise IllegalAction("playing_spell_steps", f'pay.alternative: "{kw}" is not one of {", ".join(KEYWORDS)}')
    if (pay or {}).get("return") and kw != "alternative_cost":
        raise IllegalAction("playing_spell_steps", f"pay.return: {name}'s {kw} cost returns nothing")
    if (pay or {}).get("sacrifice") and kw not in ("alternative_cost", "emerge"):  # emerge: the creature sacrificed (emerge.py)
        raise IllegalAction("playing_spell_steps", f"pay.sacrifice: {name}'s {kw} cost sacrifices nothing")
    if not game.rules.applies(kw):
        raise IllegalAction("playing_spell_steps", f"pay.alternative: {kw} is later than February 2007; the {game.rules.title} "
                                                   "don't have it")
    ability = c.keyword_ability(kw)
    if ability is None:
        what = "alternative cost in its text" if kw == "alternative_cost" else kw
        raise IllegalAction(kw, f"pay.alternative: {name} has no {what}", "playing_spell_steps")
    if kw == "surge" and player is not None and not player.spells_cast_this_turn:
        raise IllegalAction("surge", f"pay.alternative: {name}'s surge cost can be paid only if {player.name} has {game.words.cast_past} "
                                     "another spell this turn, and they haven't", "playing_spell_steps")
    if kw == "spectacle" and player is not None and not any(p.lost_life_this_turn for p in game.players if p is not player):
        raise IllegalAction("spectacle", f"pay.alternative: {name}'s spectacle cost can be paid only if an opponent of {player.name} "
                                         "lost life this turn, and none has", "playing_spell_steps")
    if face_down or (way is not None and way.cost is not None):
        other = "face down" if face_down else f"with {way.keyword}"
        raise IllegalAction("one_alternative_cost", f"{name} is {game.words.cast_past} {other}: its {kw} cost can't be paid too, "
                                                    "only one alternative cost applies to a spell", "playing_spell_steps")
    needed = ability.get("if_you_control")
    if needed == "commander" and player is not None:  # "If you control a commander, you may cast this spell without paying its mana cost"
        from .commander import check_controls_a_commander
        check_controls_a_commander(game, player, name)
    elif needed and player is not None and not any(needed in characteristics(game, o).subtypes for o in game.in_play(player.index)):
        raise IllegalAction("alternative_cost", f"pay.alternative: {name}'s alternative cost can be paid only if {player.name} controls "
                                                f"{'an' if needed[0] in 'AEIOU' else 'a'} {needed}, and they don't", "playing_spell_steps")
    from .alternative_cost_conditions import check
    check(game, player, ability, name)  # "If an opponent controls a Swamp and you control a Plains, ..."
    from .exile_from_hand_costs import check_turn
    check_turn(game, player, ability, name)  # "If it's not your turn, you may exile a blue card from your hand ..."
    return Alternative(kw, ability["cost"], ability.get("what"), int(ability.get("count", 1)), needed, ability.get("if_an_opponent_controls"),
                       int(ability.get("also_life", 0)))


def other_words(alt: Alternative) -> str:
    """ "returning a basic land you control to its owner's hand", "sacrificing two Mountains", "paying 4 life"."""
    verb, subtype = other_part(alt.returns)
    if verb == "pay_life":
        return f"paying {alt.count} life"
    what = "a basic land" if subtype is None else (f"{'an' if subtype[0] in 'AEIOU' else 'a'} {subtype}" if alt.count == 1
                                                   else f"{alt.count} {subtype}s")
    if verb == "tap":
        return "tapping an untapped creature you control"
    return f"returning {what} you control to its owner's hand" if verb == "return" else f"sacrificing {what}"


def cites(game, alt: Alternative, player=None) -> list:
    if alt.if_you_control == "commander" and player is not None:  # "If you control a commander, you may cast ... without paying"
        from .commander import free_cast_cites
        return free_cast_cites(game, player)
    if alt.if_an_opponent_controls and player is not None:  # "If an opponent controls a Swamp and you control a Plains, ..."
        from .alternative_cost_conditions import cites as legate_cites
        return legate_cites(game, alt, player)
    what = "the alternative cost in its text" if alt.keyword == "alternative_cost" else f"its {alt.keyword} cost"
    if (alt.returns or "").startswith("exile:"):  # cards exiled from the hand (exile_from_hand_costs.py)
        from .exile_from_hand_costs import words
        also = f" and {words(game, alt)}"
    else:
        also = f" and {other_words(alt)}" if alt.returns else ""
    return [(alt.keyword, f"{game.words.cast_past} for {what}, {alt.cost}{also}, rather than its mana cost"),
            ("one_alternative_cost", "one alternative cost is applied to the spell")]


def payable_with(game, player, what: str | None) -> list:
    """The permanents the player controls that the printed cost may return or sacrifice."""
    part = other_part(what)
    if part is None or part[0] == "pay_life":
        return []
    verb, subtype = part
    if verb == "exile":  # cards of a color in the hand (exile_from_hand_costs.py)
        from .exile_from_hand_costs import in_hand
        return in_hand(game, player, subtype)
    if subtype == "creature":
        return [o for o in game.in_play(player.index) if characteristics(game, o).is_creature and not (verb == "tap" and o.tapped)]
    return [o for o in game.in_play(player.index) if "Land" in (c := characteristics(game, o)).types
            and ("Basic" in c.supertypes if subtype is None else subtype in c.subtypes)]


def pay_other(game, player, alt: Alternative, pay: dict, name: str) -> None:
    """601.2h (409.1h): the non-mana part of a printed alternative cost: the permanents named in
    `pay.return` go to their owner's hand, or those named in `pay.sacrifice` are sacrificed."""
    part = other_part(alt.returns)
    if part is None:
        return
    from .zones import leave_play
    verb = part[0]
    if verb == "exile":  # "You may exile a red card from your hand rather than ..." (exile_from_hand_costs.py)
        from .exile_from_hand_costs import pay as pay_exile
        pay_exile(game, player, alt, pay, name)
        return
    if verb == "pay_life":  # 2026 119.4: a player pays life only if their life total is at least the payment
        if player.life < alt.count:
            raise IllegalAction("alternative_cost", f"{player.name} has {player.life} life and can't pay {alt.count} life",
                                "illegal_action_reversed")
        player.life = player.life - alt.count
        emit(game, f"{player.name} pays {alt.count} life to pay {name}'s alternative cost.",
             ("alternative_cost", "the alternative cost in the card's text is paid rather than its mana cost"))
        return
    chosen = list((pay or {}).get(verb) or ())
    eligible = payable_with(game, player, alt.returns)
    if len(chosen) != alt.count or len(set(chosen)) != len(chosen) or any(game.objects.get(o) not in eligible for o in chosen):
        raise IllegalAction("alternative_cost", f"{name}'s alternative cost is paid by {other_words(alt)}, named in "
                                                f"\"pay\": {{\"{verb}\": [...]}} (given: {', '.join(chosen) or 'none'})",
                            "illegal_action_reversed")
    names = [display(game, game.objects[o]) for o in chosen]
    for o in chosen:
        if verb == "tap":
            from .triggers import fire
            game.objects[o].tapped = True
            fire(game, "becomes_tapped", obj=game.objects[o])
        else:
            leave_play(game, game.objects[o], "hand" if verb == "return" else "graveyard", "returned" if verb == "return" else "sacrifice")
    done = {"return": "returns", "sacrifice": "sacrifices", "tap": "taps"}[verb]
    emit(game, f"{player.name} {done} {', '.join(names)} to pay {name}'s alternative cost.",
         ("alternative_cost", "the alternative cost in the card's text is paid rather than its mana cost"))


def entered(game, obj, item) -> None:
    """The permanent the spell became has just entered: what its paid cost gives it."""
    kw = item.get("alternative")
    if kw == "evoke" and obj.zone == "in_play":
        _evoke_trigger(game, obj, item)
        return
    if kw not in DELAYED or obj.zone != "in_play":
        return
    name = display(game, obj)
    gains = [HASTE] + ([BLITZ_DRAW] if kw == "blitz" else [])
    game.effects = game.effects + tuple(Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc, (("ability", ab),), None, name)
                                        for ab in gains)
    game.characteristics_changed()
    step, text = DELAYED[kw]
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "end_of_turn", (step,), TargetRef("object", obj.id, obj.zcc),
                                                  item.controller, obj.id, name, text, None),)
    has = "haste" + (' and "When this permanent is put into a graveyard from the battlefield, draw a card."' if kw == "blitz" else "")
    emit(game, f"Its {kw} cost was paid: {name} has {has}; \"{text}\"",
         (kw, f"a permanent whose {kw} cost was paid has {has} and a delayed ability at the next end step"),
         ("delayed_trigger_created", f"{kw} creates an ability that triggers at the beginning of the next end step"))


def _evoke_trigger(game, obj, item) -> None:
    """702.74a: the evoke trigger, waiting for priority with the other abilities that triggered
    as the permanent entered (603.3b: its controller orders them)."""
    from .state import PendingTrigger
    name = display(game, obj)
    game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, name, EVOKE_TEXT,
                                                  ({"do": "sacrifice", "what": "it"},),
                                                  data=(("it", TargetRef("object", obj.id, obj.zcc)), ("keyword", "evoke"))),)
    emit(game, f"{name}'s evoke ability triggers: its evoke cost was paid.",
         ("evoke", "a permanent whose evoke cost was paid is sacrificed when it enters"))


def order_key(pt) -> str:
    """The name `trigger_order` gives a waiting trigger: its source, or "[source]:evoke"."""
    return f"{pt.source_id}:evoke" if ("keyword", "evoke") in pt.data else pt.source_id
