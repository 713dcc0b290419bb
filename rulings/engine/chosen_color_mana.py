""""{T}: Add {G} or one mana of the chosen color." (Thriving Grove, Manor Gate), the color chosen as
it entered ("As this land enters, choose a color other than green": 2007 419.1b; 2026 614.12a): its
player chooses one of the two as it resolves (2007 413.2c; 2026 608.2d), the activation's `choice`
naming the type ("G", or the chosen color's letter). When no color was chosen for it (or, under
2026, it was chosen as another card: 607.2d, 607.5a) the second option is undefined and adds no mana
(2007 406.6; 2026 106.6), so only the first is offered."""
from __future__ import annotations

from .choices import chosen
from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .mana import COLOR_OF, parse_mana, pool_text

LETTER = {name: letter for letter, name in COLOR_OF.items()}


def options(game, obj, st: dict) -> list[str]:
    """The types of mana the player may choose: the ability's own, then the chosen color's."""
    out = list(parse_mana(st.get("mana", "")))
    color = chosen(game, obj, "color") if obj is not None else None
    if color in LETTER and LETTER[color] not in out:
        out.append(LETTER[color])
    return out


@effect("add_mana_or_chosen_color", fields=("mana",))
def add_mana_or_chosen_color(game, st, ctx):
    p = game.players[ctx.controller]
    source = game.objects.get(ctx.source_id)
    offered = options(game, source, st)
    choice = ctx.data.get("choice")
    if choice not in offered:
        said = f'"choice" is {choice!r}' if choice is not None else 'the action names no "choice"'
        raise IllegalAction("choice_on_resolution",
                            f"{ctx.source_name}'s ability adds {st.get('mana')} or one mana of the chosen color, chosen as it resolves, "
                            f"but {said}: name one of {', '.join(offered)} in \"choice\"")
    mana = {choice: 1}
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool (chosen of {st.get('mana')} or one mana of the chosen color).",
         ("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"))
