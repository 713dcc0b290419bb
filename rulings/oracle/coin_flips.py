""""Flip a coin. If you win the flip, [effect]. If you lose the flip, [effect]."
(2007: 511.1; 2026: 705.2): the engine's `flip_coin` instruction, whose
branches see the same targets as the rest of the effect (they are chosen as the
spell or ability is put on the stack, whatever the flip will be). The result is
the scenario's (`choices: {"source": {"flip": "won"}}`): the engine never
invents one. A flip whose branch the compiler can't read stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch


@effect_template(r"flip a coin")
def flip_a_coin(eff, m):
    eff.steps.append({"do": "flip_coin"})


@effect_template(r"if you (win|lose) the flip, (.+)")
def if_you_win_or_lose_the_flip(eff, m):
    """What happens if the player who flipped won (or lost) the flip just before."""
    key = "won" if m.group(1).lower() == "win" else "lost"
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "flip_coin" or key in last:
        raise NotUnderstood(m.group(0))
    branch = parse_branch(eff, m.group(2))
    if not branch or any(s.get("do") in ("flip_coin", "may") for s in branch):
        raise NotUnderstood(m.group(0))
    last[key] = branch
