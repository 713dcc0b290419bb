"""A printed alternative cost that exiles cards from its caster's hand: "You may exile a red card from your hand
rather than pay this spell's mana cost." (Pyrokinesis, Misdirection), "... exile two green cards from your hand ..."
(Allosaurus Rider), "You may pay 1 life and exile a blue card from your hand ..." (Force of Will), "If it's not
your turn, you may exile a blue card from your hand ..." (Force of Negation). The keyword
`{"keyword": "alternative_cost", "cost": "{0}", "what": "exile:red"}` (alternative_costs.py; `"count": 2` for two
cards, `"also_life": 1` for the life paid too, `"if_not_your_turn": true`): an alternative cost (2007 409.1b, 409.1f;
2026 118.9), chosen with `pay: {"alternative": "alternative_cost", "exile": ["id"]}`. The cards named must be that
many different cards of that color in its caster's hand as the cost is paid (the spell itself is on the stack by
then: 2007 409.1a; 2026 601.2a); they are exiled (2007: removed from the game) and the life paid then (2007 409.1h;
2026 601.2h), a player paying life only if their life total is at least the payment (2026 119.4; the engine refuses it
alike under 2007, as alternative_costs.py's "pay_life")."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

COLORS = ("white", "blue", "black", "red", "green")
WHATS = tuple(f"exile:{c}" for c in COLORS)


def in_hand(game, player, color: str) -> list:
    """The cards of that color in the player's hand."""
    return [game.objects[oid] for oid in game.zones[(player.index, "hand")] if color in characteristics(game, game.objects[oid]).colors]


def words(game, alt) -> str:
    """ "paying 1 life and exiling a blue card from their hand" / "removing two green cards in their hand from the game"."""
    color = alt.returns.partition(":")[2]
    cards = f"a {color} card" if alt.count == 1 else f"{alt.count} {color} cards"
    exiling = (f"exiling {cards} from their hand" if game.words.today else f"removing {cards} (from their hand) from the game")
    return (f"paying {alt.life} life and " if alt.life else "") + exiling


def check_turn(game, player, ability: dict, name: str) -> None:
    """ "If it's not your turn, you may ...": refused during its caster's own turn."""
    if ability.get("if_not_your_turn") and player is not None and game.active == player.index:
        raise IllegalAction("alternative_cost", f"pay.alternative: {name}'s alternative cost can be paid only if it's not "
                                                f"{player.name}'s turn, and it is", "playing_spell_steps")


def pay(game, player, alt, pay: dict, name: str) -> None:
    """2026 601.2h (2007 409.1h): the life, then the cards named in `pay.exile` exiled from the hand."""
    from .zones import move_card
    color = alt.returns.partition(":")[2]
    chosen = list((pay or {}).get("exile") or ())
    eligible = in_hand(game, player, color)
    if len(chosen) != alt.count or len(set(chosen)) != len(chosen) or any(game.objects.get(o) not in eligible for o in chosen):
        raise IllegalAction("alternative_cost", f"{name}'s alternative cost is paid by {words(game, alt)}, named in "
                                                f"\"pay\": {{\"exile\": [...]}} (given: {', '.join(chosen) or 'none'})",
                            "illegal_action_reversed")
    if alt.life:
        if player.life < alt.life:
            raise IllegalAction("alternative_cost", f"{player.name} has {player.life} life and can't pay {alt.life} life",
                                "illegal_action_reversed")
        player.life = player.life - alt.life
    names = [display(game, game.objects[o]) for o in chosen]
    for o in chosen:
        move_card(game, game.objects[o], "removed_from_game")
    life = f"pays {alt.life} life and " if alt.life else ""
    emit(game, f"{player.name} {life}{'exiles' if game.words.today else 'removes'} {', '.join(names)}"
               f"{' from their hand' if game.words.today else ' (from their hand) from the game'} to pay {name}'s alternative cost.",
         ("alternative_cost", "the alternative cost in the card's text is paid rather than its mana cost"))
