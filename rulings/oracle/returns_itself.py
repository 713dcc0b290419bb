"""Cards that return themselves from their owner's graveyard when something happens:
"Whenever you cast a creature spell, you may pay {G}{G}. If you do, return this card from your
graveyard to your hand" (Masked Admirers), "Whenever a Dragon you control enters, you may pay {R}.
If you do, return this card from your graveyard to your hand" (Spit Flame, an instant), "Landfall —
Whenever a land you control enters, you may pay {4}{R}{R}. If you do, return this card from your
graveyard to the battlefield" (Akoum Firebird).

The ability's effect moves its own card out of the graveyard, so it functions only there (2007
402.8g; 2026 113.6m) and triggers only while the card is in its owner's graveyard
(rulings/engine/graveyard_triggers.py, which also keeps the new-object rule: a card that left the
graveyard before the ability resolves is a new object, 2007 217.1c / 2026 400.7, and stays where
it is). Its trigger condition is read by the same templates as any other (compiled with a
placeholder effect), and kept only if the engine's graveyard triggers see that event (a step
begins, a permanent enters, a spell is cast) and it names no object the card in the graveyard
can't be (the trigger "~ enters" or "~ attacks" is the permanent's, not the card's).
from_graveyard.graveyard_trigger keeps its own few conditions; this module reads the others,
and the "you may pay [cost]. If you do," before the return (the engine's may with pay_mana /
pay_life: the choice is made on resolution, 2007 413.2c, 2026 608.2d)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

#: the events rulings/engine/graveyard_triggers.py fires for a card in a graveyard ("dies": its leaves_play, looked back at)
GRAVEYARD_EVENTS = ("beginning_of_step", "comes_into_play", "plays_spell", "dies")
_PLACEHOLDER = "you gain 1 life."
_MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"

RETURNS = (r"((?:[A-Z][\w'-]*(?: [\w'-]+)* — )?(?:When|Whenever|At) [^,\"]+), (if [^,\"]+, )?(?:you may pay (" + _MANA + r"|\d+ life)\. If you do, |(you may ))?"
           r"return (?:~|this card) from your graveyard to (your hand|the battlefield|the battlefield tapped)\.")


def _trigger_of(card, head: str, condition: str = "") -> tuple[dict, dict | None]:
    """The engine's trigger condition for `head` (and its intervening "if", 2007 404.3 / 2026
    603.4), read by the ability templates with a placeholder effect; NotUnderstood unless it is
    one a card in a graveyard can see."""
    head = re.sub(r"^[A-Z][\w'-]*(?: [\w'-]+)* — ", "", head)  # an ability word has no rules meaning (2026 207.2c)
    if re.search(r"~|this card|\bit\b", head + condition):
        raise NotUnderstood(head)  # the permanent's own event, "while this card is in your graveyard", "if it's ..."
    paragraph = f"{head}, {condition}{_PLACEHOLDER}"
    found = read_by_others(card, paragraph, lambda _family, fn: fn is graveyard_return)
    if not found or len(found) != 1:
        raise NotUnderstood(head)
    ab = found[0]
    if (ab.get("kind") != "triggered" or set(ab) - {"if"} != {"kind", "trigger", "effect"} or ab.get("zone")
            or bool(condition) != ("if" in ab)
            or ab["effect"] != [{"do": "gain_life", "amount": 1, "player": "you"}]):
        raise NotUnderstood(head)
    trigger = ab["trigger"]
    if trigger.get("event") not in GRAVEYARD_EVENTS or trigger.get("who") in ("self", "equipped", "enchanted") \
            or trigger.get("spell") == "targets_this" or any(v == "self" for v in trigger.values()):
        raise NotUnderstood(head)
    return dict(trigger), ab.get("if")


def returns_itself(card, plain: str) -> list[dict] | None:
    """The graveyard ability of `plain`, or None if it is not one of these."""
    m = re.fullmatch(RETURNS, plain)
    if m is None:
        return None
    trigger, condition = _trigger_of(card, m.group(1), m.group(2) or "")
    to = m.group(5)
    if to == "your hand":
        step = {"do": "return_to_hand_from_graveyard", "what": "self"}
    elif not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or "Aura" in card.subtypes:
        raise NotUnderstood(plain)  # only a permanent card; an Aura would need something to enchant (303.4g)
    else:
        step = {"do": "return_to_play", "what": "self", **({"tapped": True} if to.endswith("tapped") else {})}
    text = "return it from the graveyard to " + ("its owner's hand" if to == "your hand" else to)
    if m.group(3):
        cost = m.group(3)
        pay = {"pay_life": int(cost.split()[0])} if cost.endswith("life") else \
            {"pay": int(cost[1:-1])} if re.fullmatch(r"\{\d+\}", cost) else {"pay_mana": cost}
        effect = [{"do": "may", "text": f"pay {cost}", **pay, "effect": [], "then": [step]}]
    elif m.group(4):
        effect = [{"do": "may", "text": text, "effect": [step]}]
    else:
        effect = [step]
    return [{"kind": "triggered", "zone": "graveyard", "trigger": trigger, **({"if": condition} if condition else {}), "effect": effect}]


@ability_template(RETURNS)
def graveyard_return(card, m):
    found = returns_itself(card, m.group(0))
    if not found:
        raise NotUnderstood(m.group(0))
    return found
