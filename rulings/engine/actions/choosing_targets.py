"""Choosing targets as a spell is cast or an ability activated (2007 409.1c; 2026 601.2c, 602.2b)."""
from __future__ import annotations

from ..errors import IllegalAction
from ..targets import describe, earlier_target_again, mixed_graveyards, ref_display, ref_for, repeated_up_to, required, up_to, why_illegal


def choose_targets(game, specs, raw_targets, self_id, what: str, source_id: str | None = None,
                    controller: int | None = None):
    """409.1c: the required number of legal targets, each chosen now. `source_id`
    is the spell or the ability's source (for protection, 502.7b); `controller`
    is the player playing it ("you")."""
    least = required(specs)
    if not least <= len(raw_targets) <= len(specs):
        need = ", ".join(describe(s, game.words.today) for s in specs if not up_to(s)) or "no targets"
        if least == len(specs):
            raise IllegalAction("choose_targets", f"{what} needs {len(specs)} target(s) ({need}) but {len(raw_targets)} were chosen",
                                "playing_spell_steps", "illegal_action_reversed")
        most = len(specs) - least
        some = describe(next(s for s in specs if up_to(s)), game.words.today)
        raise IllegalAction("variable_number_of_targets",
                            f"{what} needs {least} target(s) ({need}) and up to {most} more ({some}) but {len(raw_targets)} were chosen"
                            if least else f"{what} has up to {most} target(s) ({some}) but {len(raw_targets)} were chosen",
                            "choose_targets", "playing_spell_steps", "illegal_action_reversed")
    refs = []
    for spec, raw in zip(specs, raw_targets):
        ref = ref_for(game, raw)
        if ref is None:
            raise IllegalAction("choose_targets", f'no object or player "{raw}"', "playing_spell_steps")
        why = why_illegal(game, spec, ref, self_id, source_id or self_id, controller)
        if why:
            concepts = (why.concept, "choose_targets") if getattr(why, "concept", None) else ("choose_targets",)
            said = describe(spec, game.words.today).removeprefix("another ")  # "a legal target creature you control"
            raise IllegalAction(concepts[0], f"{ref_display(game, ref)} is not a legal {said}: {why}",
                                *concepts[1:], "playing_spell_steps", "illegal_action_reversed")
        refs.append(ref)
    from ..x_targets import repeated
    twice = repeated_up_to(specs, refs) or repeated(specs, refs)
    if twice is not None:
        raise IllegalAction("same_target_once", f"{ref_display(game, twice)} is chosen twice for one instance of the word \"target\"",
                            "choose_targets", "playing_spell_steps", "illegal_action_reversed")
    elsewhere = mixed_graveyards(game, specs, refs)
    if elsewhere is not None:
        raise IllegalAction("choose_targets", f"{ref_display(game, elsewhere)} is in another graveyard than the first target: "
                                              "the targets must be cards from a single graveyard",
                            "playing_spell_steps", "illegal_action_reversed")
    from ..graveyard_cards_shuffled import outside
    theirs = outside(game, specs, refs)
    if theirs is not None:  # "target player ... target cards from their graveyard" (graveyard_cards_shuffled.py)
        raise IllegalAction("choose_targets", f"{ref_display(game, theirs)} is not in the graveyard of the player chosen as the "
                                              "player target", "playing_spell_steps", "illegal_action_reversed")
    from ..same_controller import split_controllers
    apart = split_controllers(game, specs, refs)
    if apart is not None:  # "two target creatures controlled by the same player" (same_controller.py)
        raise IllegalAction("choose_targets", f"{ref_display(game, apart)} is controlled by another player than the first target: "
                                              "the targets must be controlled by the same player",
                            "playing_spell_steps", "illegal_action_reversed")
    again = earlier_target_again(specs, refs)
    if again is not None:
        raise IllegalAction("choose_targets", f"{ref_display(game, again)} is already chosen for an earlier target, and this "
                                              "target must be a different one", "playing_spell_steps", "illegal_action_reversed")
    return tuple(refs)
