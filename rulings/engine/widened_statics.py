"""More recipients and sources for a permanent's static prevention effect (prevention_statics.py;
2007: 419.1d, 419.7a; 2026: 615.1a):

- `"what"`: "creatures" (every creature), "creatures_you_control" ("Prevent all noncombat damage that would be dealt to creatures
  you control", Mark of Asylum), "other_creatures_you_control" (Tajic, Legion's Edge),
  "creature_tokens_you_control" (Emmara Tandris) and "you_and_other_permanents_you_control" (The
  Wanderer), "you_and_creatures_you_control" (with `count`: "If a source would deal damage to you or a
  creature you control, prevent 1 of that damage"): what fits the words as the damage would be dealt, "you" being the permanent's
  controller and "other" anything but that permanent; "attacking_creatures_you_control" (Dolmen Gate): one
  attacking as the damage would be dealt;
- `"by"`: "artifact_sources" (Argothian Treefolk), "artifact_creatures" (Argothian Pixies) and
  "creatures_with_first_strike" (Tresserhorn Skyknight; double strike alone is not first strike):
  the source's characteristics as it would deal the damage, or as it last existed; "creatures_it_blocks"
  (Wall of Vapor's "by creatures it's blocking") and "creatures_blocking_it" ("by creatures blocking it"):
  a creature in that blocking relation with this permanent as the damage would be dealt;
  "white_sources" ... "green_sources" (Sphere of Law's "If a red source would deal damage to you"): a source of that
  color as it would deal the damage;
- `"noncombat": true`: the effect leaves combat damage alone."""
from __future__ import annotations

WHAT = ("creatures", "creatures_you_control", "other_creatures_you_control", "creature_tokens_you_control",
        "you_and_creatures_you_control", "you_and_other_permanents_you_control")
WHAT += ("attacking_creatures_you_control",)  # Dolmen Gate: a creature you control that is attacking as the damage would be dealt
BY = ("artifact_sources", "artifact_creatures", "creatures_with_first_strike", "creatures_it_blocks", "creatures_blocking_it")
COLOR_SOURCES = ("white_sources", "blue_sources", "black_sources", "red_sources", "green_sources")  # "If a red source would deal damage to you"
BY += COLOR_SOURCES


def recipient_fits(game, perm, what: str, ref) -> bool:
    """Whether the damage's recipient `ref` is what `what` names from `perm`'s point of view."""
    from .continuous import characteristics
    if ref.kind == "player":
        return what.startswith("you_and_") and ref.id == game.players[perm.controller].name
    obj = game.objects.get(ref.id)
    if obj is None or obj.zcc != ref.zcc or obj.zone != "in_play" or (what != "creatures" and obj.controller != perm.controller):
        return False
    if what in ("other_creatures_you_control", "creature_tokens_you_control", "you_and_other_permanents_you_control") and obj is perm:
        return False
    if what == "you_and_other_permanents_you_control":
        return True
    if not characteristics(game, obj).is_creature:
        return False
    if what == "attacking_creatures_you_control":
        return bool(obj.attacking)
    return what != "creature_tokens_you_control" or bool(obj.token)


def source_fits(game, by: str, source, perm) -> bool:
    """Whether the damage's source is what `by` names (from `perm`'s point of view)."""
    from .continuous import last_known
    from .multiple_blocks import is_blocking
    if by in ("creatures_it_blocks", "creatures_blocking_it"):  # as the damage would be dealt: both still in combat
        if source.zone != "in_play" or perm.zone != "in_play" or not last_known(game, source).is_creature:
            return False
        return is_blocking(perm, source.id) if by == "creatures_it_blocks" else is_blocking(source, perm.id)
    c = last_known(game, source)
    if by == "artifact_sources":
        return "Artifact" in c.types
    if by in COLOR_SOURCES:  # the source's color as it would deal the damage (Sphere of Law)
        return by[:-len("_sources")] in c.colors
    if not c.is_creature:
        return False
    if by == "artifact_creatures":
        return "Artifact" in c.types
    return c.has_keyword("first_strike")
