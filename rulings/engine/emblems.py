"""Emblems (June 2026 rules, 114): "[Player] gets an emblem with [ability]"
puts a marker with that ability into the command zone, owned and controlled by
that player (114.2); it has no other characteristics (114.3), is neither a
card nor a permanent (114.5), and its abilities function in the command zone
(114.4), for the rest of the game: nothing removes it.

The engine keeps a player's emblems on the player (`Player.emblems`) and reads
the static abilities that affect creatures ("Creatures you control get +1/+1
and have flying") beside those of permanents (continuous._statics_in_play),
with the emblem's timestamp (2026 613.7d: an object receives one as it enters
a zone), and its triggered abilities of a step or a draw ("At the beginning of
your end step, create ...", "Whenever a player draws a card, you lose 2 life":
fire_triggers below). Emblems with other abilities (other
triggers, activated, rules-changing) are not modelled: the compiler leaves such
text text only.

The February 2007 rules have no emblems and no command zone (217.1 there: "six
zones: library, hand, graveyard, in play, stack, and removed from the game"):
an instruction that gives one is refused under that edition, by the loader
(a card with it) and here, as planeswalkers, the cards that give them, are.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import IllegalAction

NO_EMBLEMS_2007 = ("an emblem is later than the February 2007 rules (2026: 114, emblems in the command zone); "
                   "play this scenario under the 2026-06-19 rules")


@dataclass(frozen=True, slots=True)
class Emblem:
    """114.1-114.3: a marker with abilities and no other characteristics. The attributes a
    static ability's source is read by (controller, timestamp; never attached, never a creature)."""

    id: str
    controller: int
    source: str  # the name of the object whose effect created it (shown in the log)
    text: str
    abilities: tuple
    timestamp: int
    attached_to = None
    attached_zcc = 0
    zcc = 0
    face_down = False
    counters: tuple = ()


def has_emblems(game) -> bool:
    return game.rules.applies("emblem")


def statics(game) -> list:
    """(emblem, its static abilities that affect creatures) for every emblem of every player (114.4)."""
    return [(e, [ab for ab in e.abilities if ab.get("kind") == "static" and "affects" in ab])
            for p in game.players for e in p.emblems]


def get_emblem(game, player, abilities: list, text: str, source: str) -> Emblem:
    """114.2: `player` puts an emblem with the abilities into the command zone."""
    from .log import emit
    if not has_emblems(game):
        raise IllegalAction("card_types", f"{source} would give {player.name} an emblem, and {NO_EMBLEMS_2007}")
    n = sum(len(p.emblems) for p in game.players) + 1
    emblem = Emblem(f"emblem{n}", player.index, source, text, tuple(abilities), game.new_timestamp())
    player.emblems = player.emblems + (emblem,)
    game.characteristics_changed()
    emit(game, f"{player.name} gets an emblem with \"{text}\" (from {source}).",
         ("emblem", f"{player.name} puts an emblem into the command zone; {player.name} owns and controls it"),
         ("emblem_abilities_function", "its abilities function in the command zone for the rest of the game"))
    return emblem


# --- an emblem's triggered abilities (2026 114.4) -------------------------------------------
#: the trigger events an emblem's triggered ability may have in the engine: a step's ("At the beginning
#: of your end step, create three 1/1 white Cat creature tokens with lifelink.", Ajani, Adversary of
#: Tyrants; the step's player is "that player") and a draw ("Whenever a player draws a card, you lose
#: 2 life.", Ob Nixilis Reignited; the drawing player is "that player", draw_triggers.py)
TRIGGER_EVENTS = ("beginning_of_step", "draws_card")
TRIGGER_WHOSE = ("your", "each", "opponent")
TRIGGER_STEPS = ("upkeep", "draw", "end_of_turn")


def is_emblem_trigger(ab) -> bool:
    """Whether a triggered ability is one the engine plays on an emblem: a step's or a draw's
    trigger with no target and no condition (an emblem has no characteristics to read one from, 114.3)."""
    trig = ab.get("trigger") if isinstance(ab, dict) else None
    if not (isinstance(trig, dict) and ab.get("kind") == "triggered" and trig.get("event") in TRIGGER_EVENTS
            and trig.get("whose", "each") in TRIGGER_WHOSE and not ab.get("targets") and "if" not in ab):
        return False
    if trig["event"] == "draws_card":
        return set(trig) <= {"event", "whose"}
    return trig.get("step") in TRIGGER_STEPS and set(trig) <= {"event", "step", "whose"}


def fire_triggers(game, event: str, data: dict) -> None:
    """114.4: an emblem's triggered abilities trigger from the command zone; each waits, like a
    permanent's, for the next time a player would receive priority (603.3). Its controller is the
    emblem's (114.2); the step's player, or the player who drew, is "that player"."""
    if event not in TRIGGER_EVENTS or not any(p.emblems for p in game.players):
        return
    from .log import emit
    from .state import PendingTrigger, TargetRef
    from .triggers import _matches
    for p in game.players:
        for e in p.emblems:
            for ab in e.abilities:
                if not is_emblem_trigger(ab) or not _matches(game, ab["trigger"], e, event, data):
                    continue
                name = f"{p.name}'s emblem (from {e.source})"
                who = data["active"] if event == "beginning_of_step" else data["player"]
                extra = (("it", TargetRef("player", game.players[who].name, 0)), ("ability", ab))
                game.pending = game.pending + (PendingTrigger(e.controller, None, -1, name, ab.get("text", ""),
                                                              tuple(ab.get("effect", ())), (), None, extra),)
                if event == "draws_card":
                    from .draw_triggers import cites as draw_cites
                    why = [("trigger_condition", "its trigger condition (\"whenever\") was met"), *draw_cites(game, data)]
                else:
                    why = [("trigger_condition", "its trigger condition (\"at the beginning of\") was met"),
                           ("beginning_of_step_triggers", "\"at the beginning of\" abilities trigger as the step begins")]
                emit(game, f"The ability of {name} triggers: \"{ab.get('text', '')}\"", *why,
                     ("emblem_abilities_function", "an emblem's abilities function in the command zone"),
                     ("trigger_waits_for_priority", "it waits until a player would receive priority"))
