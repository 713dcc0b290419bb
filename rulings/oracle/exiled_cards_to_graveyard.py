""" "When this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do,
[effect]." (the processors: Mind Raker, Murk Strider, Ulamog's Reclaimer, Wasteland Strangler): the engine's
put_exiled_card_into_graveyard (rulings/engine/exiled_cards_to_graveyard.py) inside a `may` whose `then` is the
effect after "If you do" (its targets chosen as the ability is put on the stack, 2007 410.4 / 2026 603.3d; the
choice made as it resolves, 2007 413.2c / 2026 608.2d). "Otherwise, ..." (Processing Plant) and the cost "Put a card an
opponent owns from exile into that player's graveyard" (Oracle of Dust) stay text only."""
from __future__ import annotations

from .registry import Effect, NotUnderstood, ability_template, parse_branch

PUT = "put a card an opponent owns from exile into that player's graveyard"


@ability_template(rf"When ~ enters, you may {PUT}\. If you do, ([^\"]+)\.")
def processor_enters(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff = Effect(card)
    then = parse_branch(eff, m.group(1))
    if not then or any(s.get("do") == "may" for s in then) or "." in m.group(1):
        raise NotUnderstood(m.group(0))
    ab = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
          "effect": [{"do": "may", "text": PUT, "effect": [{"do": "put_exiled_card_into_graveyard"}], "then": then}]}
    if eff.targets:
        ab["targets"] = eff.targets
    return [ab]
