"""Extra turns beyond "Take an extra turn after this one" (players.py): "Target player takes an extra
turn after this one" (Time Warp, Beacon of Tomorrows), "Target player takes two extra turns after this
one" (Time Stretch: added one at a time, 2007 300.6, 2026 500.7), and the price of Final Fortune's:
"At the beginning of that turn's end step, you lose the game." (rulings/engine/extra_turn_losses.py).
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import ref

EXTRA = {"an extra turn": 1, "two extra turns": 2}


@effect_template(r"(target player|target opponent) takes (an extra turn|two extra turns) after this one")
def target_takes_extra_turns(eff, m):
    player = ref(eff, m.group(1))
    for _ in range(EXTRA[m.group(2)]):
        eff.steps.append({"do": "extra_turn", "player": player})


@effect_template(r"take two extra turns after this one")
def take_two_extra_turns(eff, m):
    eff.steps.extend({"do": "extra_turn", "player": "you"} for _ in range(2))


@effect_template(r"at the beginning of that turn's end step, you lose the game")
def lose_at_that_turns_end_step(eff, m):
    """Only right after the instruction that gave you the one extra turn "that turn" names."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "extra_turn" or last.get("player") != "you" or last.get("lose_at_its_end_step") \
            or sum(1 for st in eff.steps if st.get("do") == "extra_turn") != 1:
        raise NotUnderstood(m.group(0))
    last["lose_at_its_end_step"] = True
