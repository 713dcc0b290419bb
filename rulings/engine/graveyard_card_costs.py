"""A cost that exiles cards from the graveyard of the player activating the ability: "Exile two
cards from your graveyard" (Psychatog), "Exile another creature card from your graveyard",
"Exile seven other cards from your graveyard" (Bone Dragon), "Exile an instant or sorcery card
from your graveyard" (Postmortem Professor). The ability's cost `"exile_cards": {"count": N,
"types": [...], "other": true}`: N cards, each of one of `types` if given, none of them the
ability's own card if `other`; the player names them in the action's `pay.exile` (2007: 409.1h,
the player pays the costs in any order, all of them or none; 2026: 601.2h / 602.2b). A card that
left the graveyard can't be chosen; a cost can't be paid in part."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def words(spec: dict, today: bool = True) -> str:
    """The cost in Oracle's words ("exile two other creature cards from your graveyard"); in the
    February 2007 rules' words, "remove ... in your graveyard from the game"."""
    n = spec["count"]
    kinds = " or ".join(t.lower() for t in spec.get("types") or ())
    if n == 1:
        head = "another" if spec.get("other") else ("an" if (kinds or "x")[0] in "aeiou" else "a")
        cards = f"{head} {kinds + ' ' if kinds else ''}card"
    else:
        cards = f"{NUMBER_WORDS.get(n, n)} {'other ' if spec.get('other') else ''}{kinds + ' ' if kinds else ''}cards"
    return f"exile {cards} from your graveyard" if today else f"remove {cards} in your graveyard from the game"


def pay(game, player, source, spec: dict, chosen: list, what: str, concept: str) -> None:
    """Exile the cards named in `pay.exile` from the player's graveyard, or IllegalAction."""
    from .zones import move_card
    graveyard = game.zones[(player.index, "graveyard")]
    types = set(spec.get("types") or ())

    def fits(oid) -> bool:
        obj = game.objects.get(oid)
        if oid not in graveyard or obj is None or (spec.get("other") and oid == getattr(source, "id", None)):
            return False
        return not types or bool(types & set(characteristics(game, obj).types))

    if len(chosen) != spec["count"] or len(set(chosen)) != len(chosen) or not all(fits(o) for o in chosen):
        raise IllegalAction(concept, f"the cost of {what} is to {words(spec, game.words.today)} ({player.name}'s), named in "
                                     f"\"pay\": {{\"exile\": [...]}} (given: {', '.join(map(str, chosen)) or 'none'})",
                            "illegal_action_reversed")
    names = [display(game, game.objects[o]) for o in chosen]
    for o in chosen:
        move_card(game, game.objects[o], "removed_from_game")
    them = "it" if len(names) == 1 else "them"
    emit(game, f"To pay the cost, {player.name} chooses {', '.join(names)} in their graveyard to {game.words.remove(them)}: "
               f"{'it is' if len(names) == 1 else 'they are'} {game.words.removed}.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))
