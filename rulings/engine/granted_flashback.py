""""Target instant or sorcery card in your graveyard gains flashback until end of turn. The
flashback cost is equal to its mana cost." (Snapcaster Mage): the card has flashback (2007:
502.22a; 2026: 702.34a) as long as it stays the same object in the graveyard, until the cleanup
step ends "until end of turn" effects (2007: 314.2; 2026: 514.2). A card with no mana cost gets
no cost to pay, so it can't be cast this way (2026 118.6: a cost with no mana symbols is unpayable)."""
from __future__ import annotations

from .effects.base import effect, object_of, resolve_ref
from .log import emit
from .state import Effect
from .targets import display

KIND = "grant_flashback"


def granted_ways(game, obj, c) -> list:
    """Flashback an effect gave this card (a graveyard_casting.Way), if its spell types allow it."""
    from .graveyard_casting import Way
    if obj.zone != "graveyard" or not {"Instant", "Sorcery"} & set(c.types) or not c.mana_cost:
        return []
    if any(e.kind == KIND and e.target == obj.id and e.zcc == obj.zcc for e in game.effects):
        return [Way("flashback", c.mana_cost)]
    return []


@effect("gain_flashback_until_end_of_turn", fields=("what",))
def gain_flashback_until_end_of_turn(game, st, ctx):
    card = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    if card is None or card.zone != "graveyard":
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, card.id, card.zcc, (), "end_of_turn", ctx.source_name),)
    emit(game, f"{display(game, card)} gains flashback until end of turn; its flashback cost is its mana cost.",
         ("flashback", "flashback: the card may be cast from its owner's graveyard by paying its flashback cost, then it is "
                       + game.words.removed + " as it leaves the stack"),
         ("effect_lasts_as_stated", "until end of turn: it ends in the cleanup step"))


def check_two_flashbacks(game, obj, c, name: str) -> None:
    """A card with its own flashback that also gained flashback for its mana cost has two flashback
    costs its player chooses between; the engine has no way to name that choice, so it refuses to
    cast it rather than pick one (unless both costs are the same)."""
    printed = c.keyword_ability("flashback")
    granted = granted_ways(game, obj, c)
    if printed and granted and printed.get("cost") != granted[0].cost:
        from .errors import IllegalAction
        raise IllegalAction("flashback", f"{name} has two flashback costs ({printed.get('cost')} and its mana cost {granted[0].cost}); "
                                         "the engine can't name which one is paid, so it doesn't cast it")
