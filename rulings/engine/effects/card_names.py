""" "Choose a nonland card name. Search target player's graveyard, hand, and library for all
cards with that name and exile them. Then that player shuffles" (Cranial Extraction, Slaughter
Games), and "Choose a color. Target player reveals their hand and discards all cards of that
color" (Persecute): a choice made as the spell or ability resolves, by its controller (2007:
413.2c; 2026: 608.2d), and the instructions after it that read it.

The name is given by the resolving action's `choices` for the source, `{"source_id":
{"card_name": "Grizzly Bears"}}`, and the cards the search finds by `"cards": [ids]`; a choice
nobody gave is refused, naming the field: the engine never picks one for a player.

What the engine checks of a name: a non-empty string; with a characteristic ("a nonland card
name", "an artifact card name": 2026 201.4a), a name that a card of the game has and whose card
doesn't have it is refused. The engine holds no Oracle card reference, so a name no card of the
game has is accepted as it is given (2026 201.4 asks for a card of the Oracle card reference:
that part is the scenario author's to respect); it simply finds nothing.

The search: the graveyard is public, so "all cards with that name" finds every one there; the
hand and the library are hidden zones, where a search for cards with a stated quality need not
find them (2026 701.23b; 2007: only the glossary's "Search"), so `cards` says which are found;
"any number of" and "up to four" leave every zone's cards to the searcher's choice."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from .base import effect, resolve_ref
from .chosen_value import value as chosen_value

NAME_OF = {"nonland": "nonland card", "artifact": "artifact card"}
ZONES = ("graveyard", "hand", "library")
GLOSSARY_SEARCH = "(the February 2007 rules define searching only in their glossary, so no rule number is cited)"


def _field(source_id, key: str) -> str:
    return f'"choices": {{"{source_id}": {{"{key}": ...}}}}'


def chosen_name(game, source_id: str | None, name_of: str | None = None) -> str:
    """The card name chosen for the resolving spell or ability of `source_id`; IllegalAction
    naming the field if none, or one that can't be chosen, was given."""
    given = made_for(game, source_id or "").get("card_name")
    what = NAME_OF.get(name_of, "card") + " name"
    if not isinstance(given, str) or not given.strip():
        raise IllegalAction("choice_on_resolution",
                            f"its controller chooses a {what} as it resolves, and none was given: say it in the action's "
                            f"{_field(source_id, 'card_name')}")
    if name_of:
        wanted = {"nonland": lambda types: "Land" not in types, "artifact": lambda types: "Artifact" in types}[name_of]
        cards = [o.card for o in game.objects.values() if (o.card or {}).get("name") == given]
        if any(not wanted(set(c.get("types") or ())) for c in cards):
            raise IllegalAction("choice_on_resolution", f"\"{given}\" is not the name of a {NAME_OF[name_of]} "
                                f"(the action's {_field(source_id, 'card_name')})")
    return given


@effect("choose_card_name", fields=("name_of",))
def choose_card_name(game, st, ctx):
    name = chosen_name(game, ctx.source_id, st.get("name_of"))
    player = game.players[ctx.controller].name
    emit(game, f"{player} chooses the card name {name} for {ctx.source_name}.",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}, makes the choice as it resolves"))


def _player(game, ctx, st):
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    return None if ref is None or ref.kind != "player" else game.player_named(ref.id)


@effect("exile_cards_with_chosen_name", fields=("player", "all", "count"))
def exile_cards_with_chosen_name(game, st, ctx):
    """Search the player's graveyard, hand and library for cards with the chosen name and exile
    the ones found (`all`: every one in the graveyard must be; `count`: at most that many, "up to four")."""
    p = _player(game, ctx, st)
    if p is None:
        return
    exile_named(game, st, ctx, p, chosen_name(game, ctx.source_id))


def exile_named(game, st, ctx, p, name: str) -> None:
    """The search of `p`'s graveyard, hand and library for the cards named `name` and their exile (also
    rulings/engine/same_name_search.py's, the name of a target)."""
    you = game.players[ctx.controller].name
    matching = {z: [oid for oid in game.zones[(p.index, z)] if game.objects[oid].card.get("name") == name] for z in ZONES}
    everywhere = [oid for z in ZONES for oid in matching[z]]
    given = made_for(game, ctx.source_id).get("cards")
    field = _field(ctx.source_id, "cards")
    if given is None:
        raise IllegalAction("choice_on_resolution",
                            f"{you} chooses which cards named {name} the search finds, and none were given: say them "
                            f"(the ids, [] for none) in the action's {field}")
    if len(set(given)) != len(given) or any(oid not in everywhere for oid in given):
        wrong = ", ".join(oid for oid in given if oid not in everywhere) or "a card twice"
        raise IllegalAction("choice_on_resolution",
                            f"the action's {field} may name only cards named {name} in {p.name}'s graveyard, hand and library ({wrong} is not one)")
    if st.get("count") is not None and len(given) > st["count"]:
        raise IllegalAction("choice_on_resolution", f"the action's {field} names {len(given)} cards; the search finds up to {st['count']}")
    if st.get("all"):
        left = [oid for oid in matching["graveyard"] if oid not in given]
        if left:
            raise IllegalAction("choice_on_resolution",
                                f"a graveyard isn't a hidden zone: the search for all cards named {name} finds {', '.join(left)} there "
                                f"(the action's {field})")
    hidden_left = [oid for z in ("hand", "library") for oid in matching[z] if oid not in given]
    cites = [("choice_on_resolution", f"{you} chooses the cards found as the effect is applied")]
    if game.rules.applies("search"):
        cites.append(("search", f"{you} looks at every card of {p.name}'s graveyard, hand and library"))
    if hidden_left and game.rules.applies("search_stated_quality"):
        cites.append(("search_stated_quality", "cards with a stated quality in a hidden zone need not be found"))
    found = [game.objects[oid] for oid in given]
    names = ", ".join(f"{o.card.get('name')} ({o.id}, {o.zone})" for o in found) or "none"
    for o in found:
        game.move(o, "removed_from_game")
    cites.append(("zone_change_new_object", "each card that changes zones becomes a new object"))
    text = (f"{you} searches {p.name}'s graveyard, hand and library for cards named {name}: finds {names}"
            + (f"; they are {game.words.removed}." if found else "."))
    emit(game, text if game.rules.applies("search") else f"{text} Searching {GLOSSARY_SEARCH}.", *cites)


@effect("discard_all_chosen", fields=("player", "kind"))
def discard_all_chosen(game, st, ctx):
    """"Target player reveals their hand and discards all cards of that color" (Persecute): the
    hand is shown (2026 701.20a) and every card of the chosen color in it is discarded, with no
    choice (the hand is revealed). `kind`: "color" or "card_name"."""
    from ..targets import display
    from ..zones import move_card
    p = _player(game, ctx, st)
    if p is None:
        return
    kind = st.get("kind", "color")
    if kind == "card_name":
        val = chosen_name(game, ctx.source_id)
        fits = lambda o: o.card.get("name") == val  # noqa: E731
        what = f"cards named {val}"
    else:
        val = chosen_value(game, ctx.source_id, "color")
        fits = lambda o: val in (characteristics(game, o).colors or ())  # noqa: E731
        what = f"{val} cards"
    hand = list(game.zones[(p.index, "hand")])
    emit(game, f"{p.name} reveals their hand: {', '.join(display(game, game.objects[oid]) for oid in hand) or 'no cards'}.",
         *((("reveal", "revealed cards are shown to all players and stay in the hand"),) if game.rules.applies("reveal") else ()))
    gone = [game.objects[oid] for oid in hand if fits(game.objects[oid])]
    names = ", ".join(display(game, o) for o in gone)
    for o in gone:
        move_card(game, o, "graveyard")
    if gone:
        emit(game, f"{p.name} discards all {what}: {names}.",
             *((("discard", "a discarded card moves from its owner's hand to their graveyard"),) if game.rules.applies("discard") else ()))
    else:
        emit(game, f"{p.name}'s hand holds no {what}, so nothing is discarded.")


KINDS = ("color", "card_name")


@effect("gain_protection_from_chosen_color", fields=("to", "until"))
def gain_protection_from_chosen_color(game, st, ctx):
    """"Choose a color. Creatures you control gain protection from the chosen color until end of
    turn" (Akroma's Blessing): protection from the color chosen as the spell or ability resolved
    (its `choose_value`, refused naming the field if none was given), added to each creature as
    the effect is applied (2007 502.7; 2026 702.16)."""
    from .characteristics import gain_ability
    color = chosen_value(game, ctx.source_id, "color")
    gain_ability(game, {"ability": {"kind": "keyword", "keyword": "protection", "from": color}, "to": st.get("to", "target:0"),
                        "until": st.get("until")}, ctx)
