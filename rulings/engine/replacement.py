"""Replacement and prevention effects (419 in 2007): shields around an event.

An event that one of them watches for is offered to each that applies; when
several do, the affected player, or the affected object's controller (its
owner if it has none), chooses which applies first, then the others apply if
they still can (419.9a); each applies to one event only once (419.6a). A
scenario gives that choice as an action's `replacement_order` (the ids of the
effects' sources); without it the oldest effect applies first.

The kinds: damage prevention shields (419.7b), regeneration (419.6b),
"instead of being put into a graveyard" (419.1a), "comes into play tapped /
with counters" (419.1b-c), "as it comes into play, choose ..." (419.1b, in
choices.py) and "skip" (419.6e)."""
from __future__ import annotations

from dataclasses import dataclass

from .log import emit
from .state import Effect


@dataclass(frozen=True, slots=True)
class Replacement:
    """One applicable replacement or prevention effect."""

    source_id: str | None
    source_name: str
    timestamp: int
    effect: Effect | None = None  # a resolved effect (a shield), or None for a static ability
    ability: dict | None = None   # the static ability's "replacement" clause
    kind: str = ""                # a rule's own effect: "umbra_armor", "shield_counter"


def choose(game, options: list, chooser: str, what: str):
    """419.9a: the affected player or controller picks which applies first:
    the action's replacement_order, else the oldest."""
    chosen = None
    for sid in game.replacement_order:
        chosen = next((r for r in options if r.source_id == sid), None)
        if chosen is not None:
            break
    if chosen is None:
        chosen = min(options, key=lambda r: r.timestamp)
    if len(options) > 1:
        emit(game, f"{len(options)} effects would modify {what}; {chooser} applies {chosen.source_name}'s first.",
             ("replacement_order", f"{chooser} chooses which applies first; the others apply afterwards if they still can"))
    return chosen


def effects_on(game, kind: str, target: str, zcc: int) -> list:
    return [e for e in game.effects if e.kind == kind and e.target == target and e.zcc == zcc]


def shield(e: Effect) -> Replacement:
    return Replacement(e.get("source_id"), e.source, e.timestamp, effect=e)


def remove_effect(game, e: Effect) -> None:
    game.effects = tuple(x for x in game.effects if x is not e)


# --- statics of permanents in play --------------------------------------------
_STATICS: dict = {}


def _replacement_abilities(card: dict) -> tuple:
    key = id(card)
    found = _STATICS.get(key)
    if found is None or found[0] is not card:
        found = (card, tuple(ab for ab in card.get("abilities", ())
                             if ab.get("kind") == "static" and "replacement" in ab))
        _STATICS[key] = found
    return found[1]


def statics(game, event: str) -> list:
    """(permanent, its "replacement" clause) for every static replacement
    ability in play watching for `event` (419.1a): of the abilities each
    permanent has now (a copy's, not one it lost)."""
    from .continuous import abilities_now
    out = []
    for perm in game.in_play():
        if perm.face_down:
            continue
        now = abilities_now(game, perm)
        found = _replacement_abilities(perm.card) if now is perm.card.get("abilities", ()) else \
            [ab for ab in now if ab.get("kind") == "static" and "replacement" in ab]
        for ab in found:
            if ab["replacement"].get("event") == event:
                out.append((perm, ab))
    return out


# --- "would be put into a graveyard" --------------------------------------------
INSTEAD = {"remove_from_game": "removed_from_game", "shuffle_into_library": "library", "reveal_and_shuffle_into_library": "library"}


def graveyard_destination(game, obj, to_zone: str) -> str:
    """Where `obj` goes when it would be put into a graveyard: the graveyard,
    unless replacement effects send it elsewhere (419.1a, 419.9a)."""
    if to_zone != "graveyard":
        return to_zone
    from .targets import display
    applied: set = set()
    name = display(game, obj)
    while to_zone == "graveyard":
        options = _graveyard_replacements(game, obj, applied)
        if not options:
            break
        chooser = game.players[obj.controller if obj.zone in ("in_play", "stack") else obj.owner].name
        r = choose(game, options, chooser, f"{name} going to a graveyard")
        applied.add((r.source_id, r.timestamp))
        instead = (r.effect.get("instead") if r.effect else r.ability["replacement"].get("instead")) or "remove_from_game"
        to_zone = INSTEAD[instead]
        from .later_counters import graveyard_replaced, is_finality
        if is_finality(r):  # 2026 122.1h
            graveyard_replaced(game, name)
            continue
        words = game.words.removed if instead == "remove_from_game" else \
            "revealed and shuffled into its owner's library" if instead.startswith("reveal") else "shuffled into its owner's library"
        emit(game, f"{name} would be put into a graveyard; instead it is {words} ({r.source_name}).",
             ("replacement_instead", f"{r.source_name}'s effect replaces being put into a graveyard"))
    return to_zone


def _graveyard_replacements(game, obj, applied: set) -> list:
    from .targets import display
    out = [shield(e) for e in effects_on(game, "replace_graveyard", obj.id, obj.zcc)]
    for perm, ab in statics(game, "put_into_graveyard"):
        rep = ab["replacement"]
        whose = rep.get("whose", "any")
        if whose in ("self", "self_from_anywhere") and perm is not obj:
            continue
        if whose == "opponents" and (obj.owner == perm.controller or obj.token or obj.id in game.copies):
            continue  # "a card ... into an opponent's graveyard": a token is not a card
        out.append(Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab))
    if obj.zone == "in_play":
        out += _dies_replacements(game, obj)
        from .later_counters import finality_option
        out += finality_option(game, obj)  # 2026 122.1h
    elif not obj.face_down:  # "If ~ would be put into a graveyard from anywhere": it says it works in every zone
        # (2007: 402.8b; 2026: 113.6b): from the hand, the library, the stack too
        out += [Replacement(obj.id, display(game, obj), obj.timestamp, ability=ab) for ab in _replacement_abilities(obj.card)
                if ab["replacement"].get("event") == "put_into_graveyard" and ab["replacement"].get("whose") == "self_from_anywhere"]
    return [r for r in out if (r.source_id, r.timestamp) not in applied]


#: "If a creature dealt damage by this creature / enchanted creature this turn would die, exile it instead"
DEALT_DAMAGE_BY = ("dealt_damage_by_self", "dealt_damage_by_enchanted")
DAMAGED_BY = "damaged_by"  # an Effect kind: this creature was dealt damage by that one this turn


def _damaging(game, perm, zcc: int, whose: str):
    """(id, zcc) of "this creature" or "enchanted creature" as the event began (one that left
    in the same event is looked back at, as it was)."""
    if whose == "dealt_damage_by_self":
        return perm.id, zcc
    if not perm.attached_to:
        return None
    host = game.objects.get(perm.attached_to)
    if host is not None and host.zcc == perm.attached_zcc:
        return host.id, host.zcc
    left = (getattr(game, "_leaving", None) or {}).get(perm.attached_to)
    if host is not None and left is not None and left[0] == perm.attached_zcc:
        return host.id, left[0]
    return None


def _was_dealt_damage_by(game, obj, source) -> bool:
    return source is not None and any(e.kind == DAMAGED_BY and e.target == obj.id and e.zcc == obj.zcc and e.get("by") == source[0]
                                      and e.get("by_zcc") == source[1] for e in game.effects)


def remember_damage(game, source, obj) -> None:
    """Damage dealt by `source` to the creature `obj`, remembered until the turn ends while
    a permanent in play has a "dealt damage by ... this turn would die" ability to read it
    (the engine keeps no record of damage otherwise)."""
    if source is None or obj is None or source.zone != "in_play":
        return
    from .continuous import characteristics
    from .damaged_dies import reads_damage  # "Whenever a creature dealt damage by ~ this turn dies" (damaged_dies.py)
    if not any(ab["replacement"].get("whose") in DEALT_DAMAGE_BY for _perm, ab in statics(game, "dies")) \
            and not reads_damage(characteristics(game, source).abilities):
        return
    from .state import Effect
    game.effects = game.effects + (Effect(game.new_timestamp(), DAMAGED_BY, obj.id, obj.zcc,
                                          (("by", source.id), ("by_zcc", source.zcc)), "end_of_turn", source.id),)


def shuffle_if_replaced(game, obj, wanted: str, went: str) -> None:
    """After a card that would have gone to a graveyard was put into its owner's library
    instead ("... and shuffle it into its owner's library instead"): that library is
    shuffled (2026 701.24a; 2007 defines shuffling only in its glossary)."""
    if wanted != "graveyard" or went != "library":
        return
    from .effects.library import shuffle_and_say
    p = game.players[obj.owner]
    shuffle_and_say(game, p, f"{p.name} shuffles their library")


def _dies_replacements(game, obj) -> list:
    """"If this creature would die, exile it instead", "If a creature an opponent
    controls would die, exile it instead": dying is being put into a graveyard
    from play (2026: 700.4), and "an opponent controls" is read as it would die."""
    from .continuous import characteristics
    from .targets import display
    out = []
    for perm, ab, controller, zcc in _dies_statics(game):
        rep = ab["replacement"]
        whose = rep.get("whose", "any")
        if whose == "self" and perm is not obj:
            continue
        if whose in DEALT_DAMAGE_BY and not _was_dealt_damage_by(game, obj, _damaging(game, perm, zcc, whose)):
            continue
        if whose == "opponents" and obj.controller == controller:
            continue
        if rep.get("what") == "creatures" and not characteristics(game, obj).is_creature:
            continue
        out.append(Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab))
    return out


def _dies_statics(game):
    """(permanent, ability, its controller, its zcc then) for each "would die" replacement: of
    the permanents in play, and of those that left in the same event as the one dying (they
    were still in play as the event began: 2007 410.10d; 2026 603.10a, the game looks back)."""
    out = [(perm, ab, perm.controller, perm.zcc) for perm, ab in statics(game, "dies")]
    for oid, (zcc, chars, controller) in (getattr(game, "_leaving", None) or {}).items():
        perm = game.objects.get(oid)
        if perm is None or perm.zone == "in_play" or perm.zcc != zcc + 1:
            continue
        out += [(perm, ab, controller, zcc) for ab in chars.abilities
                if ab.get("kind") == "static" and ab.get("replacement", {}).get("event") == "dies"]
    return out


def _unleash(game, obj, name: str) -> tuple:
    """702.98a (2026; later than February 2007): "You may have this permanent enter
    with an additional +1/+1 counter on it": its controller's choice, the action's
    `choices` ({"id": {"unleash": true}}); without one, it isn't unleashed."""
    from .choices import made_for
    given = made_for(game, obj.id).get("unleash")
    player = game.players[obj.controller].name
    concept = "unleash" if game.rules.applies("unleash") else "comes_into_play_with"
    if given:
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
        return (f"{player} unleashes {name}: it {game.words.comes_into_play} with an additional +1/+1 counter on it.",
                (concept, "unleash: it may enter with an additional +1/+1 counter"))
    return (f"{player} doesn't unleash {name}" + ("" if given is False else " (no choice was given: the default)") + ".",
            (concept, "unleash: it may enter with an additional +1/+1 counter, and its controller chose not to"))


# --- "comes into play tapped / with counters" -----------------------------------
def comes_into_play(game, obj, choice: str | None = None, x: int | None = None, kicked: bool = False) -> list:
    """419.1b-c: effects that modify how a permanent comes into play apply as
    it does (it never is in play untapped; 418.2). The events to log, once its
    coming into play has been."""
    from .continuous import copiable_card
    from .targets import display
    name = display(game, obj)
    notes = as_copy(game, obj, choice)
    card = copiable_card(game, obj)
    own = [] if obj.face_down else [ab for ab in card.get("abilities", ())
                                    if ab.get("kind") == "static" and "comes_into_play" in ab]
    for ab in own:
        how = ab["comes_into_play"]
        if "as_copy_of" in how:
            continue
        if "choose" in how:
            from .choices import choose_as_it_comes_into_play
            notes.append(choose_as_it_comes_into_play(game, obj, how["choose"], how.get("other_than")))
        if "reveal_or_tapped" in how:  # "As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, ..."
            from .entering_conditions import reveal_or_tapped
            notes.append(reveal_or_tapped(game, obj, how["reveal_or_tapped"]))
        if "pay_life" in how:  # "As ~ comes into play, you may pay 2 life. If you don't, it comes into play tapped."
            from .entering_conditions import pay_life_or_tapped
            notes.append(pay_life_or_tapped(game, obj, how["pay_life"]))
        if how.get("tapped") and "unless" in how:  # "enters tapped unless you control ...", checked as it enters
            from .entering_conditions import unless_met
            met, counted = unless_met(game, obj, how["unless"])
            state = "untapped" if met else "tapped"
            obj.tapped = not met
            notes.append((f"{name} {game.words.comes_into_play} {state}: {counted}.",
                          ("comes_into_play_replacement", f"its own ability: it {game.words.comes_into_play} tapped unless the condition holds as it does")))
        elif how.get("tapped"):
            obj.tapped = True
            notes.append((f"{name} {game.words.comes_into_play} tapped.", ("comes_into_play_replacement", f"its own ability: it {game.words.comes_into_play} tapped")))
        if how.get("if_kicked") and not kicked:  # "If ~ was kicked, it enters with ..." (502.21b / 702.33e)
            continue
        if how.get("per_color_spent"):  # put on as the resolving spell enters (converge.py)
            continue
        if "adamant" in how:  # put on as the resolving spell enters, if the mana spent says so (adamant.py)
            continue
        if how.get("if_you_attacked"):  # raid: "... if you attacked this turn" (raid.py)
            from .raid import attacked_this_turn
            if not attacked_this_turn(game, obj.controller):
                notes.append((f"{name} {game.words.comes_into_play} without the counters: its controller didn't attack this turn.",
                              ("comes_into_play_with", f"its own ability: it {game.words.comes_into_play} with counters only if its controller attacked this turn")))
                continue
        if how.get("if"):  # "... if an opponent lost life this turn" (board_life_conditions.py: ENTERING_IF)
            from .board_life_conditions import entering_if_holds
            held, note = entering_if_holds(game, obj, how["if"], name)
            if not held:
                notes.append(note)
                continue
        if how.get("counters"):
            # "with X +1/+1 counters": the X chosen for the spell it was (107.3m), 0 if it wasn't cast with one
            counters = {kind: (x or 0) if n == "X" else n for kind, n in how["counters"].items()}
            if how.get("per_kick"):  # "for each time it was kicked" (2026 702.33c-e)
                counters = {kind: n * int(kicked) for kind, n in counters.items()}
            if "per_count" in how:  # "for each creature that died this turn", counted as it enters (entering_counts.py)
                from .entering_counts import counters_per_count
                counters, _n = counters_per_count(game, obj, how, name)
            obj.counters = {**obj.counters, **{k: obj.counters.get(k, 0) + n for k, n in counters.items() if n}}
            said = ", ".join(f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in counters.items())
            if "per_count" in how and not any(counters.values()):  # "for each creature that died this turn": none did
                said = "no " + " or ".join(f"{kind} counters" for kind in counters)
            cites = [("comes_into_play_with", f"its own ability: it {game.words.comes_into_play} with {said}")]
            if "X" in how["counters"].values():
                cites.append(("x_as_it_enters", f"X is the value chosen for the spell that became it: {x or 0}"))
            if how.get("if_kicked"):
                cites.append(("kicked_abilities", "it was kicked: the ability linked to its kicker applies"))
            notes.append((f"{name} {game.words.comes_into_play} with {said} on it"
                          + (": the count is 0." if said.startswith("no ") else "."), *cites))
        if how.get("with_keywords"):  # "... and with first strike" (kicked_entering.py): only a kicked one gets here
            from .kicked_entering import enter_with_keywords
            notes.append(enter_with_keywords(game, obj, how["with_keywords"], name))
    if not obj.face_down and any(ab.get("kind") == "keyword" and ab.get("keyword") == "unleash" for ab in card.get("abilities", ())):
        notes.append(_unleash(game, obj, name))
    from .riot import riot_notes
    notes += riot_notes(game, obj, card, name)  # 702.136a
    from .devour import devour_notes
    from .amplify import amplify_notes
    from .tribute import tribute_notes
    notes += tribute_notes(game, obj, card, name)  # 702.104a
    notes += amplify_notes(game, obj, card, name)  # 502.27a / 702.38a
    notes += devour_notes(game, obj, card, name)  # 702.82a
    from .bloodthirst import bloodthirst_notes
    notes += bloodthirst_notes(game, obj, card, name)  # 502.50a / 702.54a
    from .modular import enters_notes
    notes += enters_notes(game, obj, card, name)  # 502.35a / 702.43a
    from . import fading_vanishing, graft
    notes += graft.enters_notes(game, obj, card, name)  # 502.54a / 702.58a
    notes += fading_vanishing.enters_notes(game, obj, card, name)  # 502.20a / 702.32a, 502.60a / 702.63a
    from .sagas import enters_notes as saga_enters
    notes += saga_enters(game, obj, card, name)  # 2026 714.3a
    from .planeswalkers import enters_with_loyalty
    loyalty = None if obj.face_down else enters_with_loyalty(game, obj, card)
    if loyalty:
        notes.append(loyalty)
    from .continuous import characteristics
    for perm, ab in statics(game, "comes_into_play"):
        rep = ab["replacement"]
        if perm is obj:  # "Permanents enter tapped" (Orb of Dreams) is not of itself: 2026 614.12
            continue
        if rep.get("whose") == "opponents" and obj.controller == perm.controller:
            continue
        if rep.get("what") == "creatures" and not characteristics(game, obj).is_creature:
            continue
        from .entering_kinds import enters_as_kind
        if not enters_as_kind(characteristics(game, obj), rep.get("what")):
            continue
        if rep.get("instead") == "plus_counters":  # "Each other Rogue creature you control enters with an additional +1/+1 counter"
            from .entering_counters_others import plus_counters
            notes += plus_counters(game, obj, perm, rep, name)
        if rep.get("instead") == "tapped" and not obj.tapped:
            obj.tapped = True
            notes.append((f"{name} {game.words.comes_into_play} tapped ({display(game, perm)}).",
                          ("comes_into_play_replacement", f"{display(game, perm)}'s effect: it {game.words.comes_into_play} tapped")))
    return notes


def as_copy(game, obj, choice: str | None) -> list:
    """503.5: "As Clone comes into play, you may choose a creature in play. If you
    do, Clone comes into play as a copy of that creature": a copy effect (layer
    1, 418.5a) with the creature's copiable values (503.2), in place before it
    is in play, so what it copies that modifies coming into play applies too."""
    from .state import Effect
    from .targets import display
    ab = next((ab for ab in ([] if obj.face_down else obj.card.get("abilities", ()))
               if ab.get("kind") == "static" and "as_copy_of" in ab.get("comes_into_play", {})), None)
    if ab is None:
        return []
    from .effects.copy_permanent import choice_words, copied_as_it_enters, exception_cites, with_exceptions
    how = ab["comes_into_play"]
    target = game.objects.get(choice) if choice else None
    copied = None if target is None or target is obj else copied_as_it_enters(game, obj, target, how["as_copy_of"])
    if copied is None:
        return [(f"{display(game, obj)} copies nothing: no {choice_words(how['as_copy_of'], game.words)} was chosen.",
                 ("comes_into_play_with", f"\"as it {game.words.comes_into_play}\" choices are made as it {game.words.comes_into_play}"))]
    card = with_exceptions(copied, obj.card, how)
    until = "end_of_turn" if how.get("until") == "end_of_turn" else None  # Cursed Mirror: the copy effect ends in the cleanup step
    game.effects = game.effects + (Effect(game.new_timestamp(), "copy", obj.id, obj.zcc,
                                          (("card", card), ("source_id", obj.id)), until, display(game, obj)),)
    game.characteristics_changed()
    what = card.get("name") or "a face-down creature (no name)"
    from .effects.flip import copy_status_notes
    return [(f"{display(game, obj)} {game.words.comes_into_play} as a copy of {display(game, target)}: it has {what}'s copiable values.",
             ("copy_comes_into_play_as", f"it becomes a copy as it {game.words.comes_into_play}, not after"),
             ("copiable_values", "it copies what is printed on the creature (as modified by copy effects and face-down status); "
                                 "other effects, status and counters are not copied"),
             ("layers", "a copy effect applies in layer 1"),
             *exception_cites(how)),
            *copy_status_notes(game, obj, card, display(game, target))]


# --- "skip" ----------------------------------------------------------------------
def skips(game, player_index: int, step: str) -> bool:
    """419.6e: "skip [step]" replaces it with nothing; one effect skips one
    occurrence (419.6f)."""
    if step == "draw":  # "Skip your draw step" on a permanent (skip_draw_step.py)
        from .skip_draw_step import skips_draw, starting_player_skips_draw
        if starting_player_skips_draw(game, player_index) or skips_draw(game, player_index):
            return True
    if step == "untap":  # "Players skip their untap steps" on a permanent (skip_untap_steps.py)
        from .skip_untap_steps import skips_untap
        if skips_untap(game, player_index):
            return True
    if not game.effects:
        return False
    name = game.players[player_index].name
    e = next((e for e in game.effects if e.kind == "skip" and e.target == name and e.get("step") == step), None)
    if e is None:
        return False
    remove_effect(game, e)
    emit(game, f"{name} skips this {step.replace('_', ' ')} step ({e.source}).",
         ("skip_replacement", f"skipping a step is a replacement effect: {e.source}"),
         ("skip_scheduled", "anything scheduled for the skipped step doesn't happen"))
    return True
