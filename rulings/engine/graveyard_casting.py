"""Casting a card from its owner's graveyard: flashback (2007 502.22a; 2026 702.34a),
retrace (2026 702.81a), jump-start (2026 702.133a) and escape (2026 702.138a).

Escape: "You may cast this card from your graveyard by paying [cost] rather than paying its
mana cost", an alternative cost whose printed form also exiles N other cards from that
graveyard, named in the action's `pay: {"exile": [id, ...]}`.

Retrace: "You may cast this card from your graveyard by discarding a land card as an
additional cost to cast it." Jump-start (instants and sorceries only): "You may cast
this card from your graveyard ... by discarding a card as an additional cost to cast
it" and "If this spell was cast using its jump-start ability, exile this card instead
of putting it anywhere else any time it would leave the stack." Both pay the card's
mana cost; the discarded card is named by the action's `pay: {"discard": [id]}`
(601.2b, 601.2f-h). Both came later than February 2007: under those rules a card
can't be cast from the graveyard this way, and the refusal says so.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import IllegalAction
from .log import emit
from .targets import display

#: keyword -> what it discards as an additional cost ("land": a land card, "card": any card)
DISCARDING = {"retrace": "land", "jump_start": "card"}
#: the ways that exile the card whenever it would leave the stack (an Effect of that kind marks the spell)
EXILED_FROM_STACK = ("flashback", "jump_start")


@dataclass(frozen=True)
class Way:
    keyword: str  # flashback | retrace | jump_start | escape
    cost: str | None  # flashback, escape: the cost paid rather than the mana cost; else None (the mana cost)
    exile: int = 0  # escape: how many other cards of the graveyard its cost exiles

    @property
    def discard(self) -> str | None:
        return DISCARDING.get(self.keyword)


def ways(obj, c) -> list[Way]:
    """The abilities that let this card be cast from a graveyard (the edition aside)."""
    spell = bool({"Instant", "Sorcery"} & set(c.types))
    out = []
    flashback = c.keyword_ability("flashback")
    if flashback and spell:
        out.append(Way("flashback", flashback.get("cost")))
    if c.has_keyword("jump_start") and spell:
        out.append(Way("jump_start", None))
    if c.has_keyword("retrace"):
        out.append(Way("retrace", None))
    escape = c.keyword_ability("escape")
    if escape:
        out.append(Way("escape", escape.get("cost"), int(escape.get("count", 0))))
    return out


def castable(game, obj, c) -> Way | None:
    """The first way the edition knows to cast this graveyard card, or None."""
    from .granted_flashback import granted_ways  # "gains flashback until end of turn" (Snapcaster Mage)
    from .mayhem import mayhem_ways  # "as long as you discarded this card this turn" (2026 702.187b)
    return next((w for w in ways(obj, c) + granted_ways(game, obj, c) + mayhem_ways(game, obj, c) if game.rules.applies(w.keyword)), None)


def way_to_cast(game, obj, c, name: str) -> Way | None:
    """The way a card in its owner's graveyard is cast, or None if it has none; a
    card with only a keyword later than February 2007 is refused under those rules."""
    from .granted_flashback import check_two_flashbacks, granted_ways
    from .mayhem import mayhem_ways
    found = ways(obj, c) + granted_ways(game, obj, c) + mayhem_ways(game, obj, c)
    if not found:
        return None
    check_two_flashbacks(game, obj, c, name)
    way = castable(game, obj, c)
    if way is None:
        kw = found[0].keyword.replace("_", "-")
        raise IllegalAction("announce_move_to_stack", f"{name} is in the graveyard: {kw} is later than February 2007; "
                                                      f"the {game.rules.title} don't have it, so it can't be played from there")
    return way


def announce(game, obj, way: Way, name: str) -> list:
    """601.2b: the player announces the way it is cast; jump-start marks the spell so it is
    exiled whenever it would leave the stack (zones.move_card). The reasons to cite."""
    if way.keyword == "retrace":
        return [("retrace", f"{game.words.cast_past} from the graveyard with retrace: its mana cost plus discarding a land card")]
    if way.keyword == "escape":
        return [("escape", f"{game.words.cast_past} from the graveyard with escape: {way.cost} and exiling {way.exile} other cards "
                           "from the graveyard, rather than its mana cost")]
    if way.keyword == "mayhem":
        return [("mayhem", f"{game.words.cast_past} from the graveyard with mayhem: {way.cost} rather than its mana cost, "
                           "as it was discarded this turn")]
    if way.keyword == "jump_start":
        from .state import Effect
        game.effects = game.effects + (Effect(game.new_timestamp(), "jump_start", obj.id, obj.zcc, (), None, name),)
        return [("jump_start", f"{game.words.cast_past} from the graveyard with jump-start: its mana cost plus discarding a card")]
    return []


def check_discard_only_once(way: Way | None, card: dict, name: str) -> None:
    """A card whose own additional cost also discards would need two discard lists: not played."""
    if way is not None and way.discard and (card.get("additional_cost") or {}).get("discard"):
        raise IllegalAction("playing_spell_steps", f"{name} has its own discarding additional cost besides {way.keyword.replace('_', '-')}; "
                                                   "the engine names only one discarded card per spell")


def pay_discard(game, player, way: Way, pay: dict, name: str) -> None:
    """601.2h: the additional cost is paid: the card named in `pay.discard` goes from
    its owner's hand to the graveyard (701.9a). Retrace needs a land card."""
    from .continuous import characteristics
    from .zones import move_card
    chosen = list((pay or {}).get("discard") or ())
    hand = game.zones[(player.index, "hand")]
    kw = way.keyword.replace("_", "-")
    what = "a land card" if way.discard == "land" else "a card"
    if len(chosen) != 1 or chosen[0] not in hand:
        raise IllegalAction(way.keyword, f"{kw}: {name} is {game.words.cast_past} by discarding {what} from {player.name}'s hand, "
                                         f"named in \"pay\": {{\"discard\": [id]}} (given: {', '.join(chosen) or 'none'})",
                            "playing_spell_steps", "illegal_action_reversed")
    card = game.objects[chosen[0]]
    if way.discard == "land" and "Land" not in characteristics(game, card).types:
        raise IllegalAction("retrace", f"retrace: {display(game, card)} is not a land card, so discarding it can't pay {name}'s retrace",
                            "playing_spell_steps", "illegal_action_reversed")
    discarded = display(game, card)
    move_card(game, card, "graveyard")
    emit(game, f"{player.name} discards {discarded} to pay {name}'s {kw} cost.",
         (way.keyword, f"discarding {what} is the additional cost of {game.words.casting} it with {kw}"),
         ("discard", "the discarded card goes from its owner's hand to their graveyard"))


def discard_choices(game, player, obj, way: Way) -> list[dict]:
    """The `pay` of each card the legal-action finder may discard for it."""
    from .continuous import characteristics
    hand = [o for o in game.zones[(player.index, "hand")] if o != obj.id]
    if way.discard == "land":
        hand = [o for o in hand if "Land" in characteristics(game, game.objects[o]).types]
    return [{"discard": [o]} for o in hand]


def pay_exile(game, player, obj, way: Way, pay: dict, name: str) -> None:
    """601.2h: escape's "Exile N other cards from your graveyard": the cards named in `pay.exile`."""
    chosen = list((pay or {}).get("exile") or ())
    graveyard = [o for o in game.zones[(player.index, "graveyard")] if o != obj.id]
    if len(chosen) != way.exile or len(set(chosen)) != len(chosen) or any(o not in graveyard for o in chosen):
        raise IllegalAction("escape", f"escape: {name}'s cost exiles {way.exile} other cards from {player.name}'s graveyard, named in "
                                      f"\"pay\": {{\"exile\": [...]}} (given: {', '.join(chosen) or 'none'})",
                            "playing_spell_steps", "illegal_action_reversed")
    names = [display(game, game.objects[o]) for o in chosen]
    for o in chosen:
        game.move(game.objects[o], "removed_from_game")
    emit(game, f"{player.name} exiles {', '.join(names)} from their graveyard to pay {name}'s escape cost.",
         ("escape", "escape's cost exiles other cards from the graveyard"))


def exile_choices(game, player, obj, way: Way, limit: int = 20) -> list[dict]:
    """The `pay` of some sets of other graveyard cards escape may exile (at most `limit`)."""
    from itertools import combinations, islice
    graveyard = [o for o in game.zones[(player.index, "graveyard")] if o != obj.id]
    return [{"exile": list(cs)} for cs in islice(combinations(graveyard, way.exile), limit)]


def escapes_with(game, c, item) -> tuple:
    """702.138c: "This creature escapes with N +1/+1 counters on it" means "If this permanent
    escaped, it enters with those counters" (the keyword `escapes_with`, its count). ((counters
    or None, cites), words for the log)."""
    n = sum(ab.get("count", 0) for ab in c.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == "escapes_with")
    if not item.get("escaped") or not n:
        return (None, ()), ""
    words = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return ({"+1/+1": n}, (("escapes_with", f"it escaped, so it enters with {words} on it"),)), f" with {words} on it (it escaped)"
