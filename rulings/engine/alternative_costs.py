"""Keyword alternative costs paid rather than a spell's mana cost (2026 118.9, 601.2b):
dash (702.109a) and blitz (702.152a). Both came later than February 2007: under those
rules the action is refused and says so.

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

from .errors import IllegalAction
from .log import emit
from .state import DelayedTrigger, Effect, TargetRef
from .targets import display

#: the keyword alternative costs the action may choose (`pay.alternative`)
KEYWORDS = ("dash", "blitz")
HASTE = {"kind": "keyword", "keyword": "haste"}
BLITZ_DRAW = {"kind": "triggered", "trigger": {"event": "dies", "who": "self"}, "effect": [{"do": "draw", "amount": 1}],
              "text": "When this permanent is put into a graveyard from the battlefield, draw a card."}
DELAYED = {"dash": ({"do": "return_to_hand", "what": "it"}, "Return it to its owner's hand at the beginning of the next end step."),
           "blitz": ({"do": "sacrifice", "what": "it"}, "Sacrifice it at the beginning of the next end step.")}


@dataclass(frozen=True)
class Alternative:
    keyword: str
    cost: str


def chosen(game, c, pay: dict, face_down: bool, way, name: str) -> Alternative | None:
    """601.2b: the alternative cost the action announces (`pay.alternative`), or None."""
    kw = (pay or {}).get("alternative")
    if not kw:
        return None
    if kw not in KEYWORDS:
        raise IllegalAction("playing_spell_steps", f'pay.alternative: "{kw}" is not one of {", ".join(KEYWORDS)}')
    if not game.rules.applies(kw):
        raise IllegalAction("playing_spell_steps", f"pay.alternative: {kw} is later than February 2007; the {game.rules.title} "
                                                   "don't have it")
    ability = c.keyword_ability(kw)
    if ability is None:
        raise IllegalAction(kw, f"pay.alternative: {name} has no {kw}", "playing_spell_steps")
    if face_down or (way is not None and way.cost is not None):
        other = "face down" if face_down else f"with {way.keyword}"
        raise IllegalAction("one_alternative_cost", f"{name} is {game.words.cast_past} {other}: its {kw} cost can't be paid too, "
                                                    "only one alternative cost applies to a spell", "playing_spell_steps")
    return Alternative(kw, ability["cost"])


def cites(game, alt: Alternative) -> list:
    return [(alt.keyword, f"{game.words.cast_past} for its {alt.keyword} cost {alt.cost} rather than its mana cost"),
            ("one_alternative_cost", "one alternative cost is applied to the spell")]


def entered(game, obj, item) -> None:
    """The permanent the spell became has just entered: what its paid cost gives it."""
    kw = item.get("alternative")
    if kw not in KEYWORDS or obj.zone != "in_play":
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
