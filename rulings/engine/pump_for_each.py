""" "It gets +1/+1 until end of turn for each creature blocking it" (Elvish Berserker), "Target
creature gets -1/-1 until end of turn for each Swamp you control" (Defile), "Target creature
gets +X/+X until end of turn, where X is the number of lands you control": the instruction
`pump_for_each` (`power`, `toughness`: what each one counted gives; `count`: an amount;
`to`, `until`).

The count is made once, as the instruction is followed (2007: 413.2f; 2026: 608.2h): what
enters or leaves later doesn't change the bonus."""
from __future__ import annotations

from .effects.base import amount_of, effect, permanent
from .effects.characteristics import signed_pt
from .log import emit
from .targets import display


@effect("pump_for_each", fields=("power", "toughness", "count", "to", "until"))
def pump_for_each(game, st, ctx):
    from .effects.characteristics import _add_effect, layered_pt_note
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    n = amount_of(game, ctx, st.get("count", 0))
    count = st.get("count")
    if n < 0 and isinstance(count, dict) and count.get("count") in ("power_of", "toughness_of"):
        # "where X is ~'s power" with a power below 0: X is 0 (2007 104.2; 2026 107.1b)
        emit(game, f"X would be {n}; 0 is used instead.", ("negative_amount_is_zero", "a negative result of the calculation is 0"))
        n = 0
    power, toughness = st.get("power", 0) * n, st.get("toughness", 0) * n
    _add_effect(game, "pump", obj, (("power", power), ("toughness", toughness)), st.get("until"), ctx)
    during = " until end of turn" if st.get("until") == "end_of_turn" else ""
    emit(game, f"{display(game, obj)} gets {signed_pt(power, toughness)}{during} ({signed_pt(st.get('power', 0), st.get('toughness', 0))} "
               f"for each of {n}).",
         ("information_determined_once", f"the number ({n}) is counted once, as the effect is applied"),
         *layered_pt_note(game, obj, False))
