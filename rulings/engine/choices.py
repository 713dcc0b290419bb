""""As [this permanent] comes into play, choose a color / a creature type"
(419.1b in 2007, 614.12a in 2026): a replacement effect whose choice is made
by the permanent's controller as it comes into play, and that stays with that
object (217.1c: a new object has made no choice).

A choice is not a copiable value: a copy doesn't take the original's, and an
object that comes into play as a copy makes its own (503.6). An ability that
refers to a choice never made for its object does nothing (503.7). Under the
2007 rules a copy "remembers" the choice it made and keeps using it when it
later becomes a copy of something else whose ability refers to that kind of
choice (503.8); under 2026 an ability that refers to "the chosen color" is
linked to the ability printed on the same card that made the choice (607.2d),
so a choice made as another card counts as undefined (607.5a)."""
from __future__ import annotations

COLOR_ORDER = ("white", "blue", "black", "red", "green")  # WUBRG: the first is the default choice
KINDS = ("color", "creature_type")
NAME_KINDS = ("card_name", "nonland_card_name")  # "As ~ enters, choose a (nonland) card name" (chosen_name.py)


def made_for(game, object_id: str) -> dict:
    """The choices the action being applied gives for an object: its "as it
    comes into play" choices (`color`, `creature_type`), and what its effect
    picks (`cards`, `source`, `dredge`); {} if none."""
    return dict(dict(game.choices).get(object_id, ()))


def choose_as_it_comes_into_play(game, obj, kind: str, other_than: str | None = None) -> tuple:
    """Make the choice as `obj` comes into play: the action's `choices` gives
    it; without one, the first color in WUBRG order, or the first subtype of
    what it comes into play as (else "Human"). `other_than`: "choose a color
    other than green" (that color can't be chosen: 2007 413.2c; 2026 608.2d).
    Returns the note to log."""
    from .continuous import copiable_card
    from .targets import display
    card = copiable_card(game, obj)
    given = made_for(game, obj.id)
    if kind in NAME_KINDS:  # a card name: no default; the chosen_name module checks what's given
        from .chosen_name import name_as_it_comes_into_play
        return name_as_it_comes_into_play(game, obj, kind, given)
    if kind in given:
        value, default = given[kind], ""
        if other_than is not None and value == other_than:
            from .errors import IllegalAction
            raise IllegalAction("choice_on_resolution", f"{display(game, obj)}'s color is chosen other than {other_than}, but "
                                f"\"choices\" names {value}: name another color")
    else:
        value = next(c for c in COLOR_ORDER if c != other_than) if kind == "color" else next(iter(card.get("subtypes") or ()), "Human")
        default = " (no choice was given: the default)"
    obj.chosen = {**obj.chosen, kind: value}
    obj.chosen_as = card.get("name")
    game.characteristics_changed()
    player = game.players[obj.controller].name
    copying = any(e.kind == "copy" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)
    w = game.words
    return (f"As {display(game, obj)} {w.comes_into_play}, {player} chooses {kind.replace('_', ' ')}: {value}{default}.",
            ("choose_as_comes_into_play", f"an \"as it {w.comes_into_play}\" choice is made by its controller as it {w.comes_into_play}"),
            *((("copy_choice_not_copied", "a copy makes its own choice; the original's isn't copied"),) if copying else ()))


def chosen(game, obj, kind: str) -> str | None:
    """The `kind` ("color") chosen for `obj`, or None if it is undefined: never
    made for this object (503.7), a choice of another kind (503.8), or, under
    2026, made as a card other than the one it is now (607.2d, 607.5a)."""
    value = obj.chosen.get(kind)
    if value is None or not game.rules.applies("chosen_value_linked"):
        return value
    from .continuous import copiable_card
    return value if copiable_card(game, obj).get("name") == obj.chosen_as else None
