"""A cost that sacrifices more than one permanent: "Sacrifice two Treasures" (Gilded Assault Cart),
"Sacrifice three Foods", "{1}{B}, Sacrifice two other creatures". The ability's cost
`"sacrifice": kind, "sacrifice_count": N`: the player names N different permanents they control,
each of that kind, in the action's `pay.sacrifice`, and sacrifices them all at once as the cost is
paid (2007: 409.1h, a cost is paid in full or not at all; 2026: 601.2h / 602.2b)."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .targets import display

NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def plural_words(sac: str, n: int) -> str:
    """ "two Treasures", "three other creatures" (the kind in costs.sacrifice_words, plural)."""
    if sac.startswith("subtype:"):
        kind = sac[8:] + "s"
    elif sac == "another_creature":
        kind = "other creatures"
    else:
        kind = sac.replace("_", " ") + "s"  # "nonland_permanent": "nonland permanents"
    return f"{NUMBER_WORDS.get(n, n)} {kind}"


def pay(game, player, source, sac: str, n: int, chosen: list, what: str, concept: str) -> None:
    from .costs import _is_sacrificeable
    from .zones import leave_play
    objs = [game.objects.get(o) for o in chosen]
    if len(chosen) != n or len(set(chosen)) != n or any(
            o is None or o.zone != "in_play" or o.controller != player.index or not _is_sacrificeable(game, o, sac, source) for o in objs):
        raise IllegalAction(concept, f"the cost requires sacrificing {plural_words(sac, n)} {player.name} controls, named in "
                                     f"\"pay\": {{\"sacrifice\": [...]}} (given: {', '.join(map(str, chosen)) or 'none'})",
                            "illegal_action_reversed")
    names = [display(game, o) for o in objs]
    emit(game, f"{player.name} sacrifices {', '.join(names)} as a cost.",  # said before they die (leave_play)
         (concept, f"the cost of {what} is paid by the player {game.words.casting if concept == 'pay_total_cost' else game.words.activating} it"))
    for o in objs:
        leave_play(game, o, "graveyard", "sacrificed")
