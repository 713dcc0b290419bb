"""Splice (2007: 502.40; 2026: 702.47). "Splice onto Arcane [cost]" means "You may reveal this card
from your hand as you cast an Arcane spell. If you do, that spell gains the text of this card's rules
text and you pay [cost] as an additional cost to cast that spell." (702.47a; 2007 502.40a: "copy this
card's text box onto that spell").

The keyword `{"keyword": "splice", "onto": "Arcane", "cost": "{1}{R}"}` ("onto": "instant_or_sorcery" is
"Splice onto instant or sorcery"). The `play_spell` action's `pay: {"splice": ["id", ...]}` names the
cards of its caster's hand spliced onto the spell, in the order their instructions are followed, after
the main spell's own (702.47b / 502.40b); none twice. Each is revealed (the log says so) and its
splice cost is added to the total cost (601.2f / 409.1f). The spell gains each card's instructions
and targets: the action's `targets` lists the main spell's first, then each spliced card's in that
order (702.47d / 502.40d: chosen normally; a spell whose targets all became illegal doesn't resolve).
Nothing else of the spliced card is the spell's (702.47c / 502.40c): the spell keeps its name, color
and types, and the added text's "Glacial Ray deals 2 damage" is dealt by the spell. The card stays
in its owner's hand; the spell loses the added text as it leaves the stack (702.47e / 502.40e). A
spliced card with modes, X or an additional cost is refused (its choices would be the main spell's)."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit

ONTO = {"Arcane": "an Arcane spell", "instant_or_sorcery": "an instant or sorcery spell"}
KEY = "splice"


def _fits(onto: str, c) -> bool:
    if onto == "instant_or_sorcery":
        return bool({"Instant", "Sorcery"} & set(c.types))
    return onto in c.subtypes


def spliced(game, player, a, c, name: str, specs: tuple, steps: tuple, cites: list) -> tuple[tuple, tuple, str | None]:
    """(target specs, instructions, the splice costs added) of the spell with the cards spliced onto it."""
    from .actions.total_cost import add_costs
    from .modes import _shift
    from .targets import display
    ids = (a.pay or {}).get(KEY) or []
    if not ids:
        return specs, steps, None
    if a.face_down:
        raise IllegalAction(KEY, f"pay.splice: {name} is {game.words.cast_past} face down: nothing can be spliced onto it")
    total = None
    revealed = []
    for oid in ids:
        obj = game.objects.get(oid)
        if oid in revealed:
            raise IllegalAction("splice_order", f"pay.splice: {oid} is named twice: a card can't be spliced onto the same spell more than once")
        if obj is None or obj.zone != "hand" or obj.owner != player.index:
            raise IllegalAction(KEY, f"pay.splice: {oid} is not a card in {player.name}'s hand")
        other = display(game, obj)
        ability = characteristics(game, obj).keyword_ability(KEY)
        if ability is None:
            raise IllegalAction(KEY, f"pay.splice: {other} has no splice")
        onto = ability.get("onto")
        if not _fits(onto, c):
            raise IllegalAction(KEY, f"pay.splice: {other} splices only onto {ONTO.get(onto, onto)}, and {name} isn't one")
        card = obj.card or {}
        if card.get("modes") or card.get("choose") or "X" in repr(card.get("effect")) or "X" in repr(card.get("targets")) \
                or card.get("additional_cost"):
            raise IllegalAction(KEY, f"pay.splice: {other}'s text has modes, X or an additional cost, which the engine doesn't "
                                     "add to another spell")
        added = tuple(card.get("effect") or ())
        if not added:
            raise IllegalAction(KEY, f"pay.splice: {other} has no instructions to add")
        steps = tuple(steps) + tuple(_shift(list(added), len(specs)))
        specs = tuple(specs) + tuple(card.get("targets") or ())
        total = add_costs(total, ability["cost"])
        revealed.append(oid)
        cites.append((KEY, f"{other} is revealed from {player.name}'s hand: {name} gains its text, and its splice cost "
                           f"{ability['cost']} is an additional cost"))
    emit(game, f"{player.name} reveals {', '.join(display(game, game.objects[i]) for i in revealed)} and splices "
               f"{'it' if len(revealed) == 1 else 'them'} onto {name}; the card{'s stay' if len(revealed) > 1 else ' stays'} "
               f"in {player.name}'s hand.",
         ("splice_order", "the main spell's instructions are followed first, then each spliced card's in the order chosen"),
         ("splice_text", "the spell keeps its own characteristics; text that names the spliced card refers to the spell"))
    if any(game.objects[i].card.get("targets") for i in revealed):
        cites.append(("splice_targets", "the targets of the added text are chosen normally"))
    return specs, steps, total


def spliced_text(game, a, text: str) -> str:
    """The spell's text on the stack with each spliced card's rules text after its own (702.47a, 612.10)."""
    ids = (a.pay or {}).get(KEY) or []
    lines = [text]
    for oid in ids:
        card = game.objects[oid].card or {}
        lines += [line for line in (card.get("text") or "").split("\n") if line.strip() and not line.startswith("Splice")]
    return "\n".join(lines)
