""""If this land would enter, sacrifice a Forest instead. If you do, put this land onto the
battlefield. If you don't, put it into its owner's graveyard." (Heart of Yavimaya, Kjeldoran
Outpost, Balduvian Trading Post, Soldevi Excavations; "two untapped lands": Lotus Vale, Scorched
Ruins): the land's own replacement effect (2007 419.1a; 2026 614.1a: "instead"), applied however
it would come into play (played, or put there by an effect).

The static ability `{"kind": "static", "comes_into_play": {"sacrifice_instead": {"sacrifice":
"subtype:Forest" | "land", "count": 1 or 2, "untapped": true}}}`. The player it would come into
play under sacrifices that many permanents they control of that kind (untapped ones with
`untapped`) at once, then it comes into play; the choice is the action's `choices` for the land
(`{"land_id": {"sacrifice": ["id", ...]}}`); without one, the ones that came into play last, said.
The sacrifice isn't optional: only a player who controls too few of them doesn't, and the land is
put into its owner's graveyard instead (it never was on the battlefield: nothing sees it leave)."""
from __future__ import annotations

from .continuous import copiable_card
from .errors import IllegalAction
from .log import emit
from .targets import display

#: put_into_play returns without moving the card (it went to its owner's graveyard)
GONE = object()
KEY = "sacrifice_instead"


def spec_of(game, obj) -> dict | None:
    """The card's own "sacrifice ... instead" ability, or None."""
    if obj.face_down or obj.token:
        return None
    for ab in copiable_card(game, obj).get("abilities", ()):
        if ab.get("kind") == "static" and KEY in (ab.get("comes_into_play") or {}):
            return ab["comes_into_play"][KEY]
    return None


def words(spec: dict) -> str:
    from .costs import sacrifice_words
    from .sacrifice_costs import plural_words
    n = int(spec.get("count", 1))
    kind = spec["sacrifice"]
    said = plural_words(kind, n) if n > 1 else sacrifice_words(kind)
    if spec.get("untapped"):
        first, _, rest = said.partition(" ")
        said = f"{'an' if n == 1 else first} untapped {rest}"
    return said


def apply(game, obj, controller: int, cites: tuple = (), how: str = ""):
    """Before `obj` would come into play under `controller`: sacrifice what its ability asks, or send it
    to its owner's graveyard (returns GONE). None when it has no such ability or the sacrifice was made."""
    from .choices import made_for
    from .costs import _is_sacrificeable
    from .zones import leave_play, leaving_together, move_card
    spec = spec_of(game, obj)
    if spec is None:
        return None
    you = game.players[controller]
    name = display(game, obj)
    n = int(spec.get("count", 1))
    said = words(spec)
    fit = [o for o in game.in_play(controller) if _is_sacrificeable(game, o, spec["sacrifice"], obj)
           and not (spec.get("untapped") and o.tapped)]
    enter = "enter the battlefield" if game.words.today else "come into play"
    why = ("replacement_instead", f"{name}'s own ability: if it would {enter}, {you.name} sacrifices {said} instead")
    named = made_for(game, obj.id).get("sacrifice")
    if named is not None:
        named = list(named)
        ok = {o.id for o in fit}
        if len(named) != n or len(set(named)) != n or any(oid not in ok for oid in named):
            raise IllegalAction("replacement_instead", f"choices.{obj.id}.sacrifice must name {n} different permanent(s): {said} "
                                                       f"{you.name} controls ({', '.join(o.id for o in fit) or 'none'})",
                                "illegal_action_reversed")
        chosen, note = [game.objects[oid] for oid in named], ""
    elif len(fit) >= n:
        chosen = sorted(fit, key=lambda o: o.timestamp)[-n:]
        note = f" (no choice was given: the one{'s' if n > 1 else ''} that {game.words.came_into_play} last)"
    else:
        chosen = None
    if chosen is None:
        played = f"{you.name} plays {name} as a land, but it" if how == "played" else name
        emit(game, f"{played} would {enter}, and {you.name} can't sacrifice "
                   f"{said} instead, so it is put into its owner's graveyard.", *cites, why)
        move_card(game, obj, "graveyard", discard=False)  # put there instead of entering: no discard (701.9a is an instruction's)
        return GONE
    names = ", ".join(display(game, o) for o in chosen)
    emit(game, f"{name} would {enter}: {you.name} sacrifices {names} "
               f"instead{note}, so it does.", why)
    with leaving_together(game, chosen):
        for o in chosen:
            leave_play(game, o, "graveyard", "sacrifice")
    return None


def problems(spec) -> list[tuple[str, str]]:
    """What is wrong with a `sacrifice_instead`, as (field, message) pairs."""
    from .additional_costs import SACRIFICE, SUBTYPE, _bad
    out: list[tuple[str, str]] = []
    if not isinstance(spec, dict):
        _bad(out, "", "must be an object")
        return out
    for k in spec:
        if k not in ("sacrifice", "count", "untapped"):
            _bad(out, k, 'unknown field: one of "sacrifice", "count", "untapped"')
    kind = spec.get("sacrifice")
    if not (kind in SACRIFICE or (isinstance(kind, str) and SUBTYPE.match(kind))):
        _bad(out, "sacrifice", "must be one of " + ", ".join(f'"{x}"' for x in SACRIFICE) + ' or "subtype:Name"')
    n = spec.get("count", 1)
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 5:
        _bad(out, "count", "must be an integer from 1 to 5")
    if "untapped" in spec and spec["untapped"] is not True:
        _bad(out, "untapped", "must be true")
    return out
