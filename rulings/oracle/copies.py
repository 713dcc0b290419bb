"""Copying a spell: "Copy target instant or sorcery spell. You may choose new
targets for the copy." (2007: 503.10; 2026: 707.10). The copy goes on the
stack under the controller of the effect with the original's choices; the
second sentence lets that player choose new targets for it, each legal, the
others unchanged (2007: 503.10b; 2026: 707.10c), which the action gives as
`copy_targets`. Without that sentence the copy keeps the original's targets
(`new_targets: false`). Only an instant or sorcery spell: a copy of a
permanent spell becomes a token (2026: 707.10f), which the engine doesn't do."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import SPELL_TARGETS, TARGET_RE, ref, spec


def _instant_or_sorcery(found) -> bool:
    if found == "instant_or_sorcery_spell":
        return True
    return isinstance(found, dict) and found.get("zone") == "stack" and bool(found.get("types")) \
        and set(found["types"]) <= {"Instant", "Sorcery"} and not found.get("up_to")


@effect_template(rf"copy ({TARGET_RE})")
def copy_spell(eff, m):
    phrase = " ".join(m.group(1).lower().split())
    if not _instant_or_sorcery(spec(phrase)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "copy_spell", "what": ref(eff, phrase, SPELL_TARGETS), "new_targets": False})


@effect_template(r"you may choose new targets for the copy")
def new_targets(eff, m):
    """The sentence after "copy target ... spell": the copy's controller may choose new targets."""
    last = eff.steps[-1] if eff.steps else None
    if last is not None and last.get("do") == "delayed_trigger" and last.get("at") == "next_instant_or_sorcery_cast":
        inner = last["effect"][-1] if len(last.get("effect", ())) == 1 and last["effect"][-1].get("count", 1) == 1 else None
        if inner is not None:
            last["text"] += " You may choose new targets for the copy."  # "When you next cast ..." (spell_copies.py)
        last = inner
    elif last is not None and last.get("do") == "may":  # "you may copy that spell" / "If you do, copy that spell" (spell_copies.py)
        inner = last.get("then") if "then" in last else last.get("effect")
        last = inner[-1] if inner and len(inner) == 1 else None
    if last is None or last.get("do") not in ("copy_spell", "copy_that_spell") or last.get("new_targets") is not False:
        raise NotUnderstood(m.group(0))
    last["new_targets"] = True
