"""Static abilities that let players see a hidden zone: "Play with the top card of your library
revealed" (Future Sight; 2007 217.2e, 2026 401.5), "You may look at the top card of your library
any time" (Courser of Kruphix; 2026 401.5; the 2007 rules have no such rule: the card's text beats
"Players can't look at ... cards in a library", 2007 103.1 over 217.2b), "Your opponents play with
their hands revealed" (Telepathy) and "Players play with their hands revealed" (the card's text
beats a hand being hidden: 2007 103.1, 2026 101.1 over 402.3).

What the engine does with them: nothing in the game's actions changes (looking or revealing is not
an action and uses no priority); the replay says what each player may see. Before a player receives
priority, each revealed top card or hand that differs from what the log last showed is shown, with
the permanent that reveals it. So a card that becomes the top card while a spell is being cast is
not shown until the spell has been cast (2026 401.5, 601.2i; 2007 217.2e, 409.1i)."""
from __future__ import annotations

from .log import emit
from .targets import display

#: a static ability's "reveals": (whose cards: "you" / "opponents" / "each_player", what: "top_card" / "hand", to: "all" / "you")
REVEALS = {"top_card": ("you", "top_card", "all"), "each_players_top_card": ("each_player", "top_card", "all"),
           "top_card_to_you": ("you", "top_card", "you"), "opponents_hands": ("opponents", "hand", "all"),
           "hands": ("each_player", "hand", "all")}


def _seen(game) -> dict:
    """{(player index, "top_card" / "hand", audience): (the card ids seen, the permanent's name)} for every static in play."""
    from .continuous import abilities_now
    seen = {}
    for perm in game.in_play():
        if perm.face_down:
            continue
        for ab in abilities_now(game, perm):
            if ab.get("kind") != "static" or ab.get("reveals") not in REVEALS:
                continue
            whose, what, to = REVEALS[ab["reveals"]]
            players = [perm.controller] if whose == "you" else \
                [p.index for p in game.players if p.index != perm.controller] if whose == "opponents" else [p.index for p in game.players]
            for pi in players:
                zone = game.zones[(pi, "library" if what == "top_card" else "hand")]
                cards = tuple(zone[-1:]) if what == "top_card" else tuple(zone)
                key = (pi, what, "all" if to == "all" else perm.controller)
                seen.setdefault(key, (cards, display(game, perm)))
    return seen


def show(game) -> None:
    """Log each revealed top card or hand that changed since it was last shown (called as a player
    is about to receive priority)."""
    seen = _seen(game)
    last = game.revealed_shown or {}
    now = {key: cards for key, (cards, _) in seen.items()}
    if now == last:
        return
    for key, (cards, source) in seen.items():
        if last.get(key) == cards:
            continue
        pi, what, to = key
        owner = game.players[pi].name
        names = ", ".join(display(game, game.objects[c]) for c in cards)
        if what == "hand":
            emit(game, f"{owner}'s hand is revealed ({source}): {names or 'it is empty'}.",
                 ("card_text_precedence", f"{source}'s text lets every player see {owner}'s hand, a hidden zone"))
        elif to == "all":
            emit(game, f"The top card of {owner}'s library is revealed ({source}): {names or 'none, the library is empty'}.",
                 ("top_card_revealed", f"the top card of {owner}'s library is revealed to every player"))
        else:
            cite = ("top_card_looked_at", f"{owner} may look at the top card of their library") if game.rules.applies("top_card_looked_at") \
                else ("card_text_precedence", f"{source}'s text lets {owner} look at the top card of their library, a hidden zone")
            emit(game, f"{owner} may look at the top card of their library ({source}): {names or 'none, the library is empty'}.", cite)
    game.revealed_shown = now
