"""Encore (2026 702.141a; later than February 2007): "Encore [cost]" means "[Cost], Exile this card
from your graveyard: For each opponent, create a token that's a copy of this card that attacks that
opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end
step. Activate only as a sorcery."

The compiler writes the activated ability out (rulings/oracle/encore.py); its instruction `encore`
makes one token for each opponent, a copy of the card as printed (it was exiled to pay the cost:
707.2), gives it haste for as long as it is that object, binds it to attack this turn if able
(506.4-style requirement, checked as attackers are declared) and creates the delayed ability that
sacrifices it at the next end step (603.7). The engine's combat has one defending player, so a
scenario with encore is played only as a game of two players (its one token attacks that opponent).
Under the 2007 rules the loader refuses the card."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .state import DelayedTrigger, Effect, TargetRef
from .targets import display

HASTE = {"kind": "keyword", "keyword": "haste"}
SACRIFICE_TEXT = "Sacrifice it at the beginning of the next end step."
NO_ENCORE_2007 = "encore is later than the February 2007 rules (2026: 702.141); play this scenario under the 2026-06-19 rules"


@effect("encore")
def encore(game, st, ctx):
    from .combat_this_turn import _on
    from .effects.copy_permanent import make_copies
    card = game.objects.get(ctx.source_id)
    if card is None or card.token:
        return
    opponents = [p for p in game.players if p.index != ctx.controller and not p.lost]
    for opponent in opponents:
        made = make_copies(game, ctx, card, card.card, "encore", 1,
                           (("encore", "encore: for each opponent, a token that's a copy of the card, that attacks that opponent "
                                       "this turn if able, with haste, sacrificed at the beginning of the next end step"),))
        for obj in made:
            name = display(game, obj)
            game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc, (("ability", HASTE),), None, name),)
            _on(game, obj, "attacks_if_able", (), ctx.source_name)
            ref = TargetRef("object", obj.id, obj.zcc)
            game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "end_of_turn", ({"do": "sacrifice", "what": "it"},), ref,
                                                          ctx.controller, obj.id, name, SACRIFICE_TEXT, None),)
            game.characteristics_changed()
            emit(game, f"{name} gains haste and attacks {opponent.name} this turn if able; it will be sacrificed at the beginning "
                       "of the next end step (encore).",
                 ("delayed_trigger_created", "encore creates an ability that triggers at the beginning of the next end step"))


def refusal(card, players: int) -> str:
    """Why a scenario of `players` players can't hold this card's encore; "" if it can."""
    from .scenario.cards.effect_checks import instructions
    if players <= 2 or not isinstance(card, dict) or not any(st.get("do") == "encore" for st in instructions(card)):
        return ""
    return ("encore makes a token attacking each opponent, and the engine's combat has one defending player: "
            "play this card in a game of two players")
