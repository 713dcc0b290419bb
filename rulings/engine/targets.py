"""Target requirements ("target creature", "target spell"...) and their legality
when chosen (409.1c) and again on resolution (413.2a).

A requirement is one of the named kinds of TARGET_SPECS ("creature") or a
filter of fields (`target_filter`: {"types": ["Artifact", "Enchantment"]})."""
from __future__ import annotations

from . import target_filter
from .continuous import characteristics
from .protection import protected_from, with_article
from .protection import text as protection_text
from .state import TargetRef

TARGET_SPECS = {
    "creature": "target creature",
    "creature_you_control": "target creature you control",
    "player": "target player",
    "opponent": "target opponent",
    "creature_or_player": "target creature or player",
    "any_target": "any target (a creature, player or planeswalker)",
    "planeswalker": "target planeswalker",
    "spell": "target spell",
    "instant_or_sorcery_spell": "target instant or sorcery spell",
    "permanent": "target permanent",
    "land": "target land",
    "nonblack_creature": "target nonblack creature",
    "nonartifact_nonblack_creature": "target nonartifact, nonblack creature",
    "creature_card_in_a_graveyard": "target creature card in a graveyard",
}
TARGET_SPECS.update({  # abilities on the stack (effects/stack_objects.py; 2026 113.7, 701.6a)
    "activated_ability": "target activated ability",
    "activated_or_triggered_ability": "target activated or triggered ability",
    "spell_or_ability": "target spell, activated ability, or triggered ability",
    "spell_with_a_single_target": "target spell with a single target",
    "spell_or_ability_with_a_single_target": "target spell or ability with a single target",
    "activated_ability_with_a_single_target": "target activated ability with a single target",
})


def up_to(spec) -> bool:
    """Whether a target is one of "up to N target ...", which may be left unchosen
    (2007: 409.1c, 415.4; 2026: 601.2c, 115.6)."""
    return isinstance(spec, dict) and spec.get("up_to") is True


def required(specs) -> int:
    """How many targets must be chosen: all but those of "up to N"."""
    return sum(1 for s in specs if not up_to(s))


def one_word(spec) -> bool:
    """Whether a target is one of those of one instance of the word "target": "up to N target
    ...", or "two target artifacts" (`distinct`), none of them chosen twice (2007: 409.1c; 2026: 115.3)."""
    return up_to(spec) or isinstance(spec, dict) and spec.get("distinct") is True


def repeated_up_to(specs, refs) -> TargetRef | None:
    """A target chosen twice among the targets of "up to N target ..." or "two target ...": one
    instance of the word "target" (2007: 409.1c; 2026: 115.3)."""
    seen = set()
    for spec, ref in zip(specs, refs):
        if one_word(spec):
            if (ref.kind, ref.id) in seen:
                return ref
            seen.add((ref.kind, ref.id))
    return None


def mixed_graveyards(game, specs, refs) -> TargetRef | None:
    """A card chosen in another graveyard than the first of the targets of "target cards from a
    single graveyard" (Decompose): the targets the text asks for are chosen as the spell is cast
    (2007: 409.1c; 2026: 601.2c), all cards of one player's graveyard."""
    owner = None
    for spec, ref in zip(specs, refs):
        if isinstance(spec, dict) and spec.get("single_graveyard") and ref.kind == "object" and ref.id in game.objects:
            whose = game.objects[ref.id].owner
            if owner is None:
                owner = whose
            elif whose != owner:
                return ref
    return None


def earlier_target_again(specs, refs) -> TargetRef | None:
    """A target marked `not_an_earlier_target` that is an object or player chosen for an earlier
    target of the same spell or ability: "another target creature" after "target creature", or the
    second of "two target creatures" / "one or two target creatures" (one instance of the word
    "target": 2007 409.1c; 2026 115.3)."""
    for i, (spec, ref) in enumerate(zip(specs, refs)):
        if isinstance(spec, dict) and spec.get("not_an_earlier_target") and \
                any((r.kind, r.id) == (ref.kind, ref.id) for r in refs[:i]):
            return ref
    return None


def up_to_cites(specs, targets) -> list:
    """What the log says of "up to N target ...": how many were chosen (409.1c /
    601.2c) and, with none chosen, that it is not targeted (415.4 / 115.6)."""
    most = len(specs) - required(specs)
    if not most:
        return []
    chosen = len(targets) - required(specs)
    out = [("variable_number_of_targets", f"{chosen} of up to {most} target(s) announced")]
    if not targets:
        out.append(("zero_targets_untargeted", "no target was chosen, so it is not targeted"))
    return out


def describe(spec, today: bool = True) -> str:
    """A requirement in words: "target creature", "target artifact or enchantment"."""
    if isinstance(spec, dict):
        return target_filter.describe(spec, today)
    return TARGET_SPECS.get(spec, spec)


def ref_for(game, raw: str) -> TargetRef | None:
    """The TargetRef for a name in an action: a player's name or an object id."""
    for p in game.players:
        if p.name == raw:
            return TargetRef("player", raw, 0)
    obj = game.objects.get(raw)
    if obj is None:
        from .effects.stack_objects import item_ref  # an ability on the stack, by its stack id
        return item_ref(game, raw)
    return TargetRef("object", raw, obj.zcc)


class Why(str):
    """Why a target is illegal, in plain words; `concept` names the rule that
    forbids it when it is more than the target's description (protection)."""

    concept: str | None = None


def _because(concept: str, reason: str) -> Why:
    why = Why(reason)
    why.concept = concept
    return why


def why_illegal(game, spec: str, ref: TargetRef, self_id: str | None = None, source_id: str | None = None,
                controller: int | None = None) -> str | None:
    """None if `ref` is a legal target for `spec` now, else the reason in plain words.

    `source_id` is the spell, or the source of the ability, that targets: a
    permanent with protection from its quality can't be its target (502.7b).
    `controller` is the player who controls the spell or ability, the "you" of
    "target creature you control" (the source's controller if not given)."""
    if controller is None and source_id in game.objects:
        controller = game.objects[source_id].controller
    if ref.kind == "stack":
        from .effects.stack_objects import why_illegal as why_not_ability  # an ability on the stack
        return why_not_ability(game, spec, ref)
    if spec in ("spell_with_a_single_target", "spell_or_ability_with_a_single_target"):
        from .effects.stack_objects import spell_item, why_not_single  # 2026 115.9a
        obj = game.objects.get(ref.id)
        item = spell_item(game, obj) if obj is not None and obj.zcc == ref.zcc else None
        return why_illegal(game, "spell", ref, self_id, source_id, controller) or (why_not_single(item, display(game, obj)) if item else None)
    if spec == "spell_or_ability":
        spec = "spell"  # an object: only a spell is one
    elif spec in ("activated_ability", "activated_or_triggered_ability", "activated_ability_with_a_single_target"):
        return f"{ref_display(game, ref)} is not an ability on the stack"
    if isinstance(spec, dict):
        return _filtered(game, spec, ref, self_id, source_id, controller)
    if ref.kind == "player":
        if spec in ("player", "creature_or_player", "opponent", "any_target"):
            p = game.player_named(ref.id)
            if p.lost:
                return f"{ref.id} has left the game"
            if spec == "opponent":
                if controller is not None and p.index == controller:
                    return f"{ref.id} is not an opponent of the player who controls it"
            from .player_hexproof import why_protected  # "You have hexproof / shroud" (702.11c, 702.18a)
            return why_protected(game, p, controller)
        return f"{ref.id} is a player, not a legal {TARGET_SPECS[spec]}"
    obj = game.objects.get(ref.id)
    if obj is None:
        return f'no object "{ref.id}"'
    if spec in ("player", "opponent"):
        return f"{display(game, obj)} is not a player"
    if spec == "planeswalker" and obj.zcc == ref.zcc and obj.zone == "in_play" \
            and "Planeswalker" not in characteristics(game, obj).types:
        return f"{display(game, obj)} is not a planeswalker"
    if obj.zcc != ref.zcc:
        return f"{display(game, obj)} has changed zones since it was targeted, so it is a new object"
    if spec in ("spell", "instant_or_sorcery_spell"):
        if obj.zone != "stack":
            return f"{display(game, obj)} is not a spell on the stack"
        if obj.id == self_id:
            return "a spell can't target itself"
        if spec == "instant_or_sorcery_spell" and not {"Instant", "Sorcery"} & set(characteristics(game, obj).types):
            return f"{display(game, obj)} is not an instant or sorcery spell"
        return None
    if spec == "creature_card_in_a_graveyard":
        return _card_in_graveyard(game, obj)
    if obj.zone != "in_play":
        return f"{display(game, obj)} is not {game.words.in_play} (only permanents can be targeted)"
    c = characteristics(game, obj)
    if spec == "permanent":
        return _protected(game, obj, source_id, controller)
    if spec == "land":
        return _protected(game, obj, source_id, controller) if "Land" in c.types else f"{display(game, obj)} is not a land"
    if spec == "planeswalker" or (spec == "any_target" and "Planeswalker" in c.types):
        return _protected(game, obj, source_id, controller)  # 115.4 (2026): "any target" includes planeswalkers
    if not c.is_creature:
        return f"{display(game, obj)} is not a creature"
    if spec == "creature_you_control":
        if controller is not None and obj.controller != controller:
            return f"{display(game, obj)} is controlled by {game.players[obj.controller].name}, not {game.players[controller].name}"
    if spec in ("nonblack_creature", "nonartifact_nonblack_creature") and "black" in c.colors:
        return f"{display(game, obj)} is black"
    if spec == "nonartifact_nonblack_creature" and "Artifact" in c.types:
        return f"{display(game, obj)} is an artifact"
    return _protected(game, obj, source_id, controller)


def _filtered(game, spec: dict, ref: TargetRef, self_id, source_id, controller) -> str | None:
    """A filter's requirement: what the object is (`target_filter.why_not`), then
    protection, shroud and hexproof for a permanent (502.7b; 702.18a; 702.11b)."""
    if ref.kind == "player":
        from .player_hexproof import why_protected  # "You have hexproof / shroud" (702.11c, 702.18a)
        p = game.player_named(ref.id)
        return target_filter.why_not_player(game, spec, p, controller) or why_protected(game, p, controller)
    obj = game.objects.get(ref.id)
    if obj is None:
        return f'no object "{ref.id}"'
    if obj.zcc != ref.zcc:
        return f"{display(game, obj)} has changed zones since it was targeted, so it is a new object"
    why = target_filter.why_not(game, spec, obj, display(game, obj), self_id, source_id, controller)
    if why is not None:
        return why
    if obj.zone == "in_play":
        return _protected(game, obj, source_id, controller)
    return None


def _card_in_graveyard(game, obj) -> str | None:
    """ "Target creature card in a graveyard" (Dimir Doppelganger)."""
    if obj.zone != "graveyard":
        return f"{display(game, obj)} is not a card in a graveyard"
    if obj.token:
        return f"{display(game, obj)} is a token, not a card"
    if not characteristics(game, obj).is_creature:
        return f"{display(game, obj)} is not a creature card"
    return None


def _protected(game, obj, source_id: str | None, controller: int | None = None) -> Why | None:
    """Protection (502.7b), shroud (702.18a) and hexproof (702.11b): why `obj`
    can't be the target of the spell or ability from `source_id`."""
    c = characteristics(game, obj)
    if c.has_keyword("shroud"):
        return _because("shroud" if game.rules.applies("shroud") else "choose_targets",
                        f"{display(game, obj)} has shroud: it can't be the target of spells or abilities")
    if c.has_keyword("hexproof"):
        if controller is not None and controller != obj.controller:
            later = "" if game.rules.applies("hexproof") else " (hexproof is later than February 2007: its own text says so)"
            return _because("hexproof" if game.rules.applies("hexproof") else "choose_targets",
                            f"{display(game, obj)} has hexproof: it can't be the target of spells or abilities "
                            f"{game.players[controller].name}, an opponent, controls{later}")
    from .targeted_by_your_opponents import why_not as by_your_opponents  # an Aura's "... your opponents control"
    if (why := by_your_opponents(game, obj, c, controller)) is not None:
        return _because("choose_targets", f"{display(game, obj)}: {why}")
    if controller is not None and controller != obj.controller and source_id:
        from .hexproof_from import quality_against, words  # 702.11d: "hexproof from [quality]"
        if (hq := quality_against(game, c, game.objects.get(source_id))) is not None:
            later = "" if game.rules.applies("hexproof_from") else " (hexproof is later than February 2007: its own text says so)"
            return _because("hexproof_from" if game.rules.applies("hexproof_from") else "choose_targets",
                            f"{display(game, obj)} has {words(hq)}: it can't be the target of {hq} spells or abilities from "
                            f"{hq} sources {game.players[controller].name}, an opponent, controls{later}")
    quality = protected_from(game, obj, game.objects.get(source_id) if source_id else None)
    if quality is None:
        return None
    source = game.objects[source_id]
    return _because("protection_targeting",
                    f"{display(game, obj)} has {protection_text(quality)} and {display(game, source)} is {with_article(quality)}")


def display(game, obj) -> str:
    """How the log names an object: its card's name (the flipped half's once it
    is flipped, 508.2), or "a face-down creature" (504.2). When a permanent or
    a spell of the same name is in play or on the stack, the name says which:
    "Bob's Grizzly Bears" when no player has two of them, else "Grizzly Bears
    (bears2)", its id in the scenario, for each of them (so one line never names
    one by its controller and another by its id)."""
    if obj.face_down and obj.zone in ("in_play", "stack"):
        return f"the face-down creature ({obj.id})"
    name = _name(obj)
    same = [o for o in _acting(game) if o is not obj and not o.face_down and _name(o) == name]
    copy = _copy_words(game, obj)
    if not same or name == obj.id:
        return name + copy
    controllers = [o.controller for o in same] + [obj.controller]
    if len(set(controllers)) == len(controllers):  # one each: "Bob's Grizzly Bears" says which, for all of them alike
        return f"{game.players[obj.controller].name}'s {name}{copy}"
    return f"{name} ({obj.id}){copy}"


def _copy_words(game, obj) -> str:
    """ " (a copy of Hill Giant)" for a permanent a copy effect has made another
    card (2007 503.2; 2026 707.2): the log names the card on the table and what
    it now is."""
    if obj.zone != "in_play" or not game.effects:
        return ""
    from .continuous import copiable_card
    from .double_faced import up_face
    copied = copiable_card(game, obj)
    own = up_face(obj)  # a transformed permanent's own face up is no copy (2026 712.8e)
    if copied is own or not copied.get("name") or copied.get("name") == own.get("name"):
        return ""
    return f" (a copy of {copied['name']})"


def _name(obj) -> str:
    if obj.transformed and "back" in obj.card:
        return obj.card["back"].get("name") or obj.id  # its back face's name (2026 712.8e)
    if obj.flipped:
        from .continuous import as_status_shows
        return as_status_shows(obj.card, True).get("name") or obj.id
    return obj.card.get("name") or obj.id


def _acting(game):
    """The permanents in play and the spells on the stack: the objects a log
    line may name side by side."""
    objects = game.objects
    for p in game.players:
        for oid in game.zones[(p.index, "in_play")]:
            yield objects[oid]
    for item in game.stack:
        if item.kind == "spell":
            obj = objects.get(item.source_id)
            if obj is not None:
                yield obj


def name_of(game, raw: str) -> str:
    """How the log names an object given by its id, or the id itself if no object has it."""
    obj = game.objects.get(raw)
    return display(game, obj) if obj else raw


def ref_display(game, ref: TargetRef) -> str:
    if ref.kind == "player":
        return ref.id
    if ref.kind == "stack":
        from .effects.stack_objects import item_of, name
        item = item_of(game, ref)
        return name(item) if item is not None else ref.id
    obj = game.objects.get(ref.id)
    return display(game, obj) if obj else ref.id
