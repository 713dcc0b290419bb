""""{T}, Exert this creature: [Effect]." (Steward of Solidarity, Fervent Paincaster, Hope Tender, Oasis
Ritualist's mana ability): an activated ability's cost `{"exert": true}` (2026 701.43a: "To exert a permanent,
you choose to have it not untap during your next untap step"; 602.2b / 601.2h: paid with the rest of the cost).
Exerting it again before that untap step changes nothing: each such effect ends in that same step (701.43b;
next_untap.kept_tapped_next_untap ends them all there); an object not on the battlefield can't be exerted
(701.43c). It triggers no "when you do" ability: those are linked to "You may exert this creature as it
attacks" only (exert.py, 701.43d). Exert is later than February 2007: under those rules the cost can't be paid."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .next_untap import DOESNT_UNTAP_NEXT
from .state import Effect
from .targets import display


def pay_exert_cost(game, player, source) -> None:
    name = display(game, source)
    if not game.rules.applies("exert"):
        raise IllegalAction("static_abilities_not_played", f"exert is later than February 2007; the {game.rules.title} don't "
                                                           f"have it, so {name} can't be exerted to pay the cost")
    if source.zone != "in_play":
        raise IllegalAction("exert", f"{name} is not on the battlefield, so it can't be exerted")
    game.effects = game.effects + (Effect(game.new_timestamp(), DOESNT_UNTAP_NEXT, source.id, source.zcc, (("source_id", source.id),),
                                          "its_controllers_next_untap_step", name),)
    emit(game, f"{player.name} exerts {name} to pay the cost: it won't untap during {player.name}'s next untap step.",
         ("exert", "an exerted permanent doesn't untap during its controller's next untap step"))
