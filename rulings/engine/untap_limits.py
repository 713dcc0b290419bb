""""Players can't untap more than one creature during their untap steps." (Smoke, Stoic Angel), "... more
than one artifact ..." (Damping Field, Imi Statue), "... more than one nonbasic land ..." (Winter Moon),
"You can't untap more than one land during your untap step." (Mungha Wurm), and "As long as this artifact
is untapped, players can't untap more than one land / two permanents during their untap steps." (Winter
Orb, Static Orb): a static ability of a permanent in play, `{"kind": "static", "untap_limit": {"count": N,
"described": {target filter's fields}, "players": "each" | "you", "while_untapped": true}}`.

As the active player determines which permanents they control will untap (2007 302.2; 2026 502.3: "effects
can keep one or more of a player's permanents from untapping"), of the permanents that would untap and that
the ability describes, only `count` untap: the active player chooses which, with the action's `choices`,
`{"source_id": {"untap_only": ["id", ...]}}` (exactly `count` of them, each one the ability describes that
would otherwise untap); without a choice, the first ones in play, and the log says no choice was given. A
permanent kept tapped otherwise ("doesn't untap") isn't one of them. Several such abilities apply one after
another, each to what the ones before left. "As long as this artifact is untapped" is read as the step
begins: a tapped Winter Orb limits nothing. "Players ... their untap steps" is each player's own untap step,
"you ... your untap step" its controller's only (not another player's permanents untapping during it)."""
from __future__ import annotations

from . import target_filter
from .continuous import abilities_now
from .targets import display

PLAYERS = ("each", "you")


def _rules(game):
    return [(src, ab["untap_limit"]) for src in game.in_play() if not src.face_down
            for ab in abilities_now(game, src) if ab.get("kind") == "static" and isinstance(ab.get("untap_limit"), dict)]


def limit_untaps(game, untap: list) -> tuple[list, list]:
    """`untap` (the active player's permanents that would untap) less those such abilities keep tapped,
    and the citations."""
    from .choices import made_for
    from .errors import IllegalAction
    cites = []
    player = game.players[game.active].name
    for src, lim in _rules(game):
        if lim.get("while_untapped") and src.tapped:
            continue
        if lim.get("players", "each") == "you" and src.controller != game.active:
            continue
        n = lim["count"]
        described = [o for o in untap
                     if target_filter.why_not(game, lim["described"], o, o.id, None, src.id, src.controller) is None]
        if len(described) <= n:
            continue
        given = made_for(game, src.id).get("untap_only")
        if given is None:
            chosen, default = described[:n], " (no choice was given: the default)"
        else:
            ids = {o.id: o for o in described}
            if not isinstance(given, (list, tuple)) or len(given) != n or len(set(given)) != n or any(g not in ids for g in given):
                raise IllegalAction("untap_choice", f"{player} untaps exactly {n} of {', '.join(display(game, o) for o in described)} "
                                    f"({display(game, src)}'s ability), but \"choices\" names {list(given)}: name {n} of their ids")
            chosen, default = [ids[g] for g in given], ""
        kept = [o for o in described if o not in chosen]
        untap = [o for o in untap if o not in kept]
        cites.append(("untap_choice", f"{player} can't untap more than {n} of {', '.join(display(game, o) for o in described)} "
                                      f"({display(game, src)}'s static ability) and chooses {', '.join(display(game, o) for o in chosen)}{default}"))
        cites.append(("untap_prevented", f"{', '.join(display(game, o) for o in kept)} "
                                         f"{'stays' if len(kept) == 1 else 'stay'} tapped: {display(game, src)}'s static ability"))
    return untap, cites


#: the loader's messages, by field
_MESSAGES = {"": "must be an object: count, described, players, while_untapped", "count": "must be a whole number from 1 to 20",
             "described": "must be an object (a target filter's fields), only permanents in play: no zone, no player",
             "players": f"must be one of {', '.join(PLAYERS)}", "while_untapped": "must be true, or left out"}


def problems(spec) -> list:
    """(field, message) of an `untap_limit` that isn't well formed (the loader's check)."""
    if not isinstance(spec, dict):
        return [("", _MESSAGES[""])]
    wrong = [k for k in spec if k not in ("count", "described", "players", "while_untapped")]
    count = spec.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 20:
        wrong.append("count")
    described = spec.get("described")
    if not isinstance(described, dict) or {"zone", "player"} & set(described):
        wrong.append("described")
    if spec.get("players", "each") not in PLAYERS:
        wrong.append("players")
    if "while_untapped" in spec and spec["while_untapped"] is not True:
        wrong.append("while_untapped")
    return [(k, _MESSAGES.get(k, "unknown field")) for k in wrong]
