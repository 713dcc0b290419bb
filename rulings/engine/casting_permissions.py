"""Permissions and prohibitions on casting spells that a card's text gives:

- "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have
  been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
  cleanup step." (Lightning Reflexes): keyword `flash_sacrificed_at_cleanup`. Cast when a sorcery
  couldn't be, the spell remembers it (`flashed`); the permanent it becomes gets a delayed triggered
  ability as it enters (2026 603.7; 2007 404.4) that triggers as the next cleanup step begins, and
  triggers waiting then give players priority in that step (2026 514.3a; 2007 314.3). It follows that
  permanent only: once it has left play, nothing is sacrificed.
- "You may cast creature spells as though they had flash." (Prophet of Kruphix) and the like:
  keyword `flash_permission` with `what`, the kinds of spell joined by " or " (each a string of qualities
  that must all hold: "Creature", "green Creature", "nonCreature", "colorless", "legendary", "Spirit"), and
  `any_player` for "Any player may ...". Read from the spell as it is announced.
- "Your opponents can't cast spells during your turn." (Kutzil) and "... during combat":
  keywords of CANT_CAST; "can't" wins over any permission (2026 101.2; 2007 103.2).

"As though it had flash" is the card's text overriding the rule on when a spell may be cast (2026
101.1; 2007 103.1), flash meaning "any time you could cast an instant" (2026 702.8a; 2007 502.57a)."""
from __future__ import annotations

from .effects.base import effect, permanent
from .errors import IllegalAction
from .log import emit
from .state import DelayedTrigger, TargetRef
from .targets import display

COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Sorcery", "Planeswalker", "Battle", "Kindred")


def quality_ok(word: str) -> bool:
    """Whether `word` is a quality the engine reads of a spell (a card type, "non" + a card type, a color,
    "colorless", "legendary" or a capitalized subtype)."""
    if word in CARD_TYPES or word in COLORS or word in ("colorless", "legendary", "any"):
        return True
    if word.startswith("non") and word[3:] in CARD_TYPES:
        return True
    return word[:1].isupper() and word.isalpha()


def _has(c, word: str) -> bool:
    if word == "any":
        return True
    if word in COLORS:
        return word in c.colors
    if word == "colorless":
        return not c.colors
    if word == "legendary":
        return "Legendary" in c.supertypes
    if word.startswith("non") and word[3:] in CARD_TYPES:
        return word[3:] not in c.types
    if word in CARD_TYPES:
        return word in c.types
    return word in c.subtypes


def spell_is(c, what: str) -> bool:
    """The spell (its characteristics `c`) is of one of the kinds `what` names ("Creature or green Enchantment")."""
    return any(all(_has(c, w) for w in kind.split()) for kind in what.split(" or "))


def _permission(game, p: int, c) -> str | None:
    """What lets player `p` cast this spell as though it had flash: a permanent's "may cast ... spells as though
    they had flash", or a resolved "You may cast spells this turn as though they had flash" of `p`'s."""
    from .continuous import characteristics
    for perm in game.in_play():
        if perm.face_down:
            continue
        for ab in characteristics(game, perm).abilities:
            if ab.get("kind") == "keyword" and ab.get("keyword") == "flash_permission" \
                    and (ab.get("any_player") or perm.controller == p) and spell_is(c, ab.get("what") or ""):
                return display(game, perm)
    for e in game.effects:
        if e.kind == "flash_permission" and e.get("player") == p and spell_is(c, e.get("spells")):
            return f"{e.source}'s effect this turn"
    return None


def flash_timing(game, player, c, name: str, face_down: bool, sorcery_timing_ok) -> tuple[list, bool] | None:
    """When the spell couldn't be cast now as a sorcery and the card or a permanent lets it be cast as
    though it had flash: the reasons to cite, and whether it was cast so under its own "sacrifices it at the
    beginning of the next cleanup step"; None when its own timing rules apply."""
    if face_down or "Instant" in c.types or c.has_keyword("flash"):
        return None
    why = sorcery_timing_ok(game, player)
    if not why:
        return None
    flash = ("flash", f"flash means it can be {game.words.cast_past} any time its player could {game.words.cast} an instant")
    if c.has_keyword("flash_sacrificed_at_cleanup"):
        return [("as_though_flash", f"{name}'s text lets it be {game.words.cast_past} as though it had flash ({why}); the "
                                    "permanent it becomes will be sacrificed at the beginning of the next cleanup step"), flash], True
    perm = _permission(game, player.index, c)
    if perm is None:
        return None
    return [("as_though_flash", f"{perm} lets {player.name} {game.words.cast} {name} as though it had flash ({why})"),
            flash], False


TEXT = "Its controller sacrifices it at the beginning of the next cleanup step."


def after_entering(game, obj, item) -> None:
    """A spell cast as though it had flash when a sorcery couldn't have been: the permanent it became is
    sacrificed by its controller at the beginning of the next cleanup step (a delayed trigger, 603.7 / 404.4)."""
    if obj.zone != "in_play":
        return
    name = display(game, obj)
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "cleanup", ({"do": "sacrifice_at_cleanup", "what": "it"},),
                                                  TargetRef("object", obj.id, obj.zcc), item.controller, obj.id, name, TEXT),)
    emit(game, f"{name} was {game.words.cast_past} when a sorcery couldn't have been: its controller will sacrifice it at the "
               "beginning of the next cleanup step.",
         ("as_though_flash", "the card's text says the permanent is sacrificed at the beginning of the next cleanup step"),
         ("delayed_trigger_created", "the card's text creates an ability that triggers later"))


#: "can't cast spells" statics: keyword -> (whom it covers: "opponents" / "players", when, its words)
CANT_CAST = {
    "opponents_cant_cast_your_turn": ("opponents", lambda g, perm: g.active == perm.controller, "during {ctl}'s turn"),
    "opponents_cant_cast_combat": ("opponents", lambda g, perm: g.phase == "combat", "during combat"),
    "players_cant_cast_combat": ("players", lambda g, perm: g.phase == "combat", "during combat"),
    "you_cant_cast_creature_spells": ("you", lambda g, perm: True, ""),  # Grid Monitor: of creature spells only
    "you_cant_cast_noncreature_spells": ("you", lambda g, perm: True, ""),  # Nikya of the Old Ways: of noncreature spells only
}


def cant_cast(game, p: int, name: str, spell=None) -> list:
    """IllegalAction when a permanent's "can't cast spells ..." or a resolved "Your opponents can't cast spells
    this turn" covers player `p` now ("can't" wins: 2026 101.2; 2007 103.2); else the reasons to cite when one
    exists but doesn't apply. `spell`: the spell's characteristics ("You can't cast creature spells")."""
    from .cant_cast_this_turn import check as player_cant_cast
    from .continuous import characteristics
    cites = []
    player_cant_cast(game, p, name)  # "Its controller can't cast spells this turn." (cant_cast_this_turn.py)
    for e in game.effects:
        if e.kind == "opponents_cant_cast" and e.get("player") != p:
            if e.get("spells") == "noncreature" and (spell is None or spell.is_creature):
                continue  # "Your opponents can't cast noncreature spells this turn" (a face-down spell is a creature spell)
            raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {e.source}'s effect says "
                                                    f"opponents of {game.players[e.get('player')].name} can't {game.words.cast} "
                                                    f"{'noncreature ' if e.get('spells') == 'noncreature' else ''}spells this turn")
    for perm in game.in_play():
        if perm.face_down:
            continue
        c = characteristics(game, perm)
        for kw, (who, now, words) in CANT_CAST.items():
            if not c.has_keyword(kw) or (who == "opponents" and perm.controller == p) or (who == "you" and perm.controller != p):
                continue
            if kw == "you_cant_cast_noncreature_spells":  # a face-down spell (None here) is a creature spell
                if spell is not None and not spell.is_creature:
                    raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {display(game, perm)} says "
                                                            f"{game.players[p].name} can't {game.words.cast} noncreature spells")
                continue
            if kw == "you_cant_cast_creature_spells":
                if spell is not None and spell.is_creature:
                    raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {display(game, perm)} says "
                                                            f"{game.players[p].name} can't {game.words.cast} creature spells")
                continue
            said = f"{display(game, perm)}: {'opponents of ' + game.players[perm.controller].name if who == 'opponents' else 'players'} " \
                   f"can't {game.words.cast} spells " + words.format(ctl=game.players[perm.controller].name)
            if now(game, perm):
                raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {said}")
            cites.append(("cant_effect_wins", f"{said}, which is not now"))
    return cites


@effect("sacrifice_at_cleanup", fields=("what",), internal=True)
def sacrifice_at_cleanup(game, st, ctx):
    """The delayed ability: the permanent's controller (now) sacrifices it, if it is still in play."""
    from .zones import leave_play
    obj = permanent(game, ctx, st, "what", "it")
    if obj is None:
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}: there is nothing to sacrifice.")
        return
    name = display(game, obj)
    ctl = game.players[obj.controller].name
    leave_play(game, obj, "graveyard", "sacrifice")
    emit(game, f"{ctl} sacrifices {name} at the beginning of the cleanup step.",
         ("as_though_flash", f"{name} was {game.words.cast_past} any time a sorcery couldn't have been"),
         ("cleanup_priority", "the triggered ability waiting in the cleanup step gives players priority"))


@effect("flash_this_turn", fields=("spells",))
def flash_this_turn(game, st, ctx):
    """ "You may cast [creature] spells this turn as though they had flash.": a permission of the spell's or
    ability's controller that ends with the turn (the cleanup step ends "this turn" effects: 2026 514.2; 2007 314.2)."""
    from .state import Effect
    what = st.get("spells", "any")
    game.effects = game.effects + (Effect(game.new_timestamp(), "flash_permission", "", 0,
                                          (("player", ctx.controller), ("spells", what)), "end_of_turn", ctx.source_name),)
    kinds = "spells" if what == "any" else what.replace(" or ", " and ") + " spells"
    emit(game, f"{game.players[ctx.controller].name} may {game.words.cast} {kinds} this turn as though they had flash.",
         ("as_though_flash", "the effect lets its controller cast those spells any time they could cast an instant"))


@effect("opponents_cant_cast_this_turn", fields=("spells",))
def opponents_cant_cast_this_turn(game, st, ctx):
    """ "Your opponents can't cast spells this turn.": until the turn ends (2026 514.2; 2007 314.2), "can't" winning
    over any permission (2026 101.2; 2007 103.2); with `spells` "noncreature" ("... can't cast noncreature spells
    this turn", Permission Denied), only noncreature spells."""
    from .state import Effect
    kind = "noncreature" if st.get("spells") == "noncreature" else None
    game.effects = game.effects + (Effect(game.new_timestamp(), "opponents_cant_cast", "", 0, (("player", ctx.controller),)
                                          + ((("spells", kind),) if kind else ()), "end_of_turn", ctx.source_name),)
    emit(game, f"{game.players[ctx.controller].name}'s opponents can't {game.words.cast} {kind + ' ' if kind else ''}spells this turn.",
         ("cant_effect_wins", "a \"can't\" effect wins over any effect that lets a player cast a spell"))
