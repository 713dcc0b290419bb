""""Clash with an opponent. If you win, [effect]. [Otherwise, [effect].]" (2026 701.30): the
engine's `clash` instruction, whose branches see the same targets as the rest of the effect.
"If you win" and "Otherwise" read only right after the clash they follow; a clash whose
branch the compiler can't read stays text only, and so do "whenever you clash" abilities."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch, pass_on


@effect_template(r"clash with an opponent")
def clash_with_an_opponent(eff, m):
    eff.steps.append({"do": "clash"})


def _branch(eff, m, key: str, text: str) -> None:
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "clash" or key in last or (key == "lost" and "won" not in last):
        raise NotUnderstood(m.group(0))
    branch = parse_branch(eff, text)
    if not branch or any(s.get("do") in ("clash", "may") for s in branch):
        raise NotUnderstood(m.group(0))
    last[key] = branch


@effect_template(r"if you win, (.+)")
def if_you_win(eff, m):
    _branch(eff, m, "won", m.group(1))


@effect_template(r"otherwise, (.+)")
def otherwise(eff, m):
    """ "Otherwise" after a clash's "If you win": what happens when its controller didn't win."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "clash":
        pass_on(eff, m, otherwise)  # another family's "Otherwise, ..." (after "If it's a land card, ...")
        return
    _branch(eff, m, "lost", m.group(1))

