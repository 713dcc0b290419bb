""""As this creature enters, choose a nonland card name. Spells with the chosen name can't be
cast" (Meddling Mage; its 2007 wording: "As Meddling Mage comes into play, name a nonland card.
The named card can't be played."): an "as it comes into play" choice (2007 419.1b; 2026 614.12a)
of a card name, kept by the permanent like a chosen color (choices.py: a copy makes its own,
2007 503.6-503.8; 2026 607.2d), and a "can't" that stops any player casting a spell with that
name (2007 103.2; 2026 101.2, and 601.3: no effect may prohibit the cast).

The name is the action's `choices` for the permanent, `{"mage": {"card_name": "Lightning Bolt"}}`.
A card name has no default: none given refuses the action, naming the field. What is checked of
the name is what effects/card_names.py checks (a nonland card name can't be one a land card of
the game has; the engine holds no Oracle card reference to check the rest of 2026 201.4)."""
from __future__ import annotations

from .errors import IllegalAction


def name_as_it_comes_into_play(game, obj, kind: str, given: dict) -> tuple:
    """Make the card name choice as `obj` comes into play (kind "card_name" or "nonland_card_name");
    the note to log. IllegalAction naming the field when no name (or a land's for a nonland one) was given."""
    from .continuous import copiable_card
    from .targets import display
    card = copiable_card(game, obj)
    field = f'"choices": {{"{obj.id}": {{"card_name": ...}}}}'
    value = given.get("card_name")
    what = "a nonland card name" if kind == "nonland_card_name" else "a card name"
    w = game.words
    if not isinstance(value, str) or not value.strip():
        raise IllegalAction("choose_as_comes_into_play",
                            f"as {display(game, obj)} {w.comes_into_play}, its controller chooses {what}, and none was given: "
                            f"say it in the action's {field}")
    if kind == "nonland_card_name" and any((o.card or {}).get("name") == value and "Land" in (o.card.get("types") or ())
                                           for o in game.objects.values()):
        raise IllegalAction("choose_as_comes_into_play", f"\"{value}\" is not the name of a nonland card (the action's {field})")
    obj.chosen = {**obj.chosen, "card_name": value}
    obj.chosen_as = card.get("name")
    game.characteristics_changed()
    player = game.players[obj.controller].name
    return (f"As {display(game, obj)} {w.comes_into_play}, {player} chooses the card name {value}.",
            ("choose_as_comes_into_play", f"an \"as it {w.comes_into_play}\" choice is made by its controller as it {w.comes_into_play}"))


def cant_be_cast(game, p: int, c, name: str) -> list:
    """IllegalAction when a permanent says spells with the name chosen for it can't be cast and
    the spell `c` has that name; [] otherwise (nothing to cite)."""
    from .choices import chosen
    from .continuous import characteristics
    from .targets import display
    for perm in game.in_play():
        if perm.face_down or not characteristics(game, perm).has_keyword("chosen_name_cant_be_cast"):
            continue
        named = chosen(game, perm, "card_name")
        if named is not None and c.name == named:
            raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {display(game, perm)} says spells "
                                                    f"with the chosen name ({named}) can't be {game.words.cast_past}")
    return []


#: "Activated abilities of sources with the chosen name can't be activated" (Phyrexian Revoker),
#: "... unless they're mana abilities" (Pithing Needle): the keyword, and whether mana abilities are spared
ACTIVATION_KEYWORDS = {"chosen_name_cant_activate": False, "chosen_name_cant_activate_nonmana": True}


def cant_be_activated(game, obj, ab) -> None:
    """IllegalAction when a permanent says activated abilities of sources with the name chosen for
    it can't be activated and `obj` (in any zone) has that name (a "can't": 2007 103.2; 2026 101.2)."""
    from .choices import chosen
    from .continuous import characteristics
    from .costs import is_mana_ability
    from .targets import display
    own = characteristics(game, obj).name if obj.zone == "in_play" else (obj.card or {}).get("name")
    for perm in game.in_play():
        if perm.face_down:
            continue
        c = characteristics(game, perm)
        for kw, spares_mana in ACTIVATION_KEYWORDS.items():
            if not c.has_keyword(kw) or (spares_mana and is_mana_ability(ab)):
                continue
            named = chosen(game, perm, "card_name")
            if named is not None and own == named:
                raise IllegalAction("activation_prohibited",
                                    f"{display(game, obj)}'s ability can't be {game.words.activated}: {display(game, perm)} says activated "
                                    f"abilities of sources with the chosen name ({named}) can't be {game.words.activated}"
                                    + (" unless they're mana abilities" if spares_mana else ""))
