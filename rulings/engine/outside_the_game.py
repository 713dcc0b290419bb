"""Cards outside the game, and what a card does before the game begins.

Outside the game is not a zone (2007 217.1e; 2026 400.11): a scenario lists a player's cards
outside the game (their sideboard, 2026 400.11a) as objects with `"zone": "outside_the_game"`;
the engine keeps them apart from the game's zones, no spell or ability affects them (2026 400.11c),
and only an effect that brings a card into the game moves one (2026 400.11b):

* `put_into_hand_from_outside_the_game` — the Wishes: "You may reveal a sorcery card you own from
  outside the game and put it into your hand." (Burning Wish). The player chooses the card as the
  effect is applied (2007 413.2c; 2026 608.2d), named by the resolving action's `choices` for the
  source, `{"source_id": {"cards": ["id"]}}` (`[]`, or no choice: none). Under the February 2007
  rules a card in the removed-from-the-game zone is outside the game too (217.1e), so its owner may
  choose it; under 2026 an exiled card is in the game (400.11) and can't be chosen.
* `learn` (2026 701.48a): "You may discard a card. If you do, draw a card. If you didn't discard a
  card, you may reveal a Lesson card you own from outside the game and put it into your hand." The
  `learn` choice names one card (its own key, so that a spell which also searches or returns cards,
  Field Trip, can name both): a card in the player's hand is discarded (then a card is drawn), a
  Lesson card outside the game is put into the hand; none: nothing. Later than February 2007: a
  card that learns is refused as it is cast under those rules (free_cast.LATER_ACTIONS), and the
  instruction does nothing there, the log saying why.
* The keyword `begin_game_on_battlefield` ("If this card is in your opening hand, you may begin the
  game with it on the battlefield.", the Leylines): a scenario that starts at the very beginning of
  the game (turn 1, the untap step) marks the card in its owner's hand with
  `"begin_on_battlefield": true`; after the mulligans, before the first turn, the starting player and
  then each other player in turn order put those cards onto the battlefield (2026 103.6, 103.6a; the
  2007 rules have no such step, so the card's text makes it: 103.1).
* The keyword `any_number_in_deck` ("A deck can have any number of cards named ~."): it lifts the
  four-card limit of deck construction (2007 100.2; 2026 100.2a). A scenario is a game already
  begun, so it does nothing in it, and the replay says so once as the scenario starts (as for
  partner abilities, partner.py).
"""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect
from .errors import IllegalAction
from .free_cast import LATER_ACTIONS
from .log import emit
from .state import OUTSIDE_THE_GAME as OUTSIDE  # not a zone: 2007 217.1e; 2026 400.11
from .targets import display

LATER_ACTIONS["learn"] = "701.48"

#: the fields of the kind of card an instruction brings in from outside the game
CARD_FIELDS = ("any_of_types", "subtypes", "multicolored", "named_self")
CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery")


def describes(game, obj, spec: dict, source_name: str | None) -> bool:
    """Whether the card `obj` is of the kind `spec` says: one of `any_of_types`, every one of
    `subtypes`, two or more colors (`multicolored`), the source's own name (`named_self`)."""
    c = characteristics(game, obj)
    if spec.get("any_of_types") and not set(spec["any_of_types"]) & set(c.types):
        return False
    if not set(spec.get("subtypes") or ()) <= set(c.subtypes or ()):
        return False
    if spec.get("multicolored") and len(set(c.colors or ())) < 2:
        return False
    if spec.get("named_self") and c.name != source_name:
        return False
    return True


def _outside(game, player) -> list:
    """The cards `player` owns outside the game: their sideboard, and under the 2007 rules also
    the cards they own in the removed-from-the-game zone (217.1e)."""
    found = list(game.zones.get((player.index, OUTSIDE), ()))
    if not game.words.today:
        found += [oid for oid in game.zones[(player.index, "removed_from_game")]
                  if not game.objects[oid].token and game.objects[oid].owner == player.index]
    return found


def _source_name(game, ctx) -> str | None:
    obj = game.objects.get(ctx.source_id) if ctx.source_id else None
    return obj.card.get("name") if obj is not None else ctx.source_name


def _bring_in(game, you, obj, reveal: bool, why: tuple) -> None:
    """Put the chosen card into its owner's hand (2026 400.11b; 2007 217.1e)."""
    from .zones import move_card
    card = display(game, obj)
    was_removed = obj.zone == "removed_from_game"
    where = (" (it is removed from the game, and so outside the game)" if was_removed else "")
    emit(game, f"{you.name} {'reveals' if reveal else 'chooses'} {card}, a card they own from outside the game{where}, "
               f"and puts it into their hand.",
         ("outside_the_game", "an object that isn't in any of the game's zones is outside the game"
                              + (", and so is one removed from the game" if was_removed else "")),
         *((("brought_into_the_game", "a card brought into the game from outside it stays in the game"),)
           if game.rules.applies("brought_into_the_game") else ()),
         why)
    move_card(game, obj, "hand")


@effect("put_into_hand_from_outside_the_game", fields=("card", "reveal"))
def put_into_hand_from_outside_the_game(game, st, ctx):
    you = game.players[ctx.controller]
    spec = st.get("card") or {}
    name = _source_name(game, ctx)
    eligible = [oid for oid in _outside(game, you) if describes(game, game.objects[oid], spec, name)]
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    given = "cards" in made_for(game, ctx.source_id)
    if len(named) > 1 or any(oid not in eligible for oid in named):
        raise IllegalAction("choice_on_resolution", f"{you.name} may choose one card of that kind they own from outside the game "
                                                    f"({', '.join(eligible) or 'they have none'}): \"cards\" names "
                                                    f"{', '.join(named)}", "illegal_action_reversed")
    if not named:
        emit(game, f"{you.name} puts no card from outside the game into their hand"
                   + ("." if given else " (no choice was given: none)."),
             ("choice_on_resolution", f"{you.name} chooses while the effect is applied"))
        return
    _bring_in(game, you, game.objects[named[0]], bool(st.get("reveal", True)),
              ("choice_on_resolution", f"{you.name} chooses the card while the effect is applied"))


@effect("learn")
def learn(game, st, ctx):
    """2026 701.48a, in its order: a discard (and a draw), or else a Lesson card from outside the game."""
    from .life_and_draws import draw_cards
    from .zones import move_card
    you = game.players[ctx.controller]
    if not game.words.today:
        emit(game, f"{you.name} would learn: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['learn']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    named = list(made_for(game, ctx.source_id).get("learn") or ())
    hand = game.zones[(you.index, "hand")]
    lessons = [oid for oid in _outside(game, you) if describes(game, game.objects[oid], {"subtypes": ["Lesson"]}, None)]
    if len(named) > 1 or any(oid not in hand and oid not in lessons for oid in named):
        raise IllegalAction("choice_on_resolution", f"{you.name} learns: \"learn\" names one card, a card in their hand to discard "
                                                    f"or a Lesson card they own from outside the game "
                                                    f"({', '.join(lessons) or 'they have none'})", "illegal_action_reversed")
    if not named:
        emit(game, f"{you.name} learns and chooses neither to discard a card nor to put a Lesson card into their hand"
                   + ("." if "learn" in made_for(game, ctx.source_id) else " (no choice was given: neither)."),
             ("learn", "the player may discard a card to draw a card, or else may put a Lesson card from outside the game into their hand"))
        return
    obj = game.objects[named[0]]
    if obj.id in hand:
        emit(game, f"{you.name} learns: they discard {display(game, obj)}, so they draw a card.",
             ("learn", "if the player discards a card, they draw a card"))
        move_card(game, obj, "graveyard")
        draw_cards(game, you, 1)
        return
    _bring_in(game, you, obj, True, ("learn", "if the player didn't discard a card, they may reveal a Lesson card they own "
                                              "from outside the game and put it into their hand"))


# --- before the game begins ------------------------------------------------------------

def has_keyword(card: dict, keyword: str) -> bool:
    return any(isinstance(ab, dict) and ab.get("kind") == "keyword" and ab.get("keyword") == keyword
               for ab in card.get("abilities") or ())


def revealed_ability(card: dict) -> dict | None:
    """The card's "You may reveal this card from your opening hand. If you do, at the beginning of the
    first upkeep, ..." (a triggered ability whose event never happens in the game), or None."""
    return next((ab for ab in card.get("abilities") or () if isinstance(ab, dict) and ab.get("kind") == "triggered"
                 and (ab.get("trigger") or {}).get("event") == "revealed_from_opening_hand"), None)


def start_of_game_problem(data: dict, o: dict, card: dict | None, field: str = "begin_on_battlefield") -> str | None:
    """Why an object can't be marked `begin_on_battlefield` or `reveal_from_opening_hand` (the loader
    names the field), or None."""
    t = data.get("turn") if isinstance(data.get("turn"), dict) else {}
    if o.get("zone") != "hand":
        return "only a card in its owner's opening hand (\"zone\": \"hand\") can do this"
    if field == "begin_on_battlefield" and isinstance(card, dict) and not has_keyword(card, "begin_game_on_battlefield"):
        return "only a card that says so (\"you may begin the game with it on the battlefield\") can begin the game there"
    if field == "reveal_from_opening_hand" and isinstance(card, dict) and revealed_ability(card) is None:
        return "only a card that says so (\"You may reveal this card from your opening hand\") can be revealed from it"
    if t.get("number", 1) != 1 or t.get("phase") != "beginning" or t.get("step") != "untap" or "priority_player" in t:
        return ("the game must start with this scenario (turn 1, phase \"beginning\", step \"untap\", no \"priority_player\"): "
                "a card begins the game on the battlefield before the first turn (2026 103.6)")
    return None


def begin_the_game(game, data: dict) -> None:
    """Before the first turn: the cards marked `begin_on_battlefield` are put onto the battlefield,
    the starting player's first, then each other player's in turn order (2026 103.6, 103.6a)."""
    marked = [o["id"] for o in data["objects"] if o.get("begin_on_battlefield")]
    revealed = [o["id"] for o in data["objects"] if o.get("reveal_from_opening_hand")]
    order = [(game.active + k) % len(game.players) for k in range(len(game.players))]
    for index in order:
        for oid in revealed:
            if game.objects[oid].owner == index:
                _reveal(game, game.objects[oid])
        for oid in marked:
            obj = game.objects[oid]
            if obj.owner != index:
                continue
            game.move(obj, "in_play")
            # under its controller's control since before the first turn began: continuously since the starting
            # player's most recent turn began; another player has had no turn yet (2026 302.6; 2007 212.3d)
            obj.continuous_control = index == game.active
            w = game.words
            emit(game, f"Before the first turn, {game.players[index].name} begins the game with {display(game, obj)} "
                       f"{'on the battlefield' if w.today else 'in play'}: it was in their opening hand.",
                 ("begin_game_on_battlefield", "a card that allows it is put onto the battlefield from the opening hand "
                                               "before the first turn" if w.today else
                  "the card's text allows it to begin the game in play, and a card's text takes precedence over the rules"))


def _reveal(game, obj) -> None:
    """2026 103.6b: the card is revealed from the opening hand; its "If you do, at the beginning of the first
    upkeep, ..." is a delayed triggered ability created now (2026 603.7a; 2007 404.4), which triggers at the
    first upkeep of the game, the starting player's, whatever has become of the card since."""
    from .state import DelayedTrigger
    ab = revealed_ability(obj.card)
    w = game.words
    text = ab.get("text") or ""
    then = text.split("at the beginning of the first upkeep, ", 1)[-1]
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "next_upkeep", tuple(ab.get("effect") or ()), None,
                                                  obj.owner, obj.id, display(game, obj), f"At the beginning of the first upkeep, {then}"),)
    emit(game, f"Before the first turn, {game.players[obj.owner].name} reveals {display(game, obj)} from their opening hand: "
               f"at the beginning of the first upkeep, {then.rstrip('.')}.",
         ("reveal_from_opening_hand", "a card that allows it is revealed from the opening hand before the first turn" if w.today else
          "the card's text allows it to be revealed from the opening hand, and a card's text takes precedence over the rules"))


def note_deck_construction(game) -> None:
    """Say once, as the scenario starts, that "A deck can have any number of cards named ~" does
    nothing in a game (2007 100.2; 2026 100.2a: it changes only the four-card limit)."""
    said = set()
    for obj in game.objects.values():
        name = obj.card.get("name")
        if name in said or not has_keyword(obj.card, "any_number_in_deck"):
            continue
        said.add(name)
        emit(game, f"{name}: \"A deck can have any number of cards named {name}\" changes only how a deck is built, "
                   "before the game begins, so it does nothing in this game.",
             ("deck_card_limit", "a deck may contain no more than four of any card with a particular English name, "
                                 "which this card's text lifts for its name"))
