""" "Choose a creature type. Destroy all creatures that aren't of the chosen type" (Kindred
Dominance), "Choose a color. Creatures you control gain protection from the chosen color until
end of turn" (Akroma's Blessing): a choice made as the spell or ability resolves, by its
controller (2007: 413.2c; 2026: 608.2d), and the instructions after it that read it.

The choice is given by the resolving action's `choices` for the spell's or ability's source:
`{"source_id": {"creature_type": "Elf"}}` or `{"source_id": {"color": "red"}}`. A choice nobody
gave is refused, naming that field: the engine never picks one for a player. A creature type
must be one (2026: 205.3m; the engine's list, read from the June 2026 rules).

The instructions after `choose_value` read the choice through the target filter's `chosen`
field ({"creature_type": "of"} "of the chosen type", "not_of" "that aren't of the chosen
type"; the same for "color") and through the protection quality "chosen_on_resolution"."""
from __future__ import annotations

from ..choices import made_for
from ..creature_types import CREATURE_TYPES
from ..errors import IllegalAction
from ..log import emit
from .base import effect

KINDS = ("creature_type", "color")
COLORS = ("white", "blue", "black", "red", "green")
WORDS = {"creature_type": "creature type", "color": "color"}
SIDES = ("of", "not_of")
#: the protection quality "from the chosen color" of a spell's own choice (not an "as enters" one)
CHOSEN_ON_RESOLUTION = "chosen_on_resolution"


def value(game, source_id: str | None, kind: str) -> str:
    """The `kind` chosen for the resolving spell or ability of `source_id`; IllegalAction naming
    the field if none (or a bad one) was given."""
    given = made_for(game, source_id or "").get(kind)
    field = f'"choices": {{"{source_id}": {{"{kind}": ...}}}}'
    if given is None:
        raise IllegalAction("choice_on_resolution",
                            f"its controller chooses a {WORDS[kind]} as it resolves, and none was given: say it in the action's {field}")
    if kind == "creature_type" and given not in CREATURE_TYPES:
        raise IllegalAction("choice_on_resolution", f"\"{given}\" is not a creature type (the action's {field})")
    if kind == "color" and given not in COLORS:
        raise IllegalAction("choice_on_resolution", f"\"{given}\" is not a color (the action's {field})")
    return given


@effect("choose_value", fields=("kind", "other_than"))
def choose_value(game, st, ctx):
    kind = st.get("kind", "creature_type")
    chosen = value(game, ctx.source_id, kind)
    if st.get("other_than") is not None and chosen == st["other_than"]:  # "a creature type other than Wall" (choices_more.py)
        raise IllegalAction("choice_on_resolution", f"the {WORDS[kind]} is chosen other than {chosen}: name another in the action's "
                                                    f'"choices": {{"{ctx.source_id}": {{"{kind}": ...}}}}', "illegal_action_reversed")
    player = game.players[ctx.controller].name
    emit(game, f"{player} chooses the {WORDS[kind]} {chosen} for {ctx.source_name}.",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}, makes the choice as it resolves"))


def why_not(game, chosen: dict, c, name: str, source_id: str | None) -> str | None:
    """The target filter's `chosen`: whether an object with characteristics `c` is (or isn't)
    of the value chosen for `source_id`'s resolving spell or ability."""
    for kind, side in chosen.items():
        val = value(game, source_id, kind)
        has = val in (c.subtypes or ()) if kind == "creature_type" else val in (c.colors or ())
        if side == "of" and not has:
            return f"{name} is not {'a ' + val if kind == 'creature_type' else val}"
        if side == "not_of" and has:
            return f"{name} is {'a ' + val if kind == 'creature_type' else val}"
    return None


def problems(chosen) -> list[tuple[str, str]]:
    """The target filter validator's check of `chosen`, as (field, message) pairs."""
    if not isinstance(chosen, dict) or not chosen:
        return [("chosen", 'must be an object: {"creature_type": "of"} or {"color": "not_of"}')]
    out = []
    for k, side in chosen.items():
        if k not in KINDS:
            out.append((f"chosen.{k}", "must be creature_type or color"))
        elif side not in SIDES:
            out.append((f"chosen.{k}", 'must be "of" or "not_of"'))
    return out


def describe(chosen: dict) -> str:
    return " ".join(("that aren't " if side == "not_of" else "") + f"of the chosen {'type' if k == 'creature_type' else 'color'}"
                    for k, side in chosen.items())
