"""Prevention effects from a resolved spell or ability that name what they protect or whose
damage they stop by a description, not by a target: "Prevent all damage that would be dealt this
turn to creatures you control", "Prevent all combat damage that would be dealt to players this
turn", "Prevent all damage that would be dealt to you this turn by attacking creatures",
"Prevent all damage that would be dealt this turn by creatures your opponents control".

The `prevent_all_damage_described` instruction: `dealt_to` ("you", "players", "creatures",
"creatures_you_control", "artifact_creatures", "you_and_creatures_you_control",
"you_and_permanents_you_control"), `dealt_by` ("attacking_creatures", "creatures_your_opponents_control",
"creatures_with_flying", "attacking_creatures_without_flying", "nongreen_creatures", "non_elf_creatures",
"creatures_with_power_3_or_less", "creatures_with_power_4_or_less", "non_human_sources", "other_creatures" (but the permanent whose ability made
the effect), "blue_and_black_creatures", "non_soldier_creatures"), `combat`. A prevention effect until end of turn (2007:
419.7a; 2026: 615.1a) that changes no object's characteristics, so it changes the rules of the
game: it covers whatever fits the description when the damage would be dealt, including what
wasn't a creature or on the battlefield when it began (2007: 418.3b; 2026: 611.2c). "You" is the
controller of the spell or ability, fixed as it resolves."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .prevention_statics import PREVENT_ALL_THIS_TURN
from .state import Effect

TO = {"you": "you", "players": "players", "creatures": "creatures", "creatures_you_control": "creatures you control",
      "artifact_creatures": "artifact creatures", "you_and_creatures_you_control": "you and creatures you control",
      "you_and_permanents_you_control": "you and permanents you control"}
BY = {"attacking_creatures": "attacking creatures", "creatures_your_opponents_control": "creatures your opponents control",
      "creatures_with_flying": "creatures with flying", "attacking_creatures_without_flying": "attacking creatures without flying",
      "nongreen_creatures": "nongreen creatures", "non_elf_creatures": "non-Elf creatures",
      "creatures_with_power_3_or_less": "creatures with power 3 or less", "creatures_with_power_4_or_less": "creatures with power 4 or less",
      "non_human_sources": "non-Human sources", "other_creatures": "other creatures",
      "blue_and_black_creatures": "blue creatures and black creatures", "non_soldier_creatures": "non-Soldier creatures"}


@effect("prevent_all_damage_described", fields=("dealt_to", "dealt_by", "combat"))
def prevent_all_damage_described(game, st, ctx):
    you = game.players[ctx.controller].name
    game.effects = game.effects + (Effect(game.new_timestamp(), PREVENT_ALL_THIS_TURN, "", -1,
                                          (("role", "described"), ("to", st.get("dealt_to")), ("by", st.get("dealt_by")),
                                           ("combat", bool(st.get("combat"))), ("you", you), ("source_id", ctx.source_id)),
                                          "end_of_turn", ctx.source_name),)
    to = f" to {TO[st['dealt_to']]}".replace(" to you", f" to {you}", 1) if st.get("dealt_to") else ""
    by = f" by {BY[st['dealt_by']]}" if st.get("dealt_by") else ""
    emit(game, f"All {'combat ' if st.get('combat') else ''}damage that would be dealt this turn{to}{by} will be prevented.",
         ("prevention_effect", f"{ctx.source_name} makes a prevention effect that lasts this turn"),
         ("rules_modifying_effect", "it modifies no object's characteristics, so it modifies the rules of the game"))


def options(game, source, ref, combat: bool) -> list:
    """The described prevention effects that apply to damage from `source` to `ref` now."""
    from .replacement import shield
    if not game.effects:
        return []
    return [shield(e) for e in game.effects
            if e.kind == PREVENT_ALL_THIS_TURN and e.get("role") == "described" and (combat or not e.get("combat"))
            and _to(game, e, ref) and _by(game, e, source)]


def _to(game, e, ref) -> bool:
    from .continuous import characteristics
    to = e.get("to")
    if to is None:
        return True
    if ref.kind == "player":
        return to == "players" or (to in ("you", "you_and_creatures_you_control", "you_and_permanents_you_control") and ref.id == e.get("you"))
    obj = game.objects.get(ref.id)
    if obj is None or obj.zone != "in_play" or to in ("you", "players"):
        return False
    if to == "you_and_permanents_you_control":  # Endure: any permanent, creature or not
        return game.players[obj.controller].name == e.get("you")
    c = characteristics(game, obj)
    if not c.is_creature:
        return False
    if to in ("creatures_you_control", "you_and_creatures_you_control"):
        return game.players[obj.controller].name == e.get("you")
    if to == "artifact_creatures":
        return "Artifact" in c.types
    return to == "creatures"


def _by(game, e, source) -> bool:
    from .continuous import last_known
    by = e.get("by")
    if by is None:
        return True
    if source is None:
        return False
    c = last_known(game, source)
    if by == "non_human_sources":  # Repel the Abominable: any source, creature or not, that isn't a Human
        return "Human" not in c.subtypes
    if not c.is_creature:
        return False
    if by in ("attacking_creatures", "attacking_creatures_without_flying"):
        return source.zone == "in_play" and bool(source.attacking) and not (by == "attacking_creatures_without_flying" and c.has_keyword("flying"))
    if by in DESCRIBED:
        return DESCRIBED[by](c)
    if by == "other_creatures":  # Haze Frog's "other creatures": any creature but the permanent whose ability made the effect
        return source.id != e.get("source_id")
    controller = source.controller if source.zone in ("in_play", "stack") else source.owner
    return by == "creatures_your_opponents_control" and game.players[controller].name != e.get("you")


#: the creatures a described effect's `dealt_by` names by their characteristics as the damage would be
#: dealt (last known information if the source has left the battlefield)
DESCRIBED = {"creatures_with_flying": lambda c: c.has_keyword("flying"),
             "nongreen_creatures": lambda c: "green" not in c.colors,
             "non_elf_creatures": lambda c: "Elf" not in c.subtypes,
             "creatures_with_power_3_or_less": lambda c: c.power is not None and c.power <= 3,
             "creatures_with_power_4_or_less": lambda c: c.power is not None and c.power <= 4,
             "blue_and_black_creatures": lambda c: bool({"blue", "black"} & set(c.colors)),
             "non_soldier_creatures": lambda c: "Soldier" not in c.subtypes}
