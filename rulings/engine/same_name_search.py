""" "Exile target enchantment. Search its controller's graveyard, hand, and library for all cards with the
same name as that enchantment and exile them. Then that player shuffles." (Scour, Eradicate, Splinter,
Sowing Salt; "Counter target spell. ..." Counterbore, Quash; "any number of cards" Crumble to Dust):
rulings/oracle/same_name_searches.py.

Two instructions:

- `note_its_name` (`of`: "target:N"), followed first, while the target is still where it was targeted
  (on the battlefield or on the stack), remembers its name as it is there (a copy's is the copied name;
  a face-down permanent has none): "that enchantment" is read as it last existed (2007 413.2f; 2026
  608.2h), though the instruction after it moves it. A target no longer there is not noted.
- `exile_cards_with_same_name` (`player`: "its_controller", the player `note_its_controller` noted; `all`:
  "all cards", else "any number of cards"): that player's graveyard, hand and library are searched for
  the cards with the noted name and those found are exiled, as effects/card_names.py's
  `exile_cards_with_chosen_name` does for a chosen name: the resolving action's `choices` for the source
  names them, `{"source_id": {"cards": [ids]}}` (`[]` for none; none given is refused naming the field);
  in the hand and the library a card with that name need not be found (2026 701.23b; 2007: the
  glossary's "Search"), and with `all` every one in the graveyard (a public zone) must be. No name
  noted (the target left, a face-down permanent): nothing is searched.

"Then that player shuffles" is a `shuffle_library` with the same `player`."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect, object_of, resolve_ref
from .effects.card_names import exile_named
from .log import emit
from .targets import display


@effect("note_its_name", fields=("of",))
def note_its_name(game, st, ctx):
    obj = object_of(game, resolve_ref(game, ctx, st.get("of", "target:0")))
    if obj is None or obj.zone not in ("in_play", "stack"):
        ctx.data.pop("its_name", None)
        return
    name = characteristics(game, obj).name or ""
    ctx.data["its_name"] = name
    if name:
        emit(game, f"Its name is {name}, as {display(game, obj)} has it now; that stays so after it moves.",
             ("last_known_information", f"its name is read as {display(game, obj)} last existed where it was"))
    else:
        emit(game, f"{display(game, obj)} has no name now, so the search that follows finds no card.")


@effect("exile_cards_with_same_name", fields=("player", "all"))
def exile_cards_with_same_name(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "its_controller"))
    p = None if ref is None or ref.kind != "player" else game.player_named(ref.id)
    name = ctx.data.get("its_name")
    if p is None or not name:
        return
    exile_named(game, st, ctx, p, name)


def check(v, st: dict, sp: str, depth: int) -> None:
    """The loader's check of `exile_cards_with_same_name`: `all` a boolean (its `player` is a reference,
    checked as every instruction's)."""
    if "all" in st:
        v.boolean(st["all"], f"{sp}.all")
