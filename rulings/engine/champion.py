"""Champion (2026 702.72; later than February 2007). 702.72a: "Champion an [object]" means "When
this permanent enters, sacrifice it unless you exile another [object] you control" and "When this
permanent leaves the battlefield, return the exiled card to the battlefield under its owner's
control"; the two abilities are linked (702.72b, 607.2k): the second returns only the card the
first exiled, and only the card this object exiled (a permanent that leaves and comes back is a new
object, 400.7). Like Fiend Hunter's two abilities (effects/linked_exile.py): if the permanent leaves
before its enters ability resolves, the leaves ability resolves first and returns nothing, and a card
exiled afterwards stays exiled.

The keyword: `{"kind": "keyword", "keyword": "champion", "what": {"types": ["Creature"]}}` (or
`"subtypes": ["Goblin", "Shaman"]`, any of them: "Champion a Goblin or Shaman"). Whether to exile,
and which permanent, is chosen as the enters ability resolves (608.2d), the resolving action's
`choices` for the permanent with champion: `{"id": {"pays": true, "cards": ["exiled_id"]}}`, another
permanent of that kind its controller controls; without `pays` it is sacrificed (if it is still a
permanent they control). Under the 2007 rules champion doesn't trigger (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect, permanent, run
from .errors import IllegalAction
from .log import emit
from .targets import display

KINDS = ("types", "subtypes")


def described(what: dict) -> str:
    """ "a creature", "a Goblin or Shaman", "an Elf"."""
    words = " or ".join([t.lower() for t in what.get("types", ())] + list(what.get("subtypes", ())))
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def champion_triggers(ab: dict) -> list[dict]:
    """The two triggered abilities champion means (702.72a)."""
    what = ab.get("what") or {"types": ["Creature"]}
    kind = described(what)
    other = kind.split(" ", 1)[1]
    enters = f"Champion {kind} (When this enters, sacrifice it unless you exile another {other} you control.)"
    leaves = f"Champion {kind} (When this leaves the battlefield, return the exiled card to the battlefield under its owner's control.)"
    return [{"kind": "triggered", "keyword": "champion", "trigger": {"event": "comes_into_play", "who": "self"},
             "effect": [{"do": "champion_exile", "what": what}], "text": enters},
            {"kind": "triggered", "keyword": "champion", "trigger": {"event": "leaves_play", "who": "self"},
             "effect": [{"do": "return_linked_exiled"}], "text": leaves}]


def _fits(game, ctx, o, what: dict) -> bool:
    ch = characteristics(game, o)
    # `in`, not a set: a changeling's subtypes are every creature type (702.73a, creature_types.EveryCreatureType)
    return o.id != ctx.source_id and (bool(set(ch.types) & set(what.get("types", ()))) or any(t in ch.subtypes for t in what.get("subtypes", ())))


@effect("champion_exile", fields=("what",), internal=True)
def champion_exile(game, st, ctx):
    from .effects.linked_exile import exile_linked_to_source
    you = game.players[ctx.controller]
    what = st.get("what") or {"types": ["Creature"]}
    other = f"another {described(what).split(' ', 1)[1]} they control"
    given = made_for(game, ctx.source_id)
    cites = [("champion", f"champion: \"sacrifice it unless you exile {other.replace('they', 'you')}\""),
             ("choice_on_resolution", f"{you.name} chooses while the ability resolves whether to exile {other}")]
    if not given.get("pays"):
        default = "" if given.get("pays") is not None else " (no choice was given: the player doesn't)"
        emit(game, f"{you.name} doesn't exile {other}{default}.", *cites)
        run(game, [{"do": "sacrifice", "what": "self"}], ctx)
        return
    ok = {o.id: o for o in game.in_play(ctx.controller) if _fits(game, ctx, o, what)}
    named = list(given.get("cards") or ())
    if len(named) != 1 or named[0] not in ok:
        raise IllegalAction("choice_on_resolution", f"to champion, choices.{ctx.source_id}.cards must name one {other.split(' ', 1)[1]}"
                                                    f": {', '.join(ok) or 'none'}", "illegal_action_reversed")
    obj = ok[named[0]]
    name = display(game, obj)
    emit(game, f"{you.name} chooses to exile {name}.", *cites)
    if not exile_linked_to_source(game, ctx, obj):  # a replacement sent it elsewhere: nothing is linked
        return
    src = permanent(game, ctx, {}, "what", "self")
    emit(game, f"{name} is championed by {display(game, src) if src is not None else ctx.source_name}; the linked leaves-the-battlefield "
               "ability returns it.", ("champion_linked", "the two abilities champion represents are linked"))
