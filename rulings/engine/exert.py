"""Exert (2026 701.43): "To exert a permanent, you choose to have it not untap during your next
untap step" (701.43a). "You may exert [this creature] as it attacks" is an optional cost to attack
(701.43d, 508.1g), paid as attackers are declared; a "When you do" ability printed in the same
paragraph is linked to it (607.2h) and triggers then (the trigger event `exerted`). Exerting it
again before that untap step changes nothing: each such effect ends in the same untap step
(701.43b; next_untap.kept_tapped_next_untap ends them all there).

The `declare_attackers` action's `choices` say which attackers are exerted:
`{"attacker_id": {"exert": true}}`; without one, none is. Later than February 2007: under those
rules the choice is refused and the keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .next_untap import DOESNT_UNTAP_NEXT
from .state import Effect
from .targets import display


def pay_exert(game, player, chosen: list) -> None:
    """The exert costs of the attackers just declared (508.1g-h), each triggering its linked ability."""
    from .triggers import fire
    for at in chosen:
        if made_for(game, at.id).get("exert") is not True:
            continue
        name = display(game, at)
        if not game.rules.applies("exert"):
            raise IllegalAction("static_abilities_not_played", f"choices.{at.id}.exert: exert is later than February 2007; the "
                                                               f"{game.rules.title} don't have it, so {name} can't be exerted")
        if not characteristics(game, at).has_keyword("exert"):
            raise IllegalAction("exert", f"choices.{at.id}.exert: {name} has no \"You may exert this creature as it attacks\"")
        game.effects = game.effects + (Effect(game.new_timestamp(), DOESNT_UNTAP_NEXT, at.id, at.zcc, (("source_id", at.id),),
                                              "its_controllers_next_untap_step", name),)
        emit(game, f"{player.name} exerts {name} as it attacks: it won't untap during {player.name}'s next untap step.",
             ("exert", "an exerted permanent doesn't untap during its controller's next untap step"),
             ("exert_as_it_attacks", "\"you may exert this creature as it attacks\" is an optional cost to attack; "
                                     "a \"when you do\" ability in the same paragraph is linked to it"))
        fire(game, "exerted", obj=at)
