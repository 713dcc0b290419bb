"""What an effect does later to the one permanent it has just put onto the battlefield: "You may put a
creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature at
the beginning of the next end step." (Sneak Attack; "an artifact card ... That artifact gains haste.
Sacrifice it ...", Arms Race), "Return target creature card from your graveyard to the battlefield. That
creature gains haste. At the beginning of the next end step, sacrifice it." (Apprentice Necromancer),
"... you may pay {2}{R}. If you do, create a 3/1 red Elemental creature token with trample and haste.
Exile that token at the beginning of the next end step." (Akoum Stonewaker), "... token ... Sacrifice that
token at the beginning of the next end step." (Fire Navy Trebuchet), "you may return target creature card
... That creature gains haste until end of turn. Exile it ..." (Dawn of the Dead: only if it was returned),
"return target artifact card with mana value 3 or less ... It gains haste. Sacrifice it ..." (Kami of
Industry; the filters of the target only say which card).

"It" / "that creature" / "the creature" / "that token" is the permanent the instruction just before
made or moved onto the battlefield: a new object (2007 217.1c; 2026 400.7), which the engine's
instruction names "it" as it enters (none put: nothing is named, and nothing happens later). The
delayed triggered ability refers to that permanent and does nothing if it has left the battlefield by
then (2007 404.4d; 2026 603.7c). Haste with no duration stated lasts indefinitely (2007 418.3a; 2026
611.2a). Only one permanent: "those creatures", "them", "X target cards" stay with other templates (or
text only); after "If you do, ..." the later sentences go in that branch, which happens only if paid."""
from __future__ import annotations

from .keywords import granted
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on

_FROM_HAND = "put_into_play_from_hand"
_RETURNS = ("return_to_play", "put_onto_battlefield_under_your_control")
_LATER = ("gain_ability", "delayed_trigger")
_TYPE_WORDS = {"creature": "Creature", "artifact": "Artifact"}


def _target_types(eff, ref: str) -> tuple[str, ...] | None:
    """The card types a single target card spec names ("target creature card from your graveyard");
    None for several targets, "up to", X targets or a spec this module doesn't know."""
    if ref != eff.last_target:
        return None
    spec = eff.targets[int(ref.split(":")[1])]
    if spec == "creature_card_in_a_graveyard":
        return ("Creature",)
    if isinstance(spec, dict) and spec.get("zone") == "graveyard" and not {"up_to", "x_targets", "count"} & set(spec) \
            and isinstance(spec.get("types"), list) and len(spec["types"]) == 1:  # "with mana value 3 or less", "legendary": filters
        return tuple(spec["types"])
    return None


def _branch(eff, m) -> tuple[list, dict]:
    """The list of steps the sentence goes in (the effect's own, or the "If you do, ..." branch's) and
    the instruction that put the one permanent onto the battlefield, followed there only by what the
    effect did to it ("it" gains haste; a delayed ability that refers to "it")."""
    steps = eff.steps
    if steps and steps[-1].get("do") == "may" and steps[-1].get("then"):
        steps = steps[-1]["then"]
    elif steps and steps[-1].get("do") == "may" and not steps[-1].get("then") and steps[-1].get("effect") \
            and steps[-1]["effect"][0].get("do") in _RETURNS \
            and all(st.get("do") in _LATER and "it" in (st.get("to"), st.get("refers_to")) for st in steps[-1]["effect"][1:]):
        steps = steps[-1]["effect"]  # "you may return target creature card ...": what follows happens only if it was
    for st in reversed(steps):
        if st.get("do") in _LATER and "it" in (st.get("to"), st.get("refers_to")):
            continue
        if st.get("do") == _FROM_HAND and st.get("type") in _TYPE_WORDS.values() and not st.get("tapped"):
            return steps, st
        if st.get("do") in _RETURNS and _target_types(eff, str(st.get("what", ""))) and not st.get("tapped"):
            return steps, st
        if st.get("do") == "create_token" and int(st.get("count", 1)) == 1:
            return steps, st  # one token ("it" right after it outside a branch is delayed.py's too: the same reading)
        if st.get("do") == "create_token_copy" and int(st.get("count", 1)) == 1 and "if_kicked" not in st:
            return steps, st  # "the token" (copies_more.py reads "it" and "that token")
        break
    raise NotUnderstood(m.group(0))


def _named(eff, m, words: str) -> list:
    """The branch, if `words` ("it", "that creature", "the creature", "that token", ...) names the one
    permanent just put onto the battlefield."""
    steps, mover = _branch(eff, m)
    if words == "it" and mover.get("do") == "create_token" and not {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))  # on a permanent "it" after a token might be the permanent itself ("Whenever ~ attacks, ...")
    if words == "it" and mover.get("do") != "create_token_copy":
        return steps
    kind = words.split()[-1]
    if mover.get("do") == "create_token":
        ok = words in ("that token", "the token")
    elif mover.get("do") == "create_token_copy":
        ok = words == "the token"
    elif mover.get("do") == _FROM_HAND:
        ok = _TYPE_WORDS.get(kind) == mover.get("type")
    else:
        ok = (_TYPE_WORDS.get(kind),) == _target_types(eff, mover["what"]) and words == f"that {kind}"
    if not ok:
        raise NotUnderstood(m.group(0))
    return steps


_WHAT = r"(it|that creature|the creature|that artifact|the artifact|that token|the token)"


@effect_template(rf"{_WHAT} gains (haste)( until end of turn)?")
def moved_gains_haste(eff, m):
    """ "That creature gains haste": the permanent just put onto the battlefield."""
    try:
        steps = _named(eff, m, m.group(1).lower())
    except NotUnderstood:
        return pass_on(eff, m, moved_gains_haste)
    for ability in granted(m.group(2)):
        step = {"do": "gain_ability", "ability": ability, "to": "it"}
        if m.group(3):
            step["until"] = "end_of_turn"
        steps.append(step)


@effect_template(rf"(?:(sacrifice|exile) {_WHAT} at the beginning of the next end step"
                 rf"|at the beginning of the next end step, (sacrifice|exile) {_WHAT})")
def moved_leaves_at_end_step(eff, m):
    """A delayed triggered ability, at the beginning of the next end step, that sacrifices or exiles
    the permanent just put onto the battlefield (2007 404.4d; 2026 603.7c)."""
    verb, words = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    try:
        steps = _named(eff, m, words.lower())
    except NotUnderstood:
        return pass_on(eff, m, moved_leaves_at_end_step)
    verb = verb.lower()
    steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": f"{verb.capitalize()} it.",
                  "effect": [{"do": "sacrifice" if verb == "sacrifice" else "remove_from_game", "what": "it"}]})


# "That creature gains haste" and "Sacrifice it at the beginning of the next end step" are read by pump.py,
# returned_it.py, delayed.py and copies_more.py too: these are read first, and hand any other object on.
for _fn in (moved_leaves_at_end_step, moved_gains_haste):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))


@effect_template(r"(?:(sacrifice|exile) (them|those tokens) at the beginning of the next end step"
                 r"|at the beginning of the next end step, (sacrifice|exile) (them|those tokens))")
def tokens_leave_at_end_step(eff, m):
    """ "Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the beginning of
    the next end step." (Thatcher Revolt; "Exile them", Feral Lightning): one delayed triggered ability
    that refers to every token the instruction just before made, and affects each still on the
    battlefield (2007 404.4d; 2026 603.7c; the engine's effects/delayed_those.py). Only right after
    that one instruction, making more than one token."""
    verb = (m.group(1) or m.group(3)).lower()
    steps = eff.steps
    if steps and steps[-1].get("do") == "may" and steps[-1].get("then"):
        steps = steps[-1]["then"]
    last = steps[-1] if steps else None
    if last is None or last.get("do") != "create_token" or last.get("count", 1) == 1:
        raise NotUnderstood(m.group(0))
    steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to_those": True, "text": f"{verb.capitalize()} those tokens.",
                  "effect": [{"do": "each_of_those",
                              "effect": [{"do": "sacrifice" if verb == "sacrifice" else "remove_from_game", "what": "it"}]}]})
