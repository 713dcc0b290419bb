""" "Counter target spell. Create an X/X green Ooze creature token, where X is that spell's mana value."
(Mystic Genesis), "Its controller gains life equal to its mana value" (Illumination), "Draw cards equal to
that spell's mana value" (Overwhelming Intellect): the mana value of the spell a counterspell targets,
read as that spell last existed on the stack (2007 413.2f; 2026 608.2h, last known information), with
the number chosen for its X there (2026 202.3e; 2007 203.3: an X on the stack is its chosen value).

* `note_spell_mana_value` (`of`: "target:N"), followed before the instruction that counters the spell,
  remembers the mana value the spell has on the stack now. A target that is no longer a spell on the
  stack is not noted (2007 413.2a; 2026 608.2b).
* `{"count": "noted_spell_mana_value"}` reads it (0 if nothing was noted). A spell that can't be countered
  stays on the stack and its mana value is the same: the count is read all the same.
"""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect, object_of, resolve_ref
from .log import emit
from .target_filter import mana_value
from .targets import display

#: the counts this module reads (counted_amounts.py asks it; scenario/vocabulary.py COUNTS lists them)
KINDS = ("noted_spell_mana_value",)
_KEY = "noted_spell_mana_value"


@effect("note_spell_mana_value", fields=("of",))
def note_spell_mana_value(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("of", "target:0"))
    obj = object_of(game, ref)
    if obj is None or obj.zone != "stack":
        ctx.data.pop(_KEY, None)
        return
    value = mana_value(game, obj, characteristics(game, obj))
    ctx.data[_KEY] = (value, display(game, obj))


def counted(game, ctx, amount: dict) -> int:
    noted = ctx.data.get(_KEY)
    if noted is None:
        return 0
    value, name = noted
    words = "mana value" if game.words.today else "converted mana cost"  # 2007's word for it
    emit(game, f"{name}'s {words} is read as it last existed on the stack: {value}.",
         ("last_known_information", f"the spell's {words} is read as it last existed on the stack"))
    return value
