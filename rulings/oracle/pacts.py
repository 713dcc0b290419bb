"""The Pacts' price: "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the
game." (Pact of Negation, Slaughter Pact, Summoner's Pact, Pact of the Titan).

A delayed triggered ability (2007 404.4; 2026 603.7) that triggers at the spell's controller's next
upkeep (`your_next_upkeep`), whoever's turn the spell resolved in; as it resolves its controller may pay
the mana ("pay ... If you don't" is "you may pay; if you don't", 2026 118.12a: `unless_you`), and a
player who doesn't, or can't, loses the game (2026 104.3e: `lose_game`). Only that exact follow-up
is read: anything else after the payment stays text only.
"""
from __future__ import annotations

from .registry import effect_template, pass_on

MANA = r"((?:\{(?:\d+|[WUBRG])\})+)"


@effect_template(rf"at the beginning of your next upkeep, pay {MANA}")
def pay_at_your_next_upkeep(eff, m):
    """The delayed ability, its "If you don't" still to come (below). Alone, its `_pact` mark stays on the step,
    a field the engine's card checks refuse, so the card is claimed nothing (text only)."""
    eff.steps.append({"do": "delayed_trigger", "at": "your_next_upkeep", "_pact": True,
                      "text": f"Pay {m.group(1)}. If you don't, you lose the game.",
                      "effect": [{"do": "unless_you", "pay_mana": m.group(1), "text": f"pay {m.group(1)}",
                                  "effect": [{"do": "lose_game", "player": "you"}]}]})


@effect_template(r"if you don't, you lose the game")
def if_you_dont_you_lose(eff, m):
    last = eff.steps[-1] if eff.steps else {}
    if not last.pop("_pact", False):
        pass_on(eff, m, if_you_dont_you_lose)
        return
