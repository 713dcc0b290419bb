""" "Opus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. If five or more
mana was spent to cast that spell, this creature gets +2/+2 until end of turn instead." (Deluge Virtuoso), "... put
two +1/+1 counters on this creature instead" (Tackle Artist), "... this creature also gains double strike until end of
turn" (Expressive Firedancer), "Then discard a card unless five or more mana was spent to cast that spell." (Muse Seeker).

`if_cast_spell` (`mana_spent_at_least` N, `effect`, `otherwise`): in a cast trigger's instructions, `effect` is
followed if at least N mana was spent to cast the spell that triggered the ability, else `otherwise` (either may be
empty or left out). The amount is the mana paid while the spell was cast (costs.pay_mana notes it; none for a spell
cast without paying its mana cost), noted with the trigger as the spell became cast (2026 601.2i; 2007 409.1i); the
condition is read as the instruction is followed (2007 413.2b; 2026 608.2c). Outside a cast trigger no mana was
spent on any spell: the count is 0."""
from __future__ import annotations

from .effects.base import effect, run
from .log import emit


@effect("if_cast_spell", fields=("mana_spent_at_least", "effect", "otherwise"))
def if_cast_spell(game, st, ctx):
    spent = ctx.data.get("mana_spent") or 0
    need = st["mana_spent_at_least"]
    met = spent >= need
    then = st.get("effect" if met else "otherwise") or ()
    what = ("the instruction for that is followed" if met else "the instruction for less is followed") if then else "nothing more is done"
    emit(game, f"{spent} mana was spent to {game.words.cast} the spell that triggered {ctx.source_name}'s ability: "
               f"{'' if met else 'not '}{need} or more, so {what}.",
         ("follow_instructions", "the instruction says what to do if that much mana was spent to cast the spell, and what if not"))
    run(game, then, ctx)
