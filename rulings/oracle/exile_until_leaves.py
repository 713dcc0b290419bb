"""More wordings of an exile that lasts "until ~ leaves the battlefield" (the engine's
`exile_until_source_leaves`: a one-shot effect whose second one-shot effect returns the card under
its owner's control as soon as the source leaves, 2026 610.3, 610.3c; if the source has left before
it resolves, nothing is exiled, 610.3a-b; the February 2007 rules have no such rule, and the card's
own words are followed there, as removal.exile_until_leaves does):

- "you may exile target nonland permanent an opponent controls until this creature leaves the
  battlefield" (Angel of Sanctions, Suspension Field, Colossal Whale): the target is chosen as the
  ability is put on the stack (2007 410.4; 2026 603.3d), the choice made as it resolves (2007
  413.2c; 2026 608.2d); declining leaves it where it is;
- "exile up to one [other] target non-Fox creature until this creature leaves the battlefield"
  (Werefox Bodyguard, All-Fates Stalker, Earth Kingdom Jailer, Liminal Hold): zero or one target
  (2007 409.1c; 2026 601.2c, 115.6); none chosen, nothing is exiled;
- "Whenever this creature becomes blocked by a creature, exile that creature until this creature
  leaves the battlefield" (Grasping Giant): the creature of the trigger event.

Only on a permanent's ability (a spell has left the stack when the exile would end). Anything
more ("and all other nonland permanents ... with the same name", "any number of", "exile all
artifacts your opponents control until ...") stays text only."""
from __future__ import annotations

from .optional import _may
from .optional_payments import _inner
from .registry import NotUnderstood, effect_template
from .targets import PERMANENT_TARGETS
from .triggered import EVENT_CREATURE
from .up_to import up_to_targets

_UNTIL = r"until ~ leaves the battlefield"


def _on_a_permanent(eff, m) -> None:
    if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))


@effect_template(rf"you may (exile (?:another )?target [^.]+? {_UNTIL})")
def may_exile_until_leaves(eff, m):
    """ "You may exile target creature an opponent controls until ~ leaves the battlefield": the one
    instruction removal.exile_until_leaves reads, wrapped in the controller's choice on resolution."""
    _on_a_permanent(eff, m)
    inner = _inner(eff, m.group(1))
    if [s.get("do") for s in inner] != ["exile_until_source_leaves"] or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1).replace("~", "it"), effect=inner)


@effect_template(rf"exile up to one ((?:other )?target [^.]+?) {_UNTIL}")
def exile_up_to_one_until_leaves(eff, m):
    """ "Exile up to one other target non-Fox creature until ~ leaves the battlefield": one `up_to`
    target (up_to.py); "other" is other than this permanent."""
    _on_a_permanent(eff, m)
    (ref,) = up_to_targets(eff, 1, m.group(1), PERMANENT_TARGETS)
    eff.steps.append({"do": "exile_until_source_leaves", "what": ref})


@effect_template(rf"exile {EVENT_CREATURE} {_UNTIL}")
def exile_event_creature_until_leaves(eff, m):
    """ "Whenever ~ becomes blocked by a creature, exile that creature until ~ leaves the battlefield"
    (Grasping Giant): the other creature of the block (triggered.blocking_a_creature)."""
    _on_a_permanent(eff, m)
    eff.steps.append({"do": "exile_until_source_leaves", "what": "it"})
