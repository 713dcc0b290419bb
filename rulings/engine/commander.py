"""The Commander variant's words (2026 903): a player's commander, and "Add one mana of any color in
your commander's color identity" (Arcane Signet, Command Tower, Commander's Sphere).

A scenario says which card is a player's commander with the player's `commander` field: the id of an
object that player owns (or a list of two, a pair of partners: 2026 702.124c). The designation is an
attribute of the card, not a characteristic, and it keeps it as it changes zones (903.3); the engine
has no command zone of its own, so the commander is any object of the scenario (in play, in a hand,
a graveyard...). A player without a `commander` field has none.

Color identity (903.4): the colors of the mana symbols in the card's mana cost and rules text
(reminder text ignored, 903.4c), plus the colors its color indicator or characteristic-defining
abilities give it (its definition's `colors`), a flip card's other half and a prototype's
characteristics included (903.4e). It is the card's, established
before the game begins (903.4a): effects that change an object's colors during the game don't change
it. With no commander the quality is undefined and that part of the ability does nothing (903.4f);
a colorless identity gives no color to choose, so the ability would produce mana of an undefined
type and produces none (106.5); it is a mana ability still (605.2).

The February 2007 rules have no Commander variant: a scenario under them that names a commander, or
holds a card with the other Commander words here, is refused naming the field; the identity mana ability
is played there as having no commander to refer to (it adds no mana, and the log says why)."""
from __future__ import annotations

import re

from .effects.base import effect
from .log import emit

NO_COMMANDER_2007 = ("the February 2007 rules have no Commander variant (2026: 903), so no commander or color "
                     "identity; play this scenario under the 2026-06-19 rules")
COLORS = "WUBRG"
IDENTITY_MANA = "add_mana_commander_identity"  # "Add one mana of any color in your commander's color identity"
_SYMBOL = re.compile(r"\{([^}]*)\}")
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _symbol_colors(text: str) -> set[str]:
    """The colors of the mana symbols in `text` ({W}, hybrid {W/U}, Phyrexian {G/P}, {2/R}), reminder
    text in parentheses left out (903.4c)."""
    text = re.sub(r"\([^()]*\)", "", text or "")
    return {ch for sym in _SYMBOL.findall(text) for ch in sym.upper().split("/") if ch in COLORS}


def color_identity(card: dict | None) -> set[str]:
    """A card definition's color identity (903.4): its mana cost's and rules text's mana symbols, its
    `colors` (a color indicator or characteristic-defining ability), its `flip` and `prototype` included."""
    found: set[str] = set()
    stack = [card] if isinstance(card, dict) else []
    while stack:
        d = stack.pop()
        found |= _symbol_colors(d.get("mana_cost") if isinstance(d.get("mana_cost"), str) else "")
        found |= _symbol_colors(d.get("text") if isinstance(d.get("text"), str) else "")
        colors = d.get("colors") if isinstance(d.get("colors"), list) else ()
        found |= {_COLOR_WORDS[c] for c in colors if c in _COLOR_WORDS}  # "colors": ["green"]
        # its alternative characteristics: a flip card's other half, a prototype's (903.4e)
        stack.extend(d[k] for k in ("flip", "prototype") if isinstance(d.get(k), dict))
    return found


def commander_ids(game, player) -> tuple:
    """The ids of the player's commanders (their scenario's `commander` field); () if none."""
    return tuple(getattr(player, "commander", None) or ())


def commanders_identity(game, player) -> set[str] | None:
    """The combined color identity of the player's commanders (903.4, 702.124c); None if they have none
    (903.4f)."""
    ids = commander_ids(game, player)
    if not ids:
        return None
    out: set[str] = set()
    for oid in ids:
        obj = game.objects.get(oid)
        out |= color_identity(obj.card if obj is not None else None)
    return out


def in_order(colors) -> list[str]:
    return sorted(colors, key=COLORS.index)


def mana_options(game, player) -> list[str]:
    """The colors a player's "one mana of any color in your commander's color identity" may be."""
    return in_order(commanders_identity(game, player) or ())


@effect(IDENTITY_MANA, fields=())
def add_mana_commander_identity(game, st, ctx):
    """ "Add one mana of any color in your commander's color identity": its player chooses one of those
    colors as it resolves, the activation's `choice` (608.2d)."""
    p = game.players[ctx.controller]
    if not game.rules.applies("color_identity"):  # 2007: no Commander variant, so no player has a commander
        emit(game, f"Text only under the {game.rules.title}: they have no Commander variant, so {p.name} has no commander "
                   f"and no color identity for {ctx.source_name}'s ability to refer to; it adds no mana.")
        return
    identity = commanders_identity(game, p)
    still = ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing")
    if identity is None:
        emit(game, f"{p.name} has no commander, so the color identity {ctx.source_name}'s ability refers to is undefined "
                   "and it produces no mana.",
             ("commander_identity_undefined", f"{p.name} doesn't have a commander: that part of the ability won't do anything"),
             still)
        return
    names = ", ".join(f"{game.objects[i].card.get('name')} ({i})" for i in commander_ids(game, p) if i in game.objects)
    if not identity:
        emit(game, f"{p.name}'s commander {names} has a colorless color identity, so {ctx.source_name}'s ability would "
                   "produce mana of an undefined type and produces no mana.",
             ("color_identity", "the color identity of a card is the colors of the mana symbols in its mana cost or rules text"),
             ("undefined_mana_type", "mana of an undefined type: it produces no mana instead"), still)
        return
    could = in_order(identity)
    choice = ctx.data.get("choice")
    said = ", ".join("{%s}" % t for t in could)
    if choice not in could:  # the player can't choose a color outside the identity (608.2d)
        from .errors import IllegalAction
        what = f'"choice" is {choice!r}' if choice is not None else 'the action names no "choice"'
        raise IllegalAction("choice_on_resolution", f"{ctx.source_name}'s ability adds one mana of a color in {p.name}'s "
                                                    f"commander's color identity ({said}), but {what}: name one of {', '.join(could)}")
    game.add_mana(p, {choice: 1})
    emit(game, f"{p.name} adds {{{choice}}} to their mana pool, a color of the color identity of their commander {names} ({said}).",
         ("color_identity", "the color identity of a card is the colors of the mana symbols in its mana cost or rules text"),
         ("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"))


def uses_commander_words(card: dict | None) -> bool:
    """Whether a card definition has words only the Commander variant gives a meaning, which the loader refuses
    under the February 2007 rules: the free cast, the "commander creatures" filter, Lieutenant's condition. (Its
    identity mana ability is not refused: under those rules no player has a commander, so it adds no mana.)"""
    if not isinstance(card, dict):
        return False
    abilities = card.get("abilities") if isinstance(card.get("abilities"), list) else ()
    return (any(isinstance(ab, dict) and isinstance(ab.get("if"), dict)
                and {"you_control_your_commander", "you_control_a_commander"} & set(ab["if"]) for ab in abilities)
            or any(isinstance(ab, dict) and (ab.get("if_you_control") == A_COMMANDER
                                             or isinstance(ab.get("filter"), dict) and ab["filter"].get("commander") is True)
                   for ab in abilities))


def check_player_commanders(v, players, ids: dict) -> None:
    """Each player's `commander`: an object id, or a list of two (partners, 702.124c), of objects that
    player owns; one object is one player's commander only; none under the February 2007 rules."""
    taken: dict = {}
    for i, p in enumerate(players if isinstance(players, list) else ()):
        if not isinstance(p, dict) or "commander" not in p:
            continue
        path, given = f"players[{i}].commander", p["commander"]
        if v.edition == "2007-02-01":
            v.err(path, NO_COMMANDER_2007)
            continue
        listed = given if isinstance(given, list) else [given]
        if not listed or len(listed) > 2 or not all(isinstance(x, str) for x in listed):
            v.err(path, "must be an object's id, or a list of two ids (a pair of partners, 702.124c)")
            continue
        if len(set(listed)) != len(listed):
            v.err(path, "names one object twice")
            continue
        for oid in listed:
            o = ids.get(oid)
            if o is None:
                v.err(path, f'no object "{oid}"')
            elif o.get("owner") != p.get("name"):
                v.err(path, f'"{oid}" is owned by {o.get("owner")}: a player\'s commander is a card they own (903.3, 903.6)')
            elif o.get("token") is True:
                v.err(path, f'"{oid}" is a token: a commander is a card of its owner\'s deck (903.3)')
            elif oid in taken:
                v.err(path, f'"{oid}" is already {taken[oid]}\'s commander')
            else:
                taken[oid] = p.get("name")


# --- "If you control a commander, you may cast this spell without paying its mana cost." -------------
#: the alternative cost's `if_you_control` for it (alternative_costs.py): {"keyword": "alternative_cost",
#: "cost": "{0}", "if_you_control": "commander"} (2026 118.9)
A_COMMANDER = "commander"


def commanders_controlled(game, player) -> list:
    """The permanents the player controls that are a commander, theirs or another player's (903.3d:
    "controlling a commander" refers to a permanent on the battlefield that is a commander)."""
    ids = {oid for p in game.players for oid in commander_ids(game, p)}
    return [o for o in game.in_play(player.index) if o.id in ids]


def controls_own_commander(game, player) -> bool:
    """Lieutenant's "if you control your commander": one of the player's own commanders is a permanent they control."""
    return any(o.id in commander_ids(game, player) for o in game.in_play(player.index))


def check_controls_a_commander(game, player, name: str) -> None:
    """601.2b: the alternative cost is there only while its caster controls a commander; IllegalAction if not."""
    from .errors import IllegalAction
    if not commanders_controlled(game, player):
        raise IllegalAction("control_a_commander", f"pay.alternative: {name} may be {game.words.cast_past} without paying its "
                                                   f"mana cost only if {player.name} controls a commander, and they control none",
                            "playing_spell_steps")


def free_cast_cites(game, player) -> list:
    """What the log cites as the spell is cast without paying its mana cost."""
    from .targets import display
    held = ", ".join(display(game, o) for o in commanders_controlled(game, player))
    return [("without_paying_mana_cost", f"{game.words.cast_past} without paying its mana cost, an alternative cost its text lists"),
            ("control_a_commander", f"{player.name} controls a commander on the battlefield ({held})"),
            ("one_alternative_cost", "one alternative cost is applied to the spell")]


# --- "~ can be your commander." (2026 903.3a) ----------------------------------------------------------
CAN_BE_COMMANDER = "can_be_your_commander"  # the keyword: "~ can be your commander.", "Spell commander"


def note_can_be_your_commander(game) -> None:
    """Say once per card name, as the scenario starts, that "~ can be your commander" does nothing in the
    game: it modifies the rules for deck construction and functions before the game begins (903.3a,
    113.6n). Under the February 2007 rules, which have no Commander variant, the log says so."""
    said = set()
    for obj in game.objects.values():
        name = obj.card.get("name")
        abilities = obj.card.get("abilities") or ()
        if name in said or not any(isinstance(ab, dict) and ab.get("keyword") == CAN_BE_COMMANDER for ab in abilities):
            continue
        said.add(name)
        if game.rules.applies("can_be_your_commander"):
            emit(game, f"{name}: \"{name} can be your commander\" changes only how a Commander deck is built, before the game "
                       "begins, so it does nothing in this game (whether it is a player's commander is the player's `commander`).",
                 ("can_be_your_commander", "an ability that states the card can be your commander modifies the rules for deck "
                                           "construction and functions before the game begins"))
        else:
            emit(game, f"Text only under the {game.rules.title}: \"{name} can be your commander\" is a Commander variant's "
                       "deck-building ability, later than February 2007; those rules do not have it, so it does nothing here.")
