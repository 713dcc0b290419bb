"""What "[This land] enters tapped unless you control ..." checks, as the land
enters (2007 419.1c; 2026 614.1d: "[This permanent] enters ..." is a
replacement effect, applied as it enters). The land itself is not yet in play
as it is checked, so it never counts for itself.

`unless` names one condition: `you_control_subtype` (a list: "a Plains or an
Island"), `basic_lands_at_least`, `other_lands_at_least` or
`other_lands_at_most` (a number of lands its controller controls),
`opponents_at_least` ("unless you have two or more opponents": players still in
the game other than its controller) or `a_player_life_at_most` ("unless a player
has 13 or less life": any player still in the game).

`pay_life` is "As [this land] comes into play, you may pay N life. If you
don't, it comes into play tapped.": a choice made as it comes into play
(2007 419.1b; 2026 614.12a), which the action's `choices` gives
(`{"<id>": {"pay_life": true}}`); without one, its controller doesn't pay."""
from __future__ import annotations

from .continuous import characteristics

UNLESS_KEYS = ("you_control_subtype", "basic_lands_at_least", "other_lands_at_least", "other_lands_at_most",
               "opponents_at_least", "a_player_life_at_most", "opponents_lands_at_least")


def _lands(game, obj) -> list:
    return [c for c in (characteristics(game, o) for o in game.in_play(obj.controller) if o is not obj) if "Land" in c.types]


def unless_met(game, obj, unless: dict) -> tuple[bool, str]:
    """Whether the condition holds as `obj` enters, and what was found (for the log)."""
    from .targets import display
    you = game.players[obj.controller].name
    if "opponents_at_least" in unless:
        n = len(game.opponents(obj.controller))
        return n >= unless["opponents_at_least"], f"{you} has {n} opponent{'s' * (n != 1)}"
    if "opponents_lands_at_least" in unless:  # "unless your opponents control eight or more lands": all of theirs together
        n = sum(1 for p in game.opponents(obj.controller) for o in game.in_play(p.index)
                if "Land" in characteristics(game, o).types)
        return n >= unless["opponents_lands_at_least"], f"{you}'s opponents control {n} land{'s' * (n != 1)}"
    if "a_player_life_at_most" in unless:
        least = min((p for p in game.players if not p.lost), key=lambda p: p.life)
        return least.life <= unless["a_player_life_at_most"], f"the least life a player has is {least.name}'s {least.life}"
    itself = f" (not counting {display(game, obj)} itself)"
    if "you_control_subtype" in unless:
        wanted = unless["you_control_subtype"]
        found = [o for o in game.in_play(obj.controller) if o is not obj and set(characteristics(game, o).subtypes) & set(wanted)]
        return bool(found), f"{you} {'controls' if found else 'controls no'} {' or '.join(wanted)}{itself}"
    lands = _lands(game, obj)
    if "basic_lands_at_least" in unless:
        n = sum(1 for c in lands if "Basic" in c.supertypes)
        return n >= unless["basic_lands_at_least"], f"{you} controls {n} basic land{'s' * (n != 1)}{itself}"
    n = len(lands)
    said = f"{you} controls {n} other land{'s' * (n != 1)}"
    if "other_lands_at_least" in unless:
        return n >= unless["other_lands_at_least"], said
    return n <= unless["other_lands_at_most"], said


def pay_life_or_tapped(game, obj, life: int) -> tuple:
    """Pay `life` as `obj` comes into play if its controller chose to and can
    (a player can't pay more life than they have: 2026 119.4), else it comes into
    play tapped. The note to log."""
    from .choices import made_for
    from .targets import display
    name, w = display(game, obj), game.words
    player = game.players[obj.controller]
    chose = made_for(game, obj.id).get("pay_life")
    cites = [("choose_as_comes_into_play", f"the choice to pay is made as it {w.comes_into_play}")]
    if chose and player.life >= life:
        player.life = player.life - life
        if game.rules.applies("pay_life"):
            cites.append(("pay_life", f"{player.name} had at least {life} life, so could pay it"))
        return (f"As {name} {w.comes_into_play}, {player.name} pays {life} life ({player.life} left).", *cites)
    obj.tapped = True
    if chose:
        why = f"{player.name} has {player.life} life and can't pay {life}"
        if game.rules.applies("pay_life"):
            cites.append(("pay_life", "a player can't pay more life than they have"))
    else:
        why = f"{player.name} doesn't pay {life} life" + ("" if chose is False else " (no choice was given)")
    return (f"As {name} {w.comes_into_play}, {why}, so it {w.comes_into_play} tapped.", *cites,
            ("comes_into_play_replacement", f"its own ability: it {w.comes_into_play} tapped if the life isn't paid"))


def reveal_or_tapped(game, obj, subtypes: list) -> tuple:
    """"As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, this
    land enters tapped." (the Snarls, the Lorwyn tribal lands): a choice made as it comes into play (2007
    419.1b; 2026 614.12a), the action's `choices` naming the card revealed (`{"<id>": {"reveal": "card"}}`),
    a card in its controller's hand with one of those subtypes; without one, nothing is revealed and it
    comes into play tapped. The revealed card stays in the hand."""
    from .choices import made_for
    from .errors import IllegalAction
    from .targets import display
    name, w = display(game, obj), game.words
    player = game.players[obj.controller]
    wanted = " or ".join(subtypes)
    cites = [("choose_as_comes_into_play", f"the choice to reveal is made as it {w.comes_into_play}")]
    named = made_for(game, obj.id).get("reveal")
    if named is not None:
        card = game.objects.get(named)
        if card is None or card.zone != "hand" or card.owner != obj.controller:
            raise IllegalAction("choose_as_comes_into_play", f"{named} is not a card in {player.name}'s hand, so it can't be revealed")
        if not set(characteristics(game, card).subtypes) & set(subtypes):
            raise IllegalAction("choose_as_comes_into_play", f"{display(game, card)} is not a {wanted} card, so revealing it doesn't do")
        return (f"As {name} {w.comes_into_play}, {player.name} reveals {display(game, card)} from their hand (a {wanted} card), "
                f"so it {w.comes_into_play} untapped.", *cites)
    obj.tapped = True
    return (f"As {name} {w.comes_into_play}, {player.name} reveals no {wanted} card (no choice was given), so it {w.comes_into_play} tapped.",
            *cites, ("comes_into_play_replacement", f"its own ability: it {w.comes_into_play} tapped if no card is revealed"))
