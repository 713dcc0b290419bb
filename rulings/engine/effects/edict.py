""""Each player sacrifices a creature of their choice", "Target opponent sacrifices a
creature of their choice" (an edict): each player named chooses a creature they control
as the spell or ability resolves (2007 413.2c; 2026 608.2d), the players choosing in
APNAP order (2007 103.4; 2026 101.4), then the chosen creatures are sacrificed at once:
one event, so each one's leaves-play abilities see the others (2007 410.10d; 2026 603.10a).

`player` names one player ("target:N", "it", "you"); `players` is "each_player", "each_opponent"
or "each_other_player" (Grave Pact: every player but the controller); `sacrificed` is the kind of
permanent ("creature", the default, "land", "artifact", "enchantment", "permanent", "creature_or_planeswalker"
(Plaguecrafter; the February 2007 rules have no planeswalkers, so there it is a creature),
"creature_or_land" or "attacking_creature" (Wing Shards)); `count` how many each sacrifices (Barter in
Blood's two: a player who controls fewer sacrifices all they control); `unless_they_pay` a generic cost
each player named may pay instead (Rishadan Footpad: "unless they pay {2}", 2026 118.12a), each deciding
in turn as it resolves; `greatest` ("power" or "mana_value": "a creature with the greatest power among
creatures they control", Crackling Doom: only those are chosen from, ties the player's choice); `filter`
(`subtypes` or `not_subtypes`: "a non-Vampire creature", "a Homunculus"); `if_none` what happens, once the others have sacrificed, for a player who controls none to
sacrifice ("If the player can't, sacrifice this creature"; for a group, "Each player who can't discards a
card", Plaguecrafter, "it" naming that player: 2007 416.3; 2026 609.3). The choices are the action's `choices: {"source id": {"sacrifices": {"Bob":
"creature id" or a list of ids, ...}, "payers": ["Bob"]}}`; a player with no choice given sacrifices the
ones they control that came into play last, and a player not among the payers doesn't pay (the log
says so)."""
from __future__ import annotations

from dataclasses import replace

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit, known, SACRIFICED
from ..state import TargetRef
from ..targets import display
from .base import amount_of, effect, resolve_ref, run

PLAYERS = ("each_player", "each_opponent", "each_other_player")
KINDS = ("creature", "land", "artifact", "enchantment", "permanent", "creature_or_planeswalker", "creature_or_land",
         "attacking_creature")
KINDS += ("nontoken_creature", "nontoken_artifact", "nontoken_enchantment")  # "a nontoken creature of their choice" (Chain Devil)
KINDS += ("artifact_or_enchantment", "creature_or_enchantment",  # Tribute to the Wild, Mire in Misery
          "nonland_permanent", "nonartifact_creature", "nonbasic_land", "untapped_land", "attacking_or_blocking_creature")
KINDS += ("monocolored_creature", "multicolored_permanent", "green_or_white_permanent")  # Defiler of Souls, Renounce the Guilds, Dystopia


def _is(game, obj, what: str) -> bool:
    if what == "permanent":
        return True
    if what in _QUALIFIED:  # "a nonland permanent", "an untapped land", "an attacking or blocking creature"
        return _QUALIFIED[what](game, obj, characteristics(game, obj))
    if what.startswith("nontoken_"):  # a permanent that isn't a token (2026 111.1; 2007 216.1): a card's
        return obj.id not in game.tokens and _is(game, obj, what[len("nontoken_"):])
    types = characteristics(game, obj).types
    if what == "attacking_creature":
        return "Creature" in types and bool(obj.attacking)
    return any(k.capitalize() in types for k in what.split("_or_"))


#: kinds with a quality besides their types
_QUALIFIED = {
    "nonland_permanent": lambda game, o, c: "Land" not in c.types,
    "nonartifact_creature": lambda game, o, c: "Creature" in c.types and "Artifact" not in c.types,
    "nonbasic_land": lambda game, o, c: "Land" in c.types and "Basic" not in c.supertypes,
    "untapped_land": lambda game, o, c: "Land" in c.types and not o.tapped,
    "attacking_or_blocking_creature": lambda game, o, c: "Creature" in c.types and (bool(o.attacking) or o.blocking is not None),
    "monocolored_creature": lambda game, o, c: "Creature" in c.types and len(set(c.colors)) == 1,  # exactly one color
    "multicolored_permanent": lambda game, o, c: len(set(c.colors)) >= 2,  # two or more colors
    "green_or_white_permanent": lambda game, o, c: bool({"green", "white"} & set(c.colors)),
}


def _words(game, what: str) -> str:
    """The kind in the edition's words: no planeswalker exists under the February 2007 rules."""
    if what == "creature_or_planeswalker" and not game.words.today:
        return "creature"
    return what.replace("_or_", " or ").replace("_", " ")


def _players(game, st, ctx) -> list:
    if "players" in st:
        ps = [game.players[i] for i in game.apnap()]
        return [p for p in ps if p.index != ctx.controller] if st["players"] != "each_player" else ps
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    return [] if ref is None or ref.kind != "player" else [game.player_named(ref.id)]


#: a `filter` narrowing the kind by creature or other subtypes: "a non-Vampire creature" (`not_subtypes`, Anowon, the Ruin
#: Sage), "a Homunculus" (`subtypes` with "permanent", Puppet Conjurer): each as the permanent is when the player chooses
FILTER_KEYS = ("subtypes", "not_subtypes")


def _fits_filter(game, obj, flt: dict | None) -> bool:
    if not flt:
        return True
    subtypes = set(characteristics(game, obj).subtypes)
    if flt.get("subtypes") and not subtypes & set(flt["subtypes"]):
        return False
    return not subtypes & set(flt.get("not_subtypes", ()))


def _filtered_words(what: str, flt: dict | None, kind: str) -> str:
    """ "non-Vampire creature", "Homunculus", "Mountain or Forest": the kind as the card says it."""
    if not flt:
        return kind
    if flt.get("subtypes"):
        return " or ".join(flt["subtypes"]) if what == "permanent" else f"{' or '.join(flt['subtypes'])} {kind}"
    return " ".join(f"non-{t}" for t in flt["not_subtypes"]) + f" {kind}"


@effect("players_sacrifice", fields=("player", "players", "sacrificed", "count", "unless_they_pay", "if_none", "greatest", "remember", "filter"))
def players_sacrifice(game, st, ctx):
    from ..zones import leave_play, leaving_together
    players = _players(game, st, ctx)
    what, count = st.get("sacrificed", "creature"), amount_of(game, ctx, st.get("count", 1))  # "that many": a chosen number
    flt = st.get("filter")
    kind = _filtered_words(what, flt, _words(game, what))
    plural = " or ".join(k + "s" for k in kind.split(" or ")) if not flt else kind + "s"  # "creatures or planeswalkers"
    made = made_for(game, ctx.source_id)
    named = made.get("sacrifices") or {}
    if not isinstance(named, dict):
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices must map a player's name to a permanent id",
                            "illegal_action_reversed")
    if count < 1:  # "that many" is zero (By Invitation Only's 0): no one sacrifices anything
        emit(game, f"The number is 0, so no player sacrifices a {kind}.")
        return
    if len(players) > 1:
        emit(game, f"The players choose in turn order from the active player: {', '.join(p.name for p in players)}; "
                   f"then the {plural} are sacrificed at the same time.",
             ("apnap_order", "the active player makes their choice first, then each other player in turn order, then the actions happen at once"))
    strangers = sorted(set(named) - {p.name for p in players})
    payers = made.get("payers")
    if payers is not None and "unless_they_pay" in st:
        strangers += sorted(set(payers) - {p.name for p in players})
    if strangers:
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices names {', '.join(strangers)}, "
                                                    f"who sacrifices nothing here (only {', '.join(p.name for p in players) or 'no one'})",
                            "illegal_action_reversed")
    chosen, cant = [], []
    for p in players:
        if "unless_they_pay" in st and _pays(game, st, ctx, p, payers):
            continue
        why = ("choice_on_resolution", f"{p.name} chooses the {kind if count == 1 else plural} to sacrifice as it resolves")
        theirs = [o for o in game.in_play(p.index) if _is(game, o, what) and _fits_filter(game, o, flt)]
        if st.get("greatest") and theirs:  # "a creature with the greatest power among creatures they control"
            theirs = _greatest(game, st["greatest"], theirs, p, kind, plural)
        picked = named.get(p.name)
        picked = [picked] if isinstance(picked, str) else picked
        if picked is not None:
            ids = {o.id for o in theirs}
            if len(set(picked)) != len(picked) or not set(picked) <= ids or len(picked) != min(count, len(theirs)):
                raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices.{p.name} must name "
                                                            f"{_number(min(count, len(theirs)))} {kind if min(count, len(theirs)) == 1 else plural} "
                                                            f"{p.name} controls: {', '.join(sorted(ids)) or 'they control none'}",
                                    "illegal_action_reversed")
        if not theirs:
            emit(game, f"{p.name} controls no {kind}, so {p.name} sacrifices nothing.", why)
            if st.get("if_none"):  # "If the player can't, sacrifice this creature" (Woebringer Demon)
                cant.append(p)
            continue
        if picked is not None:
            objs, note = [game.objects[i] for i in picked], ""
        else:
            objs = sorted(theirs, key=lambda o: o.timestamp, reverse=True)[:count]
            note = (f" (no choice was given: the {kind if count == 1 else plural} they control that "
                    f"{game.words.came_into_play} last)")
        if len(theirs) < count:
            note += f" (they control fewer than {_number(count)}, so all of them)"
        emit(game, f"{p.name} chooses {' and '.join(display(game, o) for o in objs)} to sacrifice{note}.", why)
        chosen += [(p, o) for o in objs]
    if len(chosen) > 1:
        emit(game, f"{' and '.join(display(game, o) for _, o in chosen)} are sacrificed in one event.",
             ("leaves_play_looks_back", "permanents that leave in one event all see one another leave: abilities that trigger on leaving look back in time"))
    if st.get("remember"):  # "You gain life equal to that creature's toughness" (Tribute to Hunger): read before it leaves
        _remember(game, ctx, [o for _, o in chosen])
    if chosen:
        with leaving_together(game, [o for _, o in chosen]):
            for p, obj in chosen:
                emit(game, f"{p.name} sacrifices {display(game, obj)}.", *known(game, SACRIFICED))
                leave_play(game, obj, "graveyard", "sacrifice")
    for p in cant:  # then "Each player who can't discards a card" (Plaguecrafter), "it" that player, in turn order
        emit(game, f"{p.name} can't sacrifice {'an' if kind[0] in 'aeiou' else 'a'} {kind}, so the instructions for that happen instead.",
             ("impossible_as_much_as_possible", "the effect does only as much as possible: here nothing, so the player can't"))
        run(game, st["if_none"], replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)}) if "players" in st else ctx)


GREATEST = ("power", "mana_value")


def _greatest(game, stat: str, theirs: list, p, kind: str, plural: str) -> list:
    """Only those with the greatest power (mana value) among the player's are chosen from; tied, the
    player chooses among them as it resolves (2007 413.2c; 2026 608.2d)."""
    from ..target_filter import mana_value

    def value(o):
        c = characteristics(game, o)
        return (c.power or 0) if stat == "power" else mana_value(game, o, c)
    top = max(value(o) for o in theirs)
    best = [o for o in theirs if value(o) == top]
    emit(game, f"The greatest {stat.replace('_', ' ')} among the {plural} {p.name} controls is {top}: "
               f"{', '.join(display(game, o) for o in best)}.")
    return best


def _number(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))


def _pays(game, st, ctx, p, payers) -> bool:
    """ "... unless they pay {2}": the player may pay instead (2026 118.12a), deciding as it resolves
    (2007 413.2c; 2026 608.2d); choosing to pay what they can't pay refuses the action (unless.pay_generic)."""
    from .unless import pay_generic
    cost = "{%d}" % int(st["unless_they_pay"])
    why = (("choice_on_resolution", f"{p.name} chooses whether to pay while the effect is applied"),
           *((("unless_pays", f"\"unless they pay\" means {p.name} may pay; if they don't, they sacrifice"),)
             if game.rules.applies("unless_pays") else ()))
    if payers is not None and p.name in payers:
        pay_generic(game, p, cost, ctx.source_name)
        emit(game, f"{p.name} pays {cost}, so {p.name} sacrifices nothing.", *why)
        return True
    default = "" if payers is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{p.name} doesn't pay {cost}{default}.", *why)
    return False


def _remember(game, ctx, objs: list) -> None:
    """The power and toughness of the one creature sacrificed, as it last existed on the battlefield
    (2007 413.2f; 2026 608.2h), for "that creature's power / toughness" of the instructions after it
    (the engine's counts "sacrificed_power" / "sacrificed_toughness"); 0 if none was (nothing to read)."""
    if len(objs) != 1:
        ctx.data["sacrificed_power"] = ctx.data["sacrificed_toughness"] = 0
        return
    c = characteristics(game, objs[0])
    power, toughness = c.power or 0, c.toughness or 0
    ctx.data["sacrificed_power"], ctx.data["sacrificed_toughness"] = max(0, power), max(0, toughness)  # negative counts as 0
    emit(game, f"{display(game, objs[0])} is sacrificed as a {power}/{toughness}: what follows uses its power and toughness "
               f"as it last existed {game.words.in_play}.",
         ("last_known_information", "the effect uses the last known information of a creature no longer in that zone"))
