"""Token copies, beyond "create a token that's a copy of target creature" (clones.py).

- What the effect then does to the token it made: "That token gains haste." (Cogwork Assembler; no
  duration: it keeps haste), "It gains haste until end of turn." (Molten Duplication), "Exile it /
  that token at the beginning of the next end step." (Cogwork Assembler, Stormsplitter), "Sacrifice it
  at the beginning of the next end step." (Kiki-Jiki): "it" / "that token" is the token the copy
  effect just created; the delayed triggered ability does nothing if the token has left the
  battlefield since (2007 404.4d; 2026 603.7c). After "you may pay {G}{U}. If you do, create a token
  ..." the sentences about the token happen only if the token was made: they go in that branch.
- "Whenever a nontoken creature you control enters, [you may pay {R}. If you do,] create a token
  that's a copy of that creature." (Riku of Two Reflections, Flameshadow Conjuring; "another nontoken
  artifact ... that artifact", Mirrorworks): "that creature" is the permanent that entered; if it
  has left the battlefield by the time the ability resolves, the token copies it as it last existed there (2007 413.2f; 2026 608.2h:
  rulings/engine/effects/copy_permanent.py).
- "except it has haste and "At the beginning of the end step, sacrifice this token."" (Chandra,
  Flameshaper's +1; clones.exceptions asks quoted_on_token): only that quoted ability, or "exile".
- "If this spell was kicked, create five of those tokens instead." (Rite of Replication).

Anything else that names the token, the creature or "it" stays text only."""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, pass_on
from .text import NUMBER, amount
from .triggered import ENTERS, _triggered

#: what "create a token that's a copy of that creature" says once the head has said which creature it is
_ENTERED = "the permanent that entered"


def _token_copy_branch(eff) -> list | None:
    """The list of steps whose last token-making step is the copy just created (the effect's own, or
    an "If you do, ..." branch's), followed only by what the effect did to that token; else None."""
    last = eff.steps[-1] if eff.steps else None
    steps = eff.steps
    if last is not None and last.get("do") == "may" and last.get("then"):
        steps = last["then"]
    elif last is not None and last.get("do") == "may" and last.get("effect"):
        steps = last["effect"]  # "you may create a token that's a copy of ~" (threaten_more.py): only if the player did
    for st in reversed(steps):
        if st.get("do") == "create_token_copy":
            return steps if int(st.get("count", 1)) == 1 else None
        if not (st.get("do") in ("gain_ability", "delayed_trigger") and "it" in (st.get("to"), st.get("refers_to"))):
            return None
    return None


@effect_template(r"(?:that token|it) gains (haste)( until end of turn)?")
def token_gains_haste(eff, m):
    """ "That token gains haste": the token the copy effect just made gains haste, for as long as
    the sentence says (none stated: until the end of the game, 2026 611.2a; 2007 418.3a)."""
    steps = _token_copy_branch(eff)
    if steps is None:
        return pass_on(eff, m, token_gains_haste)  # "It gains haste until end of turn" of another object (pump.py)
    steps.append({"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "it",
                  "until": "end_of_turn" if m.group(2) else None})


@effect_template(r"(exile|sacrifice) (?:it|that token) at the beginning of the next end step")
def token_leaves_at_end_step(eff, m):
    """A delayed triggered ability that exiles or sacrifices the token just created (2007 404.4d;
    2026 603.7c), as delayed.at_next_end_step does for a token with stated characteristics."""
    steps = _token_copy_branch(eff)
    if steps is None:
        return pass_on(eff, m, token_leaves_at_end_step)
    verb = m.group(1).lower()
    steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": f"{verb.capitalize()} it.",
                  "effect": [{"do": "sacrifice" if verb == "sacrifice" else "remove_from_game", "what": "it"}]})


# "It gains haste until end of turn" and "Exile it at the beginning of the next end step" are read by pump.py
# and delayed.py too, which refuse a token copy's "it": these are read first, and hand any other "it" on.
for _fn in (token_leaves_at_end_step, token_gains_haste):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))


@effect_template(rf"create a token that's a copy of {_ENTERED}(?:, except (.+))?")
def token_copy_of_entered(eff, m):
    """The copy of the permanent the trigger event names (the engine's "it", as it last existed on
    the battlefield if it has left: 2007 413.2f; 2026 608.2h)."""
    from .clones import exceptions
    step = {"do": "create_token_copy", "of": "it", "id": "copy"}
    if m.group(1):
        step["except"] = exceptions(eff.card, m.group(1), False)
    eff.steps.append(step)


_NONTOKEN = {"a": "nontoken_{}_you_control", "another": "another_nontoken_{}_you_control"}


@ability_template(rf"Whenever (a|another) nontoken (creature|artifact) you control {ENTERS}, ([^\"]*create a token that's a copy of that (?:creature|artifact).*)")
def nontoken_enters_copy(card, m):
    """Riku of Two Reflections, Mirrorworks: "that creature" / "that artifact" is the permanent that
    entered; its one mention must be the copy, and nothing else in the ability may name it ("it"
    afterwards is the token)."""
    kind, text = m.group(2), m.group(3)
    if m.group(1) == "another" and kind.capitalize() not in card.types:
        raise NotUnderstood(m.group(0))  # "another" creature / artifact: the source is one
    said = text.replace(f"create a token that's a copy of that {kind}", f"create a token that's a copy of {_ENTERED}", 1)
    outside = re.sub(r'"[^"]*"', "", said)
    if re.search(r"\b(that creature|that artifact|its|that card|that permanent)\b", outside, re.IGNORECASE):
        raise NotUnderstood(text)
    before = outside.split(_ENTERED)[0]
    if _ENTERED not in outside or re.search(r"\b(it|they|them)\b", before, re.IGNORECASE):
        raise NotUnderstood(text)  # "it" before the token exists: which object?
    return _triggered(card, {"event": "comes_into_play", "who": _NONTOKEN[m.group(1)].format(kind)}, said)


def quoted_on_token(card, text: str) -> dict:
    """ "except it has haste and "At the beginning of the end step, exile this token."" (Heat
    Shimmer, Electroduplicate; "sacrifice this permanent", Minion Reflector): the quoted ability
    the copy has (503.9; 707.9a), a triggered ability at the beginning of each end step (2026
    513.1; 2007 313.1) whose "this token" / "this permanent" is the token itself. Any other
    quoted ability here stays text only."""
    m = re.fullmatch(r"At the beginning of the end step, (exile|sacrifice) (?:this token|this permanent|~)\.", text)
    if m is None:
        raise NotUnderstood(text)
    return {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "end_of_turn", "whose": "each"},
            "effect": [{"do": "remove_from_game" if m.group(1) == "exile" else "sacrifice", "what": "self"}], "text": text}


@effect_template(rf"if ~ was kicked, create ({NUMBER}) of those tokens instead")
def kicked_more_copies(eff, m):
    """Rite of Replication: "Create a token that's a copy of target creature. If this spell was kicked,
    create five of those tokens instead": the sentence before happens only if the kicker wasn't paid,
    this one (as many copies of the same permanent, with the same exceptions) only if it was (2007
    502.21b; 2026 702.33e), as kicked.py reads a kicked sentence with "instead"."""
    last = eff.steps[-1] if eff.steps else None
    n = amount(m.group(1))
    if not ({"Instant", "Sorcery"} & set(eff.card.types)) or last is None or last.get("do") != "create_token_copy" \
            or "if_kicked" in last or int(last.get("count", 1)) != 1 or not isinstance(n, int) or n < 2 \
            or len(eff.steps) - 1 != (eff.sentence_starts[-2] if len(eff.sentence_starts) >= 2 else -1):
        raise NotUnderstood(m.group(0))
    last["if_kicked"] = False
    eff.steps.append({**last, "count": n, "if_kicked": True})


# read before kicked.py's "If ~ was kicked, ... instead", which knows no "those tokens"
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is kicked_more_copies)))
